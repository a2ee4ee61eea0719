package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// EventAccountError refuses the account named by a money event of a record (a purchase paid from it, a sale
// received into it, a loan's disbursement, a debt payment): Err is ErrNotFound (no such account),
// ErrBeforeOpening or ErrNegativeBalance; Field is the request's field that named the account.
type EventAccountError struct {
	Field string
	Err   error
}

func (e *EventAccountError) Error() string { return e.Field + ": " + e.Err.Error() }
func (e *EventAccountError) Unwrap() error { return e.Err }

// moneyEvent is one money event of a record as it should stand: its movement on account (none when 0), dated
// date, signed amount (positive into the account); with no account, its counterpart (nil keeps the one it had).
// field names the request field that chose the account.
type moneyEvent struct {
	source      string
	id          int64
	account     int64
	date        model.Date
	amount      model.Money
	description string
	field       string
	counterpart *model.Counterpart
	// fresh: the record was created in this transaction, so the event has neither a movement nor a counterpart yet.
	fresh bool
}

// setMoneyEvent makes the account movement of a record's money event what e says, in the record's transaction:
// the movement it had (if any) is removed and, when e names an account, a new one is written, so a corrected
// date, amount or account reaches the statements, the balances and the cash flow. It checks the accounts
// touched (the new one must exist and be open on the date; neither may go below zero where its kind forbids
// it) and returns the earliest date of the movement it replaced and the one it wrote (zero when nothing
// changed), which the caller's ledger note includes.
func (s *Store) setMoneyEvent(ctx context.Context, tx *database.Tx, e moneyEvent, by model.User) (model.Date, error) {
	switch {
	case e.account != 0 && !e.fresh: // an event has its movement or its counterpart, never both
		if err := setCounterpart(ctx, tx, e.source, e.id, nil); err != nil {
			return model.Date{}, err
		}
	case e.account == 0 && e.counterpart != nil:
		if err := setCounterpart(ctx, tx, e.source, e.id, e.counterpart); err != nil {
			return model.Date{}, err
		}
	}
	var oldAccount int64
	var oldDate model.Date
	var oldAmount model.Money
	var oldDescription string
	if !e.fresh {
		err := tx.QueryRowContext(ctx, `SELECT account_id, movement_date, amount, description FROM account_movements
			WHERE source_kind = ? AND source_id = ?`, e.source, e.id).Scan(&oldAccount, &oldDate, &oldAmount, &oldDescription)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return model.Date{}, fmt.Errorf("movement of %s %d: %w", e.source, e.id, err)
		}
	}
	if oldAccount == 0 && e.account == 0 ||
		oldAccount == e.account && oldDate.String() == e.date.String() && oldAmount == e.amount && oldDescription == e.description {
		return model.Date{}, nil // nothing to change
	}
	var ids []int64 // the accounts touched, locked in the order of their ids
	for _, id := range []int64{min(oldAccount, e.account), max(oldAccount, e.account)} {
		if id != 0 && (len(ids) == 0 || ids[0] != id) {
			ids = append(ids, id)
		}
	}
	for _, id := range ids {
		if _, err := lockAccount(ctx, tx, id); err != nil {
			return model.Date{}, eventAccountErr(e.field, err)
		}
	}
	if oldAccount != 0 {
		if _, err := tx.ExecContext(ctx, "DELETE FROM account_movements WHERE source_kind = ? AND source_id = ?", e.source, e.id); err != nil {
			return model.Date{}, fmt.Errorf("movement of %s %d: %w", e.source, e.id, err)
		}
	}
	if e.account != 0 {
		if err := lockForMovement(ctx, tx, e.date, e.account); err != nil { // locked already: checks the opening
			return model.Date{}, eventAccountErr(e.field, err)
		}
		if _, err := s.insertMovement(ctx, tx, movementRow{account: e.account, date: e.date, amount: e.amount,
			kind: model.MovementRecord, description: e.description, sourceKind: e.source, sourceID: e.id}, by); err != nil {
			return model.Date{}, err
		}
	}
	for _, id := range ids {
		if err := checkNotNegative(ctx, tx, id); err != nil {
			return model.Date{}, eventAccountErr(e.field, err)
		}
	}
	if e.account != 0 && (oldAccount == 0 || e.date.Before(oldDate)) {
		return e.date, nil
	}
	return oldDate, nil
}

// setCounterpart makes the counterpart of the event source/id c: none when c is nil or names no kind.
func setCounterpart(ctx context.Context, tx *database.Tx, source string, id int64, c *model.Counterpart) error {
	var err error
	if c == nil || c.Kind == "" {
		_, err = tx.ExecContext(ctx, "DELETE FROM event_counterparts WHERE source_kind = ? AND source_id = ?", source, id)
	} else {
		_, err = tx.ExecContext(ctx, `INSERT INTO event_counterparts (source_kind, source_id, kind, reason) VALUES (?, ?, ?, ?)
			ON CONFLICT (source_kind, source_id) DO UPDATE SET kind = excluded.kind, reason = excluded.reason`, source, id, c.Kind, c.Reason)
	}
	if err != nil {
		return fmt.Errorf("counterpart of %s %d: %w", source, id, err)
	}
	return nil
}

