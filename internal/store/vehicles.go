package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// Vehicle errors.
var (
	ErrPlateTaken  = errors.New("license plate in use by an unsold vehicle")
	ErrVehicleSold = errors.New("vehicle already sold")
)

const vehicleColumns = `id, make, model, year, color, license_plate, renavam, chassis, notes, status, purchase_price, selling_price,
	costs, purchase_date, sold_date, sale_payment_method, sale_notes, created_by, updated_by, created_at, updated_at, mileage,
	manufacture_year, model_year, fipe_code, fipe_value, ipva_status, licensing_status, sale_buyer_name, sale_buyer_document,
	registration_state, ipva_amount, licensing_amount`

func scanVehicle(row interface{ Scan(...any) error }) (model.Vehicle, error) {
	var v model.Vehicle
	var status string
	var createdBy, updatedBy, mileage, manufactured, modelYear, fipeValue, ipva, licensing sql.NullInt64
	err := row.Scan(&v.ID, &v.Make, &v.Model, &v.Year, &v.Color, &v.LicensePlate, &v.Renavam, &v.Chassis, &v.Notes, &status, &v.PurchasePrice,
		&v.SellingPrice, &v.Costs, &v.PurchaseDate, &v.SoldDate, &v.SalePaymentMethod, &v.SaleNotes, &createdBy, &updatedBy,
		&v.CreatedAt, &v.UpdatedAt, &mileage, &manufactured, &modelYear, &v.FipeCode, &fipeValue, &v.IPVAStatus,
		&v.LicensingStatus, &v.SaleBuyerName, &v.SaleBuyerDocument, &v.RegistrationState, &ipva, &licensing)
	v.Mileage, v.ManufactureYear, v.ModelYear = intOf(mileage), intOf(manufactured), intOf(modelYear)
	v.FipeValue, v.IPVAAmount, v.LicensingAmount = moneyOf(fipeValue), moneyOf(ipva), moneyOf(licensing)
	v.Status = model.VehicleStatus(status)
	v.CreatedBy, v.UpdatedBy = createdBy.Int64, updatedBy.Int64
	v.CreatedAt, v.UpdatedAt = v.CreatedAt.UTC(), v.UpdatedAt.UTC()
	return v, err
}

// intOf is a nullable column's number, nil for NULL.
func intOf(n sql.NullInt64) *int {
	if !n.Valid {
		return nil
	}
	i := int(n.Int64)
	return &i
}

// moneyOf is a nullable column's amount, nil for NULL.
func moneyOf(n sql.NullInt64) *model.Money {
	if !n.Valid {
		return nil
	}
	m := model.Money(n.Int64)
	return &m
}

// nullable is a number to write, NULL for nil.
func nullable[T int | int64 | model.Money](p *T) any {
	if p == nil {
		return nil
	}
	return int64(*p)
}

// moneyOrNil is an optional amount as a history diff keeps it: in reais, or nil.
func moneyOrNil(p *model.Money) any {
	if p == nil {
		return nil
	}
	return *p
}

func vehicleSearchKey(v model.Vehicle) string {
	return model.SearchKey(v.Make, v.Model, v.LicensePlate, model.DashedPlate(v.LicensePlate))
}

// CreateVehicle stores a new vehicle in stock with its attachments and its CREATE history entry, all in one
// transaction. ErrPlateTaken when an unsold vehicle has the plate; ErrUnknownFile when an attachment names no
// stored file.
func (s *Store) CreateVehicle(ctx context.Context, v model.Vehicle, by model.User) (model.Vehicle, error) {
	var created model.Vehicle
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) (err error) {
		if created, err = s.insertVehicle(ctx, tx, v, by); err != nil {
			return err
		}
		w.created(ledgerRefs{vehicles: []int64{created.ID}})
		w.cash(created.PurchaseDate) // paid from an account on its purchase date
		return nil
	})
	if database.IsUniqueViolation(err) {
		return model.Vehicle{}, ErrPlateTaken
	}
	if err != nil {
		return model.Vehicle{}, fmt.Errorf("create vehicle: %w", err)
	}
	return created, nil
}

// insertVehicle stores a new vehicle in stock with its attachments, the history of its purchase and the money
// event of the account that paid it, and returns it as stored.
func (s *Store) insertVehicle(ctx context.Context, tx *database.Tx, v model.Vehicle, by model.User) (model.Vehicle, error) {
	created, err := s.insertVehicles(ctx, tx, []model.Vehicle{v}, by)
	if err != nil {
		return model.Vehicle{}, err
	}
	return created[0], nil
}

