package store_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

var ctx = context.Background()

// clock is a settable test clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func newStore(t *testing.T, db *database.DB) (*store.Store, *clock) {
	c := &clock{t: time.Date(2026, 3, 15, 12, 0, 0, 0, time.UTC)}
	return store.New(db).WithClock(c.now), c
}

func mustUser(t *testing.T, s *store.Store, name, email string, role model.Role) model.User {
	t.Helper()
	u, err := s.CreateUser(ctx, model.User{Name: name, Email: email, Role: role, Active: true}, "hash")
	if err != nil {
		t.Fatalf("create %s: %v", email, err)
	}
	return u
}

func TestMigrationsAreNumberedAlikeAndIdempotent(t *testing.T) {
	t.Parallel()
	lite, _ := database.SQLite.Migrations()
	pg, _ := database.Postgres.Migrations()
	if len(lite) == 0 || len(lite) != len(pg) {
		t.Fatalf("sqlite has %d migrations, postgres %d", len(lite), len(pg))
	}
	for i := range lite {
		if lite[i].Version != i+1 || lite[i].Name != pg[i].Name {
			t.Fatalf("migration %d: %s vs %s", i+1, lite[i].Name, pg[i].Name)
		}
	}
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		n, err := db.Migrate(ctx)
		if err != nil || n != 0 {
			t.Fatalf("second migrate applied %d (%v); want 0", n, err)
		}
	})
}

func TestMigrationsUpgradeKeepsData(t *testing.T) {
	t.Parallel()
	for _, d := range dbtest.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			db := dbtest.OpenEmpty(t, d)
			if _, err := db.MigrateTo(ctx, 1); err != nil {
				t.Fatal(err)
			}
			s, _ := newStore(t, db)
			// Written as version 1 knew users (the store of today writes later columns too).
			var id int64
			if err := db.QueryRowContext(ctx, `INSERT INTO users (name, email, password_hash, role, active, avatar, search, created_at, updated_at)
				VALUES ('Ana Souza', 'ana@exemplo.com.br', 'hash', 'admin', ?, '', 'ana souza', ?, ?) RETURNING id`,
				true, s.Now(), s.Now()).Scan(&id); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Migrate(ctx); err != nil {
				t.Fatalf("upgrade: %v", err)
			}
			got, err := s.UserByID(ctx, id)
			if err != nil || got.Email != "ana@exemplo.com.br" {
				t.Fatalf("user lost in upgrade: %+v %v", got, err)
			}
		})
	}
}

// TestRateUpgradeKeepsRates: a debt's rate kept in hundredths of a percent before 0024 reads the same in
// millionths after it.
func TestRateUpgradeKeepsRates(t *testing.T) {
	t.Parallel()
	for _, d := range dbtest.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			db := dbtest.OpenEmpty(t, d)
			if _, err := db.MigrateTo(ctx, 23); err != nil {
				t.Fatal(err)
			}
			s, _ := newStore(t, db)
			var id int64
			if err := db.QueryRowContext(ctx, `INSERT INTO debts (creditor_name, original_amount, current_amount, interest_rate,
					due_date, status, category, installments, current_installment, created_at, updated_at)
				VALUES ('Banco', 100000, 100000, 125, '2030-01-10', 'active', 'loan', 1, 1, ?, ?) RETURNING id`,
				s.Now(), s.Now()).Scan(&id); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Migrate(ctx); err != nil {
				t.Fatalf("upgrade: %v", err)
			}
			got, err := s.DebtByID(ctx, id)
			if err != nil || got.InterestRate != 1_250_000 {
				t.Fatalf("1,25 %% a.m. after the upgrade: %d %v", got.InterestRate, err)
			}
		})
	}
}

