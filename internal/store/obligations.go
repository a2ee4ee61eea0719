package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// Errors of the obligations calendar.
var (
	// ErrNoSuchObligation refuses a payment of an installment the record's obligations do not have.
	ErrNoSuchObligation = errors.New("no such obligation")
	// ErrNoSuchVehicleTax refuses a payment of a vehicle's IPVA or licenciamento on a day its state's table does not
	// give it.
	ErrNoSuchVehicleTax = errors.New("no such vehicle tax")
	// ErrObligationPaid refuses a second payment of the same installment.
	ErrObligationPaid = errors.New("obligation already paid")
	// ErrPaymentAboveDue refuses a payment of an IPTU installment past its amount with the most a late payment is
	// charged (model.IPTUInstallment.MostPaid).
	ErrPaymentAboveDue = errors.New("payment above the installment with its charges")
)

// openDebtsDue selects the open debts due between two days and the financings due by the second (overdue
// ones too). Each part is its own range of an index (debts_status_due, and the financings' partial
// debts_financed_due): as one OR, the databases walked every debt due before the second day. UNION ALL, since an
// id twice changes nothing in IN: SQLite merges a UNION in id order and scanned the table for it.
const openDebtsDue = `id IN (SELECT id FROM debts WHERE status IN ('active', 'renegotiated') AND due_date >= ? AND due_date <= ?
		UNION ALL SELECT id FROM debts WHERE amortization_system <> 'none' AND due_date <= ?)
	AND status IN ('active', 'renegotiated') AND current_amount > 0`

// Obligations returns what falls due from from to to, earliest first: the installments of the financings (from
// their schedules) and the debts without a schedule (their due date and balance), the installments of the
// receivables, the IPTU installments of the properties held, and the vehicles' IPVA and licenciamento — each with its status on today (paid, overdue,
// open). openOnly leaves the paid ones out, and reads only the debts still owed.
func (s *Store) Obligations(ctx context.Context, from, to model.Date, openOnly bool) ([]model.Obligation, error) {
	today := s.Today()
	status := func(paid bool, due model.Date) string {
		switch {
		case paid:
			return model.ObligationPaid
		case due.Before(today):
			return model.ObligationOverdue
		}
		return model.ObligationOpen
	}
	items := []model.Obligation{}
	where := `(amortization_system = 'none' AND due_date >= ? AND due_date <= ?)
		OR (amortization_system <> 'none' AND first_due_date <= ?)`
	if openOnly { // a financing's due date is its first installment not paid
		where = openDebtsDue
	}
	debts, err := s.queryDebts(ctx, where, from, to, to)
	if err != nil {
		return nil, err
	}
	for _, d := range debts {
		if d.System == model.DebtNoSystem {
			item := model.Obligation{Kind: model.ObligationDebt, RecordID: d.ID, Description: d.CreditorName, DueDate: d.DueDate,
				Amount: d.CurrentAmount, Status: status(d.RecordedStatus == model.DebtPaid, d.DueDate)}
			if d.Installments > 1 {
				item.Installment, item.Installments = d.CurrentInstallment, d.ScheduledInstallments
				item.Amount = installmentOfBalance(d)
			}
			items = append(items, item)
			continue
		}
		schedule, err := s.scheduleOf(ctx, s.db, d)
		if err != nil {
			return nil, err
		}
		for _, in := range schedule {
			if !in.DueDate.Before(from) && !in.DueDate.After(to) {
				paid := in.Status == financing.InstallmentPaid
				items = append(items, model.Obligation{Kind: model.ObligationDebt, RecordID: d.ID, Description: d.CreditorName,
					Installment: in.Number, Installments: len(schedule), DueDate: in.DueDate, Amount: stillDue(in.Payment, in.Paid, paid),
					Scheduled: true, Status: status(paid, in.DueDate)})
			}
		}
	}
	receivables, err := s.receivablesDueBetween(ctx, from, to)
	if err != nil {
		return nil, err
	}
	for _, r := range receivables {
		for _, in := range r.Installments {
			if !in.DueDate.Before(from) && !in.DueDate.After(to) {
				paid := in.Status == model.ReceivablePaid
				items = append(items, model.Obligation{Kind: model.ObligationReceivable, RecordID: r.ID, Description: r.Description,
					Installment: in.Number, Installments: len(r.Installments), DueDate: in.DueDate, Amount: stillDue(in.Amount, in.Received, paid),
					Scheduled: true, Status: status(paid, in.DueDate)})
			}
		}
	}
	iptu, err := s.iptuBetween(ctx, from, to)
	if err != nil {
		return nil, err
	}
	taxes, err := s.vehicleTaxesBetween(ctx, from, to)
	if err != nil {
		return nil, err
	}
	for _, o := range append(iptu, taxes...) {
		o.Status = status(o.PaymentID != 0 || o.Status == model.ObligationPaid, o.DueDate)
		items = append(items, o)
	}
	if openOnly {
		items = slices.DeleteFunc(items, func(o model.Obligation) bool { return o.Status == model.ObligationPaid })
	}
	slices.SortStableFunc(items, func(a, b model.Obligation) int {
		return cmp.Or(strings.Compare(a.DueDate.String(), b.DueDate.String()), strings.Compare(a.Kind, b.Kind),
			cmp.Compare(a.RecordID, b.RecordID), cmp.Compare(a.Installment, b.Installment))
	})
	return items, nil
}

