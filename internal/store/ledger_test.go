package store_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// ledgerAdmin is the administrator ledgerData writes as.
func ledgerAdmin(t *testing.T, s *store.Store) model.User {
	t.Helper()
	ana, _, err := s.UserCredentials(ctx, "ana@exemplo.com.br")
	if err != nil {
		t.Fatal(err)
	}
	return ana
}

// ledgerData builds, through the store's own calls with the clock set to each event's day (so the history rows
// carry those dates), a year of a small business. It returns the store with the clock on 2026-03-15 (noon in
// Brasília), and the net worth at the end of each month from April 2025 to February 2026 then today.
func ledgerData(t *testing.T, db *database.DB) (*store.Store, *clock, []model.Money) {
	t.Helper()
	s, c := newStore(t, db)
	ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
	on := func(day string) { c.t = date(day).Time().Add(15 * time.Hour) } // noon in Brasília
	check := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}

	// Older than the twelve months: nothing changes them since, so they stand in every month as they stand now.
	on("2024-01-10")
	mustAsset(t, s, ana, "Sala antiga", model.AssetOther, 2_000_000, 2_000_000, "2024-01-10")
	on("2024-02-01")
	mustDebt(t, s, ana, model.Debt{CreditorName: "Fornecedor Antigo", OriginalAmount: 500_000, DueDate: date("2030-01-01")})

	on("2025-06-10")
	apto := mustAsset(t, s, ana, "Apartamento Centro", model.AssetRealEstate, 50_000_000, 50_000_000, "2025-06-10")
	on("2025-07-01")
	galpao := mustAsset(t, s, ana, "Galpão Industrial", model.AssetRealEstate, 8_000_000, 8_000_000, "2025-07-01")
	on("2025-08-05")
	sala := mustAsset(t, s, ana, "Equipamentos da oficina", model.AssetOther, 10_000_000, 10_000_000, "2025-08-05")
	on("2025-09-01")
	banco := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco do Brasil", OriginalAmount: 20_000_000, DueDate: date("2030-01-01")})
	on("2025-10-20") // a valuation
	apto.CurrentValue = 60_000_000
	_, err := s.UpdateAsset(ctx, apto, false, ana)
	check(err)
	on("2025-12-10") // a sale
	_, err = s.SellAsset(ctx, sala.ID, model.AssetSale{SaleDate: date("2025-12-10"), SaleValue: 13_000_000, BuyerName: "João", PaymentMethod: "cash"}, ana)
	check(err)
	on("2026-01-15")
	mustVehicle(t, s, newVehicle("Fiat", "Argo", "ABC1D23", 5_000_000, 5_800_000, date("2026-01-15")), ana)
	on("2026-01-20")
	onix := mustVehicle(t, s, newVehicle("Chevrolet", "Onix", "BRA2E19", 4_000_000, 4_600_000, date("2026-01-20")), ana)
	on("2026-02-01") // a payment: the debt's amount goes down
	banco.CurrentAmount, banco.Status = 15_000_000, model.DebtActive
	_, err = s.UpdateDebt(ctx, banco, ana)
	check(err)
	on("2026-02-10")
	_, err = s.SellVehicle(ctx, onix.ID, model.VehicleSale{SellingPrice: 4_500_000, SoldDate: date("2026-02-10"), PaymentMethod: "cash"}, ana)
	check(err)
	on("2026-02-28") // an exchange, on the last day of the month: the warehouse leaves, a plot of land comes in; no cash moves
	_, _, err = s.ExchangeAsset(ctx, galpao.ID, model.AssetExchange{ExchangeDate: date("2026-02-28"), NewAssets: []model.Asset{
		{Description: "Terreno Jardim", Type: model.AssetRealEstate, AcquisitionValue: 9_000_000, CurrentValue: 9_000_000, AcquisitionDate: date("2026-02-28")},
	}}, ana)
	check(err)
	on("2026-03-01")
	cartao := mustDebt(t, s, ana, model.Debt{CreditorName: "Cartão Empresarial", OriginalAmount: 3_000_000, DueDate: date("2030-01-01")})
	on("2026-03-10") // a payoff
	cartao.Status = model.DebtPaid
	_, err = s.UpdateDebt(ctx, cartao, ana)
	check(err)
	on("2026-03-12") // a second valuation, this month
	apto, err = s.AssetByID(ctx, apto.ID)
	check(err)
	apto.CurrentValue = 65_000_000
	_, err = s.UpdateAsset(ctx, apto, false, ana)
	check(err)
	// Deleted by mistake: never counted, not even in the past.
	on("2026-01-05")
	mistake := mustVehicle(t, s, newVehicle("Fiat", "Uno", "XYZ9876", 1_000_000, 1_200_000, date("2025-05-01")), ana)
	check(s.DeleteVehicle(ctx, mistake.ID, ana))
	on("2026-03-15")

	const k = 1_000_00 // R$ 1.000,00
	const old = 15 * k // the old room (20) less the old supplier's debt (5)
	return s, c, []model.Money{
		old, old, // April, May 2025
		old + 500*k,             // June: the flat
		old + 580*k,             // July: + the warehouse
		old + 680*k,             // August: + the equipment
		old + 480*k,             // September: − the loan
		old + 580*k,             // October: the flat valued at 600
		old + 580*k,             // November
		old + 480*k,             // December: the equipment sold
		old + 570*k,             // January 2026: + two cars
		old + 590*k,             // February: one car sold, 50 paid, warehouse 80 exchanged for land 90
		old + (650+90+50-150)*k, // today: the flat valued at 650; the card debt created and paid off
	}
}

