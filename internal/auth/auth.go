// Package auth hashes passwords with argon2id and makes and hashes the opaque session tokens.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are the argon2id cost parameters written into every hash, so hashes made with other parameters
// still verify.
type Params struct {
	Time    uint32
	Memory  uint32 // KiB
	Threads uint8
}

// DefaultParams are OWASP's recommended argon2id configuration (19 MiB, two passes, one lane), the counterpart of
// bcrypt at cost 10: about 25 ms of one core per hash here (docs/decisions.md "Password hashing at OWASP's
// argon2id configuration"). Hashes made before with 64 MiB, one pass, two lanes, still verify with their own.
var DefaultParams = Params{Time: 2, Memory: 19 * 1024, Threads: 1}

// params is what HashPassword uses; tests lower it with UseFastHashing.
var params = DefaultParams

// UseFastHashing makes HashPassword cheap (64 KiB, well under a millisecond). Only tests call it: hashes stay
// valid argon2id.
func UseFastHashing() { UseParams(Params{Time: 1, Memory: 64, Threads: 1}) }

// UseParams sets the parameters of the hashes HashPassword makes. Only tests call it, while nothing hashes.
func UseParams(p Params) { params = p }

const saltLen, keyLen = 16, 32

// HashPassword returns an argon2id hash in the PHC string format. It runs in the process's hashing pool and
// returns ErrBusy when no slot frees up within HashWait.
func HashPassword(ctx context.Context, password string) (string, error) {
	params := params
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	var key []byte
	if err := withSlot(ctx, params.Memory, func() {
		key = argon2.IDKey([]byte(password), salt, params.Time, params.Memory, params.Threads, keyLen)
	}); err != nil {
		return "", err
	}
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, params.Memory, params.Time,
		params.Threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// ErrMalformedHash is returned for a stored hash that is not an argon2id PHC string.
var ErrMalformedHash = errors.New("malformed password hash")

// CheckPassword reports whether password matches the stored hash, in constant time. Like HashPassword it
// runs in the hashing pool and returns ErrBusy when no slot frees up within HashWait.
func CheckPassword(ctx context.Context, hash, password string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, ErrMalformedHash
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil || p.Time < 1 || p.Threads < 1 {
		return false, ErrMalformedHash
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, ErrMalformedHash
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil {
		return false, ErrMalformedHash
	}
	var got []byte
	if err := withSlot(ctx, p.Memory, func() {
		got = argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, uint32(len(want)))
	}); err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// NewToken returns a fresh opaque session token of 256 random bits.
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("new token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// TokenHash is what the server stores of a token: its SHA-256, in hex.
func TokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// RandomPassword returns a password for a generated first admin.
func RandomPassword() (string, error) {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random password: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}
