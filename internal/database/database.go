// Package database opens the SQLite or PostgreSQL database, holds the few dialect differences of the project
// in one place and applies the embedded migrations.
package database

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"hash/fnv"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Dialect names the database engine behind a DB.
type Dialect string

// The supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is a database handle that rewrites the portable `?` placeholders of the project's SQL for its dialect.
type DB struct {
	sql     *sql.DB
	Dialect Dialect
	// Path is the SQLite file (empty for PostgreSQL).
	Path string
	// writer runs this process's write transactions, queued in order rather than in SQLite's busy handler, which
	// sleeps and retries, and committed in groups (nil for PostgreSQL).
	writer *groupWriter
	// stmts keeps SQLite's queries prepared (nil for PostgreSQL, whose driver keeps its own).
	stmts *stmtCache
	// searchQueue says that the schema queues the assets' search keys for the trigram index (SQLite, migration
	// 0039): every write transaction then indexes the queue before it commits (syncSearch).
	searchQueue atomic.Bool
	// dsn opens SQLite's connections (PostgreSQL's: Listen's own); mapped is the pool of long reads that Mapped
	// opens with it, once.
	dsn        string
	mapped     *DB
	mappedOnce *sync.Once
	// watch gives up on the calls to a PostgreSQL server that stopped answering (nil for SQLite, on this machine).
	watch *watchdog
}

// stmtCache holds SQLite statements prepared once, by their text. The SQLite driver otherwise parses and plans a
// statement every time it runs — half the CPU of a read by id; database/sql prepares a kept statement on each
// connection that runs it, and a transaction reuses the one of its connection. A text of several statements (a
// migration) is never kept — preparing it would keep only its first — nor more than maxStmts texts: those run as
// before.
type stmtCache struct {
	mu     sync.Mutex
	byText map[string]*sql.Stmt
}

const maxStmts = 4000

// prepared returns query's kept statement, preparing it the first time; nil when none is kept (PostgreSQL, the
// cache full, or a query SQLite refuses, which then runs unprepared to say why).
func (db *DB) prepared(ctx context.Context, query string) *sql.Stmt {
	c := db.stmts
	if c == nil || strings.Contains(strings.TrimRight(query, "; \t\n"), ";") {
		return nil
	}
	c.mu.Lock()
	st, ok := c.byText[query]
	full := len(c.byText) >= maxStmts
	c.mu.Unlock()
	if ok || full {
		return st
	}
	st, err := db.sql.PrepareContext(context.WithoutCancel(ctx), query)
	if err != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.byText[query]; ok {
		_ = st.Close() // another request prepared it meanwhile
		return kept
	}
	c.byText[query] = st
	return st
}

