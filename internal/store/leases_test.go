package store_test

import (
	"errors"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// apartmentLease is a lease of the asset from 2026-03-15 for 30 months at R$ 2.500,00 on the 15th, by IGP-M.
func apartmentLease(assetID int64) model.Lease {
	return model.Lease{AssetID: assetID, TenantName: "Carla Mendes", TenantDocument: "52998224725", StartDate: date("2026-03-15"),
		TermMonths: 30, Rent: 250000, DueDay: 15, Index: model.IndexIGPM, ReadjustMonths: 12, IndexLag: 1,
		Guarantee: model.GuaranteeDeposit, GuaranteeAmount: 750000, LateFine: model.DefaultLateFine,
		LateInterest: model.DefaultLateInterest}
}

// TestALeaseRentsItsAssetUntilItEnds: a lease makes its property 'Alugado', which no status change by hand takes
// away while it is active; a second lease is refused while one is active, and after it ended, for a period that
// crosses the first; one that starts before the acquisition or of a sold asset is refused; ending the lease frees the
// property, and deleting an active one too. Nothing refused is kept.
func TestALeaseRentsItsAssetUntilItEnds(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		flat := mustAsset(t, s, ana, "Apartamento Moema", "real_estate", 50000000, 60000000, "2025-06-10")
		status := func(want string) {
			t.Helper()
			a, err := s.AssetByID(ctx, flat.ID)
			if err != nil || a.Status != want {
				t.Fatalf("asset status %q (%v), want %q", a.Status, err, want)
			}
		}

		l, err := s.CreateLease(ctx, apartmentLease(flat.ID), ana)
		if err != nil {
			t.Fatal(err)
		}
		if l.Status != model.LeaseActive || l.TermEnd != date("2028-09-14") || l.AssetDescription != "Apartamento Moema" ||
			l.CreatedBy == nil || l.CreatedBy.Name != "Ana Souza" || l.Rent != 250000 || l.Guarantee != model.GuaranteeDeposit {
			t.Fatalf("lease %+v", l)
		}
		status(model.AssetRented)
		if _, err := s.SetAssetStatus(ctx, flat.ID, model.AssetActive, ana); !errors.Is(err, store.ErrAssetLeased) {
			t.Fatalf("status changed by hand under an active lease: %v", err)
		}
		second := apartmentLease(flat.ID)
		second.StartDate = date("2029-01-01")
		if _, err := s.CreateLease(ctx, second, ana); !errors.Is(err, store.ErrLeaseActive) {
			t.Fatalf("a second active lease: %v", err)
		}

		if _, err := s.EndLease(ctx, l.ID, date("2026-03-01"), "", ana); !errors.Is(err, store.ErrLeaseEndBeforeStart) {
			t.Fatalf("ended before it started: %v", err)
		}
		ended, err := s.EndLease(ctx, l.ID, date("2026-10-31"), "Locatária mudou de cidade", ana)
		if err != nil || ended.Status != model.LeaseEnded || *ended.EndedOn != date("2026-10-31") || ended.EndReason != "Locatária mudou de cidade" {
			t.Fatalf("end: %+v %v", ended, err)
		}
		status(model.AssetActive)
		if _, err := s.EndLease(ctx, l.ID, date("2026-11-01"), "", ana); !errors.Is(err, store.ErrLeaseEnded) {
			t.Fatalf("ended twice: %v", err)
		}

		crossing := apartmentLease(flat.ID)
		crossing.StartDate = date("2026-10-31") // the first's last day
		if _, err := s.CreateLease(ctx, crossing, ana); !errors.Is(err, store.ErrLeaseOverlap) {
			t.Fatalf("a lease crossing the ended one: %v", err)
		}
		early := apartmentLease(flat.ID)
		early.StartDate = date("2025-06-09")
		if _, err := s.CreateLease(ctx, early, ana); !errors.Is(err, store.ErrLeaseBeforeAcquisition) {
			t.Fatalf("a lease before the acquisition: %v", err)
		}
		next := apartmentLease(flat.ID)
		next.StartDate, next.TenantName = date("2026-11-01"), "Bruno Lima"
		nl, err := s.CreateLease(ctx, next, ana)
		if err != nil {
			t.Fatal(err)
		}
		status(model.AssetRented)
		// An edit may not move the second lease into the first's period either.
		nl.StartDate = date("2026-09-01")
		if _, err := s.UpdateLease(ctx, nl, ana); !errors.Is(err, store.ErrLeaseOverlap) {
			t.Fatalf("an edit crossing the ended lease: %v", err)
		}
		nl.StartDate, nl.Rent = date("2026-11-01"), 260000
		if got, err := s.UpdateLease(ctx, nl, ana); err != nil || got.Rent != 260000 || got.Status != model.LeaseActive {
			t.Fatalf("edit: %+v %v", got, err)
		}

		list, total, err := s.ListLeases(ctx, store.LeaseFilter{AssetID: flat.ID}, 1, 50)
		if err != nil || total != 2 || list[0].TenantName != "Bruno Lima" || list[1].TenantName != "Carla Mendes" {
			t.Fatalf("list: %d %+v %v", total, list, err)
		}
		if active, total, _ := s.ListLeases(ctx, store.LeaseFilter{Status: model.LeaseActive}, 1, 50); total != 1 || active[0].ID != nl.ID {
			t.Fatalf("active leases: %d %+v", total, active)
		}
		if _, total, _ := s.ListLeases(ctx, store.LeaseFilter{Status: model.LeaseEnded}, 1, 50); total != 1 {
			t.Fatalf("ended leases: %d", total)
		}

		if err := s.DeleteLease(ctx, nl.ID, ana); err != nil {
			t.Fatal(err)
		}
		status(model.AssetActive)
		if _, err := s.LeaseByID(ctx, nl.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deleted lease read: %v", err)
		}
		if _, err := s.SellAsset(ctx, flat.ID, model.AssetSale{SaleDate: date("2026-11-20"), SaleValue: 62000000, BuyerName: "Davi",
			PaymentMethod: "cash"}, ana); err != nil {
			t.Fatal(err)
		}
		late := apartmentLease(flat.ID)
		late.StartDate = date("2026-12-01")
		if _, err := s.CreateLease(ctx, late, ana); !errors.Is(err, store.ErrLeaseAssetNotRentable) {
			t.Fatalf("a lease of a sold asset: %v", err)
		}
	})
}
