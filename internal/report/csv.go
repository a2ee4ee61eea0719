package report

import (
	"bufio"
	"encoding/csv"
	"io"
	"strings"
)

// WriteCSV writes the report for spreadsheet programs set up for Brazil: UTF-8 with a byte-order mark, ';'
// between cells, CRLF line ends, dates dd/mm/aaaa and numbers with a decimal comma and no thousands separator
// (1234,56), which every such program reads as a number. A header block (company, report, period, generation
// time) comes first, then each section's title, column titles, rows and totals.
func WriteCSV(w io.Writer, doc Document) error {
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString("\ufeff"); err != nil {
		return err
	}
	cw := csv.NewWriter(bw)
	cw.Comma = ';'
	cw.UseCRLF = true
	label, scope := doc.scope()
	records := [][]string{
		{"Empresa", safeText(doc.Brand.CompanyName)},
		{"Relatório", safeText(doc.Title)},
		{label, safeText(scope)},
		{"Gerado em", ptDateTime(doc.GeneratedAt)},
	}
	if doc.Plain {
		records = nil
	}
	for _, s := range doc.Sections {
		if !doc.Plain {
			records = append(records, []string{}, []string{safeText(s.Title)})
		}
		titles := make([]string, len(s.Columns))
		for i, c := range s.Columns {
			titles[i] = c.Title
		}
		records = append(records, titles)
		for _, row := range append(append([][]Cell{}, s.Rows...), s.Totals...) {
			records = append(records, csvRow(row))
		}
	}
	if err := cw.WriteAll(records); err != nil {
		return err
	}
	return bw.Flush()
}

func csvRow(row []Cell) []string {
	out := make([]string, len(row))
	for i, c := range row {
		switch c.Kind {
		case Money:
			out[i] = plainNumber(c.Money, true)
		case Percent:
			out[i] = percentNumber(c.Basis, true)
		case Date:
			out[i] = ptDate(c.Date)
		default:
			out[i] = safeText(c.Text)
		}
	}
	return out
}

// safeText keeps a spreadsheet from reading typed text as a formula (CSV injection): text that starts with
// = + - @ or a control character gets a leading apostrophe.
func safeText(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