// Open connects to url: a postgres:// or postgresql:// URL selects PostgreSQL, anything else is a SQLite file
// path (an optional sqlite:// or file: prefix is accepted). SQLite is opened in WAL mode with a busy timeout,
// foreign keys on, synchronous=FULL and IMMEDIATE write transactions, set on every connection via the DSN.
func Open(ctx context.Context, rawURL string) (*DB, error) {
	if strings.HasPrefix(rawURL, "postgres://") || strings.HasPrefix(rawURL, "postgresql://") {
		db, err := sql.Open("pgx", rawURL)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		db.SetMaxOpenConns(20)
		db.SetMaxIdleConns(10)
		if err := db.PingContext(ctx); err != nil {
			db.Close()
			return nil, fmt.Errorf("connect to postgres: %w", err)
		}
		connector, err := db.Driver().(driver.DriverContext).OpenConnector(rawURL)
		if err != nil {
			db.Close()
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		return &DB{sql: db, Dialect: Postgres, dsn: rawURL, watch: newWatchdog(connector)}, nil
	}

	path, _ := SQLitePath(rawURL)
	if path == "" {
		return nil, errors.New("open sqlite: empty path")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("create database directory: %w", err)
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "busy_timeout(10000)", "foreign_keys(1)", "synchronous(FULL)", "temp_store(MEMORY)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	q.Set("_time_format", "sqlite")
	dsn := "file:" + path + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	db.SetMaxOpenConns(9) // eight for reads, one the writer keeps
	db.SetMaxIdleConns(9)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	d := &DB{sql: db, Dialect: SQLite, Path: path, stmts: &stmtCache{byText: map[string]*sql.Stmt{}}, dsn: dsn,
		mappedOnce: &sync.Once{}}
	if err := d.noteSearchQueue(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if d.writer, err = newGroupWriter(ctx, d); err != nil {
		db.Close()
		return nil, err
	}
	return d, nil
}

// noteSearchQueue looks whether the schema has the trigram index's queue yet (after migration 0039).
func (db *DB) noteSearchQueue(ctx context.Context) error {
	if db.Dialect != SQLite {
		return nil
	}
	var n int
	if err := db.sql.QueryRowContext(ctx, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'assets_search_queue'").Scan(&n); err != nil {
		return fmt.Errorf("open sqlite: %w", err)
	}
	db.searchQueue.Store(n > 0)
	return nil
}

// searchSync indexes the assets queued since the last commit: the keys they had leave the trigram index, the keys
// they have now enter it, and the queue empties — one segment for the whole transaction.
var searchSync = []string{
	`INSERT INTO assets_search (assets_search, rowid, search) SELECT 'delete', id, indexed FROM assets_search_queue WHERE indexed IS NOT NULL`,
	// CROSS JOIN walks the queue and looks each asset up: the planner, knowing nothing of the queue, would walk the assets.
	`INSERT INTO assets_search (rowid, search) SELECT q.id, a.search FROM assets_search_queue q CROSS JOIN assets a ON a.id = q.id`,
	// WHERE keeps SQLite from its truncate shortcut, which rewrites the table's root page even when it is empty: a
	// page more in the WAL for every write transaction, assets or not.
	`DELETE FROM assets_search_queue WHERE id > 0`,
}

// syncSearch runs searchSync in a write transaction about to commit, when the schema queues search keys.
func (db *DB) syncSearch(sqlTx *sql.Tx) error {
	if !db.searchQueue.Load() {
		return nil
	}
	for _, stmt := range searchSync {
		if err := db.execKept(sqlTx, stmt); err != nil {
			return fmt.Errorf("index the search keys: %w", err)
		}
	}
	return nil
}

// SQLitePath is the file a database URL names when it names a SQLite database (ok false for PostgreSQL).
func SQLitePath(rawURL string) (path string, ok bool) {
	if strings.HasPrefix(rawURL, "postgres://") || strings.HasPrefix(rawURL, "postgresql://") {
		return "", false
	}
	path = strings.TrimPrefix(strings.TrimPrefix(rawURL, "sqlite://"), "file:")
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path = path[:i]
	}
	return path, true
}

// mmapSize is how much of the SQLite file the connections of Mapped read through a memory map.
const mmapSize = 1 << 30

// Mapped is the handle for long reads that touch many pages — the dashboard. On SQLite it is a pool of its own whose
// connections read the file through a memory map and refuse to write (its transactions go to the one writer, as
// every other): a page outside a connection's 2 MB cache is then no system call, and eight dashboards at once went
// from 45 to 131 a second. The map is not for every read: after any write, a mapped connection's next read unmaps
// the whole file and maps it again, which under a stream of writes cost each create's session lookup 10–15 %. On
// PostgreSQL, and should the pool not open, Mapped is db itself.
func (db *DB) Mapped() *DB {
	if db.Dialect != SQLite || db.mappedOnce == nil {
		return db
	}
	db.mappedOnce.Do(func() {
		db.mapped = db
		pool, err := sql.Open("sqlite", db.dsn+fmt.Sprintf("&_pragma=mmap_size(%d)&_pragma=query_only(1)", mmapSize))
		if err != nil {
			return
		}
		pool.SetMaxOpenConns(8)
		pool.SetMaxIdleConns(8)
		db.mapped = &DB{sql: pool, Dialect: SQLite, Path: db.Path, writer: db.writer, stmts: &stmtCache{byText: map[string]*sql.Stmt{}}}
	})
	return db.mapped
}

// Close closes the kept statements and the connection pools.
func (db *DB) Close() error {
	if db.writer != nil {
		db.writer.close()
	}
	db.watch.close()
	if db.mappedOnce != nil {
		db.mappedOnce.Do(func() { db.mapped = db }) // no pool opens after this
		if db.mapped != db {
			db.mapped.closeStatements()
			_ = db.mapped.sql.Close()
		}
	}
	db.closeStatements()
	return db.sql.Close()
}

func (db *DB) closeStatements() {
	if c := db.stmts; c != nil {
		c.mu.Lock()
		for _, st := range c.byText {
			_ = st.Close()
		}
		clear(c.byText)
		c.mu.Unlock()
	}
}

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.sql.PingContext(ctx) }

// Stats describes the connection pool, for the metrics.
func (db *DB) Stats() sql.DBStats { return db.sql.Stats() }

// Querier is what DB and Tx share: SQL with `?` placeholders, rewritten for the dialect.
type Querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// ExecContext runs a statement.
func (db *DB) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if st := db.prepared(ctx, query); st != nil {
		return st.ExecContext(ctx, args...)
	}
	ctx, done := db.watch.guard(ctx, false)
	defer done()
	res, err := db.sql.ExecContext(ctx, db.Dialect.rebind(query), args...)
	return res, unavailable(ctx, err)
}

