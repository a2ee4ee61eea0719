package store

import "sort"

// LedgerMemo returns the days the store's ledger memo holds, in order, and how many days it has rebuilt so far.
func LedgerMemo(s *Store) (days []string, rebuilt int) {
	c := s.ledger
	c.mu.Lock()
	defer c.mu.Unlock()
	for d := range c.days {
		days = append(days, d)
	}
	sort.Strings(days)
	return days, c.rebuilt
}
