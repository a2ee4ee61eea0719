package store

import (
	"context"
	"fmt"
	"time"

	"patrimonio/internal/database"
)

// LoginPolicy is the limit on password checks (docs/decisions.md, "Login limiter"). Attempts are counted over a
// sliding Window; an attempt reserved and not yet settled counts like a failure, so parallel guesses are
// counted exactly like serial ones.
type LoginPolicy struct {
	Window time.Duration
	// PerPair failures of one account from one address: the next attempt waits until the oldest leaves the
	// window.
	PerPair int
	// PerAddress failures of one address over every account: the same.
	PerAddress int
	// AccountFree failures of one account from every address before its delays begin. From then on an address
	// that has failed on the account (within the window) waits Delay after its latest attempt, doubled for each
	// further failure of the account, at most MaxDelay. An address that has not failed on it is not delayed.
	AccountFree int
	Delay       time.Duration
	MaxDelay    time.Duration
}

// DefaultLoginPolicy is the policy of the server: 5 per pair, 20 per address, delays from the account's 5th
// failure of 30 s, 1 min, 2 min, … up to 15 min, in a 15-minute window.
var DefaultLoginPolicy = LoginPolicy{
	Window: 15 * time.Minute, PerPair: 5, PerAddress: 20,
	AccountFree: 5, Delay: 30 * time.Second, MaxDelay: 15 * time.Minute,
}

// accountDelay is how long an address that has failed on an account waits after its latest attempt, when the
// account has failures attempts (from every address) in the window.
func (p LoginPolicy) accountDelay(failures int) time.Duration {
	if failures < p.AccountFree {
		return 0
	}
	d := p.Delay
	for range failures - p.AccountFree {
		if d >= p.MaxDelay {
			break
		}
		d *= 2
	}
	return min(d, p.MaxDelay)
}

// LoginAttempt is a reserved password check of Account from Address. Settle it with LoginFailed or
// LoginSucceeded, or give it back with ReleaseLogin when the password was never checked.
type LoginAttempt struct {
	ID      int64
	Account string
	Address string
}

// ReserveLogin counts an attempt of account from address before its password is checked. When the policy
// allows it, it returns the reserved attempt; otherwise it reserves nothing and returns how long to wait. The
// count and the reservation are one transaction that holds the account's and the address's locks, so
// parallel requests and several instances on one database count exactly.
func (s *Store) ReserveLogin(ctx context.Context, p LoginPolicy, account, address string) (LoginAttempt, time.Duration, error) {
	a := LoginAttempt{Account: account, Address: address}
	var wait time.Duration
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := tx.LockKeys(ctx, "login account "+account, "login address "+address); err != nil {
			return err
		}
		now := s.Now()
		since := now.Add(-p.Window)
		var pairN, addrN int
		var pairOldest, pairLatest, addrOldest dbTime
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*), MIN(attempted_at), MAX(attempted_at) FROM login_attempts
			WHERE account = ? AND address = ? AND attempted_at > ?`, account, address, since).
			Scan(&pairN, &pairOldest, &pairLatest); err != nil {
			return fmt.Errorf("count pair attempts: %w", err)
		}
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*), MIN(attempted_at) FROM login_attempts
			WHERE address = ? AND attempted_at > ?`, address, since).Scan(&addrN, &addrOldest); err != nil {
			return fmt.Errorf("count address attempts: %w", err)
		}
		if pairN >= p.PerPair {
			wait = max(wait, pairOldest.Time.Add(p.Window).Sub(now))
		}
		if addrN >= p.PerAddress {
			wait = max(wait, addrOldest.Time.Add(p.Window).Sub(now))
		}
		if pairN > 0 {
			var accountN int
			if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM login_attempts WHERE account = ? AND attempted_at > ?",
				account, since).Scan(&accountN); err != nil {
				return fmt.Errorf("count account attempts: %w", err)
			}
			if d := p.accountDelay(accountN); d > 0 {
				wait = max(wait, pairLatest.Time.Add(d).Sub(now))
			}
		}
		if wait > 0 {
			return nil
		}
		return tx.QueryRowContext(ctx, `INSERT INTO login_attempts (account, address, state, attempted_at)
			VALUES (?, ?, 'pending', ?) RETURNING id`, account, address, now).Scan(&a.ID)
	})
	if err != nil {
		return LoginAttempt{}, 0, fmt.Errorf("reserve login attempt: %w", err)
	}
	if wait > 0 {
		return LoginAttempt{}, wait, nil
	}
	return a, 0, nil
}

// LoginFailed settles a reserved attempt as a failure: it keeps counting until it leaves the window.
func (s *Store) LoginFailed(ctx context.Context, a LoginAttempt) error {
	if _, err := s.db.ExecContext(ctx, "UPDATE login_attempts SET state = 'failed' WHERE id = ?", a.ID); err != nil {
		return fmt.Errorf("settle failed login: %w", err)
	}
	return nil
}

// LoginSucceeded settles a reserved attempt as a success: it and the failures of its account from its address
// within the window are forgotten. Other addresses' failures on the account stay.
func (s *Store) LoginSucceeded(ctx context.Context, p LoginPolicy, a LoginAttempt) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM login_attempts WHERE id = ? OR (account = ? AND address = ? AND attempted_at > ?)`,
		a.ID, a.Account, a.Address, s.Now().Add(-p.Window))
	if err != nil {
		return fmt.Errorf("settle successful login: %w", err)
	}
	return nil
}

// ReleaseLogin gives back a reserved attempt whose password was never checked (no hashing slot, an error): it
// does not count.
func (s *Store) ReleaseLogin(ctx context.Context, a LoginAttempt) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM login_attempts WHERE id = ?", a.ID); err != nil {
		return fmt.Errorf("release login attempt: %w", err)
	}
	return nil
}

// PruneLoginAttempts deletes the attempts older than two windows. Those no longer count; keeping a window's
// margin means the rows it deletes are never the ones a sign-in settles.
func (s *Store) PruneLoginAttempts(ctx context.Context, p LoginPolicy) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM login_attempts WHERE attempted_at <= ?", s.Now().Add(-2*p.Window)); err != nil {
		return fmt.Errorf("prune login attempts: %w", err)
	}
	return nil
}
