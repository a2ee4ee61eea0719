package api

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const vehicleNotFound = "Veículo não encontrado"

// vehicleAttachmentJSON is an attachment as the API shows it and as the forms send it back (spec §7: name,
// url relative to the API base, category, mimetype, size). Only url (or filename), name and category are read;
// type, size and mimetype come from the stored file.
type vehicleAttachmentJSON struct {
	ID           int64  `json:"id,omitempty"`
	Name         string `json:"name"`
	OriginalName string `json:"originalName"`
	Filename     string `json:"filename"`
	URL          string `json:"url"`
	Category     string `json:"category"`
	Mimetype     string `json:"mimetype"`
	Size         int64  `json:"size"`
	Type         string `json:"type"`
}

type vehicleJSON struct {
	ID                int64                   `json:"id"`
	Make              string                  `json:"make"`
	Model             string                  `json:"model"`
	Year              int                     `json:"year"`
	Color             string                  `json:"color"`
	LicensePlate      string                  `json:"licensePlate"`
	Notes             string                  `json:"notes"`
	Status            model.VehicleStatus     `json:"status"`
	PurchasePrice     model.Money             `json:"purchasePrice"`
	SellingPrice      model.Money             `json:"sellingPrice"`
	PurchaseDate      model.Date              `json:"purchaseDate"`
	SoldDate          model.Date              `json:"soldDate"`
	SalePaymentMethod string                  `json:"salePaymentMethod"`
	SaleNotes         string                  `json:"saleNotes"`
	Attachments       []vehicleAttachmentJSON `json:"attachments,omitempty"`
	CreatedAt         time.Time               `json:"createdAt"`
	UpdatedAt         time.Time               `json:"updatedAt"`
}

func vehicleView(v model.Vehicle) vehicleJSON {
	out := vehicleJSON{ID: v.ID, Make: v.Make, Model: v.Model, Year: v.Year, Color: v.Color, LicensePlate: v.LicensePlate,
		Notes: v.Notes, Status: v.Status, PurchasePrice: v.PurchasePrice, SellingPrice: v.SellingPrice,
		PurchaseDate: v.PurchaseDate, SoldDate: v.SoldDate, SalePaymentMethod: v.SalePaymentMethod, SaleNotes: v.SaleNotes,
		CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt}
	if v.Attachments != nil {
		out.Attachments = make([]vehicleAttachmentJSON, len(v.Attachments))
	}
	for i, a := range v.Attachments {
		kind := "document"
		if a.Image {
			kind = "image"
		}
		out.Attachments[i] = vehicleAttachmentJSON{ID: a.ID, Name: a.OriginalName, OriginalName: a.OriginalName,
			Filename: a.FileName, URL: "/uploads/" + a.FileName, Category: a.Category, Mimetype: a.Mimetype, Size: a.Size, Type: kind}
	}
	return out
}

type vehicleHistoryJSON struct {
	ID        int64          `json:"id"`
	VehicleID int64          `json:"vehicleId"`
	Action    string         `json:"action"`
	Date      model.Date     `json:"date"`
	OldValue  model.Money    `json:"oldValue"`
	NewValue  model.Money    `json:"newValue"`
	Amount    *model.Money   `json:"amount"`
	Details   map[string]any `json:"details"`
	UserID    int64          `json:"userId,omitempty"`
	UserName  string         `json:"userName"`
	CreatedAt time.Time      `json:"createdAt"`
}

func (s *Server) listVehicles(w http.ResponseWriter, r *http.Request) {
	page, size, ok := pageParams(w, r)
	if !ok {
		return
	}
	q := r.URL.Query()
	status, ok := queryFilter(w, r, "status",
		oneOf(string(model.VehicleInStock), string(model.VehicleReserved), string(model.VehicleSold)),
		"Status inválido: use in_stock, reserved ou sold.")
	if !ok {
		return
	}
	sort, ok := sortParam(w, r, store.VehicleSorts)
	if !ok {
		return
	}
	f := store.VehicleFilter{Query: q.Get("q"), Status: model.VehicleStatus(status), Sort: sort, Page: page, PageSize: size}
	list, sum, err := s.store.ListVehicles(r.Context(), f)
	if err != nil {
		serverError(w, r, err)
		return
	}
	out := make([]vehicleJSON, len(list))
	for i, v := range list {
		out[i] = vehicleView(v)
	}
	writeList(w, out, listMeta{Total: sum.Total, Page: page, PageSize: size, Summary: sum})
}

