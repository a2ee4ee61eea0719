package report

import (
	"slices"
	"strconv"

	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// The list exports (the /assets, /vehicles and /debts screens' 'Exportar CSV' and 'Exportar XLSX') are one section
// each: the columns of the screen's table and one row per record of the filtered list, in its order, with no
// total rows, so the file holds exactly the list.

// AssetList is the asset list as its table shows it.
func AssetList(assets []model.Asset) Section {
	s := Section{Title: "Ativos", Columns: []Column{
		{"Descrição", Text, 60}, {"Tipo", Text, 18}, {"Status", Text, 19}, {"Valor de aquisição", Money, 30},
		{"Valor atual", Money, 30}, {"Data de aquisição", Date, 24},
	}}
	s.Rows = make([][]Cell, len(assets))
	for i, a := range assets {
		s.Rows[i] = []Cell{T(a.Description), T(model.AssetTypeLabel[a.Type]), T(model.AssetStatusLabel[a.Status]),
			M(a.AcquisitionValue), M(a.CurrentValue), D(a.AcquisitionDate)}
	}
	return s
}

// VehicleList is the vehicle list as its table shows it; an unsold vehicle's sale date is empty.
func VehicleList(vehicles []model.Vehicle) Section {
	s := Section{Title: "Veículos", Columns: []Column{
		{"Marca", Text, 24}, {"Modelo", Text, 30}, {"Ano", Text, 12}, {"Cor", Text, 16}, {"Placa", Text, 16},
		{"Status", Text, 20}, {"Preço de compra", Money, 28}, {"Preço de venda", Money, 28}, {"Custos", Money, 26},
		{"Margem", Money, 26}, {"Data de compra", Date, 22}, {"Data de venda", Date, 22},
	}}
	s.Rows = make([][]Cell, len(vehicles))
	for i, v := range vehicles {
		s.Rows[i] = []Cell{T(v.Make), T(v.Model), T(strconv.Itoa(v.Year)), T(v.Color), T(model.ShownPlate(v.LicensePlate)),
			T(model.VehicleStatusLabel[v.Status]), M(v.PurchasePrice), M(v.SellingPrice), M(v.Costs), M(v.Margin()),
			D(v.PurchaseDate), D(v.SoldDate)}
	}
	return s
}

// DebtList is the debt list as its table shows it; the status is the one reported today (overdue included).
func DebtList(debts []model.Debt) Section {
	s := Section{Title: "Dívidas", Columns: []Column{
		{"Credor", Text, 40}, {"Descrição", Text, 40}, {"Tipo", Text, 24}, {"Status", Text, 18},
		{"Valor original", Money, 28}, {"Saldo devedor", Money, 28}, {"Juros (% a.m.)", Percent, 20},
		{"Vencimento", Date, 20}, {"Parcela atual", Text, 14}, {"Parcelas", Text, 14},
	}}
	s.Rows = make([][]Cell, len(debts))
	for i, d := range debts {
		s.Rows[i] = []Cell{T(d.CreditorName), T(d.Description), T(model.DebtCategoryLabel[d.Category]),
			T(model.DebtStatusLabel[d.Status]), M(d.OriginalAmount), M(d.CurrentAmount), P(d.InterestRate),
			D(d.DueDate), T(strconv.Itoa(d.CurrentInstallment)), T(strconv.Itoa(d.Installments))}
	}
	return s
}

// Schedule is a financing's schedule as its screen shows it: each installment with its due date, prestação, juros,
// amortização, the correction and extraordinary amortization columns when any installment has them, the balance,
// its status and what was paid against it; a total row of what the installments add up to.
func Schedule(installments []financing.DatedInstallment) Section {
	corrected := slices.ContainsFunc(installments, func(i financing.DatedInstallment) bool { return i.Correction != 0 || i.IndexMissing })
	prepaid := slices.ContainsFunc(installments, func(i financing.DatedInstallment) bool { return i.Extra != 0 })
	s := Section{Title: "Cronograma", Columns: []Column{{"Nº", Text, 12}, {"Vencimento", Date, 22}, {"Prestação", Money, 30},
		{"Juros", Money, 28}, {"Amortização", Money, 30}}}
	if corrected {
		s.Columns = append(s.Columns, Column{"Correção", Money, 26})
	}
	if prepaid {
		s.Columns = append(s.Columns, Column{"Amort. extra", Money, 30})
	}
	s.Columns = append(s.Columns, Column{"Saldo devedor", Money, 32}, Column{"Situação", Text, 22}, Column{"Pago", Money, 28})
	var payment, interest, amortization, correction, extra, paid model.Money
	for _, in := range installments {
		number := strconv.Itoa(in.Number)
		if in.Grace {
			number += " (carência)"
		}
		row := []Cell{T(number), D(in.DueDate), M(in.Payment), M(in.Interest), M(in.Amortization)}
		if corrected {
			if in.IndexMissing {
				row = append(row, T("sem índice"))
			} else {
				row = append(row, M(in.Correction))
			}
		}
		if prepaid {
			row = append(row, M(in.Extra))
		}
		s.Rows = append(s.Rows, append(row, M(in.Balance), T(installmentStatus(in)), M(in.Paid)))
		payment, interest, amortization = payment+in.Payment, interest+in.Interest, amortization+in.Amortization
		correction, extra, paid = correction+in.Correction, extra+in.Extra, paid+in.Paid
	}
	total := []Cell{T("Total"), Blank(), M(payment), M(interest), M(amortization)}
	if corrected {
		total = append(total, M(correction))
	}
	if prepaid {
		total = append(total, M(extra))
	}
	s.Totals = [][]Cell{append(total, Blank(), Blank(), M(paid))}
	return s
}

// installmentStatusLabel names an installment's status as the schedule's screen does.
var installmentStatusLabel = map[string]string{financing.InstallmentPaid: "Paga", financing.InstallmentOpen: "Em aberto",
	financing.InstallmentOverdue: "Em atraso"}

// installmentStatus is the installment's status as the schedule's screen names it: a grace month that pays nothing
// owes nothing, its interest added to the balance, and reads 'Juros incorporados', not 'Paga'.
func installmentStatus(in financing.DatedInstallment) string {
	if in.Grace && in.Payment == 0 {
		return "Juros incorporados"
	}
	return installmentStatusLabel[in.Status]
}
