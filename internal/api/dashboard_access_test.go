package api_test

import (
	"testing"
)

// TestDashboardAccessByRole: every role reaches the dashboard (docs/product.md §6 "Screen access"); no token is a 401.
func TestDashboardAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{cases: []roleCase{{"GET", "/api/dashboard", "", [4]int{ok, ok, ok, unauth}}}, shared: true}.run(t)
}
