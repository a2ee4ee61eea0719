package api_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// importFile posts a spreadsheet to POST /api/imports as the form does: kind, file and, when given, the mapping;
// the rows' other side is 'Saldo de abertura' (what the company had before it began using the product).
func (h *harness) importFile(token, kind, name string, content []byte, mapping string) response {
	h.t.Helper()
	otherSide := map[string]string{}
	if kind != "indices" {
		otherSide["counterpart"] = "opening"
	}
	return h.importWith(token, kind, name, content, mapping, otherSide)
}

// importWith is importFile with the form's counterpart fields as given (counterpart, counterpartReason).
func (h *harness) importWith(token, kind, name string, content []byte, mapping string, otherSide map[string]string) response {
	h.t.Helper()
	fields := map[string]string{"kind": kind}
	if mapping != "" {
		fields["mapping"] = mapping
	}
	for field, value := range otherSide {
		fields[field] = value
	}
	return h.postForm("/api/imports", token, fields, name, content)
}

// fixture reads a spreadsheet of the sheet package's test data.
func fixture(t *testing.T, name string) []byte { return testdata(t, "sheet", name) }

// testdata reads a file of another package's test data.
func testdata(t *testing.T, pkg, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", pkg, "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestImportAssetsFromLibreOfficeFiles: the sheet LibreOffice Calc wrote as XLSX, as CSV in UTF-8 and in
// Windows-1252 imports exactly — accents, amounts in R$, days dd/mm/aaaa — with its columns found by their pt-BR
// names, a preview as it will be stored, every asset created with its history by one commit, and the batch undone.
func TestImportAssetsFromLibreOfficeFiles(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, name := range []string{"ativos.xlsx", "ativos-utf8.csv", "ativos-windows1252.csv"} {
			res := h.importFile("user", "assets", name, fixture(t, name), "")
			if res.Status != http.StatusCreated {
				t.Fatalf("%s: %d %s", name, res.Status, res.Body)
			}
			d := data(t, res)
			mapping := d["mapping"].(map[string]any)
			if d["rows"] != 3.0 || d["valid"] != 3.0 || len(d["errors"].([]any)) != 0 || mapping["acquisitionValue"] != "Valor de aquisição" ||
				mapping["address"] != "Endereço" || mapping["notes"] != "" {
				t.Fatalf("%s: %s", name, res.Body)
			}
			first := d["preview"].([]any)[0].(map[string]any)
			if first["row"] != 2.0 || first["description"] != "Apartamento em São Paulo" || first["type"] != "real_estate" ||
				first["acquisitionValue"] != 1234567.89 || first["currentValue"] != 1500000.0 || first["acquisitionDate"] != "2021-03-15" ||
				first["address"] != "Rua Açaí, 100 — Consolação" {
				t.Fatalf("%s preview: %v", name, first)
			}
			path := fmt.Sprintf("/api/imports/%v", d["id"])
			if res := h.call("POST", path+"/commit", "user", ""); res.Status != http.StatusOK || data(t, res)["created"] != 3.0 {
				t.Fatalf("%s commit: %d %s", name, res.Status, res.Body)
			}
			if res := h.call("POST", path+"/commit", "user", ""); res.Status != http.StatusConflict {
				t.Fatalf("%s second commit: %d %s", name, res.Status, res.Body)
			}
			list := h.call("GET", "/api/assets?q=jundiai", "viewer", "")
			found := list.json(t)["data"].([]any)
			if len(found) != 1 {
				t.Fatalf("%s: %s", name, list.Body)
			}
			galpao := found[0].(map[string]any)
			if galpao["acquisitionValue"] != 980000.0 || galpao["currentValue"] != 1050000.1 || galpao["acquisitionDate"] != "2019-02-28" {
				t.Fatalf("%s: %v", name, galpao)
			}
			history := h.call("GET", fmt.Sprintf("/api/assets/%v/transactions", galpao["id"]), "viewer", "")
			if !strings.Contains(history.Body, "Importado de "+name) {
				t.Fatalf("%s history: %s", name, history.Body)
			}
			if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusOK || data(t, res)["removed"] != 3.0 {
				t.Fatalf("%s undo: %d %s", name, res.Status, res.Body)
			}
			if res := h.call("GET", "/api/assets", "viewer", ""); res.json(t)["meta"].(map[string]any)["total"] != 0.0 {
				t.Fatalf("%s: assets left after the undo: %s", name, res.Body)
			}
		}
	})
}

