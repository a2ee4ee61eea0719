package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

const gol = `{"counterpart":"opening","make":"Volkswagen","model":"Gol","year":2020,"licensePlate":"abc-1234","color":"Prata",
	"purchasePrice":30000,"sellingPrice":35000.5,"purchaseDate":"2025-01-10"}`

// vehicle creates one as the admin and returns its JSON.
func (h *harness) vehicle(body string) map[string]any {
	h.t.Helper()
	res := h.call("POST", "/api/vehicles", "admin", body)
	if res.Status != http.StatusCreated {
		h.t.Fatalf("create vehicle: %d %s", res.Status, res.Body)
	}
	return res.json(h.t)["data"].(map[string]any)
}

// withField adds a field to a JSON object.
func withField(body, field, value string) string {
	return `{"` + field + `":` + value + `,` + strings.TrimPrefix(body, "{")
}

func vehicleFieldErrors(t *testing.T, res response) map[string]any {
	t.Helper()
	if res.Status != http.StatusUnprocessableEntity {
		t.Fatalf("status %d, want 422: %s", res.Status, res.Body)
	}
	return res.json(t)["fields"].(map[string]any)
}

func TestVehicleValidationMessages(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		next := time.Now().Year() + 1
		fields := vehicleFieldErrors(t, h.call("POST", "/api/vehicles", "user", `{}`))
		want := map[string]string{
			"purchasePrice": "Valor de aquisição deve ser maior que zero",
			"sellingPrice":  "Valor de venda deve ser maior que zero",
			"purchaseDate":  "Data de aquisição é obrigatória",
			"make":          "Marca é obrigatória",
			"model":         "Modelo é obrigatório",
			"year":          "Ano é obrigatório e deve ser válido",
			"licensePlate":  "Placa é obrigatória",
			"accountId":     "Escolha a conta ou a contrapartida deste valor",
		}
		for f, msg := range want {
			if fields[f] != msg {
				t.Errorf("create %s: %q, want %q", f, fields[f], msg)
			}
		}
		if _, ok := fields["color"]; ok || len(fields) != len(want) {
			t.Errorf("create fields %v", fields)
		}

		for year, msg := range map[int]string{
			1899: "Ano é obrigatório e deve ser válido", next + 1: fmt.Sprintf("Ano deve estar entre 1900 e %d", next),
		} {
			body := strings.Replace(gol, `"year":2020`, fmt.Sprintf(`"year":%d`, year), 1)
			if got := vehicleFieldErrors(t, h.call("POST", "/api/vehicles", "user", body))["year"]; got != msg {
				t.Errorf("create year %d: %q", year, got)
			}
		}
		for _, plate := range []string{"AB12345", "ABCD123", "ABC12345", "1BC1234"} {
			body := strings.Replace(gol, "abc-1234", plate, 1)
			if got := vehicleFieldErrors(t, h.call("POST", "/api/vehicles", "user", body))["licensePlate"]; got != "Placa inválida. Use o formato ABC-1234 ou ABC1D23 (Mercosul)" {
				t.Errorf("plate %s: %q", plate, got)
			}
		}
		body := strings.Replace(gol, `"purchasePrice":30000`, `"purchasePrice":-1`, 1)
		if got := vehicleFieldErrors(t, h.call("POST", "/api/vehicles", "user", body))["purchasePrice"]; got != "Valor de aquisição deve ser maior que zero" {
			t.Errorf("negative price: %q", got)
		}

		v := h.vehicle(gol)
		path := fmt.Sprintf("/api/vehicles/%v", v["id"])
		fields = vehicleFieldErrors(t, h.call("PUT", path, "user", `{"year":1899}`))
		want = map[string]string{
			"purchasePrice": "Valor de aquisição deve ser maior que zero",
			"sellingPrice":  "Valor de venda deve ser maior que zero",
			"purchaseDate":  "Data de aquisição é obrigatória",
			"make":          "Marca é obrigatória",
			"model":         "Modelo é obrigatório",
			"year":          fmt.Sprintf("Ano deve estar entre 1900 e %d", next),
			"licensePlate":  "Placa é obrigatória",
			"color":         "Cor é obrigatória",
		}
		for f, msg := range want {
			if fields[f] != msg {
				t.Errorf("edit %s: %q, want %q", f, fields[f], msg)
			}
		}
		edit := strings.Replace(gol, `"year":2020`, fmt.Sprintf(`"year":%d`, next+1), 1)
		if got := vehicleFieldErrors(t, h.call("PUT", path, "user", edit))["year"]; got != fmt.Sprintf("Ano deve estar entre 1900 e %d", next) {
			t.Errorf("edit year next+1: %q", got)
		}
		if res := h.call("PUT", path, "user", strings.Replace(gol, `"year":2020`, fmt.Sprintf(`"year":%d`, next), 1)); res.Status != http.StatusOK {
			t.Errorf("next year refused: %d %s", res.Status, res.Body)
		}
		if got := vehicleFieldErrors(t, h.call("PUT", path, "user", withField(gol, "status", `"sold"`)))["status"]; got != "Para marcar como vendido, registre a venda do veículo" {
			t.Errorf("status sold by edit: %q", got)
		}

		fields = vehicleFieldErrors(t, h.call("PUT", path+"/sell", "user", `{"sellingPrice":0}`))
		if fields["sellingPrice"] != "Preço de venda é obrigatório e deve ser maior que zero" || fields["soldDate"] != "Data da venda é obrigatória" {
			t.Errorf("sale fields %v", fields)
		}
		fields = vehicleFieldErrors(t, h.call("PUT", path+"/sell", "user", `{"counterpart":"withdrawal","sellingPrice":1,"soldDate":"2024-12-31","paymentMethod":"pix"}`))
		if fields["soldDate"] != "Data da venda não pode ser anterior à data de aquisição" || fields["paymentMethod"] != "Forma de pagamento inválida" {
			t.Errorf("sale fields %v", fields)
		}
		if res := h.call("PUT", path+"/sell", "user", `{"sellingPrice":"x"}`); res.Status != http.StatusBadRequest {
			t.Errorf("price as text: %d", res.Status)
		}
		if res := h.call("POST", "/api/vehicles", "user", withField(gol, "owner", `"x"`)); res.Status != http.StatusBadRequest {
			t.Errorf("unknown field: %d", res.Status)
		}
	})
}

