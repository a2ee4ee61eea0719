package financing

import "testing"

// TestReadjustedMatchesTheHandComputation: twelve months of IGP-M readjust a rent of R$ 2.500,00 as the product of
// the months' factors computed by hand, to the centavo.
func TestReadjustedMatchesTheHandComputation(t *testing.T) {
	// 12 months of +0,50 %: 1,005^12 = 1,0616778118644996…, × 2 500,00 = 2 654,1945… → R$ 2.654,19.
	half := []int64{500000, 500000, 500000, 500000, 500000, 500000, 500000, 500000, 500000, 500000, 500000, 500000}
	acc := Accumulated(half)
	if got := acc.Percent(); got != 6_167_781 {
		t.Errorf("accumulated %d, want 6,167781 %%", got)
	}
	if got := Readjusted(250000, acc, false); got != 265419 {
		t.Errorf("rent %d, want 265419", got)
	}
	// A year with deflation months, as IGP-M had in 2023: +1,00 %, −2,00 %, +0,25 % and nine months of 0:
	// 1,01 × 0,98 × 1,0025 = 0,9922745, −0,77255 %; × 3 000,00 = 2 976,8235 → R$ 2.976,82 — lowered only where the
	// lease says so.
	mixed := []int64{1000000, -2000000, 250000, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	acc = Accumulated(mixed)
	if got := acc.Percent(); got != -772_550 {
		t.Errorf("accumulated %d, want -0,772550 %%", got)
	}
	if got := Readjusted(300000, acc, true); got != 297682 {
		t.Errorf("lowered rent %d, want 297682", got)
	}
	if got := Readjusted(300000, acc, false); got != 300000 {
		t.Errorf("rent %d, want it kept at 300000", got)
	}
}