// TestImportRefusals: one bad row imports nothing and names its row, field, column and the form's message; a
// changed record keeps the batch from being undone; someone else's batch, a viewer, an unknown kind, a file that
// is no spreadsheet and an unknown column in the mapping are refused; a file name is kept at 255 characters.
func TestImportRefusals(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		csv := "Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição;Endereço\n" +
			"Casa;Imóvel;R$ 100,00;R$ 120,00;01/02/2020;Rua A, 1\n" +
			"Terreno;Imóvel;R$ 50,00;R$ 60,00;31/02/2020;Rua B, 2\n" +
			"Trator;Máquina;R$ 0,00;R$ 10,00;01/03/2020;\n"
		res := h.importFile("user", "assets", "com-erros.csv", []byte(csv), "")
		d := data(t, res)
		wantRowErrors(t, d,
			"column:Data de aquisição field:acquisitionDate message:Data inválida: \"31/02/2020\". Use dd/mm/aaaa. row:3",
			"field:type message:Tipo inválido row:4",
			"field:acquisitionValue message:Valor de aquisição deve ser maior que zero row:4")
		if res.Status != http.StatusCreated || d["rows"] != 3.0 || d["valid"] != 1.0 {
			t.Fatalf("%d %s", res.Status, res.Body)
		}
		path := fmt.Sprintf("/api/imports/%v", d["id"])
		if res := h.call("POST", path+"/commit", "user", ""); res.Status != http.StatusUnprocessableEntity || !strings.Contains(res.Body, "nada foi importado") {
			t.Fatalf("commit with errors: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/assets", "viewer", ""); res.json(t)["meta"].(map[string]any)["total"] != 0.0 {
			t.Fatalf("a batch with errors created assets: %s", res.Body)
		}

		// A file name of 100 004 characters with a path is kept as its base name's first 255 characters.
		long := `C:\\Planilhas\\` + strings.Repeat("boa", 33_332) + ".csv"
		good := h.importFile("user", "assets", long, []byte(strings.Join(strings.Split(csv, "\n")[:2], "\n")), "")
		path = fmt.Sprintf("/api/imports/%v", data(t, good)["id"])
		h.tokens["target"] = h.login("target@exemplo.com.br", password) // another user
		if res := h.call("POST", path+"/commit", "target", ""); res.Status != http.StatusForbidden {
			t.Fatalf("someone else's batch: %d", res.Status)
		}
		h.call("POST", path+"/commit", "user", "")
		listed := h.call("GET", "/api/imports?kind=assets", "user", "").json(t)["data"].([]any)
		if name := listed[0].(map[string]any)["fileName"].(string); name != strings.Repeat("boa", 85) {
			t.Fatalf("file name kept: %d characters, %.20q…", len([]rune(name)), name)
		}
		casa := h.call("GET", "/api/assets?q=casa", "viewer", "").json(t)["data"].([]any)[0].(map[string]any)
		if res := h.call("PUT", fmt.Sprintf("/api/assets/%v", casa["id"]), "user", `{"description":"Casa reformada","type":"real_estate",
			"acquisitionValue":100,"currentValue":150,"acquisitionDate":"2020-02-01","details":{"address":"Rua A, 1"}}`); res.Status != http.StatusOK {
			t.Fatalf("edit: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusConflict || !strings.Contains(res.Body, "não pode ser desfeita") {
			t.Fatalf("undo after an edit: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", path, "admin", ""); res.Status != http.StatusConflict {
			t.Fatalf("an admin's undo after an edit: %d %s", res.Status, res.Body)
		}

		for _, c := range []struct {
			token, kind, name, body, mapping string
			status                           int
			says                             string
		}{
			{"viewer", "assets", "a.csv", csv, "", http.StatusForbidden, "permissão"},
			{"user", "loans", "a.csv", csv, "", http.StatusUnprocessableEntity, "Tipo de importação inválido"},
			{"user", "assets", "a.pdf", "%PDF-1.4\x00\x01", "", http.StatusUnprocessableEntity, "Formato não reconhecido"},
			{"user", "assets", "vazia.csv", "\n\n", "", http.StatusUnprocessableEntity, "A planilha está vazia"},
			{"user", "assets", "a.csv", csv, `{"description":"Nome"}`, http.StatusUnprocessableEntity, "Mapeamento de colunas inválido"},
			{"user", "assets", "a.csv", csv, `{"cor":"Tipo"}`, http.StatusUnprocessableEntity, "Mapeamento de colunas inválido"},
		} {
			if res := h.importFile(c.token, c.kind, c.name, []byte(c.body), c.mapping); res.Status != c.status || !strings.Contains(res.Body, c.says) {
				t.Errorf("%s %s %s: %d %s", c.token, c.kind, c.name, res.Status, res.Body)
			}
		}
	})
}

// TestImportTemplateAndMapping: the template in CSV and XLSX reads back as a valid row; columns with other names
// import through the mapping the request gives.
func TestImportTemplateAndMapping(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct{ kind, file, field string }{
			{"assets", "modelo-ativos", "acquisitionValue"}, {"vehicles", "modelo-veiculos", "sellingPrice"},
			{"debts", "modelo-dividas", "originalAmount"}, {"accounts", "modelo-contas", "openingBalance"}, {"indices", "modelo-indices", "value"},
		} {
			for _, format := range []string{"csv", "xlsx"} {
				res := h.call("GET", "/api/imports/templates/"+c.kind+"?format="+format, "user", "")
				if res.Status != http.StatusOK || !strings.Contains(res.Header.Get("Content-Disposition"), c.file+"."+format) {
					t.Fatalf("%s %s template: %d %v", c.kind, format, res.Status, res.Header)
				}
				back := h.importFile("user", c.kind, "modelo."+format, []byte(res.Body), "")
				if d := data(t, back); d["valid"] != 1.0 || d["preview"].([]any)[0].(map[string]any)[c.field] == nil {
					t.Fatalf("%s %s template read back: %s", c.kind, format, back.Body)
				}
			}
		}
		if res := h.call("GET", "/api/imports/templates/assets?format=csv", "viewer", ""); res.Status != http.StatusForbidden {
			t.Fatalf("a viewer's template: %d", res.Status)
		}
		if res := h.call("GET", "/api/imports/templates/loans?format=csv", "user", ""); res.Status != http.StatusNotFound {
			t.Fatalf("a kind without a template: %d", res.Status)
		}
		own := "Bem,Classe,Compra,Hoje,Quando\nCofre,Outros,\"1.500,00\",\"1.200,00\",10/10/2022\n"
		mapping := `{"description":"Bem","type":"Classe","acquisitionValue":"Compra","currentValue":"Hoje","acquisitionDate":"Quando"}`
		res := h.importFile("user", "assets", "propria.csv", []byte(own), mapping)
		if d := data(t, res); d["valid"] != 1.0 || d["mapping"].(map[string]any)["acquisitionValue"] != "Compra" {
			t.Fatalf("own columns: %s", res.Body)
		}
	})
}

