package ledger

import (
	"cmp"
	"fmt"
	"slices"

	"patrimonio/internal/model"
)

// The rules of posting (docs/design.md §10). Each record that moves money or value — an asset, a vehicle, a debt,
// an account's opening balance, a manual entry or transfer — is an owner of entries; Post* turns the owner's facts,
// as they stand, into the entries it should have in the journal. The store posts the difference with what the
// journal holds (reversing what no longer holds), so an edit or a delete always ends with the books saying what
// the records say.
//
// The balance-sheet lines of an owner follow the records exactly: an asset's account carries its value on every day
// (its latest valuation, from its acquisition until its sale or exchange), a vehicle in stock its purchase price, a
// debt its balance while not paid, each cash account its movements, the receivables what is left to receive. The
// explicit events — the acquisition, the sale, a payment, a receipt — post with the counterpart the person chose
// (or the account the money moved through). What the records' path does beyond them is posted to its cause: an
// asset's valuation to 'Ajustes de avaliação patrimonial', a debt's capitalised interest and correction to 'Juros e
// encargos', a balance edited by hand to the counterpart chosen with it.

// Flow is the cash-flow section (demonstração dos fluxos de caixa, direct method) a line of an entry that moves cash
// belongs to: its part of the cash that moved. Lines of entries that move no cash, and cash lines, have none.
type Flow string

// The sections of the cash flow.
const (
	FlowOperating Flow = "operating"
	FlowInvesting Flow = "investing"
	FlowFinancing Flow = "financing"
	// FlowOpening is the money accounts opened with (or adjusted by): no flow of the period's operations, but part of
	// the change of the accounts' balances, so the statement names it.
	FlowOpening Flow = "opening"
)

// Flows lists the sections in the statement's order; FlowLabel names them.
var (
	Flows     = []Flow{FlowOperating, FlowInvesting, FlowFinancing, FlowOpening}
	FlowLabel = map[Flow]string{FlowOperating: "Atividades operacionais", FlowInvesting: "Atividades de investimento",
		FlowFinancing: "Atividades de financiamento", FlowOpening: "Saldos de abertura e ajustes das contas"}
)

// Line is one line of an entry: Amount is a debit when positive and a credit when negative.
type Line struct {
	Code   Code
	Sub    int64 // the cash account's or the debt's id, for their sub-accounts
	Amount model.Money
	Flow   Flow
}

// Entry is one balanced journal entry of an owner. Key names the event within its owner ("acquisition",
// "payment:12", "valuation:2026-03-31"…): the store compares entries by key.
type Entry struct {
	Key   string
	Date  model.Date
	Memo  string
	Lines []Line
}

// Balanced reports whether the entry's debits equal its credits.
func (e Entry) Balanced() bool {
	var sum model.Money
	for _, l := range e.Lines {
		sum += l.Amount
	}
	return sum == 0
}

// Same reports whether two entries post the same thing: the same day and the same lines (the memo may differ: a
// record renamed posts nothing new).
func (e Entry) Same(o Entry) bool {
	return e.Date.String() == o.Date.String() && slices.Equal(e.Lines, o.Lines)
}

// SortLines puts an entry's lines in their canonical order: by account, sub-account and section.
func SortLines(lines []Line) {
	slices.SortFunc(lines, func(a, b Line) int {
		return cmp.Or(cmp.Compare(a.Code, b.Code), cmp.Compare(a.Sub, b.Sub), cmp.Compare(a.Flow, b.Flow), cmp.Compare(a.Amount, b.Amount))
	})
}

// book collects an owner's entries.
type book struct {
	rules   Rules
	entries []Entry
}

