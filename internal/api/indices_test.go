package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/validate"
)

// TestIndices: an SGS CSV imported whole (quoted, CRLF, a gap), read back by month, a bad file refused whole with
// the line named, a value typed by hand, the permissions; a financing corrected by the series month by month, a
// month without a value correcting nothing and saying so.
func TestIndices(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		file := "\"data\";\"valor\"\r\n\"01/01/2026\";\"0,50\"\r\n\"01/02/2026\";\"-0,25\"\r\n\"01/04/2026\";\"1,00\"\r\n"
		res := h.do("POST", "/api/indices/ipca/import", "user", "text/csv", strings.NewReader(file))
		if res.Status != http.StatusOK || !strings.Contains(res.Body, `{"data":{"firstMonth":"2026-01","imported":3,"lastMonth":"2026-04"}}`) {
			t.Fatalf("import: %d %s", res.Status, res.Body)
		}
		bad := "data;valor\n01/05/2026;0,3\n31/02/2026;0,1\n"
		wantFields(t, h.do("POST", "/api/indices/ipca/import", "user", "text/csv", strings.NewReader(bad)),
			map[string]string{"file": `Linha 3: data inválida "31/02/2026"`})
		wantFields(t, h.do("POST", "/api/indices/ipca/import", "user", "text/csv", strings.NewReader("01/01/2026;0,5\n")),
			map[string]string{"file": validate.MsgSGSHeader})
		series := h.call("GET", "/api/indices/ipca", "viewer", "")
		if !strings.Contains(series.Body, `"values":[{"month":"2026-01","value":"0.5"},{"month":"2026-02","value":"-0.25"},{"month":"2026-04","value":"1"}]`) {
			t.Fatalf("the series after a refused file: %s", series.Body)
		}
		list := h.call("GET", "/api/indices", "viewer", "")
		if !strings.Contains(list.Body, `{"code":"ipca","label":"IPCA","months":3,"firstMonth":"2026-01","lastMonth":"2026-04"}`) ||
			!strings.Contains(list.Body, `{"code":"igpm","label":"IGP-M","months":0,"firstMonth":null,"lastMonth":null}`) {
			t.Fatalf("indices: %s", list.Body)
		}

		wantFields(t, h.call("POST", "/api/indices", "user", `{"code":"poupanca","month":"2026-13","value":"0,1234567"}`),
			map[string]string{"code": validate.MsgDebtIndex, "month": validate.MsgIndexMonth, "value": validate.MsgIndexValue})
		for _, c := range []struct {
			method, path, token, body string
			status                    int
		}{
			{"POST", "/api/indices", "viewer", `{"code":"igpm","month":"2026-01","value":"0.1"}`, http.StatusForbidden},
			{"POST", "/api/indices", "user", `{"code":"igpm","month":"2026-01","value":"-0,1"}`, http.StatusCreated},
			{"DELETE", "/api/indices/igpm/2026-01", "user", "", http.StatusForbidden},
			{"DELETE", "/api/indices/igpm/2026-01", "admin", "", http.StatusNoContent},
			{"DELETE", "/api/indices/igpm/2026-01", "admin", "", http.StatusNotFound},
			{"GET", "/api/indices/poupanca", "viewer", "", http.StatusNotFound},
		} {
			if res := h.call(c.method, c.path, c.token, c.body); res.Status != c.status {
				t.Errorf("%s %s as %s: %d %s", c.method, c.path, c.token, res.Status, res.Body)
			}
		}

		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":1000,"dueDate":"2026-02-05","index":"ipca","indexLag":13}`),
			map[string]string{"index": validate.MsgIndexWithoutSchedule, "indexLag": validate.MsgIndexLag})
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","originalAmount":12000,"installments":12,"system":"sac","firstDueDate":"2026-01-10","index":"poupanca"}`),
			map[string]string{"index": validate.MsgDebtIndex})
		debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Caixa","originalAmount":12000,"interestRate":1,"installments":12,
			"system":"sac","contractDate":"2025-12-10","firstDueDate":"2026-01-10","index":"ipca"}`))
		if debt["index"] != "ipca" || debt["indexLag"] != 0.0 {
			t.Fatalf("created: %v", debt)
		}
		schedule := h.call("GET", fmt.Sprintf("/api/debts/%v/schedule", debt["id"]), "viewer", "")
		for _, want := range []string{
			`{"number":1,"payment":1125.60,"interest":120.60,"amortization":1005.00,"balance":11055.00,"correction":60.00,"extraAmortization":0.00,"grace":false,"indexMissing":false,`,
			// 11 055,00 × −0,25 % = −27,6375; 11 027,36 / 11 = 1 002,487…
			`{"number":2,"payment":1112.76,"interest":110.27,"amortization":1002.49,"balance":10024.87,"correction":-27.64,`,
			`{"number":3,"payment":1102.74,"interest":100.25,"amortization":1002.49,"balance":9022.38,"correction":0.00,"extraAmortization":0.00,"grace":false,"indexMissing":true,`,
			`{"number":4,"payment":1103.64,"interest":91.13,"amortization":1012.51,"balance":8100.09,"correction":90.22,`, // 9 022,38 × 1 %
		} {
			if !strings.Contains(schedule.Body, want) {
				t.Fatalf("the corrected schedule lacks %s:\n%s", want, schedule.Body)
			}
		}
	})
}

// TestIndexCorrectionCannotPassMaximum: SELIC at +100 % a month (inside what an index month may hold) would double a
// corrected debt every month. A financing whose correction would pass R$ 99.999.999.999,99 answers 422 and is not
// kept; a series that would take a kept financing there is refused whole, the months before it kept as they were;
// the lists, the dashboard and the reports stay 200.
func TestIndexCorrectionCannotPassMaximum(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		var doubling strings.Builder
		doubling.WriteString("data;valor\n")
		for y := 2020; y <= 2025; y++ {
			for m := 1; m <= 12; m++ {
				fmt.Fprintf(&doubling, "01/%02d/%d;100,00\n", m, y)
			}
		}
		financed := func(index string) string {
			return `{"counterpart":"opening","creditorName":"Banco","originalAmount":1000000,"installments":120,"interestRate":1,"system":"price",
				"contractDate":"2019-12-10","firstDueDate":"2020-01-10","index":"` + index + `"}`
		}
		// The series first, then the financing: refused, nothing kept.
		if res := h.do("POST", "/api/indices/selic/import", "user", "text/csv", strings.NewReader(doubling.String())); res.Status != http.StatusOK {
			t.Fatalf("SELIC at 100 %%: %d %s", res.Status, res.Body)
		}
		res := h.call("POST", "/api/debts", "user", financed("selic"))
		if res.Status != http.StatusUnprocessableEntity || !strings.Contains(res.Body, validate.MsgBeyondMaximum) {
			t.Fatalf("a financing corrected past the maximum: %d %s", res.Status, res.Body)
		}
		// The financing first, then the series: the series is refused whole.
		if res := h.call("POST", "/api/debts", "user", financed("ipca")); res.Status != http.StatusCreated {
			t.Fatalf("a financing by IPCA: %d %s", res.Status, res.Body)
		}
		res = h.do("POST", "/api/indices/ipca/import", "user", "text/csv", strings.NewReader(doubling.String()))
		if res.Status != http.StatusUnprocessableEntity || !strings.Contains(res.Body, validate.MsgBeyondMaximum) {
			t.Fatalf("a series taking a kept financing past the maximum: %d %s", res.Status, res.Body)
		}
		if series := h.call("GET", "/api/indices/ipca", "viewer", ""); !strings.Contains(series.Body, `"values":[]`) {
			t.Fatalf("the refused series was kept: %s", series.Body)
		}
		for _, path := range []string{"/api/debts", "/api/debts/export?format=csv", "/api/dashboard", "/api/ledger/bridge"} {
			if res := h.call("GET", path, "viewer", ""); res.Status != http.StatusOK {
				t.Errorf("%s: %d %s", path, res.Status, res.Body)
			}
		}
		if debts := h.call("GET", "/api/debts", "viewer", "").json(t)["meta"].(map[string]any)["total"]; debts != 1.0 {
			t.Errorf("debts kept: %v, want the IPCA one only", debts)
		}
	})
}

// TestIndexFileOverTheLimit: an SGS file past the body's 1 MB answers 413 — not the error of the line the limit cut
// in two — and keeps nothing.
func TestIndexFileOverTheLimit(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		var big strings.Builder
		big.WriteString("data;valor\n")
		for big.Len() <= 1<<20 {
			big.WriteString("01/01/2026;0,50\n")
		}
		res := h.do("POST", "/api/indices/ipca/import", "user", "text/csv", strings.NewReader(big.String()))
		if res.Status != http.StatusRequestEntityTooLarge || strings.Contains(res.Body, "Linha") {
			t.Fatalf("an SGS file over 1 MB: %d %s", res.Status, res.Body)
		}
		if series := h.call("GET", "/api/indices/ipca", "viewer", ""); !strings.Contains(series.Body, `"values":[]`) {
			t.Fatalf("kept from a refused file: %s", series.Body)
		}
	})
}
