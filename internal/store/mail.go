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

// ErrResetToken is a password reset token that is unknown, used or expired: the three look the same.
var ErrResetToken = errors.New("invalid password reset token")

// Mail is one e-mail of the outbox. Kind is "reset", "digest" or "alert".
type Mail struct {
	ID        int64
	Kind      string
	To        string
	Subject   string
	Body      string
	Attempts  int
	ExpiresAt *time.Time // a message past this time is no longer worth sending (a reset link that expired)
}

// resetsPerHour is how many reset e-mails one account gets in an hour, whatever addresses asked for them.
const resetsPerHour = 3

// ErrResetsLimited is a reset asked for an account that had resetsPerHour in the last hour: nothing is sent.
var ErrResetsLimited = errors.New("password resets of the hour spent")

// CreatePasswordReset stores the hash of a new reset token of the user, valid for ttl, and queues the e-mail that
// carries it in the same transaction, so that a token never exists without its message. A reset link has one life:
// the new one ends every earlier unused link of the user. Past resetsPerHour in an hour, ErrResetsLimited and nothing
// changes.
func (s *Store) CreatePasswordReset(ctx context.Context, userID int64, tokenHash string, ttl time.Duration, m Mail) error {
	now := s.Now()
	expires := now.Add(ttl)
	m.Kind, m.ExpiresAt = "reset", &expires
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		var recent int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM password_resets WHERE user_id = ? AND created_at > ?",
			userID, now.Add(-time.Hour)).Scan(&recent); err != nil {
			return err
		}
		if recent >= resetsPerHour {
			return ErrResetsLimited
		}
		if err := endResets(ctx, tx, userID, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			userID, tokenHash, now, expires); err != nil {
			return err
		}
		return s.queueMail(ctx, tx, m)
	})
	if errors.Is(err, ErrResetsLimited) {
		return err
	}
	if err != nil {
		return fmt.Errorf("create password reset: %w", err)
	}
	return nil
}

// endResets ends every unused reset link of the user: a newer link, a reset, a password change and a deactivation
// each leave none of the older ones alive.
func endResets(ctx context.Context, q database.Querier, userID int64, now time.Time) error {
	_, err := q.ExecContext(ctx, "UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL", now, userID)
	return err
}

// ResetTokenValid reports whether a reset token can still be spent: known, unused, unexpired, of an active user.
func (s *Store) ResetTokenValid(ctx context.Context, tokenHash string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM password_resets r JOIN users u ON u.id = r.user_id
		WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND u.active = ?`, tokenHash, s.Now(), true).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("reset token: %w", err)
	}
	return n > 0, nil
}

// ResetPassword spends a reset token: it sets the password hash of the token's active user, marks the token used
// and revokes every session of that user, in one transaction. ErrResetToken for an unknown, used or expired
// token, or one whose user is no longer active. It returns the user.
func (s *Store) ResetPassword(ctx context.Context, tokenHash, passwordHash string) (model.User, error) {
	defer s.forgetSessions(ctx)
	now := s.Now()
	var userID int64
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		// The conditional update is the single use: of two requests with one token, one changes a row.
		res, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
			AND user_id IN (SELECT id FROM users WHERE active = ?)`, now, tokenHash, now, true)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return ErrResetToken
		}
		if err := tx.QueryRowContext(ctx, "SELECT user_id FROM password_resets WHERE token_hash = ?", tokenHash).Scan(&userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?", passwordHash, now, userID); err != nil {
			return err
		}
		if err := endResets(ctx, tx, userID, now); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ?", userID)
		return err
	})
	if errors.Is(err, ErrResetToken) {
		return model.User{}, err
	}
	if err != nil {
		return model.User{}, fmt.Errorf("reset password: %w", err)
	}
	return s.UserByID(ctx, userID)
}

// queueMail adds a message to the outbox, due at once.
func (s *Store) queueMail(ctx context.Context, q database.Querier, m Mail) error {
	now := s.Now()
	_, err := q.ExecContext(ctx, `INSERT INTO mail_outbox (kind, recipient, subject, body, created_at, expires_at, next_attempt_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, m.Kind, m.To, m.Subject, m.Body, now, m.ExpiresAt, now)
	return err
}

// DueMail lists up to limit unsent messages whose next attempt is due, the oldest first.
func (s *Store) DueMail(ctx context.Context, limit int) ([]Mail, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, kind, recipient, subject, body, attempts, expires_at FROM mail_outbox
		WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`, s.Now(), limit)
	if err != nil {
		return nil, fmt.Errorf("due mail: %w", err)
	}
	defer rows.Close()
	var list []Mail
	for rows.Next() {
		var m Mail
		var expires sql.Null[dbTime]
		if err := rows.Scan(&m.ID, &m.Kind, &m.To, &m.Subject, &m.Body, &m.Attempts, &expires); err != nil {
			return nil, fmt.Errorf("due mail: %w", err)
		}
		if expires.Valid {
			t := expires.V.Time.UTC()
			m.ExpiresAt = &t
		}
		list = append(list, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("due mail: %w", err)
	}
	return list, nil
}

// ClaimMail takes a due message for delivery until the time given, so that another instance running the job
// does not send it too; false when it was taken or sent meanwhile.
func (s *Store) ClaimMail(ctx context.Context, id int64, until time.Time) (bool, error) {
	now := s.Now()
	res, err := s.db.ExecContext(ctx, "UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND next_attempt_at <= ?",
		until.UTC(), id, now)
	if err != nil {
		return false, fmt.Errorf("claim mail: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("claim mail: %w", err)
	}
	return n == 1, nil
}

// MailSent records a message as sent and forgets its body: a reset link must not outlive its delivery in the
// database.
func (s *Store) MailSent(ctx context.Context, id int64) error {
	if _, err := s.db.ExecContext(ctx, "UPDATE mail_outbox SET sent_at = ?, body = '', last_error = '' WHERE id = ?", s.Now(), id); err != nil {
		return fmt.Errorf("mail sent: %w", err)
	}
	return nil
}

// MailFailed records a failed attempt and when to try again.
func (s *Store) MailFailed(ctx context.Context, id int64, reason string, next time.Time) error {
	if _, err := s.db.ExecContext(ctx, "UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
		reason, next.UTC(), id); err != nil {
		return fmt.Errorf("mail failed: %w", err)
	}
	return nil
}

// MailDropped removes a message that will not be sent (its link expired, or it failed too often).
func (s *Store) MailDropped(ctx context.Context, id int64) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM mail_outbox WHERE id = ?", id); err != nil {
		return fmt.Errorf("drop mail: %w", err)
	}
	return nil
}

