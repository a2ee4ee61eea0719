package store

import (
	"context"
	"fmt"
	"strings"

	"patrimonio/internal/model"
)

// The ledger: the net worth of any day and the dated cash events, from the records and their history tables
// (docs/decisions.md "Net-worth ledger and dashboard"). Everything is summed in SQL.
//
// A record deleted by an admin was entered by mistake: the ledger treats it as never having existed, in the
// past too (an asset's history goes with it; vehicles and debts are read only while their row exists).

// NetWorthAt returns the position at the end of day. From today on it is DESIGN §5's formula over the
// current tables; before today it is rebuilt from the dated history.
func (s *Store) NetWorthAt(ctx context.Context, day model.Date) (model.NetWorth, error) {
	list, err := s.NetWorthSeries(ctx, []model.Date{day})
	if err != nil {
		return model.NetWorth{}, err
	}
	return list[0], nil
}

// NetWorthSeries returns the position at the end of each day, in the order given, with one query per domain
// for all the past days together.
func (s *Store) NetWorthSeries(ctx context.Context, days []model.Date) ([]model.NetWorth, error) {
	out := make([]model.NetWorth, len(days))
	today := s.Today()
	var past []int // indexes of the days before today
	for i, d := range days {
		out[i].Day = d
		if d.Before(today) {
			past = append(past, i)
		}
	}
	if len(past) < len(days) {
		now, err := s.currentNetWorth(ctx)
		if err != nil {
			return nil, err
		}
		for i, d := range days {
			if !d.Before(today) {
				out[i] = now
				out[i].Day = d
			}
		}
	}
	if len(past) > 0 {
		pastDays := make([]model.Date, len(past))
		for j, i := range past {
			pastDays[j] = days[i]
		}
		rebuilt, err := s.rebuildNetWorth(ctx, pastDays)
		if err != nil {
			return nil, err
		}
		for j, i := range past {
			out[i] = rebuilt[j]
		}
	}
	return out, nil
}

// position is the raw sums of one day before they become a NetWorth.
type position struct {
	assetCount, vehicleCount, debtCount int
	realEstate, other, vehicles, debts  model.Money
}

func (p position) netWorth(day model.Date) model.NetWorth {
	assets := p.realEstate + p.other
	return model.NetWorth{
		Day: day, Assets: assets, Vehicles: p.vehicles, Debts: p.debts, Net: assets + p.vehicles - p.debts,
		AssetsByType: []model.TypeValue{
			{Type: model.NetWorthRealEstate, Value: p.realEstate},
			{Type: model.NetWorthOther, Value: p.other},
			{Type: model.NetWorthVehicles, Value: p.vehicles},
		},
		AssetCount: p.assetCount, VehicleCount: p.vehicleCount, DebtCount: p.debtCount,
	}
}

// currentNetWorth is DESIGN §5's formula over the current tables.
func (s *Store) currentNetWorth(ctx context.Context) (model.NetWorth, error) {
	var p position
	err := s.db.QueryRowContext(ctx, `SELECT
			(SELECT COUNT(*) FROM assets WHERE status NOT IN ('sold', 'exchanged')),
			(SELECT CAST(COALESCE(SUM(current_value), 0) AS BIGINT) FROM assets
				WHERE status NOT IN ('sold', 'exchanged') AND type = 'real_estate'),
			(SELECT CAST(COALESCE(SUM(current_value), 0) AS BIGINT) FROM assets
				WHERE status NOT IN ('sold', 'exchanged') AND type <> 'real_estate'),
			(SELECT COUNT(*) FROM vehicles WHERE status <> 'sold'),
			(SELECT CAST(COALESCE(SUM(purchase_price), 0) AS BIGINT) FROM vehicles WHERE status <> 'sold'),
			(SELECT COUNT(*) FROM debts WHERE status <> 'paid'),
			(SELECT CAST(COALESCE(SUM(current_amount), 0) AS BIGINT) FROM debts WHERE status <> 'paid')`).
		Scan(&p.assetCount, &p.realEstate, &p.other, &p.vehicleCount, &p.vehicles, &p.debtCount, &p.debts)
	if err != nil {
		return model.NetWorth{}, fmt.Errorf("current net worth: %w", err)
	}
	return p.netWorth(s.Today()), nil
}

// dayColumns repeats, once per day, a flag column "CASE WHEN cond THEN 1 ELSE 0 END AS hN" whose condition
// holds the day's placeholders, and returns the columns and their arguments.
func dayColumns(days []model.Date, cond string) (string, []any) {
	perDay := strings.Count(cond, "?")
	cols := make([]string, len(days))
	var args []any
	for i, d := range days {
		cols[i] = fmt.Sprintf("CASE WHEN %s THEN 1 ELSE 0 END AS h%d", cond, i)
		for range perDay {
			args = append(args, d)
		}
	}
	return strings.Join(cols, ", "), args
}

