package api_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"patrimonio/internal/model"
)

// createReport asks for a report as the role and returns it.
func (h *harness) createReport(role, typ, period, reference string) map[string]any {
	h.t.Helper()
	res := h.call("POST", "/api/reports", role, fmt.Sprintf(`{"type":%q,"period":%q,"reference":%q}`, typ, period, reference))
	if res.Status != http.StatusCreated {
		h.t.Fatalf("create report: %d %s", res.Status, res.Body)
	}
	return data(h.t, res)
}

func TestReportCreateAndList(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		rep := h.createReport("viewer", "assets", "monthly", "2025-10")
		if rep["title"] != "Relatório de Ativos — outubro de 2025" || rep["type"] != "assets" || rep["period"] != "monthly" ||
			rep["reference"] != "2025-10" || rep["description"] == "" || rep["createdAt"] == "" {
			t.Fatalf("created %v", rep)
		}
		if by := rep["createdBy"].(map[string]any); by["name"] != "Carla Leitora" {
			t.Fatalf("createdBy %v", by)
		}
		h.createReport("user", "debts", "quarterly", "2025-Q3")
		h.createReport("admin", "debts", "yearly", "2024")
		if q := h.createReport("admin", "assets", "quarterly", "2025-Q4"); q["title"] != "Relatório de Ativos — 4º trimestre de 2025" {
			t.Fatalf("quarter title %v", q["title"])
		}

		titles := func(query string) []string {
			res := h.call("GET", "/api/reports"+query, "viewer", "")
			if res.Status != http.StatusOK {
				t.Fatalf("list %s: %d %s", query, res.Status, res.Body)
			}
			body := res.json(t)
			var out []string
			for _, r := range body["data"].([]any) {
				out = append(out, r.(map[string]any)["reference"].(string))
			}
			meta := body["meta"].(map[string]any)
			if meta["total"].(float64) != meta["summary"].(map[string]any)["count"].(float64) {
				t.Fatalf("meta %v", meta)
			}
			return out
		}
		// Newest first; filters by type and period; paginated.
		if got := strings.Join(titles(""), ","); got != "2025-Q4,2024,2025-Q3,2025-10" {
			t.Errorf("all: %s", got)
		}
		if got := strings.Join(titles("?type=debts"), ","); got != "2024,2025-Q3" {
			t.Errorf("debts: %s", got)
		}
		if got := strings.Join(titles("?type=assets&period=quarterly"), ","); got != "2025-Q4" {
			t.Errorf("assets quarterly: %s", got)
		}
		if got := strings.Join(titles("?pageSize=2&page=2"), ","); got != "2025-Q3,2025-10" {
			t.Errorf("page 2: %s", got)
		}
		for _, q := range []string{"?type=x", "?period=weekly", "?page=0"} {
			if res := h.call("GET", "/api/reports"+q, "viewer", ""); res.Status != http.StatusBadRequest {
				t.Errorf("%s: %d", q, res.Status)
			}
		}
	})
}

