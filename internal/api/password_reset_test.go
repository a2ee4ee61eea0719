package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/auth"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/mail"
	"patrimonio/internal/mail/mailtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// mailbox counts the test addresses, so that tests sharing the Mailpit of the test binary read their own mail.
var mailbox atomic.Int64

// newMailbox creates an active user with an address no other test uses and returns it.
func newMailbox(t *testing.T, h *harness, name string) model.User {
	t.Helper()
	hash, _ := auth.HashPassword(context.Background(), password)
	email := fmt.Sprintf("%s-%d-%d@exemplo.com.br", name, time.Now().UnixNano(), mailbox.Add(1))
	u, err := h.store.CreateUser(context.Background(), model.User{Name: "Rita Redefine", Email: email, Role: model.RoleUser, Active: true}, hash)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// smtpJob is the mail job of the harness's store, sending to the test Mailpit through real SMTP (AUTH PLAIN
// with any user, which Mailpit accepts).
func smtpJob(h *harness, mp *mailtest.Server) *mail.Job {
	sender := mail.SMTP{Config: mail.Config{Host: "127.0.0.1", Port: mp.SMTPPort, User: "patrimonio", Password: "segredo",
		From: "Patrimônio <nao-responda@exemplo.com.br>"}}
	return mail.NewJob(h.store, sender, publicURL, slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
}

var resetLink = regexp.MustCompile(regexp.QuoteMeta(publicURL+mail.ResetPath) + `\?token=([A-Za-z0-9_-]+)`)

// forgot asks for a reset link for email, delivers the outbox and returns the token of the newest message in
// Mailpit for the address.
func forgot(t *testing.T, h *harness, job *mail.Job, mp *mailtest.Server, email string, want int) string {
	t.Helper()
	if res := h.call("POST", "/api/auth/forgot", "", `{"email":"`+email+`"}`); res.Status != http.StatusAccepted || !strings.Contains(res.Body, validate.MsgForgotSent) {
		t.Fatalf("forgot: %d %s", res.Status, res.Body)
	}
	sent, err := job.Deliver(context.Background())
	if err != nil || sent != 1 {
		t.Fatalf("deliver: %d sent, %v", sent, err)
	}
	msgs := mp.Messages(t, email)
	if len(msgs) != want {
		t.Fatalf("%d messages for %s, want %d", len(msgs), email, want)
	}
	m := msgs[0]
	if m.Subject != "Gestão Patrimonial: redefinição de senha" || m.From.Address != "nao-responda@exemplo.com.br" || m.From.Name != "Patrimônio" {
		t.Errorf("message %q from %+v", m.Subject, m.From)
	}
	for _, s := range []string{"Olá, Rita Redefine.", "O link vale por 1 hora e só pode ser usado uma vez."} {
		if !strings.Contains(m.Text, s) {
			t.Errorf("the message lacks %q:\n%s", s, m.Text)
		}
	}
	found := resetLink.FindStringSubmatch(m.Text)
	if found == nil {
		t.Fatalf("no reset link in:\n%s", m.Text)
	}
	return found[1]
}

func resetBody(token, pw string) string {
	b, _ := json.Marshal(map[string]string{"token": token, "password": pw})
	return string(b)
}

// TestPasswordResetByEmail: the reset e-mail read back from Mailpit, its link used once (then refused), expired
// after an hour (a fake clock), every session ended by the reset, and the outbox keeping no link once sent.
func TestPasswordResetByEmail(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t)
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		job := smtpJob(h, mp)
		u := newMailbox(t, h, "rita")
		session := h.login(u.Email, password)

		token := forgot(t, h, job, mp, u.Email, 1)
		var bodies []string
		rows, err := h.db.QueryContext(context.Background(), "SELECT body FROM mail_outbox")
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var b string
			rows.Scan(&b)
			bodies = append(bodies, b)
		}
		rows.Close()
		if len(bodies) != 1 || bodies[0] != "" {
			t.Errorf("the sent message's body is still stored: %q", bodies)
		}
		var raw, hashed int
		h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM password_resets WHERE token_hash = ?", token).Scan(&raw)
		h.db.QueryRowContext(context.Background(), "SELECT COUNT(*) FROM password_resets WHERE token_hash = ?", auth.TokenHash(token)).Scan(&hashed)
		if raw != 0 || hashed != 1 {
			t.Errorf("password_resets holds the token %d times and its hash %d times; want only the hash", raw, hashed)
		}

		// A short password changes nothing and leaves the token usable.
		if res := h.call("POST", "/api/auth/reset", "", resetBody(token, "curta")); res.Status != http.StatusUnprocessableEntity ||
			!strings.Contains(res.Body, "A senha deve ter pelo menos 8 caracteres") {
			t.Fatalf("short password: %d %s", res.Status, res.Body)
		}
		clock.t = clock.t.Add(59 * time.Minute)
		if res := h.call("GET", "/api/auth/me", "Bearer "+session, ""); res.Status != http.StatusOK { // now kept in memory
			t.Fatalf("me before the reset: %d", res.Status)
		}
		if res := h.call("POST", "/api/auth/reset", "", resetBody(token, "nova-senha-forte")); res.Status != http.StatusNoContent {
			t.Fatalf("reset within the hour: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+session, ""); res.Status != http.StatusUnauthorized {
			t.Errorf("a session of before the reset still works: %d", res.Status)
		}
		if res := h.call("POST", "/api/auth/login", "", loginBody(u.Email, password, "")); res.Status != http.StatusUnauthorized {
			t.Errorf("the old password still signs in: %d", res.Status)
		}
		h.login(u.Email, "nova-senha-forte")

		// Used once: the same link again is refused, and the password stays.
		res := h.call("POST", "/api/auth/reset", "", resetBody(token, "terceira-senha"))
		if res.Status != http.StatusBadRequest || errorCode(t, res) != "invalid_reset_token" ||
			!strings.Contains(res.Body, "inválido, já foi usado ou expirou") {
			t.Fatalf("second use: %d %s", res.Status, res.Body)
		}
		h.login(u.Email, "nova-senha-forte")

		// Expired: a new link, an hour and a second later.
		late := forgot(t, h, job, mp, u.Email, 2)
		if late == token {
			t.Fatal("the second link reuses the token")
		}
		clock.t = clock.t.Add(time.Hour + time.Second)
		if res := h.call("POST", "/api/auth/reset", "", resetBody(late, "quarta-senha-1")); res.Status != http.StatusBadRequest ||
			errorCode(t, res) != "invalid_reset_token" {
			t.Fatalf("expired link: %d %s", res.Status, res.Body)
		}
		h.login(u.Email, "nova-senha-forte")

		// A made-up token, and an empty one.
		if res := h.call("POST", "/api/auth/reset", "", resetBody(strings.Repeat("A", 43), "quarta-senha-1")); res.Status != http.StatusBadRequest {
			t.Errorf("made-up token: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/api/auth/reset", "", resetBody("", "quarta-senha-1")); res.Status != http.StatusUnprocessableEntity {
			t.Errorf("empty token: %d %s", res.Status, res.Body)
		}
	})
}

