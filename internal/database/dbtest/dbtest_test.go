package dbtest

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// A schema given back after a test wrote to it comes out of the pool as the seed left it: the same rows in every
// table and the same next value from every sequence.
func TestPooledSchemaResetsToSeed(t *testing.T) {
	base := os.Getenv(PostgresURLEnv)
	if base == "" {
		t.Skipf("%s is not set", PostgresURLEnv)
	}
	ctx := context.Background()
	schema, err := takeSchema(base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := dropPool(); err != nil {
			t.Error(err)
		}
	})
	before := snapshot(t, schema)

	stmts := []string{
		"INSERT INTO %[1]s.users (name, email, password_hash, role, created_at, updated_at) " +
			"VALUES ('Ana', 'ana@exemplo.com.br', 'x', 'admin', now(), now())",
		"INSERT INTO %[1]s.assets (description, type, status, acquisition_value, current_value, acquisition_date, " +
			"created_by, created_at, updated_at) SELECT 'Sala', 'real_estate', 'active', 100, 100, DATE '2024-01-10', id, now(), now() FROM %[1]s.users",
		"UPDATE %[1]s.settings SET company_name = 'Outra'",
	}
	for _, stmt := range stmts {
		if _, err := pg.admin.ExecContext(ctx, fmt.Sprintf(stmt, schema)); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if got := snapshot(t, schema); got == before {
		t.Fatal("the writes changed nothing the snapshot sees")
	}
	if err := giveBack(schema); err != nil {
		t.Fatal(err)
	}
	again, err := takeSchema(base)
	if err != nil {
		t.Fatal(err)
	}
	if again != schema {
		t.Fatalf("the pool gave %s, not the schema given back (%s)", again, schema)
	}
	if got := snapshot(t, schema); got != before {
		t.Errorf("after the reset:\n%s\nwant the seed's state:\n%s", got, before)
	}
}

// snapshot is every table's rows (as text, sorted) and every sequence's position in schema.
func snapshot(t *testing.T, schema string) string {
	t.Helper()
	ctx := context.Background()
	var b strings.Builder
	for _, table := range pg.plan.tables {
		var rows string
		q := fmt.Sprintf("SELECT coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '') FROM %s.%s r", schema, table)
		if err := pg.admin.QueryRowContext(ctx, q).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s:\n%s\n", table, rows)
	}
	seqs, err := names(ctx, pg.admin, "SELECT sequencename FROM pg_sequences WHERE schemaname = '"+schema+"' ORDER BY 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, seq := range seqs {
		var last int64
		var called bool
		if err := pg.admin.QueryRowContext(ctx, "SELECT last_value, is_called FROM "+schema+"."+seq).Scan(&last, &called); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %d %v\n", seq, last, called)
	}
	return b.String()
}