func TestReportValidation(t *testing.T) {
	t.Parallel()
	cases := []struct{ body, field, msg string }{
		{`{"type":"sales","period":"monthly","reference":"2025-01"}`, "type", "Tipo de relatório inválido"},
		{`{"type":"assets","period":"weekly","reference":"2025-01"}`, "period", "Período inválido"},
		{`{"type":"assets","period":"monthly","reference":""}`, "reference", "Referência é obrigatória"},
		{`{"type":"assets","period":"monthly","reference":"2025-13"}`, "reference", "Referência inválida: use o mês no formato aaaa-mm"},
		{`{"type":"assets","period":"monthly","reference":"2025"}`, "reference", "Referência inválida: use o mês no formato aaaa-mm"},
		{`{"type":"assets","period":"quarterly","reference":"2025-Q5"}`, "reference", "Referência inválida: use o trimestre no formato aaaa-Qn, como 2026-Q3"},
		{`{"type":"assets","period":"yearly","reference":"1899"}`, "reference", "Referência inválida: use o ano no formato aaaa"},
		{`{"type":"assets","period":"monthly","reference":"2099-01"}`, "reference", "A referência não pode estar no futuro"},
		{`{"type":"assets","period":"yearly","reference":"2099"}`, "reference", "A referência não pode estar no futuro"},
		{`{"type":"yearend","period":"monthly","reference":"2025-01"}`, "period", "Este relatório é anual: escolha o período Anual"},
	}
	each(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			wantFields(t, h.call("POST", "/api/reports", "user", c.body), map[string]string{c.field: c.msg})
		}
		if res := h.call("POST", "/api/reports", "user", `{"type":"assets","period":"monthly","reference":"2025-01","x":1}`); res.Status != http.StatusBadRequest {
			t.Errorf("unknown field: %d", res.Status)
		}
		if res := h.call("GET", "/api/reports?type=", "user", ""); len(res.json(t)["data"].([]any)) != 0 {
			t.Errorf("refused requests were stored: %s", res.Body)
		}
	})
}

func TestReportDownload(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		h.createAsset(houseJSON) // 2024-02-10, R$ 0,10 → R$ 0,20
		h.createAsset(`{"counterpart":"opening","description":"Sala comercial Recife","type":"other","acquisitionValue":1234.56,"currentValue":2000,"acquisitionDate":"2025-12-31"}`)
		h.createAsset(`{"counterpart":"opening","description":"Depósito novo","type":"other","acquisitionValue":50,"currentValue":50,"acquisitionDate":"2026-01-01"}`)
		h.createDebt("user", validDebt)
		assets := h.createReport("user", "assets", "yearly", "2025")
		debts := h.createReport("user", "debts", "monthly", "2025-01")

		download := func(rep map[string]any, format string) response {
			t.Helper()
			res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=%s", rep["id"], format), "viewer", "")
			if res.Status != http.StatusOK {
				t.Fatalf("download %s: %d %s", format, res.Status, res.Body)
			}
			return res
		}
		for format, ctype := range map[string]string{"pdf": "application/pdf", "csv": "text/csv; charset=utf-8",
			"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"} {
			res := download(assets, format)
			if res.Header.Get("Content-Type") != ctype {
				t.Errorf("%s content type %q", format, res.Header.Get("Content-Type"))
			}
			want := `attachment; filename="relatorio-ativos-2025.` + format + `"; filename*=UTF-8''relat%C3%B3rio-ativos-2025.` + format
			if got := res.Header.Get("Content-Disposition"); got != want {
				t.Errorf("disposition %q, want %q", got, want)
			}
		}
		if !strings.HasPrefix(download(assets, "pdf").Body, "%PDF-") {
			t.Error("PDF does not start with %PDF-")
		}
		if !strings.HasPrefix(download(assets, "xlsx").Body, "PK") {
			t.Error("XLSX is not a zip")
		}

		// The CSV has the assets held at the end of 2025 at their values then (the current values were
		// entered today) and their total.
		body := download(assets, "csv").Body
		r := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\ufeff")))
		r.Comma, r.FieldsPerRecord = ';', -1
		records, err := r.ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		got := []string{}
		for _, rec := range records {
			got = append(got, strings.Join(rec, "|"))
		}
		all := strings.Join(got, "\n")
		for _, want := range []string{
			"Empresa|Gestão Patrimonial",
			"Período|Anual · 01/01/2025 a 31/12/2025",
			"Descrição|Tipo|Status|Aquisição|Valor de aquisição|Valor em 31/12/2025|Valorização (%)",
			"Casa Jardim|Imóvel|Ativo|10/02/2024|0,10|0,10|0,00",
			"Sala comercial Recife|Outros|Ativo|31/12/2025|1234,56|1234,56|0,00",
			"Em patrimônio (2 ativos)||||1234,66|1234,66|0,00",
			"Total (0 ativos)|||0,00|0,00|0,00|",
		} {
			if !strings.Contains(all, want) {
				t.Errorf("CSV lacks %q:\n%s", want, all)
			}
		}
		if strings.Contains(all, "Depósito novo") {
			t.Error("an asset acquired after the period is in the report")
		}

		// The debts XLSX: a debt registered today is not in January 2025's report; this year's is.
		f, err := excelize.OpenReader(bytes.NewReader([]byte(download(debts, "xlsx").Body)))
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := f.GetRows("Relatório")
		if !strings.Contains(fmt.Sprint(rows), "Total (0 dívidas)") {
			t.Errorf("January 2025 debts: %v", rows)
		}
		res := download(h.createReport("user", "debts", "yearly", fmt.Sprint(h.store.Today().Time().Year())), "csv")
		if !strings.Contains(res.Body, "Banco do Brasil — Capital de giro;Empréstimo;01/12/2030;Ativo;10000,10;8000,05") ||
			!strings.Contains(res.Body, "Total (1 dívida);;;;10000,10;8000,05") {
			t.Errorf("debts CSV:\n%s", res.Body)
		}
		if got := res.Header.Get("Content-Disposition"); !strings.Contains(got, `filename="relatorio-dividas-`) {
			t.Errorf("debts disposition %q", got)
		}

		// Errors: unknown format, unknown report.
		if res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=doc", assets["id"]), "user", ""); res.Status != http.StatusBadRequest {
			t.Errorf("format doc: %d", res.Status)
		}
		if res := h.call("GET", fmt.Sprintf("/api/reports/%v/download", assets["id"]), "user", ""); res.Status != http.StatusBadRequest {
			t.Errorf("no format: %d", res.Status)
		}
		for _, id := range []string{"999999", "abc"} {
			res := h.call("GET", "/api/reports/"+id+"/download?format=pdf", "user", "")
			if res.Status != http.StatusNotFound || res.json(t)["error"] != "Relatório não encontrado" {
				t.Errorf("report %s: %d %s", id, res.Status, res.Body)
			}
		}
	})
}

