// Package store holds the project's SQL: one file per domain, the same statements on SQLite and PostgreSQL.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
	_ "time/tzdata" // the business's time zone, also on machines without a zoneinfo database

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// Errors the store returns for the handlers to turn into status codes.
var (
	ErrNotFound   = errors.New("not found")
	ErrEmailTaken = errors.New("email already in use")
	ErrLastAdmin  = errors.New("last active admin")
	// ErrUserGone is a change asked by a user who was deleted (or deactivated) while the request ran.
	ErrUserGone = errors.New("the acting user no longer exists")
)

// Store reads and writes the domain records.
type Store struct {
	db       *database.DB
	now      func() time.Time
	ledger   *ledgerCache   // past positions, shared by the copies WithClock makes
	found    *foundTotals   // the totals of text searches, shared likewise
	marks    *pageMarks     // where the rows of the latest asset lists stand, shared likewise
	sessions *sessionMemory // the sessions found in the last second, shared likewise
	// noJournal writes as a version before the journal did (tests of the upgrade): nothing is posted.
	noJournal bool
}

// New returns a store on db using the wall clock.
func New(db *database.DB) *Store {
	return &Store{db: db, now: time.Now, ledger: &ledgerCache{}, found: &foundTotals{byKey: map[string]*foundEntry{}},
		marks: &pageMarks{byList: map[string]*listMarks{}}, sessions: &sessionMemory{byToken: map[string]keptSession{}}}
}

// mapped is the store reading through the database's pool for long reads (database.DB.Mapped); its writes go to
// the same writer as ever.
func (s *Store) mapped() *Store {
	c := *s
	c.db = s.db.Mapped()
	return &c
}

// WithClock returns a copy of the store that reads the time from now (tests use a fixed clock).
func (s *Store) WithClock(now func() time.Time) *Store {
	c := *s
	c.now = now
	return &c
}

// Now is the store's current time in UTC, to the microsecond (what both databases keep).
func (s *Store) Now() time.Time {
	return s.now().UTC().Truncate(time.Microsecond)
}

// businessZone is where the business's calendar days begin and end: a debt is overdue from the day after its
// due date there.
var businessZone = mustLoadLocation("America/Sao_Paulo")

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// Today is the store clock's calendar day in America/Sao_Paulo.
func (s *Store) Today() model.Date { return model.DateOf(s.now().In(businessZone)) }

// MaxPage is the last page a list serves. With the API's 200 rows a page at most, the offset stays far inside
// what both databases accept (below 2^31), whatever page the caller asks for.
const MaxPage = 1_000_000

// offset is the number of rows before page, with page held to 1…MaxPage.
func offset(page, size int) int { return (min(max(page, 1), MaxPage) - 1) * max(size, 0) }

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.db.Ping(ctx) }

// PoolStats describes the database's connection pool, for the metrics.
func (s *Store) PoolStats() sql.DBStats { return s.db.Stats() }

// PendingMigrations is how many migrations of this binary the database lacks (readiness: 0).
func (s *Store) PendingMigrations(ctx context.Context) (int, error) {
	return s.db.PendingMigrations(ctx)
}

// lockAdmins serialises the transactions that could remove the last active admin. SQLite transactions are
// already IMMEDIATE (one writer at a time); on PostgreSQL the row lock on the single settings row makes two
// concurrent demotions wait for each other instead of both passing the count.
func lockAdmins(ctx context.Context, tx *database.Tx) error {
	_, err := tx.ExecContext(ctx, "UPDATE settings SET id = id WHERE id = 1")
	return err
}

// inTxBy runs fn in one transaction on behalf of by. It first takes by's user row with a key-share lock, the
// lock the transaction's foreign keys to users (created_by, user_id, …) would take later anyway: a user's
// deletion then waits for their running changes, or those find the user gone and answer ErrUserGone, instead of
// failing on a foreign key halfway through. Taking it first is the lock order that keeps PostgreSQL from
// deadlocking against DeleteUser, whose cascade locks the rows these transactions lock next.
func (s *Store) inTxBy(ctx context.Context, by model.User, fn func(tx *database.Tx) error) error {
	return s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockUser(ctx, tx, by.ID); err != nil {
			return err
		}
		return fn(tx)
	})
}

// lockUser takes the key-share lock of an active user's row; ErrUserGone when there is none. Zero is no user
// (changes made by the system), which locks nothing.
func lockUser(ctx context.Context, tx *database.Tx, id int64) error {
	if id == 0 {
		return nil
	}
	rows, err := tx.QueryContext(ctx, "SELECT active FROM users WHERE id = ?"+tx.Dialect().KeyShare(), id)
	if err != nil {
		return fmt.Errorf("lock user %d: %w", id, err)
	}
	defer rows.Close()
	active := false
	found := rows.Next()
	if found {
		if err := rows.Scan(&active); err != nil {
			return fmt.Errorf("lock user %d: %w", id, err)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("lock user %d: %w", id, err)
	}
	if !found || !active {
		return ErrUserGone
	}
	return nil
}

// actor is who made a change, from a nullable user id and the name kept with it; nil when the id is empty.
func actor(id sql.NullInt64, name string) *model.Actor {
	if !id.Valid {
		return nil
	}
	return &model.Actor{ID: id.Int64, Name: name}
}

// dbTime scans a timestamp that SQLite returns as text when it comes from an expression (MIN, MAX) rather
// than a declared column. NULL gives the zero time.
type dbTime struct{ Time time.Time }

// Scan implements sql.Scanner.
func (t *dbTime) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		t.Time = time.Time{}
	case time.Time:
		t.Time = v
	case string:
		return t.parse(v)
	case []byte:
		return t.parse(string(v))
	default:
		return fmt.Errorf("scan time: unsupported %T", src)
	}
	return nil
}

func (t *dbTime) parse(s string) error {
	for _, layout := range []string{"2006-01-02 15:04:05.999999999-07:00", time.RFC3339Nano, "2006-01-02 15:04:05.999999999"} {
		if v, err := time.Parse(layout, s); err == nil {
			t.Time = v
			return nil
		}
	}
	return fmt.Errorf("scan time: cannot parse %q", s)
}
