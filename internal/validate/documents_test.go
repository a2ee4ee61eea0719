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
