package store

import (
	"context"
	"fmt"
	"time"
)

// LoginFailures returns how many failed sign-ins were recorded for key since the given time, and when the
// oldest of them happened (zero when none).
func (s *Store) LoginFailures(ctx context.Context, key string, since time.Time) (int, time.Time, error) {
	var n int
	var oldest dbTime
	err := s.db.QueryRowContext(ctx, "SELECT COUNT(*), MIN(failed_at) FROM login_failures WHERE key = ? AND failed_at > ?",
		key, since.UTC()).Scan(&n, &oldest)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("login failures: %w", err)
	}
	return n, oldest.Time.UTC(), nil
}

// RecordLoginFailure notes a failed sign-in under each key and drops the records older than keepSince.
func (s *Store) RecordLoginFailure(ctx context.Context, keepSince time.Time, keys ...string) error {
	now := s.Now()
	for _, key := range keys {
		if _, err := s.db.ExecContext(ctx, "INSERT INTO login_failures (key, failed_at) VALUES (?, ?)", key, now); err != nil {
			return fmt.Errorf("record login failure: %w", err)
		}
	}
	if _, err := s.db.ExecContext(ctx, "DELETE FROM login_failures WHERE failed_at <= ?", keepSince.UTC()); err != nil {
		return fmt.Errorf("prune login failures: %w", err)
	}
	return nil
}

// ClearLoginFailures forgets the failures recorded under key (after a successful sign-in).
func (s *Store) ClearLoginFailures(ctx context.Context, key string) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM login_failures WHERE key = ?", key); err != nil {
		return fmt.Errorf("clear login failures: %w", err)
	}
	return nil
}
