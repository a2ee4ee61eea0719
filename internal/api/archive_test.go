package api_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"path"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/auth"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/validate"
)

// exportBody confirms the full export with the harness's password.
var exportBody = `{"password":"` + password + `"}`

// TestExportAll: an administrator downloads the whole of the data as a ZIP — a CSV per table with what was
// recorded, the uploads and the manifest — named after the day, once their password confirms it (and a code when
// two-factor sign-in is on); it holds no password hash, two-factor secret or recovery code; the others are refused.
func TestExportAll(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		png := pngBytes(t)
		up := h.upload("/api/upload", "admin", map[string][]byte{"fachada.png": png})
		url := up.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)
		name := path.Base(url)
		h.createAsset(`{"counterpart":"opening","description":"=HYPERLINK(\"http://x\")","type":"real_estate","acquisitionValue":100000,"currentValue":120000,
			"acquisitionDate":"2024-02-10","details":{"address":"Rua A, 1"},"attachments":[{"url":"` + url + `","category":"outros"}]}`)
		enableTOTP(t, h, clock, "viewer") // someone's two-factor secret and recovery codes in the database

		for _, c := range []struct{ body, field, msg string }{
			{`{}`, "password", validate.MsgCurrentPassword},
			{`{"password":"errada-123"}`, "password", validate.MsgWrongPassword},
		} {
			wantFields(t, h.call("POST", "/api/export", "admin", c.body), map[string]string{c.field: c.msg})
		}
		res := h.call("POST", "/api/export", "admin", exportBody)
		if res.Status != http.StatusOK || res.Header.Get("Content-Type") != "application/zip" || res.Header.Get("Content-Encoding") != "" ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="patrimonio-`) {
			t.Fatalf("export: %d %v", res.Status, res.Header)
		}
		got := unzip(t, res.Body)
		if !strings.Contains(got["tabelas/assets.csv"], "HYPERLINK") || got["arquivos/"+name] != string(png) ||
			!strings.Contains(got["manifesto.json"], `"schemaVersion"`) || !strings.Contains(got["tabelas/users.csv"], "admin@exemplo.com.br") {
			t.Fatalf("archive parts: %v", keysOf(got))
		}
		for part, body := range got {
			if strings.Contains(body, "$argon2id$") || strings.Contains(part, "totp") || strings.Contains(part, "recovery") {
				t.Errorf("the export carries a secret of the sign-in in %s", part)
			}
		}
		// The sheets for people: what a spreadsheet would run as a formula is written as text.
		if sheet := got["planilhas/ativos.csv"]; !strings.Contains(sheet, `'=HYPERLINK`) {
			t.Errorf("a formula in the assets sheet is not neutralised:\n%s", sheet)
		}
		for role, want := range map[string]int{"user": http.StatusForbidden, "viewer": http.StatusForbidden, "": http.StatusUnauthorized} {
			if res := h.call("POST", "/api/export", role, exportBody); res.Status != want || strings.Contains(res.Body, "PK") {
				t.Fatalf("export as %q: %d, want %d", role, res.Status, want)
			}
		}

		// With two-factor sign-in on, the password alone is not enough.
		secret, _ := enableTOTP(t, h, clock, "admin")
		wantFields(t, h.call("POST", "/api/export", "admin", exportBody), map[string]string{"code": validate.MsgCodeRequired})
		wantFields(t, h.call("POST", "/api/export", "admin", `{"password":"`+password+`","code":"000000"}`), map[string]string{"code": validate.MsgCodeWrong})
		clock.t = clock.t.Add(30 * time.Second) // the code of the next step: one already used is refused
		code, err := auth.TOTPCode(secret, clock.t)
		if err != nil {
			t.Fatal(err)
		}
		if res := h.call("POST", "/api/export", "admin", `{"password":"`+password+`","code":"`+code+`"}`); res.Status != http.StatusOK {
			t.Fatalf("export with the code: %d %s", res.Status, res.Body)
		}
	})
}

// unzip reads every part of a ZIP by its name.
func unzip(t *testing.T, body string) map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader([]byte(body)), int64(len(body)))
	if err != nil {
		t.Fatal(err)
	}
	parts := map[string]string{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		parts[f.Name] = string(b)
	}
	return parts
}

