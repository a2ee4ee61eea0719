package report

import (
	"slices"
	"strconv"
	"strings"

	"patrimonio/internal/model"
)

// Assets is the assets report as of the end of day: the assets held then, with their type, status and value
// then and the appreciation since their acquisition, totalled as 'Em patrimônio' (the net worth's assets that
// day); then the assets sold or exchanged within the period, with the day and the value they left at and the
// result against their acquisition value.
func Assets(assets []model.ReportAsset, day model.Date) []Section {
	held := Section{Title: "Ativos em " + ptDate(day), Columns: []Column{
		{"Descrição", Text, 57}, {"Tipo", Text, 16}, {"Status", Text, 17}, {"Aquisição", Date, 18},
		{"Valor de aquisição", Money, 28}, {"Valor em " + ptDate(day), Money, 32}, {"Valorização (%)", Percent, 22},
	}}
	left := Section{Title: "Vendidos e permutados no período", Columns: []Column{
		{"Descrição", Text, 44}, {"Situação", Text, 18}, {"Data", Date, 18}, {"Valor de aquisição", Money, 28},
		{"Valor de venda", Money, 28}, {"Resultado", Money, 32}, {"Resultado (%)", Percent, 22},
	}}
	var nHeld, nLeft int
	var heldAcq, heldValue, leftAcq, leftValue model.Money
	for _, a := range assets {
		if !a.LeftOn.IsZero() {
			left.Rows = append(left.Rows, []Cell{T(a.Description), T(model.AssetStatusLabel[a.Status]), D(a.LeftOn),
				M(a.AcquisitionValue), M(a.LeftValue), M(a.LeftValue - a.AcquisitionValue), appreciationCell(a.AcquisitionValue, a.LeftValue)})
			nLeft++
			leftAcq += a.AcquisitionValue
			leftValue += a.LeftValue
			continue
		}
		held.Rows = append(held.Rows, []Cell{T(a.Description), T(model.AssetTypeLabel[a.Type]), T(model.AssetStatusLabel[a.Status]),
			D(a.AcquisitionDate), M(a.AcquisitionValue), M(a.Value), appreciationCell(a.AcquisitionValue, a.Value)})
		nHeld++
		heldAcq += a.AcquisitionValue
		heldValue += a.Value
	}
	total := labelRow("Em patrimônio ("+plural(nHeld, "ativo", "ativos")+")", 7)
	total[4], total[5], total[6] = M(heldAcq), M(heldValue), appreciationCell(heldAcq, heldValue)
	held.Totals = [][]Cell{total}
	total = labelRow("Total ("+plural(nLeft, "ativo", "ativos")+")", 7)
	total[3], total[4], total[5], total[6] = M(leftAcq), M(leftValue), M(leftValue-leftAcq), appreciationCell(leftAcq, leftValue)
	left.Totals = [][]Cell{total}
	return []Section{held, left}
}

func appreciationCell(acquisition, current model.Money) Cell {
	if v, ok := Appreciation(acquisition, current); ok {
		return P(v)
	}
	return Blank()
}

