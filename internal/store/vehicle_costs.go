package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// ErrCostBeforePurchase refuses a vehicle's cost dated before the vehicle was bought.
var ErrCostBeforePurchase = errors.New("vehicle cost dated before the purchase")

// VehicleCosts lists a vehicle's costs, newest first, with the account each was paid from; ErrNotFound for no
// vehicle.
func (s *Store) VehicleCosts(ctx context.Context, vehicleID int64) ([]model.VehicleCost, error) {
	if _, err := vehicleByID(ctx, s.db, vehicleID); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT c.id, c.vehicle_id, c.cost_date, c.amount, c.category, c.description,
			COALESCE(m.account_id, 0), COALESCE(a.name, ''), c.created_by, COALESCE(u.name, ''), c.created_at
		FROM vehicle_costs c
		LEFT JOIN account_movements m ON m.source_kind = ? AND m.source_id = c.id
		LEFT JOIN accounts a ON a.id = m.account_id
		LEFT JOIN users u ON u.id = c.created_by
		WHERE c.vehicle_id = ? ORDER BY c.cost_date DESC, c.id DESC`, model.SourceVehicleCost, vehicleID)
	if err != nil {
		return nil, fmt.Errorf("costs of vehicle %d: %w", vehicleID, err)
	}
	defer rows.Close()
	list := []model.VehicleCost{}
	for rows.Next() {
		var c model.VehicleCost
		var createdBy sql.NullInt64
		var name string
		if err := rows.Scan(&c.ID, &c.VehicleID, &c.Date, &c.Amount, &c.Category, &c.Description, &c.AccountID, &c.AccountName,
			&createdBy, &name, &c.CreatedAt); err != nil {
			return nil, fmt.Errorf("costs of vehicle %d: %w", vehicleID, err)
		}
		c.CreatedBy = actor(createdBy, name)
		c.CreatedAt = c.CreatedAt.UTC()
		list = append(list, c)
	}
	return list, rows.Err()
}

// AddVehicleCost records a cost of a vehicle in one transaction: the cost, its movement out of the account it
// names and the vehicle's sum of costs. ErrNotFound, ErrCostBeforePurchase; an account refused is an
// *EventAccountError on accountId.
func (s *Store) AddVehicleCost(ctx context.Context, c model.VehicleCost, by model.User) (model.VehicleCost, error) {
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		v, err := lockVehicle(ctx, tx, c.VehicleID)
		if err != nil {
			return err
		}
		if c.Date.Before(v.PurchaseDate) {
			return ErrCostBeforePurchase
		}
		c.CreatedAt = s.Now()
		if err := tx.QueryRowContext(ctx, `INSERT INTO vehicle_costs (vehicle_id, cost_date, amount, category, description,
				created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
			c.VehicleID, c.Date, c.Amount, c.Category, c.Description, nullID(by.ID), c.CreatedAt).Scan(&c.ID); err != nil {
			return err
		}
		if _, err := s.setMoneyEvent(ctx, tx, moneyEvent{source: model.SourceVehicleCost, id: c.ID, account: c.AccountID,
			date: c.Date, amount: -c.Amount, description: costDescription(c, v), field: "accountId"}, by); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE vehicles SET costs = costs + ? WHERE id = ?", c.Amount, c.VehicleID); err != nil {
			return err
		}
		return s.noteCash(ctx, tx, c.Date)
	})
	if err != nil {
		var account *EventAccountError
		if errors.As(err, &account) || errors.Is(err, ErrNotFound) || errors.Is(err, ErrCostBeforePurchase) {
			return model.VehicleCost{}, err
		}
		return model.VehicleCost{}, fmt.Errorf("cost of vehicle %d: %w", c.VehicleID, err)
	}
	c.CreatedBy = &model.Actor{ID: by.ID, Name: by.Name}
	c.CreatedAt = c.CreatedAt.UTC()
	if err := s.db.QueryRowContext(ctx, "SELECT name FROM accounts WHERE id = ?", c.AccountID).Scan(&c.AccountName); err != nil {
		return c, fmt.Errorf("account of cost %d: %w", c.ID, err)
	}
	return c, nil
}

// costDescription is what the account's statement says of a cost: 'Custo de veículo: Funilaria · VW Gol'.
func costDescription(c model.VehicleCost, v model.Vehicle) string {
	return "Custo de veículo: " + model.VehicleCostCategoryLabel[c.Category] + " · " + v.Make + " " + v.Model
}

// DeleteVehicleCost removes a cost entered by mistake, the movement it posted and its part of the vehicle's sum, in
// one transaction; ErrNotFound when the vehicle has no such cost.
func (s *Store) DeleteVehicleCost(ctx context.Context, vehicleID, id int64, by model.User) error {
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		if _, err := lockVehicle(ctx, tx, vehicleID); err != nil {
			return err
		}
		var day model.Date
		var amount model.Money
		err := tx.QueryRowContext(ctx, "SELECT cost_date, amount FROM vehicle_costs WHERE id = ? AND vehicle_id = ?",
			id, vehicleID).Scan(&day, &amount)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if _, err := dropMoneyEvents(ctx, tx, id, model.SourceVehicleCost); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM vehicle_costs WHERE id = ?", id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE vehicles SET costs = costs - ? WHERE id = ?", amount, vehicleID); err != nil {
			return err
		}
		return s.noteCash(ctx, tx, day)
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete cost %d of vehicle %d: %w", id, vehicleID, err)
	}
	return err
}

// dropVehicleCosts removes the costs of a vehicle about to be deleted and their movements, and returns the
// earliest day they were paid (zero when there were none).
func dropVehicleCosts(ctx context.Context, tx *database.Tx, vehicleID int64) (model.Date, error) {
	var first sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, "SELECT MIN(cost_date) FROM vehicle_costs WHERE vehicle_id = ?", vehicleID).Scan(&first); err != nil {
		return model.Date{}, fmt.Errorf("costs of vehicle %d: %w", vehicleID, err)
	}
	if !first.Valid {
		return model.Date{}, nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM account_movements WHERE source_kind = ? AND source_id IN
			(SELECT id FROM vehicle_costs WHERE vehicle_id = ?)`, model.SourceVehicleCost, vehicleID); err != nil {
		return model.Date{}, fmt.Errorf("costs of vehicle %d: %w", vehicleID, err)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM vehicle_costs WHERE vehicle_id = ?", vehicleID); err != nil {
		return model.Date{}, fmt.Errorf("costs of vehicle %d: %w", vehicleID, err)
	}
	return first.V, nil
}
