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

// PruneLedgerChanges sets how many ledger_changes rows are kept and how often they are pruned, until the test ends.
func PruneLedgerChanges(t interface{ Cleanup(func()) }, kept, every int64) {
	oldKept, oldEvery := ledgerChangesKept, ledgerChangesPruneEvery
	ledgerChangesKept, ledgerChangesPruneEvery = kept, every
	t.Cleanup(func() { ledgerChangesKept, ledgerChangesPruneEvery = oldKept, oldEvery })
}

// LedgerCashSummed returns how many days of the accounts' total the store's ledger memo has summed so far.
func LedgerCashSummed(s *Store) int {
	s.ledger.mu.Lock()
	defer s.ledger.mu.Unlock()
	return s.ledger.summed
}
