package store_test

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func mustAccount(t *testing.T, s *store.Store, by model.User, name string, kind model.AccountKind, opening model.Money, date string) model.Account {
	t.Helper()
	a, err := s.CreateAccount(ctx, model.Account{Name: name, Kind: kind, OpeningBalance: opening, OpeningDate: day(date)}, by)
	if err != nil {
		t.Fatalf("create account %s: %v", name, err)
	}
	return a
}

func mustEntry(t *testing.T, s *store.Store, by model.User, e model.Entry) model.Movement {
	t.Helper()
	m, err := s.AddEntry(ctx, e, by)
	if err != nil {
		t.Fatalf("entry %+v: %v", e, err)
	}
	return m
}

func balanceOf(t *testing.T, s *store.Store, id int64) model.Money {
	t.Helper()
	a, err := s.AccountByID(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return a.Balance
}

// TestAccountBalancesTransfersAndStatement follows two accounts through entries and a transfer (today is
// 2026-03-15): today's balances, the list total, the balances as of earlier days, and the statement's order and
// running balance.
func TestAccountBalancesTransfersAndStatement(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		caixa := mustAccount(t, s, ana, "Caixa da loja", model.AccountCash, 100000, "2026-01-01")
		banco := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 50000, "2026-02-01")

		mustEntry(t, s, ana, model.Entry{AccountID: caixa.ID, Date: day("2026-01-20"), Amount: 15000, Direction: model.DirectionOut,
			Category: model.CategoryMaintenance, Description: "Conserto da porta"})
		mustEntry(t, s, ana, model.Entry{AccountID: banco.ID, Date: day("2026-02-10"), Amount: 20000, Direction: model.DirectionIn,
			Category: model.CategoryServices})
		out, err := s.Transfer(ctx, model.Transfer{FromAccountID: caixa.ID, ToAccountID: banco.ID, Amount: 30000,
			Date: day("2026-02-10"), Description: "Depósito"}, ana)
		if err != nil {
			t.Fatal(err)
		}
		if out.Direction != model.DirectionOut || out.Amount != 30000 || out.Balance != 55000 || out.Counterpart == nil ||
			out.Counterpart.Name != "Banco do Brasil" || out.TransferID == nil {
			t.Fatalf("transfer's outgoing side: %+v", out)
		}

		if got := balanceOf(t, s, caixa.ID); got != 55000 {
			t.Errorf("caixa balance %d, want 55000", got)
		}
		if got := balanceOf(t, s, banco.ID); got != 100000 {
			t.Errorf("banco balance %d, want 100000", got)
		}
		list, sum, err := s.ListAccounts(ctx, 1, 50)
		if err != nil || len(list) != 2 || sum.Count != 2 || sum.BalanceTotal != 155000 || list[0].Name != "Banco do Brasil" ||
			list[1].OpeningBalance != 100000 || list[1].OpeningDate != day("2026-01-01") {
			t.Fatalf("list: %+v %+v %v", list, sum, err)
		}

		for _, c := range []struct {
			day   string
			names []string
			total model.Money
		}{
			{"2025-12-31", nil, 0},
			{"2026-01-01", []string{"Caixa da loja"}, 100000},
			{"2026-01-31", []string{"Caixa da loja"}, 85000},
			{"2026-02-09", []string{"Banco do Brasil", "Caixa da loja"}, 135000},
			{"2026-02-10", []string{"Banco do Brasil", "Caixa da loja"}, 155000},
		} {
			got, err := s.AccountBalancesAt(ctx, day(c.day))
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			var sum model.Money
			for _, b := range got.Accounts {
				names = append(names, b.Name)
				sum += b.Balance
			}
			if got.Total != c.total || sum != c.total || len(names) != len(c.names) || (len(names) > 0 && names[0] != c.names[0]) {
				t.Errorf("balances at %s: %+v, want %v totalling %d", c.day, got, c.names, c.total)
			}
		}

		// The statement: the opening first, then by date and the order they were recorded, each with the balance after it.
		st, err := s.Statement(ctx, banco.ID, model.Date{}, model.Date{})
		if err != nil {
			t.Fatal(err)
		}
		type line struct {
			kind    model.MovementKind
			dir     model.Direction
			amount  model.Money
			balance model.Money
		}
		want := []line{{model.MovementOpening, model.DirectionIn, 50000, 50000}, {model.MovementEntry, model.DirectionIn, 20000, 70000},
			{model.MovementTransfer, model.DirectionIn, 30000, 100000}}
		if len(st.Movements) != len(want) || st.BalanceBefore != 0 || st.BalanceAfter != 100000 || st.To != day("2026-03-15") {
			t.Fatalf("statement: %+v", st)
		}
		for i, m := range st.Movements {
			if got := (line{m.Kind, m.Direction, m.Amount, m.Balance}); got != want[i] {
				t.Errorf("line %d: %+v, want %+v", i, got, want[i])
			}
		}
		if c := st.Movements[2].Counterpart; c == nil || c.ID != caixa.ID || st.Movements[1].Category != model.CategoryServices {
			t.Errorf("transfer line: %+v", st.Movements[2])
		}
		// A period: the balance before it, its lines, the balance at its end.
		st, err = s.Statement(ctx, caixa.ID, day("2026-01-02"), day("2026-01-31"))
		if err != nil || st.BalanceBefore != 100000 || st.BalanceAfter != 85000 || len(st.Movements) != 1 ||
			st.Movements[0].Balance != 85000 || st.Movements[0].Description != "Conserto da porta" {
			t.Fatalf("period: %+v %v", st, err)
		}
		// A movement back-dated between two others takes its place by date; on one day, the order of recording.
		mustEntry(t, s, ana, model.Entry{AccountID: banco.ID, Date: day("2026-02-05"), Amount: 1000, Direction: model.DirectionOut,
			Category: model.CategoryBankFees})
		mustEntry(t, s, ana, model.Entry{AccountID: banco.ID, Date: day("2026-02-10"), Amount: 500, Direction: model.DirectionOut,
			Category: model.CategoryBankFees})
		st, _ = s.Statement(ctx, banco.ID, model.Date{}, model.Date{})
		var balances []model.Money
		for _, m := range st.Movements {
			balances = append(balances, m.Balance)
		}
		if len(balances) != 5 || balances[1] != 49000 || balances[2] != 69000 || balances[3] != 99000 || balances[4] != 98500 {
			t.Errorf("running balances %v", balances)
		}
		if _, err := s.Statement(ctx, 9999, model.Date{}, model.Date{}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("statement of no account: %v", err)
		}
	})
}

