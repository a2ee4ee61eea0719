package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"patrimonio/internal/auth"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// Answers of the two-factor routes.
var (
	errTOTPRequired   = refuse(http.StatusUnauthorized, "totp_required", "Digite o código de verificação do seu aplicativo autenticador.")
	errTOTPInvalid    = refuse(http.StatusUnauthorized, "invalid_totp", "Código de verificação incorreto ou já usado.")
	errTOTPNotPending = refuse(http.StatusConflict, "totp_not_pending", "Nenhuma configuração em andamento. Comece de novo em Meu Perfil.")
	errTOTPNotEnabled = refuse(http.StatusConflict, "totp_not_enabled", "A verificação em duas etapas não está ativa.")
	errTOTPMandatory  = refuse(http.StatusConflict, "two_factor_required",
		"A verificação em duas etapas é obrigatória para administradores e não pode ser desativada.")
)

// secondFactor checks the two-factor code of a sign-in whose password was right. Users without two-factor pass.
// Without a code it answers 401 totp_required; with a wrong, replayed or spent code, 401 invalid_totp, counted
// as a login failure of the attempt. A nil error lets the sign-in go on.
func (s *Server) secondFactor(r *http.Request, userID int64, code string, att *attempt) error {
	ctx := r.Context()
	t, err := s.store.UserTOTP(ctx, userID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !t.Enabled) {
		return att.succeeded(ctx)
	}
	if err != nil {
		return err
	}
	if strings.TrimSpace(code) == "" {
		return errTOTPRequired
	}
	ok, err := s.spendCode(ctx, userID, t, code)
	if err != nil {
		return err
	}
	if !ok {
		if err := att.failed(ctx); err != nil {
			return err
		}
		logger(ctx).Info("login failed: wrong two-factor code")
		return errTOTPInvalid
	}
	return att.succeeded(ctx)
}

// spendCode accepts an app code of the user's enabled secret that has not been used yet, or an unused recovery
// code, and marks it used. It reports false for anything else.
func (s *Server) spendCode(ctx context.Context, userID int64, t store.TOTP, code string) (bool, error) {
	if auth.IsTOTPCode(code) {
		step, ok := auth.TOTPStep(t.Secret, code, s.store.Now())
		if !ok {
			return false, nil
		}
		return s.store.UseTOTPStep(ctx, userID, step)
	}
	return s.store.UseRecoveryCode(ctx, userID, auth.RecoveryCodeHash(code))
}

// totpSetupJSON is what the app needs to add the account: the QR code, or the secret typed by hand.
type totpSetupJSON struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
	QRCode     string `json:"qrCode"` // a data:image/png;base64 URL
}

func (s *Server) setupTOTP(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	user := currentUser(ctx)
	issuer := "Patrimônio"
	if st, err := s.store.Settings(ctx); err != nil {
		return err
	} else if name := strings.TrimSpace(st.CompanyName); name != "" {
		issuer = name
	}
	key, err := auth.NewTOTPKey(issuer, user.Email)
	if err != nil {
		return err
	}
	if err := s.store.StartTOTP(ctx, user.ID, key.Secret); err != nil {
		return err // store.ErrTOTPEnabled: 409
	}
	writeData(w, http.StatusOK, totpSetupJSON{Secret: key.Secret, OtpauthURL: key.URL, QRCode: key.QRCode})
	return nil
}

type totpEnableRequest struct {
	Code string `json:"code"`
}

func (s *Server) enableTOTP(w http.ResponseWriter, r *http.Request) error {
	var in totpEnableRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	user := currentUser(ctx)
	if strings.TrimSpace(in.Code) == "" {
		return validate.Errors{"code": "Código é obrigatório"}
	}
	t, err := s.store.UserTOTP(ctx, user.ID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && t.Enabled) {
		return errTOTPNotPending
	}
	if err != nil {
		return err
	}
	step, ok := auth.TOTPStep(t.Secret, in.Code, s.store.Now())
	if !ok {
		return validate.Errors{"code": "Código incorreto. Confira o código no aplicativo e tente de novo."}
	}
	codes, err := auth.NewRecoveryCodes()
	if err != nil {
		return err
	}
	hashes := make([]string, len(codes))
	for i, c := range codes {
		hashes[i] = auth.RecoveryCodeHash(c)
	}
	err = s.store.EnableTOTP(ctx, user.ID, step, hashes, currentSession(ctx).tokenHash)
	if errors.Is(err, store.ErrNotFound) {
		return errTOTPNotPending
	}
	if err != nil {
		return err
	}
	logger(ctx).Info("two-factor sign-in enabled")
	writeData(w, http.StatusOK, map[string]any{"recoveryCodes": codes})
	return nil
}

type totpDisableRequest struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

func (s *Server) disableTOTP(w http.ResponseWriter, r *http.Request) error {
	var in totpDisableRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	sess := currentSession(ctx)
	if in.Password == "" && strings.TrimSpace(in.Code) == "" {
		return validate.Errors{"password": validate.MsgCurrentPassword}
	}
	t, err := s.store.UserTOTP(ctx, sess.user.ID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !t.Enabled) {
		return errTOTPNotEnabled
	}
	if err != nil {
		return err
	}
	settings, err := s.store.Settings(ctx)
	if err != nil {
		return err
	}
	if settings.RequireTwoFactorForAdmins && sess.user.Role == model.RoleAdmin {
		return errTOTPMandatory
	}
	// Guesses of the password or a code here are limited like sign-in guesses, per person whatever the address.
	att, err := s.reserveSignedInAttempt(r, "Muitas tentativas. Tente novamente em alguns minutos.")
	if err != nil {
		return err
	}
	defer att.done(ctx)
	if in.Password != "" {
		err = s.checkOwnPassword(ctx, att, sess.user.ID, in.Password, "password")
	} else {
		err = s.checkOwnCode(ctx, att, sess.user.ID, t, in.Code)
	}
	if err != nil {
		return err
	}
	if err := att.succeeded(ctx); err != nil {
		return err
	}
	if err := s.store.DisableTOTP(ctx, sess.user.ID); err != nil {
		return err
	}
	logger(ctx).Info("two-factor sign-in disabled")
	w.WriteHeader(http.StatusNoContent)
	return nil
}
