package api_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	promodel "github.com/prometheus/common/model"

	"patrimonio/internal/api"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/files/filestest"
	"patrimonio/internal/files/miniotest"
	"patrimonio/internal/metrics"
	"patrimonio/internal/store"
)

const metricsToken = "token-das-metricas-0123456789"

// lockedBuffer is a log destination that requests running at once may share.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// opsHarness is the harness with the metrics token set and the log, at debug level, written as JSON into log.
func opsHarness(t *testing.T, db *database.DB, log *lockedBuffer) *harness {
	t.Helper()
	return newHarnessWith(t, db, store.UploadLimits{}, nil, func(o *api.Options) {
		o.MetricsToken = metricsToken
		o.Metrics = metrics.New()
		o.Logger = slog.New(slog.NewJSONHandler(log, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
}

// scrape reads /metrics with the token and parses it with Prometheus's own text parser.
func scrape(t *testing.T, h *harness) map[string]*dto.MetricFamily {
	t.Helper()
	res := h.do(http.MethodGet, "/metrics", "Bearer "+metricsToken, "", nil)
	if res.Status != http.StatusOK || res.Header.Get("Content-Type") != "text/plain; version=0.0.4; charset=utf-8" {
		t.Fatalf("metrics with the token: %d %v\n%s", res.Status, res.Header, res.Body)
	}
	parser := expfmt.NewTextParser(promodel.LegacyValidation)
	families, err := parser.TextToMetricFamilies(strings.NewReader(res.Body))
	if err != nil {
		t.Fatalf("the Prometheus parser refuses /metrics: %v\n%s", err, res.Body)
	}
	return families
}

// sample finds the metric of family name whose labels include want, or nil.
func sample(families map[string]*dto.MetricFamily, name string, want map[string]string) *dto.Metric {
	f := families[name]
	if f == nil {
		return nil
	}
	for _, m := range f.GetMetric() {
		matched := 0
		for _, l := range m.GetLabel() {
			if v, ok := want[l.GetName()]; ok && v == l.GetValue() {
				matched++
			}
		}
		if matched == len(want) {
			return m
		}
	}
	return nil
}

// TestMetrics: /metrics is off without a token (404), refused without or with a wrong bearer token (401), and
// with it answers what Prometheus's text parser reads: requests by route pattern and status with their latency,
// sign-in failures, limiter refusals, the database pool and background jobs.
func TestMetrics(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		t.Parallel()
		if res := newHarness(t, dbtest.Open(t, db.Dialect)).do(http.MethodGet, "/metrics", "Bearer "+metricsToken, "", nil); res.Status != http.StatusNotFound {
			t.Fatalf("metrics without a configured token: %d", res.Status)
		}

		var log lockedBuffer
		h := opsHarness(t, db, &log)
		for _, auth := range []string{"", "Bearer errado", "Bearer " + metricsToken + "x", "Basic " + metricsToken, metricsToken} {
			res := h.do(http.MethodGet, "/metrics", auth, "", nil)
			if res.Status != http.StatusUnauthorized || res.Header.Get("WWW-Authenticate") != `Bearer realm="metrics"` ||
				res.json(t)["code"] != "invalid_token" || strings.Contains(res.Body, "patrimonio_") {
				t.Fatalf("metrics with Authorization %q: %d %v %s", auth, res.Status, res.Header, res.Body)
			}
		}

		// Five wrong passwords count as sign-in failures; the sixth is refused by the limiter.
		for i := range 6 {
			res := h.call(http.MethodPost, "/api/auth/login", "", `{"email":"user@exemplo.com.br","password":"errada"}`)
			if want := map[bool]int{true: http.StatusTooManyRequests, false: http.StatusUnauthorized}[i == 5]; res.Status != want {
				t.Fatalf("wrong password %d: %d", i+1, res.Status)
			}
		}
		for range 3 {
			h.call(http.MethodGet, "/api/assets/987654", "viewer", "")
		}
		h.call(http.MethodGet, "/api/nada/987654", "viewer", "")
		h.call(http.MethodGet, "/api/health/ready", "", "")

		families := scrape(t, h)
		checks := []struct {
			name   string
			labels map[string]string
			value  float64
		}{
			{"patrimonio_http_requests_total", map[string]string{"route": "GET /api/assets/{id}", "status": "404"}, 3},
			{"patrimonio_http_requests_total", map[string]string{"route": "POST /api/auth/login", "status": "401"}, 5},
			{"patrimonio_http_requests_total", map[string]string{"route": "POST /api/auth/login", "status": "429"}, 1},
			{"patrimonio_http_requests_total", map[string]string{"route": metrics.RouteUnmatched, "status": "404"}, 1},
			{"patrimonio_http_requests_total", map[string]string{"route": "GET /api/health/ready", "status": "200"}, 1},
			{"patrimonio_http_requests_total", map[string]string{"route": "GET /metrics", "status": "401"}, 5},
			{"patrimonio_sign_in_failures_total", map[string]string{"route": "POST /api/auth/login"}, 5},
			{"patrimonio_login_limiter_refusals_total", map[string]string{"route": "POST /api/auth/login"}, 1},
		}
		for _, c := range checks {
			m := sample(families, c.name, c.labels)
			if m == nil || m.GetCounter().GetValue() != c.value {
				t.Errorf("%s%v: %v, want %v", c.name, c.labels, m, c.value)
			}
		}
		latency := sample(families, "patrimonio_http_request_duration_seconds", map[string]string{"route": "GET /api/assets/{id}"})
		if h := latency.GetHistogram(); h.GetSampleCount() != 3 || len(h.GetBucket()) == 0 ||
			h.GetBucket()[len(h.GetBucket())-1].GetCumulativeCount() != 3 {
			t.Errorf("latency of GET /api/assets/{id}: %v", latency)
		}
		if m := sample(families, "patrimonio_db_connections", map[string]string{"state": "max_open"}); m == nil || m.GetGauge().GetValue() < 1 {
			t.Errorf("database pool: %v", families["patrimonio_db_connections"])
		}
		for _, name := range []string{"patrimonio_db_waits_total", "patrimonio_db_wait_seconds_total", "patrimonio_go_goroutines", "patrimonio_go_heap_bytes"} {
			if families[name] == nil {
				t.Errorf("no family %s", name)
			}
		}
		// Routes are labelled by their pattern: no raw path, so the series stay bounded.
		for _, f := range families {
			for _, m := range f.GetMetric() {
				for _, l := range m.GetLabel() {
					if strings.Contains(l.GetValue(), "987654") {
						t.Errorf("%s has a raw path in a label: %v", f.GetName(), m)
					}
				}
			}
		}
	})
}

// TestMetricsCountJobs: a background job's runs reach /metrics with their result and the time of the last good
// one.
func TestMetricsCountJobs(t *testing.T) {
	t.Parallel()
	var log lockedBuffer
	m := metrics.New()
	h := newHarnessWith(t, dbtest.Open(t, database.SQLite), store.UploadLimits{}, nil, func(o *api.Options) {
		o.MetricsToken, o.Metrics, o.Logger = metricsToken, m, slog.New(slog.NewJSONHandler(&log, nil))
	})
	start := h.store.Now()
	m.Job("backup", start, nil)
	m.Job("backup", start, context.DeadlineExceeded)
	m.Job("upload_sweep", start, nil)
	families := scrape(t, h)
	for _, c := range []struct {
		job, result string
	}{{"backup", "ok"}, {"backup", "error"}, {"upload_sweep", "ok"}} {
		if s := sample(families, "patrimonio_job_runs_total", map[string]string{"job": c.job, "result": c.result}); s.GetCounter().GetValue() != 1 {
			t.Errorf("job %s %s: %v", c.job, c.result, s)
		}
	}
	if s := sample(families, "patrimonio_job_last_success_timestamp_seconds", map[string]string{"job": "backup"}); s.GetGauge().GetValue() < float64(start.Unix()) {
		t.Errorf("last backup: %v", s)
	}
	if s := sample(families, "patrimonio_job_duration_seconds", map[string]string{"job": "backup"}); s.GetHistogram().GetSampleCount() != 2 {
		t.Errorf("backup durations: %v", s)
	}
}

// TestLogLinesCarryRequestID: every line the API logs is one JSON object with a request_id, and that id is the
// X-Request-Id header of the answer it belongs to — through sign-in, a refused password, a missing record, an
// unknown path and the probes (whose access lines are at debug level).
func TestLogLinesCarryRequestID(t *testing.T) {
	t.Parallel()
	var log lockedBuffer
	h := opsHarness(t, dbtest.Open(t, database.SQLite), &log)
	ids := map[string]bool{}
	for _, c := range []struct{ method, path, token, body string }{
		{http.MethodPost, "/api/auth/login", "", `{"email":"user@exemplo.com.br","password":"errada"}`},
		{http.MethodPost, "/api/auth/login", "", `{"email":"user@exemplo.com.br","password":"` + password + `"}`},
		{http.MethodGet, "/api/assets/987654", "viewer", ""},
		{http.MethodGet, "/api/nada", "viewer", ""},
		{http.MethodGet, "/api/health/ready", "", ""},
		{http.MethodGet, "/metrics", "", ""},
	} {
		res := h.call(c.method, c.path, c.token, c.body)
		id := res.Header.Get("X-Request-Id")
		if len(id) != 16 || ids[id] {
			t.Fatalf("%s %s: X-Request-Id %q", c.method, c.path, id)
		}
		ids[id] = true
	}
	seen := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(log.String()))
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("a log line is not JSON: %v\n%s", err, sc.Text())
		}
		id, _ := line["request_id"].(string)
		if id == "" {
			t.Fatalf("a log line without request_id: %s", sc.Text())
		}
		seen[id]++
	}
	for id := range ids {
		if seen[id] == 0 {
			t.Errorf("no log line with the request id %s of an answer", id)
		}
	}
	if !strings.Contains(log.String(), `"msg":"password check failed"`) {
		t.Errorf("the refused password was not logged:\n%s", log.String())
	}
}

