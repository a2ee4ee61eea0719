package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// Errors of a renegotiation and of the payments it leaves behind.
var (
	// ErrDebtPaid refuses to renegotiate a debt paid off.
	ErrDebtPaid = errors.New("debt paid off")
	// ErrRenegotiationBeforeStart refuses a renegotiation dated before the current terms began.
	ErrRenegotiationBeforeStart = errors.New("renegotiation before the current terms")
	// ErrRenegotiationBeforePayment refuses a renegotiation dated before a payment already recorded.
	ErrRenegotiationBeforePayment = errors.New("renegotiation before a payment")
	// ErrPaymentBeforeTerms refuses a payment dated before the current terms.
	ErrPaymentBeforeTerms = errors.New("payment before the current terms")
	// ErrPaymentOfEndedTerms refuses to delete a payment of terms that a renegotiation ended: the renegotiation
	// settled the balance they left.
	ErrPaymentOfEndedTerms = errors.New("payment of ended terms")
)

// RenegotiateDebt replaces a debt's terms from day on, in one transaction: the terms that end are kept with the
// balance they leave; the debt takes the new terms with newTerms.OriginalAmount as both its amount financed and its
// balance, status renegotiated, current installment and due date from its new schedule; a history row dated day
// moves the balance from what it was to the new amount (a renegotiation that adds fees or interest raises what is
// owed from that day). ErrNotFound, ErrDebtPaid, ErrRenegotiationBeforeStart or ErrRenegotiationBeforePayment.
func (s *Store) RenegotiateDebt(ctx context.Context, id int64, day model.Date, newTerms model.DebtTerms, notes string, by model.User) (model.Debt, error) {
	var renegotiated model.Debt
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		if err := lockDebt(ctx, tx, id); err != nil {
			return err
		}
		if err := w.track(ctx, tx, ledgerRefs{debts: []int64{id}}); err != nil {
			return err
		}
		d, err := s.debtByID(ctx, tx, id)
		if err != nil {
			return err
		}
		if d.RecordedStatus == model.DebtPaid {
			return ErrDebtPaid
		}
		var started, lastPayment sql.Null[model.Date]
		if err := tx.QueryRowContext(ctx, `SELECT (SELECT MIN(event_date) FROM debt_history WHERE debt_id = ? AND action = 'create'),
				(SELECT MAX(payment_date) FROM debt_payments WHERE debt_id = ?)`, id, id).Scan(&started, &lastPayment); err != nil {
			return err
		}
		for _, begin := range []*model.Date{d.ContractDate, d.TermsSince, &started.V} {
			if begin != nil && !begin.IsZero() && day.Before(*begin) {
				return ErrRenegotiationBeforeStart
			}
		}
		if lastPayment.Valid && day.Before(lastPayment.V) {
			return ErrRenegotiationBeforePayment
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO debt_renegotiations (debt_id, renegotiated_on, previous_balance, new_amount,
				original_amount, interest_rate, monthly_rate, installments, amortization_system, first_due_date, grace_months,
				grace_interest, fees, index_code, index_lag, terms_since, notes, created_by, created_at)
			VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, day, d.CurrentAmount, newTerms.OriginalAmount, d.OriginalAmount, d.InterestRate, d.Installments, string(systemOf(d)),
			nullDate(d.FirstDueDate), d.GraceMonths, string(graceOf(d)), d.Fees, string(indexOf(d)), d.IndexLag, nullDate(d.TermsSince),
			notes, nullID(by.ID), s.Now()); err != nil {
			return err
		}
		first := newTerms.FirstDueDate
		if _, err := tx.ExecContext(ctx, `UPDATE debts SET original_amount = ?, current_amount = ?, monthly_rate = ?,
				installments = ?, current_installment = 1, amortization_system = ?, first_due_date = ?, due_date = ?,
				grace_months = ?, grace_interest = ?, fees = ?, index_code = ?, index_lag = ?, status = ?, terms_since = ?,
				updated_by = ?, updated_at = ?
			WHERE id = ?`, newTerms.OriginalAmount, newTerms.OriginalAmount, newTerms.InterestRate, newTerms.Installments,
			string(newTerms.System), nullDate(first), *first, newTerms.GraceMonths, string(newTerms.GraceInterest), newTerms.Fees,
			string(indexOf(model.Debt{Index: newTerms.Index})), newTerms.IndexLag, string(model.DebtRenegotiated), day, by.ID, s.Now(), id); err != nil {
			return err
		}
		balance, amount := d.CurrentAmount, newTerms.OriginalAmount
		status, after := string(d.RecordedStatus), string(model.DebtRenegotiated)
		if err := s.recordDebtEvents(ctx, tx, by, debtRow{day: day, debt: id, action: model.DebtUpdated, creditor: d.CreditorName,
			previousAmount: &balance, newAmount: &amount, previousStatus: &status, newStatus: &after}); err != nil {
			return err
		}
		if err := s.followSchedule(ctx, tx, id, by); err != nil {
			return err
		}
		renegotiated, err = s.debtByID(ctx, tx, id)
		renegotiated = withCET(renegotiated)
		return err
	})
	for _, known := range []error{ErrNotFound, ErrDebtPaid, ErrRenegotiationBeforeStart, ErrRenegotiationBeforePayment} {
		if errors.Is(err, known) {
			return model.Debt{}, err
		}
	}
	if err != nil {
		return model.Debt{}, fmt.Errorf("renegotiate debt %d: %w", id, err)
	}
	return renegotiated, nil
}

// DebtRenegotiations lists a debt's renegotiations, the latest first; ErrNotFound for no debt.
func (s *Store) DebtRenegotiations(ctx context.Context, id int64) ([]model.DebtRenegotiation, error) {
	if _, err := s.debtByID(ctx, s.db, id); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT r.id, r.debt_id, r.renegotiated_on, r.previous_balance, r.new_amount,
			r.original_amount, r.monthly_rate, r.installments, r.amortization_system, r.first_due_date, r.grace_months,
			r.grace_interest, r.fees, r.index_code, r.index_lag, r.terms_since, r.notes, r.created_by, COALESCE(u.name, ''), r.created_at
		FROM debt_renegotiations r LEFT JOIN users u ON u.id = r.created_by
		WHERE r.debt_id = ? ORDER BY r.renegotiated_on DESC, r.id DESC`, id)
	if err != nil {
		return nil, fmt.Errorf("renegotiations of debt %d: %w", id, err)
	}
	defer rows.Close()
	list := []model.DebtRenegotiation{}
	for rows.Next() {
		var r model.DebtRenegotiation
		var first, since sql.Null[model.Date]
		var createdBy sql.NullInt64
		var name string
		p := &r.Previous
		if err := rows.Scan(&r.ID, &r.DebtID, &r.Date, &r.PreviousBalance, &r.NewAmount, &p.OriginalAmount, &p.InterestRate,
			&p.Installments, &p.System, &first, &p.GraceMonths, &p.GraceInterest, &p.Fees, &p.Index, &p.IndexLag, &since, &r.Notes, &createdBy, &name,
			&r.CreatedAt); err != nil {
			return nil, fmt.Errorf("renegotiations of debt %d: %w", id, err)
		}
		if first.Valid {
			p.FirstDueDate = &first.V
		}
		if since.Valid {
			r.PreviousSince = &since.V
		}
		r.CreatedBy = actor(createdBy, name)
		r.CreatedAt = r.CreatedAt.UTC()
		list = append(list, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("renegotiations of debt %d: %w", id, err)
	}
	return list, nil
}
