package api_test

import (
	"fmt"
	"strings"
	"testing"

	"patrimonio/internal/validate"
)

// TestTaxIDs: a creditor's, a buyer's and the company's CPF or CNPJ — the alphanumeric CNPJ too — taken with or
// without the mask and kept without it; a wrong check digit is 422 with the pt-BR message and changes nothing.
func TestTaxIDs(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		wantFields(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Banco","creditorDocument":"11.222.333/0001-82","originalAmount":100,"dueDate":"2030-01-01"}`),
			map[string]string{"creditorDocument": validate.MsgTaxID})
		debt := data(t, h.call("POST", "/api/debts", "user", `{"counterpart":"opening","creditorName":"Fintech","creditorDocument":"12.abc.345/01de-35","originalAmount":100,"dueDate":"2030-01-01"}`))
		if debt["creditorDocument"] != "12ABC34501DE35" {
			t.Fatalf("created: %v", debt)
		}
		wantFields(t, h.call("PUT", debtPath(debt["id"]), "user", `{"creditorDocument":"529.982.247-24"}`), map[string]string{"creditorDocument": validate.MsgTaxID})
		if got := data(t, h.call("PUT", debtPath(debt["id"]), "user", `{"creditorDocument":""}`)); got["creditorDocument"] != "" {
			t.Fatalf("removed: %v", got)
		}

		asset := data(t, h.call("POST", "/api/assets", "user", `{"counterpart":"opening","description":"Sala","type":"other","acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2025-01-02"}`))
		sell := fmt.Sprintf("/api/assets/%v/sell", asset["id"])
		wantFields(t, h.call("POST", sell, "user", `{"counterpart":"withdrawal","saleDate":"2025-06-02","saleValue":1200,"buyerName":"Rita","buyerDocument":"123"}`),
			map[string]string{"buyerDocument": validate.MsgTaxID})
		if res := h.call("POST", sell, "user", `{"counterpart":"withdrawal","saleDate":"2025-06-02","saleValue":1200,"buyerName":"Rita","buyerDocument":"529.982.247-25"}`); !strings.Contains(res.Body, `"buyerDocument":"52998224725"`) {
			t.Fatalf("sold: %d %s", res.Status, res.Body)
		}

		wantFields(t, h.call("PUT", "/api/settings", "admin", `{"companyDocument":"11222333000180"}`), map[string]string{"companyDocument": validate.MsgTaxID})
		if res := h.call("PUT", "/api/settings", "admin", `{"companyDocument":"11.222.333/0001-81"}`); !strings.Contains(res.Body, `"companyDocument":"11222333000181"`) {
			t.Fatalf("settings: %d %s", res.Status, res.Body)
		}
	})
}

// TestVehicleRegistry: a vehicle's RENAVAM (a 9-digit one padded) and chassis kept in their plain form; a wrong
// check digit or a chassis with an O is 422 with the pt-BR messages.
func TestVehicleRegistry(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		body := `{"counterpart":"opening","make":"Volkswagen","model":"Gol","year":2020,"licensePlate":"GOL1A23","color":"Prata","purchasePrice":30000,"sellingPrice":35000,"purchaseDate":"2025-01-10"`
		wantFields(t, h.call("POST", "/api/vehicles", "user", body+`,"renavam":"00639884961","chassis":"9BWZZZ377VT00425O"}`),
			map[string]string{"renavam": validate.MsgRenavam, "chassis": validate.MsgChassis})
		v := data(t, h.call("POST", "/api/vehicles", "user", body+`,"renavam":"639.884.962","chassis":"9bwzzz377vt004251"}`))
		if v["renavam"] != "00639884962" || v["chassis"] != "9BWZZZ377VT004251" {
			t.Fatalf("created: %v", v)
		}
	})
}
