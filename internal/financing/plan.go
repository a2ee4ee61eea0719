package financing

import (
	"errors"
	"fmt"
	"math/big"

	"patrimonio/internal/model"
)

// Installment is one line of a schedule: what is paid, its interest and amortization parts, the monetary
// correction the index added to the balance before it, an extraordinary amortization paid right after it, and the
// balance left.
type Installment struct {
	Number       int         `json:"number"`
	Payment      model.Money `json:"payment"`
	Interest     model.Money `json:"interest"`
	Amortization model.Money `json:"amortization"`
	Balance      model.Money `json:"balance"`
	Correction   model.Money `json:"correction"`
	// Extra is an extraordinary amortization paid after the installment ('amortização extraordinária').
	Extra model.Money `json:"extraAmortization"`
	// Grace marks a month of the grace period ('carência'): it pays the interest only, or nothing when the
	// interest is added to the balance.
	Grace bool `json:"grace"`
	// IndexMissing marks an installment whose month of the index has no value kept: no correction was applied.
	IndexMissing bool `json:"indexMissing"`
}

// Schedule is the whole of a financing: its installments and what they add up to. TotalPaid is what the
// installments and the extraordinary amortizations pay: the amount financed plus TotalInterest plus
// TotalCorrection.
type Schedule struct {
	System          System        `json:"system"`
	TotalInterest   model.Money   `json:"totalInterest"`
	TotalCorrection model.Money   `json:"totalCorrection"`
	TotalPaid       model.Money   `json:"totalPaid"`
	Installments    []Installment `json:"installments"`
}

// MaxInstallments bounds a schedule (50 years of monthly installments).
const MaxInstallments = 600

// GraceInterest is what the months of a grace period do with their interest.
type GraceInterest string

// The ways of a grace period.
const (
	GracePaid        GraceInterest = "paid"        // each month pays its interest; the balance stays
	GraceCapitalized GraceInterest = "capitalized" // the interest is added to the balance and nothing is paid
)

// PrepaymentMode is what an extraordinary amortization reduces.
type PrepaymentMode string

// The two choices of an extraordinary amortization.
const (
	ReduceTerm    PrepaymentMode = "reduce_term"    // 'reduzir prazo': the installment stays, fewer are left
	ReducePayment PrepaymentMode = "reduce_payment" // 'reduzir parcela': as many are left, each smaller
)

// Prepayment is an extraordinary amortization paid right after installment After (0: before the first).
type Prepayment struct {
	After  int
	Amount model.Money
	Mode   PrepaymentMode
}

// Contract is what a schedule is computed from. Installments counts the amortizing installments; the
// GraceMonths months of a grace period come before them, numbered first. Index, when set, gives the change of the
// contract's index applied to the balance before installment k (numbered from 1), false when the month's value is
// not kept (no correction then, and the installment says so).
//
// First is the time from the contract (the release of the money) to the first installment's due date (FirstPeriod);
// nil for one regular month. The first installment's interest is then the balance times (1+i)^(months + days/30) − 1,
// pro rata die by calendar days, exponentially, and Price's installment is the one that pays the balance worth that
// one month before the first.
type Contract struct {
	System        System
	Amount        model.Money
	Rate          Rate
	Installments  int
	GraceMonths   int
	GraceInterest GraceInterest
	Index         func(k int) (Rate, bool)
	Prepayments   []Prepayment
	First         *Period
}

// Period is a time in whole months and the calendar days left over.
type Period struct{ Months, Days int }

// FirstPeriod is the time from contract to the first due date: the most whole months that fit (a month from the
// 31st ends on a shorter month's last day, as the installments fall) and the calendar days left over.
func FirstPeriod(contract, firstDue model.Date) *Period {
	p := &Period{}
	for p.Months < MaxInstallments && !firstDue.Before(model.AddMonths(contract, p.Months+1)) {
		p.Months++
	}
	p.Days = max(int(firstDue.Time().Sub(model.AddMonths(contract, p.Months).Time()).Hours()/24), 0)
	return p
}

// firstFactor is (1+i)^(months + days/30), the growth of a balance over the first period; nil when the period is
// one regular month (or not given).
func firstFactor(rate Rate, first *Period) *big.Rat {
	if first == nil || first.Months == 1 && first.Days == 0 {
		return nil
	}
	months, days := first.Months, first.Days
	growth := new(big.Float).SetPrec(planPrec).SetRat(new(big.Rat).Add(big.NewRat(1, 1), rate.r))
	factor := new(big.Float).SetPrec(planPrec).SetRat(pow(new(big.Rat).Add(big.NewRat(1, 1), rate.r), months))
	if days > 0 {
		daily := root(growth, 30, planPrec)
		for range days {
			factor.Mul(factor, daily)
		}
	}
	exact, _ := factor.Rat(nil)
	return exact
}

// Build computes the schedule of amount financed at rate per period in n installments, one period apart, under
// system (Plan with no grace, index or extraordinary amortization).
func Build(system System, amount model.Money, rate Rate, n int) (Schedule, error) {
	return Plan(Contract{System: system, Amount: amount, Rate: rate, Installments: n})
}