// stillDue is what an installment of amount with paid against it shows: what is still open, or the whole
// installment once paid (the Agenda's paid lines say what they were, not zero).
func stillDue(amount, paid model.Money, whole bool) model.Money {
	if whole {
		return amount
	}
	return amount - paid
}

// installmentOfBalance is a month's installment of a debt paid in installments without a schedule: its balance
// shared over the installments left, rounded half up (the last takes the rest) — not the whole balance at once,
// which made the month's 'A pagar' read the debt's total.
// A paid one shows its original amount shared over all of them.
func installmentOfBalance(d model.Debt) model.Money {
	balance, left := d.CurrentAmount, model.Money(max(d.ScheduledInstallments-d.CurrentInstallment+1, 1))
	if d.RecordedStatus == model.DebtPaid || balance <= 0 {
		balance, left = d.OriginalAmount, model.Money(max(d.ScheduledInstallments, 1))
	}
	return (balance*2 + left) / (2 * left)
}

// assetLeftDay is, in a query over assets, the day the asset left the company: its first sale or exchange (NULL
// while held).
const assetLeftDay = `(SELECT MIN(t.date) FROM asset_transactions t WHERE t.asset_id = assets.id AND t.type IN ('sale', 'exchange'))`

// heldAssets selects the assets matching where acquired by to that were still held on from — not sold nor
// exchanged, or left on from or later — with the day each that left did (sold or exchanged).
func (s *Store) heldAssets(ctx context.Context, where string, from, to model.Date) ([]model.Asset, map[int64]model.Date, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT "+assetColumns+`, ended FROM (SELECT *, `+assetLeftDay+` AS ended
		FROM assets WHERE `+where+` AND acquisition_date <= ?) held
		WHERE status NOT IN ('sold', 'exchanged') OR ended >= ? ORDER BY id`, to, from)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var assets []model.Asset
	left := map[int64]model.Date{}
	for rows.Next() {
		var ended sql.Null[model.Date]
		a, err := scanAsset(scanAlso{rows, &ended})
		if err != nil {
			return nil, nil, err
		}
		assets = append(assets, a)
		if ended.Valid {
			left[a.ID] = ended.V
		}
	}
	return assets, left, rows.Err()
}

// iptuBetween is the IPTU installments from from to to of the properties acquired by to, each with the payment that
// paid it (PaymentID, 0 when none). A property sold or exchanged keeps the installments due until the day it left
// (paid or still owed by the company), not those after.
func (s *Store) iptuBetween(ctx context.Context, from, to model.Date) ([]model.Obligation, error) {
	assets, left, err := s.heldAssets(ctx, "iptu_amount IS NOT NULL", from, to)
	if err != nil {
		return nil, fmt.Errorf("iptu: %w", err)
	}
	if len(assets) == 0 {
		return nil, nil // no property keeps an IPTU: the payments need not be read (the dashboard asks every time)
	}
	paid := map[string]int64{}
	payments, err := s.db.QueryContext(ctx, `SELECT id, record_id, due_date FROM obligation_payments
		WHERE kind = 'iptu' AND due_date >= ? AND due_date <= ?`, from, to)
	if err != nil {
		return nil, fmt.Errorf("iptu payments: %w", err)
	}
	defer payments.Close()
	for payments.Next() {
		var id, record int64
		var due model.Date
		if err := payments.Scan(&id, &record, &due); err != nil {
			return nil, fmt.Errorf("iptu payments: %w", err)
		}
		paid[iptuKey(record, due)] = id
	}
	if err := payments.Err(); err != nil {
		return nil, fmt.Errorf("iptu payments: %w", err)
	}
	var out []model.Obligation
	for _, a := range assets {
		for year := from.Time().Year(); year <= to.Time().Year(); year++ {
			for _, in := range a.IPTUSchedule(year) {
				if end, sold := left[a.ID]; in.DueDate.Before(from) || in.DueDate.After(to) || sold && in.DueDate.After(end) {
					continue
				}
				out = append(out, model.Obligation{Kind: model.ObligationIPTU, RecordID: a.ID,
					Description: "IPTU " + strconv.Itoa(year) + ": " + a.Description, Installment: in.Number, Installments: in.Of,
					DueDate: in.DueDate, Amount: in.Amount, Scheduled: true, PaymentID: paid[iptuKey(a.ID, in.DueDate)]})
			}
		}
	}
	return out, nil
}

// scanAlso scans a row into a scanner's destinations and then into more.
type scanAlso struct {
	rows *sql.Rows
	more any
}

func (s scanAlso) Scan(dest ...any) error { return s.rows.Scan(append(dest, s.more)...) }

func iptuKey(record int64, due model.Date) string {
	return strconv.FormatInt(record, 10) + "/" + due.String()
}

// PayIPTU records the payment of a property's IPTU installment due on due, in one transaction: the payment and its
// movement out of the account it names, on its day. ErrNotFound for no property, ErrNoSuchObligation for a day that
// is no installment of its IPTU, ErrObligationPaid when it was paid, ErrPaymentAboveDue for an amount past the
// installment with its charges; an account refused is an
// *EventAccountError on accountId.
func (s *Store) PayIPTU(ctx context.Context, assetID int64, due, day model.Date, amount model.Money, accountID int64, by model.User) (int64, error) {
	var id int64
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		a, err := lockAsset(ctx, tx, assetID)
		if err != nil {
			return err
		}
		var installment *model.IPTUInstallment
		for _, in := range a.IPTUSchedule(due.Time().Year()) {
			if in.DueDate.String() == due.String() {
				installment = &in
			}
		}
		if installment == nil {
			return ErrNoSuchObligation
		}
		if amount > installment.MostPaid(day) {
			return ErrPaymentAboveDue
		}
		var one int
		err = tx.QueryRowContext(ctx, "SELECT 1 FROM obligation_payments WHERE kind = 'iptu' AND record_id = ? AND due_date = ?",
			assetID, due).Scan(&one)
		if err == nil {
			return ErrObligationPaid
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		description := fmt.Sprintf("IPTU %d (%d/%d): %s", due.Time().Year(), installment.Number, installment.Of, a.Description)
		id, err = s.recordObligationPayment(ctx, tx, w, model.ObligationIPTU, assetID, due, day, amount, accountID, description, by)
		return err
	})
	return id, payError(err, "pay iptu of asset", assetID)
}

// recordObligationPayment stores the payment of an obligation and posts its movement out of accountID on day.
func (s *Store) recordObligationPayment(ctx context.Context, tx *database.Tx, w *ledgerWrite, kind string, record int64, due, day model.Date,
	amount model.Money, accountID int64, description string, by model.User) (int64, error) {
	var id int64
	if err := tx.QueryRowContext(ctx, `INSERT INTO obligation_payments (kind, record_id, due_date, amount, payment_date,
			created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		kind, record, due, amount, day, nullID(by.ID), s.Now()).Scan(&id); err != nil {
		return 0, err
	}
	if _, err := s.setMoneyEvent(ctx, tx, moneyEvent{source: model.SourceObligationPayment, id: id, account: accountID,
		date: day, amount: -amount, description: description, field: "accountId"}, by); err != nil {
		return 0, err
	}
	w.touch(obligationRefs(kind, record))
	w.cash(day)
	return id, nil
}

