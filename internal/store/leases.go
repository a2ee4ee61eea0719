package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// The refusals of a lease that only the store can see.
var (
	// ErrLeaseAssetNotRentable refuses a lease of an asset sold or exchanged.
	ErrLeaseAssetNotRentable = errors.New("asset sold or exchanged cannot be rented")
	// ErrLeaseBeforeAcquisition refuses a lease that starts before its asset was acquired.
	ErrLeaseBeforeAcquisition = errors.New("lease starts before the acquisition")
	// ErrLeaseActive refuses a second active lease of one asset.
	ErrLeaseActive = errors.New("the asset has an active lease")
	// ErrLeaseOverlap refuses a lease whose period crosses an ended lease's of the same asset.
	ErrLeaseOverlap = errors.New("lease overlaps another of the asset")
	// ErrLeaseEnded refuses ending a lease twice.
	ErrLeaseEnded = errors.New("lease already ended")
	// ErrLeaseEndBeforeStart refuses an end before the lease's start.
	ErrLeaseEndBeforeStart = errors.New("lease ends before it starts")
	// ErrAssetLeased refuses a status other than 'Alugado' for an asset with an active lease.
	ErrAssetLeased = errors.New("the asset has an active lease")
)

const leaseColumns = `l.id, l.asset_id, a.description, l.tenant_name, l.tenant_document, l.tenant_email, l.tenant_phone,
	l.start_date, l.term_months, l.rent, l.due_day, l.readjust_index, l.readjust_months, l.index_lag, l.lower_on_deflation,
	l.guarantee, l.guarantee_amount, l.guarantor_name, l.guarantor_document, l.late_fine, l.late_interest, l.notes,
	l.ended_on, l.end_reason, l.created_by, COALESCE(u.name, ''), l.created_at, l.updated_at
	FROM leases l JOIN assets a ON a.id = l.asset_id LEFT JOIN users u ON u.id = l.created_by`

func scanLease(row interface{ Scan(...any) error }) (model.Lease, error) {
	var l model.Lease
	var ended model.Date
	var createdBy sql.NullInt64
	var createdByName string
	err := row.Scan(&l.ID, &l.AssetID, &l.AssetDescription, &l.TenantName, &l.TenantDocument, &l.TenantEmail, &l.TenantPhone,
		&l.StartDate, &l.TermMonths, &l.Rent, &l.DueDay, &l.Index, &l.ReadjustMonths, &l.IndexLag, &l.LowerOnDeflation,
		&l.Guarantee, &l.GuaranteeAmount, &l.GuarantorName, &l.GuarantorDocument, &l.LateFine, &l.LateInterest, &l.Notes,
		&ended, &l.EndReason, &createdBy, &createdByName, &l.CreatedAt, &l.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return model.Lease{}, ErrNotFound
	}
	if err != nil {
		return model.Lease{}, err
	}
	l.TermEnd = model.LeaseTermEnd(l.StartDate, l.TermMonths)
	l.Status = model.LeaseActive
	if !ended.IsZero() {
		l.EndedOn, l.Status = &ended, model.LeaseEnded
	}
	l.CreatedBy = actor(createdBy, createdByName)
	return l, nil
}

// LeaseFilter narrows the list of leases: of one asset (0 for all) and of one status (empty for both).
type LeaseFilter struct {
	AssetID int64
	Status  string
}

// ListLeases returns a page of the leases, the active first, then the latest started, and how many there are.
func (s *Store) ListLeases(ctx context.Context, f LeaseFilter, page, size int) ([]model.Lease, int, error) {
	where := ` WHERE (? = 0 OR l.asset_id = ?) AND (? = '' OR (? = 'active') = (l.ended_on IS NULL))`
	args := []any{f.AssetID, f.AssetID, f.Status, f.Status}
	var total int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM leases l"+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count leases: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, "SELECT "+leaseColumns+where+
		" ORDER BY CASE WHEN l.ended_on IS NULL THEN 0 ELSE 1 END, l.start_date DESC, l.id DESC LIMIT ? OFFSET ?",
		append(args, size, offset(page, size))...)
	if err != nil {
		return nil, 0, fmt.Errorf("leases: %w", err)
	}
	defer rows.Close()
	list := []model.Lease{}
	for rows.Next() {
		l, err := scanLease(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("leases: %w", err)
		}
		list = append(list, l)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("leases: %w", err)
	}
	if err := s.withRents(ctx, s.db, list); err != nil {
		return nil, 0, err
	}
	return list, total, nil
}