// TestProbes: live is 200 whatever the database; ready is 200 only when the database answers, every migration
// is applied and the upload directory takes writes, and names the check that fails.
func TestProbes(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		t.Parallel()
		h := newHarness(t, db)
		ready := func(want int, checks map[string]any) {
			t.Helper()
			res := h.call(http.MethodGet, "/api/health/ready", "", "")
			body := res.json(t)
			got, _ := body["checks"].(map[string]any)
			status := map[bool]string{true: "ok", false: "unavailable"}[want == http.StatusOK]
			if res.Status != want || body["status"] != status || len(got) != len(checks) {
				t.Fatalf("ready: %d %s", res.Status, res.Body)
			}
			for k, v := range checks {
				if got[k] != v {
					t.Fatalf("ready: check %s is %v, want %v: %s", k, got[k], v, res.Body)
				}
			}
		}
		live := func() {
			t.Helper()
			if res := h.call(http.MethodGet, "/api/health/live", "", ""); res.Status != http.StatusOK || res.json(t)["status"] != "ok" {
				t.Fatalf("live: %d %s", res.Status, res.Body)
			}
		}
		live()
		ready(http.StatusOK, map[string]any{"database": "ok", "migrations": "ok", "storage": "ok"})

		// The upload directory replaced by a file: nothing can be written there.
		uploads := filepath.Join(h.dir, "uploads")
		if err := os.RemoveAll(uploads); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(uploads, []byte("não é um diretório"), 0o600); err != nil {
			t.Fatal(err)
		}
		ready(http.StatusServiceUnavailable, map[string]any{"database": "ok", "migrations": "ok", "storage": "unavailable"})
		if err := os.Remove(uploads); err != nil {
			t.Fatal(err)
		}
		if err := os.Mkdir(uploads, 0o750); err != nil {
			t.Fatal(err)
		}
		ready(http.StatusOK, map[string]any{"database": "ok", "migrations": "ok", "storage": "ok"})

		// A migration of this binary missing from the database.
		ctx := context.Background()
		if _, err := db.ExecContext(ctx, "DELETE FROM schema_migrations WHERE version = (SELECT MAX(version) FROM schema_migrations)"); err != nil {
			t.Fatal(err)
		}
		ready(http.StatusServiceUnavailable, map[string]any{"database": "ok", "migrations": "pending", "storage": "ok"})

		// The database gone.
		db.Close()
		ready(http.StatusServiceUnavailable, map[string]any{"database": "unavailable", "migrations": "unavailable", "storage": "ok"})
		live()
	})
}

