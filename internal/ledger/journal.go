package ledger

import (
	"cmp"
	"fmt"
	"slices"
)

// Posted is an entry in force in the journal of an owner (neither a reversal nor reversed), by its id.
type Posted struct {
	ID int64
	Entry
}

// Change is an entry the journal of an owner gains: a reversal of the entry whose id is Reverses, or, with Reverses
// zero, an entry the rules call for.
type Change struct {
	Reverses int64
	Entry    Entry
}

// Reconcile returns what the journal of one owner gains so that the entries in force (have) become those the rules
// call for (want): the reversal ('Estorno: …', every line negated) of each entry in force that is no longer called
// for, changed, or in force twice under one key, in the order they were posted — first, so the journal reads as
// what happened — then each entry called for that is not in force as it is. The journal itself is never changed:
// a record edited or deleted is a reversal and, maybe, a new entry. A wanted entry that does not balance is an error.
func Reconcile(want []Entry, have []Posted) ([]Change, error) {
	inForce := map[string]Posted{}
	var stale []Posted
	for _, p := range have {
		if _, dup := inForce[p.Key]; dup {
			stale = append(stale, p)
		} else {
			inForce[p.Key] = p
		}
	}
	var posts []Change
	for _, e := range want {
		if !e.Balanced() {
			return nil, fmt.Errorf("entry %s does not balance", e.Key)
		}
		if p, ok := inForce[e.Key]; ok {
			delete(inForce, e.Key)
			if p.Same(e) {
				continue
			}
			stale = append(stale, p)
		}
		posts = append(posts, Change{Entry: e})
	}
	for _, p := range inForce {
		stale = append(stale, p)
	}
	slices.SortFunc(stale, func(a, b Posted) int { return cmp.Compare(a.ID, b.ID) })
	out := make([]Change, 0, len(stale)+len(posts))
	for _, p := range stale {
		r := Entry{Key: p.Key, Date: p.Date, Memo: "Estorno: " + p.Memo, Lines: make([]Line, len(p.Lines))}
		for j, l := range p.Lines {
			l.Amount = -l.Amount
			r.Lines[j] = l
		}
		out = append(out, Change{Reverses: p.ID, Entry: r})
	}
	return append(out, posts...), nil
}
