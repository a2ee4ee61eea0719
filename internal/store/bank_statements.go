package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"

	"patrimonio/internal/database"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// Bank statements (docs/decisions.md "The bank's word"): a file read into an account is kept pending with its lines
// and answered as a preview — each line already imported by an earlier statement (its key is there), matched to a
// movement the account already has (same amount, a few days apart), or new. The commit, one transaction, matches
// again, creates the movements the person chose for the new lines and keeps every line once per account; the undo
// removes what the commit created and forgets its lines.

// matchDays is how many days a bank's line may be from the movement it stands for: a boleto paid on a Friday
// reaches the statement on Monday.
const matchDays = 3

// The errors of a statement's import the API answers with their own messages.
var (
	// ErrStatementOtherAccount refuses a statement whose account number is not the account's.
	ErrStatementOtherAccount = errors.New("statement of another account")
	// ErrStatementNotReady refuses to commit what is not pending, or to undo what is not committed.
	ErrStatementNotReady = errors.New("statement not in that state")
	// ErrStatementsBusy refuses a new statement while too many others wait.
	ErrStatementsBusy = errors.New("too many pending statements")
)

// LineError is a choice the commit refuses: which line, and why (its pt-BR message).
type LineError struct {
	Line    int
	Message string
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Message) }

// The messages of a refused choice.
const (
	msgLineUnchosen  = "Classifique a linha ou escolha ignorá-la."
	msgLineCategory  = "A categoria não é do sentido do lançamento: um crédito é receita, um débito é despesa."
	msgLineAccount   = "Escolha outra conta da empresa para a transferência."
	msgLineAction    = "Escolha receita/despesa, transferência ou ignorar."
	msgLineSub       = "A subconta não é da categoria escolhida."
	msgLineOpening   = "A data é anterior à abertura da conta."
	msgLineNegative  = "O saldo de uma das contas ficaria negativo."
	msgLineNotInFile = "O extrato não tem essa linha."
	msgLineRecord    = "Escolha uma venda a prazo ou uma dívida da empresa."
	msgLineDebtSplit = "Este valor não é o de uma parcela da dívida: registre o pagamento na dívida, separando principal e juros."

	msgLineReceiptDebit  = "Um débito não é recebimento: escolha uma despesa, um pagamento ou uma transferência."
	msgLinePaymentCredit = "Um crédito não é pagamento de dívida: escolha uma receita, um recebimento ou uma transferência."
)

// digitsOf keeps the digits of an account number.
func digitsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
}

// sameAccountNumber reports whether a statement's account number may be the account's: either is unknown, or the
// digits of one end with the other's (banks write the agency before the number, or leave the check digit out). A
// number of fewer than 4 digits must be the other's exactly.
func sameAccountNumber(ours, theirs string) bool {
	a, b := strings.TrimLeft(digitsOf(ours), "0"), strings.TrimLeft(digitsOf(theirs), "0")
	switch {
	case a == "" || b == "":
		return true
	case len(a) < 4 || len(b) < 4:
		return a == b
	}
	return strings.HasSuffix(a, b) || strings.HasSuffix(b, a) || strings.HasSuffix(a, b[:len(b)-1]) || strings.HasSuffix(b, a[:len(a)-1])
}