func TestUsers(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		admin := mustUser(t, s, "Ana Souza", "Ana@Exemplo.com.br", model.RoleAdmin)
		if admin.Email != "ana@exemplo.com.br" || !admin.Active || admin.CreatedAt.IsZero() {
			t.Fatalf("created user %+v", admin)
		}
		if _, err := s.CreateUser(ctx, model.User{Name: "Outra", Email: "ANA@exemplo.com.br", Role: model.RoleUser, Active: true}, "h"); !errors.Is(err, store.ErrEmailTaken) {
			t.Fatalf("duplicate email: %v", err)
		}
		odd := mustUser(t, s, `José D'Ávila "; DROP TABLE users; -- 🚗`, "jose@exemplo.com.br", model.RoleUser)
		got, err := s.UserByID(ctx, odd.ID)
		if err != nil || got.Name != `José D'Ávila "; DROP TABLE users; -- 🚗` {
			t.Fatalf("text not kept intact: %q %v", got.Name, err)
		}
		for i := range 5 {
			mustUser(t, s, "Leitor "+string(rune('A'+i)), "leitor"+string(rune('a'+i))+"@exemplo.com.br", model.RoleViewer)
		}

		list, total, err := s.ListUsers(ctx, store.UserFilter{Role: model.RoleViewer, Sort: "-name", Page: 2, PageSize: 2})
		if err != nil || total != 5 || len(list) != 2 || list[0].Name != "Leitor C" || list[1].Name != "Leitor B" {
			t.Fatalf("page 2 of viewers by -name: %d %v %v", total, names(list), err)
		}
		list, total, _ = s.ListUsers(ctx, store.UserFilter{Query: "d'ávila", Page: 1, PageSize: 50})
		if total != 1 || list[0].ID != odd.ID {
			t.Fatalf("search by name: %v", names(list))
		}
		list, total, _ = s.ListUsers(ctx, store.UserFilter{Query: "%", Page: 1, PageSize: 50})
		if total != 0 {
			t.Fatalf("a %% in the search matched %v", names(list))
		}
		if _, _, err := s.ListUsers(ctx, store.UserFilter{Sort: "password_hash; DROP", Page: 1, PageSize: 10}); err != nil {
			t.Fatalf("unknown sort: %v", err)
		}

		if _, err := s.UserByID(ctx, 99999); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("missing user: %v", err)
		}
	})
}

func names(us []model.User) []string {
	var out []string
	for _, u := range us {
		out = append(out, u.Name)
	}
	return out
}

func TestLastAdminIsKept(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		admin := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		user := mustUser(t, s, "Bia", "bia@exemplo.com.br", model.RoleUser)

		demoted := admin
		demoted.Role = model.RoleUser
		if _, err := s.UpdateUser(ctx, demoted); !errors.Is(err, store.ErrLastAdmin) {
			t.Fatalf("demote last admin: %v", err)
		}
		deactivated := admin
		deactivated.Active = false
		if _, err := s.UpdateUser(ctx, deactivated); !errors.Is(err, store.ErrLastAdmin) {
			t.Fatalf("deactivate last admin: %v", err)
		}
		if err := s.DeleteUser(ctx, admin.ID); !errors.Is(err, store.ErrLastAdmin) {
			t.Fatalf("delete last admin: %v", err)
		}
		if got, _ := s.UserByID(ctx, admin.ID); got.Role != model.RoleAdmin || !got.Active {
			t.Fatalf("last admin changed: %+v", got)
		}

		promoted := user
		promoted.Role = model.RoleAdmin
		if _, err := s.UpdateUser(ctx, promoted); err != nil {
			t.Fatal(err)
		}
		if _, err := s.UpdateUser(ctx, demoted); err != nil {
			t.Fatalf("demote with another admin: %v", err)
		}
		if err := s.DeleteUser(ctx, admin.ID); err != nil {
			t.Fatalf("delete a non-last admin: %v", err)
		}
		if err := s.DeleteUser(ctx, admin.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("delete twice: %v", err)
		}
	})
}