// PruneMail deletes the sent messages, the spent or expired reset tokens and the notices older than keep.
func (s *Store) PruneMail(ctx context.Context, keep time.Duration) error {
	now := s.Now()
	before := now.Add(-keep)
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{"DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?", []any{before}},
		{"DELETE FROM password_resets WHERE expires_at < ?", []any{now}},
		{"DELETE FROM mail_notices WHERE created_at < ?", []any{before}},
	} {
		if _, err := s.db.ExecContext(ctx, q.sql, q.args...); err != nil {
			return fmt.Errorf("prune mail: %w", err)
		}
	}
	return nil
}

// MailRecipients lists the active users, who receive the digest and the alerts when the settings turn e-mail
// notifications on.
func (s *Store) MailRecipients(ctx context.Context) ([]model.User, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT "+userColumns+" FROM users WHERE active = ? ORDER BY id", true)
	if err != nil {
		return nil, fmt.Errorf("mail recipients: %w", err)
	}
	defer rows.Close()
	var list []model.User
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, fmt.Errorf("mail recipients: %w", err)
		}
		list = append(list, u)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("mail recipients: %w", err)
	}
	return list, nil
}

// DebtsDueBetween lists the active debts due from first to last (inclusive), the soonest first.
func (s *Store) DebtsDueBetween(ctx context.Context, first, last model.Date) ([]model.Debt, error) {
	return s.queryDebts(ctx, "reported_status = 'active' AND due_date >= ? AND due_date <= ?", first, last)
}

// OverdueDebts lists the debts reported overdue today, the oldest due date first.
func (s *Store) OverdueDebts(ctx context.Context) ([]model.Debt, error) {
	return s.queryDebts(ctx, "reported_status = 'overdue'")
}

func (s *Store) queryDebts(ctx context.Context, where string, args ...any) ([]model.Debt, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT "+debtColumns+" FROM "+debtsView+" WHERE "+where+" ORDER BY due_date, id",
		append([]any{s.Today()}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("debts by due date: %w", err)
	}
	defer rows.Close()
	var list []model.Debt
	for rows.Next() {
		d, err := scanDebt(rows)
		if err != nil {
			return nil, fmt.Errorf("debts by due date: %w", err)
		}
		list = append(list, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("debts by due date: %w", err)
	}
	return list, nil
}

// errNothingToQueue rolls back the notices of a message that compose declined.
var errNothingToQueue = errors.New("nothing to queue")

// QueueNotices records the notices not recorded before and, when there are any, queues the message compose
// makes of them, in one transaction; it reports whether a message was queued. compose may decline (false), and
// then nothing is recorded. Several instances running the mail job queue each notice once.
func (s *Store) QueueNotices(ctx context.Context, notices []string, compose func(fresh []string) (Mail, bool)) (bool, error) {
	queued := false
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		now := s.Now()
		var fresh []string
		for _, n := range notices {
			res, err := tx.ExecContext(ctx, "INSERT INTO mail_notices (notice, created_at) VALUES (?, ?) ON CONFLICT (notice) DO NOTHING", n, now)
			if err != nil {
				return err
			}
			if k, err := res.RowsAffected(); err != nil {
				return err
			} else if k > 0 {
				fresh = append(fresh, n)
			}
		}
		if len(fresh) == 0 {
			return nil
		}
		m, ok := compose(fresh)
		if !ok {
			return errNothingToQueue
		}
		queued = true
		return s.queueMail(ctx, tx, m)
	})
	if errors.Is(err, errNothingToQueue) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("queue notices: %w", err)
	}
	return queued, nil
}

// NoticeQueued reports whether a notice was queued.
func (s *Store) NoticeQueued(ctx context.Context, notice string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM mail_notices WHERE notice = ?", notice).Scan(&n); err != nil {
		return false, fmt.Errorf("notice: %w", err)
	}
	return n > 0, nil
}