// PreviewStatement keeps what file says as a pending statement of the account and answers every line with what the
// commit would do with it now. columns is the CSV's columns as confirmed (JSON), remembered for the account at the
// commit.
func (s *Store) PreviewStatement(ctx context.Context, accountID int64, fileName string, file model.BankFile, columns string, by model.User) (model.StatementPreview, error) {
	account, err := s.AccountByID(ctx, accountID)
	if err != nil {
		return model.StatementPreview{}, err
	}
	if !sameAccountNumber(account.Number, file.AccountNumber) {
		return model.StatementPreview{}, ErrStatementOtherAccount
	}
	payload, err := json.Marshal(pendingStatement{Lines: file.Lines, Columns: columns})
	if err != nil {
		return model.StatementPreview{}, err
	}
	st := model.BankStatement{AccountID: accountID, Status: "pending", Format: file.Format, FileName: fileName, Start: file.Start,
		End: file.End, Closing: file.Closing, Lines: len(file.Lines), CreatedAt: s.Now()}
	if file.Closing != nil {
		closingDate := file.ClosingDate
		if closingDate.IsZero() {
			closingDate = file.End
		}
		st.ClosingDate = &closingDate
	}
	var preview model.StatementPreview
	err = s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := boundPending(ctx, tx, "bank_statements", st.CreatedAt, by); err != nil {
			if errors.Is(err, errPendingFull) {
				return ErrStatementsBusy
			}
			return err
		}
		err := tx.QueryRowContext(ctx, `INSERT INTO bank_statements (account_id, status, format, file_name, period_start, period_end,
				closing_balance, closing_date, lines, payload, created_by, created_at)
			VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, accountID, st.Format, fileName, st.Start, st.End,
			nullMoney(st.Closing), nullDate(st.ClosingDate), st.Lines, string(payload), nullID(by.ID), st.CreatedAt).Scan(&st.ID)
		if err != nil {
			return err
		}
		lines, err := s.matchLines(ctx, tx, accountID, file.Lines, true)
		if err != nil {
			return err
		}
		preview = model.StatementPreview{Statement: st, Lines: lines, Counts: countLines(lines)}
		return nil
	})
	if errors.Is(err, ErrStatementsBusy) {
		return model.StatementPreview{}, err
	}
	if err != nil {
		return model.StatementPreview{}, fmt.Errorf("preview statement: %w", err)
	}
	preview.Statement.CreatedBy = actor(nullID(by.ID), by.Name)
	return preview, nil
}

// pendingStatement is what a pending statement keeps until its commit.
type pendingStatement struct {
	Lines   []model.BankLine `json:"lines"`
	Columns string           `json:"columns"`
}

func countLines(lines []model.StatementLine) model.StatementCounts {
	var c model.StatementCounts
	for _, l := range lines {
		switch l.Status {
		case model.LineImported:
			c.Imported++
		case model.LineMatched:
			c.Matched++
		case model.LineNew:
			c.New++
		case model.LineCreated:
			c.Created++
		case model.LineIgnored:
			c.Ignored++
		}
	}
	return c
}

// matchLines answers what becomes of each line in the account now: imported (an earlier statement has its key),
// matched (a movement of the same amount, at most matchDays away, that no line stands for yet: the nearest day
// first, then the earliest recorded), or new, with the rule's suggestion when suggest.
func (s *Store) matchLines(ctx context.Context, q database.Querier, accountID int64, lines []model.BankLine, suggest bool) ([]model.StatementLine, error) {
	out := make([]model.StatementLine, len(lines))
	if len(lines) == 0 {
		return out, nil
	}
	from, to := lines[0].Date, lines[0].Date
	for _, l := range lines {
		from, to = minDate(from, l.Date), maxDate(to, l.Date)
	}
	known := map[string]bool{}
	err := scanAll(ctx, q, "statement keys", func(rows *sql.Rows) error {
		var key string
		if err := rows.Scan(&key); err != nil {
			return err
		}
		known[key] = true
		return nil
	}, "SELECT line_key FROM bank_statement_lines WHERE account_id = ? AND posted_date >= ? AND posted_date <= ?", accountID, from, to)
	if err != nil {
		return nil, err
	}
	free := map[model.Money][]*model.MovementRef{} // by amount, oldest first
	err = scanAll(ctx, q, "statement candidates", func(rows *sql.Rows) error {
		var m model.MovementRef
		var source sql.NullString
		if err := rows.Scan(&m.ID, &m.Date, &m.Amount, &m.Kind, &m.Description, &source); err != nil {
			return err
		}
		if source.Valid {
			m.SourceKind = &source.String
		}
		free[m.Amount] = append(free[m.Amount], &m)
		return nil
	}, `SELECT m.id, m.movement_date, m.amount, m.kind, m.description, m.source_kind FROM account_movements m
		WHERE m.account_id = ? AND m.kind <> 'opening' AND m.movement_date >= ? AND m.movement_date <= ?
			AND NOT EXISTS (SELECT 1 FROM bank_statement_lines l WHERE l.movement_id = m.id)
		ORDER BY m.movement_date, m.id`, accountID, from.AddDays(-matchDays), to.AddDays(matchDays))
	if err != nil {
		return nil, err
	}
	var rules []bankRule
	if suggest {
		if rules, err = bankRules(ctx, q, accountID); err != nil {
			return nil, err
		}
	}
	seen := map[string]bool{}
	for i, l := range lines {
		line := model.StatementLine{Index: i, Date: l.Date, Amount: l.Amount, Description: l.Description, Status: model.LineNew}
		switch {
		case known[l.Key] || seen[l.Key]:
			line.Status = model.LineImported
		default:
			if m := takeNearest(free, l); m != nil {
				line.Status, line.Movement = model.LineMatched, m
			} else if suggest {
				line.Suggestion = suggestFor(rules, l)
			}
		}
		seen[l.Key] = true
		if line.Suggestion != nil {
			line.Suggestion.Line = i
		}
		out[i] = line
	}
	return out, nil
}

// takeNearest takes from free the movement of l's amount nearest its day (at most matchDays), and nil when none is.
func takeNearest(free map[model.Money][]*model.MovementRef, l model.BankLine) *model.MovementRef {
	best := -1
	bestGap := matchDays + 1
	for i, m := range free[l.Amount] {
		gap := daysBetween(m.Date, l.Date)
		if gap < bestGap {
			best, bestGap = i, gap
		}
	}
	if best < 0 {
		return nil
	}
	m := free[l.Amount][best]
	free[l.Amount] = slices.Delete(free[l.Amount], best, best+1)
	return m
}

func daysBetween(a, b model.Date) int {
	d := int(b.Time().Sub(a.Time()).Hours() / 24)
	if d < 0 {
		return -d
	}
	return d
}

func minDate(a, b model.Date) model.Date {
	if b.Before(a) {
		return b
	}
	return a
}

func maxDate(a, b model.Date) model.Date {
	if b.After(a) {
		return b
	}
	return a
}

// bankRule is a choice remembered for the lines whose description holds pattern.
type bankRule struct {
	pattern string
	choice  model.LineChoice
}

func bankRules(ctx context.Context, q database.Querier, accountID int64) ([]bankRule, error) {
	var rules []bankRule
	err := scanAll(ctx, q, "bank rules", func(rows *sql.Rows) error {
		var r bankRule
		var sub, other, receivable, debt sql.NullInt64
		if err := rows.Scan(&r.pattern, &r.choice.Action, &r.choice.Category, &sub, &other, &receivable, &debt); err != nil {
			return err
		}
		r.choice.SubaccountID, r.choice.AccountID = sub.Int64, other.Int64
		r.choice.ReceivableID, r.choice.DebtID = receivable.Int64, debt.Int64
		rules = append(rules, r)
		return nil
	}, `SELECT pattern, kind, category, subaccount_id, other_account_id, receivable_id, debt_id FROM bank_rules
		WHERE account_id = ? ORDER BY LENGTH(pattern) DESC, id`,
		accountID)
	return rules, err
}

// suggestFor is the choice of the longest remembered pattern the line's description holds, when it fits the line's
// direction (a receita's category or a receipt for money in).
func suggestFor(rules []bankRule, l model.BankLine) *model.LineChoice {
	words := " " + linePattern(l.Description) + " "
	for _, r := range rules {
		if !strings.Contains(words, " "+r.pattern+" ") {
			continue
		}
		switch r.choice.Action {
		case model.ChoiceEntry:
			if dir, _ := r.choice.Category.Direction(); dir != directionOf(l.Amount) {
				continue
			}
		case model.ChoiceReceipt, model.ChoiceDebtPayment:
			if (r.choice.Action == model.ChoiceReceipt) != (l.Amount > 0) {
				continue
			}
		}
		c := r.choice
		return &c
	}
	return nil
}

func directionOf(amount model.Money) model.Direction {
	if amount < 0 {
		return model.DirectionOut
	}
	return model.DirectionIn
}

// linePattern is what a rule remembers of a description: its words folded, without numbers, dates and punctuation
// ('TARIFA BANCÁRIA PACOTE 10/2026' → 'tarifa bancaria pacote'), so that next month's line says it too.
func linePattern(description string) string {
	return strings.Join(strings.FieldsFunc(model.SearchKey(description), func(r rune) bool { return !unicode.IsLetter(r) }), " ")
}

// statementColumns reads a statement (b) with who read it (u) and, for a committed one with a closing balance, the
// account's balance at the end of its closing day.
const statementColumns = `b.id, b.account_id, b.status, b.format, b.file_name, b.period_start, b.period_end, b.closing_balance,
	b.closing_date, b.lines, b.created_by, COALESCE(u.name, ''), b.created_at, b.committed_at, b.undone_at,
	CASE WHEN b.status = 'committed' AND b.closing_date IS NOT NULL THEN (SELECT CAST(COALESCE(SUM(m.amount), 0) AS BIGINT)
		FROM account_movements m WHERE m.account_id = b.account_id AND m.movement_date <= b.closing_date) END
	FROM bank_statements b LEFT JOIN users u ON u.id = b.created_by`

func scanStatement(row interface{ Scan(...any) error }) (model.BankStatement, error) {
	var st model.BankStatement
	var closing, balance, createdBy sql.NullInt64
	var closingDate sql.Null[model.Date]
	var createdName string
	var committed, undone sql.NullTime
	err := row.Scan(&st.ID, &st.AccountID, &st.Status, &st.Format, &st.FileName, &st.Start, &st.End, &closing, &closingDate, &st.Lines,
		&createdBy, &createdName, &st.CreatedAt, &committed, &undone, &balance)
	if err != nil {
		return st, err
	}
	if closing.Valid {
		c := model.Money(closing.Int64)
		st.Closing, st.ClosingDate = &c, &closingDate.V
	}
	if balance.Valid {
		b := model.Money(balance.Int64)
		st.Balance = &b
		st.Reconciled = st.Closing != nil && *st.Closing == b
	}
	st.CreatedBy, st.CreatedAt = actor(createdBy, createdName), st.CreatedAt.UTC()
	if committed.Valid {
		t := committed.Time.UTC()
		st.CommittedAt = &t
	}
	if undone.Valid {
		t := undone.Time.UTC()
		st.UndoneAt = &t
	}
	return st, nil
}

// statementByID reads a statement of the account; ErrNotFound when the account has none of that id.
func statementByID(ctx context.Context, q database.Querier, accountID, id int64) (model.BankStatement, error) {
	st, err := scanStatement(q.QueryRowContext(ctx, "SELECT "+statementColumns+" WHERE b.id = ? AND b.account_id = ?", id, accountID))
	if errors.Is(err, sql.ErrNoRows) {
		return st, ErrNotFound
	}
	return st, err
}

// statementsKept is how many of an account's latest statements ListStatements answers.
const statementsKept = 20

// ListStatements answers the account's latest committed and undone statements, the newest first.
func (s *Store) ListStatements(ctx context.Context, accountID int64) ([]model.BankStatement, error) {
	if _, err := s.AccountByID(ctx, accountID); err != nil {
		return nil, err
	}
	out := []model.BankStatement{}
	err := scanAll(ctx, s.db, "list statements", func(rows *sql.Rows) error {
		st, err := scanStatement(rows)
		out = append(out, st)
		return err
	}, "SELECT "+statementColumns+" WHERE b.account_id = ? AND b.status <> 'pending' ORDER BY b.id DESC LIMIT ?", accountID, statementsKept)
	return out, err
}

// lockStatement takes a statement's row lock and reads it with its pending lines.
func lockStatement(ctx context.Context, tx *database.Tx, accountID, id int64) (model.BankStatement, pendingStatement, error) {
	res, err := tx.ExecContext(ctx, "UPDATE bank_statements SET id = id WHERE id = ? AND account_id = ?", id, accountID)
	if err != nil {
		return model.BankStatement{}, pendingStatement{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return model.BankStatement{}, pendingStatement{}, ErrNotFound
	}
	st, err := statementByID(ctx, tx, accountID, id)
	if err != nil {
		return st, pendingStatement{}, err
	}
	var payload string
	if err := tx.QueryRowContext(ctx, "SELECT payload FROM bank_statements WHERE id = ?", id).Scan(&payload); err != nil {
		return st, pendingStatement{}, err
	}
	var p pendingStatement
	if st.Status == "pending" {
		if err := json.Unmarshal([]byte(payload), &p); err != nil {
			return st, p, fmt.Errorf("statement payload: %w", err)
		}
	}
	return st, p, nil
}

// keptLine is a statement's line as the commit keeps it.
type keptLine struct {
	line     model.BankLine
	outcome  string
	movement int64
}

// CommitStatement saves a pending statement in one transaction: its lines are matched again, the new ones become
// what choices says of each (every new line needs a choice: a receita or despesa, a transfer, or ignore), the choices
// are remembered as rules for the account, and every line is kept once. It answers the reconciliation.
func (s *Store) CommitStatement(ctx context.Context, accountID, id int64, choices []model.LineChoice, by model.User) (model.Reconciliation, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		st, pending, err := lockStatement(ctx, tx, accountID, id)
		if err != nil {
			return err
		}
		if st.Status != "pending" {
			return ErrStatementNotReady
		}
		chosen := map[int]model.LineChoice{}
		accounts := []int64{accountID}
		for _, c := range choices {
			if c.Line < 0 || c.Line >= len(pending.Lines) {
				return &LineError{Line: c.Line, Message: msgLineNotInFile}
			}
			chosen[c.Line] = c
			if c.Action == model.ChoiceTransfer {
				if c.AccountID == accountID || c.AccountID <= 0 {
					return &LineError{Line: c.Line, Message: msgLineAccount}
				}
				accounts = append(accounts, c.AccountID)
			}
		}
		slices.Sort(accounts)
		accounts = slices.Compact(accounts)
		openings := map[int64]model.Date{}
		for _, a := range accounts {
			opening, err := lockAccount(ctx, tx, a)
			if errors.Is(err, ErrNotFound) && a != accountID {
				return &LineError{Line: lineOfAccount(choices, a), Message: msgLineAccount}
			}
			if err != nil {
				return err
			}
			openings[a] = opening
		}
		lines, err := s.matchLines(ctx, tx, accountID, pending.Lines, false)
		if err != nil {
			return err
		}
		kept := make([]keptLine, 0, len(lines))
		rules := map[string]model.LineChoice{}
		var owners []int64
		var days []model.Date
		var entries []movementRow
		var entryAt []int // where in kept each entry's line is
		for i, l := range lines {
			line := pending.Lines[i]
			switch l.Status {
			case model.LineImported:
				continue
			case model.LineMatched:
				kept = append(kept, keptLine{line: line, outcome: model.LineMatched, movement: l.Movement.ID})
				continue
			}
			c, ok := chosen[i]
			if !ok {
				return &LineError{Line: i, Message: msgLineUnchosen}
			}
			if c.Action == model.ChoiceIgnore {
				kept = append(kept, keptLine{line: line, outcome: model.LineIgnored})
				continue
			}
			entry, mine, owner, err := s.createFromLine(ctx, tx, w, accountID, openings, line, c, by)
			if err != nil {
				var lineErr *LineError
				if errors.As(err, &lineErr) {
					lineErr.Line = i
				}
				return err
			}
			switch {
			case entry != nil: // inserted with the others below
				entries, entryAt = append(entries, *entry), append(entryAt, len(kept))
			case owner != 0:
				owners = append(owners, owner)
			}
			kept = append(kept, keptLine{line: line, outcome: model.LineCreated, movement: mine})
			days = append(days, line.Date)
			if pattern := linePattern(line.Description); pattern != "" {
				c.Line = 0
				rules[pattern] = c
			}
		}
		ids, err := s.insertMovements(ctx, tx, entries, by)
		if err != nil {
			return err
		}
		for i, at := range entryAt {
			kept[at].movement = ids[i]
		}
		owners = append(owners, ids...)
		if err := insertStatementLines(ctx, tx, id, accountID, kept); err != nil {
			return err
		}
		if err := s.rememberRules(ctx, tx, accountID, rules); err != nil {
			return err
		}
		for _, a := range accounts {
			if err := checkNotNegative(ctx, tx, a); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, "UPDATE bank_statements SET status = 'committed', committed_at = ?, payload = '' WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		if st.Format == "csv" && pending.Columns != "" {
			if _, err := tx.ExecContext(ctx, "UPDATE accounts SET statement_columns = ? WHERE id = ?", pending.Columns, accountID); err != nil {
				return err
			}
		}
		w.touch(ledgerRefs{movements: owners})
		w.cash(days...)
		return nil
	})
	if err != nil {
		return model.Reconciliation{}, wrapStatementErr(fmt.Sprintf("commit statement %d", id), err)
	}
	return s.Reconcile(ctx, accountID, id)
}

// lineOfAccount is the first choice naming account a as a transfer's other side.
func lineOfAccount(choices []model.LineChoice, a int64) int {
	for _, c := range choices {
		if c.Action == model.ChoiceTransfer && c.AccountID == a {
			return c.Line
		}
	}
	return 0
}

// createFromLine records what c makes of a new line of the account. A receita or despesa of its category is answered
// as the row to insert (the caller inserts the entries together). A transfer with another account (out of the
// account for a debit, into it for a credit) answers the movement of the account and the journal's owner (its
// outgoing side); a receipt of a receivable, or a payment of a debt, is recorded as on its own screen (it tells w)
// and answers its movement.
func (s *Store) createFromLine(ctx context.Context, tx *database.Tx, w *ledgerWrite, accountID int64, openings map[int64]model.Date,
	l model.BankLine, c model.LineChoice, by model.User) (entry *movementRow, mine, owner int64, err error) {
	for _, a := range []int64{accountID, c.AccountID} {
		if opening, ok := openings[a]; ok && l.Date.Before(opening) {
			return nil, 0, 0, &LineError{Message: msgLineOpening}
		}
	}
	switch c.Action {
	case model.ChoiceEntry:
		if dir, ok := c.Category.Direction(); !ok || dir != directionOf(l.Amount) {
			return nil, 0, 0, &LineError{Message: msgLineCategory}
		}
		if err := checkSubaccount(ctx, tx, c.SubaccountID, c.Category, l.Amount); err != nil {
			if errors.Is(err, ErrSubaccountCategory) {
				return nil, 0, 0, &LineError{Message: msgLineSub}
			}
			return nil, 0, 0, err
		}
		return &movementRow{account: accountID, date: l.Date, amount: l.Amount, kind: model.MovementEntry, category: string(c.Category),
			description: l.Description, ledgerSub: c.SubaccountID}, 0, 0, nil
	case model.ChoiceTransfer:
		from, to := accountID, c.AccountID
		if l.Amount > 0 {
			from, to = to, from
		}
		amount := l.Amount
		if amount < 0 {
			amount = -amount
		}
		out, err := s.insertMovement(ctx, tx, movementRow{account: from, date: l.Date, amount: -amount, kind: model.MovementTransfer,
			description: l.Description}, by)
		if err != nil {
			return nil, 0, 0, err
		}
		in, err := s.insertMovement(ctx, tx, movementRow{account: to, date: l.Date, amount: amount, kind: model.MovementTransfer,
			description: l.Description}, by)
		if err != nil {
			return nil, 0, 0, err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE account_movements SET transfer_id = ? WHERE id IN (?, ?)", out, out, in); err != nil {
			return nil, 0, 0, err
		}
		if from == accountID {
			return nil, out, out, nil
		}
		return nil, in, out, nil
	case model.ChoiceReceipt:
		if l.Amount < 0 {
			return nil, 0, 0, &LineError{Message: msgLineReceiptDebit}
		}
		p := model.ReceivableReceipt{ReceivableID: c.ReceivableID, Date: l.Date, Amount: l.Amount, AccountID: accountID}
		err := s.addReceipt(ctx, tx, w, &p, by)
		if msg, refused := recordRefusals[errorKey(err)]; refused {
			return nil, 0, 0, &LineError{Message: msg}
		}
		if err != nil {
			return nil, 0, 0, err
		}
		mine, err := moneyEventMovement(ctx, tx, model.SourceReceivableReceipt, p.ID)
		return nil, mine, 0, err
	case model.ChoiceDebtPayment:
		if l.Amount > 0 {
			return nil, 0, 0, &LineError{Message: msgLinePaymentCredit}
		}
		p, err := s.debtPaymentOf(ctx, tx, c.DebtID, l, accountID)
		if err != nil {
			return nil, 0, 0, err
		}
		err = s.addDebtPayment(ctx, tx, w, &p, by)
		if msg, refused := recordRefusals[errorKey(err)]; refused {
			return nil, 0, 0, &LineError{Message: msg}
		}
		if err != nil {
			return nil, 0, 0, err
		}
		mine, err := moneyEventMovement(ctx, tx, model.SourceDebtPayment, p.ID)
		return nil, mine, 0, err
	}
	return nil, 0, 0, &LineError{Message: msgLineAction}
}

// recordRefusals are the refusals of a receipt or a payment recorded from a line, in the line's words.
var recordRefusals = map[error]string{
	ErrNotFound:           msgLineRecord,
	ErrReceiptBeforeSale:  "A data é anterior à venda.",
	ErrReceiptTooLarge:    "O valor é maior que o saldo a receber da venda.",
	ErrPrincipalTooLarge:  "O valor é maior que o saldo da dívida.",
	ErrPaymentBeforeStart: "A data é anterior ao início da dívida.",
	ErrPaymentBeforeTerms: "A data é anterior à renegociação da dívida.",
}

// errorKey is the refusal of recordRefusals that err is, or err itself.
func errorKey(err error) error {
	for known := range recordRefusals {
		if errors.Is(err, known) {
			return known
		}
	}
	return err
}

// moneyEventMovement is the movement a record's money event wrote.
func moneyEventMovement(ctx context.Context, tx *database.Tx, source string, id int64) (int64, error) {
	var movement int64
	err := tx.QueryRowContext(ctx, "SELECT id FROM account_movements WHERE source_kind = ? AND source_id = ?", source, id).Scan(&movement)
	return movement, err
}

// debtPaymentOf is the payment of a debt that a bank's debit is. With a schedule, it pays the first installment not
// paid: its amortization as principal, the rest as interest (the late charges of a late one), when the debit covers
// the amortization and nothing of the installment was paid before. Without a schedule, a debt without interest is
// paid in principal. Any other is refused: its payment is split on the debt's screen.
func (s *Store) debtPaymentOf(ctx context.Context, tx *database.Tx, debtID int64, l model.BankLine, accountID int64) (model.DebtPayment, error) {
	d, err := s.debtByID(ctx, tx, debtID)
	if errors.Is(err, ErrNotFound) {
		return model.DebtPayment{}, &LineError{Message: msgLineRecord}
	}
	if err != nil {
		return model.DebtPayment{}, err
	}
	amount := -l.Amount
	p := model.DebtPayment{DebtID: debtID, Date: l.Date, AccountID: &accountID}
	schedule, err := s.scheduleOf(ctx, tx, d)
	if err != nil {
		return p, err
	}
	if len(schedule) == 0 {
		if d.InterestRate != 0 {
			return p, &LineError{Message: msgLineDebtSplit}
		}
		p.Principal = amount
		return p, nil
	}
	for _, in := range schedule {
		if in.Status == financing.InstallmentPaid {
			continue
		}
		if in.Paid > 0 || amount < in.Amortization {
			return p, &LineError{Message: msgLineDebtSplit}
		}
		number := in.Number
		p.InstallmentNumber, p.Principal, p.Interest = &number, in.Amortization, amount-in.Amortization
		return p, nil
	}
	return p, &LineError{Message: msgLineDebtSplit}
}

// insertStatementLines keeps the lines of a committed statement, a few hundred to a statement.
func insertStatementLines(ctx context.Context, tx *database.Tx, statementID, accountID int64, kept []keptLine) error {
	for chunk := range slices.Chunk(kept, perStatement) {
		args := make([]any, 0, 8*len(chunk))
		for _, k := range chunk {
			args = append(args, statementID, accountID, k.line.Key, k.line.Date, k.line.Amount, k.line.Description, k.outcome, nullID(k.movement))
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO bank_statement_lines (statement_id, account_id, line_key, posted_date, amount,
			description, outcome, movement_id) VALUES `+valueRows(len(chunk), 8), args...); err != nil {
			return fmt.Errorf("statement lines: %w", err)
		}
	}
	return nil
}