// ErrBeyondMaximum is a schedule whose balance a correction or capitalised interest would take past
// model.MaxMoney: no schedule of it is made (the money of a record never passes the maximum).
var ErrBeyondMaximum = errors.New("financing: the balance passes the maximum amount")

// Plan computes a contract's schedule, each value rounded half-up to the centavo:
//   - SAC amortizes balance/n; the interest is the balance before the installment times the rate.
//   - Price pays the equal installment balance·i·(1+i)^n / ((1+i)^n − 1) (balance/n with no interest); the interest
//     of each installment is the exact balance of that payment plan times the rate, rounded, and the rest amortizes.
//     Taking the interest from the exact plan, not from the rounded balance, keeps the rounding from compounding: the
//     rounded balance stays within a centavo per installment of the exact one, instead of drifting by (1+i)^n times
//     the installment's rounding over a long contract.
//
// The plan is made again from the rounded balance and the installments left whenever the balance moves by
// something else than an installment: at the end of the grace period, after a correction by the index (the
// balance times the month's change, before the interest), and after an extraordinary amortization ('reduzir
// parcela' keeps the count; 'reduzir prazo' keeps the installment, Price's exact one or SAC's amortization, and
// leaves as few installments as pay the balance). The last installment amortizes all that is left, so the
// balance ends at exactly zero; between two such events the installments are all equal (Price) or amortize alike
// (SAC) when each is worth more than a few reais.
func Plan(c Contract) (Schedule, error) {
	n, grace := c.Installments, c.GraceMonths
	if c.Amount <= 0 || n < 1 || grace < 0 || n+grace > MaxInstallments || c.Rate.r == nil || c.Rate.r.Sign() < 0 {
		return Schedule{}, fmt.Errorf("financing: amount %d, %d installments after %d months of grace, rate %v", c.Amount, n, grace, c.Rate.r)
	}
	if c.System != Price && c.System != SAC {
		return Schedule{}, fmt.Errorf("financing: unknown system %q", c.System)
	}
	if grace > 0 && c.GraceInterest != GracePaid && c.GraceInterest != GraceCapitalized {
		return Schedule{}, fmt.Errorf("financing: grace interest %q", c.GraceInterest)
	}
	p := planner{system: c.System, rate: c.Rate, balance: c.Amount, left: n, first: firstFactor(c.Rate, c.First)}
	s := Schedule{System: c.System, Installments: make([]Installment, 0, n+grace)}
	extras := map[int][]Prepayment{}
	for _, x := range c.Prepayments {
		extras[x.After] = append(extras[x.After], x)
	}
	// 'Reduzir prazo' paid before the first amortizing installment keeps the installment of the balance it was taken
	// from: the first plan is made with it added back, then the term shortened.
	var termExtra model.Money
	firstPlan := func() {
		p.balance += termExtra
		p.replan(ReducePayment)
		p.balance -= termExtra
		if termExtra > 0 {
			p.replan(ReduceTerm)
		}
	}
	prepay := func(after int, line *Installment) {
		for _, x := range extras[after] {
			paid := min(max(x.Amount, 0), p.balance)
			p.balance -= paid
			s.TotalPaid += paid
			if line != nil { // before the first installment it only lowers what is financed
				line.Extra += paid
				line.Balance = p.balance
			}
			switch {
			case p.balance == 0:
				p.left = 0 // paid off
			case after < grace || after == 0: // before the first plan
				if x.Mode == ReduceTerm {
					termExtra += paid
				}
			default:
				p.replan(x.Mode)
			}
		}
	}
	prepay(0, nil)
	if grace == 0 {
		firstPlan()
	}
	for k := 1; k <= grace && p.balance > 0 || p.left > 0; k++ {
		line := Installment{Number: k, Grace: k <= grace}
		if c.Index != nil {
			change, ok := c.Index(k)
			line.IndexMissing = !ok
			if ok && !change.IsZero() {
				line.Correction = roundSigned(new(big.Rat).Mul(new(big.Rat).SetInt64(int64(p.balance)), change.r))
				p.balance += line.Correction
				s.TotalCorrection += line.Correction
				if k > grace {
					p.replan(ReducePayment)
				}
			}
		}
		if line.Grace {
			line.Interest = roundHalfUp(new(big.Rat).Mul(new(big.Rat).SetInt64(int64(p.balance)), p.periodRate()))
			p.first = nil // the first period is over: the plan after the grace months starts a regular month before
			if c.GraceInterest == GracePaid {
				line.Payment = line.Interest
			} else {
				p.balance += line.Interest
			}
		} else {
			line.Interest, line.Amortization = p.next()
			line.Payment = line.Interest + line.Amortization
		}
		if p.balance > model.MaxMoney || line.Payment > model.MaxMoney {
			return Schedule{}, ErrBeyondMaximum
		}
		line.Balance = p.balance
		s.TotalInterest += line.Interest
		s.TotalPaid += line.Payment
		s.Installments = append(s.Installments, line)
		if k == grace {
			firstPlan() // the installments start from the balance the grace period left
		}
		prepay(k, &s.Installments[len(s.Installments)-1])
	}
	return s, nil
}

