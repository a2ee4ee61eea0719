package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// uploadedName uploads one PDF as the user and returns its stored file name.
func (h *harness) uploadedName() string {
	h.t.Helper()
	res := h.upload("/api/upload", "user", map[string][]byte{"escritura.pdf": []byte(pdfBytes)})
	if res.Status != http.StatusCreated {
		h.t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	return res.json(h.t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["filename"].(string)
}

// listed returns the value of field in each item of a list response, in order.
func listed(t *testing.T, res response, field string) []string {
	t.Helper()
	if res.Status != http.StatusOK {
		t.Fatalf("list: %d %s", res.Status, res.Body)
	}
	var out []string
	for _, item := range res.json(t)["data"].([]any) {
		out = append(out, fmt.Sprint(item.(map[string]any)[field]))
	}
	return out
}

func TestSameAttachmentTwiceIsKeptOnce(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		name := h.uploadedName()
		att := `{"url":"/uploads/` + name + `","category":"escritura"}`
		body := strings.Replace(houseJSON, `"details"`, `"attachments":[`+att+`,`+att+`],"details"`, 1)
		res := h.call("POST", "/api/assets", "user", body)
		if res.Status != http.StatusCreated {
			t.Fatalf("create with a repeated attachment: %d %s", res.Status, res.Body)
		}
		d := data(t, res)
		if n := len(d["attachments"].([]any)); n != 1 {
			t.Fatalf("create kept %d attachments, want 1: %s", n, res.Body)
		}
		path := fmt.Sprintf("/api/assets/%d", int64(d["id"].(float64)))
		other := h.uploadedName()
		att2 := `{"url":"/uploads/` + other + `"}`
		body = strings.Replace(houseJSON, `"details"`, `"attachments":[`+att+`,`+att2+`,`+att2+`],"details"`, 1)
		res = h.call("PUT", path, "user", body)
		if res.Status != http.StatusOK {
			t.Fatalf("edit with a repeated attachment: %d %s", res.Status, res.Body)
		}
		if n := len(data(t, res)["attachments"].([]any)); n != 2 {
			t.Fatalf("edit kept %d attachments, want 2: %s", n, res.Body)
		}
	})
}

func TestControlCharactersAreRefused(t *testing.T) {
	t.Parallel()
	const msg = "Contém caracteres de controle, que não são permitidos"
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct {
			name, method, path, role, body, field string
		}{
			{"NUL in a description", "POST", "/api/assets", "user", strings.Replace(houseJSON, "Casa Jardim", `Casa\u0000Jardim`, 1), "description"},
			{"line break in an address", "POST", "/api/assets", "user", strings.Replace(houseJSON, "Rua A, 1", `Rua A,\n1`, 1), "details.address"},
			{"escape in a creditor", "POST", "/api/debts", "user", strings.Replace(validDebt, "Banco do Brasil", `Banco\u001b[31m`, 1), "creditorName"},
			{"NUL in a vehicle plate", "POST", "/api/vehicles", "admin", strings.Replace(gol, "abc-1234", `abc\u00001234`, 1), "licensePlate"},
			{"C1 control in a name", "POST", "/api/users", "admin", `{"name":"Eva\u0085","email":"eva@exemplo.com.br","password":"12345678","role":"user"}`, "name"},
			{"NUL in the sign-in email", "POST", "/api/auth/login", "", `{"email":"admin@exemplo.com.br\u0000","password":"x"}`, "email"},
			{"NUL in a new asset of an exchange", "POST", "/api/assets/999/exchange", "user", `{"exchangeDate":"2026-01-01","newAssets":[{"description":"A\u0000"}]}`, "newAssets.0.description"},
		} {
			res := h.call(c.method, c.path, c.role, c.body)
			if res.Status != http.StatusUnprocessableEntity {
				t.Fatalf("%s: %d %s", c.name, res.Status, res.Body)
			}
			if got := res.json(t)["fields"].(map[string]any)[c.field]; got != msg {
				t.Fatalf("%s: field %s = %v: %s", c.name, c.field, got, res.Body)
			}
		}
		// Multi-line fields keep their line breaks and tabs.
		body := strings.Replace(houseJSON, `"rooms":3`, `"rooms":3,"notes":"linha 1\r\n\tlinha 2"`, 1)
		res := h.call("POST", "/api/assets", "user", body)
		if res.Status != http.StatusCreated || data(t, res)["details"].(map[string]any)["notes"] != "linha 1\r\n\tlinha 2" {
			t.Fatalf("notes on several lines: %d %s", res.Status, res.Body)
		}
		for _, path := range []string{"/api/assets?q=%00", "/api/vehicles?q=a%0Ab", "/api/debts?q=%7F", "/api/users?q=%1B",
			"/api/assets?type=%00", "/api/reports?period=%00", "/api/assets/1/transactions?page=1%00"} {
			res := h.call("GET", path, "admin", "")
			if res.Status != http.StatusBadRequest || res.json(t)["code"] != "invalid_query" {
				t.Fatalf("%s: %d %s", path, res.Status, res.Body)
			}
		}
	})
}