// QueryContext runs a query returning rows.
func (db *DB) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st := db.prepared(ctx, query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	ctx, done := db.watch.guard(ctx, false)
	defer done()
	rows, err := db.sql.QueryContext(ctx, db.Dialect.rebind(query), args...)
	return rows, unavailable(ctx, err)
}

// QueryRowContext runs a query returning at most one row. When the watchdog ends it, Scan's error is the
// context's (context.Canceled) and Unavailable reports why.
func (db *DB) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if st := db.prepared(ctx, query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	ctx, done := db.watch.guard(ctx, false)
	defer done()
	return db.sql.QueryRowContext(ctx, db.Dialect.rebind(query), args...)
}

// Tx is a transaction with the same placeholder rewriting as DB. After a statement fails, the transaction
// refuses every further statement with ErrTxAborted (as PostgreSQL does; SQLite would go on), so that no code
// path can run on after a failure on one database and not on the other: InTx then rolls it back.
type Tx struct {
	tx      *sql.Tx
	db      *DB
	dialect Dialect
	failed  error
	// shared is set when the transaction may carry other callers' writes: a caller going away must not interrupt
	// a statement, which on SQLite would roll the whole transaction back.
	shared bool
	// held are the statements Hold keeps for the next one (PostgreSQL only).
	held []heldStatement
	// watched is the transaction's context under the watchdog (PostgreSQL): its statements end with it.
	watched context.Context
}

type heldStatement struct {
	query string
	args  []any
}

// Hold runs a statement whose result nobody reads. On PostgreSQL it waits for the transaction's next statement,
// each a round trip: one sent by QueryRowCarrying takes it along in the same statement; any other, and the commit,
// run it first. SQLite, with no round trip to save, runs it at once.
func (tx *Tx) Hold(ctx context.Context, query string, args ...any) error {
	if tx.dialect != Postgres {
		_, err := tx.ExecContext(ctx, query, args...)
		return err
	}
	carried := len(args)
	for _, h := range tx.held {
		carried += len(h.args)
	}
	if carried > maxCarriedArgs {
		if err := tx.runHeld(ctx); err != nil {
			return err
		}
	}
	tx.held = append(tx.held, heldStatement{query: query, args: args})
	return nil
}

// maxCarriedArgs bounds the arguments of the held statements, leaving the one that carries them room for its own
// within PostgreSQL's 65 535.
const maxCarriedArgs = 30_000

// runHeld runs the held statements, one by one.
func (tx *Tx) runHeld(ctx context.Context) error {
	held := tx.held
	tx.held = nil
	for _, h := range held {
		if _, err := tx.ExecContext(ctx, h.query, h.args...); err != nil {
			return err
		}
	}
	return nil
}

