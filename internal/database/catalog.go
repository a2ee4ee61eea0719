package database

import (
	"context"
	"database/sql"
	"fmt"
)

// Tables lists the database's tables by name (SQLite's own sqlite_* tables left out).
func (db *DB) Tables(ctx context.Context) ([]string, error) {
	query := "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name"
	if db.Dialect == Postgres {
		query = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
	}
	return Strings(ctx, db, query)
}

// ColumnNames lists a table's columns in their order; none for a table that does not exist.
func (db *DB) ColumnNames(ctx context.Context, table string) ([]string, error) {
	query := "SELECT name FROM pragma_table_info(?) ORDER BY cid"
	if db.Dialect == Postgres {
		query = "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position"
	}
	return Strings(ctx, db, query, table)
}

// Strings runs a query of one text column and returns its values.
func Strings(ctx context.Context, q Querier, query string, args ...any) ([]string, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", query, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, fmt.Errorf("%s: %w", query, err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", query, err)
	}
	return out, nil
}

// SchemaVersion is the number of the newest migration applied (0 for none).
func (db *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	if err := db.QueryRowContext(ctx, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations").Scan(&v); err != nil {
		return 0, fmt.Errorf("schema version: %w", err)
	}
	return v, nil
}

// FollowIDs makes the ids that table generates next follow the largest one it holds, after rows were written with
// their ids given (a restore). PostgreSQL's identity sequence needs it; SQLite takes the next rowid after the
// largest by itself.
func (tx *Tx) FollowIDs(ctx context.Context, table string) error {
	if tx.dialect != Postgres {
		return nil
	}
	_, err := tx.ExecContext(ctx, "SELECT setval(pg_get_serial_sequence('"+table+"', 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) FROM "+table)
	if err != nil {
		return fmt.Errorf("follow ids of %s: %w", table, err)
	}
	return nil
}

// ReadSnapshot runs fn's reads on one consistent snapshot of the database, whatever is written meanwhile (an
// export while the server runs): a deferred read transaction on SQLite, REPEATABLE READ on PostgreSQL. It writes
// nothing.
func (db *DB) ReadSnapshot(ctx context.Context, fn func(tx *Tx) error) error {
	opts := &sql.TxOptions{ReadOnly: true}
	if db.Dialect == Postgres {
		opts.Isolation = sql.LevelRepeatableRead
	}
	sqlTx, err := db.sql.BeginTx(ctx, opts)
	if err != nil {
		return fmt.Errorf("begin snapshot: %w", err)
	}
	defer sqlTx.Rollback() //nolint:errcheck // nothing was written
	return fn(&Tx{tx: sqlTx, db: db, dialect: db.Dialect})
}