// withRents gives each lease the rent in force today, the day of its next readjustment and, while it is active, the
// next rent to fall due.
func (s *Store) withRents(ctx context.Context, q database.Querier, list []model.Lease) error {
	if len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	for i, l := range list {
		ids[i] = l.ID
	}
	in, args := idList(ids)
	byLease := map[int64][]model.LeaseReadjustment{}
	if err := scanAll(ctx, q, "lease rents", func(rows *sql.Rows) error {
		var r model.LeaseReadjustment
		if err := rows.Scan(&r.LeaseID, &r.EffectiveDate, &r.RentAfter); err != nil {
			return err
		}
		byLease[r.LeaseID] = append(byLease[r.LeaseID], r)
		return nil
	}, "SELECT lease_id, effective_date, rent_after FROM lease_readjustments WHERE lease_id IN ("+in+") ORDER BY lease_id, effective_date",
		args...); err != nil {
		return err
	}
	today := s.Today()
	for i := range list {
		l := &list[i]
		done := byLease[l.ID]
		l.CurrentRent = l.Rent
		for _, r := range done {
			if !r.EffectiveDate.After(today) {
				l.CurrentRent = r.RentAfter
			}
		}
		if l.EndedOn != nil {
			continue
		}
		if l.Index != model.IndexNone {
			next, _, _ := l.ReadjustmentWindow(len(done) + 1)
			l.NextReadjustment = &next
		}
		// Last month's bill falls due this month and this month's the next: the bills of two months back to a month
		// ahead (of the start, for a lease that has not begun) hold it, whatever the lease's age.
		for _, b := range model.LeaseBills(*l, done, model.AddMonths(today, -2), model.AddMonths(laterOf(today, l.StartDate), 1)) {
			if !b.DueDate.Before(today) {
				l.NextBill = &b
				break
			}
		}
	}
	return nil
}

// LeaseByID returns one lease, or ErrNotFound.
func (s *Store) LeaseByID(ctx context.Context, id int64) (model.Lease, error) {
	l, err := scanLease(s.db.QueryRowContext(ctx, "SELECT "+leaseColumns+" WHERE l.id = ?", id))
	if errors.Is(err, ErrNotFound) {
		return l, err
	}
	if err != nil {
		return l, fmt.Errorf("lease %d: %w", id, err)
	}
	one := []model.Lease{l}
	if err := s.withRents(ctx, s.db, one); err != nil {
		return l, err
	}
	return one[0], nil
}

// CreateLease signs a lease of an asset not sold or exchanged, starting on or after its acquisition, when the asset
// has no active lease and no ended one whose period crosses it; the asset reads 'Alugado' from then on.
func (s *Store) CreateLease(ctx context.Context, l model.Lease, by model.User) (model.Lease, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		a, err := s.leasableAsset(ctx, tx, l)
		if err != nil {
			return err
		}
		var active int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM leases WHERE asset_id = ? AND ended_on IS NULL", l.AssetID).
			Scan(&active); err != nil {
			return err
		}
		if active > 0 {
			return ErrLeaseActive
		}
		if err := leaseOverlaps(ctx, tx, l); err != nil {
			return err
		}
		now := s.Now()
		if err := tx.QueryRowContext(ctx, `INSERT INTO leases (asset_id, tenant_name, tenant_document, tenant_email,
				tenant_phone, start_date, term_months, rent, due_day, readjust_index, readjust_months, index_lag,
				lower_on_deflation, guarantee, guarantee_amount, guarantor_name, guarantor_document, late_fine, late_interest,
				notes, created_by, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			l.AssetID, l.TenantName, l.TenantDocument, l.TenantEmail, l.TenantPhone, l.StartDate, l.TermMonths, l.Rent,
			l.DueDay, l.Index, l.ReadjustMonths, l.IndexLag, l.LowerOnDeflation, l.Guarantee, l.GuaranteeAmount,
			l.GuarantorName, l.GuarantorDocument, l.LateFine, l.LateInterest, l.Notes, nullID(by.ID), now, now).Scan(&l.ID); err != nil {
			return err
		}
		return s.changeAssetStatus(ctx, tx, w, a, model.AssetRented, by)
	})
	if err != nil {
		return model.Lease{}, leaseError("create lease", err)
	}
	return s.LeaseByID(ctx, l.ID)
}

// UpdateLease changes a lease's terms (its asset stays); the same checks as a new one's, against the asset's other
// leases. It moves no money nor any status.
func (s *Store) UpdateLease(ctx context.Context, l model.Lease) (model.Lease, error) {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		before, err := lockLease(ctx, tx, l.ID)
		if err != nil {
			return err
		}
		l.AssetID, l.EndedOn = before.AssetID, before.EndedOn
		if l.Rent != before.Rent || l.StartDate != before.StartDate || l.Index != before.Index ||
			l.ReadjustMonths != before.ReadjustMonths || l.IndexLag != before.IndexLag {
			var readjusted int
			if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM lease_readjustments WHERE lease_id = ?", l.ID).Scan(&readjusted); err != nil {
				return err
			}
			if readjusted > 0 {
				return ErrLeaseReadjusted
			}
		}
		if before.EndedOn != nil && before.EndedOn.Before(l.StartDate) {
			return ErrLeaseEndBeforeStart
		}
		if _, err := s.leasableAsset(ctx, tx, l); err != nil && !(errors.Is(err, ErrLeaseAssetNotRentable) && before.EndedOn != nil) {
			return err
		}
		if err := leaseOverlaps(ctx, tx, l); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE leases SET tenant_name = ?, tenant_document = ?, tenant_email = ?, tenant_phone = ?,
				start_date = ?, term_months = ?, rent = ?, due_day = ?, readjust_index = ?, readjust_months = ?, index_lag = ?,
				lower_on_deflation = ?, guarantee = ?, guarantee_amount = ?, guarantor_name = ?, guarantor_document = ?,
				late_fine = ?, late_interest = ?, notes = ?, updated_at = ?
			WHERE id = ?`,
			l.TenantName, l.TenantDocument, l.TenantEmail, l.TenantPhone, l.StartDate, l.TermMonths, l.Rent, l.DueDay, l.Index,
			l.ReadjustMonths, l.IndexLag, l.LowerOnDeflation, l.Guarantee, l.GuaranteeAmount, l.GuarantorName,
			l.GuarantorDocument, l.LateFine, l.LateInterest, l.Notes, s.Now(), l.ID)
		return err
	})
	if err != nil {
		return model.Lease{}, leaseError("update lease", err)
	}
	return s.LeaseByID(ctx, l.ID)
}

