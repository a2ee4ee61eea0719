package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
)

// ErrTOTPEnabled is returned when setting up two-factor sign-in for a user who already has it on.
var ErrTOTPEnabled = errors.New("two-factor sign-in already enabled")

// TOTP is a user's two-factor secret: pending until the first code confirms it, then enabled. LastStep is the
// last time step whose code was accepted; codes of that step or earlier are refused (no replay).
type TOTP struct {
	Secret   string
	Enabled  bool
	LastStep int64
}

// UserTOTP returns the user's two-factor secret, or ErrNotFound when they have none (not even pending).
func (s *Store) UserTOTP(ctx context.Context, userID int64) (TOTP, error) {
	var t TOTP
	err := s.db.QueryRowContext(ctx, "SELECT secret, enabled, last_step FROM user_totp WHERE user_id = ?", userID).
		Scan(&t.Secret, &t.Enabled, &t.LastStep)
	if errors.Is(err, sql.ErrNoRows) {
		return TOTP{}, ErrNotFound
	}
	if err != nil {
		return TOTP{}, fmt.Errorf("user totp: %w", err)
	}
	return t, nil
}

// StartTOTP stores a new pending secret for the user, replacing a pending one; ErrTOTPEnabled when two-factor
// is already on.
func (s *Store) StartTOTP(ctx context.Context, userID int64, secret string) error {
	defer s.forgetSessions(ctx)
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		var enabled bool
		err := tx.QueryRowContext(ctx, "SELECT enabled FROM user_totp WHERE user_id = ?", userID).Scan(&enabled)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return err
		case enabled:
			return ErrTOTPEnabled
		default:
			if _, err := tx.ExecContext(ctx, "DELETE FROM user_totp WHERE user_id = ?", userID); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, "INSERT INTO user_totp (user_id, secret, enabled, last_step, created_at) VALUES (?, ?, ?, ?, ?)",
			userID, secret, false, 0, s.Now())
		return err
	})
	if err != nil && !errors.Is(err, ErrTOTPEnabled) {
		return fmt.Errorf("start totp: %w", err)
	}
	return err
}

// EnableTOTP turns the pending secret on, marks step as used, replaces the recovery codes with these hashes and
// ends every other session of the user but keepSession (the token hash of the one that turned it on). ErrNotFound
// when there is no pending secret (none, or already enabled).
func (s *Store) EnableTOTP(ctx context.Context, userID, step int64, recoveryHashes []string, keepSession string) error {
	defer s.forgetSessions(ctx)
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE user_totp SET enabled = ?, last_step = ? WHERE user_id = ? AND enabled = ?",
			true, step, userID, false)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return ErrNotFound
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM recovery_codes WHERE user_id = ?", userID); err != nil {
			return err
		}
		for _, h := range recoveryHashes {
			if _, err := tx.ExecContext(ctx, "INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)", userID, h); err != nil {
				return err
			}
		}
		// A session opened with the password alone (perhaps someone else's) ends: only the one that turned it on stays.
		_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?", userID, keepSession)
		return err
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("enable totp: %w", err)
	}
	return err
}

// UseTOTPStep records that the code of step was used, and reports false when that step or a later one was
// already used (a replayed code) or two-factor is not on. Two requests with the same code: only one wins.
func (s *Store) UseTOTPStep(ctx context.Context, userID, step int64) (bool, error) {
	res, err := s.db.ExecContext(ctx, "UPDATE user_totp SET last_step = ? WHERE user_id = ? AND enabled = ? AND last_step < ?",
		step, userID, true, step)
	if err != nil {
		return false, fmt.Errorf("use totp step: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("use totp step: %w", err)
	}
	return n == 1, nil
}

// UseRecoveryCode spends the user's unused recovery code with this hash, and reports false when there is none.
func (s *Store) UseRecoveryCode(ctx context.Context, userID int64, codeHash string) (bool, error) {
	res, err := s.db.ExecContext(ctx, "UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL",
		s.Now(), userID, codeHash)
	if err != nil {
		return false, fmt.Errorf("use recovery code: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("use recovery code: %w", err)
	}
	return n > 0, nil
}

// RecoveryCodesLeft counts the user's unused recovery codes.
func (s *Store) RecoveryCodesLeft(ctx context.Context, userID int64) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL", userID).Scan(&n); err != nil {
		return 0, fmt.Errorf("recovery codes left: %w", err)
	}
	return n, nil
}

// DisableTOTP removes the user's two-factor secret and recovery codes.
func (s *Store) DisableTOTP(ctx context.Context, userID int64) error {
	defer s.forgetSessions(ctx)
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := tx.ExecContext(ctx, "DELETE FROM recovery_codes WHERE user_id = ?", userID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, "DELETE FROM user_totp WHERE user_id = ?", userID)
		return err
	})
	if err != nil {
		return fmt.Errorf("disable totp: %w", err)
	}
	return nil
}