// add appends an entry of the lines given, merged by account and section, without zero lines; nothing when no line
// is left. When the entry moves cash, every other line without a section gets flow; when it does not, no line
// keeps one.
func (b *book) add(key string, date model.Date, memo string, flow Flow, lines ...Line) {
	cash := false
	for _, l := range lines {
		cash = cash || l.Code == CashAccounts
	}
	merged := make([]Line, 0, len(lines))
	for _, l := range lines {
		switch {
		case l.Code == CashAccounts:
			l.Flow = ""
		case !cash:
			l.Flow = ""
		case l.Flow == "":
			l.Flow = flow
		}
		if i := slices.IndexFunc(merged, func(m Line) bool { return m.Code == l.Code && m.Sub == l.Sub && m.Flow == l.Flow }); i >= 0 {
			merged[i].Amount += l.Amount
		} else {
			merged = append(merged, l)
		}
	}
	merged = slices.DeleteFunc(merged, func(l Line) bool { return l.Amount == 0 })
	if len(merged) == 0 {
		return
	}
	SortLines(merged)
	b.entries = append(b.entries, Entry{Key: key, Date: date, Memo: memo, Lines: merged})
}

// settle returns the lines of an event's other side: debit is what that side is debited on date (positive when
// money comes in, negative when it goes out). Through an account it is the movement itself, any difference with
// the event's amount being unexplained (records written before the ledger only); otherwise the counterpart chosen,
// or the fallback of an event recorded without one. A movement dated another day than its event (never written so,
// but possible in old data) posts on its own day against the same unexplained account.
func (b *book) settle(key string, date model.Date, memo string, debit model.Money, st Settlement) []Line {
	if st.Account == 0 {
		kind := st.Kind
		if _, ok := counterpartCode[kind]; !ok {
			kind = b.rules.fallback(date)
		}
		return []Line{{Code: counterpartCode[kind], Amount: debit}}
	}
	if !st.Date.IsZero() && st.Date.String() != date.String() {
		b.add(key+"@"+st.Date.String(), st.Date, memo, "", Line{Code: CashAccounts, Sub: st.Account, Amount: st.Cash},
			Line{Code: Unexplained, Amount: -st.Cash})
		return []Line{{Code: Unexplained, Amount: debit}}
	}
	return []Line{{Code: CashAccounts, Sub: st.Account, Amount: st.Cash}, {Code: Unexplained, Amount: debit - st.Cash}}
}

// withReason adds an adjustment's reason to a memo.
func withReason(memo string, st Settlement) string {
	if st.Account == 0 && st.Kind == CounterpartAdjustment && st.Reason != "" {
		return memo + " · Motivo: " + st.Reason
	}
	return memo
}

// Spending is money spent on a record: an improvement of an asset, a cost of a vehicle, a tax paid.
type Spending struct {
	ID     int64
	Date   model.Date
	Amount model.Money
	Memo   string // the history text
	Settle Settlement
}

// Receivable is what a buyer still owes for a sale in installments: Amount is the principal financed; the
// installments (in order) carry each one's interest; a receipt pays them in order, each one's interest first.
type Receivable struct {
	Amount       model.Money
	Installments []Installment
	Receipts     []Receipt // by date, then id
}

// Installment is one installment of a receivable: its amount and the interest part of it.
type Installment struct{ Amount, Interest model.Money }

// Receipt is money received for a receivable.
type Receipt struct {
	ID     int64
	Date   model.Date
	Amount model.Money
	Settle Settlement
}

// coveredInterest is the interest paid by receipts of paid in all: the installments in order, each one's interest
// first (the rule of receivablesAt).
func coveredInterest(installments []Installment, paid model.Money) model.Money {
	var before, covered model.Money
	for _, in := range installments {
		if p := paid - before; p > 0 {
			covered += min(p, in.Interest)
		}
		before += in.Amount
	}
	return covered
}

// Sale is the price of a sale and how it was paid: the part left to receive (Receivable, nil for none) and the rest
// (Cash: received into an account, or a counterpart).
type Sale struct {
	Value      model.Money
	Cash       Settlement
	Receivable *Receivable
}