func TestVehiclePlates(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		v := h.vehicle(gol)
		if v["licensePlate"] != "ABC1234" || v["status"] != "in_stock" || v["sellingPrice"] != 35000.5 || v["purchaseDate"] != "2025-01-10" {
			t.Fatalf("created %v", v)
		}
		merc := h.vehicle(strings.Replace(gol, "abc-1234", "abc1d23", 1))
		if merc["licensePlate"] != "ABC1D23" {
			t.Fatalf("Mercosul plate stored as %v", merc["licensePlate"])
		}
		res := h.call("POST", "/api/vehicles", "user", strings.Replace(gol, "abc-1234", "ABC 1234", 1))
		if res.Status != http.StatusConflict || res.json(t)["fields"].(map[string]any)["licensePlate"] != "Já existe um veículo não vendido com esta placa" {
			t.Fatalf("duplicate unsold plate: %d %s", res.Status, res.Body)
		}
		res = h.call("PUT", fmt.Sprintf("/api/vehicles/%v", merc["id"]), "user", gol)
		if res.Status != http.StatusConflict {
			t.Fatalf("edit onto a taken plate: %d %s", res.Status, res.Body)
		}
		// Found by the plate as people type it.
		list := h.call("GET", "/api/vehicles?q=abc-1234", "viewer", "").json(t)
		if data := list["data"].([]any); len(data) != 1 || data[0].(map[string]any)["id"] != v["id"] {
			t.Fatalf("search by plate: %v", list)
		}
	})
}

