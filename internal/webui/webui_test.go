package webui

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

func gzipped(t *testing.T, s string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if _, err := io.WriteString(zw, s); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// build is a build as web/scripts/precompress.mjs leaves it: text files with .gz and .br copies, an image
// without. The .br copies are marked bytes: the server sends them as they are and never reads them.
func build(t *testing.T) (fstest.MapFS, map[string]string) {
	index := `<!doctype html><html lang="pt-BR"><head><title>Gestão Patrimonial</title>` + strings.Repeat(" ", 2000) + `</head></html>`
	js := `export function login(){return "Entrar"}` + strings.Repeat(`;console.log("Patrimônio")`, 200)
	text := map[string]string{"index.html": index, "assets/index-abc123.js": js}
	fsys := fstest.MapFS{"assets/logo-9f8e.png": {Data: []byte("\x89PNG\r\n\x1a\nimagem")}}
	for name, content := range text {
		fsys[name] = &fstest.MapFile{Data: []byte(content)}
		fsys[name+".gz"] = &fstest.MapFile{Data: gzipped(t, content)}
		fsys[name+".br"] = &fstest.MapFile{Data: []byte("brotli de " + name)}
	}
	return fsys, text
}

func get(h http.Handler, target string, header ...string) *http.Response {
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

// body reads an answer's body, decoding gzip; a brotli body is returned as sent.
func body(t *testing.T, res *http.Response) string {
	t.Helper()
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPrecompressedFiles: index.html (by its own name and as an app screen) and a JavaScript asset, asked for
// with and without compression, come as the copy the request accepts, with the original's Content-Type and
// Vary: Accept-Encoding, fewer bytes over the wire when compressed, and the same content once decoded.
func TestPrecompressedFiles(t *testing.T) {
	fsys, text := build(t)
	h := New(fsys)
	const (
		html = "text/html; charset=utf-8"
		js   = "text/javascript; charset=utf-8"
	)
	cases := []struct {
		name, path, acceptEncoding string
		file, ctype, encoding      string
	}{
		{"index.html, no Accept-Encoding", "/", "", "index.html", html, ""},
		{"index.html, identity only", "/index.html", "identity", "index.html", html, ""},
		{"index.html, gzip", "/", "gzip", "index.html", html, "gzip"},
		{"index.html, a browser's list", "/index.html", "gzip, deflate, br, zstd", "index.html", html, "br"},
		{"an app screen, gzip", "/assets/12/edit", "gzip, deflate", "index.html", html, "gzip"},
		{"an app screen with a directory's name, brotli", "/assets", "br", "index.html", html, "br"},
		{"script, no Accept-Encoding", "/assets/index-abc123.js", "", "assets/index-abc123.js", js, ""},
		{"script, gzip", "/assets/index-abc123.js", "gzip", "assets/index-abc123.js", js, "gzip"},
		{"script, brotli refused", "/assets/index-abc123.js", "br;q=0, gzip;q=0.8", "assets/index-abc123.js", js, "gzip"},
		{"script, gzip preferred", "/assets/index-abc123.js", "br;q=0.5, gzip", "assets/index-abc123.js", js, "gzip"},
		{"script, any", "/assets/index-abc123.js", "*", "assets/index-abc123.js", js, "br"},
		{"script, brotli", "/assets/index-abc123.js", "br", "assets/index-abc123.js", js, "br"},
		{"script, gzip refused and nothing else", "/assets/index-abc123.js", "gzip;q=0, deflate", "assets/index-abc123.js", js, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := get(h, c.path, "Accept-Encoding", c.acceptEncoding)
			got := body(t, res)
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != c.ctype ||
				res.Header.Get("Content-Encoding") != c.encoding || res.Header.Get("Vary") != "Accept-Encoding" {
				t.Fatalf("%d %v", res.StatusCode, res.Header)
			}
			wire := res.Header.Get("Content-Length")
			switch c.encoding {
			case "br":
				if got != "brotli de "+c.file || wire != strconv.Itoa(len(fsys[c.file+".br"].Data)) {
					t.Fatalf("brotli body %q (%s bytes)", got, wire)
				}
			case "gzip":
				if got != text[c.file] || wire != strconv.Itoa(len(fsys[c.file+".gz"].Data)) || len(fsys[c.file+".gz"].Data) >= len(text[c.file]) {
					t.Fatalf("gzip: %s bytes on the wire for %d, decoded %d", wire, len(text[c.file]), len(got))
				}
			default:
				if got != text[c.file] || wire != strconv.Itoa(len(text[c.file])) {
					t.Fatalf("plain body of %d bytes (%s on the wire), want %d", len(got), wire, len(text[c.file]))
				}
			}
		})
	}
}

// TestCachingAndRevalidation: hashed assets are cached for a year; index.html is revalidated, and an unchanged
// copy answers 304 by its ETag, which differs between the plain and the compressed copies.
func TestCachingAndRevalidation(t *testing.T) {
	fsys, _ := build(t)
	h := New(fsys)
	if res := get(h, "/assets/index-abc123.js", "Accept-Encoding", "gzip"); res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("asset cache: %v", res.Header)
	}
	plain := get(h, "/dashboard")
	gz := get(h, "/dashboard", "Accept-Encoding", "gzip")
	if plain.Header.Get("Cache-Control") != "no-cache" || plain.Header.Get("ETag") == "" || plain.Header.Get("ETag") == gz.Header.Get("ETag") {
		t.Fatalf("index.html: %v / %v", plain.Header, gz.Header)
	}
	again := get(h, "/dashboard", "Accept-Encoding", "gzip", "If-None-Match", gz.Header.Get("ETag"))
	if again.StatusCode != http.StatusNotModified {
		t.Fatalf("revalidation: %d", again.StatusCode)
	}
}

// TestNotTheAppsHTML: /robots.txt is a real robots file; /favicon.ico, a stale asset and any other missing
// file with an extension are 404 in plain text, never the app's HTML; a file without compressed copies comes as
// it is.
func TestNotTheAppsHTML(t *testing.T) {
	fsys, _ := build(t)
	for _, h := range []http.Handler{New(fsys), New(fstest.MapFS{})} { // built, and a binary without the build
		res := get(h, "/robots.txt", "Accept-Encoding", "gzip, br")
		if got := body(t, res); res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/plain; charset=utf-8" || got != "User-agent: *\nDisallow: /\n" {
			t.Fatalf("robots.txt: %d %v %q", res.StatusCode, res.Header, got)
		}
	}
	h := New(fsys)
	for _, p := range []string{"/favicon.ico", "/assets/index-old.js", "/apple-touch-icon.png", "/.well-known/security.txt"} {
		res := get(h, p, "Accept-Encoding", "gzip")
		if got := body(t, res); res.StatusCode != http.StatusNotFound || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") || strings.Contains(got, "<html") {
			t.Errorf("%s: %d %v %q", p, res.StatusCode, res.Header, got)
		}
	}
	res := get(h, "/assets/logo-9f8e.png", "Accept-Encoding", "gzip, br")
	if got := body(t, res); res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/png" ||
		res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "" || !strings.HasPrefix(got, "\x89PNG") {
		t.Fatalf("image: %d %v", res.StatusCode, res.Header)
	}
	if res := get(New(fstest.MapFS{}), "/dashboard"); res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("a binary without the build: %d", res.StatusCode)
	}
}

func TestNegotiate(t *testing.T) {
	offered := []string{"br", "gzip"}
	for header, want := range map[string]string{
		"":                          "",
		"identity":                  "",
		"gzip":                      "gzip",
		"GZIP":                      "gzip",
		"x-gzip":                    "gzip",
		"gzip, deflate, br, zstd":   "br",
		"br;q=0":                    "",
		"br;q=0, *":                 "gzip",
		"*;q=0.5, gzip;q=0.9":       "gzip",
		"gzip;q=0.2, br;q=0.1":      "gzip",
		"gzip;q=abc, br;q=2":        "",
		"deflate, gzip;q=0.001":     "gzip",
		"  gzip ; q=0.5 ,br ;q=0.5": "br",
	} {
		if got := negotiate(header, offered); got != want {
			t.Errorf("%q: %q, want %q", header, got, want)
		}
	}
}
