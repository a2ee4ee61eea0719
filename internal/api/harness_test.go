package api_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"maps"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/auth"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/files"
	"patrimonio/internal/files/filestest"
	"patrimonio/internal/files/miniotest"
	"patrimonio/internal/mail/mailtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func TestMain(m *testing.M) {
	auth.UseFastHashing()
	code := dbtest.Run(m)
	mailtest.Stop()
	miniotest.Stop()
	os.Exit(code)
}

const password = "Senha-Forte-123"

// publicURL is the address of the app in the harness's e-mails.
const publicURL = "https://patrimonio.exemplo.com.br"

// harness is the real router on a fresh database, with one signed-in user per role.
type harness struct {
	t       *testing.T
	db      *database.DB
	store   *store.Store
	handler http.Handler
	dir     string
	files   files.Storage         // DIR/uploads, or a bucket (eachStorage)
	users   map[string]model.User // by role name, plus "target" (a second user)
	tokens  map[string]string
	mu      sync.Mutex
	reached []reached // every answer, with the route it came from (under mu)
}

// reached is one answer of the harness: the route pattern the request reached ("" for none) and its status.
type reached struct {
	pattern string
	status  int
}

func newHarness(t *testing.T, db *database.DB) *harness {
	t.Helper()
	return newHarnessWith(t, db, store.UploadLimits{}, nil)
}

// newHarnessAt is newHarness on a store that reads the time from now.
func newHarnessAt(t *testing.T, db *database.DB, now func() time.Time) *harness {
	t.Helper()
	return newHarnessWith(t, db, store.UploadLimits{}, now)
}

// newHarnessWith is newHarness with upload limits, on a store that reads the time from now (nil: the wall clock);
// adjust, when given, changes the API's options before the router is built.
func newHarnessWith(t *testing.T, db *database.DB, limits store.UploadLimits, now func() time.Time, adjust ...func(*api.Options)) *harness {
	t.Helper()
	return newHarnessOn(t, db, nil, limits, now, adjust...)
}

// newHarnessOn is newHarnessWith keeping the files in storage (nil: an uploads directory of its own).
func newHarnessOn(t *testing.T, db *database.DB, storage files.Storage, limits store.UploadLimits, now func() time.Time, adjust ...func(*api.Options)) *harness {
	t.Helper()
	st := store.New(db)
	if now != nil {
		st = st.WithClock(now)
	}
	// As the server does on start: the journal's opening date is set (today, on an empty database).
	if err := st.Upgrade(context.Background()); err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, db: db, store: st, users: map[string]model.User{}, tokens: map[string]string{}}
	h.dir = t.TempDir()
	h.files = storage
	if storage == nil {
		disk, err := files.NewDisk(filepath.Join(h.dir, "uploads"))
		if err != nil {
			t.Fatal(err)
		}
		h.files = disk
	}
	opts := api.Options{
		Sessions: store.SessionPolicy{Idle: time.Hour, Max: 24 * time.Hour},
		Uploads:  limits,
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		Mail:     api.MailOptions{Enabled: true, PublicURL: publicURL},
	}
	for _, a := range adjust {
		a(&opts)
	}
	handler, err := api.New(h.store, h.files, opts)
	if err != nil {
		t.Fatal(err)
	}
	h.handler = h.checkingContract(handler)
	hash, _ := auth.HashPassword(context.Background(), password)
	for _, u := range []struct {
		key, name string
		role      model.Role
	}{
		{"admin", "Ana Admin", model.RoleAdmin},
		{"user", "Bruno Usuário", model.RoleUser},
		{"viewer", "Carla Leitora", model.RoleViewer},
		{"target", "Davi Alvo", model.RoleUser},
	} {
		created, err := h.store.CreateUser(context.Background(), model.User{Name: u.name, Email: u.key + "@exemplo.com.br", Role: u.role, Active: true}, hash)
		if err != nil {
			t.Fatal(err)
		}
		h.users[u.key] = created
		if u.key != "target" {
			h.tokens[u.key] = h.login(u.key+"@exemplo.com.br", password)
		}
	}
	return h
}

// response is a finished request.
type response struct {
	Status int
	Header http.Header
	Body   string
}

// json decodes the body into a generic map.
func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(r.Body), &m); err != nil {
		t.Fatalf("body is not JSON: %v\n%s", err, r.Body)
	}
	return m
}

