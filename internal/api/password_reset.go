package api

import (
	"context"
	"errors"
	"net/http"
	"time"

	"patrimonio/internal/auth"
	"patrimonio/internal/mail"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// MailOptions turn on what needs e-mail. Without Enabled, 'Esqueci minha senha' answers 409 mail_not_configured
// and e-mail notifications cannot be switched on.
type MailOptions struct {
	Enabled bool
	// PublicURL is where people open the app, the start of the links in e-mails.
	PublicURL string
	// Queued, when set, is told that a message waits in the outbox (it wakes the mail job).
	Queued func()
	// PlanNow, when set, is told that the e-mail notifications were turned on (the mail job plans them at once).
	PlanNow func()
}

// ResetTTL is how long a password reset link works.
const ResetTTL = time.Hour

var (
	errMailOff    = refuse(http.StatusConflict, "mail_not_configured", validate.MsgMailOff)
	errResetToken = refuse(http.StatusBadRequest, "invalid_reset_token", validate.MsgResetTokenInvalid)
)

type forgotRequest struct {
	Email string `json:"email"`
}

// forgotPassword queues a reset link for the active user with this email. It answers 202 whatever the address:
// unknown, inactive and known addresses do the same work in the request but for the insert of the token and its
// message (the sending happens in the mail job), so neither the answer nor its time tells them apart. Every
// request counts in the login limiter, per address and per email.
func (s *Server) forgotPassword(w http.ResponseWriter, r *http.Request) error {
	if !s.opts.Mail.Enabled {
		return errMailOff
	}
	var in forgotRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if e := validate.ForgotPassword(in.Email); !e.OK() {
		return e
	}
	ctx := r.Context()
	att, err := s.reserveAttempt(r, "forgot:"+store.NormalizeEmail(in.Email), validate.MsgForgotLimited)
	if err != nil {
		return err
	}
	defer att.done(ctx)
	if err := att.spent(ctx); err != nil {
		return err
	}
	user, _, err := s.store.UserCredentials(ctx, in.Email)
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		return err
	case user.Active:
		if err := s.queueReset(ctx, user); err != nil {
			return err
		}
	}
	writeData(w, http.StatusAccepted, map[string]string{"message": validate.MsgForgotSent})
	return nil
}

// queueReset stores a new reset token of the user and queues the e-mail with its link.
func (s *Server) queueReset(ctx context.Context, user model.User) error {
	settings, err := s.store.Settings(ctx)
	if err != nil {
		return err
	}
	token, err := auth.NewToken()
	if err != nil {
		return err
	}
	m := mail.ResetMessage(settings.CompanyName, user, mail.ResetLink(s.opts.Mail.PublicURL, token))
	err = s.store.CreatePasswordReset(ctx, user.ID, auth.TokenHash(token), ResetTTL, store.Mail{To: m.To, Subject: m.Subject, Body: m.Body})
	if errors.Is(err, store.ErrResetsLimited) {
		// The answer stays the same: it must not tell whether the address has an account.
		logger(ctx).Info("password reset not sent: the account's resets of the hour are spent", "user_id", user.ID)
		return nil
	}
	if err != nil {
		return err
	}
	logger(ctx).Info("password reset queued", "user_id", user.ID)
	if s.opts.Mail.Queued != nil {
		s.opts.Mail.Queued()
	}
	return nil
}

type resetRequest struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// resetPassword spends a reset token on a new password: the token works once, within ResetTTL, and every
// session of the user ends.
func (s *Server) resetPassword(w http.ResponseWriter, r *http.Request) error {
	var in resetRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if e := validate.ResetPassword(in.Token, in.Password); !e.OK() {
		return e
	}
	ctx := r.Context()
	tokenHash := auth.TokenHash(in.Token)
	// A cheap look first, so that a wrong token never costs a password hash.
	ok, err := s.store.ResetTokenValid(ctx, tokenHash)
	if err != nil {
		return err
	}
	if !ok {
		return errResetToken
	}
	hash, err := auth.HashPassword(ctx, in.Password)
	if err != nil {
		return err
	}
	user, err := s.store.ResetPassword(ctx, tokenHash, hash)
	if errors.Is(err, store.ErrResetToken) {
		return errResetToken
	}
	if err != nil {
		return err
	}
	logger(ctx).Info("password reset", "user_id", user.ID)
	w.WriteHeader(http.StatusNoContent)
	return nil
}
