package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// Errors of the receivables.
var (
	// ErrReceiptTooLarge refuses a receipt of more than is still to receive.
	ErrReceiptTooLarge = errors.New("receipt larger than the balance")
	// ErrReceiptBeforeSale refuses a receipt dated before the sale.
	ErrReceiptBeforeSale = errors.New("receipt dated before the sale")
	// ErrReceiptInstallment refuses a receipt naming an installment the receivable does not have.
	ErrReceiptInstallment = errors.New("receipt names no installment of the receivable")
	// ErrSaleInInstallments refuses a change of the price or the date of a sale in installments.
	ErrSaleInInstallments = errors.New("sale in installments")
)

// saleOnCredit is a sale in installments as the sale's transaction records it: which record was sold, its
// description and buyer, the day, the value and the plan.
type saleOnCredit struct {
	column      string // asset_id or vehicle_id
	id          int64
	description string
	debtor      string
	date        model.Date
	value       model.Money
	plan        model.InstallmentPlan
}

// addReceivable records the receivable of a sale in installments and its schedule, in the sale's transaction:
// equal installments without interest, or, for a sale financed with interest, the Price or SAC schedule of the
// rest at the plan's rate (financing.Build), each installment keeping its interest part.
func (s *Store) addReceivable(ctx context.Context, tx *database.Tx, c saleOnCredit, by model.User) error {
	rest := c.value - c.plan.DownPayment
	installments := model.Schedule(rest, c.plan.Count, c.plan.FirstDueDate)
	system, interest := model.DebtNoSystem, model.Money(0)
	if c.plan.Rate > 0 {
		system = c.plan.System
		plan, err := financing.Build(financing.System(system), rest, financing.PercentOf(c.plan.Rate), c.plan.Count)
		if err != nil {
			return fmt.Errorf("receivable schedule: %w", err)
		}
		for i, in := range plan.Installments {
			installments[i].Amount, installments[i].Interest = in.Payment, in.Interest
		}
		interest = plan.TotalInterest
	}
	var id int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO receivables (`+c.column+`, description, debtor_name, sale_date, sale_value,
			down_payment, amount, monthly_rate, amortization_system, interest, created_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		c.id, c.description, c.debtor, c.date, c.value, c.plan.DownPayment, rest, c.plan.Rate, string(system), interest,
		nullID(by.ID), s.Now()).Scan(&id); err != nil {
		return fmt.Errorf("receivable: %w", err)
	}
	for _, in := range installments {
		if _, err := tx.ExecContext(ctx, `INSERT INTO receivable_installments (receivable_id, number, due_date, amount, interest)
			VALUES (?, ?, ?, ?, ?)`, id, in.Number, in.DueDate, in.Amount, in.Interest); err != nil {
			return fmt.Errorf("receivable installments: %w", err)
		}
	}
	return nil
}

// saleReceivable returns the amount of the receivable of a record's sale (column asset_id or vehicle_id), 0 for a
// sale received at once.
func saleReceivable(ctx context.Context, q database.Querier, column string, id int64) (model.Money, error) {
	var amount model.Money
	err := q.QueryRowContext(ctx, "SELECT amount FROM receivables WHERE "+column+" = ?", id).Scan(&amount)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("receivable of %s %d: %w", column, id, err)
	}
	return amount, nil
}

// receivableOf returns the id of the receivable of a record's sale (column asset_id or vehicle_id), 0 for none.
func receivableOf(ctx context.Context, q database.Querier, column string, id int64) (int64, error) {
	var rid int64
	err := q.QueryRowContext(ctx, "SELECT id FROM receivables WHERE "+column+" = ?", id).Scan(&rid)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("receivable of %s %d: %w", column, id, err)
	}
	return rid, nil
}