// do sends a request; token is a role name of the harness, a raw "Bearer …" value, or "" for none.
func (h *harness) do(method, path, token, contentType string, body io.Reader) response {
	h.t.Helper()
	req := httptest.NewRequest(method, path, body)
	req.RemoteAddr = "192.0.2.10:4321"
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if tok, ok := h.tokens[token]; ok {
		req.Header.Set("Authorization", "Bearer "+tok)
	} else if token != "" {
		req.Header.Set("Authorization", token)
	}
	rec := httptest.NewRecorder()
	h.handler.ServeHTTP(rec, req)
	return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

// checkingContract wraps the application so that every answer it gives a test, by any path (do, call, upload,
// or h.handler directly, from any goroutine), is checked against docs/openapi.yaml (contract_test.go): an answer
// that disagrees fails the test.
func (h *harness) checkingContract(app http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		app.ServeHTTP(rec, r)
		maps.Copy(w.Header(), rec.Header())
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())

		res := response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
		if rec.Header().Get("Content-Encoding") == "gzip" { // the document describes the decoded body
			zr, err := gzip.NewReader(bytes.NewReader(rec.Body.Bytes()))
			if err != nil {
				h.t.Errorf("%s %s: gzip body: %v", r.Method, r.URL, err)
				return
			}
			decoded, err := io.ReadAll(zr)
			if err != nil {
				h.t.Errorf("%s %s: gzip body: %v", r.Method, r.URL, err)
				return
			}
			res.Body = string(decoded)
		}
		c, err := loadContract()
		if err != nil {
			h.t.Error(err)
			return
		}
		pattern, err := c.check(r, res)
		if err != nil {
			h.t.Errorf("%s %s → %d disagrees with %s: %v\n%.600s", r.Method, r.URL, res.Status, contractFile, err, res.Body)
		}
		h.mu.Lock()
		h.reached = append(h.reached, reached{pattern, res.Status})
		h.mu.Unlock()
	})
}

// call sends JSON (body may be "" for none).
func (h *harness) call(method, path, token, body string) response {
	h.t.Helper()
	var rd io.Reader
	ct := ""
	if body != "" {
		rd, ct = strings.NewReader(body), "application/json"
	}
	return h.do(method, path, token, ct, rd)
}

func (h *harness) login(email, pw string) string {
	h.t.Helper()
	body, _ := json.Marshal(map[string]string{"email": email, "password": pw})
	res := h.call("POST", "/api/auth/login", "", string(body))
	if res.Status != http.StatusOK {
		h.t.Fatalf("login %s: %d %s", email, res.Status, res.Body)
	}
	return res.json(h.t)["data"].(map[string]any)["token"].(string)
}

// upload posts files as multipart (field "files").
func (h *harness) upload(path, token string, parts map[string][]byte) response {
	h.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for name, content := range parts {
		fw, err := mw.CreateFormFile("files", name)
		if err != nil {
			h.t.Fatal(err)
		}
		fw.Write(content)
	}
	mw.Close()
	return h.do("POST", path, token, mw.FormDataContentType(), &buf)
}

// postForm posts a form as a browser sends one with a file: its fields and the file named name (field "file").
func (h *harness) postForm(path, token string, fields map[string]string, name string, content []byte) response {
	h.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for field, value := range fields {
		mw.WriteField(field, value)
	}
	fw, err := mw.CreateFormFile("file", name)
	if err != nil {
		h.t.Fatal(err)
	}
	fw.Write(content)
	mw.Close()
	return h.do("POST", path, token, mw.FormDataContentType(), &buf)
}

// storedFiles lists what the storage holds.
func (h *harness) storedFiles() []string {
	h.t.Helper()
	names, err := h.files.List(context.Background())
	if err != nil {
		h.t.Fatal(err)
	}
	return names
}

func pngBytes(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

const pdfBytes = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"

// each runs fn on a fresh harness per available database.
func each(t *testing.T, fn func(t *testing.T, h *harness)) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) { fn(t, newHarness(t, db)) })
}

// eachStorage runs fn like each, once with the files in a directory and once in a bucket of the tests' MinIO
// server (on a database of its own).
func eachStorage(t *testing.T, fn func(t *testing.T, h *harness)) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		t.Run("disk", func(t *testing.T) {
			t.Parallel()
			fn(t, newHarness(t, db))
		})
		t.Run("s3", func(t *testing.T) {
			t.Parallel()
			fn(t, newHarnessOn(t, dbtest.Open(t, db.Dialect), filestest.NewBucket(t), store.UploadLimits{}, nil))
		})
	})
}
