package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"patrimonio/internal/store"
)

const validDebt = `{"counterpart":"opening","creditorName":"Banco do Brasil","description":"Capital de giro","originalAmount":10000.10,
	"currentAmount":8000.05,"interestRate":1.25,"dueDate":"2030-12-01","status":"active","category":"loan",
	"paymentMethod":"Boleto","installments":12,"currentInstallment":3}`

func debtPath(id any) string { return fmt.Sprintf("/api/debts/%v", id) }

// createDebt posts body as the role and returns the created debt.
func (h *harness) createDebt(role, body string) map[string]any {
	h.t.Helper()
	res := h.call("POST", "/api/debts", role, body)
	if res.Status != http.StatusCreated {
		h.t.Fatalf("create debt: %d %s", res.Status, res.Body)
	}
	return res.json(h.t)["data"].(map[string]any)
}

func TestDebtValidationMessages(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, body, field, msg string
	}{
		{"creditor", `{"counterpart":"opening","creditorName":"  ","originalAmount":10,"dueDate":"2030-01-01"}`, "creditorName", "Nome do credor é obrigatório"},
		{"original amount 0", `{"counterpart":"opening","creditorName":"Banco","originalAmount":0,"dueDate":"2030-01-01"}`, "originalAmount", "Valor original deve ser maior que zero"},
		{"negative balance", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"currentAmount":-0.01,"dueDate":"2030-01-01"}`, "currentAmount", "Saldo devedor não pode ser negativo"},
		{"interest 100.01", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"interestRate":100.01,"dueDate":"2030-01-01"}`, "interestRate", "Taxa de juros deve estar entre 0% e 100%"},
		{"interest negative", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"interestRate":-1,"dueDate":"2030-01-01"}`, "interestRate", "Taxa de juros deve estar entre 0% e 100%"},
		{"interest 7 decimals", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"interestRate":1.2555555,"dueDate":"2030-01-01"}`, "interestRate", "Taxa de juros deve estar entre 0% e 100%"},
		{"both rates", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"interestRate":1,"annualRate":12,"dueDate":"2030-01-01"}`, "interestRate", "Informe a taxa ao mês ou ao ano, não as duas"},
		{"annual 1000.01", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"annualRate":1000.01,"dueDate":"2030-01-01"}`, "annualRate", "Taxa ao ano inválida: use um percentual de 0 a 1.000, com até 6 casas decimais"},
		{"installments 0", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"installments":0,"dueDate":"2030-01-01"}`, "installments", "Número de parcelas deve ser maior que zero"},
		{"current installment above total", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"installments":3,"currentInstallment":4,"dueDate":"2030-01-01"}`, "currentInstallment", "Parcela atual não pode ser maior que o total de parcelas"},
		{"missing due date", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10}`, "dueDate", "Data de vencimento é obrigatória"},
		{"empty due date", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"dueDate":""}`, "dueDate", "Data de vencimento é obrigatória"},
		{"status", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"dueDate":"2030-01-01","status":"closed"}`, "status", "Status inválido"},
		{"category", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"dueDate":"2030-01-01","category":"tax"}`, "category", "Categoria inválida"},
	}
	each(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			res := h.call("POST", "/api/debts", "user", c.body)
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		// Every message at once, each on its own field.
		res := h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"","originalAmount":0,"currentAmount":-1,"interestRate":101,"installments":0}`)
		if fields, _ := res.json(t)["fields"].(map[string]any); len(fields) != 6 {
			t.Errorf("all fields at once: %s", res.Body)
		}
		// The same rules on an edit.
		d := h.createDebt("user", validDebt)
		res = h.call("PUT", debtPath(d["id"]), "user", `{"currentInstallment":13,"currentAmount":-5}`)
		fields, _ := res.json(t)["fields"].(map[string]any)
		if res.Status != 422 || fields["currentInstallment"] != "Parcela atual não pode ser maior que o total de parcelas" || fields["currentAmount"] != "Saldo devedor não pode ser negativo" {
			t.Errorf("edit: %d %s", res.Status, res.Body)
		}
		// Nothing refused was stored.
		if _, sum, _ := h.store.ListDebts(context.Background(), store.DebtFilter{Page: 1, PageSize: 10}); sum.Count != 1 {
			t.Fatalf("refused input stored debts: %+v", sum)
		}
		// Amounts with more than two decimals never reach the store; unknown fields are refused.
		if res := h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10.001,"dueDate":"2030-01-01"}`); res.Status != 400 {
			t.Errorf("three decimals: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10,"dueDate":"2030-01-01","createdBy":1}`); res.Status != 400 {
			t.Errorf("unknown field: %d %s", res.Status, res.Body)
		}
	})
}

