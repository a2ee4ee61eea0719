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
	if !day.After(due) {
		return 0, 0
	}
	days := int64(day.Time().Sub(due.Time()).Hours() / 24)
	fine = model.Money((int64(payment)*LateFinePercent*2 + 100) / 200)            // payment × 2 %, half up
	mora = model.Money((int64(payment)*LateInterestPercent*days*2 + 3000) / 6000) // payment × 1 % × days / 30
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

// Dated lays a schedule on the calendar from first, with paid[k] the amount paid against installment k: paid when
// that reaches the installment's amount, overdue when not and its due date is before today, open otherwise.
func Dated(s Schedule, first model.Date, paid map[int]model.Money, today model.Date) []DatedInstallment {
	out := make([]DatedInstallment, len(s.Installments))
	for i, in := range s.Installments {
		d := DatedInstallment{Installment: in, DueDate: Due(first, in.Number), Paid: paid[in.Number], Status: InstallmentOpen}
		switch {
		case d.Paid >= in.Payment:
			d.Status = InstallmentPaid
		case d.DueDate.Before(today):
			d.Status = InstallmentOverdue
			d.LateFine, d.LateInterest = LateCharges(in.Payment-d.Paid, d.DueDate, today)
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
