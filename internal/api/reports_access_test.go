package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database/dbtest"
)

// TestReportAccessByRole is the role × route table of the report endpoints: every role holds reports.read,
// which is all they need; no token is 401.
func TestReportAccessByRole(t *testing.T) {
	const ok, created, unauth = http.StatusOK, http.StatusCreated, http.StatusUnauthorized
	routes := []struct {
		method, path, body string
		want               [4]int // admin, user, viewer, no token
	}{
		{"GET", "/api/reports", "", [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/reports", `{"type":"debts","period":"yearly","reference":"2025"}`, [4]int{created, created, created, unauth}},
		{"GET", "/api/reports/{report}/download?format=pdf", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/reports/{report}/download?format=csv", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/reports/{report}/download?format=xlsx", "", [4]int{ok, ok, ok, unauth}},
	}
	roles := []string{"admin", "user", "viewer", ""}
	for _, d := range dbtest.Dialects() {
		h := newHarness(t, dbtest.Open(t, d))
		rep := h.createReport("admin", "assets", "monthly", "2025-06")
		for _, rt := range routes {
			for i, role := range roles {
				t.Run(fmt.Sprintf("%s/%s %s as %q", d, rt.method, rt.path, role), func(t *testing.T) {
					h.t = t
					path := strings.ReplaceAll(rt.path, "{report}", fmt.Sprint(rep["id"]))
					res := h.call(rt.method, path, role, rt.body)
					if res.Status != rt.want[i] {
						t.Fatalf("status %d, want %d: %s", res.Status, rt.want[i], res.Body)
					}
					if res.Status >= 400 {
						if body := res.json(t); body["error"] == "" || body["code"] == "" {
							t.Fatalf("error without the error shape: %s", res.Body)
						}
					}
				})
			}
		}
	}
}
