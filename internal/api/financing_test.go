package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/validate"
)

// TestSimulateFinancing: the simulator answers any signed-in role with the textbook tables to the centavo, says
// which field is wrong in pt-BR, and refuses a caller with no session.
func TestSimulateFinancing(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, body, token string
		status            int
		has, hasNot       []string
		fields            map[string]string
	}{
		{name: "Price, R$ 10.000,00 at 10 % a.m. in 4", token: "viewer", status: http.StatusOK,
			body: `{"amount":10000,"monthlyRate":10.00,"installments":4,"system":"price"}`,
			has: []string{`"totalInterest":2618.83`, `"totalPaid":12618.83`, `{"number":1,"payment":3154.71,"interest":1000.00,"amortization":2154.71,"balance":7845.29,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false}`,
				`{"number":4,"payment":3154.70,"interest":286.79,"amortization":2867.91,"balance":0.00,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false}`, `"monthlyRate":10.00,`, `"annualRate":213.8428`}},
		{name: "SAC, R$ 70.000,00 at 2 % a.m. in 120", token: "user", status: http.StatusOK,
			body: `{"amount":70000,"monthlyRate":2,"installments":120,"system":"sac"}`,
			has: []string{`{"number":1,"payment":1983.33,"interest":1400.00,"amortization":583.33,"balance":69416.67,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false}`,
				`{"number":2,"payment":1971.66,"interest":1388.33,"amortization":583.33,"balance":68833.34,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false}`,
				`"amortization":583.73,"balance":0.00,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false}`}},
		{name: "an annual rate converted", token: "admin", status: http.StatusOK,
			body: `{"amount":120000,"annualRate":12.00,"installments":12,"system":"price","fees":1200}`,
			has:  []string{`"monthlyRate":0.948879`, `"annualRate":12.00,`, `"cetMonthly":1.1`}},
		{name: "three months to the first installment: its interest pro rata, the CET by calendar days", token: "viewer", status: http.StatusOK,
			body: `{"amount":100000,"monthlyRate":1,"installments":12,"system":"price","fees":1500,"contractDate":"2026-11-28","firstDueDate":"2027-02-28"}`,
			has:  []string{`{"number":1,"payment":9063.46,"interest":3030.10,"amortization":6033.36,`, `"cetAnnual":15.19`}},
		{name: "a month to the first installment: the Banco Central's CET", token: "viewer", status: http.StatusOK,
			body: `{"amount":100000,"monthlyRate":1,"installments":12,"system":"price","fees":1500,"contractDate":"2026-11-28","firstDueDate":"2026-12-28"}`,
			has:  []string{`{"number":1,"payment":8884.88,"interest":1000.00,`, `"cetAnnual":15.99`}},
		{name: "a first due date before the contract", token: "viewer", status: http.StatusUnprocessableEntity,
			body:   `{"amount":100000,"monthlyRate":1,"installments":12,"system":"price","contractDate":"2026-11-28","firstDueDate":"2026-11-27"}`,
			fields: map[string]string{"firstDueDate": validate.MsgFirstDueBeforeContract}},
		{name: "no session", status: http.StatusUnauthorized, body: `{"amount":10000,"monthlyRate":1,"installments":4,"system":"price"}`},
		{name: "everything wrong", token: "viewer", status: http.StatusUnprocessableEntity,
			body: `{"amount":0,"installments":0,"system":"german","fees":-1}`,
			fields: map[string]string{"amount": validate.MsgFinancedAmount, "monthlyRate": validate.MsgFinanceRate,
				"installments": validate.MsgInstallments, "system": validate.MsgFinanceSystem, "fees": validate.MsgFinanceFees}},
		{name: "both rates", token: "viewer", status: http.StatusUnprocessableEntity,
			body:   `{"amount":10000,"monthlyRate":1,"annualRate":12.00,"installments":4,"system":"sac"}`,
			fields: map[string]string{"monthlyRate": validate.MsgFinanceRateBoth}},
		{name: "a rate with too many decimals, a term too long", token: "viewer", status: http.StatusUnprocessableEntity,
			body:   `{"amount":10000,"monthlyRate":1.1234567,"installments":601,"system":"sac"}`,
			fields: map[string]string{"monthlyRate": validate.MsgMonthlyRate, "installments": validate.MsgInstallmentsAtMost600}},
		{name: "an annual rate over 1000 %, fees as large as the amount", token: "viewer", status: http.StatusUnprocessableEntity,
			body:   `{"amount":10000,"annualRate":1000.5,"installments":4,"system":"price","fees":10000}`,
			fields: map[string]string{"annualRate": validate.MsgAnnualRate, "fees": validate.MsgFinanceFees}},
		{name: "too little for the term", token: "viewer", status: http.StatusUnprocessableEntity,
			body:   `{"amount":100,"monthlyRate":1,"installments":11,"system":"price"}`,
			fields: map[string]string{"amount": validate.MsgFinancePerInstallment}},
	}
	each(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			res := h.call("POST", "/api/financing/simulate", c.token, c.body)
			if c.fields != nil {
				wantFields(t, res, c.fields)
				continue
			}
			if res.Status != c.status {
				t.Fatalf("%s: %d %s", c.name, res.Status, res.Body)
			}
			for _, s := range c.has {
				if !strings.Contains(res.Body, s) {
					t.Errorf("%s: the answer lacks %s", c.name, s)
				}
			}
		}
	})
}

