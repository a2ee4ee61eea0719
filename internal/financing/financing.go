// Package financing computes the schedules of Brazilian financing: Price (equal installments) and SAC (equal
// amortizations), in integer centavos, each value rounded half-up to the centavo and the last installment taking
// what is left, so the balance ends at exactly zero. Rates are exact decimals: no amount passes through float64.
package financing

import (
	"math"
	"math/big"

	"patrimonio/internal/model"
)

// System is how the installments are built.
type System string

// The amortization systems.
const (
	Price System = "price" // Tabela Price: equal installments, interest on the balance, the rest amortizes
	SAC   System = "sac"   // Sistema de Amortização Constante: equal amortizations plus interest on the balance
)

// Systems are the systems a schedule may use, in the order the screens show them.
var Systems = []System{Price, SAC}

// Rate is a rate per period, as an exact fraction (0.015 for 1,5 % a.m.).
type Rate struct{ r *big.Rat }

// MillionthsOfPercent is the rate of n millionths of a percent (560000 is 0,56 %), as the index series keep it.
func MillionthsOfPercent(n int64) Rate { return Rate{big.NewRat(n, 100_000_000)} }

// PercentOf is the rate model.Rate keeps in millionths of a percent (1_250_000 → 1,25 %).
func PercentOf(r model.Rate) Rate { return MillionthsOfPercent(int64(r)) }

// IsZero is whether the rate is nil or zero.
func (r Rate) IsZero() bool { return r.r == nil || r.r.Sign() == 0 }

// Percent is the rate as a percentage rounded half away from zero to millionths of a percent, model.Rate's
// precision (0.00948879… → 0,948879 %).
func (r Rate) Percent() model.Rate {
	if r.r == nil {
		return 0
	}
	millionths := new(big.Rat).Mul(r.r, big.NewRat(100*int64(model.RateScale), 1))
	n := new(big.Int).Quo(millionths.Num(), millionths.Denom())
	if twice := new(big.Int).Mul(new(big.Int).Rem(millionths.Num(), millionths.Denom()), big.NewInt(2)); twice.CmpAbs(millionths.Denom()) >= 0 {
		n.Add(n, big.NewInt(int64(twice.Sign())))
	}
	return model.Rate(n.Int64())
}

// MonthlyFromAnnual converts an effective annual rate into the effective monthly rate with the same effect,
// (1 + a)^(1/12) − 1, rounded half-up to millionths of a percent (12 % a.a. → 0,948879 % a.m.).
func MonthlyFromAnnual(annual Rate) Rate {
	return Rate{roundPercent(root12(new(big.Float).SetPrec(256).SetRat(annual.r)))}
}

// AnnualFromMonthly is the effective annual rate of a monthly one, (1 + m)^12 − 1, rounded as MonthlyFromAnnual.
func AnnualFromMonthly(monthly Rate) Rate {
	one := big.NewRat(1, 1)
	p := pow(new(big.Rat).Add(one, monthly.r), 12)
	return Rate{roundPercent(new(big.Float).SetPrec(256).SetRat(p.Sub(p, one)))}
}

// root12 is (1 + a)^(1/12) − 1 by Newton's method on x^12 = 1 + a, in 256-bit floats.
func root12(a *big.Float) *big.Float {
	const prec = 256
	x := root(new(big.Float).SetPrec(prec).Add(big.NewFloat(1).SetPrec(prec), a), 12, prec)
	return x.Sub(x, big.NewFloat(1).SetPrec(prec))
}

// root is the n-th root of target ≥ 1 by Newton's method on x^n = target, in floats of prec bits.
func root(target *big.Float, n int, prec uint) *big.Float {
	x := new(big.Float).SetPrec(prec).Set(target) // any start above the root converges, from above
	if x.Cmp(big.NewFloat(1)) < 0 {
		x.SetFloat64(1)
	}
	count := big.NewFloat(float64(n)).SetPrec(prec)
	less := big.NewFloat(float64(n - 1)).SetPrec(prec)
	for range 400 {
		// x ← ((n−1)x + target / x^(n−1)) / n
		power := new(big.Float).SetPrec(prec).SetFloat64(1)
		for range n - 1 {
			power.Mul(power, x)
		}
		next := new(big.Float).SetPrec(prec).Quo(target, power)
		next.Add(next, new(big.Float).SetPrec(prec).Mul(less, x))
		next.Quo(next, count)
		if next.Cmp(x) >= 0 { // from above it only falls: no fall is the root, to the last bit
			break
		}
		x = next
	}
	return x
}

