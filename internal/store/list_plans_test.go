package store_test

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// TestAssetListPlans: on both databases the asset list's page of ids walks an index that serves its filters and
// its order as they stand — no scan of the whole table, no sort of the whole filtered set — and its totals read the
// kept totals, or the text search's index.
func TestAssetListPlans(t *testing.T) {
	t.Parallel()
	// Full scans and sorts as each database's plan names them.
	bad := map[database.Dialect]*regexp.Regexp{
		database.SQLite:   regexp.MustCompile(`^SCAN assets$|TEMP B-TREE`),
		database.Postgres: regexp.MustCompile(`Seq Scan on assets |Sort\b`),
	}
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		mustAsset(t, s, ana, "Casa em Campinas", model.AssetRealEstate, 500_000_00, 600_000_00, "2024-01-10") // a row to seek from
		for _, f := range []store.AssetFilter{
			{},
			{Sort: "-currentValue"},
			{Sort: "currentValue", Type: "real_estate", Status: "active"},
			{Sort: "-currentValue", Type: "real_estate", Status: "active"},
			{Sort: "-currentValue", Status: "sold"},
			{Sort: "-currentValue", Type: "other"},
			{Type: "real_estate", Status: "active"},
			{Type: "vehicle"},
			{Status: "active"},
			{Sort: "acquisitionDate"},
			{Sort: "-description"},
			{Query: "campinas"},
			{Query: "campinas", Type: "real_estate", Status: "active"},
		} {
			walks := []int{0}
			if f.Query != "" {
				walks = []int{0, 1, 2}
			}
			for _, walk := range walks {
				totals, ids, reversedIDs, seekIDs, err := store.ExplainAssetList(ctx, s, f, walk)
				if err != nil {
					t.Fatalf("%+v: %v", f, err)
				}
				if seekIDs == "" && f.Query == "" && !strings.HasPrefix(f.Sort, "type") && !strings.HasPrefix(f.Sort, "status") {
					t.Errorf("%+v: no page from a remembered row", f)
				}
				// A page past the middle is walked from the index's other end; a page after a remembered row seeks it.
				ids += "\n" + reversedIDs + "\n" + seekIDs
				plan := totals + "\n" + ids
				if walk > 0 { // the totals were summed as the search found them
					plan = ids
				}
				for _, line := range strings.Split(plan, "\n") {
					// A text search that finds few rows sorts what it found, not the table; one that finds many walks
					// the order's index.
					if bad[db.Dialect].MatchString(line) && !(f.Query != "" && walk == 0 && strings.Contains(line, "B-TREE FOR ORDER BY")) {
						t.Errorf("%+v (walk %d): %q in the plan\ntotals:\n%s\nids:\n%s", f, walk, line, totals, ids)
						break
					}
				}
			}
		}
	})
}

