package validate

import (
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// MaxInstallments bounds the number of installments (50 years of monthly payments), the grace months included;
// MaxGraceMonths bounds a grace period (ten years).
const (
	MaxInstallments = 600
	MaxGraceMonths  = 120
)

// InterestRate reads the interest rate as sent (a JSON number, "" when absent) and checks it: 0 to 100 with at
// most six decimals.
func InterestRate(e Errors, raw string) model.Rate {
	if raw == "" {
		return 0
	}
	r, err := model.ParseRate(raw)
	if err != nil || r > model.MaxRate {
		e.add("interestRate", MsgInterestRate)
	}
	return r
}

// MonthlyOrAnnualRate reads a debt's rate sent either as the effective monthly rate (interestRate) or as the
// effective annual one (annualRate, 0 to 1000 %), which becomes the monthly rate with the same effect, rounded to
// six decimals of a percentage (12 % a.a. → 0,948879 % a.m.). Neither leaves 0; both is an error.
func MonthlyOrAnnualRate(e Errors, monthly, annual string) model.Rate {
	switch {
	case annual == "":
		return InterestRate(e, monthly)
	case monthly != "":
		e.add("interestRate", MsgFinanceRateBoth)
		return 0
	}
	a, err := model.ParseRate(annual)
	if err != nil || a > maxAnnualRate {
		e.add("annualRate", MsgAnnualRate)
		return 0
	}
	return financing.MonthlyFromAnnual(financing.PercentOf(a)).Percent() // 1 000 % a.a. is 22,2 % a.m.
}

// Debt checks a debt about to be created or saved.
func Debt(e Errors, d model.Debt) {
	switch {
	case blank(d.CreditorName):
		e.add("creditorName", MsgCreditorRequired)
	case tooLong(d.CreditorName, 200):
		e.add("creditorName", MsgCreditorTooLong)
	}
	if tooLong(d.Description, 2000) {
		e.add("description", MsgDescriptionTooLong2000)
	}
	if d.OriginalAmount <= 0 {
		e.add("originalAmount", MsgOriginalAmount)
	}
	if d.CurrentAmount < 0 {
		e.add("currentAmount", MsgCurrentAmount)
	}
	if d.InterestRate < 0 || d.InterestRate > model.MaxRate {
		e.add("interestRate", MsgInterestRate)
	}
	if d.System == "" || d.System == model.DebtNoSystem { // a financing's due date follows its schedule
		requiredDate(e, "dueDate", d.DueDate, MsgDueDateRequired)
	}
	if !d.Status.Valid() {
		e.add("status", MsgStatusInvalid)
	}
	if !d.Category.Valid() {
		e.add("category", MsgDebtCategory)
	}
	if tooLong(d.PaymentMethod, 100) {
		e.add("paymentMethod", MsgPaymentMethodTooLong)
	}
	switch {
	case d.Installments < 1:
		e.add("installments", MsgInstallments)
	case d.Installments > MaxInstallments:
		e.add("installments", MsgInstallmentsAtMost600)
	}
	switch {
	case d.CurrentInstallment < 1:
		e.add("currentInstallment", MsgCurrentInstallmentLo)
	case d.Installments >= 1 && d.CurrentInstallment > d.Installments:
		e.add("currentInstallment", MsgCurrentInstallment)
	}
	debtSchedule(e, d)
}

// debtSchedule checks what a financing's schedule needs: a known system and, for Price or SAC, the first due date
// (not before the contract) and at least R$ 10,00 financed per installment.
func debtSchedule(e Errors, d model.Debt) {
	if d.System != "" && !d.System.Valid() {
		e.add("system", MsgDebtSystem)
		return
	}
	if d.Fees < 0 || d.OriginalAmount > 0 && d.Fees >= d.OriginalAmount {
		e.add("fees", MsgFees)
	}
	if d.Index != "" && !d.Index.Valid() {
		e.add("index", MsgDebtIndex)
	}
	if d.IndexLag < 0 || d.IndexLag > model.MaxIndexLag {
		e.add("indexLag", MsgIndexLag)
	}
	if d.System == "" || d.System == model.DebtNoSystem {
		if d.GraceMonths != 0 {
			e.add("graceMonths", MsgGraceWithoutSchedule)
		}
		if d.Index.Series() {
			e.add("index", MsgIndexWithoutSchedule)
		}
		return
	}
	switch {
	case d.GraceMonths < 0 || d.GraceMonths > MaxGraceMonths:
		e.add("graceMonths", MsgGraceMonths)
	case d.Installments >= 1 && d.GraceMonths >= d.Installments:
		e.add("graceMonths", MsgGraceLongerThanTerm)
	case d.Installments+d.GraceMonths > MaxInstallments:
		e.add("installments", MsgInstallmentsAtMost600)
	}
	if !d.GraceInterest.Valid() {
		e.add("graceInterest", MsgGraceInterest)
	}
	switch {
	case d.FirstDueDate == nil || d.FirstDueDate.IsZero():
		e.add("firstDueDate", MsgFirstDueDate)
	case !d.FirstDueDate.InRange():
		e.add("firstDueDate", MsgDateRange)
	case d.ContractDate != nil && d.FirstDueDate.Before(*d.ContractDate):
		e.add("firstDueDate", MsgFirstDueBeforeContract)
	}
	if d.Installments >= 1 && d.OriginalAmount > 0 && d.OriginalAmount < model.Money(d.Installments)*MinPerInstallment {
		e.add("originalAmount", MsgFinancePerInstallment)
	}
}

// DebtMoneyEvents checks a debt's dated money events: the contract date is a realized event (not after today),
// and a disbursement account needs the date the money entered it.
func DebtMoneyEvents(e Errors, d model.Debt, today model.Date) {
	if d.ContractDate != nil {
		if !d.ContractDate.InRange() {
			e.add("contractDate", MsgContractDate)
		}
		NotAfterToday(e, "contractDate", *d.ContractDate, today)
	}
	if d.DisbursementAccountID != nil && *d.DisbursementAccountID != 0 && d.ContractDate == nil {
		e.add("contractDate", MsgContractDateForAccount)
	}
}

// DebtPayment checks a payment: a date not after today, principal and interest not negative and not both zero,
// and an amount, when given, equal to their sum.
func DebtPayment(p model.DebtPayment, amount *model.Money, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", p.Date, MsgMovementDate) {
		NotAfterToday(e, "date", p.Date, today)
	}
	if p.Principal < 0 {
		e.add("principal", MsgPaymentPart)
	}
	if p.Interest < 0 {
		e.add("interest", MsgPaymentPart)
	}
	if p.Principal == 0 && p.Interest == 0 {
		e.add("principal", MsgPaymentEmpty)
	}
	if amount != nil && *amount != p.Principal+p.Interest {
		e.add("amount", MsgPaymentSum)
	}
	if p.InstallmentNumber != nil && *p.InstallmentNumber < 1 {
		e.add("installmentNumber", MsgNoSuchInstallment)
	}
	if p.PrepaymentMode != "" {
		switch {
		case !p.PrepaymentMode.Valid():
			e.add("prepaymentMode", MsgPrepaymentMode)
		case p.Interest != 0:
			e.add("interest", MsgPrepaymentInterest)
		case p.InstallmentNumber != nil:
			e.add("installmentNumber", MsgPrepaymentInstallment)
		}
	}
	return e
}

// Renegotiation checks a renegotiation dated day that gives d (the debt with its new terms) a new schedule: a day
// not after today, a new amount, Price or SAC, the first due date not before the day, the terms a financing needs,
// notes of at most 2000 characters.
func Renegotiation(d model.Debt, day model.Date, notes string, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", day, MsgRenegotiationDate) {
		NotAfterToday(e, "date", day, today)
	}
	if d.OriginalAmount <= 0 {
		e.add("originalAmount", MsgRenegotiationAmount)
	}
	if d.System != model.DebtPrice && d.System != model.DebtSAC {
		e.add("system", MsgRenegotiationSystem)
	}
	Debt(e, d)
	if d.FirstDueDate != nil && !day.IsZero() && d.FirstDueDate.Before(day) {
		e.add("firstDueDate", MsgFirstDueBeforeRenegotiation)
	}
	if tooLong(notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	return e
}
