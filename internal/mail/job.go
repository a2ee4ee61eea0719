package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// Job queues the weekly digest and the due-date alerts when the settings turn e-mail notifications on, and
// delivers the outbox: at once when Kick is called (a reset link was queued), otherwise every minute. Several
// instances may run it on one database: a notice is queued once (store.QueueNotices) and a message is claimed
// before it is sent (store.ClaimMail).
type Job struct {
	Store     *store.Store
	Sender    Sender
	PublicURL string
	Log       *slog.Logger
	// Done, when set, is told of every run: when it started and how it ended (the metrics).
	Done func(start time.Time, err error)

	kick     chan struct{}
	lastPlan time.Time
	planNow  atomic.Bool // set by PlanNow from another goroutine
}

// Timing of the job.
const (
	deliverEvery = time.Minute
	planEvery    = 15 * time.Minute
	claimFor     = 10 * time.Minute // longer than a send's timeout
	maxBackoff   = time.Hour
	maxAttempts  = 48 // about two days of tries, then the message is dropped (and logged)
	keepSent     = 30 * 24 * time.Hour
	deliverBatch = 50
	// digestHour is when, in São Paulo, the week's digest goes out on Mondays; a server that starts later in the
	// week sends it at once.
	digestHour = 8
	// overdueWithin is how recently a debt must have fallen due for its overdue alert; older ones are in the
	// digest only, so a database that turns notifications on does not send an alert per old debt.
	overdueWithin = 7
)

// saoPaulo is the business's time zone, where the digest's Monday morning is.
var saoPaulo = func() *time.Location {
	loc, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		panic(err)
	}
	return loc
}()

// NewJob returns the job; Run starts it.
func NewJob(st *store.Store, sender Sender, publicURL string, log *slog.Logger, done func(time.Time, error)) *Job {
	return &Job{Store: st, Sender: sender, PublicURL: publicURL, Log: log, Done: done, kick: make(chan struct{}, 1)}
}

// PlanNow asks the running job to plan the notices and deliver now, without waiting for the quarter of an hour
// since it last planned: the e-mail notifications were just turned on. It never blocks.
func (j *Job) PlanNow() {
	j.planNow.Store(true)
	j.Kick()
}

// Kick asks the running job to deliver now. It never blocks.
func (j *Job) Kick() {
	select {
	case j.kick <- struct{}{}:
	default:
	}
}