// TestReadyChecksTheBucket: with the files in a bucket, the readiness probe writes there; a bucket gone is 503.
func TestReadyChecksTheBucket(t *testing.T) {
	t.Parallel()
	mb := miniotest.NewBucket(t)
	h := newHarnessOn(t, dbtest.Open(t, database.SQLite), filestest.Open(t, mb), store.UploadLimits{}, nil)
	if res := h.call(http.MethodGet, "/api/health/ready", "", ""); res.Status != http.StatusOK ||
		res.Body != `{"checks":{"database":"ok","migrations":"ok","storage":"ok"},"status":"ok"}`+"\n" {
		t.Fatalf("ready: %d %s", res.Status, res.Body)
	}
	mb.Remove(t)
	// MinIO may take writes into a bucket for a moment after removing it (seen under load, on a first run while packages were installed): ask again for a while.
	want := `{"checks":{"database":"ok","migrations":"ok","storage":"unavailable"},"status":"unavailable"}` + "\n"
	res := h.call(http.MethodGet, "/api/health/ready", "", "")
	for deadline := time.Now().Add(30 * time.Second); res.Body != want && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
		res = h.call(http.MethodGet, "/api/health/ready", "", "")
	}
	if res.Status != http.StatusServiceUnavailable || res.Body != want {
		t.Fatalf("ready without the bucket: %d %s", res.Status, res.Body)
	}
}

