package api

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkJSONAnswer is a page of 100 assets (about 60 KB of JSON) answered as it is and gzipped; it reports
// the bytes that cross the wire.
func BenchmarkJSONAnswer(b *testing.B) {
	items := make([]map[string]any, 100)
	for i := range items {
		items[i] = map[string]any{"id": i + 1, "description": fmt.Sprintf("Apartamento %d no Centro de Recife, com vista para o rio", i),
			"type": "real_estate", "status": "active", "acquisitionValue": 35000000 + i*1371, "currentValue": 41000055 + i*977,
			"acquisitionDate": "2024-02-10", "createdAt": "2026-11-23T17:23:41Z", "updatedAt": "2026-11-23T17:23:41Z",
			"details":     map[string]any{"address": fmt.Sprintf("Rua da Aurora, %d", i), "area": 120.5, "rooms": 3, "garage": true},
			"attachments": []any{}, "createdBy": map[string]any{"id": 1, "name": "Ana Admin"}}
	}
	h := withCompression(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeList(w, items, listMeta{Total: 100, Page: 1, PageSize: 100})
	}))
	for _, enc := range []string{"", "gzip"} {
		b.Run("Accept-Encoding="+enc, func(b *testing.B) {
			var n int
			for b.Loop() {
				req := httptest.NewRequest(http.MethodGet, "/api/assets", nil)
				req.Header.Set("Accept-Encoding", enc)
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				n = rec.Body.Len()
			}
			b.ReportMetric(float64(n), "wire-bytes")
		})
	}
}
