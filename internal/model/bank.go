package model

import "time"

// BankLine is one movement of a bank's statement: Amount is signed (positive into the account); Key names it across
// statements (the bank's FITID, or a hash of the line).
type BankLine struct {
	Key         string `json:"key"`
	Date        Date   `json:"date"`
	Amount      Money  `json:"amount"`
	Description string `json:"description"`
}

// BankFile is what a bank's statement file says: its format ("ofx" or "csv"), the account number it names (an
// OFX's ACCTID; empty for a CSV), the period it covers, the bank's closing balance when it gives one (or the person
// typed it), and its lines in the file's order.
type BankFile struct {
	Format        string     `json:"format"`
	AccountNumber string     `json:"accountNumber"`
	Start         Date       `json:"start"`
	End           Date       `json:"end"`
	Closing       *Money     `json:"closing"`
	ClosingDate   Date       `json:"closingDate"`
	Lines         []BankLine `json:"lines"`
}

// What became of a statement's line: in a preview, already imported by an earlier statement, matched to a movement
// already recorded, or new (to be classified or ignored); once committed, matched, created or ignored.
const (
	LineImported = "imported"
	LineMatched  = "matched"
	LineNew      = "new"
	LineCreated  = "created"
	LineIgnored  = "ignored"
)

// What a person chooses for a new line: a receita or despesa of a category, a transfer with another of the
// company's accounts, a receipt of a sale in installments, a payment of a debt, or nothing.
const (
	ChoiceEntry       = "entry"
	ChoiceTransfer    = "transfer"
	ChoiceReceipt     = "receipt"
	ChoiceDebtPayment = "debt_payment"
	ChoiceIgnore      = "ignore"
)

// LineChoice is the classification of one new line (Line is its index in the statement): an entry's category and
// sub-account, a transfer's other account, the receivable a receipt is of, or the debt a payment is of.
type LineChoice struct {
	Line         int           `json:"line"`
	Action       string        `json:"action"`
	Category     EntryCategory `json:"category,omitempty"`
	SubaccountID int64         `json:"subaccountId,omitempty"`
	AccountID    int64         `json:"accountId,omitempty"`
	ReceivableID int64         `json:"receivableId,omitempty"`
	DebtID       int64         `json:"debtId,omitempty"`
}

// MovementRef is the recorded movement a line stands for.
type MovementRef struct {
	ID          int64        `json:"id"`
	Date        Date         `json:"date"`
	Amount      Money        `json:"amount"`
	Kind        MovementKind `json:"kind"`
	Description string       `json:"description"`
	SourceKind  *string      `json:"sourceKind"`
}

// StatementLine is a line of a statement with what became of it (Status) and, when it stands for a recorded
// movement, that movement; a new line of a preview may carry the classification a remembered rule suggests.
type StatementLine struct {
	Index       int          `json:"index"`
	Date        Date         `json:"date"`
	Amount      Money        `json:"amount"`
	Description string       `json:"description"`
	Status      string       `json:"status"`
	Movement    *MovementRef `json:"movement"`
	Suggestion  *LineChoice  `json:"suggestion"`
}

// BankStatement is a statement imported into an account: pending while its preview waits, then committed, or
// undone.
type BankStatement struct {
	ID          int64      `json:"id"`
	AccountID   int64      `json:"accountId"`
	Status      string     `json:"status"`
	Format      string     `json:"format"`
	FileName    string     `json:"fileName"`
	Start       Date       `json:"start"`
	End         Date       `json:"end"`
	Closing     *Money     `json:"closing"`
	ClosingDate *Date      `json:"closingDate"`
	Lines       int        `json:"lines"`
	CreatedBy   *Actor     `json:"createdBy"`
	CreatedAt   time.Time  `json:"createdAt"`
	CommittedAt *time.Time `json:"committedAt"`
	UndoneAt    *time.Time `json:"undoneAt"`
	// Balance is the account's balance in the product at the end of ClosingDate, and Reconciled whether it is the
	// bank's (both for a committed statement with a closing balance).
	Balance    *Money `json:"balance"`
	Reconciled bool   `json:"reconciled"`
}

// StatementCounts counts a statement's lines by what became of them.
type StatementCounts struct {
	Imported int `json:"imported"`
	Matched  int `json:"matched"`
	New      int `json:"new"`
	Created  int `json:"created"`
	Ignored  int `json:"ignored"`
}

// StatementPreview is a statement read and matched, before anything is saved: every line with its status.
type StatementPreview struct {
	Statement BankStatement   `json:"statement"`
	Counts    StatementCounts `json:"counts"`
	Lines     []StatementLine `json:"lines"`
}

// Reconciliation sets a committed statement beside the account: the bank's closing balance and the product's on
// that day, their difference (bank less product), the statement's lines with what became of them, and the
// movements recorded in its period that no statement has ('Não encontrado no extrato').
type Reconciliation struct {
	Statement  BankStatement   `json:"statement"`
	Difference *Money          `json:"difference"`
	Counts     StatementCounts `json:"counts"`
	Lines      []StatementLine `json:"lines"`
	Missing    []MovementRef   `json:"missing"`
}
