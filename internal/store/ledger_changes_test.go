package store_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// series is NetWorthSeries over days, printed, for comparing two stores.
func series(t *testing.T, s *store.Store, days []model.Date) string {
	t.Helper()
	list, err := s.NetWorthSeries(ctx, days)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprint(list)
}

// memoAgrees returns a check that the 24 month ends s reads through its memo equal a fresh store's on db.
func memoAgrees(t *testing.T, s *store.Store, db *database.DB, c *clock) func(step string) {
	days := model.MonthEnds(s.Today(), 24)
	return func(step string) {
		t.Helper()
		if got, want := series(t, s, days), series(t, store.New(db).WithClock(c.now), days); got != want {
			t.Fatalf("%s: memo %s, fresh %s", step, got, want)
		}
	}
}

// mustImport keeps rows of kind as a batch and commits it, as the import's two requests do, and answers the batch.
func mustImport[T any](t *testing.T, s *store.Store, kind string, rows []T, by model.User) store.ImportBatch {
	t.Helper()
	batch, err := s.SaveImport(ctx, kind, kind+".csv", len(rows), 0, rows, by)
	if err != nil {
		t.Fatal(err)
	}
	if created, err := s.CommitImport(ctx, batch.ID, by); err != nil || created != len(rows) {
		t.Fatalf("commit of %d %s: %d, %v", len(rows), kind, created, err)
	}
	return batch
}

