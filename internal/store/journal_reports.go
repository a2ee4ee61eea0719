package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// The accountant's views of the journal: balances, the trial balance, the journal itself, the net-worth bridge and
// the cash flow (docs/design.md §10). Each sums journal_lines in SQL.

// balanceKey is an account or a record's sub-account.
type balanceKey struct {
	code ledger.Code
	sub  int64
}

// upTo is the last day a view of day sums: a view of today or later sums every line, as the present position reads
// the records as they stand (an event dated after today counts today).
func (s *Store) upTo(day model.Date) model.Date {
	if !day.Before(s.Today()) {
		return model.MaxDate
	}
	return day
}

// journalSums sums the lines dated from from to to (both included; a zero from is no bound) by account and, with
// bySub, by sub-account.
func (s *Store) journalSums(ctx context.Context, q database.Querier, from, to model.Date, bySub bool) (map[balanceKey]model.Money, error) {
	sub, group := "0", "code"
	if bySub {
		sub, group = "sub_id", "code, sub_id"
	}
	cond, args := "entry_date <= ?", []any{s.upTo(to)}
	if !from.IsZero() {
		cond, args = cond+" AND entry_date >= ?", append(args, from)
	}
	out := map[balanceKey]model.Money{}
	err := scanAll(ctx, q, "journal balances", func(rows *sql.Rows) error {
		var k balanceKey
		var code string
		var sum model.Money
		if err := rows.Scan(&code, &k.sub, &sum); err != nil {
			return err
		}
		k.code = ledger.Code(code)
		out[k] = sum
		return nil
	}, "SELECT code, "+sub+", CAST(SUM(amount) AS BIGINT) FROM journal_lines WHERE "+cond+" GROUP BY "+group, args...)
	return out, err
}

// netWorthOf is the net worth in balances: the sum of the balance sheet's assets and liabilities.
func netWorthOf(sums map[balanceKey]model.Money) model.Money {
	var net model.Money
	for k, v := range sums {
		if a, ok := ledger.AccountOf(k.code); ok && a.OnBalanceSheet() {
			net += v
		}
	}
	return net
}

// JournalSeries is the balance of each account of the chart (sub-accounts summed into their account) at the end of
// each day, as the journal says them, in one pass over the lines.
func (s *Store) JournalSeries(ctx context.Context, days []model.Date) ([]map[string]model.Money, error) {
	cols := make([]string, len(days))
	args := make([]any, len(days))
	for i, d := range days {
		cols[i] = "CAST(SUM(CASE WHEN entry_date <= ? THEN amount ELSE 0 END) AS BIGINT)"
		args[i] = s.upTo(d)
	}
	out := make([]map[string]model.Money, len(days))
	for i := range out {
		out[i] = map[string]model.Money{}
	}
	err := scanAll(ctx, s.db, "journal series", func(rows *sql.Rows) error {
		var code string
		sums := make([]model.Money, len(days))
		dest := []any{&code}
		for i := range sums {
			dest = append(dest, &sums[i])
		}
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		for i, v := range sums {
			out[i][code] = v
		}
		return nil
	}, "SELECT code, "+strings.Join(cols, ", ")+" FROM journal_lines GROUP BY code", args...)
	return out, err
}

// NetWorthOfBalances is the net worth in the balances of JournalSeries: the balance sheet's assets less its
// liabilities.
func NetWorthOfBalances(balances map[string]model.Money) model.Money {
	var net model.Money
	for code, v := range balances {
		if a, ok := ledger.AccountOf(ledger.Code(code)); ok && a.OnBalanceSheet() {
			net += v
		}
	}
	return net
}

// JournalNetWorthAt is the net worth at the end of day as the journal says it.
func (s *Store) JournalNetWorthAt(ctx context.Context, day model.Date) (model.Money, error) {
	sums, err := s.journalSums(ctx, s.db, model.Date{}, day, false)
	return netWorthOf(sums), err
}

