package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/auth"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
)

// fixedClock is a test clock that moves only when told.
type fixedClock struct{ t time.Time }

func (c *fixedClock) now() time.Time { return c.t }

// eachAt runs fn on a fresh harness per database, with the store on a fixed clock.
func eachAt(t *testing.T, fn func(t *testing.T, h *harness, clock *fixedClock)) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		clock := &fixedClock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
		fn(t, newHarnessAt(t, db, clock.now), clock)
	})
}

func loginBody(email, pw, code string) string {
	b, _ := json.Marshal(map[string]string{"email": email, "password": pw, "code": code})
	return string(b)
}

func errorCode(t *testing.T, r response) string {
	t.Helper()
	code, _ := r.json(t)["code"].(string)
	return code
}

// enableTOTP sets two-factor up for the role's user and returns the secret and the recovery codes.
func enableTOTP(t *testing.T, h *harness, clock *fixedClock, role string) (string, []string) {
	t.Helper()
	res := h.call("POST", "/api/auth/totp/setup", role, "")
	if res.Status != http.StatusOK {
		t.Fatalf("setup: %d %s", res.Status, res.Body)
	}
	data := res.json(t)["data"].(map[string]any)
	secret := data["secret"].(string)
	if !strings.HasPrefix(data["otpauthUrl"].(string), "otpauth://totp/") || !strings.Contains(data["otpauthUrl"].(string), "secret="+secret) {
		t.Fatalf("otpauth URL %q", data["otpauthUrl"])
	}
	if !strings.HasPrefix(data["qrCode"].(string), "data:image/png;base64,iVBOR") {
		t.Fatalf("QR code is not a PNG data URL: %.40s", data["qrCode"])
	}
	code, err := auth.TOTPCode(secret, clock.t)
	if err != nil {
		t.Fatal(err)
	}
	wrong := fmt.Sprintf("%06d", (atoi(code)+1)%1000000)
	if res := h.call("POST", "/api/auth/totp/enable", role, `{"code":"`+wrong+`"}`); res.Status != http.StatusUnprocessableEntity || !strings.Contains(res.Body, "Código incorreto") {
		t.Fatalf("enable with a wrong code: %d %s", res.Status, res.Body)
	}
	res = h.call("POST", "/api/auth/totp/enable", role, `{"code":"`+code+`"}`)
	if res.Status != http.StatusOK {
		t.Fatalf("enable: %d %s", res.Status, res.Body)
	}
	var recovery []string
	for _, c := range res.json(t)["data"].(map[string]any)["recoveryCodes"].([]any) {
		recovery = append(recovery, c.(string))
	}
	return secret, recovery
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func TestTOTPSignIn(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		const email = "user@exemplo.com.br"
		if me := h.call("GET", "/api/auth/me", "user", ""); me.json(t)["data"].(map[string]any)["twoFactorEnabled"] != false {
			t.Fatalf("me before set-up: %s", me.Body)
		}
		if res := h.call("POST", "/api/auth/totp/enable", "user", `{"code":"123456"}`); res.Status != http.StatusConflict || errorCode(t, res) != "totp_not_pending" {
			t.Fatalf("enable before set-up: %d %s", res.Status, res.Body)
		}
		secret, recovery := enableTOTP(t, h, clock, "user")
		seen := map[string]bool{}
		for _, c := range recovery {
			if len(c) != 11 || c[5] != '-' || seen[c] {
				t.Fatalf("recovery codes %q", recovery)
			}
			seen[c] = true
		}
		if len(recovery) != 10 {
			t.Fatalf("%d recovery codes", len(recovery))
		}
		var stored int
		if err := h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM recovery_codes WHERE code_hash = ?", recovery[0]).Scan(&stored); err != nil || stored != 0 {
			t.Fatalf("a recovery code is stored in clear: %d %v", stored, err)
		}
		if me := h.call("GET", "/api/auth/me", "user", ""); me.json(t)["data"].(map[string]any)["twoFactorEnabled"] != true {
			t.Fatalf("me after set-up: %s", me.Body)
		}
		if res := h.call("POST", "/api/auth/totp/setup", "user", ""); res.Status != http.StatusConflict || errorCode(t, res) != "totp_already_enabled" {
			t.Fatalf("second set-up: %d %s", res.Status, res.Body)
		}

		codeAt := func(at time.Time) string {
			c, err := auth.TOTPCode(secret, at)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
		failures := 0
		steps := []struct {
			name, password, code string
			advance              time.Duration
			status               int
			errCode              string
			failure              bool
		}{
			{"no code", password, "", 0, 401, "totp_required", false},
			{"the code that confirmed the set-up (replay)", password, codeAt(clock.t), 0, 401, "invalid_totp", true},
			{"a wrong code", password, fmt.Sprintf("%06d", (atoi(codeAt(clock.t.Add(30*time.Second)))+1)%1000000), 30 * time.Second, 401, "invalid_totp", true},
			{"the right code", password, codeAt(clock.t.Add(30 * time.Second)), 0, 200, "", false},
			{"the same code again (replay)", password, codeAt(clock.t.Add(30 * time.Second)), 0, 401, "invalid_totp", true},
			{"the previous step's code, one step late", password, codeAt(clock.t.Add(60 * time.Second)), 60 * time.Second, 200, "", false},
			{"a recovery code, typed loosely", password, " " + strings.ToUpper(recovery[3]) + " ", 0, 200, "", false},
			{"the same recovery code again", password, recovery[3], 0, 401, "invalid_totp", true},
			{"a code that was never issued", password, "abcde-fghjk", 0, 401, "invalid_totp", true},
			{"a right code with a wrong password", "errada", codeAt(clock.t.Add(120 * time.Second)), 30 * time.Second, 401, "invalid_credentials", true},
		}
		for _, st := range steps {
			clock.t = clock.t.Add(st.advance)
			res := h.call("POST", "/api/auth/login", "", loginBody(email, st.password, st.code))
			if res.Status != st.status || (st.errCode != "" && errorCode(t, res) != st.errCode) {
				t.Fatalf("%s: %d %s", st.name, res.Status, res.Body)
			}
			if st.errCode == "totp_required" && res.json(t)["error"] != "Digite o código de verificação do seu aplicativo autenticador." {
				t.Fatalf("%s: message %s", st.name, res.Body)
			}
			if st.status == 200 {
				failures = 0 // a sign-in clears the account's failures
			}
			if st.failure {
				failures++
			}
			var n int
			err := h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM login_attempts WHERE account = ? AND state = 'failed'", "email:"+email).Scan(&n)
			if err != nil || n != failures {
				t.Fatalf("%s: %d login failures recorded, want %d (%v)", st.name, n, failures, err)
			}
		}
		// A third recovery code still works; eight are left.
		if res := h.call("POST", "/api/auth/login", "", loginBody(email, password, recovery[9])); res.Status != 200 {
			t.Fatalf("another recovery code: %d %s", res.Status, res.Body)
		}
		if n, err := h.store.RecoveryCodesLeft(context.Background(), h.users["user"].ID); err != nil || n != 8 {
			t.Fatalf("recovery codes left: %d %v", n, err)
		}

		// Turning it off needs the current password (or a code).
		for _, c := range []struct {
			body   string
			status int
		}{
			{`{}`, 422},
			{`{"password":"errada"}`, 422},
			{`{"code":"000000"}`, 422},
			{`{"password":"` + password + `"}`, 204},
			{`{"password":"` + password + `"}`, 409},
		} {
			if res := h.call("DELETE", "/api/auth/totp", "user", c.body); res.Status != c.status {
				t.Fatalf("disable %s: %d %s", c.body, res.Status, res.Body)
			}
		}
		if res := h.call("POST", "/api/auth/login", "", loginBody(email, password, "")); res.Status != 200 {
			t.Fatalf("sign-in after disabling: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/api/auth/login", "", loginBody(email, password, recovery[0])); res.Status != 200 {
			t.Fatalf("a code sent to an account without two-factor is ignored: %d %s", res.Status, res.Body)
		}
	})
}