// TestForgotPasswordTellsNothing: an unknown and an inactive address answer the same 202 as a known one, and
// nothing is sent to them; a bad address is a 422; the limiter counts every request.
func TestForgotPasswordTellsNothing(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t)
	each(t, func(t *testing.T, h *harness) {
		job := smtpJob(h, mp)
		inactive := newMailbox(t, h, "inativo")
		if _, err := h.db.ExecContext(context.Background(), "UPDATE users SET active = ? WHERE id = ?", false, inactive.ID); err != nil {
			t.Fatal(err)
		}
		unknown := fmt.Sprintf("ninguem-%d@exemplo.com.br", mailbox.Add(1))
		for _, email := range []string{unknown, inactive.Email} {
			res := h.call("POST", "/api/auth/forgot", "", `{"email":"`+email+`"}`)
			if res.Status != http.StatusAccepted || !strings.Contains(res.Body, validate.MsgForgotSent) {
				t.Errorf("%s: %d %q", email, res.Status, res.Body)
			}
		}
		if sent, err := job.Deliver(context.Background()); err != nil || sent != 0 {
			t.Errorf("delivered %d (%v) for unknown and inactive addresses", sent, err)
		}
		for _, email := range []string{unknown, inactive.Email} {
			if n := len(mp.Messages(t, email)); n != 0 {
				t.Errorf("%d messages to %s", n, email)
			}
		}
		for body, want := range map[string]string{`{"email":""}`: "Email é obrigatório", `{"email":"não é email"}`: "Email inválido"} {
			if res := h.call("POST", "/api/auth/forgot", "", body); res.Status != http.StatusUnprocessableEntity || !strings.Contains(res.Body, want) {
				t.Errorf("%s: %d %s", body, res.Status, res.Body)
			}
		}
		// Five per address and email in 15 minutes (the first above was one of them).
		for i := range 4 {
			if res := h.call("POST", "/api/auth/forgot", "", `{"email":"`+unknown+`"}`); res.Status != http.StatusAccepted {
				t.Fatalf("request %d: %d %s", i+2, res.Status, res.Body)
			}
		}
		res := h.call("POST", "/api/auth/forgot", "", `{"email":"`+unknown+`"}`)
		if res.Status != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" ||
			!strings.Contains(res.Body, "Muitos pedidos de redefinição de senha") {
			t.Errorf("sixth request: %d %s", res.Status, res.Body)
		}
	})
}

