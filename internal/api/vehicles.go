package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"strings"
	"time"

	"patrimonio/internal/fipe"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const vehicleNotFound = "Veículo não encontrado"

// vehicleAttachmentJSON is an attachment as the API shows it and as the forms send it back (docs/product.md §7: name,
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
	Renavam           string                  `json:"renavam"`
	Chassis           string                  `json:"chassis"`
	Mileage           *int                    `json:"mileage"`
	ManufactureYear   *int                    `json:"manufactureYear"`
	ModelYear         *int                    `json:"modelYear"`
	FipeCode          string                  `json:"fipeCode"`
	FipeValue         *model.Money            `json:"fipeValue"`
	IPVAStatus        string                  `json:"ipvaStatus"`
	LicensingStatus   string                  `json:"licensingStatus"`
	RegistrationState string                  `json:"registrationState"`
	IPVAAmount        *model.Money            `json:"ipvaAmount"`
	LicensingAmount   *model.Money            `json:"licensingAmount"`
	Notes             string                  `json:"notes"`
	Status            model.VehicleStatus     `json:"status"`
	PurchasePrice     model.Money             `json:"purchasePrice"`
	SellingPrice      model.Money             `json:"sellingPrice"`
	Costs             model.Money             `json:"costs"`  // spent on it: funilaria, documentação, comissão…
	Margin            model.Money             `json:"margin"` // sellingPrice − purchasePrice − costs
	PurchaseDate      model.Date              `json:"purchaseDate"`
	SoldDate          model.Date              `json:"soldDate"`
	SalePaymentMethod string                  `json:"salePaymentMethod"`
	SaleNotes         string                  `json:"saleNotes"`
	SaleBuyerName     string                  `json:"saleBuyerName"`
	SaleBuyerDocument string                  `json:"saleBuyerDocument"`
	AccountID         *int64                  `json:"accountId"`             // the purchase was paid from
	Counterpart       *model.Counterpart      `json:"counterpart,omitempty"` // the purchase's other side when no account paid it
	SaleAccountID     *int64                  `json:"saleAccountId"`         // the sale was received into
	ReceivableID      *int64                  `json:"receivableId"`          // of a sale in installments
	Attachments       []vehicleAttachmentJSON `json:"attachments,omitempty"`
	CreatedAt         time.Time               `json:"createdAt"`
	UpdatedAt         time.Time               `json:"updatedAt"`
}

func vehicleView(v model.Vehicle) vehicleJSON {
	out := vehicleJSON{ID: v.ID, Make: v.Make, Model: v.Model, Year: v.Year, Color: v.Color, LicensePlate: v.LicensePlate,
		Renavam: v.Renavam, Chassis: v.Chassis, Mileage: v.Mileage, ManufactureYear: v.ManufactureYear, ModelYear: v.ModelYear,
		FipeCode: v.FipeCode, FipeValue: v.FipeValue, IPVAStatus: v.IPVAStatus, LicensingStatus: v.LicensingStatus,
		RegistrationState: v.RegistrationState, IPVAAmount: v.IPVAAmount, LicensingAmount: v.LicensingAmount,
		SaleBuyerName: v.SaleBuyerName, SaleBuyerDocument: v.SaleBuyerDocument,
		Notes: v.Notes, Status: v.Status, PurchasePrice: v.PurchasePrice, SellingPrice: v.SellingPrice,
		Costs: v.Costs, Margin: v.Margin(), PurchaseDate: v.PurchaseDate, SoldDate: v.SoldDate, SalePaymentMethod: v.SalePaymentMethod, SaleNotes: v.SaleNotes,
		AccountID: v.AccountID, Counterpart: v.Counterpart, CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt}
	if v.SaleAccountID != 0 {
		out.SaleAccountID = &v.SaleAccountID
	}
	if v.ReceivableID != 0 {
		out.ReceivableID = &v.ReceivableID
	}
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

// vehicleFilter reads the vehicle list's search, status filter and sort (the list and its export share them).
func vehicleFilter(r *http.Request) (store.VehicleFilter, error) {
	status, err := queryFilter(r, "status",
		oneOf(string(model.VehicleInStock), string(model.VehicleReserved), string(model.VehicleSold)),
		"Status inválido: use in_stock, reserved ou sold.")
	if err != nil {
		return store.VehicleFilter{}, err
	}
	sort, err := sortParam(r, store.VehicleSorts)
	return store.VehicleFilter{Query: r.URL.Query().Get("q"), Status: model.VehicleStatus(status), Sort: sort}, err
}

func (s *Server) listVehicles(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	f, err := vehicleFilter(r)
	if err != nil {
		return err
	}
	f.Page, f.PageSize = page, size
	list, sum, err := s.store.ListVehicles(r.Context(), f)
	if err != nil {
		return err
	}
	out := make([]vehicleJSON, len(list))
	for i, v := range list {
		out[i] = vehicleView(v)
	}
	writeList(w, out, listMeta{Total: sum.Total, Page: page, PageSize: size, Summary: sum})
	return nil
}

// loadVehicle reads the vehicle of the request's {id}.
func (s *Server) loadVehicle(r *http.Request) (model.Vehicle, error) {
	id, err := pathID(r)
	if err != nil {
		return model.Vehicle{}, err
	}
	return s.store.VehicleByID(r.Context(), id)
}

func (s *Server) getVehicle(w http.ResponseWriter, r *http.Request) error {
	v, err := s.loadVehicle(r)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, vehicleView(v))
	return nil
}

