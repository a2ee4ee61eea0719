package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// Errors of the account writes.
var (
	// ErrAccountInUse refuses to delete an account that has movements other than its opening balance.
	ErrAccountInUse = errors.New("account has movements")
	// ErrNegativeBalance refuses a change that would leave an account that may not go negative (every kind but
	// checking) below zero after some movement.
	ErrNegativeBalance = errors.New("balance would go negative")
	// ErrBeforeOpening refuses a movement dated before its account's opening balance.
	ErrBeforeOpening = errors.New("movement dated before the account's opening")
	// ErrOpeningAfterMovement refuses an opening date later than the account's first other movement.
	ErrOpeningAfterMovement = errors.New("opening dated after a movement")
)

// openingFirst orders the movements of one day: the opening balance first, then the others in the order they
// were recorded (their id).
const openingFirst = "movement_date, CASE WHEN kind = 'opening' THEN 0 ELSE 1 END, id"

// accountColumns reads an account with its opening movement (o), its balance at the end of the one parameter's day,
// and the last day a statement of the bank reconciles it.
const accountColumns = `a.id, a.name, a.kind, a.bank_name, a.agency, a.number, o.amount, o.movement_date,
	CAST(COALESCE((SELECT SUM(m.amount) FROM account_movements m WHERE m.account_id = a.id AND m.movement_date <= ?), 0) AS BIGINT),
	a.created_by, COALESCE(cu.name, ''), a.updated_by, COALESCE(uu.name, ''), a.created_at, a.updated_at,
	(SELECT MAX(b.closing_date) FROM bank_statements b WHERE b.account_id = a.id AND b.status = 'committed'
		AND b.closing_balance = (SELECT COALESCE(SUM(r.amount), 0) FROM account_movements r WHERE r.account_id = a.id AND r.movement_date <= b.closing_date))
	FROM accounts a
	JOIN account_movements o ON o.account_id = a.id AND o.kind = 'opening'
	LEFT JOIN users cu ON cu.id = a.created_by
	LEFT JOIN users uu ON uu.id = a.updated_by`

func scanAccount(row interface{ Scan(...any) error }) (model.Account, error) {
	var a model.Account
	var createdBy, updatedBy sql.NullInt64
	var createdName, updatedName string
	var reconciled sql.Null[model.Date]
	err := row.Scan(&a.ID, &a.Name, &a.Kind, &a.BankName, &a.Agency, &a.Number, &a.OpeningBalance, &a.OpeningDate,
		&a.Balance, &createdBy, &createdName, &updatedBy, &updatedName, &a.CreatedAt, &a.UpdatedAt, &reconciled)
	if reconciled.Valid {
		a.ReconciledUntil = &reconciled.V
	}
	a.CreatedBy, a.UpdatedBy = actor(createdBy, createdName), actor(updatedBy, updatedName)
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, err
}

// AccountByID returns one account with today's balance, or ErrNotFound.
func (s *Store) AccountByID(ctx context.Context, id int64) (model.Account, error) {
	return s.accountByID(ctx, s.db, id)
}

func (s *Store) accountByID(ctx context.Context, q database.Querier, id int64) (model.Account, error) {
	a, err := scanAccount(q.QueryRowContext(ctx, "SELECT "+accountColumns+" WHERE a.id = ?", s.Today(), id))
	if errors.Is(err, sql.ErrNoRows) {
		return model.Account{}, ErrNotFound
	}
	if err != nil {
		return model.Account{}, fmt.Errorf("account %d: %w", id, err)
	}
	a.OpeningCounterpart, err = counterpartOf(ctx, q, sourceAccountOpening, id)
	return a, err
}

