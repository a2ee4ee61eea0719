package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"
)

const sheetName = "Relatório"

// WriteXLSX writes the report as one worksheet: the header block, then each section with typed cells — money
// as numbers in a currency format (R$ #.##0,00 in a Brazilian spreadsheet), dates as real date cells
// (dd/mm/aaaa), percentages as numbers in a percent format — so the sheet sums and sorts them.
func WriteXLSX(w io.Writer, doc Document) error {
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", sheetName); err != nil {
		return err
	}
	x := &xlsxWriter{f: f}
	x.styles(doc.Brand)
	row := 1
	if !doc.Plain {
		x.put(1, 1, doc.Brand.CompanyName, x.company)
		x.put(2, 1, doc.Title, x.title)
		label, scope := doc.scope()
		x.put(3, 1, label+": "+scope, 0)
		x.put(4, 1, "Gerado em: "+ptDateTime(doc.GeneratedAt), 0)
		row = 6
	}
	widths := map[int]float64{}
	for _, s := range doc.Sections {
		if !doc.Plain {
			x.put(row, 1, s.Title, x.section)
			row++
		}
		for i, c := range s.Columns {
			x.put(row, i+1, c.Title, x.header)
			widths[i+1] = max(widths[i+1], c.Width*0.6)
		}
		row++
		for _, r := range s.Rows {
			x.cells(row, r, false)
			row++
		}
		for _, r := range s.Totals {
			x.cells(row, r, true)
			row++
		}
		row++
	}
	for col, wd := range widths {
		name, _ := excelize.ColumnNumberToName(col)
		if err := f.SetColWidth(sheetName, name, name, max(wd, 12)); err != nil {
			return err
		}
	}
	if x.err != nil {
		return x.err
	}
	return f.Write(w)
}

type xlsxWriter struct {
	f   *excelize.File
	err error
	// Style ids; the [2] arrays are plain and bold (total rows).
	company, title, section, header int
	text, money, date, pct          [2]int
}

func (x *xlsxWriter) style(s *excelize.Style) int {
	id, err := x.f.NewStyle(s)
	if err != nil && x.err == nil {
		x.err = err
	}
	return id
}

func (x *xlsxWriter) styles(b Brand) {
	primary := strings.TrimPrefix(colourOr(b.PrimaryColor, "#3B82F6"), "#")
	secondary := strings.TrimPrefix(colourOr(b.SecondaryColor, "#1E40AF"), "#")
	currency := `"R$" #,##0.00;-"R$" #,##0.00`
	dateFmt := "dd/mm/yyyy"
	x.company = x.style(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16, Color: primary}})
	x.title = x.style(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 12}})
	x.section = x.style(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 11, Color: secondary}})
	x.header = x.style(&excelize.Style{Font: &excelize.Font{Bold: true, Color: "FFFFFF"},
		Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{primary}}})
	for i, bold := range []bool{false, true} {
		font := &excelize.Font{Bold: bold}
		x.text[i] = x.style(&excelize.Style{Font: font})
		x.money[i] = x.style(&excelize.Style{Font: font, CustomNumFmt: &currency})
		x.date[i] = x.style(&excelize.Style{Font: font, CustomNumFmt: &dateFmt})
		x.pct[i] = x.style(&excelize.Style{Font: font, NumFmt: 10}) // 0.00%
	}
}

func (x *xlsxWriter) put(row, col int, v any, style int) {
	if x.err != nil {
		return
	}
	cell, err := excelize.CoordinatesToCellName(col, row)
	if err == nil {
		err = x.f.SetCellValue(sheetName, cell, v)
	}
	if err == nil && style != 0 {
		err = x.f.SetCellStyle(sheetName, cell, cell, style)
	}
	if err != nil {
		x.err = fmt.Errorf("xlsx %s: %w", cell, err)
	}
}

func (x *xlsxWriter) cells(row int, cells []Cell, bold bool) {
	b := 0
	if bold {
		b = 1
	}
	for i, c := range cells {
		switch c.Kind {
		case Money:
			// A spreadsheet number is a float: the exact centavos become reais only here, for display.
			x.put(row, i+1, float64(c.Money)/100, x.money[b])
		case Percent:
			x.put(row, i+1, float64(c.Basis)/100_000_000, x.pct[b])
		case Date:
			if !c.Date.IsZero() {
				x.put(row, i+1, c.Date.Time(), x.date[b])
			}
		default:
			if c.Text != "" {
				x.put(row, i+1, c.Text, x.text[b])
			}
		}
	}
}
