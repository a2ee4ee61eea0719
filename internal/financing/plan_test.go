package financing

import (
	"math/rand/v2"
	"strings"
	"testing"

	"patrimonio/internal/model"
)

func plan(t *testing.T, c Contract) Schedule {
	t.Helper()
	s, err := Plan(c)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func change(t *testing.T, s string) Rate {
	t.Helper()
	rest, fall := strings.CutPrefix(s, "-")
	r, err := model.ParseRate(rest)
	if err != nil {
		t.Fatalf("ParseRate(%q): %v", rest, err)
	}
	if fall {
		r = -r
	}
	return PercentOf(r)
}

// A grace period of three months on R$ 100.000,00 at 1 % a.m. in 12 SAC installments: with the interest paid each
// month pays R$ 1.000,00 and the balance stays; with it capitalised nothing is paid and the balance grows to
// R$ 103.030,10, which the 12 installments then amortize (R$ 8.585,84 each, the last the remainder).
func TestGrace(t *testing.T) {
	t.Parallel()
	paid := plan(t, Contract{System: SAC, Amount: 10_000_000, Rate: percent(t, "1"), Installments: 12, GraceMonths: 3, GraceInterest: GracePaid})
	if len(paid.Installments) != 15 {
		t.Fatalf("%d lines, want 15", len(paid.Installments))
	}
	for _, in := range paid.Installments[:3] {
		if !in.Grace || in.Payment != 100_000 || in.Interest != 100_000 || in.Amortization != 0 || in.Balance != 10_000_000 {
			t.Errorf("grace month with the interest paid: %+v", in)
		}
	}
	if in := paid.Installments[3]; in.Grace || in.Amortization != 833_333 || in.Interest != 100_000 {
		t.Errorf("first installment after the grace: %+v", in)
	}

	capitalized := plan(t, Contract{System: SAC, Amount: 10_000_000, Rate: percent(t, "1"), Installments: 12, GraceMonths: 3,
		GraceInterest: GraceCapitalized})
	for i, balance := range []model.Money{10_100_000, 10_201_000, 10_303_010} {
		if in := capitalized.Installments[i]; in.Payment != 0 || in.Balance != balance {
			t.Errorf("capitalised grace month %d: %+v, want balance %d", i+1, in, balance)
		}
	}
	if in := capitalized.Installments[3]; in.Amortization != 858_584 || in.Interest != 103_030 {
		t.Errorf("first installment after a capitalised grace: %+v", in)
	}
	if last := capitalized.Installments[14]; last.Balance != 0 || last.Amortization != 10_303_010-11*858_584 {
		t.Errorf("last installment: %+v", last)
	}
	checkSchedule(t, Contract{Amount: 10_000_000}, capitalized)
}

// An extraordinary amortization of R$ 30.000,00 after the 6th of 24 Price installments of R$ 100.000,00 at 1 % a.m.:
// 'reduzir prazo' keeps the installment and leaves fewer; 'reduzir parcela' keeps 18 installments, each smaller.
func TestPrepayment(t *testing.T) {
	t.Parallel()
	for _, system := range Systems {
		base := Contract{System: system, Amount: 10_000_000, Rate: percent(t, "1"), Installments: 24}
		plain := plan(t, base)
		term, payment := base, base
		term.Prepayments = []Prepayment{{After: 6, Amount: 3_000_000, Mode: ReduceTerm}}
		payment.Prepayments = []Prepayment{{After: 6, Amount: 3_000_000, Mode: ReducePayment}}
		shorter, smaller := plan(t, term), plan(t, payment)
		checkSchedule(t, term, shorter)
		checkSchedule(t, payment, smaller)
		if got := shorter.Installments[5]; got.Extra != 3_000_000 || got.Balance != plain.Installments[5].Balance-3_000_000 {
			t.Errorf("%s: the 6th line %+v does not carry the extraordinary amortization", system, got)
		}
		if len(shorter.Installments) >= 24 || len(smaller.Installments) != 24 {
			t.Errorf("%s: reduzir prazo leaves %d installments, reduzir parcela %d", system, len(shorter.Installments), len(smaller.Installments))
		}
		after, before := shorter.Installments[6], plain.Installments[6]
		if system == Price && after.Payment != before.Payment || system == SAC && after.Amortization != before.Amortization {
			t.Errorf("%s reduzir prazo: the 7th installment %+v, before %+v", system, after, before)
		}
		if after := smaller.Installments[6]; after.Payment >= plain.Installments[6].Payment {
			t.Errorf("%s reduzir parcela: the 7th installment %+v is not smaller than %+v", system, after, plain.Installments[6])
		}
		if shorter.TotalInterest >= smaller.TotalInterest || smaller.TotalInterest >= plain.TotalInterest {
			t.Errorf("%s: interest plain %d, reduzir parcela %d, reduzir prazo %d", system, plain.TotalInterest, smaller.TotalInterest, shorter.TotalInterest)
		}
	}
	// During a grace period, 'reduzir prazo' keeps the installment of the balance the amortization was taken from
	// (the interest capitalised since was on the lower balance, so a little below the plain contract's): fewer are left.
	graced := Contract{System: Price, Amount: 10_000_000, Rate: percent(t, "1"), Installments: 24, GraceMonths: 2, GraceInterest: GraceCapitalized}
	withTerm, withPayment := graced, graced
	withTerm.Prepayments = []Prepayment{{After: 1, Amount: 4_000_000, Mode: ReduceTerm}}
	withPayment.Prepayments = []Prepayment{{After: 1, Amount: 4_000_000, Mode: ReducePayment}}
	plain, shorter, smaller := plan(t, graced), plan(t, withTerm), plan(t, withPayment)
	checkSchedule(t, withTerm, shorter)
	checkSchedule(t, withPayment, smaller)
	if len(shorter.Installments) >= 26 || shorter.Installments[2].Payment > plain.Installments[2].Payment ||
		shorter.Installments[2].Payment < plain.Installments[2].Payment*99/100 ||
		len(smaller.Installments) != 26 || smaller.Installments[2].Payment >= plain.Installments[2].Payment {
		t.Errorf("in the grace period: reduzir prazo %d lines, the first %+v; reduzir parcela %d lines, the first %+v; plain %+v",
			len(shorter.Installments), shorter.Installments[2], len(smaller.Installments), smaller.Installments[2], plain.Installments[2])
	}
	// Paying everything off ends the schedule there.
	off := plan(t, Contract{System: Price, Amount: 1_000_000, Rate: percent(t, "10"), Installments: 4,
		Prepayments: []Prepayment{{After: 1, Amount: 9_999_999, Mode: ReduceTerm}}})
	if len(off.Installments) != 1 || off.Installments[0].Balance != 0 || off.Installments[0].Extra != 784_529 {
		t.Errorf("paid off after the first: %+v", off.Installments)
	}
}

// A balance corrected by an index: the correction of each month is the balance times the month's change, before
// the interest; a month without a value corrects nothing and says so.
func TestIndexCorrection(t *testing.T) {
	t.Parallel()
	series := map[int]string{1: "0.5", 2: "-0.25", 4: "1"} // month 3 is missing
	c := Contract{System: SAC, Amount: 1_200_000, Rate: percent(t, "1"), Installments: 12, Index: func(k int) (Rate, bool) {
		v, ok := series[k]
		if !ok {
			return Rate{}, k > 4 // only month 3 is a gap; the later months change nothing
		}
		return change(t, v), true
	}}
	s := plan(t, c)
	checkSchedule(t, c, s)
	if in := s.Installments[0]; in.Correction != 6_000 || in.Interest != 12_060 || in.Amortization != 100_500 {
		t.Errorf("month 1: %+v", in) // 1 200 000 × 0,5 % = 6 000; 1 206 000 × 1 % = 12 060; 1 206 000 / 12
	}
	if in := s.Installments[1]; in.Correction != -2_764 { // 1 105 500 × −0,25 % = −2 763,75
		t.Errorf("month 2: %+v", in)
	}
	if in := s.Installments[2]; !in.IndexMissing || in.Correction != 0 {
		t.Errorf("month 3 has no value: %+v", in)
	}
	if s.Installments[3].IndexMissing || s.TotalCorrection != 6_000-2_764+s.Installments[3].Correction {
		t.Errorf("month 4 %+v, total correction %d", s.Installments[3], s.TotalCorrection)
	}
}

// Over random contracts with grace periods, an index with gaps and deflation, and extraordinary amortizations of
// both kinds, every schedule balances: see checkSchedule.
func TestPlanProperties(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(2026, 24))
	rates := []string{"0", "0.5", "0.948879", "1", "2", "10"}
	changes := []string{"-0.5", "0", "0.12", "0.4567", "1.1"}
	for range 400 {
		n := 1 + rng.IntN(360)
		c := Contract{System: Systems[rng.IntN(2)], Amount: model.Money(int64(n)*1000 + rng.Int64N(100_000_000_00)),
			Rate: percent(t, rates[rng.IntN(len(rates))]), Installments: n}
		if rng.IntN(3) == 0 {
			c.GraceMonths, c.GraceInterest = 1+rng.IntN(12), []GraceInterest{GracePaid, GraceCapitalized}[rng.IntN(2)]
		}
		if rng.IntN(2) == 0 {
			series := map[int]Rate{}
			for k := 1; k <= n+c.GraceMonths; k++ {
				if rng.IntN(10) > 0 {
					series[k] = change(t, changes[rng.IntN(len(changes))])
				}
			}
			c.Index = func(k int) (Rate, bool) { r, ok := series[k]; return r, ok }
		}
		for range rng.IntN(4) {
			c.Prepayments = append(c.Prepayments, Prepayment{After: rng.IntN(n + c.GraceMonths), Amount: c.Amount / model.Money(2+rng.IntN(20)),
				Mode: []PrepaymentMode{ReduceTerm, ReducePayment}[rng.IntN(2)]})
		}
		checkSchedule(t, c, plan(t, c))
	}
}