// QueryRowCarrying is QueryRowContext taking the held statements along: on PostgreSQL they lead query as the
// data-modifying queries of its WITH, one round trip for all. query must not read what they write, since
// PostgreSQL runs the parts of one statement on one snapshot.
func (tx *Tx) QueryRowCarrying(ctx context.Context, query string, args ...any) *sql.Row {
	if len(tx.held) == 0 {
		return tx.QueryRowContext(ctx, query, args...)
	}
	var b strings.Builder
	var all []any
	for i, h := range tx.held {
		if i == 0 {
			b.WriteString("WITH ")
		} else {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "held_%d AS (%s)", i, h.query)
		all = append(all, h.args...)
	}
	tx.held = nil
	if rest, ok := strings.CutPrefix(query, "WITH "); ok {
		b.WriteString(", " + rest)
	} else {
		b.WriteString(" " + query)
	}
	return tx.QueryRowContext(ctx, b.String(), append(all, args...)...)
}

// keep is the context a statement of the transaction runs with: on PostgreSQL it also ends when the watchdog ends
// the transaction, or else a statement waiting on a server that stopped answering would hold the transaction open.
func (tx *Tx) keep(ctx context.Context) context.Context {
	if tx.shared {
		return context.WithoutCancel(ctx)
	}
	if tx.watched != nil {
		stmt, cancel := context.WithCancelCause(ctx)
		context.AfterFunc(tx.watched, func() { cancel(context.Cause(tx.watched)) })
		return stmt
	}
	return ctx
}

// ErrTxAborted is what a transaction answers to a statement sent after one of its statements failed.
var ErrTxAborted = errors.New("transaction aborted by an earlier failed statement")

func (tx *Tx) note(err error) error {
	if err != nil && tx.failed == nil {
		tx.failed = err
	}
	return err
}

// ExecContext runs a statement inside the transaction.
func (tx *Tx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	ctx = tx.keep(ctx)
	if len(tx.held) > 0 {
		if err := tx.runHeld(ctx); err != nil {
			return nil, err
		}
	}
	if tx.failed != nil {
		return nil, fmt.Errorf("%w: %w", ErrTxAborted, tx.failed)
	}
	if st := tx.db.prepared(ctx, query); st != nil {
		res, err := tx.tx.StmtContext(ctx, st).ExecContext(ctx, args...)
		return res, tx.note(err)
	}
	res, err := tx.tx.ExecContext(ctx, tx.dialect.rebind(query), args...)
	return res, tx.note(err)
}

// QueryContext runs a query inside the transaction.
func (tx *Tx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	ctx = tx.keep(ctx)
	if len(tx.held) > 0 {
		if err := tx.runHeld(ctx); err != nil {
			return nil, err
		}
	}
	if tx.failed != nil {
		return nil, fmt.Errorf("%w: %w", ErrTxAborted, tx.failed)
	}
	if st := tx.db.prepared(ctx, query); st != nil {
		rows, err := tx.tx.StmtContext(ctx, st).QueryContext(ctx, args...)
		return rows, tx.note(err)
	}
	rows, err := tx.tx.QueryContext(ctx, tx.dialect.rebind(query), args...)
	return rows, tx.note(err)
}

// Dialect names the database engine the transaction runs on.
func (tx *Tx) Dialect() Dialect { return tx.dialect }

// QueryRowContext runs a single-row query inside the transaction.
func (tx *Tx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	ctx = tx.keep(ctx)
	if len(tx.held) > 0 {
		_ = tx.runHeld(ctx) // a failure is noted: the row below fails on PostgreSQL's aborted transaction
	}
	if st := tx.db.prepared(ctx, query); st != nil {
		return tx.tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
	}
	return tx.tx.QueryRowContext(ctx, tx.dialect.rebind(query), args...)
}

// keyLockClass is the first key of the PostgreSQL advisory locks LockKeys takes, which keeps them apart from
// other advisory locks.
const keyLockClass = 74_201_734

// LockKeys makes the transactions that name one of the same keys run one after the other, until each ends.
// PostgreSQL takes one transaction-scoped advisory lock per key, in ascending order of their hashes so that two
// transactions never wait for each other in a cycle (two keys sharing a hash only wait more). SQLite needs
// nothing: its write transactions already run one at a time (IMMEDIATE).
func (tx *Tx) LockKeys(ctx context.Context, keys ...string) error {
	if tx.dialect != Postgres {
		return nil
	}
	ids := make([]int32, 0, len(keys))
	for _, k := range keys {
		h := fnv.New32a()
		h.Write([]byte(k))
		ids = append(ids, int32(h.Sum32()))
	}
	slices.Sort(ids)
	for _, id := range slices.Compact(ids) {
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?, ?)", keyLockClass, id); err != nil {
			return fmt.Errorf("lock keys: %w", err)
		}
	}
	return nil
}