// TestImportVehicles: a fleet in stock comes in from a sheet as the vehicle form would take each car — its plate
// normalised, the prices in R$, the mileage with a thousands dot; a plate twice in the sheet or held by an unsold
// vehicle names its row; the commit creates them in stock with their purchase in the history, and the undo removes
// them while none was sold, reserved or given a cost.
func TestImportVehicles(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		if res := h.call("POST", "/api/vehicles", "user", `{"counterpart":"opening","make":"Volkswagen","model":"Gol","year":2020,"licensePlate":"ABC-1234","color":"Prata",
			"purchasePrice":30000,"sellingPrice":35000,"purchaseDate":"2025-01-10"}`); res.Status != http.StatusCreated {
			t.Fatalf("a vehicle in stock: %d %s", res.Status, res.Body)
		}
		sheet := "Marca;Modelo;Ano;Placa;Cor;Preço de compra;Preço de venda;Data de compra;Quilometragem\n" +
			"Fiat;Mobi Like;2022;bra2e19;Branco;R$ 52.000,00;R$ 58.900,00;10/01/2024;32.000\n" +
			"Chevrolet;Onix;2021;ABC1234;Preto;R$ 61.000,00;R$ 67.500,00;05/02/2024;\n" +
			"Renault;Kwid;2020;BRA2E19;Vermelho;R$ 38.000,00;R$ 42.000,00;06/02/2024;\n"
		res := h.importFile("user", "vehicles", "frota.csv", []byte(sheet), "")
		d := data(t, res)
		wantRowErrors(t, d,
			"column:Placa field:licensePlate message:Já existe um veículo não vendido com esta placa row:3",
			"column:Placa field:licensePlate message:Placa repetida na planilha: já está na linha 2 row:4")
		if d["valid"] != 1.0 {
			t.Fatalf("%s", res.Body)
		}
		good := strings.Join(strings.Split(sheet, "\n")[:2], "\n")
		res = h.importFile("user", "vehicles", "frota.csv", []byte(good), "")
		d = data(t, res)
		first := d["preview"].([]any)[0].(map[string]any)
		if d["valid"] != 1.0 || first["licensePlate"] != "BRA2E19" || first["purchasePrice"] != 52000.0 || first["purchaseDate"] != "2024-01-10" {
			t.Fatalf("%s", res.Body)
		}
		path := fmt.Sprintf("/api/imports/%v", d["id"])
		if res := h.call("POST", path+"/commit", "user", ""); res.Status != http.StatusOK || data(t, res)["created"] != 1.0 {
			t.Fatalf("commit: %d %s", res.Status, res.Body)
		}
		list := h.call("GET", "/api/vehicles?q=mobi", "viewer", "").json(t)["data"].([]any)
		if len(list) != 1 || list[0].(map[string]any)["mileage"] != 32000.0 || list[0].(map[string]any)["status"] != "in_stock" {
			t.Fatalf("imported vehicle: %v", list)
		}
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusOK || data(t, res)["removed"] != 1.0 {
			t.Fatalf("undo: %d %s", res.Status, res.Body)
		}
		if list := h.call("GET", "/api/vehicles?q=mobi", "viewer", "").json(t)["data"].([]any); len(list) != 0 {
			t.Fatalf("left after the undo: %v", list)
		}

		// A car given a cost after the import keeps the batch from being undone.
		res = h.importFile("user", "vehicles", "frota.csv", []byte(good), "")
		path = fmt.Sprintf("/api/imports/%v", data(t, res)["id"])
		h.call("POST", path+"/commit", "user", "")
		mobi := h.call("GET", "/api/vehicles?q=mobi", "viewer", "").json(t)["data"].([]any)[0].(map[string]any)
		bank := data(t, h.call("POST", "/api/accounts", "user", `{"counterpart":"opening","name":"Banco","kind":"checking","openingBalance":1000,"openingDate":"2024-01-01"}`))
		if res := h.call("POST", fmt.Sprintf("/api/vehicles/%v/costs", mobi["id"]), "user",
			fmt.Sprintf(`{"date":"2024-02-01","amount":350,"category":"bodywork","description":"Para-choque","accountId":%v}`, bank["id"])); res.Status != http.StatusCreated {
			t.Fatalf("cost: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusConflict {
			t.Fatalf("undo after a cost: %d %s", res.Status, res.Body)
		}
	})
}