// rememberRules keeps each choice for the lines whose description says its pattern, the latest choice winning.
func (s *Store) rememberRules(ctx context.Context, tx *database.Tx, accountID int64, rules map[string]model.LineChoice) error {
	now := s.Now()
	for _, pattern := range slices.Sorted(maps.Keys(rules)) {
		c := rules[pattern]
		if _, err := tx.ExecContext(ctx, `INSERT INTO bank_rules (account_id, pattern, kind, category, subaccount_id, other_account_id,
				receivable_id, debt_id, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (account_id, pattern) DO UPDATE SET kind = excluded.kind, category = excluded.category,
				subaccount_id = excluded.subaccount_id, other_account_id = excluded.other_account_id,
				receivable_id = excluded.receivable_id, debt_id = excluded.debt_id, updated_at = excluded.updated_at`,
			accountID, pattern, c.Action, string(c.Category), nullID(c.SubaccountID), nullID(c.AccountID), nullID(c.ReceivableID),
			nullID(c.DebtID), now); err != nil {
			return fmt.Errorf("bank rule: %w", err)
		}
	}
	return nil
}

// UndoStatement undoes a committed statement in one transaction: the movements it created go (both sides of a
// transfer), its lines are forgotten (a later statement imports them again), and the movements it matched stay as
// they were; a receipt or a debt's payment it recorded is removed as on its own screen. A pending statement is simply
// dropped. It answers how many entries, transfers, receipts and payments went.
func (s *Store) UndoStatement(ctx context.Context, accountID, id int64, by model.User) (int, error) {
	removed := 0
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		st, _, err := lockStatement(ctx, tx, accountID, id)
		if err != nil {
			return err
		}
		if st.Status == "pending" {
			_, err := tx.ExecContext(ctx, "DELETE FROM bank_statements WHERE id = ?", id)
			return err
		}
		if st.Status != "committed" {
			return ErrStatementNotReady
		}
		type side struct {
			id, account, transfer, source int64
			day                           model.Date
			kind                          string // a record's money event: its source kind
		}
		var sides []side
		err = scanAll(ctx, tx, "statement movements", func(rows *sql.Rows) error {
			var m side
			var transfer, source sql.NullInt64
			var kind sql.NullString
			if err := rows.Scan(&m.id, &m.account, &m.day, &transfer, &kind, &source); err != nil {
				return err
			}
			m.transfer, m.kind, m.source = transfer.Int64, kind.String, source.Int64
			sides = append(sides, m)
			return nil
		}, `SELECT m.id, m.account_id, m.movement_date, m.transfer_id, m.source_kind, m.source_id FROM account_movements m
			WHERE m.id IN (SELECT movement_id FROM bank_statement_lines WHERE statement_id = ? AND outcome = 'created')
				OR m.transfer_id IN (SELECT t.transfer_id FROM account_movements t JOIN bank_statement_lines l ON l.movement_id = t.id
					WHERE l.statement_id = ? AND l.outcome = 'created')
			ORDER BY m.id`, id, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM bank_statement_lines WHERE statement_id = ?", id); err != nil {
			return err
		}
		accounts := []int64{accountID}
		var ids, owners []int64
		var days []model.Date
		for _, m := range sides {
			accounts = append(accounts, m.account)
			switch m.kind {
			case model.SourceReceivableReceipt, model.SourceDebtPayment: // removed as on its own screen, which tells w
				if err := s.undoRecordEvent(ctx, tx, w, m.kind, m.source, by); err != nil {
					return err
				}
				removed++
				continue
			}
			ids, days = append(ids, m.id), append(days, m.day)
			if m.transfer == 0 || m.transfer == m.id {
				owners = append(owners, m.id)
			}
		}
		slices.Sort(accounts)
		accounts = slices.Compact(accounts)
		for _, a := range accounts {
			if _, err := lockAccount(ctx, tx, a); err != nil {
				return err
			}
		}
		for chunk := range slices.Chunk(ids, perStatement) {
			in, args := idList(chunk)
			if _, err := tx.ExecContext(ctx, "DELETE FROM account_movements WHERE id IN ("+in+")", args...); err != nil {
				return err
			}
		}
		for _, a := range accounts {
			if err := checkNotNegative(ctx, tx, a); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, "UPDATE bank_statements SET status = 'undone', undone_at = ? WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		removed += len(owners)
		w.touch(ledgerRefs{movements: owners})
		w.cash(days...)
		return nil
	})
	return removed, wrapStatementErr(fmt.Sprintf("undo statement %d", id), err)
}

