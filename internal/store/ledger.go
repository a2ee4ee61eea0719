package store

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// The ledger: the net worth of any day and the dated cash events, from the records and their history tables
// (docs/decisions.md "Net-worth ledger and dashboard"). Everything is summed in SQL.
//
// A record deleted by an admin was entered by mistake: the ledger treats it as never having existed, in the
// past too (an asset's history goes with it; vehicles and debts are read only while their row exists).

// NetWorthAt returns the position at the end of day. From today on it is docs/design.md §5's formula over the
// current tables; before today it is rebuilt from the dated history.
func (s *Store) NetWorthAt(ctx context.Context, day model.Date) (model.NetWorth, error) {
	list, err := s.NetWorthSeries(ctx, []model.Date{day})
	if err != nil {
		return model.NetWorth{}, err
	}
	return list[0], nil
}

// NetWorthSeries returns the position at the end of each day, in the order given, with one query per domain
// for all the past days together.
func (s *Store) NetWorthSeries(ctx context.Context, days []model.Date) ([]model.NetWorth, error) {
	now, err := s.presentPosition(ctx)
	if err != nil {
		return nil, err
	}
	today := s.Today()
	pos := make([]ledger.Position, len(days))
	var past []model.Date
	for i, d := range days {
		pos[i] = now
		if d.Before(today) {
			past = append(past, d)
		}
	}
	if len(past) > 0 {
		rebuilt, err := s.pastPositions(ctx, past)
		if err != nil {
			return nil, err
		}
		for i, d := range days {
			if p, ok := rebuilt[d]; ok {
				pos[i] = p
			}
		}
	}
	cash, err := s.cashSeries(ctx, days)
	if err != nil {
		return nil, err
	}
	receivables, err := s.receivablesAt(ctx, days)
	if err != nil {
		return nil, err
	}
	out := make([]model.NetWorth, len(days))
	for i, d := range days {
		pos[i].Cash = cash[d]
		pos[i].Receivables = receivables[i]
		out[i] = pos[i].NetWorth(d)
	}
	return out, nil
}

// cashSeries returns the balance of all the accounts together at the end of each day, from the memo for the days
// no change since has moved (every write of a movement notes a ledger change from its date, the old one's too),
// summing the others together with cashAt.
func (s *Store) cashSeries(ctx context.Context, days []model.Date) (map[model.Date]model.Money, error) {
	seen, err := s.applyLedgerChanges(ctx)
	if err != nil {
		return nil, err
	}
	return remembered(ctx, s, memoSource[model.Money]{kind: "cash", memo: func(c *ledgerCache) *map[string]model.Money { return &c.Cash },
		compute: func(ctx context.Context, days []model.Date) ([]model.Money, *snapshotAt, error) {
			cash, err := s.cashAt(ctx, days)
			return cash, nil, err
		}}, seen, days)
}

// cashAt returns the balance of all the accounts together at the end of each day (AccountBalancesAt's total),
// in one pass over the movements.
func (s *Store) cashAt(ctx context.Context, days []model.Date) ([]model.Money, error) {
	cols := make([]string, len(days))
	args := make([]any, len(days))
	for i, d := range days {
		cols[i] = "CAST(COALESCE(SUM(CASE WHEN movement_date <= ? THEN amount ELSE 0 END), 0) AS BIGINT)"
		args[i] = d
	}
	cash := make([]model.Money, len(days))
	dest := make([]any, len(days))
	for i := range cash {
		dest[i] = &cash[i]
	}
	if err := s.db.QueryRowContext(ctx, "SELECT "+strings.Join(cols, ", ")+" FROM account_movements", args...).Scan(dest...); err != nil {
		return nil, fmt.Errorf("account balances: %w", err)
	}
	return cash, nil
}

// ledgerCache keeps the positions of past days rebuilt from the history. It is only a memo of what the
// database says: every change that may move a past position writes a ledger_changes row naming the earliest day
// it may move, in its own transaction, and before using the memo every instance reads the rows it has not seen
// yet and drops the days on or after the earliest of them, so a change made through any instance is seen.
//
// Requests that miss the same days under the same memo generation share one rebuild: the first runs it (not
// cancelled with its request), the others wait for its result, so a back-dated write is followed by one rebuild
// however many dashboards are asked for meanwhile.
type ledgerCache struct {
	mu sync.Mutex
	// Memo is the positions and totals remembered, their generation (Seen: the largest ledger_changes id applied)
	// and the changes applied lately; Present holds currentPosition under neverDay's key.
	ledger.Memo
	flights   map[string]*flight // the rebuilds under way, by kind, generation and days
	rebuilt   int                // days rebuilt so far (tests)
	loaded    bool               // ledger_memo was read (it is, once, before the first use)
	summed    int                // days of cash summed so far (tests)
	forwarded int                // rebuilds brought forward so far (tests)
	reading   func(string)       // called with the kind while a snapshot is open (tests)
}