// importAndCommit reads a fixture as kind, checks that every row is valid, commits it and answers the batch's path
// and its preview.
func (h *harness) importAndCommit(t *testing.T, kind, name string, rows int) (string, []any) {
	t.Helper()
	res := h.importFile("user", kind, name, fixture(t, name), "")
	d := data(t, res)
	if res.Status != http.StatusCreated || d["rows"] != float64(rows) || d["valid"] != float64(rows) {
		t.Fatalf("%s: %d %s", name, res.Status, res.Body)
	}
	path := fmt.Sprintf("/api/imports/%v", d["id"])
	if res := h.call("POST", path+"/commit", "user", ""); res.Status != http.StatusOK || data(t, res)["created"] != float64(rows) {
		t.Fatalf("%s commit: %d %s", name, res.Status, res.Body)
	}
	return path, d["preview"].([]any)
}

// wantRowErrors fails unless an import batch's errors list each of the wanted ones, written as
// "column:… field:… message:… row:N" (fmt's form of an error object, its keys in order).
func wantRowErrors(t *testing.T, batch map[string]any, wants ...string) {
	t.Helper()
	errs := fmt.Sprint(batch["errors"])
	for _, want := range wants {
		if !strings.Contains(errs, want) {
			t.Errorf("errors %s, want %q", errs, want)
		}
	}
}

// wantRecord fails unless the record has every field as wanted.
func wantRecord(t *testing.T, what string, got any, want map[string]any) {
	t.Helper()
	record := got.(map[string]any)
	for field, value := range want {
		if fmt.Sprint(record[field]) != fmt.Sprint(value) {
			t.Errorf("%s %s = %v, want %v", what, field, record[field], value)
		}
	}
}

