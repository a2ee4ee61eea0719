package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// data returns the "data" object of a response.
func data(t *testing.T, r response) map[string]any {
	t.Helper()
	d, ok := r.json(t)["data"].(map[string]any)
	if !ok {
		t.Fatalf("no data object: %s", r.Body)
	}
	return d
}

// createAsset makes an asset through the API and returns its id.
func (h *harness) createAsset(body string) int64 {
	h.t.Helper()
	res := h.call("POST", "/api/assets", "user", body)
	if res.Status != http.StatusCreated {
		h.t.Fatalf("create asset: %d %s", res.Status, res.Body)
	}
	return int64(data(h.t, res)["id"].(float64))
}

const houseJSON = `{"counterpart":"opening","description":"Casa Jardim","type":"real_estate","acquisitionValue":0.10,"currentValue":0.20,
	"acquisitionDate":"2024-02-10","details":{"address":"Rua A, 1","area":120.5,"rooms":3,"garage":true}}`

// wantFields checks a 422 and its exact field messages.
func wantFields(t *testing.T, res response, want map[string]string) {
	t.Helper()
	if res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("status %d, want 422: %s", res.Status, res.Body)
	}
	fields, _ := res.json(t)["fields"].(map[string]any)
	if len(fields) != len(want) {
		t.Fatalf("fields %v, want %v", fields, want)
	}
	for k, v := range want {
		if fields[k] != v {
			t.Fatalf("field %s = %q, want %q (all: %v)", k, fields[k], v, fields)
		}
	}
}

func TestAssetValidationMessages(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		wantFields(t, h.call("POST", "/api/assets", "user", `{"counterpart":"opening","type":"real_estate","acquisitionValue":0,"currentValue":-1}`), map[string]string{
			"description":      "Descrição é obrigatória",
			"acquisitionValue": "Valor de aquisição deve ser maior que zero",
			"currentValue":     "Valor atual deve ser maior que zero",
			"acquisitionDate":  "Data de aquisição é obrigatória",
			"details.address":  "Endereço é obrigatório para imóveis",
		})
		// The type defaults to real estate, so the address is required without one.
		wantFields(t, h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"X","acquisitionValue":1,"currentValue":1,"acquisitionDate":"2024-01-01"}`),
			map[string]string{"details.address": "Endereço é obrigatório para imóveis"})

		id := h.createAsset(houseJSON)
		path := fmt.Sprintf("/api/assets/%d", id)
		// Edit: the same rules without the address.
		wantFields(t, h.call("PUT", path, "user", `{"description":" ","type":"real_estate","acquisitionValue":0,"currentValue":0,"acquisitionDate":null}`), map[string]string{
			"description":      "Descrição é obrigatória",
			"acquisitionValue": "Valor de aquisição deve ser maior que zero",
			"currentValue":     "Valor atual deve ser maior que zero",
			"acquisitionDate":  "Data de aquisição é obrigatória",
		})
		wantFields(t, h.call("PUT", path, "user", `{"description":"Casa","type":"real_estate","acquisitionValue":1,"currentValue":1,"acquisitionDate":"2024-02-10","attachments":[{"url":"/uploads/0123456789abcdef0123456789abcdef.png"}]}`),
			map[string]string{"attachments": "Anexo inválido: envie o arquivo antes de anexá-lo"})

		wantFields(t, h.call("POST", path+"/exchange", "user", `{"exchangeDate":"","newAssets":[]}`), map[string]string{
			"exchangeDate": "Data da permuta é obrigatória",
			"newAssets":    "Pelo menos um novo ativo deve ser adicionado",
		})
		wantFields(t, h.call("POST", path+"/exchange", "user", `{"exchangeDate":"2026-01-01","newAssets":[{"description":"A","acquisitionValue":1,"currentValue":1},{"description":"","acquisitionValue":0,"currentValue":0}]}`), map[string]string{
			"newAssets.1.description":      "Descrição é obrigatória",
			"newAssets.1.acquisitionValue": "Valor de aquisição deve ser maior que zero",
			"newAssets.1.currentValue":     "Valor atual deve ser maior que zero",
		})

		wantFields(t, h.call("POST", path+"/sell", "user", `{"counterpart":"withdrawal","saleValue":0,"buyerName":"","buyerEmail":"nao-e-email","paymentMethod":"installments","installments":1}`), map[string]string{
			"saleDate":     "Data da venda é obrigatória",
			"saleValue":    "Valor da venda deve ser maior que zero",
			"buyerName":    "Nome do comprador é obrigatório",
			"buyerEmail":   "Email inválido",
			"installments": "Número de parcelas deve ser maior que 1",
		})
		wantFields(t, h.call("POST", path+"/sell", "user", `{"counterpart":"withdrawal","saleDate":"2020-01-01","saleValue":10,"buyerName":"Caio","paymentMethod":"pix"}`), map[string]string{
			"saleDate":      "Data da venda não pode ser anterior à data de aquisição",
			"paymentMethod": "Forma de pagamento inválida",
		})

		if res := h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"X","acquisitionValue":1.234}`); res.Status != http.StatusBadRequest {
			t.Fatalf("three decimals: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/api/assets", "user", `{"description":"X","details":{"owner":"eu"}}`); res.Status != http.StatusBadRequest {
			t.Fatalf("unknown detail field: %d %s", res.Status, res.Body)
		}
	})
}

