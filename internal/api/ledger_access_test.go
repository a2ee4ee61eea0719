package api_test

import "testing"

// TestLedgerAccessByRole is the role × route table of the books (docs/design.md §10): every role holds
// reports.read, which is all they need to read; moving the opening date is settings.update (admins); no token is 401.
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
		},
		setup:  func(h *harness) map[string]string { h.createAsset(houseJSON); return nil },
		shared: true,
		files:  true,
	}.run(t)
}
