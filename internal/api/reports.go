package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"patrimonio/internal/files"
	"patrimonio/internal/model"
	"patrimonio/internal/report"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const reportNotFound = "Relatório não encontrado"

func (s *Server) listReports(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	typ, err := queryFilter(r, "type", oneOf(model.ReportTypes...), "Tipo de relatório inválido.")
	if err != nil {
		return err
	}
	period, err := queryFilter(r, "period", oneOf(model.ReportPeriods...), "Período inválido.")
	if err != nil {
		return err
	}
	sort, err := sortParam(r, store.ReportSorts)
	if err != nil {
		return err
	}
	f := store.ReportFilter{Type: typ, Period: period, Sort: sort, Page: page, PageSize: size}
	reports, sum, err := s.store.ListReports(r.Context(), f)
	if err != nil {
		return err
	}
	writeList(w, reports, listMeta{Total: sum.Count, Page: page, PageSize: size, Summary: sum})
	return nil
}

type reportRequest struct {
	Type      string `json:"type"`
	Period    string `json:"period"`
	Reference string `json:"reference"`
}

func (s *Server) createReport(w http.ResponseWriter, r *http.Request) error {
	var in reportRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	validate.Report(e, in.Type, in.Period, in.Reference, s.store.Today())
	if !e.OK() {
		return e
	}
	created, err := s.store.CreateReport(r.Context(), model.Report{Type: in.Type, Period: in.Period, Reference: in.Reference,
		Title: model.ReportTitle(in.Type, in.Period, in.Reference), Description: model.ReportTypeDescription[in.Type]},
		currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

// downloadReport builds the report's file from the data as it stands now and sends it as an attachment.
func (s *Server) downloadReport(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	format, err := reportFormat(r)
	if err != nil {
		return err
	}
	rep, err := s.store.ReportByID(r.Context(), id)
	if err != nil {
		return err
	}
	doc, err := s.reportDocument(r.Context(), rep)
	if err != nil {
		return err
	}
	return sendDocument(w, r, format, doc, reportDisposition(rep, format))
}

// reportDisposition names the file twice, each spelling whole (docs/decisions.md, "Compression, first-run
// messages and file names"): plain ASCII in filename for every client (relatorio-dividas-2026-T4.pdf) and the
// pt-BR spelling in RFC 5987's filename* for those that read it (relatório-dívidas-2026-T4.pdf). A quarter is
// T1–T4 (trimestre), as a person reads it, not the stored Q1–Q4.
func reportDisposition(rep model.Report, format string) string {
	ref := strings.Replace(rep.Reference, "-Q", "-T", 1)
	plain := "relatorio-" + model.ReportTypeSlug[rep.Type] + "-" + ref + "." + format
	label := strings.NewReplacer(" ", "-", "/", "-").Replace(strings.ToLower(model.ReportTypeLabel[rep.Type]))
	accented := "relatório-" + label + "-" + ref + "." + format
	return fmt.Sprintf(`attachment; filename="%s"; filename*=UTF-8''%s`, plain, url.PathEscape(accented))
}

// reportDocument gathers the data of a report's type and period, and the company's brand.
func (s *Server) reportDocument(ctx context.Context, rep model.Report) (report.Document, error) {
	period, ok := model.ParseReportReference(rep.Period, rep.Reference)
	if !ok {
		return report.Document{}, fmt.Errorf("report %d: stored reference %q does not parse", rep.ID, rep.Reference)
	}
	brand, err := s.reportBrand(ctx)
	if err != nil {
		return report.Document{}, err
	}
	// Each report answers as of the end of its period, or today for a period still open.
	asOf := period.To
	if today := s.store.Today(); today.Before(asOf) {
		asOf = today
	}
	doc := report.Document{Brand: brand, Title: rep.Title, Period: report.PeriodText(rep.Period, period, asOf), GeneratedAt: s.store.Now()}
	switch rep.Type {
	case model.ReportAssets:
		assets, err := s.store.ReportAssets(ctx, period.From, asOf)
		if err != nil {
			return doc, err
		}
		doc.Sections = report.Assets(assets, asOf)
	case model.ReportDebts:
		debts, err := s.store.ReportDebts(ctx, asOf)
		if err != nil {
			return doc, err
		}
		doc.Sections = []report.Section{report.Debts(debts, asOf)}
	case model.ReportCashflow:
		// The statement by sections from the journal, then each movement of the accounts.
		cf, err := s.store.CashFlow(ctx, period.From, asOf)
		if err != nil {
			return doc, err
		}
		events, err := s.store.CashEvents(ctx, period.From, period.To, 0)
		if err != nil {
			return doc, err
		}
		doc.Sections = append(report.CashFlow(cf), report.Cashflow(events))
	case model.ReportNetworth:
		months, err := s.netWorthMonths(ctx, period)
		if err != nil {
			return doc, err
		}
		doc.Sections = report.Networth(months)
	case model.ReportBridge:
		b, err := s.store.Bridge(ctx, period.From, asOf)
		if err != nil {
			return doc, err
		}
		doc.Sections = []report.Section{report.Bridge(b)}
	case model.ReportYearEnd:
		// The position on 31/12 of the year before and of the year (or today, for the year still open).
		before := period.From.AddDays(-1)
		assets, err := s.store.YearEndAssets(ctx, before, asOf)
		if err != nil {
			return doc, err
		}
		balances, err := s.store.YearEndBalances(ctx, before, asOf)
		if err != nil {
			return doc, err
		}
		doc.Sections = report.YearEnd(assets, balances, before, asOf)
	case model.ReportDepreciation:
		before := period.From.AddDays(-1)
		assets, err := s.store.DepreciationAssets(ctx, period.From, asOf)
		if err != nil {
			return doc, err
		}
		doc.Sections = []report.Section{report.Depreciation(assets, before, asOf)}
	default:
		return doc, fmt.Errorf("report %d: type %q has no builder", rep.ID, rep.Type)
	}
	return doc, nil
}

// netWorthMonths is the opening and closing position of each month of the period that has begun; the current
// month closes today.
func (s *Server) netWorthMonths(ctx context.Context, period model.ReportRange) ([]report.NetWorthMonth, error) {
	today := s.store.Today()
	days := []model.Date{period.From.AddDays(-1)} // the opening of the first month
	var firsts []model.Date
	for first := period.From; !first.After(period.To) && !first.After(today); first = nextMonth(first) {
		firsts = append(firsts, first)
		end := nextMonth(first).AddDays(-1)
		if end.After(today) {
			end = today
		}
		days = append(days, end)
	}
	positions, err := s.store.NetWorthSeries(ctx, days)
	if err != nil {
		return nil, err
	}
	months := make([]report.NetWorthMonth, len(firsts))
	for i, first := range firsts {
		months[i] = report.NetWorthMonth{Month: first, Opening: positions[i], Closing: positions[i+1],
			Open: !nextMonth(first).AddDays(-1).Before(today)}
	}
	return months, nil
}

func nextMonth(first model.Date) model.Date {
	t := first.Time()
	return model.NewDate(t.Year(), t.Month()+1, 1)
}

// reportBrand is the company's name, colours and logo bytes (a logo that cannot be read is left out).
func (s *Server) reportBrand(ctx context.Context) (report.Brand, error) {
	st, err := s.store.Settings(ctx)
	if err != nil {
		return report.Brand{}, err
	}
	b := report.Brand{CompanyName: st.CompanyName, PrimaryColor: st.PrimaryColor, SecondaryColor: st.SecondaryColor}
	m := validate.UploadURL.FindStringSubmatch(st.LogoURL)
	if m == nil {
		return b, nil
	}
	f, err := s.files.Open(ctx, m[1])
	if errors.Is(err, files.ErrNotFound) {
		return b, nil
	}
	if err != nil {
		return b, fmt.Errorf("report logo: %w", err)
	}
	defer f.Close()
	b.Logo, err = io.ReadAll(io.LimitReader(f, 5<<20+1))
	if err != nil {
		return b, fmt.Errorf("report logo: %w", err)
	}
	return b, nil
}