// TestAssetTotalsAndSearchFollowEveryWrite: the totals the list shows for every filter by type and status, kept by
// the database, equal a count of the rows after each kind of write — create, edit, status, valuation, sale,
// delete; the text search finds by any three letters or more (accents and case aside) and by shorter keys, follows
// an edited description and forgets a deleted asset.
func TestAssetTotalsAndSearchFollowEveryWrite(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		check := func(step string) {
			t.Helper()
			for _, typ := range []string{"", model.AssetRealEstate, model.AssetOther} {
				for _, status := range []string{"", model.AssetActive, model.AssetInactive, model.AssetSold} {
					_, got, err := s.ListAssets(ctx, store.AssetFilter{Type: typ, Status: status, Page: 1, PageSize: 1})
					if err != nil {
						t.Fatal(err)
					}
					var want store.AssetSummary
					if err := db.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(acquisition_value), 0), COALESCE(SUM(current_value), 0)
						FROM assets WHERE (? = '' OR type = ?) AND (? = '' OR status = ?)`, typ, typ, status, status).
						Scan(&want.Count, &want.AcquisitionTotal, &want.CurrentTotal); err != nil {
						t.Fatal(err)
					}
					if got != want {
						t.Errorf("%s, type %q status %q: totals %+v, the rows say %+v", step, typ, status, got, want)
					}
				}
			}
		}
		found := func(q string) []string {
			t.Helper()
			list, sum, err := s.ListAssets(ctx, store.AssetFilter{Query: q, Page: 1, PageSize: 50, Sort: "description"})
			if err != nil {
				t.Fatal(err)
			}
			names := []string{}
			for _, a := range list {
				names = append(names, a.Description)
			}
			if sum.Count != len(list) {
				t.Errorf("search %q: %d counted, %d listed", q, sum.Count, len(list))
			}
			return names
		}
		c.t = date("2026-03-15").Time().Add(12 * time.Hour)
		house := mustAsset(t, s, ana, "Casa em São Paulo", model.AssetRealEstate, 500_000_00, 600_000_00, "2024-01-10")
		shop := mustAsset(t, s, ana, "Loja em Campinas", model.AssetRealEstate, 300_000_00, 320_000_00, "2024-02-10")
		tools := mustAsset(t, s, ana, "Ferramentas da oficina", model.AssetOther, 20_000_00, 15_000_00, "2024-03-10")
		check("created")

		shop.CurrentValue, shop.Type = 330_000_00, model.AssetOther
		if _, err := s.UpdateAsset(ctx, shop, false, ana); err != nil {
			t.Fatal(err)
		}
		check("edited")
		if _, err := s.SetAssetStatus(ctx, tools.ID, model.AssetInactive, ana); err != nil {
			t.Fatal(err)
		}
		check("status")
		if _, err := s.AddValuation(ctx, house.ID, date("2026-03-01"), 650_000_00, "Laudo", ana); err != nil {
			t.Fatal(err)
		}
		check("valuation")
		if _, err := s.SellAsset(ctx, house.ID, model.AssetSale{SaleDate: date("2026-03-10"), SaleValue: 700_000_00,
			BuyerName: "Bruno", PaymentMethod: "cash"}, ana); err != nil {
			t.Fatal(err)
		}
		check("sold")

		for q, want := range map[string][]string{
			"SAO PAULO":  {"Casa em São Paulo"},
			"campinas":   {"Loja em Campinas"},
			"ofic":       {"Ferramentas da oficina"},
			"em":         {"Casa em São Paulo", "Loja em Campinas"}, // shorter than a trigram
			"em ":        {"Casa em São Paulo", "Loja em Campinas"},
			`"a`:         {},
			"100%":       {},
			"nenhum bem": {},
		} {
			if got := found(q); strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("search %q: %v, want %v", q, got, want)
			}
		}
		shop, _ = s.AssetByID(ctx, shop.ID)
		shop.Description = "Loja em Jundiaí"
		if _, err := s.UpdateAsset(ctx, shop, false, ana); err != nil {
			t.Fatal(err)
		}
		if got := found("campinas"); len(got) != 0 {
			t.Errorf("the old description is still found: %v", got)
		}
		if got := found("jundiai"); len(got) != 1 {
			t.Errorf("the new description is not found: %v", got)
		}
		if err := s.DeleteAsset(ctx, tools.ID, model.User{}); err != nil {
			t.Fatal(err)
		}
		check("deleted")
		if got := found("oficina"); len(got) != 0 {
			t.Errorf("a deleted asset is found: %v", got)
		}
		if db.Dialect == database.SQLite { // the trigram index agrees with every key it indexes
			if _, err := db.ExecContext(ctx, "INSERT INTO assets_search (assets_search, rank) VALUES ('integrity-check', 1)"); err != nil {
				t.Errorf("the search index disagrees with the assets: %v", err)
			}
		}
	})
}

// TestCashEventsPlan: the newest cash events (the dashboard's latest movements) walk the movements' date index
// instead of reading them whole and sorting them, on both databases.
func TestCashEventsPlan(t *testing.T) {
	t.Parallel()
	whole := regexp.MustCompile(`Seq Scan on account_movements |Bitmap Heap Scan on account_movements `) // PostgreSQL
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		plan, err := store.ExplainCashEvents(ctx, s, date("2026-11-27"), 10)
		if err != nil {
			t.Fatal(err)
		}
		for _, index := range []string{"account_movements_date"} {
			if !regexp.MustCompile(`(USING|using) INDEX ` + index + `\b|using ` + index + ` `).MatchString(plan) {
				t.Errorf("%s does not walk %s:\n%s", db.Dialect, index, plan)
			}
		}
		if db.Dialect == database.Postgres && whole.MatchString(plan) {
			t.Errorf("a whole table read:\n%s", plan)
		}
	})
}

