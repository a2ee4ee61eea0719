package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database/dbtest"
)

// TestAssetAccessByRole is the role × route table of the asset endpoints (DESIGN §4), on a fresh database each
// time, with one active asset ({asset}) made beforehand.
func TestAssetAccessByRole(t *testing.T) {
	const (
		ok, created, noContent = http.StatusOK, http.StatusCreated, http.StatusNoContent
		unauth, denied         = http.StatusUnauthorized, http.StatusForbidden
	)
	edit := `{"description":"Casa","type":"other","acquisitionValue":1,"currentValue":2,"acquisitionDate":"2024-01-01"}`
	routes := []struct {
		method, path, body string
		want               [4]int // admin, user, viewer, no token
	}{
		{"GET", "/api/assets", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/assets/{asset}", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/assets/{asset}/transactions", "", [4]int{ok, ok, ok, unauth}},
		{"GET", "/api/assets/{asset}/related", "", [4]int{ok, ok, ok, unauth}},
		{"POST", "/api/assets", houseJSON, [4]int{created, created, denied, unauth}},
		{"PUT", "/api/assets/{asset}", edit, [4]int{ok, ok, denied, unauth}},
		{"PATCH", "/api/assets/{asset}/status", `{"status":"inactive"}`, [4]int{ok, ok, denied, unauth}},
		{"POST", "/api/assets/{asset}/sell", `{"saleDate":"2026-01-01","saleValue":5,"buyerName":"Caio","paymentMethod":"cash"}`, [4]int{ok, ok, denied, unauth}},
		{"POST", "/api/assets/{asset}/exchange", `{"exchangeDate":"2026-01-01","newAssets":[{"description":"Lote","acquisitionValue":1,"currentValue":1}]}`, [4]int{ok, ok, denied, unauth}},
		{"DELETE", "/api/assets/{asset}", "", [4]int{noContent, denied, denied, unauth}},
	}
	roles := []string{"admin", "user", "viewer", ""}
	for _, d := range dbtest.Dialects() {
		for _, rt := range routes {
			for i, role := range roles {
				t.Run(fmt.Sprintf("%s/%s %s as %q", d, rt.method, rt.path, role), func(t *testing.T) {
					h := newHarness(t, dbtest.Open(t, d))
					id := h.createAsset(houseJSON)
					res := h.call(rt.method, strings.ReplaceAll(rt.path, "{asset}", fmt.Sprint(id)), role, rt.body)
					if res.Status != rt.want[i] {
						t.Fatalf("status %d, want %d: %s", res.Status, rt.want[i], res.Body)
					}
					if res.Status >= 400 && res.json(t)["code"] == "" {
						t.Fatalf("error without the error shape: %s", res.Body)
					}
				})
			}
		}
	}
}
