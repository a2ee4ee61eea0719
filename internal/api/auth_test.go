package api_test

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/auth"
	"patrimonio/internal/store"
)

func urlQuery(s string) string { return url.QueryEscape(s) }

func userFilterAll() store.UserFilter { return store.UserFilter{Page: 1, PageSize: 200} }

func TestLogin(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		res := h.call("POST", "/api/auth/login", "", `{"email":"ADMIN@exemplo.com.br","password":"`+password+`"}`)
		body := res.json(t)
		data, _ := body["data"].(map[string]any)
		if res.Status != 200 || data["token"] == "" || data["user"].(map[string]any)["role"] != "admin" {
			t.Fatalf("login: %d %s", res.Status, res.Body)
		}
		if strings.Contains(res.Body, "argon2") || strings.Contains(strings.ToLower(res.Body), "hash") {
			t.Fatalf("login response leaks a hash: %s", res.Body)
		}
		wrongPassword := h.call("POST", "/api/auth/login", "", `{"email":"admin@exemplo.com.br","password":"errada"}`)
		unknownEmail := h.call("POST", "/api/auth/login", "", `{"email":"ninguem@exemplo.com.br","password":"errada"}`)
		if wrongPassword.Status != 401 || unknownEmail.Status != 401 || wrongPassword.Body != unknownEmail.Body {
			t.Fatalf("failures differ or are not 401: %s / %s", wrongPassword.Body, unknownEmail.Body)
		}
		if msg := wrongPassword.json(t)["error"]; msg != "Email ou senha incorretos." {
			t.Fatalf("message %q", msg)
		}
		empty := h.call("POST", "/api/auth/login", "", `{"email":"","password":""}`)
		if empty.Status != 422 || empty.json(t)["error"] != "Por favor, preencha todos os campos" {
			t.Fatalf("empty fields: %d %s", empty.Status, empty.Body)
		}
	})
}

func TestLoginRateLimit(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for i := range 5 {
			if res := h.call("POST", "/api/auth/login", "", `{"email":"user@exemplo.com.br","password":"errada"}`); res.Status != 401 {
				t.Fatalf("failure %d: %d", i+1, res.Status)
			}
		}
		// The account is now locked for a while, even with the right password.
		res := h.call("POST", "/api/auth/login", "", `{"email":"user@exemplo.com.br","password":"`+password+`"}`)
		if res.Status != http.StatusTooManyRequests {
			t.Fatalf("sixth attempt: %d %s", res.Status, res.Body)
		}
		if wait, err := strconv.Atoi(res.Header.Get("Retry-After")); err != nil || wait < 1 || wait > 15*60+1 {
			t.Fatalf("Retry-After %q", res.Header.Get("Retry-After"))
		}
		if msg := res.json(t)["error"]; msg != "Muitas tentativas de login. Tente novamente em alguns minutos." {
			t.Fatalf("message %q", msg)
		}
		// Another account from the same address still signs in.
		h.login("viewer@exemplo.com.br", password)

		// Many accounts tried from one address: the address is limited too.
		for i := range 15 {
			h.call("POST", "/api/auth/login", "", `{"email":"x`+strconv.Itoa(i)+`@exemplo.com.br","password":"errada"}`)
		}
		if res := h.call("POST", "/api/auth/login", "", `{"email":"admin@exemplo.com.br","password":"`+password+`"}`); res.Status != http.StatusTooManyRequests {
			t.Fatalf("address limit: %d", res.Status)
		}
	})
}

func TestTokens(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		if res := h.call("GET", "/api/auth/me", "admin", ""); res.Status != 200 || res.json(t)["data"].(map[string]any)["email"] != "admin@exemplo.com.br" {
			t.Fatalf("me: %d %s", res.Status, res.Body)
		}
		forged, _ := auth.NewToken()
		for name, header := range map[string]string{
			"forged":        "Bearer " + forged,
			"not bearer":    "Basic YWRtaW46YWRtaW4=",
			"empty bearer":  "Bearer ",
			"hash as token": "Bearer " + auth.TokenHash(h.tokens["admin"]),
		} {
			if res := h.call("GET", "/api/auth/me", header, ""); res.Status != 401 {
				t.Errorf("%s token: %d", name, res.Status)
			}
		}

		// Logged out: revoked.
		token := h.login("user@exemplo.com.br", password)
		if res := h.call("POST", "/api/auth/logout", "Bearer "+token, ""); res.Status != 204 {
			t.Fatalf("logout: %d", res.Status)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+token, ""); res.Status != 401 {
			t.Fatalf("revoked token: %d", res.Status)
		}

		// Expired: a clock past the absolute limit.
		token = h.login("user@exemplo.com.br", password)
		if _, err := h.db.ExecContext(context.Background(), "UPDATE sessions SET expires_at = ? WHERE token_hash = ?",
			time.Now().UTC().Add(-time.Minute), auth.TokenHash(token)); err != nil {
			t.Fatal(err)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+token, ""); res.Status != 401 {
			t.Fatalf("expired token: %d", res.Status)
		}
		// Idle for longer than the idle limit.
		token = h.login("user@exemplo.com.br", password)
		if _, err := h.db.ExecContext(context.Background(), "UPDATE sessions SET last_used_at = ? WHERE token_hash = ?",
			time.Now().UTC().Add(-2*time.Hour), auth.TokenHash(token)); err != nil {
			t.Fatal(err)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+token, ""); res.Status != 401 {
			t.Fatalf("idle token: %d", res.Status)
		}
	})
}

func TestDeactivatedUser(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		target := h.users["target"]
		token := h.login(target.Email, password)
		if res := h.call("GET", "/api/auth/me", "Bearer "+token, ""); res.Status != 200 { // its session now kept in memory
			t.Fatalf("me: %d", res.Status)
		}
		if res := h.call("PUT", "/api/users/"+strconv.FormatInt(target.ID, 10)+"/deactivate", "admin", ""); res.Status != 200 ||
			res.json(t)["data"].(map[string]any)["status"] != "inactive" {
			t.Fatalf("deactivate: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+token, ""); res.Status != 401 {
			t.Fatalf("deactivated user's token: %d", res.Status)
		}
		res := h.call("POST", "/api/auth/login", "", `{"email":"`+target.Email+`","password":"`+password+`"}`)
		if res.Status != 401 || res.json(t)["error"] != "Email ou senha incorretos." {
			t.Fatalf("deactivated sign-in: %d %s", res.Status, res.Body)
		}
		h.call("PUT", "/api/users/"+strconv.FormatInt(target.ID, 10)+"/activate", "admin", "")
		h.login(target.Email, password)
	})
}