// vehicleHistory answers the entries of a vehicle, also of a deleted one (its DELETE entry is kept).
func (s *Server) vehicleHistory(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	entries, err := s.store.VehicleHistory(r.Context(), id)
	if err != nil {
		return err
	}
	if len(entries) == 0 { // every vehicle has its CREATE entry
		return store.ErrNotFound
	}
	out := make([]vehicleHistoryJSON, len(entries))
	for i, h := range entries {
		out[i] = vehicleHistoryJSON{ID: h.ID, VehicleID: h.VehicleID, Action: h.Action, Date: h.Date, OldValue: h.OldValue,
			NewValue: h.NewValue, Amount: h.Amount, Details: h.Details, UserID: h.UserID, UserName: h.UserName, CreatedAt: h.CreatedAt}
	}
	writeData(w, http.StatusOK, out)
	return nil
}

type vehicleRequest struct {
	Make         string `json:"make"`
	Model        string `json:"model"`
	Year         int    `json:"year"`
	LicensePlate string `json:"licensePlate"`
	Renavam      string `json:"renavam"` // with or without punctuation; optional
	Chassis      string `json:"chassis"` // the VIN; optional
	// Mileage, the years, the FIPE code and value, and the IPVA and licenciamento statuses are optional (null or
	// "" for none).
	Mileage         *int         `json:"mileage"`
	ManufactureYear *int         `json:"manufactureYear"`
	ModelYear       *int         `json:"modelYear"`
	FipeCode        string       `json:"fipeCode"`
	FipeValue       *model.Money `json:"fipeValue"`
	IPVAStatus      string       `json:"ipvaStatus"`
	LicensingStatus string       `json:"licensingStatus"`
	// RegistrationState is the UF the vehicle is registered in, and the amounts its IPVA and licenciamento of the
	// year: the calendar's (optional).
	RegistrationState string                  `json:"registrationState"`
	IPVAAmount        *model.Money            `json:"ipvaAmount"`
	LicensingAmount   *model.Money            `json:"licensingAmount"`
	Color             string                  `json:"color"`
	Notes             string                  `json:"notes"`
	Status            model.VehicleStatus     `json:"status"`
	PurchasePrice     model.Money             `json:"purchasePrice"`
	SellingPrice      model.Money             `json:"sellingPrice"`
	PurchaseDate      model.Date              `json:"purchaseDate"`
	Attachments       []vehicleAttachmentJSON `json:"attachments"`
	AccountID         *int64                  `json:"accountId"` // paid from (0: a counterpart instead); left out of an edit, kept
	counterpartInput
}

