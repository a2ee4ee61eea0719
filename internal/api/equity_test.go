package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/validate"
)

// netWorthOn reads the dashboard as of the end of day: its net worth and cash, in reais as the API writes them.
func (h *harness) netWorthOn(day string) (net, cash json.Number) {
	h.t.Helper()
	res := h.call("GET", "/api/dashboard?date="+day, "viewer", "")
	if res.Status != http.StatusOK {
		h.t.Fatalf("dashboard on %s: %d %s", day, res.Status, res.Body)
	}
	var body struct {
		Data struct {
			Date      string
			NetWorth  json.Number
			CashTotal json.Number
		}
	}
	dec := json.NewDecoder(strings.NewReader(res.Body))
	dec.UseNumber()
	if err := dec.Decode(&body); err != nil || body.Data.Date != day {
		h.t.Fatalf("dashboard on %s: %v %s", day, err, res.Body)
	}
	return body.Data.NetWorth, body.Data.CashTotal
}

// TestEquityIdentityThroughTheAPI: the scripted year of the store's test, through the routes and the dashboard
// as of each day: buying with cash, a loan received and paying principal leave the net worth unchanged; paying
// interest lowers it by the interest; a valuation and a sale at a profit raise it by the change.
func TestEquityIdentityThroughTheAPI(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := data(t, h.call("POST", "/api/accounts", "user",
			`{"counterpart":"opening","name":"Banco do Brasil","kind":"checking","openingBalance":100000,"openingDate":"2025-04-01"}`))["id"]
		var house, loan any
		steps := []struct {
			day, what, delta string
			call             func() response
		}{
			{"2025-05-10", "buying a house with cash", "0.00", func() response {
				res := h.call("POST", "/api/assets", "user", fmt.Sprintf(`{"description":"Casa","type":"real_estate","acquisitionValue":60000,
					"currentValue":60000,"acquisitionDate":"2025-05-10","details":{"address":"Rua A, 1"},"accountId":%v}`, bank))
				house = data(t, res)["id"]
				return res
			}},
			{"2025-06-15", "a loan received", "0.00", func() response {
				res := h.call("POST", "/api/debts", "user", fmt.Sprintf(`{"creditorName":"Banco Itaú","originalAmount":50000,
					"dueDate":"2027-06-15","category":"loan","contractDate":"2025-06-15","disbursementAccountId":%v}`, bank))
				loan = data(t, res)["id"]
				return res
			}},
			{"2025-07-20", "paying principal", "0.00", func() response {
				return h.call("POST", fmt.Sprintf("/api/debts/%v/payments", loan), "user",
					fmt.Sprintf(`{"date":"2025-07-20","amount":10000,"principal":10000,"interest":0,"accountId":%v}`, bank))
			}},
			{"2025-08-20", "paying interest", "-1500.00", func() response {
				return h.call("POST", fmt.Sprintf("/api/debts/%v/payments", loan), "user",
					fmt.Sprintf(`{"date":"2025-08-20","principal":0,"interest":1500,"accountId":%v}`, bank))
			}},
			{"2025-09-10", "a valuation", "10000.00", func() response {
				return h.call("POST", fmt.Sprintf("/api/assets/%v/valuations", house), "user", `{"date":"2025-09-10","value":70000,"notes":"Laudo"}`)
			}},
			{"2025-11-12", "selling the house at a profit", "10000.00", func() response {
				return h.call("POST", fmt.Sprintf("/api/assets/%v/sell", house), "user",
					fmt.Sprintf(`{"saleDate":"2025-11-12","saleValue":80000,"buyerName":"João","paymentMethod":"cash","accountId":%v}`, bank))
			}},
		}
		for _, st := range steps {
			before, _ := h.netWorthOn(day(t, st.day, -1))
			if res := st.call(); res.Status != http.StatusOK && res.Status != http.StatusCreated {
				t.Fatalf("%s: %d %s", st.what, res.Status, res.Body)
			}
			after, _ := h.netWorthOn(st.day)
			if got := reais(t, after) - reais(t, before); fmt.Sprintf("%.2f", float64(got)/100) != st.delta {
				t.Errorf("%s on %s: net worth %s → %s, want a change of %s", st.what, st.day, before, after, st.delta)
			}
		}
		net, cash := h.netWorthOn("2025-12-31")
		if cash != "158500.00" || net != "118500.00" { // 100000 − 60000 + 50000 − 10000 − 1500 + 80000; owed 40000
			t.Fatalf("end of 2025: net worth %s, cash %s", net, cash)
		}
	})
}

