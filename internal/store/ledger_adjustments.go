package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// The company's own sub-accounts and the administrators' adjustments (docs/design.md §10): the only entries of the
// journal that no record of the patrimony owns. Both stay off the balance sheet's assets and liabilities, whose
// balances are the records', so the net worth the books give is still the one the records give.

var (
	// ErrNotAdjustable refuses a sub-account or an adjustment on an account of the balance sheet or a group.
	ErrNotAdjustable = errors.New("account takes no adjustment")
	// ErrSubaccountExists refuses a second sub-account of one name under one account.
	ErrSubaccountExists = errors.New("sub-account exists")
	// ErrSubaccountInUse refuses deleting a sub-account the journal has posted to.
	ErrSubaccountInUse = errors.New("sub-account in use")
	// ErrUnknownSubaccount refuses an adjustment to a sub-account that is not under the account it names.
	ErrUnknownSubaccount = errors.New("unknown sub-account")
	// ErrSameAccount refuses an adjustment whose debit and credit are one account.
	ErrSameAccount = errors.New("adjustment to the same account")
	// ErrSubaccountCategory refuses a manual entry naming a sub-account that is not under its category's account.
	ErrSubaccountCategory = errors.New("sub-account not under the entry's category")
)

// AdjustmentSideError refuses one side of an adjustment (Debit, or the credit): Err is ErrNotAdjustable or
// ErrUnknownSubaccount.
type AdjustmentSideError struct {
	Debit bool
	Err   error
}

func (e *AdjustmentSideError) Error() string { return "adjustment side: " + e.Err.Error() }
func (e *AdjustmentSideError) Unwrap() error { return e.Err }

// ownerAdjustment is the journal's owner kind of an administrator's adjustment.
const ownerAdjustment = "adjustment"

// LedgerSubaccounts lists the company's sub-accounts in code order.
func (s *Store) LedgerSubaccounts(ctx context.Context) ([]model.LedgerSubaccount, error) {
	out := []model.LedgerSubaccount{}
	err := scanAll(ctx, s.db, "ledger sub-accounts", func(rows *sql.Rows) error {
		var sa model.LedgerSubaccount
		if err := rows.Scan(&sa.ID, &sa.Parent, &sa.Name); err != nil {
			return err
		}
		parent, _ := ledger.AccountOf(ledger.Code(sa.Parent))
		sa.Code, sa.ParentName = ledger.SubCode(parent.Code, sa.ID), parent.Name
		out = append(out, sa)
		return nil
	}, "SELECT id, code, name FROM ledger_subaccounts ORDER BY code, id")
	return out, err
}

// CreateLedgerSubaccount adds a sub-account named name under the chart's account code: ErrNotAdjustable for an
// account that takes none, ErrSubaccountExists for a name it has already.
func (s *Store) CreateLedgerSubaccount(ctx context.Context, code ledger.Code, name string, by model.User) (model.LedgerSubaccount, error) {
	parent, ok := ledger.AccountOf(code)
	if !ok || !parent.Adjustable() {
		return model.LedgerSubaccount{}, ErrNotAdjustable
	}
	sa := model.LedgerSubaccount{Parent: string(code), ParentName: parent.Name, Name: name}
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		return tx.QueryRowContext(ctx, "INSERT INTO ledger_subaccounts (code, name, created_by, created_at) VALUES (?, ?, ?, ?) RETURNING id",
			string(code), name, nullID(by.ID), s.Now()).Scan(&sa.ID)
	})
	if database.IsUniqueViolation(err) {
		return model.LedgerSubaccount{}, ErrSubaccountExists
	}
	if err != nil {
		return model.LedgerSubaccount{}, fmt.Errorf("create ledger sub-account: %w", err)
	}
	sa.Code = ledger.SubCode(code, sa.ID)
	return sa, nil
}