// ListAccounts returns one page of accounts by name, with today's balances, and the count and balance of all.
func (s *Store) ListAccounts(ctx context.Context, page, size int) ([]model.Account, model.AccountSummary, error) {
	today := s.Today()
	var sum model.AccountSummary
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM accounts),
			CAST(COALESCE((SELECT SUM(amount) FROM account_movements WHERE movement_date <= ?), 0) AS BIGINT)`, today).
		Scan(&sum.Count, &sum.BalanceTotal)
	if err != nil {
		return nil, sum, fmt.Errorf("summarise accounts: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, "SELECT "+accountColumns+" ORDER BY a.name_sort, a.id LIMIT ? OFFSET ?",
		today, size, offset(page, size))
	if err != nil {
		return nil, sum, fmt.Errorf("list accounts: %w", err)
	}
	defer rows.Close()
	accounts := []model.Account{}
	for rows.Next() {
		a, err := scanAccount(rows)
		if err != nil {
			return nil, sum, fmt.Errorf("list accounts: %w", err)
		}
		accounts = append(accounts, a)
	}
	if err := rows.Err(); err != nil {
		return nil, sum, fmt.Errorf("list accounts: %w", err)
	}
	return accounts, sum, nil
}

// CreateAccount stores a new account and its opening balance, in one transaction.
func (s *Store) CreateAccount(ctx context.Context, a model.Account, by model.User) (model.Account, error) {
	var created model.Account
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		id, err := s.insertAccount(ctx, tx, a, by)
		if err != nil {
			return err
		}
		w.touch(ledgerRefs{accounts: []int64{id}})
		w.cash(a.OpeningDate)
		created, err = s.accountByID(ctx, tx, id)
		return err
	})
	if err != nil {
		return model.Account{}, wrapAccountErr("create account", err)
	}
	return created, nil
}

// insertAccount stores an account and its opening balance and returns its id; the caller notes the cash moved on
// its opening date.
func (s *Store) insertAccount(ctx context.Context, tx *database.Tx, a model.Account, by model.User) (int64, error) {
	ids, err := s.insertAccounts(ctx, tx, []model.Account{a}, by)
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// insertAccounts stores accounts with their opening balances, perStatement in one statement of each (an import
// makes thousands), and returns their ids in the order given; the caller notes the cash moved on their opening
// dates. An opening is its account's only movement, so the rule on negative balances needs no query.
func (s *Store) insertAccounts(ctx context.Context, tx *database.Tx, accounts []model.Account, by model.User) ([]int64, error) {
	for _, a := range accounts {
		if a.OpeningBalance < 0 && !a.Kind.MayGoNegative() {
			return nil, ErrNegativeBalance
		}
	}
	now := s.Now()
	ids := make([]int64, 0, len(accounts))
	for chunk := range slices.Chunk(accounts, perStatement) {
		args := make([]any, 0, 10*len(chunk))
		for _, a := range chunk {
			args = append(args, a.Name, model.SortKey(a.Name), string(a.Kind), a.BankName, a.Agency, a.Number, by.ID, by.ID, now, now)
		}
		chunkIDs, err := insertRows(ctx, tx, `INSERT INTO accounts (name, name_sort, kind, bank_name, agency, number,
				created_by, updated_by, created_at, updated_at)
			VALUES `+valueRows(len(chunk), 10)+` RETURNING id`, args...)
		if err != nil {
			return nil, err
		}
		args = args[:0]
		for i, a := range chunk {
			args = append(args, chunkIDs[i], a.OpeningDate, a.OpeningBalance, string(model.MovementOpening), by.ID, now)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO account_movements (account_id, movement_date, amount, kind,
				created_by, created_at) VALUES `+valueRows(len(chunk), 6), args...); err != nil {
			return nil, fmt.Errorf("insert openings: %w", err)
		}
		for i, a := range chunk {
			if a.OpeningCounterpart != nil {
				if err := setCounterpart(ctx, tx, sourceAccountOpening, chunkIDs[i], a.OpeningCounterpart); err != nil {
					return nil, err
				}
			}
		}
		ids = append(ids, chunkIDs...)
	}
	return ids, nil
}

