package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
)

const (
	validAccount = `{"counterpart":"opening","name":"Caixa da loja","kind":"cash","openingBalance":1000,"openingDate":"2025-01-01"}`
	validEntry   = `{"date":"2025-03-01","amount":100.5,"direction":"out","category":"maintenance","description":"Conserto"}`
)

func accountPath(id any, tail string) string { return fmt.Sprintf("/api/accounts/%v%s", id, tail) }

// createAccount posts body as the role and returns the created account.
func (h *harness) createAccount(role, body string) map[string]any {
	h.t.Helper()
	res := h.call("POST", "/api/accounts", role, body)
	if res.Status != http.StatusCreated {
		h.t.Fatalf("create account: %d %s", res.Status, res.Body)
	}
	return res.json(h.t)["data"].(map[string]any)
}

// TestAccountValidationMessages: each wrong input answers 422 with its pt-BR message on its field and stores
// nothing (today is 2026-11-23).
func TestAccountValidationMessages(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		caixa := h.createAccount("user", validAccount)
		banco := h.createAccount("user", `{"name":"Banco","kind":"checking","openingDate":"2025-06-01"}`)
		entries := accountPath(caixa["id"], "/entries")
		transfer := func(from, to any, rest string) string {
			return fmt.Sprintf(`{"fromAccountId":%v,"toAccountId":%v,%s}`, from, to, rest)
		}
		cases := []struct {
			name, method, path, body, field, msg string
		}{
			{"name", "POST", "/api/accounts", `{"name":" ","kind":"cash","openingDate":"2025-01-01"}`, "name", "Nome da conta é obrigatório"},
			{"kind", "POST", "/api/accounts", `{"name":"X","kind":"wallet","openingDate":"2025-01-01"}`, "kind", "Tipo de conta inválido"},
			{"no opening date", "POST", "/api/accounts", `{"name":"X","kind":"cash"}`, "openingDate", "Data do saldo inicial é obrigatória"},
			{"future opening", "POST", "/api/accounts", `{"name":"X","kind":"cash","openingDate":"2026-11-24"}`, "openingDate", "Data não pode ser posterior a hoje"},
			{"negative cash", "POST", "/api/accounts", `{"counterpart":"opening","name":"X","kind":"cash","openingBalance":-1,"openingDate":"2025-01-01"}`, "openingBalance", "Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo"},
			{"agency", "POST", "/api/accounts", `{"name":"X","kind":"checking","agency":"123456789012345678901","openingDate":"2025-01-01"}`, "agency", "Agência deve ter no máximo 20 caracteres"},
			{"entry amount", "POST", entries, `{"date":"2025-03-01","amount":0,"direction":"in","category":"services"}`, "amount", "Valor deve ser maior que zero"},
			{"entry future", "POST", entries, `{"date":"2026-11-24","amount":1,"direction":"in","category":"services"}`, "date", "Data não pode ser posterior a hoje"},
			{"entry no date", "POST", entries, `{"amount":1,"direction":"in","category":"services"}`, "date", "Data é obrigatória"},
			{"entry before opening", "POST", entries, `{"date":"2024-12-31","amount":1,"direction":"in","category":"services"}`, "date", "Data não pode ser anterior ao saldo inicial da conta"},
			{"entry direction", "POST", entries, `{"date":"2025-03-01","amount":1,"direction":"up","category":"services"}`, "direction", "Escolha receita ou despesa"},
			{"entry category", "POST", entries, `{"date":"2025-03-01","amount":1,"direction":"out"}`, "category", "Categoria é obrigatória"},
			{"entry category of the other way", "POST", entries, `{"date":"2025-03-01","amount":1,"direction":"out","category":"services"}`, "category", "Categoria não corresponde ao tipo do lançamento"},
			{"cash overdrawn", "POST", entries, `{"date":"2025-03-01","amount":1000.01,"direction":"out","category":"taxes"}`, "amount", "Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo"},
			{"transfer same", "POST", "/api/accounts/transfers", transfer(caixa["id"], caixa["id"], `"amount":1,"date":"2025-07-01"`), "toAccountId", "A conta de destino deve ser diferente da conta de origem"},
			{"transfer no origin", "POST", "/api/accounts/transfers", transfer(0, banco["id"], `"amount":1,"date":"2025-07-01"`), "fromAccountId", "Conta de origem é obrigatória"},
			{"transfer unknown", "POST", "/api/accounts/transfers", transfer(caixa["id"], 99999, `"amount":1,"date":"2025-07-01"`), "toAccountId", "Conta não encontrada"},
			{"transfer before the destination opened", "POST", "/api/accounts/transfers", transfer(caixa["id"], banco["id"], `"amount":1,"date":"2025-05-31"`), "date", "Data não pode ser anterior ao saldo inicial da conta"},
			{"transfer overdraws cash", "POST", "/api/accounts/transfers", transfer(caixa["id"], banco["id"], `"amount":1000.01,"date":"2025-07-01"`), "amount", "Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo"},
			{"transfer future", "POST", "/api/accounts/transfers", transfer(caixa["id"], banco["id"], `"amount":1,"date":"2026-11-24"`), "date", "Data não pode ser posterior a hoje"},
			{"edit to a later opening than a movement", "PUT", accountPath(banco["id"], ""), `{"openingDate":"2025-08-01"}`, "", ""},
		}
		// Banco gets one entry so that its opening cannot move past it.
		if res := h.call("POST", accountPath(banco["id"], "/entries"), "user", `{"date":"2025-07-15","amount":5,"direction":"out","category":"bank_fees"}`); res.Status != 201 {
			t.Fatalf("entry: %d %s", res.Status, res.Body)
		}
		cases[len(cases)-1].field, cases[len(cases)-1].msg = "openingDate", "Data do saldo inicial não pode ser posterior ao primeiro lançamento da conta"
		for _, c := range cases {
			res := h.call(c.method, c.path, "user", c.body)
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		// An overdrawn checking account cannot become a kind that may not go negative: the refusal names the kind.
		if res := h.call("POST", accountPath(banco["id"], "/entries"), "user", `{"date":"2025-07-16","amount":10,"direction":"out","category":"bank_fees"}`); res.Status != 201 {
			t.Fatalf("overdraft of a checking account: %d %s", res.Status, res.Body)
		}
		res := h.call("PUT", accountPath(banco["id"], ""), "user", `{"kind":"savings"}`)
		if fields, _ := res.json(t)["fields"].(map[string]any); res.Status != 422 || fields["kind"] != "Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo" {
			t.Errorf("kind change: %d %s", res.Status, res.Body)
		}
		// Nothing refused was stored.
		_, sum, err := h.store.ListAccounts(context.Background(), 1, 50)
		if err != nil || sum.Count != 2 || sum.BalanceTotal != 100000-1500 {
			t.Fatalf("refused input stored something: %+v %v", sum, err)
		}
		// Malformed: more than two decimals, unknown fields, a statement period that is no period.
		for _, c := range []struct{ method, path, body string }{
			{"POST", "/api/accounts", `{"counterpart":"opening","name":"X","kind":"cash","openingBalance":1.001,"openingDate":"2025-01-01"}`},
			{"POST", "/api/accounts", `{"name":"X","kind":"cash","openingDate":"2025-01-01","balance":5}`},
			{"POST", entries, `{"date":"2025-03-01","amount":1,"direction":"in","category":"services","accountId":2}`},
			{"GET", accountPath(caixa["id"], "/statement?from=2025-13-01"), ""},
			{"GET", accountPath(caixa["id"], "/statement?from=2025-03-01&to=2025-02-01"), ""},
		} {
			if res := h.call(c.method, c.path, "user", c.body); res.Status != 400 {
				t.Errorf("%s %s: %d %s", c.method, c.path, res.Status, res.Body)
			}
		}
	})
}

