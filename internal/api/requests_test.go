package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// TestBadRequests: each malformed request gets its status and a pt-BR message, and changes nothing.
func TestBadRequests(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, contentType, body string
		status                  int
		code                    string
	}{
		{"malformed JSON", "application/json", `{"name": "Eva",`, http.StatusBadRequest, "malformed_json"},
		{"not an object", "application/json", `["Eva"]`, http.StatusBadRequest, "malformed_json"},
		{"two objects", "application/json", `{"name":"Eva"} {"name":"Ivo"}`, http.StatusBadRequest, "malformed_json"},
		{"wrong type", "application/json", `{"name": 42}`, http.StatusBadRequest, "malformed_json"},
		{"empty body", "application/json", ``, http.StatusBadRequest, "empty_body"},
		{"wrong content type", "text/plain", `{"name":"Eva"}`, http.StatusUnsupportedMediaType, "unsupported_media_type"},
		{"form content type", "application/x-www-form-urlencoded", `name=Eva`, http.StatusUnsupportedMediaType, "unsupported_media_type"},
		{"unknown field", "application/json", `{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","role":"user","isSuperuser":true}`, http.StatusBadRequest, "unknown_field"},
		{"oversized body", "application/json", `{"name":"` + strings.Repeat("a", 2<<20) + `"}`, http.StatusRequestEntityTooLarge, "body_too_large"},
	}
	each(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			res := h.do("POST", "/api/users", "admin", c.contentType, strings.NewReader(c.body))
			body := res.json(t)
			if res.Status != c.status || body["code"] != c.code || body["error"] == "" {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		if _, total, _ := h.store.ListUsers(context.Background(), userFilterAll()); total != 4 {
			t.Fatalf("a bad request stored a user: %d users", total)
		}
	})
}

func TestPagination(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		res := h.call("GET", "/api/users?pageSize=100000", "admin", "")
		meta := res.json(t)["meta"].(map[string]any)
		if res.Status != 200 || meta["pageSize"] != 200.0 || meta["total"] != 4.0 {
			t.Fatalf("page size not capped: %d %s", res.Status, res.Body)
		}
		res = h.call("GET", "/api/users?pageSize=2&page=2&sort=name", "admin", "")
		body := res.json(t)
		data := body["data"].([]any)
		if len(data) != 2 || data[0].(map[string]any)["name"] != "Carla Leitora" {
			t.Fatalf("page 2: %s", res.Body)
		}
		for _, q := range []string{"page=0", "page=-1", "pageSize=abc", "status=talvez", "role=root"} {
			if res := h.call("GET", "/api/users?"+q, "admin", ""); res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d", q, res.Status)
			}
		}
	})
}

// TestTextKeptIntact: accents, emoji and SQL metacharacters are stored and returned as sent, and searchable.
func TestTextKeptIntact(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		name := `João D'Ávila "; DROP TABLE users; -- 🏠 ção %_\`
		payload, _ := json.Marshal(map[string]string{"name": name, "email": "joao@exemplo.com.br", "password": "12345678", "role": "user"})
		res := h.call("POST", "/api/users", "admin", string(payload))
		if res.Status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		id := res.json(t)["data"].(map[string]any)["id"]
		got := h.call("GET", fmt.Sprintf("/api/users/%v", id), "admin", "").json(t)["data"].(map[string]any)
		if got["name"] != name {
			t.Fatalf("stored %q, want %q", got["name"], name)
		}
		list := h.call("GET", "/api/users?q="+urlQuery("joao d'avila"), "admin", "").json(t)
		if list["meta"].(map[string]any)["total"] != 1.0 {
			t.Fatalf("accent-insensitive search: %v", list)
		}
		list = h.call("GET", "/api/users?q="+urlQuery("%_"), "admin", "").json(t)
		if list["meta"].(map[string]any)["total"] != 1.0 {
			t.Fatalf("wildcards must match literally: %v", list["meta"])
		}
	})
}

// TestListFilters: every list reads "all" (the screens' "Todos") as no filter and refuses an unknown value.
func TestListFilters(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct{ path, param string }{
			{"/api/assets", "type"}, {"/api/assets", "status"}, {"/api/vehicles", "status"},
			{"/api/debts", "category"}, {"/api/debts", "status"}, {"/api/reports", "type"}, {"/api/reports", "period"},
		} {
			if res := h.call("GET", c.path+"?"+c.param+"=all", "viewer", ""); res.Status != http.StatusOK {
				t.Errorf("%s?%s=all: %d %s", c.path, c.param, res.Status, res.Body)
			}
			res := h.call("GET", c.path+"?"+c.param+"=talvez", "viewer", "")
			if res.Status != http.StatusBadRequest || res.json(t)["code"] != "invalid_query" {
				t.Errorf("%s?%s=talvez: %d %s", c.path, c.param, res.Status, res.Body)
			}
		}
	})
}
