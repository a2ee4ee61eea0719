package backup

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"patrimonio/internal/database"
)

// Schedule writes a backup every Every into Place and keeps the newest Keep.
type Schedule struct {
	DB      *database.DB
	Uploads Files // the uploaded files: the data directory's or the bucket's
	Place   Place
	Every   time.Duration
	Keep    int
	Log     *slog.Logger
	// Done, when set, is told of every run: when it started and how it ended (the metrics).
	Done func(start time.Time, err error)
}

// retryAfter is the wait after a failed run (a full disk, a database away), shorter than a day's schedule.
const retryAfter = 15 * time.Minute

// Run writes backups until ctx ends. The first is due Every after the newest backup already in Place (at once
// when there is none, or it is older), so restarting the server neither skips nor repeats one.
func (s Schedule) Run(ctx context.Context) {
	next := time.Now()
	if list, err := List(ctx, s.Place); err == nil && len(list) > 0 {
		next = list[0].Time.Add(s.Every)
	}
	if s.DB.Dialect != database.SQLite {
		s.Log.Info("scheduled backups hold the uploaded files only: back PostgreSQL up with pg_dump (see README)", "dir", s.Place.String())
	}
	s.Log.Info("backups scheduled", "dir", s.Place.String(), "every", s.Every.String(), "keep", s.Keep, "next", next.UTC().Format(time.RFC3339))
	for {
		timer := time.NewTimer(time.Until(next))
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-timer.C:
		}
		start := time.Now()
		err := s.once(ctx, start)
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			return
		}
		if s.Done != nil {
			s.Done(start, err)
		}
		next = start.Add(s.Every)
		if err != nil {
			next = start.Add(min(s.Every, retryAfter))
		}
	}
}

// once writes one backup and prunes the old ones, logging what it did.
func (s Schedule) once(ctx context.Context, start time.Time) error {
	path, info, err := Create(ctx, s.DB, s.Uploads, s.Place, start)
	if err != nil {
		s.Log.Error("backup failed", "err", err)
		return err
	}
	removed, err := Prune(ctx, s.Place, s.Keep, time.Now())
	s.Log.Info("backup written", "path", path, "database", info.Database, "files", info.Files, "bytes", info.Bytes,
		"duration_ms", time.Since(start).Milliseconds(), "removed", len(removed))
	if err != nil {
		s.Log.Error("backup retention", "err", err)
	}
	return err
}
