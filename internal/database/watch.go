package database

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// ErrUnavailable says that PostgreSQL stopped answering: a call waited longer than watchStall and a new connection
// got no answer within watchPing. The calls waiting then end with it, and new ones fail at once, until a ping
// answers again (docs/decisions.md "A database that stops answering").
var ErrUnavailable = errors.New("database unavailable")

// The watchdog's timing: how often it looks, how long a call may wait before it pings, how long the ping may take.
// A slow query on a database that answers pings is never cut: only one that cannot be reached is given up on.
var (
	watchEvery = 500 * time.Millisecond
	watchStall = 3 * time.Second
	watchPing  = 2 * time.Second
)

// watchdog follows the calls to a PostgreSQL server over the network, where a server that stops answering (a
// network that drops its packets, a host that froze) would keep them waiting for as long as TCP retries, minutes.
type watchdog struct {
	ping  func(ctx context.Context) error
	down  atomic.Bool
	mu    sync.Mutex
	calls map[*watchedCall]struct{}
	stop  chan struct{}
	done  chan struct{}
	once  sync.Once
}

type watchedCall struct {
	start  time.Time
	cancel context.CancelCauseFunc
}

// newWatchdog starts watching the server that connector reaches, pinging it on a connection of its own.
func newWatchdog(connector driver.Connector) *watchdog {
	w := &watchdog{calls: map[*watchedCall]struct{}{}, stop: make(chan struct{}), done: make(chan struct{}),
		ping: func(ctx context.Context) error {
			conn, err := connector.Connect(ctx)
			if err != nil {
				return err
			}
			defer conn.Close()
			if p, ok := conn.(driver.Pinger); ok {
				return p.Ping(ctx)
			}
			return nil
		}}
	go w.run()
	return w
}

// guard is the context of one call (a statement, or a transaction from begin to commit), cancelled with
// ErrUnavailable if the server stops answering meanwhile, or at once while it is known not to. done ends the
// watch; it cancels the context too when ends is set (a transaction, over once done), not otherwise (a query's
// rows are read with it after the call).
func (w *watchdog) guard(ctx context.Context, ends bool) (context.Context, func()) {
	if w == nil {
		return ctx, func() {}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	if w.down.Load() {
		cancel(ErrUnavailable)
		return ctx, func() {}
	}
	c := &watchedCall{start: time.Now(), cancel: cancel}
	w.mu.Lock()
	w.calls[c] = struct{}{}
	w.mu.Unlock()
	return ctx, func() {
		w.mu.Lock()
		delete(w.calls, c)
		w.mu.Unlock()
		if ends {
			cancel(nil)
		}
	}
}

// unavailable wraps err with ErrUnavailable when the watchdog ended the call of ctx.
func unavailable(ctx context.Context, err error) error {
	if err != nil && errors.Is(context.Cause(ctx), ErrUnavailable) && !errors.Is(err, ErrUnavailable) {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

// Unavailable reports whether the database was found not answering and has not answered since.
func (db *DB) Unavailable() bool { return db.watch != nil && db.watch.down.Load() }

func (w *watchdog) run() {
	defer close(w.done)
	tick := time.NewTicker(watchEvery)
	defer tick.Stop()
	var answered time.Time // the last ping answered: a long query does not open a connection every tick
	for {
		select {
		case <-w.stop:
			return
		case <-tick.C:
		}
		if !w.down.Load() && (!w.stalled() || time.Since(answered) < watchStall) {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), watchPing)
		err := w.ping(ctx)
		cancel()
		if err == nil {
			answered = time.Now()
			w.down.Store(false)
			continue
		}
		w.down.Store(true)
		w.mu.Lock()
		for c := range w.calls {
			c.cancel(ErrUnavailable)
			delete(w.calls, c)
		}
		w.mu.Unlock()
	}
}

// stalled reports whether a call has waited longer than watchStall.
func (w *watchdog) stalled() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	for c := range w.calls {
		if time.Since(c.start) > watchStall {
			return true
		}
	}
	return false
}

// close stops the watchdog; closing the database again does nothing more.
func (w *watchdog) close() {
	if w != nil {
		w.once.Do(func() { close(w.stop) })
		<-w.done
	}
}
