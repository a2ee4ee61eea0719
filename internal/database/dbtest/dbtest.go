// Package dbtest gives tests a fresh, migrated database on SQLite and, when PATRIMONIO_TEST_POSTGRES_URL is
// set, on PostgreSQL, so the same test functions run on both. Every database is the test's own (a file in its
// temporary directory, a PostgreSQL schema of a random name), so tests run in parallel.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"patrimonio/internal/database"
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
	return m.Run()
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
		path := filepath.Join(t.TempDir(), "test.db")
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
	db := OpenEmpty(t, d)
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// OpenEmpty returns a fresh database of the dialect with no tables.
func OpenEmpty(t testing.TB, d database.Dialect) *database.DB {
	t.Helper()
	ctx := context.Background()
	if d == database.SQLite {
		db, err := database.Open(ctx, filepath.Join(t.TempDir(), "test.db"))
		if err != nil {
			t.Fatalf("open sqlite: %v", err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}

	base := os.Getenv(PostgresURLEnv)
	if base == "" {
		t.Skipf("%s is not set", PostgresURLEnv)
	}
	// Each test gets its own schema: cheaper than a database, and dropped afterwards.
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
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse %s: %v", PostgresURLEnv, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	db, err := database.Open(ctx, u.String())
	if err != nil {
		t.Fatalf("open postgres schema: %v", err)
	}
	t.Cleanup(func() {
		db.Close()
		_, _ = admin.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	})
	return db
}
