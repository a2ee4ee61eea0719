package api_test

import (
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// The public password-reset routes answer alike whoever calls them.
const accepted, badToken = http.StatusAccepted, http.StatusBadRequest

// TestAccessByRole is the role × route table of the account, settings and upload endpoints: each endpoint,
// called by admin, user, viewer and nobody, on a fresh database each time.
func TestAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{cases: []roleCase{
		{"GET", "/api/health", "", [4]int{ok, ok, ok, ok}},
		{"GET", "/api/settings", "", [4]int{ok, ok, ok, ok}},
		{"GET", "/api/auth/me", "", [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/auth/forgot", `{"email":"target@exemplo.com.br"}`, [4]int{accepted, accepted, accepted, accepted}},
		{"POST", "/api/auth/reset", `{"token":"inventado","password":"nova-senha-1"}`, [4]int{badToken, badToken, badToken, badToken}},
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
	}}.run(t)
}

// TestSecurityHeaders checks the headers docs/design.md §6 puts on every response, errors included.
func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
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
