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

// TestInstallmentSalesKeepEquity: an asset sold in installments at a profit raises the net worth by the profit on
// the sale day (the down payment enters the account, the rest becomes a receivable); each receipt moves value from
// the receivable to an account and leaves the net worth as it was; a receipt deleted puts it back. The same holds
// for a vehicle, and every day is checked again a year later, rebuilt.
func TestInstallmentSalesKeepEquity(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		on := func(day string) { c.t = date(day).Time().Add(15 * time.Hour) }
		on("2025-03-01")
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 10_000_00, "2025-03-01")
		land, err := s.CreateAsset(ctx, model.Asset{Description: "Terreno", Type: model.AssetRealEstate, AcquisitionValue: 100_000_00,
			CurrentValue: 100_000_00, AcquisitionDate: date("2025-03-01"), Details: model.AssetDetails{Address: "Rua B, 2"}}, ana)
		if err != nil {
			t.Fatal(err)
		}
		car, err := s.CreateVehicle(ctx, newVehicle("VW", "Gol", "GOL1A23", 40_000_00, 50_000_00, date("2025-03-01")), ana)
		if err != nil {
			t.Fatal(err)
		}
		var landRec, carRec int64
		var firstReceipt model.ReceivableReceipt
		steps := []equityStep{
			{"2025-04-10", "selling the land in installments at a profit", 20_000_00, func() error {
				a, err := s.SellAsset(ctx, land.ID, model.AssetSale{SaleDate: date("2025-04-10"), SaleValue: 120_000_00, BuyerName: "Carlos Lima",
					PaymentMethod: "installments", Installments: 3, AccountID: bank.ID,
					Plan: &model.InstallmentPlan{DownPayment: 30_000_00, Count: 3, FirstDueDate: date("2025-05-31")}}, ana)
				landRec = a.Sale.ReceivableID
				return err
			}},
			{"2025-05-31", "the first installment received", 0, func() (err error) {
				firstReceipt, err = s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: landRec, Date: date("2025-05-31"),
					Amount: 30_000_00, AccountID: bank.ID}, ana)
				return err
			}},
			{"2025-06-20", "selling the vehicle in installments without a down payment", 10_000_00, func() error {
				v, err := s.SellVehicle(ctx, car.ID, model.VehicleSale{SellingPrice: 50_000_00, SoldDate: date("2025-06-20"),
					PaymentMethod: "installments", AccountID: bank.ID,
					Plan: &model.InstallmentPlan{Count: 4, FirstDueDate: date("2025-07-20")}}, ana)
				carRec = v.ReceivableID
				return err
			}},
			{"2025-07-20", "a part of an installment received", 0, func() error {
				_, err := s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: carRec, Date: date("2025-07-20"), Amount: 5_000_00,
					AccountID: bank.ID}, ana)
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
		now, err := s.NetWorthAt(ctx, s.Today())
		if err != nil {
			t.Fatal(err)
		}
		if want := model.Money(90_000_00 - 30_000_00 + 50_000_00 - 5_000_00); now.Receivables != want {
			t.Errorf("receivables today %s, want %s", now.Receivables.Decimal(), want.Decimal())
		}
		if want := model.Money(10_000_00 + 30_000_00 + 30_000_00 + 5_000_00); now.Cash != want {
			t.Errorf("cash today %s, want %s", now.Cash.Decimal(), want.Decimal())
		}

		// The land's schedule: 90 000 in 3, the first paid, the second overdue on 2025-07-20 (due 2025-06-30).
		r, err := s.ReceivableByID(ctx, landRec)
		if err != nil {
			t.Fatal(err)
		}
		if r.Amount != 90_000_00 || r.Received != 30_000_00 || r.Balance != 60_000_00 || r.Status != model.ReceivableOverdue ||
			len(r.Installments) != 3 || r.Installments[1].DueDate.String() != "2025-06-30" || r.Installments[0].Status != model.ReceivablePaid ||
			r.NextDueDate == nil || r.NextDueDate.String() != "2025-06-30" || r.DebtorName != "Carlos Lima" {
			t.Errorf("land receivable %+v", r)
		}
		// The vehicle's: 50 000 in 4 of 12 500; 5 000 received covers part of the first, due today: open.
		r, err = s.ReceivableByID(ctx, carRec)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != model.ReceivableOpen || r.Installments[0].Received != 5_000_00 || r.Installments[3].Amount != 12_500_00 {
			t.Errorf("vehicle receivable %+v", r)
		}
		list, sum, err := s.ListReceivables(ctx, model.ReceivableOverdue, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 1 || list[0].ID != landRec || sum.Count != 1 || sum.Balance != 60_000_00 || sum.Overdue != 30_000_00 {
			t.Errorf("overdue list %+v %+v", list, sum)
		}

		// Refusals change nothing: more than the balance, before the sale.
		if _, err := s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: landRec, Date: date("2025-07-20"), Amount: 60_000_01,
			AccountID: bank.ID}, ana); !errors.Is(err, store.ErrReceiptTooLarge) {
			t.Errorf("too large: %v", err)
		}
		if _, err := s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: landRec, Date: date("2025-04-09"), Amount: 1_00,
			AccountID: bank.ID}, ana); !errors.Is(err, store.ErrReceiptBeforeSale) {
			t.Errorf("before the sale: %v", err)
		}
		// A sold vehicle's price cannot change under its schedule.
		sold, err := s.VehicleByID(ctx, car.ID)
		if err != nil {
			t.Fatal(err)
		}
		sold.SellingPrice = 55_000_00
		if _, err := s.UpdateVehicle(ctx, sold, ana); !errors.Is(err, store.ErrSaleInInstallments) {
			t.Errorf("price of a sale in installments: %v", err)
		}

		// Deleting the first receipt puts its amount back to receive: the net worth of its day is unchanged.
		if err := s.DeleteReceipt(ctx, landRec, firstReceipt.ID, ana); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteReceipt(ctx, landRec, firstReceipt.ID, ana); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("deleted twice: %v", err)
		}

		// A year on, every day rebuilt gives the same steps (the deleted receipt moved nothing on its day).
		on("2026-07-01")
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
		if bal := balanceOf(t, s, bank.ID); bal != 10_000_00+30_000_00+5_000_00 {
			t.Errorf("bank after the receipt deleted: %s", bal.Decimal())
		}

		// The cash flow shows the down payment and the receipt as sale events, never the whole price.
		events, err := s.CashEvents(ctx, model.Date{}, model.Date{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		var in model.Money
		for _, e := range events {
			if e.Amount > 0 && e.Kind != model.CashAccount {
				in += e.Amount
			}
			if e.Description == "Recebimento: Venda de veículo: VW Gol" && (e.Kind != model.CashVehicle || e.RecordID != car.ID) {
				t.Errorf("receipt event %+v", e)
			}
		}
		if in != 30_000_00+5_000_00 {
			t.Errorf("cash in %s, events %+v", in.Decimal(), events)
		}

		// Deleting the vehicle takes its receivable, its receipt and the receipt's movement.
		if err := s.DeleteVehicle(ctx, car.ID, ana); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ReceivableByID(ctx, carRec); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("receivable of a deleted vehicle: %v", err)
		}
		if bal := balanceOf(t, s, bank.ID); bal != 10_000_00+30_000_00 {
			t.Errorf("bank after the vehicle deleted: %s", bal.Decimal())
		}
		now, err = s.NetWorthAt(ctx, s.Today())
		if err != nil {
			t.Fatal(err)
		}
		if now.Receivables != 90_000_00 {
			t.Errorf("receivables at the end %s", now.Receivables.Decimal())
		}
	})
}