// UpdateAccount saves every field of a, its opening balance and date included, in one transaction. The opening
// date may not pass the account's first other movement, and the balances after it must stay allowed for its kind.
func (s *Store) UpdateAccount(ctx context.Context, a model.Account, by model.User) (model.Account, error) {
	var updated model.Account
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		oldOpening, err := lockAccount(ctx, tx, a.ID)
		if err != nil {
			return err
		}
		var first model.Date
		if err := tx.QueryRowContext(ctx, "SELECT MIN(movement_date) FROM account_movements WHERE account_id = ? AND kind <> 'opening'",
			a.ID).Scan(&first); err != nil {
			return err
		}
		if !first.IsZero() && a.OpeningDate.After(first) {
			return ErrOpeningAfterMovement
		}
		if _, err := tx.ExecContext(ctx, `UPDATE accounts SET name = ?, name_sort = ?, kind = ?, bank_name = ?, agency = ?,
				number = ?, updated_by = ?, updated_at = ? WHERE id = ?`,
			a.Name, model.SortKey(a.Name), string(a.Kind), a.BankName, a.Agency, a.Number, by.ID, s.Now(), a.ID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE account_movements SET amount = ?, movement_date = ? WHERE account_id = ? AND kind = 'opening'",
			a.OpeningBalance, a.OpeningDate, a.ID); err != nil {
			return err
		}
		if err := checkNotNegative(ctx, tx, a.ID); err != nil {
			return err
		}
		if a.OpeningCounterpart != nil {
			if err := setCounterpart(ctx, tx, sourceAccountOpening, a.ID, a.OpeningCounterpart); err != nil {
				return err
			}
		}
		w.touch(ledgerRefs{accounts: []int64{a.ID}})
		w.cash(oldOpening, a.OpeningDate)
		updated, err = s.accountByID(ctx, tx, a.ID)
		return err
	})
	if err != nil {
		return model.Account{}, wrapAccountErr(fmt.Sprintf("update account %d", a.ID), err)
	}
	return updated, nil
}

// DeleteAccount removes an account that has no movement but its opening balance (ErrAccountInUse otherwise).
func (s *Store) DeleteAccount(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		opening, err := lockAccount(ctx, tx, id)
		if err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM (SELECT 1 FROM account_movements WHERE account_id = ? AND kind <> 'opening' LIMIT 1) m",
			id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return ErrAccountInUse
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM accounts WHERE id = ?", id); err != nil { // the opening goes with it
			return err
		}
		if err := setCounterpart(ctx, tx, sourceAccountOpening, id, nil); err != nil {
			return err
		}
		w.touch(ledgerRefs{accounts: []int64{id}})
		w.cash(opening)
		return nil
	})
	return wrapAccountErr(fmt.Sprintf("delete account %d", id), err)
}

// AddEntry records a manual receita or despesa and returns it as a statement line.
func (s *Store) AddEntry(ctx context.Context, e model.Entry, by model.User) (model.Movement, error) {
	var id int64
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		if err := lockForMovement(ctx, tx, e.Date, e.AccountID); err != nil {
			return err
		}
		amount := e.Amount
		if e.Direction == model.DirectionOut {
			amount = -amount
		}
		if err := checkSubaccount(ctx, tx, e.SubaccountID, e.Category, amount); err != nil {
			return err
		}
		var err error
		id, err = s.insertMovement(ctx, tx, movementRow{account: e.AccountID, date: e.Date, amount: amount,
			kind: model.MovementEntry, category: string(e.Category), description: e.Description, ledgerSub: e.SubaccountID}, by)
		if err != nil {
			return err
		}
		if err := checkNotNegative(ctx, tx, e.AccountID); err != nil {
			return err
		}
		w.touch(ledgerRefs{movements: []int64{id}})
		w.cash(e.Date)
		return nil
	})
	if err != nil {
		return model.Movement{}, wrapAccountErr(fmt.Sprintf("entry of account %d", e.AccountID), err)
	}
	return s.movementByID(ctx, e.AccountID, id)
}

// checkSubaccount refuses (ErrSubaccountCategory) a manual entry's sub-account (0 for none) that is not one of the
// company's under the account of the chart its category and signed amount post to.
func checkSubaccount(ctx context.Context, tx *database.Tx, sub int64, category model.EntryCategory, amount model.Money) error {
	if sub == 0 {
		return nil
	}
	var code string
	err := tx.QueryRowContext(ctx, "SELECT code FROM ledger_subaccounts WHERE id = ?", sub).Scan(&code)
	if errors.Is(err, sql.ErrNoRows) || err == nil && code != string(ledger.EntryCode(string(category), amount)) {
		return ErrSubaccountCategory
	}
	return err
}

