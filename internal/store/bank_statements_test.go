package store_test

import (
	"errors"
	"os"
	"reflect"
	"testing"
	"time"

	"patrimonio/internal/bankfile"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// readStatement reads one of the statements the bankfile package keeps as fixtures.
func readStatement(t *testing.T, name string) model.BankFile {
	t.Helper()
	data, err := os.ReadFile("../bankfile/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if bankfile.IsOFX(data) {
		f, err := bankfile.ReadOFX(data, 1000)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	tab, err := bankfile.ReadTable(data, 1000)
	if err != nil {
		t.Fatal(err)
	}
	f, err := bankfile.ReadCSV(tab, bankfile.Guess(tab.Header))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func statuses(lines []model.StatementLine) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Status
	}
	return out
}

// TestAStatementIsMatchedReconciledAndUndone imports the Itaú OFX (October 2026) into an account that already has
// two of its four lines — a Pix received, typed by hand, and a loan's installment paid two days before the bank
// shows it — classifies the other two, and finds the account reconciled with the bank on 31/10; the same file again
// imports nothing; the undo gives back the balances, the bridge and the journal exactly, and the lines import again;
// a movement the bank does not show and a line ignored make the difference.
func TestAStatementIsMatchedReconciledAndUndone(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		c.t = time.Date(2026, 11, 5, 12, 0, 0, 0, time.UTC)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		itau, err := s.CreateAccount(ctx, model.Account{Name: "Itaú", Kind: model.AccountChecking, Number: "56789-0", OpeningBalance: 10_000_00,
			OpeningDate: day("2026-09-30")}, ana)
		if err != nil {
			t.Fatal(err)
		}
		mustEntry(t, s, ana, model.Entry{AccountID: itau.ID, Date: day("2026-10-05"), Amount: 3_500_00, Direction: model.DirectionIn,
			Category: model.CategoryServices, Description: "Pix do José"})
		contract := day("2026-09-30")
		loan := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco Itaú", OriginalAmount: 20_000_00, DueDate: day("2027-10-01"), ContractDate: &contract})
		mine := itau.ID
		if _, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: day("2026-10-18"), Principal: 800_00, AccountID: &mine}, ana); err != nil {
			t.Fatal(err)
		}
		before, err := s.Bridge(ctx, day("2026-09-01"), day("2026-11-05"))
		if err != nil {
			t.Fatal(err)
		}
		file := readStatement(t, "itau-102-latin1.ofx")

		preview, err := s.PreviewStatement(ctx, itau.ID, "itau.ofx", file, "", ana)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := statuses(preview.Lines), []string{"matched", "new", "new", "matched"}; !reflect.DeepEqual(got, want) {
			t.Fatalf("preview %v, want %v", got, want)
		}
		if m := preview.Lines[3].Movement; m == nil || m.Date != day("2026-10-18") || m.SourceKind == nil || *m.SourceKind != model.SourceDebtPayment {
			t.Errorf("the installment's line stands for %+v", m)
		}
		if preview.Counts != (model.StatementCounts{Matched: 2, New: 2}) || preview.Statement.Closing == nil || *preview.Statement.Closing != 11_419_54 {
			t.Errorf("counts %+v, closing %v", preview.Counts, preview.Statement.Closing)
		}
		if b := balanceOf(t, s, itau.ID); b != 12_700_00 {
			t.Fatalf("a preview changed the balance: %d", b)
		}

		// A new line left unchosen, and a receita's category on a debit, are refused and change nothing.
		fees := model.LineChoice{Line: 2, Action: model.ChoiceEntry, Category: model.CategoryBankFees}
		for _, choices := range [][]model.LineChoice{
			{fees},
			{fees, {Line: 1, Action: model.ChoiceEntry, Category: model.CategoryServices}},
		} {
			_, err := s.CommitStatement(ctx, itau.ID, preview.Statement.ID, choices, ana)
			var lineErr *store.LineError
			if !errors.As(err, &lineErr) || lineErr.Line != 1 {
				t.Fatalf("commit %+v: %v, want an error on line 1", choices, err)
			}
		}
		if b := balanceOf(t, s, itau.ID); b != 12_700_00 {
			t.Fatalf("a refused commit changed the balance: %d", b)
		}

		r, err := s.CommitStatement(ctx, itau.ID, preview.Statement.ID, []model.LineChoice{fees,
			{Line: 1, Action: model.ChoiceEntry, Category: model.CategoryUtilities}}, ana)
		if err != nil {
			t.Fatal(err)
		}
		if r.Difference == nil || *r.Difference != 0 || !r.Statement.Reconciled || len(r.Missing) != 0 ||
			r.Counts != (model.StatementCounts{Matched: 2, Created: 2}) {
			t.Fatalf("reconciliation: difference %v, reconciled %v, missing %+v, counts %+v", r.Difference, r.Statement.Reconciled, r.Missing, r.Counts)
		}
		a, _ := s.AccountByID(ctx, itau.ID)
		if a.Balance != 11_419_54 || a.ReconciledUntil == nil || *a.ReconciledUntil != day("2026-10-31") {
			t.Fatalf("account after the commit: balance %d, reconciled until %v", a.Balance, a.ReconciledUntil)
		}
		if err := s.JournalInStep(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CommitStatement(ctx, itau.ID, preview.Statement.ID, nil, ana); !errors.Is(err, store.ErrStatementNotReady) {
			t.Errorf("a second commit: %v", err)
		}

		// The same file again: every line is there already.
		again, err := s.PreviewStatement(ctx, itau.ID, "itau.ofx", file, "", ana)
		if err != nil || again.Counts != (model.StatementCounts{Imported: 4}) {
			t.Fatalf("the same statement again: %+v, %v", again.Counts, err)
		}
		removed, err := s.UndoStatement(ctx, itau.ID, preview.Statement.ID, ana)
		if err != nil || removed != 2 {
			t.Fatalf("undo: %d, %v", removed, err)
		}
		if b := balanceOf(t, s, itau.ID); b != 12_700_00 {
			t.Errorf("balance after the undo %d, want 12.700,00", b)
		}
		if err := s.JournalInStep(ctx); err != nil {
			t.Fatal(err)
		}
		after, err := s.Bridge(ctx, day("2026-09-01"), day("2026-11-05"))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(before, after) {
			t.Errorf("bridge before %+v, after the undo %+v", before, after)
		}
		fresh, err := s.PreviewStatement(ctx, itau.ID, "itau.ofx", file, "", ana)
		if err != nil || fresh.Counts != (model.StatementCounts{Matched: 2, New: 2}) {
			t.Fatalf("after the undo the lines are new again: %+v, %v", fresh.Counts, err)
		}
		if _, err := s.CommitStatement(ctx, itau.ID, fresh.Statement.ID, []model.LineChoice{fees, {Line: 1, Action: model.ChoiceIgnore}}, ana); err != nil {
			t.Fatal(err)
		}
		// A fee typed by hand in the period that the bank does not show is 'Não encontrado no extrato'; the line
		// ignored is the other part of the difference.
		extra := mustEntry(t, s, ana, model.Entry{AccountID: itau.ID, Date: day("2026-10-25"), Amount: 100_00, Direction: model.DirectionOut,
			Category: model.CategoryOtherExpense, Description: "Digitado a mais"})
		r, err = s.Reconcile(ctx, itau.ID, fresh.Statement.ID)
		if err != nil || r.Difference == nil || *r.Difference != -1_234_56+100_00 || r.Statement.Reconciled || len(r.Missing) != 1 || r.Missing[0].ID != extra.ID {
			t.Fatalf("with a line ignored and a movement the bank lacks: difference %v, missing %+v, %v", r.Difference, r.Missing, err)
		}
		if a, _ := s.AccountByID(ctx, itau.ID); a.ReconciledUntil != nil {
			t.Errorf("reconciled until %v with a difference", a.ReconciledUntil)
		}
		list, err := s.ListStatements(ctx, itau.ID)
		if err != nil || len(list) != 2 || list[0].Status != "committed" || list[1].Status != "undone" {
			t.Fatalf("statements: %+v, %v", list, err)
		}
	})
}

