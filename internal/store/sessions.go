package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
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

// SessionInfo describes where a session was made: the browser's User-Agent and the client address.
type SessionInfo struct {
	UserAgent string
	Address   string
}

// CreateSession stores the hash of a new token for the user, with the device and address it came from;
// ErrUserGone when the user was deleted or deactivated since the password was checked.
func (s *Store) CreateSession(ctx context.Context, userID int64, tokenHash string, p SessionPolicy, info SessionInfo) error {
	now := s.Now()
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockUser(ctx, tx, userID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at, user_agent, address)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, userID, tokenHash, now, now, now.Add(p.Max), info.UserAgent, info.Address)
		return err
	})
	if err != nil {
		return fmt.Errorf("create session: %w", err)
	}
	return nil
}

// Session is a live session found by its token: its id, its active user, whether that user has two-factor
// sign-in on, and whether the settings require it of admins.
type Session struct {
	ID                        int64
	User                      model.User
	TwoFactor                 bool
	RequireTwoFactorForAdmins bool
}

// sessionsKeptFor is how long an instance answers a token from memory before it asks the database again: every
// authenticated request looked its session up, on PostgreSQL a round trip as dear as the record it came for. The
// instance that revokes a session, changes its user or the two-factor rule forgets at once (forgetSessions) and
// tells the others, which forget when they hear it (FollowSessionChanges): in any case within this time
// (docs/decisions.md, "Sessions kept for a second").
const sessionsKeptFor = time.Second

// sessionsChannel is where the instances on one PostgreSQL tell each other that kept sessions are stale.
const sessionsChannel = "patrimonio_sessions"

// sessionsKeptMax bounds the sessions kept: past it, the instance forgets them all and starts again.
const sessionsKeptMax = 10_000

// sessionMemory keeps the sessions found in the last second, by token hash. gen counts the changes forgotten, so
// that a lookup that began before one does not keep what it read.
type sessionMemory struct {
	mu      sync.Mutex
	gen     uint64
	byToken map[string]keptSession
}

type keptSession struct {
	sess                         Session
	foundAt, lastUsed, expiresAt time.Time
}

// kept returns the session found for tokenHash within the last second, while it stays live by its own limits and
// needs no touch yet.
func (m *sessionMemory) kept(tokenHash string, now time.Time, p SessionPolicy) (Session, uint64, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k, ok := m.byToken[tokenHash]
	if !ok || now.Before(k.foundAt) || now.Sub(k.foundAt) >= sessionsKeptFor || !now.Before(k.expiresAt) ||
		!k.lastUsed.After(now.Add(-p.Idle)) || now.Sub(k.lastUsed) > touchEvery {
		return Session{}, m.gen, false
	}
	return k.sess, m.gen, true
}

// keep remembers a session read from the database, unless a change was forgotten since gen (the read began).
func (m *sessionMemory) keep(tokenHash string, gen uint64, k keptSession) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if gen != m.gen {
		return
	}
	if len(m.byToken) >= sessionsKeptMax {
		clear(m.byToken)
	}
	m.byToken[tokenHash] = k
}

// forget drops every session kept.
func (m *sessionMemory) forget() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.gen++
	clear(m.byToken)
}

// forgetSessions drops every session this instance keeps and tells the other instances to do the same: called,
// deferred, by each write that revokes a session or changes what SessionUser returns (a user, their two-factor
// sign-in, the rule for admins), so that it runs after the commit.
func (s *Store) forgetSessions(ctx context.Context) {
	s.sessions.forget()
	// Unheard, the others still drop what they keep within sessionsKeptFor: the write stands either way.
	_ = s.db.Notify(context.WithoutCancel(ctx), sessionsChannel)
}

// FollowSessionChanges makes this instance forget the sessions it keeps whenever another one tells it of a change,
// and whenever it starts listening again after it could not hear, until ctx ends (PostgreSQL; at once on SQLite).
func (s *Store) FollowSessionChanges(ctx context.Context) {
	s.db.Listen(ctx, sessionsChannel, s.sessions.forget)
}

