package api

import (
	"net/http"
	"slices"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// maxObligationDays bounds the days one calendar request reads (a year and a day).
const maxObligationDays = 366

// listObligations answers what falls due from from to to (YYYY-MM-DD, at most 366 days): the debts' and the
// receivables' installments and the properties' IPTU, each with its status today.
func (s *Server) listObligations(w http.ResponseWriter, r *http.Request) error {
	from, errFrom := model.ParseDate(r.URL.Query().Get("from"))
	to, errTo := model.ParseDate(r.URL.Query().Get("to"))
	if errFrom != nil || errTo != nil || from.IsZero() || to.IsZero() || to.Before(from) || to.After(from.AddDays(maxObligationDays)) {
		return refuse(http.StatusBadRequest, "bad_request", validate.MsgObligationRange)
	}
	list, err := s.store.Obligations(r.Context(), from, to, false)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// assetTaxPaymentRequest pays a property's IPTU installment, or the IPVA or licenciamento of a vehicle of the
// company's own: which (the asset and the due date), the day it was paid, how much and from which account.
type assetTaxPaymentRequest struct {
	AssetID   int64       `json:"assetId"`
	DueDate   model.Date  `json:"dueDate"`
	Date      model.Date  `json:"date"`
	Amount    model.Money `json:"amount"`
	AccountID int64       `json:"accountId"`
}

func (s *Server) payIPTU(w http.ResponseWriter, r *http.Request) error {
	var in assetTaxPaymentRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if e := validate.ObligationPayment(in.DueDate, in.Date, in.Amount, in.AccountID, s.store.Today()); !e.OK() {
		return e
	}
	id, err := s.store.PayIPTU(r.Context(), in.AssetID, in.DueDate, in.Date, in.Amount, in.AccountID, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, map[string]int64{"id": id})
	return nil
}

// vehicleTaxPaymentRequest pays a vehicle's IPVA or licenciamento: which (the vehicle and its due date), the day it
// was paid, how much and from which account.
type vehicleTaxPaymentRequest struct {
	VehicleID int64       `json:"vehicleId"`
	DueDate   model.Date  `json:"dueDate"`
	Date      model.Date  `json:"date"`
	Amount    model.Money `json:"amount"`
	AccountID int64       `json:"accountId"`
}

// payVehicleTax answers the two payment routes of a stock's vehicle's taxes, kind being ipva or licensing.
func (s *Server) payVehicleTax(kind string) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var in vehicleTaxPaymentRequest
		if err := decode(w, r, &in); err != nil {
			return err
		}
		return s.recordVehicleTax(w, r, kind, in.VehicleID, in.DueDate, in.Date, in.Amount, in.AccountID)
	}
}

// payOwnVehicleTax answers the two payment routes of the taxes of a vehicle of the company's own (an asset), kind
// being asset_ipva or asset_licensing.
func (s *Server) payOwnVehicleTax(kind string) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var in assetTaxPaymentRequest
		if err := decode(w, r, &in); err != nil {
			return err
		}
		return s.recordVehicleTax(w, r, kind, in.AssetID, in.DueDate, in.Date, in.Amount, in.AccountID)
	}
}

func (s *Server) recordVehicleTax(w http.ResponseWriter, r *http.Request, kind string, record int64, due, day model.Date,
	amount model.Money, accountID int64) error {
	if e := validate.ObligationPayment(due, day, amount, accountID, s.store.Today()); !e.OK() {
		return e
	}
	id, err := s.store.PayVehicleTax(r.Context(), kind, record, due, day, amount, accountID, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, map[string]int64{"id": id})
	return nil
}

func (s *Server) listVehicleTaxRules(w http.ResponseWriter, r *http.Request) error {
	rules, err := s.store.VehicleTaxRules(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, rules)
	return nil
}

// vehicleTaxRulesRequest is a state's table as typed: for each kind given, ten lines, one per final digit.
type vehicleTaxRulesRequest struct {
	Rules []model.VehicleTaxRule `json:"rules"`
}

func (s *Server) setVehicleTaxRules(w http.ResponseWriter, r *http.Request) error {
	var in vehicleTaxRulesRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	state := r.PathValue("state")
	if !slices.Contains(validate.States, state) {
		return store.ErrNotFound // no such state
	}
	if e := validate.VehicleTaxRules(in.Rules); !e.OK() {
		return e
	}
	if err := s.store.SetVehicleTaxRules(r.Context(), state, in.Rules); err != nil {
		return err
	}
	return s.listVehicleTaxRules(w, r)
}

func (s *Server) deleteVehicleTaxRules(w http.ResponseWriter, r *http.Request) error {
	if err := s.store.DeleteVehicleTaxRules(r.Context(), r.PathValue("state")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
