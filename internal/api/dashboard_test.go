package api_test

import (
	"encoding/json"
	"fmt"
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
		h.createAsset(houseJSON) // current value 0.20, brought in as an opening balance
		bank := h.createAccount("admin", `{"name":"Itaú","kind":"checking","openingBalance":30000,"openingDate":"2025-01-02","counterpart":"opening"}`)
		h.vehicle(strings.Replace(gol, `"counterpart":"opening"`, fmt.Sprintf(`"accountId":%v`, bank["id"]), 1)) // 30 000 paid from the account
		h.createDebt("admin", validDebt)                                                                         // current amount 8 000.05, an opening balance

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
		if len(d.AssetsByType) != 6 || d.AssetsByType[4].Type != "Caixa e bancos" || d.AssetsByType[0].Type != "Imóveis" || d.AssetsByType[0].Value != "0.20" ||
			d.AssetsByType[3].Type != "Veículos em estoque" || d.AssetsByType[3].Value != "30000.00" || d.AssetsByType[5].Type != "Recebíveis" {
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
		// Only the vehicle's purchase moved an account: the house and the debt moved no cash.
		tx := d.RecentTransactions
		if len(tx) != 1 || tx[0].Type != "vehicle" || tx[0].Amount != "-30000.00" || tx[0].Date != "2025-01-10" ||
			tx[0].Description != "Compra de veículo: Volkswagen Gol" {
			t.Fatalf("recent transactions: %+v", tx)
		}
	})
}

// TestDashboardUpcoming: 'Próximos vencimentos' lists, earliest first, the open installments due in the next 30
// days — a financing's from its schedule (not the paid one, not the ones after the window), a bill's due date and
// balance, a receivable's installment — and counts the overdue debts and receivables.
func TestDashboardUpcoming(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		today := h.store.Today().String()
		// A financing whose first installment fell due 20 days ago and is paid; the second is due in 10 days.
		financing := data(t, h.call("POST", "/api/debts", "user", fmt.Sprintf(`{"counterpart":"opening","creditorName":"Banco Safra","originalAmount":10000,
			"interestRate":10,"installments":4,"system":"price","contractDate":"%s","firstDueDate":"%s"}`, day(t, today, -50), day(t, today, -20))))
		if res := h.call("POST", fmt.Sprintf("/api/debts/%v/payments", financing["id"]), "user", fmt.Sprintf(
			`{"counterpart":"contribution","date":"%s","principal":2154.71,"interest":1000,"installmentNumber":1}`, day(t, today, -20))); res.Status != http.StatusCreated {
			t.Fatalf("payment: %d %s", res.Status, res.Body)
		}
		h.createDebt("user", fmt.Sprintf(`{"counterpart":"opening","creditorName":"Conta de luz","originalAmount":350.4,"dueDate":"%s"}`, day(t, today, 3)))
		h.createDebt("user", fmt.Sprintf(`{"counterpart":"opening","creditorName":"Fornecedor atrasado","originalAmount":99,"dueDate":"%s"}`, day(t, today, -1)))
		h.createDebt("user", fmt.Sprintf(`{"counterpart":"opening","creditorName":"Longe","originalAmount":99,"dueDate":"%s"}`, day(t, today, 45)))
		// A vehicle sold in 3 installments: the first overdue, the second in the window.
		vehicle := data(t, h.call("POST", "/api/vehicles", "user", fmt.Sprintf(`{"counterpart":"opening","make":"Fiat","model":"Toro","year":2022,"licensePlate":"RCB1A23",
			"color":"Preto","purchasePrice":90000,"sellingPrice":99000,"purchaseDate":"%s"}`, day(t, today, -60))))
		if res := h.call("PUT", fmt.Sprintf("/api/vehicles/%v/sell", vehicle["id"]), "user", fmt.Sprintf(`{"counterpart":"withdrawal","sellingPrice":99000,"soldDate":"%s",
			"paymentMethod":"installments","installments":3,"firstDueDate":"%s"}`, day(t, today, -40), day(t, today, -10))); res.Status != http.StatusOK {
			t.Fatalf("sale: %d %s", res.Status, res.Body)
		}

		res := h.call("GET", "/api/dashboard", "viewer", "")
		d := data(t, res)
		for _, want := range []string{
			fmt.Sprintf(`"upcoming":[{"kind":"debt","id":%v,"description":"Conta de luz","installment":0,"installments":0,"dueDate":"%s","amount":350.40,"scheduled":false}`,
				d["upcoming"].([]any)[0].(map[string]any)["id"], day(t, today, 3)),
			fmt.Sprintf(`{"kind":"debt","id":%v,"description":"Banco Safra","installment":2,"installments":4,"dueDate":"%s","amount":3154.71,"scheduled":true}`,
				financing["id"], day(t, today, 10)),
			fmt.Sprintf(`{"kind":"receivable","id":1,"description":"Venda de veículo: Fiat Toro","installment":2,"installments":3,"dueDate":"%s","amount":33000.00,"scheduled":true}`,
				day(t, today, 20)),
			`"overdueCount":2`,
		} {
			if !strings.Contains(res.Body, want) {
				t.Fatalf("the dashboard lacks %s:\n%s", want, res.Body)
			}
		}
		if n := len(d["upcoming"].([]any)); n != 3 || strings.Contains(res.Body, `"description":"Longe"`) {
			t.Fatalf("%d upcoming: %s", n, res.Body)
		}
	})
}