// insertVehicles stores new vehicles as insertVehicle does, perStatement to a statement of vehicles and one of their
// history (an import makes thousands), and returns them as stored, in the order given.
func (s *Store) insertVehicles(ctx context.Context, tx *database.Tx, vehicles []model.Vehicle, by model.User) ([]model.Vehicle, error) {
	now := s.Now()
	stored := make([]model.Vehicle, 0, len(vehicles))
	for chunk := range slices.Chunk(vehicles, perStatement) {
		args := make([]any, 0, 29*len(chunk))
		for _, v := range chunk {
			if err := resolveVehicleAttachments(ctx, tx, v.Attachments); err != nil {
				return nil, err
			}
			args = append(args, v.Make, v.Model, v.Year, v.Color, v.LicensePlate, v.Renavam, v.Chassis, v.Notes,
				string(model.VehicleInStock), v.PurchasePrice, v.SellingPrice, v.PurchaseDate, vehicleSearchKey(v),
				model.SortKey(v.Make), model.SortKey(v.Model), by.ID, by.ID, now, now, nullable(v.Mileage),
				nullable(v.ManufactureYear), nullable(v.ModelYear), v.FipeCode, nullable(v.FipeValue), v.IPVAStatus,
				v.LicensingStatus, v.RegistrationState, nullable(v.IPVAAmount), nullable(v.LicensingAmount))
		}
		rows, err := tx.QueryContext(ctx, `INSERT INTO vehicles (make, model, year, color, license_plate,
			renavam, chassis, notes, status, purchase_price, selling_price, purchase_date, search, make_sort, model_sort,
			created_by, updated_by, created_at, updated_at, mileage, manufacture_year, model_year, fipe_code, fipe_value,
			ipva_status, licensing_status, registration_state, ipva_amount, licensing_amount)
			VALUES `+valueRows(len(chunk), 29)+` RETURNING `+vehicleColumns, args...)
		if err != nil {
			return nil, err
		}
		created, err := scanVehicles(rows)
		if err != nil {
			return nil, err
		}
		// Numbered in the VALUES' order, though RETURNING may answer in another (as insertRows).
		slices.SortFunc(created, func(a, b model.Vehicle) int { return cmp.Compare(a.ID, b.ID) })
		history := make([]model.VehicleHistory, len(chunk))
		for i, c := range created {
			amount := c.PurchasePrice
			history[i] = model.VehicleHistory{VehicleID: c.ID, Action: model.VehicleActionCreate, Date: c.PurchaseDate,
				OldValue: 0, NewValue: c.PurchasePrice, Amount: &amount, Details: map[string]any{"vehicleData": vehicleData(c)},
				UserID: by.ID, UserName: by.Name, CreatedAt: now}
		}
		if err := addVehicleHistory(ctx, tx, history...); err != nil {
			return nil, err
		}
		for i, v := range chunk {
			c := &created[i]
			c.Attachments = []model.VehicleAttachment{}
			if len(v.Attachments) > 0 {
				if c.Attachments, err = setVehicleAttachments(ctx, tx, c.ID, v.Attachments); err != nil {
					return nil, err
				}
			}
			c.AccountID, c.Counterpart = v.AccountID, v.Counterpart
			if c.AccountID != nil || c.Counterpart != nil { // a new vehicle has no movement yet: none to move without one
				if _, err := s.setMoneyEvent(ctx, tx, vehiclePurchase(*c), by); err != nil {
					return nil, err
				}
			}
		}
		stored = append(stored, created...)
	}
	return stored, nil
}

// scanVehicles reads rows of vehicleColumns and closes them.
func scanVehicles(rows *sql.Rows) ([]model.Vehicle, error) {
	defer rows.Close()
	var vehicles []model.Vehicle
	for rows.Next() {
		v, err := scanVehicle(rows)
		if err != nil {
			return nil, err
		}
		vehicles = append(vehicles, v)
	}
	return vehicles, rows.Err()
}

// vehiclePurchase and vehicleSale are the money events of a vehicle: its purchase paid from an account and
// its sale received into one.
func vehiclePurchase(v model.Vehicle) moneyEvent {
	return moneyEvent{source: model.SourceVehiclePurchase, id: v.ID, account: idOf(v.AccountID), date: v.PurchaseDate,
		amount: -v.PurchasePrice, description: "Compra de veículo: " + v.Make + " " + v.Model, field: "accountId",
		counterpart: v.Counterpart}
}

// idOf is the id p points at, 0 for none.
func idOf(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}

