package api_test

import (
	"fmt"
	"testing"
)

// TestReportAccessByRole is the role × route table of the report endpoints: every role holds reports.read,
// which is all they need; no token is 401.
func TestReportAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/reports", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/reports", `{"type":"debts","period":"yearly","reference":"2025"}`, [4]int{created, created, created, unauth}},
			{"GET", "/api/reports/{report}/download?format=pdf", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/reports/{report}/download?format=csv", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/reports/{report}/download?format=xlsx", "", [4]int{ok, ok, ok, unauth}},
		},
		setup: func(h *harness) map[string]string {
			return map[string]string{"{report}": fmt.Sprint(h.createReport("admin", "assets", "monthly", "2025-06")["id"])}
		},
		shared: true,
		files:  true,
	}.run(t)
}