// TestExportSheetsImportBack: the export's sheets hold every asset, vehicle, debt, account and index month in the
// columns of its import, in pt-BR as a person reads them; each sheet imports as it is into an empty database,
// whose export then has the same sheets, byte for byte.
func TestExportSheetsImportBack(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarness(t, db)
		h.createAsset(`{"counterpart":"opening","description":"Sala 101; Ed. Açaí","type":"real_estate","acquisitionValue":250000.5,"currentValue":310000,
			"acquisitionDate":"2021-03-15","details":{"address":"Rua XV, 100","notes":"Alugada \"com\" mobília"}}`)
		h.createAsset(`{"counterpart":"opening","description":"Cofre","type":"other","acquisitionValue":1500,"currentValue":1200,"acquisitionDate":"2022-10-10"}`)
		for _, body := range []string{
			`/api/vehicles {"make":"Fiat","model":"Mobi Like","year":2022,"licensePlate":"ABC1D23","color":"Branco","purchasePrice":52000,
				"sellingPrice":58900,"purchaseDate":"2024-01-10","mileage":32000,"renavam":"12345678900","notes":"Único dono","counterpart":"opening"}`,
			`/api/debts {"creditorName":"Itaú Unibanco S.A.","creditorDocument":"60.701.190/0001-04","description":"Capital de giro",
				"originalAmount":150000,"currentAmount":98765.43,"interestRate":1.35,"dueDate":"2027-03-10","category":"loan",
				"installments":24,"currentInstallment":9,"contractDate":"2025-06-10","paymentMethod":"Boleto","counterpart":"opening"}`,
			`/api/accounts {"name":"Conta movimento","kind":"checking","bankName":"Itaú","agency":"0341","number":"12345-6",
				"openingBalance":-2500.75,"openingDate":"2026-01-02","counterpart":"opening"}`,
			`/api/indices {"code":"igpm","month":"2026-01","value":"-0.34"}`,
			`/api/indices {"code":"ipca","month":"2026-02","value":"1.31"}`,
		} {
			route, payload, _ := strings.Cut(body, " ")
			if res := h.call("POST", route, "admin", payload); res.Status != http.StatusCreated {
				t.Fatalf("%s: %d %s", route, res.Status, res.Body)
			}
		}
		sheets := unzip(t, h.call("POST", "/api/export", "admin", exportBody).Body)
		if !strings.Contains(sheets["planilhas/ativos.csv"], "Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição;Endereço;Observações;Situação\r\n"+
			`"Sala 101; Ed. Açaí";Imóvel;R$ 250.000,50;R$ 310.000,00;15/03/2021;Rua XV, 100;"Alugada ""com"" mobília";Ativo`) ||
			!strings.Contains(sheets["planilhas/indices.csv"], "IGP-M;01/2026;-0,34\r\nIPCA;02/2026;1,31") ||
			!strings.Contains(sheets["manifesto.json"], `"sheets"`) {
			t.Fatalf("sheets: %q\n%q", sheets["planilhas/ativos.csv"], sheets["planilhas/indices.csv"])
		}

		empty := newHarness(t, dbtest.Open(t, db.Dialect))
		for kind, name := range map[string]string{"assets": "ativos", "vehicles": "veiculos", "debts": "dividas", "accounts": "contas", "indices": "indices"} {
			res := empty.importFile("admin", kind, name+".csv", []byte(sheets["planilhas/"+name+".csv"]), "")
			d := data(t, res)
			if res.Status != http.StatusCreated || d["valid"] != d["rows"] || d["rows"] == 0.0 {
				t.Fatalf("%s back: %d %s", name, res.Status, res.Body)
			}
			if res := empty.call("POST", fmt.Sprintf("/api/imports/%v/commit", d["id"]), "admin", ""); res.Status != http.StatusOK {
				t.Fatalf("%s commit: %d %s", name, res.Status, res.Body)
			}
		}
		again := unzip(t, empty.call("POST", "/api/export", "admin", exportBody).Body)
		for name, body := range sheets {
			if strings.HasPrefix(name, "planilhas/") && again[name] != body {
				t.Errorf("%s after the import:\n%q\nwas\n%q", name, again[name], body)
			}
		}
	})
}

func keysOf(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestRestoredAccountHasNoPassword: an account restored from an export has an empty password hash; signing in to
// it answers the wrong password's 401, not an error, until an administrator sets one.
func TestRestoredAccountHasNoPassword(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		if _, err := h.db.ExecContext(context.Background(), "UPDATE users SET password_hash = '' WHERE email = ?", "user@exemplo.com.br"); err != nil {
			t.Fatal(err)
		}
		for _, pw := range []string{password, ""} {
			if res := h.call("POST", "/api/auth/login", "", loginBody("user@exemplo.com.br", pw, "")); res.Status != http.StatusUnauthorized && res.Status != http.StatusUnprocessableEntity {
				t.Fatalf("sign-in to an account without a password (%q): %d %s", pw, res.Status, res.Body)
			}
		}
	})
}
