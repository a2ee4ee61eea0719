package demo

import (
	"context"
	"fmt"
	"time"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// The demo's accounts, at real banks: the operating account that receives the sales of assets, the rents and the
// loans and pays the debts; the vehicle store's account that buys and sells the vehicles; an investment and the
// shop's cash. Their opening balances are what the business held when it started using the app.
const (
	itau = iota
	bancoDoBrasil
	cdb
	cash
)

var demoAccounts = []struct {
	account model.Account
	opening float64 // in reais
}{
	{model.Account{Name: "Itaú Empresas", Kind: model.AccountChecking, BankName: "Itaú Unibanco", Agency: "0912", Number: "45821-3"}, 850_000},
	{model.Account{Name: "Banco do Brasil - revenda de veículos", Kind: model.AccountChecking, BankName: "Banco do Brasil", Agency: "3417-2", Number: "22190-8"}, 1_850_000},
	{model.Account{Name: "CDB Bradesco", Kind: model.AccountInvestment, BankName: "Bradesco", Agency: "2304", Number: "0078812-1"}, 1_200_000},
	{model.Account{Name: "Caixa da loja", Kind: model.AccountCash}, 12_500},
}

// opened is how many days ago the accounts' opening balances are dated: before anything the app registered.
const opened = registered + 10

// planAccounts plans the accounts (opened before everything else) and the monthly rents of the rented properties
// into the operating account; the ids are known once their event ran.
func (t *timeline) planAccounts() {
	t.accounts = make([]*int64, len(demoAccounts))
	for i, spec := range demoAccounts {
		a := spec.account
		a.OpeningBalance, a.OpeningDate, a.OpeningCounterpart = reais(spec.opening, 1), t.date(opened), openingBalance()
		id := new(int64)
		t.accounts[i] = id
		t.add(t.fixed(opened, 8), func(ctx context.Context, st *store.Store) error {
			created, err := st.CreateAccount(ctx, a, t.by)
			*id = created.ID
			return err
		})
	}
}

// openingBalance is the counterpart of what the business held or owed before it began using the app.
func openingBalance() *model.Counterpart { return &model.Counterpart{Kind: "opening"} }

// fixed is hour o'clock daysAgo days before today: a moment that draws nothing from the random source, so adding
// these events leaves every other drawn amount and day as it was.
func (t *timeline) fixed(daysAgo, hour int) time.Time {
	return t.today.AddDate(0, 0, -daysAgo).Add(time.Duration(hour) * time.Hour)
}

// account is the id of one of the demo's accounts, for an event that runs after the accounts were opened.
func (t *timeline) account(which int) *int64 { return t.accounts[which] }

// rents plans the monthly rent of a rented property into the operating account, from the month after it was rented.
func (t *timeline) rents(description string, monthly model.Money, from int) {
	for day := from - 30; day >= 1; day -= 30 {
		at := t.fixed(day, 10)
		t.add(at, func(ctx context.Context, st *store.Store) error {
			_, err := st.AddEntry(ctx, model.Entry{AccountID: *t.account(itau), Date: model.DateOf(at), Amount: monthly,
				Direction: model.DirectionIn, Category: model.CategoryRentIncome, Description: fmt.Sprintf("Aluguel: %s", description)}, t.by)
			return err
		})
	}
}

// receipts plans the receipts of a sale in installments made on sold: each installment that fell due more than 15
// days ago is received into the operating account a few days after its due date; the latest ones stay to receive
// (one of them overdue, as happens).
func (t *timeline) receipts(receivable *int64, sold model.Date, count int) {
	for k := range count {
		due := model.AddMonths(sold, k+1)
		daysAgo := int(t.today.Sub(due.Time().In(zone)).Hours()/24) - k%3
		if daysAgo <= 15 {
			continue
		}
		t.add(t.fixed(daysAgo, 11), func(ctx context.Context, st *store.Store) error {
			r, err := st.ReceivableByID(ctx, *receivable)
			if err != nil {
				return err
			}
			_, err = st.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: r.ID, Date: st.Today(),
				Amount: r.Installments[k].Amount, AccountID: *t.account(itau)}, t.by)
			return err
		})
	}
}
