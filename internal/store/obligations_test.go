package store_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// TestIPTUInTheCalendar: a property's IPTU of R$ 1.200,00 in 10 installments from 10/02 falls due month by month in
// the calendar beside a debt's due date; paying the second from an account marks it paid and takes the money out of
// the account and the net worth on the day it was paid; paying it again, or a day that is no installment, is
// refused; undoing the payment opens it again; 'Próximos vencimentos' lists the IPTU still open.
func TestIPTUInTheCalendar(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-03-20").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 5_000_00, "2025-01-02")
		iptu := model.Money(1_200_00)
		shop, err := s.CreateAsset(ctx, model.Asset{Description: "Loja", Type: model.AssetRealEstate, AcquisitionValue: 100_000_00,
			CurrentValue: 100_000_00, AcquisitionDate: date("2025-01-10"), Details: model.AssetDetails{Address: "Rua A, 1"},
			IPTUAmount: &iptu, IPTUInstallments: 10, IPTUFirstDue: "02-10"}, ana)
		if err != nil {
			t.Fatal(err)
		}
		mustDebt(t, s, ana, model.Debt{CreditorName: "Fornecedor", OriginalAmount: 800_00, DueDate: date("2026-03-25")})
		march, err := s.Obligations(ctx, date("2026-03-01"), date("2026-03-31"), false)
		if err != nil {
			t.Fatal(err)
		}
		if len(march) != 2 || march[0].Kind != model.ObligationIPTU || march[0].DueDate.String() != "2026-03-10" ||
			march[0].Installment != 2 || march[0].Installments != 10 || march[0].Amount != 120_00 ||
			march[0].Status != model.ObligationOverdue || march[0].Description != "IPTU 2026: Loja" ||
			march[1].Kind != model.ObligationDebt || march[1].Status != model.ObligationOpen {
			t.Fatalf("March: %+v", march)
		}
		before, _ := s.NetWorthAt(ctx, date("2026-03-11"))
		id, err := s.PayIPTU(ctx, shop.ID, date("2026-03-10"), date("2026-03-12"), 120_00, bank.ID, ana)
		if err != nil {
			t.Fatal(err)
		}
		after, _ := s.NetWorthAt(ctx, date("2026-03-12"))
		if after.Cash != before.Cash-120_00 || balanceOf(t, s, bank.ID) != 5_000_00-120_00 {
			t.Errorf("cash around the payment: %s → %s", before.Cash.Decimal(), after.Cash.Decimal())
		}
		march, _ = s.Obligations(ctx, date("2026-03-01"), date("2026-03-31"), false)
		if march[0].Status != model.ObligationPaid || march[0].PaymentID != id {
			t.Errorf("after the payment: %+v", march[0])
		}
		if _, err := s.PayIPTU(ctx, shop.ID, date("2026-03-10"), date("2026-03-12"), 120_00, bank.ID, ana); !errors.Is(err, store.ErrObligationPaid) {
			t.Errorf("paid twice: %v", err)
		}
		if _, err := s.PayIPTU(ctx, shop.ID, date("2026-03-11"), date("2026-03-12"), 120_00, bank.ID, ana); !errors.Is(err, store.ErrNoSuchObligation) {
			t.Errorf("a day without an installment: %v", err)
		}
		upcoming, err := s.Dashboard(ctx, s.Today())
		if err != nil {
			t.Fatal(err)
		}
		var next []string
		for _, u := range upcoming.Upcoming {
			next = append(next, u.Kind+" "+u.DueDate.String())
		}
		if len(next) != 2 || next[0] != "debt 2026-03-25" || next[1] != "iptu 2026-04-10" {
			t.Errorf("upcoming %v", next)
		}
		if err := s.DeleteObligationPayment(ctx, id, ana); err != nil {
			t.Fatal(err)
		}
		march, _ = s.Obligations(ctx, date("2026-03-01"), date("2026-03-31"), false)
		if march[0].Status != model.ObligationOverdue || balanceOf(t, s, bank.ID) != 5_000_00 {
			t.Errorf("after the payment undone: %+v", march[0])
		}
		// A whole year: ten installments from February, the last absorbing no remainder (R$ 120,00 each).
		year, _ := s.Obligations(ctx, date("2027-01-01"), date("2027-12-31"), false)
		if len(year) != 10 || year[0].DueDate.String() != "2027-02-10" || year[9].DueDate.String() != "2027-11-10" {
			t.Errorf("2027: %+v", year)
		}
	})
}

