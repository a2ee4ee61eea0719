package store_test

import (
	"errors"
	"fmt"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func newVehicle(brand, mdl, plate string, price, selling model.Money, bought model.Date) model.Vehicle {
	return model.Vehicle{Make: brand, Model: mdl, Year: 2020, Color: "Prata", LicensePlate: plate,
		PurchasePrice: price, SellingPrice: selling, PurchaseDate: bought}
}

func mustVehicle(t *testing.T, s *store.Store, v model.Vehicle, by model.User) model.Vehicle {
	t.Helper()
	created, err := s.CreateVehicle(ctx, v, by)
	if err != nil {
		t.Fatalf("create vehicle %s: %v", v.LicensePlate, err)
	}
	return created
}

func plates(vs []model.Vehicle) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.LicensePlate)
	}
	return out
}

func TestVehicleListFiltersSortAndSummary(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		gol := mustVehicle(t, s, newVehicle("Volkswagen", "Gol", "ABC1234", 3_000_000, 3_500_000, model.NewDate(2025, 1, 10)), ana)
		onix := mustVehicle(t, s, newVehicle("Chevrolet", "Ônix", "BRA2E19", 5_000_000, 6_000_000, model.NewDate(2025, 3, 5)), ana)
		hb := mustVehicle(t, s, newVehicle("Hyundai", "HB20", "XYZ9876", 4_000_000, 4_800_000, model.NewDate(2024, 12, 1)), ana)
		if _, err := s.SellVehicle(ctx, hb.ID, model.VehicleSale{SellingPrice: 4_900_000, SoldDate: model.NewDate(2025, 2, 1), PaymentMethod: "cash"}, ana); err != nil {
			t.Fatal(err)
		}
		onix.Status = model.VehicleReserved
		if _, err := s.UpdateVehicle(ctx, onix, ana); err != nil {
			t.Fatal(err)
		}

		all, sum, err := s.ListVehicles(ctx, store.VehicleFilter{Page: 1, PageSize: 50})
		if err != nil {
			t.Fatal(err)
		}
		if got := plates(all); len(got) != 3 || got[0] != "BRA2E19" || got[1] != "ABC1234" || got[2] != "XYZ9876" {
			t.Fatalf("default sort is -purchaseDate: %v", got)
		}
		want := store.VehicleSummary{All: 3, Total: 3, InStock: 1, PurchaseTotal: 12_000_000, SellingTotal: 3_500_000 + 6_000_000 + 4_900_000}
		if sum != want {
			t.Fatalf("summary %+v, want %+v", sum, want)
		}

		// The summary covers the whole filtered set, not the page.
		page, sum, _ := s.ListVehicles(ctx, store.VehicleFilter{Sort: "purchasePrice", Page: 2, PageSize: 1})
		if len(page) != 1 || page[0].ID != hb.ID || sum.Total != 3 || sum.PurchaseTotal != 12_000_000 {
			t.Fatalf("page 2 by purchasePrice: %v %+v", plates(page), sum)
		}
		sold, sum, _ := s.ListVehicles(ctx, store.VehicleFilter{Status: model.VehicleSold, Page: 1, PageSize: 50})
		if len(sold) != 1 || sold[0].ID != hb.ID || sum != (store.VehicleSummary{All: 3, Total: 1, PurchaseTotal: 4_000_000, SellingTotal: 4_900_000}) {
			t.Fatalf("sold: %v %+v", plates(sold), sum)
		}
		for q, id := range map[string]int64{"onix": onix.ID, "VOLKS": gol.ID, "abc-1234": gol.ID, "bra2e": onix.ID, "hb20": hb.ID} {
			found, sum, _ := s.ListVehicles(ctx, store.VehicleFilter{Query: q, Page: 1, PageSize: 50})
			if len(found) != 1 || found[0].ID != id || sum.Total != 1 {
				t.Errorf("search %q: %v", q, plates(found))
			}
		}
		if found, _, _ := s.ListVehicles(ctx, store.VehicleFilter{Query: "%", Page: 1, PageSize: 50}); len(found) != 0 {
			t.Errorf("a %% matched %v", plates(found))
		}
		none, sum, _ := s.ListVehicles(ctx, store.VehicleFilter{Query: "ferrari", Page: 1, PageSize: 50})
		if len(none) != 0 || sum != (store.VehicleSummary{All: 3}) { // every vehicle still counts in All
			t.Fatalf("empty filter: %v %+v", plates(none), sum)
		}
		byYear, _, _ := s.ListVehicles(ctx, store.VehicleFilter{Sort: "-make", Page: 1, PageSize: 50})
		if got := plates(byYear); got[0] != "ABC1234" || got[2] != "BRA2E19" {
			t.Fatalf("-make: %v", got)
		}
	})
}

