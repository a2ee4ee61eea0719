package database

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
)

//go:embed migrations
var migrationFiles embed.FS

// migrationLockID is the PostgreSQL advisory lock that keeps instances starting together from migrating twice.
const migrationLockID = 74_201_733

// Migration is one numbered schema change.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Migrations lists the dialect's embedded migrations in order. Files are named NNNN_name.sql and are never
// edited once landed; a change is a new file.
func (d Dialect) Migrations() ([]Migration, error) {
	dir := path.Join("migrations", string(d))
	entries, err := fs.ReadDir(migrationFiles, dir)
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	var out []Migration
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, _, ok := strings.Cut(name, "_")
		version, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %s: name must start with a number and an underscore", name)
		}
		body, err := fs.ReadFile(migrationFiles, path.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("read migration %s: %w", name, err)
		}
		out = append(out, Migration{Version: version, Name: name, SQL: string(body)})
	}
	slices.SortFunc(out, func(a, b Migration) int { return a.Version - b.Version })
	for i := 1; i < len(out); i++ {
		if out[i].Version == out[i-1].Version {
			return nil, fmt.Errorf("two migrations numbered %d", out[i].Version)
		}
	}
	return out, nil
}

// Migrate applies, each in its own transaction, the migrations not yet recorded in schema_migrations, and
// returns how many it applied.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	return db.MigrateTo(ctx, -1)
}

// MigrateTo is Migrate stopping after version target (-1 for all); tests use it to upgrade a database that
// holds data in an older schema.
func (db *DB) MigrateTo(ctx context.Context, target int) (int, error) {
	migrations, err := db.Dialect.Migrations()
	if err != nil {
		return 0, err
	}
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return 0, fmt.Errorf("migrate: %w", err)
	}
	defer conn.Close()
	if db.Dialect == Postgres {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", migrationLockID); err != nil {
			return 0, fmt.Errorf("migrate: lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", migrationLockID) //nolint:errcheck
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at TEXT NOT NULL)`); err != nil {
		return 0, fmt.Errorf("migrate: create schema_migrations: %w", err)
	}
	applied := map[int]bool{}
	rows, err := conn.QueryContext(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return 0, fmt.Errorf("migrate: read applied: %w", err)
	}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			rows.Close()
			return 0, fmt.Errorf("migrate: read applied: %w", err)
		}
		applied[v] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("migrate: read applied: %w", err)
	}

	count := 0
	for _, m := range migrations {
		if target >= 0 && m.Version > target {
			break
		}
		if applied[m.Version] {
			continue
		}
		tx, err := conn.BeginTx(ctx, nil)
		if err != nil {
			return count, fmt.Errorf("migration %s: %w", m.Name, err)
		}
		if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
			_ = tx.Rollback()
			return count, fmt.Errorf("migration %s: %w", m.Name, err)
		}
		if _, err := tx.ExecContext(ctx, db.Dialect.rebind("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)"),
			m.Version, m.Name, time.Now().UTC().Format(time.RFC3339)); err != nil {
			_ = tx.Rollback()
			return count, fmt.Errorf("migration %s: record: %w", m.Name, err)
		}
		if err := tx.Commit(); err != nil {
			return count, fmt.Errorf("migration %s: commit: %w", m.Name, err)
		}
		count++
	}
	return count, db.noteSearchQueue(ctx)
}

// PendingMigrations is how many of the dialect's migrations the database has not recorded yet: 0 when its
// schema is the one this binary expects.
func (db *DB) PendingMigrations(ctx context.Context) (int, error) {
	migrations, err := db.Dialect.Migrations()
	if err != nil {
		return 0, err
	}
	var applied int
	if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations").Scan(&applied); err != nil {
		return 0, fmt.Errorf("read applied migrations: %w", err)
	}
	return max(len(migrations)-applied, 0), nil
}