// TestReportFileNames: each name is whole in one spelling: plain ASCII in filename, pt-BR with every accent in
// filename*, quarters as T1–T4.
func TestReportFileNames(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct {
			typ, period, reference, format string
			plain, accented                string
		}{
			{"debts", "quarterly", "2025-Q4", "pdf", "relatorio-dividas-2025-T4.pdf", "relatório-dívidas-2025-T4.pdf"},
			{"assets", "monthly", "2025-10", "xlsx", "relatorio-ativos-2025-10.xlsx", "relatório-ativos-2025-10.xlsx"},
			{"cashflow", "yearly", "2025", "csv", "relatorio-fluxo-de-caixa-2025.csv", "relatório-fluxo-de-caixa-2025.csv"},
			{"networth", "quarterly", "2025-Q1", "pdf", "relatorio-patrimonio-liquido-2025-T1.pdf", "relatório-patrimônio-líquido-2025-T1.pdf"},
		} {
			rep := h.createReport("viewer", c.typ, c.period, c.reference)
			res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=%s", rep["id"], c.format), "viewer", "")
			if res.Status != http.StatusOK {
				t.Fatalf("%s %s: %d %s", c.typ, c.reference, res.Status, res.Body)
			}
			_, params, err := mime.ParseMediaType(res.Header.Get("Content-Disposition")) // decodes filename*
			if err != nil {
				t.Fatalf("%s: %v", res.Header.Get("Content-Disposition"), err)
			}
			want := `attachment; filename="` + c.plain + `"; filename*=UTF-8''` + url.PathEscape(c.accented)
			if got := res.Header.Get("Content-Disposition"); got != want || params["filename"] != c.accented {
				t.Errorf("%s %s: %q (read as %q), want %q", c.typ, c.reference, got, params["filename"], want)
			}
		}
	})
}

