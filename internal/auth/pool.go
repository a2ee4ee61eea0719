package auth

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"golang.org/x/sync/semaphore"
)

// ErrBusy is returned when no hashing slot freed up within HashWait: the caller answers 503 and asks the
// client to retry.
var ErrBusy = errors.New("password hashing busy")

// HashWait is how long a password hash waits for a free slot before giving up with ErrBusy.
const HashWait = 2 * time.Second

// SlotMemory is the memory of one slot: one hash of the largest parameters the product has made (64 MiB, those
// before DefaultParams), so that every stored hash fits in one.
const SlotMemory = uint64(64 * 1024 * 1024)

// hashPool bounds the argon2id computations of the process: each takes at least one slot, and as many KiB of the
// pool as its memory parameter when that is more, so at most HashSlots() hashes run at once (a hash is CPU-bound:
// more at once only queue on the cores while holding memory), whatever the number of requests.
type hashPool struct {
	sem   *semaphore.Weighted
	slots int
	size  int64 // KiB
}

var pool = sync.OnceValue(func() *hashPool {
	n := hashSlots(runtime.GOMAXPROCS(0), memoryLimit(), SlotMemory)
	size := int64(n) * int64(SlotMemory/1024)
	return &hashPool{sem: semaphore.NewWeighted(size), slots: n, size: size}
})

// HashSlots is how many password hashes may run at once in this process.
func HashSlots() int { return pool().slots }

// hashSlots is the pool size: one slot per core (GOMAXPROCS), but no more than keep three times the slots'
// memory within a quarter of the memory the process may use (the heap holds the running hashes, the finished
// ones the collector has not freed yet, and the ones allocated while it runs). At least one. memory 0 means
// unknown.
func hashSlots(procs int, memory, perHash uint64) int {
	n := procs
	if memory > 0 {
		n = min(n, int(min(memory/4/(3*perHash), math.MaxInt32)))
	}
	return max(n, 1)
}

// memoryLimit is the least of the memory limits that apply to the process: physical memory, the cgroup
// limit, the address-space limit (ulimit -v) and the Go runtime's soft limit (GOMEMLIMIT). 0 when none is
// known.
func memoryLimit() uint64 {
	limit := systemMemoryLimit()
	if soft := debug.SetMemoryLimit(-1); soft > 0 && soft < math.MaxInt64 && (limit == 0 || uint64(soft) < limit) {
		limit = uint64(soft)
	}
	return limit
}

// withSlot runs fn holding memKiB of the pool, and never less than a slot, waiting at most HashWait for it.
func withSlot(ctx context.Context, memKiB uint32, fn func()) error {
	p := pool()
	need := int64(memKiB)
	if need > p.size {
		return fmt.Errorf("password hash needs %d KiB, more than the %d KiB of the hashing pool", need, p.size)
	}
	need = max(need, int64(SlotMemory/1024))
	wait, cancel := context.WithTimeout(ctx, HashWait)
	defer cancel()
	if err := p.sem.Acquire(wait, need); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return ErrBusy
	}
	defer p.sem.Release(need)
	fn()
	return nil
}