func TestAssetMoneyStaysExact(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		a := h.createAsset(houseJSON)
		b := h.createAsset(`{"counterpart":"opening","description":"Terreno","type":"other","acquisitionValue":0.20,"currentValue":0.10,"acquisitionDate":"2024-03-01"}`)
		res := h.call("GET", "/api/assets?status=all", "viewer", "")
		body := res.json(t)
		sum := body["meta"].(map[string]any)["summary"].(map[string]any)
		if !strings.Contains(res.Body, `"acquisitionTotal":0.30`) || !strings.Contains(res.Body, `"currentTotal":0.30`) || sum["count"] != 2.0 {
			t.Fatalf("0.10 + 0.20 summary: %s", res.Body)
		}

		path := fmt.Sprintf("/api/assets/%d", a)
		res = h.call("PUT", path, "user", `{"description":"Casa Jardim","type":"real_estate","acquisitionValue":1234567.89,"currentValue":9999999.99,"acquisitionDate":"2024-02-10","details":{"address":"Rua A, 1"}}`)
		if res.Status != 200 || !strings.Contains(res.Body, `"acquisitionValue":1234567.89`) || !strings.Contains(res.Body, `"currentValue":9999999.99`) {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
		res = h.call("GET", "/api/assets?status=active&sort=-acquisitionValue", "viewer", "")
		if !strings.Contains(res.Body, `"acquisitionTotal":1234568.09`) || !strings.Contains(res.Body, `"currentTotal":10000000.09`) {
			t.Fatalf("list after edit: %s", res.Body)
		}
		list := res.json(t)["data"].([]any)
		if list[0].(map[string]any)["id"].(float64) != float64(a) || list[1].(map[string]any)["id"].(float64) != float64(b) {
			t.Fatalf("order: %s", res.Body)
		}

		// The history of the valuation change carries previousValue and newValue.
		res = h.call("GET", path+"/transactions", "viewer", "")
		entries := res.json(t)["data"].([]any)
		last := entries[0].(map[string]any)
		details := last["details"].(map[string]any)
		if last["type"] != "valuation_update" || !strings.Contains(res.Body, `"previousValue":0.20,"newValue":9999999.99`) ||
			details["reason"] != "" || last["user"].(map[string]any)["name"] != "Bruno Usuário" {
			t.Fatalf("history: %s", res.Body)
		}
		if len(entries) != 4 { // created, registered value, edited fields, new value
			t.Fatalf("history has %d entries: %s", len(entries), res.Body)
		}
	})
}

