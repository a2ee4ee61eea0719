package metrics

import (
	"database/sql"
	"runtime"
	"time"
)

// App is the server's metrics, every name beginning with patrimonio_. Route labels are ServeMux patterns
// ("GET /api/assets/{id}"), never raw paths, so the number of series stays bounded.
type App struct {
	Registry *Registry
	// Requests counts answers by route and status; Latency times them by route.
	Requests *Counter
	Latency  *Histogram
	// SignInFailures counts wrong passwords and codes by route; LimiterRefusals the checks the login limiter
	// refused (429) by route.
	SignInFailures  *Counter
	LimiterRefusals *Counter
	// JobRuns counts background runs by job and result ("ok" or "error"); JobDuration times them;
	// JobLastSuccess is the Unix time of each job's last good run.
	JobRuns        *Counter
	JobDuration    *Histogram
	JobLastSuccess *Gauge
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
	r := NewRegistry()
	m := &App{
		Registry: r,
		Requests: r.Counter("patrimonio_http_requests_total", "HTTP answers by route pattern and status.", "route", "status"),
		Latency: r.Histogram("patrimonio_http_request_duration_seconds", "Time from a request's arrival to the end of its answer, by route pattern.",
			latencyBuckets, "route"),
		SignInFailures: r.Counter("patrimonio_sign_in_failures_total", "Wrong passwords and two-factor codes, by route pattern.", "route"),
		LimiterRefusals: r.Counter("patrimonio_login_limiter_refusals_total",
			"Password and code checks refused by the login limiter (429), by route pattern.", "route"),
		JobRuns:        r.Counter("patrimonio_job_runs_total", "Background job runs by job and result (ok, error).", "job", "result"),
		JobDuration:    r.Histogram("patrimonio_job_duration_seconds", "Duration of background job runs, by job.", jobBuckets, "job"),
		JobLastSuccess: r.Gauge("patrimonio_job_last_success_timestamp_seconds", "Unix time of each background job's last good run.", "job"),
	}
	r.GaugeFunc("patrimonio_go_goroutines", "Goroutines of the server process.", nil, func(emit func(float64, ...string)) {
		emit(float64(runtime.NumGoroutine()))
	})
	r.GaugeFunc("patrimonio_go_heap_bytes", "Bytes of the Go heap in use.", nil, func(emit func(float64, ...string)) {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		emit(float64(ms.HeapAlloc))
	})
	return m
}

// Job records one run of a background job that started at start; err nil is a good run.
func (m *App) Job(job string, start time.Time, err error) {
	now := time.Now()
	result := "ok"
	if err != nil {
		result = "error"
	} else {
		m.JobLastSuccess.Set(float64(now.UnixMilli())/1000, job)
	}
	m.JobRuns.Inc(job, result)
	m.JobDuration.Observe(now.Sub(start).Seconds(), job)
}

// WatchPool publishes the database connection pool that stats describes.
func (m *App) WatchPool(stats func() sql.DBStats) {
	m.Registry.GaugeFunc("patrimonio_db_connections", "Database pool connections by state (in_use, idle) and the pool's limit (max_open).",
		[]string{"state"}, func(emit func(float64, ...string)) {
			s := stats()
			emit(float64(s.InUse), "in_use")
			emit(float64(s.Idle), "idle")
			emit(float64(s.MaxOpenConnections), "max_open")
		})
	m.Registry.CounterFunc("patrimonio_db_waits_total", "Times a query waited for a free database connection.", nil,
		func(emit func(float64, ...string)) { emit(float64(stats().WaitCount)) })
	m.Registry.CounterFunc("patrimonio_db_wait_seconds_total", "Time queries spent waiting for a free database connection.", nil,
		func(emit func(float64, ...string)) { emit(stats().WaitDuration.Seconds()) })
}