// daySums sums, for each day's flag hN, the given expressions (with {h} standing for the flag).
func daySums(n int, exprs ...string) string {
	var cols []string
	for i := range n {
		h := fmt.Sprintf("h%d", i)
		for _, e := range exprs {
			cols = append(cols, "CAST(COALESCE(SUM("+strings.ReplaceAll(e, "{h}", h)+"), 0) AS BIGINT)")
		}
	}
	return strings.Join(cols, ", ")
}

// rebuildNetWorth rebuilds the position at the end of each past day from the history:
//   - an asset counts from its acquisition date until its sale or exchange, at the newValue of its latest
//     history entry dated on or before the day (acquisition, valuations);
//   - a vehicle counts at its purchase price from its purchase date until its sale date;
//   - a debt counts at the amount of its latest history entry dated on or before the day, unless that entry
//     left it paid.
//
// Each history row is turned into the interval of days it holds for (from its date to the next row's date),
// so one pass over each table answers every day at once.
func (s *Store) rebuildNetWorth(ctx context.Context, days []model.Date) ([]model.NetWorth, error) {
	n := len(days)
	pos := make([]position, n)

	flags, args := dayColumns(days, `iv.from_day <= ? AND (iv.to_day IS NULL OR iv.to_day > ?)
		AND a.acquisition_date <= ? AND (e.end_day IS NULL OR e.end_day > ?)`)
	row := s.db.QueryRowContext(ctx, `WITH iv AS (
			SELECT asset_id, date AS from_day, new_value,
				LEAD(date) OVER (PARTITION BY asset_id ORDER BY date, id) AS to_day
			FROM asset_transactions WHERE new_value IS NOT NULL AND type NOT IN ('sale', 'exchange')
		), ended AS (
			SELECT asset_id, MIN(date) AS end_day FROM asset_transactions WHERE type IN ('sale', 'exchange') GROUP BY asset_id
		)
		SELECT `+daySums(n, "{h}", "CASE WHEN re = 1 THEN {h} * new_value ELSE 0 END", "CASE WHEN re = 0 THEN {h} * new_value ELSE 0 END")+`
		FROM (SELECT iv.new_value, CASE WHEN a.type = 'real_estate' THEN 1 ELSE 0 END AS re, `+flags+`
			FROM iv JOIN assets a ON a.id = iv.asset_id LEFT JOIN ended e ON e.asset_id = iv.asset_id) x`, args...)
	dest := make([]any, 0, 3*n)
	for i := range pos {
		dest = append(dest, &pos[i].assetCount, &pos[i].realEstate, &pos[i].other)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, fmt.Errorf("rebuild asset values: %w", err)
	}

	flags, args = dayColumns(days, `purchase_date <= ? AND NOT (status = 'sold' AND (sold_date IS NULL OR sold_date <= ?))`)
	row = s.db.QueryRowContext(ctx, `SELECT `+daySums(n, "{h}", "{h} * purchase_price")+`
		FROM (SELECT purchase_price, `+flags+` FROM vehicles) x`, args...)
	dest = dest[:0]
	for i := range pos {
		dest = append(dest, &pos[i].vehicleCount, &pos[i].vehicles)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, fmt.Errorf("rebuild vehicle values: %w", err)
	}

	flags, args = dayColumns(days, `iv.from_day <= ? AND (iv.to_day IS NULL OR iv.to_day > ?)`)
	row = s.db.QueryRowContext(ctx, `WITH iv AS (
			SELECT h.event_date AS from_day, h.action, h.new_amount, h.new_status,
				LEAD(h.event_date) OVER (PARTITION BY h.debt_id ORDER BY h.event_date, h.id) AS to_day
			FROM debt_history h JOIN debts d ON d.id = h.debt_id
		)
		SELECT `+daySums(n, "{h}", "{h} * new_amount")+`
		FROM (SELECT iv.new_amount, `+flags+` FROM iv WHERE iv.action <> 'delete' AND iv.new_status <> 'paid') x`, args...)
	dest = dest[:0]
	for i := range pos {
		dest = append(dest, &pos[i].debtCount, &pos[i].debts)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, fmt.Errorf("rebuild debt amounts: %w", err)
	}

	out := make([]model.NetWorth, n)
	for i, p := range pos {
		out[i] = p.netWorth(days[i])
	}
	return out, nil
}

