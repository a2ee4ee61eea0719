package store_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// TestSaoPauloVehicleTaxTable: the table shipped for São Paulo gives, for each final digit of the plate, the IPVA in
// January and the licenciamento by the last day of July (1 and 2), August (3 and 4), September (5 and 6), October
// (7 and 8), November (9) and December (0), each line with its source; a vehicle registered in SP with each final
// digit has them on those days of 2026.
func TestSaoPauloVehicleTaxTable(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2025-12-01").Time().Add(15 * time.Hour)
		rules, err := s.VehicleTaxRules(ctx)
		if err != nil {
			t.Fatal(err)
		}
		licensing := map[int]time.Month{1: 7, 2: 7, 3: 8, 4: 8, 5: 9, 6: 9, 7: 10, 8: 10, 9: 11, 0: 12}
		month := map[string]time.Month{}
		for _, r := range rules {
			if r.State != "SP" || r.Source == "" || r.Day != nil {
				t.Errorf("a line of São Paulo's table: %+v", r)
			}
			month[fmt.Sprintf("%s %d", r.Kind, r.FinalDigit)] = time.Month(r.Month)
		}
		if len(rules) != 20 || rules[0].FinalDigit != 1 || rules[9].FinalDigit != 0 {
			t.Fatalf("São Paulo's table: %+v", rules)
		}
		for digit := 0; digit <= 9; digit++ {
			if got := month[fmt.Sprintf("ipva %d", digit)]; got != time.January {
				t.Errorf("IPVA of final %d: %v, want January", digit, got)
			}
			if got := month[fmt.Sprintf("licensing %d", digit)]; got != licensing[digit] {
				t.Errorf("licenciamento of final %d: %v, want %v", digit, got, licensing[digit])
			}
			v := newVehicle("Fiat", "Uno", fmt.Sprintf("UNO1A2%d", digit), 30_000_00, 35_000_00, date("2025-11-03"))
			v.RegistrationState = "SP"
			mustVehicle(t, s, v, ana)
		}
		year, err := s.Obligations(ctx, date("2026-01-01"), date("2026-12-31"), false)
		if err != nil {
			t.Fatal(err)
		}
		due := map[string]string{}
		for _, o := range year {
			due[o.Kind+" "+o.Description] = o.DueDate.String()
		}
		for digit := 0; digit <= 9; digit++ {
			plate := fmt.Sprintf("Fiat Uno UNO1A2%d", digit)
			if got := due["ipva IPVA 2026: "+plate]; got != "2026-01-31" {
				t.Errorf("IPVA of final %d due %q", digit, got)
			}
			last := time.Date(2026, licensing[digit]+1, 0, 0, 0, 0, 0, time.UTC).Format(time.DateOnly)
			if got := due["licensing Licenciamento 2026: "+plate]; got != last {
				t.Errorf("licenciamento of final %d due %q, want %s", digit, got, last)
			}
		}
		if len(year) != 20 {
			t.Errorf("2026 has %d obligations, want 20: %+v", len(year), year)
		}
	})
}

