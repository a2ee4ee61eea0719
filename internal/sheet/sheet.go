// Package sheet reads the spreadsheets Brazilian offices keep — CSV separated by ';' or ',' (or tabs), in UTF-8
// with or without a BOM or in Windows-1252, and XLSX — into a header and rows of text, and reads their values as
// such offices write them: amounts like 'R$ 1.234,56' and days like dd/mm/aaaa.
package sheet

import (
	"archive/zip"
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

// Errors of a file past the Limits, which the caller names in its own words (its limits are its own).
var (
	ErrTooManyRows    = errors.New("sheet: more rows than the limit")
	ErrTooManyColumns = errors.New("sheet: more columns than the limit")
	ErrTooLarge       = errors.New("sheet: the XLSX unzips past the limit")
)

// Limits bound what reading one file may take, whatever the file declares (docs/decisions.md "Bounded reading of
// uploaded spreadsheets"): Rows the rows under the header (reading stops at the first one past it), Columns the cells
// of a line (blank ones at its end aside), Unzipped the XLSX's parts all together, as their sizes declare them
// before anything is unzipped and as they are read.
type Limits struct {
	Rows, Columns int
	Unzipped      int64
}

func invalid(format string, args ...any) error {
	return &model.InvalidInput{Message: fmt.Sprintf(format, args...)}
}

// Read reads a CSV or XLSX file (told apart by its first bytes) within lim.
func Read(r io.Reader, lim Limits) (Table, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return Table{}, err
	}
	b := &builder{lim: lim}
	if bytes.HasPrefix(data, []byte("PK\x03\x04")) {
		b.t.Format = XLSX
		err = readXLSX(data, b)
	} else {
		b.t.Format = CSV
		err = readCSV(data, b)
	}
	if err != nil {
		return Table{}, err
	}
	if b.t.Header == nil {
		return Table{}, ErrEmpty
	}
	return b.t, nil
}

func readCSV(data []byte, b *builder) error {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if !utf8.Valid(data) {
		decoded, err := charmap.Windows1252.NewDecoder().Bytes(data)
		if err != nil {
			return ErrUnknown
		}
		data = decoded
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return ErrUnknown
	}
	comma := separator(data)
	if wider(data, byte(comma), maxRawFields) {
		return ErrTooManyColumns
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.Comma = comma
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = true // add copies what it keeps
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return invalid("Linha %d do CSV ilegível: confira as aspas.", pe.Line)
			}
			return err
		}
		line, _ := cr.FieldPos(0) // a quoted field may span lines: the record is at the line it starts on
		if err := b.add(line, rec); err != nil {
			return err
		}
	}
}

// maxRawFields bounds the fields of a CSV record, blank ones included, before it is parsed: a spreadsheet program
// has at most 16 384 columns, and parsing a record allocates for each of its fields.
const maxRawFields = 16_384

// wider reports whether a record of data (separated by comma, '"' quoting) has more than limit fields: one pass over
// the bytes, before the parser allocates anything for them.
func wider(data []byte, comma byte, limit int) bool {
	fields, quoted := 1, false
	for _, c := range data {
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == comma:
			if fields++; fields > limit {
				return true
			}
		case c == '\n':
			fields = 1
		}
	}
	return false
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

// readXLSX reads the first sheet row by row, after the sizes its parts declare are found within the limit: a part
// that unzips past its declared size stops the reading (archive/zip checks it), so nothing grows past lim.Unzipped.
func readXLSX(data []byte, b *builder) error {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return ErrUnknown
	}
	var declared uint64
	for _, part := range zr.File {
		declared += part.UncompressedSize64
		if declared > uint64(b.lim.Unzipped) {
			return ErrTooLarge
		}
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: b.lim.Unzipped, UnzipXMLSizeLimit: b.lim.Unzipped})
	if err != nil {
		return ErrUnknown
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return ErrEmpty
	}
	rows, err := f.Rows(sheets[0])
	if err != nil {
		return ErrUnknown
	}
	defer rows.Close()
	for line := 1; rows.Next(); line++ {
		values, err := rows.Columns(excelize.Options{RawCellValue: true})
		if err != nil {
			return ErrUnknown
		}
		if err := b.add(line, values); err != nil {
			return err
		}
	}
	if rows.Error() != nil {
		return ErrUnknown
	}
	return nil
}

// builder makes a Table line by line within its limits: the first line that is not blank is the header, each row
// under it as long as the header.
type builder struct {
	t   Table
	lim Limits
}

// add takes line number n (as a spreadsheet program numbers it); values is only read.
func (b *builder) add(n int, values []string) error {
	for len(values) > 0 && strings.TrimSpace(values[len(values)-1]) == "" {
		values = values[:len(values)-1]
	}
	if len(values) > b.lim.Columns {
		return ErrTooManyColumns
	}
	if len(values) == 0 {
		return nil
	}
	if b.t.Header == nil {
		b.t.Header = make([]string, len(values))
		for j, v := range values {
			b.t.Header[j] = clean(v)
		}
		return nil
	}
	row := make([]string, len(b.t.Header))
	for j := range min(len(values), len(row)) {
		row[j] = clean(values[j])
	}
	switch {
	case blank(row):
		return nil
	case len(b.t.Rows) == b.lim.Rows:
		return ErrTooManyRows
	}
	b.t.Rows = append(b.t.Rows, Row{Line: n, Values: row})
	return nil
}

// clean is a cell's text without the spaces around it, a non-breaking space read as a space, and without the
// apostrophe that keeps a formula-like text from running (asText).
func clean(v string) string {
	v = strings.TrimSpace(strings.ReplaceAll(v, "\u00a0", " "))
	if len(v) > 1 && v[0] == '\'' && strings.ContainsRune("=+-@\t\r", rune(v[1])) {
		return v[1:]
	}
	return v
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
	line := make([]string, 0, 16)
	for _, row := range rows {
		line = line[:0]
		for _, v := range row {
			line = append(line, asText(v))
		}
		if err := cw.Write(line); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// asText keeps a spreadsheet program from running a cell as a formula (CSV injection): a cell that starts with
// = + @, a tab or a carriage return, or with - that is not a negative amount (-1.234,56, -R$ 10,00), gets a leading
// apostrophe, which Read takes off again (clean).
func asText(v string) string {
	if v == "" {
		return v
	}
	switch v[0] {
	case '=', '+', '@', '\t', '\r':
		return "'" + v
	case '-':
		if rest := strings.TrimPrefix(v[1:], "R$ "); rest != "" && strings.Trim(rest, "0123456789.,") == "" {
			return v // a negative amount, nothing else in it
		}
		return "'" + v
	}
	return v
}
