package store

import (
	"context"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// ErrNoSuchInstallment refuses a payment naming an installment the debt's schedule does not have (or a debt
// without a schedule).
var ErrNoSuchInstallment = errors.New("no such installment")

// DebtSchedule returns a debt's schedule laid on the calendar: each installment with its due date, what its
// payments paid against it and its status today (late charges on the overdue ones). Empty for a debt without a
// schedule; ErrNotFound for no debt.
func (s *Store) DebtSchedule(ctx context.Context, id int64) ([]financing.DatedInstallment, error) {
	d, err := s.debtByID(ctx, s.db, id)
	if err != nil {
		return nil, err
	}
	return s.scheduleOf(ctx, s.db, d)
}

// scheduleOf computes d's schedule with the payments made against its installments (nil without a schedule).
func (s *Store) scheduleOf(ctx context.Context, q database.Querier, d model.Debt) ([]financing.DatedInstallment, error) {
	if d.System == model.DebtNoSystem || d.FirstDueDate == nil {
		return []financing.DatedInstallment{}, nil
	}
	plan, err := financing.Build(financing.System(d.System), d.OriginalAmount, financing.PercentOf(d.InterestRate), d.Installments)
	if err != nil {
		return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
	}
	rows, err := q.QueryContext(ctx, `SELECT installment_number, CAST(SUM(amount) AS BIGINT) FROM debt_payments
		WHERE debt_id = ? AND installment_number IS NOT NULL GROUP BY installment_number`, d.ID)
	if err != nil {
		return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
	}
	defer rows.Close()
	paid := map[int]model.Money{}
	for rows.Next() {
		var k int
		var amount model.Money
		if err := rows.Scan(&k, &amount); err != nil {
			return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
		}
		paid[k] = amount
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
	}
	return financing.Dated(plan, *d.FirstDueDate, paid, s.Today()), nil
}

// followSchedule sets a scheduled debt's current installment and due date to its first installment not paid in
// full, so 'Parcela atual', the next due date and the overdue state of the lists come from the schedule. A debt
// without a schedule keeps what was typed.
func (s *Store) followSchedule(ctx context.Context, tx *database.Tx, id int64) error {
	d, err := s.debtByID(ctx, tx, id)
	if err != nil {
		return err
	}
	dated, err := s.scheduleOf(ctx, tx, d)
	if err != nil || len(dated) == 0 {
		return err
	}
	next := financing.NextOpen(dated)
	if _, err := tx.ExecContext(ctx, "UPDATE debts SET current_installment = ?, due_date = ? WHERE id = ?",
		next.Number, next.DueDate, id); err != nil {
		return fmt.Errorf("schedule of debt %d: %w", id, err)
	}
	return nil
}
