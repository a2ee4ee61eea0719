package database

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// marksDB opens a SQLite database of the test's own with an empty table marks (n), closed when the test ends.
func marksDB(t *testing.T) *DB {
	t.Helper()
	db, err := Open(context.Background(), filepath.Join(t.TempDir(), "marks.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.ExecContext(context.Background(), "CREATE TABLE marks (n INTEGER PRIMARY KEY)"); err != nil {
		t.Fatal(err)
	}
	return db
}

// TestGroupedWritesKeepTheirOwnOutcome: transactions queued behind a running one share the next commit, and each
// caller hears its own outcome — a failing one, one whose function panics and one whose request went away while
// it waited change nothing, every other one is committed.
func TestGroupedWritesKeepTheirOwnOutcome(t *testing.T) {
	ctx := context.Background()
	db := marksDB(t)
	insert := func(tx *Tx, n int) error {
		_, err := tx.ExecContext(ctx, "INSERT INTO marks (n) VALUES (?)", n)
		return err
	}

	running, release := make(chan struct{}), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- db.InTx(ctx, func(tx *Tx) error {
			close(running)
			<-release // holds the writer until the others have queued
			return insert(tx, 0)
		})
	}()
	waitQueued := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
			queued := len(db.writer.jobs)
			if queued == n {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d transactions queued, want %d", queued, n)
			}
		}
	}
	<-running

	const jobs = 12
	gone, leave := context.WithCancel(ctx)
	outcomes := make([]error, jobs)
	panics := make([]any, jobs)
	var wg sync.WaitGroup
	for i := 1; i <= jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { panics[i-1] = recover() }()
			jobCtx := ctx
			if i == 5 {
				jobCtx = gone
			}
			outcomes[i-1] = db.InTx(jobCtx, func(tx *Tx) error {
				if err := insert(tx, i); err != nil {
					return err
				}
				switch i {
				case 3:
					return fmt.Errorf("job %d refused", i)
				case 7:
					panic("job 7 broke")
				case 9:
					return insert(tx, 0) // a duplicate key: the statement fails
				}
				return nil
			})
		}()
		waitQueued(i) // in order, so that the queue is as the test says
	}
	leave()
	close(release)
	wg.Wait()
	if err := <-first; err != nil {
		t.Fatalf("first: %v", err)
	}

	var kept []int
	rows, err := db.QueryContext(ctx, "SELECT n FROM marks ORDER BY n")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n int
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		kept = append(kept, n)
	}
	rows.Close()
	if want := []int{0, 1, 2, 4, 6, 8, 10, 11, 12}; fmt.Sprint(kept) != fmt.Sprint(want) {
		t.Fatalf("kept %v, want %v", kept, want)
	}
	for i, err := range outcomes {
		n := i + 1
		switch {
		case n == 3 && (err == nil || err.Error() != "job 3 refused"):
			t.Errorf("job 3: %v, want its own error", err)
		case n == 5 && !errors.Is(err, context.Canceled):
			t.Errorf("job 5: %v, want context.Canceled", err)
		case n == 7 && panics[i] != "job 7 broke":
			t.Errorf("job 7: panic %v, want its own", panics[i])
		case n == 9 && err == nil:
			t.Error("job 9: committed a duplicate key")
		case n != 3 && n != 5 && n != 7 && n != 9 && (err != nil || panics[i] != nil):
			t.Errorf("job %d: %v %v, want committed", n, err, panics[i])
		}
	}
}

