package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/pix"
	"patrimonio/internal/validate"
)

// receivablesTotalOn reads the dashboard's receivablesTotal as of the end of day.
func (h *harness) receivablesTotalOn(day string) json.Number {
	h.t.Helper()
	res := h.call("GET", "/api/dashboard?date="+day, "viewer", "")
	var body struct {
		Data struct{ ReceivablesTotal json.Number }
	}
	dec := json.NewDecoder(strings.NewReader(res.Body))
	dec.UseNumber()
	if err := dec.Decode(&body); err != nil || res.Status != http.StatusOK {
		h.t.Fatalf("dashboard on %s: %v %s", day, err, res.Body)
	}
	return body.Data.ReceivablesTotal
}

// sellInInstallments sells a new land of 80 000 bought on 2025-01-10 for 100 000: 20 000 down into account, the
// rest in 4 monthly installments from 2025-03-10; it returns the receivable's id.
func (h *harness) sellInInstallments(account any) any {
	h.t.Helper()
	land := h.createAsset(`{"counterpart":"opening","description":"Terreno Norte","type":"other","acquisitionValue":80000,"currentValue":80000,"acquisitionDate":"2025-01-10"}`)
	res := h.call("POST", fmt.Sprintf("/api/assets/%d/sell", land), "user", fmt.Sprintf(`{"saleDate":"2025-02-10","saleValue":100000,
		"buyerName":"Marina Costa","paymentMethod":"installments","installments":4,"downPayment":20000,"firstDueDate":"2025-03-10","accountId":%v}`, account))
	if res.Status != http.StatusOK {
		h.t.Fatalf("sell in installments: %d %s", res.Status, res.Body)
	}
	return data(h.t, res)["sale"].(map[string]any)["receivableId"]
}

