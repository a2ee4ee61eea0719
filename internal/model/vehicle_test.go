package model

import "testing"

func TestNormalizePlate(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"abc-1234": "ABC1234", "ABC1D23": "ABC1D23", " bra 2e19 ": "BRA2E19"} {
		if got, ok := NormalizePlate(in); !ok || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "AB12345", "ABC12345", "ABCD123", "ABC1DD3", "ÁBC1234"} {
		if _, ok := NormalizePlate(bad); ok {
			t.Errorf("%q accepted", bad)
		}
	}
	if DashedPlate("ABC1234") != "ABC-1234" {
		t.Error("dashed plate")
	}
}
