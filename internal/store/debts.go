package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// debtsView is the debts table with the status as reported (an active debt due before today, the one
// parameter, reads overdue) and the names of who created and last changed each debt.
const debtsView = `(SELECT debts.*,
		CASE WHEN debts.status = 'active' AND debts.due_date < ? THEN 'overdue' ELSE debts.status END AS reported_status,
		COALESCE(cu.name, '') AS created_by_name, COALESCE(uu.name, '') AS updated_by_name
	FROM debts
	LEFT JOIN users cu ON cu.id = debts.created_by
	LEFT JOIN users uu ON uu.id = debts.updated_by) d`

const debtColumns = `id, creditor_name, creditor_document, description, original_amount, current_amount, monthly_rate, due_date,
	reported_status, status, category, payment_method, installments, current_installment,
	created_by, created_by_name, updated_by, updated_by_name, created_at, updated_at, contract_date,
	amortization_system, first_due_date, grace_months, grace_interest, fees, terms_since, index_code, index_lag,
	scheduled_installments`

// scanDebt reads debtColumns, then any extra columns into extra.
func scanDebt(row interface{ Scan(...any) error }, extra ...any) (model.Debt, error) {
	var d model.Debt
	var createdBy, updatedBy sql.NullInt64
	var createdName, updatedName string
	var contract, firstDue, termsSince sql.Null[model.Date]
	err := row.Scan(append([]any{&d.ID, &d.CreditorName, &d.CreditorDocument, &d.Description, &d.OriginalAmount, &d.CurrentAmount, &d.InterestRate,
		&d.DueDate, &d.Status, &d.RecordedStatus, &d.Category, &d.PaymentMethod, &d.Installments,
		&d.CurrentInstallment, &createdBy, &createdName, &updatedBy, &updatedName, &d.CreatedAt, &d.UpdatedAt, &contract,
		&d.System, &firstDue, &d.GraceMonths, &d.GraceInterest, &d.Fees, &termsSince, &d.Index, &d.IndexLag,
		&d.ScheduledInstallments}, extra...)...)
	if d.ScheduledInstallments == 0 {
		d.ScheduledInstallments = d.Installments
	}
	if termsSince.Valid {
		d.TermsSince = &termsSince.V
	}
	if contract.Valid {
		d.ContractDate = &contract.V
	}
	if firstDue.Valid {
		d.FirstDueDate = &firstDue.V
	}
	d.CreatedBy, d.UpdatedBy = actor(createdBy, createdName), actor(updatedBy, updatedName)
	d.CreatedAt = d.CreatedAt.UTC()
	d.UpdatedAt = d.UpdatedAt.UTC()
	return d, err
}

func debtSearchKey(d model.Debt) string { return model.SearchKey(d.CreditorName, d.Description) }

// DebtByID returns one debt, with its status as reported today, or ErrNotFound.
func (s *Store) DebtByID(ctx context.Context, id int64) (model.Debt, error) {
	d, err := s.debtByID(ctx, s.db, id)
	return withCET(d), err
}

func (s *Store) debtByID(ctx context.Context, q database.Querier, id int64) (model.Debt, error) {
	d, err := scanDebt(q.QueryRowContext(ctx, "SELECT "+debtColumns+" FROM "+debtsView+" WHERE id = ?", s.Today(), id))
	if errors.Is(err, sql.ErrNoRows) {
		return model.Debt{}, ErrNotFound
	}
	if err != nil {
		return model.Debt{}, fmt.Errorf("debt %d: %w", id, err)
	}
	account, err := moneyEventAccount(ctx, q, model.SourceDebtDisbursement, id)
	if err != nil {
		return d, err
	}
	if account != 0 {
		d.DisbursementAccountID = &account
	}
	d.Counterpart, err = counterpartOf(ctx, q, model.SourceDebtDisbursement, id)
	return d, err
}

// DebtFilter selects and orders a page of debts.
type DebtFilter struct {
	Query    string // creditor or description contains
	Category model.DebtCategory
	Status   model.DebtStatus // as reported: overdue finds past-due active debts too, active leaves them out
	Sort     string           // dueDate, creditorName, originalAmount, currentAmount, status, createdAt; '-' descends
	Page     int
	PageSize int
}

// DebtSorts are the sortable fields of the debt list: the creditor by its pt-BR sort key, the status as
// reported, by its pt-BR label.
var DebtSorts = SortFields{
	"dueDate": {expr: "due_date"}, "creditorName": {expr: "creditor_sort"}, "originalAmount": {expr: "original_amount"},
	"currentAmount": {expr: "current_amount"}, "status": byLabel("reported_status", model.DebtStatusLabel), "createdAt": {expr: "created_at"},
}

