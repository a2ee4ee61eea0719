package validate

import (
	"slices"
	"strconv"
	"strings"

	"patrimonio/internal/model"
)

// MaxAttachments is the most files one asset keeps (docs/product.md §9).
const MaxAttachments = 20

// maxNewAssets bounds one exchange.
const maxNewAssets = 50

// CreateAsset checks docs/product.md §5 "Create asset": the address is required for real estate.
func CreateAsset(a model.Asset) Errors {
	e := Errors{}
	assetFields(e, "", a, true)
	return e
}

// EditAsset checks docs/product.md §5 "Edit asset": the rules of create without the address.
func EditAsset(a model.Asset) Errors {
	e := Errors{}
	assetFields(e, "", a, false)
	return e
}

// assetFields checks one asset; prefix names it inside a bigger payload ("newAssets.0.").
func assetFields(e Errors, prefix string, a model.Asset, needAddress bool) {
	switch {
	case blank(a.Description):
		e.add(prefix+"description", MsgDescription)
	case tooLong(a.Description, 200):
		e.add(prefix+"description", MsgDescriptionTooLong)
	}
	if !slices.Contains(model.AssetTypes, a.Type) {
		e.add(prefix+"type", MsgAssetType)
	}
	if a.AcquisitionValue <= 0 {
		e.add(prefix+"acquisitionValue", MsgAcquisitionValue)
	}
	if a.CurrentValue <= 0 {
		e.add(prefix+"currentValue", MsgCurrentValue)
	}
	requiredDate(e, prefix+"acquisitionDate", a.AcquisitionDate, MsgAcquisitionDate)
	d := a.Details
	if needAddress && a.Type == model.AssetRealEstate && blank(d.Address) {
		e.add(prefix+"details.address", MsgAddress)
	}
	realEstateRegistry(e, prefix, d)
	if a.IRPFCodeChosen != "" && model.IRPFCodeLabel[a.IRPFCodeChosen] == "" {
		e.add(prefix+"irpfCode", MsgIRPFCode)
	}
	if a.DepreciationKindChosen != "" && model.DepreciationKindLabel[a.DepreciationKindChosen] == "" {
		e.add(prefix+"depreciationKind", MsgDepreciationKind)
	}
	if r := a.DepreciationRateChosen; r != nil && (*r < 0 || *r > model.MaxRate || *r%(model.RateScale/100) != 0) {
		e.add(prefix+"depreciationRate", MsgDepreciationRate)
	}
	switch {
	case a.LandValue < 0 || a.LandValue > a.AcquisitionValue:
		e.add(prefix+"landValue", MsgLandValue)
	case a.LandValue > 0 && a.Type != model.AssetRealEstate:
		e.add(prefix+"landValue", MsgLandValueType)
	}
	ownVehicleTaxes(e, prefix, a)
	if a.IPTUAmount != nil && *a.IPTUAmount <= 0 {
		e.add(prefix+"iptuAmount", MsgIPTUAmount)
	}
	if a.IPTUInstallments < 1 || a.IPTUInstallments > 12 {
		e.add(prefix+"iptuInstallments", MsgIPTUInstallments)
	}
	switch {
	case a.IPTUFirstDue != "" && !model.ValidIPTUDay(a.IPTUFirstDue):
		e.add(prefix+"iptuFirstDue", MsgIPTUFirstDue)
	case a.IPTUAmount != nil && a.IPTUFirstDue == "":
		e.add(prefix+"iptuFirstDue", MsgIPTUFirstDue)
	}
	for field, text := range map[string]string{"address": d.Address, "registrationNumber": d.RegistrationNumber,
		"city": d.City, "propertyTaxId": d.PropertyTaxID, "registryOffice": d.RegistryOffice,
		"brand": d.Brand, "make": d.Make, "model": d.Model, "licensePlate": d.LicensePlate, "color": d.Color} {
		if tooLong(text, 200) {
			e.add(prefix+"details."+field, MsgDetailTooLong)
		}
	}
	if tooLong(d.Notes, 2000) {
		e.add(prefix+"details.notes", MsgNotesTooLong)
	}
	if d.Area != nil && (*d.Area < 0 || *d.Area > 1e9) {
		e.add(prefix+"details.area", MsgAreaNegative)
	}
	for field, n := range map[string]*int{"rooms": d.Rooms, "bathrooms": d.Bathrooms, "mileage": d.Mileage} {
		if n != nil && *n < 0 {
			e.add(prefix+"details."+field, MsgNegative)
		}
	}
	if d.Year != nil && (*d.Year < 1900 || *d.Year > 2200) {
		e.add(prefix+"details.year", MsgAssetYear)
	}
	if len(a.Attachments) > MaxAttachments {
		e.add(prefix+"attachments", MsgTooManyAttachments)
	}
	for _, att := range a.Attachments {
		if !slices.Contains(model.AttachmentCategories, att.Category) {
			e.add(prefix+"attachments", MsgAttachmentCategory)
		}
	}
}

