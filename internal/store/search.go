package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// minTrigram is the shortest key a trigram index serves.
const minTrigram = 3

// walkOrderFrom is how many rows a text search finds from which SQLite walks the page's order index, checking
// each row against what the search found, instead of sorting all it found: a common word's first page then reads
// a few hundred index entries, not thousands of rows.
const walkOrderFrom = 2000

// keysWalkMax is how many rows of the order's index a page may walk checking each row's own key instead: about what
// the trigram index takes to find a common word's rows (a row's key read and compared, about 1 µs, against about 1 µs
// a row found), so a common word's first pages skip the trigram index altogether. A word found more often may walk
// further, up to a quarter of the rows found (keysWalkLimit): at a million assets, a word of every third of them
// took the trigram index 90 ms to find, against 3 ms to walk the 3 300 rows of its page 20.
const keysWalkMax = 2000

// keysWalkLimit is how many rows a page of a search that found found rows may walk checking each row's key.
func keysWalkLimit(found int) int { return max(keysWalkMax, found/4) }

// headRows is how many rows at the start of the order's index tell how often the word comes there.
const headRows = 200

// searchWalk is how a text search reads its page.
type searchWalk int

const (
	walkNone  searchWalk = iota // the rows found, by id, sorted: a search that finds few
	walkFound                   // the order's index, each row checked against the rows found
	walkKeys                    // the order's index, each row's own key checked: a common word's first pages
)

// textSearch is the condition that a row of table has key (a model.SearchKey) in its search column, with its
// argument. A key of three characters or more is looked up in the table's trigram index: SQLite's FTS5 table
// <table>_search (a phrase of the key's trigrams is the key as a substring), PostgreSQL's pg_trgm index, which serves
// LIKE itself. A shorter key, which no trigram index serves, reads every row's key, and so does walkKeys.
func (s *Store) textSearch(table, key string, walk searchWalk) (string, any) {
	if s.db.Dialect == database.SQLite && utf8.RuneCountInString(key) >= minTrigram && walk != walkKeys {
		id := "id"
		if walk == walkFound {
			id = "+id" // an expression, not the rowid: no lookup by it
		}
		return id + " IN (SELECT rowid FROM " + table + "_search WHERE " + table + `_search MATCH ?)`,
			`"` + strings.ReplaceAll(key, `"`, `""`) + `"`
	}
	return `search LIKE ? ESCAPE '\'`, "%" + escapeLike(key) + "%"
}

// assetSearchWalk is how a search of f that found found assets reads the page at offset: from walkOrderFrom found
// it walks the order's index, and on SQLite, in an order an index serves, checks each row's key when the page lies
// within keysWalkLimit rows of the index's start, as estimated from how many of its first headRows rows hold the key
// (the rows a search finds need not be spread evenly: the newest may be an import of another city's). That count is
// remembered under the assets' stamp, like the search's totals: at a million assets it took as long as the page.
func (s *Store) assetSearchWalk(ctx context.Context, f AssetFilter, found, offset int, stamp int64) (searchWalk, error) {
	if found < walkOrderFrom {
		return walkNone, nil
	}
	// PostgreSQL's trigram index serves LIKE itself; an order by a label's rank has no index to walk; a page past
	// keysWalkLimit rows lies beyond them even if every row held the key.
	_, _, indexed := seekFrom(f.Sort, AssetSorts, "createdAt")
	if s.db.Dialect != database.SQLite || !indexed || offset+f.PageSize > keysWalkLimit(found) {
		return walkFound, nil
	}
	head := s.assetListQueries(AssetFilter{Type: f.Type, Status: f.Status, Sort: f.Sort}, walkNone)
	hasKey, key := s.textSearch("assets", model.SearchKey(f.Query), walkKeys)
	query, args := "SELECT COUNT(*) FROM assets WHERE id IN ("+head.ids+") AND "+hasKey, append(head.args, headRows, 0, key)
	held, ok := s.found.head(query+fmt.Sprint(args), stamp)
	if !ok {
		if err := s.mapped().db.QueryRowContext(ctx, query, args...).Scan(&held); err != nil {
			return walkNone, err
		}
		s.found.keepHead(query+fmt.Sprint(args), stamp, held)
	}
	if held > 0 && (offset+f.PageSize)*headRows/held <= keysWalkLimit(found) {
		return walkKeys, nil
	}
	return walkFound, nil
}

// foundTotals remembers the totals of the latest text searches, each under the assets' changes stamp it was
// summed at (asset_totals.changes, which every write to an asset moves, through any instance): a search asked
// again, or its next page, reads one small sum instead of every row it finds. After a write, the requests of a
// search share one sum: the first sums, the others wait for it (issue 41: each summing for itself, eight clients
// searching while one writer created five assets a second got a twentieth of the answers).
type foundTotals struct {
	mu    sync.Mutex
	byKey map[string]*foundEntry
	heads map[string]heldAt // how many of an order's first headRows rows hold a key, by the query that counted them
}

// heldAt is a count of the rows holding a key, read at an assets' stamp.
type heldAt struct {
	stamp int64
	held  int
}

// head is the count remembered under query at stamp, if any.
func (f *foundTotals) head(query string, stamp int64) (int, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	h, ok := f.heads[query]
	return h.held, ok && h.stamp == stamp
}

// keepHead remembers the count query read at stamp, unless one of a later stamp is there.
func (f *foundTotals) keepHead(query string, stamp int64, held int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.heads == nil || len(f.heads) >= maxFoundTotals {
		f.heads = map[string]heldAt{}
	}
	if h, ok := f.heads[query]; !ok || h.stamp <= stamp {
		f.heads[query] = heldAt{stamp: stamp, held: held}
	}
}

// foundEntry is a search's totals at stamp; ready is closed once sum (or err) is set.
type foundEntry struct {
	stamp int64
	ready chan struct{}
	sum   AssetSummary
	err   error
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

// searchTotals answers the totals of a text search from the memo when they were summed at the stamp read now or
// later, waiting for a sum under way; else it sums them with compute and remembers them under the stamp read before.
// It answers that stamp too: the rows of the search's pages read after it are the stamp's or a later one's.
func (s *Store) searchTotals(ctx context.Context, key string, compute func() (AssetSummary, error)) (AssetSummary, int64, error) {
	stamp, err := s.assetStamp(ctx)
	if err != nil {
		return AssetSummary{}, 0, err
	}
	s.found.mu.Lock()
	e := s.found.byKey[key]
	if e == nil || e.stamp < stamp {
		if len(s.found.byKey) >= maxFoundTotals {
			clear(s.found.byKey)
		}
		mine := &foundEntry{stamp: stamp, ready: make(chan struct{})}
		s.found.byKey[key] = mine
		s.found.mu.Unlock()
		mine.sum, mine.err = compute()
		if mine.err != nil {
			s.found.mu.Lock()
			if s.found.byKey[key] == mine {
				delete(s.found.byKey, key) // the next request sums again
			}
			s.found.mu.Unlock()
		}
		close(mine.ready)
		return mine.sum, stamp, mine.err
	}
	s.found.mu.Unlock()
	select {
	case <-e.ready:
	case <-ctx.Done():
		return AssetSummary{}, 0, ctx.Err()
	}
	if e.err != nil { // the request that summed failed (its client left, say): sum for this one
		sum, err := compute()
		return sum, stamp, err
	}
	return e.sum, stamp, nil
}