func TestSessions(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		p := store.SessionPolicy{Idle: time.Hour, Max: 3 * time.Hour}
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		other := mustUser(t, s, "Bia", "bia@exemplo.com.br", model.RoleAdmin)
		for _, h := range []string{"h1", "h2", "h3"} {
			if err := s.CreateSession(ctx, u.ID, h, p, store.SessionInfo{}); err != nil {
				t.Fatal(err)
			}
		}
		if got, err := s.SessionUser(ctx, "h1", p); err != nil || got.User.ID != u.ID {
			t.Fatalf("live session: %+v %v", got, err)
		}
		if _, err := s.SessionUser(ctx, "nope", p); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("unknown token: %v", err)
		}

		// Used every 50 minutes, a session stays alive past the idle limit until the absolute limit.
		for range 3 {
			c.t = c.t.Add(50 * time.Minute)
			if _, err := s.SessionUser(ctx, "h1", p); err != nil {
				t.Fatalf("session in use expired at %s: %v", c.t, err)
			}
		}
		if _, err := s.SessionUser(ctx, "h2", p); !errors.Is(err, store.ErrNotFound) {
			t.Fatal("idle session still valid")
		}
		c.t = c.t.Add(31 * time.Minute) // 3h01 after creation
		if _, err := s.SessionUser(ctx, "h1", p); !errors.Is(err, store.ErrNotFound) {
			t.Fatal("session valid past its absolute limit")
		}

		c.t = c.t.Add(-3 * time.Hour)
		if err := s.SetPassword(ctx, u.ID, "new", "h3"); err != nil {
			t.Fatal(err)
		}
		hash, _ := s.PasswordHash(ctx, u.ID)
		if hash != "new" {
			t.Fatalf("hash %q", hash)
		}
		if _, err := s.SessionUser(ctx, "h3", p); err != nil {
			t.Fatalf("the session that changed the password was revoked: %v", err)
		}
		if err := s.CreateSession(ctx, other.ID, "o1", p, store.SessionInfo{}); err != nil {
			t.Fatal(err)
		}
		off := u
		off.Active = false
		if _, err := s.UpdateUser(ctx, off); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionUser(ctx, "h3", p); !errors.Is(err, store.ErrNotFound) {
			t.Fatal("a deactivated user's session is still valid")
		}
		if err := s.DeleteSession(ctx, "o1"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionUser(ctx, "o1", p); !errors.Is(err, store.ErrNotFound) {
			t.Fatal("revoked session still valid")
		}
		if err := s.DeleteExpiredSessions(ctx, p); err != nil {
			t.Fatal(err)
		}
	})
}