// Transfer moves money from one account to another: two movements sharing a transfer id, in one transaction.
// It returns the outgoing side as a line of the origin's statement.
func (s *Store) Transfer(ctx context.Context, t model.Transfer, by model.User) (model.Movement, error) {
	var out int64
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		if err := lockForMovement(ctx, tx, t.Date, t.FromAccountID, t.ToAccountID); err != nil {
			return err
		}
		var err error
		out, err = s.insertMovement(ctx, tx, movementRow{account: t.FromAccountID, date: t.Date, amount: -t.Amount,
			kind: model.MovementTransfer, description: t.Description}, by)
		if err != nil {
			return err
		}
		in, err := s.insertMovement(ctx, tx, movementRow{account: t.ToAccountID, date: t.Date, amount: t.Amount,
			kind: model.MovementTransfer, description: t.Description}, by)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE account_movements SET transfer_id = ? WHERE id IN (?, ?)", out, out, in); err != nil {
			return err
		}
		if err := checkNotNegative(ctx, tx, t.FromAccountID); err != nil {
			return err
		}
		w.touch(ledgerRefs{movements: []int64{out}})
		w.cash(t.Date)
		return nil
	})
	if err != nil {
		return model.Movement{}, wrapAccountErr("transfer", err)
	}
	return s.movementByID(ctx, t.FromAccountID, out)
}

