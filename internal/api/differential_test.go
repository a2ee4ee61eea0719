package api_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// step is one call of the differential script. Its path and body may name an earlier step's record as
// {name}; save keeps this step's data.id (an upload's file name) under a name. The method UPLOAD posts one
// PDF to path as multipart. want is the status the script expects.
type step struct {
	method, path, role, body string
	want                     int
	save                     string
}

// differentialScript exercises the edges where the two databases used to differ: accents and case in sorts and
// searches, NUL and control characters, look-alike emails, repeated attachments, missing dates, paging,
// sales, edits and deletes, and a user deleted with their session.
func differentialScript() []step {
	asset := func(desc string) string { return strings.Replace(houseJSON, "Casa Jardim", desc, 1) }
	debt := func(creditor, due string) string {
		return strings.NewReplacer("Banco do Brasil", creditor, "2030-12-01", due).Replace(validDebt)
	}
	car := func(brand, plate string) string {
		return strings.NewReplacer("Volkswagen", brand, "abc-1234", plate).Replace(gol)
	}
	return []step{
		{method: "POST", path: "/api/assets", role: "user", body: asset("Azul"), want: 201, save: "azul"},
		{method: "POST", path: "/api/assets", role: "user", body: asset("abacate"), want: 201},
		{method: "POST", path: "/api/assets", role: "user", body: asset("Água Branca"), want: 201, save: "agua"},
		{method: "POST", path: "/api/assets", role: "user", body: asset("Cafe\u0301 Central"), want: 201},
		{method: "POST", path: "/api/assets", role: "user", body: asset(`Casa\u0000`), want: 422},
		{method: "POST", path: "/api/assets", role: "user", body: asset("50% _off_"), want: 201},
		{method: "POST", path: "/api/assets", role: "user", body: `{"counterpart":"opening","description":"Terreno","acquisitionValue":1,"currentValue":1,"acquisitionDate":"2024-01-01","details":{"address":"Rua\tB"}}`, want: 422},
		{method: "UPLOAD", path: "/api/upload", role: "user", want: 201, save: "file"},
		{method: "POST", path: "/api/assets", role: "user", want: 201, body: strings.Replace(asset("Galpão"), `"details"`,
			`"attachments":[{"url":"/uploads/{file}"},{"url":"/uploads/{file}","category":"escritura"}],"details"`, 1)},
		{method: "GET", path: "/api/assets?sort=description", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?sort=-description&pageSize=2&page=2", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?sort=type", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?sort=nada", role: "viewer", want: 400},
		{method: "GET", path: "/api/accounts?sort=name", role: "viewer", want: 400},
		{method: "GET", path: "/api/receivables?sort=-dueDate", role: "viewer", want: 400},
		{method: "GET", path: "/api/imports?kind=assets&sort=fileName", role: "user", want: 400},
		{method: "GET", path: "/api/assets?q=%00", role: "viewer", want: 400},
		{method: "GET", path: "/api/assets?q=agua", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?q=CAF%C3%89", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?q=cafe%CC%81", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?q=%25", role: "viewer", want: 200},
		{method: "GET", path: "/api/assets?q=_", role: "viewer", want: 200},
		{method: "PUT", path: "/api/assets/{agua}", role: "user", body: asset("Água Preta"), want: 200},
		{method: "POST", path: "/api/assets/{azul}/sell", role: "user", body: `{"counterpart":"withdrawal","saleDate":"2026-01-05","saleValue":5,"buyerName":"José","paymentMethod":"cash"}`, want: 200},
		{method: "POST", path: "/api/assets/{azul}/sell", role: "user", body: `{"counterpart":"withdrawal","saleDate":"2026-01-05","saleValue":5,"buyerName":"José","paymentMethod":"cash"}`, want: 409},
		{method: "GET", path: "/api/assets/{azul}/transactions", role: "viewer", want: 200},
		{method: "DELETE", path: "/api/assets/{agua}", role: "admin", want: 204},
		{method: "GET", path: "/api/assets?sort=-createdAt", role: "viewer", want: 200},

		{method: "POST", path: "/api/debts", role: "user", body: debt("BNDES", "2030-01-01"), want: 201},
		{method: "POST", path: "/api/debts", role: "user", body: debt("Banco do Brasil", "2029-01-01"), want: 201, save: "bb"},
		{method: "POST", path: "/api/debts", role: "user", body: debt("caixa econômica", "2031-01-01"), want: 201},
		{method: "POST", path: "/api/debts", role: "user", body: debt("Itaú\u007f", "2031-01-01"), want: 422},
		{method: "GET", path: "/api/debts?sort=creditorName", role: "viewer", want: 200},
		{method: "GET", path: "/api/debts?sort=-creditorName", role: "viewer", want: 200},
		{method: "GET", path: "/api/debts?sort=status", role: "viewer", want: 200},
		{method: "GET", path: "/api/debts?q=economica", role: "viewer", want: 200},
		{method: "GET", path: "/api/debts?sort=creditor_name", role: "viewer", want: 400},
		{method: "PUT", path: "/api/debts/{bb}", role: "user", body: debt("Banco do Brasil S.A.", "2029-02-01"), want: 200},
		{method: "GET", path: "/api/debts?sort=-dueDate&pageSize=1&page=2", role: "viewer", want: 200},
		{method: "DELETE", path: "/api/debts/{bb}", role: "admin", want: 204},

		{method: "POST", path: "/api/vehicles", role: "admin", body: car("Volkswagen", "abc-1234"), want: 201, save: "vw"},
		{method: "POST", path: "/api/vehicles", role: "admin", body: car("audi", "abc-1235"), want: 201},
		{method: "POST", path: "/api/vehicles", role: "admin", body: car("Ávila", "abc-1236"), want: 201, save: "avila"},
		{method: "POST", path: "/api/vehicles", role: "admin", body: car("Fiat", "abc-1234"), want: 409},
		{method: "PUT", path: "/api/vehicles/{vw}/sell", role: "admin", body: `{"counterpart":"withdrawal","sellingPrice":36000,"soldDate":"2025-06-01","paymentMethod":"cash"}`, want: 200},
		{method: "PUT", path: "/api/vehicles/{avila}", role: "admin", body: strings.Replace(car("Ávila", "abc-1236"), `"color"`, `"notes":"revisão\nok","color"`, 1), want: 200},
		{method: "PUT", path: "/api/vehicles/{avila}", role: "admin", body: strings.Replace(car("Ávila", "abc-1236"), `"color"`, `"notes":"a\u0000","color"`, 1), want: 422},
		{method: "GET", path: "/api/vehicles?sort=soldDate", role: "viewer", want: 200},
		{method: "GET", path: "/api/vehicles?sort=-soldDate", role: "viewer", want: 200},
		{method: "GET", path: "/api/vehicles?sort=make", role: "viewer", want: 200},
		{method: "GET", path: "/api/vehicles?q=AVILA", role: "viewer", want: 200},
		{method: "DELETE", path: "/api/vehicles/{avila}", role: "admin", want: 204},
		{method: "GET", path: "/api/vehicles/{avila}/history", role: "viewer", want: 200},

		{method: "POST", path: "/api/users", role: "admin", body: `{"name":"Jose\u0301 Lima","email":"jose\u0301@exemplo.com.br","password":"12345678","role":"user"}`, want: 201, save: "jose"},
		{method: "POST", path: "/api/users", role: "admin", body: `{"name":"Outro José","email":"JOS\u00c9@exemplo.com.br","password":"12345678","role":"user"}`, want: 409},
		{method: "POST", path: "/api/auth/login", body: `{"email":"jos\u00e9@exemplo.com.br","password":"12345678"}`, want: 200},
		{method: "POST", path: "/api/auth/login", body: `{"email":"jos\u00e9@exemplo.com.br\u0000","password":"12345678"}`, want: 422},
		{method: "POST", path: "/api/users", role: "admin", body: `{"name":"álvaro","email":"alvaro@exemplo.com.br","password":"12345678","role":"viewer"}`, want: 201},
		{method: "GET", path: "/api/users?sort=name", role: "admin", want: 200},
		{method: "GET", path: "/api/users?sort=-email&pageSize=3", role: "admin", want: 200},
		{method: "GET", path: "/api/users?sort=role", role: "admin", want: 200},
		{method: "GET", path: "/api/users?q=jose", role: "admin", want: 200},
		{method: "DELETE", path: "/api/users/{jose}", role: "admin", want: 204},
		{method: "POST", path: "/api/auth/login", body: `{"email":"jose\u0301@exemplo.com.br","password":"12345678"}`, want: 401},

		{method: "POST", path: "/api/reports", role: "viewer", body: `{"type":"assets","period":"monthly","reference":"2026-01"}`, want: 201},
		{method: "GET", path: "/api/reports?sort=-createdAt", role: "viewer", want: 200},
		{method: "GET", path: "/api/reports?sort=title", role: "viewer", want: 400},
		{method: "GET", path: "/api/dashboard", role: "admin", want: 200},
	}
}

var (
	diffUploadName = regexp.MustCompile(`[0-9a-f]{32,64}\.[a-z]{3,4}`)
	diffTimestamp  = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d`)
)

// normalised is a response's status and body with what legitimately differs between two fresh databases
// replaced: record ids (sequences), timestamps, tokens, request ids and stored file names.
func normalised(t *testing.T, res response) string {
	t.Helper()
	if res.Body == "" {
		return fmt.Sprint(res.Status)
	}
	var v any
	if err := json.Unmarshal([]byte(res.Body), &v); err != nil {
		return fmt.Sprintf("%d %s", res.Status, res.Body)
	}
	var walk func(key string, v any) any
	walk = func(key string, v any) any {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				x[k] = walk(k, e)
			}
			return x
		case []any:
			for i, e := range x {
				x[i] = walk(key, e)
			}
			return x
		case float64:
			if key == "id" || strings.HasSuffix(key, "Id") || strings.HasSuffix(key, "Ids") {
				return "#id"
			}
		case string:
			switch {
			case key == "token" || key == "requestId":
				return "#" + key
			case diffTimestamp.MatchString(x):
				return "#time"
			}
			return diffUploadName.ReplaceAllString(x, "#file")
		}
		return v
	}
	out, _ := json.Marshal(walk("", v))
	return fmt.Sprintf("%d %s", res.Status, out)
}

// runScript plays the script on a fresh harness of one database and returns every normalised answer.
func runScript(t *testing.T, h *harness, script []step) []string {
	saved := map[string]string{}
	var out []string
	for i, s := range script {
		path, body := s.path, s.body
		for name, id := range saved {
			path = strings.ReplaceAll(path, "{"+name+"}", id)
		}
		for name, id := range saved {
			body = strings.ReplaceAll(body, "{"+name+"}", id)
		}
		var res response
		if s.method == "UPLOAD" {
			res = h.upload(path, s.role, map[string][]byte{"escritura.pdf": []byte(pdfBytes)})
		} else {
			res = h.call(s.method, path, s.role, body)
		}
		if res.Status != s.want {
			t.Errorf("step %d %s %s: %d, want %d: %s", i, s.method, path, res.Status, s.want, res.Body)
		}
		switch {
		case s.save != "" && s.method == "UPLOAD" && res.Status < 300:
			saved[s.save] = res.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["filename"].(string)
		case s.save != "" && res.Status < 300:
			saved[s.save] = fmt.Sprint(data(t, res)["id"])
		}
		out = append(out, normalised(t, res))
	}
	return out
}

// TestDifferentialSQLiteAndPostgres plays one scripted sequence through the real router on a fresh SQLite and
// a fresh PostgreSQL (when PATRIMONIO_TEST_POSTGRES_URL is set) and compares every answer, status and body.
func TestDifferentialSQLiteAndPostgres(t *testing.T) {
	t.Parallel()
	script := differentialScript()
	answers := map[string][]string{}
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarness(t, db)
		answers[string(db.Dialect)] = runScript(t, h, script)
	})
	lite, pg := answers["sqlite"], answers["postgres"]
	if len(lite) != len(script) {
		t.Fatalf("SQLite answered %d of %d steps", len(lite), len(script))
	}
	if !strings.Contains(lite[9], `"abacate"`) || strings.Index(lite[9], `"abacate"`) > strings.Index(lite[9], `"Água Branca"`) {
		t.Fatalf("the sorted list is not in pt-BR order: %s", lite[9])
	}
	if pg == nil {
		return // PostgreSQL not configured: the script's expectations were still checked on SQLite
	}
	for i, s := range script {
		if lite[i] != pg[i] {
			t.Errorf("step %d %s %s differs:\n  sqlite:   %s\n  postgres: %s", i, s.method, s.path, lite[i], pg[i])
		}
	}
}
