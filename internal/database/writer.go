package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
)

// groupWriter runs the process's SQLite write transactions (group commit). SQLite lets one transaction write at a
// time; while one runs, the others queue here, and the next ones to run go together in one SQLite transaction, each
// in a savepoint of its own: a function that fails rolls back its own savepoint only, the others are committed at
// once, and each caller hears only after that commit, with its own outcome. What a write costs once per commit —
// beginning, writing the changed pages to the WAL, the sync — is then paid once per group.
type groupWriter struct {
	mu      sync.Mutex
	queue   []*writeJob
	leading bool // a caller is running a group; it hands the lead to the first queued job when done
}

// writeJob is one InTx call waiting in the queue.
type writeJob struct {
	ctx  context.Context
	fn   func(*Tx) error
	done chan error // the outcome, or errLead: the caller is to run the next group
}

// maxGroup is the most transactions one commit carries, so that the first of a long queue does not wait long.
const maxGroup = 32

// errLead tells a queued caller that its goroutine runs the next group.
var errLead = errors.New("lead the next group")

// panicked carries a panic of a transaction's function back to the goroutine that called InTx.
type panicked struct{ value any }

func (p panicked) Error() string { return fmt.Sprintf("panic in a transaction: %v", p.value) }

// inGroup queues fn and waits for its outcome, leading groups while its turn comes.
func (db *DB) inGroup(ctx context.Context, fn func(*Tx) error) error {
	w := db.writer
	job := &writeJob{ctx: ctx, fn: fn, done: make(chan error, 1)}
	w.mu.Lock()
	w.queue = append(w.queue, job)
	lead := !w.leading // nobody leads: the queue was empty, so job is its head
	w.leading = true
	w.mu.Unlock()
	if !lead {
		if err := <-job.done; err != errLead {
			return rethrow(err)
		}
	}
	w.mu.Lock()
	n := min(len(w.queue), maxGroup)
	group := make([]*writeJob, n)
	copy(group, w.queue) // job is among them: a job leads only from the head of the queue
	w.queue = append(w.queue[:0], w.queue[n:]...)
	w.mu.Unlock()

	db.runGroup(group)

	w.mu.Lock()
	if len(w.queue) > 0 {
		w.queue[0].done <- errLead
	} else {
		w.leading = false
	}
	w.mu.Unlock()
	return rethrow(<-job.done)
}

// rethrow panics again with the value of a panic of the caller's own function, in the caller's goroutine.
func rethrow(err error) error {
	var p panicked
	if errors.As(err, &p) {
		panic(p.value)
	}
	return err
}

// runGroup runs the jobs in one transaction and tells each its outcome. A job whose request has gone is not run.
// Should SQLite lose the transaction under a job (a full disk rolls back everything), the jobs done before it
// hear so, and the ones after it run in a group of their own.
func (db *DB) runGroup(group []*writeJob) {
	outcome := make([]error, len(group))
	defer func() {
		for i, j := range group {
			j.done <- outcome[i]
		}
	}()
	sqlTx, err := db.sql.BeginTx(context.Background(), nil) // one request going away must not end the others'
	if err != nil {
		for i := range group {
			outcome[i] = fmt.Errorf("begin transaction: %w", err)
		}
		return
	}
	alone := len(group) == 1 // no savepoint needed: the transaction is the job's own
	committed := 0
	for i, j := range group {
		if err := j.ctx.Err(); err != nil {
			outcome[i] = fmt.Errorf("begin transaction: %w", err)
			continue
		}
		err, lost := db.runJob(sqlTx, j.fn, alone)
		outcome[i] = err
		if lost != nil {
			_ = sqlTx.Rollback()
			for k := range i {
				if outcome[k] == nil {
					outcome[k] = fmt.Errorf("commit: %w", lost)
				}
			}
			db.runGroup(group[i+1:])
			group = group[:i+1] // the rest heard from their own group
			return
		}
		if err == nil {
			committed++
		}
	}
	if committed == 0 {
		_ = sqlTx.Rollback()
		return
	}
	if err := sqlTx.Commit(); err != nil {
		for i := range outcome {
			if outcome[i] == nil {
				outcome[i] = fmt.Errorf("commit: %w", err)
			}
		}
	}
}

// runJob runs one job's function inside the group's transaction, in a savepoint unless alone, and undoes its
// writes when it fails. lost is set when the transaction itself is gone (its outcome then too).
func (db *DB) runJob(sqlTx *sql.Tx, fn func(*Tx) error, alone bool) (err, lost error) {
	tx := &Tx{tx: sqlTx, db: db, dialect: db.Dialect, shared: true}
	savepoint := func(stmt string) error {
		if alone {
			return nil
		}
		_, err := sqlTx.Exec(stmt)
		return err
	}
	if err := savepoint("SAVEPOINT job"); err != nil {
		return fmt.Errorf("begin transaction: %w", err), err
	}
	err = callSafely(fn, tx)
	if err == nil && tx.failed != nil {
		err = fmt.Errorf("%w: %w", ErrTxAborted, tx.failed) // a failure that fn went past
	}
	if err != nil {
		if alone {
			return err, nil // runGroup rolls the transaction back
		}
		if undo := savepoint("ROLLBACK TO job"); undo != nil {
			return err, undo
		}
	}
	if rel := savepoint("RELEASE job"); rel != nil {
		return fmt.Errorf("commit: %w", rel), rel
	}
	return err, nil
}

// callSafely runs fn, turning a panic into an error that the caller's goroutine panics with again.
func callSafely(fn func(*Tx) error, tx *Tx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = panicked{v}
		}
	}()
	return fn(tx)
}
