package demo

import (
	"context"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

type vehicleModel struct {
	make, model string
	price       float64 // a recent one, in reais
}

var vehicleModels = []vehicleModel{
	{"Fiat", "Argo Drive 1.0", 76_000}, {"Fiat", "Strada Freedom 1.3", 112_000}, {"Fiat", "Mobi Like", 58_000},
	{"Fiat", "Toro Freedom 1.3 Turbo", 142_000}, {"Fiat", "Pulse Drive 1.3", 98_000},
	{"Volkswagen", "Polo Track 1.0", 80_000}, {"Volkswagen", "T-Cross Comfortline 200 TSI", 138_000},
	{"Volkswagen", "Nivus Highline 200 TSI", 135_000}, {"Volkswagen", "Saveiro Robust 1.6", 92_000},
	{"Volkswagen", "Virtus Comfortline 1.0 TSI", 112_000},
	{"Chevrolet", "Onix LT 1.0 Turbo", 86_000}, {"Chevrolet", "Tracker Premier 1.2 Turbo", 148_000},
	{"Chevrolet", "S10 LTZ 2.8 Diesel", 232_000}, {"Chevrolet", "Spin Premier 1.8", 118_000},
	{"Toyota", "Corolla XEi 2.0", 152_000}, {"Toyota", "Hilux SRV 2.8 Diesel", 265_000}, {"Toyota", "Yaris XL 1.5", 96_000},
	{"Toyota", "Corolla Cross XRE 2.0", 172_000},
	{"Hyundai", "HB20 Comfort 1.0", 76_000}, {"Hyundai", "Creta Limited 1.0 Turbo", 142_000},
	{"Honda", "Civic EXL 2.0", 142_000}, {"Honda", "HR-V EXL 1.5", 152_000}, {"Honda", "City Touring 1.5", 116_000},
	{"Renault", "Kwid Zen 1.0", 56_000}, {"Renault", "Duster Iconic 1.6", 110_000}, {"Renault", "Sandero Stepway 1.6", 76_000},
	{"Jeep", "Compass Longitude 1.3 Turbo", 172_000}, {"Jeep", "Renegade Sport 1.3 Turbo", 118_000},
	{"Nissan", "Kicks Advance 1.6", 112_000}, {"Ford", "Ranger XLS 2.2 Diesel", 228_000},
}

var vehicleColors = []string{"Branco", "Prata", "Preto", "Cinza", "Vermelho", "Azul", "Branco", "Prata"}

var vehicleSaleNotes = map[string]string{
	"cash":      "Pagamento via PIX na entrega",
	"financing": "Financiado pelo comprador com entrada de 30%",
	"exchange":  "Usado recebido na troca, com diferença paga à vista",
}

// plate draws a Mercosul plate (ABC1D23) not drawn before.
func (t *timeline) plate(used map[string]bool) string {
	for {
		b := []byte{
			byte('A' + t.rng.IntN(26)), byte('A' + t.rng.IntN(26)), byte('A' + t.rng.IntN(26)),
			byte('0' + t.rng.IntN(10)), byte('A' + t.rng.IntN(26)), byte('0' + t.rng.IntN(10)), byte('0' + t.rng.IntN(10)),
		}
		if p := string(b); !used[p] {
			used[p] = true
			return p
		}
	}
}

// planVehicles plans 40 vehicles bought over the year (a few earlier), 16 of them sold, 4 reserved, some with
// their asking price lowered; it returns how many it makes.
func (t *timeline) planVehicles() int {
	const count = 40
	used := map[string]bool{}
	methods := []string{"cash", "financing", "cash", "exchange"}
	for i := range count {
		m := vehicleModels[(i*7)%len(vehicleModels)]
		age := 1 + t.rng.IntN(7)
		bought := 20 + i*340/count + t.rng.IntN(8) // purchases spread over the year
		if i%8 == 0 {
			bought = t.between(380, 480) // long in stock
		}
		price := m.price * (1 - 0.075*float64(age)) * t.percent(-8, 0)
		v := model.Vehicle{Make: m.make, Model: m.model, Year: t.today.Year() - age, Color: vehicleColors[t.rng.IntN(len(vehicleColors))],
			LicensePlate: t.plate(used), PurchasePrice: reais(price, 500), SellingPrice: reais(price*t.percent(12, 20), 500),
			PurchaseDate: t.date(bought)}
		if age >= 4 {
			v.Notes = "Revisões em dia, laudo cautelar aprovado"
		}
		id := new(int64)
		t.add(t.at(bought), func(ctx context.Context, st *store.Store) error {
			if bought < opened { // bought through the store's account
				v.AccountID = t.account(bancoDoBrasil)
			} else { // held before: an opening balance
				v.Counterpart = openingBalance()
			}
			created, err := st.CreateVehicle(ctx, v, t.by)
			*id = created.ID
			return err
		})

		switch {
		case i%5 < 2: // sold 10 to 90 days after the purchase
			day := max(1, bought-t.between(10, 90))
			factor := t.percent(-5, 0)
			method := methods[i%len(methods)]
			at := t.at(day)
			t.add(at, func(ctx context.Context, st *store.Store) error {
				_, err := st.SellVehicle(ctx, *id, model.VehicleSale{SellingPrice: reais(float64(v.SellingPrice)/100*factor, 500),
					SoldDate: model.DateOf(at), PaymentMethod: method, Notes: vehicleSaleNotes[method], AccountID: *t.account(bancoDoBrasil)}, t.by)
				return err
			})
		case i%10 == 2: // reserved by a buyer in the last weeks
			t.add(t.at(t.between(1, min(30, bought-1))), t.editVehicle(id, func(v *model.Vehicle) {
				v.Status = model.VehicleReserved
				v.Notes = "Reservado com sinal de R$ 2.000,00"
			}))
		case i%10 == 3 || i%8 == 0: // asking price lowered after a while in stock
			factor := t.percent(-6, -3)
			t.add(t.at(bought/2), t.editVehicle(id, func(v *model.Vehicle) {
				v.SellingPrice = reais(float64(v.SellingPrice)/100*factor, 500)
			}))
		}
	}
	return count
}

// editVehicle returns an event that changes a stored vehicle through the store's edit.
func (t *timeline) editVehicle(id *int64, change func(v *model.Vehicle)) func(ctx context.Context, st *store.Store) error {
	return func(ctx context.Context, st *store.Store) error {
		v, err := st.VehicleByID(ctx, *id)
		if err != nil {
			return err
		}
		change(&v)
		_, err = st.UpdateVehicle(ctx, v, t.by)
		return err
	}
}
