// Package metrics counts what the server does and writes it in the Prometheus text exposition format
// (version 0.0.4): counters, gauges and histograms with labels, and gauges read when they are written. It is the
// few parts of a Prometheus client the server needs, without its dependencies (docs/decisions.md, "Operations").
package metrics

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// ContentType is the content type of the text format Write produces.
const ContentType = "text/plain; version=0.0.4; charset=utf-8"

// kind is a family's TYPE.
type kind string

const (
	counter   kind = "counter"
	gauge     kind = "gauge"
	histogram kind = "histogram"
)

// Registry holds metric families and writes them, sorted by name.
type Registry struct {
	mu       sync.Mutex
	families map[string]*family
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{families: map[string]*family{}} }

// family is one metric name with its series, one per combination of label values.
type family struct {
	name, help string
	kind       kind
	labels     []string
	buckets    []float64 // histograms: upper bounds, increasing, without +Inf
	mu         sync.Mutex
	series     map[string]*series
	// collect, when set, gives the family's values at each write instead of series.
	collect func(emit func(value float64, labelValues ...string))
}

type series struct {
	labelValues []string
	value       float64  // counters and gauges
	counts      []uint64 // histograms: observations per bucket (not cumulative), the last one +Inf
	sum         float64
	count       uint64
}

func (r *Registry) add(f *family) *family {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.families[f.name]; dup {
		panic("metrics: " + f.name + " registered twice")
	}
	f.series = map[string]*series{}
	r.families[f.name] = f
	return f
}

// with returns the series of labelValues, creating it.
func (f *family) with(labelValues []string) *series {
	if len(labelValues) != len(f.labels) {
		panic(fmt.Sprintf("metrics: %s takes %d label values, got %d", f.name, len(f.labels), len(labelValues)))
	}
	key := strings.Join(labelValues, "\xff")
	s, ok := f.series[key]
	if !ok {
		s = &series{labelValues: slices.Clone(labelValues)}
		if f.kind == histogram {
			s.counts = make([]uint64, len(f.buckets)+1)
		}
		f.series[key] = s
	}
	return s
}

// Counter is a family of counters that only go up.
type Counter struct{ f *family }

// Counter registers a counter family; its name should end in _total.
func (r *Registry) Counter(name, help string, labels ...string) *Counter {
	return &Counter{r.add(&family{name: name, help: help, kind: counter, labels: labels})}
}

// Add adds v (not negative) to the counter of labelValues.
func (c *Counter) Add(v float64, labelValues ...string) {
	if v < 0 {
		panic("metrics: a counter cannot go down")
	}
	c.f.mu.Lock()
	c.f.with(labelValues).value += v
	c.f.mu.Unlock()
}

// Inc adds one to the counter of labelValues.
func (c *Counter) Inc(labelValues ...string) { c.Add(1, labelValues...) }

// Gauge is a family of values that go up and down.
type Gauge struct{ f *family }

// Gauge registers a gauge family.
func (r *Registry) Gauge(name, help string, labels ...string) *Gauge {
	return &Gauge{r.add(&family{name: name, help: help, kind: gauge, labels: labels})}
}

// Set sets the gauge of labelValues to v.
func (g *Gauge) Set(v float64, labelValues ...string) {
	g.f.mu.Lock()
	g.f.with(labelValues).value = v
	g.f.mu.Unlock()
}

// GaugeFunc registers a gauge family whose values collect gives each time the registry is written.
func (r *Registry) GaugeFunc(name, help string, labels []string, collect func(emit func(value float64, labelValues ...string))) {
	r.add(&family{name: name, help: help, kind: gauge, labels: labels, collect: collect})
}

// CounterFunc registers a counter family whose values collect gives each time the registry is written (a count
// kept elsewhere, such as the database pool's waits).
func (r *Registry) CounterFunc(name, help string, labels []string, collect func(emit func(value float64, labelValues ...string))) {
	r.add(&family{name: name, help: help, kind: counter, labels: labels, collect: collect})
}

