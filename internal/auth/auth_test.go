package auth

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestPasswordRoundTrip(t *testing.T) {
	ctx := context.Background()
	hash, err := HashPassword(ctx, "Senha-Forte-123")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := CheckPassword(ctx, hash, "Senha-Forte-123"); err != nil || !ok {
		t.Fatalf("right password refused: %v %v", ok, err)
	}
	if ok, _ := CheckPassword(ctx, hash, "senha-forte-123"); ok {
		t.Fatal("wrong password accepted")
	}
	for _, bad := range []string{"$2a$10$bcrypt", "$argon2id$v=19$m=1024,t=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5", "$argon2id$v=19$m=1024,t=1,p=0$c2FsdHNhbHRzYWx0c2FsdA$a2V5"} {
		if _, err := CheckPassword(ctx, bad, "x"); !errors.Is(err, ErrMalformedHash) {
			t.Fatalf("malformed hash %q: %v", bad, err)
		}
	}
	other, _ := HashPassword(ctx, "Senha-Forte-123")
	if other == hash {
		t.Fatal("two hashes of one password are equal: salt not random")
	}
}

func TestHashSlots(t *testing.T) {
	const gib = 1 << 30
	for _, c := range []struct {
		procs  int
		memory uint64
		want   int
	}{
		{2, 24 * gib, 2},      // cores bound it
		{16, 2 * gib, 2},      // 512 MiB for hashing / 192 MiB per slot
		{16, 2500 << 20, 3},   // the audit's 2.5 GB cap
		{8, 256 << 20, 1},     // never less than one
		{4, 0, 4},             // memory unknown: one per core
		{64, 64 * gib, 64},    // a large machine
		{1, 1 << 40, 1},       // one core
		{32, 6 * gib, 8},      // 1.5 GiB / 192 MiB
		{32, 6*gib - 1, 7},    // rounds down
		{0, 1 * gib, 1},       // at least one
		{3, 3 * 192 << 22, 3}, // exactly three slots' worth, four times over
		{3, 3*192<<22 - 1, 2}, // just under it
	} {
		if got := hashSlots(c.procs, c.memory, SlotMemory); got != c.want {
			t.Errorf("hashSlots(%d, %d) = %d, want %d", c.procs, c.memory, got, c.want)
		}
	}
	if HashSlots() < 1 {
		t.Fatalf("HashSlots() = %d", HashSlots())
	}
}

// A full pool answers ErrBusy after the wait, a caller that goes away gets its context's error, and a freed
// slot is used again.
func TestHashPoolBusy(t *testing.T) {
	ctx := context.Background()
	hash, err := HashPassword(ctx, "Senha-Forte-123")
	if err != nil {
		t.Fatal(err)
	}
	p := pool()
	if err := p.sem.Acquire(ctx, p.size); err != nil {
		t.Fatal(err)
	}
	if _, err := CheckPassword(ctx, hash, "Senha-Forte-123"); !errors.Is(err, ErrBusy) {
		t.Fatalf("full pool: %v, want ErrBusy", err)
	}
	if _, err := HashPassword(ctx, "Senha-Forte-123"); !errors.Is(err, ErrBusy) {
		t.Fatalf("full pool, new hash: %v, want ErrBusy", err)
	}
	gone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := CheckPassword(gone, hash, "Senha-Forte-123"); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled caller: %v", err)
	}
	p.sem.Release(p.size)
	if ok, err := CheckPassword(ctx, hash, "Senha-Forte-123"); err != nil || !ok {
		t.Fatalf("after release: %v %v", ok, err)
	}
	if _, err := CheckPassword(ctx, "$argon2id$v=19$m=4294967295,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5", "x"); err == nil || errors.Is(err, ErrBusy) {
		t.Fatalf("a hash larger than the pool: %v", err)
	}
}

// Every hash takes a whole slot, however little memory it asks: with less than a slot free, even the tests' tiny
// hash waits and is answered ErrBusy, so no more hashes run at once than there are slots.
func TestHashTakesASlot(t *testing.T) {
	ctx := context.Background()
	p := pool()
	held := p.size - int64(SlotMemory/1024) + 1
	if err := p.sem.Acquire(ctx, held); err != nil {
		t.Fatal(err)
	}
	_, err := HashPassword(ctx, "Senha-Forte-123")
	p.sem.Release(held)
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("less than a slot free: %v, want ErrBusy", err)
	}
}

// A password hashed with the parameters used before DefaultParams (64 MiB, one pass, two lanes) still verifies:
// a hash carries its own parameters.
func TestFormerParamsStillVerify(t *testing.T) {
	ctx := context.Background()
	before := params
	UseParams(Params{Time: 1, Memory: 64 * 1024, Threads: 2})
	hash, err := HashPassword(ctx, "Senha-Forte-123")
	UseParams(before)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(hash, "$m=65536,t=1,p=2$") {
		t.Fatalf("hash %s", hash)
	}
	if ok, err := CheckPassword(ctx, hash, "Senha-Forte-123"); err != nil || !ok {
		t.Fatalf("former hash: %v %v", ok, err)
	}
	if ok, _ := CheckPassword(ctx, hash, "Senha-Errada-123"); ok {
		t.Fatal("a wrong password verified")
	}
}

func TestTokens(t *testing.T) {
	a, _ := NewToken()
	b, _ := NewToken()
	if a == b || len(a) < 40 {
		t.Fatalf("tokens not random or too short: %q %q", a, b)
	}
	if first, again := TokenHash(a), TokenHash(a); first == a || len(first) != 64 || first != again {
		t.Fatal("token hash is not a stable SHA-256 hex")
	}
}