func TestVehicleLifecycle(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		up := h.upload("/api/upload", "user", map[string][]byte{"nota.pdf": []byte(pdfBytes)})
		if up.Status != http.StatusCreated {
			t.Fatalf("upload %d %s", up.Status, up.Body)
		}
		url := up.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)
		body := strings.Replace(gol, `"color":"Prata"`, `"color":"Prata","attachments":[{"name":"nota.pdf","url":"`+url+`","category":"contrato","mimetype":"x","size":1}]`, 1)
		res := h.call("POST", "/api/vehicles", "user", body)
		if res.Status != http.StatusCreated {
			t.Fatalf("create %d %s", res.Status, res.Body)
		}
		v := res.json(t)["data"].(map[string]any)
		att := v["attachments"].([]any)[0].(map[string]any)
		if att["url"] != url || att["category"] != "contrato" || att["mimetype"] != "application/pdf" || att["type"] != "document" {
			t.Fatalf("attachment %v", att)
		}
		if bad := h.call("POST", "/api/vehicles", "user", strings.Replace(body, url, "/uploads/"+strings.Repeat("a", 32)+".pdf", 1)); bad.Status != http.StatusUnprocessableEntity {
			t.Fatalf("attachment of no stored file: %d %s", bad.Status, bad.Body)
		}
		path := fmt.Sprintf("/api/vehicles/%v", v["id"])

		// Edit the price and reserve it: the UPDATE entry holds only those fields.
		edit := strings.Replace(body, `"sellingPrice":35000.5`, `"sellingPrice":36000,"status":"reserved"`, 1)
		res = h.call("PUT", path, "user", edit)
		if res.Status != http.StatusOK || res.json(t)["data"].(map[string]any)["status"] != "reserved" {
			t.Fatalf("edit %d %s", res.Status, res.Body)
		}
		hist := h.call("GET", path+"/history", "viewer", "").json(t)["data"].([]any)
		if len(hist) != 2 {
			t.Fatalf("history %v", hist)
		}
		upd := hist[1].(map[string]any)
		details := upd["details"].(map[string]any)
		oldData, newData := details["oldData"].(map[string]any), details["newData"].(map[string]any)
		if upd["action"] != "UPDATE" || upd["userName"] != "Bruno Usuário" || len(oldData) != 2 || len(newData) != 2 ||
			oldData["sellingPrice"] != 35000.5 || newData["sellingPrice"] != 36000.0 || oldData["status"] != "in_stock" || newData["status"] != "reserved" {
			t.Fatalf("UPDATE entry %v", upd)
		}
		if c := hist[0].(map[string]any); c["action"] != "CREATE" || c["details"].(map[string]any)["vehicleData"].(map[string]any)["licensePlate"] != "ABC1234" {
			t.Fatalf("CREATE entry %v", c)
		}

		res = h.call("PUT", path+"/sell", "user", `{"counterpart":"withdrawal","sellingPrice":37000,"soldDate":"2025-02-20","paymentMethod":"exchange","notes":"Troca por um Uno"}`)
		sold := res.json(t)["data"].(map[string]any)
		if res.Status != http.StatusOK || sold["status"] != "sold" || sold["soldDate"] != "2025-02-20" || sold["sellingPrice"] != 37000.0 || sold["salePaymentMethod"] != "exchange" {
			t.Fatalf("sale %d %s", res.Status, res.Body)
		}
		res = h.call("PUT", path+"/sell", "user", `{"counterpart":"withdrawal","sellingPrice":37000,"soldDate":"2025-02-20"}`)
		if res.Status != http.StatusConflict || res.json(t)["error"] != "Este veículo já foi vendido." {
			t.Fatalf("second sale: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", path, "user", withField(body, "status", `"in_stock"`)); res.Status != http.StatusConflict {
			t.Fatalf("sold vehicle back to stock: %d %s", res.Status, res.Body)
		}
		hist = h.call("GET", path+"/history", "viewer", "").json(t)["data"].([]any)
		if s := hist[2].(map[string]any); s["action"] != "SALE" || s["date"] != "2025-02-20" || s["details"].(map[string]any)["saleData"].(map[string]any)["paymentMethod"] != "exchange" {
			t.Fatalf("SALE entry %v", s)
		}

		list := h.call("GET", "/api/vehicles?status=sold", "viewer", "").json(t)
		summary := list["meta"].(map[string]any)["summary"].(map[string]any)
		if len(list["data"].([]any)) != 1 || summary["total"] != 1.0 || summary["inStock"] != 0.0 || summary["purchaseTotal"] != 30000.0 || summary["sellingTotal"] != 37000.0 {
			t.Fatalf("sold list %v", list)
		}
		if n := len(h.call("GET", "/api/vehicles?status=in_stock", "viewer", "").json(t)["data"].([]any)); n != 0 {
			t.Fatalf("a sold vehicle listed in stock")
		}
		for _, q := range []string{"status=nada", "sort=password", "page=0"} {
			if res := h.call("GET", "/api/vehicles?"+q, "viewer", ""); res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d", q, res.Status)
			}
		}

		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusForbidden {
			t.Fatalf("user deletes: %d", res.Status)
		}
		if res := h.call("DELETE", path, "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("admin deletes: %d %s", res.Status, res.Body)
		}
		res = h.call("GET", path, "admin", "")
		if res.Status != http.StatusNotFound || res.json(t)["error"] != "Veículo não encontrado" {
			t.Fatalf("deleted: %d %s", res.Status, res.Body)
		}
		hist = h.call("GET", path+"/history", "admin", "").json(t)["data"].([]any)
		if d := hist[len(hist)-1].(map[string]any); d["action"] != "DELETE" || d["userName"] != "Ana Admin" {
			t.Fatalf("DELETE entry %v", d)
		}
		for _, p := range []string{"/api/vehicles/999999", "/api/vehicles/abc", "/api/vehicles/999999/history"} {
			if res := h.call("GET", p, "admin", ""); res.Status != http.StatusNotFound {
				t.Errorf("%s: %d", p, res.Status)
			}
		}
	})
}