// Debts is the debts table as of the end of day: each debt with its category, due date, status then (overdue
// included) and its original balance and the balance it owed then; then the totals: every debt, the open balance
// (everything not paid, overdue included: the net worth's debts that day), the overdue part of it and the paid
// debts.
func Debts(debts []model.Debt, day model.Date) Section {
	s := Section{Title: "Dívidas em " + ptDate(day), Columns: []Column{
		{"Credor", Text, 46}, {"Categoria", Text, 27}, {"Vencimento", Date, 21}, {"Situação", Text, 24},
		{"Valor original", Money, 36}, {"Saldo em " + ptDate(day), Money, 36},
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
		if d.Status == model.DebtPaid {
			nPaid++
			continue
		}
		nOpen++
		open += d.CurrentAmount
		if d.Status == model.DebtOverdue {
			nOverdue++
			overdue += d.CurrentAmount
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

// Cashflow is the cash-flow table: each dated event of the period, oldest first and the events of one day in
// the order they happened, as an inflow or an outflow with the running balance; then the period's totals in,
// out and net. events come newest first (the ledger's order), so they are read backwards.
func Cashflow(events []model.CashEvent) Section {
	s := Section{Title: "Entradas e saídas", Columns: []Column{
		{"Data", Date, 18}, {"Descrição", Text, 70}, {"Origem", Text, 16},
		{"Entradas", Money, 28}, {"Saídas", Money, 28}, {"Saldo", Money, 30},
	}}
	sorted := slices.Clone(events)
	slices.Reverse(sorted)
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

// NetWorthMonth is the position at the opening and the closing of one month of a net-worth report. A month
// still open closes on Closing.Day (today), and is labelled with that day instead of as a month's close.
type NetWorthMonth struct {
	Month            model.Date // its first day
	Opening, Closing model.NetWorth
	Open             bool
}

// Networth is the net-worth report: per month, the opening position, the movements of assets, vehicles in stock,
// cash, receivables and debts — each as its effect on the net worth, so opening + movements = closing — and the
// closing position; then the closing composition of each month. Each column is one account of the chart, under the
// name the dashboard gives it.
func Networth(months []NetWorthMonth) []Section {
	moves := Section{Title: "Evolução mensal", Columns: []Column{
		{"Mês", Text, 52}, {"Abertura", Money, 27}, {"Ativos", Money, 27}, {"Veículos em estoque", Money, 27},
		{"Caixa e bancos", Money, 27}, {"Recebíveis", Money, 27}, {"Dívidas", Money, 27}, {"Variação", Money, 27}, {"Fechamento", Money, 27},
	}}
	closing := Section{Title: "Composição no fechamento", Columns: []Column{
		{"Mês", Text, 57}, {"Ativos", Money, 31}, {"Veículos em estoque", Money, 31}, {"Caixa e bancos", Money, 31},
		{"Recebíveis", Money, 31}, {"Dívidas", Money, 31}, {"Patrimônio líquido", Money, 31},
	}}
	var assets, vehicles, cash, receivables, debts model.Money
	for _, m := range months {
		label := monthLabel(m.Month)
		if m.Open {
			label += " (posição em " + ptDate(m.Closing.Day) + ")"
		}
		da, dv := m.Closing.Assets-m.Opening.Assets, m.Closing.Vehicles-m.Opening.Vehicles
		dc, dr := m.Closing.Cash-m.Opening.Cash, m.Closing.Receivables-m.Opening.Receivables
		dd := m.Opening.Debts - m.Closing.Debts
		assets, vehicles, cash, receivables, debts = assets+da, vehicles+dv, cash+dc, receivables+dr, debts+dd
		moves.Rows = append(moves.Rows, []Cell{T(label), M(m.Opening.Net), M(da), M(dv), M(dc), M(dr), M(dd),
			M(m.Closing.Net - m.Opening.Net), M(m.Closing.Net)})
		closing.Rows = append(closing.Rows, []Cell{T(label), M(m.Closing.Assets), M(m.Closing.Vehicles),
			M(m.Closing.Cash), M(m.Closing.Receivables), M(m.Closing.Debts), M(m.Closing.Net)})
	}
	if len(months) > 0 {
		first, last := months[0].Opening.Net, months[len(months)-1].Closing.Net
		moves.Totals = [][]Cell{{T("Período"), M(first), M(assets), M(vehicles), M(cash), M(receivables), M(debts), M(last - first), M(last)}}
	}
	return []Section{moves, closing}
}

func monthLabel(d model.Date) string {
	t := d.Time()
	name := model.MonthNames[t.Month()-1]
	return strings.ToUpper(name[:1]) + name[1:] + "/" + strconv.Itoa(t.Year())
}
