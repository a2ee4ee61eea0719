package api_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/files"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// webPage is what the stand-in web app of withWebUI answers.
const webPage = "<!doctype html><title>Patrimônio</title>"

// withWebUI returns the router of h's database and files with a web app behind it, as the server runs.
func (h *harness) withWebUI() http.Handler {
	h.t.Helper()
	disk, err := files.NewDisk(filepath.Join(h.dir, "uploads"))
	if err != nil {
		h.t.Fatal(err)
	}
	web := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, webPage) })
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
		res = h.call("GET", "/api/assets?page=1000001", "admin", "")
		if msg := res.json(t)["error"]; msg != "Parâmetro page inválido: use um número de 1 a 1.000.000." {
			t.Fatalf("message: %v", msg)
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
	outside := []string{"0000-01-01", "0001-01-01", "1899-12-31", "2101-01-01", "9999-12-31"}
	each(t, func(t *testing.T, h *harness) {
		assetID := h.createAsset(strings.Replace(houseJSON, "2024-02-10", "1900-01-01", 1))
		assetPath := fmt.Sprintf("/api/assets/%d", assetID)
		vehicleID := int64(h.vehicle(gol)["id"].(float64))
		vehiclePath := fmt.Sprintf("/api/vehicles/%d", vehicleID)
		debt := `{"creditorName":"Banco","originalAmount":100,"dueDate":"2100-12-31"}`
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
				{"POST", assetPath + "/sell", `{"saleDate":"` + day + `","saleValue":10,"buyerName":"Caio","paymentMethod":"cash"}`, "saleDate"},
				{"POST", assetPath + "/exchange", `{"exchangeDate":"` + day + `","newAssets":[{"description":"Lote","acquisitionValue":1,"currentValue":1,"acquisitionDate":"2024-01-01"}]}`, "exchangeDate"},
				{"POST", assetPath + "/exchange", `{"exchangeDate":"2024-01-01","newAssets":[{"description":"Lote","acquisitionValue":1,"currentValue":1,"acquisitionDate":"` + day + `"}]}`, "newAssets.0.acquisitionDate"},
				{"POST", "/api/vehicles", strings.NewReplacer("2025-01-10", day, "abc-1234", "XYZ9A87").Replace(gol), "purchaseDate"},
				{"PUT", vehiclePath, strings.Replace(gol, "2025-01-10", day, 1), "purchaseDate"},
				{"PUT", vehiclePath + "/sell", `{"sellingPrice":1,"soldDate":"` + day + `","paymentMethod":"cash"}`, "soldDate"},
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
		if res := h.call("POST", assetPath+"/sell", "user", `{"saleDate":"2100-12-31","saleValue":10,"buyerName":"Caio","paymentMethod":"cash"}`); res.Status != http.StatusOK && res.Status != http.StatusCreated {
			t.Fatalf("sale on 2100-12-31: %d %s", res.Status, res.Body)
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
	each(t, func(t *testing.T, h *harness) {
		send := func(path, token string, filler int) response {
			req := httptest.NewRequest("GET", path, nil)
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
