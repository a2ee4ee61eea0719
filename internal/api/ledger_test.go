package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/validate"
)

// bridgeOf reads GET /api/ledger/bridge over from…to: its opening, closing and each cause's amount, in reais as the
// API writes them.
func (h *harness) bridgeOf(from, to string) (opening, closing json.Number, lines map[string]json.Number) {
	h.t.Helper()
	res := h.call("GET", "/api/ledger/bridge?from="+from+"&to="+to, "viewer", "")
	var body struct {
		Data struct {
			Opening, Closing json.Number
			Lines            []struct {
				Cause  string
				Label  string
				Amount json.Number
			}
		}
	}
	dec := json.NewDecoder(strings.NewReader(res.Body))
	dec.UseNumber()
	if res.Status != http.StatusOK || dec.Decode(&body) != nil {
		h.t.Fatalf("bridge %s–%s: %d %s", from, to, res.Status, res.Body)
	}
	lines = map[string]json.Number{}
	for _, l := range body.Data.Lines {
		lines[l.Cause] = l.Amount
	}
	return body.Data.Opening, body.Data.Closing, lines
}

// TestLedgerThroughTheAPI: a small year through the routes — an account opened with its opening balance, a house
// brought in by the owners, a loan into the account, a payment, a valuation, a sale at a gain into the account, part
// of a supplier's debt forgiven — and the books read back: the bridge names each cause and meets the dashboard's net
// worth at both ends; the trial balance's debits equal its credits, the accounts and the debts under their codes; the
// journal lists the entries with their documents; the accountant's export pairs each debit with a credit; the cash
// flow's net is what the account's balance moved.
func TestLedgerThroughTheAPI(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := h.createAccount("user", `{"name":"Banco do Brasil","kind":"checking","openingBalance":100000,"openingDate":"2025-01-02",
			"counterpart":"opening"}`)["id"]
		steps := []struct{ method, path, body string }{
			{"POST", "/api/assets", `{"description":"Casa","type":"real_estate","acquisitionValue":300000,"currentValue":300000,
				"acquisitionDate":"2025-02-10","details":{"address":"Rua A, 1"},"counterpart":"contribution"}`},
			{"POST", "/api/debts", fmt.Sprintf(`{"creditorName":"Banco Itaú","originalAmount":50000,"dueDate":"2027-03-01",
				"category":"loan","contractDate":"2025-03-01","disbursementAccountId":%v}`, bank)},
			{"POST", "/api/debts/{loan}/payments", fmt.Sprintf(`{"date":"2025-04-01","principal":10000,"interest":600,"accountId":%v}`, bank)},
			{"POST", "/api/assets/{house}/valuations", `{"date":"2025-06-30","value":320000,"notes":"Laudo"}`},
			{"POST", "/api/debts", `{"creditorName":"Fornecedor","originalAmount":8000,"dueDate":"2025-12-01","category":"account_payable",
				"contractDate":"2025-07-01","counterpart":"expense"}`},
			{"PUT", "/api/debts/{supplier}", `{"currentAmount":6000,"balanceCounterpart":"forgiveness"}`},
			{"POST", "/api/assets/{house}/sell", fmt.Sprintf(`{"saleDate":"2025-09-01","saleValue":350000,"buyerName":"João",
				"paymentMethod":"cash","accountId":%v}`, bank)},
		}
		ids := map[string]string{}
		names := []string{"{house}", "{loan}", "", "", "{supplier}", "", ""}
		for i, st := range steps {
			path := st.path
			for k, v := range ids {
				path = strings.ReplaceAll(path, k, v)
			}
			res := h.call(st.method, path, "user", st.body)
			if res.Status != http.StatusOK && res.Status != http.StatusCreated {
				t.Fatalf("%s %s: %d %s", st.method, path, res.Status, res.Body)
			}
			if names[i] != "" {
				ids[names[i]] = fmt.Sprint(data(t, res)["id"])
			}
		}

		// The bridge from the year's start to today (the forgiveness, an edit, is dated today): opening + causes =
		// closing, and both ends are the dashboard's.
		today := h.store.Today().String()
		opening, closing, lines := h.bridgeOf("2025-01-01", today)
		if net, _ := h.netWorthOn("2024-12-31"); net != opening {
			t.Errorf("bridge opens at %s, the dashboard says %s", opening, net)
		}
		if net, _ := h.netWorthOn(today); net != closing {
			t.Errorf("bridge closes at %s, the dashboard says %s", closing, net)
		}
		want := map[string]string{
			"opening":       "100000.00", // the account's opening balance
			"contributions": "300000.00", // the house brought in by the owners
			"interest":      "-600.00",   // paid with the principal
			"valuation":     "20000.00",  // 300 000 → 320 000
			"sales":         "30000.00",  // sold for 350 000 at 320 000
			"costs":         "",
			"debt_relief":   "2000.00", // the supplier forgave 2 000
		}
		for cause, amount := range want {
			if string(lines[cause]) != amount {
				t.Errorf("bridge %s: %q, want %q (%v)", cause, lines[cause], amount, lines)
			}
		}
		// The supplier's bill is an expense of 8 000 (under 'Receitas e despesas das contas'): the bridge's last line.
		if lines["income_expense"] != "-8000.00" || lines["unexplained"] != "" {
			t.Errorf("bridge lines %v", lines)
		}

		// The trial balance at the end of the year balances; the account and the debts are sub-accounts by id.
		tb := data(t, h.call("GET", "/api/ledger/trial-balance", "viewer", ""))
		if tb["debits"] != tb["credits"] {
			t.Errorf("trial balance %v ≠ %v", tb["debits"], tb["credits"])
		}
		codes := map[string]map[string]any{}
		for _, l := range tb["lines"].([]any) {
			line := l.(map[string]any)
			codes[line["code"].(string)] = line
		}
		account := codes[fmt.Sprintf("1.1.01.%04v", bank)]
		if account == nil || account["name"] != "Banco do Brasil" || account["debit"] != 489400.0 {
			t.Errorf("the account in the trial balance: %v", account)
		}
		if loan := codes["2.1.01.0001"]; loan == nil || loan["credit"] != 40000.0 || loan["name"] != "Banco Itaú" {
			t.Errorf("the loan in the trial balance: %v (%v)", loan, codes)
		}

		// The journal: every entry with its document; a page of them in date order.
		res := h.call("GET", "/api/ledger/journal?from=2025-01-01&to=2025-12-31&pageSize=50", "viewer", "")
		entries := res.json(t)["data"].([]any)
		var documents []string
		for _, e := range entries {
			documents = append(documents, e.(map[string]any)["document"].(string))
		}
		if got := strings.Join(documents, " "); got != "CTA-1 ATV-1 DIV-1 DIV-1 ATV-1 DIV-2 ATV-1 ATV-1" {
			t.Errorf("journal documents %s", got)
		}
		// The entries behind the bridge's bar of the sales: the cost of the house sold and its price, adding up to the bar.
		res = h.call("GET", "/api/ledger/journal?from=2025-01-01&to="+today+"&cause=sales", "viewer", "")
		var effect float64
		for _, e := range res.json(t)["data"].([]any) {
			effect += e.(map[string]any)["effect"].(float64)
		}
		if res.Status != http.StatusOK || effect != 30000 || res.json(t)["meta"].(map[string]any)["total"] != 2.0 {
			t.Errorf("the entries behind the sales: %d %s", res.Status, res.Body)
		}
		// The accountant's layout: a header row, then one row per debit and credit pair.
		res = h.call("GET", "/api/ledger/journal/export?from=2025-01-01&to=2025-12-31&format=csv", "viewer", "")
		if res.Status != http.StatusOK || !strings.HasPrefix(res.Body, "\ufeffData;Conta débito;Conta crédito;Valor;Histórico;Documento\r\n") ||
			!strings.Contains(res.Body, "10/02/2025;1.2.01;3.1;300000,00;Aquisição de ativo: Casa;ATV-1\r\n") {
			t.Errorf("journal export: %d %s", res.Status, res.Body)
		}

		// The cash flow's net is the account's change over the year, in its sections.
		cf := data(t, h.call("GET", "/api/ledger/cash-flow?from=2025-01-01&to=2025-12-31", "viewer", ""))
		if cf["opening"] != 0.0 || cf["closing"] != 489400.0 || cf["net"] != 489400.0 {
			t.Errorf("cash flow %v", cf)
		}
		sections := map[string]float64{}
		for _, s := range cf["sections"].([]any) {
			sec := s.(map[string]any)
			sections[sec["flow"].(string)] = sec["total"].(float64)
		}
		if sections["operating"] != -600 || sections["investing"] != 350000 || sections["financing"] != 40000 || sections["opening"] != 100000 {
			t.Errorf("cash flow sections %v", sections)
		}

		// The bridge as a report.
		rep := h.createReport("viewer", "bridge", "yearly", "2025")
		if res := h.call("GET", fmt.Sprintf("/api/reports/%v/download?format=csv", rep["id"]), "viewer", ""); res.Status != http.StatusOK ||
			!strings.Contains(res.Body, "Resultado nas vendas;30000,00") || !strings.Contains(res.Body, "Patrimônio líquido em 31/12/2025;") {
			t.Errorf("bridge report: %d %s", res.Status, res.Body)
		}
	})
}

