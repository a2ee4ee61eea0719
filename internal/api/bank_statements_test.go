package api_test

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// statement posts a bank statement to the account as the import screen does: the file and the form's fields.
func (h *harness) statement(role string, accountID any, name string, content []byte, fields map[string]string) response {
	h.t.Helper()
	return h.postForm(accountPath(accountID, "/statements"), role, fields, name, content)
}

// bankFixture reads a statement of the bankfile package's test data.
func bankFixture(t *testing.T, name string) []byte { return testdata(t, "bankfile", name) }

// TestImportAStatementAndReconcile: the Itaú OFX of October previews its four lines as new, the commit classifies
// them (two entries, a fee, a transfer to the cash box), the account is 'Conciliada até 31/10/2026' with difference
// zero, the Leitor reads the reconciliation but imports nothing, and the undo takes the account back to its opening.
func TestImportAStatementAndReconcile(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		itau := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","number":"56789-0","openingBalance":10000,"openingDate":"2026-09-30"}`)
		caixa := h.createAccount("user", `{"name":"Caixa da loja","kind":"cash","openingDate":"2026-09-30"}`)
		ofx := bankFixture(t, "itau-102-latin1.ofx")
		if res := h.statement("viewer", itau["id"], "itau.ofx", ofx, nil); res.Status != http.StatusForbidden {
			t.Fatalf("the Leitor imports: %d %s", res.Status, res.Body)
		}
		res := h.statement("user", itau["id"], "itau.ofx", ofx, nil)
		if res.Status != http.StatusCreated {
			t.Fatalf("preview: %d %s", res.Status, res.Body)
		}
		preview := data(t, res)["preview"].(map[string]any)
		st := preview["statement"].(map[string]any)
		lines := preview["lines"].([]any)
		if st["closing"] != 11419.54 || st["closingDate"] != "2026-10-31" || len(lines) != 4 ||
			lines[0].(map[string]any)["description"] != "PIX RECEBIDO JOSÉ DA CONCEIÇÃO" || lines[1].(map[string]any)["amount"] != -1234.56 {
			t.Fatalf("preview: %s", res.Body)
		}
		commit := accountPath(itau["id"], fmt.Sprintf("/statements/%v/commit", st["id"]))
		if res := h.call("POST", commit, "user", `{"choices":[{"line":0,"action":"entry","category":"services"}]}`); res.Status != 422 ||
			!strings.Contains(res.Body, `"lines.1":"Linha 2: Classifique a linha ou escolha ignorá-la."`) {
			t.Fatalf("a line left unchosen: %d %s", res.Status, res.Body)
		}
		res = h.call("POST", commit, "user", fmt.Sprintf(`{"choices":[{"line":0,"action":"entry","category":"services"},
			{"line":1,"action":"entry","category":"utilities"},{"line":2,"action":"entry","category":"bank_fees"},
			{"line":3,"action":"transfer","accountId":%v}]}`, caixa["id"]))
		if res.Status != http.StatusOK {
			t.Fatalf("commit: %d %s", res.Status, res.Body)
		}
		rec := data(t, res)
		if rec["difference"] != 0.0 || rec["statement"].(map[string]any)["reconciled"] != true {
			t.Fatalf("reconciliation: %s", res.Body)
		}
		if a := data(t, h.call("GET", accountPath(itau["id"], ""), "viewer", "")); a["reconciledUntil"] != "2026-10-31" || a["balance"] != 11419.54 {
			t.Fatalf("account: %+v", a)
		}
		if c := data(t, h.call("GET", accountPath(caixa["id"], ""), "viewer", "")); c["balance"] != 800.0 {
			t.Fatalf("the transfer's other side: %+v", c)
		}
		reconciliation := accountPath(itau["id"], fmt.Sprintf("/statements/%v", st["id"]))
		if res := h.call("GET", reconciliation, "viewer", ""); res.Status != http.StatusOK || len(data(t, res)["lines"].([]any)) != 4 {
			t.Fatalf("the Leitor's reconciliation: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", accountPath(itau["id"], "/statements"), "viewer", ""); res.Status != http.StatusOK || !strings.Contains(res.Body, `"status":"committed"`) {
			t.Fatalf("list: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", commit, "user", `{"choices":[]}`); res.Status != http.StatusConflict {
			t.Errorf("a second commit: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", reconciliation, "viewer", ""); res.Status != http.StatusForbidden {
			t.Errorf("the Leitor undoes: %d", res.Status)
		}
		res = h.call("DELETE", reconciliation, "user", "")
		if res.Status != http.StatusOK || data(t, res)["removed"] != 4.0 {
			t.Fatalf("undo: %d %s", res.Status, res.Body)
		}
		if a := data(t, h.call("GET", accountPath(itau["id"], ""), "viewer", "")); a["reconciledUntil"] != nil || a["balance"] != 10000.0 {
			t.Fatalf("account after the undo: %+v", a)
		}
		if res := h.call("GET", accountPath(itau["id"], "/statements/999999"), "viewer", ""); res.Status != http.StatusNotFound ||
			!strings.Contains(res.Body, "Extrato não encontrado.") {
			t.Errorf("unknown statement: %d %s", res.Status, res.Body)
		}
	})
}

// TestStatementBadInput: each file or form that is not a statement of the account answers its pt-BR message and
// stores nothing; a CSV whose columns are not known answers its header and what it lacks.
func TestStatementBadInput(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		itau := h.createAccount("user", `{"name":"Itaú","kind":"checking","number":"11111-1","openingDate":"2026-09-30"}`)
		var many strings.Builder
		many.WriteString("Data;Histórico;Valor\n")
		for range 20_001 {
			many.WriteString("01/10/2026;Pix;1,00\n")
		}
		cases := []struct {
			name    string
			file    []byte
			fields  map[string]string
			status  int
			field   string
			message string
		}{
			{"empty", nil, nil, 422, "file", "O arquivo está vazio."},
			{"an image", pngBytes(t), nil, 422, "file", "Formato não reconhecido: envie o extrato em OFX ou CSV, como o banco o gera."},
			{"a broken OFX", bankFixture(t, "itau-102-latin1.ofx")[:700], nil, 422, "file", "Extrato OFX ilegível: confira se o arquivo é o que o banco gerou, sem alterações."},
			{"another account's", bankFixture(t, "itau-102-latin1.ofx"), nil, 422, "file", "Este extrato é de outra conta: o arquivo é da conta 56789-0, e esta conta é a 11111-1."},
			{"too many lines", []byte(many.String()), nil, 422, "file", "Extrato com lançamentos demais: no máximo 20.000 por importação."},
			{"too large", bytes.Repeat([]byte("x"), 6<<20), nil, 413, "", "Extrato muito grande: no máximo 5 MB."},
			{"columns that are not JSON", bankFixture(t, "inter-valor.csv"), map[string]string{"columns": "{"}, 422, "columns", "Colunas inválidas: use {\"date\", \"description\", \"amount\" ou \"credit\" e \"debit\"} com colunas do extrato"},
			{"a closing balance that is not money", bankFixture(t, "inter-valor.csv"), map[string]string{"closingBalance": "1.234,5x"}, 422, "closingBalance", "Saldo final inválido: use reais, como 1234.56"},
			{"a day that does not exist", []byte("Data;Histórico;Valor\n31/02/2026;Pix;1,00\n"), nil, 422, "file", `Linha 2: Data inválida: "31/02/2026". Use dd/mm/aaaa.`},
		}
		for _, c := range cases {
			res := h.statement("user", itau["id"], "extrato", c.file, c.fields)
			body := res.json(t)
			fields, _ := body["fields"].(map[string]any)
			if res.Status != c.status || c.field != "" && fields[c.field] != c.message || c.field == "" && body["error"] != c.message {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		// Columns the header's words do not name: the header comes back, and what is missing.
		res := h.statement("user", itau["id"], "extrato.csv", []byte("Quando;O quê;Quanto\n01/10/2026;Pix;1,00\n"), nil)
		if res.Status != http.StatusOK || !strings.Contains(res.Body, `"columns":["Quando","O quê","Quanto"]`) ||
			!strings.Contains(res.Body, `"missing":"Escolha a coluna da data."`) || !strings.Contains(res.Body, `"preview":null`) {
			t.Fatalf("unknown columns: %d %s", res.Status, res.Body)
		}
		res = h.statement("user", itau["id"], "extrato.csv", []byte("Quando;O quê;Quanto\n01/10/2026;Pix;1,00\n"),
			map[string]string{"columns": `{"date":"Quando","description":"O quê","amount":"Quanto"}`, "closingBalance": "1.00"})
		if res.Status != http.StatusCreated || !strings.Contains(res.Body, `"closing":1`) {
			t.Fatalf("the columns confirmed: %d %s", res.Status, res.Body)
		}
		// The next CSV of the account reads with the columns confirmed at its commit.
		st := data(t, res)["preview"].(map[string]any)["statement"].(map[string]any)
		if res := h.call("POST", accountPath(itau["id"], fmt.Sprintf("/statements/%v/commit", st["id"])), "user",
			`{"choices":[{"line":0,"action":"entry","category":"other_income"}]}`); res.Status != http.StatusOK {
			t.Fatalf("commit: %d %s", res.Status, res.Body)
		}
		res = h.statement("user", itau["id"], "extrato-2.csv", []byte("Quando;O quê;Quanto\n02/10/2026;Pix;2,00\n"), nil)
		if res.Status != http.StatusCreated || !strings.Contains(res.Body, `"date":"Quando"`) {
			t.Fatalf("the columns remembered: %d %s", res.Status, res.Body)
		}
		if a := data(t, h.call("GET", accountPath(itau["id"], ""), "viewer", "")); a["balance"] != 1.0 {
			t.Errorf("balance %v: only the committed statement moved it", a["balance"])
		}
	})
}
