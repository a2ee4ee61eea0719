// Package dbtest gives tests a fresh, migrated database on SQLite and, when PATRIMONIO_TEST_POSTGRES_URL is
// set, on PostgreSQL, so the same test functions run on both. Every database is the test's own (a file in its
// temporary directory, a PostgreSQL schema of a random name), so tests run in parallel.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/netfault"
)

// Run runs the tests of a package whose tests use these databases, from its TestMain. Without an explicit
// -parallel it lets 4 × GOMAXPROCS parallel tests run at once instead of GOMAXPROCS: the tests wait on the
// database (its commits reach the disk) far more than they compute.
func Run(m *testing.M) int {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		if err := flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0))); err != nil {
			fmt.Fprintln(os.Stderr, "dbtest:", err)
		}
	}
	pg.Lock()
	pg.pooled = true
	pg.Unlock()
	code := m.Run()
	if err := dropPool(); err != nil {
		fmt.Fprintln(os.Stderr, "dbtest: drop the PostgreSQL test schemas:", err)
	}
	return code
}

// pg is the pool of migrated PostgreSQL schemas of a test process run by Run. A test's schema, emptied back to
// what the migrations leave, serves the next test: migrating takes a lock that every process on the server
// shares, and most of a test's time on PostgreSQL went to it. Without Run every test migrates a schema of its
// own and drops it.
var pg struct {
	sync.Mutex
	pooled bool
	admin  *database.DB
	seed   string // a migrated schema no test touches: what a reset copies back
	plan   resetPlan
	free   []string
	all    []string
}

// takeSchema returns a migrated schema from the pool, or migrates a new one.
func takeSchema(base string) (string, error) {
	pg.Lock()
	defer pg.Unlock()
	ctx := context.Background()
	if pg.admin == nil {
		admin, err := database.Open(ctx, connURL(base, ""))
		if err != nil {
			return "", err
		}
		pg.admin = admin
		seed, err := newSchema(ctx, base)
		if err != nil {
			return "", err
		}
		pg.seed = seed
		if pg.plan, err = planReset(ctx, admin, seed); err != nil {
			return "", err
		}
	}
	if n := len(pg.free); n > 0 {
		schema := pg.free[n-1]
		pg.free = pg.free[:n-1]
		return schema, nil
	}
	return newSchema(ctx, base)
}

// newSchema creates and migrates a schema of a random name; pg must be locked.
func newSchema(ctx context.Context, base string) (string, error) {
	suffix := make([]byte, 6)
	_, _ = rand.Read(suffix)
	schema := "t_" + hex.EncodeToString(suffix)
	if _, err := pg.admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		return "", fmt.Errorf("create schema: %w", err)
	}
	pg.all = append(pg.all, schema)
	db, err := database.Open(ctx, connURL(base, schema))
	if err != nil {
		return "", err
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return "", fmt.Errorf("migrate: %w", err)
	}
	return schema, nil
}

// resetPlan is what brings a used schema back to the seed's state, worked out once from the seed: the tables in
// an order that deletes every row before the rows it references, the tables whose seed holds rows, and the
// sequences with the position the seed left them at.
type resetPlan struct {
	seed      string
	tables    []string // children before the tables they reference
	seeded    map[string]bool
	sequences string // one SELECT of setval calls, with %[1]s for the schema
}

// planReset reads the seed schema's tables, foreign keys and sequences.
func planReset(ctx context.Context, admin *database.DB, seed string) (resetPlan, error) {
	p := resetPlan{seed: seed, seeded: map[string]bool{}}
	tables, err := names(ctx, admin, "SELECT table_name FROM information_schema.tables WHERE table_schema = '"+seed+
		"' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY table_name")
	if err != nil {
		return p, err
	}
	parents := map[string][]string{}
	rows, err := admin.QueryContext(ctx, `SELECT c.relname, r.relname FROM pg_constraint k
		JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class r ON r.oid = k.confrelid
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE k.contype = 'f' AND n.nspname = $1 AND c.oid <> r.oid`, seed)
	if err != nil {
		return p, err
	}
	for rows.Next() {
		var child, parent string
		if err := rows.Scan(&child, &parent); err != nil {
			rows.Close()
			return p, err
		}
		parents[child] = append(parents[child], parent)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return p, err
	}
	// A table comes after every table that references it: place the referencing ones first.
	children := map[string][]string{}
	for child, ps := range parents {
		for _, parent := range ps {
			children[parent] = append(children[parent], child)
		}
	}
	placed := map[string]bool{}
	var place func(name string)
	place = func(name string) {
		if placed[name] {
			return
		}
		placed[name] = true
		for _, child := range children[name] {
			place(child)
		}
		p.tables = append(p.tables, name)
	}
	for _, name := range tables {
		place(name)
	}
	for _, name := range tables {
		var filled bool
		if err := admin.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM "+seed+"."+name+")").Scan(&filled); err != nil {
			return p, err
		}
		p.seeded[name] = filled
	}
	seqs, err := admin.QueryContext(ctx, `SELECT sequencename, start_value, last_value FROM pg_sequences WHERE schemaname = $1`, seed)
	if err != nil {
		return p, err
	}
	defer seqs.Close()
	var calls []string
	for seqs.Next() {
		var name string
		var start int64
		var last *int64
		if err := seqs.Scan(&name, &start, &last); err != nil {
			return p, err
		}
		if last != nil {
			calls = append(calls, fmt.Sprintf("setval('%%[1]s.%s', %d, true)", name, *last))
		} else {
			calls = append(calls, fmt.Sprintf("setval('%%[1]s.%s', %d, false)", name, start))
		}
	}
	if len(calls) > 0 {
		p.sequences = "SELECT " + strings.Join(calls, ", ")
	}
	return p, seqs.Err()
}

