package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"patrimonio/internal/validate"
)

// flat is an apartment bought on 2025-06-10 for R$ 500.000,00.
const flat = `{"counterpart":"opening","description":"Apartamento Moema","type":"real_estate","acquisitionValue":500000,
	"currentValue":600000,"acquisitionDate":"2025-06-10","details":{"address":"Av. Ibirapuera, 100"}}`

// leaseOf is a lease of the asset from 2026-03-15 for 30 months at R$ 2.500,00 on the 15th, with rest added.
func leaseOf(asset int64, rest string) string {
	return fmt.Sprintf(`{"assetId":%d,"tenantName":"Carla Mendes","tenantDocument":"529.982.247-25","startDate":"2026-03-15",
		"termMonths":30,"rent":2500,"dueDay":15,"index":"igpm"%s}`, asset, rest)
}

// TestALeaseThroughTheAPI: a lease with the usual terms left out takes them, makes its property 'Alugado' — which a
// status change by hand cannot undo while it is active —, lists under its asset, and once ended frees it.
func TestALeaseThroughTheAPI(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		asset := h.createAsset(flat)
		res := h.call("POST", "/api/leases", "user", leaseOf(asset, `,"guarantee":"deposit","guaranteeAmount":7500`))
		if res.Status != http.StatusCreated {
			t.Fatalf("create: %d %s", res.Status, res.Body)
		}
		l := data(t, res)
		if l["termEnd"] != "2028-09-14" || l["readjustMonths"] != 12.0 || l["indexLag"] != 1.0 || l["lateFine"] != 10.0 ||
			l["lateInterest"] != 1.0 || l["tenantDocument"] != "52998224725" || l["status"] != "active" || l["assetDescription"] != "Apartamento Moema" {
			t.Fatalf("lease %v", l)
		}
		assetPath := fmt.Sprintf("/api/assets/%d", asset)
		if a := data(t, h.call("GET", assetPath, "viewer", "")); a["status"] != "rented" {
			t.Fatalf("asset status %v", a["status"])
		}
		res = h.call("PATCH", assetPath+"/status", "user", `{"status":"active"}`)
		if res.Status != http.StatusConflict || res.json(t)["error"] != validate.MsgAssetLeased {
			t.Fatalf("status by hand: %d %s", res.Status, res.Body)
		}
		res = h.call("POST", "/api/leases", "user", leaseOf(asset, ""))
		if res.Status != http.StatusConflict || res.json(t)["code"] != "lease_active" {
			t.Fatalf("second lease: %d %s", res.Status, res.Body)
		}
		list := h.call("GET", fmt.Sprintf("/api/leases?assetId=%d", asset), "viewer", "")
		if got := list.json(t)["data"].([]any); len(got) != 1 {
			t.Fatalf("list %s", list.Body)
		}
		path := fmt.Sprintf("/api/leases/%v", l["id"])
		ended := data(t, h.call("POST", path+"/end", "user", `{"date":"2026-10-31","reason":"Locatária mudou de cidade"}`))
		if ended["status"] != "ended" || ended["endedOn"] != "2026-10-31" {
			t.Fatalf("ended %v", ended)
		}
		if a := data(t, h.call("GET", assetPath, "viewer", "")); a["status"] != "active" {
			t.Fatalf("asset status after the end %v", a["status"])
		}
		if res := h.call("GET", "/api/leases/99999", "viewer", ""); res.Status != http.StatusNotFound || res.json(t)["error"] != "Contrato de locação não encontrado" {
			t.Fatalf("missing lease: %d %s", res.Status, res.Body)
		}
	})
}

