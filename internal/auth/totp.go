package auth

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTP parameters (RFC 6238 defaults, which every authenticator app reads): SHA-1, 6 digits, 30-second steps.
// A code of the step before or after the server's is accepted, for clocks that drift a little.
const (
	totpPeriod = 30
	totpSkew   = 1
	// RecoveryCodeCount is how many single-use recovery codes a person gets when turning two-factor on.
	RecoveryCodeCount = 10
)

var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// TOTPKey is a new TOTP secret with what an authenticator app needs to read it.
type TOTPKey struct {
	Secret string // base32, as the app shows it when typed by hand
	URL    string // otpauth://totp/…
	QRCode string // the URL as a PNG QR code, in a data: URL
}

// NewTOTPKey makes a 160-bit TOTP secret for the account, labelled with the issuer in the app.
func NewTOTPKey(issuer, account string) (TOTPKey, error) {
	key, err := totp.Generate(totp.GenerateOpts{
		Issuer: issuer, AccountName: account, Period: totpPeriod, SecretSize: 20,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1,
	})
	if err != nil {
		return TOTPKey{}, fmt.Errorf("new totp key: %w", err)
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return TOTPKey{}, fmt.Errorf("totp qr code: %w", err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return TOTPKey{}, fmt.Errorf("totp qr code: %w", err)
	}
	return TOTPKey{
		Secret: key.Secret(),
		URL:    key.URL(),
		QRCode: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()),
	}, nil
}

// TOTPStep returns the time step a code belongs to when it is the secret's code for a step within the accepted
// window around now, and ok false otherwise. The caller refuses a step already used (replay).
func TOTPStep(secret, code string, now time.Time) (step int64, ok bool) {
	code = strings.TrimSpace(code)
	if len(code) != 6 {
		return 0, false
	}
	current := now.Unix() / totpPeriod
	for s := current - totpSkew; s <= current+totpSkew; s++ {
		want, err := totp.GenerateCodeCustom(secret, time.Unix(s*totpPeriod, 0), totpOpts)
		if err != nil {
			return 0, false
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return s, true
		}
	}
	return 0, false
}

// TOTPCode returns the secret's code at t (tests and the command line use it to act as the app).
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOpts)
}

// IsTOTPCode reports whether what a person typed has the shape of an app code (six digits) rather than a
// recovery code.
func IsTOTPCode(code string) bool {
	code = strings.TrimSpace(code)
	if len(code) != 6 {
		return false
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// recoveryAlphabet has no letters that read alike (no 0/o, 1/l/i).
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// NewRecoveryCodes returns RecoveryCodeCount fresh codes shaped "xxxxx-xxxxx" (about 49 random bits each).
func NewRecoveryCodes() ([]string, error) {
	codes := make([]string, RecoveryCodeCount)
	buf := make([]byte, 10)
	for i := range codes {
		var b strings.Builder
		for j := range buf {
			c, err := randomIndex(len(recoveryAlphabet))
			if err != nil {
				return nil, fmt.Errorf("recovery codes: %w", err)
			}
			if j == 5 {
				b.WriteByte('-')
			}
			b.WriteByte(recoveryAlphabet[c])
		}
		codes[i] = b.String()
	}
	return codes, nil
}

// randomIndex returns a uniform random number below n (n < 256), by rejection.
func randomIndex(n int) (int, error) {
	limit := 256 - 256%n
	b := make([]byte, 1)
	for {
		if _, err := rand.Read(b); err != nil {
			return 0, err
		}
		if int(b[0]) < limit {
			return int(b[0]) % n, nil
		}
	}
}

// RecoveryCodeHash is what the server stores of a recovery code: the SHA-256 of the code as typed without case,
// spaces or dashes. The codes are random, so a fast hash is enough (as for session tokens).
func RecoveryCodeHash(code string) string {
	c := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "\t", "").Replace(strings.TrimSpace(code)))
	return TokenHash("recovery:" + c)
}
