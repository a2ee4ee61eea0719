package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// TestAccessByRole is the role × route table: each endpoint, called by admin, user, viewer and nobody, on a
// fresh database each time.
func TestAccessByRole(t *testing.T) {
	type route struct {
		method, path, body string
		want               [4]int // admin, user, viewer, no token
	}
	const (
		ok, created, noContent = http.StatusOK, http.StatusCreated, http.StatusNoContent
		unauth, denied         = http.StatusUnauthorized, http.StatusForbidden
	)
	routes := []route{
		{"GET", "/api/health", "", [4]int{ok, ok, ok, ok}},
		{"GET", "/api/settings", "", [4]int{ok, ok, ok, ok}},
		{"GET", "/api/auth/me", "", [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/auth/logout", "", [4]int{noContent, noContent, noContent, unauth}},
		{"POST", "/api/auth/totp/setup", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/auth/sessions", "", [4]int{ok, ok, ok, unauth}},
		{"DELETE", "/api/auth/sessions", "", [4]int{ok, ok, ok, unauth}},
		{"PUT", "/api/settings", `{"companyName":"Nova Empresa"}`, [4]int{ok, denied, denied, unauth}},
		{"GET", "/api/users", "", [4]int{ok, denied, denied, unauth}},
		{"POST", "/api/users", `{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","role":"user"}`, [4]int{created, denied, denied, unauth}},
		{"GET", "/api/users/{target}", "", [4]int{ok, denied, denied, unauth}},
		{"PUT", "/api/users/{target}", `{"name":"Davi Novo"}`, [4]int{ok, denied, denied, unauth}},
		{"PUT", "/api/users/{target}/password", `{"newPassword":"outra-senha-1","confirmPassword":"outra-senha-1"}`, [4]int{noContent, denied, denied, unauth}},
		{"PUT", "/api/users/{target}/activate", "", [4]int{ok, denied, denied, unauth}},
		{"PUT", "/api/users/{target}/deactivate", "", [4]int{ok, denied, denied, unauth}},
		{"DELETE", "/api/users/{target}", "", [4]int{noContent, denied, denied, unauth}},
		{"GET", "/api/users/{self}", "", [4]int{ok, ok, ok, unauth}},
		{"PUT", "/api/users/{self}", `{"name":"Nome Próprio"}`, [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/upload", "png", [4]int{created, created, denied, unauth}},
		{"POST", "/api/upload?purpose=attachment", "png", [4]int{created, created, denied, unauth}},
		{"POST", "/api/upload?purpose=avatar", "png", [4]int{created, created, created, unauth}},
		{"POST", "/api/upload?purpose=logo", "png", [4]int{created, denied, denied, unauth}},
		{"GET", "/api/nada", "", [4]int{http.StatusNotFound, http.StatusNotFound, http.StatusNotFound, http.StatusNotFound}},
	}
	roles := []string{"admin", "user", "viewer", ""}
	for _, d := range dbtest.Dialects() {
		for _, rt := range routes {
			for i, role := range roles {
				name := fmt.Sprintf("%s/%s %s as %q", d, rt.method, rt.path, role)
				t.Run(name, func(t *testing.T) {
					h := newHarness(t, dbtest.Open(t, d))
					self := h.users[role].ID
					if role == "" {
						self = h.users["admin"].ID
					}
					path := strings.NewReplacer("{target}", fmt.Sprint(h.users["target"].ID), "{self}", fmt.Sprint(self)).Replace(rt.path)
					var res response
					if rt.body == "png" {
						res = h.upload(path, role, map[string][]byte{"foto.png": pngBytes(t)})
					} else {
						res = h.call(rt.method, path, role, rt.body)
					}
					if res.Status != rt.want[i] {
						t.Fatalf("status %d, want %d: %s", res.Status, rt.want[i], res.Body)
					}
					if res.Status >= 400 {
						body := res.json(t)
						if msg, _ := body["error"].(string); msg == "" || body["code"] == "" {
							t.Fatalf("error without the error shape: %s", res.Body)
						}
					}
					if res.Status != http.StatusNoContent && !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
						t.Fatalf("content type %q", res.Header.Get("Content-Type"))
					}
				})
			}
		}
	}
}

// TestSecurityHeaders checks the headers DESIGN §6 puts on every response, errors included.
func TestSecurityHeaders(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarness(t, db)
		for _, path := range []string{"/api/health", "/api/nada", "/api/users", "/qualquer/rota"} {
			res := h.call("GET", path, "", "")
			for header, want := range map[string]string{
				"X-Content-Type-Options": "nosniff",
				"Referrer-Policy":        "strict-origin-when-cross-origin",
			} {
				if got := res.Header.Get(header); got != want {
					t.Errorf("%s: %s = %q", path, header, got)
				}
			}
			csp := res.Header.Get("Content-Security-Policy")
			for _, part := range []string{"object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"} {
				if !strings.Contains(csp, part) {
					t.Errorf("%s: CSP %q lacks %s", path, csp, part)
				}
			}
			if res.Header.Get("X-Request-Id") == "" {
				t.Errorf("%s: no request id", path)
			}
		}
		res := h.call("DELETE", "/api/settings", "admin", "")
		if res.Status != http.StatusMethodNotAllowed || res.json(t)["code"] != "method_not_allowed" || !strings.Contains(res.Header.Get("Allow"), "GET") {
			t.Fatalf("wrong method: %d %s %v", res.Status, res.Body, res.Header)
		}
	})
}
