package validate

import "patrimonio/internal/model"

// Settings checks the brand and preferences.
func Settings(s model.Settings) Errors {
	e := Errors{}
	switch {
	case blank(s.CompanyName):
		e.add("companyName", "Nome da empresa é obrigatório")
	case tooLong(s.CompanyName, 100):
		e.add("companyName", "Nome da empresa deve ter no máximo 100 caracteres")
	}
	if s.LogoURL != "" && !UploadURL.MatchString(s.LogoURL) {
		e.add("logoUrl", "Logotipo inválido")
	}
	if !hexColor.MatchString(s.PrimaryColor) {
		e.add("primaryColor", "Cor inválida. Use o formato #RRGGBB")
	}
	if !hexColor.MatchString(s.SecondaryColor) {
		e.add("secondaryColor", "Cor inválida. Use o formato #RRGGBB")
	}
	if s.Language != "pt-BR" {
		e.add("language", "Idioma não suportado")
	}
	if s.Currency != "BRL" {
		e.add("currency", "Moeda não suportada")
	}
	if s.Theme != "light" && s.Theme != "dark" {
		e.add("theme", "Tema inválido")
	}
	return e
}
