package store_test

import (
	"errors"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// TestUploadQuotaFollowsTheSaoPauloDay: what one person uploaded at 23:30 in São Paulo (02:30 UTC of the next
// day) no longer counts at 00:30 there.
func TestUploadQuotaFollowsTheSaoPauloDay(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleUser)
		bia := mustUser(t, s, "Bia", "bia@exemplo.com.br", model.RoleUser)
		limits := store.UploadLimits{DailyPerUser: 100, Total: 250}
		file := func(name string, size int64, by model.User) []store.File {
			return []store.File{{Name: name, OriginalName: name, Mimetype: "application/pdf", Size: size, Category: "outros", UploadedBy: by.ID}}
		}
		c.t = time.Date(2026, 3, 10, 2, 30, 0, 0, time.UTC) // 23:30 of the 9th in São Paulo
		if err := s.AddFilesWithin(ctx, file("a.pdf", 100, ana), limits); err != nil {
			t.Fatal(err)
		}
		if err := s.AddFilesWithin(ctx, file("b.pdf", 1, ana), limits); !errors.Is(err, store.ErrDailyQuota) {
			t.Fatalf("past the quota: %v", err)
		}
		c.t = time.Date(2026, 3, 10, 3, 30, 0, 0, time.UTC) // 00:30 of the 10th
		if u, err := s.UploadUsage(ctx, ana.ID); err != nil || u != (store.UploadUsage{Today: 0, Total: 100}) {
			t.Fatalf("usage on the new day: %+v %v", u, err)
		}
		if err := s.AddFilesWithin(ctx, file("b.pdf", 100, ana), limits); err != nil {
			t.Fatal(err)
		}
		if err := s.AddFilesWithin(ctx, file("c.pdf", 51, bia), limits); !errors.Is(err, store.ErrStorageFull) {
			t.Fatalf("past the total: %v", err)
		}
		if _, err := s.FileByName(ctx, "c.pdf"); !errors.Is(err, store.ErrNotFound) {
			t.Fatal("a refused file was recorded")
		}
		if err := s.AddFilesWithin(ctx, file("c.pdf", 50, bia), limits); err != nil {
			t.Fatal(err)
		}
	})
}
