package model

import "testing"

// The most an IPTU installment of 120,00 due 10/03 may be paid with: its amount on time, then 20 % fine and 1 %
// for each month or part of one.
func TestIPTUInstallmentMostPaid(t *testing.T) {
	t.Parallel()
	in := IPTUInstallment{DueDate: NewDate(2026, 3, 10), Amount: 12000}
	for _, c := range []struct {
		day  Date
		want Money
	}{
		{NewDate(2026, 3, 1), 12000},
		{NewDate(2026, 3, 10), 12000},
		{NewDate(2026, 3, 11), 14520},
		{NewDate(2026, 4, 10), 14520},
		{NewDate(2026, 4, 11), 14640},
		{NewDate(2027, 3, 10), 15840},
		{NewDate(2036, 3, 11), 28920},
	} {
		if got := in.MostPaid(c.day); got != c.want {
			t.Errorf("paid %s: %d, want %d", c.day, got, c.want)
		}
	}
	if got := (IPTUInstallment{DueDate: NewDate(2026, 3, 10), Amount: 1}).MostPaid(NewDate(2026, 3, 11)); got != 2 {
		t.Errorf("1 centavo late: %d, want 2 (rounded up)", got)
	}
}