// Over fourteen months of seeded random work through two long-lived stores (two instances on one database, each
// with its memo), including back-dated acquisitions and sales, edits of prices, types and dates, and deletes,
// the twelve month ends read by each instance always equal those of a fresh store with an empty memo.
func TestLedgerMemoFollowsRandomChanges(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		c := &clock{t: time.Date(2025, 1, 6, 15, 0, 0, 0, time.UTC)} // noon in Brasília
		a := store.New(db).WithClock(c.now)
		b := store.New(db).WithClock(c.now)
		ana := mustUser(t, a, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		rng := rand.New(rand.NewPCG(2026, 7))
		check := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		var assets, vehicles, debts []int64
		pick := func(ids []int64) (int64, int) {
			i := rng.IntN(len(ids))
			return ids[i], i
		}
		back := func(from model.Date) model.Date { // a day between from and today
			today := a.Today()
			n := int(today.Time().Sub(from.Time()).Hours() / 24)
			if n <= 0 {
				return today
			}
			return from.AddDays(rng.IntN(n + 1))
		}
		types := []string{model.AssetRealEstate, model.AssetOther, model.AssetVehicle}
		value := func() model.Money { return model.Money(rng.IntN(1000)+1) * 10_000 }
		plate := 0
		ops, compared := 0, 0
		for ops < 200 {
			c.t = c.t.Add(time.Duration(rng.IntN(15)*7) * time.Hour) // two days on average, at any hour
			s := a
			if rng.IntN(3) == 0 {
				s = b
			}
			today := s.Today()
			switch op := rng.IntN(15); {
			case op == 0 || len(assets) < 3: // create an asset, often acquired months ago
				acq := value()
				cur := acq
				if rng.IntN(2) == 0 {
					cur = value()
				}
				created, err := s.CreateAsset(ctx, model.Asset{Description: fmt.Sprint("Ativo ", ops), Type: types[rng.IntN(3)],
					AcquisitionValue: acq, CurrentValue: cur, AcquisitionDate: today.AddDays(-rng.IntN(400))}, ana)
				check(err)
				assets = append(assets, created.ID)
			case op == 1: // edit an asset: value, type or acquisition date
				id, _ := pick(assets)
				x, err := s.AssetByID(ctx, id)
				check(err)
				switch rng.IntN(3) {
				case 0:
					if !model.AssetFinal(x.Status) {
						x.CurrentValue = value()
					}
				case 1:
					x.Type = types[rng.IntN(3)]
				default:
					x.AcquisitionDate = today.AddDays(-rng.IntN(400))
				}
				_, err = s.UpdateAsset(ctx, x, false, ana)
				check(err)
			case op == 2: // status
				id, _ := pick(assets)
				x, err := s.AssetByID(ctx, id)
				check(err)
				if !model.AssetFinal(x.Status) {
					_, err = s.SetAssetStatus(ctx, id, []string{model.AssetActive, model.AssetInactive, model.AssetRented}[rng.IntN(3)], ana)
					check(err)
				}
			case op == 3: // a sale, often back-dated
				id, _ := pick(assets)
				x, err := s.AssetByID(ctx, id)
				check(err)
				if x.Status == model.AssetActive {
					_, err = s.SellAsset(ctx, id, model.AssetSale{SaleDate: back(laterOf(x.AcquisitionDate, today.AddDays(-200))),
						SaleValue: value(), BuyerName: "Rita", PaymentMethod: "cash"}, ana)
					check(err)
				}
			case op == 4: // an exchange for one or two new assets
				id, _ := pick(assets)
				x, err := s.AssetByID(ctx, id)
				check(err)
				if x.Status == model.AssetActive {
					day := back(laterOf(x.AcquisitionDate, today.AddDays(-200)))
					var news []model.Asset
					for range 1 + rng.IntN(2) {
						news = append(news, model.Asset{Description: "Recebido", Type: types[rng.IntN(3)], AcquisitionValue: value(),
							CurrentValue: value(), AcquisitionDate: day})
					}
					_, created, err := s.ExchangeAsset(ctx, id, model.AssetExchange{ExchangeDate: day, NewAssets: news}, ana)
					check(err)
					assets = append(assets, created...)
				}
			case op == 5 && len(assets) > 3: // delete an asset
				id, i := pick(assets)
				check(s.DeleteAsset(ctx, id, model.User{}))
				assets = slices.Delete(assets, i, i+1)
			case op == 6 || len(vehicles) < 2: // buy a vehicle, often months ago
				plate++
				v, err := s.CreateVehicle(ctx, newVehicle("Fiat", "Argo", fmt.Sprintf("TST%04d", plate), value(), value(),
					today.AddDays(-rng.IntN(300))), ana)
				check(err)
				vehicles = append(vehicles, v.ID)
			case op == 7: // edit a vehicle: price, purchase date or reservation
				id, _ := pick(vehicles)
				v, err := s.VehicleByID(ctx, id)
				check(err)
				switch rng.IntN(3) {
				case 0:
					v.PurchasePrice = value()
				case 1:
					v.PurchaseDate = today.AddDays(-rng.IntN(300))
				default:
					if v.Status == model.VehicleInStock {
						v.Status = model.VehicleReserved
					} else if v.Status == model.VehicleReserved {
						v.Status = model.VehicleInStock
					}
				}
				_, err = s.UpdateVehicle(ctx, v, ana)
				check(err)
			case op == 8: // sell a vehicle, often back-dated
				id, _ := pick(vehicles)
				v, err := s.VehicleByID(ctx, id)
				check(err)
				if v.Status != model.VehicleSold {
					_, err = s.SellVehicle(ctx, id, model.VehicleSale{SellingPrice: value(), SoldDate: back(laterOf(v.PurchaseDate, today.AddDays(-200))),
						PaymentMethod: "cash"}, ana)
					check(err)
				}
			case op == 9 && len(vehicles) > 2: // delete a vehicle
				id, i := pick(vehicles)
				check(s.DeleteVehicle(ctx, id, ana))
				vehicles = slices.Delete(vehicles, i, i+1)
			case op == 10 || len(debts) < 2: // a new debt
				d := mustDebt(t, s, ana, model.Debt{CreditorName: fmt.Sprint("Banco ", ops), OriginalAmount: value(), DueDate: date("2030-01-01")})
				debts = append(debts, d.ID)
			case op == 11: // amortise or pay a debt
				id, _ := pick(debts)
				d, err := s.DebtByID(ctx, id)
				check(err)
				d.Status = d.RecordedStatus
				if d.Status != model.DebtPaid {
					if rng.IntN(3) == 0 {
						d.Status = model.DebtPaid
					} else {
						d.CurrentAmount = d.CurrentAmount * model.Money(50+rng.IntN(50)) / 100
					}
					_, err = s.UpdateDebt(ctx, d, ana)
					check(err)
				}
			case op == 12 && len(debts) > 2: // delete a debt
				id, i := pick(debts)
				check(s.DeleteDebt(ctx, id, ana))
				debts = slices.Delete(debts, i, i+1)
			case op == 13: // a valuation, often back-dated
				id, _ := pick(assets)
				x, err := s.AssetByID(ctx, id)
				check(err)
				if !model.AssetFinal(x.Status) {
					_, err = s.AddValuation(ctx, id, back(laterOf(x.AcquisitionDate, today.AddDays(-300))), value(), "", ana)
					check(err)
				}
			case op == 14: // a payment of a debt, back-dated, or one of its payments deleted
				id, _ := pick(debts)
				d, err := s.DebtByID(ctx, id)
				check(err)
				payments, err := s.DebtPayments(ctx, id)
				check(err)
				if len(payments) > 0 && rng.IntN(3) == 0 {
					check(s.DeleteDebtPayment(ctx, id, payments[rng.IntN(len(payments))].ID, ana))
				} else if d.CurrentAmount > 0 {
					history, err := s.DebtHistory(ctx, id)
					check(err)
					_, err = s.AddDebtPayment(ctx, model.DebtPayment{DebtID: id, Date: back(history[0].Date),
						Principal: d.CurrentAmount * model.Money(1+rng.IntN(100)) / 100, Interest: value() / 10}, ana)
					check(err)
				}
			default:
				continue
			}
			ops++
			if ops%4 != 0 {
				continue
			}
			days := model.MonthEnds(a.Today(), 12)
			if rng.IntN(2) == 0 { // a report-like read of other days first, so the memo fills in other batches
				other := []model.Date{a.Today().AddDays(-rng.IntN(400) - 1), days[rng.IntN(11)]}
				_, err := a.NetWorthSeries(ctx, other)
				check(err)
			}
			want := series(t, store.New(db).WithClock(c.now), days)
			if got := series(t, a, days); got != want {
				t.Fatalf("after %d operations (%s), instance a:\n%s\nfresh:\n%s", ops, a.Today(), got, want)
			}
			if got := series(t, b, days); got != want {
				t.Fatalf("after %d operations (%s), instance b:\n%s\nfresh:\n%s", ops, a.Today(), got, want)
			}
			compared++
		}
		if compared != 50 || a.Today().Before(date("2026-01-01")) {
			t.Fatalf("%d comparisons, ending %s", compared, a.Today())
		} else {
			t.Logf("%d comparisons, ending %s", compared, a.Today())
		}
	})
}