// TestLeaseValidationMessages: each bad lease is answered on its field in pt-BR, and nothing is stored.
func TestLeaseValidationMessages(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		asset := h.createAsset(flat)
		cases := []struct{ name, body, field, msg string }{
			{"no asset", `{"tenantName":"Ana","startDate":"2026-03-15","termMonths":12,"rent":1000,"dueDay":5}`, "assetId", validate.MsgLeaseAsset},
			{"an asset that does not exist", fmt.Sprintf(`{"assetId":%d,"tenantName":"Ana","startDate":"2026-03-15","termMonths":12,"rent":1000,"dueDay":5}`, asset+100), "assetId", "Ativo não encontrado"},
			{"no tenant", leaseOf(asset, `,"tenantName":" "`), "tenantName", validate.MsgLeaseTenant},
			{"a wrong CPF", leaseOf(asset, `,"tenantDocument":"529.982.247-24"`), "tenantDocument", validate.MsgTaxID},
			{"a wrong e-mail", leaseOf(asset, `,"tenantEmail":"carla@"`), "tenantEmail", validate.MsgLeaseEmail},
			{"a phone without DDD", leaseOf(asset, `,"tenantPhone":"91234-567"`), "tenantPhone", validate.MsgLeasePhone},
			{"no start", leaseOf(asset, `,"startDate":""`), "startDate", validate.MsgLeaseStart},
			{"a start before the acquisition", leaseOf(asset, `,"startDate":"2025-06-09"`), "startDate", validate.MsgLeaseBeforeAcquisition},
			{"no term", leaseOf(asset, `,"termMonths":0`), "termMonths", validate.MsgLeaseTerm},
			{"a rent of zero", leaseOf(asset, `,"rent":0`), "rent", validate.MsgLeaseRent},
			{"a due day 32", leaseOf(asset, `,"dueDay":32`), "dueDay", validate.MsgLeaseDueDay},
			{"an index of debts", leaseOf(asset, `,"index":"tr"`), "index", validate.MsgLeaseIndex},
			{"readjusted every 61 months", leaseOf(asset, `,"readjustMonths":61`), "readjustMonths", validate.MsgLeaseReadjustMonths},
			{"an index four months back", leaseOf(asset, `,"indexLag":4`), "indexLag", validate.MsgLeaseIndexLag},
			{"a guarantee of no kind", leaseOf(asset, `,"guarantee":"cheque"`), "guarantee", validate.MsgLeaseGuarantee},
			{"a caução of nothing", leaseOf(asset, `,"guarantee":"deposit"`), "guaranteeAmount", validate.MsgLeaseDeposit},
			{"a caução of four rents", leaseOf(asset, `,"guarantee":"deposit","guaranteeAmount":10000`), "guaranteeAmount", validate.MsgLeaseDepositTooLarge},
			{"a fiador without a name", leaseOf(asset, `,"guarantee":"guarantor","guarantorDocument":"529.982.247-25"`), "guarantorName", validate.MsgLeaseGuarantorName},
			{"a fiador without a CPF", leaseOf(asset, `,"guarantee":"guarantor","guarantorName":"Rui"`), "guarantorDocument", validate.MsgLeaseGuarantorDocument},
			{"a multa of 25 %", leaseOf(asset, `,"lateFine":25`), "lateFine", validate.MsgLeaseLateFine},
			{"juros of 11 % a month", leaseOf(asset, `,"lateInterest":11`), "lateInterest", validate.MsgLeaseLateInterest},
		}
		for _, c := range cases {
			res := h.call("POST", "/api/leases", "user", c.body)
			fields, _ := res.json(t)["fields"].(map[string]any)
			if res.Status != http.StatusUnprocessableEntity || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
			}
		}
		if got := h.call("GET", "/api/leases", "viewer", "").json(t)["data"].([]any); len(got) != 0 {
			t.Errorf("leases after the refusals: %v", got)
		}
		// A due day 31 is a lease's right: it falls on the month's last day.
		if res := h.call("POST", "/api/leases", "user", leaseOf(asset, `,"dueDay":31`)); res.Status != http.StatusCreated || data(t, res)["dueDay"] != 31.0 {
			t.Fatalf("due day 31: %d %s", res.Status, res.Body)
		}
	})
}

// TestLeaseAccessByRole is the role × route table of the leases: every role reads, Usuário signs, edits and ends,
// Administrador deletes.
func TestLeaseAccessByRole(t *testing.T) {
	t.Parallel()
	roleTable{
		cases: []roleCase{
			{"GET", "/api/leases", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/leases/{lease}", "", [4]int{ok, ok, ok, unauth}},
			{"POST", "/api/leases", `{"assetId":{free},"tenantName":"Bruno","startDate":"2026-01-05","termMonths":12,"rent":1800,"dueDay":5}`, [4]int{created, created, denied, unauth}},
			{"PUT", "/api/leases/{lease}", `{"tenantName":"Carla M.","startDate":"2026-03-15","termMonths":30,"rent":2600,"dueDay":15}`, [4]int{ok, ok, denied, unauth}},
			{"POST", "/api/leases/{lease}/end", `{"date":"2026-10-31"}`, [4]int{ok, ok, denied, unauth}},
			{"DELETE", "/api/leases/{lease}", "", [4]int{noContent, denied, denied, unauth}},
		},
		setup: func(h *harness) map[string]string {
			rented := h.createAsset(flat)
			free := h.createAsset(flat)
			lease := data(h.t, h.call("POST", "/api/leases", "admin", leaseOf(rented, "")))["id"]
			return map[string]string{"{free}": fmt.Sprint(free), "{lease}": fmt.Sprint(lease)}
		},
	}.run(t)
}
