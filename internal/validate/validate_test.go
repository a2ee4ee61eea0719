package validate

import (
	"testing"

	"patrimonio/internal/model"
)

func TestEmail(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"ana@exemplo.com.br", "a.b+c@empresa.com", "admin@patrimonio.local"} {
		if !Email(ok) {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"", "ana", "ana@", "@x.com", "Ana <ana@x.com>", "ana@x", "a b@x.com"} {
		if Email(bad) {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestUserRules(t *testing.T) {
	t.Parallel()
	e := Errors{}
	UserFields(e, " ", "x")
	confirm := "outra"
	NewPassword(e, "password", "1234567", &confirm)
	Role(e, "root", false)
	want := Errors{"name": "Nome é obrigatório", "email": "Email inválido", "password": "A senha deve ter pelo menos 8 caracteres",
		"confirmPassword": "As senhas não coincidem", "role": "Nível de acesso inválido"}
	for k, v := range want {
		if e[k] != v {
			t.Errorf("%s: %q, want %q", k, e[k], v)
		}
	}
	ok := Errors{}
	same := "12345678"
	NewPassword(ok, "password", "12345678", &same)
	if !ok.OK() {
		t.Errorf("valid password refused: %v", ok)
	}
}

func TestSettingsRules(t *testing.T) {
	t.Parallel()
	if e := Settings(model.DefaultSettings()); !e.OK() {
		t.Fatalf("defaults refused: %v", e)
	}
	s := model.DefaultSettings()
	s.CompanyName, s.PrimaryColor, s.LogoURL, s.Theme = "", "blue", "javascript:alert(1)", "neon"
	e := Settings(s)
	for _, f := range []string{"companyName", "primaryColor", "logoUrl", "theme"} {
		if e[f] == "" {
			t.Errorf("%s not refused", f)
		}
	}
}
