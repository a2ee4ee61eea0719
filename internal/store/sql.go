package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// The SQL helpers every domain file uses: lists of ids as placeholders, multi-row inserts, scans of whole results,
// LIKE patterns, and the NULLs of optional values.

// idList is "?, ?, …" for values, and the values as arguments.
func idList[T any](ids []T) (string, []any) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", "), args
}

// valueRows is "(?, …), (?, …), …": the VALUES of a multi-row insert of n rows of columns values each.
func valueRows(n, columns int) string {
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", columns), ", ") + ")"
	return strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")
}

// insertRows runs insert, a multi-row INSERT … VALUES (valueRows) … RETURNING id, and returns the new rows' ids in
// the order of its VALUES: both databases number those rows in that order, while RETURNING promises none.
func insertRows(ctx context.Context, tx *database.Tx, insert string, args ...any) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, insert, args...)
	if err != nil {
		return nil, err
	}
	ids, err := scanIDs(rows)
	slices.Sort(ids)
	return ids, err
}

// scanAll runs query and calls scan for each row.
func scanAll(ctx context.Context, q database.Querier, what string, scan func(*sql.Rows) error, query string, args ...any) error {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// scanIDs reads a column of ids and closes rows.
func scanIDs(rows *sql.Rows) ([]int64, error) {
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// escapeLike escapes the LIKE wildcards of user text so they match literally.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// nullMoney, nullID and nullDate store an optional value as NULL when it is absent (an id of 0, a zero date).
func nullMoney(m *model.Money) sql.NullInt64 {
	if m == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(*m), Valid: true}
}

func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id > 0} }

func nullDate(d *model.Date) sql.Null[model.Date] {
	if d == nil || d.IsZero() {
		return sql.Null[model.Date]{}
	}
	return sql.Null[model.Date]{V: *d, Valid: true}
}