// An instance answers a token it found in the last second from memory: what it changes itself it sees at once,
// what another instance changes within the second, and a session's own limits hold all the same.
func TestSessionsKeptForASecond(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		other := store.New(db).WithClock(c.now) // a second instance on the same database
		p := store.SessionPolicy{Idle: time.Hour, Max: 3 * time.Hour}
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleUser)
		admin := mustUser(t, s, "Bia", "bia@exemplo.com.br", model.RoleAdmin)
		for _, h := range []string{"h1", "h2", "h3"} {
			if err := s.CreateSession(ctx, u.ID, h, p, store.SessionInfo{}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.CreateSession(ctx, admin.ID, "a1", p, store.SessionInfo{}); err != nil {
			t.Fatal(err)
		}
		session := func(h string) (store.Session, error) { return s.SessionUser(ctx, h, p) }
		// use looks a live session up, which keeps it.
		use := func(hashes ...string) {
			t.Helper()
			for _, h := range hashes {
				if _, err := session(h); err != nil {
					t.Fatalf("session %s: %v", h, err)
				}
			}
		}
		use("h1", "h2", "h3", "a1")

		// Revoked by the other instance: still answered within the second, refused once it has passed.
		if err := other.DeleteSession(ctx, "h1"); err != nil {
			t.Fatal(err)
		}
		c.t = c.t.Add(999 * time.Millisecond)
		if _, err := session("h1"); err != nil {
			t.Fatalf("a session kept for less than a second: %v", err)
		}
		c.t = c.t.Add(time.Millisecond)
		if _, err := session("h1"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("a session revoked a second ago by another instance: %v", err)
		}

		// Changed by this instance: seen at once, each session looked up (kept) just before the change.
		use("h2")
		demoted := u
		demoted.Role = model.RoleViewer
		if _, err := s.UpdateUser(ctx, demoted); err != nil {
			t.Fatal(err)
		}
		if got, err := session("h2"); err != nil || got.User.Role != model.RoleViewer {
			t.Fatalf("after a change of role: %+v %v", got.User, err)
		}
		use("a1")
		settings, err := s.Settings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		settings.RequireTwoFactorForAdmins = true
		if _, err := s.UpdateSettings(ctx, settings); err != nil {
			t.Fatal(err)
		}
		if got, err := session("a1"); err != nil || !got.RequireTwoFactorForAdmins || got.TwoFactor {
			t.Fatalf("after the rule for admins: %+v %v", got, err)
		}
		use("a1")
		if err := s.StartTOTP(ctx, admin.ID, "SECRET"); err != nil {
			t.Fatal(err)
		}
		if err := s.EnableTOTP(ctx, admin.ID, 1, nil, "a1"); err != nil {
			t.Fatal(err)
		}
		if got, err := session("a1"); err != nil || !got.TwoFactor {
			t.Fatalf("after two-factor sign-in was turned on: %+v %v", got, err)
		}
		use("h2")
		if err := s.DeleteSession(ctx, "h2"); err != nil {
			t.Fatal(err)
		}
		if _, err := session("h2"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("a session this instance revoked: %v", err)
		}
		use("h3")
		off := demoted
		off.Active = false
		if _, err := s.UpdateUser(ctx, off); err != nil {
			t.Fatal(err)
		}
		if _, err := session("h3"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("the session of a user this instance deactivated: %v", err)
		}

		// A kept session still ends at its absolute limit, not up to a second later.
		made := c.t
		if err := s.CreateSession(ctx, admin.ID, "a2", p, store.SessionInfo{}); err != nil {
			t.Fatal(err)
		}
		for _, at := range []time.Duration{50 * time.Minute, 100 * time.Minute, 150 * time.Minute, p.Max - 100*time.Millisecond} {
			c.t = made.Add(at)
			if _, err := session("a2"); err != nil {
				t.Fatalf("a session in use, %s after it was made: %v", at, err)
			}
		}
		c.t = made.Add(p.Max)
		if _, err := session("a2"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("a kept session at its absolute limit: %v", err)
		}
	})
}

// On PostgreSQL an instance that follows the session changes forgets a session another instance revoked as soon
// as it hears of it, not a second later; on SQLite, one process, there is nothing to follow.
func TestSessionChangesHeardByOtherInstances(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db) // its clock stands still: what it kept it would keep for ever, unless told
		other := store.New(db).WithClock(c.now)
		follow, stop := context.WithCancel(ctx)
		followed := make(chan struct{})
		go func() {
			s.FollowSessionChanges(follow)
			close(followed)
		}()
		defer func() { stop(); <-followed }()
		if db.Dialect != database.Postgres {
			select {
			case <-followed:
			case <-time.After(5 * time.Second):
				t.Fatal("FollowSessionChanges on SQLite did not return")
			}
			return
		}
		p := store.SessionPolicy{Idle: time.Hour, Max: 3 * time.Hour}
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleUser)
		// revoked says whether s refuses, within d, a session kept just before other revoked it.
		revoked := func(token string, d time.Duration) bool {
			if err := s.CreateSession(ctx, u.ID, token, p, store.SessionInfo{}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.SessionUser(ctx, token, p); err != nil {
				t.Fatal(err)
			}
			if err := other.DeleteSession(ctx, token); err != nil {
				t.Fatal(err)
			}
			for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
				if _, err := s.SessionUser(ctx, token, p); errors.Is(err, store.ErrNotFound) {
					return true
				}
			}
			return false
		}
		// The listening connection takes a moment to be made: until then a revocation goes unheard.
		heard := false
		for i := 0; i < 50 && !heard; i++ {
			heard = revoked(fmt.Sprintf("cedo-%d", i), 200*time.Millisecond)
		}
		if !heard {
			t.Fatal("no revocation heard in 10 s")
		}
		for i := range 3 {
			if !revoked(fmt.Sprintf("depois-%d", i), 2*time.Second) {
				t.Fatalf("revocation %d not heard", i)
			}
		}
	})
}