// cashEventSources is every dated event that moved cash, one SELECT per source, each with the placeholders
// {from}, {to} and {limit}: kind, history row id, record id, description, date, signed amount, and when it
// was recorded (to order events of one day). An exchange moves no cash; neither does an asset received in
// one, a valuation, a status change, nor a debt whose amount grew.
var cashEventSources = []string{
	// Asset acquisitions (the creation entry of an asset not received in an exchange) and sales.
	`SELECT 'asset' AS kind, t.id AS id, t.asset_id AS record_id,
		CASE WHEN t.type = 'sale' THEN 'Venda de ativo: ' ELSE 'Aquisição de ativo: ' END || a.description AS description,
		t.date AS day, CASE WHEN t.type = 'sale' THEN t.amount ELSE -t.amount END AS amount, t.created_at AS created_at
	FROM asset_transactions t JOIN assets a ON a.id = t.asset_id
	WHERE (t.type = 'sale' OR (t.type = 'other' AND t.previous_value IS NULL AND t.new_value IS NOT NULL
		AND t.description = 'Ativo cadastrado')) {range:t.date}`,
	// Vehicle purchases and sales.
	`SELECT 'vehicle' AS kind, h.id AS id, h.vehicle_id AS record_id,
		CASE WHEN h.action = 'SALE' THEN 'Venda de veículo: ' ELSE 'Compra de veículo: ' END || v.make || ' ' || v.model AS description,
		h.event_date AS day, CASE WHEN h.action = 'SALE' THEN h.amount ELSE -h.amount END AS amount, h.created_at AS created_at
	FROM vehicle_history h JOIN vehicles v ON v.id = h.vehicle_id
	WHERE h.action IN ('CREATE', 'SALE') AND h.amount IS NOT NULL {range:h.event_date}`,
	// New debts (+ the amount owed), payments (− a decrease of the amount) and payoffs (− what was still owed).
	`SELECT 'debt' AS kind, id, record_id, description, day, amount, created_at FROM (
		SELECT h.id AS id, h.debt_id AS record_id, h.event_date AS day, h.created_at AS created_at,
			CASE WHEN h.action = 'create' THEN 'Nova dívida: ' ELSE 'Pagamento de dívida: ' END || h.creditor_name AS description,
			CASE
				WHEN h.action = 'create' THEN h.new_amount
				WHEN h.new_status = 'paid' AND h.previous_status <> 'paid' THEN -h.previous_amount
				WHEN h.new_status <> 'paid' AND h.new_amount < h.previous_amount THEN h.new_amount - h.previous_amount
				ELSE 0
			END AS amount
		FROM debt_history h JOIN debts d ON d.id = h.debt_id
		WHERE h.action IN ('create', 'update') {range:h.event_date}
	) p WHERE amount <> 0`,
}

// CashEvents returns the events that moved cash dated from from to to (either may be zero: no bound),
// newest first; at most limit of them, or all with limit 0.
func (s *Store) CashEvents(ctx context.Context, from, to model.Date, limit int) ([]model.CashEvent, error) {
	order := " ORDER BY day DESC, created_at DESC, kind, id DESC"
	limitClause := ""
	if limit > 0 {
		limitClause = fmt.Sprintf(" LIMIT %d", limit)
	}
	var parts []string
	var args []any
	for _, src := range cashEventSources {
		start := strings.Index(src, "{range:")
		end := start + strings.Index(src[start:], "}")
		col := src[start+len("{range:") : end]
		var cond string
		if !from.IsZero() {
			cond += " AND " + col + " >= ?"
			args = append(args, from)
		}
		if !to.IsZero() {
			cond += " AND " + col + " <= ?"
			args = append(args, to)
		}
		// Each source is cut to its own newest events first, so the merge below reads few rows.
		parts = append(parts, "SELECT * FROM ("+src[:start]+cond+src[end+1:]+order+limitClause+") s"+fmt.Sprint(len(parts)))
	}
	rows, err := s.db.QueryContext(ctx, "SELECT kind, id, record_id, description, day, amount FROM ("+
		strings.Join(parts, " UNION ALL ")+") e"+order+limitClause, args...)
	if err != nil {
		return nil, fmt.Errorf("cash events: %w", err)
	}
	defer rows.Close()
	events := []model.CashEvent{}
	for rows.Next() {
		var e model.CashEvent
		var id int64
		if err := rows.Scan(&e.Kind, &id, &e.RecordID, &e.Description, &e.Date, &e.Amount); err != nil {
			return nil, fmt.Errorf("cash events: %w", err)
		}
		e.ID = fmt.Sprintf("%s-%d", e.Kind, id)
		events = append(events, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("cash events: %w", err)
	}
	return events, nil
}
