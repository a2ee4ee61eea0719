package validate

import "patrimonio/internal/model"

// InstallmentPlan checks the plan of a sale in installments of value made on sold: a down payment not negative and
// below the value, 2 to 600 installments (field installments) of at least one centavo each, a first due date not
// before the sale.
func InstallmentPlan(e Errors, p model.InstallmentPlan, value model.Money, sold model.Date) {
	switch {
	case p.DownPayment < 0:
		e.add("downPayment", MsgDownPayment)
	case value > 0 && p.DownPayment >= value:
		e.add("downPayment", MsgDownPaymentTooLarge)
	}
	switch {
	case p.Count < 2:
		e.add("installments", MsgSaleInstallmentsAtLeast)
	case p.Count > 600:
		e.add("installments", MsgInstallmentsAtMost600)
	case value > p.DownPayment && value-p.DownPayment < model.Money(p.Count):
		e.add("installments", MsgInstallmentsTooSmall)
	}
	if p.FirstDueDate.IsZero() && sold.IsZero() {
		return // the missing sale date says it; the first due date is a month after it by default
	}
	if requiredDate(e, "firstDueDate", p.FirstDueDate, MsgSaleFirstDueDate) && !sold.IsZero() && p.FirstDueDate.Before(sold) {
		e.add("firstDueDate", MsgFirstDueBeforeSale)
	}
}

// SaleFinancing reads the interest of a sale in installments financed by the company itself: a rate a month as
// a debt's (0 to 100 with two decimals; "" for none) and, with a rate, Price or SAC; none without one.
func SaleFinancing(e Errors, rate, system string) (model.Rate, model.DebtSystem) {
	r := InterestRate(e, rate)
	if r == 0 {
		return 0, model.DebtNoSystem
	}
	s := model.DebtSystem(system)
	if s != model.DebtPrice && s != model.DebtSAC {
		e.add("system", MsgSaleSystem)
	}
	return r, s
}

// Receipt checks money received for a receivable: a date not after today, an amount above zero, an account.
func Receipt(p model.ReceivableReceipt, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", p.Date, MsgReceiptDate) {
		NotAfterToday(e, "date", p.Date, today)
	}
	if p.Amount <= 0 {
		e.add("amount", MsgMovementAmount)
	}
	if p.AccountID <= 0 {
		e.add("accountId", MsgReceiptAccount)
	}
	return e
}