// roundPercent rounds a rate half-up to millionths of a percent, model.Rate's precision.
func roundPercent(f *big.Float) *big.Rat {
	scale := big.NewFloat(1e8).SetPrec(256) // 10^8: millionths of a percent
	scaled := new(big.Float).SetPrec(256).Mul(f, scale)
	scaled.Add(scaled, big.NewFloat(0.5))
	n, _ := scaled.Int(nil) // the rates are not negative: truncation is floor
	return new(big.Rat).SetFrac(n, big.NewInt(1e8))
}

// planPrec is the precision of the exact plan of a Price schedule, in bits (about 154 decimal digits).
const planPrec = 512

// tieMargin is how close to half a centavo a value of the plan counts as the half: far below what 512 bits carry
// through 600 installments, far above the error they make.
var tieMargin = new(big.Float).SetPrec(planPrec).SetMantExp(big.NewFloat(1), -300)

// roundPlan rounds a non-negative value of the plan to the nearest centavo, a half (within tieMargin) up.
func roundPlan(f *big.Float) model.Money {
	up := new(big.Float).SetPrec(planPrec).Add(f, big.NewFloat(0.5))
	up.Add(up, tieMargin)
	n, _ := up.Int64() // truncates toward zero: floor for a non-negative value
	return model.Money(n)
}

// pow is x^n for n ≥ 0, by squaring.
func pow(x *big.Rat, n int) *big.Rat {
	result := big.NewRat(1, 1)
	base := new(big.Rat).Set(x)
	for n > 0 {
		if n&1 == 1 {
			result.Mul(result, base)
		}
		base.Mul(base, base)
		n >>= 1
	}
	return result
}

// roundHalfUp rounds a non-negative fraction of centavos to the nearest centavo, a half up.
func roundHalfUp(r *big.Rat) model.Money {
	num := new(big.Int).Mul(r.Num(), big.NewInt(2))
	num.Add(num, r.Denom())
	q := num.Quo(num, new(big.Int).Mul(r.Denom(), big.NewInt(2))) // floor((2n + d) / 2d) = floor(n/d + 1/2)
	return model.Money(q.Int64())
}

// CET is the custo efetivo total by the Banco Central's formula (Resolução CMN 4.881/2020, art. 4º, as Resolução
// 3.517/2007 before it): the annual rate at which each installment, discounted by (1 + CET)^(its calendar days from
// the release / 365), is worth what the borrower received (amount less fees) on the release day; installment k falls
// due as Due(firstDue, k). Found by bisection on the discounted sum (a rate, not an amount: floats suffice) and
// rounded as MonthlyFromAnnual. Zero when nothing was received.
func CET(s Schedule, amount, fees model.Money, release, firstDue model.Date) Rate {
	received := float64(amount - fees)
	if received <= 0 || len(s.Installments) == 0 {
		return Rate{new(big.Rat)}
	}
	years := make([]float64, len(s.Installments))
	for i, in := range s.Installments {
		years[i] = Due(firstDue, in.Number).Time().Sub(release.Time()).Hours() / 24 / 365
	}
	// presentValue falls as the rate rises: find where it equals what was received.
	presentValue := func(rate float64) float64 {
		pv := 0.0
		for i, in := range s.Installments {
			pv += float64(in.Payment) / math.Pow(1+rate, years[i])
		}
		return pv
	}
	lo, hi := 0.0, 1.0
	for presentValue(hi) > received && hi < 1e9 {
		hi *= 2
	}
	for range 200 {
		mid := (lo + hi) / 2
		if presentValue(mid) > received {
			lo = mid
		} else {
			hi = mid
		}
	}
	return Rate{roundPercent(new(big.Float).SetPrec(256).SetFloat64((lo + hi) / 2))}
}
