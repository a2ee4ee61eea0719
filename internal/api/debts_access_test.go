package api_test

import (
	"fmt"
	"testing"
)

// TestDebtAccessByRole is the role × route table of the debt endpoints (docs/design.md §4), like TestAccessByRole.
func TestDebtAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/debts", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/debts", validDebt, [4]int{created, created, denied, unauth}},
			{"GET", "/api/debts/{debt}", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/debts/{debt}/history", "", [4]int{ok, ok, ok, unauth}},
			{"PUT", "/api/debts/{debt}", `{"status":"paid"}`, [4]int{ok, ok, denied, unauth}},
			{"DELETE", "/api/debts/{debt}", "", [4]int{noContent, denied, denied, unauth}},
		},
		setup: func(h *harness) map[string]string {
			return map[string]string{"{debt}": fmt.Sprint(h.createDebt("admin", validDebt)["id"])}
		},
	}.run(t)
}
