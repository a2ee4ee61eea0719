package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// Errors of the debts' dated money events.
var (
	// ErrPrincipalTooLarge refuses a payment whose principal is more than the debt's balance.
	ErrPrincipalTooLarge = errors.New("principal larger than the balance")
	// ErrPaymentBeforeStart refuses a payment dated before the day the debt counts from.
	ErrPaymentBeforeStart = errors.New("payment dated before the debt")
	// ErrContractAfterPayment refuses a contract date later than a payment of the debt.
	ErrContractAfterPayment = errors.New("contract date after a payment")
	// ErrDisbursementWithoutDate refuses a disbursement account on a debt without a contract date.
	ErrDisbursementWithoutDate = errors.New("disbursement account without a contract date")
	// ErrPaymentNotFound is a payment id that names no payment of the debt.
	ErrPaymentNotFound = errors.New("payment not found")
)

// AddDebtPayment records a payment of a debt, in one transaction: the payment, its movement out of the account
// it names (principal + interest), the balance lowered by the principal (paid when it reaches zero) and the
// history row of that change, dated on the payment day and naming the payment.
func (s *Store) AddDebtPayment(ctx context.Context, p model.DebtPayment, by model.User) (model.DebtPayment, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error { return s.addDebtPayment(ctx, tx, w, &p, by) })
	if err != nil {
		for _, known := range []error{ErrNotFound, ErrPrincipalTooLarge, ErrPaymentBeforeStart, ErrNoSuchInstallment, ErrPrepaymentNoSchedule, ErrPaymentBeforeTerms} {
			if errors.Is(err, known) {
				return model.DebtPayment{}, err
			}
		}
		return model.DebtPayment{}, fmt.Errorf("payment of debt %d: %w", p.DebtID, err)
	}
	p.CreatedBy = &model.Actor{ID: by.ID, Name: by.Name}
	return p, nil
}