// TestOverlappingCSVStatementsTransfersAndRules imports a Bradesco CSV with separate crédito and débito columns, two
// equal fees on one day among its lines; a later CSV that repeats three of its lines and adds one imports only the
// new one, and the rule remembered from the fee suggests its category; a line classified as a transfer moves the
// other account too; a statement of another account is refused.
func TestOverlappingCSVStatementsTransfersAndRules(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		c.t = time.Date(2026, 11, 5, 12, 0, 0, 0, time.UTC)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		brad := mustAccount(t, s, ana, "Bradesco", model.AccountChecking, 10_000_00, "2026-09-30")
		caixa := mustAccount(t, s, ana, "Caixa da loja", model.AccountCash, 0, "2026-09-30")
		file := readStatement(t, "bradesco-credito-debito.csv")
		preview, err := s.PreviewStatement(ctx, brad.ID, "extrato.csv", file, `{"date":"Data"}`, ana)
		if err != nil || preview.Counts != (model.StatementCounts{New: 4}) {
			t.Fatalf("preview: %+v, %v", preview.Counts, err)
		}
		choices := []model.LineChoice{
			{Line: 0, Action: model.ChoiceEntry, Category: model.CategoryServices},
			{Line: 1, Action: model.ChoiceTransfer, AccountID: caixa.ID},
			{Line: 2, Action: model.ChoiceEntry, Category: model.CategoryBankFees},
			{Line: 3, Action: model.ChoiceIgnore},
		}
		r, err := s.CommitStatement(ctx, brad.ID, preview.Statement.ID, choices, ana)
		if err != nil {
			t.Fatal(err)
		}
		if r.Counts != (model.StatementCounts{Created: 3, Ignored: 1}) || r.Difference != nil {
			t.Errorf("counts %+v, difference %v (a CSV without a closing balance has none)", r.Counts, r.Difference)
		}
		if b := balanceOf(t, s, caixa.ID); b != 1_234_56 {
			t.Errorf("the transfer's other side: %d", b)
		}
		if b := balanceOf(t, s, brad.ID); b != 10_000_00+3_500_00-1_234_56-45_90 {
			t.Errorf("balance %d", b)
		}
		if columns, err := s.StatementColumns(ctx, brad.ID); err != nil || columns != `{"date":"Data"}` {
			t.Errorf("columns remembered: %q, %v", columns, err)
		}

		later := model.BankFile{Format: "csv", Start: day("2026-10-15"), End: day("2026-11-15"), Lines: append(file.Lines[2:4:4],
			model.BankLine{Key: "hash:novo", Date: day("2026-11-15"), Amount: -52_30, Description: "TARIFA BANCÁRIA CESTA 11/2026"})}
		next, err := s.PreviewStatement(ctx, brad.ID, "extrato-2.csv", later, "", ana)
		if err != nil {
			t.Fatal(err)
		}
		if got := statuses(next.Lines); !reflect.DeepEqual(got, []string{"imported", "imported", "new"}) {
			t.Fatalf("overlap: %v", got)
		}
		if sg := next.Lines[2].Suggestion; sg == nil || sg.Action != model.ChoiceEntry || sg.Category != model.CategoryBankFees || sg.Line != 2 {
			t.Errorf("suggestion %+v", sg)
		}

		if _, err := s.PreviewStatement(ctx, brad.ID, "x.ofx", model.BankFile{Format: "ofx", AccountNumber: "99999-9", Start: later.Start, End: later.End, Lines: later.Lines},
			"", ana); err != nil {
			t.Errorf("an account without a number takes any statement: %v", err)
		}
		numbered, err := s.CreateAccount(ctx, model.Account{Name: "Itaú", Kind: model.AccountChecking, Number: "56789-0", OpeningDate: day("2026-09-30")}, ana)
		if err != nil {
			t.Fatal(err)
		}
		for number, ok := range map[string]bool{"99999-9": false, "1234567890": true, "56789": true, "0056789-0": true, "0": true, "9": false} {
			_, err := s.PreviewStatement(ctx, numbered.ID, "x.ofx", model.BankFile{Format: "ofx", AccountNumber: number, Start: later.Start, End: later.End,
				Lines: later.Lines}, "", ana)
			if ok != (err == nil) || !ok && !errors.Is(err, store.ErrStatementOtherAccount) {
				t.Errorf("ACCTID %s on account 56789-0: %v", number, err)
			}
		}
	})
}

