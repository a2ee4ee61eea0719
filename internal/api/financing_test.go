package api_test

import (
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
			body: `{"amount":10000,"monthlyRate":10,"installments":4,"system":"price"}`,
			has: []string{`"totalInterest":2618.83`, `"totalPaid":12618.83`, `{"number":1,"payment":3154.71,"interest":1000.00,"amortization":2154.71,"balance":7845.29}`,
				`{"number":4,"payment":3154.70,"interest":286.79,"amortization":2867.91,"balance":0.00}`, `"monthlyRate":10,`, `"annualRate":213.8428`}},
		{name: "SAC, R$ 70.000,00 at 2 % a.m. in 120", token: "user", status: http.StatusOK,
			body: `{"amount":70000,"monthlyRate":2,"installments":120,"system":"sac"}`,
			has: []string{`{"number":1,"payment":1983.33,"interest":1400.00,"amortization":583.33,"balance":69416.67}`,
				`{"number":2,"payment":1971.66,"interest":1388.33,"amortization":583.33,"balance":68833.34}`,
				`"amortization":583.73,"balance":0.00}`}},
		{name: "an annual rate converted", token: "admin", status: http.StatusOK,
			body: `{"amount":120000,"annualRate":12,"installments":12,"system":"price","fees":1200}`,
			has:  []string{`"monthlyRate":0.948879`, `"annualRate":12,`, `"cetMonthly":1.1`}},
		{name: "no session", status: http.StatusUnauthorized, body: `{"amount":10000,"monthlyRate":1,"installments":4,"system":"price"}`},
		{name: "everything wrong", token: "viewer", status: http.StatusUnprocessableEntity,
			body: `{"amount":0,"installments":0,"system":"german","fees":-1}`,
			fields: map[string]string{"amount": validate.MsgFinancedAmount, "monthlyRate": validate.MsgFinanceRate,
				"installments": validate.MsgInstallments, "system": validate.MsgFinanceSystem, "fees": validate.MsgFinanceFees}},
		{name: "both rates", token: "viewer", status: http.StatusUnprocessableEntity,
			body:   `{"amount":10000,"monthlyRate":1,"annualRate":12,"installments":4,"system":"sac"}`,
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