// AssetStatus checks the target of PATCH …/status: sold and exchanged come only from a sale or an exchange.
func AssetStatus(status string) Errors {
	e := Errors{}
	switch {
	case model.AssetFinal(status):
		e.add("status", MsgAssetFinalStatus)
	case !slices.Contains(model.AssetStatuses, status):
		e.add("status", MsgStatusInvalid)
	}
	return e
}

// Exchange checks docs/product.md §5 "Exchange" against the original asset's acquisition date.
func Exchange(x model.AssetExchange, acquired model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "exchangeDate", x.ExchangeDate, MsgExchangeDate) && x.ExchangeDate.Before(acquired) {
		e.add("exchangeDate", MsgExchangeBeforeAcquired)
	}
	if tooLong(x.Notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	switch {
	case len(x.NewAssets) == 0:
		e.add("newAssets", MsgNewAssets)
	case len(x.NewAssets) > maxNewAssets:
		e.add("newAssets", MsgTooManyNewAssets)
	}
	for i, a := range x.NewAssets {
		assetFields(e, "newAssets."+strconv.Itoa(i)+".", a, false)
	}
	return e
}

// Sale checks docs/product.md §5 "Asset sale" against the asset's acquisition date.
func Sale(s model.AssetSale, acquired model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "saleDate", s.SaleDate, MsgSaleDateRequired) && s.SaleDate.Before(acquired) {
		e.add("saleDate", MsgSaleBeforeAcquisition)
	}
	if s.SaleValue <= 0 {
		e.add("saleValue", MsgSaleValue)
	}
	switch {
	case blank(s.BuyerName):
		e.add("buyerName", MsgBuyerName)
	case tooLong(s.BuyerName, 200):
		e.add("buyerName", MsgBuyerNameTooLong)
	}
	if s.BuyerEmail != "" && !Email(s.BuyerEmail) {
		e.add("buyerEmail", MsgEmailInvalid)
	}
	if tooLong(s.BuyerPhone, 40) {
		e.add("buyerPhone", MsgBuyerPhoneTooLong)
	}
	if !slices.Contains(model.PaymentMethods, s.PaymentMethod) {
		e.add("paymentMethod", MsgPaymentMethodInvalid)
	}
	if s.PaymentMethod == "installments" {
		switch {
		case s.Installments < 2:
			e.add("installments", MsgSaleInstallmentsAtLeast)
		case s.Installments > 600:
			e.add("installments", MsgInstallmentsAtMost600)
		}
	}
	if tooLong(s.Notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	return e
}

// Valuation checks a dated valuation of an asset acquired on acquired: a date not after today nor before the
// acquisition, a value above zero, notes of at most 2000 characters.
func Valuation(day model.Date, value model.Money, notes string, acquired, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", day, MsgValuationDate) {
		if day.Before(acquired) {
			e.add("date", MsgValuationBeforeAcquisition)
		}
		NotAfterToday(e, "date", day, today)
	}
	if value <= 0 {
		e.add("value", MsgValuationValue)
	}
	if tooLong(notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	return e
}

