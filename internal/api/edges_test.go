package api_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"modernc.org/sqlite"

	"patrimonio/internal/api"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/files"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// webPage is what the stand-in web app of withWebUI answers.
const webPage = "<!doctype html><title>Patrimônio</title>"

// withWebUI returns the router of h's database and files with a web app behind it, as the server runs.
func (h *harness) withWebUI() http.Handler {
	web := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, webPage) })
	return h.router(web)
}

// router returns a new router on h.store and h's upload directory.
func (h *harness) router(web http.Handler) http.Handler {
	h.t.Helper()
	disk, err := files.NewDisk(filepath.Join(h.dir, "uploads"))
	if err != nil {
		h.t.Fatal(err)
	}
	handler, err := api.New(h.store, disk, api.Options{
		Sessions: store.SessionPolicy{Idle: time.Hour, Max: 24 * time.Hour},
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		WebUI:    web,
	})
	if err != nil {
		h.t.Fatal(err)
	}
	return handler
}

// TestUnknownAPIPaths: every unknown path under /api, by any method, is a JSON 404 — never the web app.
func TestUnknownAPIPaths(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		h.handler = h.withWebUI()
		for _, method := range []string{"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"} {
			for _, path := range []string{"/api", "/api/", "/api/nada", "/api/assets/1/nada", "/api/v2/assets", "/api/uploads"} {
				for _, token := range []string{"", "admin"} {
					res := h.call(method, path, token, "")
					if res.Status != http.StatusNotFound || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
						t.Fatalf("%s %s (%q): %d %s %s", method, path, token, res.Status, res.Header.Get("Content-Type"), res.Body)
					}
					if method == "HEAD" {
						continue // the recorder keeps a HEAD body; a real server drops it
					}
					if body := res.json(t); body["code"] != "not_found" || body["error"] != "Recurso não encontrado." {
						t.Fatalf("%s %s: %s", method, path, res.Body)
					}
				}
			}
		}
		// The web app still answers outside /api, and known API routes keep their own answers.
		if res := h.call("GET", "/assets", "", ""); res.Status != http.StatusOK || res.Body != webPage {
			t.Fatalf("web app: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/assets", "", ""); res.Status != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
			t.Fatalf("POST outside /api: %d %v", res.Status, res.Header)
		}
		if res := h.call("DELETE", "/api/settings", "admin", ""); res.Status != http.StatusMethodNotAllowed {
			t.Fatalf("known path, wrong method: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/health", "", ""); res.Status != http.StatusOK {
			t.Fatalf("health: %d %s", res.Status, res.Body)
		}
	})
}

// TestPageBounds: a page past the data is empty with the right total; above 1 000 000 (or beyond int64) it
// is 400; the largest page allowed answers on both databases.
func TestPageBounds(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		h.createAsset(houseJSON)
		h.createAsset(strings.Replace(houseJSON, "Casa Jardim", "Casa Praia", 1))
		lists := []string{"/api/users", "/api/assets", "/api/vehicles", "/api/debts", "/api/reports"}
		for _, list := range lists {
			for _, page := range []string{"3", "1000", "1000000"} {
				res := h.call("GET", list+"?pageSize=200&page="+page, "admin", "")
				if res.Status != http.StatusOK {
					t.Fatalf("%s page %s: %d %s", list, page, res.Status, res.Body)
				}
				body := res.json(t)
				meta := body["meta"].(map[string]any)
				if items := body["data"].([]any); len(items) != 0 || fmt.Sprint(int(meta["page"].(float64))) != page {
					t.Fatalf("%s page %s is not an empty page: %s", list, page, res.Body)
				}
			}
			for _, page := range []string{"1000001", "9223372036854775807", "9223372036854775808", "99999999999999999999"} {
				res := h.call("GET", list+"?page="+page, "admin", "")
				if res.Status != http.StatusBadRequest || res.json(t)["code"] != "invalid_query" || res.json(t)["error"] == "" {
					t.Fatalf("%s page %s: %d %s", list, page, res.Status, res.Body)
				}
			}
		}
		res := h.call("GET", "/api/assets?page=5&pageSize=1", "admin", "")
		if meta := res.json(t)["meta"].(map[string]any); meta["total"] != 2.0 || len(res.json(t)["data"].([]any)) != 0 {
			t.Fatalf("assets past the data: %s", res.Body)
		}
		for _, page := range []string{"1000001", "99999999999999999999", "0", "dois"} {
			res = h.call("GET", "/api/assets?page="+page, "admin", "")
			if msg := res.json(t)["error"]; msg != "Parâmetro page inválido: use um número de 1 a 1.000.000." {
				t.Fatalf("page %s message: %v", page, msg)
			}
		}
		id := h.createAsset(houseJSON)
		for _, page := range []string{"2", "1000000"} {
			res := h.call("GET", fmt.Sprintf("/api/assets/%d/transactions?pageSize=200&page=%s", id, page), "admin", "")
			if res.Status != http.StatusOK || len(res.json(t)["data"].([]any)) != 0 {
				t.Fatalf("transactions page %s: %d %s", page, res.Status, res.Body)
			}
		}
		if res := h.call("GET", fmt.Sprintf("/api/assets/%d/transactions?page=1000001", id), "admin", ""); res.Status != http.StatusBadRequest {
			t.Fatalf("transactions page 1000001: %d %s", res.Status, res.Body)
		}
	})
}

