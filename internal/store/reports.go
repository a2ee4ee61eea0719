package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

const reportColumns = "id, type, period, reference, title, description, created_by, created_by_name, created_at"

func scanReport(row interface{ Scan(...any) error }) (model.Report, error) {
	var r model.Report
	var by sql.NullInt64
	var byName string
	if err := row.Scan(&r.ID, &r.Type, &r.Period, &r.Reference, &r.Title, &r.Description, &by, &byName, &r.CreatedAt); err != nil {
		return r, err
	}
	r.CreatedBy = &model.Actor{ID: by.Int64, Name: byName}
	r.CreatedAt = r.CreatedAt.UTC()
	return r, nil
}

// CreateReport stores a report request made by a person; Title and Description come with it.
func (s *Store) CreateReport(ctx context.Context, r model.Report, by model.User) (model.Report, error) {
	var id int64
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		return tx.QueryRowContext(ctx, `INSERT INTO reports (type, period, reference, title, description,
			created_by, created_by_name, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			r.Type, r.Period, r.Reference, r.Title, r.Description, nullID(by.ID), by.Name, s.Now()).Scan(&id)
	})
	if err != nil {
		return model.Report{}, fmt.Errorf("create report: %w", err)
	}
	return s.ReportByID(ctx, id)
}

// ReportByID returns one report request or ErrNotFound.
func (s *Store) ReportByID(ctx context.Context, id int64) (model.Report, error) {
	r, err := scanReport(s.db.QueryRowContext(ctx, "SELECT "+reportColumns+" FROM reports WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, ErrNotFound
	}
	if err != nil {
		return r, fmt.Errorf("report %d: %w", id, err)
	}
	return r, nil
}

// ReportFilter selects and orders a page of reports, newest first by default.
type ReportFilter struct {
	Type     string
	Period   string
	Sort     string // createdAt; '-' descends
	Page     int
	PageSize int
}

// ReportSorts are the sortable fields of the report list: the moment it was asked for.
var ReportSorts = SortFields{"createdAt": {expr: "created_at"}}

// ListReports returns one page of reports, newest first, and the count of all the filter selects.
func (s *Store) ListReports(ctx context.Context, f ReportFilter) ([]model.Report, model.ReportSummary, error) {
	var where []string
	var args []any
	if f.Type != "" {
		where = append(where, "type = ?")
		args = append(args, f.Type)
	}
	if f.Period != "" {
		where = append(where, "period = ?")
		args = append(args, f.Period)
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var sum model.ReportSummary
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM reports"+cond, args...).Scan(&sum.Count); err != nil {
		return nil, sum, fmt.Errorf("count reports: %w", err)
	}
	sort := f.Sort
	if sort == "" {
		sort = "-createdAt"
	}
	rows, err := s.db.QueryContext(ctx, "SELECT "+reportColumns+" FROM reports"+cond+orderBy(sort, ReportSorts, "createdAt")+" LIMIT ? OFFSET ?",
		append(args, f.PageSize, offset(f.Page, f.PageSize))...)
	if err != nil {
		return nil, sum, fmt.Errorf("list reports: %w", err)
	}
	defer rows.Close()
	reports := []model.Report{}
	for rows.Next() {
		r, err := scanReport(rows)
		if err != nil {
			return nil, sum, fmt.Errorf("list reports: %w", err)
		}
		reports = append(reports, r)
	}
	if err := rows.Err(); err != nil {
		return nil, sum, fmt.Errorf("list reports: %w", err)
	}
	return reports, sum, nil
}

// ReportAssets returns, for the assets report as of the end of day, the assets held then at their status and
// value then, by the ledger's rules (rebuildPositions): acquired on or before day, with an acquisition or
// valuation entry dated on or before it (its latest gives the value) and no sale or exchange dated on or before it;
// then the assets sold or exchanged from from to day, with the day and the value they left at. Oldest
// acquisition first. A record without history (written outside the store) stands as it stands now.
func (s *Store) ReportAssets(ctx context.Context, from, day model.Date) ([]model.ReportAsset, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, a.description, a.type, a.status, a.acquisition_date, a.acquisition_value,
			a.current_value, x.value, x.has_value, x.status_then, x.status_next, e.date, e.type, e.amount, COALESCE(sl.sale_value, 0)
		FROM assets a
		JOIN (SELECT a.id,
			(SELECT t.new_value FROM asset_transactions t WHERE t.asset_id = a.id AND t.new_value IS NOT NULL
				AND t.type NOT IN ('sale', 'exchange') AND t.date <= ? ORDER BY t.date DESC, t.id DESC LIMIT 1) AS value,
			CASE WHEN EXISTS (SELECT 1 FROM asset_transactions t WHERE t.asset_id = a.id AND t.new_value IS NOT NULL
				AND t.type NOT IN ('sale', 'exchange')) THEN 1 ELSE 0 END AS has_value,
			(SELECT t.new_status FROM asset_transactions t WHERE t.asset_id = a.id AND COALESCE(t.new_status, '') <> ''
				AND t.date <= ? ORDER BY t.date DESC, t.id DESC LIMIT 1) AS status_then,
			(SELECT t.previous_status FROM asset_transactions t WHERE t.asset_id = a.id AND COALESCE(t.previous_status, '') <> ''
				AND t.date > ? ORDER BY t.date, t.id LIMIT 1) AS status_next
			FROM assets a WHERE a.acquisition_date <= ?) x ON x.id = a.id
		LEFT JOIN (SELECT t.asset_id, t.date, t.type, t.amount,
				ROW_NUMBER() OVER (PARTITION BY t.asset_id ORDER BY t.date, t.id) AS n
			FROM asset_transactions t WHERE t.type IN ('sale', 'exchange')) e ON e.asset_id = a.id AND e.n = 1
		LEFT JOIN asset_sales sl ON sl.asset_id = a.id
		ORDER BY a.acquisition_date, a.id`, day, day, day, day)
	if err != nil {
		return nil, fmt.Errorf("report assets: %w", err)
	}
	defer rows.Close()
	assets := []model.ReportAsset{}
	for rows.Next() {
		var a model.ReportAsset
		var current, saleValue, endAmount sql.NullInt64
		var value sql.NullInt64
		var hasValue int
		var statusThen, statusNext, endType sql.NullString
		var endDate sql.Null[model.Date]
		if err := rows.Scan(&a.ID, &a.Description, &a.Type, &a.Status, &a.AcquisitionDate, &a.AcquisitionValue, &current,
			&value, &hasValue, &statusThen, &statusNext, &endDate, &endType, &endAmount, &saleValue); err != nil {
			return nil, fmt.Errorf("report assets: %w", err)
		}
		switch {
		case endDate.Valid && !endDate.V.After(day):
			if endDate.V.Before(from) {
				continue // it had left before the period
			}
			a.LeftOn, a.Status = endDate.V, model.AssetExchanged
			a.LeftValue = model.Money(endAmount.Int64)
			if endType.String == "sale" {
				a.Status, a.LeftValue = model.AssetSold, model.Money(saleValue.Int64)
			}
		case hasValue == 0:
			if model.AssetFinal(a.Status) {
				continue
			}
			value = current // no history: it stood as it stands now
		case !value.Valid:
			continue // its first entry is after day (an acquisition date edited to an earlier day)
		case statusThen.Valid:
			a.Status = statusThen.String
		case statusNext.Valid:
			a.Status = statusNext.String
		}
		if model.AssetFinal(a.Status) && a.LeftOn.IsZero() {
			a.Status = model.AssetActive // a final status without its entry: held until the entry says otherwise
		}
		a.Value = model.Money(value.Int64)
		if !value.Valid {
			a.Value = model.Money(current.Int64)
		}
		assets = append(assets, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("report assets: %w", err)
	}
	return assets, nil
}

// ReportDebts returns, for the debts report as of the end of day, every debt registered by then with the
// balance it owed then and its status then, by the ledger's rules (rebuildPositions): the balance is the sum of
// its history's changes dated on or before day and the status is that of the latest written of them; an active debt
// whose due date is before day was overdue. Earliest due date first. A debt without history (written outside
// the store) stands as it stands now if it was created by the end of day.
func (s *Store) ReportDebts(ctx context.Context, day model.Date) ([]model.Debt, error) {
	y, m, d := day.Time().Date()
	end := time.Date(y, m, d+1, 0, 0, 0, 0, businessZone).UTC()
	rows, err := s.db.QueryContext(ctx, "SELECT "+debtColumns+`, h.amount, h.h_status, h.h_action, h.rows_then, h.rows_all
		FROM `+debtsView+` LEFT JOIN (SELECT debt_id,
				CAST(SUM(CASE WHEN event_date <= ? AND action <> 'delete' THEN COALESCE(new_amount, 0) - COALESCE(previous_amount, 0) ELSE 0 END) AS BIGINT) AS amount,
				SUM(CASE WHEN event_date <= ? THEN 1 ELSE 0 END) AS rows_then, COUNT(*) AS rows_all,
				MAX(CASE WHEN last_then = 1 THEN new_status END) AS h_status, MAX(CASE WHEN last_then = 1 THEN action END) AS h_action
			FROM (SELECT debt_id, event_date, action, new_amount, previous_amount, new_status,
					CASE WHEN event_date <= ? THEN ROW_NUMBER() OVER (PARTITION BY debt_id, CASE WHEN event_date <= ? THEN 0 ELSE 1 END
						ORDER BY id DESC) END AS last_then
				FROM debt_history) hh GROUP BY debt_id) h ON h.debt_id = d.id
		ORDER BY due_date, id`, s.Today(), day, day, day, day)
	if err != nil {
		return nil, fmt.Errorf("report debts: %w", err)
	}
	defer rows.Close()
	debts := []model.Debt{}
	for rows.Next() {
		var amount, rowsThen, rowsAll sql.NullInt64
		var status, action sql.NullString
		d, err := scanDebt(rows, &amount, &status, &action, &rowsThen, &rowsAll)
		if err != nil {
			return nil, fmt.Errorf("report debts: %w", err)
		}
		if rowsAll.Int64 == 0 {
			if !d.CreatedAt.Before(end) {
				continue
			}
			d.Status = d.RecordedStatus
		} else {
			if rowsThen.Int64 == 0 || action.String == "delete" {
				continue // registered after day
			}
			d.CurrentAmount = model.Money(amount.Int64)
			d.Status = model.DebtStatus(status.String)
			if !status.Valid || status.String == "" {
				d.Status = model.DebtPaid // the ledger counts a row without a status as nothing owed
			}
			d.RecordedStatus = d.Status
		}
		if d.Status == model.DebtActive && d.DueDate.Before(day) {
			d.Status = model.DebtOverdue
		}
		debts = append(debts, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("report debts: %w", err)
	}
	return debts, nil
}