// TestEventsNeedTheirOtherSide: the API refuses an event that names neither an account nor a counterpart (422 on the
// account's field), both at once, a counterpart the event does not take, an adjustment without its reason, a debt
// marked paid by an edit while something is owed, a balance edited without its cause or against it, and an upside-down
// period of the books (400) — and none of them changes anything.
func TestEventsNeedTheirOtherSide(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := h.createAccount("user", `{"name":"Caixa","kind":"cash","openingBalance":0,"openingDate":"2025-01-02"}`)["id"]
		debt := h.createDebt("user", `{"creditorName":"Fornecedor","originalAmount":5000,"dueDate":"2026-01-01","counterpart":"expense"}`)
		house := h.createAsset(`{"description":"Casa","type":"real_estate","acquisitionValue":100,"currentValue":100,"acquisitionDate":"2025-01-10",
			"details":{"address":"Rua A, 1"},"counterpart":"opening"}`)
		// The detail says the other side chosen, which an edit form starts from.
		car := data(t, h.call("POST", "/api/vehicles", "user", `{"make":"Fiat","model":"Mobi","year":2021,"licensePlate":"MOB1A23","color":"Branco",
			"purchasePrice":10,"sellingPrice":12,"purchaseDate":"2025-01-10","counterpart":"contribution"}`))
		for path, want := range map[string]string{fmt.Sprintf("/api/assets/%v", house): "opening", fmt.Sprintf("/api/vehicles/%v", car["id"]): "contribution",
			fmt.Sprintf("/api/debts/%v", debt["id"]): "expense"} {
			if got, _ := data(t, h.call("GET", path, "viewer", ""))["counterpart"].(map[string]any); got["kind"] != want {
				t.Errorf("%s: counterpart %v, want %s", path, got, want)
			}
		}
		before := h.counts()
		asset := func(extra string) string {
			return `{"description":"Sala","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2025-02-01"` + extra + `}`
		}
		for _, c := range []struct {
			method, path, body string
			want               map[string]string
		}{
			{"POST", "/api/assets", asset(""), map[string]string{"accountId": validate.MsgCounterpartRequired}},
			{"POST", "/api/assets", asset(fmt.Sprintf(`,"accountId":%v,"counterpart":"contribution"`, bank)), map[string]string{"accountId": validate.MsgCounterpartBoth}},
			{"POST", "/api/assets", asset(`,"counterpart":"forgiveness"`), map[string]string{"accountId": validate.MsgCounterpartInvalid}},
			{"POST", "/api/assets", asset(`,"counterpart":"adjustment","counterpartReason":"  "`), map[string]string{"counterpartReason": validate.MsgCounterpartReason}},
			{"POST", "/api/vehicles", `{"make":"Fiat","model":"Uno","year":2020,"licensePlate":"ABC1234","color":"Prata","purchasePrice":10,
				"sellingPrice":12,"purchaseDate":"2025-01-10"}`, map[string]string{"accountId": validate.MsgCounterpartRequired}},
			{"POST", "/api/debts", `{"creditorName":"Banco","originalAmount":50000,"dueDate":"2027-01-01","category":"loan"}`,
				map[string]string{"disbursementAccountId": validate.MsgCounterpartRequired}},
			{"POST", fmt.Sprintf("/api/debts/%v/payments", debt["id"]), `{"date":"2025-03-01","principal":100}`,
				map[string]string{"accountId": validate.MsgCounterpartRequired}},
			{"POST", fmt.Sprintf("/api/assets/%v/sell", house), `{"saleDate":"2025-03-01","saleValue":150,"buyerName":"Ana","paymentMethod":"cash"}`,
				map[string]string{"accountId": validate.MsgCounterpartRequired}},
			{"POST", "/api/accounts", `{"name":"Poupança","kind":"savings","openingBalance":500,"openingDate":"2025-01-02"}`,
				map[string]string{"counterpart": validate.MsgCounterpartRequired}},
			{"PUT", fmt.Sprintf("/api/debts/%v", debt["id"]), `{"status":"paid"}`, map[string]string{"status": validate.MsgPayOffByPayment}},
			{"PUT", fmt.Sprintf("/api/debts/%v", debt["id"]), `{"currentAmount":4000}`, map[string]string{"balanceCounterpart": validate.MsgBalanceCause}},
			{"PUT", fmt.Sprintf("/api/debts/%v", debt["id"]), `{"currentAmount":6000,"balanceCounterpart":"forgiveness"}`,
				map[string]string{"balanceCounterpart": validate.MsgForgivenessRaises}},
			{"PUT", fmt.Sprintf("/api/debts/%v", debt["id"]), `{"currentAmount":4000,"balanceCounterpart":"charges"}`,
				map[string]string{"balanceCounterpart": validate.MsgChargesLower}},
			{"PUT", fmt.Sprintf("/api/debts/%v", debt["id"]), `{"currentAmount":4000,"balanceCounterpart":"adjustment"}`,
				map[string]string{"balanceReason": validate.MsgCounterpartReason}},
		} {
			wantFields(t, h.call(c.method, c.path, "user", c.body), c.want)
		}
		if after := h.counts(); after != before {
			t.Errorf("refused events changed the records: %v → %v", before, after)
		}
		res := h.call("GET", "/api/ledger/bridge?from=2025-12-31&to=2025-01-01", "viewer", "")
		if res.Status != http.StatusBadRequest || res.json(t)["error"] != validate.MsgLedgerPeriod {
			t.Errorf("an upside-down period: %d %s", res.Status, res.Body)
		}
		// A payoff by an edit with its cause: the balance is zero after, the bridge says why.
		if res := h.call("PUT", fmt.Sprintf("/api/debts/%v", debt["id"]), "user", `{"status":"paid","currentAmount":0,"balanceCounterpart":"adjustment",
			"balanceReason":"Acordo com o fornecedor"}`); res.Status != http.StatusOK || data(t, res)["currentAmount"] != 0.0 {
			t.Fatalf("payoff with its cause: %d %s", res.Status, res.Body)
		}
		if _, _, lines := h.bridgeOf(h.store.Today().String(), h.store.Today().String()); lines["adjustments"] != "5000.00" {
			t.Errorf("the payoff's cause in the bridge: %v", lines)
		}
	})
}

