package validate

import (
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/fipe"
	"patrimonio/internal/model"
)

// MinVehicleYear is the earliest model year of the vehicle year range (docs/product.md §9): 1900 to the year after today.
const MinVehicleYear = 1900

// CreateVehicle checks a new vehicle (docs/product.md §5 "Create vehicle") and normalises its text and plate in place.
// Colour is optional. A missing year, or one before 1900, reads 'Ano é obrigatório e deve ser válido'; a year
// after next year reads the edit form's range message, which names the limit.
func CreateVehicle(v *model.Vehicle, today model.Date) Errors {
	e := Errors{}
	vehicleFields(e, v, today)
	if v.Year < MinVehicleYear {
		e["year"] = MsgVehicleYearRequired
	}
	return e
}

// EditVehicle checks an edited vehicle (docs/product.md §5 "Edit vehicle"): the colour is required and any year outside
// 1900 to next year reads 'Ano deve estar entre 1900 e {next year}'.
func EditVehicle(v *model.Vehicle, today model.Date) Errors {
	e := Errors{}
	vehicleFields(e, v, today)
	if blank(v.Color) {
		e.add("color", MsgColor)
	}
	return e
}

func vehicleFields(e Errors, v *model.Vehicle, today model.Date) {
	v.Make, v.Model = strings.TrimSpace(v.Make), strings.TrimSpace(v.Model)
	v.Color, v.Notes = strings.TrimSpace(v.Color), strings.TrimSpace(v.Notes)
	if v.PurchasePrice <= 0 {
		e.add("purchasePrice", MsgAcquisitionValue)
	}
	if v.SellingPrice <= 0 {
		e.add("sellingPrice", MsgSellingPrice)
	}
	requiredDate(e, "purchaseDate", v.PurchaseDate, MsgAcquisitionDate)
	vehicleText(e, "make", v.Make, MsgMake, MsgMakeTooLong)
	vehicleText(e, "model", v.Model, MsgModel, MsgModelTooLong)
	if tooLong(v.Color, 50) {
		e.add("color", MsgColorTooLong)
	}
	if tooLong(v.Notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	if maxYear := MaxVehicleYear(today); v.Year < MinVehicleYear || v.Year > maxYear {
		e.add("year", fill(MsgVehicleYearRange, map[string]int{"min": MinVehicleYear, "max": maxYear}))
	}
	plate, ok := model.NormalizePlate(v.LicensePlate)
	switch {
	case plate == "":
		e.add("licensePlate", MsgPlate)
	case !ok:
		e.add("licensePlate", MsgPlateInvalid)
	}
	v.LicensePlate = plate
	for _, a := range v.Attachments {
		if !slices.Contains(model.AttachmentCategories, a.Category) {
			e.add("attachments", MsgAttachmentCategory)
		}
	}
}

// vehicleText checks a required text of at most 100 characters.
func vehicleText(e Errors, field, value, required, long string) {
	switch {
	case blank(value):
		e.add(field, required)
	case tooLong(value, 100):
		e.add(field, long)
	}
}

// MaxVehicleYear is the latest model year accepted on the day: next year.
func MaxVehicleYear(today model.Date) int { return today.Time().Year() + 1 }

// VehicleStatus checks a status given in an edit: only in_stock and reserved may be chosen.
func VehicleStatus(e Errors, s model.VehicleStatus) {
	switch s {
	case model.VehicleInStock, model.VehicleReserved:
	case model.VehicleSold:
		e.add("status", MsgVehicleSoldStatus)
	default:
		e.add("status", MsgStatusInvalid)
	}
}

// VehicleSale checks a sale (docs/product.md §5 "Vehicle sale"); an empty payment method means cash.
func VehicleSale(s *model.VehicleSale, purchaseDate model.Date) Errors {
	e := Errors{}
	s.Notes = strings.TrimSpace(s.Notes)
	if s.SellingPrice <= 0 {
		e.add("sellingPrice", MsgSalePrice)
	}
	if requiredDate(e, "soldDate", s.SoldDate, MsgSaleDateRequired) && s.SoldDate.Before(purchaseDate) {
		e.add("soldDate", MsgSaleBeforeAcquisition)
	}
	if s.PaymentMethod == "" {
		s.PaymentMethod = "cash"
	}
	if !slices.Contains(model.VehiclePaymentMethods, s.PaymentMethod) {
		e.add("paymentMethod", MsgPaymentMethodInvalid)
	}
	if tooLong(s.Notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	s.BuyerName = strings.TrimSpace(s.BuyerName)
	if tooLong(s.BuyerName, 200) {
		e.add("buyerName", MsgBuyerNameTooLong)
	}
	doc, ok := TaxID(s.BuyerDocument)
	if !ok {
		e.add("buyerDocument", MsgTaxID)
	}
	s.BuyerDocument = doc
	return e
}

// VehicleDetails checks a vehicle's details for resale and writes its FIPE code in the NNNNNN-D form: mileage a
// whole number of km up to 9.999.999; the years of manufacture and model in the years a vehicle may have (the
// model's the manufacture's or the next); the FIPE code 7 digits (its dash and dot optional), its value not
// negative; the IPVA and licenciamento statuses one of theirs, or ”.
func VehicleDetails(e Errors, v *model.Vehicle, today model.Date) {
	if v.Mileage != nil && (*v.Mileage < 0 || *v.Mileage > 9_999_999) {
		e.add("mileage", MsgMileage)
	}
	maxYear := MaxVehicleYear(today)
	for field, year := range map[string]*int{"manufactureYear": v.ManufactureYear, "modelYear": v.ModelYear} {
		if year != nil && (*year < MinVehicleYear || *year > maxYear) {
			e.add(field, fill(MsgVehicleYearRange, map[string]int{"min": MinVehicleYear, "max": maxYear}))
		}
	}
	if v.ManufactureYear != nil && v.ModelYear != nil && e["modelYear"] == "" &&
		*v.ModelYear != *v.ManufactureYear && *v.ModelYear != *v.ManufactureYear+1 {
		e.add("modelYear", MsgModelYear)
	}
	if blank(v.FipeCode) {
		v.FipeCode = ""
	} else if code, ok := fipe.Code(v.FipeCode); ok {
		v.FipeCode = code
	} else {
		e.add("fipeCode", MsgFipeCode)
	}
	if v.FipeValue != nil && *v.FipeValue < 0 {
		e.add("fipeValue", MsgFipeValue)
	}
	if v.IPVAStatus != "" && !slices.Contains(model.VehicleIPVAStatuses, v.IPVAStatus) {
		e.add("ipvaStatus", MsgIPVAStatus)
	}
	if v.LicensingStatus != "" && !slices.Contains(model.VehicleLicensingStatuses, v.LicensingStatus) {
		e.add("licensingStatus", MsgLicensingStatus)
	}
	v.RegistrationState = strings.ToUpper(strings.TrimSpace(v.RegistrationState))
	if v.RegistrationState != "" && !slices.Contains(States, v.RegistrationState) {
		e.add("registrationState", MsgState)
	}
	if v.IPVAAmount != nil && *v.IPVAAmount <= 0 {
		e.add("ipvaAmount", MsgTaxAmount)
	}
	if v.LicensingAmount != nil && *v.LicensingAmount <= 0 {
		e.add("licensingAmount", MsgTaxAmount)
	}
}

// VehicleTaxRules checks a state's table as typed: for each kind given (ipva, licensing) one line for every final
// digit 0 to 9, each with a month 1 to 12 and a day 1 to 31 or none.
func VehicleTaxRules(rules []model.VehicleTaxRule) Errors {
	e := Errors{}
	if len(rules) == 0 {
		e.add("rules", MsgTaxRulesDigits)
	}
	digits := map[string]map[int]bool{}
	for i, r := range rules {
		field := fmt.Sprintf("rules.%d.", i)
		if r.Kind != model.VehicleTaxIPVA && r.Kind != model.VehicleTaxLicensing {
			e.add(field+"kind", MsgTaxRuleKind)
			continue
		}
		if r.Month < 1 || r.Month > 12 {
			e.add(field+"month", MsgTaxRuleMonth)
		}
		if r.Day != nil && (*r.Day < 1 || *r.Day > 31) {
			e.add(field+"day", MsgTaxRuleDay)
		}
		if digits[r.Kind] == nil {
			digits[r.Kind] = map[int]bool{}
		}
		if r.FinalDigit < 0 || r.FinalDigit > 9 || digits[r.Kind][r.FinalDigit] {
			e.add(field+"finalDigit", MsgTaxRulesDigits)
		}
		digits[r.Kind][r.FinalDigit] = true
	}
	for _, seen := range digits {
		if len(seen) != 10 {
			e.add("rules", MsgTaxRulesDigits)
		}
	}
	return e
}

// SoldVehicleDates keeps the date order of a sold vehicle's edit: it was purchased on or before its sale.
func SoldVehicleDates(e Errors, purchase, sold model.Date) {
	if purchase.After(sold) {
		e.add("purchaseDate", MsgPurchaseAfterSale)
	}
}

// VehicleCost checks a cost of a vehicle: a date not after today, an amount above zero, one of the categories, a
// description of at most 2000 characters and the account it was paid from.
func VehicleCost(c model.VehicleCost, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", c.Date, MsgCostDate) {
		NotAfterToday(e, "date", c.Date, today)
	}
	if c.Amount <= 0 {
		e.add("amount", MsgMovementAmount)
	}
	if !slices.Contains(model.VehicleCostCategories, c.Category) {
		e.add("category", MsgCostCategory)
	}
	if tooLong(c.Description, 2000) {
		e.add("description", MsgDescriptionTooLong2000)
	}
	if c.AccountID <= 0 {
		e.add("accountId", MsgCostAccount)
	}
	return e
}
