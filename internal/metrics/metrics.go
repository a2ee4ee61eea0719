// Package metrics is the server's metrics, kept by the Prometheus Go client and written in its text format
// (docs/decisions.md, "Operations").
package metrics

import (
	"database/sql"
	"io"
	"runtime"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/common/expfmt"
)

// textFormat is the Prometheus text exposition format (version 0.0.4); ContentType its content type.
var textFormat = expfmt.NewFormat(expfmt.TypeTextPlain)

// ContentType is the content type of what Write writes.
var ContentType = string(textFormat)

// App is the server's metrics, every name beginning with patrimonio_. Route labels are ServeMux patterns
// ("GET /api/assets/{id}"), never raw paths, so the number of series stays bounded.
type App struct {
	registry *prometheus.Registry
	// Requests counts answers by route and status; Latency times them by route.
	Requests *prometheus.CounterVec
	Latency  *prometheus.HistogramVec
	// SignInFailures counts wrong passwords and codes by route; LimiterRefusals the checks the login limiter
	// refused (429) by route.
	SignInFailures  *prometheus.CounterVec
	LimiterRefusals *prometheus.CounterVec
	// JobRuns counts background runs by job and result ("ok" or "error"); JobDuration times them;
	// JobLastSuccess is the Unix time of each job's last good run.
	JobRuns        *prometheus.CounterVec
	JobDuration    *prometheus.HistogramVec
	JobLastSuccess *prometheus.GaugeVec
}

// Route labels of requests that no route of the table serves.
const (
	RouteWeb       = "web"       // the web app's files, outside /api
	RouteUnmatched = "unmatched" // a path or method under /api that no route serves
)

// latencyBuckets suit answers measured in milliseconds to a few seconds (reports and uploads take longer).
var latencyBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

// jobBuckets suit background jobs, from a quick sweep to a backup of many files.
var jobBuckets = []float64{0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600}

// New returns the server's metrics in a fresh registry, with the Go runtime's goroutines and heap.
func New() *App {
	r := prometheus.NewRegistry()
	f := factory{r}
	m := &App{
		registry: r,
		Requests: f.counter("patrimonio_http_requests_total", "HTTP answers by route pattern and status.", "route", "status"),
		Latency: f.histogram("patrimonio_http_request_duration_seconds", "Time from a request's arrival to the end of its answer, by route pattern.",
			latencyBuckets, "route"),
		SignInFailures: f.counter("patrimonio_sign_in_failures_total", "Wrong passwords and two-factor codes, by route pattern.", "route"),
		LimiterRefusals: f.counter("patrimonio_login_limiter_refusals_total",
			"Password and code checks refused by the login limiter (429), by route pattern.", "route"),
		JobRuns:     f.counter("patrimonio_job_runs_total", "Background job runs by job and result (ok, error).", "job", "result"),
		JobDuration: f.histogram("patrimonio_job_duration_seconds", "Duration of background job runs, by job.", jobBuckets, "job"),
		JobLastSuccess: f.register(prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "patrimonio_job_last_success_timestamp_seconds", Help: "Unix time of each background job's last good run."}, []string{"job"})).(*prometheus.GaugeVec),
	}
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "patrimonio_go_goroutines", Help: "Goroutines of the server process."},
		func() float64 { return float64(runtime.NumGoroutine()) }))
	f.register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "patrimonio_go_heap_bytes", Help: "Bytes of the Go heap in use."},
		func() float64 {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			return float64(ms.HeapAlloc)
		}))
	return m
}

// factory registers each metric as it makes it.
type factory struct{ r *prometheus.Registry }

func (f factory) register(c prometheus.Collector) prometheus.Collector {
	f.r.MustRegister(c)
	return c
}

func (f factory) counter(name, help string, labels ...string) *prometheus.CounterVec {
	return f.register(prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, labels)).(*prometheus.CounterVec)
}

func (f factory) histogram(name, help string, buckets []float64, labels ...string) *prometheus.HistogramVec {
	return f.register(prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: name, Help: help, Buckets: buckets}, labels)).(*prometheus.HistogramVec)
}

// Job records one run of a background job that started at start; err nil is a good run.
func (m *App) Job(job string, start time.Time, err error) {
	now := time.Now()
	result := "ok"
	if err != nil {
		result = "error"
	} else {
		m.JobLastSuccess.WithLabelValues(job).Set(float64(now.UnixMilli()) / 1000)
	}
	m.JobRuns.WithLabelValues(job, result).Inc()
	m.JobDuration.WithLabelValues(job).Observe(now.Sub(start).Seconds())
}

// WatchPool publishes the database connection pool that stats describes.
func (m *App) WatchPool(stats func() sql.DBStats) {
	m.registry.MustRegister(poolCollector{stats})
}

// Write writes every metric in the text format, families sorted by name.
func (m *App) Write(w io.Writer) error {
	families, err := m.registry.Gather()
	if err != nil {
		return err
	}
	enc := expfmt.NewEncoder(w, textFormat)
	for _, f := range families {
		if err := enc.Encode(f); err != nil {
			return err
		}
	}
	return nil
}

// poolCollector reads the pool's statistics once per scrape for its three families.
type poolCollector struct{ stats func() sql.DBStats }

var (
	poolConnections = prometheus.NewDesc("patrimonio_db_connections",
		"Database pool connections by state (in_use, idle) and the pool's limit (max_open).", []string{"state"}, nil)
	poolWaits       = prometheus.NewDesc("patrimonio_db_waits_total", "Times a query waited for a free database connection.", nil, nil)
	poolWaitSeconds = prometheus.NewDesc("patrimonio_db_wait_seconds_total", "Time queries spent waiting for a free database connection.", nil, nil)
)

func (poolCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- poolConnections
	ch <- poolWaits
	ch <- poolWaitSeconds
}

func (p poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := p.stats()
	ch <- prometheus.MustNewConstMetric(poolConnections, prometheus.GaugeValue, float64(s.InUse), "in_use")
	ch <- prometheus.MustNewConstMetric(poolConnections, prometheus.GaugeValue, float64(s.Idle), "idle")
	ch <- prometheus.MustNewConstMetric(poolConnections, prometheus.GaugeValue, float64(s.MaxOpenConnections), "max_open")
	ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(s.WaitCount))
	ch <- prometheus.MustNewConstMetric(poolWaitSeconds, prometheus.CounterValue, s.WaitDuration.Seconds())
}
