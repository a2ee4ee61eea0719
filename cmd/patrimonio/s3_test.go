package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"patrimonio/internal/files/filestest"
	"patrimonio/internal/files/miniotest"
)

// s3Env is the PATRIMONIO_S3_* variables of a bucket of the tests' MinIO server.
func s3Env(b miniotest.Bucket) []string {
	return []string{"PATRIMONIO_S3_ENDPOINT=" + b.Endpoint, "PATRIMONIO_S3_BUCKET=" + b.Name, "PATRIMONIO_S3_REGION=us-east-1",
		"PATRIMONIO_S3_ACCESS_KEY=" + b.AccessKey, "PATRIMONIO_S3_SECRET_KEY=" + b.SecretKey, "PATRIMONIO_S3_PATH_STYLE=true"}
}

// TestS3StorageOnTheBinary runs the real binary on a MinIO bucket: an upload lands in the bucket and not in the
// data directory, comes back whole and by ranges with its type and length, the readiness probe checks the
// bucket; a whole backup copies the bucket's files into its directory, another goes into a bucket, and a restore from there puts the files in another bucket, where a second server serves them.
// Half-set variables and a missing bucket stop the server at start, saying why.
func TestS3StorageOnTheBinary(t *testing.T) {
	mb := miniotest.NewBucket(t)
	bin := buildBinary(t)
	const admin, password = "admin@patrimonio.local", "Senha-Forte-123"
	root := t.TempDir()
	data, backups := filepath.Join(root, "dados"), filepath.Join(root, "copias")

	for _, bad := range []struct {
		env  []string
		want string
	}{
		{[]string{"PATRIMONIO_S3_ENDPOINT=" + mb.Endpoint, "PATRIMONIO_S3_BUCKET=" + mb.Name},
			"armazenamento S3 configurado pela metade: falta PATRIMONIO_S3_ACCESS_KEY, PATRIMONIO_S3_SECRET_KEY"},
		{append(s3Env(mb), "PATRIMONIO_S3_BUCKET=nao-existe"), `S3: o bucket "nao-existe" não existe em ` + mb.Endpoint},
	} {
		out, err := runBinary(t, bin, binaryEnv(append(bad.env, "PATRIMONIO_DATA_DIR="+filepath.Join(root, "recusado"), "PATRIMONIO_ADDR=127.0.0.1:0")...), "serve")
		if err == nil || !strings.Contains(out, bad.want) {
			t.Fatalf("serve with %v: %v\n%s, want %q", bad.env, err, out, bad.want)
		}
	}

	vars := append(s3Env(mb), "PATRIMONIO_DATA_DIR="+data, "PATRIMONIO_BACKUP_DIR="+backups)
	s, err := startBinary(t, bin, binaryEnv(append(vars, "PATRIMONIO_ADDR=127.0.0.1:0", "PATRIMONIO_ADMIN_PASSWORD="+password)...))
	if err != nil {
		t.Fatal(err)
	}
	auth := signInToken(t, s.url, admin, password)
	deed := strings.Repeat("Escritura da Casa Jardim, lavrada em cartório.\n", 100)
	fileURL, assetID := createAssetWithDeed(t, s.url, auth, deed)
	name := strings.TrimPrefix(fileURL, "/uploads/")

	bucket := filestest.Open(t, mb)
	if names, err := bucket.List(context.Background()); err != nil || len(names) != 1 || names[0] != name {
		t.Fatalf("the bucket holds %v %v, want %s", names, err, name)
	}
	if entries, _ := os.ReadDir(filepath.Join(data, "uploads")); len(entries) != 0 {
		t.Fatalf("the data directory holds uploads: %v", entries)
	}
	status, header, body := apiCall(t, http.MethodGet, s.url+"/api"+fileURL, auth, "", nil)
	if status != http.StatusOK || string(body) != deed || header.Get("Content-Type") != "text/plain; charset=utf-8" ||
		header.Get("Content-Length") != fmt.Sprint(len(deed)) || header.Get("Accept-Ranges") != "bytes" {
		t.Fatalf("served file: %d %v %d bytes", status, header, len(body))
	}
	req, _ := http.NewRequest(http.MethodGet, s.url+"/api"+fileURL, nil)
	req.Header.Set("Authorization", auth)
	req.Header.Set("Range", "bytes=47-57")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	part, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusPartialContent || string(part) != deed[47:58] ||
		res.Header.Get("Content-Range") != fmt.Sprintf("bytes 47-57/%d", len(deed)) {
		t.Fatalf("range: %d %q %v", res.StatusCode, part, res.Header)
	}
	status, _, body = apiCall(t, http.MethodGet, s.url+"/api/health/ready", "", "", nil)
	if status != http.StatusOK || !strings.Contains(string(body), `"storage":"ok"`) {
		t.Fatalf("ready: %d %s", status, body)
	}

	// A whole backup copies the bucket's file into the backup directory.
	out, err := runBinary(t, bin, binaryEnv(vars...), "backup")
	m := regexp.MustCompile(`Cópia completa gravada em (\S+): 1 arquivo\(s\) enviado\(s\)`).FindStringSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	if got, err := os.ReadFile(filepath.Join(m[1], "uploads", name)); err != nil || string(got) != deed {
		t.Fatalf("the backup's copy of the file: %v", err)
	}

	// A whole backup into a bucket, and a restore from there that sends the files to a new bucket.
	copies := miniotest.NewBucket(t)
	out, err = runBinary(t, bin, binaryEnv(append(s3Env(mb), "PATRIMONIO_DATA_DIR="+data, "PATRIMONIO_BACKUP_DIR=s3://"+copies.Name+"/diarias")...), "backup")
	m = regexp.MustCompile(`Cópia completa gravada em (s3://\S+/diarias/patrimonio-\S+): 1 arquivo\(s\) enviado\(s\)`).FindStringSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("backup into a bucket: %v\n%s", err, out)
	}
	if out, err := runBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+filepath.Join(root, "sem-s3")), "restore", m[1]); err == nil ||
		!strings.Contains(out, "cópias num bucket precisam das variáveis PATRIMONIO_S3_*") {
		t.Fatalf("restore from a bucket without S3: %v\n%s", err, out)
	}
	mb2 := miniotest.NewBucket(t)
	restored := filepath.Join(root, "restaurado")
	out, err = runBinary(t, bin, binaryEnv(append(s3Env(mb2), "PATRIMONIO_DATA_DIR="+restored)...), "restore", m[1])
	if err != nil || !strings.Contains(out, "Os arquivos enviados foram gravados no bucket "+mb2.Name+".") {
		t.Fatalf("restore: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(restored, "uploads")); err == nil {
		t.Fatal("the restore wrote the files into the data directory too")
	}
	s2, err := startBinary(t, bin, binaryEnv(append(s3Env(mb2), "PATRIMONIO_DATA_DIR="+restored, "PATRIMONIO_ADDR=127.0.0.1:0")...))
	if err != nil {
		t.Fatal(err)
	}
	auth2 := signInToken(t, s2.url, admin, password)
	status, _, body = apiCall(t, http.MethodGet, fmt.Sprintf("%s/api/assets/%d", s2.url, assetID), auth2, "", nil)
	if status != http.StatusOK || !strings.Contains(string(body), fileURL) {
		t.Fatalf("restored asset: %d %s", status, body)
	}
	if status, _, body = apiCall(t, http.MethodGet, s2.url+"/api"+fileURL, auth2, "", nil); status != http.StatusOK || string(body) != deed {
		t.Fatalf("restored attachment: %d %d bytes", status, len(body))
	}
}