// TestSearchFollowsGroupedWrites: assets created, renamed and deleted by many requests at once — written together
// in shared transactions on SQLite, the trigram index fed once per transaction — are found by their committed
// descriptions only, and the index agrees with the table, on both databases.
func TestSearchFollowsGroupedWrites(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		const n = 48
		want := map[string]bool{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				a, err := s.CreateAsset(ctx, model.Asset{Description: fmt.Sprintf("Galpão %02d", i), Type: model.AssetOther,
					AcquisitionValue: 100_00, CurrentValue: 100_00, AcquisitionDate: date("2025-01-10")}, ana)
				if err != nil {
					t.Error(err)
					return
				}
				name := a.Description
				switch i % 4 {
				case 1, 2: // renamed, one of them twice
					a.Description = fmt.Sprintf("Depósito %02d", i)
					if a, err = s.UpdateAsset(ctx, a, false, ana); err == nil && i%4 == 2 {
						a.Description = fmt.Sprintf("Armazém %02d", i)
						_, err = s.UpdateAsset(ctx, a, false, ana)
					}
					name = a.Description
				case 3:
					err, name = s.DeleteAsset(ctx, a.ID, model.User{}), ""
				}
				if err != nil {
					t.Error(err)
				}
				if name != "" {
					mu.Lock()
					want[model.SearchKey(name)] = true
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		for _, word := range []string{"galpao", "deposito", "armazem"} {
			list, _, err := s.ListAssets(ctx, store.AssetFilter{Query: word, Page: 1, PageSize: 100})
			if err != nil {
				t.Fatal(err)
			}
			var expected int
			for key := range want {
				if strings.HasPrefix(key, word) {
					expected++
				}
			}
			if len(list) != expected {
				t.Errorf("%q finds %d assets, want %d", word, len(list), expected)
			}
			for _, a := range list {
				if !want[model.SearchKey(a.Description)] {
					t.Errorf("%q finds %q", word, a.Description)
				}
			}
		}
		if db.Dialect == database.SQLite {
			if _, err := db.ExecContext(ctx, "INSERT INTO assets_search (assets_search, rank) VALUES ('integrity-check', 1)"); err != nil {
				t.Errorf("the search index disagrees with the assets: %v", err)
			}
			var queued int
			if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM assets_search_queue").Scan(&queued); err != nil || queued != 0 {
				t.Errorf("%d assets left in the queue (%v)", queued, err)
			}
		}
	})
}

// TestVehicleAndDebtListPlans: on both databases the pages of the vehicle and debt lists in their usual orders —
// vehicles by purchase day, newest first, all or of one status; debts by due date, all or of a stored status —
// walk an index that serves the filter and the order, id included, without sorting the filtered rows; a filtered
// total reads the filter's index, not the whole table.
func TestVehicleAndDebtListPlans(t *testing.T) {
	t.Parallel()
	sorted := map[database.Dialect]*regexp.Regexp{
		database.SQLite:   regexp.MustCompile(`TEMP B-TREE`),
		database.Postgres: regexp.MustCompile(`Sort\b`),
	}
	whole := map[database.Dialect]*regexp.Regexp{
		database.SQLite:   regexp.MustCompile(`^SCAN (vehicles|debts)$`),
		database.Postgres: regexp.MustCompile(`Seq Scan on (vehicles|debts) `),
	}
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		check := func(what, totals, page string, err error, filtered bool) {
			t.Helper()
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			for _, line := range strings.Split(page, "\n") {
				if sorted[db.Dialect].MatchString(line) || whole[db.Dialect].MatchString(strings.TrimSpace(line)) {
					t.Errorf("%s: the page %q\n%s", what, line, page)
				}
			}
			for _, line := range strings.Split(totals, "\n") {
				if filtered && whole[db.Dialect].MatchString(strings.TrimSpace(line)) {
					t.Errorf("%s: the totals %q\n%s", what, line, totals)
				}
			}
		}
		for _, f := range []store.VehicleFilter{
			{}, {Status: model.VehicleInStock}, {Status: model.VehicleSold, Sort: "-purchaseDate"}, {Sort: "purchaseDate"},
		} {
			totals, page, err := store.ExplainVehicleList(ctx, s, f)
			check(fmt.Sprintf("vehicles %+v", f), totals, page, err, f.Status != "")
		}
		for _, f := range []store.DebtFilter{{}, {Status: model.DebtPaid}, {Status: model.DebtRenegotiated, Sort: "-dueDate"}} {
			totals, page, err := store.ExplainDebtList(ctx, s, f)
			check(fmt.Sprintf("debts %+v", f), totals, page, err, f.Status != "")
		}
	})
}