// TestMailOff: without an SMTP server the settings say so, 'Esqueci minha senha' answers 409 and e-mail
// notifications cannot be switched on.
func TestMailOff(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		h := newHarnessWith(t, db, store.UploadLimits{}, nil, func(o *api.Options) { o.Mail = api.MailOptions{} })
		if res := h.call("GET", "/api/settings", "", ""); res.Status != http.StatusOK || !strings.Contains(res.Body, `"emailConfigured":false`) {
			t.Errorf("settings: %d %s", res.Status, res.Body)
		}
		res := h.call("POST", "/api/auth/forgot", "", `{"email":"admin@exemplo.com.br"}`)
		if res.Status != http.StatusConflict || errorCode(t, res) != "mail_not_configured" || !strings.Contains(res.Body, "Peça a um administrador") {
			t.Errorf("forgot: %d %s", res.Status, res.Body)
		}
		res = h.call("PUT", "/api/settings", "admin", `{"emailNotifications":true}`)
		if res.Status != http.StatusUnprocessableEntity || !strings.Contains(res.Body, validate.MsgEmailNotifOff) {
			t.Errorf("switch on: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", "/api/settings", "admin", `{"emailNotifications":false}`); res.Status != http.StatusOK {
			t.Errorf("switch off: %d %s", res.Status, res.Body)
		}
	})
	each(t, func(t *testing.T, h *harness) {
		res := h.call("PUT", "/api/settings", "admin", `{"emailNotifications":true}`)
		if res.Status != http.StatusOK || !strings.Contains(res.Body, `"emailNotifications":true`) || !strings.Contains(res.Body, `"emailConfigured":true`) {
			t.Errorf("switch on with SMTP: %d %s", res.Status, res.Body)
		}
	})
}

