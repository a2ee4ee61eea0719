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
			{"PUT", "/api/debts/{debt}", `{"status":"paid","currentAmount":0,"balanceCounterpart":"forgiveness"}`, [4]int{ok, ok, denied, unauth}},
			{"DELETE", "/api/debts/{debt}", "", [4]int{noContent, denied, denied, unauth}},
			{"GET", "/api/debts/{debt}/payments", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/debts/{debt}/payments", `{"counterpart":"contribution","date":"2025-02-01","principal":10,"interest":1}`, [4]int{created, created, denied, unauth}},
			{"DELETE", "/api/debts/{debt}/payments/{payment}", "", [4]int{noContent, denied, denied, unauth}},
		},
		setup: func(h *harness) map[string]string {
			debt := h.createDebt("admin", `{"contractDate":"2025-01-02",`+validDebt[1:])["id"]
			payment := h.call("POST", fmt.Sprintf("/api/debts/%v/payments", debt), "admin", `{"counterpart":"contribution","date":"2025-02-01","principal":10,"interest":1}`)
			return map[string]string{"{debt}": fmt.Sprint(debt), "{payment}": fmt.Sprint(payment.json(h.t)["data"].(map[string]any)["id"])}
		},
	}.run(t)
}