// accountNames names the accounts of the chart and the sub-accounts among keys: a cash account by its name, a debt by
// its creditor (and description), a company's sub-account by its name; a record deleted since says so.
func (s *Store) accountNames(ctx context.Context, keys map[balanceKey]model.Money) (func(balanceKey) string, error) {
	accounts, debts, subs := map[int64]string{}, map[int64]string{}, map[int64]string{}
	var accountIDs, debtIDs, subIDs []int64
	for k := range keys {
		switch {
		case k.sub == 0:
		case k.code == ledger.CashAccounts:
			accountIDs = append(accountIDs, k.sub)
		case k.code == ledger.Loans || k.code == ledger.Payables:
			debtIDs = append(debtIDs, k.sub)
		default:
			subIDs = append(subIDs, k.sub)
		}
	}
	for _, list := range []struct {
		ids   []int64
		names map[int64]string
		query string
	}{
		{accountIDs, accounts, "SELECT id, name FROM accounts WHERE id IN "},
		{debtIDs, debts, "SELECT id, creditor_name || CASE WHEN description <> '' THEN ' · ' || description ELSE '' END FROM debts WHERE id IN "},
		{subIDs, subs, "SELECT id, name FROM ledger_subaccounts WHERE id IN "},
	} {
		for chunk := range slices.Chunk(list.ids, perStatement) {
			in, args := idList(chunk)
			if err := scanAll(ctx, s.db, "account names", func(rows *sql.Rows) error {
				var id int64
				var name string
				if err := rows.Scan(&id, &name); err != nil {
					return err
				}
				list.names[id] = name
				return nil
			}, list.query+"("+in+")", args...); err != nil {
				return nil, err
			}
		}
	}
	return func(k balanceKey) string {
		switch {
		case k.sub == 0:
			a, _ := ledger.AccountOf(k.code)
			return a.Name
		case k.code == ledger.CashAccounts:
			if n, ok := accounts[k.sub]; ok {
				return n
			}
			return fmt.Sprintf("Conta excluída nº %d", k.sub)
		case k.code == ledger.Loans || k.code == ledger.Payables:
			if n, ok := debts[k.sub]; ok {
				return n
			}
			return fmt.Sprintf("Dívida excluída nº %d", k.sub)
		}
		return subs[k.sub] // a sub-account the journal posted to is never deleted
	}, nil
}

// TrialBalance is the trial balance at the end of day.
func (s *Store) TrialBalance(ctx context.Context, day model.Date) (model.TrialBalance, error) {
	tb := model.TrialBalance{Date: day, Lines: []model.TrialBalanceLine{}}
	all, err := s.journalSums(ctx, s.db, model.Date{}, day, true)
	if err != nil {
		return tb, err
	}
	yearStart := model.NewDate(day.Time().Year(), 1, 1)
	earlier, err := s.journalSums(ctx, s.db, model.Date{}, yearStart.AddDays(-1), true)
	if err != nil {
		return tb, err
	}
	// The result of the years before the day's is closed into retained earnings.
	balances := map[balanceKey]model.Money{}
	for k, v := range all {
		balances[k] += v
	}
	for k, v := range earlier {
		if a, ok := ledger.AccountOf(k.code); ok && a.InResult() {
			balances[k] -= v
			balances[balanceKey{ledger.RetainedEarnings, 0}] += v
		}
	}
	name, err := s.accountNames(ctx, balances)
	if err != nil {
		return tb, err
	}
	groups := map[ledger.Code]model.Money{}
	keys := make([]balanceKey, 0, len(balances))
	for k, v := range balances {
		if v == 0 {
			continue
		}
		keys = append(keys, k)
		for g := ledger.Parent(k.code); g != ""; g = ledger.Parent(g) {
			groups[g] += v
		}
		if k.sub != 0 {
			groups[k.code] += v
		}
	}
	line := func(code, name string, nature ledger.Nature, group bool, v model.Money) model.TrialBalanceLine {
		l := model.TrialBalanceLine{Code: code, Name: name, Nature: string(nature), Level: strings.Count(code, ".") + 1, Group: group}
		if v > 0 {
			l.Debit = v
		} else {
			l.Credit = -v
		}
		return l
	}
	for _, a := range ledger.Chart {
		if a.Group || a.Subs {
			if v, ok := groups[a.Code]; ok {
				tb.Lines = append(tb.Lines, line(string(a.Code), a.Name, a.Nature, true, v))
			}
		}
		if a.Group {
			continue
		}
		var subs []balanceKey
		for _, k := range keys {
			if k.code == a.Code {
				subs = append(subs, k)
			}
		}
		slices.SortFunc(subs, func(x, y balanceKey) int { return int(x.sub - y.sub) })
		// An account of the chart with the company's sub-accounts sums them, and what was posted to it directly is
		// a line of its own.
		companySubs := !a.Subs && len(subs) > 0 && subs[len(subs)-1].sub != 0
		if companySubs {
			tb.Lines = append(tb.Lines, line(string(a.Code), a.Name, a.Nature, true, groups[a.Code]+balances[balanceKey{a.Code, 0}]))
		}
		for _, k := range subs {
			v := balances[k]
			code, label := ledger.SubCode(k.code, k.sub), name(k)
			if companySubs && k.sub == 0 {
				code, label = string(a.Code)+".0000", a.Name+" (sem subconta)"
			}
			tb.Lines = append(tb.Lines, line(code, label, a.Nature, false, v))
			if v > 0 {
				tb.Debits += v
			} else {
				tb.Credits -= v
			}
		}
	}
	return tb, nil
}