// TestVehicleCosts: two costs paid from an account lower the vehicle's margin on its detail and its list; each
// wrong cost answers 422 with its pt-BR message on its field and stores nothing; only an administrator deletes
// one (today is 2026-11-23).
func TestVehicleCosts(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":10000,"openingDate":"2025-01-01"}`)["id"]
		res := h.call("POST", "/api/vehicles", "user", `{"counterpart":"opening","make":"VW","model":"Gol","year":2020,"licensePlate":"GOL1A23","color":"Prata",
			"purchasePrice":40000,"sellingPrice":48000,"purchaseDate":"2025-03-01"}`)
		if res.Status != http.StatusCreated {
			t.Fatalf("vehicle: %d %s", res.Status, res.Body)
		}
		id := data(t, res)["id"]
		costs := fmt.Sprintf("/api/vehicles/%v/costs", id)
		cost := func(rest string) string { return fmt.Sprintf(`{"accountId":%v,%s}`, bank, rest) }
		cases := []struct{ name, body, field, msg string }{
			{"no date", cost(`"amount":1,"category":"bodywork"`), "date", "Data do custo é obrigatória"},
			{"in the future", cost(`"date":"2026-11-24","amount":1,"category":"bodywork"`), "date", "Data não pode ser posterior a hoje"},
			{"before the purchase", cost(`"date":"2025-02-28","amount":1,"category":"bodywork"`), "date", "Data do custo não pode ser anterior à compra do veículo"},
			{"nothing", cost(`"date":"2025-03-10","amount":0,"category":"bodywork"`), "amount", "Valor deve ser maior que zero"},
			{"no category", cost(`"date":"2025-03-10","amount":1,"category":"wash"`), "category", "Escolha o tipo de custo"},
			{"no account", `{"date":"2025-03-10","amount":1,"category":"bodywork"}`, "accountId", "Informe a conta de onde o valor saiu"},
			{"no such account", `{"date":"2025-03-10","amount":1,"category":"bodywork","accountId":99999}`, "accountId", "Conta não encontrada"},
		}
		for _, c := range cases {
			res := h.call("POST", costs, "user", c.body)
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		if res := h.call("POST", costs, "viewer", cost(`"date":"2025-03-10","amount":1,"category":"bodywork"`)); res.Status != http.StatusForbidden {
			t.Errorf("a Leitor records a cost: %d", res.Status)
		}
		first := data(t, h.call("POST", costs, "user", cost(`"date":"2025-03-10","amount":1500,"category":"bodywork","description":"Para-choque"`)))
		if first["accountName"] != "Itaú" || first["category"] != "bodywork" {
			t.Errorf("cost %v", first)
		}
		h.call("POST", costs, "user", cost(`"date":"2025-04-02","amount":960,"category":"commission"`))
		v := data(t, h.call("GET", fmt.Sprintf("/api/vehicles/%v", id), "viewer", ""))
		if v["costs"] != 2460.0 || v["margin"] != 5540.0 {
			t.Errorf("detail: costs %v, margin %v", v["costs"], v["margin"])
		}
		list := h.call("GET", "/api/vehicles", "viewer", "").json(t)["data"].([]any)
		if m := list[0].(map[string]any)["margin"]; m != 5540.0 {
			t.Errorf("list margin %v", m)
		}
		if got := h.call("GET", costs, "viewer", "").json(t)["data"].([]any); len(got) != 2 {
			t.Errorf("costs %v", got)
		}
		del := fmt.Sprintf("%s/%v", costs, first["id"])
		if res := h.call("DELETE", del, "user", ""); res.Status != http.StatusForbidden {
			t.Errorf("a Usuário deletes a cost: %d", res.Status)
		}
		if res := h.call("DELETE", del, "admin", ""); res.Status != http.StatusNoContent {
			t.Errorf("delete: %d %s", res.Status, res.Body)
		}
		if v := data(t, h.call("GET", fmt.Sprintf("/api/vehicles/%v", id), "viewer", "")); v["margin"] != 7040.0 {
			t.Errorf("margin after the delete: %v", v["margin"])
		}
	})
}

