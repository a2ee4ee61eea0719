package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database/dbtest"
)

// TestDebtAccessByRole is the role × route table of the debt endpoints (DESIGN §4), like TestAccessByRole.
func TestDebtAccessByRole(t *testing.T) {
	const (
		ok, created, noContent = http.StatusOK, http.StatusCreated, http.StatusNoContent
		unauth, denied         = http.StatusUnauthorized, http.StatusForbidden
	)
	routes := []struct {
		method, path, body string
		want               [4]int // admin, user, viewer, no token
	}{
		{"GET", "/api/debts", "", [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/debts", validDebt, [4]int{created, created, denied, unauth}},
		{"GET", "/api/debts/{debt}", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/debts/{debt}/history", "", [4]int{ok, ok, ok, unauth}},
		{"PUT", "/api/debts/{debt}", `{"status":"paid"}`, [4]int{ok, ok, denied, unauth}},
		{"DELETE", "/api/debts/{debt}", "", [4]int{noContent, denied, denied, unauth}},
	}
	roles := []string{"admin", "user", "viewer", ""}
	for _, d := range dbtest.Dialects() {
		for _, rt := range routes {
			for i, role := range roles {
				t.Run(fmt.Sprintf("%s/%s %s as %q", d, rt.method, rt.path, role), func(t *testing.T) {
					h := newHarness(t, dbtest.Open(t, d))
					debt := h.createDebt("admin", validDebt)
					path := strings.ReplaceAll(rt.path, "{debt}", fmt.Sprint(debt["id"]))
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
