package report

import (
	"slices"
	"strconv"
	"strings"

	"patrimonio/internal/model"
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
		s.Rows = append(s.Rows, []Cell{T(creditor), T(model.DebtCategoryLabel[d.Category]), D(d.DueDate),
			T(model.DebtStatusLabel[d.Status]), M(d.OriginalAmount), M(d.CurrentAmount)})
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

var cashKindLabel = map[string]string{model.CashAsset: "Ativo", model.CashVehicle: "Veículo", model.CashDebt: "Dívida",
	model.CashAccount: "Conta"}

// Cashflow is the cash-flow table: each dated event of the period, oldest first, as an inflow or an outflow
// with the running balance; then the period's totals in, out and net.
func Cashflow(events []model.CashEvent) Section {
	s := Section{Title: "Entradas e saídas", Columns: []Column{
		{"Data", Date, 20}, {"Descrição", Text, 78}, {"Origem", Text, 20},
		{"Entradas", Money, 24}, {"Saídas", Money, 24}, {"Saldo", Money, 24},
	}}
	sorted := slices.Clone(events)
	slices.SortStableFunc(sorted, func(a, b model.CashEvent) int { return a.Date.Time().Compare(b.Date.Time()) })
	var in, out model.Money
	for _, e := range sorted {
		row := []Cell{D(e.Date), T(e.Description), T(cashKindLabel[e.Kind]), Blank(), Blank(), Blank()}
		if e.Amount >= 0 {
			in += e.Amount
			row[3] = M(e.Amount)
		} else {
			out -= e.Amount
			row[4] = M(-e.Amount)
		}
		row[5] = M(in - out)
		s.Rows = append(s.Rows, row)
	}
	total := labelRow("Totais do período ("+plural(len(sorted), "lançamento", "lançamentos")+")", 6)
	total[3], total[4], total[5] = M(in), M(out), M(in-out)
	s.Totals = [][]Cell{total}
	return s
}

// NetWorthMonth is the position at the opening and the closing of one month of a net-worth report.
type NetWorthMonth struct {
	Month            model.Date // its first day
	Opening, Closing model.NetWorth
}

// Networth is the net-worth report: per month, the opening position, the movements of assets, vehicles, cash and
// debts — each as its effect on the net worth, so opening + movements = closing — and the closing position;
// then the closing composition of each month.
func Networth(months []NetWorthMonth) []Section {
	moves := Section{Title: "Evolução mensal", Columns: []Column{
		{"Mês", Text, 24}, {"Abertura", Money, 25}, {"Ativos", Money, 23}, {"Veículos", Money, 23},
		{"Caixa e bancos", Money, 23}, {"Dívidas", Money, 23}, {"Variação", Money, 24}, {"Fechamento", Money, 25},
	}}
	closing := Section{Title: "Composição no fechamento", Columns: []Column{
		{"Mês", Text, 30}, {"Ativos", Money, 32}, {"Veículos", Money, 32}, {"Caixa e bancos", Money, 32},
		{"Dívidas", Money, 32}, {"Patrimônio líquido", Money, 32},
	}}
	var assets, vehicles, cash, debts model.Money
	for _, m := range months {
		label := monthLabel(m.Month)
		da, dv := m.Closing.Assets-m.Opening.Assets, m.Closing.Vehicles-m.Opening.Vehicles
		dc, dd := m.Closing.Cash+m.Closing.Receivables-m.Opening.Cash-m.Opening.Receivables, m.Opening.Debts-m.Closing.Debts
		assets, vehicles, cash, debts = assets+da, vehicles+dv, cash+dc, debts+dd
		moves.Rows = append(moves.Rows, []Cell{T(label), M(m.Opening.Net), M(da), M(dv), M(dc), M(dd),
			M(m.Closing.Net - m.Opening.Net), M(m.Closing.Net)})
		closing.Rows = append(closing.Rows, []Cell{T(label), M(m.Closing.Assets), M(m.Closing.Vehicles),
			M(m.Closing.Cash + m.Closing.Receivables), M(m.Closing.Debts), M(m.Closing.Net)})
	}
	if len(months) > 0 {
		first, last := months[0].Opening.Net, months[len(months)-1].Closing.Net
		moves.Totals = [][]Cell{{T("Período"), M(first), M(assets), M(vehicles), M(cash), M(debts), M(last - first), M(last)}}
	}
	return []Section{moves, closing}
}

func monthLabel(d model.Date) string {
	t := d.Time()
	name := model.MonthNames[t.Month()-1]
	return strings.ToUpper(name[:1]) + name[1:] + "/" + strconv.Itoa(t.Year())
}