// undoRecordEvent removes the receipt or the debt's payment a statement's line was recorded as, as its own screen
// removes it.
func (s *Store) undoRecordEvent(ctx context.Context, tx *database.Tx, w *ledgerWrite, kind string, id int64, by model.User) error {
	var owner int64
	if kind == model.SourceReceivableReceipt {
		if err := tx.QueryRowContext(ctx, "SELECT receivable_id FROM receivable_receipts WHERE id = ?", id).Scan(&owner); err != nil {
			return err
		}
		return deleteReceipt(ctx, tx, w, owner, id)
	}
	if err := tx.QueryRowContext(ctx, "SELECT debt_id FROM debt_payments WHERE id = ?", id).Scan(&owner); err != nil {
		return err
	}
	return s.deleteDebtPayment(ctx, tx, w, owner, id, by)
}

// maxMissing bounds the recorded movements a reconciliation lists as not in the statement.
const maxMissing = 1000

// Reconcile sets a committed (or undone) statement beside the account: its lines with the movements they stand
// for, the balances and their difference, and the movements of its period that no statement has.
func (s *Store) Reconcile(ctx context.Context, accountID, id int64) (model.Reconciliation, error) {
	st, err := statementByID(ctx, s.db, accountID, id)
	if err != nil {
		return model.Reconciliation{}, err
	}
	if st.Status == "pending" {
		return model.Reconciliation{}, ErrNotFound
	}
	r := model.Reconciliation{Statement: st, Lines: []model.StatementLine{}, Missing: []model.MovementRef{}}
	if st.Closing != nil && st.Balance != nil {
		d := *st.Closing - *st.Balance
		r.Difference = &d
	}
	err = scanAll(ctx, s.db, "statement lines", func(rows *sql.Rows) error {
		l := model.StatementLine{Index: len(r.Lines)}
		var mid, mAmount sql.NullInt64
		var mDate sql.Null[model.Date]
		var mKind, mDescription, mSource sql.NullString
		if err := rows.Scan(&l.Date, &l.Amount, &l.Description, &l.Status, &mid, &mDate, &mAmount, &mKind, &mDescription, &mSource); err != nil {
			return err
		}
		if mid.Valid {
			l.Movement = &model.MovementRef{ID: mid.Int64, Date: mDate.V, Amount: model.Money(mAmount.Int64), Kind: model.MovementKind(mKind.String),
				Description: mDescription.String}
			if mSource.Valid {
				l.Movement.SourceKind = &mSource.String
			}
		}
		r.Lines = append(r.Lines, l)
		return nil
	}, `SELECT l.posted_date, l.amount, l.description, l.outcome, m.id, m.movement_date, m.amount, m.kind, m.description, m.source_kind
		FROM bank_statement_lines l LEFT JOIN account_movements m ON m.id = l.movement_id
		WHERE l.statement_id = ? ORDER BY l.id`, id)
	if err != nil {
		return r, err
	}
	r.Counts = countLines(r.Lines)
	if st.Status != "committed" {
		return r, nil
	}
	err = scanAll(ctx, s.db, "movements missing from statements", func(rows *sql.Rows) error {
		var m model.MovementRef
		var source sql.NullString
		if err := rows.Scan(&m.ID, &m.Date, &m.Amount, &m.Kind, &m.Description, &source); err != nil {
			return err
		}
		if source.Valid {
			m.SourceKind = &source.String
		}
		r.Missing = append(r.Missing, m)
		return nil
	}, `SELECT m.id, m.movement_date, m.amount, m.kind, m.description, m.source_kind FROM account_movements m
		WHERE m.account_id = ? AND m.kind <> 'opening' AND m.movement_date >= ? AND m.movement_date <= ?
			AND NOT EXISTS (SELECT 1 FROM bank_statement_lines l WHERE l.movement_id = m.id)
		ORDER BY m.movement_date, m.id LIMIT ?`, accountID, st.Start, st.End, maxMissing)
	return r, err
}

// wrapStatementErr adds what failed to err, leaving the sentinels and line errors the API answers as they are.
func wrapStatementErr(what string, err error) error {
	var lineErr *LineError
	for _, known := range []error{ErrNotFound, ErrStatementNotReady, ErrNegativeBalance, ErrUserGone} {
		if errors.Is(err, known) {
			return err
		}
	}
	if err == nil || errors.As(err, &lineErr) {
		return err
	}
	return fmt.Errorf("%s: %w", what, err)
}

// StatementColumns is the columns of the account's CSV statements as the person last confirmed them (JSON, or ""
// before the first).
func (s *Store) StatementColumns(ctx context.Context, accountID int64) (string, error) {
	var columns string
	err := s.db.QueryRowContext(ctx, "SELECT statement_columns FROM accounts WHERE id = ?", accountID).Scan(&columns)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return columns, err
}
