package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/config"
	"patrimonio/internal/database"
	"patrimonio/internal/demo"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// historyEntry is one dated change of the net worth: the item's value after it (debts negative).
type historyEntry struct {
	item  string
	date  string
	value int64
}

// loadHistory reads the three history tables in the order the changes were made.
func loadHistory(t *testing.T, db *database.DB) []historyEntry {
	t.Helper()
	ctx := context.Background()
	var out []historyEntry
	for _, q := range []string{
		// An asset's entries without a value (status changes, edits of other fields) leave it as it was.
		`SELECT 'a' || asset_id, date, new_value FROM asset_transactions WHERE new_value IS NOT NULL ORDER BY created_at, id`,
		`SELECT 'v' || vehicle_id, event_date, new_value FROM vehicle_history ORDER BY created_at, id`,
		`SELECT 'd' || debt_id, event_date, CASE WHEN new_status = 'paid' THEN 0 ELSE -new_amount END FROM debt_history ORDER BY created_at, id`,
	} {
		rows, err := db.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var e historyEntry
			var d model.Date
			if err := rows.Scan(&e.item, &d, &e.value); err != nil {
				t.Fatal(err)
			}
			e.date = d.String()
			out = append(out, e)
		}
		rows.Close()
	}
	return out
}

// netWorthOn rebuilds the net worth at the end of a day from the history alone: each item counts with the value
// of its latest change dated on or before that day.
func netWorthOn(history []historyEntry, day string) int64 {
	value := map[string]int64{}
	for _, e := range history {
		if e.date <= day {
			value[e.item] = e.value
		}
	}
	var sum int64
	for _, v := range value {
		sum += v
	}
	return sum
}

