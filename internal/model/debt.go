package model

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// DebtStatus is a debt's status (docs/product.md §4 "Debt status").
type DebtStatus string

// The debt statuses. An active debt past its due date is reported as DebtOverdue (docs/design.md §5).
const (
	DebtActive       DebtStatus = "active"
	DebtPaid         DebtStatus = "paid"
	DebtOverdue      DebtStatus = "overdue"
	DebtRenegotiated DebtStatus = "renegotiated"
)

// DebtStatuses lists the statuses in the order the screens show them; DebtStatusLabel names them.
var (
	DebtStatuses    = []DebtStatus{DebtActive, DebtPaid, DebtOverdue, DebtRenegotiated}
	DebtStatusLabel = map[DebtStatus]string{DebtActive: "Ativo", DebtPaid: "Pago", DebtOverdue: "Em Atraso",
		DebtRenegotiated: "Renegociado"}
)

// Valid reports whether s is one of the statuses.
func (s DebtStatus) Valid() bool {
	switch s {
	case DebtActive, DebtPaid, DebtOverdue, DebtRenegotiated:
		return true
	}
	return false
}

// DebtCategory is a debt's type (docs/product.md §9 "Debt type filter").
type DebtCategory string

// The debt categories.
const (
	DebtLoan           DebtCategory = "loan"
	DebtFinancing      DebtCategory = "financing"
	DebtAccountPayable DebtCategory = "account_payable"
	DebtOther          DebtCategory = "other"
)

// DebtSystem is how a debt is paid off.
type DebtSystem string

// The systems of a debt: none (no schedule) or the amortization systems of its financing schedule.
const (
	DebtNoSystem DebtSystem = "none"
	DebtPrice    DebtSystem = "price"
	DebtSAC      DebtSystem = "sac"
)

// DebtSystems lists the systems in the order the screens show them; DebtSystemLabel names them.
var (
	DebtSystems     = []DebtSystem{DebtNoSystem, DebtPrice, DebtSAC}
	DebtSystemLabel = map[DebtSystem]string{DebtNoSystem: "Sem cronograma", DebtPrice: "Tabela Price", DebtSAC: "SAC"}
)

// Valid reports whether s is one of the systems.
func (s DebtSystem) Valid() bool { return slices.Contains(DebtSystems, s) }

// DebtGraceInterest is what a financing's grace period ('carência') does with its interest.
type DebtGraceInterest string

// The ways of a grace period.
const (
	GraceInterestPaid        DebtGraceInterest = "paid"
	GraceInterestCapitalized DebtGraceInterest = "capitalized"
)

// DebtGraceInterests lists the ways of a grace period in the order the screens show them; DebtGraceInterestLabel
// names them.
var (
	DebtGraceInterests     = []DebtGraceInterest{GraceInterestPaid, GraceInterestCapitalized}
	DebtGraceInterestLabel = map[DebtGraceInterest]string{GraceInterestPaid: "Pagos mês a mês", GraceInterestCapitalized: "Incorporados ao saldo"}
)

// Valid reports whether g is one of DebtGraceInterests.
func (g DebtGraceInterest) Valid() bool { return slices.Contains(DebtGraceInterests, g) }

// PrepaymentMode is what an extraordinary amortization ('amortização extraordinária') of a financing reduces.
type PrepaymentMode string

// The two choices of an extraordinary amortization.
const (
	ReduceTerm    PrepaymentMode = "reduce_term"
	ReducePayment PrepaymentMode = "reduce_payment"
)

// PrepaymentModes lists the choices in the order the screens show them; PrepaymentModeLabel names them.
var (
	PrepaymentModes     = []PrepaymentMode{ReduceTerm, ReducePayment}
	PrepaymentModeLabel = map[PrepaymentMode]string{ReduceTerm: "Reduzir prazo", ReducePayment: "Reduzir parcela"}
)

// Valid reports whether m is one of PrepaymentModes.
func (m PrepaymentMode) Valid() bool { return slices.Contains(PrepaymentModes, m) }

// DebtCategories lists the categories in the order the screens show them; DebtCategoryLabel names them.
var (
	DebtCategories    = []DebtCategory{DebtLoan, DebtFinancing, DebtAccountPayable, DebtOther}
	DebtCategoryLabel = map[DebtCategory]string{DebtLoan: "Empréstimo", DebtFinancing: "Financiamento",
		DebtAccountPayable: "Conta a Pagar", DebtOther: "Outros"}
)

// Valid reports whether c is one of the categories.
func (c DebtCategory) Valid() bool {
	switch c {
	case DebtLoan, DebtFinancing, DebtAccountPayable, DebtOther:
		return true
	}
	return false
}

// Rate is a percentage in millionths of a percent (1_250_000 = 1,25 %; 948_879 = 0,948879 % a.m., 12 % a.a.
// converted), kept exact like Money: the one type of a percentage — interest rates, depreciation rates, a CET, an
// appreciation. The JSON carries it as a percentage number with two to six decimals.
type Rate int64

// RateScale is one percent.
const RateScale Rate = 1_000_000

