package validate

import (
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// SimulationInput is a financing simulation as sent, with the rates as their JSON text ("" when absent).
type SimulationInput struct {
	Amount                  model.Money
	MonthlyRate, AnnualRate string
	Installments            int
	System                  string
	Fees                    model.Money
	// ContractDate and FirstDueDate are the release of the money and the first installment's due date (the
	// handler's defaults: today, and a month after the contract).
	ContractDate, FirstDueDate model.Date
}

// MinPerInstallment is the least amount financed per installment (R$ 10,00): below it the centavos' rounding could
// make the equal installments of Price differ.
const MinPerInstallment model.Money = 1000

// Simulation checks a financing simulation and returns the effective monthly rate it uses: the one typed, or the
// effective annual rate typed converted, (1 + a)^(1/12) − 1.
func Simulation(in SimulationInput) (financing.Rate, Errors) {
	e := Errors{}
	if in.Amount <= 0 {
		e.add("amount", MsgFinancedAmount)
	}
	var rate financing.Rate
	switch {
	case in.MonthlyRate == "" && in.AnnualRate == "":
		e.add("monthlyRate", MsgFinanceRate)
	case in.MonthlyRate != "" && in.AnnualRate != "":
		e.add("monthlyRate", MsgFinanceRateBoth)
	case in.MonthlyRate != "":
		r, err := model.ParseRate(in.MonthlyRate)
		if err != nil || r > model.MaxRate {
			e.add("monthlyRate", MsgMonthlyRate)
		}
		rate = financing.PercentOf(r)
	default:
		r, err := model.ParseRate(in.AnnualRate)
		if err != nil || r > maxAnnualRate {
			e.add("annualRate", MsgAnnualRate)
		} else {
			rate = financing.MonthlyFromAnnual(financing.PercentOf(r))
		}
	}
	switch {
	case in.Installments < 1:
		e.add("installments", MsgInstallments)
	case in.Installments > MaxInstallments:
		e.add("installments", MsgInstallmentsAtMost600)
	case in.Amount > 0 && in.Amount < model.Money(in.Installments)*MinPerInstallment:
		e.add("amount", MsgFinancePerInstallment)
	}
	if in.System != string(financing.Price) && in.System != string(financing.SAC) {
		e.add("system", MsgFinanceSystem)
	}
	if in.Fees < 0 || in.Amount > 0 && in.Fees >= in.Amount {
		e.add("fees", MsgFinanceFees)
	}
	switch {
	case !in.ContractDate.InRange():
		e.add("contractDate", MsgDateRange)
	case !in.FirstDueDate.InRange():
		e.add("firstDueDate", MsgDateRange)
	case in.FirstDueDate.Before(in.ContractDate):
		e.add("firstDueDate", MsgFirstDueBeforeContract)
	}
	return rate, e
}

// maxAnnualRate is the most an annual rate typed may be (1 000 % a.a.).
const maxAnnualRate = 1000 * model.RateScale
