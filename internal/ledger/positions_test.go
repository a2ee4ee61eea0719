package ledger

import (
	"reflect"
	"testing"

	"patrimonio/internal/model"
)

func TestSpanDeltas(t *testing.T) {
	house := func(value int64) Position { return Position{AssetCount: 1, RealEstate: model.Money(value)} }
	tests := []struct {
		name          string
		before, after []Span
		want          []Delta
	}{
		{"a valuation moves the days from its own on",
			[]Span{{Start: day("2026-01-10"), Share: house(100_000_00)}},
			[]Span{{Start: day("2026-01-10"), End: day("2026-03-01"), Share: house(100_000_00)}, {Start: day("2026-03-01"), Share: house(150_000_00)}},
			[]Delta{{From: day("2026-03-01"), By: Position{RealEstate: 50_000_00}, Order: "2026-03-01"}}},
		{"a sale takes the asset out from its day",
			[]Span{{Start: day("2026-01-10"), Share: house(100_000_00)}},
			[]Span{{Start: day("2026-01-10"), End: day("2026-06-01"), Share: house(100_000_00)}},
			[]Delta{{From: day("2026-06-01"), By: Position{AssetCount: -1, RealEstate: -100_000_00}, Order: "2026-06-01"}}},
		{"a new debt counts from its day; a span that never held is left out",
			nil,
			[]Span{{Start: day("2026-02-01"), Share: Position{DebtCount: 1, Debts: 20_000_00}},
				{Start: day("2026-05-01"), End: day("2026-05-01"), Share: house(1)}},
			[]Delta{{From: day("2026-02-01"), By: Position{DebtCount: 1, Debts: 20_000_00}, Order: "2026-02-01"}}},
		{"an edit that changes nothing makes no delta", []Span{{Start: day("2026-01-10"), Share: house(5)}},
			[]Span{{Start: day("2026-01-10"), Share: house(5)}}, nil},
		{"an earlier acquisition date adds the days between, in order",
			[]Span{{Start: day("2026-04-01"), Share: house(7_00)}},
			[]Span{{Start: day("2026-01-01"), Share: house(7_00)}},
			[]Delta{{From: day("2026-01-01"), By: house(7_00), Order: "2026-01-01"},
				{From: day("2026-04-01"), By: Position{}.Plus(house(7_00), -1), Order: "2026-04-01"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SpanDeltas(tt.before, tt.after); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("SpanDeltas = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestPositionNetWorth(t *testing.T) {
	p := Position{AssetCount: 2, RealEstate: 300_00, Other: 50_00, VehicleAssets: 20_00, VehicleCount: 1, Vehicles: 40_00,
		Cash: 10_00, Receivables: 5_00, DebtCount: 1, Debts: 100_00}
	nw := p.NetWorth(day("2026-11-29"))
	if nw.Assets != 370_00 || nw.Net != 325_00 || nw.AssetCount != 2 || nw.DebtCount != 1 || len(nw.AssetsByType) != 6 {
		t.Errorf("net worth %+v", nw)
	}
	if back := p.Plus(p, -1); back != (Position{}) {
		t.Errorf("p less p = %+v", back)
	}
}