// statements is the one transaction (one query of several statements) that resets schema: it deletes the rows of
// the tables a test filled (and of the seeded ones), copies the seed's rows back and puts the sequences back.
// Deleting the few rows a test wrote is much cheaper than TRUNCATE, which replaces every table's files even when
// the table is empty.
func (p resetPlan) statements(ctx context.Context, admin *database.DB, schema string) (string, error) {
	probes := make([]string, len(p.tables))
	for i, name := range p.tables {
		probes[i] = fmt.Sprintf("SELECT '%[2]s' WHERE EXISTS (SELECT 1 FROM %[1]s.%[2]s)", schema, name)
	}
	filled, err := names(ctx, admin, strings.Join(probes, " UNION ALL "))
	if err != nil {
		return "", err
	}
	dirty := map[string]bool{}
	for _, name := range filled {
		dirty[name] = true
	}
	// Triggers run with each statement, and the deletes run twice: the first pass's triggers write rows too (an
	// asset deleted is counted out of the assets' totals, in a row of their own).
	var b strings.Builder
	b.WriteString("SET CONSTRAINTS ALL IMMEDIATE;\n")
	for range 2 {
		for _, name := range p.tables {
			if dirty[name] || p.seeded[name] {
				fmt.Fprintf(&b, "DELETE FROM %s.%s;\n", schema, name)
			}
		}
	}
	for _, name := range p.tables {
		if p.seeded[name] {
			fmt.Fprintf(&b, "INSERT INTO %s.%s SELECT * FROM %s.%s;\n", schema, name, p.seed, name)
		}
	}
	if p.sequences != "" {
		b.WriteString(fmt.Sprintf(p.sequences, schema))
	}
	return b.String(), nil
}

// names runs a query of one text column and returns its values.
func names(ctx context.Context, db *database.DB, query string) ([]string, error) {
	rows, err := db.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		out = append(out, name)
	}
	return out, rows.Err()
}

// giveBack resets a schema a test has finished with and returns it to the pool; one that cannot be reset is
// dropped.
func giveBack(schema string) error {
	ctx := context.Background()
	pg.Lock()
	admin, plan := pg.admin, pg.plan
	pg.Unlock()
	reset, err := plan.statements(ctx, admin, schema)
	if err == nil {
		_, err = admin.ExecContext(ctx, reset)
	}
	if err != nil {
		_, _ = admin.ExecContext(ctx, "DROP SCHEMA "+schema+" CASCADE")
		return fmt.Errorf("reset schema %s: %w", schema, err)
	}
	pg.Lock()
	pg.free = append(pg.free, schema)
	pg.Unlock()
	return nil
}

// memoryDir is a directory backed by memory (tmpfs), where the test databases of SQLite live when the machine
// has one: the same files, WAL and synchronous=FULL as on a disk, but a sync costs nothing, and waiting for the
// disk at each commit was most of the SQLite tests' time (14.7 s → 7.0 s for internal/api here).
const memoryDir = "/dev/shm"

// sqliteDir is a fresh directory for a test's SQLite database, removed when the test ends: under memoryDir when
// it can be written, in the test's temporary directory otherwise.
func sqliteDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp(memoryDir, "patrimonio-test-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// sqliteTemplate is the bytes of a migrated SQLite database, made once per test process: Open writes a copy
// for each test instead of migrating again.
var sqliteTemplate = sync.OnceValues(func() ([]byte, error) {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "patrimonio-dbtest-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "template.db")
	db, err := database.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate: %w", err)
	}
	// Fold the write-ahead log into the file, so that the file alone is the database.
	if _, err := db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		db.Close()
		return nil, err
	}
	if err := db.Close(); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
})

// PostgresURLEnv names the variable that enables the PostgreSQL runs.
const PostgresURLEnv = "PATRIMONIO_TEST_POSTGRES_URL"