// TestAccountsEndToEnd creates two accounts, an entry and a transfer, and reads the balances, the list total and
// the statement; then edits and deletes.
func TestAccountsEndToEnd(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		caixa := h.createAccount("user", validAccount)
		want := map[string]any{"name": "Caixa da loja", "kind": "cash", "openingBalance": 1000.0, "openingDate": "2025-01-01",
			"balance": 1000.0, "bankName": "", "agency": "", "number": ""}
		for k, v := range want {
			if caixa[k] != v {
				t.Errorf("%s = %v, want %v", k, caixa[k], v)
			}
		}
		banco := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","bankName":" Itaú Unibanco ","agency":"0001","number":"12345-6","openingBalance":-50.25,"openingDate":"2025-02-01"}`)
		if banco["bankName"] != "Itaú Unibanco" || banco["balance"] != -50.25 {
			t.Fatalf("checking account with an overdraft: %v", banco)
		}

		res := h.call("POST", accountPath(banco["id"], "/entries"), "user", `{"date":"2025-03-01","amount":300,"direction":"in","category":"rent_income","description":"Aluguel de março"}`)
		entry := res.json(t)["data"].(map[string]any)
		if res.Status != 201 || entry["balance"] != 249.75 || entry["direction"] != "in" || entry["amount"] != 300.0 || entry["category"] != "rent_income" {
			t.Fatalf("entry: %d %s", res.Status, res.Body)
		}
		res = h.call("POST", "/api/accounts/transfers", "user", fmt.Sprintf(`{"fromAccountId":%v,"toAccountId":%v,"amount":400,"date":"2025-03-01","description":"Depósito"}`, caixa["id"], banco["id"]))
		out := res.json(t)["data"].(map[string]any)
		if res.Status != 201 || out["direction"] != "out" || out["balance"] != 600.0 || out["counterpart"].(map[string]any)["name"] != "Itaú" {
			t.Fatalf("transfer: %d %s", res.Status, res.Body)
		}

		res = h.call("GET", "/api/accounts", "viewer", "")
		body := res.json(t)
		summary := body["meta"].(map[string]any)["summary"].(map[string]any)
		list := body["data"].([]any)
		if res.Status != 200 || summary["count"] != 2.0 || summary["balanceTotal"] != 1249.75 || len(list) != 2 ||
			list[0].(map[string]any)["name"] != "Caixa da loja" || list[1].(map[string]any)["balance"] != 649.75 {
			t.Fatalf("list: %d %s", res.Status, res.Body)
		}

		res = h.call("GET", accountPath(banco["id"], "/statement"), "viewer", "")
		st := res.json(t)["data"].(map[string]any)
		lines := st["movements"].([]any)
		if res.Status != 200 || len(lines) != 3 || st["balanceBefore"] != 0.0 || st["balanceAfter"] != 649.75 || st["to"] != "2026-11-23" || st["from"] != nil {
			t.Fatalf("statement: %d %s", res.Status, res.Body)
		}
		for i, w := range []struct {
			kind, dir       string
			amount, balance float64
		}{{"opening", "out", 50.25, -50.25}, {"entry", "in", 300, 249.75}, {"transfer", "in", 400, 649.75}} {
			l := lines[i].(map[string]any)
			if l["kind"] != w.kind || l["direction"] != w.dir || l["amount"] != w.amount || l["balance"] != w.balance {
				t.Errorf("line %d: %v, want %+v", i, l, w)
			}
		}
		res = h.call("GET", accountPath(banco["id"], "/statement?from=2025-03-01&to=2025-03-01"), "viewer", "")
		st = res.json(t)["data"].(map[string]any)
		if len(st["movements"].([]any)) != 2 || st["balanceBefore"] != -50.25 || st["from"] != "2025-03-01" {
			t.Fatalf("statement of a day: %s", res.Body)
		}

		// Edit: fields left out keep their value; the balance follows the opening.
		res = h.call("PUT", accountPath(caixa["id"], ""), "user", `{"name":"Caixa central","openingBalance":1500}`)
		saved := res.json(t)["data"].(map[string]any)
		if res.Status != 200 || saved["name"] != "Caixa central" || saved["balance"] != 1100.0 || saved["kind"] != "cash" || saved["openingDate"] != "2025-01-01" {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}

		// Delete: refused while it has movements, done when it has none.
		res = h.call("DELETE", accountPath(caixa["id"], ""), "admin", "")
		if res.Status != 409 || res.json(t)["error"] != "Esta conta tem lançamentos ou transferências e não pode ser excluída." {
			t.Fatalf("delete with movements: %d %s", res.Status, res.Body)
		}
		empty := h.createAccount("user", `{"counterpart":"opening","name":"Reserva","kind":"investment","openingBalance":10,"openingDate":"2026-11-23"}`)
		if res := h.call("DELETE", accountPath(empty["id"], ""), "admin", ""); res.Status != 204 {
			t.Fatalf("delete: %d %s", res.Status, res.Body)
		}
		for _, path := range []string{accountPath(empty["id"], ""), accountPath(empty["id"], "/statement"), accountPath("abc", "")} {
			res := h.call("GET", path, "viewer", "")
			if res.Status != 404 || res.json(t)["error"] != "Conta não encontrada" {
				t.Errorf("%s: %d %s", path, res.Status, res.Body)
			}
		}
		if res := h.call("POST", accountPath(empty["id"], "/entries"), "user", validEntry); res.Status != 404 {
			t.Errorf("entry of a deleted account: %d %s", res.Status, res.Body)
		}
	})
}
