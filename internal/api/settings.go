package api

import (
	"net/http"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/validate"
)

// settingsJSON is the settings with what the server can do: emailConfigured says that an SMTP server is set, so
// the login screen offers 'Esqueci minha senha' and e-mail notifications can be switched on.
type settingsJSON struct {
	model.Settings
	EmailConfigured bool `json:"emailConfigured"`
}

func (s *Server) settingsView(st model.Settings) settingsJSON {
	return settingsJSON{Settings: st, EmailConfigured: s.opts.Mail.Enabled}
}

func (s *Server) getSettings(w http.ResponseWriter, r *http.Request) error {
	st, err := s.store.Settings(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, s.settingsView(st))
	return nil
}

// settingsRequest holds the fields a save may change; those left out keep their value.
type settingsRequest struct {
	CompanyName        *string `json:"companyName"`
	CompanyDocument    *string `json:"companyDocument"` // CNPJ or CPF, with or without its mask; "" removes it
	LogoURL            *string `json:"logoUrl"`
	PrimaryColor       *string `json:"primaryColor"`
	SecondaryColor     *string `json:"secondaryColor"`
	Language           *string `json:"language"`
	Currency           *string `json:"currency"`
	Theme              *string `json:"theme"`
	Notifications      *bool   `json:"notifications"`
	EmailNotifications *bool   `json:"emailNotifications"`
	// RequireTwoFactorForAdmins may be switched on only by an admin who has two-factor sign-in on.
	RequireTwoFactorForAdmins *bool `json:"requireTwoFactorForAdmins"`
	// PixKeyType and PixKey are the company's Pix key as typed (a CPF or CNPJ with its mask, a phone with or without
	// +55): stored as the Pix directory writes it. Both "" remove it.
	PixKeyType *string `json:"pixKeyType"`
	PixKey     *string `json:"pixKey"`
	PixName    *string `json:"pixName"`
	PixCity    *string `json:"pixCity"`
}

func (s *Server) updateSettings(w http.ResponseWriter, r *http.Request) error {
	var in settingsRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	st, err := s.store.Settings(r.Context())
	if err != nil {
		return err
	}
	before := st
	setString := func(dst *string, v *string) {
		if v != nil {
			*dst = strings.TrimSpace(*v)
		}
	}
	setString(&st.CompanyName, in.CompanyName)
	if in.CompanyDocument != nil {
		doc, ok := validate.TaxID(*in.CompanyDocument)
		if !ok {
			return validate.Errors{"companyDocument": validate.MsgTaxID}
		}
		st.CompanyDocument = doc
	}
	setString(&st.LogoURL, in.LogoURL)
	setString(&st.PrimaryColor, in.PrimaryColor)
	setString(&st.SecondaryColor, in.SecondaryColor)
	setString(&st.Language, in.Language)
	setString(&st.Currency, in.Currency)
	setString(&st.Theme, in.Theme)
	if in.Notifications != nil {
		st.Notifications = *in.Notifications
	}
	if in.EmailNotifications != nil {
		if *in.EmailNotifications && !st.EmailNotifications && !s.opts.Mail.Enabled {
			return validate.Errors{"emailNotifications": validate.MsgEmailNotifOff}
		}
		st.EmailNotifications = *in.EmailNotifications
	}
	if in.RequireTwoFactorForAdmins != nil {
		if *in.RequireTwoFactorForAdmins && !st.RequireTwoFactorForAdmins && !currentSession(r.Context()).twoFactor {
			return validate.Errors{"requireTwoFactorForAdmins": "Ative a verificação em duas etapas no seu perfil antes de exigi-la dos administradores"}
		}
		st.RequireTwoFactorForAdmins = *in.RequireTwoFactorForAdmins
	}
	setString((*string)(&st.PixKeyType), in.PixKeyType)
	setString(&st.PixKey, in.PixKey)
	setString(&st.PixName, in.PixName)
	setString(&st.PixCity, in.PixCity)
	if key, msg := validate.PixKey(st.PixKeyType, st.PixKey); msg == "" {
		st.PixKey = key
	}
	st.PrimaryColor = strings.ToUpper(st.PrimaryColor)
	st.SecondaryColor = strings.ToUpper(st.SecondaryColor)
	if e := validate.Settings(st); !e.OK() {
		return e
	}
	if in.LogoURL != nil && st.LogoURL != "" {
		ok, err := s.storedImage(r, st.LogoURL)
		if err != nil {
			return err
		}
		if !ok {
			return validate.Errors{"logoUrl": "Logotipo inválido"}
		}
	}
	turnedOn := st.EmailNotifications && !before.EmailNotifications
	saved, err := s.store.UpdateSettings(r.Context(), st)
	if err != nil {
		return err
	}
	if turnedOn && s.opts.Mail.PlanNow != nil {
		s.opts.Mail.PlanNow()
	}
	writeData(w, http.StatusOK, s.settingsView(saved))
	return nil
}