// Dialects lists the databases the tests run on here.
func Dialects() []database.Dialect {
	if os.Getenv(PostgresURLEnv) != "" {
		return []database.Dialect{database.SQLite, database.Postgres}
	}
	return []database.Dialect{database.SQLite}
}

// Each runs fn as a subtest on a fresh migrated database of every available dialect.
func Each(t *testing.T, fn func(t *testing.T, db *database.DB)) {
	t.Helper()
	for _, d := range Dialects() {
		t.Run(string(d), func(t *testing.T) {
			fn(t, Open(t, d))
		})
	}
}

// Open returns a fresh migrated database of the dialect, removed when the test ends. On SQLite it is a copy of
// a database migrated once per process.
func Open(t testing.TB, d database.Dialect) *database.DB {
	t.Helper()
	if d == database.SQLite {
		template, err := sqliteTemplate()
		if err != nil {
			t.Fatalf("migrated sqlite template: %v", err)
		}
		path := filepath.Join(sqliteDir(t), "test.db")
		if err := os.WriteFile(path, template, 0o600); err != nil {
			t.Fatal(err)
		}
		db, err := database.Open(context.Background(), path)
		if err != nil {
			t.Fatalf("open sqlite: %v", err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}
	pg.Lock()
	pooled := pg.pooled
	pg.Unlock()
	if !pooled {
		db := OpenEmpty(t, d)
		if _, err := db.Migrate(context.Background()); err != nil {
			t.Fatalf("migrate: %v", err)
		}
		return db
	}
	base := os.Getenv(PostgresURLEnv)
	if base == "" {
		t.Skipf("%s is not set", PostgresURLEnv)
	}
	schema, err := takeSchema(base)
	if err != nil {
		t.Fatalf("postgres test schema: %v", err)
	}
	db, err := database.Open(context.Background(), connURL(base, schema))
	if err != nil {
		t.Fatalf("open postgres schema: %v", err)
	}
	t.Cleanup(func() {
		db.Close()
		if err := giveBack(schema); err != nil {
			t.Log(err)
		}
	})
	return db
}

// OpenEmpty returns a fresh database of the dialect with no tables.
func OpenEmpty(t testing.TB, d database.Dialect) *database.DB {
	t.Helper()
	ctx := context.Background()
	if d == database.SQLite {
		db, err := database.Open(ctx, filepath.Join(sqliteDir(t), "test.db"))
		if err != nil {
			t.Fatalf("open sqlite: %v", err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}

	db, err := database.Open(ctx, ownSchema(t))
	if err != nil {
		t.Fatalf("open postgres schema: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// ownSchema makes a PostgreSQL schema of the test's own — cheaper than a database — dropped when the test ends
// (after the cleanups registered later, which close what uses it), and returns the URL of its connections.
func ownSchema(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresURLEnv)
	if base == "" {
		t.Skipf("%s is not set", PostgresURLEnv)
	}
	ctx := context.Background()
	admin, err := database.Open(ctx, base)
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	suffix := make([]byte, 6)
	_, _ = rand.Read(suffix)
	schema := "t_" + hex.EncodeToString(suffix)
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	})
	return connURL(base, schema)
}

// OpenPostgresBehind returns a fresh migrated PostgreSQL database (a schema of its own) whose connections go
// through a netfault proxy, and the proxy; skipped without PostgreSQL.
func OpenPostgresBehind(t testing.TB) (*database.DB, *netfault.Proxy) {
	t.Helper()
	u, err := url.Parse(ownSchema(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := netfault.New(t, u.Host)
	u.Host = proxy.Addr
	ctx := context.Background()
	db, err := database.Open(ctx, u.String())
	if err != nil {
		t.Fatalf("open postgres behind the proxy: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db, proxy
}

// dropPool drops every schema of the pool, when the tests have ended.
func dropPool() error {
	pg.Lock()
	defer pg.Unlock()
	if pg.admin == nil {
		return nil
	}
	var errs []error
	for _, schema := range pg.all {
		if _, err := pg.admin.ExecContext(context.Background(), "DROP SCHEMA IF EXISTS "+schema+" CASCADE"); err != nil {
			errs = append(errs, err)
		}
	}
	errs = append(errs, pg.admin.Close())
	pg.admin, pg.all, pg.free = nil, nil, nil
	return errors.Join(errs...)
}

// connURL is the PostgreSQL URL base with its search_path set to schema (unless it is ""), for a test's
// connections. They commit without waiting for the disk (synchronous_commit off): a test never survives a crash
// of the server, so its commits need not either, and what a transaction sees is the same.
func connURL(base, schema string) string {
	u, err := url.Parse(base)
	if err != nil {
		return base
	}
	q := u.Query()
	if schema != "" {
		q.Set("search_path", schema)
	}
	q.Set("synchronous_commit", "off")
	u.RawQuery = q.Encode()
	return u.String()
}
