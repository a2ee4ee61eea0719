// Package fipe reads a FIPE price list as a spreadsheet saves it in CSV: a header naming the code column ('Código
// FIPE', 'Código' or 'FIPE') and the value column ('Valor' or 'Preço'), then one line a vehicle model — its code
// (NNNNNN-D, dash optional) and its reference value in reais ('R$ 58.300,50', '58300,50', '58300.50'), fields
// separated by semicolons, maybe quoted, lines maybe ending in CRLF, the file maybe in ISO-8859-1. Other columns
// are skipped.
package fipe

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"patrimonio/internal/model"
)

// Errors of a file as a whole.
var (
	ErrNoHeader = errors.New("fipe: no header naming the code and the value")
	ErrEmpty    = errors.New("fipe: no values")
)

// Price is one line of the list: a model's FIPE code (NNNNNN-D) and its reference value.
type Price struct {
	Code  string
	Value model.Money
}

// LineError is a line that is not a price: its number (from 1), what is wrong ("code" or "value") and the text.
type LineError struct {
	Line int
	What string
	Text string
}

func (e *LineError) Error() string {
	return fmt.Sprintf("fipe: line %d: bad %s %q", e.Line, e.What, e.Text)
}

// Parse reads a whole price list. Any bad line refuses the file; a code listed twice keeps its last value.
func Parse(r io.Reader) ([]Price, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	codeAt, valueAt := -1, -1
	var prices []Price
	for n := 1; sc.Scan(); n++ {
		line := latin1(strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff")))
		if line == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i, f := range fields {
			fields[i] = strings.TrimSpace(strings.Trim(strings.TrimSpace(f), `"`))
		}
		if codeAt < 0 {
			for i, f := range fields {
				switch model.SearchKey(f) {
				case "codigo fipe", "codigo", "fipe":
					codeAt = i
				case "valor", "preco", "valor fipe", "preco medio":
					valueAt = i
				}
			}
			if codeAt < 0 || valueAt < 0 {
				return nil, ErrNoHeader
			}
			continue
		}
		if len(fields) <= max(codeAt, valueAt) {
			return nil, &LineError{Line: n, What: "code", Text: line}
		}
		code, ok := Code(fields[codeAt])
		if !ok {
			return nil, &LineError{Line: n, What: "code", Text: fields[codeAt]}
		}
		value, ok := Value(fields[valueAt])
		if !ok {
			return nil, &LineError{Line: n, What: "value", Text: fields[valueAt]}
		}
		prices = append(prices, Price{Code: code, Value: value})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("fipe: %w", err)
	}
	if codeAt < 0 {
		return nil, ErrNoHeader
	}
	if len(prices) == 0 {
		return nil, ErrEmpty
	}
	return prices, nil
}

// Code reads a FIPE code: 7 digits, its dash and dots optional, written NNNNNN-D.
func Code(typed string) (string, bool) {
	digits := strings.NewReplacer("-", "", ".", "", " ", "").Replace(typed)
	if len(digits) != 7 || strings.Trim(digits, "0123456789") != "" {
		return "", false
	}
	return digits[:6] + "-" + digits[6:], true
}

// Value reads a value in reais as a Brazilian spreadsheet writes it: 'R$ 58.300,50', '58300,50' or '58300.50'.
func Value(typed string) (model.Money, bool) {
	s := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(typed), "R$"))
	s = strings.ReplaceAll(s, "\u00a0", "")
	switch {
	case strings.Contains(s, ","): // the comma is the decimal mark, the dots group thousands
		s = strings.Replace(strings.ReplaceAll(s, ".", ""), ",", ".", 1)
	case thousands.MatchString(s): // '72.000': whole reais grouped by thousands
		s = strings.ReplaceAll(s, ".", "")
	}
	m, err := model.ParseMoney(s)
	if err != nil || m <= 0 {
		return 0, false
	}
	return m, true
}

// thousands is a whole number of reais with its thousands grouped by dots.
var thousands = regexp.MustCompile(`^\d{1,3}(\.\d{3})+$`)

// latin1 shows text read from an ISO-8859-1 file as it was written: a byte that is not UTF-8 there is a Latin-1
// letter.
func latin1(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	r := make([]rune, len(s))
	for i := range len(s) {
		r[i] = rune(s[i])
	}
	return string(r)
}