// TestAStatementWhollyMatchedReconcilesTheAccount: the Nubank OFX 2.2 of November, each of its two lines already
// recorded (a receipt typed a day early, a bill paid the day the bank shows it), imports with no choice at all and
// leaves the account reconciled on 30/11 with a difference of 0,00.
func TestAStatementWhollyMatchedReconcilesTheAccount(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		c.t = time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		nu, err := s.CreateAccount(ctx, model.Account{Name: "Nubank PJ", Kind: model.AccountChecking, Number: "98765432-1", OpeningDate: day("2026-10-31")}, ana)
		if err != nil {
			t.Fatal(err)
		}
		mustEntry(t, s, ana, model.Entry{AccountID: nu.ID, Date: day("2026-11-02"), Amount: 2_500_00, Direction: model.DirectionIn,
			Category: model.CategoryRentIncome, Description: "Aluguel de novembro"})
		mustEntry(t, s, ana, model.Entry{AccountID: nu.ID, Date: day("2026-11-04"), Amount: 89_90, Direction: model.DirectionOut,
			Category: model.CategoryUtilities, Description: "Internet"})
		preview, err := s.PreviewStatement(ctx, nu.ID, "nubank.ofx", readStatement(t, "nubank-220.ofx"), "", ana)
		if err != nil || preview.Counts != (model.StatementCounts{Matched: 2}) {
			t.Fatalf("preview %+v, %v", preview.Counts, err)
		}
		r, err := s.CommitStatement(ctx, nu.ID, preview.Statement.ID, nil, ana)
		if err != nil {
			t.Fatal(err)
		}
		if r.Difference == nil || *r.Difference != 0 || !r.Statement.Reconciled || len(r.Missing) != 0 {
			t.Fatalf("difference %v, missing %+v", r.Difference, r.Missing)
		}
		if a, _ := s.AccountByID(ctx, nu.ID); a.ReconciledUntil == nil || *a.ReconciledUntil != day("2026-11-30") {
			t.Errorf("reconciled until %v", a.ReconciledUntil)
		}
	})
}

