package api_test

import (
	"fmt"
	"net/http"
	"testing"
)

// TestObligationsAPI: a property's IPTU set on the asset is in the calendar; the range, the IPTU fields and the
// payment's fields answer their pt-BR messages, an amount past the installment with its charges among them; a Leitor reads the calendar but pays nothing (today 2026-11-23).
func TestObligationsAPI(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":5000,"openingDate":"2025-01-02"}`)["id"]
		property := func(iptu string) string {
			return `{"counterpart":"opening","description":"Loja","type":"real_estate","acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2025-01-10",
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
		// Two days late the 120,00 installment is paid with at most 20 % fine and 1 % interest: 145,20.
		for _, amount := range []string{"145.21", "99999999999.99"} {
			wantFields(t, pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-03-12","amount":%s,"accountId":%v}`, shop, amount, bank)),
				map[string]string{"amount": "Valor maior que a parcela com multa de 20% e juros de 1% ao mês"})
		}
		if res := pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-04-10","date":"2026-04-12","amount":145.2,"accountId":%v}`, shop, bank)); res.Status != http.StatusCreated {
			t.Fatalf("pay with the most charges: %d %s", res.Status, res.Body)
		}
		if res := pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-03-12","amount":120,"accountId":%v}`, shop, bank)); res.Status != http.StatusCreated {
			t.Fatalf("pay: %d %s", res.Status, res.Body)
		}
		wantFields(t, pay("user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-03-10","date":"2026-03-12","amount":120,"accountId":%v}`, shop, bank)),
			map[string]string{"dueDate": "Esta parcela já foi paga"})
	})
}

// TestVehicleTaxesAPI: a vehicle registered in SP has its IPVA and licenciamento in the calendar, by the table São
// Paulo ships with; the UF, the amounts, the table typed and the payment answer their pt-BR messages; only an
// administrator types a table; a state's table typed moves its vehicles' due dates (today 2026-11-23).
func TestVehicleTaxesAPI(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":5000,"openingDate":"2025-01-02"}`)["id"]
		car := func(extra string) string {
			return `{"counterpart":"opening","make":"VW","model":"Gol","year":2020,"licensePlate":"GOL1A29","purchasePrice":30000,"sellingPrice":35000,
				"purchaseDate":"2025-06-01",` + extra + `}`
		}
		wantFields(t, h.call("POST", "/api/vehicles", "user", car(`"registrationState":"XX","ipvaAmount":0,"licensingAmount":-1`)),
			map[string]string{"registrationState": "UF inválida: use a sigla do estado, como SP", "ipvaAmount": "O valor deve ser maior que zero",
				"licensingAmount": "O valor deve ser maior que zero"})
		res := h.call("POST", "/api/vehicles", "user", car(`"registrationState":"sp","ipvaAmount":1200.5,"licensingAmount":167.74`))
		if res.Status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		gol := res.json(t)["data"].(map[string]any)
		if gol["registrationState"] != "SP" || gol["ipvaAmount"] != 1200.5 || gol["licensingAmount"] != 167.74 {
			t.Errorf("the vehicle kept %v %v %v", gol["registrationState"], gol["ipvaAmount"], gol["licensingAmount"])
		}
		year := func() map[string]map[string]any {
			out := map[string]map[string]any{}
			for _, o := range h.call("GET", "/api/obligations?from=2026-01-01&to=2026-12-31", "viewer", "").json(t)["data"].([]any) {
				item := o.(map[string]any)
				out[item["kind"].(string)] = item
			}
			return out
		}
		got := year()
		if got["ipva"]["dueDate"] != "2026-01-31" || got["ipva"]["amount"] != 1200.5 || got["ipva"]["description"] != "IPVA 2026: VW Gol GOL1A29" ||
			got["licensing"]["dueDate"] != "2026-11-30" || got["licensing"]["status"] != "open" {
			t.Fatalf("2026: %v", got)
		}

		table := func(role, state, body string) response {
			return h.call("PUT", "/api/vehicle-tax-rules/"+state, role, body)
		}
		august := `{"rules":[` + taxRules("licensing", 8) + `]}`
		for _, c := range []struct {
			role, state, body string
			want              int
			fields            map[string]string
		}{
			{"user", "SP", august, http.StatusForbidden, nil},
			{"viewer", "SP", august, http.StatusForbidden, nil},
			{"admin", "ZZ", august, http.StatusNotFound, nil},
			{"admin", "SP", `{"rules":[]}`, http.StatusUnprocessableEntity, map[string]string{"rules": "Informe um vencimento para cada final de placa, de 0 a 9"}},
			{"admin", "SP", `{"rules":[{"kind":"licensing","finalDigit":1,"month":13,"day":32}]}`, http.StatusUnprocessableEntity,
				map[string]string{"rules": "Informe um vencimento para cada final de placa, de 0 a 9", "rules.0.month": "Mês inválido: de 1 a 12",
					"rules.0.day": "Dia inválido: de 1 a 31, ou vazio para o último dia do mês"}},
		} {
			res := table(c.role, c.state, c.body)
			if c.fields != nil {
				wantFields(t, res, c.fields)
			} else if res.Status != c.want {
				t.Errorf("%s PUT %s: %d, want %d", c.role, c.state, res.Status, c.want)
			}
		}
		if got := year(); got["licensing"]["dueDate"] != "2026-11-30" {
			t.Errorf("a table refused changed the calendar: %v", got["licensing"])
		}
		if res := table("admin", "SP", august); res.Status != http.StatusOK {
			t.Fatalf("type the table: %d %s", res.Status, res.Body)
		}
		if got := year(); got["licensing"]["dueDate"] != "2026-08-10" || got["ipva"]["dueDate"] != "2026-01-31" {
			t.Errorf("after the table was typed: %v", got)
		}

		pay := func(kind, role, body string) response {
			return h.call("POST", "/api/obligations/"+kind+"/payments", role, body)
		}
		body := func(due string) string {
			return fmt.Sprintf(`{"vehicleId":%v,"dueDate":%q,"date":"2026-08-05","amount":167.74,"accountId":%v}`, gol["id"], due, bank)
		}
		if res := pay("licensing", "viewer", body("2026-08-10")); res.Status != http.StatusForbidden {
			t.Errorf("a Leitor pays: %d", res.Status)
		}
		wantFields(t, pay("licensing", "user", body("2026-11-30")),
			map[string]string{"dueDate": "Pela tabela do estado, este veículo não tem esse vencimento nesse dia"})
		if res := pay("licensing", "user", body("2026-08-10")); res.Status != http.StatusCreated {
			t.Fatalf("pay: %d %s", res.Status, res.Body)
		}
		wantFields(t, pay("licensing", "user", body("2026-08-10")), map[string]string{"dueDate": "Esta parcela já foi paga"})
		if got := year(); got["licensing"]["status"] != "paid" || got["licensing"]["paymentId"] == 0.0 {
			t.Errorf("after the payment: %v", got["licensing"])
		}
		if res := h.call("DELETE", "/api/vehicle-tax-rules/SP", "admin", ""); res.Status != http.StatusNoContent {
			t.Errorf("delete the table: %d", res.Status)
		}
		if got := year(); len(got) != 0 {
			t.Errorf("no table, no taxes: %v", got)
		}
	})
}