// EndLease ends an active lease on day (not before its start), with why; its asset reads 'Ativo' again.
func (s *Store) EndLease(ctx context.Context, id int64, day model.Date, reason string, by model.User) (model.Lease, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		l, err := lockLease(ctx, tx, id)
		if err != nil {
			return err
		}
		switch {
		case l.EndedOn != nil:
			return ErrLeaseEnded
		case day.Before(l.StartDate):
			return ErrLeaseEndBeforeStart
		}
		if _, err := tx.ExecContext(ctx, "UPDATE leases SET ended_on = ?, end_reason = ?, updated_at = ? WHERE id = ?",
			day, reason, s.Now(), id); err != nil {
			return err
		}
		return s.freeLeasedAsset(ctx, tx, w, l.AssetID, by)
	})
	if err != nil {
		return model.Lease{}, leaseError("end lease", err)
	}
	return s.LeaseByID(ctx, id)
}

// DeleteLease deletes a lease entered by mistake; an active one's asset reads 'Ativo' again.
func (s *Store) DeleteLease(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		l, err := lockLease(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM leases WHERE id = ?", id); err != nil {
			return err
		}
		if l.EndedOn != nil {
			return nil
		}
		return s.freeLeasedAsset(ctx, tx, w, l.AssetID, by)
	})
	return leaseError("delete lease", err)
}

// lockLease locks a lease's row for the write and reads it.
func lockLease(ctx context.Context, tx *database.Tx, id int64) (model.Lease, error) {
	res, err := tx.ExecContext(ctx, "UPDATE leases SET id = id WHERE id = ?", id)
	if err != nil {
		return model.Lease{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return model.Lease{}, ErrNotFound
	}
	return scanLease(tx.QueryRowContext(ctx, "SELECT "+leaseColumns+" WHERE l.id = ?", id))
}

// leasableAsset locks the lease's asset and checks that it may be rented from the lease's start: not sold or
// exchanged, and acquired by then.
func (s *Store) leasableAsset(ctx context.Context, tx *database.Tx, l model.Lease) (model.Asset, error) {
	a, err := lockAsset(ctx, tx, l.AssetID)
	if err != nil {
		return a, err
	}
	if model.AssetFinal(a.Status) {
		return a, ErrLeaseAssetNotRentable
	}
	if l.StartDate.Before(a.AcquisitionDate) {
		return a, ErrLeaseBeforeAcquisition
	}
	return a, nil
}

// leaseOverlaps reports ErrLeaseOverlap when another lease of the asset covered a day of l's: an active one covers
// every day from its start on, an ended one its start to its end.
func leaseOverlaps(ctx context.Context, tx *database.Tx, l model.Lease) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM leases WHERE asset_id = ? AND id <> ?
			AND (ended_on IS NULL OR ended_on >= ?) AND (? OR start_date <= ?)`,
		l.AssetID, l.ID, l.StartDate, l.EndedOn == nil, l.Until()).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return ErrLeaseOverlap
	}
	return nil
}

// freeLeasedAsset gives back the status 'Ativo' to an asset that read 'Alugado' by its lease.
func (s *Store) freeLeasedAsset(ctx context.Context, tx *database.Tx, w *ledgerWrite, assetID int64, by model.User) error {
	a, err := lockAsset(ctx, tx, assetID)
	if err != nil || a.Status != model.AssetRented {
		return err
	}
	return s.changeAssetStatus(ctx, tx, w, a, model.AssetActive, by)
}

// leaseError wraps what is not one of the refusals a person reads.
func leaseError(doing string, err error) error {
	if err == nil {
		return nil
	}
	for _, known := range []error{ErrNotFound, ErrLeaseAssetNotRentable, ErrLeaseBeforeAcquisition, ErrLeaseActive,
		ErrLeaseOverlap, ErrLeaseEnded, ErrLeaseEndBeforeStart, ErrLeaseNoIndex, ErrReadjustmentStale, ErrReadjustmentNotLast,
		ErrLeaseReadjusted} {
		if errors.Is(err, known) {
			return err
		}
	}
	return fmt.Errorf("%s: %w", doing, err)
}