func vehicleSale(v model.Vehicle) moneyEvent {
	return moneyEvent{source: model.SourceVehicleSale, id: v.ID, account: v.SaleAccountID, date: v.SoldDate,
		amount: v.SellingPrice, description: "Venda de veículo: " + v.Make + " " + v.Model, field: "accountId"}
}

// vehicleData is the summary of a vehicle kept in CREATE and DELETE entries (docs/product.md §3).
func vehicleData(v model.Vehicle) map[string]any {
	return map[string]any{"make": v.Make, "model": v.Model, "year": v.Year, "licensePlate": v.LicensePlate,
		"purchasePrice": v.PurchasePrice}
}

// VehicleByID returns one vehicle with its attachments, or ErrNotFound.
func (s *Store) VehicleByID(ctx context.Context, id int64) (model.Vehicle, error) {
	v, err := vehicleByID(ctx, s.db, id)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return v, fmt.Errorf("vehicle %d: %w", id, err)
	}
	return v, err
}

func vehicleByID(ctx context.Context, q database.Querier, id int64) (model.Vehicle, error) {
	v, err := scanVehicle(q.QueryRowContext(ctx, "SELECT "+vehicleColumns+" FROM vehicles WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return model.Vehicle{}, ErrNotFound
	}
	if err != nil {
		return model.Vehicle{}, err
	}
	rows, err := q.QueryContext(ctx, `SELECT a.id, a.file_name, a.original_name, a.category, f.mimetype, f.size, f.image
		FROM vehicle_attachments a JOIN files f ON f.name = a.file_name WHERE a.vehicle_id = ? ORDER BY a.position`, id)
	if err != nil {
		return model.Vehicle{}, err
	}
	defer rows.Close()
	v.Attachments = []model.VehicleAttachment{}
	for rows.Next() {
		var a model.VehicleAttachment
		if err := rows.Scan(&a.ID, &a.FileName, &a.OriginalName, &a.Category, &a.Mimetype, &a.Size, &a.Image); err != nil {
			return model.Vehicle{}, err
		}
		v.Attachments = append(v.Attachments, a)
	}
	if err := rows.Err(); err != nil {
		return model.Vehicle{}, err
	}
	account, err := moneyEventAccount(ctx, q, model.SourceVehiclePurchase, id)
	if err != nil {
		return model.Vehicle{}, err
	}
	if account != 0 {
		v.AccountID = &account
	}
	if v.Counterpart, err = counterpartOf(ctx, q, model.SourceVehiclePurchase, id); err != nil {
		return model.Vehicle{}, err
	}
	if v.SaleAccountID, err = moneyEventAccount(ctx, q, model.SourceVehicleSale, id); err != nil {
		return v, err
	}
	v.ReceivableID, err = receivableOf(ctx, q, "vehicle_id", id)
	return v, err
}

// lockVehicle takes the row lock of a vehicle for the rest of the transaction (on PostgreSQL; SQLite
// transactions already hold the write lock) and reads it. ErrNotFound when it does not exist.
func lockVehicle(ctx context.Context, tx *database.Tx, id int64) (model.Vehicle, error) {
	if _, err := tx.ExecContext(ctx, "UPDATE vehicles SET id = id WHERE id = ?", id); err != nil {
		return model.Vehicle{}, err
	}
	return vehicleByID(ctx, tx, id)
}

// resolveVehicleAttachments checks that each attachment names a stored file (ErrUnknownFile otherwise, the
// check the assets' attachments get too) and gives one sent without a name the file's original name.
func resolveVehicleAttachments(ctx context.Context, q database.Querier, list []model.VehicleAttachment) error {
	for i, a := range list {
		var original string
		err := q.QueryRowContext(ctx, "SELECT original_name FROM files WHERE name = ?", a.FileName).Scan(&original)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrUnknownFile
		}
		if err != nil {
			return fmt.Errorf("attachment %s: %w", a.FileName, err)
		}
		if a.OriginalName == "" {
			list[i].OriginalName = original
		}
	}
	return nil
}

// setVehicleAttachments replaces a vehicle's attachments; each must name a stored file.
func setVehicleAttachments(ctx context.Context, tx *database.Tx, vehicleID int64, list []model.VehicleAttachment) ([]model.VehicleAttachment, error) {
	if _, err := tx.ExecContext(ctx, "DELETE FROM vehicle_attachments WHERE vehicle_id = ?", vehicleID); err != nil {
		return nil, err
	}
	for i, a := range list {
		if _, err := tx.ExecContext(ctx, `INSERT INTO vehicle_attachments (vehicle_id, file_name, original_name, category, position)
			VALUES (?, ?, ?, ?, ?)`, vehicleID, a.FileName, a.OriginalName, a.Category, i); err != nil {
			return nil, err
		}
	}
	v, err := vehicleByID(ctx, tx, vehicleID)
	return v.Attachments, err
}

