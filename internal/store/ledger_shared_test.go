package store_test

import (
	"fmt"
	"sync"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// After writes dated a year back (a valuation, an account entry, and a change noted by a writer outside the
// store, which the memo cannot follow exactly), eight dashboards asked for at once share one rebuild of the
// eleven past month ends and one sum of the twelve days' cash, and each equals the dashboard of a fresh store
// with an empty memo; the next dashboard rebuilds nothing.
func TestDashboardsAfterABackDatedWriteShareOneRebuild(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c, _ := ledgerData(t, db)
		ana := ledgerAdmin(t, s)
		caixa := mustAccount(t, s, ana, "Caixa", model.AccountCash, 1_000_000, "2024-06-01")
		if _, err := s.Dashboard(ctx, model.Date{}); err != nil { // fills the memo
			t.Fatal(err)
		}
		rooms, _, err := s.ListAssets(ctx, store.AssetFilter{Query: "Sala antiga", Page: 1, PageSize: 5})
		if err != nil || len(rooms) != 1 {
			t.Fatalf("room: %v %v", rooms, err)
		}
		yearAgo := s.Today().AddDays(-366)
		if _, err := s.AddValuation(ctx, rooms[0].ID, yearAgo, 2_750_000, "Laudo antigo", ana); err != nil {
			t.Fatal(err)
		}
		mustEntry(t, s, ana, model.Entry{AccountID: caixa.ID, Date: yearAgo, Amount: 123_456, Direction: model.DirectionIn,
			Category: model.CategoryServices, Description: "Serviço antigo"})
		if err := db.InTx(ctx, func(tx *database.Tx) error { return store.NoteLedgerChange(ctx, tx, yearAgo) }); err != nil {
			t.Fatal(err)
		}

		want, err := store.New(db).WithClock(c.now).Dashboard(ctx, model.Date{})
		if err != nil {
			t.Fatal(err)
		}
		_, rebuiltBefore := store.LedgerMemo(s)
		summedBefore := store.LedgerCashSummed(s)
		const callers = 8
		got := make([]model.Dashboard, callers)
		errs := make([]error, callers)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range callers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				got[i], errs[i] = s.Dashboard(ctx, model.Date{})
			}()
		}
		close(start)
		wg.Wait()
		for i := range callers {
			if errs[i] != nil {
				t.Fatal(errs[i])
			}
			if fmt.Sprintf("%+v", got[i]) != fmt.Sprintf("%+v", want) {
				t.Errorf("dashboard %d after the back-dated writes:\n%+v\nfresh store:\n%+v", i, got[i], want)
			}
		}
		_, rebuiltAfter := store.LedgerMemo(s)
		if n := rebuiltAfter - rebuiltBefore; n != 11 {
			t.Errorf("%d past days rebuilt by %d dashboards, want 11 (one shared rebuild)", n, callers)
		}
		if n := store.LedgerCashSummed(s) - summedBefore; n != 12 {
			t.Errorf("%d days of cash summed by %d dashboards, want 12 (one shared sum)", n, callers)
		}
		if want.CashTotal == 0 {
			t.Errorf("the fresh dashboard shows no cash: %+v", want)
		}

		// The next dashboard is read from the memo alone.
		if _, err := s.Dashboard(ctx, model.Date{}); err != nil {
			t.Fatal(err)
		}
		if _, n := store.LedgerMemo(s); n != rebuiltAfter {
			t.Errorf("%d days rebuilt by a dashboard with nothing changed, want 0", n-rebuiltAfter)
		}
	})
}

// Two instances that rebuilt the same days save their memos at once, many times: every save succeeds (on
// PostgreSQL they used to collide on the rows of the month ends), and ledger_memo holds one save whole.
func TestInstancesSaveTheLedgerMemoAtOnce(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c, _ := ledgerData(t, db)
		other := store.New(db).WithClock(c.now)
		for _, st := range []*store.Store{s, other} {
			if _, err := st.Dashboard(ctx, model.Date{}); err != nil { // fills each memo
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		errs := make(chan error, 20)
		for i := range 20 {
			st := []*store.Store{s, other}[i%2]
			wg.Go(func() { errs <- store.SaveLedgerMemo(ctx, st) })
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("a save of the memo: %v", err)
			}
		}
		days, _ := store.LedgerMemo(s)
		var rows, generations int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*), COUNT(DISTINCT generation) FROM ledger_memo").Scan(&rows, &generations); err != nil {
			t.Fatal(err)
		}
		if rows != len(days) || generations != 1 {
			t.Fatalf("ledger_memo holds %d rows of %d generations, want the %d days of one save", rows, generations, len(days))
		}
	})
}
