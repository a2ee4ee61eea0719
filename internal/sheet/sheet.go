// Package sheet reads the spreadsheets Brazilian offices keep — CSV separated by ';' or ',' (or tabs), in UTF-8
// with or without a BOM or in Windows-1252, and XLSX — into a header and rows of text, and reads their values as
// such offices write them: amounts like 'R$ 1.234,56' and days like dd/mm/aaaa.
package sheet

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/charmap"

	"patrimonio/internal/model"
)

// Format is how a file was written, which decides how its numbers read.
type Format string

// The formats a Table comes from.
const (
	CSV  Format = "csv"  // numbers as people type them: 1.234,56
	XLSX Format = "xlsx" // numbers as the cells store them: 1234.56, days as serial numbers
)

// Table is a spreadsheet's first sheet: its header (the first line that is not empty) and the rows under it, each
// as long as the header; rows left wholly empty are dropped, their line numbers kept.
type Table struct {
	Format Format
	Header []string
	Rows   []Row
}

// Row is one line of the sheet, with the number a person sees beside it in a spreadsheet program.
type Row struct {
	Line   int
	Values []string
}

// Errors of a file that cannot be read, in the words shown to the person who sent it.
var (
	ErrEmpty   error = &model.InvalidInput{Message: "A planilha está vazia: a primeira linha deve ter os nomes das colunas."}
	ErrUnknown error = &model.InvalidInput{Message: "Formato não reconhecido: envie um arquivo CSV ou XLSX."}
)

func invalid(format string, args ...any) error {
	return &model.InvalidInput{Message: fmt.Sprintf(format, args...)}
}

// Read reads a CSV or XLSX file (told apart by its first bytes).
func Read(r io.Reader) (Table, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Table{}, err
	}
	if bytes.HasPrefix(data, []byte("PK\x03\x04")) {
		return readXLSX(data)
	}
	return readCSV(data)
}

func readCSV(data []byte) (Table, error) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if !utf8.Valid(data) {
		decoded, err := charmap.Windows1252.NewDecoder().Bytes(data)
		if err != nil {
			return Table{}, ErrUnknown
		}
		data = decoded
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return Table{}, ErrUnknown
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.Comma = separator(data)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	var lines [][]string
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return Table{}, invalid("Linha %d do CSV ilegível: confira as aspas.", pe.Line)
			}
			return Table{}, err
		}
		line, _ := cr.FieldPos(0)
		for len(lines) < line-1 {
			lines = append(lines, nil) // keeps each record at its line (a quoted field may span lines)
		}
		lines = append(lines, rec)
	}
	return table(CSV, lines)
}

// separator is the one of ';', ',' and tab that the first line uses most, outside quotes.
func separator(data []byte) rune {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	counts := map[rune]int{}
	quoted := false
	for _, c := range string(first) {
		switch {
		case c == '"':
			quoted = !quoted
		case !quoted && (c == ';' || c == ',' || c == '\t'):
			counts[c]++
		}
	}
	best := ';' // the Brazilian spreadsheets' own
	for _, c := range []rune{',', '\t'} {
		if counts[c] > counts[best] {
			best = c
		}
	}
	return best
}

func readXLSX(data []byte) (Table, error) {
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		return Table{}, ErrUnknown
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return Table{}, ErrEmpty
	}
	rows, err := f.GetRows(sheets[0], excelize.Options{RawCellValue: true})
	if err != nil {
		return Table{}, ErrUnknown
	}
	return table(XLSX, rows)
}

// table makes a Table of lines (lines[i] is line i+1): the first non-empty one is the header.
func table(format Format, lines [][]string) (Table, error) {
	t := Table{Format: format}
	for i, values := range lines {
		for j := range values {
			values[j] = strings.TrimSpace(strings.ReplaceAll(values[j], "\u00a0", " "))
		}
		if blank(values) {
			continue
		}
		if t.Header == nil {
			t.Header = values
			continue
		}
		row := make([]string, len(t.Header))
		copy(row, values)
		t.Rows = append(t.Rows, Row{Line: i + 1, Values: row})
	}
	if t.Header == nil {
		return Table{}, ErrEmpty
	}
	return t, nil
}

