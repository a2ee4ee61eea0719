package model

import "time"

// SourceReceivableReceipt is the SourceKind of the account movement of a receipt of a receivable (SourceID is the
// receipt's id).
const SourceReceivableReceipt = "receivable_receipt"

// ReceivableStatus is where a receivable stands on a day.
type ReceivableStatus string

// The statuses of a receivable and of each of its installments.
const (
	ReceivableOpen    ReceivableStatus = "open"    // em aberto: nothing due is unpaid
	ReceivableOverdue ReceivableStatus = "overdue" // vencido: an installment due before today is not wholly received
	ReceivablePaid    ReceivableStatus = "paid"    // quitado: everything received
)

// ReceivableStatuses lists the statuses in the order the screens offer them; ReceivableStatusLabel names them.
var (
	ReceivableStatuses    = []ReceivableStatus{ReceivableOpen, ReceivableOverdue, ReceivablePaid}
	ReceivableStatusLabel = map[ReceivableStatus]string{ReceivableOpen: "Em aberto", ReceivableOverdue: "Vencido",
		ReceivablePaid: "Quitado"}
)

// InstallmentPlan is how a sale in installments is paid: a down payment on the sale day (0 for none) and Count
// monthly installments from FirstDueDate that add up exactly to the rest.
type InstallmentPlan struct {
	DownPayment  Money
	Count        int
	FirstDueDate Date
	// Rate and System make it a sale financed by the company itself: the installments carry interest at Rate a
	// month under a Price or SAC schedule. A zero Rate splits the rest into equal installments without interest.
	Rate   Rate
	System DebtSystem
}

// Installment is one dated part of a receivable. Received is how much of it the receipts cover (they pay the
// installments in order of due date).
type Installment struct {
	Number   int   `json:"number"`
	DueDate  Date  `json:"dueDate"`
	Amount   Money `json:"amount"`
	Interest Money `json:"interest"` // the interest part of Amount, of a sale financed with interest
	// LateFine and LateInterest are the late charges of an overdue installment as of today (multa and juros de
	// mora on what is still open of it), as a debt's schedule counts them; 0 otherwise.
	LateFine     Money            `json:"lateFine"`
	LateInterest Money            `json:"lateInterest"`
	Received     Money            `json:"received"`
	Status       ReceivableStatus `json:"status"`
}

// Schedule splits rest into n monthly installments from first: equal amounts in centavos, the last taking the
// remainder so they add up exactly; a due day past the end of a shorter month falls on its last day.
func Schedule(rest Money, n int, first Date) []Installment {
	out := make([]Installment, n)
	each := rest / Money(n)
	for i := range out {
		amount := each
		if i == n-1 {
			amount = rest - each*Money(n-1)
		}
		out[i] = Installment{Number: i + 1, DueDate: AddMonths(first, i), Amount: amount}
	}
	return out
}

// AddMonths returns the same day n months later, or the last day of that month when it is shorter.
func AddMonths(d Date, n int) Date {
	y, m, day := d.t.Date()
	firstOf := time.Date(y, m+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	last := firstOf.AddDate(0, 1, -1).Day()
	return NewDate(firstOf.Year(), firstOf.Month(), min(day, last))
}

// Allocate lays received over the installments and gives each its status on today; it returns the
// receivable's status. The receipts that name an installment (named, by number) pay it first, up to its amount;
// the rest of received pays the installments in order, each before the next.
func Allocate(list []Installment, received Money, named map[int]Money, today Date) ReceivableStatus {
	for i := range list {
		in := &list[i]
		in.Received = min(named[in.Number], in.Amount)
		received -= in.Received
	}
	status := ReceivablePaid
	for i := range list {
		in := &list[i]
		more := min(received, in.Amount-in.Received)
		in.Received += more
		received -= more
		switch {
		case in.Received == in.Amount:
			in.Status = ReceivablePaid
		case in.DueDate.Before(today):
			in.Status = ReceivableOverdue
			status = ReceivableOverdue
		default:
			in.Status = ReceivableOpen
			if status == ReceivablePaid {
				status = ReceivableOpen
			}
		}
	}
	return status
}

// Receivable is what a buyer still owes for an asset or a vehicle sold in installments ('a receber').
type Receivable struct {
	ID          int64  `json:"id"`
	AssetID     *int64 `json:"assetId"`
	VehicleID   *int64 `json:"vehicleId"`
	Description string `json:"description"`
	DebtorName  string `json:"debtorName"`
	SaleDate    Date   `json:"saleDate"`
	SaleValue   Money  `json:"saleValue"`
	DownPayment Money  `json:"downPayment"`
	Amount      Money  `json:"amount"` // sale value − down payment: the principal financed
	// InterestRate and System are a sale financed with interest (a rate a month, Price or SAC); Interest is the
	// schedule's total interest, so the installments add up to Amount + Interest.
	InterestRate Rate             `json:"interestRate"`
	System       DebtSystem       `json:"system"`
	Interest     Money            `json:"interest"`
	Received     Money            `json:"received"` // the receipts so far
	Balance      Money            `json:"balance"`  // still to receive: Amount + Interest − Received
	Status       ReceivableStatus `json:"status"`
	// NextDueDate is the due date of the first installment not wholly received (none when paid).
	NextDueDate      *Date         `json:"nextDueDate"`
	InstallmentCount int           `json:"installmentCount"`
	Installments     []Installment `json:"installments,omitempty"` // on the detail only
	CreatedAt        time.Time     `json:"createdAt"`
}

// ReceivableReceipt is money received for a receivable on a day, into an account.
type ReceivableReceipt struct {
	ID           int64 `json:"id"`
	ReceivableID int64 `json:"receivableId"`
	Date         Date  `json:"date"`
	Amount       Money `json:"amount"`
	// InstallmentNumber is the installment the receipt pays, nil when it pays the installments in order.
	InstallmentNumber *int      `json:"installmentNumber"`
	AccountID         int64     `json:"accountId"`
	AccountName       string    `json:"accountName"`
	CreatedBy         *Actor    `json:"createdBy"`
	CreatedAt         time.Time `json:"createdAt"`
}

// ReceivablesSummary is the list's footer: how many match and what they still have to receive.
type ReceivablesSummary struct {
	Count   int   `json:"count"`
	Balance Money `json:"balance"`
	Overdue Money `json:"overdue"` // the part of the balance already due
}

// PrincipalOpen is what of a receivable's principal amount is still to receive once received has come in: the
// receipts pay the installments in order, and the interest part of each is paid with it, so it is the principal
// less what was received plus the interest those receipts covered.
func PrincipalOpen(amount Money, installments []Installment, received Money) Money {
	open, before := amount-received, Money(0)
	for _, in := range installments {
		open += min(max(received-before, 0), in.Interest)
		before += in.Amount
	}
	return open
}
