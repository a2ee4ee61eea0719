package api_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"patrimonio/internal/api"
)

// exportRows reads a list export's data rows: the rows after the column titles (the row that starts with
// firstTitle), as text, from the CSV or the XLSX sheet.
func exportRows(t *testing.T, format, body, firstTitle string) (titles []string, rows [][]string) {
	t.Helper()
	var all [][]string
	if format == "csv" {
		if !strings.HasPrefix(body, "\ufeff") {
			t.Fatalf("CSV without its BOM: %.80q", body)
		}
		r := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\ufeff")))
		r.Comma, r.FieldsPerRecord = ';', -1
		var err error
		if all, err = r.ReadAll(); err != nil {
			t.Fatal(err)
		}
	} else {
		f, err := excelize.OpenReader(bytes.NewReader([]byte(body)))
		if err != nil {
			t.Fatalf("XLSX does not open: %v", err)
		}
		if all, err = f.GetRows("Relatório"); err != nil {
			t.Fatal(err)
		}
	}
	for i, row := range all {
		if len(row) > 0 && row[0] == firstTitle {
			return row, all[i+1:]
		}
	}
	t.Fatalf("%s without the column titles %q: %v", format, firstTitle, all)
	return nil, nil
}

// listKeys pages through a list (two records a page, so every scenario spans pages) and returns key of each
// record, in order.
func (h *harness) listKeys(path, query string, key func(map[string]any) string) []string {
	h.t.Helper()
	var keys []string
	for page := 1; ; page++ {
		res := h.call("GET", fmt.Sprintf("%s?%s&pageSize=2&page=%d", path, query, page), "viewer", "")
		if res.Status != http.StatusOK {
			h.t.Fatalf("%s?%s: %d %s", path, query, res.Status, res.Body)
		}
		items := res.json(h.t)["data"].([]any)
		for _, it := range items {
			keys = append(keys, key(it.(map[string]any)))
		}
		if len(items) < 2 {
			return keys
		}
	}
}