// TestVehicleDetailsForResale: quilometragem, the years of manufacture and model, the FIPE code and value and the
// IPVA and licenciamento statuses are kept, shown and named in the history; wrong ones answer 422 with their pt-BR
// messages; the sale keeps its buyer and the buyer's CPF or CNPJ, checked.
func TestVehicleDetailsForResale(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		body := func(rest string) string {
			return `{"counterpart":"opening","make":"Fiat","model":"Argo","year":2021,"licensePlate":"ARG0A21","color":"Cinza","purchasePrice":52000,
				"sellingPrice":61000,"purchaseDate":"2025-03-01",` + rest + `}`
		}
		cases := []struct{ name, rest, field, msg string }{
			{"negative mileage", `"mileage":-1`, "mileage", "Quilometragem deve ser um número inteiro de 0 a 9.999.999"},
			{"manufactured before 1900", `"manufactureYear":1899`, "manufactureYear", "Ano deve estar entre 1900 e 2027"},
			{"model three years on", `"manufactureYear":2020,"modelYear":2023`, "modelYear", "Ano do modelo deve ser o de fabricação ou o seguinte"},
			{"short FIPE code", `"fipeCode":"12345"`, "fipeCode", "Código FIPE inválido: use 6 dígitos, traço e 1 dígito, como 005340-6"},
			{"negative FIPE value", `"fipeValue":-1`, "fipeValue", "Valor FIPE não pode ser negativo"},
			{"unknown IPVA status", `"ipvaStatus":"late"`, "ipvaStatus", "Situação do IPVA inválida"},
			{"unknown licensing status", `"licensingStatus":"expired"`, "licensingStatus", "Situação do licenciamento inválida"},
		}
		for _, c := range cases {
			res := h.call("POST", "/api/vehicles", "user", body(c.rest))
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		res := h.call("POST", "/api/vehicles", "user", body(`"mileage":45210,"manufactureYear":2020,"modelYear":2021,
			"fipeCode":"0053406","fipeValue":58300.5,"ipvaStatus":"paid","licensingStatus":"pending"`))
		v := data(t, res)
		if res.Status != http.StatusCreated || v["mileage"] != 45210.0 || v["manufactureYear"] != 2020.0 || v["modelYear"] != 2021.0 ||
			v["fipeCode"] != "005340-6" || v["fipeValue"] != 58300.5 || v["ipvaStatus"] != "paid" || v["licensingStatus"] != "pending" {
			t.Fatalf("created: %d %s", res.Status, res.Body)
		}
		path := fmt.Sprintf("/api/vehicles/%v", v["id"])
		res = h.call("PUT", path, "user", body(`"mileage":46000,"manufactureYear":2020,"modelYear":2021,"fipeCode":"005340-6",
			"fipeValue":58300.5,"ipvaStatus":"paid","licensingStatus":"valid"`))
		if res.Status != http.StatusOK || data(t, res)["mileage"] != 46000.0 {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
		history := h.call("GET", path+"/history", "viewer", "")
		if !strings.Contains(history.Body, `"newData":{"licensingStatus":"valid","mileage":46000}`) {
			t.Errorf("history of the edit: %s", history.Body)
		}
		sell := func(rest string) response {
			return h.call("PUT", path+"/sell", "user", `{"counterpart":"withdrawal","sellingPrice":60000,"soldDate":"2025-06-01","paymentMethod":"cash",`+rest+`}`)
		}
		if res := sell(`"buyerName":"Marina Costa","buyerDocument":"529.982.247-24"`); res.Status != http.StatusUnprocessableEntity ||
			!strings.Contains(res.Body, `"buyerDocument":"CPF ou CNPJ inválido: confira os dígitos"`) {
			t.Errorf("wrong CPF: %d %s", res.Status, res.Body)
		}
		res = sell(`"buyerName":"Marina Costa","buyerDocument":"529.982.247-25"`)
		if sold := data(t, res); res.Status != http.StatusOK || sold["saleBuyerName"] != "Marina Costa" || sold["saleBuyerDocument"] != "52998224725" {
			t.Errorf("sale: %d %s", res.Status, res.Body)
		}
	})
}