// TestInstallmentSaleThroughTheAPI: a sale in installments at a profit raises the net worth by the profit on its
// day and leaves the rest to receive on the dashboard; a receipt moves value from the receivable to the account
// (net worth unchanged); the list, the detail and the receipts say where it stands; deleting the receipt (admin)
// puts it back.
func TestInstallmentSaleThroughTheAPI(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"name":"Itaú","kind":"checking","openingDate":"2025-01-01"}`)["id"]
		rec := h.sellInInstallments(bank)
		before, _ := h.netWorthOn("2025-02-09")
		after, cash := h.netWorthOn("2025-02-10")
		if before != "80000.00" && before != "80000" || after != "100000" && after != "100000.00" || cash != "20000" && cash != "20000.00" {
			t.Errorf("net worth %s → %s, cash %s", before, after, cash)
		}
		if got := h.receivablesTotalOn("2025-02-10"); got != "80000" && got != "80000.00" {
			t.Errorf("receivables on the sale day: %s", got)
		}
		path := fmt.Sprintf("/api/receivables/%v", rec)
		detail := data(t, h.call("GET", path, "viewer", ""))
		installments := detail["installments"].([]any)
		if detail["status"] != "overdue" || detail["balance"] != 80000.0 || detail["downPayment"] != 20000.0 || len(installments) != 4 ||
			installments[3].(map[string]any)["dueDate"] != "2025-06-10" || installments[0].(map[string]any)["amount"] != 20000.0 ||
			detail["debtorName"] != "Marina Costa" {
			t.Errorf("detail %v", detail)
		}
		// Overdue since 10/03/2025: 2 % of multa and 1 % a.m. of mora pro rata die until today (23/11/2026, 623 days).
		if first := installments[0].(map[string]any); first["lateFine"] != 400.0 || first["lateInterest"] != 4153.33 {
			t.Errorf("late charges of the first installment: %v", first)
		}
		res := h.call("POST", path+"/receipts", "user", fmt.Sprintf(`{"date":"2025-03-10","amount":20000,"accountId":%v}`, bank))
		if res.Status != http.StatusCreated {
			t.Fatalf("receipt: %d %s", res.Status, res.Body)
		}
		receipt := data(t, res)
		if receipt["accountName"] != "Itaú" || receipt["amount"] != 20000.0 {
			t.Errorf("receipt %v", receipt)
		}
		if net, cash := h.netWorthOn("2025-03-10"); net != after || cash != "40000" && cash != "40000.00" {
			t.Errorf("after the receipt: net %s (want %s), cash %s", net, after, cash)
		}
		if got := h.receivablesTotalOn("2025-03-10"); got != "60000" && got != "60000.00" {
			t.Errorf("receivables after the receipt: %s", got)
		}
		list := h.call("GET", "/api/receivables?status=overdue", "viewer", "")
		var body struct {
			Data []map[string]any
			Meta struct{ Summary map[string]any }
		}
		if err := json.Unmarshal([]byte(list.Body), &body); err != nil || len(body.Data) != 1 || body.Meta.Summary["balance"] != 60000.0 ||
			body.Meta.Summary["overdue"] != 60000.0 || body.Data[0]["nextDueDate"] != "2025-04-10" {
			t.Errorf("overdue list: %v %s", err, list.Body)
		}
		if got := h.call("GET", "/api/receivables?status=paid", "viewer", "").json(t)["data"].([]any); len(got) != 0 {
			t.Errorf("paid list: %v", got)
		}
		if res := h.call("GET", "/api/receivables?status=late", "viewer", ""); res.Status != http.StatusBadRequest {
			t.Errorf("unknown status: %d", res.Status)
		}
		receipts := h.call("GET", path+"/receipts", "viewer", "")
		if !strings.Contains(receipts.Body, `"date":"2025-03-10"`) {
			t.Errorf("receipts: %s", receipts.Body)
		}
		del := fmt.Sprintf("%s/receipts/%v", path, receipt["id"])
		if res := h.call("DELETE", del, "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("delete receipt: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", del, "admin", ""); res.Status != http.StatusNotFound {
			t.Errorf("deleted twice: %d", res.Status)
		}
		if net, cash := h.netWorthOn("2025-03-10"); net != after || cash != "20000" && cash != "20000.00" {
			t.Errorf("after the receipt was deleted: net %s, cash %s", net, cash)
		}

		// A vehicle in installments, no down payment: nothing enters the account, its price cannot change.
		toro := `{"counterpart":"opening","make":"Fiat","model":"Toro","year":2022,"licensePlate":"TOR0A22","color":"Preto","purchasePrice":90000,
			"sellingPrice":110000,"purchaseDate":"2025-01-05"}`
		v := data(t, h.call("POST", "/api/vehicles", "user", toro))
		res = h.call("PUT", fmt.Sprintf("/api/vehicles/%v/sell", v["id"]), "user", fmt.Sprintf(`{"sellingPrice":110000,"soldDate":"2025-05-05",
			"paymentMethod":"installments","installments":10,"accountId":%v}`, bank))
		sold := data(t, res)
		if res.Status != http.StatusOK || sold["receivableId"] == nil || sold["saleAccountId"] != nil || sold["salePaymentMethod"] != "installments" {
			t.Fatalf("vehicle in installments: %d %s", res.Status, res.Body)
		}
		vr := data(t, h.call("GET", fmt.Sprintf("/api/receivables/%v", sold["receivableId"]), "viewer", ""))
		if vr["amount"] != 110000.0 || vr["installmentCount"] != 10.0 || vr["nextDueDate"] != "2025-06-05" || vr["vehicleId"] != v["id"] {
			t.Errorf("vehicle receivable %v", vr)
		}
		res = h.call("PUT", fmt.Sprintf("/api/vehicles/%v", v["id"]), "user", strings.Replace(toro, "110000", "120000", 1))
		if res.Status != http.StatusConflict || errorCode(t, res) != "sale_in_installments" {
			t.Errorf("price of a sale in installments: %d %s", res.Status, res.Body)
		}
	})
}

// TestReceivableValidationMessages: each wrong sale in installments or receipt answers 422 with its pt-BR message
// on its field (today is 2026-11-23).
func TestReceivableValidationMessages(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"name":"Itaú","kind":"checking","openingDate":"2025-01-01"}`)["id"]
		rec := h.sellInInstallments(bank)
		other := h.createAsset(`{"counterpart":"opening","description":"Sala","type":"other","acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2025-01-10"}`)
		sell := fmt.Sprintf("/api/assets/%d/sell", other)
		sale := func(rest string) string {
			return `{"counterpart":"withdrawal","saleDate":"2025-02-10","saleValue":1000,"buyerName":"Ana","paymentMethod":"installments",` + rest + `}`
		}
		receipts := fmt.Sprintf("/api/receivables/%v/receipts", rec)
		cases := []struct{ name, path, body, field, msg string }{
			{"down payment of the whole price", sell, sale(`"installments":2,"downPayment":1000`), "downPayment", "Entrada deve ser menor que o valor da venda"},
			{"negative down payment", sell, sale(`"installments":2,"downPayment":-1`), "downPayment", "Entrada não pode ser negativa"},
			{"one installment", sell, sale(`"installments":1`), "installments", "Número de parcelas deve ser maior que 1"},
			{"first due before the sale", sell, sale(`"installments":2,"firstDueDate":"2025-02-09"`), "firstDueDate", "Primeiro vencimento não pode ser anterior à data da venda"},
			{"installments below a centavo", sell, sale(`"installments":600,"downPayment":999.99`), "installments", "Cada parcela deve ser de pelo menos R$ 0,01"},
			{"receipt without date", receipts, fmt.Sprintf(`{"amount":1,"accountId":%v}`, bank), "date", "Data do recebimento é obrigatória"},
			{"receipt in the future", receipts, fmt.Sprintf(`{"date":"2026-11-24","amount":1,"accountId":%v}`, bank), "date", "Data não pode ser posterior a hoje"},
			{"receipt of nothing", receipts, fmt.Sprintf(`{"date":"2025-03-10","amount":0,"accountId":%v}`, bank), "amount", "Valor deve ser maior que zero"},
			{"receipt without account", receipts, `{"date":"2025-03-10","amount":1}`, "accountId", "Informe a conta em que o valor entrou"},
			{"receipt into no account", receipts, `{"date":"2025-03-10","amount":1,"accountId":99999}`, "accountId", "Conta não encontrada"},
			{"receipt above the balance", receipts, fmt.Sprintf(`{"date":"2025-03-10","amount":80000.01,"accountId":%v}`, bank), "amount", "Valor maior que o saldo a receber"},
			{"receipt before the sale", receipts, fmt.Sprintf(`{"date":"2025-02-09","amount":1,"accountId":%v}`, bank), "date", "Data do recebimento não pode ser anterior à data da venda"},
			{"receipt of no such installment", receipts, fmt.Sprintf(`{"date":"2025-03-10","amount":1,"accountId":%v,"installmentNumber":99}`, bank), "installmentNumber", "Parcela inexistente nesta venda"},
		}
		for _, c := range cases {
			res := h.call("POST", c.path, "user", c.body)
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		if got := h.call("GET", receipts, "viewer", "").json(t)["data"].([]any); len(got) != 0 {
			t.Errorf("receipts after the refusals: %v", got)
		}
	})
}

