package api

import (
	"encoding/json"
	"maps"
	"net/http"
	"strings"
	"time"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const assetNotFound = "Ativo não encontrado"

// assetJSON is an asset as the API shows it (docs/product.md §3 Asset). attachments and sale only on the detail.
type assetJSON struct {
	ID               int64       `json:"id"`
	Description      string      `json:"description"`
	Type             string      `json:"type"`
	Status           string      `json:"status"`
	AcquisitionValue model.Money `json:"acquisitionValue"`
	CurrentValue     model.Money `json:"currentValue"`
	AcquisitionDate  model.Date  `json:"acquisitionDate"`
	Improvements     model.Money `json:"improvements"` // benfeitorias: with the acquisition, the cost
	LandValue        model.Money `json:"landValue"`    // the part of a property's acquisition that is land, never depreciated
	IRPFCode         string      `json:"irpfCode"`     // its 'Bens e Direitos' group and code ('01-13')
	// IRPFCodeChosen is the code chosen for it ('' when it follows its type's), as the edit form shows it.
	IRPFCodeChosen string `json:"irpfCodeChosen"`
	// DepreciationKind and DepreciationRate (% a year) are the ones in force, chosen or of its type and kind;
	// BookValue ('Valor contábil') is its cost less what has been depreciated by today, on the detail only.
	DepreciationKind string     `json:"depreciationKind"`
	DepreciationRate model.Rate `json:"depreciationRate"`
	// DepreciationRateTyped is the rate typed for the asset (null: its kind's), as the edit form shows it.
	DepreciationRateTyped *model.Rate  `json:"depreciationRateTyped"`
	BookValue             *model.Money `json:"bookValue,omitempty"`
	// IPTUAmount (null: none kept), IPTUInstallments and IPTUFirstDue ('MM-DD') make its IPTU in the 'Agenda'.
	IPTUAmount       *model.Money `json:"iptuAmount"`
	IPTUInstallments int          `json:"iptuInstallments"`
	IPTUFirstDue     string       `json:"iptuFirstDue"`
	// A vehicle's registration state ('' for none), IPVA and licenciamento (null: not kept) and IPVA exemption
	// make, with its plate, its IPVA and licenciamento in the 'Agenda'.
	RegistrationState string             `json:"registrationState"`
	IPVAAmount        *model.Money       `json:"ipvaAmount"`
	LicensingAmount   *model.Money       `json:"licensingAmount"`
	IPVAExempt        bool               `json:"ipvaExempt"`
	ParentAssetID     *int64             `json:"parentAssetId"`
	Details           model.AssetDetails `json:"details"`
	Attachments       *[]attachmentJSON  `json:"attachments,omitempty"`
	Sale              *saleJSON          `json:"sale,omitempty"`
	AccountID         *int64             `json:"accountId,omitempty"` // paid from, on the detail
	// Counterpart is the acquisition's other side when no account paid it, on the detail.
	Counterpart *model.Counterpart `json:"counterpart,omitempty"`
	CreatedAt   time.Time          `json:"createdAt"`
	UpdatedAt   time.Time          `json:"updatedAt"`
}

type attachmentJSON struct {
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	OriginalName string `json:"originalName"`
	Filename     string `json:"filename"`
	URL          string `json:"url"`
	Size         int64  `json:"size"`
	Mimetype     string `json:"mimetype"`
	Type         string `json:"type"` // image or document
	Category     string `json:"category"`
}

type saleJSON struct {
	SaleDate      model.Date  `json:"saleDate"`
	SaleValue     model.Money `json:"saleValue"`
	BuyerName     string      `json:"buyerName"`
	BuyerDocument string      `json:"buyerDocument"` // CPF or CNPJ without punctuation; "" when not given
	BuyerEmail    string      `json:"buyerEmail"`
	BuyerPhone    string      `json:"buyerPhone"`
	PaymentMethod string      `json:"paymentMethod"`
	Installments  *int        `json:"installments"`
	Notes         string      `json:"notes"`
	AccountID     *int64      `json:"accountId"` // received into
	ReceivableID  *int64      `json:"receivableId"`
}

func assetView(a model.Asset, withAttachments bool) assetJSON {
	v := assetJSON{ID: a.ID, Description: a.Description, Type: a.Type, Status: a.Status, AcquisitionValue: a.AcquisitionValue,
		CurrentValue: a.CurrentValue, AcquisitionDate: a.AcquisitionDate, Improvements: a.Improvements, LandValue: a.LandValue,
		IRPFCode:         a.IRPFCode(),
		IRPFCodeChosen:   a.IRPFCodeChosen,
		DepreciationKind: a.DepreciationKind(), DepreciationRate: a.AnnualDepreciation(),
		DepreciationRateTyped: a.DepreciationRateChosen, IPTUAmount: a.IPTUAmount, IPTUInstallments: max(a.IPTUInstallments, 1),
		IPTUFirstDue: a.IPTUFirstDue, RegistrationState: a.RegistrationState, IPVAAmount: a.IPVAAmount,
		LicensingAmount: a.LicensingAmount, IPVAExempt: a.IPVAExempt,
		Details: a.Details, CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt}
	if a.ParentAssetID != 0 {
		v.ParentAssetID = &a.ParentAssetID
	}
	if withAttachments {
		atts := make([]attachmentJSON, len(a.Attachments))
		for i, f := range a.Attachments {
			kind := "document"
			if f.Image {
				kind = "image"
			}
			atts[i] = attachmentJSON{ID: f.ID, Name: f.OriginalName, OriginalName: f.OriginalName, Filename: f.FileName,
				URL: "/uploads/" + f.FileName, Size: f.Size, Mimetype: f.Mimetype, Type: kind, Category: f.Category}
		}
		v.Attachments = &atts
		v.AccountID, v.Counterpart = a.AccountID, a.Counterpart
	}
	if s := a.Sale; s != nil {
		v.Sale = &saleJSON{SaleDate: s.SaleDate, SaleValue: s.SaleValue, BuyerName: s.BuyerName, BuyerDocument: s.BuyerDocument, BuyerEmail: s.BuyerEmail,
			BuyerPhone: s.BuyerPhone, PaymentMethod: s.PaymentMethod, Notes: s.Notes}
		if s.Installments > 0 {
			v.Sale.Installments = &s.Installments
		}
		if s.AccountID != 0 {
			v.Sale.AccountID = &s.AccountID
		}
		if s.ReceivableID != 0 {
			v.Sale.ReceivableID = &s.ReceivableID
		}
	}
	return v
}

// assetFilter reads the asset list's search, filters and sort (the list and its export share them).
func assetFilter(r *http.Request) (store.AssetFilter, error) {
	typ, err := queryFilter(r, "type", oneOf(model.AssetTypes...), "Tipo inválido.")
	if err != nil {
		return store.AssetFilter{}, err
	}
	status, err := queryFilter(r, "status", oneOf(model.AssetStatuses...), "Status inválido.")
	if err != nil {
		return store.AssetFilter{}, err
	}
	sort, err := sortParam(r, store.AssetSorts)
	return store.AssetFilter{Query: r.URL.Query().Get("q"), Type: typ, Status: status, Sort: sort}, err
}

func (s *Server) listAssets(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	f, err := assetFilter(r)
	if err != nil {
		return err
	}
	f.Page, f.PageSize = page, size
	assets, summary, err := s.store.ListAssets(r.Context(), f)
	if err != nil {
		return err
	}
	out := make([]assetJSON, len(assets))
	for i, a := range assets {
		out[i] = assetView(a, false)
	}
	writeList(w, out, listMeta{Total: summary.Count, Page: page, PageSize: size, Summary: summary})
	return nil
}

func (s *Server) getAsset(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	a, err := s.store.AssetByID(r.Context(), id)
	if err != nil {
		return err
	}
	var dated []model.DatedAmount
	if a.Improvements != 0 { // their sum; each is above zero, so none to read when it is zero
		improvements, err := s.store.AssetImprovements(r.Context(), id)
		if err != nil {
			return err
		}
		for _, m := range improvements {
			dated = append(dated, model.DatedAmount{Date: m.Date, Amount: m.Amount})
		}
	}
	view := assetView(a, true)
	book := model.BookValue(a, dated, s.store.Today())
	if a.Sale != nil || a.Status == model.AssetExchanged {
		book = 0 // it left the books with the asset
	}
	view.BookValue = &book
	writeData(w, http.StatusOK, view)
	return nil
}

// newAssetInput is an asset as a form sends it; an exchange's new assets carry no attachments.
type newAssetInput struct {
	Description      string             `json:"description"`
	Type             string             `json:"type"`
	AcquisitionValue model.Money        `json:"acquisitionValue"`
	CurrentValue     model.Money        `json:"currentValue"`
	AcquisitionDate  model.Date         `json:"acquisitionDate"`
	Details          model.AssetDetails `json:"details"`
	IRPFCode         string             `json:"irpfCode"` // 'Bens e Direitos' group and code; '' for the type's
	// LandValue is the part of a property's acquisition value that is land (terreno), never depreciated; 0: not split.
	LandValue model.Money `json:"landValue"`
	// DepreciationKind ('' for the type's) and DepreciationRate (% a year, two decimals; null for the kind's).
	DepreciationKind string       `json:"depreciationKind"`
	DepreciationRate *json.Number `json:"depreciationRate"`
	// IPTUAmount (the year's, null for none), IPTUInstallments (1: cota única) and IPTUFirstDue ('MM-DD').
	IPTUAmount       *model.Money `json:"iptuAmount"`
	IPTUInstallments int          `json:"iptuInstallments"`
	IPTUFirstDue     string       `json:"iptuFirstDue"`
	// A vehicle's registration state (UF, '' for none), IPVA and licenciamento of a year (null: not kept) and IPVA
	// exemption.
	RegistrationState string       `json:"registrationState"`
	IPVAAmount        *model.Money `json:"ipvaAmount"`
	LicensingAmount   *model.Money `json:"licensingAmount"`
	IPVAExempt        bool         `json:"ipvaExempt"`
}

func (in newAssetInput) asset() model.Asset {
	if in.Type == "" {
		in.Type = model.AssetRealEstate // docs/product.md §5: default type real_estate
	}
	d := in.Details
	for _, p := range []*string{&d.Address, &d.RegistrationNumber, &d.Brand, &d.Make, &d.Model, &d.LicensePlate, &d.Color, &d.Notes,
		&d.City, &d.PropertyTaxID, &d.RegistryOffice, &d.RegistrationDate} {
		*p = strings.TrimSpace(*p)
	}
	validate.NormalizeRegistry(&d)
	return model.Asset{Description: strings.TrimSpace(in.Description), Type: in.Type, AcquisitionValue: in.AcquisitionValue,
		CurrentValue: in.CurrentValue, AcquisitionDate: in.AcquisitionDate, Details: d, IRPFCodeChosen: in.IRPFCode, LandValue: in.LandValue,
		DepreciationKindChosen: in.DepreciationKind, DepreciationRateChosen: annualRate(in.DepreciationRate),
		IPTUAmount: in.IPTUAmount, IPTUInstallments: max(in.IPTUInstallments, 1), IPTUFirstDue: strings.TrimSpace(in.IPTUFirstDue),
		RegistrationState: strings.ToUpper(strings.TrimSpace(in.RegistrationState)), IPVAAmount: in.IPVAAmount,
		LicensingAmount: in.LicensingAmount, IPVAExempt: in.IPVAExempt}
}

// assetInput is the body of create and edit. Attachments name stored uploads by url (/uploads/…) or filename;
// the other attachment fields are accepted as the list returns them and ignored: the files table is the truth.
type assetInput struct {
	newAssetInput
	Attachments *[]attachmentInput `json:"attachments"`
	// AccountID is the account the acquisition was paid from (0: none, a counterpart instead); left out of an edit,
	// kept with its counterpart.
	AccountID *int64 `json:"accountId"`
	counterpartInput
}

type attachmentInput struct {
	ID           int64  `json:"id"`
	URL          string `json:"url"`
	Filename     string `json:"filename"`
	Name         string `json:"name"`
	OriginalName string `json:"originalName"`
	Size         int64  `json:"size"`
	Mimetype     string `json:"mimetype"`
	Type         string `json:"type"`
	Category     string `json:"category"`
}

// asset turns the input into an asset; bad attachment references become field errors in e.
func (in assetInput) asset(e validate.Errors) model.Asset {
	a := in.newAssetInput.asset()
	a.AccountID, a.Counterpart = in.AccountID, in.value()
	if in.Attachments == nil {
		return a
	}
	for _, att := range *in.Attachments {
		name, ok := validate.AttachmentName(att.URL, att.Filename)
		if !ok {
			e["attachments"] = validate.MsgUnknownAttachment
			continue
		}
		if att.Category == "" {
			att.Category = "outros"
		}
		a.Attachments = append(a.Attachments, model.AssetAttachment{FileName: name, Category: att.Category})
	}
	return a
}

func (s *Server) createAsset(w http.ResponseWriter, r *http.Request) error {
	var in assetInput
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	a := in.asset(e)
	maps.Copy(e, validate.CreateAsset(a))
	validate.NotAfterToday(e, "acquisitionDate", a.AcquisitionDate, s.store.Today())
	if err := s.checkCounterpart(r.Context(), e, "accountId", idOf(a.AccountID), a.Counterpart, ledger.EventAcquisition,
		a.AcquisitionDate, true); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	created, err := s.store.CreateAsset(r.Context(), a, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, assetView(created, true))
	return nil
}

// updateAsset replaces the editable fields; attachments, when sent, become the asset's set (existing kept,
// new added, missing dropped); left out, they stay as they are.
func (s *Server) updateAsset(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in assetInput
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	a := in.asset(e)
	a.ID = id
	maps.Copy(e, validate.EditAsset(a))
	validate.NotAfterToday(e, "acquisitionDate", a.AcquisitionDate, s.store.Today())
	if in.AccountID != nil || in.Counterpart != nil { // the acquisition's other side, corrected
		if err := s.checkCounterpart(r.Context(), e, "accountId", idOf(a.AccountID), a.Counterpart, ledger.EventAcquisition,
			a.AcquisitionDate, true); err != nil {
			return err
		}
		if a.AccountID == nil {
			a.AccountID = new(int64) // a counterpart instead of the account it had
		}
	}
	if !e.OK() {
		return e
	}
	// Date order holds on every edit: an asset sold or exchanged was acquired on or before that day.
	ended, err := s.store.AssetEndDate(r.Context(), id)
	if err != nil {
		return err
	}
	if !ended.IsZero() && a.AcquisitionDate.After(ended) {
		e["acquisitionDate"] = validate.MsgAcquisitionAfterEnd
	}
	if !e.OK() {
		return e
	}
	saved, err := s.store.UpdateAsset(r.Context(), a, in.Attachments != nil, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, assetView(saved, true))
	return nil
}

// setAssetStatus changes the status among active, inactive and rented: sold and exchanged are refused with
// 422 (only the sale and exchange calls reach them), and a sold or exchanged asset answers 409.
func (s *Server) setAssetStatus(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		Status string `json:"status"`
	}
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if e := validate.AssetStatus(in.Status); !e.OK() {
		return e
	}
	a, err := s.store.SetAssetStatus(r.Context(), id, in.Status, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, assetView(a, true))
	return nil
}

