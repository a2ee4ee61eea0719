package api

import (
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/sheet"
	"patrimonio/internal/validate"
)

// importedDebt is a row of a debts import's preview, as it will be stored.
type importedDebt struct {
	Row                int         `json:"row"`
	CreditorName       string      `json:"creditorName"`
	Description        string      `json:"description,omitempty"`
	OriginalAmount     model.Money `json:"originalAmount"`
	CurrentAmount      model.Money `json:"currentAmount"`
	InterestRate       string      `json:"interestRate"`
	DueDate            model.Date  `json:"dueDate"`
	Status             string      `json:"status"`
	Category           string      `json:"category"`
	Installments       int         `json:"installments"`
	CurrentInstallment int         `json:"currentInstallment"`
}

// readDebts turns the rows into debts, each read as the debt form reads it: the form's defaults for what a row
// leaves empty (active, other, one installment, the balance the original amount), its rules for the rest.
func (s *Server) readDebts(_ *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (any, error) {
	today := s.store.Today()
	var debts []model.Debt
	for _, row := range tab.Rows {
		cells := importRow{tab: tab, values: row.Values, mapping: mapping, e: validate.Errors{}}
		in := debtRequest{CreditorName: cells.given("creditorName"), Description: cells.given("description"),
			PaymentMethod: cells.given("paymentMethod")}
		if doc := cells.text("creditorDocument"); doc != "" {
			in.CreditorDocument = &doc
		}
		original, current, due := cells.amount("originalAmount"), cells.amount("currentAmount"), cells.day("dueDate")
		in.OriginalAmount, in.CurrentAmount, in.DueDate = &original, &current, &due
		if day := cells.day("contractDate"); !day.IsZero() {
			in.ContractDate = &day
		}
		if rate := cells.percent("interestRate"); rate != "" {
			n := json.Number(rate)
			in.InterestRate = &n
		}
		if status := choice(cells.text("status"), model.DebtStatusLabel); status != "" {
			in.Status = &status
		}
		if category := choice(cells.text("category"), model.DebtCategoryLabel); category != "" {
			in.Category = &category
		}
		in.Installments, in.CurrentInstallment = cells.whole("installments"), cells.whole("currentInstallment")
		d, e := in.newDebt(today)
		keepFirst(cells.e, e)
		day := today // a debt without a contract date counts from the day it is registered
		if d.ContractDate != nil {
			day = *d.ContractDate
		}
		d.Counterpart = view.otherSideOf(cells.e, day)
		if view.take(row.Line, cells.e, tab, mapping, func() any {
			return importedDebt{Row: row.Line, CreditorName: d.CreditorName, Description: d.Description, OriginalAmount: d.OriginalAmount,
				CurrentAmount: d.CurrentAmount, InterestRate: d.InterestRate.Decimal(), DueDate: d.DueDate, Status: string(d.Status),
				Category: string(d.Category), Installments: d.Installments, CurrentInstallment: d.CurrentInstallment}
		}) {
			debts = append(debts, d)
		}
	}
	return debts, nil
}

// given is the cell of a field that a row may leave out: nil when the field reads no column, so the form's
// default holds.
func (r importRow) given(key string) *string {
	if _, ok := r.mapping[key]; !ok {
		return nil
	}
	v := r.text(key)
	return &v
}

// whole reads a whole number (nil when empty), noting a cell that is not one.
func (r importRow) whole(key string) *int {
	n, err := wholeNumber(r.text(key))
	if err != nil {
		r.e[key] = err.Error()
	}
	return n
}

// percent reads a percentage ('1,5', '1,5%', '0.948879'; from an XLSX cell, the number it stores) as a decimal
// with a point, as the forms send it; empty stays empty.
func (r importRow) percent(key string) string {
	s := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(r.text(key)), "%"))
	if r.tab.Format == sheet.XLSX {
		if f, err := strconv.ParseFloat(s, 64); err == nil && !math.IsInf(f, 0) {
			return strconv.FormatFloat(math.Round(f*1e6)/1e6, 'f', -1, 64) // a cell's binary float, to six decimals
		}
	}
	return strings.Replace(s, ",", ".", 1)
}

// choice reads a cell naming one of a set of values by its pt-BR label or its API name, compared without accents
// or case: the value found, or the cell as written when none is (the form refuses it with its message).
func choice[T ~string](cell string, labels map[T]string) string {
	key := model.SearchKey(cell)
	for value, label := range labels {
		if key == model.SearchKey(label) || key == string(value) {
			return string(value)
		}
	}
	return cell
}