// ListDebts returns one page of debts and the summary of every debt the filter selects.
func (s *Store) ListDebts(ctx context.Context, f DebtFilter) ([]model.Debt, model.DebtSummary, error) {
	q := debtListQueries(f, s.Today())
	var sum model.DebtSummary
	err := s.db.QueryRowContext(ctx, q.totals, q.args...).
		Scan(&sum.Count, &sum.OriginalTotal, &sum.ActiveTotal, &sum.OverdueTotal, &sum.PaidCount, &sum.All)
	if err != nil {
		return nil, sum, fmt.Errorf("summarise debts: %w", err)
	}
	debts, err := readPage(ctx, s.db, q, sum.Count, offset(f.Page, f.PageSize), f.PageSize,
		func(r interface{ Scan(...any) error }) (model.Debt, error) { return scanDebt(r) })
	if err != nil {
		return nil, sum, fmt.Errorf("list debts: %w", err)
	}
	return debts, sum, nil
}

// CreateDebt stores a new debt (its Status is the status to record) and its history entry, in one transaction.
func (s *Store) CreateDebt(ctx context.Context, d model.Debt, by model.User) (model.Debt, error) {
	var created model.Debt
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		id, err := s.insertDebt(ctx, tx, d, by)
		if err != nil {
			return err
		}
		w.created(ledgerRefs{debts: []int64{id}})
		w.cash(s.debtStart(d)) // its money entered an account on its contract date
		created, err = s.debtByID(ctx, tx, id)
		created = withCET(created)
		return err
	})
	if err != nil {
		return model.Debt{}, fmt.Errorf("create debt: %w", err)
	}
	return created, nil
}