// TestOpeningDateChosen: an admin moves the day up to which what the company owned and owed counts as its opening
// balances. It may not pass today nor come before an event a person recorded as 'Saldo de abertura'; once moved,
// 'Saldo de abertura' is refused for an event after it. The bridge's closing net worth stays what it was.
func TestOpeningDateChosen(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		openingOf := func() string {
			return fmt.Sprint(data(t, h.call("GET", "/api/ledger/opening-date", "viewer", ""))["date"])
		}
		if got, today := openingOf(), h.store.Today().String(); got != today {
			t.Fatalf("opening date of a new database %s, want today %s", got, today)
		}
		h.createAsset(`{"description":"Casa","type":"real_estate","acquisitionValue":1000,"currentValue":1000,"acquisitionDate":"2020-01-10",
			"details":{"address":"Rua A, 1"},"counterpart":"opening"}`)
		_, closingBefore, _ := h.bridgeOf("2019-01-01", "2024-12-31")
		for _, c := range []struct{ body, msg string }{
			{`{}`, validate.MsgBooksOpening},
			{`{"date":"2099-01-01"}`, validate.MsgBooksOpeningFuture},
			{`{"date":"2019-12-31"}`, strings.ReplaceAll(validate.MsgBooksOpeningBefore, "{date}", "10/01/2020")},
		} {
			wantFields(t, h.call("PUT", "/api/ledger/opening-date", "admin", c.body), map[string]string{"date": c.msg})
		}
		if got := openingOf(); got != h.store.Today().String() {
			t.Fatalf("a refused date was kept: %s", got)
		}
		if res := h.call("PUT", "/api/ledger/opening-date", "admin", `{"date":"2020-01-10"}`); res.Status != http.StatusOK {
			t.Fatalf("opening date on the opening event's day: %d %s", res.Status, res.Body)
		}
		if got := openingOf(); got != "2020-01-10" {
			t.Fatalf("opening date %s, want 2020-01-10", got)
		}
		wantFields(t, h.call("POST", "/api/assets", "user", `{"description":"Sala","type":"other","acquisitionValue":10,"currentValue":10,
			"acquisitionDate":"2021-05-01","counterpart":"opening"}`),
			map[string]string{"accountId": strings.ReplaceAll(validate.MsgOpeningAfterDate, "{date}", "10/01/2020")})
		opening, closing, lines := h.bridgeOf("2019-01-01", "2024-12-31")
		if closing != closingBefore || opening != "0.00" || lines["opening"] != "1000.00" {
			t.Fatalf("bridge after the move: opening %s, closing %s (before %s), lines %v", opening, closing, closingBefore, lines)
		}
	})
}

