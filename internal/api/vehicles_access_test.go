package api_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestVehicleAccessByRole is the role × route table of the vehicle endpoints (docs/design.md §4), on a fresh database
// with one vehicle each time.
func TestVehicleAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/vehicles", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/vehicles/{id}", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/vehicles/{id}/history", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/vehicles", strings.Replace(gol, "abc-1234", "XYZ9A87", 1), [4]int{created, created, denied, unauth}},
			{"PUT", "/api/vehicles/{id}", strings.Replace(gol, "Prata", "Azul", 1), [4]int{ok, ok, denied, unauth}},
			{"PUT", "/api/vehicles/{id}/sell", `{"counterpart":"withdrawal","sellingPrice":40000,"soldDate":"2025-03-01"}`, [4]int{ok, ok, denied, unauth}},
			{"DELETE", "/api/vehicles/{id}", "", [4]int{noContent, denied, denied, unauth}},
		},
		setup: func(h *harness) map[string]string { return map[string]string{"{id}": fmt.Sprint(h.vehicle(gol)["id"])} },
	}.run(t)
}
