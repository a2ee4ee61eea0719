package api_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
)

func TestDashboardFromRealRecords(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarness(t, db)
		h.createAsset(houseJSON)         // current value 0.20
		h.vehicle(gol)                   // purchase price 30 000
		h.createDebt("admin", validDebt) // current amount 8 000.05

		res := h.call("GET", "/api/dashboard", "viewer", "")
		if res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
		var body struct {
			Data struct {
				NetWorth                               json.Number
				TotalAssets, TotalVehicles, TotalDebts int
				AssetsByType                           []struct {
					Type  string
					Value json.Number
				}
				MonthlyEvolution []struct {
					Month, Label, Date string
					NetWorth           json.Number
				}
				Changes struct {
					NetWorth struct {
						Value      json.Number
						ChangeType string
					}
				}
				RecentTransactions []struct {
					ID, Type, Description, Date string
					Amount                      json.Number
				}
			}
		}
		dec := json.NewDecoder(strings.NewReader(res.Body))
		dec.UseNumber()
		if err := dec.Decode(&body); err != nil {
			t.Fatal(err)
		}
		d := body.Data
		if d.NetWorth != "22000.15" || d.TotalAssets != 1 || d.TotalVehicles != 1 || d.TotalDebts != 1 {
			t.Fatalf("cards: %s", res.Body)
		}
		if len(d.AssetsByType) != 4 || d.AssetsByType[3].Type != "Caixa e bancos" || d.AssetsByType[0].Type != "Imóveis" || d.AssetsByType[0].Value != "0.20" ||
			d.AssetsByType[2].Type != "Veículos" || d.AssetsByType[2].Value != "30000.00" {
			t.Fatalf("assets by type: %+v", d.AssetsByType)
		}
		if n := len(d.MonthlyEvolution); n != 12 || d.MonthlyEvolution[n-1].NetWorth != d.NetWorth || d.MonthlyEvolution[0].Label == "" {
			t.Fatalf("monthly evolution: %+v", d.MonthlyEvolution)
		}
		// At the end of last month the house stood at its acquisition value (0.10; valued at 0.20 today) and the
		// car was there; the debt is new.
		if d.Changes.NetWorth.Value != "-7999.95" || d.Changes.NetWorth.ChangeType != "negative" {
			t.Fatalf("change: %+v", d.Changes)
		}
		tx := d.RecentTransactions
		if len(tx) != 3 || tx[0].Type != "debt" || tx[0].Amount != "8000.05" || tx[0].Description != "Nova dívida: Banco do Brasil" ||
			tx[1].Type != "vehicle" || tx[1].Amount != "-30000.00" || tx[1].Date != "2025-01-10" ||
			tx[2].Type != "asset" || tx[2].Amount != "-0.10" || tx[2].Description != "Aquisição de ativo: Casa Jardim" {
			t.Fatalf("recent transactions: %+v", tx)
		}
	})
}