// TestIPTUDaysFollowTheMonthEnd: an IPTU first due on 29/02 falls on 28/02 in 2026 and on the 29th of the months
// after; one due on the 31st falls on each month's last day when it is shorter (today 2026-11-23).
func TestIPTUDaysFollowTheMonthEnd(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		for day, want := range map[string][]string{
			"02-29": {"2026-02-28", "2026-03-29", "2026-04-29"},
			"01-31": {"2026-01-31", "2026-02-28", "2026-03-31"},
		} {
			id := h.createAsset(`{"counterpart":"opening","description":"Loja ` + day + `","type":"real_estate","acquisitionValue":1000,"currentValue":1000,
				"acquisitionDate":"2025-01-10","details":{"address":"Rua A, 1"},"iptuAmount":300,"iptuInstallments":3,"iptuFirstDue":"` + day + `"}`)
			var got []string
			for _, o := range h.call("GET", "/api/obligations?from=2026-01-01&to=2026-12-31", "viewer", "").json(t)["data"].([]any) {
				if item := o.(map[string]any); item["recordId"] == float64(id) {
					got = append(got, item["dueDate"].(string))
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("first due %s: %v, want %v", day, got, want)
			}
		}
	})
}

// TestSoldPropertyKeepsItsIPTUUntilTheSale: a property sold on 15/05/2026 keeps in the calendar its IPTU
// installments due until then — January paid, the others still owed — and none after (today 2026-11-23).
func TestSoldPropertyKeepsItsIPTUUntilTheSale(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":5000,"openingDate":"2025-01-02"}`)["id"]
		shop := h.createAsset(`{"counterpart":"opening","description":"Loja vendida","type":"real_estate","acquisitionValue":1000,"currentValue":1000,
			"acquisitionDate":"2025-01-10","details":{"address":"Rua A, 1"},"iptuAmount":1200,"iptuInstallments":10,"iptuFirstDue":"01-10"}`)
		if res := h.call("POST", "/api/obligations/iptu/payments", "user", fmt.Sprintf(`{"assetId":%d,"dueDate":"2026-01-10","date":"2026-01-10","amount":120,"accountId":%v}`, shop, bank)); res.Status != http.StatusCreated {
			t.Fatalf("pay January: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", fmt.Sprintf("/api/assets/%d/sell", shop), "user", fmt.Sprintf(`{"accountId":%v,"saleDate":"2026-05-15","saleValue":1500,
			"buyerName":"Caio","paymentMethod":"cash"}`, bank)); res.Status != http.StatusOK && res.Status != http.StatusCreated {
			t.Fatalf("sell: %d %s", res.Status, res.Body)
		}
		var got []string
		for _, o := range h.call("GET", "/api/obligations?from=2026-01-01&to=2026-12-31", "viewer", "").json(t)["data"].([]any) {
			if item := o.(map[string]any); item["recordId"] == float64(shop) {
				got = append(got, fmt.Sprint(item["dueDate"], " ", item["status"]))
			}
		}
		want := []string{"2026-01-10 paid", "2026-02-10 overdue", "2026-03-10 overdue", "2026-04-10 overdue", "2026-05-10 overdue"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("calendar of the sold property: %v, want %v", got, want)
		}
	})
}

