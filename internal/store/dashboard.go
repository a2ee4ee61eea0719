package store

import (
	"context"

	"patrimonio/internal/model"
)

// DashboardMonths is how many points the monthly evolution has; RecentTransactions how many events it lists.
const (
	DashboardMonths       = 12
	DashboardRecentEvents = 10
)

// Dashboard returns docs/product.md §3's dashboard data: today's position, the net worth at the end of each of the last
// months (today for the current one), the change of each card since the end of the previous month, and the
// latest cash events up to today.
func (s *Store) Dashboard(ctx context.Context) (model.Dashboard, error) {
	today := s.Today()
	series, err := s.NetWorthSeries(ctx, model.MonthEnds(today, DashboardMonths))
	if err != nil {
		return model.Dashboard{}, err
	}
	now, before := series[len(series)-1], series[len(series)-2]
	d := model.Dashboard{
		NetWorth: now.Net, TotalAssets: now.AssetCount, TotalVehicles: now.VehicleCount, TotalDebts: now.DebtCount,
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
	return d, nil
}

func countChange(delta int, riseIsGood bool) model.CountChange {
	return model.CountChange{Value: delta, ChangeType: model.ChangeTypeOf(int64(delta), riseIsGood)}
}