// TestAdjustmentsMoveCausesNotNetWorth: an administrator adds a sub-account under 'Saldos de abertura' and
// reclassifies part of what the owners brought in to it, with a reason; the bridge moves the amount from
// contributions to opening balances and its closing net worth stays; the trial balance sums the sub-account under
// its account and balances; the journal shows the entry as AJU-id. Refusals name their field; only administrators
// write; a sub-account posted to is never deleted; deleting the adjustment reverses it.
func TestAdjustmentsMoveCausesNotNetWorth(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		h.createAsset(`{"description":"Sala","type":"other","acquisitionValue":1000,"currentValue":1000,
			"acquisitionDate":"` + h.store.Today().String() + `","counterpart":"contribution"}`)
		today := h.store.Today().String()
		_, closing, lines := h.bridgeOf(today, today)
		if lines["contributions"] != "1000.00" {
			t.Fatalf("bridge before: %v", lines)
		}
		if res := h.call("POST", "/api/ledger/subaccounts", "user", `{"parent":"3.5","name":"Bens anteriores"}`); res.Status != http.StatusForbidden {
			t.Fatalf("a Usuário adds a sub-account: %d", res.Status)
		}
		for _, c := range []struct {
			body   string
			fields map[string]string
		}{
			{`{"parent":"1.1.01","name":" "}`, map[string]string{"parent": validate.MsgSubaccountParent, "name": validate.MsgSubaccountName}},
			{`{"parent":"3.3","name":"Lucros"}`, map[string]string{"parent": validate.MsgSubaccountParent}},
		} {
			wantFields(t, h.call("POST", "/api/ledger/subaccounts", "admin", c.body), c.fields)
		}
		sub := data(t, h.call("POST", "/api/ledger/subaccounts", "admin", `{"parent":"3.5","name":"Bens anteriores"}`))
		code := sub["code"].(string)
		if sub["parentName"] != "Saldos de abertura" || !strings.HasPrefix(code, "3.5.") || len(code) != len("3.5.0001") {
			t.Fatalf("sub-account: %v", sub)
		}
		wantFields(t, h.call("POST", "/api/ledger/subaccounts", "admin", `{"parent":"3.5","name":"Bens anteriores"}`),
			map[string]string{"name": validate.MsgSubaccountExists})

		post := func(role, debit, credit string) response {
			return h.call("POST", "/api/ledger/adjustments", role, `{"date":"`+today+`","debit":"`+debit+`","credit":"`+credit+
				`","amount":300,"reason":"Sala era dos sócios antes da abertura"}`)
		}
		if res := post("user", "3.1", code); res.Status != http.StatusForbidden {
			t.Fatalf("a Usuário adjusts: %d", res.Status)
		}
		for _, c := range []struct {
			debit, credit string
			fields        map[string]string
		}{
			{"1.1.01", "3.1", map[string]string{"debit": validate.MsgAdjustmentAccount}},
			{"3.1", "1.2.03", map[string]string{"credit": validate.MsgAdjustmentAccount}},
			{"3.1", "3.5.9999", map[string]string{"credit": validate.MsgAdjustmentSub}},
			{"3.1", "3.1", map[string]string{"credit": validate.MsgAdjustmentSame}},
			{"", "", map[string]string{"debit": validate.MsgAdjustmentDebit, "credit": validate.MsgAdjustmentCredit}},
		} {
			wantFields(t, post("admin", c.debit, c.credit), c.fields)
		}
		wantFields(t, h.call("POST", "/api/ledger/adjustments", "admin", `{"date":"2099-01-01","debit":"3.1","credit":"3.5","amount":0,"reason":""}`),
			map[string]string{"date": "Data não pode ser posterior a hoje", "amount": validate.MsgMovementAmount, "reason": validate.MsgCounterpartReason})

		res := post("admin", "3.1", code)
		adj := data(t, res)
		if res.Status != http.StatusCreated || adj["debitName"] != "Capital e aportes dos sócios" || adj["creditName"] != "Bens anteriores" ||
			adj["amount"] != 300.0 || adj["createdBy"].(map[string]any)["name"] == "" {
			t.Fatalf("adjustment: %d %s", res.Status, res.Body)
		}
		_, closingAfter, lines := h.bridgeOf(today, today)
		if closingAfter != closing || lines["contributions"] != "700.00" || lines["opening"] != "300.00" {
			t.Fatalf("bridge after: closing %s (before %s), %v", closingAfter, closing, lines)
		}
		tb := data(t, h.call("GET", "/api/ledger/trial-balance", "viewer", ""))
		byCode := map[string]map[string]any{}
		for _, l := range tb["lines"].([]any) {
			byCode[l.(map[string]any)["code"].(string)] = l.(map[string]any)
		}
		if byCode["3.5"]["group"] != true || byCode["3.5"]["credit"] != 300.0 || byCode[code]["credit"] != 300.0 ||
			byCode[code]["name"] != "Bens anteriores" || byCode["3.1"]["credit"] != 700.0 || tb["debits"] != tb["credits"] {
			t.Fatalf("trial balance: 3.5 %v, %s %v, 3.1 %v, %v = %v", byCode["3.5"], code, byCode[code], byCode["3.1"], tb["debits"], tb["credits"])
		}
		if !strings.Contains(h.call("GET", "/api/ledger/journal?from="+today, "viewer", "").Body, fmt.Sprintf(`"document":"AJU-%v"`, adj["id"])) {
			t.Fatal("the journal does not show the adjustment")
		}
		if list := h.call("GET", "/api/ledger/adjustments", "viewer", "").json(t)["data"].([]any); len(list) != 1 {
			t.Fatalf("adjustments listed: %v", list)
		}

		if res := h.call("DELETE", fmt.Sprintf("/api/ledger/subaccounts/%v", sub["id"]), "admin", ""); res.Status != http.StatusConflict ||
			res.json(t)["error"] != validate.MsgSubaccountInUse {
			t.Fatalf("delete a sub-account in use: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", fmt.Sprintf("/api/ledger/adjustments/%v", adj["id"]), "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("delete the adjustment: %d %s", res.Status, res.Body)
		}
		if _, c, lines := h.bridgeOf(today, today); c != closing || lines["contributions"] != "1000.00" || lines["opening"] != "" {
			t.Fatalf("bridge after the delete: closing %s, %v", c, lines)
		}
	})
}

