package store_test

import (
	"errors"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// TestYearEndPositionAtCost: the position on 31/12 of 2024 and of 2025 for a year with a purchase (the land), an
// improvement (the warehouse's roof, on top of one the year before) and a sale (the office), at cost — acquisition
// plus improvements, never the market value — and the sale's gain; an asset sold the year before is not there.
// An improvement leaves its account and the net worth on its day, and may not be dated before the acquisition.
func TestYearEndPositionAtCost(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-01-20").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 200_000_00, "2022-01-02")
		asset := func(description, acquired string, cost model.Money, details model.AssetDetails) model.Asset {
			a, err := s.CreateAsset(ctx, model.Asset{Description: description, Type: model.AssetRealEstate, AcquisitionValue: cost,
				CurrentValue: cost * 2, AcquisitionDate: date(acquired), Details: details}, ana)
			if err != nil {
				t.Fatal(err)
			}
			return a
		}
		warehouse := asset("Galpão", "2024-03-10", 500_000_00, model.AssetDetails{Address: "Rua das Indústrias, 100",
			ZipCode: "06460040", City: "Barueri", State: "SP", RegistrationNumber: "123.456", RegistryOffice: "1º RI de Barueri"})
		land := asset("Terreno", "2025-02-01", 200_000_00, model.AssetDetails{Address: "Estrada Velha, km 3"})
		office := asset("Sala comercial", "2023-01-10", 150_000_00, model.AssetDetails{Address: "Av. Paulista, 1000"})
		old := asset("Loja antiga", "2022-05-01", 80_000_00, model.AssetDetails{Address: "Rua B, 2"})
		improve := func(a model.Asset, day string, amount model.Money, what string) error {
			_, err := s.AddAssetImprovement(ctx, model.AssetImprovement{AssetID: a.ID, Date: date(day), Amount: amount,
				Description: what, AccountID: bank.ID}, ana)
			return err
		}
		before, _ := s.NetWorthAt(ctx, date("2024-08-01").AddDays(-1))
		if err := improve(warehouse, "2024-08-01", 50_000_00, "Mezanino"); err != nil {
			t.Fatal(err)
		}
		after, _ := s.NetWorthAt(ctx, date("2024-08-01"))
		if after.Cash != before.Cash-50_000_00 {
			t.Errorf("cash around the improvement: %s → %s", before.Cash.Decimal(), after.Cash.Decimal())
		}
		if err := improve(warehouse, "2025-04-15", 30_000_00, "Troca do telhado"); err != nil {
			t.Fatal(err)
		}
		if err := improve(land, "2025-01-31", 1_00, "Cerca"); !errors.Is(err, store.ErrImprovementBeforeAcquisition) {
			t.Errorf("an improvement before the acquisition: %v", err)
		}
		for _, sale := range []struct {
			a    model.Asset
			day  string
			paid model.Money
		}{{office, "2025-09-30", 190_000_00}, {old, "2024-06-01", 90_000_00}} {
			if _, err := s.SellAsset(ctx, sale.a.ID, model.AssetSale{SaleDate: date(sale.day), SaleValue: sale.paid,
				BuyerName: "Comprador", PaymentMethod: "cash"}, ana); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.YearEndAssets(ctx, date("2024-12-31"), date("2025-12-31"))
		if err != nil {
			t.Fatal(err)
		}
		type position struct{ before, after model.Money }
		want := map[string]position{"Galpão": {550_000_00, 580_000_00}, "Terreno": {0, 200_000_00}, "Sala comercial": {150_000_00, 0}}
		if len(got) != len(want) {
			t.Fatalf("year-end assets %+v", got)
		}
		for _, a := range got {
			if w := want[a.Description]; a.CostBefore != w.before || a.CostAfter != w.after || a.IRPFCode != "01-19" {
				t.Errorf("%s: %s → %s (%s), want %s → %s", a.Description, a.CostBefore.Decimal(), a.CostAfter.Decimal(),
					a.IRPFCode, w.before.Decimal(), w.after.Decimal())
			}
			if a.Description == "Sala comercial" && (a.LeftBy != "sale" || a.SaleValue != 190_000_00 || a.CostAtExit != 150_000_00) {
				t.Errorf("the sale: %+v", a)
			}
		}
		for _, a := range got {
			if a.Description == "Galpão" && (a.ImprovementsAfter != 80_000_00 || a.Details.ZipCode != "06460040") {
				t.Errorf("the warehouse's improvements and registry: %+v", a)
			}
		}
	})
}
