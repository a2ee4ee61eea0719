package store

import (
	"context"
	"fmt"

	"patrimonio/internal/model"
)

// DashboardMonths is how many points the monthly evolution has; DashboardRecentEvents how many events it lists;
// 'Próximos vencimentos' looks UpcomingDays ahead and lists at most UpcomingMax installments.
const (
	DashboardMonths       = 12
	DashboardRecentEvents = 10
	UpcomingDays          = 30
	UpcomingMax           = 10
)

// OpenDashboardReads opens a connection of the pool the dashboard reads through and reads the schema into it, so
// that the first dashboard after a start does not pay for it.
func (s *Store) OpenDashboardReads(ctx context.Context) error {
	var n int
	if err := s.mapped().db.QueryRowContext(ctx, "SELECT COUNT(*) FROM ledger_memo").Scan(&n); err != nil {
		return fmt.Errorf("open the dashboard's reads: %w", err)
	}
	return nil
}

// WarmDashboard reads today's dashboard once when ledger_memo holds no positions, so that the positions of its days
// are rebuilt and saved there: the first dashboard of a server started on a data set just generated or restored
// (demo, import-all) reads them instead of rebuilding them (issue 41: 2,4 s at 100 000 assets before, 25 ms after),
// and a server started on one that never had them (an older version's, a backup's) builds them in the background.
func (s *Store) WarmDashboard(ctx context.Context) error {
	var saved int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM (SELECT 1 FROM ledger_memo LIMIT 1) m").Scan(&saved); err != nil {
		return fmt.Errorf("ledger memo: %w", err)
	}
	if saved > 0 {
		return nil
	}
	_, err := s.Dashboard(ctx, model.Date{})
	return err
}

// Dashboard returns docs/product.md §3's dashboard data as of the end of day (today when zero): the position, the net
// worth at the end of each of the last months (the day itself for its month), the change of each card since the
// end of the previous month, and the latest cash events up to the day.
func (s *Store) Dashboard(ctx context.Context, day model.Date) (model.Dashboard, error) {
	s = s.mapped() // it reads many pages: the year's history, the agenda, the latest movements
	today := s.Today()
	if !day.IsZero() && day.Before(today) {
		today = day
	}
	series, err := s.NetWorthSeries(ctx, model.MonthEnds(today, DashboardMonths))
	if err != nil {
		return model.Dashboard{}, err
	}
	now, before := series[len(series)-1], series[len(series)-2]
	d := model.Dashboard{
		Date: today, NetWorth: now.Net, CashTotal: now.Cash, ReceivablesTotal: now.Receivables, TotalAssets: now.AssetCount, TotalVehicles: now.VehicleCount, TotalDebts: now.DebtCount,
		Changes: model.DashboardChanges{
			Since:         before.Day,
			NetWorth:      model.MoneyChange{Value: now.Net - before.Net, ChangeType: model.ChangeTypeOf(int64(now.Net-before.Net), true)},
			TotalAssets:   countChange(now.AssetCount-before.AssetCount, true),
			TotalVehicles: countChange(now.VehicleCount-before.VehicleCount, true),
			TotalDebts:    countChange(now.DebtCount-before.DebtCount, false),
		},
	}
	for _, t := range now.AssetsByType {
		d.AssetsByType = append(d.AssetsByType, model.TypeValue{Type: model.NetWorthTypeLabel[t.Type], Value: t.Value})
	}
	for _, p := range series {
		d.MonthlyEvolution = append(d.MonthlyEvolution, model.MonthNetWorth{
			Month: p.Day.String()[:7], Label: model.MonthLabel(p.Day), Date: p.Day, NetWorth: p.Net})
	}
	if d.RecentTransactions, err = s.CashEvents(ctx, model.Date{}, today, DashboardRecentEvents); err != nil {
		return model.Dashboard{}, err
	}
	if d.Upcoming, d.OverdueCount, err = s.upcoming(ctx); err != nil {
		return model.Dashboard{}, err
	}
	return d, nil
}

func countChange(delta int, riseIsGood bool) model.CountChange {
	return model.CountChange{Value: delta, ChangeType: model.ChangeTypeOf(int64(delta), riseIsGood)}
}

// upcoming is 'Próximos vencimentos': the installments still open and due from today to UpcomingDays after it,
// earliest first, at most UpcomingMax — of the financings, the debts without a schedule, the receivables and the
// properties' IPTU (Obligations) — and how many debts and receivables are overdue today, as their lists count them.
func (s *Store) upcoming(ctx context.Context) ([]model.DueItem, int, error) {
	from := s.Today()
	obligations, err := s.Obligations(ctx, from, from.AddDays(UpcomingDays), true)
	if err != nil {
		return nil, 0, err
	}
	items := make([]model.DueItem, len(obligations))
	for i, o := range obligations {
		items[i] = model.DueItem{Kind: o.Kind, ID: o.RecordID, Description: o.Description, Installment: o.Installment,
			Installments: o.Installments, DueDate: o.DueDate, Amount: o.Amount, Scheduled: o.Scheduled}
	}
	if len(items) > UpcomingMax {
		items = items[:UpcomingMax]
	}
	var overdue int
	if err := s.db.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM debts WHERE status = 'active' AND due_date < ?)
		+ (SELECT COUNT(*) FROM (SELECT `+receivableStatusSQL+` AS status FROM (`+receivableRows+`) x) y WHERE status = 'overdue')`,
		from, from).Scan(&overdue); err != nil {
		return nil, 0, fmt.Errorf("overdue count: %w", err)
	}
	return items, overdue, nil
}