// receivableRefs names the record whose sale a receivable is of: its receipts are posted with it.
func receivableRefs(ctx context.Context, q database.Querier, id int64) (ledgerRefs, error) {
	var asset, vehicle sql.NullInt64
	if err := q.QueryRowContext(ctx, "SELECT asset_id, vehicle_id FROM receivables WHERE id = ?", id).Scan(&asset, &vehicle); err != nil {
		return ledgerRefs{}, fmt.Errorf("receivable %d: %w", id, err)
	}
	if asset.Valid {
		return ledgerRefs{assets: []int64{asset.Int64}}, nil
	}
	return ledgerRefs{vehicles: []int64{vehicle.Int64}}, nil
}

// onCredit turns the money event of a sale into what it is when part of the price is to be received later:
// only the down payment enters the account (nothing, and no account, without one).
func onCredit(e moneyEvent, receivable model.Money) moneyEvent {
	e.amount -= receivable
	if e.amount == 0 {
		e.account, e.counterpart = 0, &model.Counterpart{}
	}
	return e
}

// dropReceivable removes the receivables of records about to be deleted, their receipts and their movements, and
// returns the earliest day they counted from (zero when there was none).
func dropReceivable(ctx context.Context, tx *database.Tx, column string, ids []int64) (model.Date, error) {
	in, args := idList(ids)
	var saleDate sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, "SELECT MIN(sale_date) FROM receivables WHERE "+column+" IN ("+in+")", args...).Scan(&saleDate); err != nil {
		return model.Date{}, fmt.Errorf("receivable of %s %v: %w", column, ids, err)
	}
	if !saleDate.Valid {
		return model.Date{}, nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM account_movements WHERE source_kind = ? AND source_id IN
			(SELECT p.id FROM receivable_receipts p JOIN receivables r ON r.id = p.receivable_id WHERE r.`+column+` IN (`+in+`))`,
		append([]any{model.SourceReceivableReceipt}, args...)...); err != nil {
		return model.Date{}, fmt.Errorf("receipts of %s %v: %w", column, ids, err)
	}
	for _, stmt := range []string{
		"DELETE FROM receivable_receipts WHERE receivable_id IN (SELECT id FROM receivables WHERE " + column + " IN (" + in + "))",
		"DELETE FROM receivable_installments WHERE receivable_id IN (SELECT id FROM receivables WHERE " + column + " IN (" + in + "))",
		"DELETE FROM receivables WHERE " + column + " IN (" + in + ")",
	} {
		if _, err := tx.ExecContext(ctx, stmt, args...); err != nil {
			return model.Date{}, fmt.Errorf("receivable of %s %v: %w", column, ids, err)
		}
	}
	return saleDate.V, nil
}

// receivableStatusSQL is a receivable's status on the day given as its only placeholder, over the columns amount,
// received and due (the installments due before that day).
const receivableStatusSQL = `CASE WHEN received >= amount + interest THEN 'paid' WHEN due > received THEN 'overdue' ELSE 'open' END`

// receivableRows is every receivable with what was received and what fell due before the day given as its
// placeholder.
const receivableRows = `SELECT r.id, r.asset_id, r.vehicle_id, r.description, r.debtor_name, r.sale_date, r.sale_value,
		r.down_payment, r.amount, r.monthly_rate, r.amortization_system, r.interest, r.created_at,
		CAST(COALESCE((SELECT SUM(p.amount) FROM receivable_receipts p WHERE p.receivable_id = r.id), 0) AS BIGINT) AS received,
		CAST(COALESCE((SELECT SUM(i.amount) FROM receivable_installments i WHERE i.receivable_id = r.id AND i.due_date < ?), 0) AS BIGINT) AS due
	FROM receivables r`

// ListReceivables returns one page of the receivables with status (all of them when empty), the overdue first,
// then the open ones, then the paid, each by sale date, newest first; and the summary of all that match.
func (s *Store) ListReceivables(ctx context.Context, status model.ReceivableStatus, page, size int) ([]model.Receivable, model.ReceivablesSummary, error) {
	today := s.Today()
	inner := `SELECT x.*, ` + receivableStatusSQL + ` AS status FROM (` + receivableRows + `) x`
	where := " WHERE (? = '' OR status = ?)"
	var sum model.ReceivablesSummary
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*), CAST(COALESCE(SUM(amount + interest - received), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN due > received THEN due - received ELSE 0 END), 0) AS BIGINT)
		FROM (`+inner+`) y`+where, today, status, status).Scan(&sum.Count, &sum.Balance, &sum.Overdue); err != nil {
		return nil, sum, fmt.Errorf("receivables summary: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, asset_id, vehicle_id, description, debtor_name, sale_date, sale_value,
			down_payment, amount, monthly_rate, amortization_system, interest, created_at, received FROM (`+inner+`) y`+where+`
		ORDER BY CASE status WHEN 'overdue' THEN 0 WHEN 'open' THEN 1 ELSE 2 END, sale_date DESC, id DESC LIMIT ? OFFSET ?`,
		today, status, status, size, offset(page, size))
	if err != nil {
		return nil, sum, fmt.Errorf("receivables: %w", err)
	}
	list, err := scanReceivables(rows)
	if err != nil {
		return nil, sum, err
	}
	if err := s.withInstallments(ctx, list, false); err != nil {
		return nil, sum, err
	}
	return list, sum, nil
}

func scanReceivables(rows *sql.Rows) ([]model.Receivable, error) {
	defer rows.Close()
	list := []model.Receivable{}
	for rows.Next() {
		var r model.Receivable
		var asset, vehicle sql.NullInt64
		if err := rows.Scan(&r.ID, &asset, &vehicle, &r.Description, &r.DebtorName, &r.SaleDate, &r.SaleValue,
			&r.DownPayment, &r.Amount, &r.InterestRate, &r.System, &r.Interest, &r.CreatedAt, &r.Received); err != nil {
			return nil, fmt.Errorf("receivables: %w", err)
		}
		if asset.Valid {
			r.AssetID = &asset.Int64
		}
		if vehicle.Valid {
			r.VehicleID = &vehicle.Int64
		}
		r.Balance = r.Amount + r.Interest - r.Received
		r.CreatedAt = r.CreatedAt.UTC()
		list = append(list, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("receivables: %w", err)
	}
	return list, nil
}

// withInstallments reads the installments of the receivables of list in one query and sets each one's status,
// next due date and count; keep leaves the installments on each receivable (the detail).
func (s *Store) withInstallments(ctx context.Context, list []model.Receivable, keep bool) error {
	if len(list) == 0 {
		return nil
	}
	ids := make([]any, len(list))
	marks := make([]string, len(list))
	at := map[int64]int{}
	for i, r := range list {
		ids[i], marks[i], at[r.ID] = r.ID, "?", i
	}
	rows, err := s.db.QueryContext(ctx, `SELECT receivable_id, number, due_date, amount, interest FROM receivable_installments
		WHERE receivable_id IN (`+strings.Join(marks, ", ")+`) ORDER BY receivable_id, number`, ids...)
	if err != nil {
		return fmt.Errorf("installments: %w", err)
	}
	defer rows.Close()
	plans := make([][]model.Installment, len(list))
	for rows.Next() {
		var id int64
		var in model.Installment
		if err := rows.Scan(&id, &in.Number, &in.DueDate, &in.Amount, &in.Interest); err != nil {
			return fmt.Errorf("installments: %w", err)
		}
		plans[at[id]] = append(plans[at[id]], in)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("installments: %w", err)
	}
	named, err := s.namedReceipts(ctx, ids, marks)
	if err != nil {
		return err
	}
	today := s.Today()
	for i := range list {
		r := &list[i]
		r.Status = model.Allocate(plans[i], r.Received, named[r.ID], today)
		for k := range plans[i] {
			if in := &plans[i][k]; in.Status == model.ReceivableOverdue {
				in.LateFine, in.LateInterest = financing.LateCharges(in.Amount-in.Received, in.DueDate, today)
			}
		}
		r.InstallmentCount = len(plans[i])
		for _, in := range plans[i] {
			if in.Status != model.ReceivablePaid {
				d := in.DueDate
				r.NextDueDate = &d
				break
			}
		}
		if keep {
			r.Installments = plans[i]
		}
	}
	return nil
}

// namedReceipts sums, for each receivable of ids, the receipts that name an installment, by installment.
func (s *Store) namedReceipts(ctx context.Context, ids []any, marks []string) (map[int64]map[int]model.Money, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT receivable_id, installment_number, CAST(SUM(amount) AS BIGINT) FROM receivable_receipts
		WHERE installment_number IS NOT NULL AND receivable_id IN (`+strings.Join(marks, ", ")+`)
		GROUP BY receivable_id, installment_number`, ids...)
	if err != nil {
		return nil, fmt.Errorf("receipts by installment: %w", err)
	}
	defer rows.Close()
	named := map[int64]map[int]model.Money{}
	for rows.Next() {
		var id int64
		var number int
		var sum model.Money
		if err := rows.Scan(&id, &number, &sum); err != nil {
			return nil, fmt.Errorf("receipts by installment: %w", err)
		}
		if named[id] == nil {
			named[id] = map[int]model.Money{}
		}
		named[id][number] = sum
	}
	return named, rows.Err()
}