func TestAssetStateRules(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		id := h.createAsset(houseJSON)
		path := fmt.Sprintf("/api/assets/%d", id)
		for _, st := range []string{"sold", "exchanged"} {
			wantFields(t, h.call("PATCH", path+"/status", "user", `{"status":"`+st+`"}`),
				map[string]string{"status": "Use Registrar Venda ou Registrar Permuta para vender ou permutar um ativo"})
		}
		wantFields(t, h.call("PATCH", path+"/status", "user", `{"status":"lost"}`), map[string]string{"status": "Status inválido"})
		res := h.call("PATCH", path+"/status", "user", `{"status":"inactive"}`)
		if res.Status != 200 || data(t, res)["status"] != "inactive" {
			t.Fatalf("to inactive: %d %s", res.Status, res.Body)
		}
		sale := `{"counterpart":"withdrawal","saleDate":"2026-01-05","saleValue":0.30,"buyerName":"Caio Prado","paymentMethod":"installments","installments":10}`
		if res := h.call("POST", path+"/sell", "user", sale); res.Status != http.StatusConflict || res.json(t)["code"] != "asset_not_active" {
			t.Fatalf("sale of an inactive asset: %d %s", res.Status, res.Body)
		}
		exchange := `{"exchangeDate":"2026-01-05","totalValue":5,"newAssets":[{"description":"Lote 1","acquisitionValue":5,"currentValue":5}]}`
		if res := h.call("POST", path+"/exchange", "user", exchange); res.Status != http.StatusConflict {
			t.Fatalf("exchange of an inactive asset: %d %s", res.Status, res.Body)
		}
		h.call("PATCH", path+"/status", "user", `{"status":"active"}`)

		res = h.call("POST", path+"/sell", "user", sale)
		d := data(t, res)
		s := d["sale"].(map[string]any)
		if res.Status != 200 || d["status"] != "sold" || s["installments"] != 10.0 || s["buyerName"] != "Caio Prado" || !strings.Contains(res.Body, `"saleValue":0.30`) {
			t.Fatalf("sale: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", path+"/sell", "user", sale); res.Status != http.StatusConflict {
			t.Fatalf("second sale: %d", res.Status)
		}
		if res := h.call("PATCH", path+"/status", "user", `{"status":"active"}`); res.Status != http.StatusConflict || res.json(t)["code"] != "asset_final" {
			t.Fatalf("reactivate a sold asset: %d %s", res.Status, res.Body)
		}
		edit := `{"counterpart":"opening","description":"Casa vendida","type":"real_estate","acquisitionValue":0.10,"currentValue":%s,"acquisitionDate":"2024-02-10"}`
		if res := h.call("PUT", path, "user", fmt.Sprintf(edit, "99")); res.Status != http.StatusConflict || res.json(t)["code"] != "asset_final" {
			t.Fatalf("revalue a sold asset: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", path, "user", fmt.Sprintf(edit, "0.20")); res.Status != http.StatusOK || data(t, res)["description"] != "Casa vendida" {
			t.Fatalf("rename a sold asset: %d %s", res.Status, res.Body)
		}

		other := h.createAsset(`{"counterpart":"opening","description":"Fazenda","type":"real_estate","acquisitionValue":100,"currentValue":100,"acquisitionDate":"2020-01-01","details":{"address":"Estrada 5"}}`)
		res = h.call("POST", fmt.Sprintf("/api/assets/%d/exchange", other), "user",
			`{"exchangeDate":"2026-02-01","totalValue":1,"notes":"com a construtora","newAssets":[{"description":"Apto 1","type":"real_estate","acquisitionValue":40.10,"currentValue":40.10,"details":{"address":"Rua B","area":50,"rooms":2}},{"description":"Apto 2","acquisitionValue":60.20,"currentValue":60.20,"acquisitionDate":"2026-02-01"}]}`)
		if res.Status != 200 || data(t, res)["asset"].(map[string]any)["status"] != "exchanged" {
			t.Fatalf("exchange: %d %s", res.Status, res.Body)
		}
		hist := h.call("GET", fmt.Sprintf("/api/assets/%d/transactions", other), "viewer", "")
		if !strings.Contains(hist.Body, `"type":"exchange","description":"Permuta do ativo","date":"2026-02-01","amount":100.30`) {
			t.Fatalf("exchange history (total recomputed): %s", hist.Body)
		}
		rel := h.call("GET", fmt.Sprintf("/api/assets/%d/related", other), "viewer", "")
		items := rel.json(t)["data"].([]any)
		if len(items) != 2 || items[0].(map[string]any)["relation"] != "created_in_exchange" || items[0].(map[string]any)["acquisitionDate"] != "2026-02-01" {
			t.Fatalf("related: %s", rel.Body)
		}
		child := int64(items[1].(map[string]any)["id"].(float64))
		rel = h.call("GET", fmt.Sprintf("/api/assets/%d/related", child), "viewer", "")
		if !strings.Contains(rel.Body, `"relation":"original"`) || !strings.Contains(rel.Body, `"relation":"related"`) {
			t.Fatalf("related of a new asset: %s", rel.Body)
		}
	})
}