// TestDateRange: every date the API reads lies in 1900-01-01…2100-12-31; outside is 422 with the range
// message on the field, 0001-01-01 included (it is a date, not a missing one), and nothing is stored.
func TestDateRange(t *testing.T) {
	t.Parallel()
	outside := []string{"0000-01-01", "0001-01-01", "1899-12-31", "2101-01-01", "9999-12-31"}
	each(t, func(t *testing.T, h *harness) {
		assetID := h.createAsset(strings.Replace(houseJSON, "2024-02-10", "1900-01-01", 1))
		assetPath := fmt.Sprintf("/api/assets/%d", assetID)
		vehicleID := int64(h.vehicle(gol)["id"].(float64))
		vehiclePath := fmt.Sprintf("/api/vehicles/%d", vehicleID)
		debt := `{"counterpart":"opening","creditorName":"Banco","originalAmount":100,"dueDate":"2100-12-31"}`
		res := h.call("POST", "/api/debts", "user", debt)
		if res.Status != http.StatusCreated {
			t.Fatalf("debt due 2100-12-31: %d %s", res.Status, res.Body)
		}
		debtPath := fmt.Sprintf("/api/debts/%d", int64(data(t, res)["id"].(float64)))
		before := h.counts()

		for _, day := range outside {
			cases := []struct {
				method, path, body, field string
			}{
				{"POST", "/api/assets", strings.Replace(houseJSON, "2024-02-10", day, 1), "acquisitionDate"},
				{"PUT", assetPath, strings.Replace(houseJSON, "2024-02-10", day, 1), "acquisitionDate"},
				{"POST", assetPath + "/sell", `{"counterpart":"withdrawal","saleDate":"` + day + `","saleValue":10,"buyerName":"Caio","paymentMethod":"cash"}`, "saleDate"},
				{"POST", assetPath + "/exchange", `{"exchangeDate":"` + day + `","newAssets":[{"description":"Lote","acquisitionValue":1,"currentValue":1,"acquisitionDate":"2024-01-01"}]}`, "exchangeDate"},
				{"POST", "/api/vehicles", strings.NewReplacer("2025-01-10", day, "abc-1234", "XYZ9A87").Replace(gol), "purchaseDate"},
				{"PUT", vehiclePath, strings.Replace(gol, "2025-01-10", day, 1), "purchaseDate"},
				{"PUT", vehiclePath + "/sell", `{"counterpart":"withdrawal","sellingPrice":1,"soldDate":"` + day + `","paymentMethod":"cash"}`, "soldDate"},
				{"POST", "/api/debts", strings.Replace(debt, "2100-12-31", day, 1), "dueDate"},
				{"PUT", debtPath, `{"dueDate":"` + day + `"}`, "dueDate"},
			}
			for _, c := range cases {
				wantFields(t, h.call(c.method, c.path, "admin", c.body), map[string]string{c.field: validate.MsgDateRange})
			}
		}
		if after := h.counts(); after != before {
			t.Fatalf("a refused date changed the data: %v → %v", before, after)
		}
		// The range's own ends are accepted.
		for _, day := range []string{"1900-01-01", "2100-12-31"} {
			if res := h.call("PUT", debtPath, "user", `{"dueDate":"`+day+`"}`); res.Status != http.StatusOK || data(t, res)["dueDate"] != day {
				t.Fatalf("due %s: %d %s", day, res.Status, res.Body)
			}
		}
		// A sale is a realized event: on the range's last day it lies in the future and is refused; today it is kept.
		wantFields(t, h.call("POST", assetPath+"/sell", "user", `{"counterpart":"withdrawal","saleDate":"2100-12-31","saleValue":10,"buyerName":"Caio","paymentMethod":"cash"}`),
			map[string]string{"saleDate": validate.MsgDateInFuture})
		today := h.store.Today().String()
		if res := h.call("POST", assetPath+"/sell", "user", `{"counterpart":"withdrawal","saleDate":"`+today+`","saleValue":10,"buyerName":"Caio","paymentMethod":"cash"}`); res.Status != http.StatusOK {
			t.Fatalf("sale today: %d %s", res.Status, res.Body)
		}
	})
}