type transactionJSON struct {
	ID          int64       `json:"id"`
	Type        string      `json:"type"`
	Description string      `json:"description"`
	Date        model.Date  `json:"date"`
	Amount      model.Money `json:"amount"`
	Details     struct {
		PreviousValue  *model.Money `json:"previousValue"`
		NewValue       *model.Money `json:"newValue"`
		PreviousStatus string       `json:"previousStatus,omitempty"`
		NewStatus      string       `json:"newStatus,omitempty"`
		Reason         string       `json:"reason"`
	} `json:"details"`
	User struct {
		ID   *int64 `json:"id"`
		Name string `json:"name"`
	} `json:"user"`
	CreatedAt time.Time `json:"createdAt"`
}

func (s *Server) assetTransactions(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	list, total, err := s.store.AssetTransactions(r.Context(), id, page, size)
	if err != nil {
		return err
	}
	out := make([]transactionJSON, len(list))
	for i, t := range list {
		v := transactionJSON{ID: t.ID, Type: t.Type, Description: t.Description, Date: t.Date, Amount: t.Amount, CreatedAt: t.CreatedAt}
		v.Details.PreviousValue, v.Details.NewValue, v.Details.Reason = t.PreviousValue, t.NewValue, t.Reason
		v.Details.PreviousStatus, v.Details.NewStatus = t.PreviousStatus, t.NewStatus
		v.User.Name = t.UserName
		if t.UserID != 0 {
			v.User.ID = &t.UserID
		}
		out[i] = v
	}
	writeList(w, out, listMeta{Total: total, Page: page, PageSize: size})
	return nil
}

