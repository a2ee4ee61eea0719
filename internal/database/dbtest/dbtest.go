// Package dbtest gives tests a fresh, migrated database on SQLite and, when PATRIMONIO_TEST_POSTGRES_URL is
// set, on PostgreSQL, so the same test functions run on both.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"patrimonio/internal/database"
)

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

// Open returns a fresh migrated database of the dialect, removed when the test ends.
func Open(t testing.TB, d database.Dialect) *database.DB {
	t.Helper()
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