func TestDemo(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	vars := map[string]string{"PATRIMONIO_DATA_DIR": dir, "PATRIMONIO_ADMIN_PASSWORD": "Admin-Senha-123"}
	var out bytes.Buffer
	if err := run(ctx, []string{"demo"}, env(vars), &out); err != nil {
		t.Fatalf("demo: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "30 ativos, 40 veículos e 60 dívidas") || !strings.Contains(out.String(), "Primeiro administrador criado") {
		t.Fatalf("demo output: %s", out.String())
	}
	err := run(ctx, []string{"demo"}, env(vars), &out)
	if !errors.Is(err, demo.ErrNotEmpty) || !strings.Contains(err.Error(), "já tem ativos, veículos ou dívidas") {
		t.Fatalf("a second run was not refused: %v", err)
	}

	db, err := database.Open(ctx, filepath.Join(dir, "patrimonio.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	st := store.New(db)
	count := func(query string) int {
		t.Helper()
		var n int
		if err := db.QueryRowContext(ctx, query).Scan(&n); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return n
	}
	// The dashboard was prepared: a server started on the data set reads its positions instead of rebuilding them.
	if n := count("SELECT COUNT(*) FROM ledger_memo"); n == 0 {
		t.Error("the demo left ledger_memo empty: the first dashboard would rebuild every position")
	}
	for query, want := range map[string]int{
		"SELECT COUNT(*) FROM users":                                              1, // the admin, who did everything
		"SELECT COUNT(*) FROM assets":                                             30,
		"SELECT COUNT(DISTINCT status) FROM assets":                               5,
		"SELECT COUNT(DISTINCT type) FROM assets":                                 3,
		"SELECT COUNT(*) FROM asset_sales":                                        4,
		"SELECT COUNT(*) FROM assets WHERE status = 'exchanged'":                  1,
		"SELECT COUNT(*) FROM assets WHERE parent_asset_id IS NOT NULL":           2,
		"SELECT COUNT(*) FROM vehicles":                                           40,
		"SELECT COUNT(*) FROM vehicles WHERE status = 'sold'":                     16,
		"SELECT COUNT(*) FROM vehicles WHERE status = 'reserved'":                 4,
		"SELECT COUNT(DISTINCT make) FROM vehicles":                               10,
		"SELECT COUNT(*) FROM debts":                                              60,
		"SELECT COUNT(*) FROM debts WHERE category = 'loan'":                      15,
		"SELECT COUNT(*) FROM debts WHERE category = 'financing'":                 15,
		"SELECT COUNT(*) FROM debts WHERE category = 'account_payable'":           15,
		"SELECT COUNT(*) FROM debts WHERE category = 'other'":                     15,
		"SELECT COUNT(*) FROM debts WHERE status = 'paid'":                        14, // 12 paid off, 2 by their last installments
		"SELECT COUNT(*) FROM asset_transactions WHERE user_id IS NULL":           0,
		"SELECT COUNT(*) FROM vehicle_history WHERE user_name <> 'Administrador'": 0,
	} {
		if got := count(query); got != want {
			t.Errorf("%s = %d, want %d", query, got, want)
		}
	}
	if n := count("SELECT COUNT(*) FROM vehicles WHERE license_plate NOT GLOB '[A-Z][A-Z][A-Z][0-9][A-Z][0-9][0-9]'"); n != 0 {
		t.Errorf("%d plates are not Mercosul plates", n)
	}
	if _, overdue, err := st.ListDebts(ctx, store.DebtFilter{Status: model.DebtOverdue, Page: 1, PageSize: 1}); err != nil || overdue.Count < 8 {
		t.Errorf("overdue debts: %+v %v", overdue, err)
	}
	if n := count("SELECT COUNT(DISTINCT debt_id) FROM debt_history WHERE action = 'update' AND new_amount < previous_amount AND new_status <> 'paid'"); n < 30 {
		t.Errorf("only %d debts were amortised", n)
	}

	// Twelve months of history: every one of the last 12 months has dated events of assets, vehicles and debts.
	now := time.Now().In(time.FixedZone("BRT", -3*3600))
	for i := range 12 {
		month := time.Date(now.Year(), now.Month()-time.Month(i), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
		for _, q := range []string{"SELECT COUNT(*) FROM asset_transactions WHERE date LIKE '" + month + "%'",
			"SELECT COUNT(*) FROM vehicle_history WHERE event_date LIKE '" + month + "%'",
			"SELECT COUNT(*) FROM debt_history WHERE event_date LIKE '" + month + "%'"} {
			if i > 0 && count(q) == 0 { // the current month may have just begun
				t.Errorf("no events in %s: %s", month, q)
			}
		}
	}
	if n := count("SELECT COUNT(*) FROM asset_transactions WHERE date > '" + now.Format("2006-01-02") + "'"); n != 0 {
		t.Errorf("%d asset events in the future", n)
	}

	// The net worth of the tables (docs/design.md §5) is the one the history rebuilds for today, and the history shows
	// a year that moved.
	var assets, vehicles, debts int64
	if err := db.QueryRowContext(ctx, `SELECT
		(SELECT SUM(current_value) FROM assets WHERE status NOT IN ('sold', 'exchanged')),
		(SELECT SUM(purchase_price) FROM vehicles WHERE status <> 'sold'),
		(SELECT SUM(current_amount) FROM debts WHERE status <> 'paid')`).Scan(&assets, &vehicles, &debts); err != nil {
		t.Fatal(err)
	}
	history := loadHistory(t, db)
	today := now.Format("2006-01-02")
	if got, want := netWorthOn(history, today), assets+vehicles-debts; got != want || want <= 0 {
		t.Fatalf("net worth rebuilt from the history %d, from the tables %d", got, want)
	}
	months := map[int64]bool{}
	for i := 1; i <= 12; i++ {
		end := time.Date(now.Year(), now.Month()-time.Month(i)+1, 0, 0, 0, 0, 0, time.UTC).Format("2006-01-02") // the last day of an earlier month
		months[netWorthOn(history, end)] = true
	}
	if len(months) < 10 {
		t.Errorf("the net worth changed in only %d of 12 months", len(months))
	}
}

func TestDemoRefusesFilledDatabase(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	cfg, err := config.Load("serve", nil, env(map[string]string{"PATRIMONIO_DATA_DIR": dir, "PATRIMONIO_ADMIN_PASSWORD": "Admin-Senha-123"}))
	if err != nil {
		t.Fatal(err)
	}
	db, st, err := openStore(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, model.User{Name: "Ana", Email: "ana@empresa.com.br", Role: model.RoleUser, Active: true}, "x")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateDebt(ctx, model.Debt{CreditorName: "Banco", OriginalAmount: 100, CurrentAmount: 100, DueDate: model.NewDate(2030, 1, 1),
		Status: model.DebtActive, Category: model.DebtOther, Installments: 1, CurrentInstallment: 1}, u); err != nil {
		t.Fatal(err)
	}
	db.Close()
	var out bytes.Buffer
	err = run(ctx, []string{"demo", "-data-dir", dir}, env(nil), &out)
	if !errors.Is(err, demo.ErrNotEmpty) {
		t.Fatalf("demo ran on a database holding a debt: %v", err)
	}
	// It says how to start over (issue 38: a second 'make demo' refused with no hint).
	if !strings.Contains(err.Error(), "demo -data-dir demo-2") || !strings.Contains(err.Error(), "apague o diretório "+dir) {
		t.Errorf("no way to start over in %q", err)
	}
	if strings.Contains(out.String(), "administrador") {
		t.Fatalf("the refused run created an admin: %s", out.String())
	}
	if !strings.Contains(usage, "demo") {
		t.Fatal("the usage does not name the demo command")
	}
}
