package store_test

import (
	"errors"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// equityStep is one money event of the scripted year and what it must do to the net worth of its day.
type equityStep struct {
	day   string
	what  string
	delta model.Money
	do    func() error
}

// TestEquityIdentity: over a scripted year of money events through accounts, the net worth at the end of each
// event's day differs from the day before by exactly what equity says — buying with cash leaves it unchanged, a
// sale at a profit raises it by the profit, a loan received leaves it unchanged, paying principal leaves it
// unchanged, paying interest lowers it by the interest, a valuation moves it by the change. Checked when each
// event happens (today from the tables, yesterday rebuilt) and again a year later (both days rebuilt).
func TestEquityIdentity(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		on := func(day string) { c.t = date(day).Time().Add(15 * time.Hour) }
		on("2025-04-01")
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 100_000_00, "2025-04-01")
		id := func(v int64) *int64 { return &v }
		var house model.Asset
		var car model.Vehicle
		var loan model.Debt
		steps := []equityStep{
			{"2025-05-10", "buying a house with cash", 0, func() (err error) {
				house, err = s.CreateAsset(ctx, model.Asset{Description: "Casa", Type: model.AssetRealEstate, AcquisitionValue: 60_000_00,
					CurrentValue: 60_000_00, AcquisitionDate: date("2025-05-10"), AccountID: id(bank.ID),
					Details: model.AssetDetails{Address: "Rua A, 1"}}, ana)
				return err
			}},
			{"2025-06-15", "a loan received", 0, func() (err error) {
				contract := date("2025-06-15")
				loan, err = s.CreateDebt(ctx, model.Debt{CreditorName: "Banco Itaú", OriginalAmount: 50_000_00, CurrentAmount: 50_000_00,
					DueDate: date("2027-06-15"), Status: model.DebtActive, Category: model.DebtLoan, Installments: 1,
					CurrentInstallment: 1, ContractDate: &contract, DisbursementAccountID: id(bank.ID)}, ana)
				return err
			}},
			{"2025-07-20", "paying principal", 0, func() error {
				_, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2025-07-20"), Principal: 10_000_00, AccountID: id(bank.ID)}, ana)
				return err
			}},
			{"2025-08-20", "paying interest", -1_500_00, func() error {
				_, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2025-08-20"), Interest: 1_500_00, AccountID: id(bank.ID)}, ana)
				return err
			}},
			{"2025-09-10", "a valuation", 10_000_00, func() error {
				_, err := s.AddValuation(ctx, house.ID, date("2025-09-10"), 70_000_00, "Laudo", ana)
				return err
			}},
			{"2025-10-05", "buying a vehicle with cash", 0, func() (err error) {
				v := newVehicle("Fiat", "Argo", "ABC1D23", 30_000_00, 36_000_00, date("2025-10-05"))
				v.AccountID = id(bank.ID)
				car, err = s.CreateVehicle(ctx, v, ana)
				return err
			}},
			{"2025-11-12", "selling the house at a profit", 10_000_00, func() error {
				_, err := s.SellAsset(ctx, house.ID, model.AssetSale{SaleDate: date("2025-11-12"), SaleValue: 80_000_00, BuyerName: "João",
					PaymentMethod: "cash", AccountID: bank.ID}, ana)
				return err
			}},
			{"2026-01-20", "selling the vehicle at a profit", 6_000_00, func() error {
				_, err := s.SellVehicle(ctx, car.ID, model.VehicleSale{SellingPrice: 36_000_00, SoldDate: date("2026-01-20"),
					PaymentMethod: "cash", AccountID: bank.ID}, ana)
				return err
			}},
			{"2026-02-03", "paying principal and interest together", -800_00, func() error {
				_, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2026-02-03"), Principal: 5_000_00,
					Interest: 800_00, AccountID: id(bank.ID)}, ana)
				return err
			}},
		}
		for _, st := range steps {
			on(st.day)
			before, err := s.NetWorthAt(ctx, date(st.day).AddDays(-1))
			if err != nil {
				t.Fatal(err)
			}
			if err := st.do(); err != nil {
				t.Fatalf("%s: %v", st.what, err)
			}
			after, err := s.NetWorthAt(ctx, date(st.day))
			if err != nil {
				t.Fatal(err)
			}
			if got := after.Net - before.Net; got != st.delta {
				t.Errorf("%s on %s moved the net worth by %s, want %s (before %+v, after %+v)", st.what, st.day,
					got.Decimal(), st.delta.Decimal(), before, after)
			}
		}

		// A year on, every day rebuilt from the history gives the same steps.
		on("2026-05-15")
		var days []model.Date
		for _, st := range steps {
			days = append(days, date(st.day).AddDays(-1), date(st.day))
		}
		series, err := s.NetWorthSeries(ctx, days)
		if err != nil {
			t.Fatal(err)
		}
		for i, st := range steps {
			if got := series[2*i+1].Net - series[2*i].Net; got != st.delta {
				t.Errorf("rebuilt: %s on %s moved the net worth by %s, want %s", st.what, st.day, got.Decimal(), st.delta.Decimal())
			}
		}
		// The end: the cash left in the bank and the loan still owed are the whole patrimony.
		now, err := s.NetWorthAt(ctx, s.Today())
		if err != nil {
			t.Fatal(err)
		}
		balances, err := s.AccountBalancesAt(ctx, s.Today())
		if err != nil {
			t.Fatal(err)
		}
		wantCash := model.Money(100_000_00 - 60_000_00 + 50_000_00 - 10_000_00 - 1_500_00 - 30_000_00 + 80_000_00 + 36_000_00 - 5_800_00)
		if now.Cash != wantCash || balances.Total != wantCash || now.Debts != 35_000_00 || now.Assets != 0 || now.Vehicles != 0 ||
			now.Net != wantCash-35_000_00 || now.Net != 100_000_00+10_000_00+10_000_00+6_000_00-1_500_00-800_00 {
			t.Fatalf("the end: %+v, balances %+v, want cash %s", now, balances, wantCash.Decimal())
		}
	})
}