// MaxRate is 100 %.
const MaxRate Rate = 100 * RateScale

// ParseRate reads a non-negative percentage written as a plain decimal with at most six decimals ("1.25",
// "0.948879", "100").
func ParseRate(s string) (Rate, error) {
	invalid := &InvalidInput{Message: fmt.Sprintf("Taxa inválida: %s. Use um percentual com até seis casas decimais, como 1.25.", s)}
	whole, frac, hasPoint := strings.Cut(s, ".")
	if whole == "" || len(whole) > 6 || len(frac) > 6 || (hasPoint && frac == "") || !allDigits(whole) || !allDigits(frac) {
		return 0, invalid
	}
	n, err := strconv.ParseInt(whole+frac+strings.Repeat("0", 6-len(frac)), 10, 64)
	if err != nil {
		return 0, invalid
	}
	return Rate(n), nil
}

// Decimal writes the percentage with a point, two decimals at least and no trailing zeros past them: 1_250_000 →
// "1.25", 948_879 → "0.948879", 1_000_000 → "1.00", -250_000 → "-0.25".
func (r Rate) Decimal() string {
	sign := ""
	if r < 0 {
		sign, r = "-", -r
	}
	s := fmt.Sprintf("%s%d.%06d", sign, r/RateScale, r%RateScale)
	for strings.HasSuffix(s, "0") && len(s)-strings.IndexByte(s, '.') > 3 {
		s = s[:len(s)-1]
	}
	return s
}

// MarshalJSON writes the percentage as Decimal does.
func (r Rate) MarshalJSON() ([]byte, error) { return []byte(r.Decimal()), nil }