// addDebtPayment is AddDebtPayment in the write's transaction; it sets p's id and amount.
func (s *Store) addDebtPayment(ctx context.Context, tx *database.Tx, w *ledgerWrite, p *model.DebtPayment, by model.User) error {
	if err := lockDebt(ctx, tx, p.DebtID); err != nil {
		return err
	}
	if err := w.track(ctx, tx, ledgerRefs{debts: []int64{p.DebtID}}); err != nil {
		return err
	}
	var balance model.Money
	var status, creditor string
	var started model.Date
	var termsSince sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, `SELECT current_amount, status, creditor_name,
			COALESCE((SELECT MIN(event_date) FROM debt_history WHERE debt_id = debts.id AND action = 'create'), ?), terms_since
		FROM debts WHERE id = ?`, s.Today(), p.DebtID).Scan(&balance, &status, &creditor, &started, &termsSince); err != nil {
		return err
	}
	if termsSince.Valid && p.Date.Before(termsSince.V) {
		return ErrPaymentBeforeTerms
	}
	if p.Principal > balance {
		return ErrPrincipalTooLarge
	}
	if p.Date.Before(started) {
		return ErrPaymentBeforeStart
	}
	if p.InstallmentNumber != nil || p.PrepaymentMode != "" {
		d, err := s.debtByID(ctx, tx, p.DebtID)
		if err != nil {
			return err
		}
		if p.PrepaymentMode != "" && d.System == model.DebtNoSystem {
			return ErrPrepaymentNoSchedule
		}
		if p.InstallmentNumber != nil && (d.System == model.DebtNoSystem || *p.InstallmentNumber > d.GraceMonths+d.Installments) {
			return ErrNoSuchInstallment
		}
	}
	p.Amount = p.Principal + p.Interest
	p.CreatedAt = s.Now()
	if err := tx.QueryRowContext(ctx, `INSERT INTO debt_payments (debt_id, payment_date, amount, principal, interest,
			created_by, created_at, installment_number, prepayment_mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		p.DebtID, p.Date, p.Amount, p.Principal, p.Interest, nullID(by.ID), p.CreatedAt, p.InstallmentNumber,
		sql.NullString{String: string(p.PrepaymentMode), Valid: p.PrepaymentMode != ""}).Scan(&p.ID); err != nil {
		return err
	}
	if _, err := s.setMoneyEvent(ctx, tx, moneyEvent{source: model.SourceDebtPayment, id: p.ID, account: idOf(p.AccountID),
		date: p.Date, amount: -p.Amount, description: "Pagamento de dívida: " + creditor, field: "accountId",
		counterpart: p.Counterpart}, by); err != nil {
		return err
	}
	if p.Principal > 0 {
		after, afterStatus := balance-p.Principal, status
		if after == 0 {
			afterStatus = string(model.DebtPaid)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE debts SET current_amount = ?, status = ?, updated_by = ?, updated_at = ? WHERE id = ?",
			after, afterStatus, by.ID, s.Now(), p.DebtID); err != nil {
			return err
		}
		if err := s.recordDebtEvents(ctx, tx, by, debtRow{day: p.Date, debt: p.DebtID, action: model.DebtUpdated, creditor: creditor,
			previousAmount: &balance, newAmount: &after, previousStatus: &status, newStatus: &afterStatus, payment: p.ID}); err != nil {
			return err
		}
	}
	if err := s.followSchedule(ctx, tx, p.DebtID, by); err != nil {
		return err
	}
	w.cash(p.Date)
	return nil
}

// DeleteDebtPayment removes a payment recorded by mistake, in one transaction: its movement leaves the account it
// was paid from, and its principal returns to the balance (a debt it had paid is active again) through a history
// row dated on the payment's day that names it, so that day and every later one read as if it had never been
// made, and the debt's history keeps both rows.
func (s *Store) DeleteDebtPayment(ctx context.Context, debtID, paymentID int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		return s.deleteDebtPayment(ctx, tx, w, debtID, paymentID, by)
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrPaymentNotFound) && !errors.Is(err, ErrPaymentOfEndedTerms) {
		return fmt.Errorf("delete payment %d of debt %d: %w", paymentID, debtID, err)
	}
	return err
}

// deleteDebtPayment is DeleteDebtPayment in the write's transaction.
func (s *Store) deleteDebtPayment(ctx context.Context, tx *database.Tx, w *ledgerWrite, debtID, paymentID int64, by model.User) error {
	if err := lockDebt(ctx, tx, debtID); err != nil {
		return err
	}
	if err := w.track(ctx, tx, ledgerRefs{debts: []int64{debtID}}); err != nil {
		return err
	}
	var day model.Date
	var principal, balance model.Money
	var status, creditor string
	var termsSince sql.Null[model.Date]
	err := tx.QueryRowContext(ctx, `SELECT p.payment_date, p.principal, d.current_amount, d.status, d.creditor_name, d.terms_since
		FROM debt_payments p JOIN debts d ON d.id = p.debt_id WHERE p.id = ? AND p.debt_id = ?`, paymentID, debtID).
		Scan(&day, &principal, &balance, &status, &creditor, &termsSince)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrPaymentNotFound
	}
	if err != nil {
		return err
	}
	if termsSince.Valid && day.Before(termsSince.V) {
		return ErrPaymentOfEndedTerms
	}
	if _, err := s.setMoneyEvent(ctx, tx, moneyEvent{source: model.SourceDebtPayment, id: paymentID, field: "accountId",
		counterpart: &model.Counterpart{}}, by); err != nil {
		return err
	}
	if principal > 0 {
		after, afterStatus := balance+principal, status
		if status == string(model.DebtPaid) {
			afterStatus = string(model.DebtActive)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE debts SET current_amount = ?, status = ?, updated_by = ?, updated_at = ? WHERE id = ?",
			after, afterStatus, by.ID, s.Now(), debtID); err != nil {
			return err
		}
		if err := s.recordDebtEvents(ctx, tx, by, debtRow{day: day, debt: debtID, action: model.DebtUpdated, creditor: creditor,
			previousAmount: &balance, newAmount: &after, previousStatus: &status, newStatus: &afterStatus, payment: paymentID}); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM debt_payments WHERE id = ?", paymentID); err != nil {
		return err
	}
	if err := s.followSchedule(ctx, tx, debtID, by); err != nil {
		return err
	}
	w.cash(day)
	return nil
}

// DebtPayments lists a debt's payments, newest first, with the account each was paid from.
func (s *Store) DebtPayments(ctx context.Context, debtID int64) ([]model.DebtPayment, error) {
	if _, err := s.DebtByID(ctx, debtID); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT p.id, p.debt_id, p.payment_date, p.amount, p.principal, p.interest,
			m.account_id, p.created_by, COALESCE(u.name, ''), p.created_at, p.installment_number, COALESCE(p.prepayment_mode, ''),
			c.kind, c.reason
		FROM debt_payments p
		LEFT JOIN account_movements m ON m.source_kind = ? AND m.source_id = p.id
		LEFT JOIN event_counterparts c ON c.source_kind = ? AND c.source_id = p.id
		LEFT JOIN users u ON u.id = p.created_by
		WHERE p.debt_id = ? ORDER BY p.payment_date DESC, p.id DESC`, model.SourceDebtPayment, model.SourceDebtPayment, debtID)
	if err != nil {
		return nil, fmt.Errorf("payments of debt %d: %w", debtID, err)
	}
	defer rows.Close()
	list := []model.DebtPayment{}
	for rows.Next() {
		var p model.DebtPayment
		var account, createdBy, installment sql.NullInt64
		var name string
		var kind, reason sql.NullString
		if err := rows.Scan(&p.ID, &p.DebtID, &p.Date, &p.Amount, &p.Principal, &p.Interest, &account, &createdBy, &name,
			&p.CreatedAt, &installment, &p.PrepaymentMode, &kind, &reason); err != nil {
			return nil, fmt.Errorf("payments of debt %d: %w", debtID, err)
		}
		if kind.Valid {
			p.Counterpart = &model.Counterpart{Kind: kind.String, Reason: reason.String}
		}
		if account.Valid {
			p.AccountID = &account.Int64
		}
		if installment.Valid {
			k := int(installment.Int64)
			p.InstallmentNumber = &k
		}
		p.CreatedBy = actor(createdBy, name)
		p.CreatedAt = p.CreatedAt.UTC()
		list = append(list, p)
	}
	return list, rows.Err()
}

