package model

import (
	"testing"
	"time"
)

func TestLeaseTermEnd(t *testing.T) {
	for _, c := range []struct {
		start  Date
		months int
		want   Date
	}{
		{NewDate(2026, time.March, 15), 30, NewDate(2028, time.September, 14)},
		{NewDate(2027, time.March, 1), 12, NewDate(2028, time.February, 29)},
		{NewDate(2026, time.January, 31), 1, NewDate(2026, time.February, 28)},
		{NewDate(2026, time.January, 1), 12, NewDate(2026, time.December, 31)},
	} {
		if got := LeaseTermEnd(c.start, c.months); got != c.want {
			t.Errorf("LeaseTermEnd(%s, %d) = %s, want %s", c.start, c.months, got, c.want)
		}
	}
}

// TestLeaseBills: a lease from 15/03/2026 at R$ 2.500,00 due on the 31st bills 15/03–31/03 by its 17 days of 31
// (1 370,97), due on 30/04 (April has no 31st), then whole months; readjusted to 2 654,19 from 15/03/2027, March 2027
// is 14 days at the old rent and 17 at the new (2 584,56); ended on 10/05/2027, May is 10 days (856,19).
func TestLeaseBills(t *testing.T) {
	l := Lease{StartDate: NewDate(2026, time.March, 15), Rent: 250000, DueDay: 31}
	bills := LeaseBills(l, nil, Date{}, NewDate(2026, time.May, 2))
	want := []LeaseBill{
		{1, NewDate(2026, time.March, 15), NewDate(2026, time.March, 31), NewDate(2026, time.April, 30), 137097},
		{2, NewDate(2026, time.April, 1), NewDate(2026, time.April, 30), NewDate(2026, time.May, 31), 250000},
		{3, NewDate(2026, time.May, 1), NewDate(2026, time.May, 31), NewDate(2026, time.June, 30), 250000},
	}
	if len(bills) != len(want) {
		t.Fatalf("bills %+v", bills)
	}
	for i := range want {
		if bills[i] != want[i] {
			t.Errorf("bill %d = %+v, want %+v", i+1, bills[i], want[i])
		}
	}
	ended := NewDate(2027, time.May, 10)
	l.EndedOn, l.DueDay = &ended, 15
	readjusted := []LeaseReadjustment{{EffectiveDate: NewDate(2027, time.March, 15), RentAfter: 265419}}
	bills = LeaseBills(l, readjusted, Date{}, NewDate(2030, time.January, 1))
	if len(bills) != 15 {
		t.Fatalf("%d bills until the end, want 15 (March 2026 to May 2027)", len(bills))
	}
	if b := bills[12]; b.PeriodStart != NewDate(2027, time.March, 1) || b.Amount != 258456 || b.DueDate != NewDate(2027, time.April, 15) {
		t.Errorf("March 2027: %+v, want 2 584,56 due 15/04/2027", b)
	}
	if b := bills[14]; b.PeriodEnd != ended || b.Amount != 85619 || b.DueDate != NewDate(2027, time.June, 15) {
		t.Errorf("May 2027: %+v, want 856,19 for 10 days due 15/06/2027", b)
	}
	// From a day on: the same bills, numbered as from the start.
	if later := LeaseBills(l, readjusted, NewDate(2027, time.March, 20), NewDate(2030, time.January, 1)); len(later) != 3 || later[0] != bills[12] || later[2] != bills[14] {
		t.Errorf("bills from 20/03/2027: %+v", later)
	}
}