func TestTOTPDisableWithACode(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		secret, _ := enableTOTP(t, h, clock, "viewer")
		clock.t = clock.t.Add(30 * time.Second)
		code, _ := auth.TOTPCode(secret, clock.t)
		if res := h.call("DELETE", "/api/auth/totp", "viewer", `{"code":"`+code+`"}`); res.Status != 204 {
			t.Fatalf("disable with a code: %d %s", res.Status, res.Body)
		}
		if me := h.call("GET", "/api/auth/me", "viewer", ""); me.json(t)["data"].(map[string]any)["twoFactorEnabled"] != false {
			t.Fatalf("me: %s", me.Body)
		}
	})
}

func TestTOTPDisableGuessesAreLimited(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		enableTOTP(t, h, clock, "viewer")
		for i := range 5 {
			if res := h.call("DELETE", "/api/auth/totp", "viewer", `{"password":"errada-`+fmt.Sprint(i)+`"}`); res.Status != 422 {
				t.Fatalf("guess %d: %d %s", i+1, res.Status, res.Body)
			}
		}
		res := h.call("DELETE", "/api/auth/totp", "viewer", `{"password":"`+password+`"}`)
		if res.Status != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
			t.Fatalf("sixth attempt: %d %s", res.Status, res.Body)
		}
		clock.t = clock.t.Add(16 * time.Minute)
		if res := h.call("DELETE", "/api/auth/totp", "viewer", `{"password":"`+password+`"}`); res.Status != 204 {
			t.Fatalf("after the window: %d %s", res.Status, res.Body)
		}
	})
}

