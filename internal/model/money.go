package model

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// Money is an amount in integer centavos. The JSON carries it as reais, a number with at most two decimals
// (1234.56), read from its decimal text so no value passes through float64.
type Money int64

// MaxMoney bounds one amount (R$ 99.999.999.999,99), so sums over hundreds of thousands of records stay far from
// the int64 limit.
const MaxMoney Money = 9_999_999_999_999

// InvalidInput is a value a domain type refuses while the JSON is read; the API shows Message to the person.
type InvalidInput struct{ Message string }

func (e *InvalidInput) Error() string { return e.Message }

// MarshalJSON writes the amount in reais: 123456 → 1234.56, 10 → 0.1.
func (m Money) MarshalJSON() ([]byte, error) {
	return []byte(m.Decimal()), nil
}

// Decimal is the amount in reais with two decimals and a point: "1234.56", "-0.10".
func (m Money) Decimal() string {
	sign, v := "", int64(m)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// UnmarshalJSON reads a JSON number of reais with at most two decimals; null leaves zero.
func (m *Money) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		*m = 0
		return nil
	}
	v, err := ParseMoney(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseMoney reads reais written as a plain decimal ("1234.56", "-3", "0.1", "1e3" is refused).
func ParseMoney(s string) (Money, error) {
	invalid := &InvalidInput{Message: fmt.Sprintf("Valor inválido: %s. Use reais com até duas casas decimais, como 1234.56.", s)}
	neg := strings.HasPrefix(s, "-")
	digits := strings.TrimPrefix(s, "-")
	whole, frac, hasPoint := strings.Cut(digits, ".")
	if whole == "" || len(frac) > 2 || (hasPoint && frac == "") || !allDigits(whole) || !allDigits(frac) {
		return 0, invalid
	}
	if len(whole) > 13 {
		return 0, &InvalidInput{Message: "Valor muito alto."}
	}
	for len(frac) < 2 {
		frac += "0"
	}
	n, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil {
		return 0, invalid
	}
	if Money(n) > MaxMoney {
		return 0, &InvalidInput{Message: "Valor muito alto."}
	}
	if neg {
		n = -n
	}
	return Money(n), nil
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// BRL writes money as a person in Brazil reads it: R$ 1.234,56, -R$ 0,50.
func (m Money) BRL() string {
	whole, frac, _ := strings.Cut(strings.TrimPrefix(m.Decimal(), "-"), ".")
	var b strings.Builder
	if m < 0 {
		b.WriteByte('-')
	}
	b.WriteString("R$ ")
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String() + "," + frac
}