// TestAccountRulesRefuseAndChangeNothing: balances that may not go negative, dates before the opening, an
// account with movements cannot be deleted; a refused transfer writes neither side.
func TestAccountRulesRefuseAndChangeNothing(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		caixa := mustAccount(t, s, ana, "Caixa", model.AccountCash, 10000, "2026-01-01")
		banco := mustAccount(t, s, ana, "Conta", model.AccountChecking, 0, "2026-02-01")
		mustEntry(t, s, ana, model.Entry{AccountID: caixa.ID, Date: day("2026-02-15"), Amount: 4000, Direction: model.DirectionOut, Category: model.CategoryPayroll})

		// Nor open below zero (only a checking account may: an overdraft).
		for _, kind := range []model.AccountKind{model.AccountCash, model.AccountSavings, model.AccountInvestment} {
			if _, err := s.CreateAccount(ctx, model.Account{Name: "Aberta negativa", Kind: kind, OpeningBalance: -100,
				OpeningDate: day("2026-01-01")}, ana); !errors.Is(err, store.ErrNegativeBalance) {
				t.Errorf("%s opened at -1,00: %v", kind, err)
			}
		}
		if list, _, err := s.ListAccounts(ctx, 1, 50); err != nil || len(list) != 2 {
			t.Fatalf("after the refused openings: %d accounts, %v", len(list), err)
		}

		// Cash cannot go negative: not by an entry, not by a transfer (neither side is written).
		if _, err := s.AddEntry(ctx, model.Entry{AccountID: caixa.ID, Date: day("2026-03-01"), Amount: 6001, Direction: model.DirectionOut,
			Category: model.CategoryTaxes}, ana); !errors.Is(err, store.ErrNegativeBalance) {
			t.Errorf("cash below zero: %v", err)
		}
		if _, err := s.Transfer(ctx, model.Transfer{FromAccountID: caixa.ID, ToAccountID: banco.ID, Amount: 20000, Date: day("2026-03-01")}, ana); !errors.Is(err, store.ErrNegativeBalance) {
			t.Errorf("transfer from cash below zero: %v", err)
		}
		// Nor by a back-dated outflow that leaves an earlier day negative although today is covered.
		mustEntry(t, s, ana, model.Entry{AccountID: caixa.ID, Date: day("2026-03-10"), Amount: 50000, Direction: model.DirectionIn, Category: model.CategorySales})
		if _, err := s.AddEntry(ctx, model.Entry{AccountID: caixa.ID, Date: day("2026-03-01"), Amount: 20000, Direction: model.DirectionOut,
			Category: model.CategoryTaxes}, ana); !errors.Is(err, store.ErrNegativeBalance) {
			t.Errorf("back-dated outflow: %v", err)
		}
		if got, b := balanceOf(t, s, caixa.ID), balanceOf(t, s, banco.ID); got != 56000 || b != 0 {
			t.Fatalf("refused movements changed balances: caixa %d banco %d", got, b)
		}
		// A checking account may (an overdraft); then it cannot become a kind that may not.
		mustEntry(t, s, ana, model.Entry{AccountID: banco.ID, Date: day("2026-03-01"), Amount: 2500, Direction: model.DirectionOut, Category: model.CategoryBankFees})
		if got := balanceOf(t, s, banco.ID); got != -2500 {
			t.Errorf("overdraft: %d", got)
		}
		b, _ := s.AccountByID(ctx, banco.ID)
		b.Kind = model.AccountSavings
		if _, err := s.UpdateAccount(ctx, b, ana); !errors.Is(err, store.ErrNegativeBalance) {
			t.Errorf("negative checking to savings: %v", err)
		}
		// Lowering the cash's opening balance below what went out is refused too.
		c, _ := s.AccountByID(ctx, caixa.ID)
		c.OpeningBalance = 0
		c.Name = "Outro nome"
		if _, err := s.UpdateAccount(ctx, c, ana); !errors.Is(err, store.ErrNegativeBalance) {
			t.Errorf("opening balance below the outflows: %v", err)
		}
		if got, _ := s.AccountByID(ctx, caixa.ID); got.Name != "Caixa" || got.OpeningBalance != 10000 {
			t.Errorf("refused edit kept: %+v", got)
		}

		// Dates: no movement before the opening; the opening cannot move past the first movement.
		if _, err := s.AddEntry(ctx, model.Entry{AccountID: banco.ID, Date: day("2026-01-31"), Amount: 100, Direction: model.DirectionIn,
			Category: model.CategoryYield}, ana); !errors.Is(err, store.ErrBeforeOpening) {
			t.Errorf("entry before opening: %v", err)
		}
		if _, err := s.Transfer(ctx, model.Transfer{FromAccountID: caixa.ID, ToAccountID: banco.ID, Amount: 100, Date: day("2026-01-15")}, ana); !errors.Is(err, store.ErrBeforeOpening) {
			t.Errorf("transfer before the destination's opening: %v", err)
		}
		b, _ = s.AccountByID(ctx, banco.ID)
		b.OpeningDate = day("2026-03-02")
		if _, err := s.UpdateAccount(ctx, b, ana); !errors.Is(err, store.ErrOpeningAfterMovement) {
			t.Errorf("opening after the first movement: %v", err)
		}
		b.OpeningDate, b.OpeningBalance, b.Name = day("2026-01-15"), 10000, "Conta Itaú"
		if saved, err := s.UpdateAccount(ctx, b, ana); err != nil || saved.Balance != 7500 || saved.Name != "Conta Itaú" || saved.OpeningDate != day("2026-01-15") {
			t.Errorf("edit: %+v %v", saved, err)
		}

		// Delete: refused with movements, done without.
		if err := s.DeleteAccount(ctx, caixa.ID, ana); !errors.Is(err, store.ErrAccountInUse) {
			t.Errorf("delete with movements: %v", err)
		}
		empty := mustAccount(t, s, ana, "Aplicação", model.AccountInvestment, 123456, "2026-03-15")
		if err := s.DeleteAccount(ctx, empty.ID, ana); err != nil {
			t.Errorf("delete without movements: %v", err)
		}
		if err := s.DeleteAccount(ctx, empty.ID, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("second delete: %v", err)
		}
		if _, err := s.AddEntry(ctx, model.Entry{AccountID: empty.ID, Date: day("2026-03-15"), Amount: 1, Direction: model.DirectionIn, Category: model.CategoryYield}, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("entry of a deleted account: %v", err)
		}
		if _, sum, _ := s.ListAccounts(ctx, 1, 50); sum.Count != 2 || sum.BalanceTotal != 63500 {
			t.Errorf("after all: %+v", sum)
		}
	})
}

