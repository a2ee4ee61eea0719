package validate

import (
	"regexp"
	"slices"
	"strings"

	"patrimonio/internal/model"
)

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
	switch _, msg := PixKey(s.PixKeyType, s.PixKey); {
	case msg == MsgPixKeyType:
		e.add("pixKeyType", msg)
	case msg != "":
		e.add("pixKey", msg)
	}
	if s.PixKey != "" && (blank(s.PixName) || tooLong(s.PixName, 25)) {
		e.add("pixName", MsgPixName)
	}
	if s.PixKey != "" && (blank(s.PixCity) || tooLong(s.PixCity, 15)) {
		e.add("pixCity", MsgPixCity)
	}
	return e
}

// randomPixKey is a random key (EVP) as the directory writes it: a UUID in lowercase.
var randomPixKey = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// PixKey reads a Pix key of its type as typed and returns it as the Pix directory writes it — a CPF or CNPJ without
// punctuation, an e-mail in lowercase, a phone as +55, DDD and number, a random key in lowercase — or the message
// saying what is wrong with it. No type and no key is no key, and valid.
func PixKey(kind model.PixKeyType, typed string) (key, msg string) {
	typed = strings.TrimSpace(typed)
	switch {
	case kind == "" && typed == "":
		return "", ""
	case !slices.Contains(model.PixKeyTypes, kind):
		return typed, MsgPixKeyType
	case typed == "":
		return "", MsgPixKeyBlank
	}
	switch kind {
	case model.PixKeyCPF, model.PixKeyCNPJ:
		doc, ok := TaxID(typed)
		if kind == model.PixKeyCPF && (!ok || len(doc) != 11) {
			return typed, MsgPixKeyCPF
		}
		if kind == model.PixKeyCNPJ && (!ok || len(doc) != 14) {
			return typed, MsgPixKeyCNPJ
		}
		return doc, ""
	case model.PixKeyEmail:
		email := strings.ToLower(typed)
		if !Email(email) || len(email) > 77 {
			return typed, MsgPixKeyEmail
		}
		return email, ""
	case model.PixKeyPhone:
		digits := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, typed)
		switch {
		case strings.HasPrefix(typed, "+") && !strings.HasPrefix(digits, "55"):
			return typed, MsgPixKeyPhone // a number of another country
		case strings.HasPrefix(typed, "+"), (len(digits) == 12 || len(digits) == 13) && strings.HasPrefix(digits, "55"):
			digits = digits[2:]
		}
		// DDD 11 to 99, then a number of 8 or 9 digits.
		if (len(digits) != 10 && len(digits) != 11) || digits[0] == '0' || digits[1] == '0' {
			return typed, MsgPixKeyPhone
		}
		return "+55" + digits, ""
	default:
		random := strings.ToLower(typed)
		if !randomPixKey.MatchString(random) {
			return typed, MsgPixKeyRandom
		}
		return random, ""
	}
}
