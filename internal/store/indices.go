package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// Indices sums up the series kept of every index, in the order of model.IndexCodes.
func (s *Store) Indices(ctx context.Context) ([]model.IndexSeries, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT code, COUNT(*), MIN(month), MAX(month) FROM index_values GROUP BY code")
	if err != nil {
		return nil, fmt.Errorf("indices: %w", err)
	}
	defer rows.Close()
	held := map[model.IndexCode]model.IndexSeries{}
	for rows.Next() {
		var x model.IndexSeries
		var first, last model.Date
		if err := rows.Scan(&x.Code, &x.Months, &first, &last); err != nil {
			return nil, fmt.Errorf("indices: %w", err)
		}
		f, l := monthOf(first), monthOf(last)
		x.FirstMonth, x.LastMonth = &f, &l
		held[x.Code] = x
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("indices: %w", err)
	}
	list := make([]model.IndexSeries, len(model.IndexCodes))
	for i, code := range model.IndexCodes {
		x := held[code]
		x.Code, x.Label = code, model.IndexLabel[code]
		list[i] = x
	}
	return list, nil
}

// monthOf writes a month as YYYY-MM.
func monthOf(d model.Date) string { return d.String()[:7] }

// IndexValues returns the values kept of an index for the months from from to to (either zero: no bound), in
// month order; the months without a value are absent.
func (s *Store) IndexValues(ctx context.Context, code model.IndexCode, from, to model.Date) ([]model.IndexValue, error) {
	return indexValues(ctx, s.db, code, from, to)
}

func indexValues(ctx context.Context, q database.Querier, code model.IndexCode, from, to model.Date) ([]model.IndexValue, error) {
	query, args := "SELECT month, value FROM index_values WHERE code = ?", []any{string(code)}
	if !from.IsZero() {
		query, args = query+" AND month >= ?", append(args, from)
	}
	if !to.IsZero() {
		query, args = query+" AND month <= ?", append(args, to)
	}
	rows, err := q.QueryContext(ctx, query+" ORDER BY month", args...)
	if err != nil {
		return nil, fmt.Errorf("values of %s: %w", code, err)
	}
	defer rows.Close()
	list := []model.IndexValue{}
	for rows.Next() {
		var v model.IndexValue
		if err := rows.Scan(&v.Month, &v.Value); err != nil {
			return nil, fmt.Errorf("values of %s: %w", code, err)
		}
		list = append(list, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("values of %s: %w", code, err)
	}
	return list, nil
}

// SetIndexValues keeps the values of an index, each for its month (the first day of it), replacing what a month
// had, all in one transaction: an import lands whole or not at all.
func (s *Store) SetIndexValues(ctx context.Context, code model.IndexCode, values []model.IndexValue) error {
	now := s.Now()
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		for _, v := range values {
			if err := putIndexValue(ctx, tx, code, firstOfMonth(v.Month), v.Value, now); err != nil {
				return err
			}
		}
		return s.accrueIndexed(ctx, tx, code)
	})
	if err != nil {
		return fmt.Errorf("set values of %s: %w", code, err)
	}
	return nil
}

// putIndexValue keeps an index's value of a month (its first day), replacing the one it had.
func putIndexValue(ctx context.Context, tx *database.Tx, code model.IndexCode, month model.Date, value int64, now time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO index_values (code, month, value, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (code, month) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, string(code), month, value, now)
	return err
}

// DeleteIndexValue removes an index's value of a month; ErrNotFound when it had none.
func (s *Store) DeleteIndexValue(ctx context.Context, code model.IndexCode, month model.Date) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM index_values WHERE code = ? AND month = ?", string(code), firstOfMonth(month))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return s.accrueIndexed(ctx, tx, code)
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete value of %s: %w", code, err)
	}
	return err
}

func firstOfMonth(d model.Date) model.Date {
	y, m, _ := d.Time().Date()
	return model.NewDate(y, m, 1)
}

// indexOfSchedule is the change of d's index applied before installment k of its schedule: the value of the month
// k falls due in, less the lag; false when the series has no value for that month.
func indexOfSchedule(ctx context.Context, q database.Querier, d model.Debt) (func(k int) (financing.Rate, bool), error) {
	values, err := indexValues(ctx, q, d.Index, model.Date{}, model.Date{})
	if err != nil {
		return nil, err
	}
	byMonth := make(map[string]int64, len(values))
	for _, v := range values {
		byMonth[monthOf(v.Month)] = v.Value
	}
	first := *d.FirstDueDate
	return func(k int) (financing.Rate, bool) {
		month := firstOfMonth(financing.Due(first, k)).Time().AddDate(0, -d.IndexLag, 0)
		v, ok := byMonth[month.Format(time.DateOnly)[:7]]
		return financing.MillionthsOfPercent(v), ok
	}, nil
}
