package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// ErrSpendingBeforeStart refuses a vehicle's cost or an asset's improvement dated before the record was bought.
var ErrSpendingBeforeStart = errors.New("spending dated before the record's purchase")

// spendingKind is money a record spends on itself from an account, an entry a day: a vehicle's costs, an asset's
// improvements. Its table has id, the record's column, the date column, amount, description, created_by and
// created_at, and category when it has one; the record keeps their sum.
type spendingKind struct {
	table, record, date, category string // category: the column, '' for none
	source                        string // the source kind of the entries' movements
	records, sum, started, name   string // the records' table and its columns: the sum, the purchase date, the name
	statement                     string // how the account's statement begins an entry's line
}

var (
	vehicleCosts = spendingKind{table: "vehicle_costs", record: "vehicle_id", date: "cost_date", category: "category",
		source: model.SourceVehicleCost, records: "vehicles", sum: "costs", started: "purchase_date",
		name: "make || ' ' || model", statement: "Custo de veículo"}
	assetImprovements = spendingKind{table: "asset_improvements", record: "asset_id", date: "improvement_date",
		source: model.SourceAssetImprovement, records: "assets", sum: "improvements", started: "acquisition_date",
		name: "description", statement: "Benfeitoria"}
)

// refs names the record a spending is posted with.
func (k spendingKind) refs(record int64) ledgerRefs {
	if k.records == "vehicles" {
		return ledgerRefs{vehicles: []int64{record}}
	}
	return ledgerRefs{assets: []int64{record}}
}

// spending is one entry of a spendingKind.
type spending struct {
	ID, RecordID          int64
	Date                  model.Date
	Amount                model.Money
	Category, Description string
	AccountID             int64
	AccountName           string
	CreatedBy             *model.Actor
	CreatedAt             time.Time
}

// spendings lists a record's entries of kind k, newest first, with the account each was paid from; ErrNotFound
// for no record.
func (s *Store) spendings(ctx context.Context, k spendingKind, recordID int64) ([]spending, error) {
	var one int
	err := s.db.QueryRowContext(ctx, "SELECT 1 FROM "+k.records+" WHERE id = ?", recordID).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("%s of %d: %w", k.table, recordID, err)
	}
	category := "''"
	if k.category != "" {
		category = "c." + k.category
	}
	rows, err := s.db.QueryContext(ctx, `SELECT c.id, c.`+k.record+`, c.`+k.date+`, c.amount, `+category+`, c.description,
			COALESCE(m.account_id, 0), COALESCE(a.name, ''), c.created_by, COALESCE(u.name, ''), c.created_at
		FROM `+k.table+` c
		LEFT JOIN account_movements m ON m.source_kind = ? AND m.source_id = c.id
		LEFT JOIN accounts a ON a.id = m.account_id
		LEFT JOIN users u ON u.id = c.created_by
		WHERE c.`+k.record+` = ? ORDER BY c.`+k.date+` DESC, c.id DESC`, k.source, recordID)
	if err != nil {
		return nil, fmt.Errorf("%s of %d: %w", k.table, recordID, err)
	}
	defer rows.Close()
	list := []spending{}
	for rows.Next() {
		var e spending
		var createdBy sql.NullInt64
		var name string
		if err := rows.Scan(&e.ID, &e.RecordID, &e.Date, &e.Amount, &e.Category, &e.Description, &e.AccountID, &e.AccountName,
			&createdBy, &name, &e.CreatedAt); err != nil {
			return nil, fmt.Errorf("%s of %d: %w", k.table, recordID, err)
		}
		e.CreatedBy = actor(createdBy, name)
		e.CreatedAt = e.CreatedAt.UTC()
		list = append(list, e)
	}
	return list, rows.Err()
}

