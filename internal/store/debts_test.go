package store_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func day(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func mustDebt(t *testing.T, s *store.Store, by model.User, d model.Debt) model.Debt {
	t.Helper()
	if d.Category == "" {
		d.Category = model.DebtOther
	}
	if d.Status == "" {
		d.Status = model.DebtActive
	}
	if d.Installments == 0 {
		d.Installments, d.CurrentInstallment = 1, 1
	}
	if d.CurrentAmount == 0 {
		d.CurrentAmount = d.OriginalAmount
	}
	created, err := s.CreateDebt(ctx, d, by)
	if err != nil {
		t.Fatalf("create debt %s: %v", d.CreditorName, err)
	}
	return created
}

func allDebts(f store.DebtFilter) store.DebtFilter {
	f.Page, f.PageSize = 1, 200
	return f
}

func creditors(ds []model.Debt) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.CreditorName)
	}
	return out
}

func TestDebtFiltersAndSummary(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db) // today is 2026-03-15
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		// Amounts chosen so a float sum would drift: 0.1 + 0.2 and friends.
		mustDebt(t, s, ana, model.Debt{CreditorName: "Banco do Brasil", Description: "Capital de giro", Category: model.DebtLoan,
			OriginalAmount: 1_000_010, CurrentAmount: 800_010, DueDate: day("2026-12-01")}) // active
		mustDebt(t, s, ana, model.Debt{CreditorName: "Caixa Econômica", Description: "Financiamento do galpão", Category: model.DebtFinancing,
			OriginalAmount: 20, CurrentAmount: 10, DueDate: day("2026-03-14")}) // active, past due → overdue
		mustDebt(t, s, ana, model.Debt{CreditorName: "Fornecedor Ômega", Category: model.DebtAccountPayable,
			OriginalAmount: 30, CurrentAmount: 30, DueDate: day("2026-03-15")}) // due today: still active
		mustDebt(t, s, ana, model.Debt{CreditorName: "Itaú", Category: model.DebtLoan, Status: model.DebtOverdue,
			OriginalAmount: 70, CurrentAmount: 70, DueDate: day("2027-01-01")}) // recorded overdue
		mustDebt(t, s, ana, model.Debt{CreditorName: "Santander", Category: model.DebtLoan, Status: model.DebtRenegotiated,
			OriginalAmount: 99_999, CurrentAmount: 12_345, DueDate: day("2020-01-01")}) // renegotiated stays so past due
		mustDebt(t, s, ana, model.Debt{CreditorName: "Cartão 100% Empresarial", Status: model.DebtPaid,
			OriginalAmount: 5_000, CurrentAmount: 0, DueDate: day("2025-01-10")}) // paid stays paid past due

		list, sum, err := s.ListDebts(ctx, allDebts(store.DebtFilter{}))
		if err != nil {
			t.Fatal(err)
		}
		want := model.DebtSummary{All: 6, Count: 6, OriginalTotal: 1_000_010 + 20 + 30 + 70 + 99_999 + 5_000,
			ActiveTotal: 800_010 + 30 + 12_345, OverdueTotal: 10 + 70, PaidCount: 1}
		if sum != want || len(list) != 6 {
			t.Fatalf("summary %+v, want %+v (%d rows)", sum, want, len(list))
		}
		// Default order: due date ascending.
		if got := creditors(list); got[0] != "Santander" || got[5] != "Itaú" {
			t.Fatalf("order by due date: %v", got)
		}

		overdue, sum, _ := s.ListDebts(ctx, allDebts(store.DebtFilter{Status: model.DebtOverdue, Sort: "creditorName"}))
		if got := creditors(overdue); len(got) != 2 || got[0] != "Caixa Econômica" || got[1] != "Itaú" {
			t.Fatalf("overdue filter: %v", got)
		}
		if overdue[0].Status != model.DebtOverdue || overdue[0].RecordedStatus != model.DebtActive {
			t.Fatalf("past-due active debt reported %q (recorded %q)", overdue[0].Status, overdue[0].RecordedStatus)
		}
		if sum != (model.DebtSummary{All: 6, Count: 2, OriginalTotal: 90, OverdueTotal: 80}) {
			t.Fatalf("overdue summary %+v", sum)
		}
		active, sum, _ := s.ListDebts(ctx, allDebts(store.DebtFilter{Status: model.DebtActive, Sort: "-currentAmount"}))
		if got := creditors(active); len(got) != 2 || got[0] != "Banco do Brasil" || got[1] != "Fornecedor Ômega" {
			t.Fatalf("active filter leaves past-due debts out: %v", got)
		}
		if sum.ActiveTotal != 800_040 || sum.OverdueTotal != 0 || sum.Count != 2 {
			t.Fatalf("active summary %+v", sum)
		}

		loans, sum, _ := s.ListDebts(ctx, allDebts(store.DebtFilter{Category: model.DebtLoan}))
		if len(loans) != 3 || sum.OriginalTotal != 1_000_010+70+99_999 || sum.ActiveTotal != 800_010+12_345 || sum.OverdueTotal != 70 {
			t.Fatalf("loans: %v %+v", creditors(loans), sum)
		}
		// Search: creditor or description, accents and case folded; % literal.
		for q, want := range map[string]int{"caixa economica": 1, "GALPÃO": 1, "omega": 1, "100%": 1, "%": 1, "_": 0, "nada": 0} {
			if got, _, _ := s.ListDebts(ctx, allDebts(store.DebtFilter{Query: q})); len(got) != want {
				t.Errorf("search %q found %v, want %d", q, creditors(got), want)
			}
		}
		// The page is a page; the summary covers the whole filtered set.
		page, sum, _ := s.ListDebts(ctx, store.DebtFilter{Sort: "-originalAmount", Page: 2, PageSize: 2})
		if got := creditors(page); len(got) != 2 || got[0] != "Cartão 100% Empresarial" || got[1] != "Itaú" || sum.Count != 6 {
			t.Fatalf("page 2: %v %+v", got, sum)
		}
		// By status: the labels the screens show, in pt-BR order (Ativo, Em Atraso, Pago, Renegociado).
		byStatus, _, _ := s.ListDebts(ctx, allDebts(store.DebtFilter{Sort: "status"}))
		var statuses []model.DebtStatus
		for _, d := range byStatus {
			statuses = append(statuses, d.Status)
		}
		if want := []model.DebtStatus{model.DebtActive, model.DebtActive, model.DebtOverdue, model.DebtOverdue, model.DebtPaid,
			model.DebtRenegotiated}; !slices.Equal(statuses, want) {
			t.Fatalf("by status: %v, want %v", statuses, want)
		}
		if _, _, err := s.ListDebts(ctx, store.DebtFilter{Sort: "search; DROP TABLE debts", Page: 1, PageSize: 5}); err != nil {
			t.Fatalf("unknown sort: %v", err)
		}
	})
}