// droppedVehicleFiles returns the file names of before that after no longer holds.
func droppedVehicleFiles(before, after []model.VehicleAttachment) []string {
	kept := map[string]bool{}
	for _, a := range after {
		kept[a.FileName] = true
	}
	var dropped []string
	for _, b := range before {
		if !kept[b.FileName] {
			dropped = append(dropped, b.FileName)
		}
	}
	return dropped
}

// addVehicleHistory writes vehicle_history rows in one statement.
func addVehicleHistory(ctx context.Context, tx *database.Tx, history ...model.VehicleHistory) error {
	args := make([]any, 0, 10*len(history))
	for _, h := range history {
		details, err := json.Marshal(h.Details)
		if err != nil {
			return err
		}
		var userID any
		if h.UserID != 0 {
			userID = h.UserID
		}
		var amount any
		if h.Amount != nil {
			amount = int64(*h.Amount)
		}
		args = append(args, h.VehicleID, h.Action, h.Date, h.OldValue, h.NewValue, amount, string(details), userID, h.UserName, h.CreatedAt)
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO vehicle_history (vehicle_id, action, event_date, old_value, new_value, amount,
		details, user_id, user_name, created_at) VALUES `+valueRows(len(history), 10), args...)
	return err
}

// UpdateVehicle stores the editable fields of v (make, model, year, colour, plate, notes, status, prices,
// purchase date, attachments) and an UPDATE entry holding only the fields that changed, in one transaction.
// Nothing changes, and no entry is written, when v equals the stored vehicle. A sold vehicle keeps its status
// (ErrVehicleSold when another is asked); ErrPlateTaken when another unsold vehicle has the plate;
// ErrUnknownFile when an attachment names no stored file.
func (s *Store) UpdateVehicle(ctx context.Context, v model.Vehicle, by model.User) (model.Vehicle, error) {
	now := s.Now()
	var updated model.Vehicle
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		before, err := lockVehicle(ctx, tx, v.ID)
		if err != nil {
			return err
		}
		if err := resolveVehicleAttachments(ctx, tx, v.Attachments); err != nil {
			return err
		}
		if err := w.track(ctx, tx, ledgerRefs{vehicles: []int64{v.ID}}); err != nil {
			return err
		}
		if before.Status == model.VehicleSold && v.Status != model.VehicleSold {
			return ErrVehicleSold
		}
		oldData, newData := vehicleDiff(before, v)
		if v.AccountID != nil && *v.AccountID != idOf(before.AccountID) {
			oldData["accountId"], newData["accountId"] = idOf(before.AccountID), *v.AccountID
		}
		if v.Counterpart != nil && *v.Counterpart != counterpartValue(before.Counterpart) {
			oldData["counterpart"], newData["counterpart"] = counterpartValue(before.Counterpart).Kind, v.Counterpart.Kind
		}
		if len(newData) == 0 {
			updated = before
			return nil
		}
		if _, err := tx.ExecContext(ctx, `UPDATE vehicles SET make = ?, model = ?, year = ?, color = ?, license_plate = ?,
			renavam = ?, chassis = ?, notes = ?, status = ?, purchase_price = ?, selling_price = ?, purchase_date = ?, search = ?,
			make_sort = ?, model_sort = ?, updated_by = ?, updated_at = ?, mileage = ?, manufacture_year = ?, model_year = ?,
			fipe_code = ?, fipe_value = ?, ipva_status = ?, licensing_status = ?, registration_state = ?, ipva_amount = ?,
			licensing_amount = ? WHERE id = ?`,
			v.Make, v.Model, v.Year, v.Color, v.LicensePlate, v.Renavam, v.Chassis, v.Notes, string(v.Status), v.PurchasePrice, v.SellingPrice,
			v.PurchaseDate, vehicleSearchKey(v), model.SortKey(v.Make), model.SortKey(v.Model), by.ID, now,
			nullable(v.Mileage), nullable(v.ManufactureYear), nullable(v.ModelYear), v.FipeCode, nullable(v.FipeValue),
			v.IPVAStatus, v.LicensingStatus, v.RegistrationState, nullable(v.IPVAAmount), nullable(v.LicensingAmount), v.ID); err != nil {
			return err
		}
		if _, changed := newData["attachments"]; changed {
			if _, err := setVehicleAttachments(ctx, tx, v.ID, v.Attachments); err != nil {
				return err
			}
			if err := s.releaseFiles(ctx, tx, droppedVehicleFiles(before.Attachments, v.Attachments)); err != nil {
				return err
			}
		}
		if updated, err = vehicleByID(ctx, tx, v.ID); err != nil {
			return err
		}
		if v.AccountID != nil {
			updated.AccountID = v.AccountID
		}
		updated.Counterpart = v.Counterpart
		// The purchase and the sale are corrected with the vehicle: their movements follow.
		oldPurchase, err := s.setMoneyEvent(ctx, tx, vehiclePurchase(updated), by)
		if err != nil {
			return err
		}
		var oldSale model.Date
		if updated.Status == model.VehicleSold {
			receivable, err := saleReceivable(ctx, tx, "vehicle_id", v.ID)
			if err != nil {
				return err
			}
			if receivable > 0 && (before.SellingPrice != updated.SellingPrice || before.SoldDate.String() != updated.SoldDate.String()) {
				return ErrSaleInInstallments // its schedule and receipts were made for that price and day
			}
			if oldSale, err = s.setMoneyEvent(ctx, tx, onCredit(vehicleSale(updated), receivable), by); err != nil {
				return err
			}
		}
		if updated, err = vehicleByID(ctx, tx, v.ID); err != nil {
			return err
		}
		if err := addVehicleHistory(ctx, tx, model.VehicleHistory{
			VehicleID: v.ID, Action: model.VehicleActionUpdate, Date: s.Today(),
			OldValue: before.ValueInNetWorth(), NewValue: updated.ValueInNetWorth(),
			Details: map[string]any{"oldData": oldData, "newData": newData},
			UserID:  by.ID, UserName: by.Name, CreatedAt: now,
		}); err != nil {
			return err
		}
		w.cash(oldPurchase, oldSale) // the movements replaced
		return nil
	})
	switch {
	case database.IsUniqueViolation(err):
		return model.Vehicle{}, ErrPlateTaken
	case errors.Is(err, ErrNotFound), errors.Is(err, ErrVehicleSold), errors.Is(err, ErrSaleInInstallments):
		return model.Vehicle{}, err
	case err != nil:
		return model.Vehicle{}, fmt.Errorf("update vehicle %d: %w", v.ID, err)
	}
	return updated, nil
}

// vehicleDiff returns the old and new values of the fields that differ between a and b, by JSON name.
func vehicleDiff(a, b model.Vehicle) (oldData, newData map[string]any) {
	oldData, newData = map[string]any{}, map[string]any{}
	diff := func(name string, x, y any) {
		if x != y {
			oldData[name], newData[name] = x, y
		}
	}
	diff("make", a.Make, b.Make)
	diff("model", a.Model, b.Model)
	diff("year", a.Year, b.Year)
	diff("color", a.Color, b.Color)
	diff("licensePlate", a.LicensePlate, b.LicensePlate)
	diff("renavam", a.Renavam, b.Renavam)
	diff("chassis", a.Chassis, b.Chassis)
	diff("mileage", nullable(a.Mileage), nullable(b.Mileage))
	diff("manufactureYear", nullable(a.ManufactureYear), nullable(b.ManufactureYear))
	diff("modelYear", nullable(a.ModelYear), nullable(b.ModelYear))
	diff("fipeCode", a.FipeCode, b.FipeCode)
	diff("fipeValue", moneyOrNil(a.FipeValue), moneyOrNil(b.FipeValue))
	diff("ipvaStatus", a.IPVAStatus, b.IPVAStatus)
	diff("licensingStatus", a.LicensingStatus, b.LicensingStatus)
	diff("registrationState", a.RegistrationState, b.RegistrationState)
	diff("ipvaAmount", moneyOrNil(a.IPVAAmount), moneyOrNil(b.IPVAAmount))
	diff("licensingAmount", moneyOrNil(a.LicensingAmount), moneyOrNil(b.LicensingAmount))
	diff("notes", a.Notes, b.Notes)
	diff("status", a.Status, b.Status)
	diff("purchasePrice", a.PurchasePrice, b.PurchasePrice)
	diff("sellingPrice", a.SellingPrice, b.SellingPrice)
	diff("purchaseDate", a.PurchaseDate.String(), b.PurchaseDate.String())
	if !slices.EqualFunc(a.Attachments, b.Attachments, func(x, y model.VehicleAttachment) bool {
		return x.FileName == y.FileName && x.OriginalName == y.OriginalName && x.Category == y.Category
	}) {
		oldData["attachments"], newData["attachments"] = vehicleAttachmentNames(a.Attachments), vehicleAttachmentNames(b.Attachments)
	}
	return oldData, newData
}

func vehicleAttachmentNames(list []model.VehicleAttachment) []string {
	names := make([]string, len(list))
	for i, a := range list {
		names[i] = a.OriginalName
	}
	return names
}

// SellVehicle marks a vehicle sold with the sale's price, date, payment method and notes, and writes the SALE
// entry, in one transaction. ErrVehicleSold when it already is.
func (s *Store) SellVehicle(ctx context.Context, id int64, sale model.VehicleSale, by model.User) (model.Vehicle, error) {
	now := s.Now()
	var sold model.Vehicle
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		before, err := lockVehicle(ctx, tx, id)
		if err != nil {
			return err
		}
		if before.Status == model.VehicleSold {
			return ErrVehicleSold
		}
		if err := w.track(ctx, tx, ledgerRefs{vehicles: []int64{id}}); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE vehicles SET status = ?, selling_price = ?, sold_date = ?,
			sale_payment_method = ?, sale_notes = ?, sale_buyer_name = ?, sale_buyer_document = ?, updated_by = ?, updated_at = ?
			WHERE id = ?`,
			string(model.VehicleSold), sale.SellingPrice, sale.SoldDate, sale.PaymentMethod, sale.Notes, sale.BuyerName,
			sale.BuyerDocument, by.ID, now, id); err != nil {
			return err
		}
		if sold, err = vehicleByID(ctx, tx, id); err != nil {
			return err
		}
		sold.SaleAccountID = sale.AccountID
		event := vehicleSale(sold)
		event.counterpart = &sale.Counterpart
		if sale.Plan != nil { // the rest is received later: a receivable, and only the down payment enters now
			if err := s.addReceivable(ctx, tx, saleOnCredit{column: "vehicle_id", id: id, description: event.description,
				date: sale.SoldDate, value: sale.SellingPrice, plan: *sale.Plan}, by); err != nil {
				return err
			}
			event = onCredit(event, sale.SellingPrice-sale.Plan.DownPayment)
		}
		if _, err := s.setMoneyEvent(ctx, tx, event, by); err != nil {
			return err
		}
		if sold, err = vehicleByID(ctx, tx, id); err != nil {
			return err
		}
		amount := sale.SellingPrice
		if err := addVehicleHistory(ctx, tx, model.VehicleHistory{
			VehicleID: id, Action: model.VehicleActionSale, Date: sale.SoldDate,
			OldValue: before.ValueInNetWorth(), NewValue: 0, Amount: &amount,
			Details: map[string]any{"saleData": map[string]any{"sellingPrice": sale.SellingPrice,
				"soldDate": sale.SoldDate.String(), "paymentMethod": sale.PaymentMethod, "notes": sale.Notes,
				"buyerName": sale.BuyerName, "buyerDocument": sale.BuyerDocument}},
			UserID: by.ID, UserName: by.Name, CreatedAt: now,
		}); err != nil {
			return err
		}
		w.cash(sale.SoldDate) // received on the sale day
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrVehicleSold) {
		return model.Vehicle{}, fmt.Errorf("sell vehicle %d: %w", id, err)
	}
	return sold, err
}