// TestCashOutflowsRacingNeverOverdraw: outflows that each fit but together do not, sent at once, leave the cash
// at zero or above (the account's row lock serialises their checks on PostgreSQL).
func TestCashOutflowsRacingNeverOverdraw(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		caixa := mustAccount(t, s, ana, "Caixa", model.AccountCash, 10000, "2026-01-01")
		banco := mustAccount(t, s, ana, "Banco", model.AccountChecking, 0, "2026-01-01")
		var wg sync.WaitGroup
		errs := make([]error, 6)
		for i := range errs {
			wg.Go(func() {
				if i%2 == 0 {
					_, errs[i] = s.AddEntry(ctx, model.Entry{AccountID: caixa.ID, Date: day("2026-03-15"), Amount: 3000,
						Direction: model.DirectionOut, Category: model.CategoryTaxes}, ana)
				} else {
					_, errs[i] = s.Transfer(ctx, model.Transfer{FromAccountID: caixa.ID, ToAccountID: banco.ID, Amount: 3000, Date: day("2026-03-15")}, ana)
				}
			})
		}
		wg.Wait()
		done := 0
		for _, err := range errs {
			switch {
			case err == nil:
				done++
			case !errors.Is(err, store.ErrNegativeBalance):
				t.Errorf("unexpected error: %v", err)
			}
		}
		if done != 3 || balanceOf(t, s, caixa.ID) != 1000 {
			t.Fatalf("%d outflows passed, balance %d", done, balanceOf(t, s, caixa.ID))
		}
	})
}

