package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// The journal (docs/design.md §10): every write that moves money or value ends, in its transaction, by posting the
// journal of the records it touched (postJournal, called from inLedgerTx — the one hook of the write path).
// The rules of posting live in internal/ledger; this file reads the facts they need and keeps the journal in step:
// it compares the entries the rules call for with the entries in force, reverses those that no longer hold and
// posts the new ones. The journal is never updated nor deleted from.

// The kinds of the journal's owners (journal_entries.owner_kind).
const (
	ownerAsset    = "asset"
	ownerVehicle  = "vehicle"
	ownerDebt     = "debt"
	ownerAccount  = "account"  // an account's opening balance
	ownerMovement = "movement" // a manual entry, or a transfer by its outgoing row
)

// Sources of the counterparts that are not money events of records (event_counterparts.source_kind).
const (
	sourceAccountOpening = "account_opening"
	sourceDebtChange     = "debt_change"
)

// journalRules is the version of the posting rules of this binary: a journal posted with an older one is brought
// up to date on start (PostJournal).
const journalRules = 1

// owners lists the journal's owners a write touched.
func (r ledgerRefs) owners() map[string][]int64 {
	m := map[string][]int64{}
	for kind, ids := range map[string][]int64{ownerAsset: r.assets, ownerVehicle: r.vehicles, ownerDebt: r.debts,
		ownerAccount: r.accounts, ownerMovement: r.movements, ownerAdjustment: r.adjustments} {
		if len(ids) > 0 {
			list := slices.Clone(ids)
			slices.Sort(list)
			m[kind] = slices.Compact(list)
		}
	}
	return m
}

// ledgerRules reads the rules of posting the database holds: its opening date (every day counts as opening before
// the journal was first posted, which sets it).
func ledgerRules(ctx context.Context, q database.Querier) (ledger.Rules, error) {
	var opening sql.Null[model.Date]
	if err := q.QueryRowContext(ctx, "SELECT ledger_opening_date FROM settings WHERE id = 1").Scan(&opening); err != nil {
		return ledger.Rules{}, fmt.Errorf("ledger opening date: %w", err)
	}
	if !opening.Valid {
		return ledger.Rules{OpeningDate: model.MaxDate}, nil
	}
	return ledger.Rules{OpeningDate: opening.V}, nil
}

// LedgerOpeningDate is the last day of the company's opening balances (zero before the journal was first posted).
func (s *Store) LedgerOpeningDate(ctx context.Context) (model.Date, error) {
	var d sql.Null[model.Date]
	if err := s.db.QueryRowContext(ctx, "SELECT ledger_opening_date FROM settings WHERE id = 1").Scan(&d); err != nil {
		return model.Date{}, fmt.Errorf("ledger opening date: %w", err)
	}
	return d.V, nil
}

// postJournal posts the journal of the records refs names, in the write's transaction, after the write.
func (s *Store) postJournal(ctx context.Context, tx *database.Tx, refs ledgerRefs, by model.User) error {
	owners := refs.owners()
	if len(owners) == 0 || s.noJournal {
		return nil
	}
	rules, err := ledgerRules(ctx, tx)
	if err != nil {
		return err
	}
	for _, kind := range slices.Sorted(maps.Keys(owners)) {
		for ids := range slices.Chunk(owners[kind], perStatement) {
			want, err := desiredEntries(ctx, tx, kind, ids, rules)
			if err != nil {
				return err
			}
			have, err := postedEntries(ctx, tx, kind, ids)
			if err != nil {
				return err
			}
			if err := s.writeJournal(ctx, tx, kind, ids, want, have, by); err != nil {
				return err
			}
		}
	}
	return nil
}

// postNew posts the entries of an owner of kind created in this transaction, from the facts the write already knows:
// nothing is in force for a new owner, so nothing is read back (TestJournalBalancesThroughRandomWork checks, with
// JournalInStep, that posting again from the records changes nothing).
func (s *Store) postNew(ctx context.Context, tx *database.Tx, kind string, id int64, post func(ledger.Rules) []ledger.Entry, by model.User) error {
	if s.noJournal {
		return nil
	}
	rules, err := ledgerRules(ctx, tx)
	if err != nil {
		return err
	}
	return s.writeJournal(ctx, tx, kind, []int64{id}, map[int64][]ledger.Entry{id: post(rules)}, nil, by)
}