// TestStatementLinesBecomeReceiptsAndDebtPayments: a credit classified as a sale's receipt and debits classified as a
// financing's installment and a supplier's bill are recorded as on their own screens — the installment split into
// its amortization and interest by the schedule — and the undo removes them as those screens do, leaving the
// balances and the bridge as before; a debit of a debt with interest but no schedule is refused on its line.
func TestStatementLinesBecomeReceiptsAndDebtPayments(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		c.t = time.Date(2026, 9, 1, 12, 0, 0, 0, time.UTC)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		bank := mustAccount(t, s, ana, "Itaú", model.AccountChecking, 10_000_00, "2026-01-01")
		first, contract := day("2026-10-10"), day("2026-09-10")
		financing := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco Itaú", OriginalAmount: 12_000_00, InterestRate: model.RateScale,
			Category: model.DebtFinancing, System: model.DebtPrice, Installments: 12, CurrentInstallment: 1, FirstDueDate: &first,
			DueDate: first, ContractDate: &contract})
		supplier := mustDebt(t, s, ana, model.Debt{CreditorName: "Fornecedor", OriginalAmount: 500_00, DueDate: day("2026-10-30"),
			Category: model.DebtAccountPayable, ContractDate: &contract})
		loan := mustDebt(t, s, ana, model.Debt{CreditorName: "Agiota", OriginalAmount: 1_000_00, InterestRate: model.RateScale,
			DueDate: day("2027-10-30"), ContractDate: &contract})
		land, err := s.CreateAsset(ctx, model.Asset{Description: "Terreno", Type: model.AssetRealEstate, AcquisitionValue: 30_000_00,
			CurrentValue: 30_000_00, AcquisitionDate: day("2026-01-05"), Details: model.AssetDetails{Address: "Rua B, 2"}}, ana)
		if err != nil {
			t.Fatal(err)
		}
		sold, err := s.SellAsset(ctx, land.ID, model.AssetSale{SaleDate: day("2026-09-01"), SaleValue: 30_000_00, BuyerName: "Carlos Lima",
			PaymentMethod: "installments", Installments: 3, AccountID: bank.ID,
			Plan: &model.InstallmentPlan{Count: 3, FirstDueDate: day("2026-10-01")}}, ana)
		if err != nil {
			t.Fatal(err)
		}
		c.t = time.Date(2026, 11, 5, 12, 0, 0, 0, time.UTC)
		schedule, err := s.DebtSchedule(ctx, financing.ID)
		if err != nil || len(schedule) != 12 {
			t.Fatalf("schedule: %d, %v", len(schedule), err)
		}
		installment := schedule[0]
		before, err := s.Bridge(ctx, day("2026-09-01"), day("2026-11-05"))
		if err != nil {
			t.Fatal(err)
		}
		file := model.BankFile{Format: "ofx", Start: day("2026-10-01"), End: day("2026-10-31"), Lines: []model.BankLine{
			{Key: "ofx:1", Date: day("2026-10-01"), Amount: 10_000_00, Description: "PIX CARLOS LIMA"},
			{Key: "ofx:2", Date: day("2026-10-10"), Amount: -installment.Payment, Description: "FINANCIAMENTO PARC 1"},
			{Key: "ofx:3", Date: day("2026-10-20"), Amount: -500_00, Description: "BOLETO FORNECEDOR"},
			{Key: "ofx:4", Date: day("2026-10-25"), Amount: -110_00, Description: "PAGTO AGIOTA"},
		}}
		preview, err := s.PreviewStatement(ctx, bank.ID, "itau.ofx", file, "", ana)
		if err != nil || preview.Counts != (model.StatementCounts{New: 4}) {
			t.Fatalf("preview %+v, %v", preview.Counts, err)
		}
		choices := []model.LineChoice{
			{Line: 0, Action: model.ChoiceReceipt, ReceivableID: sold.Sale.ReceivableID},
			{Line: 1, Action: model.ChoiceDebtPayment, DebtID: financing.ID},
			{Line: 2, Action: model.ChoiceDebtPayment, DebtID: supplier.ID},
			{Line: 3, Action: model.ChoiceDebtPayment, DebtID: loan.ID},
		}
		_, err = s.CommitStatement(ctx, bank.ID, preview.Statement.ID, choices, ana)
		var lineErr *store.LineError
		if !errors.As(err, &lineErr) || lineErr.Line != 3 {
			t.Fatalf("a debt with interest and no schedule: %v", err)
		}
		choices[3] = model.LineChoice{Line: 3, Action: model.ChoiceEntry, Category: model.CategoryOtherExpense}
		r, err := s.CommitStatement(ctx, bank.ID, preview.Statement.ID, choices, ana)
		if err != nil {
			t.Fatal(err)
		}
		if r.Counts != (model.StatementCounts{Created: 4}) {
			t.Fatalf("counts %+v", r.Counts)
		}
		payments, err := s.DebtPayments(ctx, financing.ID)
		if err != nil || len(payments) != 1 || payments[0].Principal != installment.Amortization || payments[0].Interest != installment.Interest ||
			payments[0].InstallmentNumber == nil || *payments[0].InstallmentNumber != 1 {
			t.Fatalf("the installment's payment: %+v, %v (schedule %+v)", payments, err, installment)
		}
		if d, _ := s.DebtByID(ctx, supplier.ID); d.Status != model.DebtPaid {
			t.Errorf("the supplier's bill: %s", d.Status)
		}
		if rec, _ := s.ReceivableByID(ctx, sold.Sale.ReceivableID); rec.Received != 10_000_00 {
			t.Errorf("received %s", rec.Received.Decimal())
		}
		if err := s.JournalInStep(ctx); err != nil {
			t.Fatal(err)
		}
		if removed, err := s.UndoStatement(ctx, bank.ID, preview.Statement.ID, ana); err != nil || removed != 4 {
			t.Fatalf("undo: %d, %v", removed, err)
		}
		if p, _ := s.DebtPayments(ctx, financing.ID); len(p) != 0 {
			t.Errorf("payments after the undo: %+v", p)
		}
		if d, _ := s.DebtByID(ctx, supplier.ID); d.Status == model.DebtPaid || d.CurrentAmount != 500_00 {
			t.Errorf("the supplier's bill after the undo: %s %s", d.Status, d.CurrentAmount.Decimal())
		}
		if rec, _ := s.ReceivableByID(ctx, sold.Sale.ReceivableID); rec.Received != 0 {
			t.Errorf("received after the undo %s", rec.Received.Decimal())
		}
		if b := balanceOf(t, s, bank.ID); b != 10_000_00 {
			t.Errorf("balance after the undo %s", b.Decimal())
		}
		after, err := s.Bridge(ctx, day("2026-09-01"), day("2026-11-05"))
		if err != nil || !reflect.DeepEqual(before, after) {
			t.Errorf("bridge before %+v, after the undo %+v (%v)", before, after, err)
		}
		if err := s.JournalInStep(ctx); err != nil {
			t.Fatal(err)
		}
	})
}
