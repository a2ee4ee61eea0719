package api_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/files"
	"patrimonio/internal/files/filestest"
	"patrimonio/internal/store"
)

// pdfOf is a PDF of exactly n bytes.
func pdfOf(n int) []byte {
	return append([]byte(pdfBytes), bytes.Repeat([]byte(" "), n-len(pdfBytes))...)
}

// pngOf is a PNG of exactly n bytes.
func pngOf(t *testing.T, n int) []byte {
	p := pngBytes(t)
	return append(p, make([]byte, n-len(p))...)
}

// uploadedURLs returns the url of each stored file by its original name.
func uploadedURLs(t *testing.T, res response) map[string]string {
	t.Helper()
	if res.Status != http.StatusCreated {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	urls := map[string]string{}
	for _, f := range res.json(t)["data"].(map[string]any)["files"].([]any) {
		m := f.(map[string]any)
		urls[m["originalName"].(string)] = m["url"].(string)
	}
	return urls
}

func TestUploadPurposeByRole(t *testing.T) {
	t.Parallel()
	cases := []struct {
		role, purpose string
		status        int
		msg           string
	}{
		{"viewer", "", 403, "Você não tem permissão para enviar anexos."},
		{"viewer", "attachment", 403, "Você não tem permissão para enviar anexos."},
		{"viewer", "avatar", 201, ""},
		{"viewer", "logo", 403, "Você não tem permissão para alterar o logotipo."},
		{"user", "attachment", 201, ""},
		{"user", "avatar", 201, ""},
		{"user", "logo", 403, "Você não tem permissão para alterar o logotipo."},
		{"admin", "logo", 201, ""},
	}
	each(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			before := len(h.storedFiles())
			res := h.upload("/api/upload?purpose="+c.purpose, c.role, map[string][]byte{"foto.png": pngBytes(t)})
			if res.Status != c.status {
				t.Fatalf("%s %q: %d %s", c.role, c.purpose, res.Status, res.Body)
			}
			stored := len(h.storedFiles()) - before
			if c.status == 403 && (res.json(t)["error"] != c.msg || res.json(t)["code"] != "forbidden" || stored != 0) {
				t.Fatalf("%s %q: %s, %d files stored", c.role, c.purpose, res.Body, stored)
			}
			if c.status == 201 && stored != 1 {
				t.Fatalf("%s %q: %d files stored", c.role, c.purpose, stored)
			}
		}
	})
}

func TestUploadQuotaAndStorageLimit(t *testing.T) {
	t.Parallel()
	const kb = 1 << 10
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarnessWith(t, db, store.UploadLimits{DailyPerUser: 10 * kb, Total: 24 * kb}, nil)
		steps := []struct {
			name, role, purpose string
			files               map[string][]byte
			status              int
			code, msg           string
		}{
			{"6 KB of 10", "user", "", map[string][]byte{"a.pdf": pdfOf(6 * kb)}, 201, "", ""},
			{"6 KB more", "user", "", map[string][]byte{"b.pdf": pdfOf(6 * kb)}, 413, "upload_quota_exceeded",
				"Estes arquivos passam do seu limite diário de envios: restam 4 KB de 10 KB hoje. Envie arquivos menores ou tente novamente amanhã."},
			{"two that pass together", "user", "", map[string][]byte{"c.pdf": pdfOf(3 * kb), "d.pdf": pdfOf(2 * kb)}, 413, "upload_quota_exceeded", "restam 4 KB de 10 KB hoje"},
			{"exactly what is left", "user", "", map[string][]byte{"e.pdf": pdfOf(4 * kb)}, 201, "", ""},
			{"quota used up", "user", "avatar", map[string][]byte{"eu.png": pngOf(t, 200)}, 413, "upload_quota_exceeded",
				"Você atingiu o seu limite diário de envios (10 KB por dia). Tente novamente amanhã."},
			{"another person's quota", "admin", "", map[string][]byte{"f.pdf": pdfOf(6 * kb)}, 201, "", ""},
			{"a Leitor's avatar", "viewer", "avatar", map[string][]byte{"eu.png": pngOf(t, 5*kb)}, 201, "", ""},
			{"storage is the tighter limit", "viewer", "avatar", map[string][]byte{"eu.png": pngOf(t, 4*kb)}, 507, "storage_full",
				"O espaço para arquivos está cheio (limite de 24 KB). Peça a um administrador para liberar espaço ou aumentar o limite."},
			{"what the storage has left", "admin", "", map[string][]byte{"g.pdf": pdfOf(3 * kb)}, 201, "", ""},
			{"storage full", "admin", "", map[string][]byte{"h.txt": []byte("x")}, 507, "storage_full", "limite de 24 KB"},
		}
		stored := 0
		for _, s := range steps {
			res := h.upload("/api/upload?purpose="+s.purpose, s.role, s.files)
			if res.Status != s.status {
				t.Fatalf("%s: %d %s", s.name, res.Status, res.Body)
			}
			if s.status == 201 {
				stored += len(s.files)
			} else if body := res.json(t); body["code"] != s.code || !strings.Contains(body["error"].(string), s.msg) {
				t.Fatalf("%s: %s", s.name, res.Body)
			}
			if got := len(h.storedFiles()); got != stored {
				t.Fatalf("%s: %d files on disk, want %d", s.name, got, stored)
			}
		}
		usage, err := h.store.UploadUsage(context.Background(), h.users["user"].ID)
		if err != nil || usage != (store.UploadUsage{Today: 10 * kb, Total: 24 * kb}) {
			t.Fatalf("usage %+v %v", usage, err)
		}
	})
}

