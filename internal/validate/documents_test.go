package validate

import (
	"strings"
	"testing"

	"patrimonio/internal/model"
)

// Numbers whose check digits were worked out by hand and with the Receita Federal's published example of the
// alphanumeric CNPJ (12.ABC.345/01DE-35), beside the same numbers with a digit changed.
func TestTaxIDs(t *testing.T) {
	t.Parallel()
	for typed, want := range map[string]string{
		"529.982.247-25":     "52998224725",
		"52998224725":        "52998224725",
		"11.222.333/0001-81": "11222333000181",
		"12.ABC.345/01DE-35": "12ABC34501DE35",
		"12.abc.345/01de-35": "12ABC34501DE35",
		"":                   "",
	} {
		if got, ok := TaxID(typed); !ok || got != want {
			t.Errorf("TaxID(%q) = %q, %v; want %q", typed, got, ok, want)
		}
	}
	for _, bad := range []string{"529.982.247-24", "111.111.111-11", "11.222.333/0001-82", "12.ABC.345/01DE-36",
		"12.ABC.345/01DE-3A", "00.000.000/0000-00", "1234567890", "12ABC34501DE350", "12ÁBC34501DE35", "5299822472X"} {
		if _, ok := TaxID(bad); ok {
			t.Errorf("TaxID(%q) accepted", bad)
		}
	}
}

// RENAVAM with its check digit worked out by the DETRANs' rule (00639884962 is the number their pages use as an
// example), the old 9-digit form, a changed digit, all zeros (whose check digit holds); chassis of 17 characters without I, O and Q.
func TestRenavamAndChassis(t *testing.T) {
	t.Parallel()
	for typed, want := range map[string]string{"00639884962": "00639884962", "639884962": "00639884962", "006.398.849-62": "00639884962", "": ""} {
		if got, ok := Renavam(typed); !ok || got != want {
			t.Errorf("Renavam(%q) = %q, %v", typed, got, ok)
		}
	}
	for _, bad := range []string{"00639884961", "1234567", "006398849620", "0063988496A", "00000000000", "000.000.000"} {
		if _, ok := Renavam(bad); ok {
			t.Errorf("Renavam(%q) accepted", bad)
		}
	}
	for typed, want := range map[string]string{"9bwzzz377vt004251": "9BWZZZ377VT004251", "9BW ZZZ377 VT004251": "9BWZZZ377VT004251", "": ""} {
		if got, ok := Chassis(typed); !ok || got != want {
			t.Errorf("Chassis(%q) = %q, %v", typed, got, ok)
		}
	}
	for _, bad := range []string{"9BWZZZ377VT00425", "9BWZZZ377VT0042511", "9BWZZZ377VT00425I", "9BWZZZ377VT00425O", "9BWZZZ377VT00425Q", "9BWZZZ377VT00425-"} {
		if _, ok := Chassis(bad); ok {
			t.Errorf("Chassis(%q) accepted", bad)
		}
	}
}

func TestPixKeys(t *testing.T) {
	for _, c := range []struct {
		kind       model.PixKeyType
		typed, key string
		msg        string
	}{
		{"", "", "", ""},
		{model.PixKeyCPF, "123.456.789-09", "12345678909", ""},
		{model.PixKeyCPF, "123.456.789-00", "", MsgPixKeyCPF},
		{model.PixKeyCPF, "11.222.333/0001-81", "", MsgPixKeyCPF}, // a CNPJ is not a CPF key
		{model.PixKeyCNPJ, "11.222.333/0001-81", "11222333000181", ""},
		{model.PixKeyCNPJ, "11.222.333/0001-80", "", MsgPixKeyCNPJ},
		{model.PixKeyEmail, " Financeiro@Imobiliaria.com.BR ", "financeiro@imobiliaria.com.br", ""},
		{model.PixKeyEmail, "financeiro@", "", MsgPixKeyEmail},
		{model.PixKeyEmail, strings.Repeat("a", 70) + "@exemplo.com", "", MsgPixKeyEmail}, // 82 characters
		{model.PixKeyPhone, "+55 (11) 91234-5678", "+5511912345678", ""},
		{model.PixKeyPhone, "(21) 3456-7890", "+552134567890", ""},
		{model.PixKeyPhone, "91234-5678", "", MsgPixKeyPhone}, // no DDD
		{model.PixKeyPhone, "+1 415 555 0100", "", MsgPixKeyPhone},
		{model.PixKeyRandom, "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000", ""},
		{model.PixKeyRandom, "123e4567e89b12d3a456426614174000", "", MsgPixKeyRandom},
		{model.PixKeyCPF, "", "", MsgPixKeyBlank},
		{"", "12345678909", "", MsgPixKeyType},
		{"boleto", "12345678909", "", MsgPixKeyType},
	} {
		key, msg := PixKey(c.kind, c.typed)
		if msg != c.msg || (msg == "" && key != c.key) {
			t.Errorf("PixKey(%q, %q) = %q, %q; want %q, %q", c.kind, c.typed, key, msg, c.key, c.msg)
		}
	}
}

func TestSettingsWithAPixKeyNeedNameAndCity(t *testing.T) {
	st := model.DefaultSettings()
	st.PixKeyType, st.PixKey = model.PixKeyCNPJ, "11222333000181"
	st.PixName, st.PixCity = "Imobiliária Horizonte Sul Ltda", ""
	e := Settings(st)
	if e["pixName"] != MsgPixName || e["pixCity"] != MsgPixCity {
		t.Fatalf("errors %v: want the name (26 characters) and the blank city refused", e)
	}
	st.PixName, st.PixCity = "Imobiliária Horizonte", "São Paulo"
	if e := Settings(st); !e.OK() {
		t.Fatalf("a whole Pix key refused: %v", e)
	}
}