func TestDebtOverdueFollowsTheClockInSaoPaulo(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, clock := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		d := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco", OriginalAmount: 100, DueDate: day("2026-03-20")})

		status := func() model.DebtStatus {
			got, err := s.DebtByID(ctx, d.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got.Status
		}
		if status() != model.DebtActive {
			t.Fatal("a debt due in five days is not active")
		}
		// 02:59 UTC on the 21st is still the 20th in São Paulo (UTC−3): due today, not overdue.
		clock.t = time.Date(2026, 3, 21, 2, 59, 0, 0, time.UTC)
		if status() != model.DebtActive {
			t.Fatalf("due today in São Paulo reported %q", status())
		}
		clock.t = time.Date(2026, 3, 21, 3, 0, 0, 0, time.UTC)
		if status() != model.DebtOverdue {
			t.Fatalf("the day after the due date reported %q", status())
		}
		if _, sum, _ := s.ListDebts(ctx, allDebts(store.DebtFilter{})); sum.OverdueTotal != 100 || sum.ActiveTotal != 0 {
			t.Fatalf("summary after the due date: %+v", sum)
		}
		// Paying it ends the overdue state.
		paid := d
		paid.Status, paid.CurrentAmount = model.DebtPaid, 0
		if _, err := s.UpdateDebt(ctx, paid, ana); err != nil {
			t.Fatal(err)
		}
		if status() != model.DebtPaid {
			t.Fatalf("paid debt reported %q", status())
		}
	})
}