// TestDebtAnnualRate: a rate typed a year becomes the monthly rate with the same effect, kept with six decimals,
// and the schedule is that rate's to the centavo; an edit may type it a year too.
func TestDebtAnnualRate(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		d := h.createDebt("user", `{"counterpart":"opening","creditorName":"Caixa","originalAmount":120000,"annualRate":12,"system":"price",
			"installments":12,"firstDueDate":"2030-01-10","category":"financing"}`)
		if d["interestRate"] != 0.948879 {
			t.Fatalf("12 %% a.a. became %v a.m., want 0.948879", d["interestRate"])
		}
		// Price at 0,948879 % a.m.: 120 000 · i / (1 − (1 + i)^−12) = 10 627,45 (the same as the simulator's).
		sim := h.call("POST", "/api/financing/simulate", "viewer", `{"amount":120000,"monthlyRate":0.948879,"installments":12,"system":"price"}`).json(t)
		want := sim["data"].(map[string]any)["installments"].([]any)[0].(map[string]any)["payment"]
		res := h.call("GET", debtPath(d["id"])+"/schedule", "viewer", "")
		got := res.json(t)["data"].([]any)[0].(map[string]any)["payment"]
		if got != want || got != 10627.45 {
			t.Errorf("first installment %v, simulator %v, want 10627.45", got, want)
		}
		res = h.call("PUT", debtPath(d["id"]), "user", `{"annualRate":26.824179}`)
		if res.Status != 200 || res.json(t)["data"].(map[string]any)["interestRate"] != 2.0 {
			t.Errorf("edit with 26,824179 %% a.a.: %d %s", res.Status, res.Body)
		}
	})
}