// reserve reserves an attempt and fails the test on an error; wait is zero when it was reserved.
func reserve(t *testing.T, s *store.Store, account, address string) (store.LoginAttempt, time.Duration) {
	t.Helper()
	a, wait, err := s.ReserveLogin(ctx, store.DefaultLoginPolicy, account, address)
	if err != nil {
		t.Fatal(err)
	}
	if (wait == 0) == (a.ID == 0) {
		t.Fatalf("reserve %s from %s: attempt %d and wait %s", account, address, a.ID, wait)
	}
	return a, wait
}

// fail reserves an attempt and settles it as a failure; it must be allowed.
func fail(t *testing.T, s *store.Store, account, address string) {
	t.Helper()
	a, wait := reserve(t, s, account, address)
	if wait > 0 {
		t.Fatalf("%s from %s refused for %s", account, address, wait)
	}
	if err := s.LoginFailed(ctx, a); err != nil {
		t.Fatal(err)
	}
}

func TestLoginLimiter(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		start := c.t
		tick := func(d time.Duration) { c.t = c.t.Add(d) }

		// The pair: 5 failures a minute apart, then refused until the oldest leaves the 15-minute window.
		for range 5 {
			fail(t, s, "email:a", "10.0.0.1")
			tick(time.Minute)
		}
		if _, wait := reserve(t, s, "email:a", "10.0.0.1"); wait != start.Add(15*time.Minute).Sub(c.t) {
			t.Fatalf("sixth attempt waits %s, want until the first failure is 15 min old", wait)
		}
		// An address that has not failed on the account is let through although the account has 5 failures.
		ok, wait := reserve(t, s, "email:a", "10.0.0.2")
		if wait != 0 {
			t.Fatalf("fresh address refused for %s", wait)
		}
		// An unsettled attempt counts: the same address is now delayed (the account's 6th attempt: 1 min).
		if _, wait := reserve(t, s, "email:a", "10.0.0.2"); wait != time.Minute {
			t.Fatalf("pending attempt: wait %s, want 1m", wait)
		}
		// Given back, it does not count.
		if err := s.ReleaseLogin(ctx, ok); err != nil {
			t.Fatal(err)
		}
		ok, wait = reserve(t, s, "email:a", "10.0.0.2")
		if wait != 0 {
			t.Fatalf("after release: wait %s", wait)
		}
		// A success forgets that pair's failures only.
		if err := s.LoginSucceeded(ctx, store.DefaultLoginPolicy, ok); err != nil {
			t.Fatal(err)
		}
		if _, wait := reserve(t, s, "email:a", "10.0.0.1"); wait == 0 {
			t.Fatal("another address's failures were forgotten")
		}
		// The window slides: 15 minutes after the first failure, one more attempt.
		c.t = start.Add(15*time.Minute + time.Second)
		fail(t, s, "email:a", "10.0.0.1")
		if _, wait := reserve(t, s, "email:a", "10.0.0.1"); wait == 0 {
			t.Fatal("the pair got a seventh attempt")
		}
	})
}

