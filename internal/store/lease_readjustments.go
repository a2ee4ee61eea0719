package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// The refusals of a readjustment.
var (
	// ErrLeaseNoIndex refuses a readjustment of a lease without an index.
	ErrLeaseNoIndex = errors.New("lease has no readjustment index")
	// ErrReadjustmentStale refuses applying a readjustment other than the lease's next one (a preview read before
	// another was applied).
	ErrReadjustmentStale = errors.New("not the lease's next readjustment")
	// ErrReadjustmentNotLast refuses undoing a readjustment a later one follows.
	ErrReadjustmentNotLast = errors.New("a later readjustment follows")
	// ErrLeaseReadjusted refuses changing what a readjustment was computed from (the rent, the start, the index and
	// its period and lag) once the lease has one.
	ErrLeaseReadjusted = errors.New("lease already readjusted")
)

// MissingIndexError holds a readjustment whose index lacks months of its window.
type MissingIndexError struct {
	Index  model.IndexCode
	Months []string // YYYY-MM
}

func (e *MissingIndexError) Error() string {
	return fmt.Sprintf("%s lacks %s", e.Index, strings.Join(e.Months, ", "))
}

const readjustmentColumns = `r.id, r.lease_id, r.effective_date, r.readjust_index, r.first_month, r.last_month, r.accumulated,
	r.rent_before, r.rent_after, r.created_by, COALESCE(u.name, ''), r.created_at
	FROM lease_readjustments r LEFT JOIN users u ON u.id = r.created_by`

// LeaseReadjustments returns a lease's readjustments, the first first.
func (s *Store) LeaseReadjustments(ctx context.Context, leaseID int64) ([]model.LeaseReadjustment, error) {
	if _, err := s.LeaseByID(ctx, leaseID); err != nil {
		return nil, err
	}
	return readjustmentsOf(ctx, s.db, leaseID)
}

func readjustmentsOf(ctx context.Context, q database.Querier, leaseID int64) ([]model.LeaseReadjustment, error) {
	list := []model.LeaseReadjustment{}
	err := scanAll(ctx, q, "lease readjustments", func(rows *sql.Rows) error {
		var r model.LeaseReadjustment
		var first, last model.Date
		var by sql.NullInt64
		var byName string
		if err := rows.Scan(&r.ID, &r.LeaseID, &r.EffectiveDate, &r.Index, &first, &last, &r.Accumulated, &r.RentBefore,
			&r.RentAfter, &by, &byName, &r.CreatedAt); err != nil {
			return err
		}
		r.FirstMonth, r.LastMonth, r.CreatedBy = monthOf(first), monthOf(last), actor(by, byName)
		list = append(list, r)
		return nil
	}, "SELECT "+readjustmentColumns+" WHERE r.lease_id = ? ORDER BY r.effective_date", leaseID)
	return list, err
}

// NextReadjustment is the lease's next readjustment as it would be applied now, from the index values kept.
func (s *Store) NextReadjustment(ctx context.Context, leaseID int64) (model.ReadjustmentPreview, error) {
	l, err := s.LeaseByID(ctx, leaseID)
	if err != nil {
		return model.ReadjustmentPreview{}, err
	}
	return s.nextReadjustment(ctx, s.db, l)
}