func laterOf(x, y model.Date) model.Date {
	if y.After(x) {
		return y
	}
	return x
}

// The store's own writes, dated today or long ago, a sale through another instance and a delete included, move
// the remembered past days by their exact deltas: nothing is rebuilt and a fresh store agrees throughout. A
// change noted by a writer outside the store (the bulk generator) drops exactly the days from its day on.
func TestLedgerMemoFollowsChangesWithoutRebuilding(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c, _ := ledgerData(t, db)
		days := model.MonthEnds(s.Today(), 12) // 2025-04-30 … 2026-02-28, then today
		ana := ledgerAdmin(t, s)
		_, before := store.LedgerMemo(s)
		step := func(name string, rebuilt int, kept []string) {
			t.Helper()
			got := series(t, s, days)
			if want := series(t, store.New(db).WithClock(c.now), days); got != want {
				t.Fatalf("%s: memo %s, fresh %s", name, got, want)
			}
			memo, n := store.LedgerMemo(s)
			if n-before != rebuilt {
				t.Errorf("%s: %d days rebuilt, want %d", name, n-before, rebuilt)
			}
			before = n
			if kept != nil && fmt.Sprint(memo) != fmt.Sprint(kept) {
				t.Errorf("%s: memo holds %v, want %v", name, memo, kept)
			}
		}
		var past []string
		for _, d := range days[:11] {
			past = append(past, d.String())
		}
		step("first read", 11, past)
		step("second read", 0, past)

		// Changes dated today: a valuation, a status change, a new debt and a payment, a vehicle bought today.
		as, _, err := s.ListAssets(ctx, store.AssetFilter{Query: "Apartamento", Page: 1, PageSize: 5})
		if err != nil || len(as) != 1 {
			t.Fatalf("flat: %v %v", as, err)
		}
		flat := as[0]
		flat.CurrentValue += 1_000_000
		if _, err := s.UpdateAsset(ctx, flat, false, ana); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SetAssetStatus(ctx, flat.ID, model.AssetRented, ana); err != nil {
			t.Fatal(err)
		}
		d := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco Novo", OriginalAmount: 1_000_000, DueDate: date("2030-01-01")})
		d.CurrentAmount, d.Status = 500_000, model.DebtActive
		if _, err := s.UpdateDebt(ctx, d, ana); err != nil {
			t.Fatal(err)
		}
		mustVehicle(t, s, newVehicle("Fiat", "Mobi", "MOB1A23", 3_000_000, 3_500_000, s.Today()), ana)
		step("after changes dated today", 0, past)

		// Through another instance, a sale dated last September 15th: September to February move.
		other := store.New(db).WithClock(c.now)
		room, _, err := other.ListAssets(ctx, store.AssetFilter{Query: "Sala antiga", Page: 1, PageSize: 5})
		if err != nil || len(room) != 1 {
			t.Fatalf("room: %v %v", room, err)
		}
		if _, err := other.SellAsset(ctx, room[0].ID, model.AssetSale{SaleDate: date("2025-09-15"), SaleValue: 2_500_000,
			BuyerName: "Rita", PaymentMethod: "cash"}, ana); err != nil {
			t.Fatal(err)
		}
		step("after a sale dated 2025-09-15", 0, past)

		// A vehicle's purchase price edited: every day since its purchase (January 2026) moves.
		vs, _, err := s.ListVehicles(ctx, store.VehicleFilter{Query: "Argo", Page: 1, PageSize: 5})
		if err != nil || len(vs) != 1 {
			t.Fatalf("argo: %v %v", vs, err)
		}
		argo, err := s.VehicleByID(ctx, vs[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		argo.PurchasePrice += 100_000
		if _, err := s.UpdateVehicle(ctx, argo, ana); err != nil {
			t.Fatal(err)
		}
		step("after a vehicle's new price", 0, past)

		// The flat (acquired 2025-06-10) deleted: June on moves.
		if err := s.DeleteAsset(ctx, flat.ID, model.User{}); err != nil {
			t.Fatal(err)
		}
		step("after an asset's delete", 0, past)

		// A valuation and a debt payment dated a year back.
		shed, err := s.CreateAsset(ctx, model.Asset{Description: "Galpão", Type: model.AssetRealEstate, AcquisitionValue: 1_900_000,
			CurrentValue: 1_900_000, AcquisitionDate: date("2024-01-10")}, ana)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddValuation(ctx, shed.ID, date("2025-03-20"), 2_100_000, "Laudo", ana); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: d.ID, Date: s.Today(), Principal: 100_000, Interest: 5_000}, ana); err != nil {
			t.Fatal(err)
		}
		step("after an asset bought in 2024, a valuation dated a year back and a payment", 0, past)

		// Written outside the store, from September 15th: the six month ends from September on are rebuilt.
		if err := db.InTx(ctx, func(tx *database.Tx) error { return store.NoteLedgerChange(ctx, tx, date("2025-09-15")) }); err != nil {
			t.Fatal(err)
		}
		step("after a change noted from 2025-09-15", 6, past)
	})
}

