package report

import "patrimonio/internal/model"

var (
	debtStatusLabel = map[model.DebtStatus]string{model.DebtActive: "Ativo", model.DebtPaid: "Pago",
		model.DebtOverdue: "Em Atraso", model.DebtRenegotiated: "Renegociado"}
	debtCategoryLabel = map[model.DebtCategory]string{model.DebtLoan: "Empréstimo", model.DebtFinancing: "Financiamento",
		model.DebtAccountPayable: "Conta a Pagar", model.DebtOther: "Outros"}
)

// Assets is the assets table: each asset with its type, status, acquisition date and value, current value and
// appreciation; then the totals of every listed asset and of those still in the patrimony (not sold or
// exchanged).
func Assets(assets []model.Asset) Section {
	s := Section{Title: "Ativos", Columns: []Column{
		{"Descrição", Text, 50}, {"Tipo", Text, 18}, {"Status", Text, 19}, {"Aquisição", Date, 20},
		{"Valor de aquisição", Money, 30}, {"Valor atual", Money, 30}, {"Valorização (%)", Percent, 23},
	}}
	var all, held struct {
		n                    int
		acquisition, current model.Money
	}
	for _, a := range assets {
		s.Rows = append(s.Rows, []Cell{T(a.Description), T(model.AssetTypeLabel[a.Type]), T(model.AssetStatusLabel[a.Status]),
			D(a.AcquisitionDate), M(a.AcquisitionValue), M(a.CurrentValue), appreciationCell(a.AcquisitionValue, a.CurrentValue)})
		all.n++
		all.acquisition += a.AcquisitionValue
		all.current += a.CurrentValue
		if !model.AssetFinal(a.Status) {
			held.n++
			held.acquisition += a.AcquisitionValue
			held.current += a.CurrentValue
		}
	}
	total := func(label string, n int, acquisition, current model.Money) []Cell {
		row := labelRow(label+" ("+plural(n, "ativo", "ativos")+")", 7)
		row[4], row[5], row[6] = M(acquisition), M(current), appreciationCell(acquisition, current)
		return row
	}
	s.Totals = [][]Cell{
		total("Total", all.n, all.acquisition, all.current),
		total("Em patrimônio", held.n, held.acquisition, held.current),
	}
	return s
}

func appreciationCell(acquisition, current model.Money) Cell {
	if v, ok := Appreciation(acquisition, current); ok {
		return P(v)
	}
	return Blank()
}

// Debts is the debts table: each debt with its category, due date, status as reported (overdue included) and
// its original and current balances; then the totals: every debt, the open balance (active and renegotiated),
// the overdue balance and the paid debts.
func Debts(debts []model.Debt) Section {
	s := Section{Title: "Dívidas", Columns: []Column{
		{"Credor", Text, 46}, {"Categoria", Text, 27}, {"Vencimento", Date, 21}, {"Situação", Text, 24},
		{"Valor original", Money, 36}, {"Saldo devedor", Money, 36},
	}}
	var original, current, open, overdue model.Money
	var nOpen, nOverdue, nPaid int
	for _, d := range debts {
		creditor := d.CreditorName
		if d.Description != "" {
			creditor += " — " + d.Description
		}
		s.Rows = append(s.Rows, []Cell{T(creditor), T(debtCategoryLabel[d.Category]), D(d.DueDate),
			T(debtStatusLabel[d.Status]), M(d.OriginalAmount), M(d.CurrentAmount)})
		original += d.OriginalAmount
		current += d.CurrentAmount
		switch d.Status {
		case model.DebtActive, model.DebtRenegotiated:
			nOpen++
			open += d.CurrentAmount
		case model.DebtOverdue:
			nOverdue++
			overdue += d.CurrentAmount
		case model.DebtPaid:
			nPaid++
		}
	}
	row := func(label string, n int, orig *model.Money, balance model.Money) []Cell {
		r := labelRow(label+" ("+plural(n, "dívida", "dívidas")+")", 6)
		if orig != nil {
			r[4] = M(*orig)
		}
		r[5] = M(balance)
		return r
	}
	s.Totals = [][]Cell{
		row("Total", len(debts), &original, current),
		row("Em aberto", nOpen, nil, open),
		row("Em atraso", nOverdue, nil, overdue),
		labelRow("Quitadas ("+plural(nPaid, "dívida", "dívidas")+")", 6),
	}
	return s
}