// writeJournal posts, for each owner of kind in ids, what turns its entries in force (have) into those the rules
// call for (want): ledger.Reconcile says which.
func (s *Store) writeJournal(ctx context.Context, tx *database.Tx, kind string, ids []int64, want map[int64][]ledger.Entry,
	have map[int64][]ledger.Posted, by model.User) error {
	type newEntry struct {
		owner int64
		ledger.Change
	}
	var out []newEntry
	for _, id := range ids {
		changes, err := ledger.Reconcile(want[id], have[id])
		if err != nil {
			return fmt.Errorf("journal of %s %d: %w", kind, id, err)
		}
		for _, c := range changes {
			out = append(out, newEntry{owner: id, Change: c})
		}
	}
	if len(out) == 0 {
		return nil
	}
	now := s.Now()
	for chunk := range slices.Chunk(out, perStatement) {
		args := make([]any, 0, 8*len(chunk))
		for _, n := range chunk {
			args = append(args, n.Entry.Date, kind, n.owner, n.Entry.Key, n.Entry.Memo, nullID(n.Reverses), nullID(by.ID), now)
		}
		entryIDs, err := insertRows(ctx, tx, `INSERT INTO journal_entries (entry_date, owner_kind, owner_id, event, memo, reverses,
			created_by, created_at) VALUES `+valueRows(len(chunk), 8)+" RETURNING id", args...)
		if err != nil {
			return fmt.Errorf("journal entries of %s: %w", kind, err)
		}
		var lineArgs []any
		lines := 0
		flush := func() error {
			if lines == 0 {
				return nil
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO journal_lines (entry_id, line, entry_date, code, sub_id, amount, flow)
				VALUES `+valueRows(lines, 7), lineArgs...)
			lineArgs, lines = lineArgs[:0], 0
			if err != nil {
				return fmt.Errorf("journal lines of %s: %w", kind, err)
			}
			return nil
		}
		for i, n := range chunk {
			for j, l := range n.Entry.Lines {
				lineArgs = append(lineArgs, entryIDs[i], j+1, n.Entry.Date, string(l.Code), l.Sub, l.Amount, string(l.Flow))
				if lines++; lines == perStatement {
					if err := flush(); err != nil {
						return err
					}
				}
			}
		}
		if err := flush(); err != nil {
			return err
		}
	}
	return nil
}

// postedEntries reads the entries in force of the owners of kind in ids: neither reversals nor reversed.
func postedEntries(ctx context.Context, q database.Querier, kind string, ids []int64) (map[int64][]ledger.Posted, error) {
	in, args := idList(ids)
	rows, err := q.QueryContext(ctx, `SELECT e.id, e.owner_id, e.event, e.entry_date, e.memo, l.code, l.sub_id, l.amount, l.flow
		FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
		WHERE e.owner_kind = ? AND e.owner_id IN (`+in+`) AND e.reverses IS NULL
			AND NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.reverses = e.id)
		ORDER BY e.id, l.line`, append([]any{kind}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("journal of %s: %w", kind, err)
	}
	defer rows.Close()
	out := map[int64][]ledger.Posted{}
	var cur *ledger.Posted
	var curOwner int64
	keep := func() {
		if cur != nil {
			out[curOwner] = append(out[curOwner], *cur)
		}
	}
	for rows.Next() {
		var id, owner int64
		var p ledger.Posted
		var l ledger.Line
		var code, flow string
		if err := rows.Scan(&id, &owner, &p.Key, &p.Date, &p.Memo, &code, &l.Sub, &l.Amount, &flow); err != nil {
			return nil, fmt.Errorf("journal of %s: %w", kind, err)
		}
		l.Code, l.Flow = ledger.Code(code), ledger.Flow(flow)
		if cur == nil || cur.ID != id {
			keep()
			p.ID = id
			cur, curOwner = &p, owner
		}
		cur.Lines = append(cur.Lines, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("journal of %s: %w", kind, err)
	}
	keep()
	for _, list := range out {
		for i := range list {
			ledger.SortLines(list[i].Lines)
		}
	}
	return out, nil
}

// desiredEntries reads the facts of the owners of kind in ids and returns the entries the rules call for (none
// for an owner gone).
func desiredEntries(ctx context.Context, q database.Querier, kind string, ids []int64, rules ledger.Rules) (map[int64][]ledger.Entry, error) {
	out := map[int64][]ledger.Entry{}
	switch kind {
	case ownerAsset:
		facts, err := assetFacts(ctx, q, ids)
		if err != nil {
			return nil, err
		}
		for id, f := range facts {
			out[id] = ledger.PostAsset(f, rules)
		}
	case ownerVehicle:
		facts, err := vehicleFacts(ctx, q, ids)
		if err != nil {
			return nil, err
		}
		for id, f := range facts {
			out[id] = ledger.PostVehicle(f, rules)
		}
	case ownerDebt:
		facts, err := debtFacts(ctx, q, ids)
		if err != nil {
			return nil, err
		}
		for id, f := range facts {
			out[id] = ledger.PostDebt(f, rules)
		}
	case ownerAccount:
		facts, err := openingFacts(ctx, q, ids)
		if err != nil {
			return nil, err
		}
		for id, f := range facts {
			out[id] = ledger.PostOpening(f, rules)
		}
	case ownerMovement:
		facts, err := movementFacts(ctx, q, ids)
		if err != nil {
			return nil, err
		}
		for id, f := range facts {
			out[id] = ledger.PostMovement(f)
		}
	case ownerAdjustment:
		facts, err := adjustmentFacts(ctx, q, ids)
		if err != nil {
			return nil, err
		}
		for id, f := range facts {
			out[id] = ledger.PostAdjustment(f)
		}
	default:
		return nil, fmt.Errorf("journal: unknown owner %q", kind)
	}
	return out, nil
}

// settlementsOf reads how the money events of source with the ids given moved: their movements and the
// counterparts chosen for them.
func settlementsOf(ctx context.Context, q database.Querier, source string, ids []int64) (map[int64]ledger.Settlement, error) {
	out := map[int64]ledger.Settlement{}
	if len(ids) == 0 {
		return out, nil
	}
	in, args := idList(ids)
	err := scanAll(ctx, q, "settlements of "+source, func(rows *sql.Rows) error {
		var id int64
		var st ledger.Settlement
		var kind string
		if err := rows.Scan(&id, &st.Account, &st.Date, &st.Cash, &kind, &st.Reason); err != nil {
			return err
		}
		st.Kind = ledger.Counterpart(kind)
		out[id] = st
		return nil
	}, `SELECT source_id, account_id, movement_date, amount, '' AS kind, '' AS reason FROM account_movements
			WHERE source_kind = ? AND source_id IN (`+in+`)
		UNION ALL SELECT source_id, 0, NULL, 0, kind, reason FROM event_counterparts WHERE source_kind = ? AND source_id IN (`+in+`)`,
		slices.Concat([]any{source}, args, []any{source}, args)...)
	return out, err
}

// spendingFacts reads the spendings of kind k of the records in ids, by record, each dated and in order.
func spendingFacts(ctx context.Context, q database.Querier, k spendingKind, ids []int64) (map[int64][]ledger.Spending, error) {
	in, args := idList(ids)
	out := map[int64][]ledger.Spending{}
	var all []int64
	err := scanAll(ctx, q, k.table, func(rows *sql.Rows) error {
		var record int64
		var sp ledger.Spending
		var name, what string
		if err := rows.Scan(&sp.ID, &record, &sp.Date, &sp.Amount, &what, &name); err != nil {
			return err
		}
		sp.Memo = k.statement + ": " + name
		if what != "" {
			sp.Memo += " · " + what
		}
		out[record] = append(out[record], sp)
		all = append(all, sp.ID)
		return nil
	}, "SELECT x.id, x."+k.record+", x."+k.date+", x.amount, x.description, (SELECT "+k.name+" FROM "+k.records+" WHERE id = x."+
		k.record+") FROM "+k.table+" x WHERE x."+k.record+" IN ("+in+") ORDER BY x."+k.date+", x.id", args...)
	if err != nil {
		return nil, err
	}
	return out, settle(ctx, q, k.source, all, out)
}

// settle fills the settlements of spendings read by record.
func settle(ctx context.Context, q database.Querier, source string, ids []int64, byRecord map[int64][]ledger.Spending) error {
	st, err := settlementsOf(ctx, q, source, ids)
	if err != nil {
		return err
	}
	for _, list := range byRecord {
		for i := range list {
			list[i].Settle = st[list[i].ID]
		}
	}
	return nil
}

// taxFacts reads the tax payments (obligation_payments) of kinds of the records in ids, by record.
func taxFacts(ctx context.Context, q database.Querier, ids []int64, names map[int64]string, kinds ...string) (map[int64][]ledger.Spending, error) {
	in, args := idList(ids)
	kindList, kindArgs := idList(kinds)
	out := map[int64][]ledger.Spending{}
	var all []int64
	label := map[string]string{model.ObligationIPTU: "IPTU", model.ObligationIPVA: "IPVA", model.ObligationLicensing: "Licenciamento",
		model.ObligationAssetIPVA: "IPVA", model.ObligationAssetLicensing: "Licenciamento"}
	err := scanAll(ctx, q, "tax payments", func(rows *sql.Rows) error {
		var record int64
		var sp ledger.Spending
		var kind string
		var due model.Date
		if err := rows.Scan(&sp.ID, &record, &kind, &sp.Date, &sp.Amount, &due); err != nil {
			return err
		}
		sp.Memo = label[kind] + ": " + names[record] + " · vencimento " + due.PtBR()
		out[record] = append(out[record], sp)
		all = append(all, sp.ID)
		return nil
	}, "SELECT id, record_id, kind, payment_date, amount, due_date FROM obligation_payments WHERE kind IN ("+kindList+
		") AND record_id IN ("+in+") ORDER BY payment_date, id", append(kindArgs, args...)...)
	if err != nil {
		return nil, err
	}
	return out, settle(ctx, q, model.SourceObligationPayment, all, out)
}

// receivableFacts reads the receivables of the sales of the records in ids (column asset_id or vehicle_id), by record.
func receivableFacts(ctx context.Context, q database.Querier, column string, ids []int64) (map[int64]*ledger.Receivable, error) {
	in, args := idList(ids)
	byRecord := map[int64]*ledger.Receivable{}
	byID := map[int64]*ledger.Receivable{}
	err := scanAll(ctx, q, "receivables", func(rows *sql.Rows) error {
		var id, record int64
		r := &ledger.Receivable{}
		if err := rows.Scan(&id, &record, &r.Amount); err != nil {
			return err
		}
		byRecord[record], byID[id] = r, r
		return nil
	}, "SELECT id, "+column+", amount FROM receivables WHERE "+column+" IN ("+in+")", args...)
	if err != nil || len(byID) == 0 {
		return byRecord, err
	}
	rin, rargs := idList(slices.Sorted(maps.Keys(byID)))
	err = scanAll(ctx, q, "receivable installments", func(rows *sql.Rows) error {
		var id int64
		var in ledger.Installment
		if err := rows.Scan(&id, &in.Amount, &in.Interest); err != nil {
			return err
		}
		byID[id].Installments = append(byID[id].Installments, in)
		return nil
	}, "SELECT receivable_id, amount, interest FROM receivable_installments WHERE receivable_id IN ("+rin+") ORDER BY receivable_id, number", rargs...)
	if err != nil {
		return nil, err
	}
	var receipts []int64
	err = scanAll(ctx, q, "receipts", func(rows *sql.Rows) error {
		var id int64
		var p ledger.Receipt
		if err := rows.Scan(&p.ID, &id, &p.Date, &p.Amount); err != nil {
			return err
		}
		byID[id].Receipts = append(byID[id].Receipts, p)
		receipts = append(receipts, p.ID)
		return nil
	}, "SELECT id, receivable_id, receipt_date, amount FROM receivable_receipts WHERE receivable_id IN ("+rin+") ORDER BY receipt_date, id", rargs...)
	if err != nil {
		return nil, err
	}
	st, err := settlementsOf(ctx, q, model.SourceReceivableReceipt, receipts)
	if err != nil {
		return nil, err
	}
	for _, r := range byID {
		for i := range r.Receipts {
			r.Receipts[i].Settle = st[r.Receipts[i].ID]
		}
	}
	return byRecord, nil
}

// assetFacts reads the facts of the assets in ids (those that exist).
func assetFacts(ctx context.Context, q database.Querier, ids []int64) (map[int64]ledger.AssetFacts, error) {
	in, args := idList(ids)
	facts := map[int64]*ledger.AssetFacts{}
	// Which assets have a sale, improvements or IPTU paid: only theirs are read (most writes touch assets with none).
	var sold, improved, taxed []int64
	err := scanAll(ctx, q, "assets", func(rows *sql.Rows) error {
		var a ledger.AssetFacts
		var hasSale, hasImprovements, hasTaxes bool
		if err := rows.Scan(&a.ID, &a.Description, &a.Type, &a.AcquisitionDate, &a.AcquisitionValue, &hasSale, &hasImprovements, &hasTaxes); err != nil {
			return err
		}
		facts[a.ID] = &a
		for _, list := range []struct {
			has bool
			ids *[]int64
		}{{hasSale, &sold}, {hasImprovements, &improved}, {hasTaxes, &taxed}} {
			if list.has {
				*list.ids = append(*list.ids, a.ID)
			}
		}
		return nil
	}, `SELECT id, description, type, acquisition_date, acquisition_value,
			EXISTS (SELECT 1 FROM asset_sales s WHERE s.asset_id = assets.id),
			EXISTS (SELECT 1 FROM asset_improvements i WHERE i.asset_id = assets.id),
			EXISTS (SELECT 1 FROM obligation_payments o WHERE o.kind IN (`+assetTaxKindsSQL+`) AND o.record_id = assets.id)
		FROM assets WHERE id IN (`+in+")", args...)
	if err != nil || len(facts) == 0 {
		return map[int64]ledger.AssetFacts{}, err
	}
	err = scanAll(ctx, q, "asset history", func(rows *sql.Rows) error {
		var id int64
		var day model.Date
		var kind, description string
		var value sql.NullInt64
		var first bool
		if err := rows.Scan(&id, &day, &kind, &value, &description, &first); err != nil {
			return err
		}
		a := facts[id]
		switch {
		case kind == "sale" || kind == "exchange":
			if a.End == nil || day.Before(a.End.Date) {
				a.End = &ledger.AssetEnd{Date: day, Exchange: kind == "exchange"}
			}
		default:
			a.Values = append(a.Values, ledger.ValueRow{Date: day, Value: model.Money(value.Int64)})
			a.FromExchange = a.FromExchange || first && kind == "other" && description == "Ativo recebido em permuta"
		}
		return nil
	}, `SELECT asset_id, date, type, new_value, description, previous_value IS NULL FROM asset_transactions
		WHERE asset_id IN (`+in+`) AND (new_value IS NOT NULL OR type IN ('sale', 'exchange')) ORDER BY asset_id, date, id`, args...)
	if err != nil {
		return nil, err
	}
	present := slices.Sorted(maps.Keys(facts))
	purchases, err := settlementsOf(ctx, q, model.SourceAssetPurchase, present)
	if err != nil {
		return nil, err
	}
	if len(sold) > 0 {
		sales, err := settlementsOf(ctx, q, model.SourceAssetSale, sold)
		if err != nil {
			return nil, err
		}
		receivables, err := receivableFacts(ctx, q, "asset_id", sold)
		if err != nil {
			return nil, err
		}
		sin, sargs := idList(sold)
		err = scanAll(ctx, q, "asset sales", func(rows *sql.Rows) error {
			var id int64
			var value model.Money
			if err := rows.Scan(&id, &value); err != nil {
				return err
			}
			facts[id].Sale = &ledger.Sale{Value: value, Cash: sales[id], Receivable: receivables[id]}
			return nil
		}, "SELECT asset_id, sale_value FROM asset_sales WHERE asset_id IN ("+sin+")", sargs...)
		if err != nil {
			return nil, err
		}
	}
	improvements := map[int64][]ledger.Spending{}
	if len(improved) > 0 {
		if improvements, err = spendingFacts(ctx, q, assetImprovements, improved); err != nil {
			return nil, err
		}
	}
	taxes := map[int64][]ledger.Spending{}
	if len(taxed) > 0 {
		names := map[int64]string{}
		for _, id := range taxed {
			names[id] = facts[id].Description
		}
		if taxes, err = taxFacts(ctx, q, taxed, names, assetTaxKinds...); err != nil {
			return nil, err
		}
	}
	out := make(map[int64]ledger.AssetFacts, len(facts))
	for id, a := range facts {
		a.Purchase, a.Improvements, a.Taxes = purchases[id], improvements[id], taxes[id]
		out[id] = *a
	}
	return out, nil
}

// vehicleFacts reads the facts of the vehicles in ids (those that exist).
func vehicleFacts(ctx context.Context, q database.Querier, ids []int64) (map[int64]ledger.VehicleFacts, error) {
	in, args := idList(ids)
	facts := map[int64]*ledger.VehicleFacts{}
	prices := map[int64]model.Money{}
	err := scanAll(ctx, q, "vehicles", func(rows *sql.Rows) error {
		var v ledger.VehicleFacts
		var make_, model_, status string
		var sold sql.Null[model.Date]
		var price model.Money
		if err := rows.Scan(&v.ID, &make_, &model_, &v.PurchaseDate, &v.PurchasePrice, &status, &sold, &price); err != nil {
			return err
		}
		v.Name = strings.TrimSpace(make_ + " " + model_)
		v.Sold, v.SoldDate = status == string(model.VehicleSold), sold.V
		facts[v.ID], prices[v.ID] = &v, price
		return nil
	}, "SELECT id, make, model, purchase_date, purchase_price, status, sold_date, selling_price FROM vehicles WHERE id IN ("+in+")", args...)
	if err != nil || len(facts) == 0 {
		return map[int64]ledger.VehicleFacts{}, err
	}
	present := slices.Sorted(maps.Keys(facts))
	purchases, err := settlementsOf(ctx, q, model.SourceVehiclePurchase, present)
	if err != nil {
		return nil, err
	}
	sales, err := settlementsOf(ctx, q, model.SourceVehicleSale, present)
	if err != nil {
		return nil, err
	}
	receivables, err := receivableFacts(ctx, q, "vehicle_id", present)
	if err != nil {
		return nil, err
	}
	costs, err := spendingFacts(ctx, q, vehicleCosts, present)
	if err != nil {
		return nil, err
	}
	names := map[int64]string{}
	for id, v := range facts {
		names[id] = v.Name
	}
	taxes, err := taxFacts(ctx, q, present, names, model.ObligationIPVA, model.ObligationLicensing)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]ledger.VehicleFacts, len(facts))
	for id, v := range facts {
		v.Purchase, v.Costs, v.Taxes = purchases[id], costs[id], taxes[id]
		if v.Sold {
			v.Sale = &ledger.Sale{Value: prices[id], Cash: sales[id], Receivable: receivables[id]}
		}
		out[id] = *v
	}
	return out, nil
}

// debtFacts reads the facts of the debts in ids (those that exist).
func debtFacts(ctx context.Context, q database.Querier, ids []int64) (map[int64]ledger.DebtFacts, error) {
	in, args := idList(ids)
	facts := map[int64]*ledger.DebtFacts{}
	err := scanAll(ctx, q, "debts", func(rows *sql.Rows) error {
		var d ledger.DebtFacts
		var category string
		if err := rows.Scan(&d.ID, &d.Creditor, &category); err != nil {
			return err
		}
		d.Loan = category == string(model.DebtLoan) || category == string(model.DebtFinancing)
		facts[d.ID] = &d
		return nil
	}, "SELECT id, creditor_name, category FROM debts WHERE id IN ("+in+")", args...)
	if err != nil || len(facts) == 0 {
		return map[int64]ledger.DebtFacts{}, err
	}
	present := slices.Sorted(maps.Keys(facts))
	pin, pargs := idList(present)
	var changed []int64
	err = scanAll(ctx, q, "debt history", func(rows *sql.Rows) error {
		var debt int64
		var r ledger.DebtRow
		var action, status string
		if err := rows.Scan(&debt, &r.ID, &r.Date, &action, &r.Delta, &status, &r.Payment, &r.Accrual, &r.Renegotiation); err != nil {
			return err
		}
		r.Create, r.Paid = action == string(model.DebtCreated), status == string(model.DebtPaid)
		facts[debt].Rows = append(facts[debt].Rows, r)
		if !r.Create && r.Payment == 0 && !r.Accrual && !r.Renegotiation {
			changed = append(changed, r.ID)
		}
		return nil
	}, `SELECT h.debt_id, h.id, h.event_date, h.action,
			CASE WHEN h.action = 'delete' THEN 0 ELSE COALESCE(h.new_amount, 0) - COALESCE(h.previous_amount, 0) END,
			COALESCE(h.new_status, ''), COALESCE(h.payment_id, 0), COALESCE(h.accrual_installment, 0) <> 0,
			EXISTS (SELECT 1 FROM debt_renegotiations r WHERE r.debt_id = h.debt_id AND r.renegotiated_on = h.event_date
				AND r.previous_balance = h.previous_amount AND r.new_amount = h.new_amount)
		FROM debt_history h WHERE h.debt_id IN (`+pin+`) ORDER BY h.debt_id, h.event_date, h.id`, pargs...)
	if err != nil {
		return nil, err
	}
	causes, err := settlementsOf(ctx, q, sourceDebtChange, changed)
	if err != nil {
		return nil, err
	}
	disbursements, err := settlementsOf(ctx, q, model.SourceDebtDisbursement, present)
	if err != nil {
		return nil, err
	}
	var paymentIDs []int64
	err = scanAll(ctx, q, "debt payments", func(rows *sql.Rows) error {
		var debt int64
		var p ledger.Payment
		if err := rows.Scan(&p.ID, &debt, &p.Date, &p.Amount, &p.Principal, &p.Interest); err != nil {
			return err
		}
		facts[debt].Payments = append(facts[debt].Payments, p)
		paymentIDs = append(paymentIDs, p.ID)
		return nil
	}, "SELECT id, debt_id, payment_date, amount, principal, interest FROM debt_payments WHERE debt_id IN ("+pin+") ORDER BY payment_date, id", pargs...)
	if err != nil {
		return nil, err
	}
	payments, err := settlementsOf(ctx, q, model.SourceDebtPayment, paymentIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]ledger.DebtFacts, len(facts))
	for id, d := range facts {
		d.Disbursement = disbursements[id]
		for i := range d.Rows {
			d.Rows[i].Cause = causes[d.Rows[i].ID]
		}
		for i := range d.Payments {
			d.Payments[i].Settle = payments[d.Payments[i].ID]
		}
		out[id] = *d
	}
	return out, nil
}

// openingFacts reads the opening balances of the accounts in ids (those that exist).
func openingFacts(ctx context.Context, q database.Querier, ids []int64) (map[int64]ledger.OpeningFacts, error) {
	in, args := idList(ids)
	out := map[int64]ledger.OpeningFacts{}
	err := scanAll(ctx, q, "openings", func(rows *sql.Rows) error {
		var o ledger.OpeningFacts
		if err := rows.Scan(&o.Account, &o.Name, &o.Date, &o.Amount); err != nil {
			return err
		}
		out[o.Account] = o
		return nil
	}, `SELECT a.id, a.name, m.movement_date, m.amount FROM accounts a JOIN account_movements m ON m.account_id = a.id AND m.kind = 'opening'
		WHERE a.id IN (`+in+`)`, args...)
	if err != nil || len(out) == 0 {
		return out, err
	}
	st, err := settlementsOf(ctx, q, sourceAccountOpening, slices.Sorted(maps.Keys(out)))
	if err != nil {
		return nil, err
	}
	for id, o := range out {
		o.Settle = st[id]
		out[id] = o
	}
	return out, nil
}

// movementFacts reads the manual entries and transfers in ids (a transfer by its outgoing row's id).
func movementFacts(ctx context.Context, q database.Querier, ids []int64) (map[int64]ledger.MovementFacts, error) {
	in, args := idList(ids)
	type side struct {
		id, account, transfer  int64
		sub                    int64
		day                    model.Date
		amount                 model.Money
		kind, category, detail string
		name                   string
	}
	var sides []side
	err := scanAll(ctx, q, "movements", func(rows *sql.Rows) error {
		var m side
		var transfer sql.NullInt64
		if err := rows.Scan(&m.id, &m.account, &m.day, &m.amount, &m.kind, &m.category, &m.detail, &transfer, &m.name, &m.sub); err != nil {
			return err
		}
		m.transfer = transfer.Int64
		sides = append(sides, m)
		return nil
	}, `SELECT m.id, m.account_id, m.movement_date, m.amount, m.kind, m.category, m.description, m.transfer_id, a.name, m.ledger_sub
		FROM account_movements m JOIN accounts a ON a.id = m.account_id
		WHERE m.kind IN ('entry', 'transfer') AND (m.id IN (`+in+`) OR m.transfer_id IN (`+in+`))`, append(args, args...)...)
	if err != nil {
		return nil, err
	}
	out := map[int64]ledger.MovementFacts{}
	for _, m := range sides {
		switch {
		case m.kind == string(model.MovementEntry):
			what := "Receita: "
			if m.amount < 0 {
				what = "Despesa: "
			}
			memo := what + m.name
			if m.detail != "" {
				memo += " · " + m.detail
			}
			out[m.id] = ledger.MovementFacts{ID: m.id, Date: m.day, Account: m.account, Amount: m.amount, Category: m.category, Memo: memo,
				Sub: m.sub}
		case m.transfer != 0 && m.id == m.transfer: // the outgoing side
			for _, other := range sides {
				if other.transfer == m.transfer && other.id != m.id {
					memo := "Transferência: " + m.name + " → " + other.name
					if m.detail != "" {
						memo += " · " + m.detail
					}
					out[m.id] = ledger.MovementFacts{ID: m.id, Date: m.day, Account: m.account, Amount: m.amount, To: other.account, Memo: memo}
				}
			}
		}
	}
	return out, nil
}

// PostJournal brings the journal up to the posting rules of this binary, in one transaction: the first time (the
// database of an earlier version) it sets the opening date — the day the company first registered a record, or
// today — and posts every record; later, when the rules changed, it posts each record's difference. It returns how
// many entries it wrote. Several instances starting together wait for each other on the settings row.
func (s *Store) PostJournal(ctx context.Context) (int, error) { return s.postAll(ctx, false) }

// RepostJournal posts the difference of every record whatever the rules the journal was posted with: after records
// were written without the store (the demo's bulk generator).
func (s *Store) RepostJournal(ctx context.Context) (int, error) { return s.postAll(ctx, true) }

func (s *Store) postAll(ctx context.Context, force bool) (int, error) {
	var written int
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		var version int
		var opening sql.Null[model.Date]
		if err := lockAdmins(ctx, tx); err != nil { // the settings row, which holds the version
			return err
		}
		if err := tx.QueryRowContext(ctx, "SELECT journal_rules, ledger_opening_date FROM settings WHERE id = 1").Scan(&version, &opening); err != nil {
			return fmt.Errorf("journal rules: %w", err)
		}
		if version >= journalRules && !force {
			return nil
		}
		if !opening.Valid {
			day, err := s.firstRegistration(ctx, tx)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "UPDATE settings SET ledger_opening_date = ? WHERE id = 1", day); err != nil {
				return fmt.Errorf("ledger opening date: %w", err)
			}
		}
		var err error
		if written, err = s.repostAll(ctx, tx, model.User{}); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "UPDATE settings SET journal_rules = ? WHERE id = 1", journalRules)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("post journal: %w", err)
	}
	return written, nil
}

// OpeningBalanceAfterError refuses an opening date earlier than an event a person recorded as an opening balance:
// Day is the latest such event.
type OpeningBalanceAfterError struct{ Day model.Date }

func (e *OpeningBalanceAfterError) Error() string {
	return fmt.Sprintf("an opening balance is recorded on %s, after the opening date", e.Day)
}

// SetLedgerOpeningDate sets the last day of the company's opening balances and posts again what that changes: the
// events recorded with no counterpart count as opening balances up to it and as unexplained after it. An event
// whose counterpart a person chose as 'Saldo de abertura' must stay on or before it (*OpeningBalanceAfterError).
func (s *Store) SetLedgerOpeningDate(ctx context.Context, day model.Date, by model.User) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockAdmins(ctx, tx); err != nil { // the settings row
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE settings SET ledger_opening_date = ?, journal_rules = ? WHERE id = 1", day, journalRules); err != nil {
			return err
		}
		if _, err := s.repostAll(ctx, tx, by); err != nil {
			return err
		}
		// After the posting, an opening balance in force past the day can only be one a person chose.
		var latest sql.Null[model.Date]
		if err := tx.QueryRowContext(ctx, `SELECT MAX(e.entry_date) FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
			WHERE l.code = ? AND e.entry_date > ? AND e.reverses IS NULL
				AND NOT EXISTS (SELECT 1 FROM journal_entries r WHERE r.reverses = e.id)`, string(ledger.OpeningBalances), day).Scan(&latest); err != nil {
			return err
		}
		if latest.Valid {
			return &OpeningBalanceAfterError{Day: latest.V}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("set ledger opening date: %w", err)
	}
	return nil
}

// Upgrade brings what the database holds up to this binary after its migrations: the sort keys of new columns
// (FillSortKeys), the count of the schedules shortened before it was kept and the journal (PostJournal).
func (s *Store) Upgrade(ctx context.Context) error {
	if _, err := s.FillSortKeys(ctx); err != nil {
		return err
	}
	if err := s.countShortenedSchedules(ctx); err != nil {
		return err
	}
	_, err := s.PostJournal(ctx)
	return err
}

// firstRegistration is the business day the first record still held was registered, today when there is none.
func (s *Store) firstRegistration(ctx context.Context, q database.Querier) (model.Date, error) {
	var first dbTime
	if err := q.QueryRowContext(ctx, `SELECT MIN(c) FROM (SELECT MIN(created_at) AS c FROM assets UNION ALL SELECT MIN(created_at) FROM vehicles
		UNION ALL SELECT MIN(created_at) FROM debts UNION ALL SELECT MIN(created_at) FROM accounts) x`).Scan(&first); err != nil {
		return model.Date{}, fmt.Errorf("first registration: %w", err)
	}
	if first.Time.IsZero() {
		return s.Today(), nil
	}
	return model.DateOf(first.Time.In(businessZone)), nil
}

// repostAll posts the journal of every record, and reverses what is in force for records that are gone; it
// returns how many entries that wrote.
func (s *Store) repostAll(ctx context.Context, tx *database.Tx, by model.User) (int, error) {
	var before int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM journal_entries").Scan(&before); err != nil {
		return 0, err
	}
	refs := ledgerRefs{}
	for _, list := range []struct {
		ids   *[]int64
		query string
	}{
		{&refs.assets, "SELECT id FROM assets UNION SELECT owner_id FROM journal_entries WHERE owner_kind = 'asset'"},
		{&refs.vehicles, "SELECT id FROM vehicles UNION SELECT owner_id FROM journal_entries WHERE owner_kind = 'vehicle'"},
		{&refs.debts, "SELECT id FROM debts UNION SELECT owner_id FROM journal_entries WHERE owner_kind = 'debt'"},
		{&refs.accounts, "SELECT id FROM accounts UNION SELECT owner_id FROM journal_entries WHERE owner_kind = 'account'"},
		{&refs.movements, `SELECT id FROM account_movements WHERE kind = 'entry' OR kind = 'transfer' AND id = transfer_id
			UNION SELECT owner_id FROM journal_entries WHERE owner_kind = 'movement'`},
		{&refs.adjustments, "SELECT id FROM ledger_adjustments UNION SELECT owner_id FROM journal_entries WHERE owner_kind = 'adjustment'"},
	} {
		rows, err := tx.QueryContext(ctx, list.query)
		if err != nil {
			return 0, fmt.Errorf("journal owners: %w", err)
		}
		if *list.ids, err = scanIDs(rows); err != nil {
			return 0, fmt.Errorf("journal owners: %w", err)
		}
	}
	if err := s.postJournal(ctx, tx, refs, by); err != nil {
		return 0, err
	}
	var after int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM journal_entries").Scan(&after); err != nil {
		return 0, err
	}
	return after - before, nil
}

// ErrJournalOutOfStep is a journal that does not say what the records say (JournalInStep).
var ErrJournalOutOfStep = errors.New("the journal is out of step with the records")

// JournalInStep checks, without writing, that posting every record again would change nothing: the journal says
// exactly what the records say (tests, and the readiness of an upgrade).
func (s *Store) JournalInStep(ctx context.Context) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		n, err := s.repostAll(ctx, tx, model.User{})
		if err != nil {
			return err
		}
		if n > 0 {
			return fmt.Errorf("%w: %d entries to post", ErrJournalOutOfStep, n)
		}
		return errRollback
	})
	if errors.Is(err, errRollback) {
		return nil
	}
	return err
}

// errRollback ends a transaction that only looked.
var errRollback = errors.New("rollback")
