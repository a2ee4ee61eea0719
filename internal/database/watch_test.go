package database_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// TestWatchdogGivesUpOnASilentServer: when PostgreSQL stops answering, a query, a transaction waiting in the middle
// and a new call each end with ErrUnavailable within seconds instead of waiting for TCP (minutes); once it answers
// again, so does the database.
func TestWatchdogGivesUpOnASilentServer(t *testing.T) {
	t.Parallel()
	db, proxy := dbtest.OpenPostgresBehind(t) // skipped without PostgreSQL: only it is reached over a network
	ctx := context.Background()
	one := func() error {
		var n int
		return db.QueryRowContext(ctx, "SELECT 1").Scan(&n)
	}
	if err := one(); err != nil {
		t.Fatal(err)
	}

	// A transaction that has begun when the server falls silent.
	inTx := make(chan error, 1)
	silent := make(chan struct{})
	go func() {
		inTx <- db.InTx(ctx, func(tx *database.Tx) error {
			if _, err := tx.ExecContext(ctx, "SELECT 1"); err != nil {
				return err
			}
			<-silent
			_, err := tx.ExecContext(ctx, "SELECT 2")
			return err
		})
	}()
	time.Sleep(200 * time.Millisecond)
	proxy.Silence(true)
	close(silent)
	start := time.Now()
	err := one()
	if waited := time.Since(start); err == nil || waited > 10*time.Second || !db.Unavailable() {
		t.Fatalf("a query to a silent server: %v after %v (unavailable %v)", err, waited, db.Unavailable())
	}
	select {
	case err := <-inTx:
		if !errors.Is(err, database.ErrUnavailable) {
			t.Fatalf("the transaction: %v, want ErrUnavailable", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the transaction waits on after the database was found silent")
	}
	// While it is silent, a call fails at once.
	start = time.Now()
	if _, err := db.ExecContext(ctx, "SELECT 1"); !errors.Is(err, database.ErrUnavailable) || time.Since(start) > time.Second {
		t.Fatalf("a call while unavailable: %v after %v", err, time.Since(start))
	}

	proxy.Silence(false)
	deadline := time.Now().Add(15 * time.Second)
	for one() != nil || db.Unavailable() {
		if time.Now().After(deadline) {
			t.Fatalf("still unavailable after the server answers again: %v", one())
		}
		time.Sleep(100 * time.Millisecond)
	}
}