// formula is docs/design.md §5's net worth computed here from every record, independently of the ledger.
func formula(t *testing.T, s *store.Store) (net model.Money, assets, vehicles, debts int) {
	t.Helper()
	as, _, err := s.ListAssets(ctx, store.AssetFilter{Page: 1, PageSize: 200})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range as {
		if !model.AssetFinal(a.Status) {
			net += a.CurrentValue
			assets++
		}
	}
	vs, _, err := s.ListVehicles(ctx, store.VehicleFilter{Page: 1, PageSize: 200})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		if v.Status != model.VehicleSold {
			net += v.PurchasePrice
			vehicles++
		}
	}
	ds, _, err := s.ListDebts(ctx, allDebts(store.DebtFilter{}))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		if d.RecordedStatus != model.DebtPaid {
			net -= d.CurrentAmount
			debts++
		}
	}
	return net, assets, vehicles, debts
}

func TestNetWorthEqualsTheFormulaAndIsRebuiltFromHistory(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _, want := ledgerData(t, db)
		net, assets, vehicles, debts := formula(t, s)
		if net != want[len(want)-1] || assets != 3 || vehicles != 1 || debts != 2 {
			t.Fatalf("the data set is not what the test expects: net %s, %d assets, %d vehicles, %d debts", net.Decimal(), assets, vehicles, debts)
		}
		today := s.Today()
		now, err := s.NetWorthAt(ctx, today)
		if err != nil {
			t.Fatal(err)
		}
		if now.Net != net || now.Assets != 760_000_00 || now.Vehicles != 50_000_00 || now.Debts != 155_000_00 ||
			now.AssetCount != assets || now.VehicleCount != vehicles || now.DebtCount != debts {
			t.Fatalf("today %+v, formula %s", now, net.Decimal())
		}
		if got := fmt.Sprint(now.AssetsByType); got != "[{real_estate 74000000} {other 2000000} {company_vehicles 0} {vehicles 5000000} {cash 0} {receivables 0}]" {
			t.Fatalf("assets by type %s", got)
		}

		// The history alone gives the same position for today: ask a store whose clock is a day later, along
		// with a day a year ago so that every record changed since is rebuilt.
		later := s.WithClock(func() time.Time { return today.Time().Add(39 * time.Hour) })
		rebuilt, err := later.NetWorthSeries(ctx, []model.Date{date("2025-05-31"), today})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(rebuilt[1]) != fmt.Sprint(now) || rebuilt[0].Net != want[1] {
			t.Fatalf("rebuilt from history %+v, from the tables %+v", rebuilt, now)
		}

		days := model.MonthEnds(today, 12)
		if days[0] != date("2025-04-30") || days[10] != date("2026-02-28") || days[11] != today {
			t.Fatalf("month ends %v", days)
		}
		series, err := s.NetWorthSeries(ctx, days)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range series {
			if p.Day != days[i] || p.Net != want[i] {
				t.Errorf("%s: net %s, want %s", days[i], p.Net.Decimal(), want[i].Decimal())
			}
		}
		dec := series[8] // the equipment (other) was sold in December
		if dec.AssetCount != 3 || fmt.Sprint(dec.AssetsByType) != "[{real_estate 68000000} {other 2000000} {company_vehicles 0} {vehicles 0} {cash 0} {receivables 0}]" || dec.DebtCount != 2 {
			t.Errorf("December %+v", dec)
		}
		nov := series[7]
		if nov.AssetCount != 4 || fmt.Sprint(nov.AssetsByType) != "[{real_estate 68000000} {other 12000000} {company_vehicles 0} {vehicles 0} {cash 0} {receivables 0}]" {
			t.Errorf("November %+v", nov)
		}
	})
}