// TestListExportsHoldTheFilteredList checks, on each list and a table of filters and sorts, that the CSV and
// the XLSX hold exactly the records the list selects across all its pages, in its order.
func TestListExportsHoldTheFilteredList(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, a := range []string{
			houseJSON,
			`{"counterpart":"opening","description":"Casa de Praia","type":"real_estate","acquisitionValue":5000,"currentValue":9000,"acquisitionDate":"2021-05-01","details":{"address":"Av. Mar, 9"}}`,
			`{"counterpart":"opening","description":"Terreno Sul","type":"other","acquisitionValue":300,"currentValue":250.75,"acquisitionDate":"2023-03-01"}`,
			`{"counterpart":"opening","description":"Galpão","type":"other","acquisitionValue":7000,"currentValue":7100,"acquisitionDate":"2020-01-15"}`,
			`{"counterpart":"opening","description":"=Ações","type":"other","acquisitionValue":10,"currentValue":12,"acquisitionDate":"2022-08-20"}`,
		} {
			h.createAsset(a)
		}
		inactive := h.createAsset(`{"counterpart":"opening","description":"Sala Centro","type":"other","acquisitionValue":800,"currentValue":900,"acquisitionDate":"2019-09-09"}`)
		if res := h.call("PATCH", fmt.Sprintf("/api/assets/%d/status", inactive), "user", `{"status":"inactive"}`); res.Status != http.StatusOK {
			t.Fatalf("status: %d %s", res.Status, res.Body)
		}
		for _, v := range []string{
			`{"counterpart":"opening","make":"Volkswagen","model":"Gol","year":2020,"licensePlate":"ABC1234","color":"Prata","purchasePrice":30000,"sellingPrice":35000.5,"purchaseDate":"2025-01-10"}`,
			`{"counterpart":"opening","make":"Fiat","model":"Uno","year":2019,"licensePlate":"BRA2E19","color":"Branco","purchasePrice":20000,"sellingPrice":24000,"purchaseDate":"2025-02-10"}`,
			`{"counterpart":"opening","make":"Chevrolet","model":"Onix","year":2022,"licensePlate":"QWE9A87","color":"Preto","purchasePrice":55000,"sellingPrice":60000,"purchaseDate":"2024-11-30"}`,
			`{"counterpart":"opening","make":"Fiat","model":"Argo","year":2021,"licensePlate":"XYZ5678","color":"Vermelho","purchasePrice":45000,"sellingPrice":50000,"purchaseDate":"2025-03-05"}`,
		} {
			h.vehicle(v)
		}
		sold := h.vehicle(`{"counterpart":"opening","make":"Ford","model":"Ka","year":2018,"licensePlate":"KAA1111","color":"Azul","purchasePrice":15000,"sellingPrice":18000,"purchaseDate":"2024-06-01"}`)
		if res := h.call("PUT", fmt.Sprintf("/api/vehicles/%v/sell", sold["id"]), "user", `{"counterpart":"withdrawal","sellingPrice":17500,"soldDate":"2025-04-01"}`); res.Status != http.StatusOK {
			t.Fatalf("sell: %d %s", res.Status, res.Body)
		}
		for _, d := range []string{
			`{"counterpart":"opening","creditorName":"Banco do Brasil","description":"Capital de giro","originalAmount":10000.10,"currentAmount":8000.05,"interestRate":1.25,"dueDate":"2030-12-01","category":"loan","installments":12,"currentInstallment":3}`,
			`{"counterpart":"opening","creditorName":"Caixa","originalAmount":50000,"interestRate":0.9,"dueDate":"2029-01-10","category":"financing","installments":60,"currentInstallment":10}`,
			`{"counterpart":"opening","creditorName":"Fornecedor Alfa","originalAmount":1200,"interestRate":0,"dueDate":"2020-05-05","category":"account_payable"}`,
			`{"counterpart":"opening","creditorName":"Itaú","originalAmount":3000,"interestRate":2,"dueDate":"2031-07-07","category":"loan","status":"paid"}`,
		} {
			h.createDebt("user", d)
		}

		str := func(k string) func(map[string]any) string {
			return func(m map[string]any) string { return m[k].(string) }
		}
		vehicleKey := func(m map[string]any) string { return m["make"].(string) + " " + m["model"].(string) }
		cases := []struct {
			list, query, firstTitle string
			key                     func(map[string]any) string
			want                    int // records the filter selects
		}{
			{"assets", "", "Descrição", str("description"), 6},
			{"assets", "status=active&sort=description", "Descrição", str("description"), 5},
			{"assets", "type=other&sort=-currentValue", "Descrição", str("description"), 4},
			{"assets", "q=casa&sort=acquisitionDate", "Descrição", str("description"), 2},
			{"assets", "status=sold", "Descrição", str("description"), 0},
			{"vehicles", "", "Marca", vehicleKey, 5},
			{"vehicles", "status=in_stock&sort=make", "Marca", vehicleKey, 4},
			{"vehicles", "sort=-purchasePrice", "Marca", vehicleKey, 5},
			{"vehicles", "q=fiat&sort=model", "Marca", vehicleKey, 2},
			{"debts", "", "Credor", str("creditorName"), 4},
			{"debts", "category=loan&sort=-dueDate", "Credor", str("creditorName"), 2},
			{"debts", "status=overdue", "Credor", str("creditorName"), 1},
			{"debts", "sort=-originalAmount", "Credor", str("creditorName"), 4},
		}
		for _, c := range cases {
			want := h.listKeys("/api/"+c.list, c.query, c.key)
			if len(want) != c.want {
				t.Fatalf("%s?%s lists %d records, want %d: %v", c.list, c.query, len(want), c.want, want)
			}
			for _, format := range []string{"csv", "xlsx"} {
				res := h.call("GET", "/api/"+c.list+"/export?format="+format+"&"+c.query, "viewer", "")
				if res.Status != http.StatusOK {
					t.Fatalf("%s export %s?%s: %d %s", c.list, format, c.query, res.Status, res.Body)
				}
				_, rows := exportRows(t, format, res.Body, c.firstTitle)
				var got []string
				for _, row := range rows {
					key := strings.TrimPrefix(row[0], "'") // CSV guards a leading '=' (safeText)
					if c.list == "vehicles" {
						key += " " + row[1]
					}
					got = append(got, key)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s %s?%s holds %q, the list %q", c.list, format, c.query, got, want)
				}
			}
		}

		// The cells as the table shows them: labels, money, dates, the plate, the rate.
		csvBody := h.call("GET", "/api/assets/export?format=csv&q=terreno", "viewer", "").Body
		if !strings.Contains(csvBody, "Terreno Sul;Outros;Ativo;300,00;250,75;01/03/2023\r\n") ||
			!strings.Contains(csvBody, `Filtros;"Busca: ""terreno"" · Ordem: Data de cadastro, decrescente"`) {
			t.Errorf("assets CSV:\n%s", csvBody)
		}
		csvBody = h.call("GET", "/api/vehicles/export?format=csv&status=sold", "viewer", "").Body
		if !strings.Contains(csvBody, "Ford;Ka;2018;Azul;KAA-1111;Vendido;15000,00;17500,00;0,00;2500,00;01/06/2024;01/04/2025\r\n") ||
			!strings.Contains(csvBody, "Filtros;Status: Vendido · Ordem: Data de compra, decrescente") {
			t.Errorf("vehicles CSV:\n%s", csvBody)
		}
		csvBody = h.call("GET", "/api/vehicles/export?format=csv&q=uno", "viewer", "").Body
		if !strings.Contains(csvBody, "Fiat;Uno;2019;Branco;BRA2E19;Em Estoque;20000,00;24000,00;0,00;4000,00;10/02/2025;\r\n") {
			t.Errorf("unsold vehicle:\n%s", csvBody)
		}
		csvBody = h.call("GET", "/api/debts/export?format=csv&q=giro", "viewer", "").Body
		if !strings.Contains(csvBody, "Banco do Brasil;Capital de giro;Empréstimo;Ativo;10000,10;8000,05;1,25;01/12/2030;3;12\r\n") {
			t.Errorf("debts CSV:\n%s", csvBody)
		}

		// The XLSX types its cells: money is a number, the date a date (a day number in a date format).
		body := h.call("GET", "/api/assets/export?format=xlsx&q=galp", "viewer", "").Body
		if _, rows := exportRows(t, "xlsx", body, "Descrição"); len(rows) != 1 || rows[0][0] != "Galpão" {
			t.Fatalf("galpão rows %v", rows)
		}
		f, err := excelize.OpenReader(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		all, _ := f.GetRows("Relatório")
		row := slices.IndexFunc(all, func(r []string) bool { return len(r) > 0 && r[0] == "Descrição" }) + 2 // 1-based, the row after
		// 15/01/2020 is the spreadsheet day 43845.
		for cell, want := range map[string]string{"D": "7000", "E": "7100", "F": "43845"} {
			raw, err := f.GetCellValue("Relatório", fmt.Sprintf("%s%d", cell, row), excelize.Options{RawCellValue: true})
			if err != nil || raw != want {
				t.Errorf("cell %s%d holds %q (%v), want the number %s", cell, row, raw, err, want)
			}
		}
		if shown, _ := f.GetCellValue("Relatório", fmt.Sprintf("F%d", row)); shown != "15/01/2020" {
			t.Errorf("the date shows as %q", shown)
		}

		// The file names: ASCII in filename, pt-BR in filename*, today's date.
		today := h.store.Today().String()
		for list, names := range map[string][2]string{"assets": {"ativos", "ativos"}, "vehicles": {"veiculos", "veículos"}, "debts": {"dividas", "dívidas"}} {
			res := h.call("GET", "/api/"+list+"/export?format=xlsx", "viewer", "")
			want := fmt.Sprintf(`attachment; filename="%s-%s.xlsx"; filename*=UTF-8''%s`, names[0], today, url.PathEscape(names[1]+"-"+today+".xlsx"))
			if got := res.Header.Get("Content-Disposition"); got != want {
				t.Errorf("%s disposition %q, want %q", list, got, want)
			}
			if got := res.Header.Get("Content-Type"); got != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" {
				t.Errorf("%s content type %q", list, got)
			}
		}

		// A wrong format, filter or sort is refused as the list refuses it.
		for _, path := range []string{
			"/api/assets/export", "/api/assets/export?format=pdf", "/api/assets/export?format=csv&status=gone",
			"/api/vehicles/export?format=csv&sort=plate", "/api/debts/export?format=xlsx&category=x",
		} {
			if res := h.call("GET", path, "viewer", ""); res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d %s", path, res.Status, res.Body)
			}
		}
		if res := h.call("GET", "/api/debts/export?format=csv", "", ""); res.Status != http.StatusUnauthorized {
			t.Errorf("no token: %d", res.Status)
		}
	})
}