// UnmarshalJSON reads the number MarshalJSON writes, so a debt kept as JSON (an import's batch) reads back exactly.
func (r *Rate) UnmarshalJSON(b []byte) error {
	v, err := ParseRate(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// Actor is who made a change, as the API shows it. A deleted user leaves ID 0 and the name kept with the record.
type Actor struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Debt is a debt or loan of the business (docs/product.md §3 Debt).
type Debt struct {
	ID           int64  `json:"id"`
	CreditorName string `json:"creditorName"`
	// CreditorDocument is the creditor's CNPJ or CPF, without punctuation; '' when not given.
	CreditorDocument string       `json:"creditorDocument"`
	Description      string       `json:"description"`
	OriginalAmount   Money        `json:"originalAmount"`
	CurrentAmount    Money        `json:"currentAmount"`
	InterestRate     Rate         `json:"interestRate"`
	DueDate          Date         `json:"dueDate"`
	Status           DebtStatus   `json:"status"` // as reported: active past its due date reads overdue
	Category         DebtCategory `json:"category"`
	PaymentMethod    string       `json:"paymentMethod"`
	Installments     int          `json:"installments"`
	// ScheduledInstallments is how many installments a financing's schedule has now: Installments, less those an
	// extraordinary amortization that reduced the term took away ('Reduzir prazo').
	ScheduledInstallments int `json:"scheduledInstallments"`
	// CurrentInstallment is the installment being paid, 1…ScheduledInstallments.
	CurrentInstallment int `json:"currentInstallment"`
	// ContractDate is the day the debt was taken: it counts from then, and a loan's money entered its
	// disbursement account then. Nil for a debt registered without one (it counts from its registration day).
	ContractDate *Date `json:"contractDate"`
	// DisbursementAccountID is the account a loan's money entered (nil: none, or not read on lists). On an edit,
	// nil keeps the account it had and 0 removes it.
	DisbursementAccountID *int64 `json:"disbursementAccountId,omitempty"`
	// Counterpart is the other side of the debt when no account received its money (an opening balance, an expense
	// to pay…); nil on lists, and on an edit nil keeps it.
	Counterpart *Counterpart `json:"counterpart,omitempty"`
	// BalanceCause is what changed the balance when an edit changes it (a creditor's forgiveness, charges, an
	// adjustment); nil when the edit leaves the balance as it was.
	BalanceCause *Counterpart `json:"-"`
	// System is how a financing is paid off: by its schedule of Price or SAC installments, the first due on
	// FirstDueDate and one a month after it; DebtNoSystem for a debt without a schedule (a bill, a loan typed by
	// hand), whose FirstDueDate is nil.
	System       DebtSystem `json:"system"`
	FirstDueDate *Date      `json:"firstDueDate"`
	// GraceMonths months of grace ('carência') come before a financing's Installments amortizing installments;
	// GraceInterest says whether they pay their interest or add it to the balance.
	GraceMonths   int               `json:"graceMonths"`
	GraceInterest DebtGraceInterest `json:"graceInterest"`
	// Fees are what the borrower paid out of the amount financed (IOF, tariffs): they make the CET.
	Fees Money `json:"fees"`
	// Index corrects a financing's balance month by month by the series kept of it (IndexNone: no correction);
	// installment k is corrected by the index of its due month less IndexLag months.
	Index    IndexCode `json:"index"`
	IndexLag int       `json:"indexLag"`
	// TermsSince is the day the current terms began, when a renegotiation replaced earlier ones (nil: since the
	// contract); the payments dated before it belong to the terms that ended.
	TermsSince *Date `json:"termsSince"`
	// CET is a financing's effective monthly cost with its fees, and its annual equivalent, as percentages
	// ("1.234567"); nil on lists and for a debt without a schedule.
	CET *DebtCET `json:"cet,omitempty"`
	// RecordedStatus is the status as stored, which an edit starts from.
	RecordedStatus DebtStatus `json:"-"`
	CreatedBy      *Actor     `json:"createdBy"`
	UpdatedBy      *Actor     `json:"updatedBy"`
	CreatedAt      time.Time  `json:"createdAt"`
	UpdatedAt      time.Time  `json:"updatedAt"`
}

// DebtTerms are the terms of a financing: what its schedule is computed from.
type DebtTerms struct {
	OriginalAmount Money             `json:"originalAmount"`
	InterestRate   Rate              `json:"interestRate"`
	Installments   int               `json:"installments"`
	System         DebtSystem        `json:"system"`
	FirstDueDate   *Date             `json:"firstDueDate"`
	GraceMonths    int               `json:"graceMonths"`
	GraceInterest  DebtGraceInterest `json:"graceInterest"`
	Fees           Money             `json:"fees"`
	Index          IndexCode         `json:"index"`
	IndexLag       int               `json:"indexLag"`
}

// DebtRenegotiation is a debt's terms replaced from Date on: its balance that day, PreviousBalance, became
// NewAmount under the new terms. Previous are the terms that ended, which held from PreviousSince (nil: from the
// contract).
type DebtRenegotiation struct {
	ID              int64     `json:"id"`
	DebtID          int64     `json:"debtId"`
	Date            Date      `json:"date"`
	PreviousBalance Money     `json:"previousBalance"`
	NewAmount       Money     `json:"newAmount"`
	Previous        DebtTerms `json:"previous"`
	PreviousSince   *Date     `json:"previousSince"`
	Notes           string    `json:"notes"`
	CreatedBy       *Actor    `json:"createdBy"`
	CreatedAt       time.Time `json:"createdAt"`
}

// DebtCET is the effective cost of a financing, monthly and annual, as percentages written with a point.
type DebtCET struct {
	Monthly Rate `json:"monthly"`
	Annual  Rate `json:"annual"`
}

// DebtSummary is the aggregate the debt list's cards show, over the whole filtered set (docs/design.md §4).
type DebtSummary struct {
	// All counts every debt, whatever the filter (the list's 'Total de Dívidas').
	All           int   `json:"all"`
	Count         int   `json:"count"`
	OriginalTotal Money `json:"originalTotal"`
	// ActiveTotal sums the current amount of active and renegotiated debts (an active debt past due counts
	// as overdue, not here).
	ActiveTotal  Money `json:"activeTotal"`
	OverdueTotal Money `json:"overdueTotal"`
	PaidCount    int   `json:"paidCount"`
}

// DebtAction names a history entry's change.
type DebtAction string

// The history actions.
const (
	DebtCreated DebtAction = "create"
	DebtUpdated DebtAction = "update"
	DebtDeleted DebtAction = "delete"
)

// DebtEvent is one entry of a debt's history: who changed what, and when. Previous values are absent on a
// create, new values on a delete.
type DebtEvent struct {
	ID             int64      `json:"id"`
	DebtID         int64      `json:"debtId"`
	Action         DebtAction `json:"action"`
	Date           Date       `json:"date"`
	CreditorName   string     `json:"creditorName"`
	PreviousAmount *Money     `json:"previousAmount"`
	NewAmount      *Money     `json:"newAmount"`
	PreviousStatus *string    `json:"previousStatus"`
	NewStatus      *string    `json:"newStatus"`
	User           Actor      `json:"user"`
	CreatedAt      time.Time  `json:"createdAt"`
}

// DebtPayment is one payment of a debt: Amount = Principal + Interest; the principal lowers the debt's balance.
// AccountID is the account it was paid from (0: none).
type DebtPayment struct {
	ID        int64  `json:"id"`
	DebtID    int64  `json:"debtId"`
	Date      Date   `json:"date"`
	Amount    Money  `json:"amount"`
	Principal Money  `json:"principal"`
	Interest  Money  `json:"interest"`
	AccountID *int64 `json:"accountId"`
	// Counterpart is who paid when no account did (the owners: 'Aporte dos sócios'); nil for a payment from an account.
	Counterpart *Counterpart `json:"counterpart,omitempty"`
	// InstallmentNumber is the installment of the debt's schedule the payment is for (nil: none named).
	InstallmentNumber *int `json:"installmentNumber"`
	// PrepaymentMode makes the payment an extraordinary amortization of a financing (all principal), reducing its
	// term or its installment; empty for any other payment.
	PrepaymentMode PrepaymentMode `json:"prepaymentMode,omitempty"`
	CreatedBy      *Actor         `json:"createdBy"`
	CreatedAt      time.Time      `json:"createdAt"`
}