// TestListPagesFromEitherEnd: the asset, vehicle and debt lists page alike whether a page is read from the list's
// start or, past its middle, from its end in the reverse order — every sort both ways, ties broken by id, a NULL
// sale day last — and a page past the end is empty.
func TestListPagesFromEitherEnd(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		for i := range 23 {
			typ := []string{model.AssetRealEstate, model.AssetOther, model.AssetVehicle}[i%3]
			mustAsset(t, s, ana, fmt.Sprintf("Bem %d", i%7), typ, model.Money(1000*(i%4+1)), model.Money(900*(i%5+1)),
				fmt.Sprintf("2024-0%d-10", i%3+1))
		}
		for i := range 13 {
			v := mustVehicle(t, s, newVehicle("Fiat", fmt.Sprintf("Uno %d", i%3), fmt.Sprintf("ABC%04d", i), model.Money(100_000*(i%4+1)),
				model.Money(120_000*(i%3+1)), model.NewDate(2025, 1, i%5+1)), ana)
			if i%3 == 0 {
				if _, err := s.SellVehicle(ctx, v.ID, model.VehicleSale{SellingPrice: 150_000, SoldDate: model.NewDate(2025, 2, i%2+1),
					PaymentMethod: "cash"}, ana); err != nil {
					t.Fatal(err)
				}
			}
		}
		for i := range 11 {
			mustDebt(t, s, ana, model.Debt{CreditorName: fmt.Sprintf("Banco %d", i%4), OriginalAmount: model.Money(50_000 * (i%3 + 1)),
				DueDate: model.NewDate(2026, time.Month(i%4+1), 10)})
		}

		// pages reads a list page by page, 4 rows a page, until one past its end, and answers the ids in order.
		pages := func(what string, list func(page, size int) ([]int64, error)) []int64 {
			t.Helper()
			var ids []int64
			for page := 1; ; page++ {
				got, err := list(page, 4)
				if err != nil {
					t.Fatalf("%s, page %d: %v", what, page, err)
				}
				if len(got) == 0 {
					return ids
				}
				ids = append(ids, got...)
			}
		}
		same := func(what string, all []int64, err error, paged []int64) {
			t.Helper()
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			if fmt.Sprint(all) != fmt.Sprint(paged) {
				t.Errorf("%s: in one page %v, page by page %v", what, all, paged)
			}
		}
		// Asset pages after the first start from the rows the one before remembered; a write forgets them.
		assetPages := func(step string) {
			t.Helper()
			for _, sort := range sortsBothWays(store.AssetSorts) {
				for _, status := range []string{"", model.AssetActive} {
					list := func(page, size int) ([]int64, error) {
						assets, _, err := s.ListAssets(ctx, store.AssetFilter{Sort: sort, Status: status, Page: page, PageSize: size})
						return idsOf(assets, func(a model.Asset) int64 { return a.ID }), err
					}
					second, err := list(2, 4) // before any page of this step: from the last step's rows, if any
					if err != nil {
						t.Fatal(err)
					}
					paged := pages("assets", list)
					all, err := list(1, 100)
					same(step+": assets by "+sort+" "+status, all, err, paged)
					same(step+": assets by "+sort+" "+status+", page 2 first", all[4:8], nil, second)
				}
			}
		}
		assetPages("created")
		assetPages("asked again")
		first, _, err := s.ListAssets(ctx, store.AssetFilter{Sort: "currentValue", Page: 1, PageSize: 1})
		if err != nil {
			t.Fatal(err)
		}
		first[0].CurrentValue, first[0].Description = 1_000_000, "Bem 9" // now last by value and by description
		if _, err := s.UpdateAsset(ctx, first[0], false, ana); err != nil {
			t.Fatal(err)
		}
		assetPages("edited")
		if _, err := s.SetAssetStatus(ctx, first[0].ID, model.AssetInactive, ana); err != nil { // leaves the active ones
			t.Fatal(err)
		}
		assetPages("left the filter")
		for _, sort := range sortsBothWays(store.VehicleSorts) {
			list := func(page, size int) ([]int64, error) {
				vehicles, _, err := s.ListVehicles(ctx, store.VehicleFilter{Sort: sort, Page: page, PageSize: size})
				return idsOf(vehicles, func(v model.Vehicle) int64 { return v.ID }), err
			}
			all, err := list(1, 100)
			same("vehicles by "+sort, all, err, pages("vehicles", list))
		}
		for _, sort := range sortsBothWays(store.DebtSorts) {
			list := func(page, size int) ([]int64, error) {
				debts, _, err := s.ListDebts(ctx, store.DebtFilter{Sort: sort, Page: page, PageSize: size})
				return idsOf(debts, func(d model.Debt) int64 { return d.ID }), err
			}
			all, err := list(1, 100)
			same("debts by "+sort, all, err, pages("debts", list))
		}
	})
}

