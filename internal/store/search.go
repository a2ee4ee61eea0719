package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"patrimonio/internal/database"
)

// minTrigram is the shortest key a trigram index serves.
const minTrigram = 3

// walkOrderFrom is how many rows a text search finds from which SQLite walks the page's order index, checking
// each row against what the search found, instead of sorting all it found: a common word's first page then reads
// a few hundred index entries, not thousands of rows.
const walkOrderFrom = 2000

// textSearch is the condition that a row of table has key (a model.SearchKey) in its search column, with its
// argument. A key of three characters or more is looked up in the table's trigram index: SQLite's FTS5 table
// <table>_search (a phrase of the key's trigrams is the key as a substring), PostgreSQL's pg_trgm index, which serves
// LIKE itself. A shorter key, which no trigram index serves, reads every row's key. walk (for a search that finds
// many rows) keeps SQLite from reading the found rows by id, so that it walks the order's index instead.
func (s *Store) textSearch(table, key string, walk bool) (string, any) {
	if s.db.Dialect == database.SQLite && utf8.RuneCountInString(key) >= minTrigram {
		id := "id"
		if walk {
			id = "+id" // an expression, not the rowid: no lookup by it
		}
		return id + " IN (SELECT rowid FROM " + table + "_search WHERE " + table + `_search MATCH ?)`,
			`"` + strings.ReplaceAll(key, `"`, `""`) + `"`
	}
	return `search LIKE ? ESCAPE '\'`, "%" + escapeLike(key) + "%"
}

// foundTotals remembers the totals of the latest text searches, each under the assets' changes stamp it was
// summed at (asset_totals.changes, which every write to an asset moves, through any instance): a search asked
// again, or its next page, reads one small sum instead of every row it finds.
type foundTotals struct {
	mu    sync.Mutex
	byKey map[string]foundEntry
}

type foundEntry struct {
	stamp int64
	sum   AssetSummary
}

// maxFoundTotals bounds the searches remembered; past it they are all forgotten at once.
const maxFoundTotals = 256

// assetStamp is the sum of asset_totals.changes: it moves with every write to an asset and never goes back.
func (s *Store) assetStamp(ctx context.Context) (int64, error) {
	var stamp int64
	if err := s.db.QueryRowContext(ctx, "SELECT CAST(COALESCE(SUM(changes), 0) AS BIGINT) FROM asset_totals").Scan(&stamp); err != nil {
		return 0, fmt.Errorf("assets stamp: %w", err)
	}
	return stamp, nil
}

// searchTotals answers the totals of a text search from the memo while the stamp holds, else sums them with
// compute and remembers them under the stamp read before.
func (s *Store) searchTotals(ctx context.Context, key string, compute func() (AssetSummary, error)) (AssetSummary, error) {
	stamp, err := s.assetStamp(ctx)
	if err != nil {
		return AssetSummary{}, err
	}
	s.found.mu.Lock()
	e, ok := s.found.byKey[key]
	s.found.mu.Unlock()
	if ok && e.stamp == stamp {
		return e.sum, nil
	}
	sum, err := compute()
	if err != nil {
		return sum, err
	}
	s.found.mu.Lock()
	if len(s.found.byKey) >= maxFoundTotals {
		clear(s.found.byKey)
	}
	s.found.byKey[key] = foundEntry{stamp: stamp, sum: sum}
	s.found.mu.Unlock()
	return sum, nil
}