func TestDebtHistoryRecordsEveryChange(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, clock := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		bia := mustUser(t, s, "Bia Lima", "bia@exemplo.com.br", model.RoleUser)
		d := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco", OriginalAmount: 150_000, DueDate: day("2026-06-01")})
		if d.CreatedBy == nil || d.CreatedBy.Name != "Ana Souza" || d.CurrentAmount != 150_000 || !d.CreatedAt.Equal(s.Now()) {
			t.Fatalf("created %+v", d)
		}

		clock.t = time.Date(2026, 4, 2, 1, 0, 0, 0, time.UTC) // 1 April in São Paulo
		d.CurrentAmount, d.Status = 99_950, model.DebtRenegotiated
		updated, err := s.UpdateDebt(ctx, d, bia)
		if err != nil {
			t.Fatal(err)
		}
		if updated.UpdatedBy == nil || updated.UpdatedBy.Name != "Bia Lima" || updated.CreatedBy.Name != "Ana Souza" || updated.Status != model.DebtRenegotiated {
			t.Fatalf("updated %+v", updated)
		}
		missing := d
		missing.ID = 99999
		if _, err := s.UpdateDebt(ctx, missing, bia); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("update missing: %v", err)
		}

		clock.t = time.Date(2026, 5, 10, 15, 0, 0, 0, time.UTC)
		if err := s.DeleteDebt(ctx, d.ID, ana); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteDebt(ctx, d.ID, ana); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("second delete: %v", err)
		}
		if _, err := s.DebtByID(ctx, d.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deleted debt still read: %v", err)
		}

		events, err := s.DebtHistory(ctx, d.ID)
		if err != nil || len(events) != 3 {
			t.Fatalf("history: %d %v", len(events), err)
		}
		type row struct {
			action         model.DebtAction
			date           string
			prev, next     string
			prevSt, nextSt string
			who            string
		}
		str := func(m *model.Money) string {
			if m == nil {
				return "-"
			}
			return m.Decimal()
		}
		st := func(s *string) string {
			if s == nil {
				return "-"
			}
			return *s
		}
		want := []row{
			{model.DebtCreated, "2026-03-15", "-", "1500.00", "-", "active", "Ana Souza"},
			{model.DebtUpdated, "2026-04-01", "1500.00", "999.50", "active", "renegotiated", "Bia Lima"},
			{model.DebtDeleted, "2026-05-10", "999.50", "-", "renegotiated", "-", "Ana Souza"},
		}
		for i, e := range events {
			got := row{e.Action, e.Date.String(), str(e.PreviousAmount), str(e.NewAmount), st(e.PreviousStatus), st(e.NewStatus), e.User.Name}
			if got != want[i] || e.DebtID != d.ID || e.CreditorName != "Banco" {
				t.Errorf("event %d: %+v, want %+v", i, got, want[i])
			}
		}
		// The history keeps the name of a user who is later deleted.
		if err := s.DeleteUser(ctx, bia.ID); err != nil {
			t.Fatal(err)
		}
		events, _ = s.DebtHistory(ctx, d.ID)
		if events[1].User.Name != "Bia Lima" || events[1].User.ID != 0 {
			t.Fatalf("after the user's deletion: %+v", events[1].User)
		}
	})
}

