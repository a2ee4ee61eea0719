package database_test

import (
	"context"
	"errors"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// TestNoStatementAfterAFailedOne: after a statement fails inside a transaction, the next one is refused on both
// databases (PostgreSQL does it itself; SQLite would have gone on), and a function that went past the failure
// still has its transaction rolled back.
func TestNoStatementAfterAFailedOne(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		insert := "INSERT INTO login_attempts (account, address, state, attempted_at) VALUES (?, '127.0.0.1', 'failed', CURRENT_TIMESTAMP)"
		err := db.InTx(ctx, func(tx *database.Tx) error {
			if _, err := tx.ExecContext(ctx, insert, "kept?"); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO no_such_table VALUES (1)"); err == nil {
				t.Fatal("the failing statement succeeded")
			}
			if _, err := tx.ExecContext(ctx, insert, "after"); !errors.Is(err, database.ErrTxAborted) {
				t.Fatalf("statement after a failure: %v, want ErrTxAborted", err)
			}
			if _, err := tx.QueryContext(ctx, "SELECT 1"); !errors.Is(err, database.ErrTxAborted) {
				t.Fatalf("query after a failure: %v, want ErrTxAborted", err)
			}
			return nil // went past the failure
		})
		if !errors.Is(err, database.ErrTxAborted) {
			t.Fatalf("InTx: %v, want ErrTxAborted", err)
		}
		var n int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM login_attempts").Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d rows kept (%v), want the transaction rolled back", n, err)
		}
	})
}
