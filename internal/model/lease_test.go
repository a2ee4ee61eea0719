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
