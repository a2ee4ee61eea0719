package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// VehicleTaxRules returns every state's table, by state, kind and final digit (1 to 9, then 0, as the calendars
// print them).
func (s *Store) VehicleTaxRules(ctx context.Context) ([]model.VehicleTaxRule, error) {
	rules, err := vehicleTaxRules(ctx, s.db)
	if err != nil {
		return nil, fmt.Errorf("vehicle tax rules: %w", err)
	}
	return rules, nil
}

func vehicleTaxRules(ctx context.Context, q database.Querier) ([]model.VehicleTaxRule, error) {
	rows, err := q.QueryContext(ctx, `SELECT state, kind, final_digit, month, day, source FROM vehicle_tax_rules
		ORDER BY state, kind, (final_digit + 9) % 10`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	rules := []model.VehicleTaxRule{}
	for rows.Next() {
		var r model.VehicleTaxRule
		var day sql.NullInt64
		if err := rows.Scan(&r.State, &r.Kind, &r.FinalDigit, &r.Month, &day, &r.Source); err != nil {
			return nil, err
		}
		r.Day = intOf(day)
		rules = append(rules, r)
	}
	return rules, rows.Err()
}

// SetVehicleTaxRules replaces a state's table with rules (each kind given complete: ten final digits, as the API
// checks), in one transaction; a kind left out keeps its lines. The lines typed have no source.
func (s *Store) SetVehicleTaxRules(ctx context.Context, state string, rules []model.VehicleTaxRule) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		kinds := map[string]bool{}
		for _, r := range rules {
			kinds[r.Kind] = true
		}
		for kind := range kinds {
			if _, err := tx.ExecContext(ctx, "DELETE FROM vehicle_tax_rules WHERE state = ? AND kind = ?", state, kind); err != nil {
				return err
			}
		}
		for _, r := range rules {
			if _, err := tx.ExecContext(ctx, `INSERT INTO vehicle_tax_rules (state, kind, final_digit, month, day, source)
				VALUES (?, ?, ?, ?, ?, '')`, state, r.Kind, r.FinalDigit, r.Month, nullable(r.Day)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("set vehicle tax rules of %s: %w", state, err)
	}
	return nil
}

// DeleteVehicleTaxRules removes a state's table: its vehicles have no IPVA nor licenciamento in the calendar.
// ErrNotFound when the state has none.
func (s *Store) DeleteVehicleTaxRules(ctx context.Context, state string) error {
	res, err := s.db.ExecContext(ctx, "DELETE FROM vehicle_tax_rules WHERE state = ?", state)
	if err != nil {
		return fmt.Errorf("delete vehicle tax rules of %s: %w", state, err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return ErrNotFound
	}
	return nil
}

// vehicleTaxOf is a vehicle's kind (ipva or licensing) of year by the rules: its due date and whether it has one —
// none without a rule for its state and plate, for an IPVA the vehicle is exempt from, nor when the due date falls
// before the vehicle was bought or after it was sold (the other owner's).
func vehicleTaxOf(v model.Vehicle, kind string, year int, rules map[string]model.VehicleTaxRule) (model.Date, bool) {
	digit, ok := model.PlateFinalDigit(v.LicensePlate)
	if !ok || kind == model.VehicleTaxIPVA && v.IPVAStatus == "exempt" {
		return model.Date{}, false
	}
	rule, ok := rules[ruleKey(v.RegistrationState, kind, digit)]
	if !ok {
		return model.Date{}, false
	}
	due := rule.DueDate(year)
	if due.Before(v.PurchaseDate) || v.Status == model.VehicleSold && v.SoldDate.Before(due) {
		return model.Date{}, false
	}
	return due, true
}

func ruleKey(state, kind string, digit int) string {
	return state + "/" + kind + "/" + strconv.Itoa(digit)
}

func rulesByKey(rules []model.VehicleTaxRule) map[string]model.VehicleTaxRule {
	out := make(map[string]model.VehicleTaxRule, len(rules))
	for _, r := range rules {
		out[ruleKey(r.State, r.Kind, r.FinalDigit)] = r
	}
	return out
}

// taxedVehicles selects the vehicles held between two days (to, then from) registered in a state with a table.
// `registration_state <> ”` lets the databases read the vehicles with a state from their partial index
// (vehicles_registration_state) instead of scanning every vehicle; no table has the empty state.
const taxedVehicles = `registration_state <> '' AND registration_state IN (SELECT DISTINCT state FROM vehicle_tax_rules)
	AND purchase_date <= ? AND (status <> 'sold' OR sold_date >= ?)`

// vehicleTaxesBetween is the IPVA and licenciamento falling due from from to to of the vehicles registered in a
// state with a table, each with its status on today: paid by a payment of that year (PaymentID), or — this year's —
// by the vehicle's own IPVA or licenciamento status.
func (s *Store) vehicleTaxesBetween(ctx context.Context, from, to model.Date) ([]model.Obligation, error) {
	list, err := vehicleTaxRules(ctx, s.db)
	if err != nil {
		return nil, fmt.Errorf("vehicle taxes: %w", err)
	}
	if len(list) == 0 {
		return nil, nil
	}
	rules := rulesByKey(list)
	rows, err := s.db.QueryContext(ctx, "SELECT "+vehicleColumns+" FROM vehicles WHERE "+taxedVehicles+" ORDER BY id", to, from)
	if err != nil {
		return nil, fmt.Errorf("vehicle taxes: %w", err)
	}
	vehicles, err := scanVehicles(rows)
	if err != nil {
		return nil, fmt.Errorf("vehicle taxes: %w", err)
	}
	if len(vehicles) == 0 {
		return nil, nil
	}
	paid, err := s.vehicleTaxPayments(ctx, model.NewDate(from.Time().Year(), 1, 1), model.NewDate(to.Time().Year(), 12, 31))
	if err != nil {
		return nil, err
	}
	thisYear := s.Today().Time().Year()
	var out []model.Obligation
	for _, v := range vehicles {
		for year := from.Time().Year(); year <= to.Time().Year(); year++ {
			for _, kind := range []string{model.VehicleTaxIPVA, model.VehicleTaxLicensing} {
				due, ok := vehicleTaxOf(v, kind, year, rules)
				if !ok || due.Before(from) || due.After(to) {
					continue
				}
				o := model.Obligation{Kind: kind, RecordID: v.ID, Description: vehicleTaxDescription(kind, year, v),
					Installment: 1, Installments: 1, DueDate: due, Scheduled: true, PaymentID: paid[taxKey(kind, v.ID, year)]}
				if amount := vehicleTaxAmount(v, kind); amount != nil {
					o.Amount = *amount
				}
				if o.PaymentID == 0 && year == thisYear && (kind == model.VehicleTaxIPVA && v.IPVAStatus == "paid" ||
					kind == model.VehicleTaxLicensing && v.LicensingStatus == "valid") {
					o.Status = model.ObligationPaid
				}
				out = append(out, o)
			}
		}
	}
	return out, nil
}

func vehicleTaxDescription(kind string, year int, v model.Vehicle) string {
	name := "IPVA"
	if kind == model.VehicleTaxLicensing {
		name = "Licenciamento"
	}
	return fmt.Sprintf("%s %d: %s %s %s", name, year, v.Make, v.Model, model.ShownPlate(v.LicensePlate))
}

func vehicleTaxAmount(v model.Vehicle, kind string) *model.Money {
	if kind == model.VehicleTaxLicensing {
		return v.LicensingAmount
	}
	return v.IPVAAmount
}

func taxKey(kind string, record int64, year int) string {
	return kind + "/" + strconv.FormatInt(record, 10) + "/" + strconv.Itoa(year)
}

// vehicleTaxPayments is the IPVA and licenciamento payments of the vehicles due from from to to, by taxKey.
func (s *Store) vehicleTaxPayments(ctx context.Context, from, to model.Date) (map[string]int64, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, kind, record_id, due_date FROM obligation_payments
		WHERE kind IN ('ipva', 'licensing') AND due_date >= ? AND due_date <= ?`, from, to)
	if err != nil {
		return nil, fmt.Errorf("vehicle tax payments: %w", err)
	}
	defer rows.Close()
	paid := map[string]int64{}
	for rows.Next() {
		var id, record int64
		var kind string
		var due model.Date
		if err := rows.Scan(&id, &kind, &record, &due); err != nil {
			return nil, fmt.Errorf("vehicle tax payments: %w", err)
		}
		paid[taxKey(kind, record, due.Time().Year())] = id
	}
	return paid, rows.Err()
}

// PayVehicleTax records the payment of a vehicle's IPVA or licenciamento (kind) due on due, in one transaction: the
// payment and its movement out of the account it names, on its day. ErrNotFound for no vehicle,
// ErrNoSuchVehicleTax when the rules give it nothing due that day, ErrObligationPaid when that year's was paid; an
// account refused is an *EventAccountError on accountId.
func (s *Store) PayVehicleTax(ctx context.Context, kind string, vehicleID int64, due, day model.Date, amount model.Money,
	accountID int64, by model.User) (int64, error) {
	var id int64
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		v, err := lockVehicle(ctx, tx, vehicleID)
		if err != nil {
			return err
		}
		list, err := vehicleTaxRules(ctx, tx)
		if err != nil {
			return err
		}
		year := due.Time().Year()
		if want, ok := vehicleTaxOf(v, kind, year, rulesByKey(list)); !ok || want.String() != due.String() {
			return ErrNoSuchVehicleTax
		}
		var one int
		err = tx.QueryRowContext(ctx, `SELECT 1 FROM obligation_payments WHERE kind = ? AND record_id = ?
			AND due_date >= ? AND due_date <= ?`, kind, vehicleID, model.NewDate(year, 1, 1), model.NewDate(year, 12, 31)).Scan(&one)
		if err == nil {
			return ErrObligationPaid
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		id, err = s.recordObligationPayment(ctx, tx, kind, vehicleID, due, day, amount, accountID,
			vehicleTaxDescription(kind, year, v), by)
		return err
	})
	return id, payError(err, "pay "+kind+" of vehicle", vehicleID)
}