// TestInvisibleNamesAreBlank: a required name typed with only zero-width spaces, direction overrides, a byte-order
// mark or a Hangul filler shows nothing, so it is refused as missing; a direction mark beside letters is kept.
func TestInvisibleNamesAreBlank(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, c := range []struct {
			name, method, path, role, body, field, message string
		}{
			{"zero-width spaces", "POST", "/api/assets", "user", strings.Replace(houseJSON, "Casa Jardim", `\u200b\u200b \u2060`, 1), "description", "Descrição é obrigatória"},
			{"direction overrides", "POST", "/api/debts", "user", strings.Replace(validDebt, "Banco do Brasil", `\u202e\u2066\u200f`, 1), "creditorName", "Nome do credor é obrigatório"},
			{"a byte-order mark", "POST", "/api/users", "admin", `{"name":"\ufeff","email":"bom@exemplo.com.br","password":"12345678","role":"user"}`, "name", "Nome é obrigatório"},
			{"a Hangul filler", "POST", "/api/accounts", "user", `{"counterpart":"opening","name":"\u3164","kind":"checking","openingBalance":0,"openingDate":"2025-01-02"}`, "name", "Nome da conta é obrigatório"},
		} {
			wantFields(t, h.call(c.method, c.path, c.role, c.body), map[string]string{c.field: c.message})
		}
		res := h.call("POST", "/api/assets", "user", strings.Replace(houseJSON, "Casa Jardim", `\u200fCasa`, 1))
		if res.Status != http.StatusCreated || data(t, res)["description"] != "\u200fCasa" {
			t.Fatalf("a name with a direction mark: %d %s", res.Status, res.Body)
		}
	})
}

func TestUnicodeIsNormalisedToNFC(t *testing.T) {
	t.Parallel()
	const decomposed, precomposed = "jose\u0301@exemplo.com.br", "jos\u00e9@exemplo.com.br"
	each(t, func(t *testing.T, h *harness) {
		res := h.call("POST", "/api/users", "admin", `{"name":"Jose\u0301 Lima","email":"`+decomposed+`","password":"12345678","role":"user"}`)
		if res.Status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		if d := data(t, res); d["email"] != precomposed || d["name"] != "Jos\u00e9 Lima" {
			t.Fatalf("stored %q %q, want NFC", d["email"], d["name"])
		}
		res = h.call("POST", "/api/users", "admin", `{"name":"Outro","email":"`+precomposed+`","password":"12345678","role":"user"}`)
		if res.Status != http.StatusConflict {
			t.Fatalf("the look-alike email made a second account: %d %s", res.Status, res.Body)
		}
		h.login(precomposed, "12345678")
		h.login(decomposed, "12345678")

		h.createAsset(strings.Replace(houseJSON, "Casa Jardim", "Cafe\u0301 da Esquina", 1))
		for _, q := range []string{"caf%C3%A9", "cafe%CC%81", "CAFE"} {
			if got := listed(t, h.call("GET", "/api/assets?q="+q, "viewer", ""), "description"); len(got) != 1 || got[0] != "Caf\u00e9 da Esquina" {
				t.Fatalf("q=%s found %q", q, got)
			}
		}
	})
}

func TestTextSortsInPortugueseOrder(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, d := range []string{"Azul", "abacate", "Água", "Zebra", "água"} {
			h.createAsset(strings.Replace(houseJSON, "Casa Jardim", d, 1))
		}
		want := []string{"abacate", "água", "Água", "Azul", "Zebra"}
		if got := listed(t, h.call("GET", "/api/assets?sort=description", "viewer", ""), "description"); strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("assets by description: %q, want %q", got, want)
		}
		got := listed(t, h.call("GET", "/api/assets?sort=-description", "viewer", ""), "description")
		if got[0] != "Zebra" || got[4] != "abacate" {
			t.Fatalf("assets by -description: %q", got)
		}
		for _, c := range []string{"BNDES", "Banco do Brasil", "caixa", "Éxito Fomento"} {
			h.createDebt("user", strings.Replace(validDebt, "Banco do Brasil", c, 1))
		}
		if got := listed(t, h.call("GET", "/api/debts?sort=creditorName", "viewer", ""), "creditorName"); strings.Join(got, "|") != "Banco do Brasil|BNDES|caixa|Éxito Fomento" {
			t.Fatalf("debts by creditor: %q", got)
		}
		for i, m := range []string{"Volkswagen", "audi", "Ávila", "BMW"} {
			h.vehicle(strings.NewReplacer("Volkswagen", m, "abc-1234", fmt.Sprintf("abc-123%d", i)).Replace(gol))
		}
		if got := listed(t, h.call("GET", "/api/vehicles?sort=make", "viewer", ""), "make"); strings.Join(got, "|") != "audi|Ávila|BMW|Volkswagen" {
			t.Fatalf("vehicles by make: %q", got)
		}
		// Harness users: Ana Admin, Bruno Usuário, Carla Leitora, Davi Alvo; add two with accents and case.
		for _, n := range []string{"álvaro", "Zé"} {
			res := h.call("POST", "/api/users", "admin", `{"name":"`+n+`","email":"u`+fmt.Sprint(len(n))+`@exemplo.com.br","password":"12345678","role":"viewer"}`)
			if res.Status != http.StatusCreated {
				t.Fatalf("create user: %d %s", res.Status, res.Body)
			}
		}
		if got := listed(t, h.call("GET", "/api/users?sort=name", "admin", ""), "name"); strings.Join(got, "|") != "álvaro|Ana Admin|Bruno Usuário|Carla Leitora|Davi Alvo|Zé" {
			t.Fatalf("users by name: %q", got)
		}
		// Roles by their pt-BR labels: Administrador, Leitor, Usuário.
		if got := listed(t, h.call("GET", "/api/users?sort=role", "admin", ""), "role"); got[0] != "admin" || got[1] != "viewer" || got[len(got)-1] != "user" {
			t.Fatalf("users by role: %q", got)
		}
	})
}