// SessionUser returns the live session with this token hash, or ErrNotFound for an unknown, expired, idle or
// revoked token and for an inactive user. It records the use at most once a minute.
func (s *Store) SessionUser(ctx context.Context, tokenHash string, p SessionPolicy) (Session, error) {
	now := s.Now()
	sess, gen, ok := s.sessions.kept(tokenHash, now, p)
	if ok {
		return sess, nil
	}
	var lastUsed, expiresAt time.Time
	u := &sess.User
	var role string
	err := s.db.QueryRowContext(ctx, `SELECT s.id, u.id, u.name, u.email, u.role, u.active, u.avatar, u.created_at, u.updated_at,
			s.last_used_at, s.expires_at,
			(SELECT COUNT(*) FROM user_totp t WHERE t.user_id = u.id AND t.enabled = ?),
			(SELECT require_two_factor_admins FROM settings WHERE id = 1)
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_used_at > ? AND u.active = ?`,
		true, tokenHash, now, now.Add(-p.Idle), true).
		Scan(&sess.ID, &u.ID, &u.Name, &u.Email, &role, &u.Active, &u.Avatar, &u.CreatedAt, &u.UpdatedAt, &lastUsed,
			&expiresAt, &sess.TwoFactor, &sess.RequireTwoFactorForAdmins)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, ErrNotFound
	}
	if err != nil {
		return Session{}, fmt.Errorf("session: %w", err)
	}
	u.Role = model.Role(role)
	u.CreatedAt, u.UpdatedAt = u.CreatedAt.UTC(), u.UpdatedAt.UTC()
	if now.Sub(lastUsed) > touchEvery {
		if _, err := s.db.ExecContext(ctx, "UPDATE sessions SET last_used_at = ? WHERE token_hash = ?", now, tokenHash); err != nil {
			return Session{}, fmt.Errorf("touch session: %w", err)
		}
		lastUsed = now
	}
	s.sessions.keep(tokenHash, gen, keptSession{sess: sess, foundAt: now, lastUsed: lastUsed, expiresAt: expiresAt})
	return sess, nil
}

// UserSessions lists the user's live sessions, the most recently used first.
func (s *Store) UserSessions(ctx context.Context, userID int64, p SessionPolicy) ([]model.Session, error) {
	now := s.Now()
	rows, err := s.db.QueryContext(ctx, `SELECT id, user_agent, address, created_at, last_used_at FROM sessions
		WHERE user_id = ? AND expires_at > ? AND last_used_at > ? ORDER BY last_used_at DESC, id DESC`,
		userID, now, now.Add(-p.Idle))
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	defer rows.Close()
	list := []model.Session{}
	for rows.Next() {
		var m model.Session
		if err := rows.Scan(&m.ID, &m.UserAgent, &m.Address, &m.CreatedAt, &m.LastUsedAt); err != nil {
			return nil, fmt.Errorf("list sessions: %w", err)
		}
		m.CreatedAt, m.LastUsedAt = m.CreatedAt.UTC(), m.LastUsedAt.UTC()
		list = append(list, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	return list, nil
}

// DeleteUserSession revokes one of the user's sessions by its id; ErrNotFound when the user has no session with
// that id (someone else's included).
func (s *Store) DeleteUserSession(ctx context.Context, userID, id int64) error {
	defer s.forgetSessions(ctx)
	res, err := s.db.ExecContext(ctx, "DELETE FROM sessions WHERE id = ? AND user_id = ?", id, userID)
	if err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("delete session: %w", err)
	} else if n == 0 {
		return ErrNotFound
	}
	return nil
}

// DeleteOtherSessions revokes every session of the user but the one with keepTokenHash, and says how many.
func (s *Store) DeleteOtherSessions(ctx context.Context, userID int64, keepTokenHash string) (int64, error) {
	defer s.forgetSessions(ctx)
	res, err := s.db.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?", userID, keepTokenHash)
	if err != nil {
		return 0, fmt.Errorf("delete other sessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("delete other sessions: %w", err)
	}
	return n, nil
}

// DeleteSession revokes one session.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	defer s.forgetSessions(ctx)
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
