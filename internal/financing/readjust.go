package financing

import (
	"math/big"

	"patrimonio/internal/model"
)

// Accumulated is an index accumulated over months: the product of (1 + each month's change) less one, exact. The
// changes are kept as the series keep them, in millionths of a percent (0,56 % is 560000).
func Accumulated(changes []int64) Rate {
	product := big.NewRat(1, 1)
	for _, c := range changes {
		product.Mul(product, new(big.Rat).Add(big.NewRat(1, 1), MillionthsOfPercent(c).r))
	}
	return Rate{product.Sub(product, big.NewRat(1, 1))}
}

// Readjusted is rent readjusted by an accumulated index — rent × (1 + accumulated), rounded to the centavo, a half
// up — or rent as it was when the index fell and the lease does not lower it (lower false).
func Readjusted(rent model.Money, accumulated Rate, lower bool) model.Money {
	if accumulated.r.Sign() < 0 && !lower {
		return rent
	}
	factor := new(big.Rat).Add(big.NewRat(1, 1), accumulated.r)
	return roundHalfUp(factor.Mul(factor, big.NewRat(int64(rent), 1)))
}
