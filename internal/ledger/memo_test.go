package ledger

import (
	"reflect"
	"testing"

	"patrimonio/internal/model"
)

func TestMemoApply(t *testing.T) {
	flat := Position{AssetCount: 1, RealEstate: 500_000_00}
	var m Memo
	m.Load(map[string]Position{"2026-01-31": flat, "2026-02-28": flat, "2026-03-31": flat}, 10)
	m.Present = map[string]Position{"9999-12-31": flat}
	m.Cash = map[string]model.Money{"2026-01-31": 100_00, "2026-02-28": 200_00, "2026-03-31": 300_00}
	valued := Delta{From: day("2026-02-10"), By: Position{RealEstate: 20_000_00}, Order: "2026-02-10"}
	m.Apply([]PositionChange{
		{ID: 9, From: day("2025-01-01"), Exact: true, Deltas: []Delta{valued}}, // already in the memo: passed over
		{ID: 11, From: day("2026-02-10"), Exact: true, Deltas: []Delta{valued}},
		{ID: 12, From: day("2026-03-15")}, // a change of every day from March 15th
	})
	up := flat.Plus(Position{RealEstate: 20_000_00}, 1)
	if m.Seen != 12 || !reflect.DeepEqual(m.Days, map[string]Position{"2026-01-31": flat, "2026-02-28": up}) ||
		len(m.Present) != 0 || !reflect.DeepEqual(m.Cash, map[string]model.Money{"2026-01-31": 100_00}) {
		t.Fatalf("after the changes: seen %d, days %v, present %v, cash %v", m.Seen, m.Days, m.Present, m.Cash)
	}
	m.Restart(40)
	if m.Seen != 40 || m.Days != nil || m.Cash != nil {
		t.Fatalf("restarted: %+v", m)
	}
}

func TestMemoForward(t *testing.T) {
	var m Memo
	m.Restart(10)
	sold := Delta{From: day("2026-03-05"), By: Position{AssetCount: -1, Other: -9_000_00}, Order: "2026-03-05"}
	bought := Delta{From: day("2026-01-20"), By: Position{AssetCount: 1, Other: 3_000_00}, Order: "2026-01-20"}
	m.Apply([]PositionChange{
		{ID: 11, From: day("2026-03-05"), Exact: true, Deltas: []Delta{sold}},
		{ID: 12, From: day("2026-01-20"), Exact: true, Deltas: []Delta{bought}},
		{ID: 13, From: day("2026-02-15")},
	})
	days := []model.Date{day("2026-01-31"), day("2026-02-28"), day("2026-03-31")}
	read := func() []Position {
		return []Position{{AssetCount: 5, Other: 50_000_00}, {AssetCount: 5, Other: 50_000_00}, {AssetCount: 5, Other: 50_000_00}}
	}

	// A snapshot at 10 that also saw 12: only 11 and 13 are added.
	vals := read()
	keep, moved, ok := m.Forward(vals, days, 10, []int64{12})
	want := read()
	want[2] = want[2].Plus(sold.By, 1)
	if !ok || !moved || !reflect.DeepEqual(vals, want) || !reflect.DeepEqual(keep, []bool{true, false, false}) {
		t.Fatalf("forward from 10 seeing 12: %v %v %v %v", vals, keep, moved, ok)
	}
	// A snapshot that saw everything moves nothing.
	vals = read()
	if keep, moved, ok := m.Forward(vals, days, 13, nil); !ok || moved || !reflect.DeepEqual(vals, read()) || !reflect.DeepEqual(keep, []bool{true, true, true}) {
		t.Fatalf("forward from 13: %v %v %v %v", vals, keep, moved, ok)
	}
	// Older than what the memo kept, or a change the memo has not applied: not kept.
	if _, _, ok := m.Forward(read(), days, 9, nil); ok {
		t.Error("a snapshot older than the changes kept was brought forward")
	}
	if _, _, ok := m.Forward(read(), days, 10, []int64{14}); ok {
		t.Error("a snapshot that saw a change the memo has not applied was brought forward")
	}
}
