package validate

import "testing"

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