func TestAssetAttachmentsAndNotFound(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		up := h.upload("/api/upload", "user", map[string][]byte{"fachada.png": pngBytes(t), "escritura.pdf": []byte(pdfBytes)})
		urls := map[string]string{}
		for _, f := range up.json(t)["data"].(map[string]any)["files"].([]any) {
			m := f.(map[string]any)
			urls[m["originalName"].(string)] = m["url"].(string)
		}
		body := fmt.Sprintf(`{"counterpart":"opening","description":"Loja","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01",
			"attachments":[{"url":%q,"name":"fachada.png","category":"outros"},{"url":%q,"category":"escritura"}]}`, urls["fachada.png"], urls["escritura.pdf"])
		id := h.createAsset(body)
		path := fmt.Sprintf("/api/assets/%d", id)
		res := h.call("GET", path, "viewer", "")
		atts := data(t, res)["attachments"].([]any)
		first := atts[0].(map[string]any)
		if len(atts) != 2 || first["type"] != "image" || first["originalName"] != "fachada.png" || first["url"] != urls["fachada.png"] ||
			atts[1].(map[string]any)["category"] != "escritura" || atts[1].(map[string]any)["type"] != "document" {
			t.Fatalf("attachments: %s", res.Body)
		}
		// Edit keeps the PDF with a new category, drops the image.
		res = h.call("PUT", path, "user", fmt.Sprintf(`{"description":"Loja","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01",
			"attachments":[{"id":2,"url":%q,"name":"escritura.pdf","size":1,"mimetype":"x","type":"document","category":"contrato"}]}`, urls["escritura.pdf"]))
		atts = data(t, res)["attachments"].([]any)
		if len(atts) != 1 || atts[0].(map[string]any)["category"] != "contrato" || atts[0].(map[string]any)["mimetype"] != "application/pdf" {
			t.Fatalf("merged: %s", res.Body)
		}
		// Without attachments in the body they stay.
		res = h.call("PUT", path, "user", `{"description":"Loja 2","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01"}`)
		if len(data(t, res)["attachments"].([]any)) != 1 {
			t.Fatalf("attachments dropped without being sent: %s", res.Body)
		}

		for _, c := range []struct{ method, path, body string }{
			{"GET", "/api/assets/99999", ""},
			{"GET", "/api/assets/abc", ""},
			{"PUT", "/api/assets/99999", `{"description":"X","type":"other","acquisitionValue":1,"currentValue":1,"acquisitionDate":"2024-01-01"}`},
			{"PATCH", "/api/assets/99999/status", `{"status":"inactive"}`},
			{"GET", "/api/assets/99999/transactions", ""},
			{"GET", "/api/assets/99999/related", ""},
			{"POST", "/api/assets/99999/sell", `{"counterpart":"withdrawal","saleDate":"2026-01-01","saleValue":1,"buyerName":"X"}`},
			{"POST", "/api/assets/99999/exchange", `{"exchangeDate":"2026-01-01","newAssets":[]}`},
			{"DELETE", "/api/assets/99999", ""},
		} {
			res := h.call(c.method, c.path, "admin", c.body)
			if res.Status != http.StatusNotFound || res.json(t)["error"] != "Ativo não encontrado" {
				t.Errorf("%s %s: %d %s", c.method, c.path, res.Status, res.Body)
			}
		}
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusForbidden {
			t.Fatalf("user deletes: %d", res.Status)
		}
		if res := h.call("POST", "/api/assets", "viewer", houseJSON); res.Status != http.StatusForbidden {
			t.Fatalf("viewer creates: %d", res.Status)
		}
		if res := h.call("DELETE", path, "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("admin deletes: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/assets?status=bogus", "admin", ""); res.Status != http.StatusBadRequest {
			t.Fatalf("bad status filter: %d", res.Status)
		}
	})
}