// planner is the state of a schedule being built: the rounded balance, the installments left, and the plan they
// follow (Price's exact installment and exact balance, or SAC's amortization).
type planner struct {
	system       System
	rate         Rate
	balance      model.Money
	left         int
	payment      model.Money // Price: the installment, rounded
	exactPayment *big.Float  // Price: the installment of the exact plan
	exactBalance *big.Float  // Price: the balance of the exact plan
	amortization model.Money // SAC
	first        *big.Rat    // the growth over the first period while it is still ahead, when not a regular month
}

// periodRate is the rate of the next installment's period: the first period's growth less one while it is ahead,
// the rate after.
func (p *planner) periodRate() *big.Rat {
	if p.first == nil {
		return p.rate.r
	}
	return new(big.Rat).Sub(p.first, big.NewRat(1, 1))
}

// start is what the balance is worth one regular month before the next installment: the balance itself, or, while
// the first period is ahead, the balance grown over it and brought back one month.
func (p *planner) start() *big.Rat {
	b := new(big.Rat).SetInt64(int64(p.balance))
	if p.first == nil {
		return b
	}
	b.Mul(b, p.first)
	return b.Quo(b, new(big.Rat).Add(big.NewRat(1, 1), p.rate.r))
}

// replan makes the plan again from the rounded balance: over the installments left ('reduzir parcela'), or
// keeping the installment and leaving as few installments as pay the balance ('reduzir prazo').
func (p *planner) replan(mode PrepaymentMode) {
	if p.balance <= 0 || p.left <= 0 {
		return
	}
	if mode == ReduceTerm && (p.exactPayment != nil || p.amortization > 0) {
		p.left = p.termFor()
	} else if p.system == SAC {
		p.amortization = roundHalfUp(big.NewRat(int64(p.balance), int64(p.left)))
	} else {
		exact := pricePayment(p.start(), p.rate, p.left)
		p.payment = roundHalfUp(exact)
		p.exactPayment = new(big.Float).SetPrec(planPrec).SetRat(exact)
	}
	if p.system == Price {
		p.exactBalance = new(big.Float).SetPrec(planPrec).SetRat(p.start())
	}
}

// termFor is the fewest installments, no more than are left, that pay the balance keeping the plan's installment.
func (p *planner) termFor() int {
	if p.system == SAC {
		return min(p.left, int((p.balance+p.amortization-1)/p.amortization))
	}
	payment, _ := p.exactPayment.Rat(nil)
	lo, hi := 1, p.left // the installment of hi months is at most the plan's; find the fewest months for which it is
	for lo < hi {
		mid := (lo + hi) / 2
		if pricePayment(p.start(), p.rate, mid).Cmp(payment) <= 0 {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// next is the interest and amortization of the next installment; the last one left amortizes the whole balance.
func (p *planner) next() (interest, amort model.Money) {
	if p.system == Price {
		planInterest := new(big.Float).SetPrec(planPrec).Mul(p.exactBalance, new(big.Float).SetPrec(planPrec).SetRat(p.rate.r))
		shown := new(big.Float).SetPrec(planPrec).Set(planInterest)
		if p.first != nil { // the first period's interest: the month's on the plan's start, and the start's growth above the balance
			shown.Add(shown, new(big.Float).SetPrec(planPrec).Sub(p.exactBalance, new(big.Float).SetInt64(int64(p.balance))))
		}
		interest = roundPlan(shown)
		amort = p.payment - interest
		p.exactBalance.Sub(p.exactBalance, planInterest.Sub(p.exactPayment, planInterest))
	} else {
		interest = roundHalfUp(new(big.Rat).Mul(new(big.Rat).SetInt64(int64(p.balance)), p.periodRate()))
		amort = p.amortization
	}
	p.first = nil
	if p.left == 1 || amort > p.balance {
		amort = p.balance
	}
	amort = max(amort, 0)
	p.balance -= amort
	p.left--
	return interest, amort
}

// pricePayment is Price's exact installment of balance at rate in n installments.
func pricePayment(balance *big.Rat, rate Rate, n int) *big.Rat {
	if rate.IsZero() {
		return new(big.Rat).Quo(balance, big.NewRat(int64(n), 1))
	}
	one := big.NewRat(1, 1)
	f := pow(new(big.Rat).Add(one, rate.r), n) // (1+i)^n
	payment := new(big.Rat).Mul(balance, rate.r)
	payment.Mul(payment, f)
	return payment.Quo(payment, f.Sub(f, one))
}

// roundSigned rounds a fraction of centavos to the nearest centavo, a half away from zero.
func roundSigned(r *big.Rat) model.Money {
	if r.Sign() < 0 {
		return -roundHalfUp(new(big.Rat).Neg(r))
	}
	return roundHalfUp(r)
}