// TestEntriesNameSubaccounts: a despesa of 'Outras despesas' names the company's sub-account 'Combustível' under
// 5.3.08; the journal posts its result line there and the trial balance shows it; a sub-account of another account
// is refused on its field; the sub-account, once posted to, cannot be deleted.
func TestEntriesNameSubaccounts(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		bank := h.createAccount("user", `{"counterpart":"opening","name":"Itaú","kind":"checking","openingBalance":5000,"openingDate":"2025-01-02"}`)["id"]
		fuel := data(t, h.call("POST", "/api/ledger/subaccounts", "admin", `{"parent":"5.3.08","name":"Combustível"}`))
		rent := data(t, h.call("POST", "/api/ledger/subaccounts", "admin", `{"parent":"4.3.01","name":"Loja do centro"}`))
		entry := func(sub any) response {
			return h.call("POST", accountPath(bank, "/entries"), "user",
				fmt.Sprintf(`{"date":"2025-07-15","amount":250,"direction":"out","category":"other_expense","subaccountId":%v}`, sub))
		}
		for _, sub := range []any{rent["id"], 999999} {
			wantFields(t, entry(sub), map[string]string{"subaccountId": validate.MsgEntrySubaccount})
		}
		if res := entry(fuel["id"]); res.Status != http.StatusCreated {
			t.Fatalf("entry with a sub-account: %d %s", res.Status, res.Body)
		}
		journal := h.call("GET", "/api/ledger/journal?from=2025-07-15&to=2025-07-15", "viewer", "").Body
		if !strings.Contains(journal, fmt.Sprintf(`{"code":"%s","account":"Combustível","debit":250`, fuel["code"])) {
			t.Fatalf("the journal's line of the entry: %s", journal)
		}
		tb := h.call("GET", "/api/ledger/trial-balance?date=2025-12-31", "viewer", "").Body
		if !strings.Contains(tb, fmt.Sprintf(`"code":"%s","name":"Combustível"`, fuel["code"])) || !strings.Contains(tb, `"code":"5.3.08","name":"Outras despesas","nature":"expense","level":3,"group":true,"debit":250.00`) {
			t.Fatalf("trial balance: %s", tb)
		}
		if res := h.call("DELETE", fmt.Sprintf("/api/ledger/subaccounts/%v", fuel["id"]), "admin", ""); res.Status != http.StatusConflict {
			t.Fatalf("delete a sub-account an entry names: %d", res.Status)
		}
		if res := h.call("DELETE", fmt.Sprintf("/api/ledger/subaccounts/%v", rent["id"]), "admin", ""); res.Status != http.StatusNoContent {
			t.Fatalf("delete an unused sub-account: %d %s", res.Status, res.Body)
		}
	})
}
