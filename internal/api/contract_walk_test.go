package api_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"patrimonio/internal/api"
)

// walkStep is one call of the contract walk: a route of the table, called with a sensible request. The shared
// error cases run around every step that succeeds; a step that wants a 4xx (a conflict, a refusal) runs alone.
type walkStep struct {
	pattern string // the route it must reach, as in the route table
	path    string // {asset}, {vehicle}, … are replaced by the ids saved by earlier steps
	token   string // a role of the harness, "" for none
	body    string // JSON; "upload" sends a PNG as multipart, "spreadsheet" a CSV of assets as an import's form, "statement" an OFX
	want    int
	save    string // the placeholder that takes the new record's id (or the stored file's name)
	// saveFrom is where in the answer's data the saved id is, as dotted keys ("sale.receivableId"); "" for id.
	saveFrom string
	invalid  string // a body answered 422, sent before the step; "" when the route validates none
	public   bool   // answers without a token
}

// multipartBody names the steps' bodies sent as a form with a file rather than as JSON.
var multipartBody = map[string]bool{"upload": true, "spreadsheet": true, "statement": true}

// walkSteps calls every route of the table at least once, in an order that creates what the later steps need.
func walkSteps() []walkStep {
	const (
		ok, created, noContent = http.StatusOK, http.StatusCreated, http.StatusNoContent
		house                  = `{"counterpart":"opening","description":"Casa Jardim","type":"real_estate","acquisitionValue":100000,"currentValue":120000,"acquisitionDate":"2024-02-10","details":{"address":"Rua A, 1","rooms":3}}`
		land                   = `{"counterpart":"opening","description":"Terreno","type":"other","acquisitionValue":5000,"currentValue":6000,"acquisitionDate":"2024-03-01"}`
		gol                    = `{"counterpart":"opening","make":"Volkswagen","model":"Gol","year":2020,"licensePlate":"abc-1234","color":"Prata","purchasePrice":30000,"sellingPrice":35000.5,"purchaseDate":"2025-01-10"}`
		uno                    = `{"counterpart":"opening","make":"Fiat","model":"Uno","year":2019,"licensePlate":"BRA2E19","color":"Branco","purchasePrice":20000,"sellingPrice":25000,"purchaseDate":"2025-02-10"}`
		debt                   = `{"counterpart":"opening","creditorName":"Banco do Brasil","originalAmount":10000.10,"interestRate":1.25,"dueDate":"2030-12-01","category":"loan","installments":12,"currentInstallment":3}`
	)
	return []walkStep{
		{pattern: "GET /api/health", path: "/api/health", want: ok, public: true},
		{pattern: "GET /api/health/live", path: "/api/health/live", want: ok, public: true},
		{pattern: "GET /api/health/ready", path: "/api/health/ready", want: ok, public: true},
		{pattern: "GET /metrics", path: "/metrics", want: http.StatusNotFound, public: true}, // no token configured: off
		{pattern: "POST /api/auth/login", path: "/api/auth/login", body: `{"email":"user@exemplo.com.br","password":"` + password + `"}`, want: ok, public: true,
			invalid: `{"email":"","password":""}`},
		{pattern: "GET /api/auth/me", path: "/api/auth/me", token: "viewer", want: ok},
		{pattern: "POST /api/auth/forgot", path: "/api/auth/forgot", body: `{"email":"target@exemplo.com.br"}`, want: http.StatusAccepted, public: true,
			invalid: `{"email":"sem-arroba"}`},
		{pattern: "POST /api/auth/reset", path: "/api/auth/reset", body: `{"token":"inventado","password":"nova-senha-1"}`, want: http.StatusBadRequest, public: true},
		{pattern: "GET /api/settings", path: "/api/settings", want: ok, public: true},
		{pattern: "PUT /api/settings", path: "/api/settings", token: "admin", body: `{"companyName":"Empresa Contrato"}`, want: ok,
			invalid: `{"primaryColor":"azul"}`},
		{pattern: "PUT /api/settings", path: "/api/settings", token: "admin", want: ok,
			body:    `{"pixKeyType":"cnpj","pixKey":"11.222.333/0001-81","pixName":"Empresa Contrato","pixCity":"Campinas"}`,
			invalid: `{"pixKeyType":"phone","pixKey":"91234-5678"}`},

		{pattern: "POST /api/export", path: "/api/export", token: "admin", body: `{"password":"` + password + `"}`, want: ok,
			invalid: `{"password":""}`},
		{pattern: "POST /api/export", path: "/api/export", token: "user", body: `{"password":"` + password + `"}`, want: http.StatusForbidden},

		{pattern: "GET /api/imports/templates/{kind}", path: "/api/imports/templates/assets?format=csv", token: "user", want: ok},
		{pattern: "POST /api/imports", path: "/api/imports", token: "user", body: "spreadsheet", want: created, save: "import"},
		{pattern: "POST /api/imports/{id}/commit", path: "/api/imports/{import}/commit", token: "user", want: ok},
		{pattern: "GET /api/imports", path: "/api/imports?kind=assets", token: "user", want: ok},
		{pattern: "DELETE /api/imports/{id}", path: "/api/imports/{import}", token: "user", want: ok},

		{pattern: "GET /api/users", path: "/api/users?sort=name", token: "admin", want: ok},
		{pattern: "POST /api/users", path: "/api/users", token: "admin", body: `{"name":"Eva Souza","email":"eva@exemplo.com.br","password":"12345678","role":"user"}`, want: created, save: "user",
			invalid: `{"name":"","email":"eva","password":"1","role":"root"}`},
		{pattern: "POST /api/users", path: "/api/users", token: "admin", body: `{"name":"Eva Outra","email":"EVA@exemplo.com.br","password":"12345678","role":"user"}`, want: http.StatusConflict},
		{pattern: "GET /api/users", path: "/api/users", token: "viewer", want: http.StatusForbidden},
		{pattern: "GET /api/users/{id}", path: "/api/users/{user}", token: "admin", want: ok},
		{pattern: "GET /api/users/{id}", path: "/api/users/{user}", token: "viewer", want: http.StatusForbidden},
		{pattern: "PUT /api/users/{id}/deactivate", path: "/api/users/{admin}/deactivate", token: "admin", want: http.StatusConflict},
		{pattern: "DELETE /api/users/{id}", path: "/api/users/{admin}", token: "admin", want: http.StatusConflict},
		{pattern: "PUT /api/users/{id}", path: "/api/users/{user}", token: "admin", body: `{"name":"Eva Nova"}`, want: ok,
			invalid: `{"email":"não é email"}`},
		{pattern: "PUT /api/users/{id}/password", path: "/api/users/{user}/password", token: "admin", body: `{"newPassword":"outra-senha-1","confirmPassword":"outra-senha-1"}`, want: noContent,
			invalid: `{"newPassword":"curta"}`},
		{pattern: "PUT /api/users/{id}/deactivate", path: "/api/users/{user}/deactivate", token: "admin", want: ok},
		{pattern: "PUT /api/users/{id}/activate", path: "/api/users/{user}/activate", token: "admin", want: ok},

		{pattern: "POST /api/upload", path: "/api/upload", token: "user", body: "upload", want: created, save: "file"},
		{pattern: "GET /api/uploads/{name}", path: "/api/uploads/{file}", want: ok, public: true},

		{pattern: "POST /api/assets", path: "/api/assets", token: "user", body: strings.TrimSuffix(house, "}") + `,"attachments":[{"url":"/uploads/{file}","category":"escritura"}]}`, want: created, save: "asset",
			invalid: `{"counterpart":"opening","description":"","acquisitionValue":0}`},
		{pattern: "POST /api/assets", path: "/api/assets", token: "user", body: land, want: created, save: "sold"},
		{pattern: "POST /api/assets", path: "/api/assets", token: "user", body: land, want: created, save: "exchanged"},
		{pattern: "GET /api/assets", path: "/api/assets?status=active&sort=-currentValue", token: "viewer", want: ok},
		{pattern: "GET /api/assets/{id}", path: "/api/assets/{asset}", token: "viewer", want: ok},
		{pattern: "GET /api/assets/export", path: "/api/assets/export?format=csv&status=active&sort=-currentValue", token: "viewer", want: ok},
		{pattern: "GET /api/assets/export", path: "/api/assets/export?format=xlsx", token: "viewer", want: ok},
		{pattern: "GET /api/assets/export", path: "/api/assets/export?format=pdf", token: "viewer", want: http.StatusBadRequest},
		{pattern: "PUT /api/assets/{id}", path: "/api/assets/{asset}", token: "user", body: strings.Replace(house, "120000", "130000", 1), want: ok,
			invalid: `{"counterpart":"opening","description":"","acquisitionValue":-1}`},
		{pattern: "PATCH /api/assets/{id}/status", path: "/api/assets/{asset}/status", token: "user", body: `{"status":"rented"}`, want: ok,
			invalid: `{"status":"sold"}`},
		{pattern: "POST /api/assets/{id}/valuations", path: "/api/assets/{asset}/valuations", token: "user",
			body: `{"date":"2025-03-01","value":125000,"notes":"Laudo"}`, want: created, invalid: `{"date":"2999-01-01","value":0}`},
		{pattern: "GET /api/assets/{id}/transactions", path: "/api/assets/{asset}/transactions", token: "viewer", want: ok},
		{pattern: "POST /api/assets/{id}/sell", path: "/api/assets/{sold}/sell", token: "user", body: `{"counterpart":"withdrawal","saleDate":"2025-06-01","saleValue":7000,"buyerName":"Caio Prado","buyerEmail":"caio@exemplo.com.br","paymentMethod":"installments","installments":10,"downPayment":1000}`, want: ok,
			invalid: `{"counterpart":"withdrawal","saleValue":0,"buyerName":""}`, save: "receivable", saveFrom: "sale.receivableId"},
		{pattern: "POST /api/assets/{id}/exchange", path: "/api/assets/{exchanged}/exchange", token: "user", body: `{"exchangeDate":"2025-06-01","newAssets":[{"description":"Lote 1","acquisitionValue":3000,"currentValue":3000},{"description":"Lote 2","type":"other","acquisitionValue":3000,"currentValue":3500}]}`, want: ok,
			invalid: `{"exchangeDate":"","newAssets":[]}`},
		{pattern: "GET /api/assets/{id}/related", path: "/api/assets/{exchanged}/related", token: "viewer", want: ok},
		{pattern: "GET /api/assets/{id}", path: "/api/assets/{sold}", token: "admin", want: ok},
		{pattern: "PUT /api/assets/{id}", path: "/api/assets/{sold}", token: "user", body: strings.Replace(land, "6000", "9000", 1), want: http.StatusConflict},
		{pattern: "POST /api/assets/{id}/sell", path: "/api/assets/{sold}/sell", token: "user", body: `{"counterpart":"withdrawal","saleDate":"2025-07-01","saleValue":1,"buyerName":"Outro"}`, want: http.StatusConflict},
		{pattern: "PATCH /api/assets/{id}/status", path: "/api/assets/{exchanged}/status", token: "user", body: `{"status":"inactive"}`, want: http.StatusConflict},
		{pattern: "DELETE /api/assets/{id}", path: "/api/assets/{sold}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/assets/{id}", path: "/api/assets/{asset}", token: "admin", want: noContent},

		{pattern: "POST /api/vehicles", path: "/api/vehicles", token: "user", body: gol, want: created, save: "vehicle",
			invalid: `{}`},
		{pattern: "POST /api/vehicles", path: "/api/vehicles", token: "user", body: uno, want: created, save: "vehicle2"},
		{pattern: "GET /api/vehicles", path: "/api/vehicles?status=in_stock&sort=make", token: "viewer", want: ok},
		{pattern: "GET /api/vehicles/{id}", path: "/api/vehicles/{vehicle}", token: "viewer", want: ok},
		{pattern: "GET /api/vehicles/export", path: "/api/vehicles/export?format=xlsx&status=in_stock&sort=make", token: "viewer", want: ok},
		{pattern: "PUT /api/vehicles/{id}", path: "/api/vehicles/{vehicle}", token: "user", body: strings.Replace(gol, "35000.5", "34000", 1), want: ok,
			invalid: `{"year":1899}`},
		{pattern: "PUT /api/vehicles/{id}/sell", path: "/api/vehicles/{vehicle}/sell", token: "user", body: `{"counterpart":"withdrawal","sellingPrice":33000,"soldDate":"2025-03-01","paymentMethod":"cash"}`, want: ok,
			invalid: `{"sellingPrice":0}`},
		{pattern: "PUT /api/vehicles/{id}/sell", path: "/api/vehicles/{vehicle}/sell", token: "user", body: `{"counterpart":"withdrawal","sellingPrice":1,"soldDate":"2025-03-02"}`, want: http.StatusConflict},
		{pattern: "POST /api/vehicles", path: "/api/vehicles", token: "user", body: uno, want: http.StatusConflict},
		{pattern: "GET /api/vehicles/{id}/history", path: "/api/vehicles/{vehicle}/history", token: "viewer", want: ok},
		{pattern: "POST /api/vehicles/fipe/import", path: "/api/vehicles/fipe/import", token: "user", body: `{"not":"a csv"}`, want: http.StatusUnprocessableEntity},
		{pattern: "DELETE /api/vehicles/{id}", path: "/api/vehicles/{vehicle2}", token: "admin", want: noContent},

		{pattern: "POST /api/debts", path: "/api/debts", token: "user", body: debt, want: created, save: "debt",
			invalid: `{"counterpart":"opening","creditorName":" ","originalAmount":0}`},
		{pattern: "POST /api/debts", path: "/api/debts", token: "user", body: debt, want: created, save: "debt2"},
		{pattern: "GET /api/debts", path: "/api/debts?category=loan&sort=-dueDate", token: "viewer", want: ok},
		{pattern: "GET /api/debts/{id}", path: "/api/debts/{debt}", token: "viewer", want: ok},
		{pattern: "GET /api/debts/export", path: "/api/debts/export?format=csv&category=loan&sort=-dueDate", token: "viewer", want: ok},
		{pattern: "PUT /api/debts/{id}", path: "/api/debts/{debt}", token: "user", body: `{"currentAmount":5000,"currentInstallment":4,"balanceCounterpart":"forgiveness"}`, want: ok,
			invalid: `{"interestRate":100.01}`},
		{pattern: "GET /api/debts/{id}/history", path: "/api/debts/{debt}/history", token: "viewer", want: ok},
		{pattern: "PUT /api/debts/{id}", path: "/api/debts/{debt}", token: "user", body: `{"contractDate":"2025-01-02"}`, want: ok},
		{pattern: "POST /api/debts/{id}/payments", path: "/api/debts/{debt}/payments", token: "user",
			body: `{"counterpart":"contribution","date":"2025-02-01","principal":100,"interest":12.5}`, want: created, save: "payment",
			invalid: `{"counterpart":"contribution","date":"2999-01-01","principal":-1,"interest":0}`},
		{pattern: "GET /api/debts/{id}/payments", path: "/api/debts/{debt}/payments", token: "viewer", want: ok},
		{pattern: "GET /api/debts/{id}/schedule", path: "/api/debts/{debt}/schedule", token: "viewer", want: ok},
		{pattern: "GET /api/debts/{id}/schedule/export", path: "/api/debts/{debt}/schedule/export?format=pdf", token: "viewer", want: http.StatusNotFound},
		{pattern: "DELETE /api/debts/{id}/payments/{paymentId}", path: "/api/debts/{debt}/payments/{payment}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/debts/{id}/payments/{paymentId}", path: "/api/debts/{debt}/payments/{payment}", token: "admin", want: noContent},
		{pattern: "DELETE /api/debts/{id}/payments/{paymentId}", path: "/api/debts/{debt}/payments/{payment}", token: "admin", want: http.StatusNotFound},
		{pattern: "POST /api/debts/{id}/renegotiations", path: "/api/debts/{debt}/renegotiations", token: "user",
			body: `{"date":"2025-03-01","originalAmount":5200,"interestRate":1,"system":"price","installments":10,"firstDueDate":"2025-04-01","notes":"Acordo"}`,
			want: created, invalid: `{"originalAmount":0,"system":"none"}`},
		{pattern: "GET /api/debts/{id}/renegotiations", path: "/api/debts/{debt}/renegotiations", token: "viewer", want: ok},
		{pattern: "DELETE /api/debts/{id}", path: "/api/debts/{debt2}", token: "admin", want: noContent},

		{pattern: "POST /api/indices", path: "/api/indices", token: "user", body: `{"code":"ipca","month":"2024-01","value":"0.42"}`, want: created,
			invalid: `{"code":"x","month":"13","value":"abc"}`},
		{pattern: "GET /api/indices", path: "/api/indices", token: "viewer", want: ok},
		{pattern: "GET /api/indices/{code}", path: "/api/indices/ipca?from=2024-01", token: "viewer", want: ok},
		{pattern: "POST /api/indices/{code}/import", path: "/api/indices/ipca/import", token: "user", body: `{"not":"a csv"}`, want: http.StatusUnprocessableEntity},
		{pattern: "DELETE /api/indices/{code}/{month}", path: "/api/indices/ipca/2024-01", token: "admin", want: noContent},
		{pattern: "POST /api/financing/simulate", path: "/api/financing/simulate", token: "viewer", body: `{"amount":10000,"monthlyRate":1.5,"installments":12,"system":"sac"}`, want: ok,
			invalid: `{"amount":0,"installments":0,"system":"x"}`},

		{pattern: "POST /api/accounts", path: "/api/accounts", token: "user", body: `{"counterpart":"opening","name":"Caixa","kind":"cash","openingBalance":1000,"openingDate":"2025-01-02"}`, want: created, save: "account",
			invalid: `{"name":" ","kind":"wallet","openingDate":"2999-01-01"}`},
		{pattern: "POST /api/accounts", path: "/api/accounts", token: "user", body: `{"name":"Banco do Brasil","kind":"checking","bankName":"Banco do Brasil","agency":"1234-5","number":"99999-0","openingDate":"2025-01-02"}`, want: created, save: "account2"},
		{pattern: "POST /api/accounts", path: "/api/accounts", token: "user", body: `{"name":"Poupança","kind":"savings","openingDate":"2025-01-02"}`, want: created, save: "account3"},
		{pattern: "GET /api/accounts", path: "/api/accounts?page=1&pageSize=10", token: "viewer", want: ok},
		{pattern: "GET /api/accounts/{id}", path: "/api/accounts/{account}", token: "viewer", want: ok},
		{pattern: "PUT /api/accounts/{id}", path: "/api/accounts/{account}", token: "user", body: `{"name":"Caixa da loja"}`, want: ok,
			invalid: `{"counterpart":"opening","openingBalance":-1}`},
		{pattern: "POST /api/accounts/{id}/entries", path: "/api/accounts/{account}/entries", token: "user", body: `{"date":"2025-02-01","amount":150.5,"direction":"out","category":"maintenance","description":"Conserto"}`, want: created,
			invalid: `{"date":"2025-02-01","amount":0,"direction":"out","category":"rent_income"}`},
		{pattern: "POST /api/accounts/transfers", path: "/api/accounts/transfers", token: "user", body: `{"fromAccountId":{account},"toAccountId":{account2},"amount":200,"date":"2025-02-02"}`, want: created,
			invalid: `{"fromAccountId":0,"toAccountId":0,"amount":0,"date":"2999-01-01"}`},
		{pattern: "POST /api/accounts/transfers", path: "/api/accounts/transfers", token: "user", body: `{"fromAccountId":{account},"toAccountId":{account2},"amount":100000,"date":"2025-02-02"}`, want: http.StatusUnprocessableEntity},
		{pattern: "GET /api/accounts/{id}/statement", path: "/api/accounts/{account}/statement?from=2025-01-01&to=2025-12-31", token: "viewer", want: ok},
		{pattern: "POST /api/accounts/{id}/statements", path: "/api/accounts/{account}/statements", token: "user", body: "statement", want: created,
			save: "statement", saveFrom: "preview.statement.id"},
		{pattern: "POST /api/accounts/{id}/statements", path: "/api/accounts/{account2}/statements", token: "user", body: "statement", want: http.StatusUnprocessableEntity},
		{pattern: "POST /api/accounts/{id}/statements/{sid}/commit", path: "/api/accounts/{account}/statements/{statement}/commit", token: "user",
			body: `{"choices":[{"line":0,"action":"transfer","accountId":{account2}},{"line":1,"action":"ignore"},{"line":2,"action":"entry","category":"bank_fees"},{"line":3,"action":"ignore"}]}`,
			want: ok, invalid: `{"choices":[{"line":0,"action":"voar"}]}`},
		{pattern: "GET /api/accounts/{id}/statements", path: "/api/accounts/{account}/statements", token: "viewer", want: ok},
		{pattern: "GET /api/accounts/{id}/statements/{sid}", path: "/api/accounts/{account}/statements/{statement}", token: "viewer", want: ok},
		{pattern: "DELETE /api/accounts/{id}/statements/{sid}", path: "/api/accounts/{account}/statements/{statement}", token: "user", want: ok},
		{pattern: "DELETE /api/accounts/{id}", path: "/api/accounts/{account}", token: "admin", want: http.StatusConflict},
		{pattern: "DELETE /api/accounts/{id}", path: "/api/accounts/{account3}", token: "admin", want: noContent},

		{pattern: "GET /api/receivables", path: "/api/receivables?status=overdue&page=1&pageSize=10", token: "viewer", want: ok},
		{pattern: "GET /api/receivables/{id}", path: "/api/receivables/{receivable}", token: "viewer", want: ok},
		{pattern: "POST /api/receivables/{id}/receipts", path: "/api/receivables/{receivable}/receipts", token: "user",
			body: `{"date":"2025-07-01","amount":600,"accountId":{account2}}`, want: created, save: "receipt",
			invalid: `{"date":"2999-01-01","amount":0,"accountId":0}`},
		{pattern: "POST /api/receivables/{id}/receipts", path: "/api/receivables/{receivable}/receipts", token: "user",
			body: `{"date":"2025-07-01","amount":1000000,"accountId":{account2}}`, want: http.StatusUnprocessableEntity},
		{pattern: "GET /api/receivables/{id}/receipts", path: "/api/receivables/{receivable}/receipts", token: "viewer", want: ok},
		{pattern: "GET /api/receivables/{id}/installments/{number}/pix", path: "/api/receivables/{receivable}/installments/2/pix", token: "viewer", want: ok},
		{pattern: "GET /api/receivables/{id}/installments/{number}/pix", path: "/api/receivables/{receivable}/installments/99/pix", token: "viewer", want: http.StatusNotFound},
		{pattern: "DELETE /api/receivables/{id}/receipts/{receiptId}", path: "/api/receivables/{receivable}/receipts/{receipt}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/receivables/{id}/receipts/{receiptId}", path: "/api/receivables/{receivable}/receipts/{receipt}", token: "admin", want: noContent},

		{pattern: "POST /api/vehicles/{id}/costs", path: "/api/vehicles/{vehicle}/costs", token: "user",
			body: `{"date":"2025-02-10","amount":150,"category":"bodywork","description":"Para-choque","accountId":{account2}}`, want: created, save: "cost",
			invalid: `{"date":"2999-01-01","amount":0,"category":"wash","accountId":0}`},
		{pattern: "GET /api/vehicles/{id}/costs", path: "/api/vehicles/{vehicle}/costs", token: "viewer", want: ok},
		{pattern: "DELETE /api/vehicles/{id}/costs/{costId}", path: "/api/vehicles/{vehicle}/costs/{cost}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/vehicles/{id}/costs/{costId}", path: "/api/vehicles/{vehicle}/costs/{cost}", token: "admin", want: noContent},

		{pattern: "POST /api/assets/{id}/improvements", path: "/api/assets/{sold}/improvements", token: "user",
			body: `{"date":"2025-05-01","amount":100,"description":"Muro","accountId":{account2}}`, want: created, save: "improvement",
			invalid: `{"date":"2999-01-01","amount":0,"description":" ","accountId":0}`},
		{pattern: "GET /api/assets/{id}/improvements", path: "/api/assets/{sold}/improvements", token: "viewer", want: ok},
		{pattern: "DELETE /api/assets/{id}/improvements/{improvementId}", path: "/api/assets/{sold}/improvements/{improvement}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/assets/{id}/improvements/{improvementId}", path: "/api/assets/{sold}/improvements/{improvement}", token: "admin", want: noContent},

		{pattern: "POST /api/assets", path: "/api/assets", token: "user", body: `{"counterpart":"opening","description":"Sala com IPTU","type":"real_estate","acquisitionValue":50000,
			"currentValue":50000,"acquisitionDate":"2025-01-10","details":{"address":"Rua C, 3"},"iptuAmount":1200,"iptuInstallments":1,"iptuFirstDue":"02-10"}`,
			want: created, save: "taxed"},
		{pattern: "POST /api/leases", path: "/api/leases", token: "user", want: created, save: "lease",
			body: `{"assetId":{taxed},"tenantName":"Carla Mendes","tenantDocument":"529.982.247-25","startDate":"2025-03-15","termMonths":30,
			"rent":2500,"dueDay":15,"index":"igpm","guarantee":"deposit","guaranteeAmount":7500}`,
			invalid: `{"assetId":1,"tenantName":"","startDate":"","termMonths":0,"rent":0,"dueDay":32}`},
		{pattern: "POST /api/leases", path: "/api/leases", token: "user", want: http.StatusConflict,
			body: `{"assetId":{taxed},"tenantName":"Outro","startDate":"2030-01-01","termMonths":12,"rent":1000,"dueDay":5}`},
		{pattern: "GET /api/leases", path: "/api/leases?assetId={taxed}&status=active&page=1&pageSize=10", token: "viewer", want: ok},
		{pattern: "GET /api/leases/{id}", path: "/api/leases/{lease}", token: "viewer", want: ok},
		{pattern: "PUT /api/leases/{id}", path: "/api/leases/{lease}", token: "user", want: ok,
			body:    `{"tenantName":"Carla Mendes","startDate":"2025-03-15","termMonths":30,"rent":2600,"dueDay":15,"index":"ipca","lateFine":2,"lateInterest":1}`,
			invalid: `{"tenantName":"","startDate":"2025-03-15","termMonths":30,"rent":0,"dueDay":15}`},
		{pattern: "GET /api/leases/{id}/readjustments/next", path: "/api/leases/{lease}/readjustments/next", token: "viewer", want: ok},
		{pattern: "POST /api/leases/{id}/readjustments", path: "/api/leases/{lease}/readjustments", token: "user", want: http.StatusConflict,
			body: `{"effectiveDate":"2026-03-15"}`, invalid: `{"effectiveDate":""}`},
		{pattern: "GET /api/leases/{id}/readjustments", path: "/api/leases/{lease}/readjustments", token: "viewer", want: ok},
		{pattern: "DELETE /api/leases/{id}/readjustments/{readjustmentId}", path: "/api/leases/{lease}/readjustments/999", token: "admin", want: http.StatusNotFound},
		{pattern: "POST /api/leases/{id}/end", path: "/api/leases/{lease}/end", token: "user", want: ok, body: `{"date":"2025-10-31","reason":"Mudança"}`,
			invalid: `{"date":""}`},
		{pattern: "POST /api/leases/{id}/end", path: "/api/leases/{lease}/end", token: "user", want: http.StatusConflict, body: `{"date":"2025-11-30"}`},
		{pattern: "DELETE /api/leases/{id}", path: "/api/leases/{lease}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/leases/{id}", path: "/api/leases/{lease}", token: "admin", want: noContent},
		{pattern: "GET /api/obligations", path: "/api/obligations?from=2025-02-01&to=2025-02-28", token: "viewer", want: ok},
		{pattern: "POST /api/obligations/iptu/payments", path: "/api/obligations/iptu/payments", token: "user",
			body: `{"assetId":{taxed},"dueDate":"2025-02-10","date":"2025-02-10","amount":100,"accountId":{account2}}`, want: created, save: "obligationPayment",
			invalid: `{"assetId":1,"date":"2999-01-01","amount":0,"accountId":0}`},
		{pattern: "DELETE /api/obligations/payments/{id}", path: "/api/obligations/payments/{obligationPayment}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/obligations/payments/{id}", path: "/api/obligations/payments/{obligationPayment}", token: "admin", want: noContent},
		{pattern: "GET /api/vehicle-tax-rules", path: "/api/vehicle-tax-rules", token: "viewer", want: ok},
		{pattern: "PUT /api/vehicle-tax-rules/{state}", path: "/api/vehicle-tax-rules/RJ", token: "user", body: `{"rules":[]}`, want: http.StatusForbidden},
		{pattern: "PUT /api/vehicle-tax-rules/{state}", path: "/api/vehicle-tax-rules/RJ", token: "admin", want: ok,
			body: `{"rules":[` + taxRules("licensing", 4) + `]}`, invalid: `{"rules":[{"kind":"ipva","finalDigit":1,"month":13}]}`},
		{pattern: "DELETE /api/vehicle-tax-rules/{state}", path: "/api/vehicle-tax-rules/RJ", token: "admin", want: noContent},
		{pattern: "POST /api/vehicles", path: "/api/vehicles", token: "user", want: created, save: "taxedVehicle",
			body: `{"counterpart":"opening","make":"Fiat","model":"Mobi","year":2022,"licensePlate":"MOB1A21","purchasePrice":40000,"sellingPrice":45000,
			"purchaseDate":"2025-01-02","registrationState":"SP","ipvaAmount":1600,"licensingAmount":160}`},
		{pattern: "POST /api/obligations/ipva/payments", path: "/api/obligations/ipva/payments", token: "user",
			body: `{"vehicleId":{taxedVehicle},"dueDate":"2025-01-31","date":"2025-01-20","amount":1600,"accountId":{account2}}`, want: created,
			invalid: `{"vehicleId":1,"date":"2999-01-01","amount":0,"accountId":0}`},
		{pattern: "POST /api/obligations/licensing/payments", path: "/api/obligations/licensing/payments", token: "user",
			body: `{"vehicleId":{taxedVehicle},"dueDate":"2025-07-31","date":"2025-07-20","amount":160,"accountId":{account2}}`, want: created,
			invalid: `{"vehicleId":1,"date":"2999-01-01","amount":0,"accountId":0}`},
		{pattern: "POST /api/assets", path: "/api/assets", token: "user", want: created, save: "ownVehicle",
			body: `{"counterpart":"opening","description":"Strada da obra","type":"vehicle","acquisitionValue":80000,"currentValue":80000,
			"acquisitionDate":"2025-01-02","details":{"licensePlate":"STR1A24"},"registrationState":"SP","ipvaAmount":2400,"licensingAmount":160}`},
		{pattern: "POST /api/obligations/asset_ipva/payments", path: "/api/obligations/asset_ipva/payments", token: "user",
			body: `{"assetId":{ownVehicle},"dueDate":"2025-01-31","date":"2025-01-20","amount":2400,"accountId":{account2}}`, want: created,
			invalid: `{"assetId":1,"date":"2999-01-01","amount":0,"accountId":0}`},
		{pattern: "POST /api/obligations/asset_licensing/payments", path: "/api/obligations/asset_licensing/payments", token: "user",
			body: `{"assetId":{ownVehicle},"dueDate":"2025-08-31","date":"2025-08-20","amount":160,"accountId":{account2}}`, want: created,
			invalid: `{"assetId":1,"date":"2999-01-01","amount":0,"accountId":0}`},

		{pattern: "GET /api/dashboard", path: "/api/dashboard", token: "viewer", want: ok},

		{pattern: "POST /api/reports", path: "/api/reports", token: "viewer", body: `{"type":"assets","period":"yearly","reference":"2025"}`, want: created, save: "report",
			invalid: `{"type":"sales","period":"weekly","reference":""}`},
		{pattern: "GET /api/reports", path: "/api/reports?type=assets", token: "viewer", want: ok},
		{pattern: "GET /api/reports/{id}/download", path: "/api/reports/{report}/download?format=pdf", token: "viewer", want: ok},
		{pattern: "GET /api/reports/{id}/download", path: "/api/reports/{report}/download?format=csv", token: "viewer", want: ok},
		{pattern: "GET /api/reports/{id}/download", path: "/api/reports/{report}/download?format=xlsx", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/accounts", path: "/api/ledger/accounts", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/opening-date", path: "/api/ledger/opening-date", token: "viewer", want: ok},
		{pattern: "PUT /api/ledger/opening-date", path: "/api/ledger/opening-date", token: "admin", body: `{"date":"2025-12-31"}`, want: ok,
			invalid: `{"date":"2999-01-01"}`},
		{pattern: "GET /api/ledger/bridge", path: "/api/ledger/bridge?from=2024-01-01&to=2025-12-31", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/bridge", path: "/api/ledger/bridge?from=2025-12-31&to=2024-01-01", token: "viewer", want: http.StatusBadRequest},
		{pattern: "GET /api/ledger/trial-balance", path: "/api/ledger/trial-balance?date=2025-12-31", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/trial-balance/export", path: "/api/ledger/trial-balance/export?format=pdf", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/trial-balance/export", path: "/api/ledger/trial-balance/export?format=xlsx", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/journal", path: "/api/ledger/journal?from=2024-01-01&pageSize=10", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/journal/export", path: "/api/ledger/journal/export?from=2024-01-01&format=csv", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/journal/export", path: "/api/ledger/journal/export?from=2024-01-01&format=xlsx", token: "viewer", want: ok},
		{pattern: "GET /api/ledger/cash-flow", path: "/api/ledger/cash-flow?from=2024-01-01", token: "viewer", want: ok},
		{pattern: "POST /api/ledger/subaccounts", path: "/api/ledger/subaccounts", token: "admin", body: `{"parent":"3.1","name":"Aporte de Ana"}`,
			want: created, save: "subaccount", invalid: `{"parent":"1.1.01","name":""}`},
		{pattern: "GET /api/ledger/subaccounts", path: "/api/ledger/subaccounts", token: "viewer", want: ok},
		{pattern: "POST /api/ledger/adjustments", path: "/api/ledger/adjustments", token: "admin", want: created, save: "adjustment",
			body:    `{"date":"2025-06-30","debit":"3.5","credit":"3.1","amount":100,"reason":"Reclassificação"}`,
			invalid: `{"date":"2999-01-01","debit":"","credit":"","amount":0,"reason":""}`},
		{pattern: "GET /api/ledger/adjustments", path: "/api/ledger/adjustments", token: "viewer", want: ok},
		{pattern: "DELETE /api/ledger/adjustments/{id}", path: "/api/ledger/adjustments/{adjustment}", token: "user", want: http.StatusForbidden},
		{pattern: "DELETE /api/ledger/adjustments/{id}", path: "/api/ledger/adjustments/{adjustment}", token: "admin", want: noContent},
		{pattern: "DELETE /api/ledger/subaccounts/{id}", path: "/api/ledger/subaccounts/{subaccount}", token: "admin", want: noContent},

		{pattern: "DELETE /api/users/{id}", path: "/api/users/{user}", token: "admin", want: noContent},

		{pattern: "POST /api/auth/totp/setup", path: "/api/auth/totp/setup", token: "viewer", want: ok},
		{pattern: "POST /api/auth/totp/enable", path: "/api/auth/totp/enable", token: "viewer", body: `{"code":"000000"}`, want: http.StatusUnprocessableEntity},
		{pattern: "DELETE /api/auth/totp", path: "/api/auth/totp", token: "viewer", body: `{"password":"` + password + `"}`, want: http.StatusConflict},
		{pattern: "GET /api/auth/sessions", path: "/api/auth/sessions", token: "viewer", want: ok},
		{pattern: "DELETE /api/auth/sessions/{id}", path: "/api/auth/sessions/999999", token: "viewer", want: http.StatusNotFound},
		{pattern: "DELETE /api/auth/sessions", path: "/api/auth/sessions", token: "viewer", want: ok},
		{pattern: "POST /api/auth/logout", path: "/api/auth/logout", token: "viewer", want: noContent},
	}
}

// TestContractWalk calls every route of the table: first the sensible request of each step, then, generated from
// the same steps, the error cases every route shares — 422 for an invalid body, 400 for an unknown field, 415 for
// a body that is not JSON, 413 for one over the limit, 404 for an unknown id and 401 without a token. Each answer
// is validated against docs/openapi.yaml by the harness; a route of the table with no step fails the test.
func TestContractWalk(t *testing.T) {
	t.Parallel()
	steps := walkSteps()
	for _, p := range api.RoutePatterns() {
		if !slices.ContainsFunc(steps, func(s walkStep) bool { return s.pattern == p }) {
			t.Errorf("the walk does not call %s: add a step for it", p)
		}
	}
	c, err := loadContract()
	if err != nil {
		t.Fatal(err)
	}
	each(t, func(t *testing.T, h *harness) {
		saved := map[string]string{"admin": fmt.Sprint(h.users["admin"].ID)}
		fill := func(s string) string {
			for k, v := range saved {
				s = strings.ReplaceAll(s, "{"+k+"}", v)
			}
			return s
		}
		// send makes one call and checks its status and the route it reached.
		send := func(st walkStep, path, token, contentType, body string, want int) response {
			t.Helper()
			method, _, _ := strings.Cut(st.pattern, " ")
			if want < 300 && !multipartBody[body] {
				req := httptest.NewRequest(method, path, strings.NewReader(body))
				if body != "" {
					req.Header.Set("Content-Type", contentType)
				}
				if err := c.checkRequest(st.pattern, req); err != nil {
					t.Errorf("%s %s: the request disagrees with %s: %v", method, path, contractFile, err)
				}
			}
			var res response
			switch {
			case body == "upload":
				res = h.upload(path, token, map[string][]byte{"foto.png": pngBytes(t)})
			case body == "spreadsheet":
				res = h.importFile(token, "assets", "ativos.csv", []byte("Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição;Endereço\n"+
					"Casa;Imóvel;R$ 100,00;R$ 120,00;01/02/2020;Rua A, 1\n"), "")
			case body == "statement":
				res = h.postForm(path, token, nil, "itau.ofx", bankFixture(t, "itau-102-latin1.ofx"))
			case body == "":
				res = h.do(method, path, token, "", nil)
			default:
				res = h.do(method, path, token, contentType, strings.NewReader(body))
			}
			if got := h.reached[len(h.reached)-1].pattern; got != st.pattern {
				t.Errorf("%s %s reached %q, want %s", method, path, got, st.pattern)
			}
			if res.Status != want {
				t.Errorf("%s %s: status %d, want %d: %.300s", method, path, res.Status, want, res.Body)
			}
			return res
		}

		unknown := strings.NewReplacer("{id}", "999999", "{name}", strings.Repeat("0", 32)+".png")
		for _, st := range steps {
			path, body := fill(st.path), fill(st.body)
			if st.want >= 300 { // a conflict or a refusal, checked alone
				send(st, path, st.token, "application/json", body, st.want)
				continue
			}
			if st.invalid != "" {
				send(st, path, st.token, "application/json", st.invalid, http.StatusUnprocessableEntity)
			}
			if body != "" && !multipartBody[body] {
				send(st, path, st.token, "application/json", `{"campoDesconhecido":1}`, http.StatusBadRequest)
				send(st, path, st.token, "text/plain", body, http.StatusUnsupportedMediaType)
				huge := `{"description":"` + strings.Repeat("a", 3<<20) + `"}` // past every JSON bound (a commit of a statement takes 2 MB)
				send(st, path, st.token, "application/json", huge, http.StatusRequestEntityTooLarge)
			}
			res := send(st, path, st.token, "application/json", body, st.want)
			if st.save != "" && res.Status == st.want {
				data, _ := res.json(t)["data"].(map[string]any)
				if st.body == "upload" {
					data = data["files"].([]any)[0].(map[string]any)
					saved[st.save] = data["filename"].(string)
				} else if st.saveFrom != "" {
					keys := strings.Split(st.saveFrom, ".")
					for _, k := range keys[:len(keys)-1] {
						data, _ = data[k].(map[string]any)
					}
					saved[st.save] = fmt.Sprint(data[keys[len(keys)-1]])
				} else {
					saved[st.save] = fmt.Sprint(data["id"])
				}
			}
			if _, pattern, _ := strings.Cut(st.pattern, " "); strings.Contains(pattern, "{") {
				if _, query, found := strings.Cut(path, "?"); found {
					pattern += "?" + query
				}
				send(st, unknown.Replace(pattern), st.token, "application/json", body, http.StatusNotFound)
			}
			if !st.public {
				send(st, path, "", "application/json", body, http.StatusUnauthorized)
				send(st, path, "Bearer "+strings.Repeat("f", 43), "application/json", body, http.StatusUnauthorized)
			}
		}

		// A request that reaches no route answers the error shape too.
		for _, path := range []string{"/api/nada", "/api/assets/1/nada"} {
			if res := h.call("GET", path, "admin", ""); res.Status != http.StatusNotFound {
				t.Errorf("GET %s: status %d, want 404", path, res.Status)
			}
		}
		if res := h.call("DELETE", "/api/settings", "admin", ""); res.Status != http.StatusMethodNotAllowed {
			t.Errorf("DELETE /api/settings: status %d, want 405", res.Status)
		}
	})
}

// TestContractCheckRejects makes sure the validation the harness runs on every answer fails where it should: each
// answer here disagrees with docs/openapi.yaml in one way.
func TestContractCheckRejects(t *testing.T) {
	t.Parallel()
	c, err := loadContract()
	if err != nil {
		t.Fatal(err)
	}
	jsonHeader := http.Header{"Content-Type": {"application/json; charset=utf-8"}}
	cases := []struct {
		name, method, path string
		res                response
	}{
		{"undocumented status", "GET", "/api/assets", response{Status: http.StatusTeapot, Header: jsonHeader, Body: `{"error":"x","code":"x"}`}},
		{"body off its schema", "GET", "/api/assets", response{Status: 200, Header: jsonHeader, Body: `{"data":"não é lista","meta":{"total":0,"page":1,"pageSize":50}}`}},
		{"list without meta", "GET", "/api/debts", response{Status: 200, Header: jsonHeader, Body: `{"data":[]}`}},
		{"summary without its totals", "GET", "/api/vehicles", response{Status: 200, Header: jsonHeader, Body: `{"data":[],"meta":{"total":0,"page":1,"pageSize":50,"summary":{"total":0}}}`}},
		{"record without a field", "GET", "/api/settings", response{Status: 200, Header: jsonHeader, Body: `{"data":{"companyName":"Empresa"}}`}},
		{"record with an undocumented field", "GET", "/api/users/1", response{Status: 200, Header: jsonHeader, Body: `{"data":{"id":1,"name":"Ana","email":"ana@exemplo.com.br","role":"admin","status":"active","active":true,"avatar":"","createdAt":"2026-01-01T00:00:00Z","updatedAt":"2026-01-01T00:00:00Z","passwordHash":"x"}}`}},
		{"error off the error shape", "GET", "/api/assets/1", response{Status: 404, Header: jsonHeader, Body: `{"message":"não encontrado"}`}},
		{"error with an unknown field", "GET", "/api/assets/1", response{Status: 404, Header: jsonHeader, Body: `{"error":"x","code":"not_found","stack":"…"}`}},
		{"content type not documented", "GET", "/api/auth/me", response{Status: 200, Header: http.Header{"Content-Type": {"text/html"}}, Body: `<html></html>`}},
		{"a body where none is documented", "DELETE", "/api/debts/1", response{Status: 204, Header: jsonHeader, Body: `{}`}},
		{"no body where one is documented", "GET", "/api/auth/me", response{Status: 200, Header: jsonHeader}},
		{"429 without Retry-After", "POST", "/api/auth/login", response{Status: 429, Header: jsonHeader, Body: `{"error":"x","code":"rate_limited"}`}},
		{"file without Content-Disposition", "GET", "/api/uploads/0123456789abcdef0123456789abcdef.png", response{Status: 200, Header: http.Header{"Content-Type": {"image/png"}, "Cache-Control": {"no-store"}}, Body: "\x89PNG"}},
		{"report in an undocumented format", "GET", "/api/reports/1/download", response{Status: 200, Header: http.Header{"Content-Type": {"application/zip"}}, Body: "PK"}},
		{"no route, yet 200", "GET", "/api/nada", response{Status: 200, Header: jsonHeader, Body: `{}`}},
		{"no route, not the error shape", "GET", "/api/nada", response{Status: 404, Header: http.Header{"Content-Type": {"text/plain"}}, Body: "404 page not found"}},
	}
	for _, tc := range cases {
		req, err := http.NewRequest(tc.method, tc.path, bytes.NewReader(nil))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.check(req, tc.res); err == nil {
			t.Errorf("%s: %s %s → %d was accepted", tc.name, tc.method, tc.path, tc.res.Status)
		}
	}

	requests := []struct{ name, pattern, path, body string }{
		{"a field of the wrong type", "POST /api/debts", "/api/debts", `{"creditorName":5}`},
		{"a value off its enum", "PATCH /api/assets/{id}/status", "/api/assets/1/status", `{"status":"perdido"}`},
		{"an undocumented query value", "GET /api/debts", "/api/debts?status=perdida", ""},
		{"a report without its format", "GET /api/reports/{id}/download", "/api/reports/1/download", ""},
	}
	for _, tc := range requests {
		method, _, _ := strings.Cut(tc.pattern, " ")
		req := httptest.NewRequest(method, tc.path, strings.NewReader(tc.body))
		if tc.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if err := c.checkRequest(tc.pattern, req); err == nil {
			t.Errorf("%s: the request %s %s %s was accepted", tc.name, method, tc.path, tc.body)
		}
	}
}

// taxRules is a state's table of kind as the API takes it: every final digit due in month, on the 10th.
func taxRules(kind string, month int) string {
	lines := make([]string, 10)
	for digit := range lines {
		lines[digit] = fmt.Sprintf(`{"kind":%q,"finalDigit":%d,"month":%d,"day":10}`, kind, digit, month)
	}
	return strings.Join(lines, ",")
}
