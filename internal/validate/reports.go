package validate

import (
	"slices"

	"patrimonio/internal/model"
)

// referenceFormat names the reference each period expects.
var referenceFormat = map[string]string{
	model.PeriodMonthly:   MsgReferenceMonth,
	model.PeriodQuarterly: MsgReferenceQuarter,
	model.PeriodYearly:    MsgReferenceYear,
}

// Report checks a report request and returns the days its reference covers. A period that begins after today
// is refused: there is nothing to report yet.
func Report(e Errors, typ, period, reference string, today model.Date) model.ReportRange {
	if !slices.Contains(model.ReportTypes, typ) {
		e.add("type", MsgReportType)
	}
	if !slices.Contains(model.ReportPeriods, period) {
		e.add("period", MsgReportPeriod)
		return model.ReportRange{}
	}
	if blank(reference) {
		e.add("reference", MsgReferenceNeeded)
		return model.ReportRange{}
	}
	r, ok := model.ParseReportReference(period, reference)
	switch {
	case !ok:
		e.add("reference", referenceFormat[period])
	case r.From.After(today):
		e.add("reference", MsgReferenceFuture)
	}
	if (typ == model.ReportYearEnd || typ == model.ReportDepreciation) && period != model.PeriodYearly {
		e.add("period", MsgYearEndYearly)
	}
	return r
}
