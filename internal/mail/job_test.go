package mail_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/mail"
	"patrimonio/internal/mail/mailtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func TestMain(m *testing.M) {
	code := dbtest.Run(m)
	mailtest.Stop()
	os.Exit(code)
}

var ctx = context.Background()

var run atomic.Int64

type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

var saoPaulo, _ = time.LoadLocation("America/Sao_Paulo")

func at(day string, hour int) time.Time {
	d, _ := time.ParseInLocation("2006-01-02", day, saoPaulo)
	return d.Add(time.Duration(hour) * time.Hour)
}

func date(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// fixture is a store on a fake clock with two active people and an inactive one, an asset and debts around
// Wednesday 25/11/2026.
type fixture struct {
	st              *store.Store
	clock           *clock
	ana, bruno, eva model.User
}

func newFixture(t *testing.T, db *database.DB) fixture {
	t.Helper()
	c := &clock{t: at("2026-11-25", 10)}
	st := store.New(db).WithClock(c.now)
	f := fixture{st: st, clock: c}
	n := run.Add(1)
	user := func(name, key string, role model.Role, active bool) model.User {
		u, err := st.CreateUser(ctx, model.User{Name: name, Email: fmt.Sprintf("%s-%d-%d@exemplo.com.br", key, time.Now().UnixNano(), n),
			Role: role, Active: active}, "hash")
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	f.ana = user("Ana Souza", "ana", model.RoleAdmin, true)
	f.bruno = user("Bruno Lima", "bruno", model.RoleViewer, true)
	f.eva = user("Eva Inativa", "eva", model.RoleUser, false)
	if _, err := st.CreateAsset(ctx, model.Asset{Description: "Galpão", Type: "real_estate", AcquisitionValue: 40_000_000,
		CurrentValue: 50_000_000, AcquisitionDate: date("2025-01-10"), Details: model.AssetDetails{Address: "Rua A, 1"}}, f.ana); err != nil {
		t.Fatal(err)
	}
	for _, d := range []model.Debt{
		{CreditorName: "Banco Azul", Description: "Capital de giro", CurrentAmount: 1_000_000, DueDate: date("2026-11-27")},
		{CreditorName: "Fornecedor Sul", Description: "Peças", CurrentAmount: 250_050, DueDate: date("2026-12-01")},
		{CreditorName: "Cartão Norte", Description: "Fatura", CurrentAmount: 100_000, DueDate: date("2026-11-22")},
		{CreditorName: "Banco Antigo", Description: "Empréstimo", CurrentAmount: 30_000, DueDate: date("2026-09-01")},
		{CreditorName: "Loja Paga", Description: "Quitada", CurrentAmount: 0, DueDate: date("2026-11-26"), Status: model.DebtPaid},
	} {
		d.OriginalAmount, d.Category, d.Installments, d.CurrentInstallment = d.CurrentAmount+100, model.DebtLoan, 1, 1
		if d.Status == "" {
			d.Status = model.DebtActive
		}
		if _, err := st.CreateDebt(ctx, d, f.ana); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func (f fixture) job(sender mail.Sender) *mail.Job {
	return mail.NewJob(f.st, sender, "https://patrimonio.exemplo.com.br", slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
}

func mailpitSender(mp *mailtest.Server) mail.SMTP {
	return mail.SMTP{Config: mail.Config{Host: "127.0.0.1", Port: mp.SMTPPort, From: "nao-responda@exemplo.com.br"}}
}

// cycle plans and delivers once and returns how many messages went out.
func cycle(t *testing.T, j *mail.Job) int {
	t.Helper()
	if err := j.Plan(ctx); err != nil {
		t.Fatal(err)
	}
	n, err := j.Deliver(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func bySubject(t *testing.T, msgs []mailtest.Message, subject string) mailtest.Message {
	t.Helper()
	for _, m := range msgs {
		if m.Subject == subject {
			return m
		}
	}
	t.Fatalf("no message %q among %d", subject, len(msgs))
	return mailtest.Message{}
}

func contains(t *testing.T, text string, want []string, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the message lacks %q:\n%s", w, text)
		}
	}
	for _, w := range not {
		if strings.Contains(text, w) {
			t.Errorf("the message has %q:\n%s", w, text)
		}
	}
}

// TestDigestAndAlerts: with e-mail notifications on, every active person gets the week's digest (net worth,
// debts due in 7 days, overdue ones) and an alert of the debts due in 3 days or overdue since at most a week,
// each once, read back from Mailpit; the next alerts name only what changed, and the next week's digest waits for
// Monday 08:00 in São Paulo.
func TestDigestAndAlerts(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t)
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		f := newFixture(t, db)
		j := f.job(mailpitSender(mp))
		if n := cycle(t, j); n != 0 {
			t.Fatalf("notifications off, yet %d messages", n)
		}
		settings, _ := f.st.Settings(ctx)
		settings.EmailNotifications = true
		if _, err := f.st.UpdateSettings(ctx, settings); err != nil {
			t.Fatal(err)
		}
		if n := cycle(t, j); n != 4 {
			t.Fatalf("%d messages, want a digest and an alert for each of the two active people", n)
		}
		if n := cycle(t, j); n != 0 {
			t.Fatalf("a second run sent %d messages again", n)
		}
		if msgs := mp.Messages(t, f.eva.Email); len(msgs) != 0 {
			t.Errorf("an inactive person got %d messages", len(msgs))
		}
		dash, err := f.st.Dashboard(ctx, model.Date{})
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range []model.User{f.ana, f.bruno} {
			msgs := mp.Messages(t, u.Email)
			if len(msgs) != 2 {
				t.Fatalf("%s got %d messages", u.Name, len(msgs))
			}
			digest := bySubject(t, msgs, "Gestão Patrimonial: resumo semanal")
			contains(t, digest.Text, []string{
				"Olá, " + u.Name + ".",
				"Patrimônio líquido hoje: " + dash.NetWorth.BRL(),
				"Dívidas que vencem nos próximos 7 dias:\n- Banco Azul: Capital de giro, R$ 10.000,00, vence em 27/11/2026\n" +
					"- Fornecedor Sul: Peças, R$ 2.500,50, vence em 01/12/2026\nTotal: R$ 12.500,50",
				"Dívidas vencidas:\n- Banco Antigo: Empréstimo, R$ 300,00, venceu em 01/09/2026\n" +
					"- Cartão Norte: Fatura, R$ 1.000,00, venceu em 22/11/2026\nTotal: R$ 1.300,00",
				"https://patrimonio.exemplo.com.br/dashboard",
			}, []string{"Loja Paga"})
			alert := bySubject(t, msgs, "Gestão Patrimonial: 2 dívidas com vencimento próximo ou vencidas")
			contains(t, alert.Text, []string{
				"Dívidas que vencem nos próximos 3 dias:\n- Banco Azul: Capital de giro, R$ 10.000,00, vence em 27/11/2026\nTotal: R$ 10.000,00",
				"Dívidas que venceram sem pagamento:\n- Cartão Norte: Fatura, R$ 1.000,00, venceu em 22/11/2026\nTotal: R$ 1.000,00",
			}, []string{"Fornecedor Sul", "Banco Antigo", "Loja Paga"})
		}

		// Saturday: Fornecedor Sul falls within 3 days and Banco Azul is now overdue; nothing else is repeated.
		f.clock.t = at("2026-11-28", 9)
		if n := cycle(t, j); n != 2 {
			t.Fatalf("Saturday: %d messages, want one alert each", n)
		}
		msgs := mp.Messages(t, f.ana.Email)
		alert := msgs[0]
		if alert.Subject != "Gestão Patrimonial: 2 dívidas com vencimento próximo ou vencidas" {
			t.Errorf("Saturday's alert: %q", alert.Subject)
		}
		contains(t, alert.Text, []string{
			"- Fornecedor Sul: Peças, R$ 2.500,50, vence em 01/12/2026",
			"Dívidas que venceram sem pagamento:\n- Banco Azul: Capital de giro, R$ 10.000,00, venceu em 27/11/2026",
		}, []string{"Cartão Norte", "Banco Antigo"})

		// The next week's digest: not before Monday 08:00 in São Paulo, then once.
		f.clock.t = at("2026-11-30", 7)
		if n := cycle(t, j); n != 0 {
			t.Errorf("Monday 07:00: %d messages", n)
		}
		f.clock.t = at("2026-11-30", 8)
		if n := cycle(t, j); n != 2 {
			t.Errorf("Monday 08:00: %d messages, want the digest of each", n)
		}
		if got := mp.Messages(t, f.bruno.Email)[0].Subject; got != "Gestão Patrimonial: resumo semanal" {
			t.Errorf("Monday's message: %q", got)
		}
	})
}

// TestOutboxKeepsMailWhileSMTPIsDown: a message queued while the SMTP server is away stays in the outbox, is
// tried again after a minute and then delivered; a reset link that expired unsent is dropped.
func TestOutboxKeepsMailWhileSMTPIsDown(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t)
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		f := newFixture(t, db)
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		closed := l.Addr().(*net.TCPAddr).Port
		l.Close()
		down := f.job(mail.SMTP{Config: mail.Config{Host: "127.0.0.1", Port: closed, From: "nao-responda@exemplo.com.br"}})
		up := f.job(mailpitSender(mp))

		m := mail.ResetMessage("Gestão Patrimonial", f.ana, mail.ResetLink("https://patrimonio.exemplo.com.br", "tok"))
		if err := f.st.CreatePasswordReset(ctx, f.ana.ID, "hash-1", time.Hour, store.Mail{To: m.To, Subject: m.Subject, Body: m.Body}); err != nil {
			t.Fatal(err)
		}
		if n, err := down.Deliver(ctx); n != 0 || err == nil {
			t.Fatalf("SMTP away: %d sent, err %v", n, err)
		}
		if n, _ := up.Deliver(ctx); n != 0 {
			t.Fatalf("retried before its time: %d", n)
		}
		f.clock.t = f.clock.t.Add(61 * time.Second)
		if n, err := up.Deliver(ctx); n != 1 || err != nil {
			t.Fatalf("retry: %d sent, err %v", n, err)
		}
		if got := len(mp.Messages(t, f.ana.Email)); got != 1 {
			t.Errorf("%d messages in Mailpit", got)
		}

		// A link that could not be sent within its hour is never sent.
		if err := f.st.CreatePasswordReset(ctx, f.ana.ID, "hash-2", time.Hour, store.Mail{To: m.To, Subject: m.Subject, Body: m.Body}); err != nil {
			t.Fatal(err)
		}
		f.clock.t = f.clock.t.Add(time.Hour)
		if n, err := up.Deliver(ctx); n != 0 || err != nil {
			t.Fatalf("expired link: %d sent, err %v", n, err)
		}
		if left, _ := f.st.DueMail(ctx, 10); len(left) != 0 {
			t.Errorf("%d messages left in the outbox", len(left))
		}
	})
}

