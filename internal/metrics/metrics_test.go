package metrics

import (
	"math"
	"strings"
	"testing"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// TestWriteIsReadByPrometheus: label values with quotes, backslashes, line feeds and accents, help text with
// line feeds, histograms with an observation on a bound, above the last one and NaN-free sums: Prometheus's
// own parser reads what Write writes, with the same values.
func TestWriteIsReadByPrometheus(t *testing.T) {
	r := NewRegistry()
	c := r.Counter("teste_total", "Contagem\ncom \\ quebra.", "rota")
	c.Inc(`GET /api/"x"\y`)
	c.Add(2.5, "linha\nnova, ação")
	g := r.Gauge("teste_nivel", "Um nível.")
	g.Set(math.Inf(1))
	h := r.Histogram("teste_segundos", "Durações.", []float64{0.1, 1}, "job")
	for _, v := range []float64{0.05, 0.1, 0.5, 7} {
		h.Observe(v, "backup")
	}
	var b strings.Builder
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	parser := expfmt.NewTextParser(model.LegacyValidation)
	families, err := parser.TextToMetricFamilies(strings.NewReader(b.String()))
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	counters := map[string]float64{}
	for _, m := range families["teste_total"].GetMetric() {
		counters[m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
	}
	if counters[`GET /api/"x"\y`] != 1 || counters["linha\nnova, ação"] != 2.5 || families["teste_total"].GetHelp() != "Contagem\ncom \\ quebra." {
		t.Errorf("counters %v, help %q", counters, families["teste_total"].GetHelp())
	}
	if v := families["teste_nivel"].GetMetric()[0].GetGauge().GetValue(); !math.IsInf(v, 1) {
		t.Errorf("gauge %v", v)
	}
	hist := families["teste_segundos"].GetMetric()[0].GetHistogram()
	var cumulative []uint64
	for _, bk := range hist.GetBucket() {
		cumulative = append(cumulative, bk.GetCumulativeCount())
	}
	if hist.GetSampleCount() != 4 || hist.GetSampleSum() != 7.65 || len(cumulative) != 3 || cumulative[0] != 2 || cumulative[1] != 3 || cumulative[2] != 4 {
		t.Errorf("histogram: count %d sum %v buckets %v\n%s", hist.GetSampleCount(), hist.GetSampleSum(), cumulative, b.String())
	}
}
