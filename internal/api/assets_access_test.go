package api_test

import (
	"fmt"
	"testing"
)

// TestAssetAccessByRole is the role × route table of the asset endpoints (docs/design.md §4), on a fresh database each
// time, with one active asset ({asset}) made beforehand.
func TestAssetAccessByRole(t *testing.T) {
	t.Parallel()
	edit := `{"counterpart":"opening","description":"Casa","type":"other","acquisitionValue":1,"currentValue":2,"acquisitionDate":"2024-01-01"}`
	roleTable{
		cases: []roleCase{
			{"GET", "/api/assets", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/assets/{asset}", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/assets/{asset}/transactions", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/assets/{asset}/related", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/assets", houseJSON, [4]int{created, created, denied, unauth}},
			{"PUT", "/api/assets/{asset}", edit, [4]int{ok, ok, denied, unauth}},
			{"PATCH", "/api/assets/{asset}/status", `{"status":"inactive"}`, [4]int{ok, ok, denied, unauth}},
			{"POST", "/api/assets/{asset}/sell", `{"counterpart":"withdrawal","saleDate":"2026-01-01","saleValue":5,"buyerName":"Caio","paymentMethod":"cash"}`, [4]int{ok, ok, denied, unauth}},
			{"POST", "/api/assets/{asset}/exchange", `{"exchangeDate":"2026-01-01","newAssets":[{"description":"Lote","acquisitionValue":1,"currentValue":1}]}`, [4]int{ok, ok, denied, unauth}},
			{"DELETE", "/api/assets/{asset}", "", [4]int{noContent, denied, denied, unauth}},
		},
		setup: func(h *harness) map[string]string {
			return map[string]string{"{asset}": fmt.Sprint(h.createAsset(houseJSON))}
		},
	}.run(t)
}