// checkSchedule holds a schedule to what every schedule must be: lines numbered from 1; each line's balance is the
// one before plus its correction (and its capitalised interest) less its amortization and its extraordinary
// amortization; an installment pays its interest plus its amortization, a grace month its interest or nothing; the
// balance ends at exactly zero; the amortizations add up to the amount plus what was capitalised and corrected; the
// totals add up; and between two events that move the balance otherwise, Price installments are equal and SAC
// amortizations alike, but the last.
func checkSchedule(t *testing.T, c Contract, s Schedule) {
	t.Helper()
	balance := c.Amount
	for _, x := range c.Prepayments {
		if x.After == 0 {
			balance -= min(x.Amount, balance)
		}
	}
	var amortized, capitalized, interest, correction, paid model.Money
	lines := s.Installments
	for i, in := range lines {
		grown := in.Correction
		if in.Grace && in.Payment == 0 {
			grown += in.Interest
			capitalized += in.Interest
		}
		if in.Number != i+1 || in.Balance != balance+grown-in.Amortization-in.Extra || in.Amortization < 0 || in.Interest < 0 || in.Balance < 0 {
			t.Fatalf("%+v, line %d: %+v after a balance of %d", c, i+1, in, balance)
		}
		if in.Grace && (in.Amortization != 0 || in.Payment != 0 && in.Payment != in.Interest) || !in.Grace && in.Payment != in.Interest+in.Amortization {
			t.Fatalf("%+v, line %d: %+v", c, i+1, in)
		}
		if i > 0 && i < len(lines)-1 && !in.Grace && !lines[i-1].Grace && lines[i-1].Extra == 0 && in.Correction == 0 {
			prev := lines[i-1]
			if c.System == Price && in.Payment != prev.Payment && in.Amortization > 1000 || c.System == SAC && in.Amortization != prev.Amortization {
				t.Fatalf("%+v: line %d %+v differs from %+v", c, i+1, in, prev)
			}
		}
		balance = in.Balance
		amortized += in.Amortization + in.Extra
		interest += in.Interest
		correction += in.Correction
		paid += in.Payment + in.Extra
	}
	for _, x := range c.Prepayments {
		if x.After == 0 {
			amortized += min(x.Amount, c.Amount)
			paid += min(x.Amount, c.Amount)
		}
	}
	if balance != 0 || amortized != c.Amount+capitalized+correction || interest != s.TotalInterest ||
		correction != s.TotalCorrection || paid != s.TotalPaid || paid != c.Amount+interest+correction {
		t.Fatalf("%+v: balance %d, amortized %d (capitalised %d, corrected %d), interest %d/%d, paid %d/%d",
			c, balance, amortized, capitalized, correction, interest, s.TotalInterest, paid, s.TotalPaid)
	}
}
