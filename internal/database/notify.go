package database

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// Listen calls heard whenever a connection sends a notification on channel, and whenever its own listening
// connection is made or made again (what was sent meanwhile went unheard), until ctx ends. On PostgreSQL it holds
// a connection of its own, outside the pool, made again a second after it is lost; SQLite, one process, has no one
// to hear from and returns at once.
func (db *DB) Listen(ctx context.Context, channel string, heard func()) {
	if db.Dialect != Postgres {
		return
	}
	for {
		_ = db.listen(ctx, channel, heard) // lost: nothing to do but listen again
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

func (db *DB) listen(ctx context.Context, channel string, heard func()) error {
	conn, err := pgx.Connect(ctx, db.dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return err
	}
	for {
		heard()
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return err
		}
	}
}

// Notify sends a notification on channel to every connection listening there (PostgreSQL; nothing on SQLite).
func (db *DB) Notify(ctx context.Context, channel string) error {
	if db.Dialect != Postgres {
		return nil
	}
	_, err := db.ExecContext(ctx, "SELECT pg_notify(?, '')", channel)
	return err
}