func (s *Server) relatedAssets(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.RelatedAssets(r.Context(), id)
	if err != nil {
		return err
	}
	type relatedJSON struct {
		assetJSON
		Relation string `json:"relation"` // created_in_exchange, original or related
	}
	out := make([]relatedJSON, len(list))
	for i, a := range list {
		out[i] = relatedJSON{assetView(a.Asset, false), a.Relation}
	}
	writeData(w, http.StatusOK, out)
	return nil
}

// activeAsset loads an asset for a sale or an exchange: store.ErrNotFound when missing, store.ErrAssetNotActive
// when not active.
func (s *Server) activeAsset(r *http.Request) (model.Asset, error) {
	id, err := pathID(r)
	if err != nil {
		return model.Asset{}, err
	}
	a, err := s.store.AssetByID(r.Context(), id)
	if err == nil && a.Status != model.AssetActive {
		err = store.ErrAssetNotActive
	}
	return a, err
}

type exchangeInput struct {
	ExchangeDate model.Date      `json:"exchangeDate"`
	TotalValue   *model.Money    `json:"totalValue"` // recomputed by the server: the sum of the new current values
	Notes        string          `json:"notes"`
	NewAssets    []newAssetInput `json:"newAssets"`
}

func (s *Server) exchangeAsset(w http.ResponseWriter, r *http.Request) error {
	var in exchangeInput
	if err := decode(w, r, &in); err != nil {
		return err
	}
	original, err := s.activeAsset(r)
	if err != nil {
		return err
	}
	x := model.AssetExchange{ExchangeDate: in.ExchangeDate, Notes: strings.TrimSpace(in.Notes)}
	for _, n := range in.NewAssets {
		a := n.asset()
		a.AcquisitionDate = in.ExchangeDate // received on the day of the exchange
		if !in.ExchangeDate.InRange() {
			a.AcquisitionDate = original.AcquisitionDate // the exchange date's own message explains the refusal
		}
		x.NewAssets = append(x.NewAssets, a)
	}
	e := validate.Exchange(x, original.AcquisitionDate)
	validate.NotAfterToday(e, "exchangeDate", x.ExchangeDate, s.store.Today())
	if !e.OK() {
		return e
	}
	a, created, err := s.store.ExchangeAsset(r.Context(), original.ID, x, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, map[string]any{"asset": assetView(a, true), "newAssetIds": created})
	return nil
}