func TestMissingDatesSortLast(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		sold := h.vehicle(gol)
		h.vehicle(strings.Replace(gol, "abc-1234", "xyz-9876", 1))
		res := h.call("PUT", fmt.Sprintf("/api/vehicles/%v/sell", sold["id"]), "admin", `{"counterpart":"withdrawal","sellingPrice":36000,"soldDate":"2025-06-01","paymentMethod":"cash"}`)
		if res.Status != http.StatusOK {
			t.Fatalf("sell: %d %s", res.Status, res.Body)
		}
		for _, sort := range []string{"soldDate", "-soldDate"} {
			got := listed(t, h.call("GET", "/api/vehicles?sort="+sort, "viewer", ""), "soldDate")
			if len(got) != 2 || got[0] != "2025-06-01" || got[1] != "<nil>" {
				t.Fatalf("sort=%s: sold dates %q, want the unsold last", sort, got)
			}
		}
	})
}

func TestUnknownSortIsRefusedOnEveryList(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, list := range []string{"/api/assets", "/api/vehicles", "/api/debts", "/api/users", "/api/reports"} {
			for _, sort := range []string{"password", "-", "--createdAt", "created_at", "createdAt%3BDROP"} {
				res := h.call("GET", list+"?sort="+sort, "admin", "")
				if res.Status != http.StatusBadRequest || res.json(t)["code"] != "invalid_query" ||
					!strings.HasPrefix(res.json(t)["error"].(string), "Ordenação inválida") {
					t.Fatalf("%s?sort=%s: %d %s", list, sort, res.Status, res.Body)
				}
			}
			for _, sort := range []string{"", "createdAt", "-createdAt"} {
				if res := h.call("GET", list+"?sort="+sort, "admin", ""); res.Status != http.StatusOK {
					t.Fatalf("%s?sort=%s: %d %s", list, sort, res.Status, res.Body)
				}
			}
		}
	})
}

// TestUserDeletedWhileRequestsRun deletes a user while their writes run, six rounds: every answer is the
// write's success or 401, never 500 (on PostgreSQL this was a deadlock half the time).
func TestUserDeletedWhileRequestsRun(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for round := range 6 {
			email := fmt.Sprintf("volatil%d@exemplo.com.br", round)
			res := h.call("POST", "/api/users", "admin", `{"name":"Volátil","email":"`+email+`","password":"12345678","role":"user"}`)
			if res.Status != http.StatusCreated {
				t.Fatalf("create user: %d %s", res.Status, res.Body)
			}
			id := data(t, res)["id"]
			bearer := "Bearer " + h.login(email, "12345678")
			var wg sync.WaitGroup
			statuses := make(chan string, 64)
			write := func(method, path, body string) {
				defer wg.Done()
				res := h.call(method, path, bearer, body)
				statuses <- fmt.Sprintf("%s %s → %d %s", method, path, res.Status, res.Body)
			}
			for i := range 4 {
				wg.Add(4)
				go write("POST", "/api/assets", houseJSON)
				go write("POST", "/api/debts", validDebt)
				go write("POST", "/api/vehicles", strings.Replace(gol, "abc-1234", fmt.Sprintf("RA%c-%04d", 'A'+round, i), 1))
				go write("POST", "/api/reports", `{"type":"assets","period":"monthly","reference":"2026-01"}`)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				res := h.call("DELETE", fmt.Sprintf("/api/users/%v", id), "admin", "")
				statuses <- fmt.Sprintf("DELETE user → %d %s", res.Status, res.Body)
			}()
			wg.Wait()
			close(statuses)
			for s := range statuses {
				if !strings.Contains(s, "→ 201") && !strings.Contains(s, "→ 204") && !strings.Contains(s, "→ 401") {
					t.Fatalf("round %d: %s", round, s)
				}
			}
		}
	})
}