// postReceivable posts the receipts of a sale's receivable: the principal leaves the receivables, the interest is
// income. principalFlow is the section of the principal (the sale's).
func (b *book) postReceivable(r *Receivable, memo string, principalFlow Flow) {
	if r == nil {
		return
	}
	var paid model.Money
	for _, p := range r.Receipts {
		interest := coveredInterest(r.Installments, paid+p.Amount) - coveredInterest(r.Installments, paid)
		paid += p.Amount
		key := fmt.Sprintf("receipt:%d", p.ID)
		m := withReason(memo, p.Settle)
		b.add(key, p.Date, m, FlowOperating, append(b.settle(key, p.Date, m, p.Amount, p.Settle),
			Line{Code: Receivables, Amount: -(p.Amount - interest), Flow: principalFlow},
			Line{Code: InterestEarned, Amount: -interest, Flow: FlowOperating})...)
	}
}

// postProceeds posts a sale's price: credited to revenue, debited to the receivables for the part left to receive
// and to the settlement for the rest.
func (b *book) postProceeds(s *Sale, date model.Date, revenue Code, memo string, flow Flow) {
	if s == nil {
		return
	}
	var receivable model.Money
	if s.Receivable != nil {
		receivable = s.Receivable.Amount
	}
	m := withReason(memo, s.Cash)
	lines := []Line{{Code: revenue, Amount: -s.Value}, {Code: Receivables, Amount: receivable}}
	if rest := s.Value - receivable; rest != 0 {
		lines = append(lines, b.settle("proceeds", date, m, rest, s.Cash)...)
	}
	b.add("proceeds", date, m, flow, lines...)
}

// postSpendings posts money spent on a record to account (a debit of code, or of the record's own account).
func (b *book) postSpendings(prefix string, list []Spending, code Code, flow Flow) {
	for _, sp := range list {
		key := fmt.Sprintf("%s:%d", prefix, sp.ID)
		m := withReason(sp.Memo, sp.Settle)
		b.add(key, sp.Date, m, flow, append(b.settle(key, sp.Date, m, -sp.Amount, sp.Settle), Line{Code: code, Amount: sp.Amount})...)
	}
}

// dated is an amount on a day, for the paths and the explained amounts.
type dated map[string]model.Money

func (d dated) add(day model.Date, m model.Money) { d[day.String()] += m }

// days returns the days of a and b together, in order.
func days(a, b dated) []model.Date {
	var out []model.Date
	for _, m := range []dated{a, b} {
		for k := range m {
			d, _ := model.ParseDate(k)
			if !slices.ContainsFunc(out, func(x model.Date) bool { return x.String() == k }) {
				out = append(out, d)
			}
		}
	}
	slices.SortFunc(out, func(x, y model.Date) int { return cmp.Compare(x.String(), y.String()) })
	return out
}

// AssetFacts are what the books need of an asset (the records' rules: docs/decisions.md "Net-worth ledger").
type AssetFacts struct {
	ID               int64
	Description      string
	Type             string // real_estate, vehicle or other
	AcquisitionDate  model.Date
	AcquisitionValue model.Money
	// FromExchange is an asset received in an exchange: its acquisition is part of the exchange's result.
	FromExchange bool
	Purchase     Settlement
	// Values are its history rows that set a value (acquisition and valuations), by date and then id.
	Values []ValueRow
	// End is its first sale or exchange (nil while held).
	End          *AssetEnd
	Sale         *Sale
	Improvements []Spending
	Taxes        []Spending
}

// ValueRow is the value an asset has from a day on.
type ValueRow struct {
	Date  model.Date
	Value model.Money
}

// AssetEnd is the day an asset left the patrimony, by a sale or an exchange.
type AssetEnd struct {
	Date     model.Date
	Exchange bool
}

// assetCode is the account of an asset's type.
func assetCode(kind string) Code {
	switch kind {
	case "real_estate":
		return RealEstate
	case "vehicle":
		return CompanyVehicles
	}
	return OtherAssets
}

