package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"patrimonio/internal/metrics"
)

type ctxKey int

const (
	requestIDKey ctxKey = iota
	loggerKey
	sessionKey
	routeKey
)

// routeNote is where serve writes the route a request reached, for the access log and the metrics.
type routeNote struct{ route string }

// noteRoute records the route label of the request: a route pattern, metrics.RouteWeb or metrics.RouteUnmatched.
func noteRoute(ctx context.Context, route string) {
	if n, ok := ctx.Value(routeKey).(*routeNote); ok {
		n.route = route
	}
}

// quietPaths are asked often by machines (probes, scrapers): their access lines are at debug level.
var quietPaths = map[string]bool{"/api/health": true, "/api/health/live": true, "/api/health/ready": true, metricsPath: true}

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

func logger(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(loggerKey).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

// statusRecorder remembers the status a handler wrote, for the access log.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.ResponseWriter.Write(b)
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// Limits of one request (docs/decisions.md, "Server timeouts and consistent edges").
const (
	// MaxHeaderBytes caps the request line and headers: a larger request gets 431 in JSON. The HTTP server's own
	// limit (http.Server.MaxHeaderBytes) must sit above it, or Go answers first, in plain text.
	MaxHeaderBytes = 32 << 10
	// TransferTimeout is how long an upload's body, or a download, may take to cross the network, beyond the
	// server's short read and write timeouts: the largest upload (about 201 MB) in 15 minutes is about 2 Mbit/s.
	TransferTimeout = 15 * time.Minute
)

// headerSize is the size of r's request line and headers as they came over the wire, give or take a few bytes.
func headerSize(r *http.Request) int {
	n := len(r.Method) + len(r.RequestURI) + len(r.Proto) + 4 + len("Host: ") + len(r.Host) + 2
	for name, values := range r.Header {
		for _, v := range values {
			n += len(name) + len(v) + 4
		}
	}
	return n
}

// allowLongTransfer moves the connection's read and write deadlines TransferTimeout ahead, for a request that
// moves a large body or file; every other request keeps the server's short timeouts.
func allowLongTransfer(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	deadline := time.Now().Add(TransferTimeout)
	for _, set := range []func(time.Time) error{rc.SetReadDeadline, rc.SetWriteDeadline} {
		if err := set(deadline); err != nil && !errors.Is(err, http.ErrNotSupported) {
			logger(r.Context()).Warn("extend connection deadline", "err", err)
		}
	}
}

// contentSecurityPolicy allows only the app's own scripts; inline styles are needed by the charts.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
	"base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

// withBasics gives every request an id, a logger, the security headers, panic recovery, an access log line and
// its count and time in the metrics.
func withBasics(base *slog.Logger, m *metrics.App, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		b := make([]byte, 8)
		_, _ = rand.Read(b)
		id := hex.EncodeToString(b)
		log := base.With("request_id", id)
		note := &routeNote{route: metrics.RouteUnmatched}
		ctx := context.WithValue(context.WithValue(context.WithValue(r.Context(), requestIDKey, id), loggerKey, log), routeKey, note)
		r = r.WithContext(ctx)

		h := w.Header()
		h.Set("X-Request-Id", id)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if strings.HasPrefix(r.URL.Path, "/api/") {
			h.Set("Cache-Control", "no-store")
		}

		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if err, ok := p.(error); ok && errors.Is(err, http.ErrAbortHandler) {
					panic(p)
				}
				log.Error("panic", "panic", p)
				if rec.status == 0 {
					writeJSON(rec, http.StatusInternalServerError, errorBody{
						Error: "Erro interno do servidor. Tente novamente em alguns instantes.", Code: "internal_error", RequestID: id,
					})
				}
			}
			elapsed := time.Since(start)
			level := slog.LevelInfo
			if quietPaths[r.URL.Path] {
				level = slog.LevelDebug
			}
			log.Log(ctx, level, "request", "method", r.Method, "path", r.URL.Path, "route", note.route, "status", rec.status,
				"duration_ms", elapsed.Milliseconds())
			m.Requests.WithLabelValues(note.route, strconv.Itoa(rec.status)).Inc()
			m.Latency.WithLabelValues(note.route).Observe(elapsed.Seconds())
		}()
		if headerSize(r) > MaxHeaderBytes {
			h.Set("Connection", "close")
			writeError(rec, http.StatusRequestHeaderFieldsTooLarge, "headers_too_large",
				fmt.Sprintf("Cabeçalhos da requisição muito grandes: no máximo %d KB.", MaxHeaderBytes>>10))
			return
		}
		next.ServeHTTP(rec, r)
	})
}

// clientAddress is the address the per-address login limit counts: the connection's peer, or, behind a
// trusted proxy, the last address that proxy appended to X-Forwarded-For.
func clientAddress(r *http.Request, trustProxy bool) string {
	if trustProxy {
		if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
			parts := strings.Split(fwd, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