// snapshotAt says what a rebuild read: every change up to seen and, of the later ones, those in visible.
type snapshotAt struct {
	seen    int64
	visible []int64
}

// flight is one rebuild under way: done is closed once vals (one per day asked) or err is set.
type flight struct {
	done chan struct{}
	vals any
	err  error
}

// memoSource is one memo of ledgerCache and how its missing days are computed.
type memoSource[T any] struct {
	kind string // "cash", "positions" or "present"
	memo func(*ledgerCache) *map[string]T
	// compute reads the days' values; with a snapshot, at says what it saw.
	compute func(context.Context, []model.Date) ([]T, *snapshotAt, error)
	// forward brings values read at a snapshot up to the memo's generation, with c.mu held (forwardPositions); a
	// source without it remembers only what no change overlapped.
	forward func(c *ledgerCache, vals []T, days []model.Date, at snapshotAt) (keep []bool, ok bool)
}

// remembered returns the value of each day from the memo of src, computing the missing ones once for all the
// requests missing the same days under generation seen. What it computed is remembered when no change landed
// meanwhile or, for a source read at a snapshot, once brought forward by the changes the snapshot did not see.
func remembered[T any](ctx context.Context, s *Store, src memoSource[T], seen int64, days []model.Date) (map[model.Date]T, error) {
	c := s.ledger
	out := make(map[model.Date]T, len(days))
	var missing []model.Date
	c.mu.Lock()
	m := src.memo(c)
	for _, d := range days {
		if v, ok := (*m)[d.String()]; ok {
			out[d] = v
		} else if !slices.Contains(missing, d) {
			missing = append(missing, d)
		}
	}
	if len(missing) == 0 {
		c.mu.Unlock()
		return out, nil
	}
	key := fmt.Sprint(src.kind, " ", seen, " ", missing)
	f, waiting := c.flights[key]
	if !waiting {
		f = &flight{done: make(chan struct{})}
		if c.flights == nil {
			c.flights = map[string]*flight{}
		}
		c.flights[key] = f
	}
	c.mu.Unlock()
	if !waiting {
		bg := context.WithoutCancel(ctx)
		vals, at, err := src.compute(bg, missing)
		forward := at != nil && src.forward != nil
		keepable := false
		if err == nil {
			if !forward {
				// A change that landed while it ran may be in what it read, under an older generation.
				newest, err := s.latestLedgerChange(bg)
				keepable = err == nil && newest == seen
			} else {
				// The memo first takes in every change the snapshot saw, then the values the ones it did not.
				_, err := s.applyLedgerChanges(bg)
				keepable = err == nil
			}
		}
		c.mu.Lock()
		delete(c.flights, key)
		f.vals, f.err = vals, err
		close(f.done)
		if err == nil {
			switch src.kind {
			case "cash":
				c.summed += len(missing)
			case "positions":
				c.rebuilt += len(missing)
			}
			kept, keep := vals, []bool(nil)
			switch {
			case !keepable:
			case !forward:
				keepable = c.Seen == seen // newer changes applied while this ran: it may predate them
			default:
				kept = slices.Clone(vals) // the requests get what the snapshot said
				keep, keepable = src.forward(c, kept, missing, *at)
			}
			if keepable {
				m := src.memo(c)
				if *m == nil || len(*m)+len(missing) > maxCachedDays {
					*m = map[string]T{}
				}
				for i, d := range missing {
					if keep == nil || keep[i] {
						(*m)[d.String()] = kept[i]
					}
				}
			}
		}
		c.mu.Unlock()
	} else {
		select {
		case <-f.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if f.err != nil {
		return nil, f.err
	}
	vals := f.vals.([]T)
	for i, d := range missing {
		out[d] = vals[i]
	}
	return out, nil
}

// maxCachedDays bounds the memo (the dashboard needs 11 month ends, a year of reports a few dozen days).
const maxCachedDays = 500

// ledgerChangesKept is how many of the newest ledger_changes rows are kept; older ones are pruned by every
// ledgerChangesPruneEvery-th change. An instance that has not seen the rows pruned drops its whole memo, and a
// rebuild that more changes overlapped is thrown away; the memo keeps as many changes to bring a rebuild forward.
// At 700 creates a second 50 000 rows are over a minute, longer than a rebuild of a million assets takes (1 000 were
// a second and a half, shorter than one of 100 000 under those writes).
var ledgerChangesKept, ledgerChangesPruneEvery int64 = ledger.MaxRecentChanges, 100

// everyDay is the from_day of a change that may move any day (the bulk generator's batches).
var everyDay = model.NewDate(1000, time.January, 1)

// noteLedgerChange records, in the transaction of a change, that the positions at the end of from and every
// later day may have moved.
func noteLedgerChange(ctx context.Context, tx *database.Tx, from model.Date, at time.Time) error {
	return insertLedgerChange(ctx, tx, "moved", from, nil, at)
}

// noteExactChange records, in the transaction of a change, that the positions moved by deltas and the accounts'
// total from cashFrom on (neverDay when no money moved).
func noteExactChange(ctx context.Context, tx *database.Tx, cashFrom model.Date, deltas []ledger.Delta, at time.Time) error {
	if len(deltas) == 0 && cashFrom == neverDay {
		return nil // nothing remembered moved
	}
	return insertLedgerChange(ctx, tx, "exact", cashFrom, deltas, at)
}

// insertLedgerChange writes a ledger_changes row and its deltas, as the transaction's last statements. On
// PostgreSQL concurrent writers draw ids and commit in any order; applyLedgerChanges sorts that out on the reading
// side, so writers never wait for each other here. The row goes with its first deltas in one statement there.
func insertLedgerChange(ctx context.Context, tx *database.Tx, kind string, from model.Date, deltas []ledger.Delta, at time.Time) error {
	const insertChange = "INSERT INTO ledger_changes (from_day, kind, created_at) VALUES (?, ?, ?) RETURNING id"
	args := []any{from, kind, at}
	stmt := insertChange
	if tx.Dialect() == database.Postgres && len(deltas) > 0 {
		first := deltas[:min(len(deltas), 500)] // 4 500 arguments at most
		var b strings.Builder
		b.WriteString("WITH change AS (" + insertChange + ") " + insertDelta)
		for i, d := range first {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("((SELECT id FROM change), ?, ?, ?, ?, ?, ?, ?, ?, ?)")
			args = append(args, deltaValues(d)...)
		}
		b.WriteString(" RETURNING change_id")
		stmt, deltas = b.String(), deltas[len(first):]
	}
	var id int64
	// The change reads nothing: it takes the statements held before it along (an asset's history).
	if err := tx.QueryRowCarrying(ctx, stmt, args...).Scan(&id); err != nil {
		return fmt.Errorf("ledger change: %w", err)
	}
	for _, d := range deltas {
		if _, err := tx.ExecContext(ctx, insertDelta+"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", append([]any{id}, deltaValues(d)...)...); err != nil {
			return fmt.Errorf("ledger delta: %w", err)
		}
	}
	return pruneLedgerChanges(ctx, tx, id)
}

const insertDelta = `INSERT INTO ledger_deltas (change_id, from_day, asset_count, real_estate, other, vehicle_assets,
	vehicle_count, vehicles, debt_count, debts) VALUES `

// deltaValues are the columns of a ledger_deltas row after change_id.
func deltaValues(d ledger.Delta) []any {
	p := d.By
	return []any{d.From, p.AssetCount, p.RealEstate, p.Other, p.VehicleAssets, p.VehicleCount, p.Vehicles, p.DebtCount, p.Debts}
}

// pruneLedgerChanges drops the oldest ledger_changes rows on every ledgerChangesPruneEvery-th id: those of the last
// ten prunes' stretch, which holds what the previous prunes left (an id they skipped was rolled back). Not every
// row down to the first: on PostgreSQL such a DELETE walked each row the earlier prunes had left dead until a
// vacuum: 7 ms a prune on the bench's database, seventy times an asset's insert.
func pruneLedgerChanges(ctx context.Context, tx *database.Tx, id int64) error {
	if id%ledgerChangesPruneEvery == 0 {
		upTo := id - ledgerChangesKept
		for _, stmt := range []string{"DELETE FROM ledger_deltas WHERE change_id > ? AND change_id <= ?",
			"DELETE FROM ledger_changes WHERE id > ? AND id <= ?"} {
			if _, err := tx.ExecContext(ctx, stmt, upTo-10*ledgerChangesPruneEvery, upTo); err != nil {
				return fmt.Errorf("prune ledger changes: %w", err)
			}
		}
	}
	return nil
}

// NoteLedgerChange is noteLedgerChange for writers outside the store (the demo's bulk generator): every day
// from from on may have moved; a zero from means every day.
func NoteLedgerChange(ctx context.Context, tx *database.Tx, from model.Date) error {
	if from.IsZero() {
		from = everyDay
	}
	return noteLedgerChange(ctx, tx, from, time.Now().UTC().Truncate(time.Microsecond))
}

// noteChange records a change whose position may differ from the earliest of days on (zero days are skipped;
// none at all means every day). Writes whose records' shares can be read track them (ledgerWrite.track) instead.
func (s *Store) noteChange(ctx context.Context, tx *database.Tx, days ...model.Date) error {
	from := earliest(days)
	if from == neverDay {
		from = everyDay
	}
	return noteLedgerChange(ctx, tx, from, s.Now())
}

// applyLedgerChanges reads the ledger_changes rows newer than the memo (on the primary key) and brings the memo
// up to them: an exact change adds its deltas to the remembered positions and drops the accounts' totals from
// its day; any other drops both from its day; when rows the memo has not seen were pruned, nothing remembered
// is kept. It returns the id the memo is now valid up to: every change with a smaller id has committed or never
// will.
func (s *Store) applyLedgerChanges(ctx context.Context) (int64, error) {
	c := s.ledger
	c.mu.Lock()
	loaded := c.loaded
	c.mu.Unlock()
	if !loaded {
		if err := s.loadLedgerMemo(ctx); err != nil {
			return 0, err
		}
	}
	c.mu.Lock()
	seen := c.Seen
	c.mu.Unlock()
	read, err := readLedgerChanges(ctx, s.db, seen)
	if err != nil {
		return 0, err
	}
	if s.db.Dialect == database.Postgres && !read.unbroken(seen) {
		// A missing id may be a change still committing (PostgreSQL writers draw ids and commit in any order) or
		// one rolled back or pruned. The SHARE lock waits for the writers inserting into the table to commit
		// (their last statement) and holds new ones back, so what it reads is every change up to its newest.
		err := s.db.InTx(ctx, func(tx *database.Tx) error {
			if _, err := tx.ExecContext(ctx, "LOCK TABLE ledger_changes IN SHARE MODE"); err != nil {
				return fmt.Errorf("ledger changes: %w", err)
			}
			read, err = readLedgerChanges(ctx, tx, seen)
			return err
		})
		if err != nil {
			return 0, err
		}
	}
	changes, oldest := read.changes, read.oldest
	if len(changes) == 0 {
		return seen, nil
	}
	newest := changes[len(changes)-1].ID
	c.mu.Lock()
	defer c.mu.Unlock()
	if newest <= c.Seen {
		return c.Seen, nil // another request applied them already
	}
	if oldest > c.Seen+1 {
		c.Restart(newest) // rows after the memo's may have been pruned: nothing remembered can be trusted
		return c.Seen, nil
	}
	c.Apply(changes) // only the changes after the memo's: another request may have applied the first ones meanwhile
	return c.Seen, nil
}

// forwardPositions is ledger.Memo.Forward for the memo's sources, counting the rebuilds it brought forward.
func (c *ledgerCache) forwardPositions(vals []ledger.Position, days []model.Date, at snapshotAt) (keep []bool, ok bool) {
	keep, moved, ok := c.Forward(vals, days, at.seen, at.visible)
	if moved {
		c.forwarded++
	}
	return keep, ok
}

// ledgerRead is what readLedgerChanges found after an id: the changes in id order, with their deltas, and the oldest
// id kept.
type ledgerRead struct {
	changes []ledger.PositionChange
	oldest  int64
}

// unbroken tells whether the changes read are every id after seen, with none missing.
func (r ledgerRead) unbroken(seen int64) bool {
	for i, ch := range r.changes {
		if ch.ID != seen+1+int64(i) {
			return false
		}
	}
	return true
}

// readLedgerChanges reads the ledger_changes rows after seen and the deltas of the exact ones.
func readLedgerChanges(ctx context.Context, q database.Querier, seen int64) (ledgerRead, error) {
	var r ledgerRead
	rows, err := q.QueryContext(ctx, `SELECT id, from_day, kind, (SELECT MIN(id) FROM ledger_changes)
		FROM ledger_changes WHERE id > ? ORDER BY id`, seen)
	if err != nil {
		return r, fmt.Errorf("ledger changes: %w", err)
	}
	defer rows.Close()
	byID := map[int64]int{}
	for rows.Next() {
		var ch ledger.PositionChange
		var kind string
		if err := rows.Scan(&ch.ID, &ch.From, &kind, &r.oldest); err != nil {
			return r, fmt.Errorf("ledger changes: %w", err)
		}
		ch.Exact = kind == "exact"
		if ch.Exact {
			byID[ch.ID] = len(r.changes)
		}
		r.changes = append(r.changes, ch)
	}
	if err := rows.Err(); err != nil {
		return r, fmt.Errorf("ledger changes: %w", err)
	}
	if len(byID) == 0 {
		return r, nil
	}
	rows, err = q.QueryContext(ctx, `SELECT change_id, from_day, asset_count, real_estate, other, vehicle_assets,
		vehicle_count, vehicles, debt_count, debts FROM ledger_deltas WHERE change_id > ? AND change_id <= ?`,
		seen, r.changes[len(r.changes)-1].ID)
	if err != nil {
		return r, fmt.Errorf("ledger deltas: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var change int64
		var d ledger.Delta
		p := &d.By
		if err := rows.Scan(&change, &d.From, &p.AssetCount, &p.RealEstate, &p.Other, &p.VehicleAssets,
			&p.VehicleCount, &p.Vehicles, &p.DebtCount, &p.Debts); err != nil {
			return r, fmt.Errorf("ledger deltas: %w", err)
		}
		d.Order = d.From.String()
		if i, ok := byID[change]; ok {
			r.changes[i].Deltas = append(r.changes[i].Deltas, d)
		}
	}
	if err := rows.Err(); err != nil {
		return r, fmt.Errorf("ledger deltas: %w", err)
	}
	return r, nil
}

// presentPosition is currentPosition, remembered like the past days: exact changes move it by their deltas (a
// record's present state is its history's latest), any other change drops it.
func (s *Store) presentPosition(ctx context.Context) (ledger.Position, error) {
	seen, err := s.applyLedgerChanges(ctx)
	if err != nil {
		return ledger.Position{}, err
	}
	got, err := remembered(ctx, s, memoSource[ledger.Position]{kind: "present",
		memo: func(c *ledgerCache) *map[string]ledger.Position { return &c.Present },
		compute: func(ctx context.Context, _ []model.Date) ([]ledger.Position, *snapshotAt, error) {
			var p ledger.Position
			at, err := s.atSnapshot(ctx, "present", seen, func(tx *database.Tx) (err error) {
				p, err = s.currentPosition(ctx, tx)
				return err
			})
			return []ledger.Position{p}, at, err
		},
		forward: (*ledgerCache).forwardPositions}, seen, []model.Date{neverDay})
	return got[neverDay], err
}

// atSnapshot runs read on one snapshot of the database and says what it saw: every change up to seen (the memo's
// generation when the request began: each of those had committed or never would) and the later ones it lists
// first, on the snapshot itself.
func (s *Store) atSnapshot(ctx context.Context, kind string, seen int64, read func(tx *database.Tx) error) (*snapshotAt, error) {
	at := &snapshotAt{seen: seen}
	err := s.db.ReadSnapshot(ctx, func(tx *database.Tx) error {
		rows, err := tx.QueryContext(ctx, "SELECT id FROM ledger_changes WHERE id > ? ORDER BY id", seen)
		if err != nil {
			return fmt.Errorf("ledger changes seen: %w", err)
		}
		if at.visible, err = scanIDs(rows); err != nil {
			return fmt.Errorf("ledger changes seen: %w", err)
		}
		if s.ledger.reading != nil {
			s.ledger.reading(kind)
		}
		return read(tx)
	})
	return at, err
}

// latestLedgerChange returns the id of the newest ledger_changes row (0 when none).
func (s *Store) latestLedgerChange(ctx context.Context) (int64, error) {
	var id sql.NullInt64
	if err := s.db.QueryRowContext(ctx, "SELECT MAX(id) FROM ledger_changes").Scan(&id); err != nil {
		return 0, fmt.Errorf("ledger changes: %w", err)
	}
	return id.Int64, nil
}

// pastPositions returns the position at the end of each past day, from the memo for the days no change since
// has moved, rebuilding the others together (once for every request missing the same days).
func (s *Store) pastPositions(ctx context.Context, days []model.Date) (map[model.Date]ledger.Position, error) {
	seen, err := s.applyLedgerChanges(ctx) // before rebuilding: a change landing meanwhile is applied next time
	if err != nil {
		return nil, err
	}
	c := s.ledger
	c.mu.Lock()
	before := c.rebuilt
	c.mu.Unlock()
	got, err := remembered(ctx, s, memoSource[ledger.Position]{kind: "positions",
		memo: func(c *ledgerCache) *map[string]ledger.Position { return &c.Days },
		compute: func(ctx context.Context, days []model.Date) (pos []ledger.Position, at *snapshotAt, err error) {
			at, err = s.atSnapshot(ctx, "positions", seen, func(tx *database.Tx) (err error) {
				pos, err = s.rebuildPositions(ctx, tx, days)
				return err
			})
			return pos, at, err
		},
		forward: (*ledgerCache).forwardPositions}, seen, days)
	c.mu.Lock()
	rebuilt := c.rebuilt != before
	c.mu.Unlock()
	if err == nil && rebuilt {
		// Best effort: the snapshot only spares a restarted instance a rebuild, and the answer is already right.
		_ = s.saveLedgerMemo(context.WithoutCancel(ctx))
	}
	return got, err
}

// loadLedgerMemo fills a memo that has never been used with the past positions of ledger_memo, at the generation
// they were saved at: applyLedgerChanges then brings them forward by the changes since, like any remembered day,
// and drops them all when changes since were pruned.
func (s *Store) loadLedgerMemo(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `SELECT day, generation, asset_count, real_estate, other, vehicle_assets,
		vehicle_count, vehicles, debt_count, debts FROM ledger_memo`)
	if err != nil {
		return fmt.Errorf("ledger memo: %w", err)
	}
	defer rows.Close()
	days := map[string]ledger.Position{}
	var generation int64
	for rows.Next() {
		var day string
		var p ledger.Position
		if err := rows.Scan(&day, &generation, &p.AssetCount, &p.RealEstate, &p.Other, &p.VehicleAssets, &p.VehicleCount,
			&p.Vehicles, &p.DebtCount, &p.Debts); err != nil {
			return fmt.Errorf("ledger memo: %w", err)
		}
		days[day] = p
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("ledger memo: %w", err)
	}
	c := s.ledger
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.loaded && c.Seen == 0 && len(c.Days) == 0 && len(days) > 0 {
		c.Load(days, generation)
	}
	c.loaded = true
	return nil
}

// saveLedgerMemo replaces ledger_memo with the memo's past positions and the generation they are valid at.
func (s *Store) saveLedgerMemo(ctx context.Context) error {
	c := s.ledger
	c.mu.Lock()
	generation := c.Seen
	days := maps.Clone(c.Days)
	c.mu.Unlock()
	if len(days) == 0 {
		return nil
	}
	return s.db.InTx(ctx, func(tx *database.Tx) error {
		// Instances that rebuilt at once save one after the other, each whole (on PostgreSQL the second's inserts
		// would otherwise collide with the first's rows, which its delete did not see).
		if err := tx.LockKeys(ctx, "ledger memo"); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM ledger_memo"); err != nil {
			return err
		}
		for day, p := range days {
			if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_memo (day, generation, asset_count, real_estate, other,
				vehicle_assets, vehicle_count, vehicles, debt_count, debts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				day, generation, p.AssetCount, p.RealEstate, p.Other, p.VehicleAssets, p.VehicleCount, p.Vehicles,
				p.DebtCount, p.Debts); err != nil {
				return err
			}
		}
		return nil
	})
}

// assetSums and debtSums are the sums of the current position over the assets and debts matched by a condition.
const (
	assetSums = `SELECT COUNT(*),
			CAST(COALESCE(SUM(CASE WHEN type = 'real_estate' THEN current_value ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN type NOT IN ('real_estate', 'vehicle') THEN current_value ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN type = 'vehicle' THEN current_value ELSE 0 END), 0) AS BIGINT)
		FROM assets WHERE status NOT IN ('sold', 'exchanged')`
	debtSums = `SELECT COUNT(*), CAST(COALESCE(SUM(current_amount), 0) AS BIGINT) FROM debts WHERE status <> 'paid'`
	// assetTotalSums is assetSums over every asset, read from the totals the assets' triggers keep per type and
	// status (asset_totals) instead of from 100 000 rows.
	assetTotalSums = `SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN type = 'real_estate' THEN current_total ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN type NOT IN ('real_estate', 'vehicle') THEN current_total ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(CASE WHEN type = 'vehicle' THEN current_total ELSE 0 END), 0) AS BIGINT)
		FROM asset_totals WHERE status NOT IN ('sold', 'exchanged')`
)

// currentPosition is docs/design.md §5's formula over the current tables: the assets' kept totals, one pass over
// the vehicles and one over the debts.
func (s *Store) currentPosition(ctx context.Context, q database.Querier) (ledger.Position, error) {
	var p ledger.Position
	if err := q.QueryRowContext(ctx, assetTotalSums).Scan(&p.AssetCount, &p.RealEstate, &p.Other, &p.VehicleAssets); err != nil {
		return p, fmt.Errorf("current asset values: %w", err)
	}
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*), CAST(COALESCE(SUM(purchase_price), 0) AS BIGINT) FROM vehicles
		WHERE status <> 'sold'`).Scan(&p.VehicleCount, &p.Vehicles); err != nil {
		return p, fmt.Errorf("current vehicle values: %w", err)
	}
	if err := q.QueryRowContext(ctx, debtSums).Scan(&p.DebtCount, &p.Debts); err != nil {
		return p, fmt.Errorf("current debt amounts: %w", err)
	}
	return p, nil
}

// dayColumns repeats, once per day, a flag column "CASE WHEN cond THEN 1 ELSE 0 END AS hN" whose condition
// holds the day's placeholders, and returns the columns and their arguments.
func dayColumns(days []model.Date, cond string) (string, []any) {
	perDay := strings.Count(cond, "?")
	cols := make([]string, len(days))
	var args []any
	for i, d := range days {
		cols[i] = fmt.Sprintf("CASE WHEN %s THEN 1 ELSE 0 END AS h%d", cond, i)
		for range perDay {
			args = append(args, d)
		}
	}
	return strings.Join(cols, ", "), args
}

// daySums sums, for each day's flag hN, the given expressions (with {h} standing for the flag).
func daySums(n int, exprs ...string) string {
	var cols []string
	for i := range n {
		h := fmt.Sprintf("h%d", i)
		for _, e := range exprs {
			cols = append(cols, "CAST(COALESCE(SUM("+strings.ReplaceAll(e, "{h}", h)+"), 0) AS BIGINT)")
		}
	}
	return strings.Join(cols, ", ")
}

// rebuildPositions rebuilds the position at the end of each past day (days before today) from the history:
//   - an asset counts from its acquisition date until its sale or exchange, at the newValue of its latest
//     history entry dated on or before the day (acquisition, valuations);
//   - a vehicle counts at its purchase price from its purchase date until its sale date;
//   - a debt counts at the sum of the changes of its history entries dated on or before the day, unless the
//     latest written of those entries left it paid.
//
// Only the records with history after the earliest day asked for are rebuilt: every other one stood then as it
// stands now (its latest entry is its current state), so the present position, less those records' present
// share, is their part on every day asked for. For those records each history row becomes the interval of days
// it holds for (from its date to the next row's date), so one pass answers every day at once. An asset's end
// (its first sale or exchange) is a window over the same rows, not a join to a grouped subquery: SQLite, once
// its statistics are gathered, may scan such a subquery for every row (seconds on 100 000 assets).
func (s *Store) rebuildPositions(ctx context.Context, q database.Querier, days []model.Date) ([]ledger.Position, error) {
	n := len(days)
	since := days[0]
	for _, d := range days {
		if d.Before(since) {
			since = d
		}
	}
	pos := make([]ledger.Position, n)
	// The present sums and the present share of the records rebuilt, read in the same statement as their
	// history (one snapshot per domain), so a change landing between statements cannot mix two states.
	var now, moved ledger.Position

	flags, args := dayColumns(days, `iv.from_day <= ? AND (iv.to_day IS NULL OR iv.to_day > ?)
		AND a.acquisition_date <= ? AND (iv.end_day IS NULL OR iv.end_day > ?)`)
	row := q.QueryRowContext(ctx, `WITH moved AS (
			SELECT asset_id AS id FROM asset_transactions WHERE date > ? UNION SELECT id FROM assets WHERE acquisition_date > ?
		), `+assetIntervals+`, tot AS (`+assetTotalSums+`), now AS (`+assetSums+` AND id IN (SELECT id FROM moved))
		SELECT tot.*, now.*, x.* FROM tot, now, (SELECT `+daySums(n, "{h}", "CASE WHEN k = 0 THEN {h} * new_value ELSE 0 END",
		"CASE WHEN k = 1 THEN {h} * new_value ELSE 0 END", "CASE WHEN k = 2 THEN {h} * new_value ELSE 0 END")+`
		FROM (SELECT iv.new_value, `+assetKind+` AS k, `+flags+`
			FROM iv JOIN assets a ON a.id = iv.asset_id WHERE iv.type NOT IN ('sale', 'exchange')) y) x`,
		append([]any{since, since}, args...)...)
	dest := []any{&now.AssetCount, &now.RealEstate, &now.Other, &now.VehicleAssets, &moved.AssetCount, &moved.RealEstate,
		&moved.Other, &moved.VehicleAssets}
	for i := range pos {
		dest = append(dest, &pos[i].AssetCount, &pos[i].RealEstate, &pos[i].Other, &pos[i].VehicleAssets)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, fmt.Errorf("rebuild asset values: %w", err)
	}

	flags, args = dayColumns(days, `purchase_date <= ? AND NOT (status = 'sold' AND (sold_date IS NULL OR sold_date <= ?))`)
	row = q.QueryRowContext(ctx, `SELECT `+daySums(n, "{h}", "{h} * purchase_price")+`
		FROM (SELECT purchase_price, `+flags+` FROM vehicles) x`, args...)
	dest = dest[:0]
	for i := range pos {
		dest = append(dest, &pos[i].VehicleCount, &pos[i].Vehicles)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, fmt.Errorf("rebuild vehicle values: %w", err)
	}

	flags, args = dayColumns(days, `iv.from_day <= ? AND (iv.to_day IS NULL OR iv.to_day > ?)`)
	row = q.QueryRowContext(ctx, `WITH moved AS (
			SELECT DISTINCT debt_id AS id FROM debt_history WHERE event_date > ?
		), `+debtIntervals+`, tot AS (`+debtSums+`), now AS (`+debtSums+` AND id IN (SELECT id FROM moved))
		SELECT tot.*, now.*, x.* FROM tot, now, (SELECT `+daySums(n, "{h}", "{h} * new_amount")+`
		FROM (SELECT iv.new_amount, `+flags+` FROM iv WHERE iv.action <> 'delete' AND iv.new_status <> 'paid') y) x`,
		append([]any{since}, args...)...)
	dest = []any{&now.DebtCount, &now.Debts, &moved.DebtCount, &moved.Debts}
	for i := range pos {
		dest = append(dest, &pos[i].DebtCount, &pos[i].Debts)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, fmt.Errorf("rebuild debt amounts: %w", err)
	}

	for i := range pos {
		p := &pos[i]
		p.AssetCount += now.AssetCount - moved.AssetCount
		p.RealEstate += now.RealEstate - moved.RealEstate
		p.Other += now.Other - moved.Other
		p.VehicleAssets += now.VehicleAssets - moved.VehicleAssets
		p.DebtCount += now.DebtCount - moved.DebtCount
		p.Debts += now.Debts - moved.Debts
	}
	return pos, nil
}

// cashEventSources is every dated movement of cash: one SELECT per source — the accounts' movements, manual entries
// and the money events of records (transfers between the accounts and opening balances move no cash in or out of the
// business) — with kind, the kind of its id (key), its row id, the record's id, description, date, signed amount, and
// when it was recorded (to order the events of one day). An event that moved no account (an asset brought in by the
// owners, a debt's balance forgiven) is no cash: the journal and the bridge show it, not the cash events. Each source
// reads its table alone in an inner SELECT, newest first in the order of its date index, with a {range:column} mark
// where the date bounds go and {limit} where the limit goes, so that only the rows it returns are joined to their
// records.
var cashEventSources = []string{
	// The accounts' movements: manual entries (the account's) and the money events of records (the record's).
	`SELECT CASE WHEN m.source_kind IS NULL THEN 'account' WHEN m.source_kind LIKE 'asset%' THEN 'asset'
			WHEN m.source_kind LIKE 'vehicle%' THEN 'vehicle'
			WHEN m.source_kind = 'receivable_receipt' THEN CASE WHEN rv.asset_id IS NULL THEN 'vehicle' ELSE 'asset' END
			ELSE 'debt' END AS kind, 'movement' AS key, m.id AS id,
		CASE WHEN m.source_kind IS NULL THEN m.account_id WHEN m.source_kind = 'debt_payment' THEN p.debt_id
			WHEN m.source_kind = 'receivable_receipt' THEN COALESCE(rv.asset_id, rv.vehicle_id)
			WHEN m.source_kind = 'vehicle_cost' THEN vc.vehicle_id WHEN m.source_kind = 'asset_improvement' THEN ai.asset_id
			ELSE m.source_id END AS record_id,
		CASE WHEN m.source_kind IS NOT NULL THEN m.description WHEN m.amount > 0 THEN 'Receita: ' || a.name ELSE 'Despesa: ' || a.name END
			|| CASE WHEN m.source_kind IS NULL AND m.description <> '' THEN ' · ' || m.description ELSE '' END AS description,
		m.movement_date AS day, m.amount AS amount, m.created_at AS created_at
	FROM (SELECT id, account_id, source_kind, source_id, description, movement_date, amount, created_at FROM account_movements
		WHERE kind IN ('entry', 'record') {range:movement_date}
		ORDER BY movement_date DESC, id DESC{limit}) m
	JOIN accounts a ON a.id = m.account_id
	LEFT JOIN debt_payments p ON m.source_kind = 'debt_payment' AND p.id = m.source_id
	LEFT JOIN receivable_receipts rr ON m.source_kind = 'receivable_receipt' AND rr.id = m.source_id
	LEFT JOIN receivables rv ON rv.id = rr.receivable_id
	LEFT JOIN vehicle_costs vc ON m.source_kind = 'vehicle_cost' AND vc.id = m.source_id
	LEFT JOIN asset_improvements ai ON m.source_kind = 'asset_improvement' AND ai.id = m.source_id`}

func cashEventsQuery(from, to model.Date, limit int) (string, []any) {
	limitClause := ""
	if limit > 0 {
		limitClause = fmt.Sprintf(" LIMIT %d", limit)
	}
	var parts []string
	var args []any
	for _, src := range cashEventSources {
		start := strings.Index(src, "{range:")
		end := start + strings.Index(src[start:], "}")
		col := src[start+len("{range:") : end]
		var cond string
		if !from.IsZero() {
			cond += " AND " + col + " >= ?"
			args = append(args, from)
		}
		if !to.IsZero() {
			cond += " AND " + col + " <= ?"
			args = append(args, to)
		}
		src = strings.Replace(src[:start]+cond+src[end+1:], "{limit}", limitClause, 1)
		parts = append(parts, "SELECT * FROM ("+src+") s"+fmt.Sprint(len(parts)))
	}
	return "SELECT kind, key, id, record_id, description, day, amount FROM (" + strings.Join(parts, " UNION ALL ") +
		") e ORDER BY day DESC, created_at DESC, key, id DESC" + limitClause, args
}

// CashEvents returns the events that moved cash dated from from to to (either may be zero: no bound),
// newest first; at most limit of them, or all with limit 0.
func (s *Store) CashEvents(ctx context.Context, from, to model.Date, limit int) ([]model.CashEvent, error) {
	query, args := cashEventsQuery(from, to, limit)
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("cash events: %w", err)
	}
	defer rows.Close()
	events := []model.CashEvent{}
	for rows.Next() {
		var e model.CashEvent
		var key string
		var id int64
		if err := rows.Scan(&e.Kind, &key, &id, &e.RecordID, &e.Description, &e.Date, &e.Amount); err != nil {
			return nil, fmt.Errorf("cash events: %w", err)
		}
		e.ID = fmt.Sprintf("%s-%d", key, id)
		events = append(events, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("cash events: %w", err)
	}
	return events, nil
}
