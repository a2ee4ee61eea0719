package api_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/demo"
)

func TestZZProfileCreate(t *testing.T) {
	if os.Getenv("ZZ") == "" {
		t.Skip()
	}
	db := dbtest.Open(t, database.SQLite)
	h := newHarness(t, db)
	if _, err := demo.Bulk(context.Background(), db, h.store, h.users["admin"], time.Now(), demo.Size{Assets: 100000, Vehicles: 10000, Debts: 10000}); err != nil {
		t.Fatal(err)
	}
	for _, q := range strings.Split(os.Getenv("ZZSQL"), ";") {
		if q != "" {
			if _, err := db.ExecContext(context.Background(), q); err != nil {
				t.Fatal(err)
			}
		}
	}
	tok := "admin"
	h.tokens["admin"] = h.login("admin@exemplo.com.br", password)
	body := `{"description":"Equipamento de carga","type":"other","acquisitionValue":1500.5,"currentValue":1400,"acquisitionDate":"2025-06-01"}`
	h.call("POST", "/api/assets", tok, body)
	start := time.Now()
	n := 2000
	for i := 0; i < n; i++ {
		if r := h.call("POST", "/api/assets", tok, body); r.Status != 201 {
			t.Fatal(r.Status, r.Body)
		}
	}
	t.Logf("create: %v each", time.Since(start)/time.Duration(n))
}
