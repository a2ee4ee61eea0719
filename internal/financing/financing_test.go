package financing

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"patrimonio/internal/model"
)

func percent(t *testing.T, s string) Rate {
	t.Helper()
	r, err := ParsePercent(s)
	if err != nil {
		t.Fatalf("ParsePercent(%q): %v", s, err)
	}
	return r
}

func build(t *testing.T, system System, amount model.Money, rate string, n int) Schedule {
	t.Helper()
	s, err := Build(system, amount, percent(t, rate), n)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPublishedTables reproduces the textbook tables to the centavo: Price, R$ 10.000,00 at 10 % a.m. in 4
// installments; SAC, R$ 70.000,00 at 2 % a.m. in 120.
func TestPublishedTables(t *testing.T) {
	t.Parallel()
	price := build(t, Price, 1_000_000, "10", 4)
	want := []Installment{
		{Number: 1, Payment: 315471, Interest: 100000, Amortization: 215471, Balance: 784529},
		{Number: 2, Payment: 315471, Interest: 78453, Amortization: 237018, Balance: 547511},
		{Number: 3, Payment: 315471, Interest: 54751, Amortization: 260720, Balance: 286791},
		{Number: 4, Payment: 315470, Interest: 28679, Amortization: 286791, Balance: 0},
	}
	for i, w := range want {
		if price.Installments[i] != w {
			t.Errorf("Price installment %d: %+v, want %+v", i+1, price.Installments[i], w)
		}
	}
	if price.TotalInterest != 261883 || price.TotalPaid != 1_261_883 {
		t.Errorf("Price totals: interest %d, paid %d; want 261883 and 1261883", price.TotalInterest, price.TotalPaid)
	}

	sac := build(t, SAC, 7_000_000, "2", 120)
	first, second, last := sac.Installments[0], sac.Installments[1], sac.Installments[119]
	if first.Amortization != 58333 || first.Interest != 140000 || first.Payment != 198333 {
		t.Errorf("SAC first installment: %+v", first)
	}
	if second.Interest != 138833 || second.Payment != 197166 {
		t.Errorf("SAC second installment: %+v", second)
	}
	// 70 000,00 − 119 × 583,33 = 583,73: the last amortization takes the remainder.
	if last.Amortization != 58373 || last.Balance != 0 {
		t.Errorf("SAC last installment: %+v", last)
	}
}

// TestScheduleProperties checks random contracts (up to R$ 500 mi, 600 installments, 25 % a.m.): the balance ends at exactly zero and never rises, the
// amortizations add up to the amount, each payment is its interest plus its amortization, the totals add up,
// Price installments are equal but the last and SAC amortizations equal but the last.
func TestScheduleProperties(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(2026, 11))
	rates := []string{"0", "0.01", "0.5", "0.948879", "1", "1.25", "2", "3.5", "10", "25"}
	for range 400 {
		// From R$ 10,00 an installment up (the equal-installments property needs each worth more than n centavos).
		n := 1 + rng.IntN(MaxInstallments)
		amount := model.Money(int64(n)*1000 + rng.Int64N(500_000_000_00))
		rate := rates[rng.IntN(len(rates))]
		for _, system := range Systems {
			s := build(t, system, amount, rate, n)
			if len(s.Installments) != n {
				t.Fatalf("%s %d at %s%% in %d: %d installments", system, amount, rate, n, len(s.Installments))
			}
			var amortized, interest, paid model.Money
			balance := amount
			for i, in := range s.Installments {
				if in.Number != i+1 || in.Payment != in.Interest+in.Amortization || in.Amortization < 0 || in.Interest < 0 {
					t.Fatalf("%s %d at %s%% in %d, installment %d: %+v", system, amount, rate, n, i+1, in)
				}
				if in.Balance != balance-in.Amortization || in.Balance > balance {
					t.Fatalf("%s %d at %s%% in %d, installment %d: balance %d after %d", system, amount, rate, n, i+1, in.Balance, balance)
				}
				balance = in.Balance
				amortized += in.Amortization
				interest += in.Interest
				paid += in.Payment
				if i > 0 && i < n-1 {
					prev := s.Installments[i-1]
					if system == Price && in.Payment != prev.Payment || system == SAC && in.Amortization != prev.Amortization {
						t.Fatalf("%s %d at %s%% in %d: installment %d %+v differs from %+v", system, amount, rate, n, i+1, in, prev)
					}
				}
			}
			if balance != 0 || amortized != amount || interest != s.TotalInterest || paid != s.TotalPaid {
				t.Fatalf("%s %d at %s%% in %d: balance %d, amortized %d, interest %d/%d, paid %d/%d",
					system, amount, rate, n, balance, amortized, interest, s.TotalInterest, paid, s.TotalPaid)
			}
		}
	}
}

