package store

import (
	"context"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// systemUser is who the store writes as when no person asked for the change (the accruals of the day).
var systemUser = model.User{Name: "Sistema"}

// accrue brings a financing's balance in line with what its schedule adds to it on the due dates up to today:
// the interest a grace period capitalises and the corrections by its index (docs/decisions.md "A financing's
// balance follows its schedule"). What each installment added is kept in debt_accruals; an installment whose amount
// changed since (a payment that replanned the schedule, an index value imported later, new terms) adds the
// difference. Each addition is a history row dated on the installment's due date, so every day's balance counts it.
// A debt marked paid takes in nothing.
func (s *Store) accrue(ctx context.Context, tx *database.Tx, d model.Debt, dated []financing.DatedInstallment, by model.User) error {
	if d.RecordedStatus == model.DebtPaid {
		return nil
	}
	terms := ""
	if d.TermsSince != nil {
		terms = d.TermsSince.String()
	}
	rows, err := tx.QueryContext(ctx, "SELECT installment_number, amount FROM debt_accruals WHERE debt_id = ? AND terms = ?", d.ID, terms)
	if err != nil {
		return fmt.Errorf("accruals of debt %d: %w", d.ID, err)
	}
	kept := map[int]model.Money{}
	for rows.Next() {
		var k int
		var amount model.Money
		if err := rows.Scan(&k, &amount); err != nil {
			rows.Close()
			return fmt.Errorf("accruals of debt %d: %w", d.ID, err)
		}
		kept[k] = amount
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("accruals of debt %d: %w", d.ID, err)
	}
	today := s.Today()
	balance := d.CurrentAmount
	status := string(d.RecordedStatus)
	for _, in := range dated {
		if in.DueDate.After(today) {
			break
		}
		want := in.Correction
		if in.Grace && d.GraceInterest == model.GraceInterestCapitalized {
			want += in.Interest
		}
		had, ok := kept[in.Number]
		if want == had && (ok || want == 0) {
			continue
		}
		add := max(want-had, -balance) // a deflation never takes the balance below zero
		after := balance + add
		if _, err := tx.ExecContext(ctx, "UPDATE debts SET current_amount = ? WHERE id = ?", after, d.ID); err != nil {
			return fmt.Errorf("accrual of debt %d: %w", d.ID, err)
		}
		if err := s.recordDebtEvents(ctx, tx, by, debtRow{day: in.DueDate, debt: d.ID, action: model.DebtUpdated, creditor: d.CreditorName,
			previousAmount: &balance, newAmount: &after, previousStatus: &status, newStatus: &status, accrual: in.Number}); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO debt_accruals (debt_id, terms, installment_number, due_date, amount)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (debt_id, terms, installment_number) DO UPDATE SET amount = excluded.amount`,
			d.ID, terms, in.Number, in.DueDate, had+add); err != nil {
			return fmt.Errorf("accrual of debt %d: %w", d.ID, err)
		}
		balance = after
	}
	return nil
}

// AccrueDebts brings every financing that capitalises interest or follows an index up to date with its schedule
// as of today, each in a transaction of its own; the server runs it every hour. Several instances may run it at
// once: each debt is locked before its schedule is read, and what was added is kept, so nothing is added twice.
func (s *Store) AccrueDebts(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM debts WHERE amortization_system <> 'none' AND status <> 'paid'
		AND (index_code <> 'none' OR (grace_months > 0 AND grace_interest = 'capitalized')) ORDER BY id`)
	if err != nil {
		return fmt.Errorf("debts to accrue: %w", err)
	}
	ids, err := scanIDs(rows)
	if err != nil {
		return fmt.Errorf("debts to accrue: %w", err)
	}
	for _, id := range ids {
		if err := s.accrueAlone(ctx, id); err != nil {
			return fmt.Errorf("accrue debt %d: %w", id, err)
		}
	}
	return nil
}

// accrueIndexed accrues, in tx, every financing that code corrects, once its values changed: a month imported
// late corrects the installments that fell due in it.
func (s *Store) accrueIndexed(ctx context.Context, tx *database.Tx, code model.IndexCode) error {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM debts WHERE index_code = ? AND amortization_system <> 'none'
		AND status <> 'paid' ORDER BY id`, string(code))
	if err != nil {
		return fmt.Errorf("debts corrected by %s: %w", code, err)
	}
	ids, err := scanIDs(rows)
	if err != nil || len(ids) == 0 {
		return err
	}
	in, args := idList(ids)
	if _, err := tx.ExecContext(ctx, "UPDATE debts SET id = id WHERE id IN ("+in+")", args...); err != nil {
		return err
	}
	return s.ledgerTx(ctx, tx, systemUser, func(tx *database.Tx, w *ledgerWrite) error {
		if err := w.track(ctx, tx, ledgerRefs{debts: ids}); err != nil {
			return err
		}
		for _, id := range ids {
			if err := s.followSchedule(ctx, tx, id, systemUser); err != nil {
				return err
			}
		}
		return nil
	})
}

// accrueAlone locks a debt and brings it up to its schedule, in a transaction of its own.
func (s *Store) accrueAlone(ctx context.Context, id int64) error {
	return s.db.InTx(ctx, func(tx *database.Tx) error {
		return s.ledgerTx(ctx, tx, systemUser, func(tx *database.Tx, w *ledgerWrite) error { return s.accrueOne(ctx, tx, w, id) })
	})
}

// accrueOne locks a debt and brings it up to its schedule, telling w.
func (s *Store) accrueOne(ctx context.Context, tx *database.Tx, w *ledgerWrite, id int64) error {
	res, err := tx.ExecContext(ctx, "UPDATE debts SET id = id WHERE id = ?", id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil // deleted since it was listed
	}
	if err := w.track(ctx, tx, ledgerRefs{debts: []int64{id}}); err != nil {
		return err
	}
	return s.followSchedule(ctx, tx, id, systemUser)
}
