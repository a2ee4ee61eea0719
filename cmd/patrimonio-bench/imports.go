package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"time"
)

// importRows is how many rows each import measurement brings in from one CSV (issue 17: "10 000 rows import in
// seconds").
const importRows = 10_000

// importBudget is what reading and committing them may take together.
const importBudget = 10 * time.Second

// importSheet is a kind's CSV as an office writes it: its header and its i-th row.
type importSheet struct {
	kind, name, header string
	row                func(i int) string
}

// importSheets are the kinds measured: assets, vehicles, debts and accounts with their opening balances.
var importSheets = []importSheet{
	{"assets", "ativos", "Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição;Endereço", func(i int) string {
		return fmt.Sprintf("Sala importada %d;Imóvel;R$ %d.%03d,%02d;R$ %d.%03d,00;%02d/%02d/20%02d;Rua das Planilhas, %d",
			i, 100+i%900, i%1000, i%100, 120+i%900, i%1000, 1+i%28, 1+i%12, 10+i%14, i)
	}},
	{"vehicles", "veículos", "Marca;Modelo;Ano;Placa;Cor;Preço de compra;Preço de venda;Data de compra", func(i int) string {
		// Plates ZZZ9A99, none of them the demo's.
		return fmt.Sprintf("Fiat;Mobi Like;20%02d;ZZZ%d%c%d%d;Branco;R$ %d.%03d,00;R$ %d.%03d,00;%02d/%02d/2025",
			10+i%14, i/2600%10, 'A'+i/100%26, i/10%10, i%10, 20+i%50, i%1000, 30+i%50, i%1000, 1+i%28, 1+i%12)
	}},
	{"debts", "dívidas", "Credor;Valor original;Saldo atual;Juros (% a.m.);Vencimento;Categoria;Parcelas;Parcela atual;Data do contrato", func(i int) string {
		return fmt.Sprintf("Fornecedor %d Ltda.;R$ %d.%03d,00;R$ %d.%03d,00;1,%02d;%02d/%02d/2027;Conta a Pagar;%d;1;%02d/%02d/2024",
			i, 10+i%90, i%1000, 5+i%5, i%1000, i%100, 1+i%28, 1+i%12, 1+i%48, 1+i%28, 1+i%12)
	}},
	{"accounts", "contas", "Nome;Tipo;Banco;Agência;Número da conta;Saldo inicial;Data do saldo inicial", func(i int) string {
		return fmt.Sprintf("Conta importada %d;Conta corrente;Banco %d;%04d;%05d-%d;R$ %d.%03d,%02d;%02d/%02d/2025",
			i, i%50, i%9999, i, i%10, i%100, i%1000, i%100, 1+i%28, 1+i%12)
	}},
}

// importAll times each kind's import.
func importAll(c *client, missed *bool) error {
	for _, sheet := range importSheets {
		if err := importRowsOf(c, sheet, missed); err != nil {
			return err
		}
	}
	return nil
}

// importRowsOf times an import of importRows rows of a kind — read and checked, then committed — and its undo,
// which leaves the data set as it was.
func importRowsOf(c *client, sheet importSheet, missed *bool) error {
	var csv bytes.Buffer
	csv.WriteString("\ufeff" + sheet.header + "\r\n")
	for i := range importRows {
		csv.WriteString(sheet.row(i) + "\r\n")
	}
	// The rows' other side: what the company had before.
	form, contentType, err := fileForm(map[string]string{"kind": sheet.kind, "counterpart": "opening"}, sheet.name+".csv", csv.Bytes())
	if err != nil {
		return err
	}

	start := time.Now()
	var read struct {
		Data struct {
			ID, Valid int
		} `json:"data"`
	}
	if err := c.send(http.MethodPost, "/api/imports", contentType, form, http.StatusCreated, &read); err != nil {
		return err
	}
	readIn := time.Since(start)
	if read.Data.Valid != importRows {
		return fmt.Errorf("import of %s: %d of %d rows valid", sheet.name, read.Data.Valid, importRows)
	}
	start = time.Now()
	if err := c.send(http.MethodPost, fmt.Sprintf("/api/imports/%d/commit", read.Data.ID), "", nil, http.StatusOK, nil); err != nil {
		return err
	}
	committed := time.Since(start)
	start = time.Now()
	if err := c.send(http.MethodDelete, fmt.Sprintf("/api/imports/%d", read.Data.ID), "", nil, http.StatusOK, nil); err != nil {
		return err
	}
	undone := time.Since(start)
	verdict := "ok"
	if readIn+committed > importBudget {
		verdict, *missed = "ACIMA", true
	}
	fmt.Printf("%-52s lida %s, gravada %s, desfeita %s  limite < %s: %s\n", fmt.Sprintf("importação de %d %s (CSV)", importRows, sheet.name),
		readIn.Round(time.Millisecond), committed.Round(time.Millisecond), undone.Round(time.Millisecond), importBudget, verdict)
	return nil
}

// fileForm is a multipart form with fields and a file named name (field "file"), and its content type.
func fileForm(fields map[string]string, name string, content []byte) (*bytes.Buffer, string, error) {
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	for field, value := range fields {
		if err := mw.WriteField(field, value); err != nil {
			return nil, "", err
		}
	}
	fw, err := mw.CreateFormFile("file", name)
	if err != nil {
		return nil, "", err
	}
	if _, err := fw.Write(content); err != nil {
		return nil, "", err
	}
	return &form, mw.FormDataContentType(), mw.Close()
}

// send makes a request with the client's token, checks its status and decodes its JSON into out (nil: discarded).
func (c *client) send(method, path, contentType string, body *bytes.Buffer, want int, out any) error {
	var req *http.Request
	var err error
	if body != nil {
		req, err = http.NewRequest(method, c.base+path, body)
	} else {
		req, err = http.NewRequest(method, c.base+path, nil)
	}
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != want {
		var e struct{ Error string }
		_ = json.NewDecoder(res.Body).Decode(&e) // the message, when the answer has one
		return fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, e.Error)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(res.Body).Decode(out)
}
