package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	promodel "github.com/prometheus/common/model"
)

// apiCall sends a request to a running server and returns its status, headers and body.
func apiCall(t *testing.T, method, url, auth, contentType string, body io.Reader) (int, http.Header, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		t.Fatal(err)
	}
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, res.Header, b
}

// signInToken signs in and returns the "Bearer …" value of the session.
func signInToken(t *testing.T, url, email, password string) string {
	t.Helper()
	status, _, body := apiCall(t, http.MethodPost, url+"/api/auth/login", "", "application/json",
		strings.NewReader(fmt.Sprintf(`{"email":%q,"password":%q}`, email, password)))
	var login struct{ Data struct{ Token string } }
	if err := json.Unmarshal(body, &login); status != http.StatusOK || err != nil {
		t.Fatalf("sign in: %d %s", status, body)
	}
	return "Bearer " + login.Data.Token
}

// createAssetWithDeed uploads deed as escritura.txt and records an asset with it attached; it returns the
// file's address and the asset's id.
func createAssetWithDeed(t *testing.T, url, auth, deed string) (string, int64) {
	t.Helper()
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	fw, _ := mw.CreateFormFile("files", "escritura.txt")
	io.WriteString(fw, deed)
	mw.Close()
	status, _, body := apiCall(t, http.MethodPost, url+"/api/upload", auth, mw.FormDataContentType(), &form)
	var up struct {
		Data struct{ Files []struct{ URL string } }
	}
	if err := json.Unmarshal(body, &up); status != http.StatusCreated || err != nil || len(up.Data.Files) != 1 {
		t.Fatalf("upload: %d %s", status, body)
	}
	fileURL := up.Data.Files[0].URL
	status, _, body = apiCall(t, http.MethodPost, url+"/api/assets", auth, "application/json", strings.NewReader(
		`{"counterpart":"opening","description":"Casa Jardim","type":"real_estate","acquisitionValue":100000,"currentValue":120000.55,"acquisitionDate":"2024-02-10","details":{"address":"Rua A, 1"},`+
			`"attachments":[{"url":"`+fileURL+`","category":"escritura"}]}`))
	var asset struct{ Data struct{ ID int64 } }
	if err := json.Unmarshal(body, &asset); status != http.StatusCreated || err != nil {
		t.Fatalf("create asset: %d %s", status, body)
	}
	return fileURL, asset.Data.ID
}

