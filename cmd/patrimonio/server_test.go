package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/auth"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/files"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// startServer serves the real application on 127.0.0.1 with the limits l and returns its address and store.
func startServer(t *testing.T, l serverLimits) (string, *store.Store) {
	t.Helper()
	st := store.New(dbtest.Open(t, database.SQLite))
	disk, err := files.NewDisk(filepath.Join(t.TempDir(), "uploads"))
	if err != nil {
		t.Fatal(err)
	}
	handler, err := api.New(st, disk, api.Options{
		Sessions: store.SessionPolicy{Idle: time.Hour, Max: 24 * time.Hour},
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(ln.Addr().String(), handler, l)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), st
}

// TestSlowClientsAreClosed: a client that trickles its headers or its body one byte a second, or keeps an idle
// connection, is disconnected by the server once its timeout passes.
func TestSlowClientsAreClosed(t *testing.T) {
	limits := serverLimits{ReadHeader: 2 * time.Second, Read: 3 * time.Second, Write: 3 * time.Second, Idle: 2 * time.Second}
	addr, _ := startServer(t, limits)
	const login = "POST /api/auth/login HTTP/1.1\r\nHost: patrimonio\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n"
	cases := []struct {
		name      string
		sentFirst string // sent at once
		trickle   string // then one byte a second
	}{
		{"headers one byte a second", "", "GET /api/health HTTP/1.1\r\nHost: patrimonio\r\nUser-Agent: lento\r\nAccept: */*\r\n"},
		{"body one byte a second", login, `{"email":"ana@exemplo.com.br","password":"uma senha qualquer, bem devagar"}`},
		{"idle after an answer", "GET /api/health HTTP/1.1\r\nHost: patrimonio\r\n\r\n", ""},
	}
	const withinSeconds = 10 // every timeout above is 3 s at most
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			closed := make(chan struct{})
			go func() { // reads whatever the server answers until it closes the connection
				_, _ = io.Copy(io.Discard, conn)
				close(closed)
			}()
			if _, err := io.WriteString(conn, c.sentFirst); err != nil {
				t.Fatal(err)
			}
			for i := range withinSeconds {
				select {
				case <-closed:
					return
				case <-time.After(time.Second):
				}
				if i < len(c.trickle) {
					if _, err := conn.Write([]byte{c.trickle[i]}); err != nil {
						return // the server has closed the connection
					}
				}
			}
			select {
			case <-closed:
			default:
				t.Fatalf("the connection is still open after %d s", withinSeconds)
			}
		})
	}
}

// TestHeaderLimitOverTheWire: through the real server, headers over api.MaxHeaderBytes get the API's JSON 431,
// not Go's plain-text answer, and headers under it pass.
func TestHeaderLimitOverTheWire(t *testing.T) {
	addr, _ := startServer(t, defaultLimits)
	for _, c := range []struct {
		size   int
		status int
	}{
		{api.MaxHeaderBytes / 2, http.StatusOK},
		{api.MaxHeaderBytes + 1, http.StatusRequestHeaderFieldsTooLarge},
		{4 * api.MaxHeaderBytes, http.StatusRequestHeaderFieldsTooLarge},
	} {
		req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/api/health", nil)
		req.Header.Set("X-Enchimento", strings.Repeat("a", c.size))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var body struct{ Code, Error string }
		err = json.NewDecoder(bufio.NewReader(res.Body)).Decode(&body)
		res.Body.Close()
		if res.StatusCode != c.status || err != nil || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("header of %d bytes: %d %v %v", c.size, res.StatusCode, res.Header, err)
		}
		if c.status != http.StatusOK && (body.Code != "headers_too_large" || body.Error == "") {
			t.Fatalf("header of %d bytes: %+v", c.size, body)
		}
	}
}

// TestUploadOutlastsReadTimeout: a signed-in upload may take longer than the server's read and write timeouts
// (it extends its own deadlines), while the same pause in a JSON request ends the connection.
func TestUploadOutlastsReadTimeout(t *testing.T) {
	limits := serverLimits{ReadHeader: time.Second, Read: 2 * time.Second, Write: 2 * time.Second, Idle: 2 * time.Second}
	addr, st := startServer(t, limits)
	hash, err := auth.HashPassword(context.Background(), "Senha-Forte-123")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateUser(context.Background(), model.User{Name: "Ana", Email: "ana@exemplo.com.br", Role: model.RoleUser, Active: true}, hash); err != nil {
		t.Fatal(err)
	}
	res, err := http.Post("http://"+addr+"/api/auth/login", "application/json",
		strings.NewReader(`{"email":"ana@exemplo.com.br","password":"Senha-Forte-123"}`))
	if err != nil {
		t.Fatal(err)
	}
	var login struct{ Data struct{ Token string } }
	err = json.NewDecoder(res.Body).Decode(&login)
	res.Body.Close()
	if err != nil || login.Data.Token == "" {
		t.Fatalf("login: %d %v", res.StatusCode, err)
	}

	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	fw, _ := mw.CreateFormFile("files", "nota.txt")
	io.WriteString(fw, strings.Repeat("Recibo de compra do imóvel.\n", 1000))
	mw.Close()
	half := form.Len() / 2
	body, pipe := io.Pipe()
	go func() {
		pipe.Write(form.Bytes()[:half])
		time.Sleep(3 * time.Second) // longer than limits.Read and limits.Write
		pipe.Write(form.Bytes()[half:])
		pipe.Close()
	}()
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/api/upload", body)
	req.Header.Set("Authorization", "Bearer "+login.Data.Token)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.ContentLength = int64(form.Len())
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("slow upload: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("slow upload: %d", res.StatusCode)
	}
}
