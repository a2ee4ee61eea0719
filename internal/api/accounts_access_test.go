package api_test

import (
	"fmt"
	"testing"
)

// TestAccountAccessByRole is the role × route table of the account endpoints: Leitor reads, Usuário writes,
// Administrador deletes.
func TestAccountAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/accounts", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/accounts", validAccount, [4]int{created, created, denied, unauth}},
			{"GET", "/api/accounts/{account}", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/accounts/{account}/statement", "", [4]int{ok, ok, ok, unauth}},
			{"PUT", "/api/accounts/{account}", `{"name":"Caixa novo"}`, [4]int{ok, ok, denied, unauth}},
			{"POST", "/api/accounts/{account}/entries", validEntry, [4]int{created, created, denied, unauth}},
			{"POST", "/api/accounts/transfers", `{"fromAccountId":{account},"toAccountId":{other},"amount":10,"date":"2025-03-01"}`, [4]int{created, created, denied, unauth}},
			{"DELETE", "/api/accounts/{account}", "", [4]int{noContent, denied, denied, unauth}},
		},
		setup: func(h *harness) map[string]string {
			return map[string]string{
				"{account}": fmt.Sprint(h.createAccount("admin", validAccount)["id"]),
				"{other}":   fmt.Sprint(h.createAccount("admin", `{"name":"Banco","kind":"checking","openingDate":"2025-01-01"}`)["id"]),
			}
		},
	}.run(t)
}
