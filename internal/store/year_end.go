package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/model"
)

// YearEndAssets returns the assets of the year-end position between the end of day before (31/12 of the year
// before) and the end of day end (31/12 of the year, or today): every asset held on either day or that left
// (sold or exchanged) between them, with its cost on each day — the acquisition value plus the improvements dated
// by then, 0 when it was not held — and, for one that left, the day, how, the sale value and its cost then.
// Group and code first, then the oldest acquisition.
func (s *Store) YearEndAssets(ctx context.Context, before, end model.Date) ([]model.YearEndAsset, error) {
	improvementsBy := func(day string) string {
		return `CAST(COALESCE((SELECT SUM(i.amount) FROM asset_improvements i WHERE i.asset_id = a.id AND i.improvement_date <= ` +
			day + `), 0) AS BIGINT)`
	}
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, a.description, a.type, a.irpf_code, a.details, a.acquisition_date,
			a.acquisition_value, `+improvementsBy("?")+`, `+improvementsBy("?")+`, e.date, e.type,
			CAST(COALESCE(sl.sale_value, e.amount, 0) AS BIGINT), `+improvementsBy("e.date")+`
		FROM assets a
		LEFT JOIN (SELECT t.asset_id, t.date, t.type, t.amount,
				ROW_NUMBER() OVER (PARTITION BY t.asset_id ORDER BY t.date, t.id) AS n
			FROM asset_transactions t WHERE t.type IN ('sale', 'exchange')) e ON e.asset_id = a.id AND e.n = 1
		LEFT JOIN asset_sales sl ON sl.asset_id = a.id
		WHERE a.acquisition_date <= ? AND (e.date IS NULL OR e.date > ?)
		ORDER BY a.acquisition_date, a.id`, before, end, end, before)
	if err != nil {
		return nil, fmt.Errorf("year-end assets: %w", err)
	}
	defer rows.Close()
	list := []model.YearEndAsset{}
	for rows.Next() {
		var a model.YearEndAsset
		var chosen, details string
		var improvementsBefore, improvementsAtExit model.Money
		var leftOn sql.Null[model.Date]
		var leftBy sql.NullString
		if err := rows.Scan(&a.ID, &a.Description, &a.Type, &chosen, &details, &a.AcquisitionDate, &a.AcquisitionValue,
			&improvementsBefore, &a.ImprovementsAfter, &leftOn, &leftBy, &a.SaleValue, &improvementsAtExit); err != nil {
			return nil, fmt.Errorf("year-end assets: %w", err)
		}
		if err := json.Unmarshal([]byte(details), &a.Details); err != nil {
			return nil, fmt.Errorf("asset %d details: %w", a.ID, err)
		}
		a.IRPFCode = model.Asset{Type: a.Type, IRPFCodeChosen: chosen}.IRPFCode()
		if !a.AcquisitionDate.After(before) {
			a.CostBefore = a.AcquisitionValue + improvementsBefore
		}
		if leftOn.Valid && !leftOn.V.After(end) {
			a.LeftOn, a.LeftBy, a.CostAtExit = leftOn.V, leftBy.String, a.AcquisitionValue+improvementsAtExit
			a.ImprovementsAfter = 0
		} else {
			a.CostAfter = a.AcquisitionValue + a.ImprovementsAfter
			a.SaleValue = 0
		}
		list = append(list, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("year-end assets: %w", err)
	}
	slices.SortStableFunc(list, func(x, y model.YearEndAsset) int { return strings.Compare(x.IRPFCode, y.IRPFCode) })
	return list, nil
}

// DepreciationAssets returns the assets held at some time from from to end whose depreciation rate is above zero,
// each with its improvements dated by end and the day it left (sold or exchanged; zero when it did not), oldest
// acquisition first.
func (s *Store) DepreciationAssets(ctx context.Context, from, end model.Date) ([]model.DepreciationAsset, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+assetColumns+`, e.date
		FROM assets a
		LEFT JOIN (SELECT t.asset_id, MIN(t.date) AS date FROM asset_transactions t WHERE t.type IN ('sale', 'exchange')
			GROUP BY t.asset_id) e ON e.asset_id = a.id
		WHERE a.acquisition_date <= ? AND (e.date IS NULL OR e.date >= ?)
		ORDER BY a.acquisition_date, a.id`, end, from)
	if err != nil {
		return nil, fmt.Errorf("depreciation assets: %w", err)
	}
	defer rows.Close()
	list := []model.DepreciationAsset{}
	at := map[int64]int{}
	for rows.Next() {
		var left sql.Null[model.Date]
		a, err := scanAsset(withExtra{rows, []any{&left}})
		if err != nil {
			return nil, fmt.Errorf("depreciation assets: %w", err)
		}
		if a.AnnualDepreciation() <= 0 {
			continue
		}
		at[a.ID] = len(list)
		list = append(list, model.DepreciationAsset{Asset: a, LeftOn: left.V})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("depreciation assets: %w", err)
	}
	improvements, err := s.db.QueryContext(ctx, `SELECT asset_id, improvement_date, amount FROM asset_improvements
		WHERE improvement_date <= ? ORDER BY improvement_date, id`, end)
	if err != nil {
		return nil, fmt.Errorf("depreciation improvements: %w", err)
	}
	defer improvements.Close()
	for improvements.Next() {
		var id int64
		var m model.DatedAmount
		if err := improvements.Scan(&id, &m.Date, &m.Amount); err != nil {
			return nil, fmt.Errorf("depreciation improvements: %w", err)
		}
		if i, ok := at[id]; ok {
			list[i].Improvements = append(list[i].Improvements, m)
		}
	}
	return list, improvements.Err()
}

// withExtra scans a row into what a scan function asks for, then into extra (the columns a query adds after them).
type withExtra struct {
	rows  *sql.Rows
	extra []any
}

func (r withExtra) Scan(dest ...any) error { return r.rows.Scan(append(dest, r.extra...)...) }

// YearEndBalances returns the cash and bank accounts and the receivables of the year-end position with their
// balances at the end of before (31/12 of the year before) and of end: each account with money on either day, in
// the order of its name, then each receivable of a sale made by end with principal to receive on either day.
func (s *Store) YearEndBalances(ctx context.Context, before, end model.Date) ([]model.YearEndBalance, error) {
	list := []model.YearEndBalance{}
	err := scanAll(ctx, s.db, "year-end accounts", func(rows *sql.Rows) error {
		var a model.Account
		var b model.YearEndBalance
		if err := rows.Scan(&a.ID, &a.Name, &a.Kind, &a.BankName, &a.Agency, &a.Number, &b.Before, &b.After); err != nil {
			return err
		}
		if b.Before != 0 || b.After != 0 {
			b.IRPFCode, b.Account = a.Kind.IRPFCode(), &a
			list = append(list, b)
		}
		return nil
	}, `SELECT a.id, a.name, a.kind, a.bank_name, a.agency, a.number,
			CAST(COALESCE(SUM(CASE WHEN m.movement_date <= ? THEN m.amount END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN m.movement_date <= ? THEN m.amount END), 0) AS BIGINT)
		FROM accounts a JOIN account_movements m ON m.account_id = a.id
		GROUP BY a.id, a.name, a.kind, a.bank_name, a.agency, a.number, a.name_sort ORDER BY a.name_sort, a.id`, before, end)
	if err != nil {
		return nil, err
	}
	var receivables []model.Receivable
	err = scanAll(ctx, s.db, "year-end receivables", func(rows *sql.Rows) error {
		var r model.Receivable
		if err := rows.Scan(&r.ID, &r.Description, &r.DebtorName, &r.SaleDate, &r.SaleValue, &r.DownPayment, &r.Amount); err != nil {
			return err
		}
		receivables = append(receivables, r)
		return nil
	}, `SELECT id, description, debtor_name, sale_date, sale_value, down_payment, amount FROM receivables
		WHERE sale_date <= ? ORDER BY sale_date, id`, end)
	if err != nil || len(receivables) == 0 {
		return list, err
	}
	installments := map[int64][]model.Installment{}
	err = scanAll(ctx, s.db, "year-end installments", func(rows *sql.Rows) error {
		var id int64
		var in model.Installment
		if err := rows.Scan(&id, &in.Amount, &in.Interest); err != nil {
			return err
		}
		installments[id] = append(installments[id], in)
		return nil
	}, `SELECT i.receivable_id, i.amount, i.interest FROM receivable_installments i
		JOIN receivables r ON r.id = i.receivable_id WHERE r.sale_date <= ? ORDER BY i.receivable_id, i.number`, end)
	if err != nil {
		return nil, err
	}
	type received struct{ before, after model.Money }
	receipts := map[int64]received{}
	err = scanAll(ctx, s.db, "year-end receipts", func(rows *sql.Rows) error {
		var id int64
		var r received
		if err := rows.Scan(&id, &r.before, &r.after); err != nil {
			return err
		}
		receipts[id] = r
		return nil
	}, `SELECT receivable_id, CAST(COALESCE(SUM(CASE WHEN receipt_date <= ? THEN amount END), 0) AS BIGINT),
			CAST(SUM(amount) AS BIGINT)
		FROM receivable_receipts WHERE receipt_date <= ? GROUP BY receivable_id`, before, end)
	if err != nil {
		return nil, err
	}
	for _, r := range receivables {
		b := model.YearEndBalance{IRPFCode: model.IRPFReceivableCode, Receivable: &r}
		got := receipts[r.ID]
		if !r.SaleDate.After(before) {
			b.Before = model.PrincipalOpen(r.Amount, installments[r.ID], got.before)
		}
		b.After = model.PrincipalOpen(r.Amount, installments[r.ID], got.after)
		if b.Before != 0 || b.After != 0 {
			list = append(list, b)
		}
	}
	return list, nil
}