func TestRates(t *testing.T) {
	t.Parallel()
	cases := []struct{ annual, monthly string }{
		{"12", "0.948879"},
		{"0", "0"},
		{"26.824179", "2"}, // (1,02)^12 − 1
	}
	for _, c := range cases {
		if got := MonthlyFromAnnual(percent(t, c.annual)).Percent(); got != c.monthly {
			t.Errorf("%s%% a.a. → %s%% a.m., want %s", c.annual, got, c.monthly)
		}
	}
	if got := AnnualFromMonthly(percent(t, "2")).Percent(); got != "26.824179" {
		t.Errorf("2%% a.m. → %s%% a.a.", got)
	}
	for _, bad := range []string{"", "-1", "1,5", "1.", ".5", "1e2", "0.1234567", "abc"} {
		if _, err := ParsePercent(bad); err == nil {
			t.Errorf("ParsePercent(%q) accepted", bad)
		}
	}
}

// TestCET: with no fees the cost is the contract's rate (up to the centavos' rounding of the installments); fees
// received less raise it.
func TestCET(t *testing.T) {
	t.Parallel()
	s := build(t, Price, 1_000_000, "2", 12)
	cet := func(fees model.Money) float64 {
		f, _ := strconv.ParseFloat(CET(s, 1_000_000, fees).Percent(), 64)
		return f
	}
	if got := cet(0); math.Abs(got-2) > 0.0001 {
		t.Errorf("CET with no fees: %v%%, want 2%%", got)
	}
	// R$ 300,00 of fees on R$ 10.000,00: R$ 9.700,00 received for the same 12 installments of R$ 945,60.
	if got := cet(30_000); math.Abs(got-2.4995) > 0.0005 {
		t.Errorf("CET with fees: %v%%, want about 2,4995%% (945,60 over 12 months at it is worth 9.700,00)", got)
	}
}

func TestDueDates(t *testing.T) {
	t.Parallel()
	first := model.NewDate(2026, time.January, 31)
	for k, want := range map[int]string{1: "2026-01-31", 2: "2026-02-28", 3: "2026-03-31", 4: "2026-04-30", 13: "2027-01-31", 14: "2027-02-28"} {
		if got := Due(first, k).String(); got != want {
			t.Errorf("installment %d: %s, want %s", k, got, want)
		}
	}
}

// TestLateCharges: R$ 1.000,00 paid 15 days late owe a fine of R$ 20,00 and R$ 5,00 of default interest (1 % a.m.
// pro rata die); on or before the due date, nothing.
func TestLateCharges(t *testing.T) {
	t.Parallel()
	due := model.NewDate(2026, time.March, 10)
	if fine, mora := LateCharges(100_000, due, due.AddDays(15)); fine != 2000 || mora != 500 {
		t.Errorf("15 days late: fine %d, mora %d", fine, mora)
	}
	if fine, mora := LateCharges(100_000, due, due); fine != 0 || mora != 0 {
		t.Errorf("on the due date: fine %d, mora %d", fine, mora)
	}
	// R$ 3.154,71 seven days late: 2 % = 63,0942 → 63,09; 1 % × 7/30 = 7,36099 → 7,36.
	if fine, mora := LateCharges(315_471, due, due.AddDays(7)); fine != 6309 || mora != 736 {
		t.Errorf("7 days late: fine %d, mora %d", fine, mora)
	}
}

// TestDated: installments paid in full are paid, a short payment leaves one open or overdue, and an overdue one
// carries its charges on what is still owed.
func TestDated(t *testing.T) {
	t.Parallel()
	s := build(t, Price, 1_000_000, "10", 4)
	first := model.NewDate(2026, time.January, 10)
	dated := Dated(s, first, map[int][]Paid{1: {{first, 315_471}}, 2: {{model.NewDate(2026, time.February, 5), 100_000}}},
		model.NewDate(2026, time.February, 25))
	if dated[0].Status != InstallmentPaid || dated[1].Status != InstallmentOverdue || dated[2].Status != InstallmentOpen {
		t.Fatalf("statuses: %s %s %s", dated[0].Status, dated[1].Status, dated[2].Status)
	}
	// 2.154,71 still owed on the second installment, 15 days late: fine 43,09, mora 10,77.
	if dated[1].LateFine != 4309 || dated[1].LateInterest != 1077 {
		t.Errorf("charges of the second installment: %+v", dated[1])
	}
	if next := NextOpen(dated); next.Number != 2 {
		t.Errorf("next open: %d", next.Number)
	}
}

// TestLateChargesOfAPartPaidLate: 8.884,88 due 31/01/2026, 4.000,00 of it paid on 01/03, the rest open on 28/11: the
// part paid late owes its fine and 29 days of mora as the open part owes its own — 177,70 and 528,78, as the whole
// installment's lateness gives; a part paid on time owes nothing.
func TestLateChargesOfAPartPaidLate(t *testing.T) {
	due, today := model.NewDate(2026, time.January, 31), model.NewDate(2026, time.November, 28)
	fine, mora := LateChargesOf(888_488, due, []Paid{{model.NewDate(2026, time.March, 1), 400_000}}, today)
	if fine != 17_770 || mora != 52_878 {
		t.Errorf("charges with a part paid late: multa %s, mora %s", fine.Decimal(), mora.Decimal())
	}
	fine, mora = LateChargesOf(888_488, due, []Paid{{due, 400_000}}, today)
	if want, _ := LateCharges(488_488, due, today); fine != want || mora != 49_012 {
		t.Errorf("charges with a part paid on time: multa %s, mora %s", fine.Decimal(), mora.Decimal())
	}
}
