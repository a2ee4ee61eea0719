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

// TestVehicleMarginCountsItsCosts: a vehicle's margin is its sale less its purchase less its costs — two of them
// here, funilaria and comissão; each cost leaves its account and the net worth on its day, a cost deleted gives
// both back, a cost before the purchase is refused, and deleting the vehicle takes its costs' movements too.
func TestVehicleMarginCountsItsCosts(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2025-06-30").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 50_000_00, "2025-01-02")
		v := mustVehicle(t, s, newVehicle("VW", "Gol", "GOL1A23", 40_000_00, 48_000_00, date("2025-03-01")), ana)
		add := func(day string, amount model.Money, category string) (model.VehicleCost, error) {
			return s.AddVehicleCost(ctx, model.VehicleCost{VehicleID: v.ID, Date: date(day), Amount: amount, Category: category,
				Description: "Nota 123", AccountID: bank.ID}, ana)
		}
		before, err := s.NetWorthAt(ctx, date("2025-03-09"))
		if err != nil {
			t.Fatal(err)
		}
		body, err := add("2025-03-10", 1_500_00, "bodywork")
		if err != nil || body.AccountName != "Banco do Brasil" {
			t.Fatalf("funilaria: %+v %v", body, err)
		}
		after, err := s.NetWorthAt(ctx, date("2025-03-10"))
		if err != nil || after.Net != before.Net-1_500_00 || after.Cash != before.Cash-1_500_00 {
			t.Errorf("net worth around the funilaria: %+v → %+v (%v)", before, after, err)
		}
		if _, err := add("2025-04-02", 960_00, "commission"); err != nil {
			t.Fatal(err)
		}
		got, err := s.VehicleByID(ctx, v.ID)
		if err != nil || got.Costs != 2_460_00 || got.Margin() != 48_000_00-40_000_00-2_460_00 {
			t.Fatalf("costs %s, margin %s (%v); want 2460.00 and 5540.00", got.Costs.Decimal(), got.Margin().Decimal(), err)
		}
		list, _, err := s.ListVehicles(ctx, store.VehicleFilter{Page: 1, PageSize: 10})
		if err != nil || len(list) != 1 || list[0].Margin() != 5_540_00 {
			t.Errorf("margin on the list: %+v %v", list, err)
		}
		costs, err := s.VehicleCosts(ctx, v.ID)
		if err != nil || len(costs) != 2 || costs[0].Category != "commission" || costs[1].Amount != 1_500_00 {
			t.Errorf("costs %+v %v", costs, err)
		}
		if bal := balanceOf(t, s, bank.ID); bal != 50_000_00-2_460_00 {
			t.Errorf("bank %s", bal.Decimal())
		}
		if _, err := add("2025-02-28", 10_00, "other"); !errors.Is(err, store.ErrCostBeforePurchase) {
			t.Errorf("a cost before the purchase: %v", err)
		}
		if err := s.DeleteVehicleCost(ctx, v.ID, body.ID, ana); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.VehicleByID(ctx, v.ID); got.Costs != 960_00 || got.Margin() != 7_040_00 {
			t.Errorf("after the funilaria deleted: costs %s, margin %s", got.Costs.Decimal(), got.Margin().Decimal())
		}
		if err := s.DeleteVehicleCost(ctx, v.ID, body.ID, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("deleted twice: %v", err)
		}
		if err := s.DeleteVehicle(ctx, v.ID, ana); err != nil {
			t.Fatal(err)
		}
		if bal := balanceOf(t, s, bank.ID); bal != 50_000_00 {
			t.Errorf("bank after the vehicle deleted: %s", bal.Decimal())
		}
		days := []model.Date{date("2025-03-09"), date("2025-03-10"), date("2025-04-02"), date("2025-06-30")}
		if got, fresh := series(t, s, days), series(t, store.New(db).WithClock(c.now), days); got != fresh {
			t.Errorf("ledger %s, rebuilt %s", got, fresh)
		}
	})
}
