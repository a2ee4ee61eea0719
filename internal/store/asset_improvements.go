package store

import (
	"context"
	"errors"

	"patrimonio/internal/model"
)

// ErrImprovementBeforeAcquisition refuses an asset's improvement dated before the asset was acquired.
var ErrImprovementBeforeAcquisition = errors.New("improvement dated before the acquisition")

// AssetImprovements lists an asset's improvements, newest first, with the account each was paid from;
// ErrNotFound for no asset.
func (s *Store) AssetImprovements(ctx context.Context, assetID int64) ([]model.AssetImprovement, error) {
	list, err := s.spendings(ctx, assetImprovements, assetID)
	out := make([]model.AssetImprovement, len(list))
	for i, e := range list {
		out[i] = assetImprovement(e)
	}
	return out, err
}

func assetImprovement(e spending) model.AssetImprovement {
	return model.AssetImprovement{ID: e.ID, AssetID: e.RecordID, Date: e.Date, Amount: e.Amount, Description: e.Description,
		AccountID: e.AccountID, AccountName: e.AccountName, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
}

// AddAssetImprovement records an improvement of an asset in one transaction: the improvement, its movement out of
// the account it names ('Benfeitoria: Troca do telhado · Galpão') and the asset's sum of improvements, its cost
// with the acquisition. The asset's current value is not touched: a valuation says what it is worth.
// ErrNotFound, ErrImprovementBeforeAcquisition; an account refused is an *EventAccountError on accountId.
func (s *Store) AddAssetImprovement(ctx context.Context, m model.AssetImprovement, by model.User) (model.AssetImprovement, error) {
	e, err := s.addSpending(ctx, assetImprovements, spending{RecordID: m.AssetID, Date: m.Date, Amount: m.Amount,
		Description: m.Description, AccountID: m.AccountID}, m.Description, by)
	if errors.Is(err, ErrSpendingBeforeStart) {
		return model.AssetImprovement{}, ErrImprovementBeforeAcquisition
	}
	return assetImprovement(e), err
}

// DeleteAssetImprovement removes an improvement entered by mistake, the movement it posted and its part of the
// asset's cost, in one transaction; ErrNotFound when the asset has no such improvement.
func (s *Store) DeleteAssetImprovement(ctx context.Context, assetID, id int64, by model.User) error {
	return s.deleteSpending(ctx, assetImprovements, assetID, id, by)
}
