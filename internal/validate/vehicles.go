package validate

import (
	"slices"
	"strings"

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
