package store_test

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func TestTOTPStepsAndRecoveryCodesAreSpentOnce(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleUser)
		if ok, err := s.UseTOTPStep(ctx, u.ID, 10); err != nil || ok {
			t.Fatalf("a step spent without two-factor: %v %v", ok, err)
		}
		if err := s.EnableTOTP(ctx, u.ID, 10, nil, ""); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("enabled without a pending secret: %v", err)
		}
		if err := s.StartTOTP(ctx, u.ID, "SECRET1"); err != nil {
			t.Fatal(err)
		}
		if err := s.StartTOTP(ctx, u.ID, "SECRET2"); err != nil {
			t.Fatalf("a second set-up replaces the pending one: %v", err)
		}
		if err := s.EnableTOTP(ctx, u.ID, 10, []string{"r1", "r2"}, ""); err != nil {
			t.Fatal(err)
		}
		if got, err := s.UserTOTP(ctx, u.ID); err != nil || got.Secret != "SECRET2" || !got.Enabled || got.LastStep != 10 {
			t.Fatalf("totp %+v %v", got, err)
		}
		if err := s.StartTOTP(ctx, u.ID, "SECRET3"); !errors.Is(err, store.ErrTOTPEnabled) {
			t.Fatalf("set-up while enabled: %v", err)
		}

		// Eight requests with the same code at once: one wins.
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				ok, err := s.UseTOTPStep(ctx, u.ID, 11)
				if err != nil {
					t.Error(err)
				}
				if ok {
					wins.Add(1)
				}
			})
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Fatalf("%d requests spent step 11", wins.Load())
		}
		if ok, _ := s.UseTOTPStep(ctx, u.ID, 10); ok {
			t.Fatal("an older step accepted")
		}
		for _, c := range []struct {
			hash string
			want bool
		}{{"r1", true}, {"r1", false}, {"nope", false}, {"r2", true}} {
			if ok, err := s.UseRecoveryCode(ctx, u.ID, c.hash); err != nil || ok != c.want {
				t.Fatalf("recovery %s: %v %v", c.hash, ok, err)
			}
		}
		if n, err := s.RecoveryCodesLeft(ctx, u.ID); err != nil || n != 0 {
			t.Fatalf("left %d %v", n, err)
		}
		if err := s.DisableTOTP(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.UserTOTP(ctx, u.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("after disable: %v", err)
		}
	})
}
