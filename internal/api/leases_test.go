package api_test

import (
	"fmt"
	"net/http"
	"strings"
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
			{"GET", "/api/leases/{lease}/readjustments", "", [4]int{ok, ok, ok, unauth}},
			{"GET", "/api/leases/{lease}/readjustments/next", "", [4]int{ok, ok, ok, unauth}},
			// No IGP-M kept: whoever may apply it is told which months it waits for.
			{"POST", "/api/leases/{lease}/readjustments", `{"effectiveDate":"2027-03-15"}`, [4]int{http.StatusConflict, http.StatusConflict, denied, unauth}},
		},
		setup: func(h *harness) map[string]string {
			rented := h.createAsset(flat)
			free := h.createAsset(flat)
			lease := data(h.t, h.call("POST", "/api/leases", "admin", leaseOf(rented, "")))["id"]
			return map[string]string{"{free}": fmt.Sprint(free), "{lease}": fmt.Sprint(lease)}
		},
	}.run(t)
}

// TestALeaseReadjustedThroughTheAPI: a lease of R$ 2.500,00 from 15/06/2025 by IGP-M, the index of the month before
// (lag 1), waits for a month of its window (06/2025 to 05/2026) and names it; once kept, twelve months of +0,50 % make
// it R$ 2.654,19 from 15/06/2026 (today is 23/11/2026), which the lease reads as its rent in force; its terms no
// longer change; an administrator undoes it.
func TestALeaseReadjustedThroughTheAPI(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, _ *fixedClock) {
		asset := h.createAsset(flat)
		lease := data(t, h.call("POST", "/api/leases", "user", strings.Replace(leaseOf(asset, ""), "2026-03-15", "2025-06-15", 1)))
		path := fmt.Sprintf("/api/leases/%v", lease["id"])
		setMonth := func(month string) {
			t.Helper()
			if res := h.call("POST", "/api/indices", "user", fmt.Sprintf(`{"code":"igpm","month":"%s","value":"0.5"}`, month)); res.Status != http.StatusCreated {
				t.Fatalf("index %s: %d %s", month, res.Status, res.Body)
			}
		}
		for _, m := range []string{"2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-05"} {
			setMonth(m)
		}
		next := data(t, h.call("GET", path+"/readjustments/next", "viewer", ""))
		if next["effectiveDate"] != "2026-06-15" || next["firstMonth"] != "2025-06" || next["lastMonth"] != "2026-05" || next["ready"] != false ||
			next["rentAfter"] != nil || fmt.Sprint(next["missing"]) != "[2026-04]" {
			t.Fatalf("preview with April missing: %v", next)
		}
		res := h.call("POST", path+"/readjustments", "user", `{"effectiveDate":"2026-06-15"}`)
		if res.Status != http.StatusConflict || res.json(t)["error"] != "Falta o IGP-M de 04/2026: cadastre-o em Índices para aplicar o reajuste." {
			t.Fatalf("applied without April: %d %s", res.Status, res.Body)
		}
		setMonth("2026-04")
		next = data(t, h.call("GET", path+"/readjustments/next", "viewer", ""))
		if next["ready"] != true || next["accumulated"] != 6.167781 || next["rentAfter"] != 2654.19 || next["rentBefore"] != 2500.0 {
			t.Fatalf("preview: %v", next)
		}
		if res := h.call("POST", path+"/readjustments", "viewer", `{"effectiveDate":"2026-06-15"}`); res.Status != http.StatusForbidden {
			t.Fatalf("a Leitor applied it: %d", res.Status)
		}
		applied := data(t, h.call("POST", path+"/readjustments", "user", `{"effectiveDate":"2026-06-15"}`))
		if applied["rentAfter"] != 2654.19 || applied["accumulated"] != 6.167781 {
			t.Fatalf("applied %v", applied)
		}
		if l := data(t, h.call("GET", path, "viewer", "")); l["currentRent"] != 2654.19 || l["rent"] != 2500.0 || l["nextReadjustment"] != "2027-06-15" {
			t.Fatalf("lease after it %v", l)
		}
		res = h.call("PUT", path, "user", `{"tenantName":"Carla Mendes","startDate":"2025-06-15","termMonths":30,"rent":3000,"dueDay":15,"index":"igpm"}`)
		if res.Status != http.StatusConflict || res.json(t)["code"] != "lease_readjusted" {
			t.Fatalf("rent changed under a readjustment: %d %s", res.Status, res.Body)
		}
		undo := fmt.Sprintf("%s/readjustments/%v", path, applied["id"])
		if res := h.call("DELETE", undo, "user", ""); res.Status != http.StatusForbidden {
			t.Fatalf("a Usuário undid it: %d", res.Status)
		}
		if res := h.call("DELETE", undo, "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("undo: %d %s", res.Status, res.Body)
		}
		if l := data(t, h.call("GET", path, "viewer", "")); l["currentRent"] != 2500.0 {
			t.Fatalf("after the undo %v", l)
		}
	})
}