func (s *Store) nextReadjustment(ctx context.Context, q database.Querier, l model.Lease) (model.ReadjustmentPreview, error) {
	switch {
	case l.Index == model.IndexNone:
		return model.ReadjustmentPreview{}, ErrLeaseNoIndex
	case l.EndedOn != nil:
		return model.ReadjustmentPreview{}, ErrLeaseEnded
	}
	done, err := readjustmentsOf(ctx, q, l.ID)
	if err != nil {
		return model.ReadjustmentPreview{}, err
	}
	effective, first, last := l.ReadjustmentWindow(len(done) + 1)
	values, err := indexValues(ctx, q, l.Index, first, last)
	if err != nil {
		return model.ReadjustmentPreview{}, err
	}
	kept := make(map[string]int64, len(values))
	for _, v := range values {
		kept[monthOf(v.Month)] = v.Value
	}
	p := model.ReadjustmentPreview{EffectiveDate: effective, Index: l.Index, FirstMonth: monthOf(first), LastMonth: monthOf(last),
		RentBefore: l.Rent, Missing: []string{}}
	if len(done) > 0 {
		p.RentBefore = done[len(done)-1].RentAfter
	}
	changes := make([]int64, 0, l.ReadjustMonths)
	for m := first; !m.After(last); m = model.AddMonths(m, 1) {
		month := monthOf(m)
		v, ok := kept[month]
		if !ok {
			p.Months = append(p.Months, model.IndexMonth{Month: month})
			p.Missing = append(p.Missing, month)
			continue
		}
		value := model.Rate(v)
		p.Months = append(p.Months, model.IndexMonth{Month: month, Value: &value})
		changes = append(changes, v)
	}
	if p.Ready = len(p.Missing) == 0; p.Ready {
		acc := financing.Accumulated(changes)
		percent, rent := acc.Percent(), financing.Readjusted(p.RentBefore, acc, l.LowerOnDeflation)
		p.Accumulated, p.RentAfter = &percent, &rent
	}
	return p, nil
}

// ApplyReadjustment applies the lease's next readjustment, whose effective date the caller read in its preview:
// ErrReadjustmentStale when another is next by now, a *MissingIndexError while a month of its window is not kept.
func (s *Store) ApplyReadjustment(ctx context.Context, leaseID int64, effective model.Date, by model.User) (model.LeaseReadjustment, error) {
	var id int64
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		l, err := lockLease(ctx, tx, leaseID)
		if err != nil {
			return err
		}
		p, err := s.nextReadjustment(ctx, tx, l)
		if err != nil {
			return err
		}
		if p.EffectiveDate != effective {
			return ErrReadjustmentStale
		}
		if !p.Ready {
			return &MissingIndexError{Index: l.Index, Months: p.Missing}
		}
		first, _ := model.ParseDate(p.FirstMonth + "-01")
		last, _ := model.ParseDate(p.LastMonth + "-01")
		return tx.QueryRowContext(ctx, `INSERT INTO lease_readjustments (lease_id, effective_date, readjust_index, first_month,
				last_month, accumulated, rent_before, rent_after, created_by, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, leaseID, p.EffectiveDate, p.Index, first, last, *p.Accumulated,
			p.RentBefore, *p.RentAfter, nullID(by.ID), s.Now()).Scan(&id)
	})
	if err != nil {
		var missing *MissingIndexError
		if errors.As(err, &missing) {
			return model.LeaseReadjustment{}, err
		}
		return model.LeaseReadjustment{}, leaseError("apply readjustment", err)
	}
	list, err := readjustmentsOf(ctx, s.db, leaseID)
	if err != nil {
		return model.LeaseReadjustment{}, err
	}
	return list[len(list)-1], nil
}

// UndoReadjustment removes a lease's last readjustment: the rent before it is in force again.
func (s *Store) UndoReadjustment(ctx context.Context, leaseID, id int64) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := lockLease(ctx, tx, leaseID); err != nil {
			return err
		}
		var last int64 // one a date (UNIQUE (lease_id, effective_date)); 0 for none
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM (SELECT id FROM lease_readjustments WHERE lease_id = ?
				ORDER BY effective_date DESC LIMIT 1) x`, leaseID).Scan(&last); err != nil {
			return err
		}
		if last != id {
			var n int
			if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM lease_readjustments WHERE id = ? AND lease_id = ?", id, leaseID).
				Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return ErrNotFound
			}
			return ErrReadjustmentNotLast
		}
		_, err := tx.ExecContext(ctx, "DELETE FROM lease_readjustments WHERE id = ?", id)
		return err
	})
	return leaseError("undo readjustment", err)
}
