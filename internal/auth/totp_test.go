package auth

import (
	"strings"
	"testing"
	"time"
)

// rfcSecret is the SHA-1 key of RFC 6238's test vectors ("12345678901234567890") in base32.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

func TestTOTPStepRFC6238(t *testing.T) {
	// RFC 6238 appendix B, SHA-1, the last six of the eight digits.
	for unix, code := range map[int64]string{59: "287082", 1111111109: "081804", 1234567890: "005924", 2000000000: "279037"} {
		at := time.Unix(unix, 0)
		step, ok := TOTPStep(rfcSecret, code, at)
		if !ok || step != unix/30 {
			t.Errorf("code %s at %d: step %d, ok %v", code, unix, step, ok)
		}
		if got, _ := TOTPCode(rfcSecret, at); got != code {
			t.Errorf("TOTPCode at %d = %s, want %s", unix, got, code)
		}
		// One step of drift either way is accepted, two are not.
		if s, ok := TOTPStep(rfcSecret, code, at.Add(30*time.Second)); !ok || s != unix/30 {
			t.Errorf("one step late refused at %d", unix)
		}
		if _, ok := TOTPStep(rfcSecret, code, at.Add(-30*time.Second)); !ok {
			t.Errorf("one step early refused at %d", unix)
		}
		if _, ok := TOTPStep(rfcSecret, code, at.Add(61*time.Second)); ok {
			t.Errorf("two steps late accepted at %d", unix)
		}
	}
	for _, bad := range []string{"", "12345", "1234567", "abcdef"} {
		if _, ok := TOTPStep(rfcSecret, bad, time.Unix(59, 0)); ok {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestRecoveryCodes(t *testing.T) {
	codes, err := NewRecoveryCodes()
	if err != nil || len(codes) != RecoveryCodeCount {
		t.Fatalf("%v %v", codes, err)
	}
	seen := map[string]bool{}
	for _, c := range codes {
		if len(c) != 11 || c[5] != '-' || seen[c] || IsTOTPCode(c) {
			t.Fatalf("code %q", c)
		}
		seen[c] = true
		if RecoveryCodeHash(c) != RecoveryCodeHash(" "+c[:5]+" "+c[6:]+" ") || RecoveryCodeHash(c) != RecoveryCodeHash(strings.ToUpper(c)) {
			t.Fatalf("%q: the hash depends on spacing or case", c)
		}
	}
	key, err := NewTOTPKey("Empresa", "ana@exemplo.com.br")
	if err != nil || len(key.Secret) != 32 {
		t.Fatalf("key %+v %v", key, err)
	}
}