// valueOn is the asset's value at the end of day by the records' rule: its latest value dated by then, from its
// acquisition until its end.
func (a AssetFacts) valueOn(day model.Date) model.Money {
	if day.Before(a.AcquisitionDate) || a.End != nil && !day.Before(a.End.Date) {
		return 0
	}
	return latestValue(a.Values, day)
}

// latestValue is the value of the latest row dated on or before day (0 for none).
func latestValue(rows []ValueRow, day model.Date) model.Money {
	var v model.Money
	for _, r := range rows {
		if r.Date.After(day) {
			break
		}
		v = r.Value
	}
	return v
}

// PostAsset returns the entries an asset's facts call for.
func PostAsset(a AssetFacts, r Rules) []Entry {
	b := &book{rules: r}
	code := assetCode(a.Type)
	explained, path := dated{}, dated{}
	// The acquisition: bought (from an account or a counterpart) or received in an exchange.
	memo := "Aquisição de ativo: " + a.Description
	if a.FromExchange {
		// Its acquisition is the exchange's; money paid besides (old data only) has no cause.
		m := "Ativo recebido em permuta: " + a.Description
		b.add("acquisition", a.AcquisitionDate, m, FlowInvesting, append(b.settle("acquisition", a.AcquisitionDate, m, 0, a.Purchase),
			Line{Code: code, Amount: a.AcquisitionValue}, Line{Code: AssetSales, Amount: -a.AcquisitionValue})...)
	} else {
		m := withReason(memo, a.Purchase)
		b.add("acquisition", a.AcquisitionDate, m, FlowInvesting,
			append(b.settle("acquisition", a.AcquisitionDate, m, -a.AcquisitionValue, a.Purchase), Line{Code: code, Amount: a.AcquisitionValue})...)
	}
	explained.add(a.AcquisitionDate, a.AcquisitionValue)
	// Improvements add to what it cost; its value is still its valuation, so the rest of the path adjusts it.
	b.postSpendings("improvement", a.Improvements, code, FlowInvesting)
	for _, sp := range a.Improvements {
		explained.add(sp.Date, sp.Amount)
	}
	b.postSpendings("tax", a.Taxes, PropertyTaxes, FlowOperating)
	// The end: its carrying value (its latest value dated by the end's day) leaves at cost of what was sold.
	if a.End != nil {
		carrying := model.Money(0)
		if !a.End.Date.Before(a.AcquisitionDate) {
			carrying = latestValue(a.Values, a.End.Date)
		}
		key, what := "sale", "Baixa por venda: "
		if a.End.Exchange {
			key, what = "exchange", "Baixa por permuta: "
		}
		b.add(key, a.End.Date, what+a.Description, "", Line{Code: AssetSaleCost, Amount: carrying}, Line{Code: code, Amount: -carrying})
		explained.add(a.End.Date, -carrying)
		if !a.End.Exchange {
			b.postProceeds(a.Sale, a.End.Date, AssetSales, "Venda de ativo: "+a.Description, FlowInvesting)
			if a.Sale != nil {
				b.postReceivable(a.Sale.Receivable, "Recebimento: "+a.Description, FlowInvesting)
			}
		}
	}
	// The value's path, day by day where it can change; what the entries above leave unexplained is a valuation.
	points := []model.Date{a.AcquisitionDate}
	for _, v := range a.Values {
		points = append(points, v.Date)
	}
	if a.End != nil {
		points = append(points, a.End.Date)
	}
	for _, d := range points {
		path[d.String()] = a.valueOn(d) - a.valueOn(d.AddDays(-1))
	}
	for _, d := range days(path, explained) {
		if diff := path[d.String()] - explained[d.String()]; diff != 0 {
			b.add("valuation:"+d.String(), d, "Avaliação: "+a.Description, "", Line{Code: code, Amount: diff}, Line{Code: Valuation, Amount: -diff})
		}
	}
	return b.entries
}

