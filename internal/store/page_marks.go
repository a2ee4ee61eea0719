package store

import "sync"

// pageMarks remembers where rows stand in the latest asset lists asked: the sort key and id of the first and last
// row of each page served, under the changes stamp of the list's filter it was read at (asset_totals.changes of
// the filter's rows). A later page of the same list — the next one, or the same one asked again — then seeks to
// the nearest remembered row before it along the order's index, instead of walking every row before its offset.
// A write to an asset that the filter selects, before or after the write, moves the stamp, through any instance,
// and the marks read before it are not used again.
type pageMarks struct {
	mu     sync.Mutex
	byList map[string]*listMarks
}

type listMarks struct {
	stamp int64
	at    map[int]mark // offset in the list → the row there
}

// mark is a row's place in a list's order: its sort key, as the database stores it, and its id.
type mark struct {
	key any
	id  int64
}

// Bounds of what is remembered: past them, everything of the lists or of one list is forgotten at once.
const maxMarkedLists, maxMarksPerList = 256, 1024

// nearest is the remembered row of list closest at or before offset off, with its offset, if one was read at stamp.
func (p *pageMarks) nearest(list string, stamp int64, off int) (int, mark, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	l := p.byList[list]
	if l == nil || l.stamp != stamp {
		return 0, mark{}, false
	}
	best, found := -1, mark{}
	for at, m := range l.at {
		if at <= off && at > best {
			best, found = at, m
		}
	}
	return best, found, best >= 0
}

// remember notes that the row at offset off of list, read at stamp, is m.
func (p *pageMarks) remember(list string, stamp int64, off int, m mark) {
	p.mu.Lock()
	defer p.mu.Unlock()
	l := p.byList[list]
	if l != nil && stamp < l.stamp {
		return // read before a write that the marks already follow
	}
	if l == nil || l.stamp != stamp || len(l.at) >= maxMarksPerList {
		if l == nil && len(p.byList) >= maxMarkedLists {
			clear(p.byList)
		}
		l = &listMarks{stamp: stamp, at: map[int]mark{}}
		p.byList[list] = l
	}
	l.at[off] = m
}
