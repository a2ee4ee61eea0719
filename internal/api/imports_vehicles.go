package api

import (
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/sheet"
	"patrimonio/internal/validate"
)

// importedVehicle is a row of a vehicles import's preview, as it will be stored.
type importedVehicle struct {
	Row           int         `json:"row"`
	Make          string      `json:"make"`
	Model         string      `json:"model"`
	Year          int         `json:"year"`
	LicensePlate  string      `json:"licensePlate"`
	Color         string      `json:"color"`
	PurchasePrice model.Money `json:"purchasePrice"`
	SellingPrice  model.Money `json:"sellingPrice"`
	PurchaseDate  model.Date  `json:"purchaseDate"`
}

// readVehicles turns the rows into vehicles in stock, checking each as the vehicle form does; a plate twice in the
// sheet, or held by an unsold vehicle already, is an error of its row.
func (s *Server) readVehicles(r *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (any, error) {
	today := s.vehicleToday()
	type read struct {
		line int
		v    model.Vehicle
		e    validate.Errors
	}
	var rows []read
	firstLine := map[string]int{} // plate → the first row with it
	for _, row := range tab.Rows {
		cells := importRow{tab: tab, values: row.Values, mapping: mapping, e: validate.Errors{}}
		in := vehicleRequest{Make: cells.text("make"), Model: cells.text("model"), LicensePlate: cells.text("licensePlate"),
			Color: cells.text("color"), Renavam: cells.text("renavam"), Chassis: cells.text("chassis"), Notes: cells.text("notes"),
			PurchasePrice: cells.amount("purchasePrice"), SellingPrice: cells.amount("sellingPrice"), PurchaseDate: cells.day("purchaseDate")}
		e := cells.e
		if year, err := wholeNumber(cells.text("year")); err != nil {
			e["year"] = err.Error()
		} else if year != nil {
			in.Year = *year
		}
		if km, err := wholeNumber(cells.text("mileage")); err != nil {
			e["mileage"] = validate.MsgMileage
		} else {
			in.Mileage = km
		}
		v := in.vehicle(e)
		keepFirst(e, validate.CreateVehicle(&v, today))
		validate.VehicleDetails(e, &v, today)
		validate.NotAfterToday(e, "purchaseDate", v.PurchaseDate, today)
		v.Counterpart = view.otherSideOf(e, v.PurchaseDate)
		if _, bad := e["licensePlate"]; !bad && v.LicensePlate != "" {
			if first, twice := firstLine[v.LicensePlate]; twice {
				e["licensePlate"] = fmt.Sprintf(validate.MsgPlateRepeated, first)
			} else {
				firstLine[v.LicensePlate] = row.Line
			}
		}
		rows = append(rows, read{row.Line, v, e})
	}
	taken, err := s.store.PlatesInUse(r.Context(), slices.Collect(maps.Keys(firstLine)))
	if err != nil {
		return nil, err
	}
	var valid []model.Vehicle
	for _, row := range rows {
		v, e := row.v, row.e
		if _, bad := e["licensePlate"]; !bad && taken[v.LicensePlate] {
			e["licensePlate"] = validate.MsgPlateTaken
		}
		if view.take(row.line, e, tab, mapping, func() any {
			return importedVehicle{Row: row.line, Make: v.Make, Model: v.Model, Year: v.Year, LicensePlate: v.LicensePlate,
				Color: v.Color, PurchasePrice: v.PurchasePrice, SellingPrice: v.SellingPrice, PurchaseDate: v.PurchaseDate}
		}) {
			valid = append(valid, v)
		}
	}
	return valid, nil
}

// wholeNumber reads a whole number as a Brazilian sheet writes it (32.000 is thirty-two thousand); empty is nil.
func wholeNumber(s string) (*int, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ".", "")
	if s == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return nil, &model.InvalidInput{Message: fmt.Sprintf("Número inválido: %q", s)}
	}
	return &n, nil
}