// VehicleFacts are what the books need of a vehicle held for sale.
type VehicleFacts struct {
	ID            int64
	Name          string // make and model
	PurchaseDate  model.Date
	PurchasePrice model.Money
	Purchase      Settlement
	// Sold is a vehicle sold: on SoldDate, or never counted when sold without a date (old data).
	Sold     bool
	SoldDate model.Date
	Sale     *Sale
	Costs    []Spending
	Taxes    []Spending
}

// PostVehicle returns the entries a vehicle's facts call for: its purchase into stock, its costs and taxes, its
// sale (the price leaves the stock at cost of what was sold; the selling price is revenue) and the receipts of a sale
// in installments.
func PostVehicle(v VehicleFacts, r Rules) []Entry {
	b := &book{rules: r}
	memo := withReason("Compra de veículo: "+v.Name, v.Purchase)
	b.add("purchase", v.PurchaseDate, memo, FlowOperating,
		append(b.settle("purchase", v.PurchaseDate, memo, -v.PurchasePrice, v.Purchase), Line{Code: VehicleStock, Amount: v.PurchasePrice})...)
	b.postSpendings("cost", v.Costs, VehicleCosts, FlowOperating)
	b.postSpendings("tax", v.Taxes, PropertyTaxes, FlowOperating)
	if v.Sold {
		if v.SoldDate.IsZero() {
			// Sold without a date: it never counted, so its purchase left nothing in stock.
			b.add("sale", v.PurchaseDate, "Venda sem data: "+v.Name, "",
				Line{Code: Unexplained, Amount: v.PurchasePrice}, Line{Code: VehicleStock, Amount: -v.PurchasePrice})
		} else {
			b.add("sale", v.SoldDate, "Baixa por venda: "+v.Name, "",
				Line{Code: VehicleSaleCost, Amount: v.PurchasePrice}, Line{Code: VehicleStock, Amount: -v.PurchasePrice})
			b.postProceeds(v.Sale, v.SoldDate, VehicleSales, "Venda de veículo: "+v.Name, FlowOperating)
			if v.Sale != nil {
				b.postReceivable(v.Sale.Receivable, "Recebimento: "+v.Name, FlowOperating)
			}
		}
	}
	return b.entries
}

// DebtFacts are what the books need of a debt.
type DebtFacts struct {
	ID       int64
	Creditor string
	// Loan is a loan or a financing (posted under Empréstimos e financiamentos); any other debt is a payable.
	Loan bool
	// Rows are its history rows by date and then id.
	Rows         []DebtRow
	Disbursement Settlement
	Payments     []Payment
}

// DebtRow is one history row of a debt: the change of its balance (Delta, new − previous) and the status it left.
type DebtRow struct {
	ID            int64
	Date          model.Date
	Create        bool
	Delta         model.Money
	Paid          bool  // the status written with the row is paid
	Payment       int64 // the payment that wrote it
	Accrual       bool  // interest capitalised or a correction by an index
	Renegotiation bool
	// Cause is the counterpart chosen for a balance changed by an edit (Kind "" for none).
	Cause Settlement
}

// Payment is a payment of a debt.
type Payment struct {
	ID                          int64
	Date                        model.Date
	Amount, Principal, Interest model.Money
	Settle                      Settlement
}

// balanceOn is the debt's balance at the end of day by the records' rule: the sum of its rows' changes dated by
// then, unless the latest written of those rows left it paid.
func (d DebtFacts) balanceOn(day model.Date) model.Money {
	var sum model.Money
	var latest int64
	paid := false
	for _, r := range d.Rows {
		if r.Date.After(day) {
			continue
		}
		sum += r.Delta
		if r.ID > latest {
			latest, paid = r.ID, r.Paid
		}
	}
	if latest == 0 || paid {
		return 0
	}
	return sum
}