// TestCashEvents: the cash events are the accounts' movements — the money events of records paid from or into an
// account, and the manual entries — newest first; an event that moved no account (an asset brought in by the owners, a
// debt taken as an opening balance) is no cash and is not among them, nor is a transfer between the accounts.
func TestCashEvents(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		ana := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleAdmin)
		c.t = date("2026-03-20").Time().Add(15 * time.Hour)
		bank := mustAccount(t, s, ana, "Banco do Brasil", model.AccountChecking, 1_000_000_00, "2025-01-02")
		safe := mustAccount(t, s, ana, "Cofre", model.AccountCash, 0, "2025-01-02")
		ptr := func(v int64) *int64 { return &v }
		if _, err := s.CreateAsset(ctx, model.Asset{Description: "Apartamento Centro", Type: model.AssetRealEstate, AcquisitionValue: 500_000_00,
			CurrentValue: 500_000_00, AcquisitionDate: date("2025-06-10"), AccountID: ptr(bank.ID)}, ana); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CreateAsset(ctx, model.Asset{Description: "Terreno dos sócios", Type: model.AssetOther, AcquisitionValue: 90_000_00,
			CurrentValue: 90_000_00, AcquisitionDate: date("2025-07-01"), Counterpart: &model.Counterpart{Kind: "contribution"}}, ana); err != nil {
			t.Fatal(err)
		}
		contract := date("2025-09-01")
		loan := mustDebt(t, s, ana, model.Debt{CreditorName: "Banco Itaú", OriginalAmount: 200_000_00, DueDate: date("2030-01-01"),
			Category: model.DebtLoan, ContractDate: &contract, DisbursementAccountID: ptr(bank.ID)})
		mustDebt(t, s, ana, model.Debt{CreditorName: "Fornecedor Antigo", OriginalAmount: 5_000_00, DueDate: date("2026-01-01"),
			Counterpart: &model.Counterpart{Kind: "opening"}})
		car := newVehicle("Fiat", "Argo", "ABC1D23", 50_000_00, 60_000_00, date("2026-01-15"))
		car.AccountID = ptr(bank.ID)
		v := mustVehicle(t, s, car, ana)
		if _, err := s.SellVehicle(ctx, v.ID, model.VehicleSale{SellingPrice: 60_000_00, SoldDate: date("2026-02-10"), PaymentMethod: "cash",
			AccountID: safe.ID}, ana); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AddDebtPayment(ctx, model.DebtPayment{DebtID: loan.ID, Date: date("2026-03-10"), Principal: 30_000_00,
			Interest: 1_000_00, AccountID: ptr(bank.ID)}, ana); err != nil {
			t.Fatal(err)
		}
		mustEntry(t, s, ana, model.Entry{AccountID: safe.ID, Date: date("2026-03-12"), Amount: 1_200_00, Direction: model.DirectionOut,
			Category: model.CategoryUtilities, Description: "Conta de luz"})
		if _, err := s.Transfer(ctx, model.Transfer{FromAccountID: safe.ID, ToAccountID: bank.ID, Amount: 10_000_00, Date: date("2026-03-15")}, ana); err != nil {
			t.Fatal(err)
		}

		all, err := s.CashEvents(ctx, model.Date{}, s.Today(), 0)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range all {
			got = append(got, fmt.Sprintf("%s %s %s %s", e.Date, e.Kind, e.Description, e.Amount.Decimal()))
		}
		want := []string{
			"2026-03-12 account Despesa: Cofre · Conta de luz -1200.00",
			"2026-03-10 debt Pagamento de dívida: Banco Itaú -31000.00",
			"2026-02-10 vehicle Venda de veículo: Fiat Argo 60000.00",
			"2026-01-15 vehicle Compra de veículo: Fiat Argo -50000.00",
			"2025-09-01 debt Empréstimo recebido: Banco Itaú 200000.00",
			"2025-06-10 asset Aquisição de ativo: Apartamento Centro -500000.00",
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		ids := map[string]bool{}
		for _, e := range all {
			if ids[e.ID] || e.RecordID == 0 {
				t.Fatalf("event id %q repeated or record missing", e.ID)
			}
			ids[e.ID] = true
		}
		latest, err := s.CashEvents(ctx, model.Date{}, s.Today(), 3)
		if err != nil || len(latest) != 3 || latest[2].ID != all[2].ID {
			t.Fatalf("latest 3: %v %v", latest, err)
		}
		jan, err := s.CashEvents(ctx, date("2026-01-01"), date("2026-01-31"), 0)
		if err != nil || len(jan) != 1 || jan[0].Amount != -50_000_00 {
			t.Fatalf("January: %v %v", jan, err)
		}
	})
}