// TestDebtSchedule: a debt financed by Price has its schedule; a payment naming an installment pays it, and the
// debt's current installment and due date follow the first installment not paid, whose late charges show while
// it is overdue. A schedule needs its first due date; an installment the schedule lacks is refused.
func TestDebtSchedule(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10000,"dueDate":"2026-02-05","system":"german"}`),
			map[string]string{"system": validate.MsgDebtSystem})
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":30,"installments":4,"system":"sac","contractDate":"2026-01-05"}`),
			map[string]string{"firstDueDate": validate.MsgFirstDueDate, "originalAmount": validate.MsgFinancePerInstallment})
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10000,"installments":4,"system":"sac","contractDate":"2026-01-05","firstDueDate":"2026-01-04"}`),
			map[string]string{"firstDueDate": validate.MsgFirstDueBeforeContract})

		debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco Safra","originalAmount":10000,"interestRate":10,
			"installments":4,"category":"financing","system":"price","contractDate":"2026-01-05","firstDueDate":"2026-02-05"}`))
		if debt["system"] != "price" || debt["firstDueDate"] != "2026-02-05" || debt["dueDate"] != "2026-02-05" || debt["status"] != "overdue" {
			t.Fatalf("created: %v", debt)
		}
		id := debt["id"]
		schedule := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", id), "viewer", "")
		for _, want := range []string{
			`{"number":1,"payment":3154.71,"interest":1000.00,"amortization":2154.71,"balance":7845.29,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false,"dueDate":"2026-02-05","status":"overdue"`,
			`{"number":4,"payment":3154.70,"interest":286.79,"amortization":2867.91,"balance":0.00,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":false,"dueDate":"2026-05-05","status":"overdue"`,
		} {
			if !strings.Contains(schedule.Body, want) {
				t.Fatalf("schedule lacks %s:\n%s", want, schedule.Body)
			}
		}

		wantFields(t, h.call("POST", fmt.Sprintf("/api/debts/%v/payments", id), "user", `{"counterpart":"contribution","date":"2026-02-05","principal":10,"interest":0,"installmentNumber":5}`),
			map[string]string{"installmentNumber": validate.MsgNoSuchInstallment})
		other := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Conta de luz","originalAmount":300,"dueDate":"2026-02-05","contractDate":"2026-01-05"}`))["id"]
		wantFields(t, h.call("POST", fmt.Sprintf("/api/debts/%v/payments", other), "user", `{"counterpart":"contribution","date":"2026-02-05","principal":300,"interest":0,"installmentNumber":1}`),
			map[string]string{"installmentNumber": validate.MsgNoSuchInstallment})

		paid := h.call("POST", fmt.Sprintf("/api/debts/%v/payments", id), "user", `{"counterpart":"contribution","date":"2026-02-05","principal":2154.71,"interest":1000,"installmentNumber":1}`)
		if paid.Status != http.StatusCreated || !strings.Contains(paid.Body, `"installmentNumber":1`) {
			t.Fatalf("payment of the first installment: %d %s", paid.Status, paid.Body)
		}
		debt = data(t, h.call("GET", debtPath(id), "viewer", ""))
		if fmt.Sprint(debt["currentInstallment"]) != "2" || debt["dueDate"] != "2026-03-05" || fmt.Sprint(debt["currentAmount"]) != "7845.29" {
			t.Fatalf("after the first installment: %v", debt)
		}
		schedule = h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", id), "viewer", "")
		if !strings.Contains(schedule.Body, `"dueDate":"2026-02-05","status":"paid","paid":3154.71,"lateFine":0.00,"lateInterest":0.00}`) ||
			!strings.Contains(schedule.Body, `"dueDate":"2026-03-05","status":"overdue","paid":0.00,"lateFine":63.09,"lateInterest":`) {
			t.Fatalf("schedule after the first payment:\n%s", schedule.Body)
		}

		// The payment deleted: the first installment is open again.
		payment := data(t, paid)["id"]
		if res := h.call("DELETE", fmt.Sprintf("/api/debts/%v/payments/%v", id, payment), "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("delete: %d %s", res.Status, res.Body)
		}
		if debt = data(t, h.call("GET", debtPath(id), "viewer", "")); fmt.Sprint(debt["currentInstallment"]) != "1" || debt["dueDate"] != "2026-02-05" {
			t.Fatalf("after the delete: %v", debt)
		}
	})
}