func sortsBothWays(fields store.SortFields) []string {
	var sorts []string
	for field := range fields {
		sorts = append(sorts, field, "-"+field)
	}
	return sorts
}

func idsOf[T any](rows []T, id func(T) int64) []int64 {
	ids := []int64{}
	for _, r := range rows {
		ids = append(ids, id(r))
	}
	return ids
}

// TestComingObligationsPlans: the dashboard's coming debts are read from two short ranges — the open debts due in
// the window, the financings due by its end from their partial index — not from every debt (SQLite's MERGE of a
// UNION scanned the table for the financings); on SQLite the vehicles whose taxes it reads, from the index of the
// vehicles with a state.
func TestComingObligationsPlans(t *testing.T) {
	t.Parallel()
	whole := map[database.Dialect]*regexp.Regexp{
		database.SQLite:   regexp.MustCompile(`SCAN debts\b`),
		database.Postgres: regexp.MustCompile(`Seq Scan on debts `),
	}
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		from := model.NewDate(2026, 3, 1)
		plan, err := store.ExplainOpenDebts(ctx, s, from, from.AddDays(30))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(plan, "debts_financed_due") || whole[db.Dialect].MatchString(plan) {
			t.Errorf("the financings are not read from their index:\n%s", plan)
		}
		plan, err = store.ExplainTaxedVehicles(ctx, s, from, from.AddDays(30))
		if err != nil {
			t.Fatal(err)
		}
		// PostgreSQL, told to avoid sorts, walks the primary key for the order instead (its planner, with statistics,
		// weighs both); SQLite's plan is the one it keeps.
		if db.Dialect == database.SQLite && !strings.Contains(plan, "vehicles_registration_state") {
			t.Errorf("the vehicles with a state are not read from their index:\n%s", plan)
		}
	})
}