// Pruned ledger_changes rows an instance has not seen make it drop its whole memo. Not parallel: it changes the
// package's pruning limits (PruneLedgerChanges), so it runs before the parallel tests start.
func TestLedgerMemoAfterPrunedChanges(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		store.PruneLedgerChanges(t, 3, 2)
		s, c, _ := ledgerData(t, db)
		days := model.MonthEnds(s.Today(), 12)
		ana := ledgerAdmin(t, s)
		series(t, s, days)
		_, before := store.LedgerMemo(s)
		other := store.New(db).WithClock(c.now)
		for i := range 6 { // dated today, but the rows s has not seen are pruned
			mustDebt(t, other, ana, model.Debt{CreditorName: fmt.Sprint("Banco ", i), OriginalAmount: 1_000_000, DueDate: date("2030-01-01")})
		}
		var n int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM ledger_changes").Scan(&n); err != nil || n > 4 {
			t.Fatalf("%d ledger_changes rows kept (%v)", n, err)
		}
		if got, want := series(t, s, days), series(t, store.New(db).WithClock(c.now), days); got != want {
			t.Fatalf("memo %s, fresh %s", got, want)
		}
		if _, after := store.LedgerMemo(s); after-before != 11 {
			t.Fatalf("%d days rebuilt after pruning, want 11", after-before)
		}
	})
}

