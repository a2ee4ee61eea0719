package files

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"time"
)

// Index is what the sweep needs from the records of stored files; store.Store provides it.
type Index interface {
	// Now is the index's clock (tests move it).
	Now() time.Time
	// UnreferencedFiles lists files created before the time that no record uses.
	UnreferencedFiles(ctx context.Context, createdBefore time.Time, limit int) ([]string, error)
	// ReleaseUnreferencedFile forgets such a file, checking again in its own transaction, and queues its bytes
	// for removal; false when a record took it meanwhile.
	ReleaseUnreferencedFile(ctx context.Context, name string, createdBefore time.Time) (bool, error)
	// FileRemovals lists the released files whose bytes are still stored.
	FileRemovals(ctx context.Context, limit int) ([]string, error)
	// FileRemoved notes that a released file's bytes are deleted.
	FileRemoved(ctx context.Context, name string) error
	// KnownFiles returns those of names that have a row (kept, or released and waiting for FileRemoved).
	KnownFiles(ctx context.Context, names []string) ([]string, error)
}

// sweepBatch is how many names one round of the sweep reads at a time.
const sweepBatch = 200

// SweepResult counts what one sweep did.
type SweepResult struct {
	Released int // unreferenced files older than the grace period whose records were removed
	Deleted  int // files whose bytes were deleted from the storage
	Orphans  int // stored files older than the grace period with no row, deleted
}

// Sweep releases the files that no record has used for longer than grace after their upload, then deletes the
// bytes of every released file (also those released when their asset or vehicle was deleted). It is safe to run
// on several instances at once: a file is released by a conditional delete in one transaction, and deleting a
// missing file is not an error. The grace period protects an upload that a form being filled will reference.
// Last it deletes the orphans: stored files older than the grace period that no row names, whose upload stopped
// between its bytes and its row (a crash, a database that failed, a removal that failed after a rollback).
func Sweep(ctx context.Context, idx Index, storage Storage, grace time.Duration) (SweepResult, error) {
	cutoff := idx.Now().Add(-grace)
	res, err := sweepRows(ctx, idx, storage, cutoff)
	if err != nil {
		return res, err
	}
	res.Orphans, err = sweepOrphans(ctx, idx, storage, cutoff)
	return res, err
}

// sweepOrphans deletes the stored files written before cutoff that have no row, and counts them.
func sweepOrphans(ctx context.Context, idx Index, storage Storage, cutoff time.Time) (int, error) {
	stored, err := storage.Older(ctx, cutoff)
	if err != nil {
		return 0, err
	}
	deleted := 0
	for batch := range slices.Chunk(stored, sweepBatch) {
		known, err := idx.KnownFiles(ctx, batch)
		if err != nil {
			return deleted, err
		}
		kept := map[string]bool{}
		for _, name := range known {
			kept[name] = true
		}
		for _, name := range batch {
			if kept[name] {
				continue
			}
			if err := storage.Delete(ctx, name); err != nil {
				slog.Warn("upload sweep: orphan kept", "file", name, "err", err) // tried again next time
				continue
			}
			deleted++
		}
	}
	return deleted, nil
}

// sweepRows releases the unreferenced files uploaded before cutoff and deletes the bytes of the released ones.
func sweepRows(ctx context.Context, idx Index, storage Storage, cutoff time.Time) (SweepResult, error) {
	var res SweepResult
	for {
		names, err := idx.UnreferencedFiles(ctx, cutoff, sweepBatch)
		if err != nil {
			return res, err
		}
		released := 0
		for _, name := range names {
			ok, err := idx.ReleaseUnreferencedFile(ctx, name, cutoff)
			if err != nil {
				// A record that took the file meanwhile can make the delete fail on a foreign key: keep it.
				slog.Warn("upload sweep: file kept", "file", name, "err", err)
				continue
			}
			if ok {
				released++
			}
		}
		res.Released += released
		if len(names) < sweepBatch || released == 0 {
			break
		}
	}
	for {
		names, err := idx.FileRemovals(ctx, sweepBatch)
		if err != nil {
			return res, err
		}
		deleted := 0
		for _, name := range names {
			if err := storage.Delete(ctx, name); err != nil {
				slog.Warn("upload sweep: bytes kept", "file", name, "err", err) // tried again next time
				continue
			}
			if err := idx.FileRemoved(ctx, name); err != nil {
				return res, err
			}
			deleted++
		}
		res.Deleted += deleted
		if len(names) < sweepBatch || deleted == 0 {
			return res, nil
		}
	}
}

// RunSweeps sweeps every interval until ctx ends, logging what each sweep did and telling done (when set) when
// each began and how it ended.
func RunSweeps(ctx context.Context, idx Index, storage Storage, grace, interval time.Duration, log *slog.Logger, done func(time.Time, error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		start := time.Now()
		res, err := Sweep(ctx, idx, storage, grace)
		if done != nil && ctx.Err() == nil {
			done(start, err)
		}
		switch {
		case err != nil && !errors.Is(err, context.Canceled):
			log.Warn("upload sweep", "err", err, "released", res.Released, "deleted", res.Deleted, "orphans", res.Orphans)
		case res.Released > 0 || res.Deleted > 0 || res.Orphans > 0:
			log.Info("upload sweep", "released", res.Released, "deleted", res.Deleted, "orphans", res.Orphans)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
