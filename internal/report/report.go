// Package report builds the downloadable reports (assets, debts, cash flow, net worth) as PDF, CSV and XLSX. It
// takes plain data and writes to an io.Writer; it knows nothing of HTTP or the database.
package report

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // the business's time zone, also on machines without a zoneinfo database

	"patrimonio/internal/model"
)

// Kind is what a cell holds, which decides how each format writes it.
type Kind int

// The cell kinds.
const (
	Text Kind = iota
	Money
	Date
	Percent
)

// Cell is one value of a table.
type Cell struct {
	Kind  Kind
	Text  string
	Money model.Money
	Date  model.Date
	// Basis is a percentage in millionths (12_340_000 = 12,34 %; 948_879 = 0,948879 %).
	Basis int64
}

// T makes a text cell.
func T(s string) Cell { return Cell{Kind: Text, Text: s} }

// M makes a money cell.
func M(m model.Money) Cell { return Cell{Kind: Money, Money: m} }

// D makes a date cell.
func D(d model.Date) Cell { return Cell{Kind: Date, Date: d} }

// P makes a percent cell.
func P(r model.Rate) Cell { return Cell{Kind: Percent, Basis: int64(r)} }

// Blank makes an empty text cell.
func Blank() Cell { return Cell{} }

// labelRow is a total row of n cells with its label in the first.
func labelRow(label string, n int) []Cell {
	row := make([]Cell, n)
	row[0] = T(label)
	return row
}

// Column is one column of a table: its title, the kind of its cells and its width on the PDF page (mm).
type Column struct {
	Title string
	Kind  Kind
	Width float64
}

// Section is one table of a report, with its total rows after it.
type Section struct {
	Title   string
	Columns []Column
	Rows    [][]Cell
	Totals  [][]Cell
}

// Brand is the company as settings describe it; Logo holds the image bytes (PNG or JPEG; anything else is left
// out of the PDF).
type Brand struct {
	CompanyName    string
	PrimaryColor   string
	SecondaryColor string
	Logo           []byte
}

// Document is a whole report.
type Document struct {
	Brand  Brand
	Title  string // Relatório de Ativos — outubro de 2026
	Period string // Mensal · 01/10/2026 a 31/10/2026
	// Filters describes what a list export holds (Status: Ativo · Busca: "casa" · Ordem: …); a report has a
	// Period instead.
	Filters     string
	GeneratedAt time.Time
	Sections    []Section
	// Plain is a table for another program to import (the journal in the accountant's layout): CSV and XLSX write
	// only its one section's column titles and rows, no header block.
	Plain bool
}

// scope is the header line that says what the document covers: the report's period or the list's filters.
func (d Document) scope() (label, text string) {
	if d.Filters != "" {
		return "Filtros", d.Filters
	}
	return "Período", d.Period
}

// Formats are the file formats a report downloads as.
var Formats = []string{"pdf", "csv", "xlsx"}

// ContentType is the media type of a format.
func ContentType(format string) string {
	switch format {
	case "pdf":
		return "application/pdf"
	case "csv":
		return "text/csv; charset=utf-8"
	case "xlsx":
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	}
	return "application/octet-stream"
}

// Write writes doc in the format (pdf, csv or xlsx).
func Write(w io.Writer, format string, doc Document) error {
	switch format {
	case "pdf":
		return WritePDF(w, doc)
	case "csv":
		return WriteCSV(w, doc)
	case "xlsx":
		return WriteXLSX(w, doc)
	}
	return fmt.Errorf("report: unknown format %q", format)
}

// businessZone is where the generation time is shown.
var businessZone = func() *time.Location {
	loc, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		panic(err)
	}
	return loc
}()

// brl writes money as a person in Brazil reads it: R$ 1.234,56, -R$ 0,50.
func brl(m model.Money) string { return m.BRL() }

// plainNumber writes money or a percentage without thousands separators and with a decimal comma: 1234,56.
func plainNumber(v model.Money, signed bool) string {
	s := strings.Replace(v.Decimal(), ".", ",", 1)
	if !signed {
		s = strings.TrimPrefix(s, "-")
	}
	return s
}

func ptDate(d model.Date) string { return d.PtBR() }

func ptDateTime(t time.Time) string { return t.In(businessZone).Format("02/01/2006 15:04") }

// percent writes hundredths of a percent as 12,34%.
func percent(millionths int64) string { return percentNumber(millionths, true) + "%" }

// percentNumber writes a percentage in millionths as plainNumber writes money: two decimals at least, up to six
// when it has them (0,948879).
func percentNumber(millionths int64, grouped bool) string {
	sign := ""
	if millionths < 0 {
		sign, millionths = "-", -millionths
	}
	text := sign + plainNumber(model.Money(millionths/10_000), grouped)
	if rest := millionths % 10_000; rest != 0 {
		text += strings.TrimRight(fmt.Sprintf("%04d", rest), "0")
	}
	return text
}

// display is a cell as the PDF shows it.
func display(c Cell) string {
	switch c.Kind {
	case Money:
		return brl(c.Money)
	case Date:
		return ptDate(c.Date)
	case Percent:
		return percent(c.Basis)
	}
	return c.Text
}

// Appreciation is (current − acquisition) / acquisition, rounded half away from zero to two decimals of a percent
// (docs/product.md §9). ok is false without an acquisition value.
func Appreciation(acquisition, current model.Money) (model.Rate, bool) {
	if acquisition <= 0 {
		return 0, false
	}
	num := int64(current-acquisition) * 10_000
	q, r := num/int64(acquisition), num%int64(acquisition)
	if 2*abs(r) >= int64(acquisition) {
		if num < 0 {
			q--
		} else {
			q++
		}
	}
	return model.Rate(q) * (model.RateScale / 100), true
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// PeriodText describes a report's period: "Mensal · 01/10/2026 a 31/10/2026", and for a period still open on
// asOf (the day the report answers for, before the period's end) "· Posição em 23/11/2026".
func PeriodText(period string, r model.ReportRange, asOf model.Date) string {
	text := model.ReportPeriodLabel[period] + " · " + ptDate(r.From) + " a " + ptDate(r.To)
	if asOf.Before(r.To) {
		text += " · Posição em " + ptDate(asOf)
	}
	return text
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
