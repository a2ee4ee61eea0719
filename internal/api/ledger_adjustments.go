package api

import (
	"errors"
	"net/http"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// The company's sub-accounts and the administrators' adjustments (docs/design.md §10): read with reports.read,
// written with settings.update.

func (s *Server) listLedgerSubaccounts(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.LedgerSubaccounts(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// subaccountRequest adds a sub-account: the chart's account it goes under (parent) and its name.
type subaccountRequest struct {
	Parent string `json:"parent"`
	Name   string `json:"name"`
}

func (s *Server) createLedgerSubaccount(w http.ResponseWriter, r *http.Request) error {
	var in subaccountRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	if a, ok := ledger.AccountOf(ledger.Code(in.Parent)); !ok || !a.Adjustable() {
		e["parent"] = validate.MsgSubaccountParent
	}
	validate.LedgerSubaccount(e, in.Name)
	if !e.OK() {
		return e
	}
	sa, err := s.store.CreateLedgerSubaccount(r.Context(), ledger.Code(in.Parent), in.Name, currentUser(r.Context()))
	if errors.Is(err, store.ErrSubaccountExists) {
		return validate.Errors{"name": validate.MsgSubaccountExists}
	}
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, sa)
	return nil
}

func (s *Server) listLedgerAdjustments(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.LedgerAdjustments(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// adjustmentRequest is an adjustment as typed: the accounts by their codes (a sub-account's for a sub-account).
type adjustmentRequest struct {
	Date   model.Date  `json:"date"`
	Debit  string      `json:"debit"`
	Credit string      `json:"credit"`
	Amount model.Money `json:"amount"`
	Reason string      `json:"reason"`
}

func (s *Server) createLedgerAdjustment(w http.ResponseWriter, r *http.Request) error {
	var in adjustmentRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	validate.LedgerAdjustment(e, in.Date, in.Debit, in.Credit, in.Amount, in.Reason, s.store.Today())
	if !e.OK() {
		return e
	}
	adj, err := s.store.CreateLedgerAdjustment(r.Context(), store.AdjustmentInput{Date: in.Date, Debit: in.Debit, Credit: in.Credit,
		Amount: in.Amount, Reason: in.Reason}, currentUser(r.Context()))
	var side *store.AdjustmentSideError
	switch {
	case errors.As(err, &side):
		field := map[bool]string{true: "debit", false: "credit"}[side.Debit]
		message := validate.MsgAdjustmentAccount
		if errors.Is(side.Err, store.ErrUnknownSubaccount) {
			message = validate.MsgAdjustmentSub
		}
		return validate.Errors{field: message}
	case errors.Is(err, store.ErrSameAccount):
		return validate.Errors{"credit": validate.MsgAdjustmentSame}
	case err != nil:
		return err
	}
	writeData(w, http.StatusCreated, adj)
	return nil
}