func TestVehicleHistoryAndRules(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		bia := mustUser(t, s, "Bia", "bia@exemplo.com.br", model.RoleUser)
		if err := s.AddFiles(ctx, []store.File{{Name: "doc1.pdf", OriginalName: "nota.pdf", Mimetype: "application/pdf", Size: 9, Category: "contrato", UploadedBy: ana.ID}}); err != nil {
			t.Fatal(err)
		}
		in := newVehicle("Fiat", "Uno", "ABC1234", 2_000_000, 2_500_000, model.NewDate(2026, 1, 20))
		in.Attachments = []model.VehicleAttachment{{FileName: "doc1.pdf", OriginalName: "nota.pdf", Category: "contrato"}}
		v := mustVehicle(t, s, in, ana)
		if v.Status != model.VehicleInStock || len(v.Attachments) != 1 || v.Attachments[0].Mimetype != "application/pdf" || v.CreatedBy != ana.ID {
			t.Fatalf("created %+v", v)
		}
		if _, err := s.CreateVehicle(ctx, newVehicle("Fiat", "Palio", "ABC1234", 1, 1, model.NewDate(2026, 1, 1)), ana); !errors.Is(err, store.ErrPlateTaken) {
			t.Fatalf("duplicate unsold plate: %v", err)
		}

		// An update that fails leaves neither the change nor a history entry.
		other := mustVehicle(t, s, newVehicle("Fiat", "Mobi", "DEF5678", 1_000_000, 1_200_000, model.NewDate(2026, 2, 1)), ana)
		clash := v
		clash.LicensePlate, clash.PurchasePrice = "DEF5678", 9
		if _, err := s.UpdateVehicle(ctx, clash, bia); !errors.Is(err, store.ErrPlateTaken) {
			t.Fatalf("update onto a taken plate: %v", err)
		}
		missingFile := v
		missingFile.PurchasePrice = 7
		missingFile.Attachments = []model.VehicleAttachment{{FileName: "nao-existe.pdf", OriginalName: "x", Category: "outros"}}
		if _, err := s.UpdateVehicle(ctx, missingFile, bia); err == nil {
			t.Fatal("attachment of no stored file accepted")
		}
		if got, _ := s.VehicleByID(ctx, v.ID); got.PurchasePrice != 2_000_000 || len(got.Attachments) != 1 {
			t.Fatalf("a failed update changed the vehicle: %+v", got)
		}
		if h, _ := s.VehicleHistory(ctx, v.ID); len(h) != 1 || h[0].Action != model.VehicleActionCreate {
			t.Fatalf("a failed update wrote history: %+v", h)
		}

		// An update keeps only the changed fields; an update changing nothing writes nothing.
		c.t = c.t.AddDate(0, 0, 1)
		edit := v
		edit.SellingPrice, edit.Color = 2_700_000, "Vermelho"
		updated, err := s.UpdateVehicle(ctx, edit, bia)
		if err != nil || updated.SellingPrice != 2_700_000 || updated.UpdatedBy != bia.ID || len(updated.Attachments) != 1 {
			t.Fatalf("update: %+v %v", updated, err)
		}
		if _, err := s.UpdateVehicle(ctx, updated, bia); err != nil {
			t.Fatal(err)
		}

		c.t = c.t.AddDate(0, 0, 1)
		sale := model.VehicleSale{SellingPrice: 2_650_000, SoldDate: model.NewDate(2026, 3, 16), PaymentMethod: "financing", Notes: "Entrada de 10%"}
		sold, err := s.SellVehicle(ctx, v.ID, sale, ana)
		if err != nil || sold.Status != model.VehicleSold || sold.SoldDate != sale.SoldDate || sold.SellingPrice != 2_650_000 || sold.SalePaymentMethod != "financing" {
			t.Fatalf("sale: %+v %v", sold, err)
		}
		if _, err := s.SellVehicle(ctx, v.ID, sale, ana); !errors.Is(err, store.ErrVehicleSold) {
			t.Fatalf("second sale: %v", err)
		}
		back := sold
		back.Status = model.VehicleInStock
		if _, err := s.UpdateVehicle(ctx, back, ana); !errors.Is(err, store.ErrVehicleSold) {
			t.Fatalf("sold vehicle back in stock: %v", err)
		}
		// Once sold, the plate may be used again by a new vehicle.
		again := mustVehicle(t, s, newVehicle("Fiat", "Uno", "ABC1234", 1_900_000, 2_100_000, model.NewDate(2026, 3, 17)), ana)

		c.t = c.t.AddDate(0, 0, 1)
		if err := s.DeleteVehicle(ctx, other.ID, ana); err != nil {
			t.Fatal(err)
		}
		if _, err := s.VehicleByID(ctx, other.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deleted vehicle still there: %v", err)
		}
		if err := s.DeleteVehicle(ctx, other.ID, ana); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("delete twice: %v", err)
		}

		h, err := s.VehicleHistory(ctx, v.ID)
		if err != nil || len(h) != 3 {
			t.Fatalf("history %+v %v", h, err)
		}
		create, upd, sl := h[0], h[1], h[2]
		if create.Action != "CREATE" || create.Date != in.PurchaseDate || create.OldValue != 0 || create.NewValue != 2_000_000 ||
			*create.Amount != 2_000_000 || create.UserName != "Ana" || create.Details["vehicleData"].(map[string]any)["licensePlate"] != "ABC1234" {
			t.Fatalf("CREATE %+v", create)
		}
		oldData, newData := upd.Details["oldData"].(map[string]any), upd.Details["newData"].(map[string]any)
		if upd.Action != "UPDATE" || upd.UserID != bia.ID || upd.UserName != "Bia" || upd.Date != model.NewDate(2026, 3, 16) ||
			len(oldData) != 2 || len(newData) != 2 || oldData["sellingPrice"] != 25000.0 || newData["sellingPrice"] != 27000.0 ||
			oldData["color"] != "Prata" || newData["color"] != "Vermelho" || upd.OldValue != 2_000_000 || upd.NewValue != 2_000_000 || upd.Amount != nil {
			t.Fatalf("UPDATE %+v", upd)
		}
		saleData := sl.Details["saleData"].(map[string]any)
		if sl.Action != "SALE" || sl.Date != sale.SoldDate || sl.OldValue != 2_000_000 || sl.NewValue != 0 || *sl.Amount != 2_650_000 ||
			saleData["paymentMethod"] != "financing" || saleData["soldDate"] != "2026-03-16" || saleData["notes"] != "Entrada de 10%" {
			t.Fatalf("SALE %+v", sl)
		}
		dh, _ := s.VehicleHistory(ctx, other.ID)
		if len(dh) != 2 || dh[1].Action != "DELETE" || dh[1].OldValue != 1_000_000 || dh[1].NewValue != 0 || dh[1].Date != model.NewDate(2026, 3, 18) {
			t.Fatalf("the history of a deleted vehicle: %+v", dh)
		}
		if h, _ := s.VehicleHistory(ctx, again.ID); len(h) != 1 {
			t.Fatalf("new vehicle history %+v", h)
		}
		// Deleting the user keeps their entries with their name.
		if err := s.DeleteUser(ctx, bia.ID); err != nil {
			t.Fatal(err)
		}
		if h, _ := s.VehicleHistory(ctx, v.ID); h[1].UserName != "Bia" || h[1].UserID != 0 {
			t.Fatalf("entry after its author was deleted: %+v", h[1])
		}
	})
}

