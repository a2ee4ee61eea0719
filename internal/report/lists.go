package report

import (
	"strconv"

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
		{"Status", Text, 20}, {"Preço de compra", Money, 28}, {"Preço de venda", Money, 28},
		{"Data de compra", Date, 22}, {"Data de venda", Date, 22},
	}}
	s.Rows = make([][]Cell, len(vehicles))
	for i, v := range vehicles {
		s.Rows[i] = []Cell{T(v.Make), T(v.Model), T(strconv.Itoa(v.Year)), T(v.Color), T(model.ShownPlate(v.LicensePlate)),
			T(model.VehicleStatusLabel[v.Status]), M(v.PurchasePrice), M(v.SellingPrice), D(v.PurchaseDate), D(v.SoldDate)}
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
			T(model.DebtStatusLabel[d.Status]), M(d.OriginalAmount), M(d.CurrentAmount), P(int64(d.InterestRate)),
			D(d.DueDate), T(strconv.Itoa(d.CurrentInstallment)), T(strconv.Itoa(d.Installments))}
	}
	return s
}