// PostDebt returns the entries a debt's facts call for: the debt contracted (into an account, or with a
// counterpart), its payments (principal and interest), and the changes of its balance by its cause.
func PostDebt(d DebtFacts, r Rules) []Entry {
	b := &book{rules: r}
	code := Payables
	if d.Loan {
		code = Loans
	}
	liability := func(m model.Money) Line { return Line{Code: code, Sub: d.ID, Amount: m, Flow: FlowFinancing} }
	explained, path := dated{}, dated{}
	for _, row := range d.Rows {
		if row.Create {
			memo := withReason("Dívida contraída: "+d.Creditor, d.Disbursement)
			b.add("borrowing", row.Date, memo, FlowFinancing, append(b.settle("borrowing", row.Date, memo, row.Delta, d.Disbursement),
				liability(-row.Delta))...)
			explained.add(row.Date, -row.Delta)
			break
		}
	}
	for _, p := range d.Payments {
		key := fmt.Sprintf("payment:%d", p.ID)
		memo := withReason("Pagamento de dívida: "+d.Creditor, p.Settle)
		b.add(key, p.Date, memo, FlowFinancing, append(b.settle(key, p.Date, memo, -p.Amount, p.Settle),
			liability(p.Principal), Line{Code: InterestCharges, Amount: p.Interest, Flow: FlowOperating})...)
		explained.add(p.Date, p.Principal)
	}
	for _, row := range d.Rows {
		path[row.Date.String()] = -(d.balanceOn(row.Date) - d.balanceOn(row.Date.AddDays(-1)))
	}
	for _, day := range days(path, explained) {
		rest := path[day.String()] - explained[day.String()]
		if rest == 0 {
			continue
		}
		// The rows of that day that are neither the debt's creation nor a payment each explain their own change;
		// the last takes what is left (a status changed with it). None: a change the records do not name.
		var causes []DebtRow
		for _, row := range d.Rows {
			if row.Date.String() == day.String() && !row.Create && row.Payment == 0 {
				causes = append(causes, row)
			}
		}
		var lines []Line
		memo := "Alteração do saldo: " + d.Creditor
		for i, row := range causes {
			part := -row.Delta
			if i == len(causes)-1 {
				part = rest
			}
			rest -= part
			lines = append(lines, liability(part), Line{Code: b.changeCode(row, day, part), Amount: -part})
			memo = changeMemo(row, d.Creditor)
		}
		if len(causes) == 0 {
			lines = append(lines, liability(rest), Line{Code: counterpartCode[r.fallback(day)], Amount: -rest})
		}
		b.add("change:"+day.String(), day, memo, "", lines...)
	}
	return b.entries
}

// changeCode is the account a change of a debt's balance goes to: interest and correction are charges, a
// renegotiation charges or relieves by its sign, an edit goes to the counterpart chosen with it. part is the
// change as the liability's line (negative: the debt grew).
func (b *book) changeCode(row DebtRow, day model.Date, part model.Money) Code {
	switch {
	case row.Accrual:
		return InterestCharges
	case row.Renegotiation && part < 0:
		return InterestCharges
	case row.Renegotiation:
		return DebtRelief
	}
	if c, ok := counterpartCode[row.Cause.Kind]; ok {
		return c
	}
	return counterpartCode[b.rules.fallback(day)]
}

func changeMemo(row DebtRow, creditor string) string {
	switch {
	case row.Accrual:
		return "Juros e correção capitalizados: " + creditor
	case row.Renegotiation:
		return "Renegociação: " + creditor
	}
	return withReason("Alteração do saldo: "+creditor, row.Cause)
}

// OpeningFacts are an account's opening balance.
type OpeningFacts struct {
	Account int64
	Name    string
	Date    model.Date
	Amount  model.Money
	Settle  Settlement // its counterpart (Kind, Reason); the money is the opening itself
}

