package validate

import (
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/model"
)

// MinVehicleYear is the earliest model year of the vehicle year range (spec §9): 1900 to the year after today.
const MinVehicleYear = 1900

// VehicleAttachmentCategories are the document categories of spec §9 ("outros" is the default).
var VehicleAttachmentCategories = []string{"contrato", "escritura", "projeto_engenharia", "projeto_arquitetura", "outros"}

// VehiclePaymentMethods are the vehicle sale's payment methods (spec §3).
var VehiclePaymentMethods = []string{"cash", "financing", "exchange"}

// CreateVehicle checks a new vehicle (spec §5 "Create vehicle") and normalises its text and plate in place.
// Colour is optional. A missing year, or one before 1900, reads 'Ano é obrigatório e deve ser válido'; a year
// after next year reads the edit form's range message, which names the limit.
func CreateVehicle(v *model.Vehicle, today model.Date) Errors {
	e := Errors{}
	vehicleFields(e, v, today)
	if v.Year < MinVehicleYear {
		e["year"] = "Ano é obrigatório e deve ser válido"
	}
	return e
}

// EditVehicle checks an edited vehicle (spec §5 "Edit vehicle"): the colour is required and any year outside
// 1900 to next year reads 'Ano deve estar entre 1900 e {next year}'.
func EditVehicle(v *model.Vehicle, today model.Date) Errors {
	e := Errors{}
	vehicleFields(e, v, today)
	if blank(v.Color) {
		e.add("color", "Cor é obrigatória")
	}
	return e
}

func vehicleFields(e Errors, v *model.Vehicle, today model.Date) {
	v.Make, v.Model = strings.TrimSpace(v.Make), strings.TrimSpace(v.Model)
	v.Color, v.Notes = strings.TrimSpace(v.Color), strings.TrimSpace(v.Notes)
	if v.PurchasePrice <= 0 {
		e.add("purchasePrice", "Valor de aquisição deve ser maior que zero")
	}
	if v.SellingPrice <= 0 {
		e.add("sellingPrice", "Valor de venda deve ser maior que zero")
	}
	requiredDate(e, "purchaseDate", v.PurchaseDate, "Data de aquisição é obrigatória")
	vehicleText(e, "make", v.Make, "Marca é obrigatória", "Marca", 100)
	vehicleText(e, "model", v.Model, "Modelo é obrigatório", "Modelo", 100)
	if tooLong(v.Color, 50) {
		e.add("color", "Cor deve ter no máximo 50 caracteres")
	}
	if tooLong(v.Notes, 2000) {
		e.add("notes", "Observações devem ter no máximo 2000 caracteres")
	}
	if maxYear := MaxVehicleYear(today); v.Year < MinVehicleYear || v.Year > maxYear {
		e.add("year", fmt.Sprintf("Ano deve estar entre %d e %d", MinVehicleYear, maxYear))
	}
	plate, ok := model.NormalizePlate(v.LicensePlate)
	switch {
	case plate == "":
		e.add("licensePlate", "Placa é obrigatória")
	case !ok:
		e.add("licensePlate", "Placa inválida. Use o formato ABC-1234 ou ABC1D23 (Mercosul)")
	}
	v.LicensePlate = plate
	for _, a := range v.Attachments {
		if !slices.Contains(VehicleAttachmentCategories, a.Category) {
			e.add("attachments", "Categoria de anexo inválida")
		}
	}
}

func vehicleText(e Errors, field, value, required, label string, limit int) {
	switch {
	case blank(value):
		e.add(field, required)
	case tooLong(value, limit):
		e.add(field, fmt.Sprintf("%s deve ter no máximo %d caracteres", label, limit))
	}
}

// MaxVehicleYear is the latest model year accepted on the day: next year.
func MaxVehicleYear(today model.Date) int { return today.Time().Year() + 1 }

// VehicleStatus checks a status given in an edit: only in_stock and reserved may be chosen.
func VehicleStatus(e Errors, s model.VehicleStatus) {
	switch s {
	case model.VehicleInStock, model.VehicleReserved:
	case model.VehicleSold:
		e.add("status", "Para marcar como vendido, registre a venda do veículo")
	default:
		e.add("status", "Status inválido")
	}
}

// VehicleSale checks a sale (spec §5 "Vehicle sale"); an empty payment method means cash.
func VehicleSale(s *model.VehicleSale, purchaseDate model.Date) Errors {
	e := Errors{}
	s.Notes = strings.TrimSpace(s.Notes)
	if s.SellingPrice <= 0 {
		e.add("sellingPrice", "Preço de venda é obrigatório e deve ser maior que zero")
	}
	if requiredDate(e, "soldDate", s.SoldDate, "Data da venda é obrigatória") && s.SoldDate.Before(purchaseDate) {
		e.add("soldDate", "Data da venda não pode ser anterior à data de aquisição")
	}
	if s.PaymentMethod == "" {
		s.PaymentMethod = "cash"
	}
	if !slices.Contains(VehiclePaymentMethods, s.PaymentMethod) {
		e.add("paymentMethod", "Forma de pagamento inválida")
	}
	if tooLong(s.Notes, 2000) {
		e.add("notes", "Observações devem ter no máximo 2000 caracteres")
	}
	return e
}
