package api_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestUploads(t *testing.T) {
	t.Parallel()
	eachStorage(t, func(t *testing.T, h *harness) {
		png := pngBytes(t)
		res := h.upload("/api/upload", "user", map[string][]byte{"fachada.png": png, "escritura.pdf": []byte(pdfBytes)})
		if res.Status != 201 {
			t.Fatalf("PNG and PDF: %d %s", res.Status, res.Body)
		}
		body := res.json(t)
		if body["success"] != true {
			t.Fatalf("no success flag: %s", res.Body)
		}
		stored := map[string]map[string]any{}
		for _, f := range body["data"].(map[string]any)["files"].([]any) {
			m := f.(map[string]any)
			stored[m["originalName"].(string)] = m
		}
		if stored["fachada.png"]["mimetype"] != "image/png" || stored["escritura.pdf"]["mimetype"] != "application/pdf" {
			t.Fatalf("types: %v", stored)
		}
		if len(h.storedFiles()) != 2 {
			t.Fatalf("stored: %v", h.storedFiles())
		}

		img := h.call("GET", "/api"+stored["fachada.png"]["url"].(string), "", "")
		if img.Status != 200 || img.Header.Get("Content-Type") != "image/png" || img.Body != string(png) ||
			!strings.HasPrefix(img.Header.Get("Content-Disposition"), "inline") || img.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("serve image: %d %v", img.Status, img.Header)
		}
		pdfURL := "/api" + stored["escritura.pdf"]["url"].(string)
		pdf := h.call("GET", pdfURL, "", "")
		if pdf.Status != 200 || !strings.HasPrefix(pdf.Header.Get("Content-Disposition"), "attachment") || pdf.Body != pdfBytes ||
			pdf.Header.Get("Content-Length") != fmt.Sprint(len(pdfBytes)) || pdf.Header.Get("Accept-Ranges") != "bytes" {
			t.Fatalf("serve pdf: %d %v", pdf.Status, pdf.Header)
		}
		// A range of the file, and a revalidation while it exists.
		req := httptest.NewRequest(http.MethodGet, pdfURL, nil)
		req.Header.Set("Range", "bytes=1-4")
		rec := httptest.NewRecorder()
		h.handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusPartialContent || rec.Body.String() != pdfBytes[1:5] ||
			rec.Header().Get("Content-Range") != fmt.Sprintf("bytes 1-4/%d", len(pdfBytes)) {
			t.Fatalf("range: %d %q %v", rec.Code, rec.Body.String(), rec.Header())
		}
		req = httptest.NewRequest(http.MethodGet, pdfURL, nil)
		req.Header.Set("If-None-Match", pdf.Header.Get("ETag"))
		rec = httptest.NewRecorder()
		h.handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
			t.Fatalf("revalidation: %d %q", rec.Code, rec.Body.String())
		}
		for _, path := range []string{"/api/uploads/../../etc/passwd", "/api/uploads/0123456789abcdef0123456789abcdef.png", "/api/uploads/x.png"} {
			if res := h.call("GET", path, "", ""); res.Status != 404 {
				t.Errorf("%s: %d", path, res.Status)
			}
		}
	})
}

func TestUploadRefusals(t *testing.T) {
	t.Parallel()
	elf := append([]byte("\x7fELF\x02\x01\x01\x00"), bytes.Repeat([]byte{0}, 200)...)
	mz := append([]byte("MZ\x90\x00\x03\x00"), bytes.Repeat([]byte{0}, 200)...)
	svg := []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	big := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("a"), 11<<20)...)
	many := map[string][]byte{}
	for i := range 21 {
		many[fmt.Sprintf("doc%02d.pdf", i)] = []byte(pdfBytes)
	}
	cases := []struct {
		name   string
		path   string
		files  map[string][]byte
		status int
		msg    string
	}{
		{"svg", "/api/upload", map[string][]byte{"logo.svg": svg}, 415, "formato não suportado"},
		{"svg named png", "/api/upload", map[string][]byte{"logo.png": svg}, 415, "formato não suportado"},
		{"ELF renamed pdf", "/api/upload", map[string][]byte{"contrato.pdf": elf}, 415, "formato não suportado"},
		{"EXE renamed pdf", "/api/upload", map[string][]byte{"contrato.pdf": mz}, 415, "formato não suportado"},
		{"11 MB", "/api/upload", map[string][]byte{"grande.pdf": big}, 413, "excede o limite de 10 MB"},
		{"21 files", "/api/upload", many, 413, "no máximo 20 arquivos"},
		{"good and bad together", "/api/upload", map[string][]byte{"a.pdf": []byte(pdfBytes), "b.pdf": elf}, 415, "formato não suportado"},
		{"pdf as avatar", "/api/upload?purpose=avatar", map[string][]byte{"eu.pdf": []byte(pdfBytes)}, 415, "formato não suportado"},
		{"nothing", "/api/upload", map[string][]byte{}, 400, "Nenhum arquivo enviado"},
	}
	eachStorage(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			res := h.upload(c.path, "admin", c.files)
			if res.Status != c.status || !strings.Contains(res.json(t)["error"].(string), c.msg) {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
			if left := h.storedFiles(); len(left) != 0 {
				t.Fatalf("%s left files behind: %v", c.name, left)
			}
		}
		if res := h.call("POST", "/api/upload", "admin", `{"files":[]}`); res.Status != http.StatusUnsupportedMediaType {
			t.Fatalf("JSON to upload: %d", res.Status)
		}
		// A bad category is refused.
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		fw, _ := mw.CreateFormFile("files", "a.pdf")
		fw.Write([]byte(pdfBytes))
		mw.WriteField("categories", "segredo")
		mw.Close()
		if res := h.do("POST", "/api/upload", "admin", mw.FormDataContentType(), &buf); res.Status != 400 || len(h.storedFiles()) != 0 {
			t.Fatalf("bad category: %d %s", res.Status, res.Body)
		}
	})
}
