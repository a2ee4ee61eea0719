package store

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// LedgerMemo returns the days the store's ledger memo holds, in order, and how many days it has rebuilt so far.
func LedgerMemo(s *Store) (days []string, rebuilt int) {
	c := s.ledger
	c.mu.Lock()
	defer c.mu.Unlock()
	for d := range c.Days {
		days = append(days, d)
	}
	sort.Strings(days)
	return days, c.rebuilt
}

// WhileReadingLedger calls fn with the memo's kind ("positions", "present") each time the store has opened the
// snapshot of a rebuild and listed the changes it sees, before the rebuild reads, and says how many rebuilds were
// brought forward by changes they had not seen.
func WhileReadingLedger(s *Store, fn func(kind string)) (forwarded func() int) {
	s.ledger.mu.Lock()
	s.ledger.reading = fn
	s.ledger.mu.Unlock()
	return func() int {
		s.ledger.mu.Lock()
		defer s.ledger.mu.Unlock()
		return s.ledger.forwarded
	}
}

// SaveLedgerMemo writes the memo's past positions to ledger_memo, as a rebuild does.
func SaveLedgerMemo(ctx context.Context, s *Store) error { return s.saveLedgerMemo(ctx) }

// PruneLedgerChanges sets how many ledger_changes rows are kept and how often they are pruned, until the test ends.
func PruneLedgerChanges(t interface{ Cleanup(func()) }, kept, every int64) {
	oldKept, oldEvery := ledgerChangesKept, ledgerChangesPruneEvery
	ledgerChangesKept, ledgerChangesPruneEvery = kept, every
	t.Cleanup(func() { ledgerChangesKept, ledgerChangesPruneEvery = oldKept, oldEvery })
}

// LedgerCashSummed returns how many days of the accounts' total the store's ledger memo has summed so far.
func LedgerCashSummed(s *Store) int {
	s.ledger.mu.Lock()
	defer s.ledger.mu.Unlock()
	return s.ledger.summed
}

// ExplainAssetList returns the plans of the asset list's totals and of its page of ids for f (walk: 0 for none, 1 to
// check the rows found, 2 to check each row's key, as for a text search that finds many rows): in the list's order, in the reverse one, and from a remembered row (the first of
// all in the order; none without assets or for an order not sought), one line per step.
func ExplainAssetList(ctx context.Context, s *Store, f AssetFilter, walk int) (totals, ids, reversedIDs, seekIDs string, err error) {
	q := s.assetListQueries(f, searchWalk(walk))
	if totals, err = explain(ctx, s, q.totals, q.args...); err != nil {
		return
	}
	if ids, err = explain(ctx, s, q.ids, append(q.args, 50, 41950)...); err != nil {
		return
	}
	if reversedIDs, err = explain(ctx, s, q.reversedIDs, append(q.args, 50, 41950)...); err != nil || q.seek == "" {
		return
	}
	rows, err := s.db.QueryContext(ctx, s.assetListQueries(AssetFilter{Sort: f.Sort}, walkNone).page, 1, 0) // a row of any filter
	if err != nil {
		return
	}
	var m mark
	found := rows.Next()
	if found {
		var a model.Asset
		a, err = scanAsset(keyed{rows, []any{&m.key}})
		m.id = a.ID
	}
	rows.Close()
	if err != nil || !found {
		return
	}
	seekIDs, err = explain(ctx, s, q.seekIDs, append(q.args, m.key, m.id, 50, 100)...)
	return
}

// ExplainCashEvents returns the plan of the newest limit cash events up to day, one line per step.
func ExplainCashEvents(ctx context.Context, s *Store, day model.Date, limit int) (string, error) {
	query, args := cashEventsQuery(model.Date{}, day, limit)
	return explain(ctx, s, query, args...)
}

// explain returns query's plan, one line per step. On PostgreSQL sequential scans and sorts are priced out first,
// so a plan with either means no index serves the query (a test's tables are too small for the planner to prefer
// an index on its own).
func explain(ctx context.Context, s *Store, query string, args ...any) (plan string, err error) {
	err = s.db.InTx(ctx, func(tx *database.Tx) error {
		prefix := "EXPLAIN QUERY PLAN "
		if tx.Dialect() == database.Postgres {
			prefix = "EXPLAIN "
			for _, off := range []string{"SET LOCAL enable_seqscan = off", "SET LOCAL enable_sort = off"} {
				if _, err := tx.ExecContext(ctx, off); err != nil {
					return err
				}
			}
		}
		rows, err := tx.QueryContext(ctx, prefix+query, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		cols, _ := rows.Columns()
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				return err
			}
			lines = append(lines, toText(vals[len(vals)-1]))
		}
		plan = strings.Join(lines, "\n")
		return rows.Err()
	})
	return plan, err
}