// receivablesDueBetween returns, with their installments, the receivables with an installment due from from to to.
func (s *Store) receivablesDueBetween(ctx context.Context, from, to model.Date) ([]model.Receivable, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, asset_id, vehicle_id, description, debtor_name, sale_date, sale_value,
			down_payment, amount, monthly_rate, amortization_system, interest, created_at, received FROM (`+receivableRows+` WHERE r.id IN (SELECT receivable_id
				FROM receivable_installments WHERE due_date >= ? AND due_date <= ?)) x ORDER BY id`, s.Today(), from, to)
	if err != nil {
		return nil, fmt.Errorf("receivables due: %w", err)
	}
	list, err := scanReceivables(rows)
	if err != nil {
		return nil, err
	}
	return list, s.withInstallments(ctx, list, true)
}

// ReceivableByID returns a receivable with its installments, or ErrNotFound.
func (s *Store) ReceivableByID(ctx context.Context, id int64) (model.Receivable, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, asset_id, vehicle_id, description, debtor_name, sale_date, sale_value,
			down_payment, amount, monthly_rate, amortization_system, interest, created_at, received FROM (`+receivableRows+` WHERE r.id = ?) x`, s.Today(), id)
	if err != nil {
		return model.Receivable{}, fmt.Errorf("receivable %d: %w", id, err)
	}
	list, err := scanReceivables(rows)
	if err != nil {
		return model.Receivable{}, err
	}
	if len(list) == 0 {
		return model.Receivable{}, ErrNotFound
	}
	if err := s.withInstallments(ctx, list, true); err != nil {
		return model.Receivable{}, err
	}
	return list[0], nil
}

