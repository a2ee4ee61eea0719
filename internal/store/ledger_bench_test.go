package store_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// BenchmarkDashboard measures GET /api/dashboard's query work on SQLite over docs/design.md §9's budget set: 100 000
// assets, 10 000 vehicles and 10 000 debts with a year and more of history (go test ./internal/store -run '^$'
// -bench Dashboard). The rows are generated in SQL, not through the store, to keep the setup short.
func BenchmarkDashboard(b *testing.B) {
	s := benchStore(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.Dashboard(ctx, model.Date{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDashboardAfterChange measures the first dashboard after a change dated today (an asset's status
// toggled between active and inactive), the common case of a day of work: the past month ends stay valid.
func BenchmarkDashboardAfterChange(b *testing.B) {
	s := benchStore(b)
	if _, err := s.Dashboard(ctx, model.Date{}); err != nil {
		b.Fatal(err)
	}
	status := []string{model.AssetInactive, model.AssetActive}
	var by model.User
	b.ResetTimer()
	i := 0
	for b.Loop() {
		b.StopTimer()
		if _, err := s.SetAssetStatus(ctx, 1, status[i%2], by); err != nil {
			b.Fatal(err)
		}
		i++
		b.StartTimer()
		if _, err := s.Dashboard(ctx, model.Date{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDashboardAfterBackDatedChange measures the first dashboard after a valuation dated a year back (every
// past month end moves), then eight dashboards at once after
// such a change: they share one rebuild (issue 14).
func BenchmarkDashboardAfterBackDatedChange(b *testing.B) {
	for _, readers := range []int{1, 8} {
		b.Run(fmt.Sprint(readers, " dashboards"), func(b *testing.B) {
			s := benchStore(b)
			if _, err := s.Dashboard(ctx, model.Date{}); err != nil {
				b.Fatal(err)
			}
			var by model.User
			yearAgo := s.Today().AddDays(-365)
			i := 0
			for b.Loop() {
				b.StopTimer()
				i++
				if _, err := s.AddValuation(ctx, 1, yearAgo, model.Money(200_000+i), "", by); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				var wg sync.WaitGroup
				for range readers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						if _, err := s.Dashboard(ctx, model.Date{}); err != nil {
							b.Error(err)
						}
					}()
				}
				wg.Wait()
			}
		})
	}
}

// benchStore generates docs/design.md §9's budget set in SQL and returns a store on it with its clock on 2026-11-20.
func benchStore(b *testing.B) *store.Store {
	db := dbtest.Open(b, database.SQLite)
	const n = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) `
	day := func(col string) string { return `date('2025-06-01', '+' || (` + col + `) || ' days')` }
	for _, q := range []struct {
		sql   string
		count int
	}{
		{n + `INSERT INTO assets (description, type, status, acquisition_value, current_value, acquisition_date, search, created_at, updated_at)
			SELECT 'Ativo ' || i, CASE WHEN i % 3 = 0 THEN 'other' ELSE 'real_estate' END,
				CASE WHEN i % 10 = 0 THEN 'sold' ELSE 'active' END, 100000 + i, 110000 + i, ` + day("i % 500") + `, '', '2026-01-01', '2026-01-01' FROM n`, 100_000},
		{n + `INSERT INTO asset_transactions (asset_id, type, description, date, amount, new_value, user_name, created_at)
			SELECT i, 'other', 'Ativo cadastrado', ` + day("i % 500") + `, 100000 + i, 100000 + i, 'x', '2026-01-01' FROM n`, 100_000},
		{n + `INSERT INTO asset_transactions (asset_id, type, description, date, amount, previous_value, new_value, user_name, created_at)
			SELECT i, 'valuation_update', 'Valor atual atualizado', ` + day("i % 500 + 20") + `, 110000 + i, 100000 + i, 110000 + i, 'x', '2026-01-01' FROM n`, 100_000},
		{n + `INSERT INTO asset_transactions (asset_id, type, description, date, amount, previous_value, new_value, user_name, created_at)
			SELECT i * 10, 'sale', 'Venda do ativo', ` + day("(i * 10) % 500 + 40") + `, 120000, 110000 + i * 10, 0, 'x', '2026-01-01' FROM n`, 10_000},
		{n + `INSERT INTO vehicles (make, model, year, license_plate, status, purchase_price, selling_price, purchase_date, sold_date, search, created_at, updated_at)
			SELECT 'Fiat', 'Argo', 2022, 'ABC' || i, CASE WHEN i % 2 = 0 THEN 'sold' ELSE 'in_stock' END, 5000000, 5500000, ` + day("i % 500") + `,
				CASE WHEN i % 2 = 0 THEN ` + day("i % 500 + 30") + ` END, '', '2026-01-01', '2026-01-01' FROM n`, 10_000},
		{n + `INSERT INTO vehicle_history (vehicle_id, action, event_date, old_value, new_value, amount, details, user_name, created_at)
			SELECT i, 'CREATE', ` + day("i % 500") + `, 0, 5000000, 5000000, '{}', 'x', '2026-01-01' FROM n`, 10_000},
		{n + `INSERT INTO debts (creditor_name, original_amount, current_amount, due_date, status, category, installments, current_installment, created_at, updated_at)
			SELECT 'Banco ' || i, 1000000, 800000, '2030-01-01', CASE WHEN i % 5 = 0 THEN 'paid' ELSE 'active' END, 'loan', 1, 1, '2026-01-01', '2026-01-01' FROM n`, 10_000},
		{n + `INSERT INTO debt_history (debt_id, action, event_date, creditor_name, new_amount, new_status, user_name, created_at)
			SELECT i, 'create', ` + day("i % 500") + `, 'Banco ' || i, 1000000, 'active', 'x', '2026-01-01' FROM n`, 10_000},
		{n + `INSERT INTO debt_history (debt_id, action, event_date, creditor_name, previous_amount, new_amount, previous_status, new_status, user_name, created_at)
			SELECT i, 'update', ` + day("i % 500 + 10") + `, 'Banco ' || i, 1000000, 800000, 'active', CASE WHEN i % 5 = 0 THEN 'paid' ELSE 'active' END, 'x', '2026-01-01' FROM n`, 10_000},
	} {
		if _, err := db.ExecContext(ctx, q.sql, q.count); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := db.ExecContext(ctx, "ANALYZE"); err != nil {
		b.Fatal(err)
	}
	return store.New(db).WithClock(func() time.Time { return time.Date(2026, 11, 20, 15, 0, 0, 0, time.UTC) })
}

// BenchmarkReportAsOf measures the data of the assets and debts reports of a past quarter (2025-Q3) over the
// budget set: every asset and debt as it stood at the quarter's end, read in one query each.
func BenchmarkReportAsOf(b *testing.B) {
	s := benchStore(b)
	from, to := model.NewDate(2025, time.July, 1), model.NewDate(2025, time.September, 30)
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.ReportAssets(ctx, from, to); err != nil {
			b.Fatal(err)
		}
		if _, err := s.ReportDebts(ctx, to); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCreateAsset measures one asset created by hand on SQLite — the write `make bench-peer` compares — with
// its journal entry and without (the cost of the books: go test ./internal/store -run '^$' -bench CreateAsset).
func BenchmarkCreateAsset(b *testing.B) {
	for _, books := range []bool{true, false} {
		b.Run(fmt.Sprint("journal ", books), func(b *testing.B) {
			s := store.New(dbtest.Open(b, database.SQLite))
			if err := s.Upgrade(ctx); err != nil {
				b.Fatal(err)
			}
			if !books {
				s = store.WithoutJournal(s)
			}
			by, err := s.CreateUser(ctx, model.User{Name: "Ana", Email: "ana@exemplo.com.br", Role: model.RoleAdmin, Active: true}, "hash")
			if err != nil {
				b.Fatal(err)
			}
			asset := model.Asset{Description: "Sala", Type: model.AssetOther, AcquisitionValue: 1000_00, CurrentValue: 1000_00,
				AcquisitionDate: model.NewDate(2025, 1, 10), Counterpart: &model.Counterpart{Kind: "contribution"}}
			for b.Loop() {
				if _, err := s.CreateAsset(ctx, asset, by); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
