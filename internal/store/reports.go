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

// ReportAssets returns, for the assets report, every asset acquired on or before until, with its status and
// values as they stand now, oldest acquisition first (without details or attachments).
func (s *Store) ReportAssets(ctx context.Context, until model.Date) ([]model.Asset, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, description, type, status, acquisition_value, current_value, acquisition_date
		FROM assets WHERE acquisition_date <= ? ORDER BY acquisition_date, id`, until)
	if err != nil {
		return nil, fmt.Errorf("report assets: %w", err)
	}
	defer rows.Close()
	assets := []model.Asset{}
	for rows.Next() {
		var a model.Asset
		if err := rows.Scan(&a.ID, &a.Description, &a.Type, &a.Status, &a.AcquisitionValue, &a.CurrentValue, &a.AcquisitionDate); err != nil {
			return nil, fmt.Errorf("report assets: %w", err)
		}
		assets = append(assets, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("report assets: %w", err)
	}
	return assets, nil
}

// ReportDebts returns, for the debts report, every debt registered by the end of the day until (in the
// business's time zone), with its balances and status as reported today, earliest due date first.
func (s *Store) ReportDebts(ctx context.Context, until model.Date) ([]model.Debt, error) {
	y, m, d := until.Time().Date()
	end := time.Date(y, m, d+1, 0, 0, 0, 0, businessZone).UTC()
	rows, err := s.db.QueryContext(ctx, "SELECT "+debtColumns+" FROM "+debtsView+" WHERE created_at < ? ORDER BY due_date, id",
		s.Today(), end)
	if err != nil {
		return nil, fmt.Errorf("report debts: %w", err)
	}
	defer rows.Close()
	debts := []model.Debt{}
	for rows.Next() {
		d, err := scanDebt(rows)
		if err != nil {
			return nil, fmt.Errorf("report debts: %w", err)
		}
		debts = append(debts, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("report debts: %w", err)
	}
	return debts, nil
}