// vehicle turns the request into a vehicle; attachment references that name no upload become field errors in e.
// That each names a stored file is checked by the store (store.ErrUnknownFile), which also fills in the rest.
func (in vehicleRequest) vehicle(e validate.Errors) model.Vehicle {
	v := model.Vehicle{Make: in.Make, Model: in.Model, Year: in.Year, LicensePlate: in.LicensePlate, Color: in.Color,
		Mileage: in.Mileage, ManufactureYear: in.ManufactureYear, ModelYear: in.ModelYear, FipeCode: in.FipeCode,
		FipeValue: in.FipeValue, IPVAStatus: in.IPVAStatus, LicensingStatus: in.LicensingStatus,
		RegistrationState: in.RegistrationState, IPVAAmount: in.IPVAAmount, LicensingAmount: in.LicensingAmount,
		Notes: in.Notes, Status: in.Status, PurchasePrice: in.PurchasePrice, SellingPrice: in.SellingPrice,
		PurchaseDate: in.PurchaseDate, AccountID: in.AccountID, Counterpart: in.value(),
		Attachments: make([]model.VehicleAttachment, 0, len(in.Attachments))}
	var ok bool
	if v.Renavam, ok = validate.Renavam(in.Renavam); !ok {
		e["renavam"] = validate.MsgRenavam
	}
	if v.Chassis, ok = validate.Chassis(in.Chassis); !ok {
		e["chassis"] = validate.MsgChassis
	}
	for _, a := range in.Attachments {
		name, ok := validate.AttachmentName(a.URL, a.Filename)
		if !ok {
			e["attachments"] = validate.MsgUnknownAttachment
			continue
		}
		original := a.Name
		if original == "" {
			original = a.OriginalName
		}
		category := a.Category
		if category == "" {
			category = "outros"
		}
		v.Attachments = append(v.Attachments, model.VehicleAttachment{FileName: name, OriginalName: strings.TrimSpace(original), Category: category})
	}
	return v
}

func (s *Server) vehicleToday() model.Date { return s.store.Today() }

func (s *Server) createVehicle(w http.ResponseWriter, r *http.Request) error {
	var in vehicleRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	v := in.vehicle(e)
	maps.Copy(e, validate.CreateVehicle(&v, s.vehicleToday()))
	validate.VehicleDetails(e, &v, s.vehicleToday())
	validate.NotAfterToday(e, "purchaseDate", v.PurchaseDate, s.vehicleToday())
	if in.Status != "" && in.Status != model.VehicleInStock {
		validate.VehicleStatus(e, in.Status)
	}
	if err := s.checkCounterpart(r.Context(), e, "accountId", idOf(v.AccountID), v.Counterpart, ledger.EventAcquisition,
		v.PurchaseDate, true); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	created, err := s.store.CreateVehicle(r.Context(), v, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, vehicleView(created))
	return nil
}

// updateVehicle replaces the editable fields (docs/product.md §7 PUT /vehicles/{id}). The status may move between
// in_stock and reserved; it is kept when left out; sold is reached only through the sale.
func (s *Server) updateVehicle(w http.ResponseWriter, r *http.Request) error {
	before, err := s.loadVehicle(r)
	if err != nil {
		return err
	}
	var in vehicleRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	v := in.vehicle(e)
	v.ID = before.ID
	maps.Copy(e, validate.EditVehicle(&v, s.vehicleToday()))
	validate.VehicleDetails(e, &v, s.vehicleToday())
	validate.NotAfterToday(e, "purchaseDate", v.PurchaseDate, s.vehicleToday())
	if before.Status == model.VehicleSold {
		validate.SoldVehicleDates(e, v.PurchaseDate, before.SoldDate)
	}
	if in.AccountID != nil || in.Counterpart != nil { // the purchase's other side, corrected
		if err := s.checkCounterpart(r.Context(), e, "accountId", idOf(v.AccountID), v.Counterpart, ledger.EventAcquisition,
			v.PurchaseDate, true); err != nil {
			return err
		}
		if v.AccountID == nil {
			v.AccountID = new(int64)
		}
	}
	switch {
	case in.Status == "" || in.Status == before.Status:
		v.Status = before.Status
	case before.Status == model.VehicleSold:
		return store.ErrVehicleSold
	default:
		validate.VehicleStatus(e, in.Status)
	}
	if !e.OK() {
		return e
	}
	updated, err := s.store.UpdateVehicle(r.Context(), v, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, vehicleView(updated))
	return nil
}