// DeleteVehicle removes a vehicle and its attachment links, keeping its history with a DELETE entry, in one
// transaction. Its files that no other record uses are released at once.
func (s *Store) DeleteVehicle(ctx context.Context, id int64, by model.User) error {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		if _, err := lockVehicle(ctx, tx, id); err != nil {
			return err
		}
		if err := w.track(ctx, tx, ledgerRefs{vehicles: []int64{id}}); err != nil {
			return err
		}
		days, err := s.deleteVehiclesIn(ctx, tx, []int64{id}, by)
		if err != nil {
			return err
		}
		w.cash(days...) // it never counted
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete vehicle %d: %w", id, err)
	}
	return err
}

// deleteVehiclesIn removes locked vehicles (at most perStatement: one statement each step for all of them) with
// their money events, receivables, costs, tax payments and attachments inside tx, leaving a 'delete' entry in each
// one's history, and returns the days whose cash they moved. ErrNotFound when one is gone.
func (s *Store) deleteVehiclesIn(ctx context.Context, tx *database.Tx, ids []int64, by model.User) ([]model.Date, error) {
	in, args := idList(ids)
	rows, err := tx.QueryContext(ctx, "SELECT "+vehicleColumns+" FROM vehicles WHERE id IN ("+in+")", args...)
	if err != nil {
		return nil, err
	}
	before, err := scanVehicles(rows)
	if err != nil {
		return nil, err
	}
	if len(before) != len(ids) {
		return nil, ErrNotFound
	}
	history := make([]model.VehicleHistory, len(before))
	for i, v := range before {
		history[i] = model.VehicleHistory{VehicleID: v.ID, Action: model.VehicleActionDelete, Date: s.Today(),
			OldValue: v.ValueInNetWorth(), NewValue: 0, Details: map[string]any{"vehicleData": vehicleData(v)},
			UserID: by.ID, UserName: by.Name, CreatedAt: s.Now()}
	}
	if err := addVehicleHistory(ctx, tx, history...); err != nil {
		return nil, err
	}
	files, err := database.Strings(ctx, tx, "SELECT file_name FROM vehicle_attachments WHERE vehicle_id IN ("+in+")", args...)
	if err != nil {
		return nil, err
	}
	moved, err := dropMoneyEvents(ctx, tx, ids, model.SourceVehiclePurchase, model.SourceVehicleSale)
	if err != nil {
		return nil, err
	}
	sold, err := dropReceivable(ctx, tx, "vehicle_id", ids)
	if err != nil {
		return nil, err
	}
	spent, err := dropSpendings(ctx, tx, vehicleCosts, ids)
	if err != nil {
		return nil, err
	}
	taxed, err := dropObligationPayments(ctx, tx, ids, model.ObligationIPVA, model.ObligationLicensing)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM vehicles WHERE id IN ("+in+")", args...); err != nil {
		return nil, err
	}
	if err := s.releaseFiles(ctx, tx, files); err != nil {
		return nil, err
	}
	return []model.Date{moved, sold, spent, taxed}, nil
}