// documentOf names the record an entry comes from, as the accountant's document column shows it.
func documentOf(kind string, id int64) string {
	prefix := map[string]string{ownerAsset: "ATV", ownerVehicle: "VEI", ownerDebt: "DIV", ownerAccount: "CTA", ownerMovement: "LAN",
		ownerAdjustment: "AJU"}[kind]
	return fmt.Sprintf("%s-%d", prefix, id)
}

// JournalFilter selects a page of the journal: the entries dated From…To and, with Cause, only those that move the net
// worth through that cause of the bridge (the entries behind one of its bars).
type JournalFilter struct {
	From, To       model.Date
	Cause          ledger.Cause
	Page, PageSize int
}

// Journal returns a page of the journal's entries the filter selects, oldest first, and how many there are. With a
// cause, each entry says its Effect on the net worth through it.
func (s *Store) Journal(ctx context.Context, f JournalFilter) (model.JournalPage, int, error) {
	from, to, page, size := f.From, f.To, f.Page, f.PageSize
	out := model.JournalPage{From: from, To: to, Entries: []model.JournalEntry{}}
	cond, args := "e.entry_date >= ? AND e.entry_date <= ?", []any{from, to}
	var causeCodes []string
	if f.Cause != "" {
		for _, a := range ledger.Chart {
			if a.Cause == f.Cause {
				causeCodes = append(causeCodes, string(a.Code))
			}
		}
		in, codeArgs := idList(causeCodes)
		cond += " AND EXISTS (SELECT 1 FROM journal_lines c WHERE c.entry_id = e.id AND c.code IN (" + in + "))"
		args = append(args, codeArgs...)
	}
	var total int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM journal_entries e WHERE "+cond, args...).Scan(&total); err != nil {
		return out, 0, fmt.Errorf("journal: %w", err)
	}
	index := map[int64]int{}
	err := scanAll(ctx, s.db, "journal", func(rows *sql.Rows) error {
		var e model.JournalEntry
		var kind string
		var owner int64
		var reverses, by sql.NullInt64
		var byName string
		if err := rows.Scan(&e.ID, &e.Date, &kind, &owner, &e.Memo, &reverses, &by, &byName, &e.CreatedAt); err != nil {
			return err
		}
		e.Document, e.CreatedBy, e.CreatedAt = documentOf(kind, owner), actor(by, byName), e.CreatedAt.UTC()
		if reverses.Valid {
			e.Reverses = &reverses.Int64
		}
		e.Lines = []model.JournalLine{}
		index[e.ID] = len(out.Entries)
		out.Entries = append(out.Entries, e)
		return nil
	}, `SELECT e.id, e.entry_date, e.owner_kind, e.owner_id, e.memo, e.reverses, e.created_by, COALESCE(u.name, ''), e.created_at
		FROM journal_entries e LEFT JOIN users u ON u.id = e.created_by
		WHERE `+cond+` ORDER BY e.entry_date, e.id LIMIT ? OFFSET ?`, append(args, size, offset(page, size))...)
	if err != nil || len(out.Entries) == 0 {
		return out, total, err
	}
	ids := make([]int64, len(out.Entries))
	for i, e := range out.Entries {
		ids[i] = e.ID
	}
	type raw struct {
		entry int64
		key   balanceKey
		v     model.Money
	}
	var lines []raw
	in, args := idList(ids)
	err = scanAll(ctx, s.db, "journal lines", func(rows *sql.Rows) error {
		var r raw
		var code string
		if err := rows.Scan(&r.entry, &code, &r.key.sub, &r.v); err != nil {
			return err
		}
		r.key.code = ledger.Code(code)
		lines = append(lines, r)
		return nil
	}, "SELECT entry_id, code, sub_id, amount FROM journal_lines WHERE entry_id IN ("+in+") ORDER BY entry_id, amount DESC, line", args...)
	if err != nil {
		return out, total, err
	}
	keys := map[balanceKey]model.Money{}
	for _, r := range lines {
		keys[r.key] = 1
	}
	name, err := s.accountNames(ctx, keys)
	if err != nil {
		return out, total, err
	}
	for _, r := range lines {
		l := model.JournalLine{Code: ledger.SubCode(r.key.code, r.key.sub), Account: name(r.key)}
		if r.v > 0 {
			l.Debit = r.v
		} else {
			l.Credit = -r.v
		}
		e := &out.Entries[index[r.entry]]
		e.Lines = append(e.Lines, l)
		if slices.Contains(causeCodes, string(r.key.code)) {
			if e.Effect == nil {
				e.Effect = new(model.Money)
			}
			*e.Effect -= r.v // a credit to equity or revenue raises the net worth
		}
	}
	return out, total, nil
}