// TestListSummaryCountsEveryRecord: the 'Total de Veículos' and 'Total de Dívidas' cards count every record,
// whatever the filter; the other figures follow the filter.
func TestListSummaryCountsEveryRecord(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		h.vehicle(`{"counterpart":"opening","make":"Fiat","model":"Uno","year":2019,"licensePlate":"BRA2E19","purchasePrice":20000,"sellingPrice":24000,"purchaseDate":"2025-02-10"}`)
		sold := h.vehicle(`{"counterpart":"opening","make":"Ford","model":"Ka","year":2018,"licensePlate":"KAA1111","purchasePrice":15000,"sellingPrice":18000,"purchaseDate":"2024-06-01"}`)
		h.call("PUT", fmt.Sprintf("/api/vehicles/%v/sell", sold["id"]), "user", `{"counterpart":"withdrawal","sellingPrice":17500,"soldDate":"2025-04-01"}`)
		h.createDebt("user", `{"counterpart":"opening","creditorName":"Caixa","originalAmount":500,"dueDate":"2030-01-10"}`)
		h.createDebt("user", `{"counterpart":"opening","creditorName":"Itaú","originalAmount":300,"dueDate":"2030-01-10","status":"paid"}`)
		summary := func(path string) map[string]any {
			res := h.call("GET", path, "viewer", "")
			if res.Status != http.StatusOK {
				t.Fatalf("%s: %d %s", path, res.Status, res.Body)
			}
			return res.json(t)["meta"].(map[string]any)["summary"].(map[string]any)
		}
		if s := summary("/api/vehicles?status=sold"); s["all"] != 2.0 || s["total"] != 1.0 || s["inStock"] != 0.0 || s["purchaseTotal"] != 15000.0 {
			t.Errorf("vehicles sold: %v", s)
		}
		if s := summary("/api/vehicles?q=nada"); s["all"] != 2.0 || s["total"] != 0.0 {
			t.Errorf("vehicles none: %v", s)
		}
		if s := summary("/api/debts?status=paid"); s["all"] != 2.0 || s["count"] != 1.0 || s["paidCount"] != 1.0 {
			t.Errorf("debts paid: %v", s)
		}
	})
}

// TestListExportCap: a list over the row cap is refused with the pt-BR message, and nothing is sent as a file.
func TestListExportCap(t *testing.T) { // changes the package's cap: not parallel
	defer api.SetMaxExportRows(2)()
	each(t, func(t *testing.T, h *harness) {
		for i := range 3 {
			h.createDebt("user", fmt.Sprintf(`{"counterpart":"opening","creditorName":"Credor %d","originalAmount":100,"dueDate":"2030-01-10"}`, i))
		}
		res := h.call("GET", "/api/debts/export?format=csv", "viewer", "")
		if res.Status != http.StatusUnprocessableEntity || res.json(t)["code"] != "export_too_large" ||
			res.json(t)["error"] != "A lista filtrada tem mais de 10.000 linhas, o máximo de uma exportação. Refine a busca ou os filtros." {
			t.Errorf("over the cap: %d %s", res.Status, res.Body)
		}
		if res.Header.Get("Content-Disposition") != "" {
			t.Errorf("a refusal named a file: %v", res.Header)
		}
		if res := h.call("GET", "/api/debts/export?format=csv&q=credor%202", "viewer", ""); res.Status != http.StatusOK {
			t.Errorf("under the cap: %d %s", res.Status, res.Body)
		}
	})
}
