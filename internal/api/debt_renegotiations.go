package api

import (
	"encoding/json"
	"net/http"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/validate"
)

// renegotiationRequest is the body of a renegotiation: its day, the new terms and notes.
type renegotiationRequest struct {
	Date           model.Date  `json:"date"`
	OriginalAmount model.Money `json:"originalAmount"` // the new amount: the balance with what the renegotiation adds
	InterestRate   json.Number `json:"interestRate"`
	AnnualRate     json.Number `json:"annualRate"` // instead of interestRate: the effective annual rate
	System         string      `json:"system"`
	Installments   int         `json:"installments"`
	FirstDueDate   *model.Date `json:"firstDueDate"`
	GraceMonths    int         `json:"graceMonths"`
	GraceInterest  string      `json:"graceInterest"`
	Fees           model.Money `json:"fees"`
	Index          string      `json:"index"`
	IndexLag       int         `json:"indexLag"`
	Notes          string      `json:"notes"`
}

// renegotiateDebt replaces a debt's terms from a day on and answers the debt with its new terms.
func (s *Server) renegotiateDebt(w http.ResponseWriter, r *http.Request) error {
	d, err := s.loadDebt(r)
	if err != nil {
		return err
	}
	var in renegotiationRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	terms := model.DebtTerms{OriginalAmount: in.OriginalAmount, InterestRate: validate.MonthlyOrAnnualRate(e, in.InterestRate.String(), in.AnnualRate.String()),
		Installments: in.Installments, System: model.DebtSystem(in.System), FirstDueDate: in.FirstDueDate,
		GraceMonths: in.GraceMonths, GraceInterest: model.DebtGraceInterest(in.GraceInterest), Fees: in.Fees,
		Index: model.IndexCode(in.Index), IndexLag: in.IndexLag}
	if terms.GraceInterest == "" {
		terms.GraceInterest = model.GraceInterestPaid
	}
	if terms.Index == "" {
		terms.Index = model.IndexNone
	}
	renewed := d // the debt as the new terms make it, checked as any financing is
	renewed.OriginalAmount, renewed.CurrentAmount, renewed.InterestRate = terms.OriginalAmount, terms.OriginalAmount, terms.InterestRate
	renewed.Installments, renewed.CurrentInstallment, renewed.System = terms.Installments, 1, terms.System
	renewed.FirstDueDate, renewed.GraceMonths, renewed.GraceInterest, renewed.Fees = terms.FirstDueDate, terms.GraceMonths, terms.GraceInterest, terms.Fees
	renewed.Index, renewed.IndexLag = terms.Index, terms.IndexLag
	renewed.Status, renewed.ContractDate = model.DebtRenegotiated, nil
	for field, msg := range validate.Renegotiation(renewed, in.Date, in.Notes, s.store.Today()) {
		if _, seen := e[field]; !seen {
			e[field] = msg
		}
	}
	if !e.OK() {
		return e
	}
	saved, err := s.store.RenegotiateDebt(r.Context(), d.ID, in.Date, terms, strings.TrimSpace(in.Notes), currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, saved)
	return nil
}

// debtRenegotiations lists a debt's renegotiations, the latest first, each with the terms it ended.
func (s *Server) debtRenegotiations(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.DebtRenegotiations(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}