// TestDebtGraceFeesAndPrepayments: a financing with a capitalised grace period has its grace months first in the
// schedule; its fees make a CET above its rate; an extraordinary amortization reducing the term leaves fewer
// installments of the same amount, one reducing the installment as many smaller ones; the bad cases are 422.
func TestDebtGraceFeesAndPrepayments(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":1000,"dueDate":"2026-02-05","graceMonths":2,"fees":1000}`),
			map[string]string{"graceMonths": validate.MsgGraceWithoutSchedule, "fees": validate.MsgFees})
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10000,"installments":12,"system":"sac",
			"firstDueDate":"2026-02-05","graceMonths":121,"graceInterest":"later","fees":-1}`),
			map[string]string{"graceMonths": validate.MsgGraceMonths, "graceInterest": validate.MsgGraceInterest, "fees": validate.MsgFees})
		// 120 months of grace on 10 installments: the grace is shorter than the term.
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":10000,"installments":10,"system":"sac",
			"firstDueDate":"2026-02-05","graceMonths":120,"graceInterest":"paid"}`),
			map[string]string{"graceMonths": validate.MsgGraceLongerThanTerm})

		grace := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Caixa","originalAmount":100000,"interestRate":1,
			"installments":12,"system":"sac","contractDate":"2026-01-05","firstDueDate":"2026-02-05","graceMonths":3,
			"graceInterest":"capitalized","fees":2000}`))
		cet, _ := grace["cet"].(map[string]any)
		if grace["graceMonths"] != 3.0 || grace["graceInterest"] != "capitalized" || cet == nil || cet["monthly"].(float64) <= 1 {
			t.Fatalf("created with a grace period and fees: %v", grace)
		}
		schedule := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", grace["id"]), "viewer", "")
		for _, want := range []string{
			`{"number":1,"payment":0.00,"interest":1000.00,"amortization":0.00,"balance":101000.00,"correction":0.00,"extraAmortization":0.00,"grace":true,`,
			`{"number":3,"payment":0.00,"interest":1020.10,"amortization":0.00,"balance":103030.10,`,
			`{"number":4,"payment":9616.14,"interest":1030.30,"amortization":8585.84,"balance":94444.26,"correction":0.00,"extraAmortization":0.00,"grace":false,`,
			`{"number":15,`,
		} {
			if !strings.Contains(schedule.Body, want) {
				t.Fatalf("schedule with a grace period lacks %s:\n%s", want, schedule.Body)
			}
		}

		// Price, R$ 100.000,00 at 1 % a.m. in 24 from 05/02/2026; R$ 30.000,00 paid on 10/07/2026, after the 6th.
		for _, c := range []struct {
			mode      string
			lines     int
			seventh   string
			remaining string
		}{
			{"reduce_term", 17, `{"number":7,"payment":4707.35,`, "47192.33"},
			{"reduce_payment", 24, `{"number":7,"payment":2877.88,`, "47192.33"},
		} {
			debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Itaú","originalAmount":100000,"interestRate":1,
				"installments":24,"system":"price","contractDate":"2026-01-05","firstDueDate":"2026-02-05"}`))
			path := fmt.Sprintf("/api/debts/%v/payments", debt["id"])
			wantFields(t, h.call("POST", path, "user", `{"counterpart":"contribution","date":"2026-07-10","principal":30000,"interest":10,"prepaymentMode":"`+c.mode+`"}`),
				map[string]string{"interest": validate.MsgPrepaymentInterest})
			wantFields(t, h.call("POST", path, "user", `{"counterpart":"contribution","date":"2026-07-10","principal":30000,"prepaymentMode":"sometimes"}`),
				map[string]string{"prepaymentMode": validate.MsgPrepaymentMode})
			// The six installments due by then, paid; then the extraordinary amortization.
			balance := 100000.0
			for k := 1; k <= 6; k++ {
				res := h.call("POST", path, "user", fmt.Sprintf(`{"counterpart":"contribution","date":"2026-0%d-05","principal":%.2f,"interest":%.2f,"installmentNumber":%d}`,
					k+1, []float64{3707.35, 3744.42, 3781.87, 3819.69, 3857.88, 3896.46}[k-1], []float64{1000, 962.93, 925.48, 887.66, 849.47, 810.89}[k-1], k))
				if res.Status != http.StatusCreated {
					t.Fatalf("%s: installment %d: %d %s", c.mode, k, res.Status, res.Body)
				}
				balance -= []float64{3707.35, 3744.42, 3781.87, 3819.69, 3857.88, 3896.46}[k-1]
			}
			extra := h.call("POST", path, "user", `{"counterpart":"contribution","date":"2026-07-10","principal":30000,"prepaymentMode":"`+c.mode+`"}`)
			if extra.Status != http.StatusCreated || !strings.Contains(extra.Body, `"prepaymentMode":"`+c.mode+`"`) {
				t.Fatalf("%s: %d %s", c.mode, extra.Status, extra.Body)
			}
			schedule := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", debt["id"]), "viewer", "")
			var lines struct{ Data []map[string]any }
			if err := json.Unmarshal([]byte(schedule.Body), &lines); err != nil {
				t.Fatal(err)
			}
			if len(lines.Data) != c.lines || !strings.Contains(schedule.Body, c.seventh) ||
				!strings.Contains(schedule.Body, `"extraAmortization":30000.00`) || fmt.Sprint(lines.Data[5]["balance"]) != c.remaining {
				t.Fatalf("%s: %d lines, the 6th %v:\n%s", c.mode, len(lines.Data), lines.Data[5], schedule.Body)
			}
			got := data(t, h.call("GET", debtPath(debt["id"]), "viewer", ""))
			if fmt.Sprint(got["currentInstallment"]) != "7" || fmt.Sprintf("%.2f", got["currentAmount"]) != fmt.Sprintf("%.2f", balance-30000) {
				t.Fatalf("%s: the debt after: %v (balance %.2f)", c.mode, got, balance-30000)
			}
			// The contract's 24 stay what its schedule is made from; the schedule has what the amortization left.
			if got["installments"] != 24.0 || got["scheduledInstallments"] != float64(c.lines) {
				t.Errorf("%s: %v installments, %v scheduled, want 24 and %d", c.mode, got["installments"], got["scheduledInstallments"], c.lines)
			}
			list := h.call("GET", "/api/debts?q=Ita%C3%BA&pageSize=100", "viewer", "")
			if !strings.Contains(list.Body, fmt.Sprintf(`"scheduledInstallments":%d,`, c.lines)) {
				t.Errorf("%s: the list does not say %d installments:\n%s", c.mode, c.lines, list.Body)
			}
		}
		// Not for a debt without a schedule.
		bill := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Fornecedor","originalAmount":5000,"dueDate":"2026-12-05","contractDate":"2026-01-05"}`))
		wantFields(t, h.call("POST", fmt.Sprintf("/api/debts/%v/payments", bill["id"]), "user", `{"counterpart":"contribution","date":"2026-07-10","principal":100,"prepaymentMode":"reduce_term"}`),
			map[string]string{"prepaymentMode": validate.MsgPrepaymentNoSchedule})
	})
}

