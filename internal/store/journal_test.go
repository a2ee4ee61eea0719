package store_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// journalChecks holds what the checks after each operation of the random work need.
type journalChecks struct {
	t         *testing.T
	s         *store.Store
	db        *database.DB
	c         *clock
	lastEntry int64
}

// agree checks the books after an operation: every entry written since the last check balances; on each day given
// the journal's balances equal the positions from the records (each kind of the net worth, not only the sum) —
// rebuilt by a fresh store when rebuild is set, read through the working store's memo otherwise — and the trial
// balance's debits equal its credits on the last; the bridge from the first day to the last reconciles with the
// net worth at both ends, and the cash flow over it with the accounts' balances.
func (j *journalChecks) agree(step string, rebuild bool, days ...model.Date) {
	t := j.t
	t.Helper()
	var unbalanced int
	var newest int64
	if err := j.db.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE((SELECT MAX(id) FROM journal_entries), 0) FROM (SELECT entry_id FROM journal_lines
		WHERE entry_id > ? GROUP BY entry_id HAVING SUM(amount) <> 0) x`, j.lastEntry).Scan(&unbalanced, &newest); err != nil {
		t.Fatal(err)
	}
	if unbalanced > 0 {
		t.Fatalf("%s: %d entries do not balance", step, unbalanced)
	}
	j.lastEntry = newest
	fresh := j.s
	if rebuild {
		fresh = store.New(j.db).WithClock(j.c.now)
	}
	slices.SortFunc(days, func(a, b model.Date) int { return a.Time().Compare(b.Time()) })
	days = slices.CompactFunc(days, func(a, b model.Date) bool { return a.String() == b.String() })
	from, to := days[0], days[len(days)-1]
	days = append([]model.Date{from.AddDays(-1)}, days...) // the bridge's opening
	positions, err := fresh.NetWorthSeries(ctx, days)
	if err != nil {
		t.Fatal(err)
	}
	journal, err := fresh.JournalSeries(ctx, days)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range days {
		nw, got := positions[i], journal[i]
		byType := map[string]model.Money{}
		for _, tv := range nw.AssetsByType {
			byType[tv.Type] = tv.Value
		}
		want := map[string]model.Money{
			string(ledger.CashAccounts): nw.Cash, string(ledger.Receivables): nw.Receivables, string(ledger.VehicleStock): nw.Vehicles,
			string(ledger.RealEstate): byType[model.NetWorthRealEstate], string(ledger.OtherAssets): byType[model.NetWorthOther],
			string(ledger.CompanyVehicles): byType[model.NetWorthCompanyVehicles],
			"debts":                        nw.Debts, "net": nw.Net,
		}
		have := map[string]model.Money{"debts": -(got[string(ledger.Loans)] + got[string(ledger.Payables)]), "net": store.NetWorthOfBalances(got)}
		for code := range want {
			if _, ok := have[code]; !ok {
				have[code] = got[code]
			}
		}
		if fmt.Sprint(have) != fmt.Sprint(want) {
			t.Fatalf("%s: on %s the journal says %v, the records %v", step, d, have, want)
		}
	}
	tb, err := fresh.TrialBalance(ctx, to)
	if err != nil || tb.Debits != tb.Credits {
		t.Fatalf("%s: trial balance on %s: debits %s, credits %s (%v)", step, to, tb.Debits.Decimal(), tb.Credits.Decimal(), err)
	}
	before, after := positions[0], positions[len(days)-1]
	bridge, err := fresh.Bridge(ctx, from, to)
	if err != nil {
		t.Fatal(err)
	}
	sum := bridge.Opening
	for _, l := range bridge.Lines {
		sum += l.Amount
	}
	if sum != bridge.Closing || bridge.Opening != before.Net || bridge.Closing != after.Net {
		t.Fatalf("%s: bridge %s–%s %+v sums to %s; net worth %s → %s", step, from, to, bridge, sum.Decimal(), before.Net.Decimal(), after.Net.Decimal())
	}
	cf, err := fresh.CashFlow(ctx, from, to)
	if err != nil {
		t.Fatalf("%s: %v", step, err)
	}
	if cf.Opening != before.Cash || cf.Closing != after.Cash || cf.Opening+cf.Net != cf.Closing {
		t.Fatalf("%s: cash flow %s–%s %+v, accounts %s → %s", step, from, to, cf, before.Cash.Decimal(), after.Cash.Decimal())
	}
}

// refused reports whether err is a refusal the domain answers a person with (the random work tries things the
// rules forbid, as people do); any other error fails the test.
func refused(t *testing.T, err error) bool {
	t.Helper()
	var account *store.EventAccountError
	switch {
	case err == nil:
		return false
	case errors.As(err, &account), errors.Is(err, store.ErrNegativeBalance), errors.Is(err, store.ErrBeforeOpening),
		errors.Is(err, store.ErrReceiptTooLarge), errors.Is(err, store.ErrPrincipalTooLarge), errors.Is(err, store.ErrImportInUse),
		errors.Is(err, store.ErrRenegotiationBeforePayment), errors.Is(err, store.ErrRenegotiationBeforeStart),
		errors.Is(err, store.ErrDebtPaid), errors.Is(err, store.ErrSpendingBeforeStart), errors.Is(err, store.ErrContractAfterPayment),
		errors.Is(err, store.ErrPaymentOfEndedTerms):
		return true
	}
	t.Fatal(err)
	return true
}

// TestJournalBalancesThroughRandomWork runs a few thousand seeded random operations of every kind — accounts,
// entries and transfers; assets bought, edited, valued, improved, sold for cash or in installments, exchanged and
// deleted; vehicles bought, edited, given costs, sold and deleted; debts taken, edited, paid, their payments
// deleted, renegotiated, corrected by an index and deleted; receipts; imports and their undo — over fourteen months,
// and after each one checks the books (journalChecks.agree); every fiftieth, that posting every record again would
// change nothing.
func TestJournalBalancesThroughRandomWork(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		c := &clock{t: time.Date(2025, 1, 6, 15, 0, 0, 0, time.UTC)}
		s := store.New(db).WithClock(c.now)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		j := &journalChecks{t: t, s: s, db: db, c: c}
		rng := rand.New(rand.NewPCG(35, 2026))
		var accounts, assets, vehicles, debts, imports, adjustments []int64
		var adjustable []string // the codes an adjustment may post to, the company's sub-accounts among them
		for _, a := range ledger.Chart {
			if a.Adjustable() {
				adjustable = append(adjustable, string(a.Code))
			}
		}
		pick := func(ids []int64) (int64, int) {
			i := rng.IntN(len(ids))
			return ids[i], i
		}
		between := func(from model.Date) model.Date { // a day between from and today
			n := int(s.Today().Time().Sub(from.Time()).Hours() / 24)
			if n <= 0 {
				return s.Today()
			}
			return from.AddDays(rng.IntN(n + 1))
		}
		value := func() model.Money { return model.Money(rng.IntN(2000)+1) * 1_000 }
		account := func() int64 { // an account, or none
			if len(accounts) == 0 || rng.IntN(3) == 0 {
				return 0
			}
			id, _ := pick(accounts)
			return id
		}
		ptr := func(id int64) *int64 { return &id }
		types := []string{model.AssetRealEstate, model.AssetOther, model.AssetVehicle}
		plate, ops := 0, 0
		n := 2000
		if testing.Short() {
			n = 300
		}
		var opTime, agreeTime, stepTime time.Duration
		defer func() { t.Logf("ops %s agree %s in step %s", opTime, agreeTime, stepTime) }()
		for ops < n {
			opStart := time.Now()
			c.t = c.t.Add(time.Duration(rng.IntN(9)) * time.Hour)
			today := s.Today()
			touched := []model.Date{today}
			var err error
			op := rng.IntN(24)
			switch {
			case op == 0 || len(accounts) < 2: // an account, opened with or without money
				day := today.AddDays(-rng.IntN(400))
				kind := []model.AccountKind{model.AccountChecking, model.AccountCash, model.AccountSavings}[rng.IntN(3)]
				var a model.Account
				a, err = s.CreateAccount(ctx, model.Account{Name: fmt.Sprint("Conta ", ops), Kind: kind,
					OpeningBalance: value() * model.Money(rng.IntN(3)) * 100, OpeningDate: day}, ana)
				if !refused(t, err) {
					accounts = append(accounts, a.ID)
				}
				touched = append(touched, day)
			case op == 1: // a manual entry
				id, _ := pick(accounts)
				day := between(today.AddDays(-300))
				dir, cat := model.DirectionIn, model.IncomeCategories[rng.IntN(len(model.IncomeCategories))]
				if rng.IntN(2) == 0 {
					dir, cat = model.DirectionOut, model.ExpenseCategories[rng.IntN(len(model.ExpenseCategories))]
				}
				var sub int64 // now and then one of the company's sub-accounts of the category's account
				sign := map[model.Direction]model.Money{model.DirectionIn: 1, model.DirectionOut: -1}[dir]
				for _, code := range adjustable {
					if parent, id, _ := ledger.ParseSubCode(code); id != 0 && parent == ledger.EntryCode(string(cat), sign) && rng.IntN(2) == 0 {
						sub = id
					}
				}
				_, err = s.AddEntry(ctx, model.Entry{AccountID: id, Date: day, Amount: value(), Direction: dir, Category: cat, SubaccountID: sub}, ana)
				refused(t, err)
				touched = append(touched, day)
			case op == 2: // a transfer
				from, _ := pick(accounts)
				to, _ := pick(accounts)
				day := between(today.AddDays(-300))
				if from != to {
					_, err = s.Transfer(ctx, model.Transfer{FromAccountID: from, ToAccountID: to, Amount: value(), Date: day}, ana)
					refused(t, err)
				}
				touched = append(touched, day)
			case op == 3 || len(assets) < 3: // an asset bought, from an account or not
				acq := value()
				cur := acq
				if rng.IntN(2) == 0 {
					cur = value()
				}
				day := today.AddDays(-rng.IntN(400))
				var a model.Asset
				a, err = s.CreateAsset(ctx, model.Asset{Description: fmt.Sprint("Ativo ", ops), Type: types[rng.IntN(3)],
					AcquisitionValue: acq, CurrentValue: cur, AcquisitionDate: day, AccountID: ptr(account())}, ana)
				if !refused(t, err) {
					assets = append(assets, a.ID)
				}
				touched = append(touched, day)
			case op == 4: // an asset edited: value, type, acquisition date, or the account it was paid from
				id, _ := pick(assets)
				a, err := s.AssetByID(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				touched = append(touched, a.AcquisitionDate)
				switch rng.IntN(4) {
				case 0:
					if !model.AssetFinal(a.Status) {
						a.CurrentValue = value()
					}
				case 1:
					a.Type = types[rng.IntN(3)]
				case 2:
					a.AcquisitionDate = today.AddDays(-rng.IntN(400))
				default:
					a.AcquisitionValue, a.AccountID = value(), ptr(account())
				}
				touched = append(touched, a.AcquisitionDate)
				_, err = s.UpdateAsset(ctx, a, false, ana)
				refused(t, err)
			case op == 5: // a valuation, often back-dated
				id, _ := pick(assets)
				a, _ := s.AssetByID(ctx, id)
				if !model.AssetFinal(a.Status) {
					day := between(laterOf(a.AcquisitionDate, today.AddDays(-300)))
					_, err = s.AddValuation(ctx, id, day, value(), "", ana)
					refused(t, err)
					touched = append(touched, day)
				}
			case op == 6: // a sale for cash, into an account or not, or in installments with interest
				id, _ := pick(assets)
				a, _ := s.AssetByID(ctx, id)
				if a.Status == model.AssetActive {
					day := between(laterOf(a.AcquisitionDate, today.AddDays(-200)))
					sale := model.AssetSale{SaleDate: day, SaleValue: value() * 3, BuyerName: "Rita", PaymentMethod: "cash", AccountID: account()}
					if rng.IntN(3) == 0 {
						sale.PaymentMethod, sale.Installments = "installments", 2+rng.IntN(10)
						sale.Plan = &model.InstallmentPlan{DownPayment: sale.SaleValue / model.Money(2+rng.IntN(4)), Count: sale.Installments,
							FirstDueDate: day.AddDays(30), Rate: model.Rate(rng.IntN(3)) * model.RateScale / 2, System: model.DebtPrice}
						if sale.Plan.DownPayment == 0 || rng.IntN(2) == 0 {
							sale.AccountID = 0
						}
					}
					_, err = s.SellAsset(ctx, id, sale, ana)
					refused(t, err)
					touched = append(touched, day)
				}
			case op == 7: // an exchange
				id, _ := pick(assets)
				a, _ := s.AssetByID(ctx, id)
				if a.Status == model.AssetActive {
					day := between(laterOf(a.AcquisitionDate, today.AddDays(-200)))
					var news []model.Asset
					for range 1 + rng.IntN(2) {
						news = append(news, model.Asset{Description: "Recebido", Type: types[rng.IntN(3)], AcquisitionValue: value(),
							CurrentValue: value(), AcquisitionDate: day})
					}
					var created []int64
					_, created, err = s.ExchangeAsset(ctx, id, model.AssetExchange{ExchangeDate: day, NewAssets: news}, ana)
					if !refused(t, err) {
						assets = append(assets, created...)
					}
					touched = append(touched, day)
				}
			case op == 8: // an improvement, paid from an account
				id, _ := pick(assets)
				a, _ := s.AssetByID(ctx, id)
				day := between(a.AcquisitionDate)
				acc, _ := pick(accounts)
				_, err = s.AddAssetImprovement(ctx, model.AssetImprovement{AssetID: id, Date: day, Amount: value(), Description: "Reforma",
					AccountID: acc}, ana)
				refused(t, err)
				touched = append(touched, day)
			case op == 9 && len(assets) > 3: // an asset deleted
				id, i := pick(assets)
				a, _ := s.AssetByID(ctx, id)
				touched = append(touched, a.AcquisitionDate)
				if err = s.DeleteAsset(ctx, id, ana); !refused(t, err) {
					assets = slices.Delete(assets, i, i+1)
				}
			case op == 10 || len(vehicles) < 2: // a vehicle bought
				plate++
				day := today.AddDays(-rng.IntN(300))
				v := newVehicle("Fiat", "Argo", fmt.Sprintf("TST%04d", plate), value(), value(), day)
				v.AccountID = ptr(account())
				var created model.Vehicle
				created, err = s.CreateVehicle(ctx, v, ana)
				if !refused(t, err) {
					vehicles = append(vehicles, created.ID)
				}
				touched = append(touched, day)
			case op == 11: // a vehicle edited: its price, its purchase date or its reservation
				id, _ := pick(vehicles)
				v, _ := s.VehicleByID(ctx, id)
				touched = append(touched, v.PurchaseDate)
				switch rng.IntN(3) {
				case 0:
					v.PurchasePrice = value()
				case 1:
					v.PurchaseDate = today.AddDays(-rng.IntN(300))
				default:
					if v.Status == model.VehicleInStock {
						v.Status = model.VehicleReserved
					} else if v.Status == model.VehicleReserved {
						v.Status = model.VehicleInStock
					}
				}
				if !v.SoldDate.IsZero() && v.PurchaseDate.After(v.SoldDate) {
					v.PurchaseDate = v.SoldDate
				}
				touched = append(touched, v.PurchaseDate)
				_, err = s.UpdateVehicle(ctx, v, ana)
				refused(t, err)
			case op == 12: // a vehicle sold, for cash or in installments
				id, _ := pick(vehicles)
				v, _ := s.VehicleByID(ctx, id)
				if v.Status != model.VehicleSold {
					day := between(laterOf(v.PurchaseDate, today.AddDays(-200)))
					sale := model.VehicleSale{SellingPrice: value() * 2, SoldDate: day, PaymentMethod: "cash", AccountID: account()}
					if rng.IntN(3) == 0 {
						sale.PaymentMethod = "financing"
						sale.Plan = &model.InstallmentPlan{DownPayment: sale.SellingPrice / 4, Count: 2 + rng.IntN(6), FirstDueDate: day.AddDays(30)}
					}
					_, err = s.SellVehicle(ctx, id, sale, ana)
					refused(t, err)
					touched = append(touched, day)
				}
			case op == 13: // a vehicle's cost
				id, _ := pick(vehicles)
				v, _ := s.VehicleByID(ctx, id)
				day := between(v.PurchaseDate)
				acc, _ := pick(accounts)
				_, err = s.AddVehicleCost(ctx, model.VehicleCost{VehicleID: id, Date: day, Amount: value() / 10, Category: "mechanics",
					AccountID: acc}, ana)
				refused(t, err)
				touched = append(touched, day)
			case op == 14 && len(vehicles) > 2: // a vehicle deleted
				id, i := pick(vehicles)
				v, _ := s.VehicleByID(ctx, id)
				touched = append(touched, v.PurchaseDate)
				if err = s.DeleteVehicle(ctx, id, ana); !refused(t, err) {
					vehicles = slices.Delete(vehicles, i, i+1)
				}
			case op == 15 || len(debts) < 2: // a debt: a loan into an account, or not; a financing with a schedule
				contract := today.AddDays(-rng.IntN(300))
				d := model.Debt{CreditorName: fmt.Sprint("Banco ", ops), OriginalAmount: value() * 10, DueDate: date("2030-01-01"),
					Category: model.DebtLoan, ContractDate: &contract, DisbursementAccountID: ptr(account())}
				if rng.IntN(3) == 0 {
					first := contract.AddDays(30)
					d.Category, d.System, d.Installments, d.FirstDueDate, d.DueDate = model.DebtFinancing, model.DebtPrice, 6+rng.IntN(20), &first, first
					d.InterestRate, d.CurrentInstallment = model.RateScale, 1
					if rng.IntN(2) == 0 {
						d.Index, d.IndexLag = model.IndexIPCA, 1
					}
					if rng.IntN(3) == 0 {
						d.GraceMonths, d.GraceInterest = 2, model.GraceInterestCapitalized
					}
				}
				if d.Category == "" {
					d.Category = model.DebtOther
				}
				if d.Status == "" {
					d.Status = model.DebtActive
				}
				if d.Installments == 0 {
					d.Installments, d.CurrentInstallment = 1, 1
				}
				d.CurrentAmount = d.OriginalAmount
				var created model.Debt
				created, err = s.CreateDebt(ctx, d, ana)
				if !refused(t, err) {
					debts = append(debts, created.ID)
				}
				touched = append(touched, contract)
			case op == 16: // a debt edited: its balance cut or raised, or marked paid
				id, _ := pick(debts)
				d, _ := s.DebtByID(ctx, id)
				d.Status = d.RecordedStatus
				if d.Status != model.DebtPaid && d.System == model.DebtNoSystem {
					switch rng.IntN(3) {
					case 0:
						d.Status = model.DebtPaid
					case 1:
						d.CurrentAmount = d.CurrentAmount * model.Money(50+rng.IntN(50)) / 100
					default:
						d.CurrentAmount += value()
					}
					_, err = s.UpdateDebt(ctx, d, ana)
					refused(t, err)
				}
			case op == 17: // a payment, back-dated, from an account or not; or a payment deleted
				id, _ := pick(debts)
				d, _ := s.DebtByID(ctx, id)
				payments, _ := s.DebtPayments(ctx, id)
				if len(payments) > 0 && rng.IntN(4) == 0 {
					p := payments[rng.IntN(len(payments))]
					err = s.DeleteDebtPayment(ctx, id, p.ID, ana)
					refused(t, err)
					touched = append(touched, p.Date)
				} else if d.CurrentAmount > 0 && d.RecordedStatus != model.DebtPaid {
					history, _ := s.DebtHistory(ctx, id)
					day := between(history[0].Date)
					if d.TermsSince != nil {
						day = between(*d.TermsSince)
					}
					acc := account()
					_, err = s.AddDebtPayment(ctx, model.DebtPayment{DebtID: id, Date: day, Principal: d.CurrentAmount * model.Money(1+rng.IntN(100)) / 100,
						Interest: value() / 10, AccountID: &acc}, ana)
					refused(t, err)
					touched = append(touched, day)
				}
			case op == 18: // a renegotiation
				id, _ := pick(debts)
				d, _ := s.DebtByID(ctx, id)
				if d.RecordedStatus != model.DebtPaid {
					day := between(today.AddDays(-60))
					first := day.AddDays(30)
					_, err = s.RenegotiateDebt(ctx, id, day, model.DebtTerms{OriginalAmount: max(d.CurrentAmount+value()-value(), 1_000), InterestRate: model.RateScale,
						Installments: 12, System: model.DebtSAC, FirstDueDate: &first, GraceInterest: model.GraceInterestPaid}, "", ana)
					if errors.Is(err, store.ErrNotFound) {
						t.Fatal(err)
					}
					if err == nil || !refused(t, err) {
						touched = append(touched, day)
					}
				}
			case op == 19 && len(debts) > 2: // a debt deleted
				id, i := pick(debts)
				if err = s.DeleteDebt(ctx, id, ana); !refused(t, err) {
					debts = slices.Delete(debts, i, i+1)
				}
			case op == 20: // a receipt of a sale in installments
				list, _, err := s.ListReceivables(ctx, "", 1, 200)
				if err != nil {
					t.Fatal(err)
				}
				if len(list) > 0 && len(accounts) > 0 {
					r := list[rng.IntN(len(list))]
					acc, _ := pick(accounts)
					day := between(r.SaleDate)
					_, err = s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: r.ID, Date: day, Amount: value(), AccountID: acc}, ana)
					refused(t, err)
					touched = append(touched, day)
				}
			case op == 21: // a month of the IPCA, which corrects the indexed financings
				month := model.NewDate(today.Time().Year(), today.Time().Month(), 1).AddDays(-rng.IntN(200))
				month = model.NewDate(month.Time().Year(), month.Time().Month(), 1)
				err = s.SetIndexValues(ctx, model.IndexIPCA, []model.IndexValue{{Month: month, Value: int64(rng.IntN(1_000_000))}})
				refused(t, err)
				touched = append(touched, month)
			case op == 22: // assets imported, or an import undone
				if len(imports) > 0 && rng.IntN(2) == 0 {
					id, i := pick(imports)
					if _, err = s.UndoImport(ctx, id, ana); !refused(t, err) {
						imports = slices.Delete(imports, i, i+1)
					}
				} else {
					var rows []model.Asset
					for k := range 1 + rng.IntN(4) {
						v := value()
						rows = append(rows, model.Asset{Description: fmt.Sprint("Importado ", ops, k), Type: types[rng.IntN(3)],
							AcquisitionValue: v, CurrentValue: v, AcquisitionDate: today.AddDays(-rng.IntN(300)), AccountID: ptr(account())})
					}
					batch, err := s.SaveImport(ctx, "assets", "ativos.csv", len(rows), 0, rows, ana)
					if err != nil {
						t.Fatal(err)
					}
					if _, err = s.CommitImport(ctx, batch.ID, ana); !refused(t, err) {
						imports = append(imports, batch.ID)
					}
				}
			case op == 23: // an administrator's adjustment between equity and result accounts, a sub-account, or one undone
				switch {
				case len(adjustments) > 0 && rng.IntN(3) == 0:
					id, i := pick(adjustments)
					if err = s.DeleteLedgerAdjustment(ctx, id, ana); err != nil {
						t.Fatal(err)
					}
					adjustments = slices.Delete(adjustments, i, i+1)
				case rng.IntN(4) == 0:
					parent := adjustable[rng.IntN(len(adjustable))]
					if _, sub, _ := ledger.ParseSubCode(parent); sub != 0 {
						continue // a sub-account has none of its own
					}
					var sa model.LedgerSubaccount
					if sa, err = s.CreateLedgerSubaccount(ctx, ledger.Code(parent), fmt.Sprint("Subconta ", ops), ana); err != nil {
						t.Fatal(err)
					}
					adjustable = append(adjustable, sa.Code)
				default:
					debit, credit := adjustable[rng.IntN(len(adjustable))], adjustable[rng.IntN(len(adjustable))]
					day := between(today.AddDays(-400))
					var adj model.LedgerAdjustment
					adj, err = s.CreateLedgerAdjustment(ctx, store.AdjustmentInput{Date: day, Debit: debit, Credit: credit,
						Amount: value(), Reason: "Reclassificação"}, ana)
					if debit == credit {
						if !errors.Is(err, store.ErrSameAccount) {
							t.Fatalf("an adjustment to one account: %v", err)
						}
					} else if err != nil {
						t.Fatal(err)
					} else {
						adjustments = append(adjustments, adj.ID)
					}
					touched = append(touched, day)
				}
			default:
				continue
			}
			ops++
			opTime += time.Since(opStart)
			touched = append(touched, today.AddDays(-rng.IntN(420)))
			st := time.Now()
			j.agree(fmt.Sprintf("operation %d (kind %d, %s)", ops, op, today), ops%10 == 0, touched...)
			agreeTime += time.Since(st)
			st = time.Now()
			if ops%50 == 0 {
				if err := s.JournalInStep(ctx); err != nil {
					t.Fatalf("after %d operations: %v", ops, err)
				}
			}
			stepTime += time.Since(st)
		}
	})
}

// TestJournalUpgradeKeepsFigures: a database of the previous migration set, written by the version before the journal
// — events with and without accounts, before and after the day the company began using the product — is upgraded:
// every figure it showed is the same after, the journal says the same on every month end, the events before the
// first registration are opening balances and those after that named no account are 'Ajuste sem contrapartida'.
func TestJournalUpgradeKeepsFigures(t *testing.T) {
	t.Parallel()
	for _, d := range dbtest.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			db := dbtest.OpenEmpty(t, d)
			if _, err := db.MigrateTo(ctx, 44); err != nil {
				t.Fatal(err)
			}
			// Today's store reads the counterparts beside the records it writes: an empty table of them stands in
			// for the version before, which had none, until the upgrade makes the real one.
			const counterparts = "event_counterparts (source_kind TEXT, source_id BIGINT, kind TEXT, reason TEXT)"
			// So do the bank statements an account's reconciliation is read from (53).
			const statements = "bank_statements (account_id BIGINT, status TEXT, closing_balance BIGINT, closing_date DATE)"
			for _, table := range []string{counterparts, statements} {
				if _, err := db.ExecContext(ctx, "CREATE TABLE "+table); err != nil {
					t.Fatal(err)
				}
			}
			// It writes the columns of a property's land, of a schedule's count and of a vehicle's taxes too: their
			// migrations (48, 49 and 51, which add only them) are applied ahead of the upgrade.
			migrations, err := db.Dialect.Migrations()
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range migrations {
				if m.Version != 48 && m.Version != 49 && m.Version != 51 {
					continue
				}
				if _, err := db.ExecContext(ctx, m.SQL); err != nil {
					t.Fatal(err)
				}
				if _, err := db.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", m.Version, m.Name, "2026-01-01T00:00:00Z"); err != nil {
					t.Fatal(err)
				}
			}
			c := &clock{}
			on := func(day string) { c.t = date(day).Time().Add(15 * time.Hour) }
			on("2025-03-01")
			old := store.WithoutJournal(store.New(db).WithClock(c.now))
			ana := mustUser(t, old, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
			bank := mustAccount(t, old, ana, "Banco", model.AccountChecking, 100_000_00, "2025-01-01")
			house := mustAsset(t, old, ana, "Casa", model.AssetRealEstate, 300_000_00, 300_000_00, "2019-05-10")
			car := mustVehicle(t, old, newVehicle("Fiat", "Argo", "ABC1D23", 40_000_00, 50_000_00, date("2025-02-10")), ana)
			on("2025-04-10")
			land := mustAsset(t, old, ana, "Terreno", model.AssetRealEstate, 80_000_00, 80_000_00, "2025-04-10") // from nowhere
			on("2025-05-05")
			owed := mustDebt(t, old, ana, model.Debt{CreditorName: "Fornecedor", OriginalAmount: 50_000_00, DueDate: date("2026-05-05")}) // no money came in
			on("2025-06-01")
			contract := date("2025-06-01")
			loan := mustDebt(t, old, ana, model.Debt{CreditorName: "Banco Itaú", OriginalAmount: 30_000_00, Category: model.DebtLoan, DueDate: date("2027-06-01"),
				ContractDate: &contract, DisbursementAccountID: &bank.ID})
			on("2025-07-01")
			if _, err := old.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2025-07-01"), Principal: 5_000_00,
				Interest: 300_00, AccountID: &bank.ID}, ana); err != nil {
				t.Fatal(err)
			}
			on("2025-07-15")
			if _, err := old.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2025-07-15"), Principal: 1_000_00}, ana); err != nil {
				t.Fatal(err)
			}
			on("2025-08-01")
			owed.Status = model.DebtPaid // paid by an edit, no money out
			if _, err := old.UpdateDebt(ctx, owed, ana); err != nil {
				t.Fatal(err)
			}
			if _, err := old.AddValuation(ctx, house.ID, date("2025-06-30"), 320_000_00, "Laudo", ana); err != nil {
				t.Fatal(err)
			}
			mustEntry(t, old, ana, model.Entry{AccountID: bank.ID, Date: date("2025-08-01"), Amount: 2_000_00, Direction: model.DirectionIn,
				Category: model.CategoryRentIncome})
			on("2025-09-01")
			if _, err := old.SellAsset(ctx, house.ID, model.AssetSale{SaleDate: date("2025-09-01"), SaleValue: 350_000_00, BuyerName: "João",
				PaymentMethod: "cash", AccountID: bank.ID}, ana); err != nil {
				t.Fatal(err)
			}
			if _, err := old.SellVehicle(ctx, car.ID, model.VehicleSale{SellingPrice: 55_000_00, SoldDate: date("2025-09-01"),
				PaymentMethod: "cash"}, ana); err != nil { // received into no account
				t.Fatal(err)
			}
			if _, err := old.SellAsset(ctx, land.ID, model.AssetSale{SaleDate: date("2025-09-01"), SaleValue: 90_000_00, BuyerName: "Rita",
				PaymentMethod: "installments", Installments: 3, AccountID: bank.ID, Plan: &model.InstallmentPlan{DownPayment: 30_000_00,
					Count: 3, FirstDueDate: date("2025-10-01")}}, ana); err != nil {
				t.Fatal(err)
			}
			on("2025-10-01")
			list, _, err := old.ListReceivables(ctx, "", 1, 10)
			if err != nil || len(list) != 1 {
				t.Fatalf("receivables %v %v", list, err)
			}
			if _, err := old.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: list[0].ID, Date: date("2025-10-01"), Amount: 20_000_00,
				AccountID: bank.ID}, ana); err != nil {
				t.Fatal(err)
			}
			on("2026-02-10")
			days := model.MonthEnds(old.Today(), 15)
			figures := func(s *store.Store) string {
				t.Helper()
				nw := series(t, s, days)
				balances, err := s.AccountBalancesAt(ctx, s.Today())
				if err != nil {
					t.Fatal(err)
				}
				_, assets, err := s.ListAssets(ctx, store.AssetFilter{Page: 1, PageSize: 10})
				if err != nil {
					t.Fatal(err)
				}
				_, debts, err := s.ListDebts(ctx, allDebts(store.DebtFilter{}))
				if err != nil {
					t.Fatal(err)
				}
				return fmt.Sprint(nw, balances, assets, debts)
			}
			before := figures(store.New(db).WithClock(c.now))

			for _, table := range []string{"event_counterparts", "bank_statements"} {
				if _, err := db.ExecContext(ctx, "DROP TABLE "+table); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := db.Migrate(ctx); err != nil {
				t.Fatalf("upgrade: %v", err)
			}
			s := store.New(db).WithClock(c.now)
			if err := s.Upgrade(ctx); err != nil {
				t.Fatal(err)
			}
			if after := figures(s); after != before {
				t.Fatalf("figures changed by the upgrade:\nbefore %s\nafter  %s", before, after)
			}
			if opening, err := s.LedgerOpeningDate(ctx); err != nil || opening.String() != "2025-03-01" {
				t.Fatalf("opening date %s %v, want the first registration", opening, err)
			}
			j := &journalChecks{t: t, s: s, db: db, c: c}
			j.agree("after the upgrade", true, days...)
			// causes reads the bridge since the day after the opening: each cause's amount.
			causes := func() (model.Bridge, map[string]model.Money) {
				t.Helper()
				b, err := s.Bridge(ctx, date("2025-03-02"), s.Today())
				if err != nil {
					t.Fatal(err)
				}
				lines := map[string]model.Money{}
				for _, l := range b.Lines {
					lines[l.Cause] = l.Amount
				}
				return b, lines
			}
			bridge, lines := causes()
			// From nowhere: the land (−0: it came in), the supplier's debt (−50.000,00) and its payoff by an edit (+50.000,00),
			// the payment without an account (+1.000,00 of principal) and the vehicle's price received nowhere (−55.000,00);
			// the land bought from nowhere raises it by 80.000,00.
			if got, want := lines[string(ledger.CauseUnexplained)], model.Money(80_000_00-50_000_00+50_000_00+1_000_00-55_000_00); got != want {
				t.Errorf("unexplained %s, want %s (%+v)", got.Decimal(), want.Decimal(), bridge.Lines)
			}
			if lines[string(ledger.CauseOpening)] != 0 {
				t.Errorf("opening balances inside the bridge: %+v", bridge.Lines)
			}
			if err := s.JournalInStep(ctx); err != nil {
				t.Fatal(err)
			}
			// Starting again posts nothing more.
			if n, err := s.PostJournal(ctx); err != nil || n != 0 {
				t.Fatalf("second start posted %d %v", n, err)
			}

			// The admin says the company began on the day the land came: it moves from unexplained to opening, and
			// no figure moves.
			if err := s.SetLedgerOpeningDate(ctx, date("2025-04-10"), ana); err != nil {
				t.Fatal(err)
			}
			if after := figures(s); after != before {
				t.Fatalf("figures changed by the opening date:\nbefore %s\nafter  %s", before, after)
			}
			j.agree("after the opening date moved", true, days...)
			moved, movedLines := causes()
			if got, want := movedLines[string(ledger.CauseUnexplained)], lines[string(ledger.CauseUnexplained)]-80_000_00; got != want {
				t.Errorf("unexplained %s after the move, want %s", got.Decimal(), want.Decimal())
			}
			if got := movedLines[string(ledger.CauseOpening)]; got != 80_000_00 {
				t.Errorf("opening %s after the move, want 80000.00 (%+v)", got.Decimal(), moved.Lines)
			}
			if moved.Closing != bridge.Closing || moved.Opening != bridge.Opening {
				t.Errorf("bridge ends moved: %s→%s, was %s→%s", moved.Opening.Decimal(), moved.Closing.Decimal(), bridge.Opening.Decimal(), bridge.Closing.Decimal())
			}
			if err := s.JournalInStep(ctx); err != nil {
				t.Fatal(err)
			}
		})
	}
}