type saleInput struct {
	SaleDate      model.Date  `json:"saleDate"`
	SaleValue     model.Money `json:"saleValue"`
	BuyerName     string      `json:"buyerName"`
	BuyerDocument string      `json:"buyerDocument"` // CPF or CNPJ, with or without its mask; optional
	BuyerEmail    string      `json:"buyerEmail"`
	BuyerPhone    string      `json:"buyerPhone"`
	PaymentMethod string      `json:"paymentMethod"`
	Installments  *int        `json:"installments"`
	Notes         string      `json:"notes"`
	AccountID     int64       `json:"accountId"` // received into (of a sale in installments, the down payment); 0: a counterpart
	counterpartInput
	DownPayment  model.Money `json:"downPayment"`
	FirstDueDate model.Date  `json:"firstDueDate"` // of a sale in installments; a month after the sale when left out
	// InterestRate (% a.m.) and System (price or sac) finance the rest with interest; left out: no interest.
	InterestRate json.Number `json:"interestRate"`
	System       string      `json:"system"`
}

// installmentPlan is the plan of a sale in installments of count installments: the first due a month after the
// sale when first is left out.
func installmentPlan(down model.Money, count int, first, sold model.Date) model.InstallmentPlan {
	if first.IsZero() && !sold.IsZero() {
		first = model.AddMonths(sold, 1)
	}
	return model.InstallmentPlan{DownPayment: down, Count: count, FirstDueDate: first}
}