// TestReceivableAccessByRole is the role × route table of the receivables: Leitor reads, Usuário records
// receipts, Administrador deletes them.
func TestReceivableAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/receivables", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/receivables/{rec}", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/receivables/{rec}/receipts", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/receivables/{rec}/receipts", `{"date":"2025-03-10","amount":10,"accountId":{account}}`, [4]int{created, created, denied, unauth}},
			{"DELETE", "/api/receivables/{rec}/receipts/{receipt}", "", [4]int{noContent, denied, denied, unauth}},
			{"GET", "/api/receivables/{rec}/installments/2/pix", "", [4]int{ok, ok, ok, unauth}},
		},
		setup: func(h *harness) map[string]string {
			h.setPixKey()
			account := h.createAccount("admin", `{"name":"Itaú","kind":"checking","openingDate":"2025-01-01"}`)["id"]
			rec := h.sellInInstallments(account)
			receipt := data(h.t, h.call("POST", fmt.Sprintf("/api/receivables/%v/receipts", rec), "admin",
				fmt.Sprintf(`{"date":"2025-03-10","amount":10,"accountId":%v}`, account)))["id"]
			return map[string]string{"{account}": fmt.Sprint(account), "{rec}": fmt.Sprint(rec), "{receipt}": fmt.Sprint(receipt)}
		},
	}.run(t)
}

