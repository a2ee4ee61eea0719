package model

import "testing"

func TestParseReportReference(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ period, ref, from, to, label string }{
		{PeriodMonthly, "2024-02", "2024-02-01", "2024-02-29", "fevereiro de 2024"},
		{PeriodMonthly, "2026-12", "2026-12-01", "2026-12-31", "dezembro de 2026"},
		{PeriodQuarterly, "2026-Q3", "2026-07-01", "2026-09-30", "3º trimestre de 2026"},
		{PeriodQuarterly, "2026-Q4", "2026-10-01", "2026-12-31", "4º trimestre de 2026"},
		{PeriodYearly, "2025", "2025-01-01", "2025-12-31", "2025"},
	} {
		r, ok := ParseReportReference(c.period, c.ref)
		if !ok || r.From.String() != c.from || r.To.String() != c.to || ReportReferenceLabel(c.period, c.ref) != c.label {
			t.Errorf("%s %s: %v %v %s", c.period, c.ref, ok, r, ReportReferenceLabel(c.period, c.ref))
		}
	}
	for _, c := range [][2]string{{PeriodMonthly, "2024-2"}, {PeriodMonthly, "2024-+2"}, {PeriodMonthly, "2024-00"},
		{PeriodMonthly, "1899-12"}, {PeriodQuarterly, "2026-Q0"}, {PeriodQuarterly, "2026-3"}, {PeriodYearly, "+202"},
		{PeriodYearly, "20266"}, {"weekly", "2026"}} {
		if _, ok := ParseReportReference(c[0], c[1]); ok {
			t.Errorf("%s %s accepted", c[0], c[1])
		}
	}
}
