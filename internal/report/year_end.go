package report

import (
	"slices"
	"strconv"
	"strings"

	"patrimonio/internal/model"
)

// YearEnd is the year-end position ('Bens e Direitos em 31/12'): each asset with its group and code of the
// Receita Federal's table, a discriminação built from its data and its situation on before (31/12 of the year
// before) and on end, at cost (acquisition plus improvements), then the accounts and the receivables with their
// balances, all in the order of group and code; then the year's sales with their gains (sale value less the cost
// on the day of the sale).
func YearEnd(assets []model.YearEndAsset, balances []model.YearEndBalance, before, end model.Date) []Section {
	held := Section{Title: "Bens e Direitos", Columns: []Column{
		{"Grupo", Text, 14}, {"Código", Text, 14}, {"Discriminação", Text, 165},
		{"Situação em " + before.PtBR(), Money, 34}, {"Situação em " + end.PtBR(), Money, 34},
	}}
	sales := Section{Title: "Vendas no ano e ganhos", Columns: []Column{
		{"Bem", Text, 90}, {"Data da venda", Date, 24}, {"Valor de venda", Money, 32}, {"Custo", Money, 32}, {"Ganho", Money, 32},
	}}
	type line struct {
		code, text    string
		before, after model.Money
	}
	lines := make([]line, 0, len(assets)+len(balances))
	var sold, cost model.Money
	for _, a := range assets {
		lines = append(lines, line{a.IRPFCode, Discrimination(a), a.CostBefore, a.CostAfter})
		if a.LeftBy == "sale" {
			sales.Rows = append(sales.Rows, []Cell{T(a.Description), D(a.LeftOn), M(a.SaleValue), M(a.CostAtExit), M(a.SaleValue - a.CostAtExit)})
			sold, cost = sold+a.SaleValue, cost+a.CostAtExit
		}
	}
	for _, b := range balances {
		lines = append(lines, line{b.IRPFCode, BalanceDiscrimination(b), b.Before, b.After})
	}
	slices.SortStableFunc(lines, func(x, y line) int { return strings.Compare(x.code, y.code) })
	var totalBefore, totalAfter model.Money
	for _, l := range lines {
		group, code, _ := strings.Cut(l.code, "-")
		held.Rows = append(held.Rows, []Cell{T(group), T(code), T(l.text), M(l.before), M(l.after)})
		totalBefore, totalAfter = totalBefore+l.before, totalAfter+l.after
	}
	total := labelRow("Total ("+plural(len(lines), "item", "itens")+")", 5)
	total[3], total[4] = M(totalBefore), M(totalAfter)
	held.Totals = [][]Cell{total}
	total = labelRow("Total ("+plural(len(sales.Rows), "venda", "vendas")+")", 5)
	total[2], total[3], total[4] = M(sold), M(cost), M(sold-cost)
	sales.Totals = [][]Cell{total}
	return []Section{held, sales}
}

// BalanceDiscrimination describes an account or a receivable as the declaration asks: an account's kind, bank,
// agency and number; a receivable's sale, buyer and terms, its balance the principal still to receive.
func BalanceDiscrimination(b model.YearEndBalance) string {
	if r := b.Receivable; r != nil {
		text := r.Description
		if r.DebtorName != "" {
			text += ", a " + r.DebtorName
		}
		text += ", em " + r.SaleDate.PtBR() + " por " + r.SaleValue.BRL()
		if r.DownPayment > 0 {
			text += " (entrada de " + r.DownPayment.BRL() + ")"
		}
		return text + ". Saldo do principal a receber."
	}
	a := b.Account
	if a.Kind == model.AccountCash {
		return a.Name + ": dinheiro em espécie."
	}
	kind := map[model.AccountKind]string{model.AccountChecking: "conta corrente", model.AccountSavings: "conta poupança",
		model.AccountInvestment: "aplicação"}[a.Kind]
	parts := []string{a.Name + ": " + kind}
	if a.BankName != "" {
		parts[0] += " no " + a.BankName
	}
	if a.Agency != "" {
		parts = append(parts, "agência "+a.Agency)
	}
	if a.Number != "" {
		parts = append(parts, "conta "+a.Number)
	}
	return strings.Join(parts, ", ") + "."
}

// Discrimination describes an asset as the declaration asks: what it is and where (a property's address, CEP,
// city and UF, matrícula, cartório and inscrição imobiliária; a vehicle's make, model, year and plate), when and
// for how much it was acquired, its improvements, and how it left in the year.
func Discrimination(a model.YearEndAsset) string {
	d := a.Details
	parts := []string{a.Description}
	add := func(prefix, v string) {
		if strings.TrimSpace(v) != "" {
			parts = append(parts, prefix+v)
		}
	}
	add("", d.Address)
	if len(d.ZipCode) == 8 {
		add("CEP ", d.ZipCode[:5]+"-"+d.ZipCode[5:])
	}
	add("", strings.Trim(d.City+"/"+d.State, "/"))
	add("matrícula ", d.RegistrationNumber)
	add("", d.RegistryOffice)
	add("inscrição imobiliária ", d.PropertyTaxID)
	add("", strings.TrimSpace(strings.Join([]string{firstOf(d.Brand, d.Make), d.Model}, " ")))
	if d.Year != nil {
		add("ano ", strconv.Itoa(*d.Year))
	}
	add("placa ", model.ShownPlate(d.LicensePlate))
	text := strings.Join(parts, ", ") + ". Adquirido em " + a.AcquisitionDate.PtBR() + " por " + a.AcquisitionValue.BRL()
	if a.ImprovementsAfter > 0 {
		text += "; benfeitorias de " + a.ImprovementsAfter.BRL()
	}
	switch a.LeftBy {
	case "sale":
		text += ". Vendido em " + a.LeftOn.PtBR() + " por " + a.SaleValue.BRL()
	case "exchange":
		text += ". Permutado em " + a.LeftOn.PtBR()
	}
	return text + "."
}

func firstOf(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