// States are the 27 UFs.
var States = []string{"AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE",
	"PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"}

// NormalizeRegistry writes a real estate's registry as it is kept: the CEP as its digits (typed with or without
// its dash) and the UF in capitals.
func NormalizeRegistry(d *model.AssetDetails) {
	d.ZipCode = strings.NewReplacer("-", "", ".", "", " ", "").Replace(d.ZipCode)
	d.State = strings.ToUpper(strings.TrimSpace(d.State))
}

// realEstateRegistry checks a real estate's registry, normalized: a CEP of 8 digits, one of the 27 UFs, a valid
// registration day.
func realEstateRegistry(e Errors, prefix string, d model.AssetDetails) {
	if d.ZipCode != "" && (len(d.ZipCode) != 8 || strings.Trim(d.ZipCode, "0123456789") != "") {
		e.add(prefix+"details.zipCode", MsgZipCode)
	}
	if d.State != "" && !slices.Contains(States, d.State) {
		e.add(prefix+"details.state", MsgState)
	}
	if d.RegistrationDate != "" {
		if _, err := model.ParseDate(d.RegistrationDate); err != nil {
			e.add(prefix+"details.registrationDate", MsgRegistrationDate)
		}
	}
}

// AssetImprovement checks an improvement of an asset: a date not after today, an amount above zero, what was done
// (required, at most 200 characters) and the account it was paid from.
func AssetImprovement(m model.AssetImprovement, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", m.Date, MsgImprovementDate) {
		NotAfterToday(e, "date", m.Date, today)
	}
	if m.Amount <= 0 {
		e.add("amount", MsgMovementAmount)
	}
	switch {
	case blank(m.Description):
		e.add("description", MsgImprovementDescription)
	case tooLong(m.Description, 200):
		e.add("description", MsgDescriptionTooLong)
	}
	if m.AccountID <= 0 {
		e.add("accountId", MsgCostAccount)
	}
	return e
}

// ObligationPayment checks a payment of an obligation of the calendar: the installment's due date, a payment day
// not after today, an amount above zero and the account it was paid from.
func ObligationPayment(due, day model.Date, amount model.Money, accountID int64, today model.Date) Errors {
	e := Errors{}
	if due.IsZero() {
		e.add("dueDate", MsgNoSuchObligation)
	}
	if requiredDate(e, "date", day, MsgMovementDate) {
		NotAfterToday(e, "date", day, today)
	}
	if amount <= 0 {
		e.add("amount", MsgMovementAmount)
	}
	if accountID <= 0 {
		e.add("accountId", MsgCostAccount)
	}
	return e
}

// ownVehicleTaxes checks what makes a vehicle of the company's own IPVA and licenciamento: a state of the list, with a
// plate whose final digit the states' tables read, amounts above zero, and none of it on an asset of another type.
func ownVehicleTaxes(e Errors, prefix string, a model.Asset) {
	if a.Type != model.AssetVehicle {
		if a.RegistrationState != "" || a.IPVAAmount != nil || a.LicensingAmount != nil || a.IPVAExempt {
			e.add(prefix+"registrationState", MsgVehicleTaxesType)
		}
		return
	}
	if a.RegistrationState != "" && !slices.Contains(States, a.RegistrationState) {
		e.add(prefix+"registrationState", MsgState)
	}
	if a.RegistrationState != "" {
		switch plate, ok := model.NormalizePlate(a.Details.LicensePlate); {
		case plate == "":
			e.add(prefix+"details.licensePlate", MsgPlate)
		case !ok:
			e.add(prefix+"details.licensePlate", MsgPlateInvalid)
		}
	}
	if a.IPVAAmount != nil && *a.IPVAAmount <= 0 {
		e.add(prefix+"ipvaAmount", MsgTaxAmount)
	}
	if a.LicensingAmount != nil && *a.LicensingAmount <= 0 {
		e.add(prefix+"licensingAmount", MsgTaxAmount)
	}
}