func (s *Server) sellAsset(w http.ResponseWriter, r *http.Request) error {
	var in saleInput
	if err := decode(w, r, &in); err != nil {
		return err
	}
	original, err := s.activeAsset(r)
	if err != nil {
		return err
	}
	sale := model.AssetSale{SaleDate: in.SaleDate, SaleValue: in.SaleValue, BuyerName: strings.TrimSpace(in.BuyerName),
		BuyerEmail: strings.TrimSpace(in.BuyerEmail), BuyerPhone: strings.TrimSpace(in.BuyerPhone),
		PaymentMethod: in.PaymentMethod, Notes: strings.TrimSpace(in.Notes), AccountID: in.AccountID}
	if sale.PaymentMethod == "" {
		sale.PaymentMethod = "cash" // docs/product.md §5: default payment method
	}
	if sale.PaymentMethod == "installments" && in.Installments != nil {
		sale.Installments = *in.Installments
	}
	e := validate.Sale(sale, original.AcquisitionDate)
	doc, ok := validate.TaxID(in.BuyerDocument)
	if !ok {
		e["buyerDocument"] = validate.MsgTaxID
	}
	sale.BuyerDocument = doc
	if sale.PaymentMethod == "installments" {
		plan := installmentPlan(in.DownPayment, sale.Installments, in.FirstDueDate, sale.SaleDate)
		plan.Rate, plan.System = validate.SaleFinancing(e, in.InterestRate.String(), in.System)
		validate.InstallmentPlan(e, plan, sale.SaleValue, sale.SaleDate)
		sale.Plan = &plan
	}
	validate.NotAfterToday(e, "saleDate", sale.SaleDate, s.store.Today())
	sale.Counterpart = counterpartValue(in.value())
	if err := s.checkCounterpart(r.Context(), e, "accountId", sale.AccountID, &sale.Counterpart, ledger.EventProceeds,
		sale.SaleDate, sale.Plan == nil || sale.Plan.DownPayment > 0); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	a, err := s.store.SellAsset(r.Context(), original.ID, sale, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, assetView(a, true))
	return nil
}

// addValuation records the value of an asset on a day: not after today, not before its acquisition.
func (s *Server) addValuation(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in struct {
		Date  model.Date  `json:"date"`
		Value model.Money `json:"value"`
		Notes string      `json:"notes"`
	}
	if err := decode(w, r, &in); err != nil {
		return err
	}
	a, err := s.store.AssetByID(r.Context(), id)
	if err != nil {
		return err
	}
	if e := validate.Valuation(in.Date, in.Value, strings.TrimSpace(in.Notes), a.AcquisitionDate, s.store.Today()); !e.OK() {
		return e
	}
	saved, err := s.store.AddValuation(r.Context(), id, in.Date, in.Value, strings.TrimSpace(in.Notes), currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, assetView(saved, true))
	return nil
}

// annualRate reads a depreciation rate as sent (% a year); nil when left out or null, and -1 when it does not
// read as a percentage (the validation refuses it, and one with more than two decimals).
func annualRate(n *json.Number) *model.Rate {
	if n == nil {
		return nil
	}
	r, err := model.ParseRate(n.String())
	if err != nil {
		r = -1 // refused by validate.Asset
	}
	return &r
}
