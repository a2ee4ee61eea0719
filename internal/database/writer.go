package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
)

// groupWriter runs the process's SQLite write transactions in one goroutine of its own (group commit). SQLite lets
// one transaction write at a time; while one runs, the others queue here, and the next ones to run go together in
// one SQLite transaction, each in a savepoint of its own: a function that fails rolls back its own savepoint only,
// the others are committed at once, and each caller hears only after that commit, with its own outcome. What a write
// costs once per commit — beginning, writing the changed pages to the WAL, the sync — is then paid once per group,
// and no caller waits for another goroutine to be scheduled between two transactions.
type groupWriter struct {
	jobs   chan *writeJob
	closed chan struct{} // closed by DB.Close: the writer stops
	once   sync.Once
}

// writeJob is one InTx call waiting in the queue.
type writeJob struct {
	ctx  context.Context
	fn   func(*Tx) error
	done chan error // the outcome
}

// maxGroup is the most transactions one commit carries, so that the first of a long queue does not wait long.
const maxGroup = 32

// errClosed answers a transaction asked of a closed database.
var errClosed = errors.New("begin transaction: the database is closed")

// panicked carries a panic of a transaction's function back to the goroutine that called InTx.
type panicked struct{ value any }

func (p panicked) Error() string { return fmt.Sprintf("panic in a transaction: %v", p.value) }

func newGroupWriter(db *DB) *groupWriter {
	w := &groupWriter{jobs: make(chan *writeJob, 1024), closed: make(chan struct{})}
	go w.run(db)
	return w
}

// run takes the queued jobs, up to maxGroup at a time, and runs them, until the database closes.
func (w *groupWriter) run(db *DB) {
	for {
		select {
		case <-w.closed:
			return
		case job := <-w.jobs:
			group := []*writeJob{job}
		gather:
			for len(group) < maxGroup {
				select {
				case j := <-w.jobs:
					group = append(group, j)
				default:
					break gather
				}
			}
			db.runGroup(group)
		}
	}
}

// close stops the writer; a transaction asked afterwards gets errClosed. DB.Close calls it once the requests
// have ended.
func (w *groupWriter) close() { w.once.Do(func() { close(w.closed) }) }

// inGroup queues fn and waits for its outcome.
func (db *DB) inGroup(ctx context.Context, fn func(*Tx) error) error {
	job := &writeJob{ctx: ctx, fn: fn, done: make(chan error, 1)}
	select {
	case db.writer.jobs <- job:
	case <-db.writer.closed:
		return errClosed
	}
	select {
	case err := <-job.done:
		return rethrow(err)
	case <-db.writer.closed:
		return errClosed
	}
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
	if err := db.syncSearch(sqlTx); err != nil {
		_ = sqlTx.Rollback()
		for i := range outcome {
			if outcome[i] == nil {
				outcome[i] = fmt.Errorf("commit: %w", err)
			}
		}
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
		return db.execKept(sqlTx, stmt) // kept prepared: a group runs three of these per job
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

// execKept runs a statement without arguments in the group's transaction, prepared once for the process.
func (db *DB) execKept(sqlTx *sql.Tx, stmt string) error {
	if st := db.prepared(context.Background(), stmt); st != nil {
		_, err := sqlTx.Stmt(st).Exec()
		return err
	}
	_, err := sqlTx.Exec(stmt)
	return err
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