// TestLateWritesJoinTheRunningGroup: transactions queued while a group runs join its commit, each still in a
// savepoint of its own — the first ran before they queued, without one, and is kept when a late one fails; after
// a first one that failed, whose writes no savepoint can undo, they wait for a commit of their own.
func TestLateWritesJoinTheRunningGroup(t *testing.T) {
	ctx := context.Background()
	db := marksDB(t)
	// run holds a transaction that writes first until the late ones have queued; each late one counts, on
	// another connection, the rows committed before it ran, and the one writing refuse fails.
	run := func(first, refuse int, firstFails bool, late ...int) (seen []int, outcomes []error, firstErr error) {
		running, release := make(chan struct{}), make(chan struct{})
		held := make(chan error, 1)
		go func() {
			held <- db.InTx(ctx, func(tx *Tx) error {
				if _, err := tx.ExecContext(ctx, "INSERT INTO marks (n) VALUES (?)", first); err != nil {
					return err
				}
				close(running)
				<-release
				if firstFails {
					return errors.New("first refused")
				}
				return nil
			})
		}()
		<-running
		seen, outcomes = make([]int, len(late)), make([]error, len(late))
		var wg sync.WaitGroup
		for i, n := range late {
			wg.Add(1)
			go func() {
				defer wg.Done()
				outcomes[i] = db.InTx(ctx, func(tx *Tx) error {
					if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM marks").Scan(&seen[i]); err != nil {
						return err
					}
					if _, err := tx.ExecContext(ctx, "INSERT INTO marks (n) VALUES (?)", n); err != nil {
						return err
					}
					if n == refuse {
						return fmt.Errorf("job %d refused", n)
					}
					return nil
				})
			}()
			for deadline := time.Now().Add(10 * time.Second); len(db.writer.jobs) != i+1; time.Sleep(time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("%d transactions queued, want %d", len(db.writer.jobs), i+1)
				}
			}
		}
		close(release)
		wg.Wait()
		return seen, outcomes, <-held
	}
	kept := func() (marks string) {
		t.Helper()
		if err := db.QueryRowContext(ctx, "SELECT group_concat(n) FROM (SELECT n FROM marks ORDER BY n)").Scan(&marks); err != nil {
			t.Fatal(err)
		}
		return marks
	}

	seen, outcomes, firstErr := run(1, 2, false, 2, 3)
	if firstErr != nil {
		t.Fatalf("first: %v", firstErr)
	}
	if fmt.Sprint(seen) != "[0 0]" {
		t.Fatalf("the late jobs saw %v committed rows, want none: they ran in a commit of their own", seen)
	}
	if outcomes[0] == nil || outcomes[0].Error() != "job 2 refused" || outcomes[1] != nil {
		t.Fatalf("outcomes %v, want job 2's own error and job 3 committed", outcomes)
	}
	if marks := kept(); marks != "1,3" {
		t.Fatalf("kept %s, want 1,3", marks)
	}

	_, outcomes, firstErr = run(10, 0, true, 11)
	if firstErr == nil || firstErr.Error() != "first refused" || outcomes[0] != nil {
		t.Fatalf("first %v, late %v; want the first's own error and the late one committed", firstErr, outcomes[0])
	}
	if marks := kept(); marks != "1,3,11" {
		t.Fatalf("kept %s, want 1,3,11: the failed first one's write undone", marks)
	}
}