// TestImportDebtsFromLibreOfficeFiles: debts written by LibreOffice Calc — a CNPJ with its mask, R$ amounts, a
// rate with a decimal comma, days dd/mm/aaaa, labels for status and category — import exactly, with the debt
// form's defaults where a row leaves a cell empty; a payment keeps the batch from being undone, and without it
// the undo removes the debts.
func TestImportDebtsFromLibreOfficeFiles(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, name := range []string{"dividas.xlsx", "dividas-utf8.csv", "dividas-windows1252.csv"} {
			path, preview := h.importAndCommit(t, "debts", name, 2)
			wantRecord(t, name+" preview", preview[1], map[string]any{"row": 3, "creditorName": "José da Conceição",
				"originalAmount": 48000.5, "currentAmount": 48000.5, "interestRate": "0.00", "category": "account_payable", "installments": 1})
			list := h.call("GET", "/api/debts?sort=creditorName&order=asc", "viewer", "").json(t)["data"].([]any)
			if len(list) != 2 {
				t.Fatalf("%s: %d debts", name, len(list))
			}
			itau := h.call("GET", fmt.Sprintf("/api/debts/%v", list[0].(map[string]any)["id"]), "viewer", "")
			wantRecord(t, name, data(t, itau), map[string]any{"creditorName": "Itaú Unibanco S.A.", "creditorDocument": "60701190000104",
				"description": "Capital de giro — reforma da loja", "originalAmount": 150000, "currentAmount": 98765.43, "interestRate": "1.35",
				"dueDate": "2027-03-10", "status": "active", "category": "loan", "paymentMethod": "Débito em conta", "installments": 24,
				"currentInstallment": 9, "contractDate": "2025-06-10"})
			jose := data(t, h.call("GET", fmt.Sprintf("/api/debts/%v", list[1].(map[string]any)["id"]), "viewer", ""))
			wantRecord(t, name, jose, map[string]any{"description": `Terreno "fundos", à prazo`, "dueDate": "2026-12-20", "contractDate": nil})

			if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusOK || data(t, res)["removed"] != 2.0 {
				t.Fatalf("%s undo: %d %s", name, res.Status, res.Body)
			}
			if res := h.call("GET", "/api/debts", "viewer", ""); len(res.json(t)["data"].([]any)) != 0 {
				t.Fatalf("%s: debts left after the undo: %s", name, res.Body)
			}
		}
		path, _ := h.importAndCommit(t, "debts", "dividas.xlsx", 2)
		itau := h.call("GET", "/api/debts?q=itau", "viewer", "").json(t)["data"].([]any)[0].(map[string]any)
		if res := h.call("POST", fmt.Sprintf("/api/debts/%v/payments", itau["id"]), "user", `{"counterpart":"contribution","date":"2026-01-15","principal":1000}`); res.Status != http.StatusCreated {
			t.Fatalf("payment: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusConflict || len(h.call("GET", "/api/debts", "viewer", "").json(t)["data"].([]any)) != 2 {
			t.Fatalf("undo after a payment: %d %s", res.Status, res.Body)
		}
	})
}

// TestImportAccountsFromLibreOfficeFiles: accounts with their opening balances — a checking account opening in the
// red, agency numbers with their leading zeros — import exactly, each balance on its day; a cash account cannot
// open below zero; an entry keeps the batch from being undone.
func TestImportAccountsFromLibreOfficeFiles(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, name := range []string{"contas.xlsx", "contas-utf8.csv", "contas-windows1252.csv"} {
			path, _ := h.importAndCommit(t, "accounts", name, 3)
			list := h.call("GET", "/api/accounts", "viewer", "").json(t)
			accounts := list["data"].([]any)
			if len(accounts) != 3 || list["meta"].(map[string]any)["summary"].(map[string]any)["balanceTotal"] != 48733.81 {
				t.Fatalf("%s: %v", name, list)
			}
			wantRecord(t, name, accounts[0], map[string]any{"name": "Caixa da loja — São José", "kind": "cash", "openingBalance": 1234.56,
				"openingDate": "2026-01-02"})
			wantRecord(t, name, accounts[1], map[string]any{"name": "Conta movimento Itaú", "kind": "checking", "bankName": "Itaú",
				"agency": "0341", "number": "12345-6", "openingBalance": -2500.75, "balance": -2500.75})
			wantRecord(t, name, accounts[2], map[string]any{"name": "Poupança reserva", "kind": "savings", "agency": "0001",
				"openingDate": "2025-12-31"})

			if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusOK || data(t, res)["removed"] != 3.0 {
				t.Fatalf("%s undo: %d %s", name, res.Status, res.Body)
			}
		}
		path, _ := h.importAndCommit(t, "accounts", "contas.xlsx", 3)
		itau := h.call("GET", "/api/accounts", "viewer", "").json(t)["data"].([]any)[1].(map[string]any)
		entry := `{"date":"2026-01-15","amount":5,"direction":"out","category":"bank_fees"}`
		if res := h.call("POST", fmt.Sprintf("/api/accounts/%v/entries", itau["id"]), "user", entry); res.Status != http.StatusCreated {
			t.Fatalf("entry: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusConflict || len(h.call("GET", "/api/accounts", "viewer", "").json(t)["data"].([]any)) != 3 {
			t.Fatalf("undo after an entry: %d %s", res.Status, res.Body)
		}
		cash := "Nome;Tipo;Saldo inicial;Data do saldo inicial\nCaixa;Caixa;-10,00;01/01/2026\nCofre;Cofre;10,00;01/01/2026\n"
		wantRowErrors(t, data(t, h.importFile("user", "accounts", "caixa.csv", []byte(cash), "")),
			"field:openingBalance message:"+validate.MsgNegativeBalance+" row:2", "field:kind message:"+validate.MsgAccountKind+" row:3")
	})
}

