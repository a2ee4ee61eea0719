package model

import "time"

// Lease is a contract renting one of the company's assets (a property, mostly) to a tenant (issue 43). It is active
// until it is ended (EndedOn): past its term it goes on for an indefinite time, as the Lei do Inquilinato has it.
// While it is active its asset reads 'Alugado'.
type Lease struct {
	ID               int64  `json:"id"`
	AssetID          int64  `json:"assetId"`
	AssetDescription string `json:"assetDescription"`
	TenantName       string `json:"tenantName"`
	TenantDocument   string `json:"tenantDocument"` // CPF or CNPJ without punctuation; '' when not given
	TenantEmail      string `json:"tenantEmail"`
	TenantPhone      string `json:"tenantPhone"`
	StartDate        Date   `json:"startDate"`
	TermMonths       int    `json:"termMonths"`
	// TermEnd is the last day of the term: the day before the start's day, TermMonths later.
	TermEnd Date  `json:"termEnd"`
	Rent    Money `json:"rent"`
	// DueDay is the day of the month the rent falls due; a month without it (31 in April) falls due on its last day.
	DueDay int `json:"dueDay"`
	// Index readjusts the rent on each anniversary by what it accumulated over the ReadjustMonths months that end
	// IndexLag months before the anniversary's month; IndexNone keeps it. A negative accumulation lowers the rent
	// only with LowerOnDeflation.
	Index            IndexCode `json:"index"`
	ReadjustMonths   int       `json:"readjustMonths"`
	IndexLag         int       `json:"indexLag"`
	LowerOnDeflation bool      `json:"lowerOnDeflation"`
	Guarantee        Guarantee `json:"guarantee"`
	// GuaranteeAmount is the caução's money, or the título de capitalização's value; 0 for the other guarantees.
	GuaranteeAmount   Money  `json:"guaranteeAmount"`
	GuarantorName     string `json:"guarantorName"`
	GuarantorDocument string `json:"guarantorDocument"`
	// LateFine is the multa on what is paid late, and LateInterest the juros de mora a month, pro rata by day.
	LateFine     Rate   `json:"lateFine"`
	LateInterest Rate   `json:"lateInterest"`
	Notes        string `json:"notes"`
	// EndedOn is the day the lease ended, with why; nil while it is active.
	EndedOn   *Date  `json:"endedOn"`
	EndReason string `json:"endReason"`
	Status    string `json:"status"` // LeaseActive or LeaseEnded
	// CurrentRent is the rent in force today: the last readjustment's from its effective date on, Rent before.
	CurrentRent Money `json:"currentRent"`
	// NextReadjustment is the next anniversary the rent is readjusted on; nil without an index or once ended.
	NextReadjustment *Date `json:"nextReadjustment"`
	// NextBill is the next rent to fall due, today or later (LeaseBills); nil once ended.
	NextBill  *LeaseBill `json:"nextBill"`
	CreatedBy *Actor     `json:"createdBy"`
	CreatedAt time.Time  `json:"createdAt"`
	UpdatedAt time.Time  `json:"updatedAt"`
}

// A lease's statuses.
const (
	LeaseActive = "active"
	LeaseEnded  = "ended"
)

// LeaseIndexes are the indices a lease may be readjusted by, and IndexNone; LeaseIndexLabel names them.
var (
	LeaseIndexes    = []IndexCode{IndexIGPM, IndexIPCA, IndexNone}
	LeaseIndexLabel = map[IndexCode]string{IndexIGPM: "IGP-M", IndexIPCA: "IPCA", IndexNone: "Sem reajuste"}
)

// Guarantee is what secures a lease (Lei do Inquilinato, art. 37): one kind at most.
type Guarantee string

// The guarantees.
const (
	GuaranteeNone           Guarantee = "none"
	GuaranteeDeposit        Guarantee = "deposit"        // caução em dinheiro
	GuaranteeGuarantor      Guarantee = "guarantor"      // fiador
	GuaranteeInsurance      Guarantee = "insurance"      // seguro-fiança
	GuaranteeCapitalization Guarantee = "capitalization" // título de capitalização
)

// Guarantees lists them in the order the form offers them, and GuaranteeLabel names them.
var (
	Guarantees     = []Guarantee{GuaranteeNone, GuaranteeDeposit, GuaranteeGuarantor, GuaranteeInsurance, GuaranteeCapitalization}
	GuaranteeLabel = map[Guarantee]string{GuaranteeNone: "Sem garantia", GuaranteeDeposit: "Caução em dinheiro",
		GuaranteeGuarantor: "Fiador", GuaranteeInsurance: "Seguro-fiança", GuaranteeCapitalization: "Título de capitalização"}
)

// DefaultLateFine and DefaultLateInterest are the late charges a new lease starts with: 10 % and 1 % a month.
const (
	DefaultLateFine     = 10 * RateScale
	DefaultLateInterest = 1 * RateScale
)

// LeaseTermEnd is the last day of a term of months from start: the day before the start's day that many months
// later (15/03/2026 and 30 months end on 14/09/2028), or that month's last day when it has no such day (31/01 and one
// month end on 28/02).
func LeaseTermEnd(start Date, months int) Date {
	end := AddMonths(start, months)
	if end.t.Day() < start.t.Day() {
		return end
	}
	return end.AddDays(-1)
}

