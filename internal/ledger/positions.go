package ledger

import (
	"slices"
	"strings"

	"patrimonio/internal/model"
)

// The positions the dashboard reads (docs/design.md §10): a day's sums of what the company held and owed, the share
// of them each record holds over time, and the deltas a write makes to every day from one on. The store reads them
// from its tables and remembers them; the arithmetic is here.

// Position is the raw sums of one day before they become a NetWorth.
type Position struct {
	AssetCount, VehicleCount, DebtCount               int
	RealEstate, Other, VehicleAssets, Vehicles, Debts model.Money
	Cash                                              model.Money // remembered apart by the store
	Receivables                                       model.Money // read for each day, never remembered
}

// NetWorth is the position of day as the dashboard shows it.
func (p Position) NetWorth(day model.Date) model.NetWorth {
	assets := p.RealEstate + p.Other + p.VehicleAssets
	return model.NetWorth{
		Day: day, Assets: assets, Vehicles: p.Vehicles, Cash: p.Cash, Receivables: p.Receivables, Debts: p.Debts,
		Net: assets + p.Vehicles + p.Cash + p.Receivables - p.Debts,
		AssetsByType: []model.TypeValue{
			{Type: model.NetWorthRealEstate, Value: p.RealEstate},
			{Type: model.NetWorthOther, Value: p.Other},
			{Type: model.NetWorthCompanyVehicles, Value: p.VehicleAssets},
			{Type: model.NetWorthVehicles, Value: p.Vehicles},
			{Type: model.NetWorthCash, Value: p.Cash},
			{Type: model.NetWorthReceivables, Value: p.Receivables},
		},
		AssetCount: p.AssetCount, VehicleCount: p.VehicleCount, DebtCount: p.DebtCount,
	}
}

// Span is a record's share of the position on every day from Start until End (no end when zero), by the rules
// the store rebuilds the positions with.
type Span struct {
	Start, End model.Date
	Share      Position
}

// Plus returns p with q added sign times (1 or -1).
func (p Position) Plus(q Position, sign int) Position {
	m := model.Money(sign)
	p.AssetCount += sign * q.AssetCount
	p.VehicleCount += sign * q.VehicleCount
	p.DebtCount += sign * q.DebtCount
	p.RealEstate += m * q.RealEstate
	p.Other += m * q.Other
	p.VehicleAssets += m * q.VehicleAssets
	p.Vehicles += m * q.Vehicles
	p.Debts += m * q.Debts
	p.Cash += m * q.Cash
	p.Receivables += m * q.Receivables
	return p
}

// Delta is what a change adds to the position of every day on or after From.
type Delta struct {
	From  model.Date
	By    Position
	Order string // from as YYYY-MM-DD
}

// SpanDeltas returns what turns the spans before into the spans after, as deltas in date order, none zero.
func SpanDeltas(before, after []Span) []Delta {
	byDay := map[string]*Delta{}
	add := func(d model.Date, p Position, sign int) {
		k := d.String()
		x, ok := byDay[k]
		if !ok {
			x = &Delta{From: d, Order: k}
			byDay[k] = x
		}
		x.By = x.By.Plus(p, sign)
	}
	for _, list := range []struct {
		spans []Span
		sign  int
	}{{before, -1}, {after, 1}} {
		for _, sp := range list.spans {
			if !sp.End.IsZero() && !sp.Start.Before(sp.End) {
				continue // it never held
			}
			add(sp.Start, sp.Share, list.sign)
			if !sp.End.IsZero() {
				add(sp.End, sp.Share, -list.sign)
			}
		}
	}
	var out []Delta
	for _, d := range byDay {
		if d.By != (Position{}) {
			out = append(out, *d)
		}
	}
	slices.SortFunc(out, func(a, b Delta) int { return strings.Compare(a.Order, b.Order) })
	return out
}