// A restarted instance starts from the past positions the last rebuild saved (ledger_memo) instead of rebuilding
// them: it agrees with the running one and rebuilds nothing; a back-dated write since (an exact change) moves what
// it loads, still without a rebuild; a change noted from a day by a writer outside the store makes it rebuild the
// days from then; and it agrees with a true rebuild, made with the snapshot removed.
func TestLedgerMemoSurvivesARestart(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c, _ := ledgerData(t, db)
		days := model.MonthEnds(s.Today(), 12)
		ana := ledgerAdmin(t, s)
		restart := func(name string, rebuilt int) {
			t.Helper()
			fresh := store.New(db).WithClock(c.now)
			got := series(t, fresh, days)
			if _, n := store.LedgerMemo(fresh); n != rebuilt {
				t.Errorf("%s: the restarted instance rebuilt %d days, want %d", name, n, rebuilt)
			}
			if want := series(t, s, days); got != want {
				t.Fatalf("%s: restarted %s, running %s", name, got, want)
			}
		}
		series(t, s, days) // the first dashboard: rebuilt and saved
		restart("after the first rebuild", 0)

		as, _, err := s.ListAssets(ctx, store.AssetFilter{Query: "Apartamento", Page: 1, PageSize: 5})
		if err != nil || len(as) != 1 {
			t.Fatalf("flat: %v %v", as, err)
		}
		if _, err := s.AddValuation(ctx, as[0].ID, days[3].AddDays(-2), 2_500_000, "Laudo", ana); err != nil {
			t.Fatal(err)
		}
		restart("after a valuation dated 8 months back", 0)

		if err := db.InTx(ctx, func(tx *database.Tx) error { return store.NoteLedgerChange(ctx, tx, days[8].AddDays(-1)) }); err != nil {
			t.Fatal(err)
		}
		restart("after a change noted from 3 months back", 3)

		if _, err := db.ExecContext(ctx, "DELETE FROM ledger_memo"); err != nil {
			t.Fatal(err)
		}
		restart("with the snapshot removed", 11)
	})
}

// TestCreatedAssetSpans: the ledger share a create notes from the new asset's history is the one its stored rows
// give — of each type, valued at cost or above it, acquired long ago, today or in the days to come — on both
// databases.
func TestCreatedAssetSpans(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		for _, typ := range []string{model.AssetRealEstate, model.AssetOther, model.AssetVehicle} {
			for _, current := range []model.Money{100_000_00, 120_000_00, 90_000_00} {
				for _, acquired := range []string{"2019-05-20", "2026-03-15", "2026-03-20"} { // the clock's today is 2026-03-15
					a := model.Asset{Description: "Bem", Type: typ, AcquisitionValue: 100_000_00, CurrentValue: current, AcquisitionDate: date(acquired)}
					fromHistory, fromRows, err := store.CreatedAssetSpans(ctx, s, a, ana)
					if err != nil {
						t.Fatal(err)
					}
					if fromHistory != fromRows {
						t.Errorf("%s worth %s acquired %s: the history gives %s, the rows %s", typ, current.Decimal(), acquired, fromHistory, fromRows)
					}
				}
			}
		}
	})
}

