package api

import (
	"net/http"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/validate"
)

func (s *Server) listAssetImprovements(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.AssetImprovements(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// improvementRequest is the body of an asset's improvement: the day, the amount, what was done and the account it
// was paid from.
type improvementRequest struct {
	Date        model.Date  `json:"date"`
	Amount      model.Money `json:"amount"`
	Description string      `json:"description"`
	AccountID   int64       `json:"accountId"`
}

func (s *Server) addAssetImprovement(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in improvementRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	m := model.AssetImprovement{AssetID: id, Date: in.Date, Amount: in.Amount, Description: strings.TrimSpace(in.Description),
		AccountID: in.AccountID}
	if e := validate.AssetImprovement(m, s.store.Today()); !e.OK() {
		return e
	}
	created, err := s.store.AddAssetImprovement(r.Context(), m, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

func (s *Server) deleteAssetImprovement(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	improvement, err := entryID(r, "improvementId")
	if err != nil {
		return err
	}
	if err := s.store.DeleteAssetImprovement(r.Context(), id, improvement, currentUser(r.Context())); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