// TestAssetTotalsLockedAtCommit: on PostgreSQL, two transactions writing assets of one type and status do not wait
// for each other before they commit — the kept totals' row of that type and status is written at commit — and
// the totals count both once both have committed.
func TestAssetTotalsLockedAtCommit(t *testing.T) {
	t.Parallel()
	db := dbtest.Open(t, database.Postgres) // skips without PATRIMONIO_TEST_POSTGRES_URL
	count := func() (n int) {
		t.Helper()
		if err := db.QueryRowContext(ctx, "SELECT COALESCE(SUM(count), 0) FROM asset_totals WHERE type = 'other' AND status = 'active'").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := count()
	written, release := make(chan struct{}), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- db.InTx(ctx, func(tx *database.Tx) error {
			if err := insertOtherAsset(tx, "Primeiro"); err != nil {
				return err
			}
			close(written)
			<-release // open until the second has committed
			return nil
		})
	}()
	<-written
	second := db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := tx.ExecContext(ctx, "SET LOCAL lock_timeout = '2s'"); err != nil { // a wait fails instead of hanging
			return err
		}
		return insertOtherAsset(tx, "Segundo")
	})
	close(release)
	if err := <-first; err != nil {
		t.Fatalf("first: %v", err)
	}
	if second != nil {
		t.Fatalf("the second create waited for the first's commit: %v", second)
	}
	if n := count(); n != before+2 {
		t.Fatalf("totals count %d, want %d", n, before+2)
	}
}

// TestAssetTotalsCommitSideBySide: on PostgreSQL, a transaction writing an asset of the same type and status as
// another one still open, whose totals' row is already locked, commits without waiting for it — the totals are
// spread over slots by transaction — and after creates, an edit that changes an asset's kind and a delete, the
// totals of every type and status sum to what the assets hold.
func TestAssetTotalsCommitSideBySide(t *testing.T) {
	t.Parallel()
	db := dbtest.Open(t, database.Postgres) // skips without PATRIMONIO_TEST_POSTGRES_URL
	// insert writes an asset and answers the totals' slot its transaction writes.
	insert := func(tx *database.Tx, name string) (slot int64, err error) {
		if err := insertOtherAsset(tx, name); err != nil {
			return 0, err
		}
		err = tx.QueryRowContext(ctx, "SELECT pg_current_xact_id()::text::bigint % 16").Scan(&slot)
		return slot, err
	}
	locked, release := make(chan int64), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- db.InTx(ctx, func(tx *database.Tx) error {
			slot, err := insert(tx, "Primeiro")
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "SET CONSTRAINTS ALL IMMEDIATE"); err != nil { // its totals' row, locked now
				return err
			}
			locked <- slot
			<-release // open until the second has committed
			return nil
		})
	}()
	firstSlot := <-locked
	errSameSlot := errors.New("the first one's slot")
	var second error
	for range 5 { // a transaction id in the first one's slot (one in 16) is tried again: it would wait, rightly
		second = db.InTx(ctx, func(tx *database.Tx) error {
			if _, err := tx.ExecContext(ctx, "SET LOCAL lock_timeout = '2s'"); err != nil { // a wait fails instead of hanging
				return err
			}
			slot, err := insert(tx, "Segundo")
			if err == nil && slot == firstSlot {
				return errSameSlot
			}
			return err
		})
		if !errors.Is(second, errSameSlot) {
			break
		}
	}
	close(release)
	if err := <-first; err != nil {
		t.Fatalf("first: %v", err)
	}
	if second != nil {
		t.Fatalf("the second create waited for the first's totals: %v", second)
	}

	if _, err := db.ExecContext(ctx, "UPDATE assets SET type = 'real_estate', current_value = 400 WHERE description = 'Primeiro'"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, "DELETE FROM assets WHERE description = 'Segundo'"); err != nil {
		t.Fatal(err)
	}
	kept, err := database.Strings(ctx, db, `SELECT type || ' ' || status || ' ' || SUM(count) || ' ' || SUM(acquisition_total) || ' ' ||
		SUM(current_total) FROM asset_totals GROUP BY type, status HAVING SUM(count) <> 0 ORDER BY type, status`)
	if err != nil {
		t.Fatal(err)
	}
	counted, err := database.Strings(ctx, db, `SELECT type || ' ' || status || ' ' || COUNT(*) || ' ' || SUM(acquisition_value) || ' ' ||
		SUM(current_value) FROM assets GROUP BY type, status ORDER BY type, status`)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(kept, counted) || len(counted) == 0 {
		t.Fatalf("totals %q, assets %q", kept, counted)
	}
}