// TestSaleFinancedWithInterest: a vehicle sold with R$ 10.000,00 down and the rest, R$ 100.000,00, financed by the
// company in 12 Price installments at 1 % a.m.: the installments carry their interest, the receivable is the
// principal in the net worth, a receipt of the first installment raises the net worth by its interest only, and no
// receipt may pass what the buyer still owes with the interest; a rate without a system is 422.
func TestSaleFinancedWithInterest(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"name":"Itaú","kind":"checking","openingDate":"2025-01-01"}`)["id"]
		vehicle := data(t, h.call("POST", "/api/vehicles", "user", `{"counterpart":"opening","make":"Toyota","model":"Hilux","year":2023,"licensePlate":"HLX2A34",
			"color":"Prata","purchasePrice":90000,"sellingPrice":110000,"purchaseDate":"2025-01-05"}`))
		sell := fmt.Sprintf("/api/vehicles/%v/sell", vehicle["id"])
		wantFields(t, h.call("PUT", sell, "user", `{"sellingPrice":110000,"soldDate":"2025-05-05","paymentMethod":"installments",
			"installments":12,"downPayment":10000,"firstDueDate":"2025-06-05","interestRate":1,"counterpart":"withdrawal"}`), map[string]string{"system": validate.MsgSaleSystem})
		if res := h.call("PUT", sell, "user", fmt.Sprintf(`{"sellingPrice":110000,"soldDate":"2025-05-05","paymentMethod":"installments",
			"installments":12,"downPayment":10000,"firstDueDate":"2025-06-05","interestRate":1,"system":"price","accountId":%v}`, bank)); res.Status != http.StatusOK {
			t.Fatalf("sale: %d %s", res.Status, res.Body)
		}
		list := h.call("GET", "/api/receivables", "viewer", "")
		var body struct{ Data []map[string]any }
		if err := json.Unmarshal([]byte(list.Body), &body); err != nil || len(body.Data) != 1 {
			t.Fatalf("receivables: %s", list.Body)
		}
		path := fmt.Sprintf("/api/receivables/%v", body.Data[0]["id"])
		detail := data(t, h.call("GET", path, "viewer", ""))
		first := detail["installments"].([]any)[0].(map[string]any)
		last := detail["installments"].([]any)[11].(map[string]any)
		if detail["amount"] != 100000.0 || detail["interestRate"] != 1.0 || detail["system"] != "price" ||
			first["amount"] != 8884.88 || first["interest"] != 1000.0 || last["interest"] != 87.97 {
			t.Fatalf("detail: %v", detail)
		}
		interest := detail["interest"].(float64)
		if balance := detail["balance"].(float64); balance != 100000+interest {
			t.Fatalf("balance %v, interest %v", balance, interest)
		}
		if got := h.receivablesTotalOn("2025-05-05"); got != "100000" && got != "100000.00" {
			t.Errorf("receivables on the sale day: %s", got)
		}
		before, _ := h.netWorthOn("2025-06-04")
		if res := h.call("POST", path+"/receipts", "user", fmt.Sprintf(`{"date":"2025-06-05","amount":8884.88,"accountId":%v}`, bank)); res.Status != http.StatusCreated {
			t.Fatalf("receipt: %d %s", res.Status, res.Body)
		}
		after, _ := h.netWorthOn("2025-06-05")
		if diff := reais(t, after) - reais(t, before); diff != 1000_00 {
			t.Errorf("net worth %s → %s: %d centavos, want the first installment's interest, 100000", before, after, diff)
		}
		if got := h.receivablesTotalOn("2025-06-05"); got != "92115.12" {
			t.Errorf("principal still to receive: %s, want 92115.12", got)
		}
		rest := fmt.Sprintf("%.2f", 100000+interest-8884.88)
		over := fmt.Sprintf("%.2f", 100000+interest-8884.88+0.01)
		wantFields(t, h.call("POST", path+"/receipts", "user", fmt.Sprintf(`{"date":"2025-06-06","amount":%s,"accountId":%v}`, over, bank)),
			map[string]string{"amount": validate.MsgReceiptTooLarge})
		if res := h.call("POST", path+"/receipts", "user", fmt.Sprintf(`{"date":"2025-06-06","amount":%s,"accountId":%v}`, rest, bank)); res.Status != http.StatusCreated {
			t.Fatalf("the rest: %d %s", res.Status, res.Body)
		}
		if got := data(t, h.call("GET", path, "viewer", "")); got["status"] != "paid" || got["balance"] != 0.0 {
			t.Fatalf("after the rest: %v", got)
		}
		if got := h.receivablesTotalOn("2025-06-06"); got != "0" && got != "0.00" {
			t.Errorf("principal after everything was received: %s", got)
		}
	})
}

// setPixKey gives the company the Pix key of a CNPJ, typed with its mask.
func (h *harness) setPixKey() {
	h.t.Helper()
	if res := h.call("PUT", "/api/settings", "admin", `{"pixKeyType":"cnpj","pixKey":"11.222.333/0001-81","pixName":"Imobiliária São João",
		"pixCity":"São Paulo"}`); res.Status != http.StatusOK {
		h.t.Fatalf("set the Pix key: %d %s", res.Status, res.Body)
	}
}

// TestCompanyPixKey: each key type's rule refuses a wrong key in pt-BR and saves nothing; a good one is kept as the
// Pix directory writes it, and removing it takes the name and city's requirement with it.
func TestCompanyPixKey(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct{ body, field, msg string }{
			{`{"pixKeyType":"cpf","pixKey":"123.456.789-00","pixName":"Ana","pixCity":"Campinas"}`, "pixKey", validate.MsgPixKeyCPF},
			{`{"pixKeyType":"cnpj","pixKey":"11.222.333/0001-80","pixName":"Ana","pixCity":"Campinas"}`, "pixKey", validate.MsgPixKeyCNPJ},
			{`{"pixKeyType":"email","pixKey":"financeiro@","pixName":"Ana","pixCity":"Campinas"}`, "pixKey", validate.MsgPixKeyEmail},
			{`{"pixKeyType":"phone","pixKey":"+1 415 555 0100","pixName":"Ana","pixCity":"Campinas"}`, "pixKey", validate.MsgPixKeyPhone},
			{`{"pixKeyType":"random","pixKey":"123e4567","pixName":"Ana","pixCity":"Campinas"}`, "pixKey", validate.MsgPixKeyRandom},
			{`{"pixKeyType":"boleto","pixKey":"123","pixName":"Ana","pixCity":"Campinas"}`, "pixKeyType", validate.MsgPixKeyType},
			{`{"pixKeyType":"cpf","pixKey":"","pixName":"Ana","pixCity":"Campinas"}`, "pixKey", validate.MsgPixKeyBlank},
			{`{"pixKeyType":"cpf","pixKey":"123.456.789-09","pixName":"","pixCity":"Campinas"}`, "pixName", validate.MsgPixName},
			{`{"pixKeyType":"cpf","pixKey":"123.456.789-09","pixName":"Ana","pixCity":"São José dos Campos"}`, "pixCity", validate.MsgPixCity},
		} {
			wantFields(t, h.call("PUT", "/api/settings", "admin", c.body), map[string]string{c.field: c.msg})
		}
		if st := data(t, h.call("GET", "/api/settings", "", "")); st["pixKey"] != "" || st["pixKeyType"] != "" {
			t.Fatalf("a refused key was kept: %v", st)
		}
		if res := h.call("PUT", "/api/settings", "user", `{"pixKeyType":"cpf","pixKey":"123.456.789-09"}`); res.Status != http.StatusForbidden {
			t.Fatalf("a Usuário set the Pix key: %d", res.Status)
		}
		st := data(t, h.call("PUT", "/api/settings", "admin", `{"pixKeyType":"phone","pixKey":"(11) 91234-5678","pixName":"Ana","pixCity":"Campinas"}`))
		if st["pixKey"] != "+5511912345678" || st["pixKeyType"] != "phone" {
			t.Fatalf("saved %v", st)
		}
		if st := data(t, h.call("PUT", "/api/settings", "admin", `{"pixKeyType":"","pixKey":"","pixName":"","pixCity":""}`)); st["pixKey"] != "" {
			t.Fatalf("the key was not removed: %v", st)
		}
	})
}

// TestInstallmentPix: an open installment's Pix charge carries what is open of it — less a receipt that named it —
// with a txid naming the bill, and its QR code; without a key, for a paid installment or one that does not exist,
// a clear refusal.
func TestInstallmentPix(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := h.createAccount("user", `{"name":"Itaú","kind":"checking","openingDate":"2025-01-01"}`)["id"]
		rec := h.sellInInstallments(bank) // 4 installments of 20 000 from 2025-03-10
		path := func(n int) string { return fmt.Sprintf("/api/receivables/%v/installments/%d/pix", rec, n) }
		refused := func(res response, status int, msg string) {
			t.Helper()
			if res.Status != status || res.json(t)["error"] != msg {
				t.Fatalf("status %d %s, want %d %q", res.Status, res.Body, status, msg)
			}
		}
		refused(h.call("GET", path(1), "viewer", ""), http.StatusConflict, validate.MsgPixNotSet)
		h.setPixKey()

		receive := func(body string) {
			t.Helper()
			if res := h.call("POST", fmt.Sprintf("/api/receivables/%v/receipts", rec), "user", fmt.Sprintf(body, bank)); res.Status != http.StatusCreated {
				t.Fatalf("receipt: %d %s", res.Status, res.Body)
			}
		}
		receive(`{"date":"2025-03-10","amount":5000,"accountId":%v,"installmentNumber":2}`)
		got := data(t, h.call("GET", path(2), "viewer", ""))
		txid := fmt.Sprintf("R%vP2", rec)
		want := pix.Payload(pix.Charge{Key: "11222333000181", Name: "Imobiliária São João", City: "São Paulo", Amount: 1500000, TxID: txid})
		if got["amount"] != 15000.0 || got["txid"] != txid || got["code"] != want || got["dueDate"] != "2025-04-10" ||
			got["key"] != "11222333000181" || !strings.HasPrefix(got["qrCode"].(string), "data:image/png;base64,") {
			t.Fatalf("pix %v, want code %s", got, want)
		}
		if !strings.Contains(want, "540815000.00") || !strings.Contains(want, "5920Imobiliaria Sao Joao") {
			t.Fatalf("the code %s does not carry the open amount and the plain name", want)
		}

		receive(`{"date":"2025-03-10","amount":20000,"accountId":%v}`) // pays the first installment
		refused(h.call("GET", path(1), "viewer", ""), http.StatusConflict, validate.MsgPixNothingDue)
		refused(h.call("GET", path(5), "viewer", ""), http.StatusNotFound, validate.MsgInstallmentNotFound)
		refused(h.call("GET", fmt.Sprintf("/api/receivables/%v/installments/x/pix", rec), "viewer", ""), http.StatusNotFound, validate.MsgInstallmentNotFound)
		if res := h.call("GET", "/api/receivables/999/installments/1/pix", "viewer", ""); res.Status != http.StatusNotFound {
			t.Fatalf("another receivable: %d", res.Status)
		}
	})
}