// TestResetLinksHaveOneLife: a newer link ends the older one (400 on it); an account gets three reset e-mails an
// hour whatever asks (the fourth answers the same 202 and sends nothing); a password changed from the profile and a
// deactivation each end the links still unused.
func TestResetLinksHaveOneLife(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t)
	eachAt(t, func(t *testing.T, h *harness, clock *fixedClock) {
		job := smtpJob(h, mp)
		u := newMailbox(t, h, "vida")
		first := forgot(t, h, job, mp, u.Email, 1)
		second := forgot(t, h, job, mp, u.Email, 2)
		if res := h.call("POST", "/api/auth/reset", "", resetBody(first, "outra-senha-1")); res.Status != http.StatusBadRequest || errorCode(t, res) != "invalid_reset_token" {
			t.Fatalf("the older link after a newer one: %d %s", res.Status, res.Body)
		}
		third := forgot(t, h, job, mp, u.Email, 3)
		if res := h.call("POST", "/api/auth/reset", "", resetBody(second, "outra-senha-1")); res.Status != http.StatusBadRequest {
			t.Fatalf("the second link after the third: %d %s", res.Status, res.Body)
		}
		// The fourth of the hour: the same answer, no e-mail.
		if res := h.call("POST", "/api/auth/forgot", "", `{"email":"`+u.Email+`"}`); res.Status != http.StatusAccepted || !strings.Contains(res.Body, validate.MsgForgotSent) {
			t.Fatalf("the fourth request: %d %s", res.Status, res.Body)
		}
		if sent, err := job.Deliver(context.Background()); err != nil || sent != 0 {
			t.Fatalf("the fourth request of the hour sent %d (%v)", sent, err)
		}
		if res := h.call("POST", "/api/auth/reset", "", resetBody(third, "outra-senha-1")); res.Status != http.StatusNoContent {
			t.Fatalf("the newest link: %d %s", res.Status, res.Body)
		}

		// An hour later: a link, then the password changed from the profile ends it.
		clock.t = clock.t.Add(61 * time.Minute)
		fourth := forgot(t, h, job, mp, u.Email, 4)
		session := h.login(u.Email, "outra-senha-1")
		if res := h.call("PUT", fmt.Sprintf("/api/users/%d/password", u.ID), "Bearer "+session, `{"currentPassword":"outra-senha-1","newPassword":"outra-senha-2","confirmPassword":"outra-senha-2"}`); res.Status != http.StatusNoContent && res.Status != http.StatusOK {
			t.Fatalf("password change: %d %s", res.Status, res.Body)
		}
		if res := h.call("POST", "/api/auth/reset", "", resetBody(fourth, "outra-senha-3")); res.Status != http.StatusBadRequest {
			t.Fatalf("a link after the password changed: %d %s", res.Status, res.Body)
		}

		// A link, then the user deactivated and active again: the link stays ended.
		fifth := forgot(t, h, job, mp, u.Email, 5)
		path := fmt.Sprintf("/api/users/%d", u.ID)
		h.tokens["admin"] = h.login("admin@exemplo.com.br", password) // the clock moved past the session's hour
		for _, status := range []string{"inactive", "active"} {
			if res := h.call("PUT", path, "admin", `{"status":"`+status+`"}`); res.Status != http.StatusOK {
				t.Fatalf("status %s: %d %s", status, res.Status, res.Body)
			}
		}
		if res := h.call("POST", "/api/auth/reset", "", resetBody(fifth, "outra-senha-3")); res.Status != http.StatusBadRequest {
			t.Fatalf("a link of before a deactivation: %d %s", res.Status, res.Body)
		}
		h.login(u.Email, "outra-senha-2")
	})
}

// TestSwitchingNotificationsOnPlansThemAtOnce: turning e-mail notifications on tells the mail job to plan them now;
// saving them on again, or saving anything else, does not.
func TestSwitchingNotificationsOnPlansThemAtOnce(t *testing.T) {
	t.Parallel()
	var told atomic.Int32
	h := newHarnessWith(t, dbtest.Open(t, database.SQLite), store.UploadLimits{}, nil, func(o *api.Options) {
		o.Mail = api.MailOptions{Enabled: true, PlanNow: func() { told.Add(1) }}
	})
	for _, c := range []struct {
		body string
		want int32
	}{
		{`{"emailNotifications":true}`, 1},
		{`{"emailNotifications":true}`, 1},
		{`{"companyName":"Construtora Aurora"}`, 1},
		{`{"emailNotifications":false}`, 1},
		{`{"emailNotifications":true}`, 2},
	} {
		if res := h.call("PUT", "/api/settings", "admin", c.body); res.Status != http.StatusOK || told.Load() != c.want {
			t.Fatalf("%s: %d, the job told %d times, want %d", c.body, res.Status, told.Load(), c.want)
		}
	}
}
