package database_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// TestBothDatabasesEndWithTheSameSchema: after every migration SQLite and PostgreSQL have the same tables, each with
// the same columns in the same order, and the same indexes by name — but for what only one of them has by design,
// each named here with its reason. Skipped without PostgreSQL.
func TestBothDatabasesEndWithTheSameSchema(t *testing.T) {
	t.Parallel()
	if !slices.Contains(dbtest.Dialects(), database.Postgres) {
		t.Skipf("%s is not set: there is no second schema to compare", dbtest.PostgresURLEnv)
	}
	sqlite, postgres := schemaOf(t, dbtest.Open(t, database.SQLite)), schemaOf(t, dbtest.Open(t, database.Postgres))
	for name, why := range onlySQLite {
		if !sqlite[name] {
			t.Errorf("%s: listed as SQLite's own (%s), but SQLite has no such thing", name, why)
		}
		delete(sqlite, name)
	}
	for name, why := range onlyPostgres {
		if !postgres[name] {
			t.Errorf("%s: listed as PostgreSQL's own (%s), but PostgreSQL has no such thing", name, why)
		}
		delete(postgres, name)
	}
	for name := range sqlite {
		if !postgres[name] {
			t.Errorf("SQLite has %s, PostgreSQL does not", name)
		}
	}
	for name := range postgres {
		if !sqlite[name] {
			t.Errorf("PostgreSQL has %s, SQLite does not", name)
		}
	}
}

// onlySQLite and onlyPostgres are what one database has and the other has not, on purpose.
var (
	onlySQLite = map[string]string{
		"table assets_search": fts, "columns assets_search: search": fts,
		"table assets_search_config": fts, "columns assets_search_config: k, v": fts,
		"table assets_search_data": fts, "columns assets_search_data: id, block": fts,
		"table assets_search_docsize": fts, "columns assets_search_docsize: id, sz": fts,
		"table assets_search_idx": fts, "columns assets_search_idx: segid, term, pgno": fts,
		"table assets_search_queue": queue, "columns assets_search_queue: id, indexed": queue,
		"columns asset_totals: type, status, count, acquisition_total, current_total, changes": slots,
	}
	onlyPostgres = map[string]string{
		"index assets.assets_search_trgm": "pg_trgm's index of the text search (SQLite has its FTS5 table instead)",
		"columns asset_totals: type, status, count, acquisition_total, current_total, changes, slot": slots,
	}
)

const (
	fts   = "the text search's FTS5 trigram table and its shadow tables (PostgreSQL's pg_trgm index serves LIKE instead)"
	queue = "the rows the FTS5 table has still to index, kept by triggers"
	slots = "PostgreSQL's concurrent writers add to one of several rows (slot) of a total; SQLite's one writer needs one"
)

// schemaOf is a database's tables ("table t"), their columns in order ("columns t: a, b"), and its indexes
// ("index t.name"), each a key.
func schemaOf(t *testing.T, db *database.DB) map[string]bool {
	t.Helper()
	ctx := context.Background()
	tables, err := db.Tables(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, table := range tables {
		out["table "+table] = true
		columns, err := db.ColumnNames(ctx, table)
		if err != nil {
			t.Fatal(err)
		}
		out["columns "+table+": "+strings.Join(columns, ", ")] = true
	}
	query := "SELECT tbl_name || '.' || name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_autoindex%'"
	if db.Dialect == database.Postgres {
		query = `SELECT tablename || '.' || indexname FROM pg_indexes WHERE schemaname = current_schema()
			AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key'`
	}
	indexes, err := database.Strings(ctx, db, query)
	if err != nil {
		t.Fatal(err)
	}
	for _, index := range indexes {
		out["index "+index] = true
	}
	return out
}