// TestFipeImport: a FIPE price list as a spreadsheet saves it gives each vehicle in stock with a listed code its
// reference value (a sold one keeps its own), named in its history; a bad line or a file without the columns is
// refused with its pt-BR message and changes nothing; a Leitor imports nothing.
func TestFipeImport(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		vehicle := func(plate, code string) any {
			return data(t, h.call("POST", "/api/vehicles", "user", `{"counterpart":"opening","make":"Fiat","model":"Argo","year":2021,"licensePlate":"`+plate+
				`","color":"Cinza","purchasePrice":50000,"sellingPrice":60000,"purchaseDate":"2025-03-01","fipeCode":"`+code+`"}`))["id"]
		}
		argo := vehicle("ARG1A21", "005340-6")
		sold := vehicle("ARG2A21", "005340-6")
		other := vehicle("ARG3A21", "001234-5")
		h.call("PUT", fmt.Sprintf("/api/vehicles/%v/sell", sold), "user", `{"counterpart":"withdrawal","sellingPrice":61000,"soldDate":"2025-06-01"}`)
		file := "\ufeffMarca;Modelo;Código FIPE;Preço\r\nFiat;Argo 1.0;005340-6;\"R$ 58.300,50\"\r\nVW;Gol;005412-1;45.000\r\n"
		if res := h.do("POST", "/api/vehicles/fipe/import", "viewer", "text/csv", strings.NewReader(file)); res.Status != http.StatusForbidden {
			t.Errorf("a Leitor imports: %d", res.Status)
		}
		wantFields(t, h.do("POST", "/api/vehicles/fipe/import", "user", "text/csv", strings.NewReader("Código FIPE;Valor\n005340-6;58300,50\n12345;1,00\n")),
			map[string]string{"file": `Linha 3: código FIPE inválido "12345"`})
		wantFields(t, h.do("POST", "/api/vehicles/fipe/import", "user", "text/csv", strings.NewReader("Marca;Modelo\nFiat;Argo\n")),
			map[string]string{"file": "Envie o CSV da tabela FIPE com as colunas Código FIPE e Valor"})
		res := h.do("POST", "/api/vehicles/fipe/import", "user", "text/csv", strings.NewReader(file))
		if got := data(t, res); res.Status != http.StatusOK || got["prices"] != 2.0 || got["updated"] != 1.0 {
			t.Fatalf("import: %d %s", res.Status, res.Body)
		}
		for id, want := range map[any]any{argo: 58300.5, sold: nil, other: nil} {
			if v := data(t, h.call("GET", fmt.Sprintf("/api/vehicles/%v", id), "viewer", "")); v["fipeValue"] != want {
				t.Errorf("vehicle %v: FIPE value %v, want %v", id, v["fipeValue"], want)
			}
		}
		if history := h.call("GET", fmt.Sprintf("/api/vehicles/%v/history", argo), "viewer", ""); !strings.Contains(history.Body, `"newData":{"fipeValue":58300.5}`) {
			t.Errorf("history: %s", history.Body)
		}
	})
}