func TestDashboard(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _, want := ledgerData(t, db)
		d, err := s.Dashboard(ctx, model.Date{})
		if err != nil {
			t.Fatal(err)
		}
		net, assets, vehicles, debts := formula(t, s)
		if d.NetWorth != net || d.TotalAssets != assets || d.TotalVehicles != vehicles || d.TotalDebts != debts {
			t.Fatalf("cards %s %d %d %d, formula %s %d %d %d", d.NetWorth.Decimal(), d.TotalAssets, d.TotalVehicles, d.TotalDebts,
				net.Decimal(), assets, vehicles, debts)
		}
		if got := fmt.Sprint(d.AssetsByType); got != "[{Imóveis 74000000} {Outros bens 2000000} {Veículos da empresa 0} {Veículos em estoque 5000000} {Caixa e bancos 0} {Recebíveis 0}]" {
			t.Fatalf("assets by type %s", got)
		}
		if len(d.MonthlyEvolution) != 12 || d.MonthlyEvolution[11].NetWorth != d.NetWorth {
			t.Fatalf("monthly evolution %+v", d.MonthlyEvolution)
		}
		var labels []string
		for i, p := range d.MonthlyEvolution {
			labels = append(labels, p.Label)
			if p.NetWorth != want[i] {
				t.Errorf("%s: %s, want %s", p.Month, p.NetWorth.Decimal(), want[i].Decimal())
			}
		}
		if strings.Join(labels, " ") != "abr/25 mai/25 jun/25 jul/25 ago/25 set/25 out/25 nov/25 dez/25 jan/26 fev/26 mar/26" ||
			d.MonthlyEvolution[0].Month != "2025-04" || d.MonthlyEvolution[10].Date != date("2026-02-28") {
			t.Fatalf("months %v %+v", labels, d.MonthlyEvolution[0])
		}
		// Since February's end: the flat was valued 50 000 up; one debt created and paid; counts unchanged.
		c := d.Changes
		if c.Since != date("2026-02-28") || c.NetWorth != (model.MoneyChange{Value: 50_000_00, ChangeType: "positive"}) ||
			c.TotalAssets.ChangeType != "neutral" || c.TotalVehicles.Value != 0 || c.TotalDebts.ChangeType != "neutral" {
			t.Fatalf("changes %+v", c)
		}
		// None of ledgerData's events moved an account: none is cash (TestCashEvents has those).
		if len(d.RecentTransactions) != 0 {
			t.Fatalf("recent %+v", d.RecentTransactions)
		}
	})
}

func TestDashboardOfAnEmptyDatabase(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		d, err := s.Dashboard(ctx, model.Date{})
		if err != nil {
			t.Fatal(err)
		}
		if d.NetWorth != 0 || len(d.MonthlyEvolution) != 12 || len(d.AssetsByType) != 6 || d.RecentTransactions == nil ||
			d.Changes.NetWorth.ChangeType != "neutral" || d.Changes.TotalDebts.ChangeType != "neutral" {
			t.Fatalf("empty dashboard %+v", d)
		}
	})
}