// loadVehicle reads a vehicle, answering 404 or 500 itself when it cannot.
func (s *Server) loadVehicle(w http.ResponseWriter, r *http.Request) (model.Vehicle, bool) {
	id, ok := pathID(w, r, vehicleNotFound)
	if !ok {
		return model.Vehicle{}, false
	}
	v, err := s.store.VehicleByID(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		notFound(w, vehicleNotFound)
		return v, false
	}
	if err != nil {
		serverError(w, r, err)
		return v, false
	}
	return v, true
}

func (s *Server) getVehicle(w http.ResponseWriter, r *http.Request) {
	if v, ok := s.loadVehicle(w, r); ok {
		writeData(w, http.StatusOK, vehicleView(v))
	}
}

// vehicleHistory answers the entries of a vehicle, also of a deleted one (its DELETE entry is kept).
func (s *Server) vehicleHistory(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, vehicleNotFound)
	if !ok {
		return
	}
	entries, err := s.store.VehicleHistory(r.Context(), id)
	if err != nil {
		serverError(w, r, err)
		return
	}
	if len(entries) == 0 { // every vehicle has its CREATE entry
		notFound(w, vehicleNotFound)
		return
	}
	out := make([]vehicleHistoryJSON, len(entries))
	for i, h := range entries {
		out[i] = vehicleHistoryJSON{ID: h.ID, VehicleID: h.VehicleID, Action: h.Action, Date: h.Date, OldValue: h.OldValue,
			NewValue: h.NewValue, Amount: h.Amount, Details: h.Details, UserID: h.UserID, UserName: h.UserName, CreatedAt: h.CreatedAt}
	}
	writeData(w, http.StatusOK, out)
}

type vehicleRequest struct {
	Make          string                  `json:"make"`
	Model         string                  `json:"model"`
	Year          int                     `json:"year"`
	LicensePlate  string                  `json:"licensePlate"`
	Color         string                  `json:"color"`
	Notes         string                  `json:"notes"`
	Status        model.VehicleStatus     `json:"status"`
	PurchasePrice model.Money             `json:"purchasePrice"`
	SellingPrice  model.Money             `json:"sellingPrice"`
	PurchaseDate  model.Date              `json:"purchaseDate"`
	Attachments   []vehicleAttachmentJSON `json:"attachments"`
}

func (in vehicleRequest) vehicle() model.Vehicle {
	v := model.Vehicle{Make: in.Make, Model: in.Model, Year: in.Year, LicensePlate: in.LicensePlate, Color: in.Color,
		Notes: in.Notes, Status: in.Status, PurchasePrice: in.PurchasePrice, SellingPrice: in.SellingPrice,
		PurchaseDate: in.PurchaseDate, Attachments: make([]model.VehicleAttachment, len(in.Attachments))}
	for i, a := range in.Attachments {
		name := a.Filename
		if m := validate.UploadURL.FindStringSubmatch(a.URL); m != nil {
			name = m[1]
		}
		original := a.Name
		if original == "" {
			original = a.OriginalName
		}
		category := a.Category
		if category == "" {
			category = "outros"
		}
		v.Attachments[i] = model.VehicleAttachment{FileName: name, OriginalName: strings.TrimSpace(original), Category: category}
	}
	return v
}

// resolveVehicleAttachments checks that each attachment names a stored file and fills in what the store knows of it.
// It answers 422 itself when one does not.
func (s *Server) resolveVehicleAttachments(w http.ResponseWriter, r *http.Request, list []model.VehicleAttachment) bool {
	for i, a := range list {
		f, err := s.store.FileByName(r.Context(), a.FileName)
		if errors.Is(err, store.ErrNotFound) || a.FileName == "" {
			writeInvalid(w, validate.Errors{"attachments": "Anexo inválido: envie o arquivo antes de salvar"})
			return false
		}
		if err != nil {
			serverError(w, r, err)
			return false
		}
		if a.OriginalName == "" {
			list[i].OriginalName = f.OriginalName
		}
	}
	return true
}

func (s *Server) vehicleToday() model.Date { return s.store.Today() }