// TestMoneyEventsFollowCorrections: a record's movement follows the record — a corrected amount, date or account
// moves it, a deleted record takes it away — and an account that may not go negative refuses a purchase it
// cannot pay, leaving nothing behind.
func TestMoneyEventsFollowCorrections(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		cash := mustAccount(t, s, ana, "Caixa", model.AccountCash, 10_000_00, "2025-01-02")
		bank := mustAccount(t, s, ana, "Banco", model.AccountChecking, 0, "2025-01-02")
		balance := func(a model.Account) model.Money {
			t.Helper()
			got, err := s.AccountByID(ctx, a.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got.Balance
		}
		v := newVehicle("Fiat", "Uno", "ABC1234", 8_000_00, 9_000_00, date("2025-03-01"))
		v.AccountID = &cash.ID
		car, err := s.CreateVehicle(ctx, v, ana)
		if err != nil {
			t.Fatal(err)
		}
		if balance(cash) != 2_000_00 || car.AccountID == nil || *car.AccountID != cash.ID {
			t.Fatalf("after the purchase: caixa %s, vehicle %+v", balance(cash).Decimal(), car)
		}
		// Corrected price and account: the caixa gets its money back, the bank pays the new price.
		car.PurchasePrice, car.AccountID = 8_500_00, &bank.ID
		if car, err = s.UpdateVehicle(ctx, car, ana); err != nil {
			t.Fatal(err)
		}
		if balance(cash) != 10_000_00 || balance(bank) != -8_500_00 {
			t.Fatalf("after the correction: caixa %s, banco %s", balance(cash).Decimal(), balance(bank).Decimal())
		}
		// A caixa cannot pay more than it holds: refused, nothing written.
		v2 := newVehicle("Fiat", "Palio", "BRA2E19", 20_000_00, 21_000_00, date("2025-03-02"))
		v2.AccountID = &cash.ID
		var refused *store.EventAccountError
		if _, err := s.CreateVehicle(ctx, v2, ana); !errors.As(err, &refused) || refused.Field != "accountId" {
			t.Fatalf("an overdrawn caixa: %v", err)
		}
		if list, _, _ := s.ListVehicles(ctx, store.VehicleFilter{Page: 1, PageSize: 10}); len(list) != 1 || balance(cash) != 10_000_00 {
			t.Fatalf("the refused purchase left %d vehicles, caixa %s", len(list), balance(cash).Decimal())
		}
		// Deleted: the movement goes with the record.
		if err := s.DeleteVehicle(ctx, car.ID, ana); err != nil {
			t.Fatal(err)
		}
		if balance(bank) != 0 {
			t.Fatalf("after the delete: banco %s", balance(bank).Decimal())
		}
	})
}