// TestImportIndicesFromLibreOfficeFiles: months of IPCA, IGP-M and INCC — months mm/aaaa, a negative change, six
// decimals — import exactly and replace what a month had; the undo gives every month its earlier value back, and
// is refused once a month was typed over; a month twice in the sheet names the first row.
func TestImportIndicesFromLibreOfficeFiles(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		series := func(code string) string {
			return fmt.Sprint(data(t, h.call("GET", "/api/indices/"+code, "viewer", ""))["values"])
		}
		for _, name := range []string{"indices.xlsx", "indices-utf8.csv", "indices-windows1252.csv"} {
			if res := h.call("POST", "/api/indices", "user", `{"code":"ipca","month":"2026-01","value":"0.5"}`); res.Status != http.StatusCreated {
				t.Fatalf("a typed value: %d %s", res.Status, res.Body)
			}
			path, preview := h.importAndCommit(t, "indices", name, 4)
			wantRecord(t, name+" preview", preview[2], map[string]any{"row": 4, "index": "igpm", "month": "2026-01", "value": "-0.34"})
			if got := series("ipca"); got != "[map[month:2026-01 value:0.16] map[month:2026-02 value:1.31]]" {
				t.Fatalf("%s IPCA: %s", name, got)
			}
			if got := series("incc"); got != "[map[month:2026-01 value:0.123456]]" {
				t.Fatalf("%s INCC: %s", name, got)
			}
			if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusOK || data(t, res)["removed"] != 4.0 {
				t.Fatalf("%s undo: %d %s", name, res.Status, res.Body)
			}
			if got := series("ipca") + series("igpm"); got != "[map[month:2026-01 value:0.5]][]" {
				t.Fatalf("%s after the undo: %s", name, got)
			}
			h.call("DELETE", "/api/indices/ipca/2026-01", "admin", "")
		}
		path, _ := h.importAndCommit(t, "indices", "indices.xlsx", 4)
		h.call("POST", "/api/indices", "user", `{"code":"igpm","month":"2026-01","value":"-0.35"}`)
		if res := h.call("DELETE", path, "user", ""); res.Status != http.StatusConflict || series("igpm") != "[map[month:2026-01 value:-0.35]]" {
			t.Fatalf("undo after a month typed over: %d %s", res.Status, res.Body)
		}
		twice := "Índice;Mês;Variação (%)\nIPCA;03/2026;0,5\nipca;01/03/2026;0,6\nTJLP;03/2026;0,5\nIGPM;13/2026;abc\n"
		wantRowErrors(t, data(t, h.importFile("user", "indices", "repetida.csv", []byte(twice), "")),
			"field:month message:"+fmt.Sprintf(validate.MsgIndexRepeated, 2)+" row:3",
			"field:index message:"+validate.MsgDebtIndex+" row:4", "field:month message:"+validate.MsgIndexMonth+" row:5",
			"field:value message:"+validate.MsgIndexValue+" row:5")
		if res := h.importFile("viewer", "indices", "indices.xlsx", fixture(t, "indices.xlsx"), ""); res.Status != http.StatusForbidden {
			t.Fatalf("a viewer imports indices: %d", res.Status)
		}
	})
}

// TestImportsListed: the import screen lists a kind's latest imports, the newest first, with who and when, so one
// can be undone later — by its author or an administrator; a pending batch is not listed, nor another kind's.
func TestImportsListed(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		csv := "Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição\nCofre;Outros;R$ 1.500,00;R$ 1.200,00;10/10/2022\n"
		first := data(t, h.importFile("user", "assets", "cofre.csv", []byte(csv), ""))
		h.call("POST", fmt.Sprintf("/api/imports/%v/commit", first["id"]), "user", "")
		h.call("DELETE", fmt.Sprintf("/api/imports/%v", first["id"]), "user", "")
		second := data(t, h.importFile("user", "assets", "cofre-de-novo.csv", []byte(csv), ""))
		h.call("POST", fmt.Sprintf("/api/imports/%v/commit", second["id"]), "user", "")
		h.importFile("user", "assets", "pendente.csv", []byte(csv), "")
		h.importFile("user", "indices", "indices.xlsx", fixture(t, "indices.xlsx"), "")

		list := h.call("GET", "/api/imports?kind=assets", "user", "").json(t)["data"].([]any)
		if len(list) != 2 {
			t.Fatalf("listed: %v", list)
		}
		wantRecord(t, "newest", list[0], map[string]any{"fileName": "cofre-de-novo.csv", "status": "committed", "rows": 1, "canUndo": true, "undoneAt": nil})
		wantRecord(t, "undone", list[1], map[string]any{"fileName": "cofre.csv", "status": "undone", "canUndo": false})
		if by := list[0].(map[string]any)["createdBy"].(map[string]any)["name"]; by == "" || list[0].(map[string]any)["committedAt"] == nil {
			t.Fatalf("who and when: %v", list[0])
		}
		h.tokens["target"] = h.login("target@exemplo.com.br", password)
		wantRecord(t, "another user's", h.call("GET", "/api/imports?kind=assets", "target", "").json(t)["data"].([]any)[0], map[string]any{"canUndo": false})
		wantRecord(t, "an admin's", h.call("GET", "/api/imports?kind=assets", "admin", "").json(t)["data"].([]any)[0], map[string]any{"canUndo": true})
		for _, c := range []struct {
			token, query string
			status       int
		}{{"viewer", "kind=assets", http.StatusForbidden}, {"user", "kind=loans", http.StatusUnprocessableEntity}, {"", "kind=assets", http.StatusUnauthorized}} {
			if res := h.call("GET", "/api/imports?"+c.query, c.token, ""); res.Status != c.status {
				t.Errorf("%q %s: %d %s", c.token, c.query, res.Status, res.Body)
			}
		}
	})
}

