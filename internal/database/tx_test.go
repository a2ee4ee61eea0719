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

// TestHeldStatements: a held statement is written with the statement that carries it, before any other that
// follows (which sees it), or at the commit; a held statement that fails rolls the transaction back. On
// PostgreSQL the carried ones run in the carrying statement itself.
func TestHeldStatements(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		now := "CURRENT_TIMESTAMP"
		if db.Dialect == database.Postgres {
			now = "statement_timestamp()" // the same for every part of one statement
		}
		insert := "INSERT INTO login_attempts (account, address, state, attempted_at) VALUES (?, '127.0.0.1', 'failed', " + now + ")"
		count := func(q database.Querier, accounts string) int {
			t.Helper()
			var n int
			if err := q.QueryRowContext(ctx, "SELECT COUNT(*) FROM login_attempts WHERE account IN ("+accounts+")").Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		err := db.InTx(ctx, func(tx *database.Tx) error {
			if err := tx.Hold(ctx, insert, "a"); err != nil {
				return err
			}
			if n := count(tx, "'a'"); n != 1 {
				t.Errorf("a statement after a held one sees %d of its rows, want 1", n)
			}
			for _, account := range []string{"b", "c"} {
				if err := tx.Hold(ctx, insert, account); err != nil {
					return err
				}
			}
			var id int64
			if err := tx.QueryRowCarrying(ctx, insert+" RETURNING id", "d").Scan(&id); err != nil {
				return err
			}
			if err := tx.Hold(ctx, insert, "e"); err != nil {
				return err
			}
			if err := tx.QueryRowCarrying(ctx, "WITH named AS (SELECT ? AS account) INSERT INTO login_attempts (account, address, state, attempted_at) SELECT account, '127.0.0.1', 'failed', "+now+" FROM named RETURNING id", "f").Scan(&id); err != nil {
				return err
			}
			return tx.Hold(ctx, insert, "g") // written by the commit
		})
		if err != nil {
			t.Fatal(err)
		}
		if n := count(db, "'a', 'b', 'c', 'd', 'e', 'f', 'g'"); n != 7 {
			t.Fatalf("%d rows written, want 7", n)
		}
		if db.Dialect == database.Postgres {
			var moments int
			if err := db.QueryRowContext(ctx, "SELECT COUNT(DISTINCT attempted_at) FROM login_attempts WHERE account IN ('b', 'c', 'd')").Scan(&moments); err != nil || moments != 1 {
				t.Fatalf("the held statements and the one carrying them ran at %d moments (%v), want one statement", moments, err)
			}
		}

		err = db.InTx(ctx, func(tx *database.Tx) error {
			if err := tx.Hold(ctx, insert, "h"); err != nil {
				return err
			}
			if err := tx.Hold(ctx, "INSERT INTO no_such_table VALUES (1)"); err != nil {
				return err // SQLite: at once
			}
			var id int64
			return tx.QueryRowCarrying(ctx, insert+" RETURNING id", "i").Scan(&id)
		})
		if err == nil {
			t.Fatal("a failing held statement committed")
		}
		if n := count(db, "'h', 'i'"); n != 0 {
			t.Fatalf("%d rows of a failed transaction kept", n)
		}
	})
}