// Histogram is a family of histograms: counts of observations per bucket, their sum and their number.
type Histogram struct{ f *family }

// Histogram registers a histogram family with the upper bounds buckets (increasing; +Inf is added).
func (r *Registry) Histogram(name, help string, buckets []float64, labels ...string) *Histogram {
	if !slices.IsSorted(buckets) || len(slices.Compact(slices.Clone(buckets))) != len(buckets) {
		panic("metrics: " + name + ": buckets must increase")
	}
	return &Histogram{r.add(&family{name: name, help: help, kind: histogram, labels: labels, buckets: buckets})}
}

// Observe records v in the histogram of labelValues.
func (h *Histogram) Observe(v float64, labelValues ...string) {
	i, _ := slices.BinarySearch(h.f.buckets, v) // the first bucket whose bound is ≥ v, or +Inf
	h.f.mu.Lock()
	s := h.f.with(labelValues)
	s.counts[i]++
	s.sum += v
	s.count++
	h.f.mu.Unlock()
}

// Write writes every family in the text format, families sorted by name and series by their label values.
func (r *Registry) Write(w io.Writer) error {
	r.mu.Lock()
	families := make([]*family, 0, len(r.families))
	for _, f := range r.families {
		families = append(families, f)
	}
	r.mu.Unlock()
	slices.SortFunc(families, func(a, b *family) int { return strings.Compare(a.name, b.name) })
	bw := bufio.NewWriter(w)
	for _, f := range families {
		f.write(bw)
	}
	return bw.Flush()
}

func (f *family) write(w *bufio.Writer) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n", f.name, escapeHelp(f.help), f.name, f.kind)
	var list []*series
	if f.collect != nil {
		f.collect(func(value float64, labelValues ...string) {
			if len(labelValues) != len(f.labels) {
				panic(fmt.Sprintf("metrics: %s takes %d label values, got %d", f.name, len(f.labels), len(labelValues)))
			}
			list = append(list, &series{labelValues: labelValues, value: value})
		})
	} else {
		f.mu.Lock()
		defer f.mu.Unlock()
		for _, s := range f.series {
			list = append(list, s)
		}
	}
	slices.SortFunc(list, func(a, b *series) int { return slices.Compare(a.labelValues, b.labelValues) })
	for _, s := range list {
		if f.kind != histogram {
			fmt.Fprintf(w, "%s%s %s\n", f.name, labelText(f.labels, s.labelValues, "", ""), number(s.value))
			continue
		}
		var cumulative uint64
		for i, n := range s.counts {
			cumulative += n
			bound := math.Inf(1)
			if i < len(f.buckets) {
				bound = f.buckets[i]
			}
			fmt.Fprintf(w, "%s_bucket%s %d\n", f.name, labelText(f.labels, s.labelValues, "le", number(bound)), cumulative)
		}
		labels := labelText(f.labels, s.labelValues, "", "")
		fmt.Fprintf(w, "%s_sum%s %s\n%s_count%s %d\n", f.name, labels, number(s.sum), f.name, labels, s.count)
	}
}

// labelText is {name="value",…} with an extra label when extraName is set, or "" without labels.
func labelText(names, values []string, extraName, extraValue string) string {
	if len(names) == 0 && extraName == "" {
		return ""
	}
	var b strings.Builder
	b.WriteByte('{')
	for i, n := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=\"%s\"", n, escapeLabel(values[i]))
	}
	if extraName != "" {
		if len(names) > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=\"%s\"", extraName, escapeLabel(extraValue))
	}
	b.WriteByte('}')
	return b.String()
}

var (
	helpEscaper  = strings.NewReplacer(`\`, `\\`, "\n", `\n`)
	labelEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`, `"`, `\"`)
)

func escapeHelp(s string) string  { return helpEscaper.Replace(s) }
func escapeLabel(s string) string { return labelEscaper.Replace(s) }

// number writes a value as the format reads it: +Inf, -Inf, NaN or the shortest decimal.
func number(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