// counterpartValue is the counterpart c points at, the zero one (none) for nil.
func counterpartValue(c *model.Counterpart) model.Counterpart {
	if c == nil {
		return model.Counterpart{}
	}
	return *c
}

// counterpartOf reads the counterpart of the event source/id, nil for none.
func counterpartOf(ctx context.Context, q database.Querier, source string, id int64) (*model.Counterpart, error) {
	var c model.Counterpart
	err := q.QueryRowContext(ctx, "SELECT kind, reason FROM event_counterparts WHERE source_kind = ? AND source_id = ?", source, id).
		Scan(&c.Kind, &c.Reason)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("counterpart of %s %d: %w", source, id, err)
	}
	return &c, nil
}

// dropMoneyEvents removes the movements and the counterparts of records' money events (the records are deleted)
// and returns the earliest date among the movements (zero when none).
func dropMoneyEvents(ctx context.Context, tx *database.Tx, ids []int64, sources ...string) (model.Date, error) {
	kinds, args := idList(sources)
	in, idArgs := idList(ids)
	if _, err := tx.ExecContext(ctx, "DELETE FROM event_counterparts WHERE source_kind IN ("+kinds+") AND source_id IN ("+in+")",
		append(slices.Clone(args), idArgs...)...); err != nil {
		return model.Date{}, fmt.Errorf("counterparts of %v %v: %w", sources, ids, err)
	}
	rows, err := tx.QueryContext(ctx, "DELETE FROM account_movements WHERE source_kind IN ("+kinds+") AND source_id IN ("+in+
		") RETURNING movement_date", append(args, idArgs...)...)
	if err != nil {
		return model.Date{}, fmt.Errorf("movements of %v %v: %w", sources, ids, err)
	}
	defer rows.Close()
	var first model.Date
	for rows.Next() {
		var d model.Date
		if err := rows.Scan(&d); err != nil {
			return model.Date{}, fmt.Errorf("movements of %v %v: %w", sources, ids, err)
		}
		if first.IsZero() || d.Before(first) {
			first = d
		}
	}
	if err := rows.Err(); err != nil {
		return model.Date{}, fmt.Errorf("movements of %v %v: %w", sources, ids, err)
	}
	return first, nil
}

// moneyEventAccount returns the account of a record's money event, or 0 when it names none.
func moneyEventAccount(ctx context.Context, q database.Querier, source string, id int64) (int64, error) {
	var account int64
	err := q.QueryRowContext(ctx, "SELECT account_id FROM account_movements WHERE source_kind = ? AND source_id = ?", source, id).Scan(&account)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("account of %s %d: %w", source, id, err)
	}
	return account, nil
}

func eventAccountErr(field string, err error) error {
	for _, known := range []error{ErrNotFound, ErrBeforeOpening, ErrNegativeBalance} {
		if errors.Is(err, known) {
			return &EventAccountError{Field: field, Err: known}
		}
	}
	return err
}

// AssetEndDate returns the day an asset was sold or exchanged, or zero while it is held.
func (s *Store) AssetEndDate(ctx context.Context, id int64) (model.Date, error) {
	var d sql.Null[model.Date]
	if err := s.db.QueryRowContext(ctx, "SELECT MIN(date) FROM asset_transactions WHERE asset_id = ? AND type IN ('sale', 'exchange')",
		id).Scan(&d); err != nil {
		return model.Date{}, fmt.Errorf("end of asset %d: %w", id, err)
	}
	return d.V, nil
}

// AddValuation records the value of an asset on a day (a valuation_update row dated that day, the notes as its
// reason) and makes its current value the one of its latest valuation, so a valuation dated before a later one
// changes only the past. ErrAssetFinal for a sold or exchanged asset.
func (s *Store) AddValuation(ctx context.Context, id int64, day model.Date, value model.Money, notes string, by model.User) (model.Asset, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		a, err := lockAsset(ctx, tx, id)
		if err != nil {
			return err
		}
		if model.AssetFinal(a.Status) {
			return ErrAssetFinal
		}
		if err := w.track(ctx, tx, ledgerRefs{assets: []int64{id}}); err != nil {
			return err
		}
		// The value it had that day: its latest value dated on or before it (the acquisition value without any).
		before := a.AcquisitionValue
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE((SELECT new_value FROM asset_transactions
				WHERE asset_id = ? AND new_value IS NOT NULL AND type NOT IN ('sale', 'exchange') AND date <= ?
				ORDER BY date DESC, id DESC LIMIT 1), ?)`, id, day, a.AcquisitionValue).Scan(&before); err != nil {
			return err
		}
		if err := s.record(ctx, tx, by, historyEntry{assetID: id, kind: "valuation_update", description: "Avaliação",
			date: day, amount: value, previousValue: money(before), newValue: money(value), reason: notes}); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE assets SET current_value = (SELECT new_value FROM asset_transactions
				WHERE asset_id = ? AND new_value IS NOT NULL AND type NOT IN ('sale', 'exchange') ORDER BY date DESC, id DESC LIMIT 1),
			updated_by = ?, updated_at = ? WHERE id = ?`, id, nullID(by.ID), s.Now(), id); err != nil {
			return err
		}
		return nil // a valuation moves no money
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrAssetFinal) {
			return model.Asset{}, err
		}
		return model.Asset{}, fmt.Errorf("valuation of asset %d: %w", id, err)
	}
	return s.AssetByID(ctx, id)
}