func TestReportPDFCarriesTheLogo(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		up := h.upload("/api/upload?purpose=logo", "admin", map[string][]byte{"logo.png": pngBytes(t)})
		if up.Status != http.StatusCreated {
			t.Fatalf("upload: %d %s", up.Status, up.Body)
		}
		logo := up.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)
		if res := h.call("PUT", "/api/settings", "admin", `{"companyName":"Imobiliária Atlântico","logoUrl":"`+logo+`"}`); res.Status != http.StatusOK {
			t.Fatalf("settings: %d %s", res.Status, res.Body)
		}
		rep := h.createReport("user", "assets", "monthly", "2025-01")
		res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=pdf", rep["id"]), "user", "")
		if res.Status != http.StatusOK || !strings.Contains(res.Body, "/Subtype /Image") {
			t.Fatalf("PDF without the logo: %d", res.Status)
		}
	})
}

// TestReportCashflowAndNetworth checks the ledger-based reports against a known history: an asset bought in
// March 2025 for R$ 1.000,00 from an account opened that January, and sold in June 2025 for R$ 1.500,00 into it.
func TestReportCashflowAndNetworth(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := h.createAccount("user", `{"name":"Itaú","kind":"checking","openingBalance":0,"openingDate":"2025-01-02"}`)["id"]
		id := h.createAsset(fmt.Sprintf(`{"description":"Sala em Niterói","type":"other","acquisitionValue":1000,"currentValue":1000,
			"acquisitionDate":"2025-03-10","accountId":%v}`, bank))
		res := h.call("POST", fmt.Sprintf("/api/assets/%d/sell", id), "user",
			fmt.Sprintf(`{"saleDate":"2025-06-01","saleValue":1500,"buyerName":"João","paymentMethod":"cash","accountId":%v}`, bank))
		if res.Status != http.StatusOK {
			t.Fatalf("sell: %d %s", res.Status, res.Body)
		}
		csvOf := func(typ, period, ref string) string {
			rep := h.createReport("user", typ, period, ref)
			res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=csv", rep["id"]), "user", "")
			if res.Status != http.StatusOK {
				t.Fatalf("download: %d %s", res.Status, res.Body)
			}
			return res.Body
		}
		cash := csvOf("cashflow", "yearly", "2025")
		for _, want := range []string{
			// By the direct method: the purchase and the price, under the investments; the account's total around them.
			"Atividades de investimento\r\nContrapartida;Valor\r\nOutros bens;-1000,00\r\nReceita na venda e permuta de bens;1500,00\r\nTotal;500,00\r\n",
			"Saldo em 31/12/2024;0,00\r\nVariação no período;500,00\r\nSaldo em 31/12/2025;500,00\r\n",
			"10/03/2025;Aquisição de ativo: Sala em Niterói;Ativo;;1000,00;-1000,00\r\n",
			"01/06/2025;Venda de ativo: Sala em Niterói;Ativo;1500,00;;500,00\r\n",
			"Totais do período (2 lançamentos);;;1500,00;1000,00;500,00\r\n",
		} {
			if !strings.Contains(cash, want) {
				t.Errorf("cash flow lacks %q:\n%s", want, cash)
			}
		}
		if got := csvOf("cashflow", "monthly", "2025-04"); !strings.Contains(got, "Totais do período (0 lançamentos);;;0,00;0,00;0,00") {
			t.Errorf("April 2025 cash flow:\n%s", got)
		}
		worth := csvOf("networth", "quarterly", "2025-Q2")
		for _, want := range []string{
			"Mês;Abertura;Ativos;Veículos em estoque;Caixa e bancos;Recebíveis;Dívidas;Variação;Fechamento\r\n",
			"Abril/2025;0,00;0,00;0,00;0,00;0,00;0,00;0,00;0,00\r\n",
			"Junho/2025;0,00;-1000,00;0,00;1500,00;0,00;0,00;500,00;500,00\r\n",
			"Período;0,00;-1000,00;0,00;1500,00;0,00;0,00;500,00;500,00\r\n",
			"Maio/2025;1000,00;0,00;-1000,00;0,00;0,00;0,00\r\n",
		} {
			if !strings.Contains(worth, want) {
				t.Errorf("net worth lacks %q:\n%s", want, worth)
			}
		}
		// The current year stops at the current month.
		year := h.store.Today().Time().Year()
		month := model.MonthNames[h.store.Today().Time().Month()-1]
		now := csvOf("networth", "yearly", fmt.Sprint(year))
		// The open month says what day it closes on; no month of the year is labelled as closed after it.
		if !strings.Contains(now, strings.ToUpper(month[:1])+month[1:]+"/"+fmt.Sprint(year)+" (posição em "+h.store.Today().PtBR()+");") ||
			(h.store.Today().Time().Month() < 12 && strings.Contains(now, "Dezembro/")) {
			t.Errorf("this year's net worth:\n%s", now)
		}
	})
}