func TestDebtCreateReadEditDelete(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		d := h.createDebt("user", validDebt)
		want := map[string]any{"creditorName": "Banco do Brasil", "originalAmount": 10000.1, "currentAmount": 8000.05,
			"interestRate": 1.25, "dueDate": "2030-12-01", "status": "active", "category": "loan", "paymentMethod": "Boleto",
			"installments": 12.0, "currentInstallment": 3.0}
		for k, v := range want {
			if d[k] != v {
				t.Errorf("%s = %v, want %v", k, d[k], v)
			}
		}
		if by, _ := d["createdBy"].(map[string]any); by["name"] != "Bruno Usuário" {
			t.Errorf("createdBy %v", d["createdBy"])
		}
		id := d["id"]

		// Defaults of docs/product.md §5, and the current amount follows the original while it is zero.
		minimal := h.createDebt("user", `{"counterpart":"opening","creditorName":"Fornecedor","originalAmount":1234.56,"currentAmount":0,"dueDate":"2030-01-01"}`)
		if minimal["currentAmount"] != 1234.56 || minimal["status"] != "active" || minimal["category"] != "other" ||
			minimal["installments"] != 1.0 || minimal["currentInstallment"] != 1.0 || minimal["interestRate"] != 0.0 {
			t.Errorf("defaults: %v", minimal)
		}

		res := h.call("GET", debtPath(id), "viewer", "")
		if res.Status != 200 || res.json(t)["data"].(map[string]any)["creditorName"] != "Banco do Brasil" {
			t.Fatalf("detail: %d %s", res.Status, res.Body)
		}
		for _, missing := range []string{"99999", "abc", "-1"} {
			res := h.call("GET", debtPath(missing), "admin", "")
			if res.Status != 404 || res.json(t)["error"] != "Dívida não encontrada" {
				t.Errorf("missing %s: %d %s", missing, res.Status, res.Body)
			}
		}

		// Edit to paid; fields left out keep their value, and a paid debt may have no balance.
		res = h.call("PUT", debtPath(id), "user", `{"status":"paid","currentAmount":0,"balanceCounterpart":"forgiveness"}`)
		saved := res.json(t)["data"].(map[string]any)
		if res.Status != 200 || saved["status"] != "paid" || saved["currentAmount"] != 0.0 || saved["creditorName"] != "Banco do Brasil" || saved["interestRate"] != 1.25 {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
		res = h.call("GET", "/api/debts", "viewer", "")
		meta := res.json(t)["meta"].(map[string]any)
		summary := meta["summary"].(map[string]any)
		if meta["total"] != 2.0 || summary["paidCount"] != 1.0 || summary["activeTotal"] != 1234.56 || summary["originalTotal"] != 11234.66 {
			t.Fatalf("list after paying: %s", res.Body)
		}

		if res := h.call("DELETE", debtPath(id), "admin", ""); res.Status != 204 {
			t.Fatalf("delete: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", debtPath(id), "admin", ""); res.Status != 404 {
			t.Fatalf("second delete: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", debtPath(id), "admin", `{"status":"paid"}`); res.Status != 404 {
			t.Fatalf("edit deleted: %d %s", res.Status, res.Body)
		}
		// Who and when: the history outlives the debt.
		events, err := h.store.DebtHistory(context.Background(), int64(id.(float64)))
		if err != nil || len(events) != 3 || events[0].User.Name != "Bruno Usuário" || events[2].User.Name != "Ana Admin" ||
			*events[1].NewStatus != "paid" || events[1].NewAmount.Decimal() != "0.00" || events[1].PreviousAmount.Decimal() != "8000.05" {
			t.Fatalf("history: %+v %v", events, err)
		}
	})
}

// TestDebtCreateZeroBalance: a zero or absent balance follows the original amount on create, except on a debt created
// already paid, which keeps its zero balance (nothing is owed).
func TestDebtCreateZeroBalance(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct {
			name, body string
			want       float64
		}{
			{"active with zero", `{"counterpart":"opening","creditorName":"Banco","originalAmount":500.25,"currentAmount":0,"dueDate":"2030-01-01","status":"active"}`, 500.25},
			{"active without balance", `{"counterpart":"opening","creditorName":"Banco","originalAmount":500.25,"dueDate":"2030-01-01"}`, 500.25},
			{"overdue with zero", `{"counterpart":"opening","creditorName":"Banco","originalAmount":500.25,"currentAmount":0,"dueDate":"2020-01-01","status":"overdue"}`, 500.25},
			{"paid with zero", `{"counterpart":"opening","creditorName":"Banco","originalAmount":500.25,"currentAmount":0,"dueDate":"2030-01-01","status":"paid"}`, 0},
			{"paid without balance", `{"counterpart":"opening","creditorName":"Banco","originalAmount":500.25,"dueDate":"2030-01-01","status":"paid"}`, 0},
			{"paid with a balance", `{"counterpart":"opening","creditorName":"Banco","originalAmount":500.25,"currentAmount":10,"dueDate":"2030-01-01","status":"paid"}`, 10},
		} {
			created := h.createDebt("user", c.body)
			if created["currentAmount"] != c.want {
				t.Errorf("%s: created currentAmount %v, want %v", c.name, created["currentAmount"], c.want)
			}
			res := h.call("GET", debtPath(created["id"]), "viewer", "")
			if stored := res.json(t)["data"].(map[string]any); res.Status != 200 || stored["currentAmount"] != c.want {
				t.Errorf("%s: stored %d %s, want currentAmount %v", c.name, res.Status, res.Body, c.want)
			}
		}
	})
}