type vehicleSaleRequest struct {
	SellingPrice  model.Money `json:"sellingPrice"`
	SoldDate      model.Date  `json:"soldDate"`
	PaymentMethod string      `json:"paymentMethod"`
	Notes         string      `json:"notes"`
	BuyerName     string      `json:"buyerName"`     // optional
	BuyerDocument string      `json:"buyerDocument"` // CPF or CNPJ, with or without its mask; optional
	AccountID     int64       `json:"accountId"`     // received into (of a sale in installments, the down payment); 0: a counterpart
	counterpartInput
	Installments int         `json:"installments"`
	DownPayment  model.Money `json:"downPayment"`
	FirstDueDate model.Date  `json:"firstDueDate"`
	// InterestRate (% a.m.) and System (price or sac) finance the rest with interest; left out: no interest.
	InterestRate json.Number `json:"interestRate"`
	System       string      `json:"system"`
}

// sellVehicle records the sale (docs/product.md §7 PUT /vehicles/{id}/sell); 409 when the vehicle is already sold.
func (s *Server) sellVehicle(w http.ResponseWriter, r *http.Request) error {
	v, err := s.loadVehicle(r)
	if err != nil {
		return err
	}
	var in vehicleSaleRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if v.Status == model.VehicleSold {
		return store.ErrVehicleSold
	}
	sale := model.VehicleSale{SellingPrice: in.SellingPrice, SoldDate: in.SoldDate, PaymentMethod: in.PaymentMethod,
		Notes: in.Notes, BuyerName: in.BuyerName, BuyerDocument: in.BuyerDocument, AccountID: in.AccountID}
	e := validate.VehicleSale(&sale, v.PurchaseDate)
	if sale.PaymentMethod == "installments" {
		plan := installmentPlan(in.DownPayment, in.Installments, in.FirstDueDate, sale.SoldDate)
		plan.Rate, plan.System = validate.SaleFinancing(e, in.InterestRate.String(), in.System)
		validate.InstallmentPlan(e, plan, sale.SellingPrice, sale.SoldDate)
		sale.Plan = &plan
	}
	validate.NotAfterToday(e, "soldDate", sale.SoldDate, s.vehicleToday())
	sale.Counterpart = counterpartValue(in.value())
	if err := s.checkCounterpart(r.Context(), e, "accountId", sale.AccountID, &sale.Counterpart, ledger.EventProceeds,
		sale.SoldDate, sale.Plan == nil || sale.Plan.DownPayment > 0); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	sold, err := s.store.SellVehicle(r.Context(), v.ID, sale, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, vehicleView(sold))
	return nil
}

// importFipe reads a FIPE price list (CSV as the body, or the field file of a form) and gives every vehicle not sold
// with a listed code its reference value; the whole file or nothing.
func (s *Server) importFipe(w http.ResponseWriter, r *http.Request) error {
	body, done, err := csvUpload(r)
	if err != nil {
		return validate.Errors{"file": validate.MsgFipeHeader}
	}
	defer done()
	prices, err := fipe.Parse(body)
	var line *fipe.LineError
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return refuse(http.StatusRequestEntityTooLarge, "body_too_large", "Requisição muito grande.")
	case errors.As(err, &line):
		what := map[string]string{"code": "código FIPE inválido", "value": "valor inválido"}[line.What]
		return validate.Errors{"file": fmt.Sprintf("Linha %d: %s \"%s\"", line.Line, what, line.Text)}
	case errors.Is(err, fipe.ErrNoHeader):
		return validate.Errors{"file": validate.MsgFipeHeader}
	case errors.Is(err, fipe.ErrEmpty):
		return validate.Errors{"file": validate.MsgFipeEmpty}
	case err != nil:
		return err
	}
	value := make(map[string]model.Money, len(prices))
	for _, p := range prices {
		value[p.Code] = p.Value
	}
	changed, err := s.store.SetFipeValues(r.Context(), value, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, map[string]int{"prices": len(value), "updated": changed})
	return nil
}
