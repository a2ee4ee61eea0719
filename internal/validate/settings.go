package validate

import "patrimonio/internal/model"

// Settings checks the brand and preferences.
func Settings(s model.Settings) Errors {
	e := Errors{}
	switch {
	case blank(s.CompanyName):
		e.add("companyName", MsgCompanyName)
	case tooLong(s.CompanyName, 100):
		e.add("companyName", MsgCompanyNameTooLong)
	}
	if s.LogoURL != "" && !UploadURL.MatchString(s.LogoURL) {
		e.add("logoUrl", MsgLogo)
	}
	if !hexColor.MatchString(s.PrimaryColor) {
		e.add("primaryColor", MsgHexColor)
	}
	if !hexColor.MatchString(s.SecondaryColor) {
		e.add("secondaryColor", MsgHexColor)
	}
	if s.Language != "pt-BR" {
		e.add("language", MsgLanguage)
	}
	if s.Currency != "BRL" {
		e.add("currency", MsgCurrency)
	}
	if s.Theme != "light" && s.Theme != "dark" {
		e.add("theme", MsgTheme)
	}
	return e
}