func (s *Server) createVehicle(w http.ResponseWriter, r *http.Request) {
	var in vehicleRequest
	if !decode(w, r, &in) {
		return
	}
	v := in.vehicle()
	e := validate.CreateVehicle(&v, s.vehicleToday())
	if in.Status != "" && in.Status != model.VehicleInStock {
		validate.VehicleStatus(e, in.Status)
	}
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	if !s.resolveVehicleAttachments(w, r, v.Attachments) {
		return
	}
	created, err := s.store.CreateVehicle(r.Context(), v, currentUser(r.Context()))
	if errors.Is(err, store.ErrPlateTaken) {
		plateTaken(w)
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusCreated, vehicleView(created))
}

func plateTaken(w http.ResponseWriter) {
	msg := "Já existe um veículo não vendido com esta placa"
	writeJSON(w, http.StatusConflict, errorBody{Error: msg + ".", Code: "plate_taken", Fields: map[string]string{"licensePlate": msg}})
}

func vehicleAlreadySold(w http.ResponseWriter) {
	writeError(w, http.StatusConflict, "vehicle_sold", "Este veículo já foi vendido.")
}

// updateVehicle replaces the editable fields (spec §7 PUT /vehicles/{id}). The status may move between
// in_stock and reserved; it is kept when left out; sold is reached only through the sale.
func (s *Server) updateVehicle(w http.ResponseWriter, r *http.Request) {
	before, ok := s.loadVehicle(w, r)
	if !ok {
		return
	}
	var in vehicleRequest
	if !decode(w, r, &in) {
		return
	}
	v := in.vehicle()
	v.ID = before.ID
	e := validate.EditVehicle(&v, s.vehicleToday())
	switch {
	case in.Status == "" || in.Status == before.Status:
		v.Status = before.Status
	case before.Status == model.VehicleSold:
		vehicleAlreadySold(w)
		return
	default:
		validate.VehicleStatus(e, in.Status)
	}
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	if !s.resolveVehicleAttachments(w, r, v.Attachments) {
		return
	}
	updated, err := s.store.UpdateVehicle(r.Context(), v, currentUser(r.Context()))
	switch {
	case errors.Is(err, store.ErrNotFound):
		notFound(w, vehicleNotFound)
	case errors.Is(err, store.ErrPlateTaken):
		plateTaken(w)
	case errors.Is(err, store.ErrVehicleSold):
		vehicleAlreadySold(w)
	case err != nil:
		serverError(w, r, err)
	default:
		writeData(w, http.StatusOK, vehicleView(updated))
	}
}

type vehicleSaleRequest struct {
	SellingPrice  model.Money `json:"sellingPrice"`
	SoldDate      model.Date  `json:"soldDate"`
	PaymentMethod string      `json:"paymentMethod"`
	Notes         string      `json:"notes"`
}

// sellVehicle records the sale (spec §7 PUT /vehicles/{id}/sell); 409 when the vehicle is already sold.
func (s *Server) sellVehicle(w http.ResponseWriter, r *http.Request) {
	v, ok := s.loadVehicle(w, r)
	if !ok {
		return
	}
	var in vehicleSaleRequest
	if !decode(w, r, &in) {
		return
	}
	if v.Status == model.VehicleSold {
		vehicleAlreadySold(w)
		return
	}
	sale := model.VehicleSale{SellingPrice: in.SellingPrice, SoldDate: in.SoldDate, PaymentMethod: in.PaymentMethod, Notes: in.Notes}
	if e := validate.VehicleSale(&sale, v.PurchaseDate); !e.OK() {
		writeInvalid(w, e)
		return
	}
	sold, err := s.store.SellVehicle(r.Context(), v.ID, sale, currentUser(r.Context()))
	switch {
	case errors.Is(err, store.ErrNotFound):
		notFound(w, vehicleNotFound)
	case errors.Is(err, store.ErrVehicleSold):
		vehicleAlreadySold(w)
	case err != nil:
		serverError(w, r, err)
	default:
		writeData(w, http.StatusOK, vehicleView(sold))
	}
}

func (s *Server) deleteVehicle(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, vehicleNotFound)
	if !ok {
		return
	}
	err := s.store.DeleteVehicle(r.Context(), id, currentUser(r.Context()))
	switch {
	case errors.Is(err, store.ErrNotFound):
		notFound(w, vehicleNotFound)
	case err != nil:
		serverError(w, r, err)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