// insertOtherAsset writes an active asset of type other straight into the table, as a transaction of the test's
// own making.
func insertOtherAsset(tx *database.Tx, name string) error {
	now := time.Now().UTC()
	_, err := tx.ExecContext(ctx, `INSERT INTO assets (description, type, status, acquisition_value, current_value,
		acquisition_date, created_at, updated_at) VALUES (?, 'other', 'active', 100, 150, '2026-01-02', ?, ?)`, name, now, now)
	return err
}

// TestAssetTotalsFollowOnlyChanges: on PostgreSQL an update that changes nothing in an asset's row (the lock an
// import's undo takes) writes no totals, while one that changes its description moves the changes stamp the text
// search's totals keep, and one that changes its value moves the totals.
func TestAssetTotalsFollowOnlyChanges(t *testing.T) {
	t.Parallel()
	db := dbtest.Open(t, database.Postgres) // skips without PATRIMONIO_TEST_POSTGRES_URL
	if err := db.InTx(ctx, func(tx *database.Tx) error { return insertOtherAsset(tx, "Mesa") }); err != nil {
		t.Fatal(err)
	}
	totals := func() string {
		t.Helper()
		kept, err := database.Strings(ctx, db, `SELECT SUM(changes) || ' ' || SUM(count) || ' ' || SUM(current_total)
			FROM asset_totals WHERE type = 'other' AND status = 'active'`)
		if err != nil || len(kept) != 1 {
			t.Fatalf("totals: %q, %v", kept, err)
		}
		return kept[0]
	}
	for _, step := range []struct{ update, want string }{
		{"UPDATE assets SET id = id WHERE description = 'Mesa'", "1 1 150"},
		{"UPDATE assets SET description = 'Mesa de reunião' WHERE description = 'Mesa'", "3 1 150"}, // its old row out, its new in
		{"UPDATE assets SET current_value = 170 WHERE description = 'Mesa de reunião'", "5 1 170"},
	} {
		if _, err := db.ExecContext(ctx, step.update); err != nil {
			t.Fatal(err)
		}
		if got := totals(); got != step.want {
			t.Fatalf("after %s: changes, count and value %s, want %s", step.update, got, step.want)
		}
	}
}

// TestCommonWordPages: a word in half of 4 400 assets is listed page by page — the first pages by each row's key
// along the order's index, the later ones against what the trigram index found, on SQLite — as one ordered list of
// every asset holding it, with the same totals, whatever the page and the order.
func TestCommonWordPages(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		var rows []model.Asset
		for i := range 4400 {
			city := "Sorocaba"
			if i%2 == 0 {
				city = "Campinas"
			}
			rows = append(rows, model.Asset{Description: fmt.Sprintf("Sala %d em %s", i, city), Type: model.AssetRealEstate,
				AcquisitionValue: model.Money(1000 + i*7%4400), CurrentValue: 1000, AcquisitionDate: s.Today().AddDays(-1)})
		}
		mustImport(t, s, "assets", rows, ana)
		for sort, order := range map[string]string{"": "created_at DESC, id DESC", "-acquisitionValue": "acquisition_value DESC, id DESC",
			"acquisitionValue": "acquisition_value, id", "-status": "id DESC"} { // one status: its label ties, then the ids
			want, err := database.Strings(ctx, db, "SELECT description FROM assets WHERE description LIKE '%Campinas%' ORDER BY "+order)
			if err != nil || len(want) != 2200 {
				t.Fatalf("%d rows (%v)", len(want), err)
			}
			for _, page := range []int{1, 2, 10, 30, 44} {
				list, sum, err := s.ListAssets(ctx, store.AssetFilter{Query: "CAMPINAS", Sort: sort, Page: page, PageSize: 50})
				if err != nil {
					t.Fatal(err)
				}
				got := make([]string, len(list))
				for i, a := range list {
					got[i] = a.Description
				}
				if sum.Count != 2200 || !slices.Equal(got, want[(page-1)*50:page*50]) {
					t.Fatalf("sort %q page %d: %d found, %q; want %q", sort, page, sum.Count, got, want[(page-1)*50:page*50])
				}
			}
		}
	})
}