func blank(values []string) bool {
	for _, v := range values {
		if v != "" {
			return false
		}
	}
	return true
}

// thousands matches an amount whose dots group thousands (1.234 or 12.345.678), as pt-BR writes it.
var thousands = regexp.MustCompile(`^\d{1,3}(\.\d{3})+$`)

// Amount reads an amount: 'R$ 1.234,56', '1234,56', '-1.234', '(1.234,56)' (negative, as accountants write it);
// from an XLSX cell, the number it stores. Empty is zero, with ok false.
func (t Table) Amount(s string) (m model.Money, ok bool, err error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\u00a0", " "))
	if s == "" {
		return 0, false, nil
	}
	bad := invalid("Valor inválido: %q. Use reais como 1.234,56.", s)
	neg := false
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		neg, s = true, s[1:len(s)-1]
	}
	for _, prefix := range []string{"-", "R$", "-"} { // -R$ 10,00 and R$ -10,00 alike
		if rest, found := strings.CutPrefix(s, prefix); found {
			s = strings.TrimSpace(rest)
			neg = neg != (prefix == "-")
		}
	}
	s = strings.ReplaceAll(s, " ", "")
	var decimal string
	switch {
	case t.Format == XLSX && !strings.Contains(s, ","):
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return 0, false, bad
		}
		decimal = strconv.FormatFloat(math.Round(f*100)/100, 'f', -1, 64) // a cell's binary float, to the centavo
	case strings.Contains(s, ","):
		decimal = strings.Replace(strings.ReplaceAll(s, ".", ""), ",", ".", 1)
	case thousands.MatchString(s):
		decimal = strings.ReplaceAll(s, ".", "")
	default:
		decimal = s
	}
	v, err := model.ParseMoney(decimal)
	if err != nil {
		return 0, false, bad
	}
	if neg {
		v = -v
	}
	return v, true, nil
}

// dayLayouts are the ways a day is written in a CSV: dd/mm/aaaa first, then ISO.
var dayLayouts = []string{"2/1/2006", "2-1-2006", "2.1.2006", "2006-01-02"}

// Day reads a day written dd/mm/aaaa (or aaaa-mm-dd); from an XLSX cell, the serial number it stores. Empty is
// the zero Date.
func (t Table) Day(s string) (model.Date, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return model.Date{}, nil
	}
	if t.Format == XLSX {
		if serial, err := strconv.ParseFloat(s, 64); err == nil {
			at, err := excelize.ExcelDateToTime(serial, false)
			if err != nil {
				return model.Date{}, invalid("Data inválida: %q. Use dd/mm/aaaa.", s)
			}
			return model.DateOf(at), nil
		}
	}
	if head, _, found := strings.Cut(s, " "); found { // '01/02/2024 00:00:00', as some programs export a day
		s = head
	}
	for _, layout := range dayLayouts {
		if at, err := time.Parse(layout, s); err == nil {
			return model.DateOf(at), nil
		}
	}
	return model.Date{}, invalid("Data inválida: %q. Use dd/mm/aaaa.", s)
}

// Write writes a sheet of rows (the first its header) as format: a CSV as Brazilian spreadsheet programs open it
// (UTF-8 with a BOM, ';', CRLF) or an XLSX of one sheet; Read reads both back to the same rows.
func Write(w io.Writer, format Format, rows [][]string) error {
	if format == XLSX {
		f := excelize.NewFile()
		defer f.Close()
		for i, row := range rows {
			cell, err := excelize.CoordinatesToCellName(1, i+1)
			if err != nil {
				return err
			}
			if err := f.SetSheetRow("Sheet1", cell, &row); err != nil {
				return err
			}
		}
		return f.Write(w)
	}
	if _, err := io.WriteString(w, "\ufeff"); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.Comma, cw.UseCRLF = ';', true
	return cw.WriteAll(rows)
}