// TestImportedVehiclesKeepTheirOwnHistory: an import of more vehicles than one statement names, a third of them
// paid from an account, gives each vehicle its own purchase in its history and its own payment, and its undo
// leaves a delete in each history and gives the account its money back; the month ends read through a memo loaded
// before equal a fresh store's throughout.
func TestImportedVehiclesKeepTheirOwnHistory(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		same := memoAgrees(t, s, db, c)
		caixa := mustAccount(t, s, ana, "Caixa", model.AccountCash, 100_000_000, "2024-01-01")
		same("before")
		const n = 700
		rows := make([]model.Vehicle, n)
		var paid model.Money
		for i := range rows {
			rows[i] = newVehicle("Fiat", fmt.Sprint("Mobi ", i), fmt.Sprintf("TST%04d", i), model.Money(1000+i), model.Money(2000+i),
				s.Today().AddDays(-1-i))
			if i%3 == 0 {
				rows[i].AccountID, paid = &caixa.ID, paid+rows[i].PurchasePrice
			}
		}
		batch := mustImport(t, s, "vehicles", rows, ana)
		same("after the import")
		if got := balanceOf(t, s, caixa.ID); got != 100_000_000-paid {
			t.Fatalf("the account after the import: %d, want %d", got, 100_000_000-paid)
		}
		ids := make([]int64, n)
		for i, want := range rows {
			if err := db.QueryRowContext(ctx, "SELECT id FROM vehicles WHERE license_plate = ?", want.LicensePlate).Scan(&ids[i]); err != nil {
				t.Fatal(err)
			}
			got, err := s.VehicleByID(ctx, ids[i])
			if err != nil {
				t.Fatal(err)
			}
			history, err := s.VehicleHistory(ctx, ids[i])
			if err != nil {
				t.Fatal(err)
			}
			if got.Model != want.Model || got.PurchasePrice != want.PurchasePrice || (got.AccountID != nil) != (i%3 == 0) ||
				len(history) != 1 || history[0].NewValue != want.PurchasePrice || history[0].Date != want.PurchaseDate {
				t.Fatalf("imported vehicle %d: %+v with history %+v, want %+v", i, got, history, want)
			}
		}
		if removed, err := s.UndoImport(ctx, batch.ID, ana); err != nil || removed != n {
			t.Fatalf("undo: %d, %v", removed, err)
		}
		same("after the undo")
		if got := balanceOf(t, s, caixa.ID); got != 100_000_000 {
			t.Fatalf("the account after the undo: %d, want its opening", got)
		}
		for i, id := range ids {
			history, err := s.VehicleHistory(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if last := history[len(history)-1]; last.Action != model.VehicleActionDelete || last.OldValue != rows[i].PurchasePrice {
				t.Fatalf("vehicle %d's last history: %+v, want its delete from %d", i, last, rows[i].PurchasePrice)
			}
		}
	})
}