// TestLedgerChangeOfManyDays: a change that moves more days than one statement carries — an import of 600
// assets, each acquired on a day of its own, a third paid from an account — reaches a memo loaded before it whole,
// and its undo too, which gives the account its money back.
func TestLedgerChangeOfManyDays(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c, _ := ledgerData(t, db)
		ana := ledgerAdmin(t, s)
		same := memoAgrees(t, s, db, c)
		caixa := mustAccount(t, s, ana, "Caixa", model.AccountCash, 100_000_000, s.Today().AddDays(-1000).String())
		balance := func() model.Money {
			t.Helper()
			a, err := s.AccountByID(ctx, caixa.ID)
			if err != nil {
				t.Fatal(err)
			}
			return a.Balance
		}
		same("before")
		var rows []model.Asset
		var paid model.Money
		for i := range 600 {
			a := model.Asset{Description: fmt.Sprint("Importado ", i), Type: model.AssetOther,
				AcquisitionValue: model.Money(i+1) * 100, CurrentValue: model.Money(i+1) * 100, AcquisitionDate: s.Today().AddDays(-1 - i)}
			if i%5 == 0 { // valued since: a second history entry
				a.CurrentValue += 7
			}
			if i%3 == 0 { // every third paid from the account
				a.AccountID, paid = &caixa.ID, paid+a.AcquisitionValue
			}
			rows = append(rows, a)
		}
		batch := mustImport(t, s, "assets", rows, ana)
		var deltas int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM ledger_deltas WHERE change_id = (SELECT MAX(id) FROM ledger_changes)").
			Scan(&deltas); err != nil || deltas < 600 {
			t.Fatalf("the import's change holds %d deltas (%v), want one a day at least", deltas, err)
		}
		same("after the import")
		for i, want := range rows { // each asset with its own history and payment
			var id int64
			if err := db.QueryRowContext(ctx, "SELECT id FROM assets WHERE description = ?", want.Description).Scan(&id); err != nil {
				t.Fatal(err)
			}
			got, err := s.AssetByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			history, _, err := s.AssetTransactions(ctx, id, 1, 10)
			if err != nil {
				t.Fatal(err)
			}
			amounts := []model.Money{}
			for _, h := range history {
				amounts = append(amounts, h.Amount)
			}
			wantAmounts := []model.Money{want.AcquisitionValue}
			if want.CurrentValue != want.AcquisitionValue {
				wantAmounts = append(wantAmounts, want.CurrentValue)
			}
			slices.Sort(amounts)
			if got.AcquisitionDate != want.AcquisitionDate || got.CurrentValue != want.CurrentValue ||
				(got.AccountID != nil) != (i%3 == 0) || !slices.Equal(amounts, wantAmounts) {
				t.Fatalf("imported asset %d: %+v with history %v, want %+v with %v", i, got, amounts, want, wantAmounts)
			}
		}
		if got := balance(); got != 100_000_000-paid {
			t.Fatalf("the account after the import: %d, want %d", got, 100_000_000-paid)
		}
		if _, err := s.UndoImport(ctx, batch.ID, ana); err != nil {
			t.Fatal(err)
		}
		same("after the undo")
		var left int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM assets WHERE description LIKE 'Importado %'").Scan(&left); err != nil || left != 0 {
			t.Fatalf("%d imported assets left after the undo (%v)", left, err)
		}
		if got := balance(); got != 100_000_000 {
			t.Fatalf("the account after the undo: %d, want its opening balance", got)
		}
	})
}