func TestDebtPastDueIsReportedOverdue(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		past := h.createDebt("user", `{"counterpart":"opening","creditorName":"Atrasada","originalAmount":100.10,"dueDate":"2020-01-31","status":"active"}`)
		if past["status"] != "overdue" {
			t.Fatalf("created past due: %v", past["status"])
		}
		h.createDebt("user", `{"counterpart":"opening","creditorName":"Em dia","originalAmount":50.05,"dueDate":"2099-01-31"}`)
		h.createDebt("user", `{"counterpart":"opening","creditorName":"Renegociada","originalAmount":20,"currentAmount":0.2,"dueDate":"2020-01-31","status":"renegotiated"}`)

		res := h.call("GET", debtPath(past["id"]), "viewer", "")
		if res.json(t)["data"].(map[string]any)["status"] != "overdue" {
			t.Fatalf("detail: %s", res.Body)
		}
		res = h.call("GET", "/api/debts?status=overdue", "viewer", "")
		body := res.json(t)
		data := body["data"].([]any)
		summary := body["meta"].(map[string]any)["summary"].(map[string]any)
		if len(data) != 1 || data[0].(map[string]any)["creditorName"] != "Atrasada" || summary["overdueTotal"] != 100.1 || summary["activeTotal"] != 0.0 {
			t.Fatalf("overdue filter: %s", res.Body)
		}
		res = h.call("GET", "/api/debts?status=active", "viewer", "")
		body = res.json(t)
		data = body["data"].([]any)
		if len(data) != 1 || data[0].(map[string]any)["creditorName"] != "Em dia" {
			t.Fatalf("active filter: %s", res.Body)
		}
		res = h.call("GET", "/api/debts", "viewer", "")
		summary = res.json(t)["meta"].(map[string]any)["summary"].(map[string]any)
		want := map[string]any{"count": 3.0, "originalTotal": 170.15, "activeTotal": 50.25, "overdueTotal": 100.1, "paidCount": 0.0}
		for k, v := range want {
			if summary[k] != v {
				t.Errorf("summary %s = %v, want %v (%s)", k, summary[k], v, res.Body)
			}
		}
		// Filters and search through the query string.
		res = h.call("GET", "/api/debts?q=RENEGOC&sort=-dueDate&page=1&pageSize=1", "viewer", "")
		if body := res.json(t); len(body["data"].([]any)) != 1 || body["meta"].(map[string]any)["total"] != 1.0 {
			t.Fatalf("search: %s", res.Body)
		}
		for _, bad := range []string{"status=closed", "category=tax", "page=0"} {
			if res := h.call("GET", "/api/debts?"+bad, "viewer", ""); res.Status != 400 {
				t.Errorf("%s: %d %s", bad, res.Status, res.Body)
			}
		}
	})
}

func TestDebtPermissionsAreChecked(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		d := h.createDebt("admin", validDebt)
		if res := h.call("DELETE", debtPath(d["id"]), "user", ""); res.Status != 403 {
			t.Fatalf("user deleting: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/api/debts", "viewer", validDebt); res.Status != 403 {
			t.Fatalf("viewer creating: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", debtPath(d["id"]), "viewer", `{"status":"paid"}`); res.Status != 403 {
			t.Fatalf("viewer editing: %d %s", res.Status, res.Body)
		}
		if _, sum, _ := h.store.ListDebts(context.Background(), store.DebtFilter{Page: 1, PageSize: 10}); sum.Count != 1 || sum.PaidCount != 0 {
			t.Fatalf("a refused call changed the debts: %+v", sum)
		}
	})
}