// dropPaymentMovements removes the movements and the counterparts of the payments of debts, and the counterparts of
// their edited balances (the debts are deleted; their payments go with them), and returns the earliest of the
// payments' dates (zero when none).
func dropPaymentMovements(ctx context.Context, tx *database.Tx, debtIDs []int64) (model.Date, error) {
	in, ids := idList(debtIDs)
	args := append([]any{model.SourceDebtPayment}, ids...)
	if _, err := tx.ExecContext(ctx, `DELETE FROM event_counterparts WHERE source_kind = ? AND source_id IN
		(SELECT id FROM debt_payments WHERE debt_id IN (`+in+`))`, args...); err != nil {
		return model.Date{}, fmt.Errorf("payments of debts %v: %w", debtIDs, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM event_counterparts WHERE source_kind = ? AND source_id IN
		(SELECT id FROM debt_history WHERE debt_id IN (`+in+`))`, append([]any{sourceDebtChange}, ids...)...); err != nil {
		return model.Date{}, fmt.Errorf("balance changes of debts %v: %w", debtIDs, err)
	}
	var first sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, `SELECT MIN(movement_date) FROM account_movements
		WHERE source_kind = ? AND source_id IN (SELECT id FROM debt_payments WHERE debt_id IN (`+in+`))`, args...).Scan(&first); err != nil {
		return model.Date{}, fmt.Errorf("payments of debts %v: %w", debtIDs, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM account_movements
		WHERE source_kind = ? AND source_id IN (SELECT id FROM debt_payments WHERE debt_id IN (`+in+`))`, args...); err != nil {
		return model.Date{}, fmt.Errorf("payments of debts %v: %w", debtIDs, err)
	}
	return first.V, nil
}
