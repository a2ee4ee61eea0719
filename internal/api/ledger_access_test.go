package api_test

import (
	"net/http"
	"testing"
)

// TestLedgerAccessByRole is the role × route table of the books (docs/design.md §10): every role holds
// reports.read, which is all they need to read; moving the opening date, the sub-accounts and the adjustments are
// settings.update (admins); no token is 401.
func TestLedgerAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/ledger/accounts", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/opening-date", "", [4]int{ok, ok, ok, unauth}},
			{"PUT", "/api/ledger/opening-date", `{"date":"2024-03-31"}`, [4]int{ok, denied, denied, unauth}},
			{"GET", "/api/ledger/bridge", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/trial-balance", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/trial-balance/export?format=csv", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/journal", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/journal/export?format=csv", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/cash-flow", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/ledger/subaccounts", `{"parent":"3.1","name":"Aporte de Ana"}`, [4]int{created, denied, denied, unauth}},
			{"GET", "/api/ledger/subaccounts", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/ledger/adjustments", `{"date":"2024-03-31","debit":"3.5","credit":"3.1","amount":10,"reason":"Reclassificação"}`,
				[4]int{created, denied, denied, unauth}},
			{"GET", "/api/ledger/adjustments", "", [4]int{ok, ok, ok, unauth}},
			{"DELETE", "/api/ledger/adjustments/999999", "", [4]int{http.StatusNotFound, denied, denied, unauth}},
			{"DELETE", "/api/ledger/subaccounts/999999", "", [4]int{http.StatusNotFound, denied, denied, unauth}},
		},
		setup:  func(h *harness) map[string]string { h.createAsset(houseJSON); return nil },
		shared: true,
		files:  true,
	}.run(t)
}
