package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// SessionPolicy sets how long a session lives: Idle since its last use, Max since it was made.
type SessionPolicy struct {
	Idle time.Duration
	Max  time.Duration
}

// touchEvery limits the writes that keep a session alive to one a minute per session.
const touchEvery = time.Minute

// CreateSession stores the hash of a new token for the user; ErrUserGone when the user was deleted or
// deactivated since the password was checked.
func (s *Store) CreateSession(ctx context.Context, userID int64, tokenHash string, p SessionPolicy) error {
	now := s.Now()
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockUser(ctx, tx, userID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at)
		VALUES (?, ?, ?, ?, ?)`, userID, tokenHash, now, now, now.Add(p.Max))
		return err
	})
	if err != nil {
		return fmt.Errorf("create session: %w", err)
	}
	return nil
}

// SessionUser returns the active user whose live session has this token hash, or ErrNotFound for an unknown,
// expired, idle or revoked token and for an inactive user. It records the use at most once a minute.
func (s *Store) SessionUser(ctx context.Context, tokenHash string, p SessionPolicy) (model.User, error) {
	now := s.Now()
	var lastUsed time.Time
	var u model.User
	var role string
	err := s.db.QueryRowContext(ctx, `SELECT u.id, u.name, u.email, u.role, u.active, u.avatar, u.created_at, u.updated_at, s.last_used_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_used_at > ? AND u.active = ?`,
		tokenHash, now, now.Add(-p.Idle), true).
		Scan(&u.ID, &u.Name, &u.Email, &role, &u.Active, &u.Avatar, &u.CreatedAt, &u.UpdatedAt, &lastUsed)
	if errors.Is(err, sql.ErrNoRows) {
		return model.User{}, ErrNotFound
	}
	if err != nil {
		return model.User{}, fmt.Errorf("session: %w", err)
	}
	u.Role = model.Role(role)
	u.CreatedAt, u.UpdatedAt = u.CreatedAt.UTC(), u.UpdatedAt.UTC()
	if now.Sub(lastUsed) > touchEvery {
		if _, err := s.db.ExecContext(ctx, "UPDATE sessions SET last_used_at = ? WHERE token_hash = ?", now, tokenHash); err != nil {
			return model.User{}, fmt.Errorf("touch session: %w", err)
		}
	}
	return u, nil
}

// DeleteSession revokes one session.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM sessions WHERE token_hash = ?", tokenHash); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// DeleteExpiredSessions removes the sessions that can no longer be used.
func (s *Store) DeleteExpiredSessions(ctx context.Context, p SessionPolicy) error {
	now := s.Now()
	if _, err := s.db.ExecContext(ctx, "DELETE FROM sessions WHERE expires_at <= ? OR last_used_at <= ?", now, now.Add(-p.Idle)); err != nil {
		return fmt.Errorf("delete expired sessions: %w", err)
	}
	return nil
}