// PostOpening returns the entry of an account's opening balance.
func PostOpening(o OpeningFacts, r Rules) []Entry {
	b := &book{rules: r}
	kind := o.Settle.Kind
	if _, ok := counterpartCode[kind]; !ok {
		kind = r.fallback(o.Date)
	}
	flow := FlowOpening
	if kind == CounterpartContribution {
		flow = FlowFinancing
	}
	b.add("opening", o.Date, withReason("Saldo inicial: "+o.Name, o.Settle), flow,
		Line{Code: CashAccounts, Sub: o.Account, Amount: o.Amount}, Line{Code: counterpartCode[kind], Amount: -o.Amount})
	return b.entries
}

// MovementFacts are a manual entry of an account (a receita or a despesa of a category) or a transfer between two
// accounts (From and To; Amount leaves From).
type MovementFacts struct {
	ID       int64
	Date     model.Date
	Account  int64
	Amount   model.Money // signed, as the account sees it
	Category string
	Memo     string
	// To is the account a transfer entered (0 for a manual entry); the transfer's Account is the one it left.
	To int64
	// Sub is the company's sub-account of the entry's category account it names (0 for none).
	Sub int64
}

// categoryCode is the account of a manual entry's category.
var categoryCode = map[string]Code{
	string(model.CategoryRentIncome): RentIncome, string(model.CategoryServices): ServiceIncome,
	string(model.CategorySales): SalesIncome, string(model.CategoryYield): YieldIncome,
	string(model.CategoryOtherIncome): OtherIncome, string(model.CategoryBankFees): BankFees,
	string(model.CategoryTaxes): Taxes, string(model.CategoryMaintenance): Maintenance,
	string(model.CategoryPayroll): Payroll, string(model.CategoryUtilities): Utilities,
	string(model.CategorySuppliers): Suppliers, string(model.CategoryOtherExpense): OtherExpenses,
}

// PostMovement returns the entry of a manual entry (the account against its category's revenue or expense) or of a
// transfer (one account against the other).
func PostMovement(m MovementFacts) []Entry {
	b := &book{}
	if m.To != 0 {
		b.add("transfer", m.Date, m.Memo, "", Line{Code: CashAccounts, Sub: m.To, Amount: -m.Amount},
			Line{Code: CashAccounts, Sub: m.Account, Amount: m.Amount})
		return b.entries
	}
	b.add("entry", m.Date, m.Memo, FlowOperating, Line{Code: CashAccounts, Sub: m.Account, Amount: m.Amount},
		Line{Code: EntryCode(m.Category, m.Amount), Sub: m.Sub, Amount: -m.Amount})
	return b.entries
}

// EntryCode is the account of a manual entry of category that moved amount (signed, as its account sees it): its
// category's, or 'Outras receitas' or 'Outras despesas' for a category the chart does not know.
func EntryCode(category string, amount model.Money) Code {
	if code, ok := categoryCode[category]; ok {
		return code
	}
	if amount > 0 {
		return OtherIncome
	}
	return OtherExpenses
}

// AdjustmentFacts are an administrator's adjustment: Amount moved from the balance of one equity or result account
// (or its sub-account) to another, on Date, for Reason.
type AdjustmentFacts struct {
	ID        int64
	Date      model.Date
	Debit     Code
	DebitSub  int64
	Credit    Code
	CreditSub int64
	Amount    model.Money
	Reason    string
}

// PostAdjustment is the entry of an adjustment: its debit and its credit, both on accounts that are not on the
// balance sheet (Adjustable), so the net worth stays and only its causes move.
func PostAdjustment(a AdjustmentFacts) []Entry {
	b := &book{}
	b.add("adjustment", a.Date, "Ajuste: "+a.Reason, "", Line{Code: a.Debit, Sub: a.DebitSub, Amount: a.Amount},
		Line{Code: a.Credit, Sub: a.CreditSub, Amount: -a.Amount})
	return b.entries
}