// ReceivableReceipts lists a receivable's receipts, newest first, with the account each entered.
func (s *Store) ReceivableReceipts(ctx context.Context, id int64) ([]model.ReceivableReceipt, error) {
	if _, err := s.ReceivableByID(ctx, id); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT p.id, p.receivable_id, p.receipt_date, p.amount, p.installment_number, COALESCE(m.account_id, 0),
			COALESCE(a.name, ''), p.created_by, COALESCE(u.name, ''), p.created_at
		FROM receivable_receipts p
		LEFT JOIN account_movements m ON m.source_kind = ? AND m.source_id = p.id
		LEFT JOIN accounts a ON a.id = m.account_id
		LEFT JOIN users u ON u.id = p.created_by
		WHERE p.receivable_id = ? ORDER BY p.receipt_date DESC, p.id DESC`, model.SourceReceivableReceipt, id)
	if err != nil {
		return nil, fmt.Errorf("receipts of receivable %d: %w", id, err)
	}
	defer rows.Close()
	list := []model.ReceivableReceipt{}
	for rows.Next() {
		var p model.ReceivableReceipt
		var createdBy sql.NullInt64
		var name string
		if err := rows.Scan(&p.ID, &p.ReceivableID, &p.Date, &p.Amount, &p.InstallmentNumber, &p.AccountID, &p.AccountName, &createdBy, &name,
			&p.CreatedAt); err != nil {
			return nil, fmt.Errorf("receipts of receivable %d: %w", id, err)
		}
		p.CreatedBy = actor(createdBy, name)
		p.CreatedAt = p.CreatedAt.UTC()
		list = append(list, p)
	}
	return list, rows.Err()
}

// AddReceipt records money received for a receivable, in one transaction: the receipt and its movement into the
// account it names. ErrReceiptBeforeSale, ErrReceiptTooLarge; an account refused is an *EventAccountError on
// accountId.
func (s *Store) AddReceipt(ctx context.Context, p model.ReceivableReceipt, by model.User) (model.ReceivableReceipt, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error { return s.addReceipt(ctx, tx, w, &p, by) })
	if err != nil {
		var account *EventAccountError
		if errors.As(err, &account) || errors.Is(err, ErrNotFound) || errors.Is(err, ErrReceiptBeforeSale) ||
			errors.Is(err, ErrReceiptTooLarge) || errors.Is(err, ErrReceiptInstallment) {
			return model.ReceivableReceipt{}, err
		}
		return model.ReceivableReceipt{}, fmt.Errorf("receipt of receivable %d: %w", p.ReceivableID, err)
	}
	p.CreatedBy = &model.Actor{ID: by.ID, Name: by.Name}
	p.CreatedAt = p.CreatedAt.UTC()
	if err := s.db.QueryRowContext(ctx, "SELECT name FROM accounts WHERE id = ?", p.AccountID).Scan(&p.AccountName); err != nil {
		return p, fmt.Errorf("account of receipt %d: %w", p.ID, err)
	}
	return p, nil
}

// addReceipt is AddReceipt in the write's transaction; it sets p's id.
func (s *Store) addReceipt(ctx context.Context, tx *database.Tx, w *ledgerWrite, p *model.ReceivableReceipt, by model.User) error {
	res, err := tx.ExecContext(ctx, "UPDATE receivables SET id = id WHERE id = ?", p.ReceivableID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	var saleDate model.Date
	var balance model.Money
	var description string
	if err := tx.QueryRowContext(ctx, `SELECT sale_date, description, amount + interest - CAST(COALESCE((SELECT SUM(amount)
			FROM receivable_receipts WHERE receivable_id = receivables.id), 0) AS BIGINT)
		FROM receivables WHERE id = ?`, p.ReceivableID).Scan(&saleDate, &description, &balance); err != nil {
		return err
	}
	if p.Date.Before(saleDate) {
		return ErrReceiptBeforeSale
	}
	if p.Amount > balance {
		return ErrReceiptTooLarge
	}
	if p.InstallmentNumber != nil {
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM receivable_installments WHERE receivable_id = ? AND number = ?",
			p.ReceivableID, *p.InstallmentNumber).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return ErrReceiptInstallment
		}
	}
	p.CreatedAt = s.Now()
	if err := tx.QueryRowContext(ctx, `INSERT INTO receivable_receipts (receivable_id, receipt_date, amount, installment_number,
			created_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, p.ReceivableID, p.Date, p.Amount, p.InstallmentNumber, nullID(by.ID),
		p.CreatedAt).Scan(&p.ID); err != nil {
		return err
	}
	if _, err := s.setMoneyEvent(ctx, tx, moneyEvent{source: model.SourceReceivableReceipt, id: p.ID, account: p.AccountID,
		date: p.Date, amount: p.Amount, description: "Recebimento: " + description, field: "accountId"}, by); err != nil {
		return err
	}
	refs, err := receivableRefs(ctx, tx, p.ReceivableID)
	if err != nil {
		return err
	}
	w.touch(refs)
	w.cash(p.Date)
	return nil
}