// TestLedgerChangesCommittedOutOfOrder: on PostgreSQL, writers noting ledger changes do not wait for each other,
// and a change whose id was drawn first but that commits last still reaches a running instance's memo: a
// dashboard read while it commits waits for it, and after it the memo agrees with a fresh store.
func TestLedgerChangesCommittedOutOfOrder(t *testing.T) {
	t.Parallel()
	db := dbtest.Open(t, database.Postgres) // skips without PATRIMONIO_TEST_POSTGRES_URL
	s, c, _ := ledgerData(t, db)
	days := model.MonthEnds(s.Today(), 12)
	before := series(t, s, days) // the memo, filled

	drawn, release := make(chan struct{}), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- db.InTx(ctx, func(tx *database.Tx) error {
			// Back-dated, outside the store: every vehicle cost R$ 10.000,00 more.
			if _, err := tx.ExecContext(ctx, "UPDATE vehicles SET purchase_price = purchase_price + 1000000"); err != nil {
				return err
			}
			if err := store.NoteLedgerChange(ctx, tx, date("2026-01-01")); err != nil {
				return err
			}
			close(drawn)
			<-release // open until the second change has committed and a read has started
			return nil
		})
	}()
	<-drawn
	second := db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := tx.ExecContext(ctx, "SET LOCAL lock_timeout = '2s'"); err != nil { // a wait fails instead of hanging
			return err
		}
		return store.NoteLedgerChange(ctx, tx, date("2026-03-01"))
	})
	if second != nil {
		close(release)
		t.Fatalf("the second change waited for the first's commit: %v", second)
	}

	type result struct {
		list []model.NetWorth
		err  error
	}
	read := make(chan result, 1)
	go func() {
		list, err := s.NetWorthSeries(ctx, days)
		read <- result{list, err}
	}()
	waited := false
	for deadline := time.Now().Add(5 * time.Second); !waited && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if len(read) > 0 {
			break // it answered while the first change was still open
		}
		var n int
		if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM pg_locks
			WHERE NOT granted AND relation = to_regclass('ledger_changes')`).Scan(&n); err != nil {
			close(release)
			t.Fatal(err)
		}
		waited = n > 0
	}
	close(release)
	if err := <-first; err != nil {
		t.Fatalf("first: %v", err)
	}
	r := <-read
	if r.err != nil {
		t.Fatal(r.err)
	}
	fresh := series(t, store.New(db).WithClock(c.now), days)
	if fresh == before {
		t.Fatal("the back-dated change moved nothing")
	}
	if !waited {
		t.Error("the read did not wait for the change still committing")
	}
	if got := fmt.Sprint(r.list); got != fresh {
		t.Errorf("the read while it committed: %s, fresh %s", got, fresh)
	}
	if got := series(t, s, days); got != fresh {
		t.Fatalf("the memo after it: %s, fresh %s", got, fresh)
	}
}

// Issue 41: writes that land while a rebuild reads its snapshot no longer throw the rebuild away. An exact change
// the snapshot did not see is added to what it read before it is remembered, so the next read rebuilds nothing and
// agrees with a fresh store; a change of many days keeps only the days before it.
func TestARebuildOverlappedByWritesIsKept(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c, _ := ledgerData(t, db)
		ana := ledgerAdmin(t, s)
		flat, _, err := s.ListAssets(ctx, store.AssetFilter{Query: "Apartamento", Page: 1, PageSize: 5})
		if err != nil || len(flat) != 1 {
			t.Fatalf("flat: %v %v", flat, err)
		}
		days := model.MonthEnds(s.Today(), 12)
		var past []string
		for _, d := range days[:11] {
			past = append(past, d.String())
		}
		writes := 0
		forwarded := store.WhileReadingLedger(s, func(kind string) {
			if kind != "positions" || writes > 0 {
				return
			}
			writes++
			// Through another instance, while the snapshot is open: a valuation dated months back and an asset
			// bought last August.
			other := store.New(db).WithClock(c.now)
			if _, err := other.AddValuation(ctx, flat[0].ID, date("2025-08-20"), 52_000_000, "Laudo", ana); err != nil {
				t.Error(err)
			}
			mustAsset(t, other, ana, "Terreno novo", model.AssetRealEstate, 3_000_000, 3_000_000, "2025-08-01")
		})
		_, before := store.LedgerMemo(s)
		series(t, s, days) // rebuilds the eleven past month ends, read before the writes
		memo, rebuilt := store.LedgerMemo(s)
		if writes != 1 || rebuilt-before != 11 || fmt.Sprint(memo) != fmt.Sprint(past) || forwarded() != 1 {
			t.Fatalf("first read: %d writes during it, %d days rebuilt, memo %v, %d brought forward", writes, rebuilt-before, memo, forwarded())
		}
		if got, want := series(t, s, days), series(t, store.New(db).WithClock(c.now), days); got != want {
			t.Fatalf("after the writes: memo %s, fresh %s", got, want)
		}
		if _, n := store.LedgerMemo(s); n != rebuilt {
			t.Errorf("the second read rebuilt %d days: the first rebuild was thrown away", n-rebuilt)
		}

		// Another instance, days it never read, and a change of every day from 2025-09-15 on during its rebuild:
		// it keeps the days before, and rebuilds the others once.
		fresh := store.New(db).WithClock(c.now)
		var twentieths []model.Date
		for m := time.March; m <= time.December+time.February; m++ {
			twentieths = append(twentieths, model.NewDate(2025, m, 20))
		}
		noted := false
		store.WhileReadingLedger(fresh, func(kind string) {
			if kind == "positions" && !noted {
				noted = true
				if err := db.InTx(ctx, func(tx *database.Tx) error { return store.NoteLedgerChange(ctx, tx, date("2025-09-15")) }); err != nil {
					t.Error(err)
				}
			}
		})
		_, before = store.LedgerMemo(fresh)
		series(t, fresh, twentieths)
		memo, rebuilt = store.LedgerMemo(fresh)
		memo = slices.DeleteFunc(memo, func(d string) bool { return !strings.HasSuffix(d, "-20") }) // month ends: the first store's, saved
		if want := []string{"2025-03-20", "2025-04-20", "2025-05-20", "2025-06-20", "2025-07-20", "2025-08-20"}; !noted ||
			rebuilt-before != 12 || fmt.Sprint(memo) != fmt.Sprint(want) {
			t.Fatalf("a change of many days during the rebuild: %d days rebuilt, memo %v, want %v", rebuilt-before, memo, want)
		}
		if got, want := series(t, fresh, twentieths), series(t, store.New(db).WithClock(c.now), twentieths); got != want {
			t.Fatalf("after the change: memo %s, fresh %s", got, want)
		}
		if _, n := store.LedgerMemo(fresh); n-rebuilt != 6 {
			t.Errorf("the second read rebuilt %d days, want the 6 from September on", n-rebuilt)
		}
	})
}