// TestScheduleAddsUpExactly: the installments add up to the amount to the centavo, the last taking the remainder,
// and a due day past a shorter month's end falls on its last day.
func TestScheduleAddsUpExactly(t *testing.T) {
	t.Parallel()
	list := model.Schedule(100_00, 3, date("2026-01-31"))
	if list[0].Amount != 33_33 || list[1].Amount != 33_33 || list[2].Amount != 33_34 ||
		list[1].DueDate.String() != "2026-02-28" || list[2].DueDate.String() != "2026-03-31" {
		t.Errorf("schedule %+v", list)
	}
}

// TestReceiptNamesItsInstallment: a receipt naming an installment pays that one, though an earlier one is still
// open (and shows overdue); a receipt naming none pays the first open; a number the sale does not have is refused
// and nothing is kept.
func TestReceiptNamesItsInstallment(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2025-03-01").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 0, "2025-03-01")
		car, err := s.CreateVehicle(ctx, newVehicle("VW", "Gol", "GOL1A23", 40_000_00, 50_000_00, date("2025-03-01")), ana)
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.SellVehicle(ctx, car.ID, model.VehicleSale{SellingPrice: 30_000_00, SoldDate: date("2025-03-01"),
			PaymentMethod: "installments", AccountID: bank.ID, Plan: &model.InstallmentPlan{Count: 3, FirstDueDate: date("2025-04-10")}}, ana)
		if err != nil {
			t.Fatal(err)
		}
		c.t = date("2025-06-01").Time().Add(15 * time.Hour) // all three due
		third := 3
		got, err := s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: v.ReceivableID, Date: date("2025-06-01"),
			Amount: 10_000_00, AccountID: bank.ID, InstallmentNumber: &third}, ana)
		if err != nil || got.InstallmentNumber == nil || *got.InstallmentNumber != 3 {
			t.Fatalf("receipt of the third: %+v %v", got, err)
		}
		statuses := func() string {
			r, err := s.ReceivableByID(ctx, v.ReceivableID)
			if err != nil {
				t.Fatal(err)
			}
			text := string(r.Status) + ":"
			for _, in := range r.Installments {
				text += " " + string(in.Status)
			}
			return text
		}
		if got := statuses(); got != "overdue: overdue overdue paid" {
			t.Errorf("after the third paid: %s", got)
		}
		if _, err := s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: v.ReceivableID, Date: date("2025-06-01"),
			Amount: 10_000_00, AccountID: bank.ID}, ana); err != nil {
			t.Fatal(err)
		}
		if got := statuses(); got != "overdue: paid overdue paid" {
			t.Errorf("after a receipt naming none: %s", got)
		}
		fourth := 4
		if _, err := s.AddReceipt(ctx, model.ReceivableReceipt{ReceivableID: v.ReceivableID, Date: date("2025-06-01"),
			Amount: 1_00, AccountID: bank.ID, InstallmentNumber: &fourth}, ana); !errors.Is(err, store.ErrReceiptInstallment) {
			t.Errorf("a fourth installment of three: %v", err)
		}
		receipts, err := s.ReceivableReceipts(ctx, v.ReceivableID)
		if err != nil || len(receipts) != 2 || receipts[1].InstallmentNumber == nil || receipts[0].InstallmentNumber != nil {
			t.Errorf("receipts %+v %v", receipts, err)
		}
		if bal := balanceOf(t, s, bank.ID); bal != 20_000_00 {
			t.Errorf("bank %s", bal.Decimal())
		}
	})
}