// TestUploadQuotaInParallel sends uploads that each fit the quota alone but not together, at the same time: the
// check and the record happen under one lock, so exactly as many pass as fit.
func TestUploadQuotaInParallel(t *testing.T) {
	t.Parallel()
	const kb = 1 << 10
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarnessWith(t, db, store.UploadLimits{DailyPerUser: 10 * kb, Total: 1 << 30}, nil)
		statuses := make([]int, 8)
		var wg sync.WaitGroup
		for i := range statuses {
			wg.Go(func() {
				statuses[i] = h.upload("/api/upload", "user", map[string][]byte{"a.pdf": pdfOf(3 * kb)}).Status
			})
		}
		wg.Wait()
		slices.Sort(statuses)
		if want := []int{201, 201, 201, 413, 413, 413, 413, 413}; !slices.Equal(statuses, want) {
			t.Fatalf("statuses %v, want %v", statuses, want)
		}
		if got := len(h.storedFiles()); got != 3 {
			t.Fatalf("%d files on disk, want 3", got)
		}
	})
}

func TestRemovedAttachmentsStopBeingServed(t *testing.T) {
	t.Parallel()
	eachStorage(t, func(t *testing.T, h *harness) {
		urls := uploadedURLs(t, h.upload("/api/upload", "user", map[string][]byte{
			"fachada.png": pngBytes(t), "escritura.pdf": []byte(pdfBytes), "planta.pdf": []byte(pdfBytes), "nota.pdf": []byte(pdfBytes), "foto.png": pngBytes(t),
		}))
		get := func(url string) response { return h.call("GET", "/api"+url, "", "") }
		for name, url := range urls {
			res := get(url)
			if res.Status != 200 || res.Header.Get("Cache-Control") != "private, no-cache" || res.Header.Get("ETag") != `"`+strings.TrimPrefix(url, "/uploads/")+`"` {
				t.Fatalf("%s: %d %v", name, res.Status, res.Header)
			}
		}
		// The browser asks again each time; while the file exists it answers 304 without the bytes.
		req := h.do("GET", "/api"+urls["foto.png"], "", "", nil)
		cond := func(etag string) int {
			r, _ := http.NewRequest(http.MethodGet, "/api"+urls["foto.png"], nil)
			r.Header.Set("If-None-Match", etag)
			rec := httptest.NewRecorder()
			h.handler.ServeHTTP(rec, r)
			return rec.Code
		}
		if got := cond(req.Header.Get("ETag")); got != http.StatusNotModified {
			t.Fatalf("revalidation: %d", got)
		}

		// An asset with three files; an edit drops one, then the asset is deleted.
		id := h.createAsset(fmt.Sprintf(`{"counterpart":"opening","description":"Loja","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01",
			"attachments":[{"url":%q,"category":"outros"},{"url":%q,"category":"escritura"},{"url":%q,"category":"outros"}]}`,
			urls["fachada.png"], urls["escritura.pdf"], urls["planta.pdf"]))
		path := fmt.Sprintf("/api/assets/%d", id)
		res := h.call("PUT", path, "user", fmt.Sprintf(`{"description":"Loja","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01",
			"attachments":[{"url":%q,"category":"outros"},{"url":%q,"category":"escritura"}]}`, urls["fachada.png"], urls["escritura.pdf"]))
		if res.Status != 200 {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
		if get(urls["planta.pdf"]).Status != 404 || get(urls["fachada.png"]).Status != 200 {
			t.Fatal("the attachment removed by the edit is still served, or a kept one is not")
		}
		if res := h.call("DELETE", path, "admin", ""); res.Status != 204 {
			t.Fatalf("delete asset: %d %s", res.Status, res.Body)
		}
		for _, name := range []string{"fachada.png", "escritura.pdf"} {
			if res := get(urls[name]); res.Status != 404 || res.json(t)["code"] != "not_found" {
				t.Fatalf("%s of the deleted asset: %d %s", name, res.Status, res.Body)
			}
		}
		if get(urls["foto.png"]).Status != 200 {
			t.Fatal("an untouched file stopped being served")
		}

		// A vehicle with two files: an edit drops one, then the vehicle is deleted.
		withFiles := func(names ...string) string {
			var atts []string
			for _, n := range names {
				atts = append(atts, fmt.Sprintf(`{"name":%q,"url":%q,"category":"contrato"}`, n, urls[n]))
			}
			return strings.Replace(gol, `"color":"Prata"`, `"color":"Prata","attachments":[`+strings.Join(atts, ",")+`]`, 1)
		}
		res = h.call("POST", "/api/vehicles", "user", withFiles("nota.pdf", "foto.png"))
		if res.Status != 201 {
			t.Fatalf("create vehicle: %d %s", res.Status, res.Body)
		}
		vpath := fmt.Sprintf("/api/vehicles/%v", data(t, res)["id"])
		if res := h.call("PUT", vpath, "user", withFiles("nota.pdf")); res.Status != 200 {
			t.Fatalf("edit vehicle: %d %s", res.Status, res.Body)
		}
		if get(urls["foto.png"]).Status != 404 || get(urls["nota.pdf"]).Status != 200 {
			t.Fatal("the vehicle's dropped attachment is still served, or the kept one is not")
		}
		if res := h.call("DELETE", vpath, "admin", ""); res.Status != 204 {
			t.Fatalf("delete vehicle: %d %s", res.Status, res.Body)
		}
		if res := get(urls["nota.pdf"]); res.Status != 404 {
			t.Fatalf("file of the deleted vehicle: %d", res.Status)
		}
		// The bytes go with the next sweep, whatever their age.
		if got := len(h.storedFiles()); got != 5 {
			t.Fatalf("%d files on disk before the sweep", got)
		}
		if res, err := files.Sweep(context.Background(), h.store, h.files, 24*time.Hour); err != nil || res != (files.SweepResult{Deleted: 5}) {
			t.Fatalf("sweep: %+v %v", res, err)
		}
		if got := h.storedFiles(); len(got) != 0 {
			t.Fatalf("left on disk: %v", got)
		}
	})
}

func TestSweepRemovesOnlyOldUnreferencedUploads(t *testing.T) {
	t.Parallel()
	eachStorage(t, func(t *testing.T, h *harness) {
		urls := uploadedURLs(t, h.upload("/api/upload", "user", map[string][]byte{"solto.pdf": []byte(pdfBytes), "anexo.pdf": []byte(pdfBytes)}))
		avatar := uploadedURLs(t, h.upload("/api/upload?purpose=avatar", "viewer", map[string][]byte{"eu.png": pngBytes(t)}))["eu.png"]
		logo := uploadedURLs(t, h.upload("/api/upload?purpose=logo", "admin", map[string][]byte{"logo.png": pngBytes(t)}))["logo.png"]
		h.createAsset(fmt.Sprintf(`{"counterpart":"opening","description":"Sala","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01",
			"attachments":[{"url":%q,"category":"contrato"}]}`, urls["anexo.pdf"]))
		if res := h.call("PUT", fmt.Sprintf("/api/users/%d", h.users["viewer"].ID), "viewer", fmt.Sprintf(`{"avatar":%q}`, avatar)); res.Status != 200 {
			t.Fatalf("avatar: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", "/api/settings", "admin", fmt.Sprintf(`{"logoUrl":%q}`, logo)); res.Status != 200 {
			t.Fatalf("logo: %d %s", res.Status, res.Body)
		}
		// An orphan: bytes stored by an upload whose row never came (the server killed between the two).
		orphan := strings.Repeat("e", 32) + ".pdf"
		if err := h.files.Save(context.Background(), orphan, strings.NewReader(pdfBytes), int64(len(pdfBytes))); err != nil {
			t.Fatal(err)
		}
		sweepAt := func(later time.Duration) files.SweepResult {
			clock := h.store.WithClock(func() time.Time { return time.Now().Add(later) })
			res, err := files.Sweep(context.Background(), clock, h.files, 24*time.Hour)
			if err != nil {
				t.Error(err)
			}
			return res
		}
		// 23 hours later the unreferenced upload and the orphan are still within the grace period (a form may be
		// waiting for the one, the other's row may still be on its way).
		if res := sweepAt(23 * time.Hour); res != (files.SweepResult{}) || len(h.storedFiles()) != 5 {
			t.Fatalf("young upload swept: %+v %v", res, h.storedFiles())
		}
		if res := h.call("GET", "/api"+urls["solto.pdf"], "", ""); res.Status != 200 {
			t.Fatalf("young upload: %d", res.Status)
		}
		// 25 hours later it goes, row and bytes; the attachment, the avatar and the logo stay. Three instances sweep
		// at once: exactly one of them releases the file.
		results := make([]files.SweepResult, 3)
		var wg sync.WaitGroup
		for i := range results {
			wg.Go(func() { results[i] = sweepAt(25 * time.Hour) })
		}
		wg.Wait()
		released, deleted, orphans := 0, 0, 0
		for _, r := range results {
			released += r.Released
			deleted += r.Deleted
			orphans += r.Orphans
		}
		if released != 1 || deleted < 1 || orphans < 1 {
			t.Fatalf("sweeps: %+v", results)
		}
		if res := h.call("GET", "/api"+urls["solto.pdf"], "", ""); res.Status != 404 {
			t.Fatalf("swept upload: %d", res.Status)
		}
		for _, url := range []string{urls["anexo.pdf"], avatar, logo} {
			if res := h.call("GET", "/api"+url, "", ""); res.Status != 200 {
				t.Fatalf("%s: %d", url, res.Status)
			}
		}
		if got := h.storedFiles(); len(got) != 3 || slices.Contains(got, strings.TrimPrefix(urls["solto.pdf"], "/uploads/")) || slices.Contains(got, orphan) {
			t.Fatalf("on disk: %v", got)
		}
		// A second instance sweeping the same database and directory finds nothing left to do.
		if res := sweepAt(25 * time.Hour); res != (files.SweepResult{}) {
			t.Fatalf("second sweep: %+v", res)
		}
	})
}

// TestStorageAwayAnswers503: with the bucket of the files unreachable (its host down), an upload and a download
// answer 503 'Armazenamento de arquivos indisponível…' within seconds, and the upload leaves no row.
func TestStorageAwayAnswers503(t *testing.T) {
	t.Parallel()
	bucket, proxy := filestest.NewBucketBehind(t)
	h := newHarnessOn(t, dbtest.Open(t, database.SQLite), bucket, store.UploadLimits{}, nil)
	stored := uploadedURLs(t, h.upload("/api/upload", "user", map[string][]byte{"nota.pdf": []byte(pdfBytes)}))["nota.pdf"]
	proxy.Shut()
	away := func(res response) bool {
		return res.Status == http.StatusServiceUnavailable && res.Header.Get("Retry-After") != "" &&
			res.json(t)["error"] == "Armazenamento de arquivos indisponível. Tente novamente em instantes."
	}
	start := time.Now()
	if res := h.upload("/api/upload", "user", map[string][]byte{"outra.pdf": []byte(pdfBytes)}); !away(res) || time.Since(start) > 15*time.Second {
		t.Fatalf("an upload with the bucket away: %d %s after %v", res.Status, res.Body, time.Since(start))
	}
	start = time.Now()
	if res := h.call(http.MethodGet, "/api"+stored, "", ""); !away(res) || time.Since(start) > 15*time.Second {
		t.Fatalf("a download with the bucket away: %d %s after %v", res.Status, res.Body, time.Since(start))
	}
	var rows int
	if err := h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM files").Scan(&rows); err != nil || rows != 1 {
		t.Fatalf("%d file rows after the failed upload (%v)", rows, err)
	}
}
