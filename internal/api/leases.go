package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const leaseNotFound = "Contrato de locação não encontrado"

// leaseRequest is a lease's terms as a form sends them; what is left out takes the usual value: readjusted every 12
// months by the index of the month before, 10 % of multa and 1 % a month of juros de mora, no guarantee.
type leaseRequest struct {
	AssetID           int64           `json:"assetId"` // on a new lease only: a lease keeps its asset
	TenantName        string          `json:"tenantName"`
	TenantDocument    string          `json:"tenantDocument"`
	TenantEmail       string          `json:"tenantEmail"`
	TenantPhone       string          `json:"tenantPhone"`
	StartDate         model.Date      `json:"startDate"`
	TermMonths        int             `json:"termMonths"`
	Rent              model.Money     `json:"rent"`
	DueDay            int             `json:"dueDay"`
	Index             model.IndexCode `json:"index"`
	ReadjustMonths    *int            `json:"readjustMonths"`
	IndexLag          *int            `json:"indexLag"`
	LowerOnDeflation  bool            `json:"lowerOnDeflation"`
	Guarantee         model.Guarantee `json:"guarantee"`
	GuaranteeAmount   model.Money     `json:"guaranteeAmount"`
	GuarantorName     string          `json:"guarantorName"`
	GuarantorDocument string          `json:"guarantorDocument"`
	LateFine          *model.Rate     `json:"lateFine"`
	LateInterest      *model.Rate     `json:"lateInterest"`
	Notes             string          `json:"notes"`
}

// lease is the request's terms with the usual values where it left them out, checked.
func (in leaseRequest) lease() (model.Lease, error) {
	l := model.Lease{AssetID: in.AssetID, TenantName: in.TenantName, TenantDocument: in.TenantDocument,
		TenantEmail: in.TenantEmail, TenantPhone: in.TenantPhone, StartDate: in.StartDate, TermMonths: in.TermMonths,
		Rent: in.Rent, DueDay: in.DueDay, Index: in.Index, ReadjustMonths: 12, IndexLag: 1,
		LowerOnDeflation: in.LowerOnDeflation, Guarantee: in.Guarantee, GuaranteeAmount: in.GuaranteeAmount,
		GuarantorName: in.GuarantorName, GuarantorDocument: in.GuarantorDocument, LateFine: model.DefaultLateFine,
		LateInterest: model.DefaultLateInterest, Notes: strings.TrimSpace(in.Notes)}
	if l.Index == "" {
		l.Index = model.IndexNone
	}
	if l.Guarantee == "" {
		l.Guarantee = model.GuaranteeNone
	}
	if in.ReadjustMonths != nil {
		l.ReadjustMonths = *in.ReadjustMonths
	}
	if in.IndexLag != nil {
		l.IndexLag = *in.IndexLag
	}
	if in.LateFine != nil {
		l.LateFine = *in.LateFine
	}
	if in.LateInterest != nil {
		l.LateInterest = *in.LateInterest
	}
	if e := validate.Lease(&l); !e.OK() {
		return l, e
	}
	return l, nil
}

func (s *Server) listLeases(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	if err := noSort(r); err != nil {
		return err
	}
	status, err := queryFilter(r, "status", oneOf(model.LeaseActive, model.LeaseEnded), "Status inválido: use active ou ended.")
	if err != nil {
		return err
	}
	var assetID int64
	if v := r.URL.Query().Get("assetId"); v != "" {
		if assetID, err = strconv.ParseInt(v, 10, 64); err != nil || assetID <= 0 {
			return invalidQuery("assetId deve ser o número de um ativo.")
		}
	}
	list, total, err := s.store.ListLeases(r.Context(), store.LeaseFilter{AssetID: assetID, Status: status}, page, size)
	if err != nil {
		return err
	}
	writeList(w, list, listMeta{Total: total, Page: page, PageSize: size})
	return nil
}

func (s *Server) getLease(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	l, err := s.store.LeaseByID(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, l)
	return nil
}

func (s *Server) createLease(w http.ResponseWriter, r *http.Request) error {
	var in leaseRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	l, err := in.lease()
	if err != nil {
		return err
	}
	created, err := s.store.CreateLease(r.Context(), l, currentUser(r.Context()))
	if errors.Is(err, store.ErrNotFound) {
		return validate.Errors{"assetId": assetNotFound}
	}
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

func (s *Server) updateLease(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in leaseRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	stored, err := s.store.LeaseByID(r.Context(), id)
	if err != nil {
		return err
	}
	in.AssetID = stored.AssetID
	l, err := in.lease()
	if err != nil {
		return err
	}
	l.ID = id
	saved, err := s.store.UpdateLease(r.Context(), l)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, saved)
	return nil
}

// leaseEndRequest is the day a lease ended and why (optional).
type leaseEndRequest struct {
	Date   model.Date `json:"date"`
	Reason string     `json:"reason"`
}

func (s *Server) endLease(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in leaseEndRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if e := validate.LeaseEnd(in.Date, s.store.Today()); !e.OK() {
		return e
	}
	if reason := strings.TrimSpace(in.Reason); len([]rune(reason)) > 500 {
		return validate.Errors{"reason": validate.MsgLeaseEndReason}
	}
	l, err := s.store.EndLease(r.Context(), id, in.Date, strings.TrimSpace(in.Reason), currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, l)
	return nil
}

func (s *Server) listReadjustments(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.LeaseReadjustments(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

func (s *Server) nextReadjustment(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	p, err := s.store.NextReadjustment(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, p)
	return nil
}

// readjustmentRequest names the anniversary the preview showed, so that a stale screen applies nothing.
type readjustmentRequest struct {
	EffectiveDate model.Date `json:"effectiveDate"`
}

func (s *Server) applyReadjustment(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in readjustmentRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if in.EffectiveDate.IsZero() {
		return validate.Errors{"effectiveDate": validate.MsgReadjustmentDate}
	}
	applied, err := s.store.ApplyReadjustment(r.Context(), id, in.EffectiveDate, currentUser(r.Context()))
	var missing *store.MissingIndexError
	if errors.As(err, &missing) {
		return refuse(http.StatusConflict, "index_missing", validate.MissingIndexMessage(model.IndexLabel[missing.Index], missing.Months))
	}
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, applied)
	return nil
}

func (s *Server) undoReadjustment(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	rid, err := entryID(r, "readjustmentId")
	if err != nil {
		return err
	}
	if err := s.store.UndoReadjustment(r.Context(), id, rid); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
