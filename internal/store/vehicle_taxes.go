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

// taxable is what a vehicle's IPVA and licenciamento are reckoned from, one of the stock's or of the company's own
// (own: an asset of type vehicle).
type taxable struct {
	record          int64
	own             bool
	name            string // what the calendar calls it: 'Toyota Corolla ABC-1D23'
	plate, state    string
	ipvaExempt      bool
	ipva, licensing *model.Money // the year's amounts as kept; nil when not given
	bought          model.Date
	left            model.Date // the day it was sold or exchanged; zero while held
}

func stockTaxable(v model.Vehicle) taxable {
	t := taxable{record: v.ID, name: v.Make + " " + v.Model + " " + model.ShownPlate(v.LicensePlate), plate: v.LicensePlate,
		state: v.RegistrationState, ipvaExempt: v.IPVAStatus == "exempt", ipva: v.IPVAAmount, licensing: v.LicensingAmount,
		bought: v.PurchaseDate}
	if v.Status == model.VehicleSold {
		t.left = v.SoldDate
	}
	return t
}

// ownTaxable is a vehicle of the company's own, which left on left (zero while held).
func ownTaxable(a model.Asset, left model.Date) taxable {
	plate, _ := model.NormalizePlate(a.Details.LicensePlate)
	return taxable{record: a.ID, own: true, name: a.Description + " " + model.ShownPlate(plate), plate: plate,
		state: a.RegistrationState, ipvaExempt: a.IPVAExempt, ipva: a.IPVAAmount, licensing: a.LicensingAmount,
		bought: a.AcquisitionDate, left: left}
}

// ownTaxKinds is the obligation's kind of a tax rule's kind (ipva or licensing) for a vehicle of the company's own;
// for the stock's the two are the same.
var ownTaxKinds = map[string]string{model.VehicleTaxIPVA: model.ObligationAssetIPVA, model.VehicleTaxLicensing: model.ObligationAssetLicensing}

// kind is the obligation's kind of t's tax of a rule's kind (ipva or licensing).
func (t taxable) kind(rule string) string {
	if t.own {
		return ownTaxKinds[rule]
	}
	return rule
}

// taxRule is the tax rule's kind (ipva or licensing) of an obligation's kind, the stock's or the company's own.
func taxRule(kind string) string {
	for rule, own := range ownTaxKinds {
		if kind == own {
			return rule
		}
	}
	return kind
}

// amount is what t's tax of a rule's kind costs this year, nil when not known.
func (t taxable) amount(rule string) *model.Money {
	if rule == model.VehicleTaxLicensing {
		return t.licensing
	}
	return t.ipva
}

func (t taxable) description(rule string, year int) string {
	name := "IPVA"
	if rule == model.VehicleTaxLicensing {
		name = "Licenciamento"
	}
	return fmt.Sprintf("%s %d: %s", name, year, t.name)
}

// taxesOf is t's IPVA and licenciamento falling due from from to to, with the payments that paid them (by taxKey).
func taxesOf(t taxable, from, to model.Date, rules map[string]model.VehicleTaxRule, paid map[string]int64) []model.Obligation {
	var out []model.Obligation
	for year := from.Time().Year(); year <= to.Time().Year(); year++ {
		for _, rule := range []string{model.VehicleTaxIPVA, model.VehicleTaxLicensing} {
			due, ok := vehicleTaxOf(t, rule, year, rules)
			if !ok || due.Before(from) || due.After(to) {
				continue
			}
			o := model.Obligation{Kind: t.kind(rule), RecordID: t.record, Description: t.description(rule, year),
				Installment: 1, Installments: 1, DueDate: due, Scheduled: true, PaymentID: paid[taxKey(t.kind(rule), t.record, year)]}
			if amount := t.amount(rule); amount != nil {
				o.Amount = *amount
			}
			out = append(out, o)
		}
	}
	return out
}