// wrapAccountErr adds what failed to err, leaving the sentinels the API answers as they are.
func wrapAccountErr(what string, err error) error {
	for _, known := range []error{ErrNotFound, ErrAccountInUse, ErrNegativeBalance, ErrBeforeOpening, ErrOpeningAfterMovement, ErrUserGone,
		ErrSubaccountCategory} {
		if errors.Is(err, known) {
			return err
		}
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// lockAccount takes the account's row lock (on PostgreSQL; SQLite writers are one at a time), so that the
// balance checks of two changes to one account never pass side by side, and returns its opening date.
// ErrNotFound when there is no such account.
func lockAccount(ctx context.Context, tx *database.Tx, id int64) (model.Date, error) {
	res, err := tx.ExecContext(ctx, "UPDATE accounts SET id = id WHERE id = ?", id)
	if err != nil {
		return model.Date{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return model.Date{}, ErrNotFound
	}
	return openingDate(ctx, tx, id)
}

// openingDate is the day of an account's opening balance.
func openingDate(ctx context.Context, q database.Querier, id int64) (opening model.Date, err error) {
	err = q.QueryRowContext(ctx, "SELECT movement_date FROM account_movements WHERE account_id = ? AND kind = 'opening'", id).Scan(&opening)
	return opening, err
}

// lockForMovement locks the accounts a movement dated date touches, in the order of their ids so that two
// transfers between the same accounts cannot deadlock, and refuses a date before any one's opening.
func lockForMovement(ctx context.Context, tx *database.Tx, date model.Date, ids ...int64) error {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	for _, id := range ids {
		opening, err := lockAccount(ctx, tx, id)
		if err != nil {
			return err
		}
		if date.Before(opening) {
			return ErrBeforeOpening
		}
	}
	return nil
}

// checkNotNegative refuses (ErrNegativeBalance) a balance below zero after any movement of an account whose kind
// may not go negative. It runs after the change, inside its transaction, which the error rolls back.
func checkNotNegative(ctx context.Context, tx *database.Tx, id int64) error {
	var kind model.AccountKind
	if err := tx.QueryRowContext(ctx, "SELECT kind FROM accounts WHERE id = ?", id).Scan(&kind); err != nil {
		return err
	}
	if kind.MayGoNegative() {
		return nil
	}
	var n int
	err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM (
			SELECT SUM(amount) OVER (ORDER BY `+openingFirst+`) AS balance FROM account_movements WHERE account_id = ?
		) r WHERE balance < 0`, id).Scan(&n)
	if err != nil {
		return err
	}
	if n > 0 {
		return ErrNegativeBalance
	}
	return nil
}

// movementRow is a movement about to be stored; amount is signed.
type movementRow struct {
	account     int64
	date        model.Date
	amount      model.Money
	kind        model.MovementKind
	category    string
	description string
	sourceKind  string // a record's money event: the kind of record and its id (kind 'record')
	sourceID    int64
	ledgerSub   int64 // a manual entry's sub-account of the company (0 for none)
}

func (s *Store) insertMovement(ctx context.Context, tx *database.Tx, m movementRow, by model.User) (int64, error) {
	var id int64
	var sourceKind sql.NullString
	var sourceID sql.NullInt64
	if m.sourceKind != "" {
		sourceKind, sourceID = sql.NullString{String: m.sourceKind, Valid: true}, sql.NullInt64{Int64: m.sourceID, Valid: true}
	}
	columns, values := "", ""
	args := []any{m.account, m.date, m.amount, string(m.kind), m.category, m.description, sourceKind, sourceID, by.ID, s.Now()}
	if m.ledgerSub != 0 { // named only when set: the column's default is none (and a test writes a database of before it)
		columns, values, args = ", ledger_sub", ", ?", append(args, m.ledgerSub)
	}
	err := tx.QueryRowContext(ctx, `INSERT INTO account_movements (account_id, movement_date, amount, kind, category,
			description, source_kind, source_id, created_by, created_at`+columns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?`+values+`) RETURNING id`, args...).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("insert movement: %w", err)
	}
	return id, nil
}

// insertMovements inserts manual entries (no record's money event) a few hundred to a statement, and answers their
// ids in the order of rows.
func (s *Store) insertMovements(ctx context.Context, tx *database.Tx, rows []movementRow, by model.User) ([]int64, error) {
	ids := make([]int64, 0, len(rows))
	now := s.Now()
	for chunk := range slices.Chunk(rows, perStatement) {
		args := make([]any, 0, 9*len(chunk))
		for _, m := range chunk {
			args = append(args, m.account, m.date, m.amount, string(m.kind), m.category, m.description, by.ID, now, m.ledgerSub)
		}
		chunkIDs, err := insertRows(ctx, tx, `INSERT INTO account_movements (account_id, movement_date, amount, kind, category,
			description, created_by, created_at, ledger_sub) VALUES `+valueRows(len(chunk), 9)+` RETURNING id`, args...)
		if err != nil {
			return nil, fmt.Errorf("insert movements: %w", err)
		}
		ids = append(ids, chunkIDs...)
	}
	return ids, nil
}

// movementsOf reads the movements of one account with the running balance after each (n), the other side of
// each transfer (t, ta) and who recorded it (u). The caller adds its conditions on the outer query.
const movementsOf = `SELECT id, account_id, movement_date, kind, amount, category, description, transfer_id,
		counterpart_id, counterpart_name, source_kind, source_id, created_by, created_by_name, created_at, balance
	FROM (SELECT m.id, m.account_id, m.movement_date, m.kind, m.amount, m.category, m.description, m.transfer_id,
			t.account_id AS counterpart_id, ta.name AS counterpart_name, m.source_kind, m.source_id, m.created_by,
			COALESCE(u.name, '') AS created_by_name, m.created_at,
			CAST(SUM(m.amount) OVER (ORDER BY m.movement_date, CASE WHEN m.kind = 'opening' THEN 0 ELSE 1 END, m.id) AS BIGINT) AS balance,
			CASE WHEN m.kind = 'opening' THEN 0 ELSE 1 END AS day_order
		FROM account_movements m
		LEFT JOIN account_movements t ON t.transfer_id = m.transfer_id AND t.id <> m.id
		LEFT JOIN accounts ta ON ta.id = t.account_id
		LEFT JOIN users u ON u.id = m.created_by
		WHERE m.account_id = ?) s`

func scanMovement(row interface{ Scan(...any) error }) (model.Movement, error) {
	var m model.Movement
	var amount model.Money
	var transfer, counterpart, sourceID, createdBy sql.NullInt64
	var counterpartName, sourceKind sql.NullString
	var createdName string
	err := row.Scan(&m.ID, &m.AccountID, &m.Date, &m.Kind, &amount, &m.Category, &m.Description, &transfer,
		&counterpart, &counterpartName, &sourceKind, &sourceID, &createdBy, &createdName, &m.CreatedAt, &m.Balance)
	m.Direction, m.Amount = model.DirectionIn, amount
	if amount < 0 {
		m.Direction, m.Amount = model.DirectionOut, -amount
	}
	if transfer.Valid {
		m.TransferID = &transfer.Int64
	}
	if counterpart.Valid {
		m.Counterpart = &model.AccountRef{ID: counterpart.Int64, Name: counterpartName.String}
	}
	if sourceKind.Valid {
		m.SourceKind, m.SourceID = &sourceKind.String, &sourceID.Int64
	}
	m.CreatedBy = actor(createdBy, createdName)
	m.CreatedAt = m.CreatedAt.UTC()
	return m, err
}

func (s *Store) movementByID(ctx context.Context, account, id int64) (model.Movement, error) {
	m, err := scanMovement(s.db.QueryRowContext(ctx, movementsOf+" WHERE id = ?", account, id))
	if err != nil {
		return model.Movement{}, fmt.Errorf("movement %d: %w", id, err)
	}
	return m, nil
}

// MaxStatementLines bounds the movements one statement lists: a longer period lists its latest ones.
const MaxStatementLines = 1000

// Statement returns an account's movements dated from from to to (either may be zero: from the opening, up to
// today), oldest first, each with the balance after it, and the balances before and after the period.
func (s *Store) Statement(ctx context.Context, id int64, from, to model.Date) (model.Statement, error) {
	a, err := s.AccountByID(ctx, id)
	if err != nil {
		return model.Statement{}, err
	}
	st := model.Statement{Account: model.AccountRef{ID: a.ID, Name: a.Name}, From: from, To: to, Movements: []model.Movement{}}
	if to.IsZero() {
		st.To = s.Today()
	}
	lo := from
	if lo.IsZero() {
		lo = model.MinDate
	}
	err = s.db.QueryRowContext(ctx, `SELECT
			CAST(COALESCE(SUM(CASE WHEN movement_date < ? THEN amount END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN movement_date <= ? THEN amount END), 0) AS BIGINT)
		FROM account_movements WHERE account_id = ?`, lo, st.To, id).Scan(&st.BalanceBefore, &st.BalanceAfter)
	if err != nil {
		return st, fmt.Errorf("statement %d: %w", id, err)
	}
	rows, err := s.db.QueryContext(ctx, movementsOf+` WHERE movement_date >= ? AND movement_date <= ?
		ORDER BY movement_date DESC, day_order DESC, id DESC LIMIT ?`, id, lo, st.To, MaxStatementLines+1)
	if err != nil {
		return st, fmt.Errorf("statement %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		m, err := scanMovement(rows)
		if err != nil {
			return st, fmt.Errorf("statement %d: %w", id, err)
		}
		st.Movements = append(st.Movements, m)
	}
	if err := rows.Err(); err != nil {
		return st, fmt.Errorf("statement %d: %w", id, err)
	}
	if len(st.Movements) > MaxStatementLines {
		st.Movements, st.Truncated = st.Movements[:MaxStatementLines], true
	}
	slices.Reverse(st.Movements)
	return st, nil
}

// AccountBalancesAt returns the balance of every account open at the end of day (its opening balance plus every
// movement dated up to it), by name, and their total. An account opened later is not listed.
func (s *Store) AccountBalancesAt(ctx context.Context, day model.Date) (model.AccountBalances, error) {
	out := model.AccountBalances{Date: day, Accounts: []model.AccountBalance{}}
	rows, err := s.db.QueryContext(ctx, `SELECT a.id, a.name, a.kind, CAST(SUM(m.amount) AS BIGINT)
		FROM accounts a JOIN account_movements m ON m.account_id = a.id AND m.movement_date <= ?
		GROUP BY a.id, a.name, a.kind, a.name_sort ORDER BY a.name_sort, a.id`, day)
	if err != nil {
		return out, fmt.Errorf("account balances at %s: %w", day, err)
	}
	defer rows.Close()
	for rows.Next() {
		var b model.AccountBalance
		if err := rows.Scan(&b.ID, &b.Name, &b.Kind, &b.Balance); err != nil {
			return out, fmt.Errorf("account balances at %s: %w", day, err)
		}
		out.Accounts = append(out.Accounts, b)
		out.Total += b.Balance
	}
	if err := rows.Err(); err != nil {
		return out, fmt.Errorf("account balances at %s: %w", day, err)
	}
	return out, nil
}
