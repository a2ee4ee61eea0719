package store_test

import (
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// TestCapitalisedGraceEntersTheBalance: the interest of a grace period capitalised enters the debt's balance on
// each grace month's due date, in the ledger of every day too; the installments paid as they fall due then pay
// the debt off to the centavo, the last one included; none of it is cash.
func TestCapitalisedGraceEntersTheBalance(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		on := func(day string) { c.t = date(day).Time().Add(15 * time.Hour) }
		on("2025-02-15")
		first, contract := date("2025-01-10"), date("2024-12-10")
		// R$ 100.000,00 at 1 % a.m.: two months of grace with the interest added to the balance, then 12 Price installments.
		d := mustDebt(t, s, ana, model.Debt{CreditorName: "Caixa", OriginalAmount: 100_000_00, InterestRate: model.RateScale,
			Category: model.DebtFinancing, System: model.DebtPrice, Installments: 12, CurrentInstallment: 1, FirstDueDate: &first,
			DueDate: first, ContractDate: &contract, GraceMonths: 2, GraceInterest: model.GraceInterestCapitalized})
		// Both grace months fell due: 1 % of R$ 100.000,00, then 1 % of R$ 101.000,00.
		if d.CurrentAmount != 102_010_00 {
			t.Fatalf("balance after the grace period: %s, want 102010.00", d.CurrentAmount.Decimal())
		}
		for day, want := range map[string]model.Money{"2025-01-09": 100_000_00, "2025-01-10": 101_000_00, "2025-02-10": 102_010_00} {
			if nw, err := s.NetWorthAt(ctx, date(day)); err != nil || nw.Debts != want {
				t.Errorf("debts on %s: %s (%v), want %s", day, nw.Debts.Decimal(), err, want.Decimal())
			}
		}
		schedule, err := s.DebtSchedule(ctx, d.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range schedule[2:] {
			on(in.DueDate.String())
			k := in.Number
			if _, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: d.ID, Date: in.DueDate, Principal: in.Amortization,
				Interest: in.Interest, InstallmentNumber: &k}, ana); err != nil {
				t.Fatalf("installment %d: %v", k, err)
			}
		}
		paid, err := s.DebtByID(ctx, d.ID)
		if err != nil || paid.CurrentAmount != 0 || paid.RecordedStatus != model.DebtPaid {
			t.Fatalf("after the last installment: %s %s %v", paid.CurrentAmount.Decimal(), paid.RecordedStatus, err)
		}
		days := []model.Date{date("2025-01-09"), date("2025-01-10"), date("2025-02-10"), date("2025-06-10"), date("2026-02-10")}
		if got, fresh := series(t, s, days), series(t, store.New(db).WithClock(c.now), days); got != fresh {
			t.Errorf("ledger %s, rebuilt %s", got, fresh)
		}
		events, err := s.CashEvents(ctx, model.Date{}, model.Date{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		// No account was named: neither the debt nor its payments moved cash, nor did the capitalisations.
		if len(events) != 0 {
			t.Errorf("cash events %+v", events)
		}
	})
}

// TestIndexCorrectionEntersTheBalance: a financing corrected by the IPCA takes each month's correction into its
// balance on the installment's due date; a month imported late corrects it then, a month deleted takes it back, a
// due date passing is caught by the hourly accrual, and running it again adds nothing.
func TestIndexCorrectionEntersTheBalance(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		on := func(day string) { c.t = date(day).Time().Add(15 * time.Hour) }
		month := func(day string, millionths int64) model.IndexValue {
			return model.IndexValue{Month: date(day), Value: millionths}
		}
		on("2025-04-20")
		if err := s.SetIndexValues(ctx, model.IndexIPCA, []model.IndexValue{month("2025-02-01", 500_000),
			month("2025-04-01", 250_000), month("2025-05-01", 100_000)}); err != nil {
			t.Fatal(err)
		}
		first, contract := date("2025-02-10"), date("2025-01-10")
		d := mustDebt(t, s, ana, model.Debt{CreditorName: "Construtora", OriginalAmount: 120_000_00, InterestRate: model.RateScale,
			Category: model.DebtFinancing, System: model.DebtSAC, Installments: 12, CurrentInstallment: 1, FirstDueDate: &first,
			DueDate: first, ContractDate: &contract, Index: model.IndexIPCA})
		// check: the balance is the amount plus every correction fallen due (nothing was paid).
		check := func(when string) model.Money {
			t.Helper()
			schedule, err := s.DebtSchedule(ctx, d.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := d.OriginalAmount
			for _, in := range schedule {
				if !in.DueDate.After(s.Today()) {
					want += in.Correction
				}
			}
			got, err := s.DebtByID(ctx, d.ID)
			if err != nil || got.CurrentAmount != want {
				t.Errorf("%s: balance %s, want %s (%v)", when, got.CurrentAmount.Decimal(), want.Decimal(), err)
			}
			return got.CurrentAmount
		}
		// February's 0,5 % of R$ 120.000,00 and April's 0,25 %; March has no value yet.
		created := check("created")
		if created <= 120_600_00 {
			t.Errorf("balance %s: February's and April's corrections missing", created.Decimal())
		}
		if err := s.SetIndexValues(ctx, model.IndexIPCA, []model.IndexValue{month("2025-03-01", 400_000)}); err != nil {
			t.Fatal(err)
		}
		withMarch := check("March imported")
		before, _ := s.NetWorthAt(ctx, date("2025-03-09"))
		after, _ := s.NetWorthAt(ctx, date("2025-03-10"))
		if after.Debts-before.Debts < 400_00 { // 0,4 % of a balance above R$ 100.000,00
			t.Errorf("March's correction on its due date: %s → %s", before.Debts.Decimal(), after.Debts.Decimal())
		}
		if err := s.DeleteIndexValue(ctx, model.IndexIPCA, date("2025-03-01")); err != nil {
			t.Fatal(err)
		}
		if got := check("March deleted"); got != created {
			t.Errorf("March deleted: %s, want %s as before it", got.Decimal(), created.Decimal())
		}
		if err := s.SetIndexValues(ctx, model.IndexIPCA, []model.IndexValue{month("2025-03-01", 400_000)}); err != nil {
			t.Fatal(err)
		}
		// May's value was kept before its due date: the hourly accrual takes it in once the day comes, and only once.
		if got := check("March imported again"); got != withMarch {
			t.Errorf("March imported again: %s, want %s", got.Decimal(), withMarch.Decimal())
		}
		on("2025-05-12")
		if got, err := s.DebtByID(ctx, d.ID); err != nil || got.CurrentAmount != withMarch {
			t.Errorf("May taken in before the accrual ran: %s %v", got.CurrentAmount.Decimal(), err)
		}
		for range 2 {
			if err := s.AccrueDebts(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if got := check("accrued"); got <= withMarch {
			t.Errorf("May's correction not taken in: %s", got.Decimal())
		}
		days := []model.Date{date("2025-02-09"), date("2025-02-10"), date("2025-03-10"), date("2025-04-10"), date("2025-05-10")}
		if got, fresh := series(t, s, days), series(t, store.New(db).WithClock(c.now), days); got != fresh {
			t.Errorf("ledger %s, rebuilt %s", got, fresh)
		}
	})
}
