package demo

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func admin(t *testing.T, st *store.Store) model.User {
	t.Helper()
	u, err := st.CreateUser(context.Background(), model.User{Name: "Administrador", Email: "admin@empresa.com.br", Role: model.RoleAdmin, Active: true}, "x")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// netWorths returns the net worth of the tables (docs/design.md §5) and the one rebuilt from the latest history entry of
// every asset, vehicle and debt.
func netWorths(t *testing.T, db *database.DB) (tables, history int64) {
	t.Helper()
	latest := func(table, item, value, where string) string {
		return `(SELECT COALESCE(SUM(v), 0) FROM (SELECT ` + value + ` AS v, ROW_NUMBER() OVER (PARTITION BY ` + item +
			` ORDER BY created_at DESC, id DESC) AS n FROM ` + table + where + `) x WHERE n = 1)`
	}
	err := db.QueryRowContext(context.Background(), `SELECT
		(SELECT COALESCE(SUM(current_value), 0) FROM assets WHERE status NOT IN ('sold', 'exchanged'))
		+ (SELECT COALESCE(SUM(purchase_price), 0) FROM vehicles WHERE status <> 'sold')
		- (SELECT COALESCE(SUM(current_amount), 0) FROM debts WHERE status <> 'paid'),
		`+latest("asset_transactions", "asset_id", "new_value", " WHERE new_value IS NOT NULL")+`
		+ `+latest("vehicle_history", "vehicle_id", "new_value", "")+`
		- `+latest("debt_history", "debt_id", "CASE WHEN new_status = 'paid' THEN 0 ELSE new_amount END", "")).
		Scan(&tables, &history)
	if err != nil {
		t.Fatal(err)
	}
	return tables, history
}

func TestSeed(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		ctx := context.Background()
		st := store.New(db)
		c, err := Seed(ctx, st, admin(t, st), time.Now())
		if err != nil || c != (Counts{Assets: 30, Vehicles: 40, Debts: 60}) {
			t.Fatalf("seed: %+v %v", c, err)
		}
		if tables, history := netWorths(t, db); tables != history || tables <= 0 {
			t.Fatalf("net worth: tables %d, history %d", tables, history)
		}
		// The money went through accounts at real banks, none of which was ever overdrawn.
		rows, err := db.QueryContext(ctx, `SELECT a.name, MIN(m.balance) FROM accounts a JOIN (SELECT account_id,
				SUM(amount) OVER (PARTITION BY account_id ORDER BY movement_date, CASE WHEN kind = 'opening' THEN 0 ELSE 1 END, id) AS balance
			FROM account_movements) m ON m.account_id = a.id GROUP BY a.name ORDER BY a.name`)
		if err != nil {
			t.Fatal(err)
		}
		accounts := 0
		for rows.Next() {
			var name string
			var lowest int64
			if err := rows.Scan(&name, &lowest); err != nil {
				t.Fatal(err)
			}
			accounts++
			if lowest < 0 {
				t.Errorf("%s went down to %s", name, model.Money(lowest).Decimal())
			}
		}
		if err := rows.Err(); err != nil || accounts != len(demoAccounts) {
			t.Fatalf("%d accounts: %v", accounts, err)
		}
		// One sale in installments, most of it received, the latest installments still to receive.
		list, sum, err := st.ListReceivables(ctx, "", 1, 10)
		if err != nil || len(list) != 1 || sum.Balance <= 0 {
			t.Fatalf("receivables %+v %+v %v", list, sum, err)
		}
		receipts, err := st.ReceivableReceipts(ctx, list[0].ID)
		if err != nil || len(receipts) < 3 || list[0].Received <= 0 || list[0].DownPayment <= 0 {
			t.Fatalf("receipts %+v of %+v: %v", receipts, list[0], err)
		}
		// The equity identity holds over the year: today's net worth from the tables is the one rebuilt.
		now, err := st.NetWorthAt(ctx, st.Today())
		if err != nil || now.Cash <= 0 || now.Receivables != sum.Balance {
			t.Fatalf("net worth today %+v: %v", now, err)
		}
		// Every change of the year has a named cause: the bridge from the day after the opening balances to today
		// has no 'Ajuste sem contrapartida', and the ledger's net worth is the records'.
		opening, err := st.LedgerOpeningDate(ctx)
		if err != nil || opening != model.DateOf(time.Now().In(zone).AddDate(0, 0, -settled)) {
			t.Fatalf("opening date %s: %v", opening, err)
		}
		bridge, err := st.Bridge(ctx, opening.AddDays(1), st.Today())
		if err != nil || bridge.Closing != now.Net {
			t.Fatalf("bridge %+v, net worth %s: %v", bridge, now.Net.Decimal(), err)
		}
		causes := map[string]model.Money{}
		for _, l := range bridge.Lines {
			causes[l.Cause] = l.Amount
		}
		t.Logf("bridge %s → %s: %+v", bridge.Opening.Decimal(), bridge.Closing.Decimal(), bridge.Lines)
		if amount, ok := causes["unexplained"]; ok {
			t.Errorf("the year has %s with no counterpart", amount.Decimal())
		}
		for _, cause := range []string{"valuation", "sales", "interest", "contributions", "income_expense"} {
			if causes[cause] == 0 {
				t.Errorf("no %s in the year's bridge %+v", cause, bridge.Lines)
			}
		}
		if err := st.JournalInStep(ctx); err != nil {
			t.Fatal(err)
		}
		// Land is never depreciated: the lots coded Terreno are not in the year's depreciation, and the houses and
		// warehouses depreciate their buildings only.
		depreciated, err := st.DepreciationAssets(ctx, model.NewDate(st.Today().Time().Year(), 1, 1), st.Today())
		if err != nil {
			t.Fatal(err)
		}
		split := 0
		for _, d := range depreciated {
			if strings.HasPrefix(d.Asset.Description, "Terreno") {
				t.Errorf("%s is depreciated at %d", d.Asset.Description, d.Asset.AnnualDepreciation())
			}
			if d.Asset.LandValue > 0 {
				split++
			}
		}
		if split == 0 {
			t.Errorf("no building stands on land in %d depreciated assets", len(depreciated))
		}
		// 'Bens e Direitos em 31/12' lists the accounts and the receivable under their groups, the receivable's
		// principal as the net worth counts it.
		yearStart := model.NewDate(st.Today().Time().Year(), 1, 1)
		balances, err := st.YearEndBalances(ctx, yearStart.AddDays(-1), st.Today())
		if err != nil {
			t.Fatal(err)
		}
		groups := map[string]model.Money{}
		for _, b := range balances {
			groups[b.IRPFCode[:2]] += b.After
		}
		if groups["06"] <= 0 || groups["05"] != now.Receivables || groups["06"]+groups["04"] != now.Cash {
			t.Errorf("year-end balances by group %v; net worth today %+v", groups, now)
		}
		if _, err := Seed(ctx, st, model.User{}, time.Now()); !errors.Is(err, ErrNotEmpty) {
			t.Fatalf("second seed: %v", err)
		}
	})
}