// countedTables are the tables a refused write must leave as they were.
var countedTables = []string{"assets", "asset_transactions", "asset_sales", "asset_attachments", "vehicles",
	"vehicle_history", "debts", "debt_history", "files", "reports"}

// counts is how many rows each of countedTables holds.
func (h *harness) counts() [10]int {
	h.t.Helper()
	var n [10]int
	for i, table := range countedTables {
		if err := h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM "+table).Scan(&n[i]); err != nil {
			h.t.Fatal(err)
		}
	}
	return n
}

// TestHeaderLimit: a request whose headers pass api.MaxHeaderBytes gets 431 in JSON, before any route or
// sign-in check; one just under it is served.
func TestHeaderLimit(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		send := func(path, token string, filler int) response {
			req := httptest.NewRequest(http.MethodGet, path, nil)
			req.Header.Set("Authorization", "Bearer "+h.tokens[token])
			req.Header.Set("X-Enchimento", strings.Repeat("a", filler))
			rec := httptest.NewRecorder()
			h.handler.ServeHTTP(rec, req)
			return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
		}
		for _, path := range []string{"/api/auth/me", "/api/assets", "/api/nada"} {
			res := send(path, "viewer", api.MaxHeaderBytes)
			body := res.json(t)
			if res.Status != http.StatusRequestHeaderFieldsTooLarge || body["code"] != "headers_too_large" ||
				body["error"] != "Cabeçalhos da requisição muito grandes: no máximo 32 KB." {
				t.Fatalf("%s: %d %s", path, res.Status, res.Body)
			}
		}
		if res := send("/api/auth/me", "viewer", api.MaxHeaderBytes-1024); res.Status != http.StatusOK {
			t.Fatalf("headers under the limit: %d %s", res.Status, res.Body)
		}
	})
}

// msgDiskFull is the 507 message.
const msgDiskFull = "Espaço em disco insuficiente no servidor. Nada foi salvo: avise o administrador do sistema e tente novamente mais tarde."

// wantDiskFull checks a 507 answer.
func wantDiskFull(t *testing.T, res response) {
	t.Helper()
	body := res.json(t)
	if res.Status != http.StatusInsufficientStorage || body["code"] != "insufficient_storage" || body["error"] != msgDiskFull {
		t.Fatalf("want 507: %d %s", res.Status, res.Body)
	}
}

// sqlitePageLimits holds, by SQLite file path, the max_page_count set on every new connection to it: the real
// SQLITE_FULL a full disk gives, on a database of a chosen size.
var sqlitePageLimits sync.Map

func init() {
	sqlite.RegisterConnectionHook(func(conn sqlite.ExecQuerierContext, dsn string) error {
		var limit any
		sqlitePageLimits.Range(func(path, pages any) bool {
			if strings.Contains(dsn, path.(string)+"?") {
				limit = pages
				return false
			}
			return true
		})
		if limit == nil {
			return nil
		}
		_, err := conn.ExecContext(context.Background(), fmt.Sprintf("PRAGMA max_page_count = %d", limit), nil)
		return err
	})
}