// Until is the last day the lease ran, or the zero Date while it is active.
func (l Lease) Until() Date {
	if l.EndedOn != nil {
		return *l.EndedOn
	}
	return Date{}
}

// LeaseReadjustment is a lease's rent readjusted on an anniversary (EffectiveDate) by its index accumulated over the
// months FirstMonth to LastMonth (YYYY-MM): the rent in force from that day is RentAfter.
type LeaseReadjustment struct {
	ID            int64     `json:"id"`
	LeaseID       int64     `json:"leaseId"`
	EffectiveDate Date      `json:"effectiveDate"`
	Index         IndexCode `json:"index"`
	FirstMonth    string    `json:"firstMonth"`
	LastMonth     string    `json:"lastMonth"`
	Accumulated   Rate      `json:"accumulated"` // percent, six decimals
	RentBefore    Money     `json:"rentBefore"`
	RentAfter     Money     `json:"rentAfter"`
	CreatedBy     *Actor    `json:"createdBy"`
	CreatedAt     time.Time `json:"createdAt"`
}

// ReadjustmentPreview is the next readjustment of a lease as it would be applied now: its anniversary, the months of
// its window with the index's value of each (nil for a month not kept yet) and those missing, and, when none is
// (Ready), the accumulation and the new rent.
type ReadjustmentPreview struct {
	EffectiveDate Date         `json:"effectiveDate"`
	Index         IndexCode    `json:"index"`
	FirstMonth    string       `json:"firstMonth"`
	LastMonth     string       `json:"lastMonth"`
	Months        []IndexMonth `json:"months"`
	Missing       []string     `json:"missing"` // YYYY-MM
	Ready         bool         `json:"ready"`
	RentBefore    Money        `json:"rentBefore"`
	Accumulated   *Rate        `json:"accumulated"` // nil until Ready
	RentAfter     *Money       `json:"rentAfter"`   // nil until Ready
}

// IndexMonth is a month of an index's series (YYYY-MM) and its change, in percent (nil when not kept).
type IndexMonth struct {
	Month string `json:"month"`
	Value *Rate  `json:"value"`
}

// ReadjustmentWindow is the anniversary k (1, 2, …) of a lease and the months of the index that readjust the rent on
// it: the ReadjustMonths months that end IndexLag months before the anniversary's month.
func (l Lease) ReadjustmentWindow(k int) (effective, first, last Date) {
	effective = AddMonths(l.StartDate, k*l.ReadjustMonths)
	y, m, _ := effective.t.Date()
	last = AddMonths(NewDate(y, m, 1), -l.IndexLag)
	first = AddMonths(last, -(l.ReadjustMonths - 1))
	return effective, first, last
}

// LeaseBill is a month's rent of a lease: the days it covers (a calendar month, or the part of one the lease ran),
// the day it falls due and how much.
type LeaseBill struct {
	Number      int   `json:"number"`
	PeriodStart Date  `json:"periodStart"`
	PeriodEnd   Date  `json:"periodEnd"`
	DueDate     Date  `json:"dueDate"`
	Amount      Money `json:"amount"`
}

// LeaseBills lists a lease's rents whose days end on or after from, through the month of through (or the day it
// ended), numbered from the lease's first: one a calendar
// month, a first or last month the lease ran in part charged by its days, each day at the rent in force on it (the
// lease's, then each readjustment's from its effective date), rounded once to the centavo, a half up. Each falls due
// on the due day of the month after its own — rent is paid for the month gone by, not in advance (Lei do
// Inquilinato, art. 20) —, or that month's last day when it has no such day.
func LeaseBills(l Lease, readjustments []LeaseReadjustment, from, through Date) []LeaseBill {
	last := through
	if l.EndedOn != nil && l.EndedOn.Before(last) {
		last = *l.EndedOn
	}
	var bills []LeaseBill
	number := 0
	for start := l.StartDate; !start.After(last); {
		y, m, _ := start.t.Date()
		monthEnd := NewDate(y, m+1, 1).AddDays(-1)
		end := monthEnd
		if l.EndedOn != nil && l.EndedOn.Before(end) {
			end = *l.EndedOn
		}
		number++
		if end.Before(from) { // the months before from are counted, not summed day by day
			start = monthEnd.AddDays(1)
			continue
		}
		days := int64(monthEnd.t.Day())
		var weighted int64 // centavos × days of the month at each rent in force
		for day := start; !day.After(end); day = day.AddDays(1) {
			weighted += int64(rentOn(l, readjustments, day))
		}
		due := AddMonths(NewDate(y, m, 1), 1)
		due = NewDate(due.t.Year(), due.t.Month(), min(l.DueDay, AddMonths(due, 1).AddDays(-1).t.Day()))
		bills = append(bills, LeaseBill{Number: number, PeriodStart: start, PeriodEnd: end, DueDate: due,
			Amount: Money((2*weighted + days) / (2 * days))})
		start = monthEnd.AddDays(1)
	}
	return bills
}

// rentOn is the rent in force on day: the last readjustment's effective by then, or the lease's own.
func rentOn(l Lease, readjustments []LeaseReadjustment, day Date) Money {
	rent := l.Rent
	for _, r := range readjustments {
		if !r.EffectiveDate.After(day) {
			rent = r.RentAfter
		}
	}
	return rent
}