// TestImportNamesItsOtherSide: an import names the other side of every row's money (the forms' counterparts, no
// account): without one, with one the event does not take, or an adjustment without its reason it is refused before
// the file is read; 'Saldo de abertura' for a row after the opening date is that row's error; the rows committed as
// 'Aporte dos sócios' carry it, and the bridge counts them as the owners' contribution, not as unexplained.
func TestImportNamesItsOtherSide(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		if res := h.call("PUT", "/api/ledger/opening-date", "admin", `{"date":"2020-12-31"}`); res.Status != http.StatusOK {
			t.Fatalf("opening date: %d %s", res.Status, res.Body)
		}
		csv := []byte("Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição\n" +
			"Cofre;Outros;R$ 100,00;R$ 120,00;01/02/2020\n" +
			"Sala;Outros;R$ 50,00;R$ 60,00;01/03/2021\n")
		for _, c := range []struct {
			otherSide map[string]string
			want      map[string]string
		}{
			{map[string]string{}, map[string]string{"counterpart": validate.MsgImportCounterpart}},
			{map[string]string{"counterpart": "withdrawal"}, map[string]string{"counterpart": validate.MsgCounterpartInvalid}},
			{map[string]string{"counterpart": "adjustment", "counterpartReason": "  "}, map[string]string{"counterpartReason": validate.MsgCounterpartReason}},
		} {
			wantFields(t, h.importWith("user", "assets", "ativos.csv", csv, "", c.otherSide), c.want)
		}

		d := data(t, h.importFile("user", "assets", "ativos.csv", csv, ""))
		wantRowErrors(t, d, "field:counterpart message:"+strings.ReplaceAll(validate.MsgOpeningAfterDate, "{date}", "31/12/2020")+" row:3")

		d = data(t, h.importWith("user", "assets", "ativos.csv", csv, "", map[string]string{"counterpart": "contribution"}))
		if d["valid"] != 2.0 {
			t.Fatalf("as the owners' contribution: %v", d)
		}
		if res := h.call("POST", fmt.Sprintf("/api/imports/%v/commit", d["id"]), "user", ""); res.Status != http.StatusOK {
			t.Fatalf("commit: %d %s", res.Status, res.Body)
		}
		list := h.call("GET", "/api/assets?q=Sala", "viewer", "")
		sala := list.json(t)["data"].([]any)[0].(map[string]any)
		if got, _ := data(t, h.call("GET", fmt.Sprintf("/api/assets/%v", sala["id"]), "viewer", ""))["counterpart"].(map[string]any); got["kind"] != "contribution" {
			t.Fatalf("the imported asset's other side: %v", got)
		}
		_, _, lines := h.bridgeOf("2020-01-01", "2021-12-31")
		if lines["contributions"] != "150.00" || lines["unexplained"] != "" {
			t.Fatalf("bridge of the imported assets: %v", lines)
		}
	})
}