// TestDiskFullSQLite: once the SQLite database cannot grow, every write answers 507 with the pt-BR message and
// changes nothing; reads go on.
func TestDiskFullSQLite(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "cheio.db")
	db, err := database.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, db)
	assetID := h.createAsset(houseJSON)
	var pages int
	if err := db.QueryRowContext(ctx, "PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	db.Close()

	// Reopen it unable to grow by more than a few pages, and fill those with assets through the API.
	sqlitePageLimits.Store(path, pages+4)
	t.Cleanup(func() { sqlitePageLimits.Delete(path) })
	full, err := database.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { full.Close() })
	h.db, h.store = full, store.New(full)
	h.handler = h.router(nil)
	notes := strings.Repeat("Observação longa para encher o banco. ", 50)
	big := strings.Replace(houseJSON, `"garage":true`, `"garage":true,"notes":"`+notes+`"`, 1)
	// Each write is repeated until the database has no room for it (4 pages hold a handful of these): the
	// 507 must come, with its message and request id, and leave every table as it was.
	writes := []struct {
		name, method, path string
		body               func(i int) string
	}{
		{"new asset", "POST", "/api/assets", func(int) string { return big }},
		{"asset edit", "PUT", fmt.Sprintf("/api/assets/%d", assetID), func(i int) string {
			return strings.Replace(big, "0.20", fmt.Sprintf("%d.20", i+1), 1)
		}},
		{"new vehicle", "POST", "/api/vehicles", func(i int) string {
			return strings.NewReplacer(`"color":"Prata"`, `"color":"Prata","notes":"`+notes+`"`, "abc-1234", fmt.Sprintf("QWE%dA%02d", i%10, i%100)).Replace(gol)
		}},
		{"new debt", "POST", "/api/debts", func(int) string {
			return `{"counterpart":"opening","creditorName":"Banco","originalAmount":100,"dueDate":"2030-01-01","description":"` + notes + `"}`
		}},
	}
	for _, c := range writes {
		full := false
		for i := range 100 {
			before := h.counts()
			res := h.call(c.method, c.path, "admin", c.body(i))
			if res.Status == http.StatusOK || res.Status == http.StatusCreated {
				continue
			}
			wantDiskFull(t, res)
			if res.json(t)["requestId"] == "" {
				t.Fatalf("%s: 507 without a request id: %s", c.name, res.Body)
			}
			if after := h.counts(); after != before {
				t.Fatalf("%s: a 507 changed the data: %v → %v", c.name, before, after)
			}
			full = true
			break
		}
		if !full {
			t.Fatalf("%s: 100 writes fitted in a database of %d pages", c.name, pages+4)
		}
	}
	if res := h.call("GET", "/api/assets", "viewer", ""); res.Status != http.StatusOK {
		t.Fatalf("reads stop when the disk is full: %d %s", res.Status, res.Body)
	}
}

// mountTmpfs mounts a tmpfs of size (mount's syntax: "64k") on dir, with options, until the test ends: a real
// disk that fills up. It needs root; elsewhere the test says so and skips.
func mountTmpfs(t *testing.T, dir, size, options string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("a full disk is played with a small tmpfs, and mounting one needs root (CI runs as root)")
	}
	opts := "size=" + size
	if options != "" {
		opts += "," + options
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", opts, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s)", err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("umount", "-l", dir).CombinedOutput(); err != nil {
			t.Errorf("umount %s: %v %s", dir, err, out)
		}
	})
}

