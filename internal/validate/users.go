package validate

import "unicode/utf8"

// Password limits (spec §9: at least 8 characters).
const (
	MinPassword = 8
	MaxPassword = 128
)

// UserFields checks name and email, shared by create and edit.
func UserFields(e Errors, name, email string) {
	switch {
	case blank(name):
		e.add("name", "Nome é obrigatório")
	case tooLong(name, 120):
		e.add("name", "Nome deve ter no máximo 120 caracteres")
	}
	switch {
	case blank(email):
		e.add("email", "Email é obrigatório")
	case !Email(email):
		e.add("email", "Email inválido")
	}
}

// NewPassword checks a new password and, when given, its confirmation.
func NewPassword(e Errors, field, password string, confirm *string) {
	switch n := utf8.RuneCountInString(password); {
	case n < MinPassword:
		e.add(field, "A senha deve ter pelo menos 8 caracteres")
	case n > MaxPassword:
		e.add(field, "A senha deve ter no máximo 128 caracteres")
	}
	if confirm != nil && *confirm != password {
		e.add("confirmPassword", "As senhas não coincidem")
	}
}

// Role checks a role name; valid tells whether ParseRole accepted it.
func Role(e Errors, raw string, valid bool) {
	switch {
	case blank(raw):
		e.add("role", "Nível de acesso é obrigatório")
	case !valid:
		e.add("role", "Nível de acesso inválido")
	}
}

// Status checks a user status.
func Status(e Errors, status string) {
	if status != "active" && status != "inactive" {
		e.add("status", "Status inválido")
	}
}

// Avatar checks an avatar address: empty or a stored upload.
func Avatar(e Errors, url string) {
	if url != "" && !UploadURL.MatchString(url) {
		e.add("avatar", "Imagem de avatar inválida")
	}
}
