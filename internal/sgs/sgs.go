// Package sgs reads the monthly series the Banco Central publishes in its SGS (Sistema Gerenciador de Séries
// Temporais) as CSV: a header "data;valor", then one "dd/mm/aaaa;d,dd" line a month, fields maybe quoted, lines maybe
// ending in CRLF, the file maybe in ISO-8859-1 — or in UTF-16 with its byte-order mark, as a spreadsheet saves
// "Unicode text".
package sgs

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"patrimonio/internal/model"
)

// MaxValue bounds a month's change: ±100 %, in millionths of a percent.
const MaxValue = 100_000_000

// Errors of a file as a whole.
var (
	ErrNoHeader = errors.New("sgs: no data;valor header")
	ErrEmpty    = errors.New("sgs: no values")
)

// LineError is a line that is not a month's value: its number (from 1), what is wrong ("date", "month" for a day
// other than the first, or "value") and the text found.
type LineError struct {
	Line int
	What string
	Text string
}

func (e *LineError) Error() string {
	return fmt.Sprintf("sgs: line %d: bad %s %q", e.Line, e.What, e.Text)
}

// Parse reads a whole SGS CSV export: every value, in the order of the file. Any bad line refuses the file.
func Parse(r io.Reader) ([]model.IndexValue, error) {
	sc := bufio.NewScanner(utf16Read(r))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	var values []model.IndexValue
	header := false
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff"))
		if line == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i, f := range fields {
			fields[i] = strings.TrimSpace(strings.Trim(strings.TrimSpace(f), `"`))
		}
		if !header {
			if len(fields) < 2 || !strings.EqualFold(fields[0], "data") || !strings.EqualFold(fields[1], "valor") {
				return nil, ErrNoHeader
			}
			header = true
			continue
		}
		if len(fields) != 2 {
			return nil, &LineError{Line: n, What: "date", Text: latin1(line)}
		}
		day, err := time.Parse("02/01/2006", fields[0])
		if err != nil {
			return nil, &LineError{Line: n, What: "date", Text: latin1(fields[0])}
		}
		if day.Day() != 1 {
			return nil, &LineError{Line: n, What: "month", Text: fields[0]}
		}
		value, ok := ParseValue(fields[1])
		if !ok {
			return nil, &LineError{Line: n, What: "value", Text: latin1(fields[1])}
		}
		values = append(values, model.IndexValue{Month: model.NewDate(day.Year(), day.Month(), 1), Value: value})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("sgs: %w", err)
	}
	if !header {
		return nil, ErrNoHeader
	}
	if len(values) == 0 {
		return nil, ErrEmpty
	}
	return values, nil
}

// utf16Read reads r as UTF-8 when it starts with a UTF-16 byte-order mark (either order), and as it is otherwise.
func utf16Read(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	if bom, _ := br.Peek(2); len(bom) == 2 && (bom[0] == 0xFF && bom[1] == 0xFE || bom[0] == 0xFE && bom[1] == 0xFF) {
		return transform.NewReader(br, unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder())
	}
	return br
}

// ParseValue reads a percentage with a decimal comma or point ("0,56", "-0.1234") into millionths of a percent:
// at most 6 decimals, within ±100 %.
func ParseValue(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	negative := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	if whole == "" || len(frac) > 6 || strings.Trim(whole, "0123456789") != "" || strings.Trim(frac, "0123456789") != "" {
		return 0, false
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > 100 {
		return 0, false
	}
	f, _ := strconv.ParseInt((frac + "000000")[:6], 10, 64)
	v := w*1_000_000 + f
	if v > MaxValue {
		return 0, false
	}
	if negative {
		v = -v
	}
	return v, true
}

// FormatValue writes millionths of a percent as a decimal with a point and no trailing zeros ("0.56", "-0.1234").
func FormatValue(v int64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	s := fmt.Sprintf("%s%d.%06d", sign, v/1_000_000, v%1_000_000)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

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