// payError passes the errors a payment refuses with as they are, and wraps the rest.
func payError(err error, what string, id int64) error {
	var account *EventAccountError
	if err == nil || errors.As(err, &account) || errors.Is(err, ErrNotFound) || errors.Is(err, ErrNoSuchObligation) ||
		errors.Is(err, ErrNoSuchVehicleTax) || errors.Is(err, ErrObligationPaid) || errors.Is(err, ErrPaymentAboveDue) {
		return err
	}
	return fmt.Errorf("%s %d: %w", what, id, err)
}

// DeleteObligationPayment removes a payment recorded by mistake and the movement it posted, in one transaction: the
// installment is open again. ErrNotFound when there is no such payment.
func (s *Store) DeleteObligationPayment(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		var day model.Date
		var kind string
		var record int64
		err := tx.QueryRowContext(ctx, "SELECT payment_date, kind, record_id FROM obligation_payments WHERE id = ?", id).Scan(&day, &kind, &record)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if _, err := dropMoneyEvents(ctx, tx, []int64{id}, model.SourceObligationPayment); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM obligation_payments WHERE id = ?", id); err != nil {
			return err
		}
		w.touch(obligationRefs(kind, record))
		w.cash(day)
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete obligation payment %d: %w", id, err)
	}
	return err
}

