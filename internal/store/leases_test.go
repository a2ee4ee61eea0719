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
		if _, err := s.UpdateLease(ctx, nl); !errors.Is(err, store.ErrLeaseOverlap) {
			t.Fatalf("an edit crossing the ended lease: %v", err)
		}
		nl.StartDate, nl.Rent = date("2026-11-01"), 260000
		if got, err := s.UpdateLease(ctx, nl); err != nil || got.Rent != 260000 || got.Status != model.LeaseActive {
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

// TestALeaseIsReadjustedByTheKeptIndex: a lease of R$ 2.500,00 from 15/03/2026 by IGP-M, the 12 months up to the
// month before the anniversary (03/2026 to 02/2027): a month not kept holds the readjustment and is named; once kept,
// twelve months of +0,50 % give 6,167781 % and R$ 2.654,19 (2 500 × 1,005^12 = 2 654,1945…), in force from
// 15/03/2027; the next is on 15/03/2028; the terms it was computed from no longer change; undoing it brings back
// R$ 2.500,00.
func TestALeaseIsReadjustedByTheKeptIndex(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		c.t = time.Date(2027, 3, 20, 12, 0, 0, 0, time.UTC)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		flat := mustAsset(t, s, ana, "Apartamento Moema", "real_estate", 50000000, 60000000, "2025-06-10")
		l, err := s.CreateLease(ctx, apartmentLease(flat.ID), ana)
		if err != nil {
			t.Fatal(err)
		}
		if l.CurrentRent != 250000 || l.NextReadjustment == nil || *l.NextReadjustment != date("2027-03-15") ||
			l.NextBill == nil || l.NextBill.DueDate != date("2027-04-15") || l.NextBill.Amount != 250000 {
			t.Fatalf("before any readjustment: %+v", l)
		}
		var values []model.IndexValue
		for m := date("2026-03-01"); !m.After(date("2027-02-01")); m = model.AddMonths(m, 1) {
			if m != date("2027-01-01") {
				values = append(values, model.IndexValue{Month: m, Value: 500000})
			}
		}
		if err := s.SetIndexValues(ctx, model.IndexIGPM, values); err != nil {
			t.Fatal(err)
		}
		p, err := s.NextReadjustment(ctx, l.ID)
		if err != nil {
			t.Fatal(err)
		}
		if p.Ready || len(p.Months) != 12 || p.FirstMonth != "2026-03" || p.LastMonth != "2027-02" ||
			len(p.Missing) != 1 || p.Missing[0] != "2027-01" || p.EffectiveDate != date("2027-03-15") {
			t.Fatalf("preview with a month missing: %+v", p)
		}
		var missing *store.MissingIndexError
		if _, err := s.ApplyReadjustment(ctx, l.ID, p.EffectiveDate, ana); !errors.As(err, &missing) || missing.Months[0] != "2027-01" {
			t.Fatalf("applied without January: %v", err)
		}
		if err := s.SetIndexValues(ctx, model.IndexIGPM, []model.IndexValue{{Month: date("2027-01-01"), Value: 500000}}); err != nil {
			t.Fatal(err)
		}
		if p, err = s.NextReadjustment(ctx, l.ID); err != nil || !p.Ready || *p.Accumulated != 6_167_781 || *p.RentAfter != 265419 || p.RentBefore != 250000 {
			t.Fatalf("preview: %+v %v", p, err)
		}
		if _, err := s.ApplyReadjustment(ctx, l.ID, date("2028-03-15"), ana); !errors.Is(err, store.ErrReadjustmentStale) {
			t.Fatalf("applied another anniversary: %v", err)
		}
		r, err := s.ApplyReadjustment(ctx, l.ID, p.EffectiveDate, ana)
		if err != nil || r.RentAfter != 265419 || r.Accumulated != 6_167_781 || r.CreatedBy == nil {
			t.Fatalf("applied: %+v %v", r, err)
		}
		l, _ = s.LeaseByID(ctx, l.ID)
		// March 2027, due on 15/04: 14 days at 2 500,00 and 17 at 2 654,19 of 31 (258 455,58 centavos).
		if l.CurrentRent != 265419 || *l.NextReadjustment != date("2028-03-15") || l.Rent != 250000 || l.NextBill.Amount != 258456 {
			t.Fatalf("after the readjustment: rent in force %d, next %v, next bill %+v", l.CurrentRent, l.NextReadjustment, l.NextBill)
		}
		if next, err := s.NextReadjustment(ctx, l.ID); err != nil || next.RentBefore != 265419 || next.FirstMonth != "2027-03" || next.Ready {
			t.Fatalf("the next one: %+v %v", next, err)
		}
		changed := l
		changed.Rent = 300000
		if _, err := s.UpdateLease(ctx, changed); !errors.Is(err, store.ErrLeaseReadjusted) {
			t.Fatalf("the rent changed under a readjustment: %v", err)
		}
		renamed := l
		renamed.TenantName = "Carla Mendes Souza"
		if _, err := s.UpdateLease(ctx, renamed); err != nil {
			t.Fatalf("the tenant's name: %v", err)
		}
		if err := s.UndoReadjustment(ctx, l.ID, r.ID); err != nil {
			t.Fatal(err)
		}
		if l, _ = s.LeaseByID(ctx, l.ID); l.CurrentRent != 250000 || *l.NextReadjustment != date("2027-03-15") {
			t.Fatalf("after the undo: %+v", l)
		}
	})
}