func toText(v any) string {
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	s, _ := v.(string)
	return s
}

// CreatedAssetSpans creates a in a transaction it rolls back and returns the ledger spans its history gives
// (historySpans) and the ones spansOf reads from its rows, each as text.
func CreatedAssetSpans(ctx context.Context, s *Store, a model.Asset, by model.User) (fromHistory, fromRows string, err error) {
	rollback := errors.New("rolled back")
	err = s.db.InTx(ctx, func(tx *database.Tx) error {
		created, spans, err := s.insertAsset(ctx, tx, a, by, "Ativo cadastrado", "")
		if err != nil {
			return err
		}
		read, err := spansOf(ctx, tx, ledgerRefs{assets: []int64{created.ID}})
		if err != nil {
			return err
		}
		// The same spans in any order: PostgreSQL returns the rows in no promised order, and the deltas are sums.
		for _, list := range [][]ledger.Span{spans, read} {
			sort.Slice(list, func(i, j int) bool {
				if list[i].Start != list[j].Start {
					return list[i].Start.Before(list[j].Start)
				}
				return !list[i].End.IsZero() && (list[j].End.IsZero() || list[i].End.Before(list[j].End))
			})
		}
		fromHistory, fromRows = fmt.Sprintf("%+v", spans), fmt.Sprintf("%+v", read)
		return rollback
	})
	if errors.Is(err, rollback) {
		err = nil
	}
	return fromHistory, fromRows, err
}

// ExplainVehicleList returns the plans of the vehicle list's totals and page for f (in its order, then in the
// reverse one), one line per step.
func ExplainVehicleList(ctx context.Context, s *Store, f VehicleFilter) (totals, page string, err error) {
	return explainList(ctx, s, vehicleListQueries(f))
}

// ExplainDebtList returns the plans of the debt list's totals and page for f (in its order, then in the reverse
// one), one line per step.
func ExplainDebtList(ctx context.Context, s *Store, f DebtFilter) (totals, page string, err error) {
	return explainList(ctx, s, debtListQueries(f, s.Today()))
}

func explainList(ctx context.Context, s *Store, q listQueries) (totals, page string, err error) {
	if totals, err = explain(ctx, s, q.totals, q.args...); err != nil {
		return "", "", err
	}
	if page, err = explain(ctx, s, q.page, append(q.args, 50, 4950)...); err != nil {
		return "", "", err
	}
	reversed, err := explain(ctx, s, q.reversed, append(q.args, 50, 4950)...) // a page past the middle
	return totals, page + "\n" + reversed, err
}

// ExplainOpenDebts returns the plan of the open debts the dashboard's coming obligations read.
func ExplainOpenDebts(ctx context.Context, s *Store, from, to model.Date) (string, error) {
	return explain(ctx, s, "SELECT "+debtColumns+" FROM "+debtsView+" WHERE "+openDebtsDue+" ORDER BY due_date, id",
		s.Today(), from, to, to)
}

// ExplainTaxedVehicles returns the plan of the vehicles whose IPVA and licenciamento the coming obligations read.
func ExplainTaxedVehicles(ctx context.Context, s *Store, from, to model.Date) (string, error) {
	return explain(ctx, s, "SELECT "+vehicleColumns+" FROM vehicles WHERE "+taxedVehicles+" ORDER BY id", to, from)
}

// WithoutJournal is s writing as the versions before the journal did: nothing is posted (a database of the previous
// migration set, to upgrade).
func WithoutJournal(s *Store) *Store {
	c := *s
	c.noJournal = true
	return &c
}

// SearchTotals answers the totals of a text search by key as ListAssets does, summing them with compute when needed.
func SearchTotals(ctx context.Context, s *Store, key string, compute func() (AssetSummary, error)) (AssetSummary, error) {
	sum, _, err := s.searchTotals(ctx, key, compute)
	return sum, err
}
