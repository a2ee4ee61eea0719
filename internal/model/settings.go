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
	// PixKeyType and PixKey are the company's Pix key, as the Pix directory writes it; PixName and PixCity are the
	// receiver's name and city every payer's app shows. Empty when the company has given none: no bill has a Pix code.
	PixKeyType PixKeyType `json:"pixKeyType"`
	PixKey     string     `json:"pixKey"`
	PixName    string     `json:"pixName"`
	PixCity    string     `json:"pixCity"`
}

// PixKeyType is the kind of a Pix key; each has its own rule (validate.PixKey).
type PixKeyType string

// The Pix key types of the Banco Central's directory (DICT).
const (
	PixKeyCPF    PixKeyType = "cpf"
	PixKeyCNPJ   PixKeyType = "cnpj"
	PixKeyEmail  PixKeyType = "email"
	PixKeyPhone  PixKeyType = "phone"
	PixKeyRandom PixKeyType = "random"
)

// PixKeyTypes are the types in the order the settings list them, and PixKeyTypeLabel their names.
var (
	PixKeyTypes     = []PixKeyType{PixKeyCNPJ, PixKeyCPF, PixKeyEmail, PixKeyPhone, PixKeyRandom}
	PixKeyTypeLabel = map[PixKeyType]string{PixKeyCNPJ: "CNPJ", PixKeyCPF: "CPF", PixKeyEmail: "E-mail", PixKeyPhone: "Celular",
		PixKeyRandom: "Chave aleatória"}
)

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