// TestDebtRenegotiation: a financing renegotiated after its first installment takes new terms from the day on —
// a new schedule without the old payments, status renegotiated, the balance the new amount — and keeps the terms
// that ended; the net worth falls by what the renegotiation added, from its day; the old payments can no longer be
// deleted nor new ones dated before it; the bad cases are 422, a paid debt 409.
func TestDebtRenegotiation(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco Safra","originalAmount":10000,"interestRate":10,
			"installments":4,"category":"financing","system":"price","contractDate":"2026-01-05","firstDueDate":"2026-02-05"}`))
		id := debt["id"]
		payments, renegotiations := fmt.Sprintf("/api/debts/%v/payments", id), fmt.Sprintf("/api/debts/%v/renegotiations", id)
		paid := data(t, h.call("POST", payments, "user", `{"counterpart":"contribution","date":"2026-02-05","principal":2154.71,"interest":1000,"installmentNumber":1}`))

		terms := `"originalAmount":8000,"interestRate":1,"system":"sac","installments":8,"firstDueDate":"2026-04-01"`
		for _, c := range []struct {
			body   string
			fields map[string]string
		}{
			{`{"date":"2026-01-01",` + terms + `}`, map[string]string{"date": validate.MsgRenegotiationStart}},
			{`{"date":"2026-02-01",` + terms + `}`, map[string]string{"date": validate.MsgRenegotiationPayment}},
			{`{"date":"2099-01-01","originalAmount":8000,"system":"sac","installments":8,"firstDueDate":"2099-02-01"}`,
				map[string]string{"date": validate.MsgDateInFuture}},
			{`{"originalAmount":0,"system":"none","installments":8,"firstDueDate":"2026-04-01"}`, map[string]string{
				"date": validate.MsgRenegotiationDate, "originalAmount": validate.MsgRenegotiationAmount, "system": validate.MsgRenegotiationSystem}},
			{`{"date":"2026-03-01","originalAmount":8000,"system":"price","installments":8,"firstDueDate":"2026-02-28"}`,
				map[string]string{"firstDueDate": validate.MsgFirstDueBeforeRenegotiation}},
		} {
			wantFields(t, h.call("POST", renegotiations, "user", c.body), c.fields)
		}
		if res := h.call("POST", renegotiations, "viewer", `{"date":"2026-03-01",`+terms+`}`); res.Status != http.StatusForbidden {
			t.Fatalf("a Leitor renegotiates: %d %s", res.Status, res.Body)
		}

		res := h.call("POST", renegotiations, "user", `{"date":"2026-03-01",`+terms+`,"notes":"Acordo com o banco"}`)
		got := data(t, res)
		if res.Status != http.StatusCreated || got["status"] != "renegotiated" || fmt.Sprint(got["currentAmount"]) != "8000" ||
			got["termsSince"] != "2026-03-01" || got["system"] != "sac" || fmt.Sprint(got["currentInstallment"]) != "1" || got["dueDate"] != "2026-04-01" {
			t.Fatalf("renegotiated: %d %v", res.Status, got)
		}
		schedule := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", id), "viewer", "")
		if strings.Count(schedule.Body, `"number":`) != 8 || !strings.Contains(schedule.Body,
			`{"number":1,"payment":1080.00,"interest":80.00,"amortization":1000.00,"balance":7000.00,`) ||
			!strings.Contains(schedule.Body, `"dueDate":"2026-04-01","status":"overdue","paid":0.00`) {
			t.Fatalf("the new schedule:\n%s", schedule.Body)
		}
		list := h.call("GET", renegotiations, "viewer", "")
		for _, want := range []string{`"date":"2026-03-01","previousBalance":7845.29,"newAmount":8000.00,`,
			`"previous":{"originalAmount":10000.00,"interestRate":10.00,"installments":4,"system":"price","firstDueDate":"2026-02-05",`,
			`"previousSince":null,"notes":"Acordo com o banco"`} {
			if !strings.Contains(list.Body, want) {
				t.Fatalf("renegotiations lack %s:\n%s", want, list.Body)
			}
		}

		// The net worth falls by what the renegotiation added (R$ 154,71), from its day.
		before := data(t, h.call("GET", "/api/dashboard?date=2026-02-28", "viewer", ""))
		after := data(t, h.call("GET", "/api/dashboard?date=2026-03-01", "viewer", ""))
		if fmt.Sprint(before["netWorth"]) != "-7845.29" || fmt.Sprint(after["netWorth"]) != "-8000" {
			t.Fatalf("net worth on 28/02 %v and on 01/03 %v", before["netWorth"], after["netWorth"])
		}

		wantFields(t, h.call("POST", payments, "user", `{"counterpart":"contribution","date":"2026-02-20","principal":100,"interest":0}`),
			map[string]string{"date": validate.MsgPaymentBeforeTerms})
		if res := h.call("DELETE", fmt.Sprintf("%s/%v", payments, paid["id"]), "admin", ""); res.Status != http.StatusConflict {
			t.Fatalf("deleting a payment of the ended terms: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", payments, "user", `{"counterpart":"contribution","date":"2026-04-01","principal":1000,"interest":80,"installmentNumber":1}`); res.Status != http.StatusCreated {
			t.Fatalf("the new first installment: %d %s", res.Status, res.Body)
		}
		if got := data(t, h.call("GET", debtPath(id), "viewer", "")); fmt.Sprint(got["currentInstallment"]) != "2" || fmt.Sprint(got["currentAmount"]) != "7000" {
			t.Fatalf("after the new first installment: %v", got)
		}

		bill := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Conta paga","originalAmount":300,"dueDate":"2026-02-05","status":"paid"}`))
		if res := h.call("POST", fmt.Sprintf("/api/debts/%v/renegotiations", bill["id"]), "user", `{"date":"2026-03-01",`+terms+`}`); res.Status != http.StatusConflict {
			t.Fatalf("renegotiating a paid debt: %d %s", res.Status, res.Body)
		}
	})
}

