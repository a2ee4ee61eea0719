package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database/dbtest"
)

// TestVehicleAccessByRole is the role × route table of the vehicle endpoints (DESIGN §4), on a fresh database
// with one vehicle each time.
func TestVehicleAccessByRole(t *testing.T) {
	const (
		ok, created, noContent = http.StatusOK, http.StatusCreated, http.StatusNoContent
		unauth, denied         = http.StatusUnauthorized, http.StatusForbidden
	)
	routes := []struct {
		method, path, body string
		want               [4]int // admin, user, viewer, no token
	}{
		{"GET", "/api/vehicles", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/vehicles/{id}", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/vehicles/{id}/history", "", [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/vehicles", strings.Replace(gol, "abc-1234", "XYZ9A87", 1), [4]int{created, created, denied, unauth}},
		{"PUT", "/api/vehicles/{id}", strings.Replace(gol, "Prata", "Azul", 1), [4]int{ok, ok, denied, unauth}},
		{"PUT", "/api/vehicles/{id}/sell", `{"sellingPrice":40000,"soldDate":"2025-03-01"}`, [4]int{ok, ok, denied, unauth}},
		{"DELETE", "/api/vehicles/{id}", "", [4]int{noContent, denied, denied, unauth}},
	}
	roles := []string{"admin", "user", "viewer", ""}
	for _, d := range dbtest.Dialects() {
		for _, rt := range routes {
			for i, role := range roles {
				t.Run(fmt.Sprintf("%s/%s %s as %q", d, rt.method, rt.path, role), func(t *testing.T) {
					h := newHarness(t, dbtest.Open(t, d))
					v := h.vehicle(gol)
					res := h.call(rt.method, strings.Replace(rt.path, "{id}", fmt.Sprint(v["id"]), 1), role, rt.body)
					if res.Status != rt.want[i] {
						t.Fatalf("status %d, want %d: %s", res.Status, rt.want[i], res.Body)
					}
					if res.Status >= 400 && res.json(t)["error"] == "" {
						t.Fatalf("error without the error shape: %s", res.Body)
					}
				})
			}
		}
	}
}
