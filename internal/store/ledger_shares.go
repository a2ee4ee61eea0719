package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// Exact ledger changes (docs/decisions.md "Exact ledger changes"): a write that changes assets, vehicles or debts
// reads, in its transaction, the share of every past position those records hold before it changes them and
// again after, and notes the difference as dated deltas. An instance adds the deltas to the positions it
// remembers instead of dropping them, so a write dated a year back costs the next dashboard a few rows, not a
// rebuild of the year.

// ledgerRefs names the records a write touches: the assets, vehicles and debts whose share of the positions it may
// change, and the owners of the journal it may change besides them (accounts for their opening balances, the manual
// entries and transfers, the administrators' adjustments).
type ledgerRefs struct{ assets, vehicles, debts, accounts, movements, adjustments []int64 }

// plus is r with the records of o added.
func (r ledgerRefs) plus(o ledgerRefs) ledgerRefs {
	return ledgerRefs{assets: slices.Concat(r.assets, o.assets), vehicles: slices.Concat(r.vehicles, o.vehicles),
		debts: slices.Concat(r.debts, o.debts), accounts: slices.Concat(r.accounts, o.accounts),
		movements: slices.Concat(r.movements, o.movements), adjustments: slices.Concat(r.adjustments, o.adjustments)}
}

// neverDay is the from_day of an exact change that moved no money: no remembered day is on or after it.
var neverDay = model.NewDate(9999, time.December, 31)

// The history of the assets and debts in a CTE named moved, as intervals of days: each row holds from its date
// (from_day) until the next row's (to_day, none for the latest). For an asset, end_day is its first sale or
// exchange; for a debt, new_amount is the amount owed once the row happened and new_status the status of the
// latest row written (the largest id) among those dated by then: a row dated in the past (a payment, or its
// delete) is written with the status the debt has now, so the latest written row always holds today's status.
const (
	assetIntervals = `iv AS (
			SELECT asset_id, date AS from_day, new_value, type,
				LEAD(date) OVER (PARTITION BY asset_id ORDER BY date, id) AS to_day,
				MIN(CASE WHEN type IN ('sale', 'exchange') THEN date END) OVER (PARTITION BY asset_id) AS end_day
			FROM asset_transactions
			WHERE asset_id IN (SELECT id FROM moved) AND (new_value IS NOT NULL OR type IN ('sale', 'exchange'))
		)`
	debtIntervals = `iv AS (
			SELECT x.from_day, x.action, s.new_status, x.new_amount, x.to_day
			FROM (SELECT h.event_date AS from_day, h.action,
					SUM(CASE WHEN h.action = 'delete' THEN 0 ELSE COALESCE(h.new_amount, 0) - COALESCE(h.previous_amount, 0) END)
						OVER (PARTITION BY h.debt_id ORDER BY h.event_date, h.id ROWS UNBOUNDED PRECEDING) AS new_amount,
					LEAD(h.event_date) OVER (PARTITION BY h.debt_id ORDER BY h.event_date, h.id) AS to_day,
					MAX(h.id) OVER (PARTITION BY h.debt_id ORDER BY h.event_date RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS status_id
				FROM debt_history h JOIN debts d ON d.id = h.debt_id
				WHERE h.debt_id IN (SELECT id FROM moved)) x
			JOIN debt_history s ON s.id = x.status_id
		)`
	// assetKind is 0 for real estate, 2 for vehicle-type assets, 1 for the others (position's three sums).
	assetKind = `CASE a.type WHEN 'real_estate' THEN 0 WHEN 'vehicle' THEN 2 ELSE 1 END`
)

