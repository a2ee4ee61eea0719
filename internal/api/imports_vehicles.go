package api

import (
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/sheet"
	"patrimonio/internal/validate"
)

// vehicleImportFields are the columns of a vehicles import, in the template's order.
var vehicleImportFields = []importField{
	{"make", "Marca", []string{"marca", "fabricante", "montadora"}, true},
	{"model", "Modelo", []string{"modelo", "versao"}, true},
	{"year", "Ano", []string{"ano", "ano modelo", "ano/modelo"}, true},
	{"licensePlate", "Placa", []string{"placa"}, true},
	{"color", "Cor", []string{"cor"}, true},
	{"purchasePrice", "Preço de compra", []string{"preco de compra", "valor de compra", "custo", "compra"}, true},
	{"sellingPrice", "Preço de venda", []string{"preco de venda", "valor de venda", "venda", "preco"}, true},
	{"purchaseDate", "Data de compra", []string{"data de compra", "data da compra", "compra em", "data"}, true},
	{"renavam", "RENAVAM", []string{"renavam"}, false},
	{"chassis", "Chassi", []string{"chassi", "chassis", "vin"}, false},
	{"mileage", "Quilometragem", []string{"quilometragem", "km", "hodometro"}, false},
	{"notes", "Observações", []string{"observacoes", "observacao", "notas"}, false},
}

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
func (s *Server) readVehicles(r *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (any, int, error) {
	today := s.vehicleToday()
	var vehicles []model.Vehicle
	var lines []int
	errs := map[int]validate.Errors{}
	firstLine := map[string]int{} // plate → the first row with it
	for _, row := range tab.Rows {
		value := func(key string) string {
			if i, ok := mapping[key]; ok {
				return row.Values[i]
			}
			return ""
		}
		e := validate.Errors{}
		in := vehicleRequest{Make: value("make"), Model: value("model"), LicensePlate: value("licensePlate"), Color: value("color"),
			Renavam: value("renavam"), Chassis: value("chassis"), Notes: value("notes")}
		if year, err := wholeNumber(value("year")); err != nil {
			e["year"] = err.Error()
		} else if year != nil {
			in.Year = *year
		}
		if km, err := wholeNumber(value("mileage")); err != nil {
			e["mileage"] = validate.MsgMileage
		} else {
			in.Mileage = km
		}
		for _, money := range []struct {
			key string
			to  *model.Money
		}{{"purchasePrice", &in.PurchasePrice}, {"sellingPrice", &in.SellingPrice}} {
			v, _, err := tab.Amount(value(money.key))
			if err != nil {
				e[money.key] = err.Error()
			}
			*money.to = v
		}
		day, err := tab.Day(value("purchaseDate"))
		if err != nil {
			e["purchaseDate"] = err.Error()
		}
		in.PurchaseDate = day
		v := in.vehicle(e)
		for field, msg := range validate.CreateVehicle(&v, today) {
			if _, seen := e[field]; !seen {
				e[field] = msg
			}
		}
		validate.VehicleDetails(e, &v, today)
		validate.NotAfterToday(e, "purchaseDate", v.PurchaseDate, today)
		if _, bad := e["licensePlate"]; !bad && v.LicensePlate != "" {
			if first, twice := firstLine[v.LicensePlate]; twice {
				e["licensePlate"] = fmt.Sprintf(validate.MsgPlateRepeated, first)
			} else {
				firstLine[v.LicensePlate] = row.Line
			}
		}
		errs[row.Line] = e
		vehicles = append(vehicles, v)
		lines = append(lines, row.Line)
	}
	taken, err := s.store.PlatesInUse(r.Context(), slicesOfKeys(firstLine))
	if err != nil {
		return nil, 0, err
	}
	var valid []model.Vehicle
	invalid := 0
	for i, v := range vehicles {
		e := errs[lines[i]]
		if _, bad := e["licensePlate"]; !bad && taken[v.LicensePlate] {
			e["licensePlate"] = validate.MsgPlateTaken
		}
		if !e.OK() {
			invalid++
			view.addErrors(lines[i], e, tab.Header, mapping)
			continue
		}
		valid = append(valid, v)
		if len(view.Preview) < previewRows {
			view.Preview = append(view.Preview, importedVehicle{Row: lines[i], Make: v.Make, Model: v.Model, Year: v.Year,
				LicensePlate: v.LicensePlate, Color: v.Color, PurchasePrice: v.PurchasePrice, SellingPrice: v.SellingPrice, PurchaseDate: v.PurchaseDate})
		}
	}
	return valid, invalid, nil
}

func slicesOfKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range maps.Keys(m) {
		out = append(out, k)
	}
	return out
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
