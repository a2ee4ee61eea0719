package store

import (
	"context"
	"errors"

	"patrimonio/internal/model"
)

// ErrCostBeforePurchase refuses a vehicle's cost dated before the vehicle was bought.
var ErrCostBeforePurchase = errors.New("vehicle cost dated before the purchase")

// VehicleCosts lists a vehicle's costs, newest first, with the account each was paid from; ErrNotFound for no
// vehicle.
func (s *Store) VehicleCosts(ctx context.Context, vehicleID int64) ([]model.VehicleCost, error) {
	list, err := s.spendings(ctx, vehicleCosts, vehicleID)
	out := make([]model.VehicleCost, len(list))
	for i, e := range list {
		out[i] = vehicleCost(e)
	}
	return out, err
}

func vehicleCost(e spending) model.VehicleCost {
	return model.VehicleCost{ID: e.ID, VehicleID: e.RecordID, Date: e.Date, Amount: e.Amount, Category: e.Category,
		Description: e.Description, AccountID: e.AccountID, AccountName: e.AccountName, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
}

// AddVehicleCost records a cost of a vehicle in one transaction: the cost, its movement out of the account it
// names ('Custo de veículo: Funilaria · VW Gol') and the vehicle's sum of costs. ErrNotFound,
// ErrCostBeforePurchase; an account refused is an *EventAccountError on accountId.
func (s *Store) AddVehicleCost(ctx context.Context, c model.VehicleCost, by model.User) (model.VehicleCost, error) {
	e, err := s.addSpending(ctx, vehicleCosts, spending{RecordID: c.VehicleID, Date: c.Date, Amount: c.Amount,
		Category: c.Category, Description: c.Description, AccountID: c.AccountID}, model.VehicleCostCategoryLabel[c.Category], by)
	if errors.Is(err, ErrSpendingBeforeStart) {
		return model.VehicleCost{}, ErrCostBeforePurchase
	}
	return vehicleCost(e), err
}

// DeleteVehicleCost removes a cost entered by mistake, the movement it posted and its part of the vehicle's sum, in
// one transaction; ErrNotFound when the vehicle has no such cost.
func (s *Store) DeleteVehicleCost(ctx context.Context, vehicleID, id int64, by model.User) error {
	return s.deleteSpending(ctx, vehicleCosts, vehicleID, id, by)
}
