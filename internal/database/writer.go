package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// groupWriter runs the process's SQLite write transactions in one goroutine of its own (group commit). SQLite lets
// one transaction write at a time; while one runs, the others queue here, and the next ones to run go together in
// one SQLite transaction — with those that queue while it runs, up to maxGroup — each in a savepoint of its own: a
// function that fails rolls back its own savepoint only, the others are committed at once, and each caller hears
// only after that commit, with its own outcome. What a write costs once per commit — beginning, writing the changed
// pages to the WAL, the sync — is then paid once per group, and no caller waits for another goroutine to be
// scheduled between two transactions.
//
// The writer's own connection commits without waiting for the disk (synchronous=NORMAL) and the WAL is synced by
// another goroutine (syncLoop), which answers the callers of every group committed since its last sync: a caller
// still hears success only once its writes are on disk, and the writer goes on with the next group meanwhile.
type groupWriter struct {
	jobs   chan *writeJob
	closed chan struct{} // closed by DB.Close: the writer stops
	once   sync.Once
	// conn is the connection every group runs on.
	conn *sql.Conn
	// wal is the file syncLoop syncs; empty when the connection syncs its own commits (not in WAL mode).
	wal string
	// committed carries the groups whose commit syncLoop makes durable before it answers their callers.
	committed chan answers
	// syncFile syncs the WAL (os.File.Sync; a test counts or fails it).
	syncFile func(path string) error
	// failed is the first failed sync: the file's state is unknown after it, so every later write is refused.
	failed atomic.Pointer[error]
	// lastGroup is how many jobs the last group ran, and gather how long a smaller group waits for one more (lateJob).
	lastGroup int
	gather    time.Duration
}

// answers are the outcomes of a group's jobs, told once the group's commit is on disk.
type answers struct {
	jobs     []*writeJob
	outcomes []error
}

func (a answers) tell(syncErr error) {
	for i, j := range a.jobs {
		if a.outcomes[i] == nil && syncErr != nil {
			a.outcomes[i] = fmt.Errorf("commit: sync the write-ahead log: %w", syncErr)
		}
		j.done <- a.outcomes[i]
	}
}

// writeJob is one InTx call waiting in the queue.
type writeJob struct {
	ctx  context.Context
	fn   func(*Tx) error
	done chan error // the outcome
}

// maxGroup is the most transactions one commit carries, so that the first of a long queue does not wait long.
const maxGroup = 32

// gatherLate is how long a group smaller than the last one waits for a late job: about what a request takes from
// its caller hearing of the last commit to its next write being queued, on a busy machine.
const gatherLate = 250 * time.Microsecond

// errClosed answers a transaction asked of a closed database.
var errClosed = errors.New("begin transaction: the database is closed")

// panicked carries a panic of a transaction's function back to the goroutine that called InTx.
type panicked struct{ value any }

func (p panicked) Error() string { return fmt.Sprintf("panic in a transaction: %v", p.value) }

// newGroupWriter opens the writer's connection and starts it. In WAL mode the connection commits with
// synchronous=NORMAL — SQLite then writes the commit to the WAL without syncing it — and syncLoop syncs the WAL
// before any caller hears of its commit; in any other journal mode the connection syncs its commits itself.
func newGroupWriter(ctx context.Context, db *DB) (*groupWriter, error) {
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("open the writer's connection: %w", err)
	}
	var mode string
	if err := conn.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		conn.Close()
		return nil, fmt.Errorf("open the writer's connection: %w", err)
	}
	w := &groupWriter{jobs: make(chan *writeJob, 1024), closed: make(chan struct{}), conn: conn,
		committed: make(chan answers, maxGroup), syncFile: syncFile, gather: gatherLate}
	if strings.EqualFold(mode, "wal") {
		if _, err := conn.ExecContext(ctx, "PRAGMA synchronous = NORMAL"); err != nil {
			conn.Close()
			return nil, fmt.Errorf("open the writer's connection: %w", err)
		}
		w.wal = db.Path + "-wal"
	}
	go w.run(db)
	go w.syncLoop()
	return w, nil
}

// syncFile makes what was written to the file at path durable.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

// syncLoop syncs the WAL once for all the groups committed since its last sync, then answers their callers.
func (w *groupWriter) syncLoop() {
	for first := range w.committed {
		batch := []answers{first}
	more:
		for {
			select {
			case a, ok := <-w.committed:
				if !ok {
					break more
				}
				batch = append(batch, a)
			default:
				break more
			}
		}
		err := w.syncFile(w.wal)
		if err != nil {
			w.failed.CompareAndSwap(nil, &err)
		}
		for _, a := range batch {
			a.tell(err)
		}
	}
}

// run takes the queued jobs, up to maxGroup at a time, and runs them, until the database closes.
func (w *groupWriter) run(db *DB) {
	defer close(w.committed)
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
func (w *groupWriter) close() {
	w.once.Do(func() {
		close(w.closed)
		w.conn.Close()
	})
}

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
	w := db.writer
	defer func() { w.lastGroup = len(group) }()
	outcome := make([]error, len(group))
	synced := false // the commit waits for syncLoop
	defer func() {
		if synced {
			w.committed <- answers{group, outcome}
			return
		}
		answers{group, outcome}.tell(nil)
	}()
	if failed := w.failed.Load(); failed != nil {
		for i := range group {
			outcome[i] = fmt.Errorf("begin transaction: an earlier sync of the write-ahead log failed: %w", *failed)
		}
		return
	}
	sqlTx, err := w.conn.BeginTx(context.Background(), nil) // one request going away must not end the others'
	if err != nil {
		for i := range group {
			outcome[i] = fmt.Errorf("begin transaction: %w", err)
		}
		return
	}
	committed := 0
	for i := 0; i < len(group); i++ {
		alone := len(group) == 1 // no savepoint needed: the transaction is the job's own
		err, lost := group[i].ctx.Err(), error(nil)
		if err != nil {
			err = fmt.Errorf("begin transaction: %w", err)
		} else {
			err, lost = db.runJob(sqlTx, group[i].fn, alone)
		}
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
		// A job queued while the group ran joins its commit, unless a failed job left its writes without a
		// savepoint: fewer, larger commits when requests arrive one by one.
		if i == len(group)-1 && len(group) < maxGroup && !(alone && err != nil) {
			if late := w.lateJob(len(group)); late != nil {
				group, outcome = append(group, late), append(outcome, nil)
			}
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
		return
	}
	synced = w.wal != ""
}

// lateJob is a job queued while a group of size jobs ran, or nil. While the group is smaller than the one before
// it, it waits up to gather for one: the callers of that group heard of their commit together and are sending their
// next writes, and a job that arrives a moment late then shares this commit instead of paying one of its own (with
// eight callers creating at once, the commits were half of one job each). A caller writing alone never waits.
func (w *groupWriter) lateJob(size int) *writeJob {
	select {
	case j := <-w.jobs:
		return j
	default:
	}
	if size >= w.lastGroup {
		return nil
	}
	timer := time.NewTimer(w.gather)
	defer timer.Stop()
	select {
	case j := <-w.jobs:
		return j
	case <-timer.C:
	case <-w.closed:
	}
	return nil
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