func TestChangeTypeAndMonthLabels(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		delta int64
		good  bool
		want  string
	}{{5, true, "positive"}, {-5, true, "negative"}, {0, true, "neutral"}, {2, false, "negative"}, {-1, false, "positive"}, {0, false, "neutral"}} {
		if got := model.ChangeTypeOf(c.delta, c.good); got != c.want {
			t.Errorf("ChangeTypeOf(%d, %v) = %s", c.delta, c.good, got)
		}
	}
	if got := fmt.Sprint(model.MonthEnds(date("2024-03-31"), 3)); got != "[2024-01-31 2024-02-29 2024-03-31]" {
		t.Errorf("month ends across a leap February: %s", got)
	}
	if got := model.MonthLabel(date("2025-12-31")); got != "dez/25" {
		t.Errorf("label %s", got)
	}
}

// The past positions are kept between calls while the history is unchanged: every later change, even one
// dated months ago or a delete, shows at once.
func TestPastPositionsFollowLaterChanges(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _, want := ledgerData(t, db)
		days := model.MonthEnds(s.Today(), 12)
		check := func(step string) {
			t.Helper()
			series, err := s.NetWorthSeries(ctx, days)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range series {
				if p.Net != want[i] {
					t.Errorf("%s: %s net %s, want %s", step, p.Day, p.Net.Decimal(), want[i].Decimal())
				}
			}
		}
		check("before")
		check("again")
		find := func(q, status string) model.Asset {
			t.Helper()
			as, _, err := s.ListAssets(ctx, store.AssetFilter{Query: q, Status: status, Page: 1, PageSize: 5})
			if err != nil || len(as) != 1 {
				t.Fatalf("asset %q: %v %v", q, as, err)
			}
			return as[0]
		}
		ana := ledgerAdmin(t, s)
		const k = 1_000_00

		// A sale recorded today, dated last September: the old room (20) leaves every month since.
		room := find("Sala antiga", "")
		if _, err := s.SellAsset(ctx, room.ID, model.AssetSale{SaleDate: date("2025-09-15"), SaleValue: 2_500_000, BuyerName: "Rita", PaymentMethod: "cash"}, ana); err != nil {
			t.Fatal(err)
		}
		for i := 5; i < len(want); i++ {
			want[i] -= 20 * k
		}
		check("after a sale dated in September")

		// The equipment, sold in December, deleted as a mistake: it never counted (August to November).
		if err := s.DeleteAsset(ctx, find("Equipamentos", model.AssetSold).ID, model.User{}); err != nil {
			t.Fatal(err)
		}
		for i := 4; i <= 7; i++ {
			want[i] -= 100 * k
		}
		check("after an asset's delete")

		// The Argo (50, bought in January) deleted as a mistake.
		vs, _, err := s.ListVehicles(ctx, store.VehicleFilter{Query: "Argo", Page: 1, PageSize: 5})
		if err != nil || len(vs) != 1 {
			t.Fatalf("argo: %v %v", vs, err)
		}
		if err := s.DeleteVehicle(ctx, vs[0].ID, ana); err != nil {
			t.Fatal(err)
		}
		for i := 9; i < len(want); i++ {
			want[i] -= 50 * k
		}
		check("after a vehicle's delete")
	})
}

// TestWarmDashboard: a store on a database without saved positions builds and saves them; another on the same
// database finds them and rebuilds nothing (issue 41: a server's first dashboard on a fresh data set).
func TestWarmDashboard(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		mustAsset(t, s, u, "Casa", model.AssetRealEstate, 100, 100, "2024-01-15")
		if err := s.WarmDashboard(ctx); err != nil {
			t.Fatal(err)
		}
		var saved int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM ledger_memo").Scan(&saved); err != nil || saved == 0 {
			t.Fatalf("ledger_memo after warming: %d rows, %v", saved, err)
		}
		other, _ := newStore(t, db)
		if err := other.WarmDashboard(ctx); err != nil {
			t.Fatal(err)
		}
		if days, rebuilt := store.LedgerMemo(other); rebuilt != 0 || len(days) != 0 {
			t.Fatalf("a store finding saved positions rebuilt %d days (%v)", rebuilt, days)
		}
	})
}