// InTx runs fn in one transaction: committed when fn returns nil, rolled back otherwise (all or nothing).
// On SQLite the process's writers queue (groupWriter) and run in IMMEDIATE transactions, so that they never fail on
// a lock upgrade; the writes of several callers may share one transaction, each rolled back alone if it fails.
func (db *DB) InTx(ctx context.Context, fn func(tx *Tx) error) error {
	if db.writer != nil {
		return db.inGroup(ctx, fn)
	}
	ctx, done := db.watch.guard(ctx, true)
	defer done()
	err := db.inTx(ctx, fn)
	return unavailable(ctx, err)
}

func (db *DB) inTx(ctx context.Context, fn func(tx *Tx) error) error {
	sqlTx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	tx := &Tx{tx: sqlTx, db: db, dialect: db.Dialect}
	if db.watch != nil {
		tx.watched = ctx
	}
	err = fn(tx)
	if err == nil && len(tx.held) > 0 {
		err = tx.runHeld(ctx)
	}
	if err == nil && tx.failed != nil {
		err = fmt.Errorf("%w: %w", ErrTxAborted, tx.failed) // a failure that fn went past
	}
	if err != nil {
		_ = sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// rebind turns the portable `?` placeholders into PostgreSQL's `$1, $2, …`. The project's SQL never puts a
// question mark inside a string literal.
func (d Dialect) rebind(query string) string {
	if d != Postgres || !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 8)
	n := 0
	for i := 0; i < len(query); i++ {
		if query[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(query[i])
	}
	return b.String()
}

// KeyShare is the clause that makes a SELECT take a key-share lock on the rows it reads: the lock that a
// foreign key check takes, which keeps the row from being deleted until the transaction ends. PostgreSQL only:
// SQLite transactions already hold the database's write lock.
func (d Dialect) KeyShare() string {
	if d == Postgres {
		return " FOR KEY SHARE"
	}
	return ""
}

// JSONArrays is a scalar subquery that reads the rows of from as JSON text: an array holding, per row, the array of
// its columns ("[]" when there are none, in no set order), so that what hangs on a record comes with it in one
// round trip.
func (d Dialect) JSONArrays(columns, from string) string {
	if d == Postgres {
		return "(SELECT COALESCE(json_agg(json_build_array(" + columns + ")), '[]')::text FROM " + from + ")"
	}
	return "(SELECT json_group_array(json_array(" + columns + ")) FROM " + from + ")"
}

// AsStored is expr read as the database stores it, to be bound back into a comparison with the same expression. On
// SQLite the unary plus keeps the driver from converting the value by the column's declared type (a DATE column's
// text is read as a time, which bound again is other text).
func (d Dialect) AsStored(expr string) string {
	if d == SQLite {
		return "+" + expr
	}
	return expr
}

// IsUniqueViolation reports whether err is a unique-constraint violation on either database.
func IsUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		return liteErr.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || liteErr.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// IsDiskFull reports whether err is the database saying it has no room left: SQLite's SQLITE_FULL (the disk, or
// its max_page_count, is full) or PostgreSQL's disk_full (SQLSTATE 53100). The failed statement changed nothing.
func IsDiskFull(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "53100"
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		return liteErr.Code()&0xff == sqlite3.SQLITE_FULL // the primary code, whatever its extended part
	}
	return false
}

// Backup writes a consistent copy of a SQLite database to path while it is in use. PostgreSQL databases are
// backed up with pg_dump instead.
func (db *DB) Backup(ctx context.Context, path string) error {
	if db.Dialect != SQLite {
		return errors.New("backup: for PostgreSQL use pg_dump (see README)")
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("backup: %s already exists", path)
	}
	if _, err := db.sql.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("backup to %s: %w", path, err)
	}
	return nil
}
