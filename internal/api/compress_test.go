package api_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// wire is an answer as it crossed the wire (Body raw) and decoded (Decoded).
type wire struct {
	response
	Decoded string
}

// get sends a GET as the role with an Accept-Encoding header (none when "") through the checked router.
func (h *harness) get(path, role, acceptEncoding string) wire {
	h.t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = "192.0.2.10:4321"
	if role != "" {
		req.Header.Set("Authorization", "Bearer "+h.tokens[role])
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.handler.ServeHTTP(rec, req)
	out := wire{response: response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}, Decoded: rec.Body.String()}
	if rec.Header().Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			h.t.Fatalf("%s: gzip body: %v", path, err)
		}
		b, err := io.ReadAll(zr)
		if err != nil {
			h.t.Fatalf("%s: gzip body: %v", path, err)
		}
		out.Decoded = string(b)
	}
	return out
}

// TestJSONCompression: JSON answers of 1 KB or more are gzipped for a request that accepts gzip, and decode to
// the answer sent to one that does not; smaller ones, and the downloads (PDF, XLSX, images), go as they are.
// Every JSON answer says Vary: Accept-Encoding.
func TestJSONCompression(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for i := range 12 {
			h.createAsset(fmt.Sprintf(`{"counterpart":"opening","description":"Apartamento %d no Centro de Recife, com vista para o rio","type":"real_estate",
				"acquisitionValue":350000,"currentValue":410000.55,"acquisitionDate":"2024-02-10","details":{"address":"Rua da Aurora, %d"}}`, i, i))
		}
		report := h.createReport("user", "assets", "yearly", "2025")
		photo := h.upload("/api/upload", "user", map[string][]byte{"foto.png": pngBytes(t)})
		if photo.Status != http.StatusCreated {
			t.Fatalf("upload: %d %s", photo.Status, photo.Body)
		}
		photoURL := photo.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)

		const list = "/api/assets?pageSize=100"
		plainList := h.get(list, "viewer", "")
		if plainList.Status != http.StatusOK || len(plainList.Body) < 4<<10 {
			t.Fatalf("the list is not large: %d, %d bytes", plainList.Status, len(plainList.Body))
		}
		cases := []struct {
			name, path, role, acceptEncoding string
			status                           int
			ctype                            string // prefix
			gzipped, vary                    bool
		}{
			{"large JSON, gzip", list, "viewer", "gzip", 200, "application/json", true, true},
			{"large JSON, a browser's list", list, "viewer", "gzip, deflate, br, zstd", 200, "application/json", true, true},
			{"large JSON, no Accept-Encoding", list, "viewer", "", 200, "application/json", false, true},
			{"large JSON, gzip refused", list, "viewer", "gzip;q=0, br", 200, "application/json", false, true},
			{"large JSON, any coding", list, "viewer", "*", 200, "application/json", true, true},
			{"small JSON, gzip", "/api/health", "", "gzip", 200, "application/json", false, true},
			{"small error, gzip", "/api/assets/999999", "viewer", "gzip", 404, "application/json", false, true},
			{"XLSX download, gzip", "/api/reports/" + fmt.Sprint(report["id"]) + "/download?format=xlsx", "viewer", "gzip, br", 200, "application/vnd.openxmlformats", false, false},
			{"PDF download, gzip", "/api/reports/" + fmt.Sprint(report["id"]) + "/download?format=pdf", "viewer", "gzip, br", 200, "application/pdf", false, false},
			{"image, gzip", "/api" + photoURL, "", "gzip, br", 200, "image/png", false, false},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				res := h.get(c.path, c.role, c.acceptEncoding)
				if res.Status != c.status || !strings.HasPrefix(res.Header.Get("Content-Type"), c.ctype) {
					t.Fatalf("%d %v %.200s", res.Status, res.Header, res.Decoded)
				}
				if got := res.Header.Get("Content-Encoding") == "gzip"; got != c.gzipped {
					t.Fatalf("gzipped %v, want %v: %v", got, c.gzipped, res.Header)
				}
				if got := res.Header.Get("Vary") == "Accept-Encoding"; got != c.vary {
					t.Fatalf("Vary %q", res.Header.Get("Vary"))
				}
				if c.gzipped {
					if res.Decoded != plainList.Body || len(res.Body) >= len(plainList.Body)/3 || res.Header.Get("Content-Length") != "" {
						t.Fatalf("%d bytes on the wire for %d, decoded to the same answer: %v", len(res.Body), len(plainList.Body), res.Decoded == plainList.Body)
					}
				}
				if cl := res.Header.Get("Content-Length"); !c.gzipped && cl != "" && cl != strconv.Itoa(len(res.Body)) {
					t.Fatalf("Content-Length %s for %d bytes", cl, len(res.Body))
				}
				switch {
				case strings.Contains(c.ctype, "openxml") && !strings.HasPrefix(res.Body, "PK"),
					c.ctype == "application/pdf" && !strings.HasPrefix(res.Body, "%PDF-"),
					c.ctype == "image/png" && !strings.HasPrefix(res.Body, "\x89PNG"):
					t.Fatalf("the download was changed on its way: %q", res.Body[:min(8, len(res.Body))])
				}
			})
		}
	})
}