// Run delivers and plans until ctx ends.
func (j *Job) Run(ctx context.Context) {
	t := time.NewTicker(deliverEvery)
	defer t.Stop()
	for {
		start := time.Now()
		err := j.Once(ctx)
		if ctx.Err() != nil {
			return
		}
		if j.Done != nil {
			j.Done(start, err)
		}
		if err != nil {
			j.Log.Warn("mail", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-j.kick:
		}
	}
}

// Once queues the notices when a quarter of an hour has passed since the last time (or PlanNow asked), and
// delivers the due messages.
func (j *Job) Once(ctx context.Context) error {
	var errs []error
	if now := j.Store.Now(); j.planNow.Swap(false) || j.lastPlan.IsZero() || now.Sub(j.lastPlan) >= planEvery || now.Before(j.lastPlan) {
		if err := j.Plan(ctx); err != nil {
			errs = append(errs, err)
		} else {
			j.lastPlan = now
		}
		if err := j.Store.PruneMail(ctx, keepSent); err != nil {
			errs = append(errs, err)
		}
	}
	if _, err := j.Deliver(ctx); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// Deliver sends the due messages of the outbox and reports how many went out. It stops at the first failure:
// the SMTP server is likely away, and the failed message is tried again later, the sooner the fewer its tries.
func (j *Job) Deliver(ctx context.Context) (int, error) {
	sent := 0
	for {
		list, err := j.Store.DueMail(ctx, deliverBatch)
		if err != nil {
			return sent, err
		}
		for _, m := range list {
			now := j.Store.Now()
			ok, err := j.Store.ClaimMail(ctx, m.ID, now.Add(claimFor))
			if err != nil {
				return sent, err
			}
			if !ok {
				continue
			}
			if m.ExpiresAt != nil && !now.Before(*m.ExpiresAt) {
				j.Log.Warn("mail expired unsent", "kind", m.Kind, "attempts", m.Attempts)
				if err := j.Store.MailDropped(ctx, m.ID); err != nil {
					return sent, err
				}
				continue
			}
			if err := j.Sender.Send(ctx, Message{To: m.To, Subject: m.Subject, Body: m.Body}); err != nil {
				return sent, j.failed(ctx, m, err)
			}
			if err := j.Store.MailSent(ctx, m.ID); err != nil {
				return sent, err
			}
			sent++
			j.Log.Info("mail sent", "kind", m.Kind, "attempts", m.Attempts+1)
		}
		if len(list) < deliverBatch {
			return sent, nil
		}
	}
}

// failed records a failed send of m and returns the error of the run.
func (j *Job) failed(ctx context.Context, m store.Mail, sendErr error) error {
	attempts := m.Attempts + 1
	if attempts >= maxAttempts {
		j.Log.Error("mail dropped after its last attempt", "kind", m.Kind, "attempts", attempts, "err", sendErr)
		if err := j.Store.MailDropped(ctx, m.ID); err != nil {
			return errors.Join(sendErr, err)
		}
		return sendErr
	}
	wait := min(time.Minute<<min(m.Attempts, 10), maxBackoff)
	if err := j.Store.MailFailed(ctx, m.ID, sendErr.Error(), j.Store.Now().Add(wait)); err != nil {
		return errors.Join(sendErr, err)
	}
	return fmt.Errorf("send %s mail (attempt %d, next in %s): %w", m.Kind, attempts, wait, sendErr)
}

// Plan queues, when the settings turn e-mail notifications on, this week's digest (from Monday 08:00 in São
// Paulo) and the alerts of debts due in the next AlertDays days or overdue since at most a week, each once per
// person.
func (j *Job) Plan(ctx context.Context) error {
	settings, err := j.Store.Settings(ctx)
	if err != nil || !settings.EmailNotifications {
		return err
	}
	users, err := j.Store.MailRecipients(ctx)
	if err != nil {
		return err
	}
	readers := users[:0]
	for _, u := range users {
		if u.Role.Can(model.DebtsRead) && u.Role.Reaches(model.ResourceDashboard) {
			readers = append(readers, u)
		}
	}
	if len(readers) == 0 {
		return nil
	}
	if err := j.planDigests(ctx, settings.CompanyName, readers); err != nil {
		return err
	}
	return j.planAlerts(ctx, settings.CompanyName, readers)
}

func (j *Job) planDigests(ctx context.Context, company string, users []model.User) error {
	today := j.Store.Today()
	monday := today.AddDays(-((int(today.Time().Weekday()) + 6) % 7))
	y, m, d := monday.Time().Date()
	if j.Store.Now().Before(time.Date(y, m, d, digestHour, 0, 0, 0, saoPaulo)) {
		return nil
	}
	year, week := today.Time().ISOWeek()
	weekKey := fmt.Sprintf("%d-W%02d", year, week)
	var digest *Digest
	for _, u := range users {
		notice := "digest:" + strconv.FormatInt(u.ID, 10) + ":" + weekKey
		if done, err := j.Store.NoticeQueued(ctx, notice); err != nil || done {
			if err != nil {
				return err
			}
			continue
		}
		if digest == nil {
			d, err := j.digest(ctx, weekKey, today)
			if err != nil {
				return err
			}
			digest = &d
		}
		m := DigestMessage(company, j.PublicURL, u, *digest)
		if _, err := j.Store.QueueNotices(ctx, []string{notice}, func([]string) (store.Mail, bool) {
			return store.Mail{Kind: "digest", To: m.To, Subject: m.Subject, Body: m.Body}, true
		}); err != nil {
			return err
		}
	}
	return nil
}

// digest gathers the week's summary.
func (j *Job) digest(ctx context.Context, week string, today model.Date) (Digest, error) {
	d := Digest{Week: week}
	dash, err := j.Store.Dashboard(ctx, today)
	if err != nil {
		return d, err
	}
	d.NetWorth = dash.NetWorth
	if d.DueSoon, err = j.Store.DebtsDueBetween(ctx, today, today.AddDays(DigestDays)); err != nil {
		return d, err
	}
	d.Overdue, err = j.Store.OverdueDebts(ctx)
	return d, err
}

func (j *Job) planAlerts(ctx context.Context, company string, users []model.User) error {
	today := j.Store.Today()
	dueSoon, err := j.Store.DebtsDueBetween(ctx, today, today.AddDays(AlertDays))
	if err != nil {
		return err
	}
	overdue, err := j.Store.OverdueDebts(ctx)
	if err != nil {
		return err
	}
	recent := overdue[:0]
	for _, d := range overdue {
		if !d.DueDate.Before(today.AddDays(-overdueWithin)) {
			recent = append(recent, d)
		}
	}
	if len(dueSoon)+len(recent) == 0 {
		return nil
	}
	for _, u := range users {
		prefix := strconv.FormatInt(u.ID, 10) + ":"
		key := func(kind string, d model.Debt) string {
			return kind + ":" + prefix + strconv.FormatInt(d.ID, 10) + ":" + d.DueDate.String()
		}
		var notices []string
		for _, d := range dueSoon {
			notices = append(notices, key("due", d))
		}
		for _, d := range recent {
			notices = append(notices, key("overdue", d))
		}
		_, err := j.Store.QueueNotices(ctx, notices, func(fresh []string) (store.Mail, bool) {
			isFresh := map[string]bool{}
			for _, n := range fresh {
				isFresh[n] = true
			}
			var soon, late []model.Debt
			for _, d := range dueSoon {
				if isFresh[key("due", d)] {
					soon = append(soon, d)
				}
			}
			for _, d := range recent {
				if isFresh[key("overdue", d)] {
					late = append(late, d)
				}
			}
			m := AlertMessage(company, j.PublicURL, u, soon, late)
			return store.Mail{Kind: "alert", To: m.To, Subject: m.Subject, Body: m.Body}, true
		})
		if err != nil {
			return err
		}
	}
	return nil
}
