package main

import (
	"archive/zip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/database"
)

// TestExportImportAllOnTheBinary moves a business as an operator would: export while the server serves, refuse
// to import into a database that holds data, import into an empty data directory and — when a PostgreSQL server is
// given — into an empty PostgreSQL database, start a server on each and read the asset and its deed back; the
// PostgreSQL one exports again to the same tables and files.
func TestExportImportAllOnTheBinary(t *testing.T) {
	bin := buildBinary(t)
	const admin, password = "admin@patrimonio.local", "Senha-Forte-123"
	root := t.TempDir()
	data := filepath.Join(root, "dados")
	s, err := startBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+data, "PATRIMONIO_ADDR=127.0.0.1:0", "PATRIMONIO_ADMIN_PASSWORD="+password))
	if err != nil {
		t.Fatal(err)
	}
	const deed = "Escritura da Casa Jardim, lavrada em cartório.\n"
	fileURL, assetID := createAssetWithDeed(t, s.url, signInToken(t, s.url, admin, password), deed)

	export := filepath.Join(root, "exportacao.zip")
	out, err := runBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+data), "export", export)
	if err != nil || !strings.Contains(out, "Exportação gravada em "+export) || !strings.Contains(out, "1 arquivo(s) enviado(s)") {
		t.Fatalf("export: %v\n%s", err, out)
	}
	if out, err := runBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+data), "export", export); err == nil || !strings.Contains(out, "file exists") {
		t.Fatalf("export over an existing file: %v\n%s", err, out)
	}
	if out, err := runBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+data), "import-all", export); err == nil ||
		!strings.Contains(out, "o banco de dados de destino já tem dados") {
		t.Fatalf("import into the running server's data: %v\n%s", err, out)
	}

	targets := []struct{ name, databaseURL string }{{"sqlite", ""}}
	if base := os.Getenv("PATRIMONIO_TEST_POSTGRES_URL"); base != "" {
		targets = append(targets, struct{ name, databaseURL string }{"postgres", emptyPostgres(t, base)})
	}
	for _, target := range targets {
		dir := filepath.Join(root, "importado-"+target.name)
		vars := []string{"PATRIMONIO_DATA_DIR=" + dir}
		if target.databaseURL != "" {
			vars = append(vars, "PATRIMONIO_DATABASE_URL="+target.databaseURL)
		}
		out, err := runBinary(t, bin, binaryEnv(vars...), "import-all", export)
		if err != nil || !strings.Contains(out, "importada") || !strings.Contains(out, "1 arquivo(s) enviado(s)") {
			t.Fatalf("import-all into %s: %v\n%s", target.name, err, out)
		}
		if !strings.Contains(out, "patrimonio user password --email") {
			t.Errorf("import-all does not say how to set a password:\n%s", out)
		}
		again := filepath.Join(root, "de-novo-"+target.name+".zip")
		if out, err := runBinary(t, bin, binaryEnv(vars...), "export", again); err != nil {
			t.Fatalf("export of the import on %s: %v\n%s", target.name, err, out)
		}
		first, second := zipParts(t, export), zipParts(t, again)
		for name, body := range first {
			if second[name] != body {
				t.Errorf("%s: %s differs after the move", target.name, name)
			}
		}

		s2, err := startBinary(t, bin, binaryEnv(append(vars, "PATRIMONIO_ADDR=127.0.0.1:0")...))
		if err != nil {
			t.Fatal(err)
		}
		// The archive carries no password hash: the old password does not sign in until one is set.
		if status, _, _ := apiCall(t, http.MethodPost, s2.url+"/api/auth/login", "", "application/json",
			strings.NewReader(`{"email":"`+admin+`","password":"`+password+`"}`)); status != http.StatusUnauthorized {
			t.Fatalf("the old password after the move on %s: %d", target.name, status)
		}
		if out, err := runBinary(t, bin, binaryEnv(vars...), "user", "password", "--email", admin, "--password", "Nova-Senha-456"); err != nil {
			t.Fatalf("user password on %s: %v\n%s", target.name, err, out)
		}
		auth := signInToken(t, s2.url, admin, "Nova-Senha-456")
		status, _, body := apiCall(t, http.MethodGet, fmt.Sprintf("%s/api/assets/%d", s2.url, assetID), auth, "", nil)
		if status != http.StatusOK || !strings.Contains(string(body), `"description":"Casa Jardim"`) || !strings.Contains(string(body), `"currentValue":120000.55`) {
			t.Fatalf("imported asset on %s: %d %s", target.name, status, body)
		}
		if status, _, body = apiCall(t, http.MethodGet, s2.url+"/api"+fileURL, "", "", nil); status != http.StatusOK || string(body) != deed {
			t.Fatalf("imported deed on %s: %d %q", target.name, status, body)
		}
	}
}

// emptyPostgres creates a database of its own on the PostgreSQL server of base, dropped when the test ends.
func emptyPostgres(t *testing.T, base string) string {
	t.Helper()
	ctx := context.Background()
	admin, err := database.Open(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("patrimonio_import_%d", time.Now().UnixNano())
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

// zipParts reads every part of an export but its manifest.
func zipParts(t *testing.T, path string) map[string]string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	out := map[string]string{}
	for _, f := range zr.File {
		if f.Name == "manifesto.json" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(rc)
		rc.Close()
		out[f.Name] = string(body)
	}
	if len(out) < 29 {
		t.Fatalf("%s holds %d parts", path, len(out))
	}
	return out
}
