package store

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// sortColumn is one sortable field of a list: the SQL expression it orders by and whether it may be NULL (a
// NULL sorts last in either direction, on both databases).
type sortColumn struct {
	expr     string
	nullable bool
}

// SortFields is what a list accepts in its sort parameter: each field, optionally with a leading '-'.
type SortFields map[string]sortColumn

// Known reports whether sort names a field of the list ("" is the list's default).
func (f SortFields) Known(sort string) bool {
	_, ok := f[strings.TrimPrefix(sort, "-")]
	return sort == "" || ok
}

// byLabel orders an enumerated column by the pt-BR label of each value (SortKey order), not by its code.
func byLabel[K ~string](column string, labels map[K]string) sortColumn {
	codes := make([]K, 0, len(labels))
	for code := range labels {
		codes = append(codes, code)
	}
	slices.SortFunc(codes, func(a, b K) int { return strings.Compare(model.SortKey(labels[a]), model.SortKey(labels[b])) })
	var b strings.Builder
	b.WriteString("CASE " + column)
	for i, code := range codes {
		fmt.Fprintf(&b, " WHEN '%s' THEN %d", code, i)
	}
	fmt.Fprintf(&b, " ELSE %d END", len(codes))
	return sortColumn{expr: b.String()}
}

// orderBy turns a sort parameter into an ORDER BY clause, with id as tie-breaker; an unknown field (refused by
// the API before it gets here) orders by fallback ascending. NULLs come last both ways: "(x IS NULL)" is false
// before true on both databases.
func orderBy(sort string, columns SortFields, fallback string) string {
	return orderClause(sort, columns, fallback, false)
}

// reverseOrderBy is orderBy's exact reverse (NULLs then first), with which a page near the end of a list is read
// from the other end of its index.
func reverseOrderBy(sort string, columns SortFields, fallback string) string {
	return orderClause(sort, columns, fallback, true)
}

func orderClause(sort string, columns SortFields, fallback string, reverse bool) string {
	col, desc := sortOf(sort, columns, fallback)
	dir, nullsDir := "ASC", "ASC"
	if desc != reverse {
		dir = "DESC"
	}
	if reverse {
		nullsDir = "DESC"
	}
	nulls := ""
	if col.nullable {
		nulls = "(" + col.expr + " IS NULL) " + nullsDir + ", "
	}
	return " ORDER BY " + nulls + col.expr + " " + dir + ", id " + dir
}

// sortOf is the column a sort parameter orders by and whether it descends (an unknown field: fallback, ascending).
func sortOf(sort string, columns SortFields, fallback string) (sortColumn, bool) {
	desc := strings.HasPrefix(sort, "-")
	col, ok := columns[strings.TrimPrefix(sort, "-")]
	if !ok {
		return columns[fallback], false
	}
	return col, desc
}

// seekFrom is the condition that a row comes at or after another in orderBy's order, given that row's sort key
// and id as its two arguments, and the sort key's expression to read it by. ok is false for an order by a key
// that may be NULL or by a label's rank: those are not sought.
func seekFrom(sort string, columns SortFields, fallback string) (cond, key string, ok bool) {
	col, desc := sortOf(sort, columns, fallback)
	if col.nullable || strings.HasPrefix(col.expr, "CASE") {
		return "", "", false
	}
	op := ">="
	if desc {
		op = "<="
	}
	return "(" + col.expr + ", id) " + op + " (?, ?)", col.expr, true
}

// FillSortKeys computes the sort keys (model.SortKey) of the rows that have none yet: the rows that existed
// before migration 0009 and rows written outside the store; and puts stored emails in their NFC form. It runs
// after every migration (serve and migrate do it) and does nothing when all is in place. It returns how many
// rows it changed.
func (s *Store) FillSortKeys(ctx context.Context) (int, error) {
	total := 0
	for _, t := range []struct {
		table string
		pairs [][2]string // text column, key column
	}{
		{"assets", [][2]string{{"description", "description_sort"}}},
		{"vehicles", [][2]string{{"make", "make_sort"}, {"model", "model_sort"}}},
		{"debts", [][2]string{{"creditor_name", "creditor_sort"}}},
		{"users", [][2]string{{"name", "name_sort"}, {"email", "email_sort"}}},
		{"accounts", [][2]string{{"name", "name_sort"}}},
	} {
		for _, p := range t.pairs {
			n, err := s.fillSortKey(ctx, t.table, p[0], p[1])
			if err != nil {
				return total, fmt.Errorf("fill sort keys of %s.%s: %w", t.table, p[0], err)
			}
			total += n
		}
	}
	n, err := s.normaliseStoredEmails(ctx)
	if err != nil {
		return total, err
	}
	return total + n, nil
}

// normaliseStoredEmails puts in NormalizeEmail's form (NFC) the emails stored before it applied NFC, so their
// owners still sign in; an email whose normal form another account already holds is left as it is (the two
// accounts are for an admin to sort out). The users table is small: it is read whole.
func (s *Store) normaliseStoredEmails(ctx context.Context) (int, error) {
	defer s.forgetSessions(ctx)
	n := 0
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		rows, err := tx.QueryContext(ctx, "SELECT id, email FROM users")
		if err != nil {
			return err
		}
		taken := map[string]bool{}
		odd := map[int64]string{}
		for rows.Next() {
			var id int64
			var email string
			if err := rows.Scan(&id, &email); err != nil {
				rows.Close()
				return err
			}
			taken[email] = true
			if NormalizeEmail(email) != email {
				odd[id] = email
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for id, email := range odd {
			norm := NormalizeEmail(email)
			if taken[norm] {
				continue
			}
			// The search key folds accents either way: it stays.
			if _, err := tx.ExecContext(ctx, "UPDATE users SET email = ?, email_sort = ? WHERE id = ?",
				norm, model.SortKey(norm), id); err != nil {
				return err
			}
			taken[norm] = true
			n++
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("normalise stored emails: %w", err)
	}
	return n, nil
}

// fillSortKey fills one key column in batches of 500 rows, one transaction each.
func (s *Store) fillSortKey(ctx context.Context, table, text, key string) (int, error) {
	total := 0
	for {
		type row struct {
			id   int64
			text string
		}
		var batch []row
		err := s.db.InTx(ctx, func(tx *database.Tx) error {
			rows, err := tx.QueryContext(ctx, "SELECT id, "+text+" FROM "+table+" WHERE "+key+" = '' AND "+text+" <> '' ORDER BY id LIMIT 500")
			if err != nil {
				return err
			}
			for rows.Next() {
				var r row
				if err := rows.Scan(&r.id, &r.text); err != nil {
					rows.Close()
					return err
				}
				batch = append(batch, r)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			for _, r := range batch {
				if _, err := tx.ExecContext(ctx, "UPDATE "+table+" SET "+key+" = ? WHERE id = ?", model.SortKey(r.text), r.id); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return total, err
		}
		total += len(batch)
		if len(batch) < 500 {
			return total, nil
		}
	}
}