// TestVehicleTaxesInTheCalendar: a car registered in SP, plate ending in 3, has its IPVA of R$ 2.400,00 in January
// and its licenciamento in August; paying the licenciamento from an account marks it paid and takes the money out
// of the account; paying it again, or on a day the table does not give, is refused; a payment stays the year's when
// the table changes; a car bought after January owes no IPVA that year, an exempt one none, one sold before August
// no licenciamento; this year's IPVA the vehicle says was paid reads paid; deleting the vehicle takes its payments'
// movements with it; a state's table typed anew replaces its lines.
func TestVehicleTaxesInTheCalendar(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-09-10").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 10_000_00, "2025-01-02")
		ipva, fee := model.Money(2_400_00), model.Money(167_74)
		gol := newVehicle("VW", "Gol", "GOL1A23", 40_000_00, 48_000_00, date("2025-06-01"))
		gol.RegistrationState, gol.IPVAAmount, gol.LicensingAmount = "SP", &ipva, &fee
		gol = mustVehicle(t, s, gol, ana)
		late := newVehicle("Fiat", "Palio", "PAL4B53", 20_000_00, 25_000_00, date("2026-03-02"))
		late.RegistrationState = "SP"
		late = mustVehicle(t, s, late, ana)
		exempt := newVehicle("Ford", "Ka", "KAA1234", 20_000_00, 25_000_00, date("2025-03-02"))
		exempt.RegistrationState, exempt.IPVAStatus = "SP", "exempt"
		mustVehicle(t, s, exempt, ana)
		elsewhere := newVehicle("Ford", "Fiesta", "FIE1234", 20_000_00, 25_000_00, date("2025-03-02"))
		elsewhere.RegistrationState = "MG" // no table
		mustVehicle(t, s, elsewhere, ana)

		year := func() map[string]model.Obligation { return obligations2026(t, s) }
		got := year()
		want := map[string]string{
			"IPVA 2026: VW Gol GOL1A23":              "2026-01-31 240000 overdue",
			"Licenciamento 2026: VW Gol GOL1A23":     "2026-08-31 16774 overdue",
			"Licenciamento 2026: Fiat Palio PAL4B53": "2026-08-31 0 overdue",
			"Licenciamento 2026: Ford Ka KAA-1234":   "2026-08-31 0 overdue",
		}
		for description, w := range want {
			o := got[description]
			if line := fmt.Sprintf("%s %d %s", o.DueDate, o.Amount, o.Status); line != w {
				t.Errorf("%s: %s, want %s", description, line, w)
			}
		}
		if len(got) != len(want) {
			t.Errorf("2026: %+v", got)
		}

		id, err := s.PayVehicleTax(ctx, model.VehicleTaxLicensing, gol.ID, date("2026-08-31"), date("2026-08-20"), fee, bank.ID, ana)
		if err != nil {
			t.Fatal(err)
		}
		if o := year()["Licenciamento 2026: VW Gol GOL1A23"]; o.Status != model.ObligationPaid || o.PaymentID != id {
			t.Errorf("after the payment: %+v", o)
		}
		if balanceOf(t, s, bank.ID) != 10_000_00-167_74 {
			t.Errorf("the bank after the payment: %s", balanceOf(t, s, bank.ID).Decimal())
		}
		if _, err := s.PayVehicleTax(ctx, model.VehicleTaxLicensing, gol.ID, date("2026-08-31"), date("2026-08-21"), fee, bank.ID, ana); !errors.Is(err, store.ErrObligationPaid) {
			t.Errorf("paid twice: %v", err)
		}
		if _, err := s.PayVehicleTax(ctx, model.VehicleTaxIPVA, gol.ID, date("2026-02-15"), date("2026-02-15"), ipva, bank.ID, ana); !errors.Is(err, store.ErrNoSuchVehicleTax) {
			t.Errorf("a day the table does not give: %v", err)
		}
		if _, err := s.PayVehicleTax(ctx, model.VehicleTaxIPVA, 9999, date("2026-01-31"), date("2026-02-15"), ipva, bank.ID, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("no such vehicle: %v", err)
		}

		// The licenciamento typed with a day: the payment is still the year's.
		var lines []model.VehicleTaxRule
		for digit := 0; digit <= 9; digit++ {
			day := 15
			lines = append(lines, model.VehicleTaxRule{Kind: model.VehicleTaxLicensing, FinalDigit: digit, Month: 8, Day: &day})
		}
		if err := s.SetVehicleTaxRules(ctx, "SP", lines); err != nil {
			t.Fatal(err)
		}
		got = year()
		if o := got["Licenciamento 2026: VW Gol GOL1A23"]; o.DueDate.String() != "2026-08-15" || o.Status != model.ObligationPaid {
			t.Errorf("the licenciamento after the table changed: %+v", o)
		}
		if o := got["IPVA 2026: VW Gol GOL1A23"]; o.DueDate.String() != "2026-01-31" {
			t.Errorf("the IPVA kept its lines: %+v", o)
		}
		rules, _ := s.VehicleTaxRules(ctx)
		for _, r := range rules {
			if r.Kind == model.VehicleTaxLicensing && (r.Source != "" || r.Day == nil || *r.Day != 15) {
				t.Errorf("a line typed: %+v", r)
			}
		}

		// This year's IPVA the vehicle says was paid.
		gol, _ = s.VehicleByID(ctx, gol.ID)
		gol.IPVAStatus = "paid"
		if _, err := s.UpdateVehicle(ctx, gol, ana); err != nil {
			t.Fatal(err)
		}
		if o := year()["IPVA 2026: VW Gol GOL1A23"]; o.Status != model.ObligationPaid || o.PaymentID != 0 {
			t.Errorf("the IPVA the vehicle says was paid: %+v", o)
		}

		// Sold in July: no licenciamento in August.
		if _, err := s.SellVehicle(ctx, late.ID, model.VehicleSale{SellingPrice: 25_000_00, SoldDate: date("2026-07-01"), PaymentMethod: "cash"}, ana); err != nil {
			t.Fatal(err)
		}
		if o, ok := year()["Licenciamento 2026: Fiat Palio PAL4B53"]; ok {
			t.Errorf("a licenciamento after the sale: %+v", o)
		}

		if err := s.DeleteVehicle(ctx, gol.ID, ana); err != nil {
			t.Fatal(err)
		}
		if balanceOf(t, s, bank.ID) != 10_000_00 {
			t.Errorf("the bank after the vehicle was deleted: %s", balanceOf(t, s, bank.ID).Decimal())
		}
		if err := s.DeleteObligationPayment(ctx, id, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the payment outlived its vehicle: %v", err)
		}
		if err := s.DeleteVehicleTaxRules(ctx, "SP"); err != nil {
			t.Fatal(err)
		}
		if got := year(); len(got) != 0 {
			t.Errorf("no table, no taxes: %+v", got)
		}
		if err := s.DeleteVehicleTaxRules(ctx, "SP"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("a state without a table: %v", err)
		}
	})
}

