package model

import "testing"

// TestPrincipalOpen: receipts pay the installments in order, each with its interest, so the principal still to
// receive falls by what came in less the interest it covered.
func TestPrincipalOpen(t *testing.T) {
	plan := []Installment{{Amount: 3_500_00, Interest: 500_00}, {Amount: 3_400_00, Interest: 400_00}, {Amount: 3_300_00, Interest: 300_00}}
	for received, want := range map[Money]Money{0: 9_000_00, 3_500_00: 6_000_00, 5_000_00: 4_900_00, 6_900_00: 3_000_00, 10_200_00: 0} {
		if got := PrincipalOpen(9_000_00, plan, received); got != want {
			t.Errorf("after %s received: %s open, want %s", received.Decimal(), got.Decimal(), want.Decimal())
		}
	}
}