// vehicleTaxOf is a vehicle's kind (ipva or licensing) of year by the rules: its due date and whether it has one —
// none without a rule for its state and plate, for an IPVA the vehicle is exempt from, nor when the due date falls
// before the vehicle was bought or after it left (the other owner's).
func vehicleTaxOf(t taxable, kind string, year int, rules map[string]model.VehicleTaxRule) (model.Date, bool) {
	digit, ok := model.PlateFinalDigit(t.plate)
	if !ok || kind == model.VehicleTaxIPVA && t.ipvaExempt {
		return model.Date{}, false
	}
	rule, ok := rules[ruleKey(t.state, kind, digit)]
	if !ok {
		return model.Date{}, false
	}
	due := rule.DueDate(year)
	if due.Before(t.bought) || !t.left.IsZero() && t.left.Before(due) {
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

// ownTaxedVehicles selects the company's own vehicles registered in a state with a table, from their partial index
// (assets_registration_state).
const ownTaxedVehicles = `registration_state <> '' AND registration_state IN (SELECT DISTINCT state FROM vehicle_tax_rules)
	AND type = 'vehicle'`

// vehicleTaxesBetween is the IPVA and licenciamento falling due from from to to of the vehicles — the stock's and the
// company's own — registered in a state with a table, each with its status on today: paid by a payment of that year
// (PaymentID), or — this year's, a stock's vehicle — by the vehicle's own IPVA or licenciamento status.
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
	own, left, err := s.heldAssets(ctx, ownTaxedVehicles, from, to)
	if err != nil {
		return nil, fmt.Errorf("vehicle taxes of assets: %w", err)
	}
	if len(vehicles) == 0 && len(own) == 0 {
		return nil, nil
	}
	paid, err := s.vehicleTaxPayments(ctx, model.NewDate(from.Time().Year(), 1, 1), model.NewDate(to.Time().Year(), 12, 31))
	if err != nil {
		return nil, err
	}
	thisYear := s.Today().Time().Year()
	var out []model.Obligation
	for _, v := range vehicles {
		for _, o := range taxesOf(stockTaxable(v), from, to, rules, paid) {
			if o.PaymentID == 0 && o.DueDate.Time().Year() == thisYear && (o.Kind == model.VehicleTaxIPVA && v.IPVAStatus == "paid" ||
				o.Kind == model.VehicleTaxLicensing && v.LicensingStatus == "valid") {
				o.Status = model.ObligationPaid
			}
			out = append(out, o)
		}
	}
	for _, a := range own {
		out = append(out, taxesOf(ownTaxable(a, left[a.ID]), from, to, rules, paid)...)
	}
	return out, nil
}

func taxKey(kind string, record int64, year int) string {
	return kind + "/" + strconv.FormatInt(record, 10) + "/" + strconv.Itoa(year)
}

// vehicleTaxPayments is the IPVA and licenciamento payments of the vehicles, the stock's and the company's own, due
// from from to to, by taxKey.
func (s *Store) vehicleTaxPayments(ctx context.Context, from, to model.Date) (map[string]int64, error) {
	in, args := idList([]string{model.ObligationIPVA, model.ObligationLicensing, model.ObligationAssetIPVA, model.ObligationAssetLicensing})
	rows, err := s.db.QueryContext(ctx, `SELECT id, kind, record_id, due_date FROM obligation_payments
		WHERE kind IN (`+in+`) AND due_date >= ? AND due_date <= ?`, append(args, from, to)...)
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

// PayVehicleTax records the payment of a vehicle's IPVA or licenciamento due on due, in one transaction: the payment
// and its movement out of the account it names, on its day. kind is ipva or licensing for a vehicle of the stock,
// asset_ipva or asset_licensing for one of the company's own (record is then the asset's). ErrNotFound for no such
// vehicle, ErrNoSuchVehicleTax when the rules give it nothing due that day, ErrObligationPaid when that year's was
// paid; an account refused is an *EventAccountError on accountId.
func (s *Store) PayVehicleTax(ctx context.Context, kind string, record int64, due, day model.Date, amount model.Money,
	accountID int64, by model.User) (int64, error) {
	var id int64
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		t, err := lockTaxable(ctx, tx, kind, record)
		if err != nil {
			return err
		}
		list, err := vehicleTaxRules(ctx, tx)
		if err != nil {
			return err
		}
		year, rule := due.Time().Year(), taxRule(kind)
		if want, ok := vehicleTaxOf(t, rule, year, rulesByKey(list)); !ok || want.String() != due.String() {
			return ErrNoSuchVehicleTax
		}
		var one int
		err = tx.QueryRowContext(ctx, `SELECT 1 FROM obligation_payments WHERE kind = ? AND record_id = ?
			AND due_date >= ? AND due_date <= ?`, kind, record, model.NewDate(year, 1, 1), model.NewDate(year, 12, 31)).Scan(&one)
		if err == nil {
			return ErrObligationPaid
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		id, err = s.recordObligationPayment(ctx, tx, w, kind, record, due, day, amount, accountID, t.description(rule, year), by)
		return err
	})
	return id, payError(err, "pay "+kind+" of", record)
}

// lockTaxable locks the vehicle an IPVA or licenciamento of kind is paid for: a stock's vehicle, or an asset of type
// vehicle with the day it left (ErrNotFound for an asset of another type).
func lockTaxable(ctx context.Context, tx *database.Tx, kind string, record int64) (taxable, error) {
	if kind == model.ObligationIPVA || kind == model.ObligationLicensing {
		v, err := lockVehicle(ctx, tx, record)
		return stockTaxable(v), err
	}
	a, err := lockAsset(ctx, tx, record)
	if err != nil {
		return taxable{}, err
	}
	if a.Type != model.AssetVehicle {
		return taxable{}, ErrNotFound
	}
	var left sql.Null[model.Date]
	if err := tx.QueryRowContext(ctx, `SELECT `+assetLeftDay+` FROM assets WHERE id = ?`, record).Scan(&left); err != nil {
		return taxable{}, err
	}
	return ownTaxable(a, left.V), nil
}