// TestDebtScheduleExport: a financing's schedule downloads as CSV (its installments, the total row), XLSX and PDF;
// a debt without a schedule has none to download; a bad format is 400.
func TestDebtScheduleExport(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco Safra","originalAmount":10000,"interestRate":10,
			"installments":4,"system":"price","contractDate":"2026-01-05","firstDueDate":"2026-02-05"}`))
		path := fmt.Sprintf("/api/debts/%v/schedule/export", debt["id"])
		csv := h.call("GET", path+"?format=csv", "viewer", "")
		if csv.Status != http.StatusOK || !strings.Contains(csv.Header.Get("Content-Disposition"), `filename="cronograma-`) {
			t.Fatalf("csv: %d %v %s", csv.Status, csv.Header, csv.Body)
		}
		for _, want := range []string{"Cronograma — Banco Safra", "Tabela Price · 10,00% a.m. · 05/02/2026 a 05/05/2026",
			"1;05/02/2026;3154,71;1000,00;2154,71;7845,29;Em atraso;0,00", "4;05/05/2026;3154,70;286,79;2867,91;0,00;Em atraso;0,00",
			"Total;;12618,83;2618,83;10000,00;;;0,00"} {
			if !strings.Contains(csv.Body, want) {
				t.Fatalf("the CSV lacks %q:\n%s", want, csv.Body)
			}
		}
		for format, magic := range map[string]string{"xlsx": "PK", "pdf": "%PDF"} {
			if res := h.call("GET", path+"?format="+format, "viewer", ""); res.Status != http.StatusOK || !strings.HasPrefix(res.Body, magic) {
				t.Fatalf("%s: %d %.40q", format, res.Status, res.Body)
			}
		}
		if res := h.call("GET", path+"?format=doc", "viewer", ""); res.Status != http.StatusBadRequest {
			t.Fatalf("a bad format: %d %s", res.Status, res.Body)
		}
		// Two grace months with their interest added to the balance pay nothing: they read so, not 'Paga'.
		grace := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco BV","originalAmount":10000,"interestRate":1,
			"installments":4,"system":"price","contractDate":"2026-01-05","firstDueDate":"2026-02-05","graceMonths":2,"graceInterest":"capitalized"}`))
		csv = h.call("GET", fmt.Sprintf("/api/debts/%v/schedule/export?format=csv", grace["id"]), "viewer", "")
		if !strings.Contains(csv.Body, "1 (carência);05/02/2026;0,00;100,00;0,00;10100,00;Juros incorporados;0,00") ||
			strings.Contains(csv.Body, "Paga") {
			t.Errorf("the grace months:\n%s", csv.Body)
		}
		bill := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Conta","originalAmount":300,"dueDate":"2026-02-05"}`))
		if res := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule/export?format=csv", bill["id"]), "viewer", ""); res.Status != http.StatusNotFound {
			t.Fatalf("a debt without a schedule: %d %s", res.Status, res.Body)
		}
	})
}

// TestDebtFirstPeriod: a financing whose first installment falls 26 days after its contract pays interest for
// those days in it (1,01^(26/30) − 1 of 100.000,00 = 866,09) and Price's installment follows; its CET counts
// calendar days from the contract.
func TestDebtFirstPeriod(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco do Brasil","originalAmount":100000,
			"interestRate":1,"installments":12,"system":"price","contractDate":"2026-01-10","firstDueDate":"2026-02-05","fees":1500}`))
		schedule := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", debt["id"]), "viewer", "")
		if !strings.Contains(schedule.Body, `{"number":1,"payment":8873.10,"interest":866.09,"amortization":8007.01,`) {
			t.Fatalf("the first installment:\n%s", schedule.Body)
		}
		got := data(t, h.call("GET", debtPath(debt["id"]), "viewer", ""))
		cet, _ := got["cet"].(map[string]any)
		if cet == nil || !strings.HasPrefix(fmt.Sprint(cet["annual"]), "16.1697") { // 98.500,00 released on 10/01/2026
			t.Errorf("the CET: %v, want 16,17 %% a.a.", got["cet"])
		}
	})
}
