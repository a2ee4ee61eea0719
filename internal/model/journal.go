package model

import "time"

// The accountant's views of the journal (docs/design.md §10): the trial balance, the journal itself, the net-worth
// bridge and the cash flow. Codes and names are the chart's (internal/ledger).

// TrialBalance is every account's balance at the end of a day (balancete de verificação): the balance sheet's
// accounts since the beginning, the result's over the day's year, the earlier years' result in retained earnings.
// Debits equals Credits.
type TrialBalance struct {
	Date    Date               `json:"date"`
	Lines   []TrialBalanceLine `json:"lines"`
	Debits  Money              `json:"debits"`
	Credits Money              `json:"credits"`
}

// TrialBalanceLine is one account of a trial balance: a group (the sum of its accounts) or an account, with its
// balance as a debit or a credit (one of them zero).
type TrialBalanceLine struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	Nature string `json:"nature"`
	Level  int    `json:"level"` // 1 for "1", 2 for "1.1", …
	Group  bool   `json:"group"`
	Debit  Money  `json:"debit"`
	Credit Money  `json:"credit"`
}

// JournalPage is a page of the journal's entries between two days, oldest first.
type JournalPage struct {
	From    Date           `json:"from"`
	To      Date           `json:"to"`
	Entries []JournalEntry `json:"entries"`
}

// JournalEntry is an entry of the journal (livro diário): its day, its history text, the document it comes from
// (ATV-12 for the asset 12, VEI-, DIV-, CTA- for an account's opening, LAN- for a manual entry or a transfer), the
// entry it reverses, and its lines.
type JournalEntry struct {
	ID       int64         `json:"id"`
	Date     Date          `json:"date"`
	Memo     string        `json:"memo"`
	Document string        `json:"document"`
	Reverses *int64        `json:"reverses"`
	Lines    []JournalLine `json:"lines"`
	// Effect is what the entry moved the net worth by through the cause a page was asked for (none otherwise).
	Effect    *Money    `json:"effect,omitempty"`
	CreatedBy *Actor    `json:"createdBy"`
	CreatedAt time.Time `json:"createdAt"`
}

// JournalLine is one line of an entry: a debit or a credit (the other zero) to an account.
type JournalLine struct {
	Code    string `json:"code"`
	Account string `json:"account"`
	Debit   Money  `json:"debit"`
	Credit  Money  `json:"credit"`
}

// Bridge is the net-worth bridge between two days (variação do patrimônio líquido): the net worth at the end of
// the day before From, each cause of its change over From…To, and the net worth at the end of To. Opening plus
// the lines is Closing, to the centavo.
type Bridge struct {
	From    Date         `json:"from"`
	To      Date         `json:"to"`
	Opening Money        `json:"opening"`
	Closing Money        `json:"closing"`
	Lines   []BridgeLine `json:"lines"`
}

// BridgeLine is one cause of a bridge (a zero one is left out).
type BridgeLine struct {
	Cause  string `json:"cause"`
	Label  string `json:"label"`
	Amount Money  `json:"amount"`
}

// CashFlowStatement is the cash flow between two days by the direct method: the accounts' total at the end of the
// day before From, what came in and went out in each section (by the account of its other side), and the total at
// the end of To. Opening plus Net is Closing, to the centavo.
type CashFlowStatement struct {
	From     Date              `json:"from"`
	To       Date              `json:"to"`
	Opening  Money             `json:"opening"`
	Closing  Money             `json:"closing"`
	Net      Money             `json:"net"`
	Sections []CashFlowSection `json:"sections"`
}

// CashFlowSection is one section of the cash flow (operacional, investimento, financiamento, saldos de abertura).
type CashFlowSection struct {
	Flow  string         `json:"flow"`
	Label string         `json:"label"`
	Lines []CashFlowLine `json:"lines"`
	Total Money          `json:"total"`
}

// CashFlowLine is what came in (positive) or went out (negative) of the accounts against one account of the chart.
type CashFlowLine struct {
	Code   string `json:"code"`
	Label  string `json:"label"`
	Amount Money  `json:"amount"`
}

// LedgerSubaccount is a sub-account the company added under an equity or result account of the chart: Code is
// its own (the account's code, a dot and its id in four digits), Parent the account's.
type LedgerSubaccount struct {
	ID         int64  `json:"id"`
	Code       string `json:"code"`
	Parent     string `json:"parent"`
	ParentName string `json:"parentName"`
	Name       string `json:"name"`
}

// LedgerAdjustment is an entry an administrator posted with a reason between two equity or result accounts (a
// sub-account's code when it names one): it moves the net worth's causes, never the net worth.
type LedgerAdjustment struct {
	ID         int64     `json:"id"`
	Date       Date      `json:"date"`
	DebitCode  string    `json:"debitCode"`
	DebitName  string    `json:"debitName"`
	CreditCode string    `json:"creditCode"`
	CreditName string    `json:"creditName"`
	Amount     Money     `json:"amount"`
	Reason     string    `json:"reason"`
	CreatedBy  *Actor    `json:"createdBy"`
	CreatedAt  time.Time `json:"createdAt"`
}
