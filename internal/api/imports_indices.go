package api

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"patrimonio/internal/model"
	"patrimonio/internal/sgs"
	"patrimonio/internal/sheet"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// importedIndexValue is a row of an indices import's preview: the month's value, as the index screens write it.
type importedIndexValue struct {
	Row   int    `json:"row"`
	Index string `json:"index"`
	Month string `json:"month"` // YYYY-MM
	Value string `json:"value"` // a percentage with a point
}

// readIndexValues turns the rows into months of index series, each replacing what its month has when the import is
// committed; a month of an index twice in the sheet is an error of the later row.
func (s *Server) readIndexValues(_ *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (any, error) {
	var entries []store.IndexEntry
	firstLine := map[string]int{} // index and month → the first row with them
	for _, row := range tab.Rows {
		cells := importRow{tab: tab, values: row.Values, mapping: mapping, e: validate.Errors{}}
		code := model.IndexCode(indexNamed(cells.text("index")))
		if !code.Series() {
			cells.e["index"] = validate.MsgDebtIndex
		}
		month, ok := cells.month("month")
		if !ok {
			cells.e["month"] = validate.MsgIndexMonth
		}
		value, ok := sgs.ParseValue(cells.percent("value"))
		if !ok {
			cells.e["value"] = validate.MsgIndexValue
		}
		if cells.e.OK() {
			key := string(code) + " " + month.String()
			if first, twice := firstLine[key]; twice {
				cells.e["month"] = fmt.Sprintf(validate.MsgIndexRepeated, first)
			} else {
				firstLine[key] = row.Line
			}
		}
		if view.take(row.Line, cells.e, tab, mapping, func() any {
			return importedIndexValue{Row: row.Line, Index: string(code), Month: month.String()[:7], Value: sgs.FormatValue(value)}
		}) {
			entries = append(entries, store.IndexEntry{Code: code, Month: month, Value: value})
		}
	}
	return entries, nil
}

// indexNamed is the code of the index a cell names by its label ('IGP-M', 'igpm') or its code; the cell when none.
func indexNamed(cell string) string {
	letters := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, model.SearchKey(s))
	}
	for _, code := range model.IndexCodes {
		if letters(cell) == letters(model.IndexLabel[code]) || letters(cell) == string(code) {
			return string(code)
		}
	}
	return cell
}

// monthLayouts are the ways a month is written in a sheet: mm/aaaa and aaaa-mm.
var monthLayouts = []string{"1/2006", "01/2006", "1-2006", "2006-01"}

// month reads the month a cell names — mm/aaaa, aaaa-mm, or a day of it (dd/mm/aaaa, an XLSX date) — as its
// first day.
func (r importRow) month(key string) (model.Date, bool) {
	s := strings.TrimSpace(r.text(key))
	for _, layout := range monthLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return model.NewDate(t.Year(), t.Month(), 1), t.Year() >= 1900 && t.Year() <= 2100
		}
	}
	d, err := r.tab.Day(s)
	if err != nil || d.IsZero() {
		return model.Date{}, false
	}
	y, m, _ := d.Time().Date()
	return model.NewDate(y, m, 1), y >= 1900 && y <= 2100
}
