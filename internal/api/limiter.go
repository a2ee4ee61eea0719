package api

import (
	"context"
	"math"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"patrimonio/internal/auth"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// attempt is a password check counted before its hash runs (docs/decisions.md, "Login limiter"). The handler
// settles it with failed or succeeded once it knows the answer (a sign-in with a second factor settles after
// the code); done, deferred, gives it back uncounted when it was never settled: no hashing slot, an error, a
// client that went away before its password was checked.
type attempt struct {
	s       *Server
	a       store.LoginAttempt
	route   string // the route pattern, for the metrics
	settled bool
	leave   func() // gives back the client's place in checking
}

// reserveAttempt counts a password check of account from the request's client address. When the limit is
// reached the error is the answer: 429 with Retry-After and message.
func (s *Server) reserveAttempt(r *http.Request, account, message string) (*attempt, error) {
	return s.reserve(r, account, limitAddress(clientAddress(r, s.opts.TrustProxy)), message)
}

// reserveSignedInAttempt counts a check of the signed-in person's password or code (a confirmation: turning
// two-factor off, a password change, the full export) whatever address it comes from: a stolen session tried from
// many addresses gets the guesses of one.
func (s *Server) reserveSignedInAttempt(r *http.Request, message string) (*attempt, error) {
	user := currentUser(r.Context())
	return s.reserve(r, "confirm:"+strconv.FormatInt(user.ID, 10), "session of user "+strconv.FormatInt(user.ID, 10), message)
}

// checkOwnPassword checks the password of the signed-in person userID: a wrong one counts in att and is field's
// 'Senha atual incorreta'.
func (s *Server) checkOwnPassword(ctx context.Context, att *attempt, userID int64, password, field string) error {
	hash, err := s.store.PasswordHash(ctx, userID)
	if err != nil {
		return err
	}
	match, err := auth.CheckPassword(ctx, hash, password)
	if err != nil {
		return err
	}
	if !match {
		if err := att.failed(ctx); err != nil {
			return err
		}
		return validate.Errors{field: validate.MsgWrongPassword}
	}
	return nil
}

// checkOwnCode spends an app or recovery code of the signed-in person's two-factor sign-in t: a wrong one counts in
// att and is code's 'Código incorreto ou já usado'.
func (s *Server) checkOwnCode(ctx context.Context, att *attempt, userID int64, t store.TOTP, code string) error {
	ok, err := s.spendCode(ctx, userID, t, code)
	if err != nil {
		return err
	}
	if !ok {
		if err := att.failed(ctx); err != nil {
			return err
		}
		return validate.Errors{"code": validate.MsgCodeWrong}
	}
	return nil
}

func (s *Server) reserve(r *http.Request, account, address, message string) (*attempt, error) {
	leave, err := s.checking.enter(r.Context(), address)
	if err != nil {
		return nil, err
	}
	a, wait, err := s.store.ReserveLogin(r.Context(), store.DefaultLoginPolicy, account, address)
	if err == nil && wait > 0 {
		s.opts.Metrics.LimiterRefusals.WithLabelValues(r.Pattern).Inc()
		err = &requestError{status: http.StatusTooManyRequests, code: "rate_limited", message: message,
			retryAfter: int(math.Ceil(wait.Seconds()))}
	}
	if err != nil {
		leave()
		return nil, err
	}
	return &attempt{s: s, a: a, route: r.Pattern, leave: leave}, nil
}

// failed settles the attempt as a failure: it keeps counting for the window.
func (a *attempt) failed(ctx context.Context) error {
	a.settled = true
	logger(ctx).Info("password check failed", "client", a.a.Address)
	a.s.opts.Metrics.SignInFailures.WithLabelValues(a.route).Inc()
	return a.s.store.LoginFailed(context.WithoutCancel(ctx), a.a)
}

// spent settles the attempt as counted without a password check: a request for a reset link, each of which
// counts for the window whatever its answer.
func (a *attempt) spent(ctx context.Context) error {
	a.settled = true
	return a.s.store.LoginFailed(context.WithoutCancel(ctx), a.a)
}

// succeeded settles the attempt as a success: the failures of its account from its address are forgotten.
func (a *attempt) succeeded(ctx context.Context) error {
	a.settled = true
	return a.s.store.LoginSucceeded(context.WithoutCancel(ctx), store.DefaultLoginPolicy, a.a)
}

// done gives back an attempt that was never settled. Handlers defer it right after reserveAttempt.
func (a *attempt) done(ctx context.Context) {
	a.leave()
	if a.settled {
		return
	}
	if err := a.s.store.ReleaseLogin(context.WithoutCancel(ctx), a.a); err != nil {
		logger(ctx).Error("release login attempt", "err", err)
	}
}

// limitAddress is the address the limiter counts: an IPv4 address as it is, an IPv6 address by its /64 network
// (one household or one server's block, which one client can change at will).
func limitAddress(addr string) string {
	ip := net.ParseIP(addr)
	if ip == nil || ip.To4() != nil {
		return addr
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// busyRetryAfter is the Retry-After, in seconds, of the 503 answered when no password hashing slot freed up
// (auth.ErrBusy, in storeAnswers) or when the client already has a password being checked.
const busyRetryAfter = 2

// errBusy is the answer of auth.ErrBusy.
var errBusy = &requestError{status: http.StatusServiceUnavailable, code: "server_busy",
	message: "Servidor ocupado. Tente novamente em alguns segundos.", retryAfter: busyRetryAfter}

// oneAtATime lets each client have one password check at a time (docs/decisions.md, "Login limiter"): the
// process hashes only as many passwords at once as it has slots, and a client sending many at once — a person
// signing in to their own account in a loop, whose successes the limiter forgets — would hold every slot and turn
// the others away. Its checks wait for each other instead (at most auth.HashWait, like a hash for its slot), so it
// holds one slot and everyone else queues behind at most one of its hashes; colleagues behind one office address
// signing in at the same moment just wait their turn.
type oneAtATime struct {
	mu      sync.Mutex
	clients map[string]*turn
}

// turn is one client's: a token to hold, and how many hold or wait for it.
type turn struct {
	token chan struct{}
	users int
}

// enter waits for client's turn; leave gives it back, once. It answers errBusy when the turn did not come within
// auth.HashWait, and the context's error when the request ended first.
func (o *oneAtATime) enter(ctx context.Context, client string) (leave func(), err error) {
	o.mu.Lock()
	if o.clients == nil {
		o.clients = map[string]*turn{}
	}
	t := o.clients[client]
	if t == nil {
		t = &turn{token: make(chan struct{}, 1)}
		o.clients[client] = t
	}
	t.users++
	o.mu.Unlock()
	forget := func() {
		o.mu.Lock()
		if t.users--; t.users == 0 {
			delete(o.clients, client)
		}
		o.mu.Unlock()
	}
	wait := time.NewTimer(auth.HashWait)
	defer wait.Stop()
	select {
	case t.token <- struct{}{}:
		return sync.OnceFunc(func() { <-t.token; forget() }), nil
	case <-wait.C:
		forget()
		return nil, errBusy
	case <-ctx.Done():
		forget()
		return nil, ctx.Err()
	}
}

// wrongTokens counts the wrong metrics tokens of each client address in a fixed window; an address that reached
// the limit is refused before its token is compared, so a weak token cannot be guessed at the speed of requests.
type wrongTokens struct {
	mu    sync.Mutex
	start time.Time
	count map[string]int
}

const (
	wrongTokensWindow = 10 * time.Minute
	wrongTokensLimit  = 10
)

// blocked says how long address waits, 0 when it may try.
func (w *wrongTokens) blocked(address string, now time.Time) time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	if now.Sub(w.start) >= wrongTokensWindow || now.Before(w.start) {
		w.start, w.count = now, map[string]int{}
	}
	if w.count[address] < wrongTokensLimit {
		return 0
	}
	return w.start.Add(wrongTokensWindow).Sub(now)
}

// wrong counts a wrong token of address.
func (w *wrongTokens) wrong(address string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.count == nil {
		w.count = map[string]int{}
	}
	w.count[address]++
}
