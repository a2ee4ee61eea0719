package financing

import (
	"time"

	"patrimonio/internal/model"
)

// Due is the due date of installment k (from 1) of a schedule whose first installment falls due on first: the
// same day k−1 months later, or the last day of that month when it is shorter (31/01 → 28/02 → 31/03).
func Due(first model.Date, k int) model.Date {
	t := first.Time()
	y, m := t.Year(), t.Month()+time.Month(k-1)
	last := time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day() // day 0 of the next month is this month's last
	return model.NewDate(y, m, min(t.Day(), last))
}

// The late charges of an installment paid after its due date, unless the contract says otherwise: a fine (multa)
// of 2 % and default interest (juros de mora) of 1 % a month, pro rata die (30 days a month).
const (
	LateFinePercent     = 2
	LateInterestPercent = 1
)

// LateCharges are the fine and the default interest of an installment of payment due on due and paid (or still
// open) on day; both zero when day is not after due. Each is rounded half-up to the centavo.
func LateCharges(payment model.Money, due, day model.Date) (fine, mora model.Money) {
	return LateChargesOf(payment, due, nil, day)
}

// Paid is money paid against an installment on a day.
type Paid struct {
	Date   model.Date
	Amount model.Money
}

// LateChargesOf are the late charges, on day, of an installment of payment due on due with the parts paid against
// it: the fine on every part paid after the due date and on what is still open, the default interest on each for the
// days from the due date to its payment (to day for what is open) — a part paid late owes its charges as the whole
// installment would have. Each total is rounded half-up once.
func LateChargesOf(payment model.Money, due model.Date, parts []Paid, day model.Date) (fine, mora model.Money) {
	lateDays := func(until model.Date) int64 { return max(int64(until.Time().Sub(due.Time()).Hours()/24), 0) }
	var late, weighted int64 // centavos paid late or open, and centavos × days late
	open := int64(payment)
	for _, p := range parts {
		open -= int64(p.Amount)
		if p.Date.After(due) && !p.Date.After(day) {
			late += int64(p.Amount)
			weighted += int64(p.Amount) * lateDays(p.Date)
		}
	}
	if open > 0 && day.After(due) {
		late += open
		weighted += open * lateDays(day)
	}
	fine = model.Money((late*LateFinePercent*2 + 100) / 200)           // × 2 %, half up
	mora = model.Money((weighted*LateInterestPercent*2 + 3000) / 6000) // × 1 % × days / 30, half up
	return fine, mora
}

// Installment statuses in a debt's schedule.
const (
	InstallmentPaid    = "paid"
	InstallmentOpen    = "open"
	InstallmentOverdue = "overdue"
)

// DatedInstallment is an installment of a debt's schedule with its due date, what was paid against it and its
// status on a day; an overdue one carries its late charges as of that day.
type DatedInstallment struct {
	Installment
	DueDate      model.Date  `json:"dueDate"`
	Status       string      `json:"status"`
	Paid         model.Money `json:"paid"`
	LateFine     model.Money `json:"lateFine"`
	LateInterest model.Money `json:"lateInterest"`
}

// Dated lays a schedule on the calendar from first, with paid[k] the payments against installment k: paid when
// they reach the installment's amount, overdue when not and its due date is before today (with its late charges,
// LateChargesOf), open otherwise.
func Dated(s Schedule, first model.Date, paid map[int][]Paid, today model.Date) []DatedInstallment {
	out := make([]DatedInstallment, len(s.Installments))
	for i, in := range s.Installments {
		d := DatedInstallment{Installment: in, DueDate: Due(first, in.Number), Status: InstallmentOpen}
		for _, p := range paid[in.Number] {
			d.Paid += p.Amount
		}
		switch {
		case d.Paid >= in.Payment:
			d.Status = InstallmentPaid
		case d.DueDate.Before(today):
			d.Status = InstallmentOverdue
			d.LateFine, d.LateInterest = LateChargesOf(in.Payment, d.DueDate, paid[in.Number], today)
		}
		out[i] = d
	}
	return out
}

// NextOpen is the first installment not paid, or the last one when all are.
func NextOpen(dated []DatedInstallment) DatedInstallment {
	for _, d := range dated {
		if d.Status != InstallmentPaid {
			return d
		}
	}
	return dated[len(dated)-1]
}