func TestBulk(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		ctx := context.Background()
		st := store.New(db)
		size := Size{Assets: batch + 700, Vehicles: 900, Debts: 800}
		c, err := Bulk(ctx, db, st, admin(t, st), time.Now(), size)
		if err != nil || c != (Counts(size)) {
			t.Fatalf("bulk: %+v %v", c, err)
		}
		_, assets, err := st.ListAssets(ctx, store.AssetFilter{Page: 1, PageSize: 1})
		if err != nil || assets.Count != size.Assets {
			t.Fatalf("assets %+v %v", assets, err)
		}
		for status, atLeast := range map[string]int{model.AssetActive: 3000, model.AssetSold: 200, model.AssetRented: 200, model.AssetInactive: 100} {
			if _, s, _ := st.ListAssets(ctx, store.AssetFilter{Status: status, Page: 1, PageSize: 1}); s.Count < atLeast {
				t.Errorf("%d %s assets", s.Count, status)
			}
		}
		if _, s, _ := st.ListVehicles(ctx, store.VehicleFilter{Status: model.VehicleSold, Page: 1, PageSize: 1}); s.Total < 200 {
			t.Errorf("%d sold vehicles", s.Total)
		}
		if _, s, _ := st.ListDebts(ctx, store.DebtFilter{Status: model.DebtOverdue, Page: 1, PageSize: 1}); s.Count < 50 {
			t.Errorf("%d overdue debts", s.Count)
		}
		// A record reads back like one made through the app, history included.
		v, err := st.VehicleByID(ctx, 1)
		if _, ok := model.NormalizePlate(v.LicensePlate); err != nil || !ok || v.PurchasePrice <= 0 {
			t.Fatalf("vehicle %+v %v", v, err)
		}
		if h, err := st.VehicleHistory(ctx, 1); err != nil || len(h) == 0 || h[0].Action != model.VehicleActionCreate || h[0].NewValue != v.PurchasePrice {
			t.Fatalf("vehicle history %+v %v", h, err)
		}
		if tables, history := netWorths(t, db); tables != history || tables == 0 {
			t.Fatalf("net worth: tables %d, history %d", tables, history)
		}
		var months int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(DISTINCT SUBSTR(CAST(date AS TEXT), 1, 7)) FROM asset_transactions WHERE date >= ?",
			model.DateOf(time.Now().AddDate(-1, 0, 0))).Scan(&months); err != nil || months < 12 {
			t.Fatalf("asset history in %d months of the last year: %v", months, err)
		}
		if db.Dialect == database.SQLite { // the trigram index is left in one segment, found by every word
			var segments int
			if err := db.QueryRowContext(ctx, "SELECT COUNT(DISTINCT segid) FROM assets_search_idx").Scan(&segments); err != nil || segments != 1 {
				t.Errorf("%d segments in the search index: %v", segments, err)
			}
		}
		if _, err := Bulk(ctx, db, st, model.User{}, time.Now(), size); !errors.Is(err, ErrNotEmpty) {
			t.Fatalf("second bulk: %v", err)
		}
	})
}
