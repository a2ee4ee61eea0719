package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const debtNotFound = "Dívida não encontrada"

func (s *Server) listDebts(w http.ResponseWriter, r *http.Request) {
	page, size, ok := pageParams(w, r)
	if !ok {
		return
	}
	category, ok := queryFilter(w, r, "category", func(v string) bool { return model.DebtCategory(v).Valid() }, "Categoria inválida.")
	if !ok {
		return
	}
	status, ok := queryFilter(w, r, "status", func(v string) bool { return model.DebtStatus(v).Valid() }, "Status inválido.")
	if !ok {
		return
	}
	sort, ok := sortParam(w, r, store.DebtSorts)
	if !ok {
		return
	}
	f := store.DebtFilter{Query: r.URL.Query().Get("q"), Sort: sort, Page: page, PageSize: size,
		Category: model.DebtCategory(category), Status: model.DebtStatus(status)}
	debts, sum, err := s.store.ListDebts(r.Context(), f)
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeList(w, debts, listMeta{Total: sum.Count, Page: page, PageSize: size, Summary: sum})
}

// loadDebt reads a debt, answering 404 or 500 itself when it cannot.
func (s *Server) loadDebt(w http.ResponseWriter, r *http.Request) (model.Debt, bool) {
	id, ok := pathID(w, r, debtNotFound)
	if !ok {
		return model.Debt{}, false
	}
	d, err := s.store.DebtByID(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		notFound(w, debtNotFound)
		return d, false
	}
	if err != nil {
		serverError(w, r, err)
		return d, false
	}
	return d, true
}

func (s *Server) getDebt(w http.ResponseWriter, r *http.Request) {
	if d, ok := s.loadDebt(w, r); ok {
		writeData(w, http.StatusOK, d)
	}
}

func (s *Server) debtHistory(w http.ResponseWriter, r *http.Request) {
	d, ok := s.loadDebt(w, r)
	if !ok {
		return
	}
	events, err := s.store.DebtHistory(r.Context(), d.ID)
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusOK, events)
}

// debtRequest is the body of a create or an edit (spec §7); fields left out keep their value (on create:
// the defaults of spec §5).
type debtRequest struct {
	CreditorName       *string      `json:"creditorName"`
	Description        *string      `json:"description"`
	OriginalAmount     *model.Money `json:"originalAmount"`
	CurrentAmount      *model.Money `json:"currentAmount"`
	InterestRate       *json.Number `json:"interestRate"`
	DueDate            *model.Date  `json:"dueDate"`
	Status             *string      `json:"status"`
	Category           *string      `json:"category"`
	PaymentMethod      *string      `json:"paymentMethod"`
	Installments       *int         `json:"installments"`
	CurrentInstallment *int         `json:"currentInstallment"`
}

// apply lays the request over d and checks the result.
func (in debtRequest) apply(d model.Debt) (model.Debt, validate.Errors) {
	e := validate.Errors{}
	setText := func(dst *string, v *string) {
		if v != nil {
			*dst = strings.TrimSpace(*v)
		}
	}
	setText(&d.CreditorName, in.CreditorName)
	setText(&d.Description, in.Description)
	setText(&d.PaymentMethod, in.PaymentMethod)
	if in.OriginalAmount != nil {
		d.OriginalAmount = *in.OriginalAmount
	}
	if in.CurrentAmount != nil {
		d.CurrentAmount = *in.CurrentAmount
	}
	if in.InterestRate != nil {
		d.InterestRate = validate.InterestRate(e, in.InterestRate.String())
	}
	if in.DueDate != nil {
		d.DueDate = *in.DueDate
	}
	if in.Status != nil {
		d.Status = model.DebtStatus(*in.Status)
	}
	if in.Category != nil {
		d.Category = model.DebtCategory(*in.Category)
	}
	if in.Installments != nil {
		d.Installments = *in.Installments
	}
	if in.CurrentInstallment != nil {
		d.CurrentInstallment = *in.CurrentInstallment
	}
	validate.Debt(e, d)
	return d, e
}

func (s *Server) createDebt(w http.ResponseWriter, r *http.Request) {
	var in debtRequest
	if !decode(w, r, &in) {
		return
	}
	d, e := in.apply(model.Debt{Status: model.DebtActive, Category: model.DebtOther, Installments: 1, CurrentInstallment: 1})
	// Spec §5: on create the current balance follows the original amount while it is still zero — except for a debt
	// created already paid, where a zero balance means nothing is owed.
	if d.CurrentAmount == 0 && d.Status != model.DebtPaid {
		d.CurrentAmount = d.OriginalAmount
	}
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	created, err := s.store.CreateDebt(r.Context(), d, currentUser(r.Context()))
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusCreated, created)
}

func (s *Server) updateDebt(w http.ResponseWriter, r *http.Request) {
	stored, ok := s.loadDebt(w, r)
	if !ok {
		return
	}
	var in debtRequest
	if !decode(w, r, &in) {
		return
	}
	stored.Status = stored.RecordedStatus // an edit that leaves the status out keeps the one recorded
	d, e := in.apply(stored)
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	saved, err := s.store.UpdateDebt(r.Context(), d, currentUser(r.Context()))
	if errors.Is(err, store.ErrNotFound) {
		notFound(w, debtNotFound)
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusOK, saved)
}

func (s *Server) deleteDebt(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, debtNotFound)
	if !ok {
		return
	}
	err := s.store.DeleteDebt(r.Context(), id, currentUser(r.Context()))
	switch {
	case errors.Is(err, store.ErrNotFound):
		notFound(w, debtNotFound)
	case err != nil:
		serverError(w, r, err)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