// TestDiskFullUploads: an upload that does not fit on the disk answers 507 and leaves no file, temporary or
// not, and no record; one that fits is still stored.
func TestDiskFullUploads(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		mountTmpfs(t, filepath.Join(h.dir, "uploads"), "64k", "")
		text := func(kb int) []byte {
			return []byte(strings.Repeat("Recibo de compra do imóvel, via do cartório.\n", kb*1024/47+1))
		}
		if res := h.upload("/api/upload", "user", map[string][]byte{"recibo.txt": text(8)}); res.Status != http.StatusCreated {
			t.Fatalf("a file that fits: %d %s", res.Status, res.Body)
		}
		stored, before := h.storedFiles(), h.counts()
		for _, parts := range []map[string][]byte{
			{"grande.txt": text(100)},
			{"pequeno.txt": text(4), "grande.txt": text(100)},
			{"a.txt": text(20), "b.txt": text(20), "c.txt": text(20), "d.txt": text(20)},
		} {
			wantDiskFull(t, h.upload("/api/upload", "user", parts))
			if now := h.storedFiles(); strings.Join(now, ",") != strings.Join(stored, ",") {
				t.Fatalf("files left behind after a 507: %v, before %v", now, stored)
			}
			if after := h.counts(); after != before {
				t.Fatalf("a 507 changed the data: %v → %v", before, after)
			}
		}
		if res := h.upload("/api/upload", "user", map[string][]byte{"nota.txt": text(4)}); res.Status != http.StatusCreated {
			t.Fatalf("a small file after the 507s: %d %s", res.Status, res.Body)
		}
	})
}

// TestDiskFullPostgres: a PostgreSQL table on a full disk (a tablespace on a small tmpfs) gives SQLSTATE 53100,
// which answers 507 and changes nothing.
func TestDiskFullPostgres(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := dbtest.Open(t, database.Postgres) // skips without PATRIMONIO_TEST_POSTGRES_URL
	u, err := url.Parse(os.Getenv(dbtest.PostgresURLEnv))
	if err != nil || (u.Hostname() != "127.0.0.1" && u.Hostname() != "localhost" && u.Hostname() != "::1") {
		t.Skip("a full PostgreSQL disk is played with a tablespace on this machine: the server must be local")
	}
	pg, err := user.Lookup("postgres")
	if err != nil {
		t.Skipf("no postgres account to own the tablespace directory: %v", err)
	}
	h := newHarness(t, db)
	dir, err := os.MkdirTemp("", "patrimonio-disco-cheio-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Remove(dir) })
	mountTmpfs(t, dir, "256k", "mode=0700,uid="+pg.Uid+",gid="+pg.Gid)
	space := "patrimonio_cheio_" + strings.ReplaceAll(filepath.Base(dir), "-", "_")
	if _, err := db.ExecContext(ctx, "CREATE TABLESPACE "+space+" LOCATION '"+dir+"'"); err != nil {
		t.Skipf("cannot create a tablespace (the test role must be a superuser): %v", err)
	}
	t.Cleanup(func() {
		for _, stmt := range []string{"DROP TABLE IF EXISTS enchimento", "ALTER TABLE assets SET TABLESPACE pg_default", "DROP TABLESPACE " + space} {
			if _, err := db.ExecContext(context.Background(), stmt); err != nil {
				t.Errorf("%s: %v", stmt, err)
			}
		}
	})
	// TRUNCATE first: a schema from the test pool may keep pages of deleted rows, where a new row would fit.
	for _, stmt := range []string{"TRUNCATE assets CASCADE", "ALTER TABLE assets SET TABLESPACE " + space, "CREATE TABLE enchimento (x text) TABLESPACE " + space} {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	// Fill the disk, then the assets table has no room for its first page.
	for i := 0; ; i++ {
		_, err := db.ExecContext(ctx, "INSERT INTO enchimento SELECT repeat('x', 1000) FROM generate_series(1, 8)")
		if err != nil {
			if !database.IsDiskFull(err) {
				t.Fatalf("filling the tablespace: %v", err)
			}
			break
		}
		if i == 1000 {
			t.Fatal("a 256 kB tablespace took 8 MB")
		}
	}
	before := h.counts()
	wantDiskFull(t, h.call("POST", "/api/assets", "user", houseJSON))
	if after := h.counts(); after != before {
		t.Fatalf("a 507 changed the data: %v → %v", before, after)
	}
	if res := h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":100,"dueDate":"2030-01-01"}`); res.Status != http.StatusCreated {
		t.Fatalf("tables on the other disk still take writes: %d %s", res.Status, res.Body)
	}
}