// TestWritesAnswerOnceTheWALIsSynced: the writer's connection commits without syncing, and a caller hears of its
// commit only after the WAL has been synced since; a sync that fails fails the writes it carried and every write
// after it, since what reached the disk is then unknown.
func TestWritesAnswerOnceTheWALIsSynced(t *testing.T) {
	ctx := context.Background()
	db := marksDB(t)
	var writerSync, poolSync int
	if err := db.writer.conn.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&writerSync); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&poolSync); err != nil {
		t.Fatal(err)
	}
	if writerSync != 1 || poolSync != 2 {
		t.Fatalf("synchronous: writer %d, other connections %d; want 1 (NORMAL) and 2 (FULL)", writerSync, poolSync)
	}

	syncing, release := make(chan string), make(chan error)
	db.writer.syncFile = func(path string) error {
		syncing <- path
		if err := <-release; err != nil {
			return err
		}
		return syncFile(path)
	}
	insert := func(n int) <-chan error {
		out := make(chan error, 1)
		go func() {
			out <- db.InTx(ctx, func(tx *Tx) error {
				_, err := tx.ExecContext(ctx, "INSERT INTO marks (n) VALUES (?)", n)
				return err
			})
		}()
		return out
	}
	count := func() (n int) {
		t.Helper()
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM marks").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	synced := func() string {
		t.Helper()
		select {
		case path := <-syncing:
			return path
		case <-time.After(10 * time.Second):
			t.Fatal("the commit was never synced")
			return ""
		}
	}
	first := insert(1)
	if path := synced(); path != db.Path+"-wal" {
		t.Fatalf("synced %s, want the WAL", path)
	}
	if n := count(); n != 1 {
		t.Fatalf("%d rows while the WAL syncs, want the committed one", n)
	}
	select {
	case err := <-first:
		t.Fatalf("the caller heard %v before the WAL was synced", err)
	case <-time.After(50 * time.Millisecond):
	}
	release <- nil
	if err := <-first; err != nil {
		t.Fatalf("first write: %v", err)
	}

	failing := insert(2)
	synced()
	release <- errors.New("input/output error")
	if err := <-failing; err == nil || !strings.Contains(err.Error(), "input/output error") {
		t.Fatalf("write whose sync failed: %v, want the sync's error", err)
	}
	if err := <-insert(3); err == nil || !strings.Contains(err.Error(), "input/output error") {
		t.Fatalf("write after a failed sync: %v, want it refused", err)
	}
	if n := count(); n != 2 {
		t.Fatalf("%d rows, want 2: nothing written after the failed sync", n)
	}
}

// TestSmallerGroupWaitsForItsCallers: after a commit of several callers, a group that begins with fewer waits a
// moment for the next write to share its commit (they had heard of the last commit together), while a caller that
// writes alone never waits.
func TestSmallerGroupWaitsForItsCallers(t *testing.T) {
	ctx := context.Background()
	db := marksDB(t)
	db.writer.gather = time.Minute // a test that saw a group commit without its late job would wait this long
	insert := func(n int) func(tx *Tx) error {
		return func(tx *Tx) error {
			_, err := tx.ExecContext(ctx, "INSERT INTO marks (n) VALUES (?)", n)
			return err
		}
	}

	// One caller writing alone, one write after the other: no wait (a minute each otherwise).
	start := time.Now()
	for n := 1; n <= 3; n++ {
		if err := db.InTx(ctx, insert(n)); err != nil {
			t.Fatal(err)
		}
	}
	if took := time.Since(start); took > 10*time.Second {
		t.Fatalf("three writes one after the other took %v: a lone caller waited for company", took)
	}

	// A group of two callers.
	running, release := make(chan struct{}), make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = db.InTx(ctx, func(tx *Tx) error {
			close(running)
			<-release
			return insert(10)(tx)
		})
	}()
	<-running
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = db.InTx(ctx, insert(11))
	}()
	for deadline := time.Now().Add(10 * time.Second); len(db.writer.jobs) != 1; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d transactions queued, want 1", len(db.writer.jobs))
		}
	}
	close(release)
	wg.Wait()

	// Then one caller, and a second one once the first has written: they share a commit, so the second does not see
	// the first's write from another connection.
	wrote := make(chan struct{})
	first := make(chan error, 1)
	go func() {
		first <- db.InTx(ctx, func(tx *Tx) error {
			defer close(wrote)
			return insert(20)(tx)
		})
	}()
	<-wrote
	seen := -1
	if err := db.InTx(ctx, func(tx *Tx) error {
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM marks WHERE n = 20").Scan(&seen); err != nil {
			return err
		}
		return insert(21)(tx)
	}); err != nil {
		t.Fatal(err)
	}
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if seen != 0 {
		t.Fatal("the second write saw the first one committed: the group did not wait for it")
	}
}
