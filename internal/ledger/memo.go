package ledger

import (
	"slices"

	"patrimonio/internal/model"
)

// PositionChange is a change of the positions a write noted, by its id: from From on, by its Deltas when Exact, by an
// amount not known otherwise (a write outside the store, a record without history).
type PositionChange struct {
	ID     int64
	From   model.Date
	Exact  bool
	Deltas []Delta
}

// Memo is what the store remembers of the positions, valid at generation Seen — every change with an id up to Seen
// is in it: the positions at the end of past days (Days) and the present one (Present, under a key after every day,
// so every delta moves it), both by YYYY-MM-DD, and the accounts' total at the end of past days (Cash). It also keeps
// the changes it applied lately, with which a position read at an older snapshot is brought up to Seen (Forward).
type Memo struct {
	Seen    int64
	Days    map[string]Position
	Present map[string]Position
	Cash    map[string]model.Money

	recent     []PositionChange // every change applied after recentFrom, up to Seen
	recentFrom int64
}

// MaxRecentChanges bounds the changes a Memo keeps: a position read at a snapshot older than them is not kept. The
// store keeps as many rows of changes: an instance further behind starts its memo again anyway.
const MaxRecentChanges = 50_000

// Restart makes the memo valid at generation seen with nothing remembered: the changes up to seen may not be known.
func (m *Memo) Restart(seen int64) {
	*m = Memo{Seen: seen, recentFrom: seen}
}

// Load makes the memo hold days at the generation they were saved at, and nothing else.
func (m *Memo) Load(days map[string]Position, generation int64) {
	*m = Memo{Seen: generation, Days: days, recentFrom: generation}
}

// Apply brings the memo up to changes (in id order; the ones it holds already are passed over): an exact change
// adds its deltas to every remembered position from its day on and makes the accounts' totals from its day unknown;
// any other makes both unknown from its day on.
func (m *Memo) Apply(changes []PositionChange) {
	const none = "~" // after every key, the present's included
	cashCut, daysCut := none, none
	var fresh []PositionChange
	for _, ch := range changes {
		if ch.ID <= m.Seen {
			continue
		}
		fresh = append(fresh, ch)
		cashCut = min(cashCut, ch.From.String())
		if !ch.Exact {
			daysCut = min(daysCut, ch.From.String())
		}
	}
	if len(fresh) == 0 {
		return
	}
	for d := range m.Cash {
		if d >= cashCut {
			delete(m.Cash, d)
		}
	}
	for _, kept := range []map[string]Position{m.Days, m.Present} {
		for d, p := range kept {
			if d >= daysCut {
				delete(kept, d)
				continue
			}
			for _, ch := range fresh {
				for _, x := range ch.Deltas {
					if x.Order <= d {
						p = p.Plus(x.By, 1)
					}
				}
			}
			kept[d] = p
		}
	}
	m.recent = append(m.recent, fresh...)
	if over := len(m.recent) - MaxRecentChanges; over > 0 {
		m.recentFrom = m.recent[over-1].ID
		m.recent = slices.Delete(m.recent, 0, over)
	}
	m.Seen = fresh[len(fresh)-1].ID
}

// Forward brings positions read at a snapshot — which saw every change up to seen and, of the later ones, those in
// visible — up to the memo's generation, by the changes applied since that the snapshot did not see: an exact one
// adds its deltas, another leaves the days on or after it unknown (keep false). vals are changed in place; ok is
// false when the memo no longer holds every such change, or the snapshot saw one it has not applied. moved says
// whether any change was added.
func (m *Memo) Forward(vals []Position, days []model.Date, seen int64, visible []int64) (keep []bool, moved, ok bool) {
	if seen < m.recentFrom {
		return nil, false, false
	}
	saw := make(map[int64]bool, len(visible))
	for _, id := range visible {
		if id > m.Seen {
			return nil, false, false
		}
		saw[id] = true
	}
	keep = make([]bool, len(days))
	keys := make([]string, len(days))
	for i, d := range days {
		keep[i], keys[i] = true, d.String()
	}
	for _, ch := range m.recent {
		if ch.ID <= seen || saw[ch.ID] {
			continue
		}
		moved = true
		for i, key := range keys {
			if !ch.Exact {
				keep[i] = keep[i] && key < ch.From.String()
				continue
			}
			for _, x := range ch.Deltas {
				if x.Order <= key {
					vals[i] = vals[i].Plus(x.By, 1)
				}
			}
		}
	}
	return keep, moved, true
}