// day is the date s moved by n days.
func day(t *testing.T, s string, n int) string {
	t.Helper()
	d, err := time.Parse(time.DateOnly, s)
	if err != nil {
		t.Fatal(err)
	}
	return d.AddDate(0, 0, n).Format(time.DateOnly)
}

// reais turns an amount the API wrote into centavos.
func reais(t *testing.T, n json.Number) int64 {
	t.Helper()
	f, err := n.Float64()
	if err != nil {
		t.Fatal(err)
	}
	if f < 0 {
		return int64(f*100 - 0.5)
	}
	return int64(f*100 + 0.5)
}

// TestCorrectionReachesTheReports: a past sale corrected (its price) reaches the cash flow and the net-worth
// report, which are built from the records as they stand; a sale dated after today is refused (422) and changes
// nothing.
func TestCorrectionReachesTheReports(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := data(t, h.call("POST", "/api/accounts", "user",
			`{"counterpart":"opening","name":"Banco do Brasil","kind":"checking","openingBalance":0,"openingDate":"2025-01-02"}`))["id"]
		car := data(t, h.call("POST", "/api/vehicles", "user", fmt.Sprintf(`{"make":"Fiat","model":"Argo","year":2022,
			"licensePlate":"ABC1D23","color":"Prata","purchasePrice":30000,"sellingPrice":36000,"purchaseDate":"2025-10-05","accountId":%v}`, bank)))
		carPath := fmt.Sprintf("/api/vehicles/%v", car["id"])

		tomorrow := h.store.Today().AddDays(1).String()
		wantFields(t, h.call("PUT", carPath+"/sell", "user", `{"counterpart":"withdrawal","sellingPrice":36000,"soldDate":"`+tomorrow+`","paymentMethod":"cash"}`),
			map[string]string{"soldDate": validate.MsgDateInFuture})
		if got := data(t, h.call("GET", carPath, "viewer", "")); got["status"] != "in_stock" {
			t.Fatalf("a refused sale changed the vehicle: %v", got)
		}

		if res := h.call("PUT", carPath+"/sell", "user", fmt.Sprintf(`{"sellingPrice":36000,"soldDate":"2025-12-01","paymentMethod":"cash","accountId":%v}`, bank)); res.Status != http.StatusOK {
			t.Fatalf("sale: %d %s", res.Status, res.Body)
		}
		csvOf := func(typ string) string {
			rep := h.createReport("user", typ, "monthly", "2025-12")
			res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=csv", rep["id"]), "user", "")
			if res.Status != http.StatusOK {
				t.Fatalf("download: %d %s", res.Status, res.Body)
			}
			return res.Body
		}
		for typ, want := range map[string]string{
			"cashflow": "01/12/2025;Venda de veículo: Fiat Argo;Veículo;36000,00;;36000,00\r\n",
			"networth": "Dezembro/2025;0,00;0,00;-30000,00;36000,00;0,00;0,00;6000,00;6000,00\r\n",
		} {
			if got := csvOf(typ); !strings.Contains(got, want) {
				t.Errorf("%s before the correction lacks %q:\n%s", typ, want, got)
			}
		}

		// The price was 38 000: corrected on the sold vehicle, both reports follow.
		if res := h.call("PUT", carPath, "user", `{"make":"Fiat","model":"Argo","year":2022,"licensePlate":"ABC1D23","color":"Prata",
			"purchasePrice":30000,"sellingPrice":38000,"purchaseDate":"2025-10-05"}`); res.Status != http.StatusOK {
			t.Fatalf("correction: %d %s", res.Status, res.Body)
		}
		for typ, want := range map[string]string{
			"cashflow": "01/12/2025;Venda de veículo: Fiat Argo;Veículo;38000,00;;38000,00\r\n",
			"networth": "Dezembro/2025;0,00;0,00;-30000,00;38000,00;0,00;0,00;8000,00;8000,00\r\n",
		} {
			if got := csvOf(typ); !strings.Contains(got, want) {
				t.Errorf("%s after the correction lacks %q:\n%s", typ, want, got)
			}
		}
	})
}