// obligationRefs names the record an obligation's payment is posted with: the asset of an IPTU or of a vehicle of
// the company's own, the stock's vehicle of an IPVA or a licenciamento.
func obligationRefs(kind string, record int64) ledgerRefs {
	if slices.Contains(assetTaxKinds, kind) {
		return ledgerRefs{assets: []int64{record}}
	}
	return ledgerRefs{vehicles: []int64{record}}
}

// assetTaxKinds are the obligation payments whose record is an asset: a property's IPTU, a vehicle's of the
// company's own IPVA and licenciamento.
var assetTaxKinds = []string{model.ObligationIPTU, model.ObligationAssetIPVA, model.ObligationAssetLicensing}

// assetTaxKindsSQL is assetTaxKinds as a list of SQL literals, for the queries kept as strings.
var assetTaxKindsSQL = "'" + strings.Join(assetTaxKinds, "', '") + "'"

// dropObligationPayments removes the payments of kinds of records about to be deleted (a property's IPTU, a
// vehicle's IPVA and licenciamento) and their movements, and returns the earliest day they were paid (zero when
// none).
func dropObligationPayments(ctx context.Context, tx *database.Tx, records []int64, kinds ...string) (model.Date, error) {
	kindList, args := idList(kinds)
	recordList, recordArgs := idList(records)
	in := "kind IN (" + kindList + ") AND record_id IN (" + recordList + ")"
	args = append(args, recordArgs...)
	var first sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, "SELECT MIN(payment_date) FROM obligation_payments WHERE "+in, args...).Scan(&first); err != nil {
		return model.Date{}, fmt.Errorf("obligation payments of %v: %w", records, err)
	}
	if !first.Valid {
		return model.Date{}, nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM account_movements WHERE source_kind = ? AND source_id IN
			(SELECT id FROM obligation_payments WHERE `+in+")", append([]any{model.SourceObligationPayment}, args...)...); err != nil {
		return model.Date{}, fmt.Errorf("obligation payments of %v: %w", records, err)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM obligation_payments WHERE "+in, args...); err != nil {
		return model.Date{}, fmt.Errorf("obligation payments of %v: %w", records, err)
	}
	return first.V, nil
}