// Bridge is the net-worth bridge between the end of the day before from and the end of to.
func (s *Store) Bridge(ctx context.Context, from, to model.Date) (model.Bridge, error) {
	b := model.Bridge{From: from, To: to, Lines: []model.BridgeLine{}}
	before, err := s.journalSums(ctx, s.db, model.Date{}, from.AddDays(-1), false)
	if err != nil {
		return b, err
	}
	during, err := s.journalSums(ctx, s.db, from, to, false)
	if err != nil {
		return b, err
	}
	b.Opening = netWorthOf(before)
	b.Closing = b.Opening + netWorthOf(during)
	byCause := map[ledger.Cause]model.Money{}
	for k, v := range during {
		if a, ok := ledger.AccountOf(k.code); ok && a.Cause != "" {
			byCause[a.Cause] -= v // a credit to equity or revenue raises the net worth
		}
	}
	for _, c := range ledger.Causes {
		if v := byCause[c]; v != 0 {
			b.Lines = append(b.Lines, model.BridgeLine{Cause: string(c), Label: ledger.CauseLabel[c], Amount: v})
		}
	}
	return b, nil
}

// CashFlow is the cash flow between the end of the day before from and the end of to, by the direct method.
func (s *Store) CashFlow(ctx context.Context, from, to model.Date) (model.CashFlowStatement, error) {
	cf := model.CashFlowStatement{From: from, To: to, Sections: []model.CashFlowSection{}}
	before, err := s.journalSums(ctx, s.db, model.Date{}, from.AddDays(-1), false)
	if err != nil {
		return cf, err
	}
	cf.Opening = before[balanceKey{code: ledger.CashAccounts}]
	byFlow := map[ledger.Flow]map[ledger.Code]model.Money{}
	var cashMoved model.Money
	err = scanAll(ctx, s.db, "cash flow", func(rows *sql.Rows) error {
		var flow, code string
		var sum model.Money
		if err := rows.Scan(&flow, &code, &sum); err != nil {
			return err
		}
		if code == string(ledger.CashAccounts) {
			cashMoved += sum
			return nil
		}
		f := ledger.Flow(flow)
		if byFlow[f] == nil {
			byFlow[f] = map[ledger.Code]model.Money{}
		}
		byFlow[f][ledger.Code(code)] -= sum // the other side's debit is money that left
		return nil
	}, `SELECT flow, code, CAST(SUM(amount) AS BIGINT) FROM journal_lines
		WHERE entry_date >= ? AND entry_date <= ? AND (flow <> '' OR code = ?) GROUP BY flow, code`, from, s.upTo(to), string(ledger.CashAccounts))
	if err != nil {
		return cf, err
	}
	for _, f := range ledger.Flows {
		lines := byFlow[f]
		if len(lines) == 0 {
			continue
		}
		sec := model.CashFlowSection{Flow: string(f), Label: ledger.FlowLabel[f], Lines: []model.CashFlowLine{}}
		for _, a := range ledger.Chart {
			if v := lines[a.Code]; v != 0 {
				sec.Lines = append(sec.Lines, model.CashFlowLine{Code: string(a.Code), Label: a.Name, Amount: v})
				sec.Total += v
			}
		}
		if len(sec.Lines) == 0 {
			continue
		}
		cf.Net += sec.Total
		cf.Sections = append(cf.Sections, sec)
	}
	cf.Closing = cf.Opening + cashMoved
	if cf.Net != cashMoved {
		return cf, fmt.Errorf("cash flow %s–%s: sections %d, accounts %d", from, to, cf.Net, cashMoved)
	}
	return cf, nil
}
