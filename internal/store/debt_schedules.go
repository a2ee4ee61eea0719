package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// ErrNoSuchInstallment refuses a payment naming an installment the debt's schedule does not have (or a debt
// without a schedule).
var ErrNoSuchInstallment = errors.New("no such installment")

// ErrPrepaymentNoSchedule refuses an extraordinary amortization of a debt without a schedule.
var ErrPrepaymentNoSchedule = errors.New("extraordinary amortization of a debt without a schedule")

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

// scheduleOf computes d's schedule with its extraordinary amortizations and the payments made against its
// installments (empty without a schedule).
func (s *Store) scheduleOf(ctx context.Context, q database.Querier, d model.Debt) ([]financing.DatedInstallment, error) {
	if d.System == model.DebtNoSystem || d.FirstDueDate == nil {
		return []financing.DatedInstallment{}, nil
	}
	c := contractOf(d)
	// The payments of terms that a renegotiation ended are not against these.
	since, args := "", []any{d.ID}
	if d.TermsSince != nil {
		since, args = " AND payment_date >= ?", append(args, *d.TermsSince)
	}
	rows, err := q.QueryContext(ctx, `SELECT installment_number, payment_date, amount, COALESCE(prepayment_mode, '')
		FROM debt_payments WHERE debt_id = ? AND (installment_number IS NOT NULL OR prepayment_mode IS NOT NULL)`+since+`
		ORDER BY payment_date, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
	}
	defer rows.Close()
	paid := map[int][]financing.Paid{}
	for rows.Next() {
		var k sql.NullInt64
		var day model.Date
		var amount model.Money
		var mode model.PrepaymentMode
		if err := rows.Scan(&k, &day, &amount, &mode); err != nil {
			return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
		}
		if k.Valid {
			paid[int(k.Int64)] = append(paid[int(k.Int64)], financing.Paid{Date: day, Amount: amount})
			continue
		}
		// Paid after the installments due by its day: the plan is made again from there.
		c.Prepayments = append(c.Prepayments, financing.Prepayment{After: dueBy(*d.FirstDueDate, day),
			Amount: amount, Mode: financing.PrepaymentMode(mode)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
	}
	if d.Index.Series() {
		if c.Index, err = indexOfSchedule(ctx, q, d); err != nil {
			return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
		}
	}
	plan, err := financing.Plan(c)
	if err != nil {
		return nil, fmt.Errorf("schedule of debt %d: %w", d.ID, err)
	}
	return financing.Dated(plan, *d.FirstDueDate, paid, s.Today()), nil
}

// contractOf is the contract of a financing's schedule, without its extraordinary amortizations: its first period
// runs from the day its terms began to the first due date.
func contractOf(d model.Debt) financing.Contract {
	c := financing.Contract{System: financing.System(d.System), Amount: d.OriginalAmount, Rate: financing.PercentOf(d.InterestRate),
		Installments: d.Installments, GraceMonths: d.GraceMonths, GraceInterest: financing.GraceInterest(graceOf(d))}
	if begin, ok := termsBegan(d); ok && d.FirstDueDate != nil {
		c.First = financing.FirstPeriod(begin, *d.FirstDueDate)
	}
	return c
}

// termsBegan is the day a financing's terms began: its renegotiation, else its contract date (the release of the
// money); ok false when neither is known — the first period is then a regular month.
func termsBegan(d model.Debt) (model.Date, bool) {
	switch {
	case d.TermsSince != nil:
		return *d.TermsSince, true
	case d.ContractDate != nil:
		return *d.ContractDate, true
	}
	return model.Date{}, false
}

// dueBy is how many installments of a schedule whose first falls due on first are due on or before day.
func dueBy(first, day model.Date) int {
	k := 0
	for k < financing.MaxInstallments && !day.Before(financing.Due(first, k+1)) {
		k++
	}
	return k
}

// withCET sets a financing's effective cost from its contract and fees (nothing for a debt without a schedule).
func withCET(d model.Debt) model.Debt {
	if d.System == model.DebtNoSystem || d.FirstDueDate == nil {
		return d
	}
	plan, err := financing.Plan(contractOf(d))
	if err != nil {
		return d // a contract the validation would refuse: no cost to show
	}
	release, ok := termsBegan(d)
	if !ok {
		release = model.AddMonths(*d.FirstDueDate, -1)
	}
	annual := financing.CET(plan, d.OriginalAmount, d.Fees, release, *d.FirstDueDate)
	d.CET = &model.DebtCET{Monthly: financing.MonthlyFromAnnual(annual).Percent(), Annual: annual.Percent()}
	return d
}

// followSchedule sets a scheduled debt's current installment and due date to its first installment not paid in
// full, so 'Parcela atual', the next due date and the overdue state of the lists come from the schedule, and
// brings its balance in line with what the schedule capitalised or corrected by today (accrue). A debt without a
// schedule keeps what was typed.
func (s *Store) followSchedule(ctx context.Context, tx *database.Tx, id int64, by model.User) error {
	d, err := s.debtByID(ctx, tx, id)
	if err != nil {
		return err
	}
	dated, err := s.scheduleOf(ctx, tx, d)
	if err != nil || len(dated) == 0 {
		return err
	}
	next := financing.NextOpen(dated)
	// 'Parcela atual' counts the amortizing installments, as 'Parcelas' does: the grace months come before the first.
	scheduled := len(dated) - d.GraceMonths
	current := min(max(next.Number-d.GraceMonths, 1), scheduled)
	if _, err := tx.ExecContext(ctx, "UPDATE debts SET current_installment = ?, due_date = ?, scheduled_installments = ? WHERE id = ?",
		current, next.DueDate, scheduled, id); err != nil {
		return fmt.Errorf("schedule of debt %d: %w", id, err)
	}
	return s.accrue(ctx, tx, d, dated, by)
}

// countShortenedSchedules counts again the installments of the schedules an extraordinary amortization shortened
// before the count was kept (migration 49): each such debt follows its schedule once.
func (s *Store) countShortenedSchedules(ctx context.Context) error {
	var ids []int64
	err := scanAll(ctx, s.db, "shortened schedules", func(rows *sql.Rows) error {
		var id int64
		err := rows.Scan(&id)
		ids = append(ids, id)
		return err
	}, `SELECT DISTINCT d.id FROM debts d JOIN debt_payments p ON p.debt_id = d.id
		WHERE p.prepayment_mode = 'reduce_term' AND d.scheduled_installments = 0`)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if err := s.accrueAlone(ctx, id); err != nil {
			return fmt.Errorf("count the schedule of debt %d: %w", id, err)
		}
	}
	return nil
}