// TestReportYearEnd: the year-end position of 2025 as a file: the asset with its group and code, its discriminação
// and its cost on 31/12 of 2024 and 2025 (an improvement of 2025 included), and the year's sale with its gain.
func TestReportYearEnd(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":100000,"openingDate":"2024-01-02"}`)["id"]
		shop := h.createAsset(`{"counterpart":"opening","description":"Loja","type":"real_estate","acquisitionValue":80000,"currentValue":95000,
			"acquisitionDate":"2024-05-10","irpfCode":"01-18","details":{"address":"Rua A, 10","registrationNumber":"4.321"}}`)
		res := h.call("POST", fmt.Sprintf("/api/assets/%d/improvements", shop), "user",
			fmt.Sprintf(`{"date":"2025-03-01","amount":12000,"description":"Fachada","accountId":%v}`, bank))
		if res.Status != http.StatusCreated {
			t.Fatalf("improvement: %d %s", res.Status, res.Body)
		}
		if a := data(t, h.call("GET", fmt.Sprintf("/api/assets/%d", shop), "viewer", "")); a["improvements"] != 12000.0 || a["irpfCode"] != "01-18" ||
			a["irpfCodeChosen"] != "01-18" {
			t.Errorf("asset after the improvement: %v", a)
		}
		room := h.createAsset(`{"counterpart":"opening","description":"Sala em Niterói","type":"other","acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2024-03-10"}`)
		h.call("POST", fmt.Sprintf("/api/assets/%d/sell", room), "user", `{"counterpart":"withdrawal","saleDate":"2025-06-01","saleValue":1500,"buyerName":"João","paymentMethod":"cash"}`)
		// A sale in installments leaves a credit: 7.000,00 less 1.000,00 down, 600,00 received by 31/12/2025.
		plot := h.createAsset(`{"counterpart":"opening","description":"Lote em Maricá","type":"other","acquisitionValue":5000,"currentValue":5000,"acquisitionDate":"2024-03-10"}`)
		res = h.call("POST", fmt.Sprintf("/api/assets/%d/sell", plot), "user", fmt.Sprintf(`{"accountId":%v,"saleDate":"2025-06-01","saleValue":7000,
			"buyerName":"Caio Prado","paymentMethod":"installments","installments":10,"downPayment":1000}`, bank))
		if res.Status != http.StatusOK {
			t.Fatalf("sale in installments: %d %s", res.Status, res.Body)
		}
		receivable := data(t, res)["sale"].(map[string]any)["receivableId"]
		if res := h.call("POST", fmt.Sprintf("/api/receivables/%v/receipts", receivable), "user",
			fmt.Sprintf(`{"date":"2025-07-01","amount":600,"accountId":%v}`, bank)); res.Status != http.StatusCreated {
			t.Fatalf("receipt: %d %s", res.Status, res.Body)
		}
		h.createAccount("user", `{"counterpart":"opening","name":"Poupança","kind":"savings","bankName":"Caixa","agency":"0001","number":"013.1234-5","openingBalance":2500,"openingDate":"2025-02-01"}`)
		rep := h.createReport("user", "yearend", "yearly", "2025")
		res = h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=csv", rep["id"]), "user", "")
		for _, want := range []string{
			"Grupo;Código;Discriminação;Situação em 31/12/2024;Situação em 31/12/2025\r\n",
			`01;18;"Loja, Rua A, 10, matrícula 4.321. Adquirido em 10/05/2024 por R$`,
			"80000,00;92000,00\r\n",
			"99;99;Sala em Niterói. Adquirido em 10/03/2024 por R$",
			"Sala em Niterói;01/06/2025;1500,00;1000,00;500,00\r\n",
			// The accounts and the credit under their groups: 100.000,00 − 12.000,00 + 1.000,00 + 600,00 in the Itaú.
			"04;01;Poupança: conta poupança no Caixa, agência 0001, conta 013.1234-5.;0,00;2500,00\r\n",
			"05;02;Venda de ativo: Lote em Maricá, a Caio Prado, em 01/06/2025 por R$",
			". Saldo do principal a receber.;0,00;5400,00\r\n",
			"06;01;Itaú: conta corrente.;100000,00;89600,00\r\n",
		} {
			if res.Status != http.StatusOK || !strings.Contains(res.Body, want) {
				t.Errorf("year-end lacks %q:\n%s", want, res.Body)
			}
		}
	})
}

