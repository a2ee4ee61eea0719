package api

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"math"
	"net/http"
	"strings"
	"time"

	"patrimonio/internal/metrics"
)

// metricsPath is where scrapers read the metrics: outside /api, where Prometheus looks by default.
const metricsPath = "/metrics"

// probeTimeout bounds each health check, so a hung database answers 503 rather than never.
const probeTimeout = 2 * time.Second

// Answers of the probes.
const (
	statusOK          = "ok"
	statusUnavailable = "unavailable"
	statusPending     = "pending" // migrations not applied yet
)

var errMetricsToken = refuse(http.StatusUnauthorized, "invalid_token", "Token das métricas ausente ou incorreto.")

// health answers whether the database answers: 200 {"status":"ok"} or 503 {"status":"unavailable"}.
func (s *Server) health(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), probeTimeout)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		probeFailure(r)("health: database unreachable", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": statusUnavailable})
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": statusOK})
	return nil
}

// probeFailure is how a probe's failed check is logged: an ERROR, unless the prober left before the answer (its own
// timeout ran out), which cancels the check with it and says nothing of the database — then at debug level.
func probeFailure(r *http.Request) func(msg string, args ...any) {
	log := logger(r.Context())
	if errors.Is(r.Context().Err(), context.Canceled) {
		return log.Debug
	}
	return log.Error
}

// live answers 200 while the process serves requests: a liveness probe restarts the process only when this
// fails, never for a database that is away (that is readiness).
func (s *Server) live(w http.ResponseWriter, _ *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": statusOK})
	return nil
}

// ready answers whether this instance can serve: the database answers, every migration of this binary is
// applied, and the file storage takes writes. 200 when all three hold, 503 otherwise, with each check's state.
func (s *Server) ready(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), probeTimeout)
	defer cancel()
	checks := map[string]string{"database": statusOK, "migrations": statusOK, "storage": statusOK}
	if err := s.store.Ping(ctx); err != nil {
		probeFailure(r)("ready: database unreachable", "err", err)
		checks["database"], checks["migrations"] = statusUnavailable, statusUnavailable
	} else if pending, err := s.store.PendingMigrations(ctx); err != nil {
		probeFailure(r)("ready: migrations unknown", "err", err)
		checks["migrations"] = statusUnavailable
	} else if pending > 0 {
		logger(ctx).Warn("ready: migrations pending", "pending", pending)
		checks["migrations"] = statusPending
	}
	if err := s.files.Check(ctx); err != nil {
		probeFailure(r)("ready: storage", "err", err)
		checks["storage"] = statusUnavailable
	}
	status, code := statusOK, http.StatusOK
	for _, c := range checks {
		if c != statusOK {
			status, code = statusUnavailable, http.StatusServiceUnavailable
		}
	}
	writeJSON(w, code, map[string]any{"status": status, "checks": checks})
	return nil
}

// metrics writes the metrics in the Prometheus text format to a bearer of the metrics token. Without a
// configured token the route is off (404), as if it did not exist; a missing or wrong token is 401.
func (s *Server) metrics(w http.ResponseWriter, r *http.Request) error {
	if s.opts.MetricsToken == "" {
		notFound(w, "Recurso não encontrado.")
		return nil
	}
	address := limitAddress(clientAddress(r, s.opts.TrustProxy))
	if wait := s.tokens.blocked(address, s.store.Now()); wait > 0 {
		s.opts.Metrics.LimiterRefusals.WithLabelValues(r.Pattern).Inc()
		return &requestError{status: http.StatusTooManyRequests, code: "rate_limited",
			message:    "Muitas tentativas com token incorreto. Tente novamente em alguns minutos.",
			retryAfter: int(math.Ceil(wait.Seconds()))}
	}
	given, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	// Comparing digests takes the same time whatever the token's length and content.
	want, got := sha256.Sum256([]byte(s.opts.MetricsToken)), sha256.Sum256([]byte(given))
	if !ok || subtle.ConstantTimeCompare(want[:], got[:]) != 1 {
		s.tokens.wrong(address)
		w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
		return errMetricsToken
	}
	w.Header().Set("Content-Type", metrics.ContentType)
	if err := s.opts.Metrics.Write(w); err != nil {
		logger(r.Context()).Info("metrics: client left before the answer", "err", err) // the answer has begun
	}
	return nil
}
