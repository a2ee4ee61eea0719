package store_test

import (
	"strings"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func TestReportsListNewestFirstWithFilters(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, clock := newStore(t, db)
		ana := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleViewer)
		for _, r := range []model.Report{
			{Type: model.ReportAssets, Period: model.PeriodMonthly, Reference: "2026-01"},
			{Type: model.ReportDebts, Period: model.PeriodYearly, Reference: "2025"},
			{Type: model.ReportAssets, Period: model.PeriodYearly, Reference: "2024"},
		} {
			r.Title, r.Description = model.ReportTitle(r.Type, r.Period, r.Reference), "d"
			if _, err := s.CreateReport(ctx, r, ana); err != nil {
				t.Fatal(err)
			}
			clock.t = clock.t.Add(time.Minute)
		}
		refs := func(f store.ReportFilter) string {
			f.Page, f.PageSize = 1, 50
			list, sum, err := s.ListReports(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, r := range list {
				out = append(out, r.Reference)
			}
			if sum.Count != len(out) {
				t.Errorf("count %d for %d rows", sum.Count, len(out))
			}
			return strings.Join(out, ",")
		}
		if got := refs(store.ReportFilter{}); got != "2024,2025,2026-01" {
			t.Errorf("all: %s", got)
		}
		if got := refs(store.ReportFilter{Type: model.ReportAssets}); got != "2024,2026-01" {
			t.Errorf("assets: %s", got)
		}
		if got := refs(store.ReportFilter{Type: model.ReportAssets, Period: model.PeriodYearly}); got != "2024" {
			t.Errorf("assets yearly: %s", got)
		}
		r, err := s.ReportByID(ctx, 1)
		if err != nil || r.CreatedBy.Name != "Ana" || r.Title != "Relatório de Ativos — janeiro de 2026" || !r.CreatedAt.Equal(time.Date(2026, 3, 15, 12, 0, 0, 0, time.UTC)) {
			t.Errorf("report 1: %+v %v", r, err)
		}
	})
}

// A debt belongs to the month it was registered in, in São Paulo: 31 March 23:00 there is 1 April 02:00 UTC.
func TestReportDebtsByRegistrationDayInSaoPaulo(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, clock := newStore(t, db)
		by := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		clock.t = time.Date(2026, 4, 1, 2, 0, 0, 0, time.UTC)
		mustDebt(t, s, by, model.Debt{CreditorName: "Banco", OriginalAmount: 100, DueDate: day("2026-03-20")})
		clock.t = time.Date(2026, 4, 1, 3, 30, 0, 0, time.UTC)
		mustDebt(t, s, by, model.Debt{CreditorName: "Caixa", OriginalAmount: 200, DueDate: day("2026-05-01")})
		for until, want := range map[string]string{"2026-03-30": "", "2026-03-31": "Banco", "2026-04-01": "Banco,Caixa"} {
			debts, err := s.ReportDebts(ctx, day(until))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(creditors(debts), ","); got != want {
				t.Errorf("until %s: %q, want %q", until, got, want)
			}
			if len(debts) > 0 && debts[0].Status != model.DebtOverdue {
				t.Errorf("Banco is past due: %s", debts[0].Status)
			}
		}
		assets, err := s.ReportAssets(ctx, day("2026-03-01"), day("2026-03-31"))
		if err != nil || len(assets) != 0 {
			t.Errorf("assets %v %v", assets, err)
		}
	})
}
