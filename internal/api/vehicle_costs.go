package api

import (
	"net/http"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/validate"
)

func (s *Server) listVehicleCosts(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.VehicleCosts(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// vehicleCostRequest is the body of a vehicle's cost: the day, the amount, its kind, a description and the
// account it was paid from.
type vehicleCostRequest struct {
	Date        model.Date  `json:"date"`
	Amount      model.Money `json:"amount"`
	Category    string      `json:"category"`
	Description string      `json:"description"`
	AccountID   int64       `json:"accountId"`
}

func (s *Server) addVehicleCost(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in vehicleCostRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	c := model.VehicleCost{VehicleID: id, Date: in.Date, Amount: in.Amount, Category: in.Category,
		Description: strings.TrimSpace(in.Description), AccountID: in.AccountID}
	if e := validate.VehicleCost(c, s.store.Today()); !e.OK() {
		return e
	}
	created, err := s.store.AddVehicleCost(r.Context(), c, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

func (s *Server) deleteVehicleCost(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	cost, err := entryID(r, "costId")
	if err != nil {
		return err
	}
	if err := s.store.DeleteVehicleCost(r.Context(), id, cost, currentUser(r.Context())); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
