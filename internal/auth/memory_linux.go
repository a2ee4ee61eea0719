package auth

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// systemMemoryLimit reads the physical memory, the cgroup (v2 or v1) memory limit and RLIMIT_AS, and returns the
// least of those that are set (0 when none is).
func systemMemoryLimit() uint64 {
	var limit uint64
	consider := func(v uint64) {
		if v > 0 && v < 1<<60 && (limit == 0 || v < limit) {
			limit = v
		}
	}
	consider(memTotal())
	for _, path := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		if b, err := os.ReadFile(path); err == nil {
			if v, err := strconv.ParseUint(string(bytes.TrimSpace(b)), 10, 64); err == nil {
				consider(v)
			}
		}
	}
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &rl); err == nil { // RLIM_INFINITY is above 1<<60
		consider(rl.Cur)
	}
	return limit
}

// memTotal is MemTotal of /proc/meminfo in bytes (0 when unreadable).
func memTotal() uint64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb * 1024
		}
	}
	return 0
}
