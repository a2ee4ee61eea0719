package api_test

import (
	"fmt"
	"net/http"
	"testing"
)

// TestObligationsAPI: a property's IPTU set on the asset is in the calendar; the range, the IPTU fields and the
// payment's fields answer their pt-BR messages; a Leitor reads the calendar but pays nothing (today 2026-11-23).
func TestObligationsAPI(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"name":"Itaú","kind":"checking","openingBalance":5000,"openingDate":"2025-01-02"}`)["id"]
		property := func(iptu string) string {
			return `{"description":"Loja","type":"real_estate","acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2025-01-10",
				"details":{"address":"Rua A, 1"},` + iptu + `}`
		}
		wantFields(t, h.call("POST", "/api/assets", "user", property(`"iptuAmount":0,"iptuInstallments":13,"iptuFirstDue":"02-30"`)),
			map[string]string{"iptuAmount": "IPTU anual deve ser maior que zero", "iptuInstallments": "Parcelas do IPTU: de 1 (cota única) a 12",
				"iptuFirstDue": "Informe o dia do primeiro vencimento do IPTU, como 10/02"})
		shop := h.createAsset(property(`"iptuAmount":1200,"iptuInstallments":10,"iptuFirstDue":"02-10"`))
		for _, q := range []string{"", "?from=2026-03-01", "?from=2026-03-31&to=2026-03-01", "?from=2026-01-01&to=2027-01-03"} {
			if res := h.call("GET", "/api/obligations"+q, "viewer", ""); res.Status != http.StatusBadRequest {
				t.Errorf("range %q: %d %s", q, res.Status, res.Body)
			}
		}
		list := h.call("GET", "/api/obligations?from=2026-03-01&to=2026-03-31", "viewer", "").json(t)["data"].([]any)
		if len(list) != 1 || list[0].(map[string]any)["kind"] != "iptu" || list[0].(map[string]any)["amount"] != 120.0 {
			t.Fatalf("March: %v", list)
		}
		pay := func(role, body string) response { return h.call("POST", "/api/obligations/iptu/payments", role, body) }
		if res := pay("viewer", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-03-12","amount":120,"accountId":%v}`, shop, bank)); res.Status != http.StatusForbidden {
			t.Errorf("a Leitor pays: %d", res.Status)
		}
		wantFields(t, pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-11","date":"2026-03-12","amount":120,"accountId":%v}`, shop, bank)),
			map[string]string{"dueDate": "Não há parcela do IPTU deste imóvel nesse dia"})
		wantFields(t, pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-11-24","amount":0}`, shop)),
			map[string]string{"date": "Data não pode ser posterior a hoje", "amount": "Valor deve ser maior que zero",
				"accountId": "Informe a conta de onde o valor saiu"})
		if res := pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-03-12","amount":120,"accountId":%v}`, shop, bank)); res.Status != http.StatusCreated {
			t.Fatalf("pay: %d %s", res.Status, res.Body)
		}
		wantFields(t, pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-03-12","amount":120,"accountId":%v}`, shop, bank)),
			map[string]string{"dueDate": "Esta parcela já foi paga"})
	})
}