// TestImportedDebtsUndoneTogether: an import of more debts than one statement names, a third of them loans paid
// into an account, gives each debt its own creation in its history and is undone whole: the account's money back,
// a delete in each debt's history with the amount it had, and the month ends read through a memo loaded before
// equal to a fresh store's.
func TestImportedDebtsUndoneTogether(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		same := memoAgrees(t, s, db, c)
		banco := mustAccount(t, s, ana, "Banco", model.AccountChecking, 0, "2024-01-01")
		same("before")
		const n = 700
		rows := make([]model.Debt, n)
		var received model.Money
		for i := range rows {
			contract := s.Today().AddDays(-1 - i)
			rows[i] = model.Debt{CreditorName: fmt.Sprint("Credor ", i), OriginalAmount: model.Money(1000 + i), CurrentAmount: model.Money(900 + i),
				DueDate: day("2027-01-10"), Status: model.DebtActive, Category: model.DebtLoan, Installments: 1, CurrentInstallment: 1,
				ContractDate: &contract}
			if i%3 == 0 {
				rows[i].DisbursementAccountID, received = &banco.ID, received+rows[i].OriginalAmount
			}
		}
		batch := mustImport(t, s, "debts", rows, ana)
		same("after the import")
		if got := balanceOf(t, s, banco.ID); got != received {
			t.Fatalf("the account after the import: %d, want %d", got, received)
		}
		var ids []int64 // created in the rows' order
		list, err := db.QueryContext(ctx, "SELECT id FROM debts ORDER BY id")
		if err != nil {
			t.Fatal(err)
		}
		for list.Next() {
			var id int64
			if err := list.Scan(&id); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if list.Close(); len(ids) != n {
			t.Fatalf("%d debts, want %d", len(ids), n)
		}
		if removed, err := s.UndoImport(ctx, batch.ID, ana); err != nil || removed != n {
			t.Fatalf("undo: %d, %v", removed, err)
		}
		same("after the undo")
		if got := balanceOf(t, s, banco.ID); got != 0 {
			t.Fatalf("the account after the undo: %d, want 0", got)
		}
		for i, id := range ids {
			history, err := s.DebtHistory(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			first, last := history[0], history[len(history)-1]
			if first.Action != model.DebtCreated || first.NewAmount == nil || *first.NewAmount != rows[i].CurrentAmount ||
				first.Date != *rows[i].ContractDate || first.CreditorName != rows[i].CreditorName {
				t.Fatalf("debt %d's first history: %+v, want its creation at %d on %s", id, first, rows[i].CurrentAmount, rows[i].ContractDate)
			}
			if last.Action != model.DebtDeleted || last.PreviousAmount == nil || *last.PreviousAmount != rows[i].CurrentAmount ||
				last.CreditorName != rows[i].CreditorName {
				t.Fatalf("debt %d's last history: %+v, want its delete from %d", id, last, rows[i].CurrentAmount)
			}
		}
	})
}

// TestShortenedScheduleCounted: an extraordinary amortization that reduces the term leaves the debt with the
// installments its schedule has now, the contract's count kept; a database written before the count was kept gets
// it on upgrade.
func TestShortenedScheduleCounted(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s := store.New(db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		first, contract := date("2026-02-05"), date("2026-01-05")
		d := mustDebt(t, s, ana, model.Debt{CreditorName: "Itaú", ContractDate: &contract, OriginalAmount: 100_000_00, InterestRate: model.RateScale,
			Installments: 24, CurrentInstallment: 1, System: model.DebtPrice, FirstDueDate: &first, DueDate: first,
			Counterpart: &model.Counterpart{Kind: "opening"}})
		if _, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: d.ID, Date: date("2026-01-20"), Principal: 30_000_00,
			PrepaymentMode: model.ReduceTerm, Counterpart: &model.Counterpart{Kind: "contribution"}}, ana); err != nil {
			t.Fatal(err)
		}
		count := func(when string) {
			t.Helper()
			got, err := s.DebtByID(ctx, d.ID)
			if err != nil || got.Installments != 24 || got.ScheduledInstallments >= 24 || got.ScheduledInstallments < 10 {
				t.Fatalf("%s: %d installments, %d scheduled: %v", when, got.Installments, got.ScheduledInstallments, err)
			}
		}
		count("after the amortization")
		if _, err := db.ExecContext(ctx, "UPDATE debts SET scheduled_installments = 0"); err != nil {
			t.Fatal(err)
		}
		if err := s.Upgrade(ctx); err != nil {
			t.Fatal(err)
		}
		count("after the upgrade")
	})
}