// DeleteReceipt removes a receipt entered by mistake and the movement it posted, in one transaction; ErrNotFound
// when the receivable has no such receipt. The account is checked as after any movement removed (a kind that
// may not go negative refuses it with ErrNegativeBalance).
func (s *Store) DeleteReceipt(ctx context.Context, receivableID, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error { return deleteReceipt(ctx, tx, w, receivableID, id) })
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrNegativeBalance) {
		return fmt.Errorf("delete receipt %d: %w", id, err)
	}
	return err
}

// deleteReceipt is DeleteReceipt in the write's transaction.
func deleteReceipt(ctx context.Context, tx *database.Tx, w *ledgerWrite, receivableID, id int64) error {
	var day model.Date
	err := tx.QueryRowContext(ctx, "SELECT receipt_date FROM receivable_receipts WHERE id = ? AND receivable_id = ?",
		id, receivableID).Scan(&day)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	account, err := moneyEventAccount(ctx, tx, model.SourceReceivableReceipt, id)
	if err != nil {
		return err
	}
	if account != 0 {
		if _, err := lockAccount(ctx, tx, account); err != nil {
			return err
		}
	}
	if _, err := dropMoneyEvents(ctx, tx, []int64{id}, model.SourceReceivableReceipt); err != nil {
		return err
	}
	if account != 0 {
		if err := checkNotNegative(ctx, tx, account); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM receivable_receipts WHERE id = ?", id); err != nil {
		return err
	}
	refs, err := receivableRefs(ctx, tx, receivableID)
	if err != nil {
		return err
	}
	w.touch(refs)
	w.cash(day)
	return nil
}

