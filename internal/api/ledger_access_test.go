package api_test

import "testing"

// TestLedgerAccessByRole is the role × route table of the books (docs/design.md §10): every role holds
// reports.read, which is all they need; no token is 401.
func TestLedgerAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/ledger/accounts", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/bridge", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/trial-balance", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/trial-balance/export?format=csv", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/journal", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/journal/export?format=csv", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/ledger/cash-flow", "", [4]int{ok, ok, ok, unauth}},
		},
		setup:  func(h *harness) map[string]string { h.createAsset(houseJSON); return nil },
		shared: true,
		files:  true,
	}.run(t)
}