// TestReportDepreciation: a building at 4 % a year and a vehicle at 20 % bought on 01/01/2022: in 2024, their third
// year, each depreciates its yearly part, and their book values on 31/12/2024 are three years down; the asset's
// detail shows its book value today and the rate in force; a land is not depreciated.
func TestReportDepreciation(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		building := h.createAsset(`{"counterpart":"opening","description":"Galpão","type":"real_estate","acquisitionValue":1000000,"currentValue":1200000,
			"acquisitionDate":"2022-01-01","details":{"address":"Rua A, 1"}}`)
		h.createAsset(`{"counterpart":"opening","description":"Caminhão","type":"other","depreciationKind":"vehicles","acquisitionValue":100000,
			"currentValue":80000,"acquisitionDate":"2022-01-01"}`)
		h.createAsset(`{"counterpart":"opening","description":"Lote na Rua B","type":"real_estate","depreciationKind":"land","acquisitionValue":300000,
			"currentValue":300000,"acquisitionDate":"2022-01-01","details":{"address":"Rua B, 2"}}`)
		// Coded Terreno (01-13) or Terra nua (01-14), a property is land unless another kind is chosen.
		bare := h.createAsset(`{"counterpart":"opening","description":"Gleba na Rua C","type":"real_estate","irpfCode":"01-14","acquisitionValue":200000,
			"currentValue":200000,"acquisitionDate":"2022-01-01","details":{"address":"Rua C, 3"}}`)
		// A house whose cost is 500.000,00, of which 200.000,00 the land: 4 % a year of the 300.000,00 of building.
		h.createAsset(`{"counterpart":"opening","description":"Casa","type":"real_estate","landValue":200000,"acquisitionValue":500000,
			"currentValue":500000,"acquisitionDate":"2022-01-01","details":{"address":"Rua D, 4"}}`)
		res := h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"X","type":"other","depreciationKind":"boats","depreciationRate":101,
			"acquisitionValue":1,"currentValue":1,"acquisitionDate":"2022-01-01","landValue":1}`)
		wantFields(t, res, map[string]string{"depreciationKind": "Espécie de depreciação inválida",
			"depreciationRate": "Taxa de depreciação deve estar entre 0% e 100% ao ano", "landValue": "Só um imóvel tem valor de terreno"})
		// A typed rate is a percentage with at most two decimals (the column keeps hundredths of a percent).
		for _, rate := range []string{"4.125", "-1", "100.01"} {
			res := h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"Z","type":"other","depreciationKind":"machinery",
				"acquisitionValue":1,"currentValue":1,"acquisitionDate":"2022-01-01","depreciationRate":`+rate+`}`)
			wantFields(t, res, map[string]string{"depreciationRate": "Taxa de depreciação deve estar entre 0% e 100% ao ano"})
		}
		typed := h.createAsset(`{"counterpart":"opening","description":"Torno","type":"other","depreciationKind":"machinery","depreciationRate":12.5,
			"acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2025-03-01"}`) // after the 2024 report below
		if a := data(t, h.call("GET", fmt.Sprintf("/api/assets/%d", typed), "viewer", "")); a["depreciationRate"] != 12.5 || a["depreciationRateTyped"] != 12.5 {
			t.Errorf("a typed rate reads back as %v (typed %v), want 12.5", a["depreciationRate"], a["depreciationRateTyped"])
		}
		for _, land := range []string{"-1", "500000.01"} {
			res := h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"Y","type":"real_estate","acquisitionValue":500000,
				"currentValue":500000,"acquisitionDate":"2022-01-01","details":{"address":"Rua E, 5"},"landValue":`+land+`}`)
			wantFields(t, res, map[string]string{"landValue": "Valor do terreno deve estar entre zero e o valor de aquisição"})
		}
		if a := data(t, h.call("GET", fmt.Sprintf("/api/assets/%d", bare), "viewer", "")); a["depreciationKind"] != "land" || a["bookValue"] != 200000.0 {
			t.Errorf("bare land's detail: kind %v, book value %v", a["depreciationKind"], a["bookValue"])
		}
		// Today is 23/11/2026: 58 whole months of 4 % a year on R$ 1.000.000,00.
		a := data(t, h.call("GET", fmt.Sprintf("/api/assets/%d", building), "viewer", ""))
		if a["depreciationKind"] != "buildings" || a["depreciationRate"] != 4.0 || a["bookValue"] != 806666.67 {
			t.Errorf("building's detail: kind %v, rate %v, book value %v", a["depreciationKind"], a["depreciationRate"], a["bookValue"])
		}
		// An improvement of 01/01/2026 adds its cost less 10 whole months of its own depreciation.
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":500000,"openingDate":"2022-01-01"}`)["id"]
		if res := h.call("POST", fmt.Sprintf("/api/assets/%d/improvements", building), "user",
			fmt.Sprintf(`{"date":"2026-01-01","amount":120000,"description":"Cobertura","accountId":%v}`, bank)); res.Status != http.StatusCreated {
			t.Fatalf("improvement: %d %s", res.Status, res.Body)
		}
		if a := data(t, h.call("GET", fmt.Sprintf("/api/assets/%d", building), "viewer", "")); a["bookValue"] != 922666.67 {
			t.Errorf("book value with the improvement: %v, want 922666.67", a["bookValue"])
		}
		rep := h.createReport("user", "depreciation", "yearly", "2024")
		res = h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=csv", rep["id"]), "user", "")
		for _, want := range []string{
			"Bem;Espécie;Taxa a.a.;Custo;Terreno;Acumulada em 31/12/2023;No ano;Acumulada em 31/12/2024;Valor contábil em 31/12/2024\r\n",
			"Galpão;Edificações;4,00;1000000,00;0,00;80000,00;40000,00;120000,00;880000,00\r\n",
			"Caminhão;Veículos;20,00;100000,00;0,00;40000,00;20000,00;60000,00;40000,00\r\n",
			"Casa;Edificações;4,00;500000,00;200000,00;24000,00;12000,00;36000,00;464000,00\r\n",
			"Total (3 bens);;;1600000,00;200000,00;144000,00;72000,00;216000,00;1384000,00\r\n",
		} {
			if res.Status != http.StatusOK || !strings.Contains(res.Body, want) {
				t.Errorf("depreciation lacks %q:\n%s", want, res.Body)
			}
		}
		if strings.Contains(res.Body, "Lote") || strings.Contains(res.Body, "Gleba") {
			t.Errorf("a land was depreciated:\n%s", res.Body)
		}
	})
}