// TestImportedAccountsKeepTheirOwnOpenings: an import of more accounts than one statement names gives each account
// the opening of its own row (amount, day, kind), the total their sum, and its undo removes them all; the net
// worth of the month ends, read through a memo loaded before, follows both. One account that may not go negative
// below zero refuses the whole batch.
func TestImportedAccountsKeepTheirOwnOpenings(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		same := memoAgrees(t, s, db, c)
		same("before")
		const n = 1201
		rows := make([]model.Account, n)
		var total model.Money
		for i := range rows {
			rows[i] = model.Account{Name: fmt.Sprintf("Conta %04d", i), Kind: model.AccountChecking, BankName: fmt.Sprint("Banco ", i),
				OpeningBalance: model.Money(i*101 - 600), OpeningDate: s.Today().AddDays(-1 - i%400)}
			if i%2 == 1 {
				rows[i].Kind, rows[i].OpeningBalance = model.AccountSavings, model.Money(i*101)
			}
			total += rows[i].OpeningBalance
		}
		batch := mustImport(t, s, "accounts", rows, ana)
		same("after the import")
		list, sum, err := s.ListAccounts(ctx, 1, 2*n)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != n || sum.Count != n || sum.BalanceTotal != total {
			t.Fatalf("%d accounts listed, summary %+v; want %d with %d", len(list), sum, n, total)
		}
		for i, a := range list { // by name: the rows' order
			want := rows[i]
			if a.Name != want.Name || a.BankName != want.BankName || a.Kind != want.Kind || a.OpeningBalance != want.OpeningBalance ||
				a.Balance != want.OpeningBalance || a.OpeningDate != want.OpeningDate {
				t.Fatalf("account %d: %+v, want the row %+v", i, a, want)
			}
		}
		if removed, err := s.UndoImport(ctx, batch.ID, ana); err != nil || removed != n {
			t.Fatalf("undo: %d, %v", removed, err)
		}
		same("after the undo")
		if _, sum, err := s.ListAccounts(ctx, 1, 10); err != nil || sum.Count != 0 || sum.BalanceTotal != 0 {
			t.Fatalf("after the undo: %+v, %v", sum, err)
		}

		rows[n-1] = model.Account{Name: "Poupança", Kind: model.AccountSavings, OpeningBalance: -1, OpeningDate: s.Today()}
		batch, err = s.SaveImport(ctx, "accounts", "contas.csv", n, 0, rows, ana)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.CommitImport(ctx, batch.ID, ana); !errors.Is(err, store.ErrNegativeBalance) {
			t.Fatalf("a savings account below zero: %v, want ErrNegativeBalance", err)
		}
		if _, sum, err := s.ListAccounts(ctx, 1, 10); err != nil || sum.Count != 0 {
			t.Fatalf("after the refused batch: %+v, %v", sum, err)
		}
	})
}
