package model

import (
	"encoding/json"
	"testing"
)

// TestRate: a percentage reads exactly from a plain decimal with up to six decimals, writes back with two decimals
// at least, and refuses anything else — the one percentage type of interest, depreciation, the CET and appreciation.
func TestRate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in      string
		want    Rate
		decimal string
	}{
		{"1.25", 1_250_000, "1.25"},
		{"0.948879", 948_879, "0.948879"},
		{"100", MaxRate, "100.00"},
		{"4", 4 * RateScale, "4.00"},
		{"0", 0, "0.00"},
		{"1000", 1000 * RateScale, "1000.00"},
	} {
		got, err := ParseRate(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseRate(%q) = %d, %v; want %d", c.in, got, err, c.want)
		}
		if d := got.Decimal(); d != c.decimal {
			t.Errorf("%d writes %q, want %q", got, d, c.decimal)
		}
		var back Rate
		if b, _ := json.Marshal(got); json.Unmarshal(b, &back) != nil || back != got {
			t.Errorf("%d does not read back from its JSON %s", got, b)
		}
	}
	for _, bad := range []string{"", "-1", "1,5", "1.", ".5", "1e2", "0.1234567", "abc", "1234567"} {
		if _, err := ParseRate(bad); err == nil {
			t.Errorf("ParseRate(%q) accepted", bad)
		}
	}
	if d := Rate(-250_000).Decimal(); d != "-0.25" {
		t.Errorf("a fall of 0,25 %% writes %q", d)
	}
}