// insertDebt stores a new debt with its history entry, its schedule and the money a loan brought into an account,
// and returns its id; the caller notes its share of the ledger.
func (s *Store) insertDebt(ctx context.Context, tx *database.Tx, d model.Debt, by model.User) (int64, error) {
	ids, err := s.insertDebts(ctx, tx, []model.Debt{d}, by)
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// insertDebts stores new debts as insertDebt does, perStatement to a statement of debts and one of their history
// (an import makes thousands), and returns their ids in the order given.
func (s *Store) insertDebts(ctx context.Context, tx *database.Tx, debts []model.Debt, by model.User) ([]int64, error) {
	now := s.Now()
	ids := make([]int64, 0, len(debts))
	for chunk := range slices.Chunk(debts, perStatement) {
		args := make([]any, 0, 26*len(chunk))
		for _, d := range chunk {
			args = append(args, d.CreditorName, d.CreditorDocument, d.Description, d.OriginalAmount, d.CurrentAmount, d.InterestRate,
				d.DueDate, string(d.Status), string(d.Category), d.PaymentMethod, d.Installments, d.CurrentInstallment,
				debtSearchKey(d), model.SortKey(d.CreditorName), by.ID, by.ID, now, now, nullDate(d.ContractDate),
				string(systemOf(d)), nullDate(d.FirstDueDate), d.GraceMonths, string(graceOf(d)), d.Fees, string(indexOf(d)), d.IndexLag)
		}
		chunkIDs, err := insertRows(ctx, tx, `INSERT INTO debts (creditor_name, creditor_document, description, original_amount,
				current_amount, monthly_rate, due_date, status, category, payment_method, installments, current_installment, search,
				creditor_sort, created_by, updated_by, created_at, updated_at, contract_date, amortization_system, first_due_date,
				grace_months, grace_interest, fees, index_code, index_lag)
			VALUES `+valueRows(len(chunk), 26)+` RETURNING id`, args...)
		if err != nil {
			return nil, err
		}
		history := make([]debtRow, len(chunk))
		for i, d := range chunk {
			amount, status := d.CurrentAmount, string(d.Status)
			history[i] = debtRow{debt: chunkIDs[i], day: s.debtStart(d), action: model.DebtCreated, creditor: d.CreditorName,
				newAmount: &amount, newStatus: &status}
		}
		if err := s.recordDebtEvents(ctx, tx, by, history...); err != nil {
			return nil, err
		}
		for i, d := range chunk {
			d.ID = chunkIDs[i]
			// Only a schedule has more to set, and only a loan paid into an account moves money (a new debt has no
			// movement yet).
			if systemOf(d) != model.DebtNoSystem && nullDate(d.FirstDueDate).Valid {
				if err := s.followSchedule(ctx, tx, d.ID, by); err != nil {
					return nil, err
				}
			}
			if d.DisbursementAccountID != nil || d.Counterpart != nil {
				if _, err := s.setMoneyEvent(ctx, tx, disbursement(d), by); err != nil {
					return nil, err
				}
			}
		}
		ids = append(ids, chunkIDs...)
	}
	return ids, nil
}

// debtListQueries are the debt list's queries for f on the day today: its totals, read from every debt the
// filter selects, and its page, walked along the (due date, id) indexes of its default order (migration 0040).
func debtListQueries(f DebtFilter, today model.Date) listQueries {
	where := []string{}
	args := []any{today}
	if q := strings.TrimSpace(f.Query); q != "" {
		where = append(where, "search LIKE ? ESCAPE '\\'")
		args = append(args, "%"+escapeLike(model.SearchKey(q))+"%")
	}
	if f.Category != "" {
		where = append(where, "category = ?")
		args = append(args, string(f.Category))
	}
	// The reported status on the stored one and the due date, so the (status, due_date) index serves the filter.
	switch f.Status {
	case "":
	case model.DebtOverdue:
		where, args = append(where, "status IN ('active', 'overdue') AND (status = 'overdue' OR due_date < ?)"), append(args, today)
	case model.DebtActive:
		where, args = append(where, "status = 'active' AND due_date >= ?"), append(args, today)
	default:
		where, args = append(where, "status = ?"), append(args, string(f.Status))
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	return listQueries{args: args,
		totals: `SELECT COUNT(*),
			CAST(COALESCE(SUM(original_amount), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN reported_status IN ('active', 'renegotiated') THEN current_amount ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN reported_status = 'overdue' THEN current_amount ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN reported_status = 'paid' THEN 1 ELSE 0 END), 0) AS BIGINT),
			(SELECT COUNT(*) FROM debts)
		FROM ` + debtsView + cond,
		page:     "SELECT " + debtColumns + " FROM " + debtsView + cond + orderBy(f.Sort, DebtSorts, "dueDate") + " LIMIT ? OFFSET ?",
		reversed: "SELECT " + debtColumns + " FROM " + debtsView + cond + reverseOrderBy(f.Sort, DebtSorts, "dueDate") + " LIMIT ? OFFSET ?"}
}

// debtStart is the day a debt counts from: its contract date, or the day it is registered.
func (s *Store) debtStart(d model.Debt) model.Date {
	if d.ContractDate != nil && !d.ContractDate.IsZero() {
		return *d.ContractDate
	}
	return s.Today()
}

// disbursement is the money event of a loan whose money entered an account, on its contract date.
func disbursement(d model.Debt) moneyEvent {
	var day model.Date
	if d.ContractDate != nil {
		day = *d.ContractDate
	}
	return moneyEvent{source: model.SourceDebtDisbursement, id: d.ID, account: idOf(d.DisbursementAccountID), date: day,
		amount: d.OriginalAmount, description: "Empréstimo recebido: " + d.CreditorName, field: "disbursementAccountId",
		counterpart: d.Counterpart}
}

// graceOf is the grace interest a debt is stored with: paid unless it names one.
func graceOf(d model.Debt) model.DebtGraceInterest {
	if d.GraceInterest == "" {
		return model.GraceInterestPaid
	}
	return d.GraceInterest
}

// indexOf is the index a debt is stored with: none unless it names one.
func indexOf(d model.Debt) model.IndexCode {
	if d.Index == "" {
		return model.IndexNone
	}
	return d.Index
}

// systemOf is the system a debt is stored with: none unless it names one.
func systemOf(d model.Debt) model.DebtSystem {
	if d.System == "" {
		return model.DebtNoSystem
	}
	return d.System
}

// lockDebt takes the row lock of a debt for the rest of the transaction (on PostgreSQL; SQLite's write
// transaction holds the database); ErrNotFound when it is gone.
func lockDebt(ctx context.Context, tx *database.Tx, id int64) error {
	res, err := tx.ExecContext(ctx, "UPDATE debts SET id = id WHERE id = ?", id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// UpdateDebt saves every field of d (its Status is the status to record) and the history entry with the
// amount and status before and after, in one transaction. ErrNotFound when the debt is gone.
func (s *Store) UpdateDebt(ctx context.Context, d model.Debt, by model.User) (model.Debt, error) {
	var updated model.Debt
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		// Locked first, so the "before" read below is the one this change replaces.
		if err := lockDebt(ctx, tx, d.ID); err != nil {
			return err
		}
		if err := w.track(ctx, tx, ledgerRefs{debts: []int64{d.ID}}); err != nil {
			return err
		}
		var before model.Money
		var beforeStatus string
		var beforeContract sql.Null[model.Date]
		if err := tx.QueryRowContext(ctx, "SELECT current_amount, status, contract_date FROM debts WHERE id = ?", d.ID).
			Scan(&before, &beforeStatus, &beforeContract); err != nil {
			return err
		}
		if d.ContractDate != nil && !d.ContractDate.IsZero() {
			var first sql.Null[model.Date]
			if err := tx.QueryRowContext(ctx, "SELECT MIN(payment_date) FROM debt_payments WHERE debt_id = ?", d.ID).Scan(&first); err != nil {
				return err
			}
			if first.Valid && first.V.Before(*d.ContractDate) {
				return ErrContractAfterPayment
			}
		}
		_, err := tx.ExecContext(ctx, `UPDATE debts SET creditor_name = ?, creditor_document = ?, description = ?, original_amount = ?,
				current_amount = ?, monthly_rate = ?, due_date = ?, status = ?, category = ?, payment_method = ?,
				installments = ?, current_installment = ?, search = ?, creditor_sort = ?, updated_by = ?, updated_at = ?,
				contract_date = ?, amortization_system = ?, first_due_date = ?, grace_months = ?, grace_interest = ?, fees = ?,
				index_code = ?, index_lag = ?, scheduled_installments = 0
			WHERE id = ?`, // followSchedule counts a schedule's installments again
			d.CreditorName, d.CreditorDocument, d.Description, d.OriginalAmount, d.CurrentAmount, d.InterestRate, d.DueDate,
			string(d.Status), string(d.Category), d.PaymentMethod, d.Installments, d.CurrentInstallment,
			debtSearchKey(d), model.SortKey(d.CreditorName), by.ID, s.Now(), nullDate(d.ContractDate),
			string(systemOf(d)), nullDate(d.FirstDueDate), d.GraceMonths, string(graceOf(d)), d.Fees, string(indexOf(d)), d.IndexLag, d.ID)
		if err != nil {
			return err
		}
		if err := s.followSchedule(ctx, tx, d.ID, by); err != nil {
			return err
		}
		after, afterStatus := d.CurrentAmount, string(d.Status)
		var change int64
		if err := tx.QueryRowContext(ctx, `INSERT INTO debt_history (debt_id, action, event_date, creditor_name, previous_amount,
				new_amount, previous_status, new_status, user_id, user_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			d.ID, string(model.DebtUpdated), s.Today(), d.CreditorName, before, after, beforeStatus, afterStatus, nullID(by.ID), by.Name,
			s.Now()).Scan(&change); err != nil {
			return fmt.Errorf("record debt history: %w", err)
		}
		if d.BalanceCause != nil { // what changed the balance by this edit
			if err := setCounterpart(ctx, tx, sourceDebtChange, change, d.BalanceCause); err != nil {
				return err
			}
		}
		// A corrected contract date moves the day the debt counts from (its create row) and its disbursement.
		if nullDate(d.ContractDate) != beforeContract {
			if _, err := tx.ExecContext(ctx, "UPDATE debt_history SET event_date = ? WHERE debt_id = ? AND action = 'create'",
				s.debtStart(d), d.ID); err != nil {
				return err
			}
		}
		if d.DisbursementAccountID == nil {
			account, err := moneyEventAccount(ctx, tx, model.SourceDebtDisbursement, d.ID)
			if err != nil {
				return err
			}
			d.DisbursementAccountID = &account
		}
		if idOf(d.DisbursementAccountID) != 0 && (d.ContractDate == nil || d.ContractDate.IsZero()) {
			return ErrDisbursementWithoutDate
		}
		old, err := s.setMoneyEvent(ctx, tx, disbursement(d), by)
		if err != nil {
			return err
		}
		w.cash(old) // the disbursement's movement, replaced
		updated, err = s.debtByID(ctx, tx, d.ID)
		updated = withCET(updated)
		return err
	})
	if errors.Is(err, ErrNotFound) || errors.Is(err, ErrContractAfterPayment) || errors.Is(err, ErrDisbursementWithoutDate) {
		return model.Debt{}, err
	}
	if err != nil {
		return model.Debt{}, fmt.Errorf("update debt %d: %w", d.ID, err)
	}
	return updated, nil
}

// DeleteDebt removes a debt and records the delete, with the amount and status it had, in one transaction.
func (s *Store) DeleteDebt(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		if err := lockDebt(ctx, tx, id); err != nil { // locked first, as UpdateDebt
			return err
		}
		// The ledger ignores a deleted debt on every day.
		if err := w.track(ctx, tx, ledgerRefs{debts: []int64{id}}); err != nil {
			return err
		}
		moved, err := s.deleteDebtsIn(ctx, tx, []int64{id}, by)
		if err != nil {
			return err
		}
		w.cash(moved...)
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete debt %d: %w", id, err)
	}
	return err
}

// deleteDebtsIn removes locked debts (at most perStatement: one statement each step for all of them) with the money
// they moved and records each delete, with the amount and status it had; it returns the days that money moved.
// ErrNotFound when one is gone.
func (s *Store) deleteDebtsIn(ctx context.Context, tx *database.Tx, ids []int64, by model.User) ([]model.Date, error) {
	moved, err := dropMoneyEvents(ctx, tx, ids, model.SourceDebtDisbursement)
	if err != nil {
		return nil, err
	}
	paid, err := dropPaymentMovements(ctx, tx, ids)
	if err != nil {
		return nil, err
	}
	in, args := idList(ids)
	rows, err := tx.QueryContext(ctx, "DELETE FROM debts WHERE id IN ("+in+") RETURNING id, creditor_name, current_amount, status", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var deleted []debtRow
	for rows.Next() {
		h := debtRow{day: s.Today(), action: model.DebtDeleted, previousAmount: new(model.Money), previousStatus: new(string)}
		if err := rows.Scan(&h.debt, &h.creditor, h.previousAmount, h.previousStatus); err != nil {
			return nil, err
		}
		deleted = append(deleted, h)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(deleted) != len(ids) {
		return nil, ErrNotFound
	}
	return []model.Date{moved, paid}, s.recordDebtEvents(ctx, tx, by, deleted...)
}

// debtRow is one debt_history row; payment names the payment that wrote it (0: none).
type debtRow struct {
	debt                      int64
	day                       model.Date // of the event
	action                    model.DebtAction
	creditor                  string
	previousAmount, newAmount *model.Money
	previousStatus, newStatus *string
	payment                   int64
	accrual                   int // the installment whose capitalised interest or correction the row adds
}

// recordDebtEvents writes debt_history rows, each dated its day, in one statement.
func (s *Store) recordDebtEvents(ctx context.Context, tx *database.Tx, by model.User, history ...debtRow) error {
	args := make([]any, 0, 13*len(history))
	now := s.Now()
	for _, h := range history {
		args = append(args, h.debt, string(h.action), h.day, h.creditor, h.previousAmount, h.newAmount, h.previousStatus, h.newStatus,
			nullID(by.ID), by.Name, now, nullID(h.payment), nullID(int64(h.accrual)))
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO debt_history (debt_id, action, event_date, creditor_name, previous_amount,
			new_amount, previous_status, new_status, user_id, user_name, created_at, payment_id, accrual_installment)
		VALUES `+valueRows(len(history), 13), args...)
	if err != nil {
		return fmt.Errorf("record debt history: %w", err)
	}
	return nil
}

// DebtHistory returns a debt's history, oldest first (also after the debt was deleted).
func (s *Store) DebtHistory(ctx context.Context, debtID int64) ([]model.DebtEvent, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, debt_id, action, event_date, creditor_name, previous_amount, new_amount,
			previous_status, new_status, COALESCE(user_id, 0), user_name, created_at
		FROM debt_history WHERE debt_id = ? ORDER BY created_at, id`, debtID)
	if err != nil {
		return nil, fmt.Errorf("debt history %d: %w", debtID, err)
	}
	defer rows.Close()
	events := []model.DebtEvent{}
	for rows.Next() {
		var e model.DebtEvent
		var prev, next sql.NullInt64
		var prevStatus, nextStatus sql.NullString
		if err := rows.Scan(&e.ID, &e.DebtID, &e.Action, &e.Date, &e.CreditorName, &prev, &next, &prevStatus, &nextStatus,
			&e.User.ID, &e.User.Name, &e.CreatedAt); err != nil {
			return nil, fmt.Errorf("debt history %d: %w", debtID, err)
		}
		e.PreviousAmount, e.NewAmount = moneyOf(prev), moneyOf(next)
		if prevStatus.Valid {
			e.PreviousStatus = &prevStatus.String
		}
		if nextStatus.Valid {
			e.NewStatus = &nextStatus.String
		}
		e.CreatedAt = e.CreatedAt.UTC()
		events = append(events, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("debt history %d: %w", debtID, err)
	}
	return events, nil
}
