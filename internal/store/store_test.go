package store_test

import (
	"context"
	"errors"
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
	for _, d := range dbtest.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			db := dbtest.OpenEmpty(t, d)
			if _, err := db.MigrateTo(ctx, 1); err != nil {
				t.Fatal(err)
			}
			s, _ := newStore(t, db)
			u := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
			if _, err := db.Migrate(ctx); err != nil {
				t.Fatalf("upgrade: %v", err)
			}
			got, err := s.UserByID(ctx, u.ID)
			if err != nil || got.Email != "ana@exemplo.com.br" {
				t.Fatalf("user lost in upgrade: %+v %v", got, err)
			}
		})
	}
}

func TestUsers(t *testing.T) {
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

func TestLoginFailures(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		start := c.t
		for i := range 3 {
			c.t = start.Add(time.Duration(i) * time.Minute)
			if err := s.RecordLoginFailure(ctx, c.t.Add(-time.Hour), "email:a", "ip:1"); err != nil {
				t.Fatal(err)
			}
		}
		n, oldest, err := s.LoginFailures(ctx, "email:a", start.Add(-15*time.Minute))
		if err != nil || n != 3 || !oldest.Equal(start) {
			t.Fatalf("failures %d oldest %s %v", n, oldest, err)
		}
		if n, _, _ := s.LoginFailures(ctx, "email:a", start.Add(30*time.Second)); n != 2 {
			t.Fatalf("window: %d", n)
		}
		if err := s.ClearLoginFailures(ctx, "email:a"); err != nil {
			t.Fatal(err)
		}
		if n, _, _ := s.LoginFailures(ctx, "email:a", start.Add(-time.Hour)); n != 0 {
			t.Fatalf("after clear: %d", n)
		}
		if n, _, _ := s.LoginFailures(ctx, "ip:1", start.Add(-time.Hour)); n != 3 {
			t.Fatalf("other key cleared: %d", n)
		}
	})
}

func TestSettingsAndFiles(t *testing.T) {
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