// TestDeletingAPaymentUndoesIt: a payment recorded by mistake, deleted by an admin, gives its money back to the
// account and its principal back to the debt (paid → active), on the payment's day and every day after; a user may
// not delete it, and a payment id of another debt or of none is 404 with its own message.
func TestDeletingAPaymentUndoesIt(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := data(t, h.call("POST", "/api/accounts", "user",
			`{"counterpart":"opening","name":"Banco do Brasil","kind":"checking","openingBalance":100000,"openingDate":"2025-04-01"}`))["id"]
		loan := data(t, h.call("POST", "/api/debts", "user", fmt.Sprintf(`{"creditorName":"Banco Itaú","originalAmount":50000,
			"dueDate":"2027-06-15","category":"loan","contractDate":"2025-06-15","disbursementAccountId":%v}`, bank)))["id"]
		other := data(t, h.call("POST", "/api/debts", "user", validDebt))["id"]
		netBefore, cashBefore := h.netWorthOn("2025-12-31")

		payment := data(t, h.call("POST", fmt.Sprintf("/api/debts/%v/payments", loan), "user",
			fmt.Sprintf(`{"date":"2025-07-20","principal":50000,"interest":700,"accountId":%v}`, bank)))["id"]
		if got := data(t, h.call("GET", debtPath(loan), "viewer", "")); got["status"] != "paid" {
			t.Fatalf("after paying it all: %v", got)
		}
		paymentPath := fmt.Sprintf("/api/debts/%v/payments/%v", loan, payment)
		cases := []struct {
			name, path, role string
			status           int
			says             string
		}{
			{"a user may not", paymentPath, "user", http.StatusForbidden, "permissão"},
			{"a payment of another debt", fmt.Sprintf("/api/debts/%v/payments/%v", other, payment), "admin", http.StatusNotFound, "Pagamento não encontrado"},
			{"no such payment", fmt.Sprintf("/api/debts/%v/payments/999999", loan), "admin", http.StatusNotFound, "Pagamento não encontrado"},
			{"not a number", fmt.Sprintf("/api/debts/%v/payments/abc", loan), "admin", http.StatusNotFound, "Pagamento não encontrado"},
			{"no such debt", "/api/debts/999999/payments/1", "admin", http.StatusNotFound, "Dívida não encontrada"},
			{"an admin deletes it", paymentPath, "admin", http.StatusNoContent, ""},
			{"once only", paymentPath, "admin", http.StatusNotFound, "Pagamento não encontrado"},
		}
		for _, c := range cases {
			res := h.call("DELETE", c.path, c.role, "")
			if res.Status != c.status || !strings.Contains(res.Body, c.says) {
				t.Fatalf("%s: %d %s, want %d with %q", c.name, res.Status, res.Body, c.status, c.says)
			}
		}

		debt := data(t, h.call("GET", debtPath(loan), "viewer", ""))
		if debt["status"] != "active" || fmt.Sprint(debt["currentAmount"]) != "50000" {
			t.Fatalf("the debt after its payment was deleted: %v", debt)
		}
		if res := h.call("GET", fmt.Sprintf("/api/debts/%v/payments", loan), "viewer", ""); !strings.Contains(res.Body, `"data":[]`) {
			t.Fatalf("payments after the delete: %s", res.Body)
		}
		for _, d := range []string{"2025-07-20", "2025-12-31"} {
			net, cash := h.netWorthOn(d)
			if net != netBefore || cash != cashBefore {
				t.Errorf("on %s: net worth %s, cash %s; without the payment %s and %s", d, net, cash, netBefore, cashBefore)
			}
		}
		if got := fmt.Sprint(data(t, h.call("GET", fmt.Sprintf("/api/accounts/%v", bank), "viewer", ""))["balance"]); got != "150000" {
			t.Fatalf("account balance after the delete: %s", got)
		}
	})
}
