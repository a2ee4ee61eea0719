package model

import "fmt"

// Kinds of the positive side of the net worth, each an account of the chart (internal/ledger) under its name, so
// one label is one figure on every screen and report.
const (
	NetWorthRealEstate      = "real_estate"      // assets of type real_estate
	NetWorthOther           = "other"            // assets of type other
	NetWorthCompanyVehicles = "company_vehicles" // assets of type vehicle: the company's own
	NetWorthVehicles        = "vehicles"         // the vehicles held for sale
	NetWorthCash            = "cash"             // the balances of the cash and bank accounts
	NetWorthReceivables     = "receivables"      // what is left to receive of sales in installments
)

// NetWorthTypeLabel is the pt-BR name of each kind of the positive side: the chart's.
var NetWorthTypeLabel = map[string]string{NetWorthRealEstate: "Imóveis", NetWorthOther: "Outros bens",
	NetWorthCompanyVehicles: "Veículos da empresa", NetWorthVehicles: "Veículos em estoque", NetWorthCash: "Caixa e bancos",
	NetWorthReceivables: "Recebíveis"}

// TypeValue is the value of one kind of the positive side.
type TypeValue struct {
	Type  string `json:"type"`
	Value Money  `json:"value"`
}

// NetWorth is the position at the end of one calendar day, the business's equity (docs/decisions.md "Net worth as
// equity"): the value that day of the assets held, the purchase price of the vehicles in stock, the balances of
// the accounts and the receivables, less the amount of the debts not paid.
type NetWorth struct {
	Day         Date
	Assets      Money
	Vehicles    Money
	Cash        Money // the accounts' balances at the end of the day
	Receivables Money // what is still to receive from sales in installments at the end of the day
	Debts       Money
	Net         Money // Assets + Vehicles + Cash + Receivables − Debts
	// AssetsByType splits Assets + Vehicles + Cash + Receivables: real_estate, other, company_vehicles, vehicles (in
	// stock), cash, receivables.
	AssetsByType []TypeValue
	AssetCount   int // assets held (acquired, not sold or exchanged)
	VehicleCount int // vehicles in stock (purchased, not sold)
	DebtCount    int // debts not paid
}

// Kinds of cash events (the record they come from).
const (
	CashAsset   = "asset"
	CashVehicle = "vehicle"
	CashDebt    = "debt"
	CashAccount = "account" // a manual entry of an account (recordId is the account)
)

// CashEvent is a dated event that moved cash (docs/design.md §5): a sale, a new debt (+); an acquisition, a purchase,
// a debt payment (−).
type CashEvent struct {
	ID          string `json:"id"` // unique across kinds, e.g. "asset-12"
	Kind        string `json:"type"`
	RecordID    int64  `json:"recordId"` // the asset, vehicle or debt
	Description string `json:"description"`
	Date        Date   `json:"date"`
	Amount      Money  `json:"amount"` // signed
}

// MonthEnds returns n days: the last day of each of the n−1 months before today's month, oldest first, then
// today (the monthly evolution's points).
func MonthEnds(today Date, n int) []Date {
	days := make([]Date, n)
	first := NewDate(today.t.Year(), today.t.Month(), 1)
	for i := range n - 1 {
		// The day before the first of a month is the last day of the month before it.
		days[i] = DateOf(first.t.AddDate(0, -(n - 2 - i), 0)).AddDays(-1)
	}
	days[n-1] = today
	return days
}

// Change types of a summary card (docs/product.md §3 "Summary card inputs").
const (
	ChangePositive = "positive"
	ChangeNegative = "negative"
	ChangeNeutral  = "neutral"
)

// Dashboard is docs/product.md §3's dashboard data, computed from the records (docs/design.md §5 "Net worth").
type Dashboard struct {
	Date               Date             `json:"date"` // the day it answers for
	NetWorth           Money            `json:"netWorth"`
	CashTotal          Money            `json:"cashTotal"`
	ReceivablesTotal   Money            `json:"receivablesTotal"`
	TotalAssets        int              `json:"totalAssets"`
	TotalVehicles      int              `json:"totalVehicles"`
	TotalDebts         int              `json:"totalDebts"`
	AssetsByType       []TypeValue      `json:"assetsByType"` // type is the pt-BR label: Imóveis, Outros bens, Veículos da empresa, Veículos em estoque, Caixa e bancos, Recebíveis
	MonthlyEvolution   []MonthNetWorth  `json:"monthlyEvolution"`
	Changes            DashboardChanges `json:"changes"`
	RecentTransactions []CashEvent      `json:"recentTransactions"`
	// Upcoming are the installments of debts and receivables still open and due in the next days from today
	// ('Próximos vencimentos'); OverdueCount counts the debts and the receivables overdue today.
	Upcoming     []DueItem `json:"upcoming"`
	OverdueCount int       `json:"overdueCount"`
}

// DueItem is an installment to pay or to receive: of a debt (its schedule's, or a debt without one: its due date
// and balance) or of a receivable.
type DueItem struct {
	Kind        string `json:"kind"` // debt or receivable
	ID          int64  `json:"id"`   // the debt's or the receivable's
	Description string `json:"description"`
	// Installment and Installments number it (both 0 for a debt in one payment); Amount is what is still open of it,
	// or, for a debt without a schedule, its balance (Scheduled false).
	Installment  int   `json:"installment"`
	Installments int   `json:"installments"`
	DueDate      Date  `json:"dueDate"`
	Amount       Money `json:"amount"`
	Scheduled    bool  `json:"scheduled"`
}

// MonthNetWorth is one point of the monthly evolution: the net worth at the end of a month (today for the
// current month).
type MonthNetWorth struct {
	Month    string `json:"month"` // YYYY-MM
	Label    string `json:"label"` // pt-BR, e.g. "dez/25"
	Date     Date   `json:"date"`
	NetWorth Money  `json:"netWorth"`
}

// DashboardChanges are the changes of the four cards since the end of the previous month.
type DashboardChanges struct {
	Since         Date        `json:"since"`
	NetWorth      MoneyChange `json:"netWorth"`
	TotalAssets   CountChange `json:"totalAssets"`
	TotalVehicles CountChange `json:"totalVehicles"`
	TotalDebts    CountChange `json:"totalDebts"`
}

// MoneyChange is a card's change in money.
type MoneyChange struct {
	Value      Money  `json:"value"`
	ChangeType string `json:"changeType"`
}

// CountChange is a card's change in a count.
type CountChange struct {
	Value      int    `json:"value"`
	ChangeType string `json:"changeType"`
}

// ChangeTypeOf is positive for a rise, negative for a fall, neutral for none; a rise that is bad for the
// patrimony (more debts) is negative.
func ChangeTypeOf(delta int64, riseIsGood bool) string {
	switch {
	case delta == 0:
		return ChangeNeutral
	case (delta > 0) == riseIsGood:
		return ChangePositive
	default:
		return ChangeNegative
	}
}

var monthAbbr = [...]string{"jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"}

// MonthLabel is the short pt-BR name of d's month, e.g. "dez/25".
func MonthLabel(d Date) string {
	return fmt.Sprintf("%s/%02d", monthAbbr[d.t.Month()-1], d.t.Year()%100)
}
