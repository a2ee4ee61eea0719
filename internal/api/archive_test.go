package api_test

import (
	"archive/zip"
	"bytes"
	"io"
	"net/http"
	"path"
	"strings"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

// TestExportAll: an administrator downloads the whole of the data as a ZIP — a CSV per table with what was
// recorded, the uploads and the manifest — named after the day; the others are refused.
func TestExportAll(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarness(t, db)
		png := pngBytes(t)
		up := h.upload("/api/upload", "admin", map[string][]byte{"fachada.png": png})
		url := up.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)
		name := path.Base(url)
		h.createAsset(`{"description":"Casa Jardim","type":"real_estate","acquisitionValue":100000,"currentValue":120000,
			"acquisitionDate":"2024-02-10","details":{"address":"Rua A, 1"},"attachments":[{"url":"` + url + `","category":"outros"}]}`)

		res := h.call("GET", "/api/export", "admin", "")
		if res.Status != http.StatusOK || res.Header.Get("Content-Type") != "application/zip" || res.Header.Get("Content-Encoding") != "" ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="patrimonio-`) {
			t.Fatalf("export: %d %v", res.Status, res.Header)
		}
		zr, err := zip.NewReader(bytes.NewReader([]byte(res.Body)), int64(len(res.Body)))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, f := range zr.File {
			rc, _ := f.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			got[f.Name] = string(b)
		}
		if !strings.Contains(got["tabelas/assets.csv"], "Casa Jardim") || got["arquivos/"+name] != string(png) ||
			!strings.Contains(got["manifesto.json"], `"schemaVersion"`) || !strings.Contains(got["tabelas/users.csv"], "admin@exemplo.com.br") {
			t.Fatalf("archive parts: %v", keysOf(got))
		}
		for role, want := range map[string]int{"user": http.StatusForbidden, "viewer": http.StatusForbidden, "": http.StatusUnauthorized} {
			if res := h.call("GET", "/api/export", role, ""); res.Status != want || strings.Contains(res.Body, "PK") {
				t.Fatalf("export as %q: %d, want %d", role, res.Status, want)
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