// TestNotificationsTurnedOnArePlannedAtOnce: the job plans the notices every quarter of an hour; once the e-mail
// notifications are turned on (PlanNow) its next run plans them, a minute later, not at the next quarter.
func TestNotificationsTurnedOnArePlannedAtOnce(t *testing.T) {
	t.Parallel()
	mp := mailtest.Start(t)
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		f := newFixture(t, db)
		j := f.job(mailpitSender(mp))
		if err := j.Once(ctx); err != nil { // planned with the notifications off: nothing
			t.Fatal(err)
		}
		settings, _ := f.st.Settings(ctx)
		settings.EmailNotifications = true
		if _, err := f.st.UpdateSettings(ctx, settings); err != nil {
			t.Fatal(err)
		}
		f.clock.t = f.clock.t.Add(time.Minute)
		if err := j.Once(ctx); err != nil {
			t.Fatal(err)
		}
		if msgs := mp.Messages(t, f.ana.Email); len(msgs) != 0 {
			t.Fatalf("planned before its quarter of an hour: %d messages", len(msgs))
		}
		j.PlanNow()
		f.clock.t = f.clock.t.Add(time.Minute)
		if err := j.Once(ctx); err != nil {
			t.Fatal(err)
		}
		if msgs := mp.Messages(t, f.ana.Email); len(msgs) != 2 {
			t.Fatalf("after PlanNow: %d messages, want the digest and the alert", len(msgs))
		}
	})
}