// TestComingObligationsOfOpenDebts: the obligations still owed in a window (the dashboard's 'Próximos vencimentos')
// take the debts without a schedule due in the window — not one overdue, not one due later — and the financings
// due by its end, an overdue one too, with their installments that fall in the window.
func TestComingObligationsOfOpenDebts(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-03-20").Time().Add(15 * time.Hour)
		for name, due := range map[string]string{"No prazo": "2026-03-25", "Atrasada": "2026-03-01", "Depois": "2026-06-01"} {
			mustDebt(t, s, ana, model.Debt{CreditorName: name, OriginalAmount: 800_00, DueDate: date(due)})
		}
		for name, first := range map[string]model.Date{"Financiamento atrasado": date("2026-01-10"), "Financiamento futuro": date("2026-06-10")} {
			mustDebt(t, s, ana, model.Debt{CreditorName: name, OriginalAmount: 12_000_00, InterestRate: model.RateScale,
				Category: model.DebtFinancing, System: model.DebtPrice, Installments: 12, CurrentInstallment: 1, FirstDueDate: &first,
				DueDate: first})
		}
		coming, err := s.Obligations(ctx, date("2026-03-20"), date("2026-04-19"), true)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, o := range coming {
			got = append(got, fmt.Sprintf("%s %d/%d %s", o.Description, o.Installment, o.Installments, o.DueDate))
		}
		if want := []string{"No prazo 0/0 2026-03-25", "Financiamento atrasado 4/12 2026-04-10"}; fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("coming debts %q, want %q", got, want)
		}
	})
}

// TestAgendaAmounts: a paid installment says what it was, not zero; a debt paid in installments without a schedule
// shows one installment of its balance, not the whole of it (26 of 63 on 1.386.466,00: 38 left of 36.485,95).
func TestAgendaAmounts(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-03-20").Time().Add(15 * time.Hour)
		mustDebt(t, s, ana, model.Debt{CreditorName: "Fornecedor", OriginalAmount: 2_000_000_00, CurrentAmount: 1_386_466_00,
			DueDate: date("2026-03-25"), Installments: 63, CurrentInstallment: 26})
		first, contract := date("2026-01-10"), date("2025-12-10")
		loan := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco", OriginalAmount: 12_000_00, InterestRate: model.RateScale, ContractDate: &contract,
			Category: model.DebtFinancing, System: model.DebtPrice, Installments: 12, CurrentInstallment: 1, FirstDueDate: &first, DueDate: first})
		one := 1
		if _, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2026-03-10"), Principal: 946_19, Interest: 120_00,
			InstallmentNumber: &one, Counterpart: &model.Counterpart{Kind: "contribution"}}, ana); err != nil {
			t.Fatal(err)
		}
		items, err := s.Obligations(ctx, date("2026-01-01"), date("2026-03-31"), false)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, o := range items {
			got[fmt.Sprintf("%s %d/%d", o.Description, o.Installment, o.Installments)] = o.Status + " " + o.Amount.Decimal()
		}
		for key, want := range map[string]string{"Fornecedor 26/63": "open 36485.95", "Banco 1/12": "paid 1066.19", "Banco 2/12": "overdue 1066.19"} {
			if got[key] != want {
				t.Errorf("%s: %q, want %q (all: %v)", key, got[key], want, got)
			}
		}
	})
}