// TestBackupRestoreOnTheBinary runs the real binary as an operator would: serve with scheduled backups and the
// metrics on, record an asset with an attachment, write a whole backup while the server serves, restore it into
// an empty directory (after refusing a full one and a damaged copy), start a second server on it and read the
// asset and its file back. On the way it reads /metrics with Prometheus's parser and checks that every log
// line of the server is JSON, each line of a request with its request id.
func TestBackupRestoreOnTheBinary(t *testing.T) {
	bin := buildBinary(t)
	const admin, password, token = "admin@patrimonio.local", "Senha-Forte-123", "token-das-metricas-de-teste"
	root := t.TempDir()
	data, backups := filepath.Join(root, "dados"), filepath.Join(root, "copias")
	vars := []string{"PATRIMONIO_DATA_DIR=" + data, "PATRIMONIO_BACKUP_DIR=" + backups, "PATRIMONIO_BACKUP_KEEP=2"}
	s, err := startBinary(t, bin, binaryEnv(append(vars, "PATRIMONIO_ADDR=127.0.0.1:0", "PATRIMONIO_ADMIN_PASSWORD="+password,
		"PATRIMONIO_METRICS_TOKEN="+token)...))
	if err != nil {
		t.Fatal(err)
	}
	auth := signInToken(t, s.url, admin, password)

	const deed = "Escritura da Casa Jardim, lavrada em cartório.\n"
	fileURL, assetID := createAssetWithDeed(t, s.url, auth, deed)

	// A whole backup while the server serves.
	out, err := runBinary(t, bin, binaryEnv(vars...), "backup")
	m := regexp.MustCompile(`Cópia completa gravada em (\S+): 1 arquivo\(s\) enviado\(s\)`).FindStringSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	copyDir := m[1]

	// Refused: a data directory that holds something, and a damaged copy; neither writes anything.
	if out, err := runBinary(t, bin, binaryEnv(), "restore", copyDir, "-data-dir", data); err == nil ||
		!strings.Contains(out, "o diretório de dados "+data+" não está vazio") {
		t.Fatalf("restore over the running server's data: %v\n%s", err, out)
	}
	damaged := filepath.Join(root, "danificada")
	if err := os.CopyFS(damaged, os.DirFS(copyDir)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(damaged, "uploads", filepath.Base(fileURL)), []byte("adulterado"), 0o600); err != nil {
		t.Fatal(err)
	}
	restored := filepath.Join(root, "restaurado")
	if out, err := runBinary(t, bin, binaryEnv(), "restore", damaged, "-data-dir", restored); err == nil ||
		!strings.Contains(out, "não confere") {
		t.Fatalf("restore of a damaged copy: %v\n%s", err, out)
	}
	if _, err := os.Stat(restored); !os.IsNotExist(err) {
		t.Fatalf("a refused restore created %s: %v", restored, err)
	}

	out, err = runBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+restored), "restore", copyDir)
	if err != nil || !strings.Contains(out, "restaurada em "+restored+": 1 arquivo(s) enviado(s)") {
		t.Fatalf("restore: %v\n%s", err, out)
	}
	s2, err := startBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+restored, "PATRIMONIO_ADDR=127.0.0.1:0"))
	if err != nil {
		t.Fatal(err)
	}
	auth2 := signInToken(t, s2.url, admin, password)
	status, _, body := apiCall(t, http.MethodGet, fmt.Sprintf("%s/api/assets/%d", s2.url, assetID), auth2, "", nil)
	if status != http.StatusOK || !strings.Contains(string(body), `"description":"Casa Jardim"`) || !strings.Contains(string(body), `"currentValue":120000.55`) {
		t.Fatalf("restored asset: %d %s", status, body)
	}
	if status, _, body = apiCall(t, http.MethodGet, s2.url+"/api"+fileURL, "", "", nil); status != http.StatusOK || string(body) != deed {
		t.Fatalf("restored attachment: %d %q", status, body)
	}
	if status, _, body = apiCall(t, http.MethodGet, s2.url+"/api/health/ready", "", "", nil); status != http.StatusOK {
		t.Fatalf("restored server not ready: %d %s", status, body)
	}

	// The metrics of the first server: refused without the token, read by Prometheus's parser with it.
	if status, _, _ := apiCall(t, http.MethodGet, s.url+"/metrics", "", "", nil); status != http.StatusUnauthorized {
		t.Fatalf("metrics without the token: %d", status)
	}
	if status, _, _ := apiCall(t, http.MethodGet, s2.url+"/metrics", "Bearer "+token, "", nil); status != http.StatusNotFound {
		t.Fatalf("metrics of a server without a token: %d", status)
	}
	status, _, body = apiCall(t, http.MethodGet, s.url+"/metrics", "Bearer "+token, "", nil)
	parser := expfmt.NewTextParser(promodel.LegacyValidation)
	families, err := parser.TextToMetricFamilies(bytes.NewReader(body))
	if status != http.StatusOK || err != nil {
		t.Fatalf("metrics: %d %v\n%s", status, err, body)
	}
	for _, want := range []string{`patrimonio_http_requests_total{route="POST /api/assets",status="201"} 1`,
		`patrimonio_job_runs_total{job="backup",result="ok"} 1`, `patrimonio_job_runs_total{job="upload_sweep",result="ok"} 1`} {
		if !strings.Contains(string(body), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if families["patrimonio_db_connections"] == nil || families["patrimonio_http_request_duration_seconds"] == nil {
		t.Errorf("metrics lack the pool or the latency: %v", families)
	}

	// The scheduled backup ran at start (the directory had none); with the manual one, two are kept.
	entries, _ := os.ReadDir(backups)
	if len(entries) != 2 {
		t.Errorf("backups: %v", entries)
	}

	// Every log line is JSON; the lines of requests carry their request id, the same as the answers' header.
	_, header, _ := apiCall(t, http.MethodGet, s.url+"/api/assets/987654", auth, "", nil)
	id := header.Get("X-Request-Id")
	// Lines of the process itself, outside any request.
	process := map[string]bool{"backups scheduled": true, "backup written": true, "upload sweep": true, "shutting down": true}
	var sawID, sawBackup bool
	for _, line := range s.log.all() {
		var entry map[string]any
		if err := json.Unmarshal([]byte(line), &entry); err != nil {
			t.Fatalf("a log line is not JSON: %q", line)
		}
		msg, _ := entry["msg"].(string)
		rid, _ := entry["request_id"].(string)
		switch {
		case process[msg]:
			sawBackup = sawBackup || msg == "backup written"
		case rid == "":
			t.Errorf("a log line without request_id: %s", line)
		case rid == id:
			sawID = true
		}
	}
	if !sawBackup {
		t.Error("the scheduled backup was not logged")
	}
	if !sawID && !waitForLog(s.log, id) {
		t.Errorf("no log line with the request id %s of the answer", id)
	}
}

// waitForLog waits a little for a line holding text: the access line is written as the answer ends.
func waitForLog(l *logLines, text string) bool {
	for range 50 {
		for _, line := range l.all() {
			if strings.Contains(line, text) {
				return true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}
