//go:build !linux

package auth

// systemMemoryLimit is unknown outside Linux: the pool is then sized from the cores and GOMEMLIMIT.
func systemMemoryLimit() uint64 { return 0 }