func TestTwoFactorRequiredForAdmins(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		on := `{"requireTwoFactorForAdmins":true}`
		if res := h.call("PUT", "/api/settings", "admin", on); res.Status != 422 || !strings.Contains(res.Body, "requireTwoFactorForAdmins") {
			t.Fatalf("required by an admin without two-factor: %d %s", res.Status, res.Body)
		}
		enableTOTP(t, h, clock, "admin")
		if res := h.call("PUT", "/api/settings", "admin", on); res.Status != 200 || res.json(t)["data"].(map[string]any)["requireTwoFactorForAdmins"] != true {
			t.Fatalf("required: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/settings", "", ""); !strings.Contains(res.Body, `"requireTwoFactorForAdmins":true`) {
			t.Fatalf("settings: %s", res.Body)
		}
		if res := h.call("DELETE", "/api/auth/totp", "admin", `{"password":"`+password+`"}`); res.Status != 409 || errorCode(t, res) != "two_factor_required" {
			t.Fatalf("an admin turns it off while required: %d %s", res.Status, res.Body)
		}

		hash, _ := auth.HashPassword(context.Background(), password)
		if _, err := h.store.CreateUser(context.Background(), model.User{Name: "Eli Admin", Email: "eli@exemplo.com.br", Role: model.RoleAdmin, Active: true}, hash); err != nil {
			t.Fatal(err)
		}
		eli := "Bearer " + h.login("eli@exemplo.com.br", password)
		for _, c := range []struct {
			method, path, body string
			status             int
		}{
			{"GET", "/api/assets", "", 403},
			{"GET", "/api/users", "", 403},
			{"GET", "/api/dashboard", "", 403},
			{"PUT", "/api/settings", `{"requireTwoFactorForAdmins":false}`, 403},
			{"GET", "/api/auth/sessions", "", 403},
			{"POST", "/api/upload", "", 403},
			{"GET", "/api/auth/me", "", 200},
			{"GET", "/api/settings", "", 200},
		} {
			res := h.call(c.method, c.path, eli, c.body)
			if res.Status != c.status {
				t.Fatalf("%s %s before set-up: %d %s", c.method, c.path, res.Status, res.Body)
			}
			if c.status == 403 && (errorCode(t, res) != "two_factor_setup_required" ||
				res.json(t)["error"] != "Administradores precisam ativar a verificação em duas etapas. Configure-a em Meu Perfil.") {
				t.Fatalf("%s %s: %s", c.method, c.path, res.Body)
			}
		}
		if me := h.call("GET", "/api/auth/me", eli, "").json(t)["data"].(map[string]any); me["twoFactorSetupRequired"] != true || me["twoFactorEnabled"] != false {
			t.Fatalf("me before set-up: %v", me)
		}
		// Roles other than admin are not asked.
		if res := h.call("GET", "/api/assets", "user", ""); res.Status != 200 {
			t.Fatalf("user: %d", res.Status)
		}
		// Logout is reachable before the set-up.
		other := "Bearer " + h.login("eli@exemplo.com.br", password)
		if res := h.call("POST", "/api/auth/logout", other, ""); res.Status != 204 {
			t.Fatalf("logout before set-up: %d %s", res.Status, res.Body)
		}

		h.tokens["eli"] = strings.TrimPrefix(eli, "Bearer ")
		enableTOTP(t, h, clock, "eli")
		if res := h.call("GET", "/api/assets", "eli", ""); res.Status != 200 {
			t.Fatalf("after set-up: %d %s", res.Status, res.Body)
		}
		if me := h.call("GET", "/api/auth/me", "eli", "").json(t)["data"].(map[string]any); me["twoFactorSetupRequired"] != false || me["twoFactorEnabled"] != true {
			t.Fatalf("me after set-up: %v", me)
		}
		// Switched off again, admins without two-factor are let through.
		if res := h.call("PUT", "/api/settings", "admin", `{"requireTwoFactorForAdmins":false}`); res.Status != 200 {
			t.Fatalf("not required: %d %s", res.Status, res.Body)
		}
		if res := h.call("DELETE", "/api/auth/totp", "eli", `{"password":"`+password+`"}`); res.Status != 204 {
			t.Fatalf("disable when not required: %d %s", res.Status, res.Body)
		}
	})
}

// loginFrom signs in as if from a browser at an address and returns the token.
func loginFrom(t *testing.T, h *harness, email, userAgent, addr string) string {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api/auth/login", strings.NewReader(loginBody(email, password, "")))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", userAgent)
	req.RemoteAddr = addr + ":5555"
	rec := httptest.NewRecorder()
	h.handler.ServeHTTP(rec, req)
	res := response{Status: rec.Code, Body: rec.Body.String()}
	if res.Status != 200 {
		t.Fatalf("login from %s: %d %s", addr, res.Status, res.Body)
	}
	return res.json(t)["data"].(map[string]any)["token"].(string)
}