// TestImportBoundedReading: a spreadsheet past what reading may take is refused with its message and nothing kept —
// an XLSX whose part declares 1 GB (413), a CSV header of 1 000 000 columns, one of 20 001 rows (422) — and the
// next good sheet reads (sheet.TestBombsRefusedWithinBudget measures the memory).
func TestImportBoundedReading(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		var bomb bytes.Buffer
		zw := zip.NewWriter(&bomb)
		part, err := zw.CreateRaw(&zip.FileHeader{Name: "xl/media/image1.png", Method: zip.Store, CompressedSize64: 100, UncompressedSize64: 1 << 30})
		if err != nil {
			t.Fatal(err)
		}
		part.Write(bytes.Repeat([]byte{7}, 100))
		zw.Close()
		res := h.importFile("user", "assets", "bomba.xlsx", bomb.Bytes(), "")
		if res.Status != http.StatusRequestEntityTooLarge || !strings.Contains(res.Body, validate.MsgImportUnzipped) {
			t.Fatalf("an XLSX declaring 1 GB: %d %s", res.Status, res.Body)
		}
		wantFields(t, h.importFile("user", "assets", "colunas.csv", []byte(strings.Repeat("c;", 1_000_000)+"c\nx;1\n"), ""),
			map[string]string{"file": validate.MsgImportTooManyColumns})
		wantFields(t, h.importFile("user", "assets", "linhas.csv", []byte("Descrição;Valor\n"+strings.Repeat("Sala;1\n", 20_001)), ""),
			map[string]string{"file": validate.MsgImportTooManyRows})
		var kept int
		if err := h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM import_batches").Scan(&kept); err != nil || kept != 0 {
			t.Fatalf("refused sheets kept: %d %v", kept, err)
		}
		if res := h.importFile("user", "assets", "ativos.xlsx", fixture(t, "ativos.xlsx"), ""); res.Status != http.StatusCreated {
			t.Fatalf("a good sheet after them: %d %s", res.Status, res.Body)
		}
	})
}

// TestImportPendingBounded: sheets read and never imported are bounded — a person keeps their latest two (an older
// one answers 404 on 'Importar'), at most 50 wait at once (503 with Retry-After, nothing kept), and each goes an hour
// after it was read.
func TestImportPendingBounded(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		sheet := []byte("Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição\nCofre;Outros;R$ 1.500,00;R$ 1.200,00;10/10/2022\n")
		read := func() string {
			t.Helper()
			return fmt.Sprintf("/api/imports/%v", data(t, h.importFile("user", "assets", "cofre.csv", sheet, ""))["id"])
		}
		first, second, third := read(), read(), read()
		if res := h.call("POST", first+"/commit", "user", ""); res.Status != http.StatusNotFound {
			t.Fatalf("the third read keeps the first: %d %s", res.Status, res.Body)
		}
		ctx := context.Background()
		for range 49 { // others' sheets waiting, beside this person's latest
			if _, err := h.db.ExecContext(ctx, `INSERT INTO import_batches (kind, file_name, status, rows, invalid, payload, created_at)
				VALUES ('assets', 'outra.csv', 'pending', 1, 0, '[]', ?)`, clock.t); err != nil {
				t.Fatal(err)
			}
		}
		res := h.importFile("user", "assets", "cofre.csv", sheet, "")
		if res.Status != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" || !strings.Contains(res.Body, validate.MsgImportsBusy) {
			t.Fatalf("the 51st waiting sheet: %d %v %s", res.Status, res.Header, res.Body)
		}
		if res := h.call("POST", second+"/commit", "user", ""); res.Status != http.StatusOK {
			t.Fatalf("a refused read took the person's earlier sheet: %d %s", res.Status, res.Body)
		}

		clock.t = clock.t.Add(61 * time.Minute)
		h.tokens["user"] = h.login("user@exemplo.com.br", password)
		read()
		var waiting int
		if err := h.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM import_batches WHERE status = 'pending'").Scan(&waiting); err != nil || waiting != 1 {
			t.Fatalf("pending after an hour: %d %v", waiting, err)
		}
		if res := h.call("POST", third+"/commit", "user", ""); res.Status != http.StatusNotFound {
			t.Fatalf("a sheet read an hour ago: %d %s", res.Status, res.Body)
		}
	})
}

// TestImportSheetReadsBounded: a sheet sent while every reading slot is taken is answered 503 with Retry-After and
// nothing kept; once a slot is free it reads.
func TestImportSheetReadsBounded(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		slots := make(chan struct{}, 1)
		h := newHarnessWith(t, db, store.UploadLimits{}, nil, func(o *api.Options) { o.SheetReads = slots })
		slots <- struct{}{} // another sheet being read
		res := h.importFile("user", "assets", "ativos.xlsx", fixture(t, "ativos.xlsx"), "")
		if res.Status != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" || !strings.Contains(res.Body, validate.MsgSheetsBusy) {
			t.Fatalf("a sheet with no slot free: %d %v %s", res.Status, res.Header, res.Body)
		}
		<-slots
		if res := h.importFile("user", "assets", "ativos.xlsx", fixture(t, "ativos.xlsx"), ""); res.Status != http.StatusCreated || len(slots) != 0 {
			t.Fatalf("with the slot free: %d %s (slots taken after: %d)", res.Status, res.Body, len(slots))
		}
	})
}
