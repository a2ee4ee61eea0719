package model

// Settings holds the company's brand and preferences (docs/product.md §3 Settings / brand).
type Settings struct {
	CompanyName string `json:"companyName"`
	// CompanyDocument is the company's CNPJ (or an owner's CPF), without punctuation; '' when not given.
	CompanyDocument    string `json:"companyDocument"`
	LogoURL            string `json:"logoUrl"`
	PrimaryColor       string `json:"primaryColor"`
	SecondaryColor     string `json:"secondaryColor"`
	Language           string `json:"language"`
	Currency           string `json:"currency"`
	Theme              string `json:"theme"`
	Notifications      bool   `json:"notifications"`
	EmailNotifications bool   `json:"emailNotifications"`
	// RequireTwoFactorForAdmins makes admins set up two-factor sign-in before they can use anything else.
	RequireTwoFactorForAdmins bool `json:"requireTwoFactorForAdmins"`
}

// DefaultSettings are the defaults of docs/product.md §3, also served when the stored row cannot be read.
func DefaultSettings() Settings {
	return Settings{
		CompanyName:    "Gestão Patrimonial",
		PrimaryColor:   "#3B82F6",
		SecondaryColor: "#1E40AF",
		Language:       "pt-BR",
		Currency:       "BRL",
		Theme:          "light",
		Notifications:  true,
	}
}