// TestAssetListFilters: the list filters by every type and status, vehicle and rented included (the web's 'Veículo'
// and 'Alugado'), and the dashboard's 'Total de Ativos' counts what is held — active, inactive and rented — which
// is the list under status=all without the sold and exchanged ones, not the list's default 'active'.
func TestAssetListFilters(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		house := h.createAsset(houseJSON)
		rented := h.createAsset(`{"counterpart":"opening","description":"Sala alugada","type":"real_estate","acquisitionValue":100,"currentValue":100,"acquisitionDate":"2024-01-10","details":{"address":"Rua B, 2"}}`)
		if res := h.call("PATCH", fmt.Sprintf("/api/assets/%d/status", rented), "user", `{"status":"rented"}`); res.Status != http.StatusOK {
			t.Fatalf("rent: %d %s", res.Status, res.Body)
		}
		truck := h.createAsset(`{"counterpart":"opening","description":"Caminhão","type":"vehicle","acquisitionValue":200,"currentValue":150,"acquisitionDate":"2024-01-11","details":{"licensePlate":"ABC1D23"}}`)
		for _, c := range []struct {
			query string
			want  []int64
		}{
			{"", []int64{truck, rented, house}},
			{"status=all", []int64{truck, rented, house}},
			{"status=active", []int64{truck, house}},
			{"status=rented", []int64{rented}},
			{"type=vehicle", []int64{truck}},
			{"type=vehicle&status=rented", nil},
			{"type=real_estate&status=rented", []int64{rented}},
		} {
			res := h.call("GET", "/api/assets?"+c.query, "viewer", "")
			if res.Status != http.StatusOK {
				t.Fatalf("%s: %d %s", c.query, res.Status, res.Body)
			}
			var got []int64
			for _, a := range res.json(t)["data"].([]any) {
				got = append(got, int64(a.(map[string]any)["id"].(float64)))
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s: ids %v, want %v", c.query, got, c.want)
			}
		}
		if res := h.call("GET", "/api/assets?type=car", "viewer", ""); res.Status != http.StatusBadRequest {
			t.Fatalf("bad type filter: %d", res.Status)
		}
		res := h.call("GET", "/api/dashboard", "viewer", "")
		if total := data(t, res)["totalAssets"]; total != 3.0 {
			t.Fatalf("dashboard totalAssets = %v, want the 3 held (active, rented): %s", total, res.Body)
		}
	})
}

// TestRealEstateRegistry: a property's CEP, city and UF, inscrição imobiliária, cartório, matrícula and
// registration day are kept (the CEP as its digits, the UF in capitals); a wrong CEP, UF or day answers 422 with
// its pt-BR message.
func TestRealEstateRegistry(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		body := func(details string) string {
			return `{"counterpart":"opening","description":"Galpão","type":"real_estate","acquisitionValue":900000,"currentValue":950000,
				"acquisitionDate":"2024-05-10","details":{"address":"Rua das Indústrias, 100",` + details + `}}`
		}
		cases := []struct{ name, details, field, msg string }{
			{"short CEP", `"zipCode":"01310-10"`, "details.zipCode", "CEP inválido: use 8 dígitos, como 01310-100"},
			{"unknown UF", `"state":"XX"`, "details.state", "UF inválida: use a sigla do estado, como SP"},
			{"bad day", `"registrationDate":"2024-02-30"`, "details.registrationDate", "Data do registro inválida: use dd/mm/aaaa"},
		}
		for _, c := range cases {
			res := h.call("POST", "/api/assets", "user", body(c.details))
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		res := h.call("POST", "/api/assets", "user", body(`"zipCode":"06460-040","city":" Barueri ","state":"sp",
			"propertyTaxId":"24453.11.22.0001","registryOffice":"Cartório de Registro de Imóveis de Barueri",
			"registrationNumber":"123.456","registrationDate":"2024-06-03"`))
		d, _ := data(t, res)["details"].(map[string]any)
		if a := data(t, res); a["irpfCode"] != "01-19" || a["irpfCodeChosen"] != "" {
			t.Errorf("a property's code follows its type: %v, chosen %q", a["irpfCode"], a["irpfCodeChosen"])
		}
		if res.Status != http.StatusCreated || d["zipCode"] != "06460040" || d["city"] != "Barueri" || d["state"] != "SP" ||
			d["propertyTaxId"] != "24453.11.22.0001" || d["registrationDate"] != "2024-06-03" {
			t.Errorf("registry kept: %d %s", res.Status, res.Body)
		}
		// The table's group 01 has Galpão (01-03); a company's quotas are in group 03 (03-02).
		for _, c := range []struct{ kind, code string }{{"real_estate", "01-03"}, {"other", "03-02"}} {
			res := h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"Código `+c.code+`","type":"`+c.kind+`",
				"acquisitionValue":100,"currentValue":100,"acquisitionDate":"2024-01-10","details":{"address":"Rua A, 1"},"irpfCode":"`+c.code+`"}`)
			if res.Status != http.StatusCreated || data(t, res)["irpfCode"] != c.code {
				t.Errorf("code %s: %d %s", c.code, res.Status, res.Body)
			}
		}
	})
}
