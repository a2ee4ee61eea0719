package ledger

import (
	"slices"

	"patrimonio/internal/model"
)

// Counterpart is the other side of an event a person chooses when no cash or bank account moved: the owners
// brought the asset in, the company owned it before it began using the product, a creditor forgave part of a
// debt… (docs/product.md §10). An event that names an account has the account as its counterpart.
type Counterpart string

// The counterparts. Unexplained is only what the ledger found when it began (events recorded before it that
// named no account and came after the opening date): nobody chooses it, and editing the record fixes it.
const (
	CounterpartContribution Counterpart = "contribution"
	CounterpartWithdrawal   Counterpart = "withdrawal"
	CounterpartOpening      Counterpart = "opening"
	CounterpartForgiveness  Counterpart = "forgiveness"
	CounterpartCharges      Counterpart = "charges"
	CounterpartExpense      Counterpart = "expense"
	CounterpartAdjustment   Counterpart = "adjustment"
	CounterpartUnexplained  Counterpart = "unexplained"
)

// CounterpartLabel names each counterpart as the forms and the journal show it.
var CounterpartLabel = map[Counterpart]string{
	CounterpartContribution: "Aporte dos sócios", CounterpartWithdrawal: "Retirada dos sócios",
	CounterpartOpening: "Saldo de abertura", CounterpartForgiveness: "Perdão de dívida",
	CounterpartCharges: "Juros e encargos", CounterpartExpense: "Despesa a pagar",
	CounterpartAdjustment: "Ajuste (com justificativa)", CounterpartUnexplained: "Ajuste sem contrapartida",
}

// counterpartCode is the account each counterpart posts to.
var counterpartCode = map[Counterpart]Code{
	CounterpartContribution: Capital, CounterpartWithdrawal: Withdrawals, CounterpartOpening: OpeningBalances,
	CounterpartForgiveness: DebtRelief, CounterpartCharges: InterestCharges, CounterpartExpense: OtherExpenses,
	CounterpartAdjustment: Adjustments, CounterpartUnexplained: Unexplained,
}

// Event is a kind of event that moves money or value, by the counterparts a person may choose for it besides an
// account.
type Event string

// The events.
const (
	// EventAcquisition: an asset acquired, a vehicle bought for stock.
	EventAcquisition Event = "acquisition"
	// EventSpending: an improvement, a vehicle's cost, a tax paid.
	EventSpending Event = "spending"
	// EventProceeds: the price of a sale (what is not left to receive), a receipt of a receivable.
	EventProceeds Event = "proceeds"
	// EventBorrowing: a new debt.
	EventBorrowing Event = "borrowing"
	// EventRepayment: a payment of a debt.
	EventRepayment Event = "repayment"
	// EventBalanceChange: a debt's balance changed by an edit (not a payment).
	EventBalanceChange Event = "balance_change"
	// EventAccountOpening: an account's opening balance.
	EventAccountOpening Event = "account_opening"
)

// Counterparts lists, per event, the counterparts a person may choose besides an account, in the order the forms
// offer them. A balance change names no account (a payment is recorded as a payment).
var Counterparts = map[Event][]Counterpart{
	EventAcquisition:    {CounterpartContribution, CounterpartOpening, CounterpartAdjustment},
	EventSpending:       {CounterpartContribution, CounterpartAdjustment},
	EventProceeds:       {CounterpartWithdrawal, CounterpartAdjustment},
	EventBorrowing:      {CounterpartOpening, CounterpartExpense, CounterpartAdjustment},
	EventRepayment:      {CounterpartContribution, CounterpartAdjustment},
	EventBalanceChange:  {CounterpartForgiveness, CounterpartCharges, CounterpartAdjustment},
	EventAccountOpening: {CounterpartOpening, CounterpartContribution, CounterpartAdjustment},
}

// Allows reports whether a person may choose c for the event e.
func (e Event) Allows(c Counterpart) bool { return slices.Contains(Counterparts[e], c) }

// Settlement is how an event's money moved: through a cash or bank account (Account, with the movement's signed
// amount Cash as the account sees it, on Date), or, with no account, through the counterpart Kind chosen (with a
// Reason for an adjustment). Neither (Account 0, Kind "") is an event recorded before the ledger: it counts as
// an opening balance on or before the opening date and as unexplained after it.
type Settlement struct {
	Account int64
	Date    model.Date
	Cash    model.Money
	Kind    Counterpart
	Reason  string
}

// Rules are what the posting needs besides a record's facts.
type Rules struct {
	// OpeningDate is the last day of what the company owned and owed before it began using the product: an event
	// of that day or before with no counterpart recorded is an opening balance.
	OpeningDate model.Date
}

// fallback is the counterpart of an event on day that recorded none.
func (r Rules) fallback(day model.Date) Counterpart {
	if !day.After(r.OpeningDate) {
		return CounterpartOpening
	}
	return CounterpartUnexplained
}
