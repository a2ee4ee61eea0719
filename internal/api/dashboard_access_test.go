package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"patrimonio/internal/database/dbtest"
)

// TestDashboardAccessByRole: every role reaches the dashboard (spec §6 "Screen access"); no token is a 401.
func TestDashboardAccessByRole(t *testing.T) {
	want := map[string]int{"admin": http.StatusOK, "user": http.StatusOK, "viewer": http.StatusOK, "": http.StatusUnauthorized}
	for _, d := range dbtest.Dialects() {
		h := newHarness(t, dbtest.Open(t, d))
		for role, status := range want {
			t.Run(fmt.Sprintf("%s/GET /api/dashboard as %q", d, role), func(t *testing.T) {
				res := h.call("GET", "/api/dashboard", role, "")
				if res.Status != status {
					t.Fatalf("status %d, want %d: %s", res.Status, status, res.Body)
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