func TestLoginLimiterAddressAndAccountDelays(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		// One address, 20 accounts: the address is refused on a 21st account.
		for i := range 20 {
			fail(t, s, fmt.Sprintf("email:x%d", i), "10.0.0.9")
		}
		if _, wait := reserve(t, s, "email:x99", "10.0.0.9"); wait != 15*time.Minute {
			t.Fatalf("21st account from one address: wait %s", wait)
		}

		// Addresses failing in turn on one account: from the account's 5th failure, an address that has failed
		// waits 30 s, 1 min, 2 min, … after its latest attempt; never more than 15 min.
		for i := range 4 {
			fail(t, s, "email:b", fmt.Sprintf("10.1.0.%d", i))
		}
		if _, wait := reserve(t, s, "email:b", "10.1.0.0"); wait != 0 {
			t.Fatalf("4 account failures: delayed %s", wait)
		}
		// That reservation made 5 (pending counts). The others now wait 30 s after their latest attempt.
		for i, want := range []time.Duration{30 * time.Second, time.Minute} {
			if _, wait := reserve(t, s, "email:b", "10.1.0.1"); wait != want {
				t.Fatalf("delay %s, want %s", wait, want)
			}
			fail(t, s, "email:b", fmt.Sprintf("10.2.0.%d", i)) // a fresh address is never delayed, and adds one
		}
		for range 10 {
			fail(t, s, "email:b", fmt.Sprintf("10.3.%d.1", c.t.Second()))
			c.t = c.t.Add(time.Second)
		}
		if _, wait := reserve(t, s, "email:b", "10.1.0.1"); wait > 15*time.Minute || wait < 14*time.Minute {
			t.Fatalf("delay capped at 15 min: %s", wait)
		}
		// Pruning keeps what still counts.
		if err := s.PruneLoginAttempts(ctx, store.DefaultLoginPolicy); err != nil {
			t.Fatal(err)
		}
		if _, wait := reserve(t, s, "email:x99", "10.0.0.9"); wait == 0 {
			t.Fatal("prune forgot failures inside the window")
		}
		c.t = c.t.Add(31 * time.Minute)
		if err := s.PruneLoginAttempts(ctx, store.DefaultLoginPolicy); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM login_attempts").Scan(&n); err != nil || n != 0 {
			t.Fatalf("after two windows %d rows left (%v)", n, err)
		}
	})
}

// Parallel reservations on one pair are counted exactly: 5 of 40, like 40 in a row.
func TestLoginLimiterParallel(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s := store.New(db)
		var reserved atomic.Int32
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for range 40 {
			wg.Go(func() {
				_, wait, err := s.ReserveLogin(ctx, store.DefaultLoginPolicy, "email:p", "10.9.9.9")
				if err != nil {
					errs <- err
				} else if wait == 0 {
					reserved.Add(1)
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if n := reserved.Load(); n != 5 {
			t.Fatalf("%d of 40 parallel attempts reserved, want 5", n)
		}
	})
}

func TestSettingsAndFiles(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		st, err := s.Settings(ctx)
		if err != nil || st != model.DefaultSettings() {
			t.Fatalf("default settings %+v %v", st, err)
		}
		st.CompanyName = "Imobiliária Três Irmãos Ltda. 🏠"
		st.Notifications = false
		st.PrimaryColor = "#112233"
		got, err := s.UpdateSettings(ctx, st)
		if err != nil || got != st {
			t.Fatalf("saved settings %+v %v", got, err)
		}

		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		f := store.File{Name: "abc.png", OriginalName: "fachada.png", Mimetype: "image/png", Size: 10, Image: true, Category: "outros", UploadedBy: u.ID}
		if err := s.AddFiles(ctx, []store.File{f}); err != nil {
			t.Fatal(err)
		}
		if err := s.AddFiles(ctx, []store.File{{Name: "new.pdf", OriginalName: "x", Mimetype: "application/pdf", Category: "outros"}, f}); err == nil {
			t.Fatal("duplicate file name accepted")
		}
		if _, err := s.FileByName(ctx, "new.pdf"); !errors.Is(err, store.ErrNotFound) {
			t.Fatal("a failed batch left a file record behind")
		}
		back, err := s.FileByName(ctx, "abc.png")
		if err != nil || back != f {
			t.Fatalf("file %+v %v", back, err)
		}
	})
}
