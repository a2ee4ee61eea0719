package store

import (
	"context"
	"io"
	"strconv"
	"strings"

	"patrimonio/internal/archive"
	"patrimonio/internal/database"
	"patrimonio/internal/model"
	"patrimonio/internal/sgs"
	"patrimonio/internal/sheet"
)

// importSheets are the sheets of an export (docs/decisions.md "Export and restore"): every asset, vehicle, debt,
// account and month of an index in the columns of its kind's import, written as the import reads them back —
// amounts as R$ 1.234,56, days dd/mm/aaaa, the pt-BR names of types and statuses — and, after them, what the
// import does not take but a reader wants (an asset's or a vehicle's situation).
func (s *Store) importSheets() []archive.Sheet {
	today := s.Today()
	return []archive.Sheet{
		importSheet("ativos", "assets", []string{"Situação"}, "SELECT "+assetColumns+" FROM assets ORDER BY id", nil,
			func(row scanner) ([]string, error) {
				a, err := scanAsset(row)
				return []string{a.Description, model.AssetTypeLabel[a.Type], a.AcquisitionValue.BRL(), a.CurrentValue.BRL(),
					a.AcquisitionDate.PtBR(), a.Details.Address, a.Details.Notes, model.AssetStatusLabel[a.Status]}, err
			}),
		importSheet("veiculos", "vehicles", []string{"Situação"}, "SELECT "+vehicleColumns+" FROM vehicles ORDER BY id", nil,
			func(row scanner) ([]string, error) {
				v, err := scanVehicle(row)
				mileage := ""
				if v.Mileage != nil {
					mileage = strconv.Itoa(*v.Mileage)
				}
				return []string{v.Make, v.Model, strconv.Itoa(v.Year), v.LicensePlate, v.Color, v.PurchasePrice.BRL(), v.SellingPrice.BRL(),
					v.PurchaseDate.PtBR(), v.Renavam, v.Chassis, mileage, v.Notes, model.VehicleStatusLabel[v.Status]}, err
			}),
		importSheet("dividas", "debts", nil, "SELECT "+debtColumns+" FROM "+debtsView+" ORDER BY id", []any{today},
			func(row scanner) ([]string, error) {
				d, err := scanDebt(row)
				contract := ""
				if d.ContractDate != nil {
					contract = d.ContractDate.PtBR()
				}
				return []string{d.CreditorName, d.CreditorDocument, d.Description, d.OriginalAmount.BRL(), d.CurrentAmount.BRL(),
					decimalComma(d.InterestRate.Decimal()), d.DueDate.PtBR(), model.DebtStatusLabel[d.RecordedStatus],
					model.DebtCategoryLabel[d.Category], d.PaymentMethod, strconv.Itoa(d.Installments), strconv.Itoa(d.CurrentInstallment), contract}, err
			}),
		importSheet("contas", "accounts", nil, "SELECT "+accountColumns+" ORDER BY a.id", []any{today},
			func(row scanner) ([]string, error) {
				a, err := scanAccount(row)
				return []string{a.Name, model.AccountKindLabel[a.Kind], a.BankName, a.Agency, a.Number, a.OpeningBalance.BRL(), a.OpeningDate.PtBR()}, err
			}),
		importSheet("indices", "indices", nil, "SELECT code, month, value FROM index_values ORDER BY code, month", nil,
			func(row scanner) ([]string, error) {
				var code model.IndexCode
				var month model.Date
				var value int64
				err := row.Scan(&code, &month, &value)
				return []string{model.IndexLabel[code], month.PtBR()[3:], decimalComma(sgs.FormatValue(value))}, err
			}),
	}
}

// scanner is a row to scan: *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

// importSheet is a sheet of the import columns of kind and the extra ones, one row for each row query answers.
func importSheet(name, kind string, extra []string, query string, args []any, cells func(scanner) ([]string, error)) archive.Sheet {
	return archive.Sheet{Name: name, Write: func(ctx context.Context, q database.Querier, w io.Writer) (int, error) {
		header := make([]string, 0, len(model.ImportFields[kind])+len(extra))
		for _, f := range model.ImportFields[kind] {
			header = append(header, f.Label)
		}
		records := [][]string{append(header, extra...)}
		rows, err := q.QueryContext(ctx, query, args...)
		if err != nil {
			return 0, err
		}
		defer rows.Close()
		for rows.Next() {
			record, err := cells(rows)
			if err != nil {
				return 0, err
			}
			records = append(records, record)
		}
		if err := rows.Err(); err != nil {
			return 0, err
		}
		return len(records) - 1, sheet.Write(w, sheet.CSV, records)
	}}
}

// decimalComma writes a decimal with a point as pt-BR does, with a comma.
func decimalComma(s string) string { return strings.Replace(s, ".", ",", 1) }