// TestOwnVehicleTaxesAPI: a vehicle of the company's own (an asset of type vehicle) keeps its UF, IPVA, licenciamento
// and exemption, and has them in the calendar by São Paulo's table; the fields answer their pt-BR messages — a UF on
// another type, a UF without a valid plate among them; its licenciamento is paid on its own route, once, on the day
// the table gives; a Leitor pays nothing and a property has no IPVA (today 2026-11-23).
func TestOwnVehicleTaxesAPI(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":5000,"openingDate":"2025-01-02"}`)["id"]
		asset := func(kind, plate, extra string) string {
			return `{"counterpart":"opening","description":"Hilux da diretoria","type":"` + kind + `","acquisitionValue":90000,"currentValue":90000,
				"acquisitionDate":"2025-06-01","details":{"address":"Rua A, 1","licensePlate":"` + plate + `"}` + extra + `}`
		}
		for _, c := range []struct {
			name, body string
			fields     map[string]string
		}{
			{"another type", asset("other", "", `,"registrationState":"SP"`),
				map[string]string{"registrationState": "Só um veículo tem UF de registro, IPVA e licenciamento"}},
			{"bad fields", asset("vehicle", "", `,"registrationState":"XX","ipvaAmount":0,"licensingAmount":-1`),
				map[string]string{"registrationState": "UF inválida: use a sigla do estado, como SP", "ipvaAmount": "O valor deve ser maior que zero",
					"licensingAmount": "O valor deve ser maior que zero", "details.licensePlate": "Placa é obrigatória"}},
			{"a plate the tables cannot read", asset("vehicle", "HILUX", `,"registrationState":"SP"`),
				map[string]string{"details.licensePlate": "Placa inválida. Use o formato ABC-1234 ou ABC1D23 (Mercosul)"}},
		} {
			t.Run(c.name, func(t *testing.T) { wantFields(t, h.call("POST", "/api/assets", "user", c.body), c.fields) })
		}
		hilux := h.createAsset(asset("vehicle", "HIL1A23", `,"registrationState":"sp","ipvaAmount":3100,"licensingAmount":167.74`))
		kept := h.call("GET", fmt.Sprintf("/api/assets/%d", hilux), "viewer", "").json(t)["data"].(map[string]any)
		if kept["registrationState"] != "SP" || kept["ipvaAmount"] != 3100.0 || kept["licensingAmount"] != 167.74 || kept["ipvaExempt"] != false {
			t.Errorf("the asset kept %v %v %v %v", kept["registrationState"], kept["ipvaAmount"], kept["licensingAmount"], kept["ipvaExempt"])
		}
		shop := h.createAsset(asset("real_estate", "", ""))
		august := h.call("GET", "/api/obligations?from=2026-08-01&to=2026-08-31", "viewer", "").json(t)["data"].([]any)
		if len(august) != 1 || fmt.Sprint(august[0].(map[string]any)["kind"], " ", august[0].(map[string]any)["amount"], " ",
			august[0].(map[string]any)["description"]) != "asset_licensing 167.74 Licenciamento 2026: Hilux da diretoria HIL1A23" {
			t.Fatalf("August: %v", august)
		}
		pay := func(kind, role string, id any, due string) response {
			return h.call("POST", "/api/obligations/"+kind+"/payments", role,
				fmt.Sprintf(`{"assetId":%v,"dueDate":"%s","date":"2026-08-20","amount":167.74,"accountId":%v}`, id, due, bank))
		}
		if res := pay("asset_licensing", "viewer", hilux, "2026-08-31"); res.Status != http.StatusForbidden {
			t.Errorf("a Leitor pays: %d", res.Status)
		}
		if res := pay("asset_ipva", "user", shop, "2026-01-31"); res.Status != http.StatusNotFound {
			t.Errorf("a property's IPVA: %d %s", res.Status, res.Body)
		}
		wantFields(t, pay("asset_licensing", "user", hilux, "2026-08-30"),
			map[string]string{"dueDate": "Pela tabela do estado, este veículo não tem esse vencimento nesse dia"})
		if res := pay("asset_licensing", "user", hilux, "2026-08-31"); res.Status != http.StatusCreated {
			t.Fatalf("pay: %d %s", res.Status, res.Body)
		}
		wantFields(t, pay("asset_licensing", "user", hilux, "2026-08-31"), map[string]string{"dueDate": "Esta parcela já foi paga"})
		august = h.call("GET", "/api/obligations?from=2026-08-01&to=2026-08-31", "viewer", "").json(t)["data"].([]any)
		if o := august[0].(map[string]any); o["status"] != "paid" || o["paymentId"] == 0.0 {
			t.Errorf("after the payment: %v", o)
		}
	})
}