// TestMetricsTokenGuessesLimited: an address's 11th wrong metrics token within ten minutes, and any token after it,
// is refused before it is compared (429 with Retry-After) — the right token too, so the refusal tells a guesser
// nothing; another address still scrapes, and so does the first once the window has passed.
func TestMetricsTokenGuessesLimited(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC)
	h := newHarnessWith(t, dbtest.Open(t, database.SQLite), store.UploadLimits{}, func() time.Time { return now },
		func(o *api.Options) { o.MetricsToken = metricsToken })
	scrapeFrom := func(addr, token string) response {
		req := httptest.NewRequest(http.MethodGet, "/metrics", nil)
		req.RemoteAddr = addr
		req.Header.Set("Authorization", "Bearer "+token)
		rec := httptest.NewRecorder()
		h.handler.ServeHTTP(rec, req)
		return response{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
	}
	const guesser, scraper = "203.0.113.50:9000", "203.0.113.51:9000"
	for i := range 10 {
		if res := scrapeFrom(guesser, fmt.Sprintf("palpite-%d", i)); res.Status != http.StatusUnauthorized {
			t.Fatalf("wrong token %d: %d", i+1, res.Status)
		}
	}
	for _, token := range []string{"palpite-10", metricsToken} {
		if res := scrapeFrom(guesser, token); res.Status != http.StatusTooManyRequests || res.Header.Get("Retry-After") != "600" ||
			res.json(t)["error"] != "Muitas tentativas com token incorreto. Tente novamente em alguns minutos." {
			t.Fatalf("token %q after 10 wrong ones: %d %v %s", token, res.Status, res.Header, res.Body)
		}
	}
	if res := scrapeFrom(scraper, metricsToken); res.Status != http.StatusOK {
		t.Fatalf("another address: %d", res.Status)
	}
	now = now.Add(10 * time.Minute)
	if res := scrapeFrom(guesser, metricsToken); res.Status != http.StatusOK {
		t.Fatalf("ten minutes later: %d %s", res.Status, res.Body)
	}
}

// TestProbeLeftByItsClientIsNoError: a readiness probe whose client left before the answer (its own timeout) fails
// its checks with it and is logged at debug level; a database really gone is an ERROR.
func TestProbeLeftByItsClientIsNoError(t *testing.T) {
	t.Parallel()
	var log lockedBuffer
	db := dbtest.Open(t, database.SQLite)
	h := opsHarness(t, db, &log)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	h.handler.ServeHTTP(httptest.NewRecorder(), httptest.NewRequestWithContext(ctx, http.MethodGet, "/api/health/ready", nil))
	if !strings.Contains(log.String(), `"level":"DEBUG","msg":"ready: database unreachable"`) || strings.Contains(log.String(), `"level":"ERROR"`) {
		t.Fatalf("a probe left by its client:\n%s", log.String())
	}
	db.Close()
	h.call(http.MethodGet, "/api/health/ready", "", "")
	if !strings.Contains(log.String(), `"level":"ERROR","msg":"ready: database unreachable"`) {
		t.Fatalf("a database gone:\n%s", log.String())
	}
}

// TestSilentDatabaseAnswers503: when PostgreSQL stops answering (its packets dropped, the connections kept open),
// a read and a write answer 503 'Banco de dados indisponível…' within seconds instead of waiting for minutes, the
// calls after them at once, and the answers come back once it does.
func TestSilentDatabaseAnswers503(t *testing.T) {
	t.Parallel()
	db, proxy := dbtest.OpenPostgresBehind(t)
	h := newHarness(t, db)
	if res := h.call(http.MethodGet, "/api/assets", "admin", ""); res.Status != http.StatusOK {
		t.Fatalf("before: %d %s", res.Status, res.Body)
	}
	proxy.Silence(true)
	unavailable := func(res response) bool {
		return res.Status == http.StatusServiceUnavailable && res.Header.Get("Retry-After") != "" &&
			res.json(t)["error"] == "Banco de dados indisponível. Tente novamente em instantes."
	}
	start := time.Now()
	if res := h.call(http.MethodGet, "/api/assets?search=casa", "admin", ""); !unavailable(res) || time.Since(start) > 10*time.Second {
		t.Fatalf("a read of a silent database: %d %s after %v", res.Status, res.Body, time.Since(start))
	}
	start = time.Now()
	body := `{"counterpart":"opening","description":"Sala","type":"other","acquisitionValue":10,"currentValue":10,"acquisitionDate":"2024-01-01"}`
	if res := h.call(http.MethodPost, "/api/assets", "admin", body); !unavailable(res) || time.Since(start) > time.Second {
		t.Fatalf("a write while it is known silent: %d %s after %v", res.Status, res.Body, time.Since(start))
	}
	proxy.Silence(false)
	deadline := time.Now().Add(15 * time.Second)
	for {
		res := h.call(http.MethodGet, "/api/assets", "admin", "")
		if res.Status == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the database answers again: %d %s", res.Status, res.Body)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