func TestActiveSessions(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		const email = "user@exemplo.com.br"
		chrome := "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
		iphone := "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
		laptop := "Bearer " + loginFrom(t, h, email, chrome, "198.51.100.7")
		phone := "Bearer " + loginFrom(t, h, email, iphone+"\x00\x07", "203.0.113.9")

		list := func(token string) []map[string]any {
			t.Helper()
			res := h.call("GET", "/api/auth/sessions", token, "")
			if res.Status != 200 {
				t.Fatalf("sessions: %d %s", res.Status, res.Body)
			}
			var out []map[string]any
			for _, s := range res.json(t)["data"].([]any) {
				out = append(out, s.(map[string]any))
			}
			return out
		}
		byDevice := map[string]map[string]any{}
		current := 0
		for _, s := range list(laptop) {
			byDevice[s["device"].(string)] = s
			if s["current"] == true {
				current++
			}
		}
		if len(byDevice) != 3 || current != 1 {
			t.Fatalf("sessions: %v", byDevice)
		}
		c, p := byDevice["Chrome no Linux"], byDevice["Safari no iPhone"]
		if c == nil || p == nil || c["current"] != true || p["current"] != false || c["address"] != "198.51.100.7" || p["address"] != "203.0.113.9" ||
			p["userAgent"] != iphone || c["createdAt"] == nil || c["lastUsedAt"] == nil {
			t.Fatalf("sessions: %v", byDevice)
		}
		if _, ok := byDevice["Navegador desconhecido"]; !ok {
			t.Fatalf("the harness's own session (no User-Agent): %v", byDevice)
		}
		if strings.Contains(h.call("GET", "/api/auth/sessions", laptop, "").Body, "token") {
			t.Fatal("the list shows tokens")
		}

		// Someone else's session is not found, and stays alive.
		viewerSession := fmt.Sprint(list("viewer")[0]["id"])
		for _, path := range []string{"/api/auth/sessions/" + viewerSession, "/api/auth/sessions/999999", "/api/auth/sessions/abc"} {
			if res := h.call("DELETE", path, laptop, ""); res.Status != 404 || errorCode(t, res) != "not_found" {
				t.Fatalf("DELETE %s: %d %s", path, res.Status, res.Body)
			}
		}
		if res := h.call("GET", "/api/auth/me", "viewer", ""); res.Status != 200 {
			t.Fatalf("the viewer's session was ended: %d", res.Status)
		}

		// End one: the phone is signed out.
		if res := h.call("DELETE", fmt.Sprintf("/api/auth/sessions/%v", p["id"]), laptop, ""); res.Status != 204 {
			t.Fatalf("end one: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/auth/me", phone, ""); res.Status != 401 {
			t.Fatalf("ended session still works: %d", res.Status)
		}
		if n := len(list(laptop)); n != 2 {
			t.Fatalf("%d sessions after ending one", n)
		}

		// End all the others: only this one is left, and the other users keep theirs.
		res := h.call("DELETE", "/api/auth/sessions", laptop, "")
		if res.Status != 200 || res.json(t)["data"].(map[string]any)["ended"] != float64(1) {
			t.Fatalf("end others: %d %s", res.Status, res.Body)
		}
		if left := list(laptop); len(left) != 1 || left[0]["current"] != true {
			t.Fatalf("left: %v", left)
		}
		if res := h.call("GET", "/api/auth/me", "user", ""); res.Status != 401 {
			t.Fatalf("another session of the user still works: %d", res.Status)
		}
		if res := h.call("GET", "/api/auth/me", "viewer", ""); res.Status != 200 {
			t.Fatalf("another user's session was ended: %d", res.Status)
		}
	})
}

// TestTwoFactorOnEndsOtherSessions: turning two-factor sign-in on ends the person's other sessions — one opened with
// a stolen password among them — and keeps the one that turned it on.
func TestTwoFactorOnEndsOtherSessions(t *testing.T) {
	t.Parallel()
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		other := h.login("user@exemplo.com.br", password)
		enableTOTP(t, h, clock, "user")
		if res := h.call("GET", "/api/auth/me", "Bearer "+other, ""); res.Status != http.StatusUnauthorized {
			t.Fatalf("another session after two-factor was turned on: %d", res.Status)
		}
		if res := h.call("GET", "/api/auth/me", "user", ""); res.Status != http.StatusOK {
			t.Fatalf("the session that turned it on: %d %s", res.Status, res.Body)
		}
	})
}