// VehicleHistory returns a vehicle's entries, oldest first. It answers for a deleted vehicle too.
func (s *Store) VehicleHistory(ctx context.Context, vehicleID int64) ([]model.VehicleHistory, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, vehicle_id, action, event_date, old_value, new_value, amount, details,
		user_id, user_name, created_at FROM vehicle_history WHERE vehicle_id = ? ORDER BY created_at, id`, vehicleID)
	if err != nil {
		return nil, fmt.Errorf("vehicle %d history: %w", vehicleID, err)
	}
	defer rows.Close()
	out := []model.VehicleHistory{}
	for rows.Next() {
		var h model.VehicleHistory
		var amount, userID sql.NullInt64
		var details string
		if err := rows.Scan(&h.ID, &h.VehicleID, &h.Action, &h.Date, &h.OldValue, &h.NewValue, &amount, &details,
			&userID, &h.UserName, &h.CreatedAt); err != nil {
			return nil, fmt.Errorf("vehicle %d history: %w", vehicleID, err)
		}
		if amount.Valid {
			m := model.Money(amount.Int64)
			h.Amount = &m
		}
		h.UserID = userID.Int64
		h.CreatedAt = h.CreatedAt.UTC()
		if err := json.Unmarshal([]byte(details), &h.Details); err != nil {
			return nil, fmt.Errorf("vehicle %d history details: %w", vehicleID, err)
		}
		out = append(out, h)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("vehicle %d history: %w", vehicleID, err)
	}
	return out, nil
}

// VehicleFilter selects and orders a page of vehicles.
type VehicleFilter struct {
	Query    string              // make, model or plate contains
	Status   model.VehicleStatus // "" for all
	Sort     string              // a key of VehicleSorts; a leading '-' sorts descending
	Page     int
	PageSize int
}

// VehicleSorts are the sortable fields of the vehicle list: make and model by their pt-BR sort keys, the sale
// date of an unsold vehicle (none) last.
var VehicleSorts = SortFields{
	"purchaseDate": {expr: "purchase_date"}, "purchasePrice": {expr: "purchase_price"}, "sellingPrice": {expr: "selling_price"},
	"year": {expr: "year"}, "make": {expr: "make_sort"}, "model": {expr: "model_sort"},
	"soldDate": {expr: "sold_date", nullable: true}, "createdAt": {expr: "created_at"},
}

// VehicleSummary is the aggregate the list's cards show, over the whole filtered set.
type VehicleSummary struct {
	// All counts every vehicle, whatever the filter (the list's 'Total de Veículos').
	All           int         `json:"all"`
	Total         int         `json:"total"`
	InStock       int         `json:"inStock"`
	PurchaseTotal model.Money `json:"purchaseTotal"`
	SellingTotal  model.Money `json:"sellingTotal"`
}

// ListVehicles returns one page of vehicles (without attachments) and the summary of all that match.
func (s *Store) ListVehicles(ctx context.Context, f VehicleFilter) ([]model.Vehicle, VehicleSummary, error) {
	q := vehicleListQueries(f)
	var sum VehicleSummary
	if err := s.db.QueryRowContext(ctx, q.totals, q.args...).Scan(&sum.Total, &sum.InStock, &sum.PurchaseTotal, &sum.SellingTotal, &sum.All); err != nil {
		return nil, sum, fmt.Errorf("vehicle summary: %w", err)
	}
	list, err := readPage(ctx, s.db, q, sum.Total, offset(f.Page, f.PageSize), f.PageSize, scanVehicle)
	if err != nil {
		return nil, sum, fmt.Errorf("list vehicles: %w", err)
	}
	return list, sum, nil
}

// vehicleListQueries are the vehicle list's queries for f: its totals, read from every vehicle the filter
// selects, and its page, walked along the (status, day, id) index of its order (migration 0040).
func vehicleListQueries(f VehicleFilter) listQueries {
	var where []string
	var args []any
	if q := strings.TrimSpace(f.Query); q != "" {
		where = append(where, "search LIKE ? ESCAPE '\\'")
		args = append(args, "%"+escapeLike(model.SearchKey(q))+"%")
	}
	if f.Status != "" {
		where = append(where, "status = ?")
		args = append(args, string(f.Status))
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	sort := f.Sort
	if sort == "" {
		sort = "-purchaseDate"
	}
	return listQueries{args: args,
		totals: `SELECT COUNT(*),
			CAST(COALESCE(SUM(CASE WHEN status = 'in_stock' THEN 1 ELSE 0 END), 0) AS BIGINT),
			CAST(COALESCE(SUM(purchase_price), 0) AS BIGINT), CAST(COALESCE(SUM(selling_price), 0) AS BIGINT),
			(SELECT COUNT(*) FROM vehicles)
			FROM vehicles` + cond,
		page:     "SELECT " + vehicleColumns + " FROM vehicles" + cond + orderBy(sort, VehicleSorts, "purchaseDate") + " LIMIT ? OFFSET ?",
		reversed: "SELECT " + vehicleColumns + " FROM vehicles" + cond + reverseOrderBy(sort, VehicleSorts, "purchaseDate") + " LIMIT ? OFFSET ?"}
}

// SetFipeValues gives every vehicle not sold whose FIPE code (NNNNNN-D) is in value the reference value listed for
// it, in one transaction, each change an UPDATE entry of its history; it returns how many vehicles changed.
func (s *Store) SetFipeValues(ctx context.Context, value map[string]model.Money, by model.User) (int, error) {
	changed := 0
	now := s.Now()
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT id, fipe_code, fipe_value, purchase_price FROM vehicles
			WHERE fipe_code <> '' AND status <> 'sold' ORDER BY id`)
		if err != nil {
			return err
		}
		type hit struct {
			id            int64
			before, after *model.Money
			purchasePrice model.Money
		}
		var hits []hit
		for rows.Next() {
			var id int64
			var code string
			var current sql.NullInt64
			var price model.Money
			if err := rows.Scan(&id, &code, &current, &price); err != nil {
				rows.Close()
				return err
			}
			v, ok := value[code]
			if !ok || current.Valid && model.Money(current.Int64) == v {
				continue
			}
			h := hit{id: id, after: &v, purchasePrice: price}
			if current.Valid {
				before := model.Money(current.Int64)
				h.before = &before
			}
			hits = append(hits, h)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, h := range hits {
			if _, err := tx.ExecContext(ctx, "UPDATE vehicles SET fipe_value = ?, updated_by = ?, updated_at = ? WHERE id = ?",
				*h.after, nullID(by.ID), now, h.id); err != nil {
				return err
			}
			if err := addVehicleHistory(ctx, tx, model.VehicleHistory{VehicleID: h.id, Action: model.VehicleActionUpdate,
				Date: s.Today(), OldValue: h.purchasePrice, NewValue: h.purchasePrice,
				Details: map[string]any{"oldData": map[string]any{"fipeValue": moneyOrNil(h.before)},
					"newData": map[string]any{"fipeValue": moneyOrNil(h.after)}},
				UserID: by.ID, UserName: by.Name, CreatedAt: now}); err != nil {
				return err
			}
		}
		changed = len(hits)
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("set fipe values: %w", err)
	}
	return changed, nil
}