// TestOwnVehicleTaxesInTheCalendar: the company's own vehicles (assets of type vehicle) registered in SP have their
// IPVA and licenciamento by São Paulo's table like the stock's — one exempt from IPVA only its licenciamento, one with
// no state none; paying the licenciamento from an account marks it paid, takes the money out of the account and
// posts it to the books (the journal agrees with a rebuild); a second payment, a day the table does not give, and
// an asset of another type are refused; one sold in July owes no licenciamento in August; deleting the vehicle takes
// its payment's movement with it.
func TestOwnVehicleTaxesInTheCalendar(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-09-10").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 10_000_00, "2025-01-02")
		ipva, fee := model.Money(3_100_00), model.Money(167_74)
		car := func(description, plate, state string, exempt bool) model.Asset {
			t.Helper()
			a, err := s.CreateAsset(ctx, model.Asset{Description: description, Type: model.AssetVehicle, AcquisitionValue: 90_000_00,
				CurrentValue: 90_000_00, AcquisitionDate: date("2025-06-01"), Details: model.AssetDetails{LicensePlate: plate},
				RegistrationState: state, IPVAAmount: &ipva, LicensingAmount: &fee, IPVAExempt: exempt}, ana)
			if err != nil {
				t.Fatal(err)
			}
			return a
		}
		hilux := car("Hilux da diretoria", "HIL1A23", "SP", false)
		kombi := car("Kombi da obra", "KOM-1234", "SP", true)
		car("Gol sem UF", "GOL1A23", "", false)
		shop := mustAsset(t, s, ana, "Loja", model.AssetRealEstate, 100_000_00, 100_000_00, "2025-01-10")

		year := func() map[string]model.Obligation { return obligations2026(t, s) }
		got := year()
		want := map[string]string{
			"IPVA 2026: Hilux da diretoria HIL1A23":          "asset_ipva 2026-01-31 310000 overdue",
			"Licenciamento 2026: Hilux da diretoria HIL1A23": "asset_licensing 2026-08-31 16774 overdue",
			"Licenciamento 2026: Kombi da obra KOM-1234":     "asset_licensing 2026-08-31 16774 overdue",
		}
		for description, w := range want {
			o := got[description]
			if line := fmt.Sprintf("%s %s %d %s", o.Kind, o.DueDate, o.Amount, o.Status); line != w {
				t.Errorf("%s: %s, want %s", description, line, w)
			}
		}
		if len(got) != len(want) {
			t.Errorf("2026: %+v", got)
		}

		j := &journalChecks{t: t, s: s, db: db, c: c}
		id, err := s.PayVehicleTax(ctx, model.ObligationAssetLicensing, hilux.ID, date("2026-08-31"), date("2026-08-20"), fee, bank.ID, ana)
		if err != nil {
			t.Fatal(err)
		}
		if o := year()["Licenciamento 2026: Hilux da diretoria HIL1A23"]; o.Status != model.ObligationPaid || o.PaymentID != id {
			t.Errorf("after the payment: %+v", o)
		}
		if balanceOf(t, s, bank.ID) != 10_000_00-167_74 {
			t.Errorf("the bank after the payment: %s", balanceOf(t, s, bank.ID).Decimal())
		}
		j.agree("the licenciamento paid", true, date("2026-08-19"), date("2026-08-20"), date("2026-09-10"))
		for name, pay := range map[string]struct {
			kind string
			id   int64
			due  string
			want error
		}{
			"paid twice":           {model.ObligationAssetLicensing, hilux.ID, "2026-08-31", store.ErrObligationPaid},
			"a day not in a table": {model.ObligationAssetIPVA, hilux.ID, "2026-02-15", store.ErrNoSuchVehicleTax},
			"an exempt IPVA":       {model.ObligationAssetIPVA, kombi.ID, "2026-01-31", store.ErrNoSuchVehicleTax},
			"a property":           {model.ObligationAssetIPVA, shop.ID, "2026-01-31", store.ErrNotFound},
		} {
			if _, err := s.PayVehicleTax(ctx, pay.kind, pay.id, date(pay.due), date("2026-08-21"), fee, bank.ID, ana); !errors.Is(err, pay.want) {
				t.Errorf("%s: %v, want %v", name, err, pay.want)
			}
		}

		if _, err := s.SellAsset(ctx, kombi.ID, model.AssetSale{SaleDate: date("2026-07-01"), SaleValue: 80_000_00, BuyerName: "Beatriz Lima",
			PaymentMethod: "cash", AccountID: bank.ID}, ana); err != nil {
			t.Fatal(err)
		}
		if o, ok := year()["Licenciamento 2026: Kombi da obra KOM-1234"]; ok {
			t.Errorf("a licenciamento after the sale: %+v", o)
		}

		if err := s.DeleteAsset(ctx, hilux.ID, ana); err != nil {
			t.Fatal(err)
		}
		if balanceOf(t, s, bank.ID) != 10_000_00+80_000_00 {
			t.Errorf("the bank after the vehicle was deleted: %s", balanceOf(t, s, bank.ID).Decimal())
		}
		if err := s.DeleteObligationPayment(ctx, id, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the payment outlived its vehicle: %v", err)
		}
		j.agree("the vehicle deleted", true, date("2026-08-19"), date("2026-08-20"), date("2026-09-10"))
	})
}

// obligations2026 is what falls due in 2026, by description.
func obligations2026(t *testing.T, s *store.Store) map[string]model.Obligation {
	t.Helper()
	list, err := s.Obligations(ctx, date("2026-01-01"), date("2026-12-31"), false)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]model.Obligation{}
	for _, o := range list {
		out[o.Description] = o
	}
	return out
}
