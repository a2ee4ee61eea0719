package validate

import "unicode/utf8"

// Password limits (docs/product.md §9: at least 8 characters).
const (
	MinPassword = 8
	MaxPassword = 128
)

// UserFields checks name and email, shared by create and edit.
func UserFields(e Errors, name, email string) {
	switch {
	case blank(name):
		e.add("name", MsgName)
	case tooLong(name, 120):
		e.add("name", MsgNameTooLong)
	}
	switch {
	case blank(email):
		e.add("email", MsgEmail)
	case !Email(email):
		e.add("email", MsgEmailInvalid)
	}
}

// NewPassword checks a new password and, when given, its confirmation.
func NewPassword(e Errors, field, password string, confirm *string) {
	switch n := utf8.RuneCountInString(password); {
	case n < MinPassword:
		e.add(field, MsgPasswordTooShort)
	case n > MaxPassword:
		e.add(field, MsgPasswordTooLong)
	}
	if confirm != nil && *confirm != password {
		e.add("confirmPassword", MsgPasswordsDiffer)
	}
}

// Role checks a role name; valid tells whether ParseRole accepted it.
func Role(e Errors, raw string, valid bool) {
	switch {
	case blank(raw):
		e.add("role", MsgRole)
	case !valid:
		e.add("role", MsgRoleInvalid)
	}
}

// Status checks a user status.
func Status(e Errors, status string) {
	if status != "active" && status != "inactive" {
		e.add("status", MsgStatusInvalid)
	}
}

// Avatar checks an avatar address: empty or a stored upload.
func Avatar(e Errors, url string) {
	if url != "" && !UploadURL.MatchString(url) {
		e.add("avatar", MsgAvatar)
	}
}

// ForgotPassword checks the email of a request for a reset link.
func ForgotPassword(email string) Errors {
	e := Errors{}
	switch {
	case blank(email):
		e.add("email", MsgEmail)
	case !Email(email):
		e.add("email", MsgEmailInvalid)
	}
	return e
}

// ResetPassword checks the new password of a reset; the token is checked by the store.
func ResetPassword(token, password string) Errors {
	e := Errors{}
	if blank(token) {
		e.add("token", MsgResetTokenInvalid)
	}
	NewPassword(e, "password", password, nil)
	return e
}
