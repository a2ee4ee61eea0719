package api_test

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// reportCSV asks for a report and downloads it as CSV records.
func (h *harness) reportCSV(typ, period, ref string) [][]string {
	h.t.Helper()
	rep := h.createReport("user", typ, period, ref)
	res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=csv", rep["id"]), "user", "")
	if res.Status != http.StatusOK {
		h.t.Fatalf("download %s %s: %d %s", typ, ref, res.Status, res.Body)
	}
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(res.Body, "\ufeff")))
	r.Comma, r.FieldsPerRecord = ';', -1
	records, err := r.ReadAll()
	if err != nil {
		h.t.Fatal(err)
	}
	return records
}

// rowStarting returns the first record whose first field starts with prefix.
func rowStarting(t *testing.T, records [][]string, prefix string) []string {
	t.Helper()
	for _, r := range records {
		if strings.HasPrefix(r[0], prefix) {
			return r
		}
	}
	t.Fatalf("no row %q in %v", prefix, records)
	return nil
}

// TestReportsAsOfTheirDate: for a past quarter, the debts and assets reports equal the net-worth report's
// composition at the quarter's end, though values, statuses and balances changed after it; the assets sold in the
// quarter are listed with their sale, and a debt past due then is overdue and in 'Em aberto'.
func TestReportsAsOfTheirDate(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		ok := func(res response) {
			t.Helper()
			if res.Status != http.StatusOK && res.Status != http.StatusCreated {
				t.Fatalf("%d %s", res.Status, res.Body)
			}
		}
		asset := func(desc, value, day string) int64 {
			return h.createAsset(fmt.Sprintf(`{"counterpart":"opening","description":%q,"type":"other","acquisitionValue":%s,"currentValue":%s,"acquisitionDate":%q}`,
				desc, value, value, day))
		}
		casa := asset("Casa de campo", "300000", "2025-02-01")
		ok(h.call("POST", fmt.Sprintf("/api/assets/%d/valuations", casa), "user", `{"date":"2025-08-10","value":350000,"notes":"Laudo"}`))
		ok(h.call("POST", fmt.Sprintf("/api/assets/%d/valuations", casa), "user", `{"date":"2025-11-01","value":400000,"notes":"Laudo"}`))
		ok(h.call("PATCH", fmt.Sprintf("/api/assets/%d/status", casa), "user", `{"status":"rented"}`)) // today
		sala := asset("Sala comercial", "100000", "2025-03-01")
		ok(h.call("POST", fmt.Sprintf("/api/assets/%d/sell", sala), "user",
			`{"counterpart":"withdrawal","saleDate":"2025-08-20","saleValue":120000,"buyerName":"João","paymentMethod":"cash"}`))
		terreno := asset("Terreno", "50000", "2025-04-01")
		ok(h.call("POST", fmt.Sprintf("/api/assets/%d/sell", terreno), "user",
			`{"counterpart":"withdrawal","saleDate":"2025-10-15","saleValue":70000,"buyerName":"Maria","paymentMethod":"cash"}`))
		asset("Galpão", "80000", "2025-10-01")
		asset("Loja antiga", "10000", "2024-01-01")

		loan := h.createDebt("user", `{"counterpart":"opening","creditorName":"Banco Itaú","originalAmount":200000,"dueDate":"2027-06-15","category":"loan","contractDate":"2025-01-10"}`)["id"]
		ok(h.call("POST", fmt.Sprintf("/api/debts/%v/payments", loan), "user", `{"counterpart":"contribution","date":"2025-07-20","amount":50000,"principal":50000,"interest":0}`))
		ok(h.call("POST", fmt.Sprintf("/api/debts/%v/payments", loan), "user", `{"counterpart":"contribution","date":"2025-10-20","amount":50000,"principal":50000,"interest":0}`))
		supplier := h.createDebt("user", `{"counterpart":"opening","creditorName":"Fornecedor Ltda","originalAmount":30000,"dueDate":"2025-09-01","category":"account_payable","contractDate":"2025-05-01"}`)["id"]
		ok(h.call("POST", fmt.Sprintf("/api/debts/%v/payments", supplier), "user", `{"counterpart":"contribution","date":"2025-12-01","amount":30000,"principal":30000,"interest":0}`))
		h.createDebt("user", `{"counterpart":"opening","creditorName":"Caixa","originalAmount":5000,"dueDate":"2027-01-01","category":"loan","contractDate":"2025-11-01"}`)

		worth := h.reportCSV("networth", "quarterly", "2025-Q3")
		composition := rowStarting(t, worth[slicesIndex(t, worth, "Composição no fechamento"):], "Setembro/2025")
		assets := h.reportCSV("assets", "quarterly", "2025-Q3")
		debts := h.reportCSV("debts", "quarterly", "2025-Q3")
		held := rowStarting(t, assets, "Em patrimônio (")
		open := rowStarting(t, debts, "Em aberto (")
		if held[5] != composition[1] || open[5] != composition[5] {
			t.Errorf("at 30/09/2025 the reports say assets %s and debts %s; the net worth's composition %v", held[5], open[5], composition)
		}
		if held[0] != "Em patrimônio (3 ativos)" || held[5] != "410000,00" || open[0] != "Em aberto (2 dívidas)" || open[5] != "180000,00" {
			t.Errorf("held %v, open %v", held, open)
		}
		for _, want := range []string{
			"Casa de campo|Outros|Ativo|01/02/2025|300000,00|350000,00|16,67",
			"Terreno|Outros|Ativo|01/04/2025|50000,00|50000,00|0,00",
			"Loja antiga|Outros|Ativo|01/01/2024|10000,00|10000,00|0,00",
			"Sala comercial|Vendido|20/08/2025|100000,00|120000,00|20000,00|20,00",
		} {
			if !hasRecord(assets, want) {
				t.Errorf("assets report lacks %q:\n%v", want, assets)
			}
		}
		for _, absent := range []string{"Galpão"} {
			if hasRecordPrefix(assets, absent) {
				t.Errorf("%s was acquired after the quarter", absent)
			}
		}
		for _, want := range []string{
			"Fornecedor Ltda|Conta a Pagar|01/09/2025|Em Atraso|30000,00|30000,00",
			"Banco Itaú|Empréstimo|15/06/2027|Ativo|200000,00|150000,00",
			"Em atraso (1 dívida)|||||30000,00",
		} {
			if !hasRecord(debts, want) {
				t.Errorf("debts report lacks %q:\n%v", want, debts)
			}
		}
		if hasRecordPrefix(debts, "Caixa") {
			t.Error("a debt contracted after the quarter is in its report")
		}
		// The same quarter's reports say otherwise today: what changed since is not in them.
		year := h.store.Today().Time().Year()
		if now := rowStarting(t, h.reportCSV("debts", "yearly", fmt.Sprint(year)), "Em aberto ("); now[5] != "105000,00" {
			t.Errorf("this year's open debts: %v", now)
		}
	})
}

func slicesIndex(t *testing.T, records [][]string, first string) int {
	t.Helper()
	for i, r := range records {
		if r[0] == first {
			return i
		}
	}
	t.Fatalf("no row %q", first)
	return 0
}

func hasRecord(records [][]string, joined string) bool {
	for _, r := range records {
		if strings.Join(r, "|") == joined {
			return true
		}
	}
	return false
}

func hasRecordPrefix(records [][]string, prefix string) bool {
	for _, r := range records {
		if strings.HasPrefix(r[0], prefix) {
			return true
		}
	}
	return false
}
