package financing

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/model"
)

func percent(t *testing.T, s string) Rate {
	t.Helper()
	r, err := model.ParseRate(s)
	if err != nil {
		t.Fatalf("ParseRate(%q): %v", s, err)
	}
	return PercentOf(r)
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
		{"0", "0.00"},
		{"26.824179", "2.00"}, // (1,02)^12 − 1
	}
	for _, c := range cases {
		if got := MonthlyFromAnnual(percent(t, c.annual)).Percent().Decimal(); got != c.monthly {
			t.Errorf("%s%% a.a. → %s%% a.m., want %s", c.annual, got, c.monthly)
		}
	}
	if got := AnnualFromMonthly(percent(t, "2")).Percent(); got != 26_824_179 {
		t.Errorf("2%% a.m. → %s%% a.a.", got.Decimal())
	}
	// Percent rounds to millionths of a percent half away from zero, as model.Rate keeps them.
	for _, c := range []struct {
		r    Rate
		want model.Rate
	}{
		{Rate{big.NewRat(1, 300)}, 333_333},       // 0,3333333… %
		{Rate{big.NewRat(1, 150)}, 666_667},       // 0,6666666… %
		{Rate{big.NewRat(5, 1_000_000_000)}, 1},   // 0,0000005 %: the half goes up
		{Rate{big.NewRat(-5, 1_000_000_000)}, -1}, // and away from zero below it
		{MillionthsOfPercent(-250_000), -250_000}, // an index's fall of 0,25 %
	} {
		if got := c.r.Percent(); got != c.want {
			t.Errorf("%s → %d millionths of a percent, want %d", c.r.r.RatString(), got, c.want)
		}
	}
}

// TestCET: the Banco Central's formula, calendar days over 365. With no fees the cost is the contract's rate a year
// (up to the calendar's months and the centavos' rounding); fees received less raise it. 100.000,00 at 1 % a.m. in
// 12 with 1.500,00 of fees, released on 28/11/2026, costs 15,99 % a.a. from a first installment on 28/12; with the
// first on 28/02/2027 the installment grows for the three months before it, and the fees spread over longer: 15,19 %.
func TestCET(t *testing.T) {
	t.Parallel()
	release, next := model.NewDate(2026, time.November, 28), model.NewDate(2026, time.December, 28)
	annual := func(s Schedule, amount, fees model.Money, first model.Date) float64 {
		f, _ := strconv.ParseFloat(CET(s, amount, fees, release, first).Percent().Decimal(), 64)
		return f
	}
	s := build(t, Price, 1_000_000, "2", 12)
	if got := annual(s, 1_000_000, 0, next); math.Abs(got-26.92) > 0.01 { // 945,60 from 28/12, counted by calendar days
		t.Errorf("CET with no fees: %v%% a.a., want 26,92%% (the months from 28/11 are 30 and 31 days)", got)
	}
	if got := annual(s, 1_000_000, 30_000, next); got <= 26.9 {
		t.Errorf("CET with fees: %v%% a.a., want above the rate's", got)
	}
	loan := build(t, Price, 100_000_00, "1", 12)
	if loan.Installments[0].Payment != 8_884_88 {
		t.Fatalf("the installment: %s", loan.Installments[0].Payment.Decimal())
	}
	if got := CET(loan, 100_000_00, 1_500_00, release, next).Percent().Decimal(); !strings.HasPrefix(got, "15.99") {
		t.Errorf("CET from 28/12: %s%% a.a., want 15,99%%", got)
	}
	later, err := Plan(Contract{System: Price, Amount: 100_000_00, Rate: percent(t, "1"), Installments: 12,
		First: FirstPeriod(release, model.NewDate(2027, time.February, 28))})
	if err != nil {
		t.Fatal(err)
	}
	if got := CET(later, 100_000_00, 1_500_00, release, model.NewDate(2027, time.February, 28)).Percent().Decimal(); !strings.HasPrefix(got, "15.19") {
		t.Errorf("CET from 28/02: %s%% a.a., want 15,19%%", got)
	}
}

// TestFirstPeriod: interest for the days from the contract to the first due date, pro rata die, exponentially on
// the monthly rate: 100.000,00 at 1 % a.m. in 12 with 26 days to the first installment pays 866,09 of interest in
// it (1,01^(26/30) − 1) and, under Price, installments of 8.873,10 (the balance brought to one month before the
// first); three whole months to the first: 3.030,10 of interest and 9.063,46. A regular month changes nothing.
func TestFirstPeriod(t *testing.T) {
	t.Parallel()
	contract := model.NewDate(2026, time.January, 10)
	for _, c := range []struct {
		first          model.Date
		months, days   int
		system         System
		interest, paid model.Money
	}{
		{model.NewDate(2026, time.February, 5), 0, 26, Price, 866_09, 8_873_10},
		{model.NewDate(2026, time.February, 5), 0, 26, SAC, 866_09, 8_333_33 + 866_09},
		{model.NewDate(2026, time.April, 10), 3, 0, Price, 3_030_10, 9_063_46},
		{model.NewDate(2026, time.February, 10), 1, 0, Price, 1_000_00, 8_884_88},
	} {
		first := FirstPeriod(contract, c.first)
		if first.Months != c.months || first.Days != c.days {
			t.Fatalf("%s: %+v, want %d months and %d days", c.first, first, c.months, c.days)
		}
		s, err := Plan(Contract{System: c.system, Amount: 100_000_00, Rate: percent(t, "1"), Installments: 12, First: first})
		if err != nil {
			t.Fatal(err)
		}
		one, last := s.Installments[0], s.Installments[11]
		if one.Interest != c.interest || one.Payment != c.paid || last.Balance != 0 {
			t.Errorf("%s %s: first %+v, last %+v", c.system, c.first, one, last)
		}
		if c.system == Price && s.Installments[5].Payment != c.paid {
			t.Errorf("%s %s: the 6th installment %s, want %s like the first", c.system, c.first, s.Installments[5].Payment.Decimal(), c.paid.Decimal())
		}
	}
	// From the 31st, a month ends on a shorter month's last day, as the installments fall.
	if p := FirstPeriod(model.NewDate(2026, time.January, 31), model.NewDate(2026, time.February, 28)); *p != (Period{1, 0}) {
		t.Errorf("31/01 to 28/02: %+v", p)
	}
	// A first installment due on the contract's day owes no interest.
	if s, _ := Plan(Contract{System: SAC, Amount: 100_000_00, Rate: percent(t, "1"), Installments: 12, First: FirstPeriod(contract, contract)}); s.Installments[0].Interest != 0 {
		t.Errorf("due on the contract's day: %+v", s.Installments[0])
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