// addSpending records an entry of kind k in one transaction: the entry, its movement out of the account it names
// (its line says the kind, detail and the record's name) and the record's sum. ErrNotFound, ErrSpendingBeforeStart;
// an account refused is an *EventAccountError on accountId.
func (s *Store) addSpending(ctx context.Context, k spendingKind, e spending, detail string, by model.User) (spending, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		res, err := tx.ExecContext(ctx, "UPDATE "+k.records+" SET id = id WHERE id = ?", e.RecordID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		var started model.Date
		var name string
		if err := tx.QueryRowContext(ctx, "SELECT "+k.started+", "+k.name+" FROM "+k.records+" WHERE id = ?", e.RecordID).
			Scan(&started, &name); err != nil {
			return err
		}
		if e.Date.Before(started) {
			return ErrSpendingBeforeStart
		}
		e.CreatedAt = s.Now()
		columns, marks, args := k.record+", "+k.date+", amount, description, created_by, created_at", "?, ?, ?, ?, ?, ?",
			[]any{e.RecordID, e.Date, e.Amount, e.Description, nullID(by.ID), e.CreatedAt}
		if k.category != "" {
			columns, marks, args = columns+", "+k.category, marks+", ?", append(args, e.Category)
		}
		if err := tx.QueryRowContext(ctx, "INSERT INTO "+k.table+" ("+columns+") VALUES ("+marks+") RETURNING id", args...).
			Scan(&e.ID); err != nil {
			return err
		}
		if _, err := s.setMoneyEvent(ctx, tx, moneyEvent{source: k.source, id: e.ID, account: e.AccountID, date: e.Date,
			amount: -e.Amount, description: k.statement + ": " + detail + " · " + name, field: "accountId"}, by); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE "+k.records+" SET "+k.sum+" = "+k.sum+" + ? WHERE id = ?", e.Amount, e.RecordID); err != nil {
			return err
		}
		w.touch(k.refs(e.RecordID))
		w.cash(e.Date)
		return nil
	})
	if err != nil {
		var account *EventAccountError
		if errors.As(err, &account) || errors.Is(err, ErrNotFound) || errors.Is(err, ErrSpendingBeforeStart) {
			return spending{}, err
		}
		return spending{}, fmt.Errorf("%s of %d: %w", k.table, e.RecordID, err)
	}
	e.CreatedBy = &model.Actor{ID: by.ID, Name: by.Name}
	e.CreatedAt = e.CreatedAt.UTC()
	if err := s.db.QueryRowContext(ctx, "SELECT name FROM accounts WHERE id = ?", e.AccountID).Scan(&e.AccountName); err != nil {
		return e, fmt.Errorf("account of %s %d: %w", k.table, e.ID, err)
	}
	return e, nil
}

// deleteSpending removes an entry entered by mistake, the movement it posted and its part of the record's sum, in
// one transaction; ErrNotFound when the record has no such entry.
func (s *Store) deleteSpending(ctx context.Context, k spendingKind, recordID, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		if _, err := tx.ExecContext(ctx, "UPDATE "+k.records+" SET id = id WHERE id = ?", recordID); err != nil {
			return err
		}
		var day model.Date
		var amount model.Money
		err := tx.QueryRowContext(ctx, "SELECT "+k.date+", amount FROM "+k.table+" WHERE id = ? AND "+k.record+" = ?",
			id, recordID).Scan(&day, &amount)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if _, err := dropMoneyEvents(ctx, tx, []int64{id}, k.source); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+k.table+" WHERE id = ?", id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE "+k.records+" SET "+k.sum+" = "+k.sum+" - ? WHERE id = ?", amount, recordID); err != nil {
			return err
		}
		w.touch(k.refs(recordID))
		w.cash(day)
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete %s %d of %d: %w", k.table, id, recordID, err)
	}
	return err
}

// dropSpendings removes the entries of kind k of records about to be deleted and their movements, and returns
// the earliest day they were paid (zero when there were none).
func dropSpendings(ctx context.Context, tx *database.Tx, k spendingKind, recordIDs []int64) (model.Date, error) {
	in, args := idList(recordIDs)
	var first sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, "SELECT MIN("+k.date+") FROM "+k.table+" WHERE "+k.record+" IN ("+in+")", args...).Scan(&first); err != nil {
		return model.Date{}, fmt.Errorf("%s of %v: %w", k.table, recordIDs, err)
	}
	if !first.Valid {
		return model.Date{}, nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM account_movements WHERE source_kind = ? AND source_id IN
			(SELECT id FROM `+k.table+` WHERE `+k.record+` IN (`+in+`))`, append([]any{k.source}, args...)...); err != nil {
		return model.Date{}, fmt.Errorf("%s of %v: %w", k.table, recordIDs, err)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM "+k.table+" WHERE "+k.record+" IN ("+in+")", args...); err != nil {
		return model.Date{}, fmt.Errorf("%s of %v: %w", k.table, recordIDs, err)
	}
	return first.V, nil
}