// spansOf returns the spans of the records named, from their rows as q sees them.
func spansOf(ctx context.Context, q database.Querier, refs ledgerRefs) ([]ledger.Span, error) {
	var out []ledger.Span
	if len(refs.assets) > 0 {
		in, args := idList(refs.assets)
		rows, err := q.QueryContext(ctx, `WITH moved AS (SELECT id FROM assets WHERE id IN (`+in+`)), `+assetIntervals+`
			SELECT iv.from_day, iv.to_day, a.acquisition_date, iv.end_day, iv.new_value, `+assetKind+`
			FROM iv JOIN assets a ON a.id = iv.asset_id WHERE iv.type NOT IN ('sale', 'exchange')`, args...)
		if err != nil {
			return nil, fmt.Errorf("asset shares: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var from, acquired model.Date
			var to, end sql.Null[model.Date]
			var value model.Money
			var kind int
			if err := rows.Scan(&from, &to, &acquired, &end, &value, &kind); err != nil {
				return nil, fmt.Errorf("asset shares: %w", err)
			}
			sp := ledger.Span{Start: laterOf(from, acquired), End: earlierEnd(to, end), Share: ledger.Position{AssetCount: 1}}
			switch kind {
			case 0:
				sp.Share.RealEstate = value
			case 2:
				sp.Share.VehicleAssets = value
			default:
				sp.Share.Other = value
			}
			out = append(out, sp)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("asset shares: %w", err)
		}
	}
	if len(refs.vehicles) > 0 {
		in, args := idList(refs.vehicles)
		rows, err := q.QueryContext(ctx, `SELECT purchase_date, status, sold_date, purchase_price FROM vehicles WHERE id IN (`+in+`)`, args...)
		if err != nil {
			return nil, fmt.Errorf("vehicle shares: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var bought model.Date
			var status string
			var sold sql.Null[model.Date]
			var price model.Money
			if err := rows.Scan(&bought, &status, &sold, &price); err != nil {
				return nil, fmt.Errorf("vehicle shares: %w", err)
			}
			sp := ledger.Span{Start: bought, Share: ledger.Position{VehicleCount: 1, Vehicles: price}}
			if status == string(model.VehicleSold) {
				if !sold.Valid {
					continue // a sale without a date never counted
				}
				sp.End = sold.V
			}
			out = append(out, sp)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("vehicle shares: %w", err)
		}
	}
	if len(refs.debts) > 0 {
		in, args := idList(refs.debts)
		rows, err := q.QueryContext(ctx, `WITH moved AS (SELECT id FROM debts WHERE id IN (`+in+`)), `+debtIntervals+`
			SELECT from_day, to_day, new_amount FROM iv WHERE action <> 'delete' AND new_status <> 'paid'`, args...)
		if err != nil {
			return nil, fmt.Errorf("debt shares: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var from model.Date
			var to sql.Null[model.Date]
			var amount model.Money
			if err := rows.Scan(&from, &to, &amount); err != nil {
				return nil, fmt.Errorf("debt shares: %w", err)
			}
			out = append(out, ledger.Span{Start: from, End: to.V, Share: ledger.Position{DebtCount: 1, Debts: amount}})
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("debt shares: %w", err)
		}
	}
	return out, nil
}

// earlierEnd is the earlier of two ends, where a missing one is no end.
func earlierEnd(x, y sql.Null[model.Date]) model.Date {
	switch {
	case !x.Valid:
		return y.V
	case !y.Valid || x.V.Before(y.V):
		return x.V
	}
	return y.V
}

// ledgerWrite is what a write that may change the net worth tells the ledger, as it goes: the records whose share
// of the positions it changes (track, once they are locked, before it changes them), the records it creates
// (created), the owners whose journal alone it changes (touch: a manual entry, a receipt of a receivable), and the
// days money entered or left an account (cash). inLedgerTx, the one hook of the write path, posts the journal of
// them all and notes the positions' change as the transaction's last statements, whichever way the write ended.
type ledgerWrite struct {
	shares  ledgerRefs // tracked or created: their shares are read again after the write
	journal ledgerRefs // touched: their journal is posted, their shares never move
	before  []ledger.Span
	moved   model.Date // when set, a record had no history: its past is not in spans, so every day from moved may move
	days    []model.Date
	fresh   []freshOwner
}

// freshOwner is a record created by the write whose entries and shares the write already knows (postNew).
type freshOwner struct {
	kind    string
	id      int64
	entries func(ledger.Rules) []ledger.Entry
	spans   []ledger.Span
}

// inLedgerTx runs fn in one transaction of by (inTxBy) and ends it by posting what fn told w.
func (s *Store) inLedgerTx(ctx context.Context, by model.User, fn func(tx *database.Tx, w *ledgerWrite) error) error {
	return s.inTxBy(ctx, by, func(tx *database.Tx) error {
		return s.ledgerTx(ctx, tx, by, fn)
	})
}

// ledgerTx is inLedgerTx inside a transaction already open (the system's accruals, which lock their own records).
func (s *Store) ledgerTx(ctx context.Context, tx *database.Tx, by model.User, fn func(tx *database.Tx, w *ledgerWrite) error) error {
	w := &ledgerWrite{}
	if err := fn(tx, w); err != nil {
		return err
	}
	return s.postWrite(ctx, tx, w, by)
}

// track reads the shares of the records named before the write changes them. Call it once the records are locked
// (lockAsset and the like), so no other write changes them until the transaction ends.
func (w *ledgerWrite) track(ctx context.Context, tx *database.Tx, refs ledgerRefs) error {
	w.touch(ledgerRefs{accounts: refs.accounts, movements: refs.movements, adjustments: refs.adjustments}) // they hold no share
	refs = ledgerRefs{assets: notIn(refs.assets, w.shares.assets), vehicles: notIn(refs.vehicles, w.shares.vehicles),
		debts: notIn(refs.debts, w.shares.debts)} // a record's share counts once, as it was before the write
	before, err := spansOf(ctx, tx, refs)
	if err != nil {
		return err
	}
	w.before = append(w.before, before...)
	w.shares = w.shares.plus(refs)
	// A record without history counted at its present state on every day (written outside the store): once the
	// write gives it history it is rebuilt from it, a change the spans cannot tell.
	if len(refs.assets) > 0 {
		in, args := idList(refs.assets)
		var first sql.Null[model.Date]
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*), MIN(acquisition_date) FROM assets a WHERE id IN (`+in+`)
			AND NOT EXISTS (SELECT 1 FROM asset_transactions t WHERE t.asset_id = a.id)`, args...).Scan(&n, &first); err != nil {
			return fmt.Errorf("assets without history: %w", err)
		}
		if n > 0 {
			w.moved = everyDay
			if first.Valid {
				w.moved = first.V
			}
		}
	}
	if len(refs.debts) > 0 {
		in, args := idList(refs.debts)
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM debts d WHERE id IN (`+in+`)
			AND NOT EXISTS (SELECT 1 FROM debt_history h WHERE h.debt_id = d.id)`, args...).Scan(&n); err != nil {
			return fmt.Errorf("debts without history: %w", err)
		}
		if n > 0 {
			w.moved = everyDay
		}
	}
	return nil
}

// notIn is the ids of list not in seen.
func notIn(list, seen []int64) []int64 {
	return slices.DeleteFunc(slices.Clone(list), func(id int64) bool { return slices.Contains(seen, id) })
}

// created names records the write made: they had no share before it.
func (w *ledgerWrite) created(refs ledgerRefs) { w.shares = w.shares.plus(refs) }

// createdKnown names a record the write made whose entries and spans it already knows: nothing is read back.
func (w *ledgerWrite) createdKnown(kind string, id int64, entries func(ledger.Rules) []ledger.Entry, spans []ledger.Span) {
	w.fresh = append(w.fresh, freshOwner{kind: kind, id: id, entries: entries, spans: spans})
}

// touch names owners whose journal the write changes without changing their share of the positions.
func (w *ledgerWrite) touch(refs ledgerRefs) { w.journal = w.journal.plus(refs) }

// cash notes the days of the money movements the write made or removed (zero days are skipped).
func (w *ledgerWrite) cash(days ...model.Date) { w.days = append(w.days, days...) }

// postWrite posts the journal of the records w names, then records the change as the transaction's last statement:
// the positions move by the records' shares after less before, the accounts' total from the earliest cash day
// (none means no money moved).
func (s *Store) postWrite(ctx context.Context, tx *database.Tx, w *ledgerWrite, by model.User) error {
	if err := s.postJournal(ctx, tx, w.shares.plus(w.journal), by); err != nil {
		return err
	}
	after := []ledger.Span{}
	for _, f := range w.fresh {
		if err := s.postNew(ctx, tx, f.kind, f.id, f.entries, by); err != nil {
			return err
		}
		after = append(after, f.spans...)
	}
	if !w.moved.IsZero() {
		return s.noteChange(ctx, tx, append(w.days, w.moved)...)
	}
	shares, err := spansOf(ctx, tx, w.shares)
	if err != nil {
		return err
	}
	return noteExactChange(ctx, tx, earliest(w.days), ledger.SpanDeltas(w.before, append(after, shares...)), s.Now())
}

// earliest is the earliest of the days that are set, neverDay when none is.
func earliest(days []model.Date) model.Date {
	from := neverDay
	for _, d := range days {
		if !d.IsZero() && d.Before(from) {
			from = d
		}
	}
	return from
}