// receivablesAt returns the principal still to receive at the end of each day: the receivables of the sales made
// up to it, less the principal of the receipts dated up to it — a receipt pays the installments in order, each
// one's interest first, and the interest it covers is income, not principal. Read for every request, like cashAt.
func (s *Store) receivablesAt(ctx context.Context, days []model.Date) ([]model.Money, error) {
	cols := make([]string, len(days))
	args := make([]any, 0, 3*len(days))
	for i, d := range days {
		cols[i] = `CAST(COALESCE((SELECT SUM(amount) FROM receivables WHERE sale_date <= ?), 0)
			- COALESCE((SELECT SUM(amount) FROM receivable_receipts WHERE receipt_date <= ?), 0)
			+ COALESCE((SELECT SUM(CASE WHEN x.paid - x.before <= 0 THEN 0 WHEN x.paid - x.before >= x.interest THEN x.interest
					ELSE x.paid - x.before END)
				FROM (SELECT i.interest, SUM(i.amount) OVER (PARTITION BY i.receivable_id ORDER BY i.number) - i.amount AS before,
						COALESCE((SELECT SUM(p.amount) FROM receivable_receipts p WHERE p.receivable_id = i.receivable_id
							AND p.receipt_date <= ?), 0) AS paid
					FROM receivable_installments i
					WHERE i.receivable_id IN (SELECT id FROM receivables WHERE interest > 0)) x), 0) AS BIGINT)`
		args = append(args, d, d, d)
	}
	out := make([]model.Money, len(days))
	dest := make([]any, len(days))
	for i := range out {
		dest[i] = &out[i]
	}
	if err := s.db.QueryRowContext(ctx, "SELECT "+strings.Join(cols, ", "), args...).Scan(dest...); err != nil {
		return nil, fmt.Errorf("receivables: %w", err)
	}
	return out, nil
}
