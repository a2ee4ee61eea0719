package api

import (
	"encoding/json"
	"net/http"

	"patrimonio/internal/financing"
	"patrimonio/internal/model"
	"patrimonio/internal/validate"
)

// simulationRequest is the body of a financing simulation: the monthly or the annual effective rate, in percent.
type simulationRequest struct {
	Amount       model.Money  `json:"amount"`
	MonthlyRate  *json.Number `json:"monthlyRate"`
	AnnualRate   *json.Number `json:"annualRate"`
	Installments int          `json:"installments"`
	System       string       `json:"system"`
	Fees         model.Money  `json:"fees"`
	// ContractDate (the release of the money; today when left out) and FirstDueDate (a month after it when left
	// out) make the first installment's interest pro rata die and the CET's calendar days.
	ContractDate *model.Date `json:"contractDate"`
	FirstDueDate *model.Date `json:"firstDueDate"`
}

// simulation is a schedule with the rates it used: both effective rates and the CET (fees counted), in percent.
type simulation struct {
	financing.Schedule
	MonthlyRate model.Rate `json:"monthlyRate"`
	AnnualRate  model.Rate `json:"annualRate"`
	CETMonthly  model.Rate `json:"cetMonthly"`
	CETAnnual   model.Rate `json:"cetAnnual"`
}

// simulateFinancing computes a Price or SAC schedule for any signed-in person; nothing is stored.
func (s *Server) simulateFinancing(w http.ResponseWriter, r *http.Request) error {
	var in simulationRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	contract := s.store.Today()
	if in.ContractDate != nil {
		contract = *in.ContractDate
	}
	first := model.AddMonths(contract, 1)
	if in.FirstDueDate != nil {
		first = *in.FirstDueDate
	}
	monthly, e := validate.Simulation(validate.SimulationInput{Amount: in.Amount, MonthlyRate: numberText(in.MonthlyRate),
		AnnualRate: numberText(in.AnnualRate), Installments: in.Installments, System: in.System, Fees: in.Fees,
		ContractDate: contract, FirstDueDate: first})
	if !e.OK() {
		return e
	}
	schedule, err := financing.Plan(financing.Contract{System: financing.System(in.System), Amount: in.Amount, Rate: monthly,
		Installments: in.Installments, First: financing.FirstPeriod(contract, first)})
	if err != nil {
		return err
	}
	// The annual rate typed stays as typed; a monthly one typed gets its annual equivalent.
	annual := financing.AnnualFromMonthly(monthly)
	if typed, err := model.ParseRate(numberText(in.AnnualRate)); err == nil {
		annual = financing.PercentOf(typed)
	}
	cet := financing.CET(schedule, in.Amount, in.Fees, contract, first)
	writeData(w, http.StatusOK, simulation{Schedule: schedule, MonthlyRate: monthly.Percent(), AnnualRate: annual.Percent(),
		CETMonthly: financing.MonthlyFromAnnual(cet).Percent(), CETAnnual: cet.Percent()})
	return nil
}

// numberText is a JSON number's text, "" when it was left out or null.
func numberText(n *json.Number) string {
	if n == nil {
		return ""
	}
	return n.String()
}