// DeleteLedgerSubaccount deletes a sub-account nothing was ever posted to: ErrNotFound, ErrSubaccountInUse.
func (s *Store) DeleteLedgerSubaccount(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		var code string
		if err := tx.QueryRowContext(ctx, "SELECT code FROM ledger_subaccounts WHERE id = ?", id).Scan(&code); errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		} else if err != nil {
			return err
		}
		var used bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM journal_lines WHERE code = ? AND sub_id = ?)
			OR EXISTS (SELECT 1 FROM ledger_adjustments WHERE debit_code = ? AND debit_sub = ? OR credit_code = ? AND credit_sub = ?)`,
			code, id, code, id, code, id).Scan(&used); err != nil {
			return err
		}
		if used {
			return ErrSubaccountInUse
		}
		_, err := tx.ExecContext(ctx, "DELETE FROM ledger_subaccounts WHERE id = ?", id)
		return err
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrSubaccountInUse) {
		return fmt.Errorf("delete ledger sub-account %d: %w", id, err)
	}
	return err
}

// AdjustmentInput is an adjustment as an administrator types it: the debit and credit accounts by their codes (a
// sub-account's code for a sub-account).
type AdjustmentInput struct {
	Date          model.Date
	Debit, Credit string
	Amount        model.Money
	Reason        string
}

// CreateLedgerAdjustment stores an adjustment and posts its entry, in one transaction: ErrNotAdjustable for an
// account of the balance sheet or a group, ErrUnknownSubaccount for a sub-account not under its account,
// ErrSameAccount for one account on both sides.
func (s *Store) CreateLedgerAdjustment(ctx context.Context, in AdjustmentInput, by model.User) (model.LedgerAdjustment, error) {
	var id int64
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		debit, debitSub, err := adjustableAccount(ctx, tx, in.Debit)
		if err != nil {
			return sideError(true, err)
		}
		credit, creditSub, err := adjustableAccount(ctx, tx, in.Credit)
		if err != nil {
			return sideError(false, err)
		}
		if debit == credit && debitSub == creditSub {
			return ErrSameAccount
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO ledger_adjustments (entry_date, debit_code, debit_sub, credit_code, credit_sub,
			amount, reason, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			in.Date, string(debit), debitSub, string(credit), creditSub, in.Amount, in.Reason, nullID(by.ID), s.Now()).Scan(&id); err != nil {
			return err
		}
		w.touch(ledgerRefs{adjustments: []int64{id}})
		return nil
	})
	if err != nil {
		var side *AdjustmentSideError
		if errors.As(err, &side) || errors.Is(err, ErrSameAccount) {
			return model.LedgerAdjustment{}, err
		}
		return model.LedgerAdjustment{}, fmt.Errorf("create ledger adjustment: %w", err)
	}
	list, err := s.ledgerAdjustments(ctx, "WHERE a.id = ?", id)
	if err != nil || len(list) == 0 {
		return model.LedgerAdjustment{}, fmt.Errorf("read ledger adjustment %d: %w", id, err)
	}
	return list[0], nil
}

// sideError names the side of an adjustment a refusal is about.
func sideError(debit bool, err error) error {
	if errors.Is(err, ErrNotAdjustable) || errors.Is(err, ErrUnknownSubaccount) {
		return &AdjustmentSideError{Debit: debit, Err: err}
	}
	return err
}

// adjustableAccount reads a typed code as an account an adjustment may post to.
func adjustableAccount(ctx context.Context, q database.Querier, typed string) (ledger.Code, int64, error) {
	code, sub, ok := ledger.ParseSubCode(typed)
	if !ok {
		return "", 0, ErrNotAdjustable
	}
	if a, _ := ledger.AccountOf(code); !a.Adjustable() {
		return "", 0, ErrNotAdjustable
	}
	if sub != 0 {
		var one int
		err := q.QueryRowContext(ctx, "SELECT 1 FROM ledger_subaccounts WHERE id = ? AND code = ?", sub, string(code)).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return "", 0, ErrUnknownSubaccount
		}
		if err != nil {
			return "", 0, err
		}
	}
	return code, sub, nil
}

// DeleteLedgerAdjustment deletes an adjustment and posts the reversal of its entry: ErrNotFound.
func (s *Store) DeleteLedgerAdjustment(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM ledger_adjustments WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		w.touch(ledgerRefs{adjustments: []int64{id}})
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete ledger adjustment %d: %w", id, err)
	}
	return err
}

// LedgerAdjustments lists the adjustments, latest day first.
func (s *Store) LedgerAdjustments(ctx context.Context) ([]model.LedgerAdjustment, error) {
	return s.ledgerAdjustments(ctx, "")
}

func (s *Store) ledgerAdjustments(ctx context.Context, where string, args ...any) ([]model.LedgerAdjustment, error) {
	out := []model.LedgerAdjustment{}
	type sides struct{ debit, credit balanceKey }
	var keys []sides
	err := scanAll(ctx, s.db, "ledger adjustments", func(rows *sql.Rows) error {
		var a model.LedgerAdjustment
		var k sides
		var debit, credit string
		var by sql.NullInt64
		var byName string
		if err := rows.Scan(&a.ID, &a.Date, &debit, &k.debit.sub, &credit, &k.credit.sub, &a.Amount, &a.Reason, &by, &byName, &a.CreatedAt); err != nil {
			return err
		}
		k.debit.code, k.credit.code = ledger.Code(debit), ledger.Code(credit)
		a.DebitCode, a.CreditCode = ledger.SubCode(k.debit.code, k.debit.sub), ledger.SubCode(k.credit.code, k.credit.sub)
		a.CreatedBy = actor(by, byName)
		out = append(out, a)
		keys = append(keys, k)
		return nil
	}, `SELECT a.id, a.entry_date, a.debit_code, a.debit_sub, a.credit_code, a.credit_sub, a.amount, a.reason, a.created_by,
			COALESCE(u.name, ''), a.created_at
		FROM ledger_adjustments a LEFT JOIN users u ON u.id = a.created_by `+where+` ORDER BY a.entry_date DESC, a.id DESC`, args...)
	if err != nil {
		return nil, err
	}
	all := map[balanceKey]model.Money{}
	for _, k := range keys {
		all[k.debit], all[k.credit] = 0, 0
	}
	name, err := s.accountNames(ctx, all)
	if err != nil {
		return nil, err
	}
	for i, k := range keys {
		out[i].DebitName, out[i].CreditName = name(k.debit), name(k.credit)
	}
	return out, nil
}

// adjustmentFacts reads the adjustments in ids.
func adjustmentFacts(ctx context.Context, q database.Querier, ids []int64) (map[int64]ledger.AdjustmentFacts, error) {
	in, args := idList(ids)
	out := map[int64]ledger.AdjustmentFacts{}
	err := scanAll(ctx, q, "ledger adjustments", func(rows *sql.Rows) error {
		var f ledger.AdjustmentFacts
		var debit, credit string
		if err := rows.Scan(&f.ID, &f.Date, &debit, &f.DebitSub, &credit, &f.CreditSub, &f.Amount, &f.Reason); err != nil {
			return err
		}
		f.Debit, f.Credit = ledger.Code(debit), ledger.Code(credit)
		out[f.ID] = f
		return nil
	}, "SELECT id, entry_date, debit_code, debit_sub, credit_code, credit_sub, amount, reason FROM ledger_adjustments WHERE id IN ("+in+")", args...)
	return out, err
}
