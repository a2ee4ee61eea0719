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
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// Errors of the asset rules (docs/design.md §5 "Assets").
var (
	ErrAssetNotActive = errors.New("asset is not active")
	ErrAssetFinal     = errors.New("asset is sold or exchanged")
	ErrUnknownFile    = errors.New("attachment names no stored file")
)

const assetColumns = `id, description, type, status, acquisition_value, current_value, acquisition_date,
	parent_asset_id, details, created_at, updated_at, improvements, irpf_code, depreciation_kind, depreciation_rate,
	iptu_amount, iptu_installments, iptu_first_due, land_value, registration_state, ipva_amount, licensing_amount, ipva_exempt`

func scanAsset(row interface{ Scan(...any) error }) (model.Asset, error) {
	var a model.Asset
	var parent, rate, iptu, ipva, licensing sql.NullInt64
	var details string
	err := row.Scan(&a.ID, &a.Description, &a.Type, &a.Status, &a.AcquisitionValue, &a.CurrentValue, &a.AcquisitionDate,
		&parent, &details, &a.CreatedAt, &a.UpdatedAt, &a.Improvements, &a.IRPFCodeChosen, &a.DepreciationKindChosen, &rate,
		&iptu, &a.IPTUInstallments, &a.IPTUFirstDue, &a.LandValue, &a.RegistrationState, &ipva, &licensing, &a.IPVAExempt)
	if rate.Valid {
		r := model.Rate(rate.Int64) * hundredth
		a.DepreciationRateChosen = &r
	}
	a.IPTUAmount, a.IPVAAmount, a.LicensingAmount = moneyOf(iptu), moneyOf(ipva), moneyOf(licensing)
	if err != nil {
		return a, err
	}
	a.ParentAssetID = parent.Int64
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	if err := json.Unmarshal([]byte(details), &a.Details); err != nil {
		return a, fmt.Errorf("asset %d details: %w", a.ID, err)
	}
	return a, nil
}

func assetSearchKey(a model.Asset) string {
	return model.SearchKey(a.Description, model.AssetTypeLabel[a.Type], a.Type)
}

// historyEntry is what every change writes to asset_transactions.
type historyEntry struct {
	assetID                 int64
	kind, description       string
	date                    model.Date
	amount                  model.Money
	previousValue, newValue *model.Money
	previousStatus          string
	newStatus               string
	reason                  string
}

// record writes history entries of assets, in one statement, held for the transaction's next one (Tx.Hold).
func (s *Store) record(ctx context.Context, tx *database.Tx, by model.User, entries ...historyEntry) error {
	rows := make([]string, len(entries))
	args := make([]any, 0, 13*len(entries))
	now := s.Now()
	for i, h := range entries {
		var prevStatus, newStatus sql.NullString
		if h.previousStatus != "" {
			prevStatus = sql.NullString{String: h.previousStatus, Valid: true}
			newStatus = sql.NullString{String: h.newStatus, Valid: true}
		}
		rows[i] = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
		args = append(args, h.assetID, h.kind, h.description, h.date, h.amount, nullMoney(h.previousValue), nullMoney(h.newValue),
			prevStatus, newStatus, h.reason, nullID(by.ID), by.Name, now)
	}
	err := tx.Hold(ctx, `INSERT INTO asset_transactions (asset_id, type, description, date, amount, previous_value,
		new_value, previous_status, new_status, reason, user_id, user_name, created_at) VALUES `+strings.Join(rows, ", "), args...)
	if err != nil {
		return fmt.Errorf("record history of asset %d: %w", entries[0].assetID, err)
	}
	return nil
}

func money(m model.Money) *model.Money { return &m }

// insertAsset stores a new asset with its attachments and the history of its creation: the acquisition on
// its acquisition date and, when the current value differs, the valuation on the day it was registered. It returns
// the asset as stored, as AssetByID would read it after the commit.
func (s *Store) insertAsset(ctx context.Context, tx *database.Tx, a model.Asset, by model.User, description, reason string) (model.Asset, []ledger.Span, error) {
	args, err := s.assetRow(a, by)
	if err != nil {
		return model.Asset{}, nil, err
	}
	stored, err := scanAsset(tx.QueryRowContext(ctx, "INSERT INTO assets "+assetInsertColumns+" VALUES "+valueRows(1, len(args))+
		" RETURNING "+assetColumns, args...))
	if err != nil {
		return model.Asset{}, nil, fmt.Errorf("insert asset: %w", err)
	}
	id := stored.ID
	if err := s.addAttachments(ctx, tx, id, a.Attachments); err != nil {
		return model.Asset{}, nil, err
	}
	if len(a.Attachments) > 0 {
		if stored.Attachments, err = attachmentsOf(ctx, tx, id); err != nil {
			return model.Asset{}, nil, fmt.Errorf("asset %d attachments: %w", id, err)
		}
	}
	history := s.creationHistory(id, a, description, reason)
	if err := s.record(ctx, tx, by, history...); err != nil {
		return model.Asset{}, nil, err
	}
	if idOf(a.AccountID) != 0 || a.Counterpart != nil {
		e := purchaseEvent(id, a)
		e.fresh = true
		if _, err := s.setMoneyEvent(ctx, tx, e, by); err != nil {
			return model.Asset{}, nil, err
		}
		stored.AccountID, stored.Counterpart = a.AccountID, a.Counterpart
	}
	return stored, historySpans(history, a), nil
}

// insertAssets stores new assets without attachments (an import's), perStatement to a statement of each table, with
// the history insertAsset gives each, and returns their ids in the order given.
func (s *Store) insertAssets(ctx context.Context, tx *database.Tx, assets []model.Asset, by model.User, description, reason string) ([]int64, error) {
	ids := make([]int64, 0, len(assets))
	for chunk := range slices.Chunk(assets, perStatement) {
		var args []any
		for _, a := range chunk {
			row, err := s.assetRow(a, by)
			if err != nil {
				return nil, err
			}
			args = append(args, row...)
		}
		chunkIDs, err := insertRows(ctx, tx, "INSERT INTO assets "+assetInsertColumns+" VALUES "+
			valueRows(len(chunk), len(args)/len(chunk))+" RETURNING id", args...)
		if err != nil {
			return nil, fmt.Errorf("insert assets: %w", err)
		}
		var history []historyEntry
		for i, a := range chunk {
			history = append(history, s.creationHistory(chunkIDs[i], a, description, reason)...)
		}
		if err := s.record(ctx, tx, by, history...); err != nil {
			return nil, err
		}
		for i, a := range chunk {
			if idOf(a.AccountID) != 0 || a.Counterpart != nil {
				if _, err := s.setMoneyEvent(ctx, tx, purchaseEvent(chunkIDs[i], a), by); err != nil {
					return nil, err
				}
			}
		}
		ids = append(ids, chunkIDs...)
	}
	return ids, nil
}

// assetInsertColumns are the columns a new asset's row sets, in the order of assetRow's values.
const assetInsertColumns = `(description, type, status, acquisition_value, current_value, acquisition_date, parent_asset_id,
	details, search, description_sort, created_by, updated_by, created_at, updated_at, irpf_code, depreciation_kind,
	depreciation_rate, iptu_amount, iptu_installments, iptu_first_due, land_value, registration_state, ipva_amount,
	licensing_amount, ipva_exempt)`

// assetRow is the values of a new asset's row, for assetInsertColumns.
func (s *Store) assetRow(a model.Asset, by model.User) ([]any, error) {
	details, err := json.Marshal(a.Details)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	return []any{a.Description, a.Type, model.AssetActive, a.AcquisitionValue, a.CurrentValue, a.AcquisitionDate,
		nullID(a.ParentAssetID), string(details), assetSearchKey(a), model.SortKey(a.Description), nullID(by.ID), nullID(by.ID), now, now,
		a.IRPFCodeChosen, a.DepreciationKindChosen, hundredths(a.DepreciationRateChosen), nullable(a.IPTUAmount),
		max(a.IPTUInstallments, 1), a.IPTUFirstDue, a.LandValue, a.RegistrationState, nullable(a.IPVAAmount),
		nullable(a.LicensingAmount), a.IPVAExempt}, nil
}

// hundredth is a hundredth of a percent: assets.depreciation_rate keeps a typed rate in hundredths (two decimals).
const hundredth = model.RateScale / 100

// hundredths is a typed depreciation rate as its column keeps it, NULL for none.
func hundredths(r *model.Rate) sql.NullInt64 {
	if r == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: int64(*r / hundredth), Valid: true}
}

// creationHistory is a new asset's history: the acquisition on its acquisition date and, when the current value
// differs, the valuation on the day it was registered.
func (s *Store) creationHistory(id int64, a model.Asset, description, reason string) []historyEntry {
	history := []historyEntry{{assetID: id, kind: "other", description: description, reason: reason,
		date: a.AcquisitionDate, amount: a.AcquisitionValue, newValue: money(a.AcquisitionValue)}}
	if a.CurrentValue != a.AcquisitionValue {
		history = append(history, historyEntry{assetID: id, kind: "valuation_update", description: "Valor atual informado no cadastro",
			date: laterOf(s.Today(), a.AcquisitionDate), amount: a.CurrentValue, previousValue: money(a.AcquisitionValue), newValue: money(a.CurrentValue)})
	}
	return history
}

// historySpans are the spans of the ledger that a new asset's history makes, as spansOf would read them from its
// rows: each entry holds its value from its day (not before the acquisition) until the next entry's day. A create
// knows them without reading its rows back.
func historySpans(history []historyEntry, a model.Asset) []ledger.Span {
	spans := make([]ledger.Span, len(history))
	for i, h := range history {
		sp := ledger.Span{Start: laterOf(h.date, a.AcquisitionDate), Share: ledger.Position{AssetCount: 1}}
		if i+1 < len(history) {
			sp.End = history[i+1].date
		}
		switch a.Type {
		case model.AssetRealEstate:
			sp.Share.RealEstate = *h.newValue
		case model.AssetVehicle:
			sp.Share.VehicleAssets = *h.newValue
		default:
			sp.Share.Other = *h.newValue
		}
		spans[i] = sp
	}
	return spans
}

// newAssetFacts are the facts of the journal of an asset insertAsset has just stored (its row stored, as typed a,
// with the value history whose spans it returned), as assetFacts would read them back.
func newAssetFacts(stored, a model.Asset, spans []ledger.Span) ledger.AssetFacts {
	f := ledger.AssetFacts{ID: stored.ID, Description: stored.Description, Type: stored.Type, AcquisitionDate: stored.AcquisitionDate,
		AcquisitionValue: stored.AcquisitionValue}
	for _, sp := range spans { // one per history row that set a value, from its day (never before the acquisition)
		f.Values = append(f.Values, ledger.ValueRow{Date: sp.Start, Value: sp.Share.RealEstate + sp.Share.Other + sp.Share.VehicleAssets})
	}
	switch {
	case idOf(a.AccountID) != 0:
		f.Purchase = ledger.Settlement{Account: *a.AccountID, Date: a.AcquisitionDate, Cash: -a.AcquisitionValue}
	case a.Counterpart != nil && a.Counterpart.Kind != "":
		f.Purchase = ledger.Settlement{Kind: ledger.Counterpart(a.Counterpart.Kind), Reason: a.Counterpart.Reason}
	}
	return f
}

// purchaseEvent is the money event of an asset's acquisition paid from an account.
func purchaseEvent(id int64, a model.Asset) moneyEvent {
	return moneyEvent{source: model.SourceAssetPurchase, id: id, account: idOf(a.AccountID), date: a.AcquisitionDate,
		amount: -a.AcquisitionValue, description: "Aquisição de ativo: " + a.Description, field: "accountId", counterpart: a.Counterpart}
}

func laterOf(a, b model.Date) model.Date {
	if b.After(a) {
		return b
	}
	return a
}

// addAttachments links stored uploads to an asset, taking name, size and type from the files table.
func (s *Store) addAttachments(ctx context.Context, tx *database.Tx, assetID int64, atts []model.AssetAttachment) error {
	seen := map[string]bool{}
	for _, att := range atts {
		if seen[att.FileName] {
			continue // the same file twice in one request is kept once, as first given
		}
		seen[att.FileName] = true
		var f File
		err := tx.QueryRowContext(ctx, "SELECT original_name, mimetype, size, image FROM files WHERE name = ?", att.FileName).
			Scan(&f.OriginalName, &f.Mimetype, &f.Size, &f.Image)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrUnknownFile
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO asset_attachments (asset_id, file_name, original_name, size, mimetype, image, category, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, assetID, att.FileName, f.OriginalName, f.Size, f.Mimetype, f.Image, att.Category, s.Now()); err != nil {
			return fmt.Errorf("attach %s: %w", att.FileName, err)
		}
	}
	return nil
}

// CreateAsset stores a new active asset with its attachments and history. ErrUnknownFile when an attachment
// names no stored upload.
func (s *Store) CreateAsset(ctx context.Context, a model.Asset, by model.User) (model.Asset, error) {
	var created model.Asset
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) (err error) {
		var spans []ledger.Span
		if created, spans, err = s.insertAsset(ctx, tx, a, by, "Ativo cadastrado", ""); err != nil {
			return err
		}
		// A new asset had no share of the ledger before; its history gives the one it has now.
		facts := newAssetFacts(created, a, spans)
		w.createdKnown(ownerAsset, created.ID, func(r ledger.Rules) []ledger.Entry { return ledger.PostAsset(facts, r) }, spans)
		w.cash(a.AcquisitionDate) // paid from an account on its acquisition date
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrUnknownFile) {
			return model.Asset{}, err
		}
		return model.Asset{}, fmt.Errorf("create asset: %w", err)
	}
	return created, nil
}

// lockAsset reads an asset inside a transaction after taking its row lock (on PostgreSQL; SQLite transactions
// already hold the write lock), so two changes of one asset queue instead of both reading the old value.
func lockAsset(ctx context.Context, tx *database.Tx, id int64) (model.Asset, error) {
	res, err := tx.ExecContext(ctx, "UPDATE assets SET id = id WHERE id = ?", id)
	if err != nil {
		return model.Asset{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return model.Asset{}, ErrNotFound
	}
	return scanAsset(tx.QueryRowContext(ctx, "SELECT "+assetColumns+" FROM assets WHERE id = ?", id))
}

// UpdateAsset stores the editable fields of a (docs/product.md §5 Edit asset). With replaceAttachments the asset's
// attachments become a.Attachments: the ones already there are kept (their category updated), new ones added,
// missing ones dropped. ErrAssetFinal for a new current value of a sold or exchanged asset. A corrected acquisition
// value or date corrects the acquisition's own history row (every day from the acquisition reads it); a current value
// other than what its history then says is a valuation_update dated today; other changes are one 'other' entry
// naming the changed fields.
func (s *Store) UpdateAsset(ctx context.Context, a model.Asset, replaceAttachments bool, by model.User) (model.Asset, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		before, err := lockAsset(ctx, tx, a.ID)
		if err != nil {
			return err
		}
		if model.AssetFinal(before.Status) && a.CurrentValue != before.CurrentValue {
			return ErrAssetFinal // a sold or exchanged asset left the patrimony at its last value
		}
		if err := w.track(ctx, tx, ledgerRefs{assets: []int64{a.ID}}); err != nil {
			return err
		}
		if before.CurrentValue == before.AcquisitionValue && a.CurrentValue == before.CurrentValue {
			a.CurrentValue = a.AcquisitionValue // never valued: its value is what it cost, corrected with it
		}
		details, err := json.Marshal(a.Details)
		if err != nil {
			return err
		}
		oldDetails, _ := json.Marshal(before.Details)
		if _, err := tx.ExecContext(ctx, `UPDATE assets SET description = ?, type = ?, acquisition_value = ?, current_value = ?,
			acquisition_date = ?, details = ?, search = ?, description_sort = ?, updated_by = ?, updated_at = ?, irpf_code = ?,
			depreciation_kind = ?, depreciation_rate = ?, iptu_amount = ?, iptu_installments = ?, iptu_first_due = ?,
			land_value = ?, registration_state = ?, ipva_amount = ?, licensing_amount = ?, ipva_exempt = ? WHERE id = ?`,
			a.Description, a.Type, a.AcquisitionValue, a.CurrentValue, a.AcquisitionDate, string(details), assetSearchKey(a),
			model.SortKey(a.Description), nullID(by.ID), s.Now(), a.IRPFCodeChosen, a.DepreciationKindChosen,
			hundredths(a.DepreciationRateChosen), nullable(a.IPTUAmount), max(a.IPTUInstallments, 1), a.IPTUFirstDue,
			a.LandValue, a.RegistrationState, nullable(a.IPVAAmount), nullable(a.LicensingAmount), a.IPVAExempt, a.ID); err != nil {
			return err
		}
		var changed []string
		for _, c := range []struct {
			label string
			diff  bool
		}{
			{"descrição", a.Description != before.Description},
			{"tipo", a.Type != before.Type},
			{"valor de aquisição", a.AcquisitionValue != before.AcquisitionValue},
			{"data de aquisição", a.AcquisitionDate.String() != before.AcquisitionDate.String()},
			{"valor do terreno", a.LandValue != before.LandValue},
			{"detalhes", string(details) != string(oldDetails)},
			{"IPVA e licenciamento", a.RegistrationState != before.RegistrationState || a.IPVAExempt != before.IPVAExempt ||
				moneyOrNil(a.IPVAAmount) != moneyOrNil(before.IPVAAmount) || moneyOrNil(a.LicensingAmount) != moneyOrNil(before.LicensingAmount)},
		} {
			if c.diff {
				changed = append(changed, c.label)
			}
		}
		if replaceAttachments {
			attChanged, err := s.replaceAttachments(ctx, tx, a.ID, a.Attachments)
			if err != nil {
				return err
			}
			if attChanged {
				changed = append(changed, "anexos")
			}
		}
		oldAccount, err := moneyEventAccount(ctx, tx, model.SourceAssetPurchase, a.ID)
		if err != nil {
			return err
		}
		oldCounterpart, err := counterpartOf(ctx, tx, model.SourceAssetPurchase, a.ID)
		if err != nil {
			return err
		}
		if a.AccountID == nil {
			a.AccountID = &oldAccount
		}
		oldMovement, err := s.setMoneyEvent(ctx, tx, purchaseEvent(a.ID, a), by)
		if err != nil {
			return err
		}
		if oldAccount != *a.AccountID {
			changed = append(changed, "conta de pagamento")
		}
		if a.Counterpart != nil && *a.AccountID == 0 && *a.Counterpart != counterpartValue(oldCounterpart) {
			changed = append(changed, "contrapartida")
		}
		today := laterOf(s.Today(), a.AcquisitionDate)
		if len(changed) > 0 {
			if err := s.record(ctx, tx, by, historyEntry{assetID: a.ID, kind: "other", description: "Dados do ativo atualizados",
				date: today, reason: "Campos alterados: " + strings.Join(changed, ", ")}); err != nil {
				return err
			}
		}
		if a.AcquisitionValue != before.AcquisitionValue || a.AcquisitionDate.String() != before.AcquisitionDate.String() {
			if _, err := tx.ExecContext(ctx, `UPDATE asset_transactions SET new_value = ?, amount = ?, date = ? WHERE id = (SELECT MIN(id)
				FROM asset_transactions WHERE asset_id = ? AND type = 'other' AND previous_value IS NULL AND new_value IS NOT NULL)`,
				a.AcquisitionValue, a.AcquisitionValue, a.AcquisitionDate, a.ID); err != nil {
				return err
			}
		}
		// The value its history says now; a current value asked besides it is a valuation of today.
		latest := a.AcquisitionValue
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE((SELECT new_value FROM asset_transactions WHERE asset_id = ? AND new_value IS NOT NULL
				AND type NOT IN ('sale', 'exchange') ORDER BY date DESC, id DESC LIMIT 1), ?)`, a.ID, a.AcquisitionValue).Scan(&latest); err != nil {
			return err
		}
		if model.AssetFinal(before.Status) {
			latest = a.CurrentValue // it left the patrimony at its last value, kept as it was
		}
		if a.CurrentValue != latest {
			if err := s.record(ctx, tx, by, historyEntry{assetID: a.ID, kind: "valuation_update", description: "Valor atual atualizado",
				date: today, amount: a.CurrentValue, previousValue: money(latest), newValue: money(a.CurrentValue)}); err != nil {
				return err
			}
		} else if _, err := tx.ExecContext(ctx, "UPDATE assets SET current_value = ? WHERE id = ?", latest, a.ID); err != nil {
			return err
		}
		if len(changed) == 0 && a.CurrentValue == before.CurrentValue {
			return nil // nothing written
		}
		w.cash(oldMovement) // the purchase's movement, replaced
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrUnknownFile) || errors.Is(err, ErrAssetFinal) {
			return model.Asset{}, err
		}
		return model.Asset{}, fmt.Errorf("update asset %d: %w", a.ID, err)
	}
	return s.AssetByID(ctx, a.ID)
}

// replaceAttachments makes the asset's attachments the given set and reports whether anything changed.
func (s *Store) replaceAttachments(ctx context.Context, tx *database.Tx, assetID int64, want []model.AssetAttachment) (bool, error) {
	have, err := attachmentsOf(ctx, tx, assetID)
	if err != nil {
		return false, err
	}
	kept := map[string]model.AssetAttachment{}
	for _, h := range have {
		kept[h.FileName] = h
	}
	changed := false
	var added []model.AssetAttachment
	wanted := map[string]bool{}
	for _, w := range want {
		wanted[w.FileName] = true
		old, ok := kept[w.FileName]
		switch {
		case !ok:
			added = append(added, w)
		case old.Category != w.Category:
			if _, err := tx.ExecContext(ctx, "UPDATE asset_attachments SET category = ? WHERE id = ?", w.Category, old.ID); err != nil {
				return false, err
			}
			changed = true
		}
	}
	var dropped []string
	for _, h := range have {
		if !wanted[h.FileName] {
			if _, err := tx.ExecContext(ctx, "DELETE FROM asset_attachments WHERE id = ?", h.ID); err != nil {
				return false, err
			}
			dropped = append(dropped, h.FileName)
			changed = true
		}
	}
	if err := s.addAttachments(ctx, tx, assetID, added); err != nil {
		return false, err
	}
	if err := s.releaseFiles(ctx, tx, dropped); err != nil {
		return false, err
	}
	return changed || len(added) > 0, nil
}

// SetAssetStatus changes the status among active, inactive and rented. ErrAssetFinal for a sold or exchanged
// asset; the same status again changes nothing.
func (s *Store) SetAssetStatus(ctx context.Context, id int64, status string, by model.User) (model.Asset, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		a, err := lockAsset(ctx, tx, id)
		if err != nil {
			return err
		}
		if model.AssetFinal(a.Status) || model.AssetFinal(status) {
			return ErrAssetFinal
		}
		if status != model.AssetRented {
			var leased int
			if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM leases WHERE asset_id = ? AND ended_on IS NULL", id).
				Scan(&leased); err != nil {
				return err
			}
			if leased > 0 {
				return ErrAssetLeased
			}
		}
		return s.changeAssetStatus(ctx, tx, w, a, status, by)
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrAssetFinal) || errors.Is(err, ErrAssetLeased) {
			return model.Asset{}, err
		}
		return model.Asset{}, fmt.Errorf("set status of asset %d: %w", id, err)
	}
	return s.AssetByID(ctx, id)
}

// changeAssetStatus sets a's status inside a write, with its history entry; the same status is no change.
func (s *Store) changeAssetStatus(ctx context.Context, tx *database.Tx, w *ledgerWrite, a model.Asset, status string, by model.User) error {
	if a.Status == status {
		return nil
	}
	if err := w.track(ctx, tx, ledgerRefs{assets: []int64{a.ID}}); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "UPDATE assets SET status = ?, updated_by = ?, updated_at = ? WHERE id = ?",
		status, nullID(by.ID), s.Now(), a.ID); err != nil {
		return err
	}
	day := laterOf(s.Today(), a.AcquisitionDate)
	return s.record(ctx, tx, by, historyEntry{assetID: a.ID, kind: "status_change", description: "Status alterado",
		date: day, amount: a.CurrentValue, previousStatus: a.Status, newStatus: status,
		reason: "De " + model.AssetStatusLabel[a.Status] + " para " + model.AssetStatusLabel[status]})
	// inactive and rented assets still count: it moves no money
}

// SellAsset records the sale of an active asset, all in one transaction: the asset becomes sold, the sale is
// kept with its buyer, and a 'sale' entry dated on the sale day takes its value out of the patrimony
// (previousValue = the current value, newValue = 0). ErrAssetNotActive otherwise.
func (s *Store) SellAsset(ctx context.Context, id int64, sale model.AssetSale, by model.User) (model.Asset, error) {
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		a, err := lockAsset(ctx, tx, id)
		if err != nil {
			return err
		}
		if a.Status != model.AssetActive {
			return ErrAssetNotActive
		}
		if err := w.track(ctx, tx, ledgerRefs{assets: []int64{id}}); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE assets SET status = ?, updated_by = ?, updated_at = ? WHERE id = ?",
			model.AssetSold, nullID(by.ID), s.Now(), id); err != nil {
			return err
		}
		reason := "Comprador: " + sale.BuyerName + " · Pagamento: " + model.PaymentMethodLabel[sale.PaymentMethod]
		installments := sql.NullInt64{}
		if sale.PaymentMethod == "installments" {
			reason += fmt.Sprintf(" em %d parcelas", sale.Installments)
			installments = sql.NullInt64{Int64: int64(sale.Installments), Valid: true}
		}
		if err := s.record(ctx, tx, by, historyEntry{assetID: id, kind: "sale", description: "Venda do ativo", date: sale.SaleDate,
			amount: sale.SaleValue, previousValue: money(a.CurrentValue), newValue: money(0), reason: reason,
			previousStatus: a.Status, newStatus: model.AssetSold}); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO asset_sales (asset_id, sale_date, sale_value, buyer_name, buyer_document,
			buyer_email, buyer_phone, payment_method, installments, notes, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, sale.SaleDate, sale.SaleValue, sale.BuyerName, sale.BuyerDocument, sale.BuyerEmail, sale.BuyerPhone, sale.PaymentMethod,
			installments, sale.Notes, nullID(by.ID), s.Now())
		if err != nil {
			return err
		}
		event := moneyEvent{source: model.SourceAssetSale, id: id, account: sale.AccountID, date: sale.SaleDate,
			amount: sale.SaleValue, description: "Venda de ativo: " + a.Description, field: "accountId", counterpart: &sale.Counterpart}
		if sale.Plan != nil { // the rest is received later: a receivable, and only the down payment enters now
			if err := s.addReceivable(ctx, tx, saleOnCredit{column: "asset_id", id: id, description: event.description,
				debtor: sale.BuyerName, date: sale.SaleDate, value: sale.SaleValue, plan: *sale.Plan}, by); err != nil {
				return err
			}
			event = onCredit(event, sale.SaleValue-sale.Plan.DownPayment)
		}
		if _, err := s.setMoneyEvent(ctx, tx, event, by); err != nil {
			return err
		}
		w.cash(sale.SaleDate) // received on the sale day
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrAssetNotActive) {
			return model.Asset{}, err
		}
		return model.Asset{}, fmt.Errorf("sell asset %d: %w", id, err)
	}
	return s.AssetByID(ctx, id)
}

// ExchangeAsset records an exchange (permuta) of an active asset, all in one transaction: the original becomes
// exchanged with an 'exchange' entry (amount = the sum of the new assets' current values, newValue = 0) and
// the new assets are created active with parentAssetId = the original. ErrAssetNotActive otherwise.
func (s *Store) ExchangeAsset(ctx context.Context, id int64, x model.AssetExchange, by model.User) (model.Asset, []int64, error) {
	var created []int64
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		a, err := lockAsset(ctx, tx, id)
		if err != nil {
			return err
		}
		if a.Status != model.AssetActive {
			return ErrAssetNotActive
		}
		if err := w.track(ctx, tx, ledgerRefs{assets: []int64{id}}); err != nil {
			return err
		}
		var total model.Money
		for _, n := range x.NewAssets {
			total += n.CurrentValue
		}
		if _, err := tx.ExecContext(ctx, "UPDATE assets SET status = ?, updated_by = ?, updated_at = ? WHERE id = ?",
			model.AssetExchanged, nullID(by.ID), s.Now(), id); err != nil {
			return err
		}
		reason := fmt.Sprintf("Trocado por %d novo(s) ativo(s)", len(x.NewAssets))
		if notes := strings.TrimSpace(x.Notes); notes != "" {
			reason += " · " + notes
		}
		if err := s.record(ctx, tx, by, historyEntry{assetID: id, kind: "exchange", description: "Permuta do ativo",
			date: x.ExchangeDate, amount: total, previousValue: money(a.CurrentValue), newValue: money(0), reason: reason,
			previousStatus: a.Status, newStatus: model.AssetExchanged}); err != nil {
			return err
		}
		for _, n := range x.NewAssets {
			n.ParentAssetID = id
			received, _, err := s.insertAsset(ctx, tx, n, by, "Ativo recebido em permuta", "Permuta de "+a.Description)
			if err != nil {
				return err
			}
			created = append(created, received.ID)
		}
		w.created(ledgerRefs{assets: created})
		return nil // an exchange moves no money
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrAssetNotActive) || errors.Is(err, ErrUnknownFile) {
			return model.Asset{}, nil, err
		}
		return model.Asset{}, nil, fmt.Errorf("exchange asset %d: %w", id, err)
	}
	a, err := s.AssetByID(ctx, id)
	return a, created, err
}

// DeleteAsset removes an asset with its attachments, sale and history (a record entered by mistake). Assets
// created in its exchange stay, without their parent. Its files that no other record uses are released at once.
// The ledger then ignores it on every day.
func (s *Store) DeleteAsset(ctx context.Context, id int64, by model.User) error {
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		return s.ledgerTx(ctx, tx, by, func(tx *database.Tx, w *ledgerWrite) error {
			if _, err := lockAsset(ctx, tx, id); err != nil {
				return err
			}
			if err := w.track(ctx, tx, ledgerRefs{assets: []int64{id}}); err != nil {
				return err
			}
			days, err := s.deleteAssetIn(ctx, tx, []int64{id})
			if err != nil {
				return err
			}
			w.cash(days...)
			return nil
		})
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("delete asset %d: %w", id, err)
	}
	return err
}

// deleteAssetIn removes locked assets (at most perStatement: one statement each step for all of them) with their
// attachments, money events, receivables, improvements and tax payments inside tx, and returns the days whose cash
// they moved.
func (s *Store) deleteAssetIn(ctx context.Context, tx *database.Tx, ids []int64) ([]model.Date, error) {
	in, args := idList(ids)
	files, err := database.Strings(ctx, tx, "SELECT file_name FROM asset_attachments WHERE asset_id IN ("+in+")", args...)
	if err != nil {
		return nil, err
	}
	moved, err := dropMoneyEvents(ctx, tx, ids, model.SourceAssetPurchase, model.SourceAssetSale)
	if err != nil {
		return nil, err
	}
	sold, err := dropReceivable(ctx, tx, "asset_id", ids)
	if err != nil {
		return nil, err
	}
	improved, err := dropSpendings(ctx, tx, assetImprovements, ids)
	if err != nil {
		return nil, err
	}
	taxed, err := dropObligationPayments(ctx, tx, ids, assetTaxKinds...)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM assets WHERE id IN ("+in+")", args...); err != nil {
		return nil, err
	}
	if err := s.releaseFiles(ctx, tx, files); err != nil {
		return nil, err
	}
	return []model.Date{moved, sold, improved, taxed}, nil
}

// AssetByID returns an asset with its attachments and, when sold, its sale; ErrNotFound when missing.
func (s *Store) AssetByID(ctx context.Context, id int64) (model.Asset, error) {
	// The account the acquisition was paid from and the attachments come with the row: two queries less for every
	// read by id.
	var account sql.NullInt64
	var counterpart, reason sql.NullString
	var files string
	a, err := scanAsset(keyed{s.db.QueryRowContext(ctx, "SELECT "+assetColumns+`, (SELECT account_id FROM account_movements
		WHERE source_kind = ? AND source_id = assets.id), `+s.db.Dialect.JSONArrays(attachmentColumns,
		"asset_attachments WHERE asset_id = assets.id")+`, c.kind, c.reason FROM assets
		LEFT JOIN event_counterparts c ON c.source_kind = ? AND c.source_id = assets.id WHERE id = ?`,
		model.SourceAssetPurchase, model.SourceAssetPurchase, id), []any{&account, &files, &counterpart, &reason}})
	if errors.Is(err, sql.ErrNoRows) {
		return model.Asset{}, ErrNotFound
	}
	if err != nil {
		return model.Asset{}, fmt.Errorf("asset %d: %w", id, err)
	}
	if a.Attachments, err = decodeAttachments(files); err != nil {
		return model.Asset{}, fmt.Errorf("asset %d attachments: %w", id, err)
	}
	if a.Status == model.AssetSold {
		var sale model.AssetSale
		var installments sql.NullInt64
		err := s.db.QueryRowContext(ctx, `SELECT sale_date, sale_value, buyer_name, buyer_document, buyer_email, buyer_phone,
			payment_method, installments, notes FROM asset_sales WHERE asset_id = ?`, id).Scan(&sale.SaleDate, &sale.SaleValue,
			&sale.BuyerName, &sale.BuyerDocument, &sale.BuyerEmail, &sale.BuyerPhone, &sale.PaymentMethod, &installments, &sale.Notes)
		if err != nil {
			return model.Asset{}, fmt.Errorf("asset %d sale: %w", id, err)
		}
		sale.Installments = int(installments.Int64)
		if sale.AccountID, err = moneyEventAccount(ctx, s.db, model.SourceAssetSale, id); err != nil {
			return model.Asset{}, err
		}
		if sale.ReceivableID, err = receivableOf(ctx, s.db, "asset_id", id); err != nil {
			return model.Asset{}, err
		}
		a.Sale = &sale
	}
	if account.Valid && account.Int64 != 0 {
		a.AccountID = &account.Int64
	}
	if counterpart.Valid {
		a.Counterpart = &model.Counterpart{Kind: counterpart.String, Reason: reason.String}
	}
	return a, nil
}

// attachmentColumns are an attachment's columns in the order of model.AssetAttachment's fields (image as 0 or 1).
const attachmentColumns = "id, file_name, original_name, size, mimetype, CASE WHEN image THEN 1 ELSE 0 END, category"

func attachmentsOf(ctx context.Context, q database.Querier, assetID int64) ([]model.AssetAttachment, error) {
	rows, err := q.QueryContext(ctx, "SELECT "+attachmentColumns+" FROM asset_attachments WHERE asset_id = ? ORDER BY id", assetID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []model.AssetAttachment{}
	for rows.Next() {
		var a model.AssetAttachment
		if err := rows.Scan(&a.ID, &a.FileName, &a.OriginalName, &a.Size, &a.Mimetype, &a.Image, &a.Category); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// decodeAttachments reads attachmentColumns as JSONArrays gives them, in id order.
func decodeAttachments(text string) ([]model.AssetAttachment, error) {
	var rows [][]json.RawMessage
	if err := json.Unmarshal([]byte(text), &rows); err != nil {
		return nil, err
	}
	out := make([]model.AssetAttachment, len(rows))
	for i, row := range rows {
		a := &out[i]
		var image int
		fields := []any{&a.ID, &a.FileName, &a.OriginalName, &a.Size, &a.Mimetype, &image, &a.Category}
		if len(row) != len(fields) {
			return nil, fmt.Errorf("%d columns, want %d", len(row), len(fields))
		}
		for j, v := range row {
			if err := json.Unmarshal(v, fields[j]); err != nil {
				return nil, err
			}
		}
		a.Image = image == 1
	}
	slices.SortFunc(out, func(x, y model.AssetAttachment) int { return cmp.Compare(x.ID, y.ID) })
	return out, nil
}

// AssetFilter selects and orders a page of assets.
type AssetFilter struct {
	Query    string // description or type contains
	Type     string
	Status   string
	Sort     string // description, type, status, acquisitionValue, currentValue, acquisitionDate, createdAt; '-' descends
	Page     int
	PageSize int
}

// AssetSummary aggregates the whole filtered set (the list's summary cards).
type AssetSummary struct {
	Count            int         `json:"count"`
	AcquisitionTotal model.Money `json:"acquisitionTotal"`
	CurrentTotal     model.Money `json:"currentTotal"`
}

// AssetSorts are the sortable fields of the asset list: text by its pt-BR sort key, type and status by label.
var AssetSorts = SortFields{"description": {expr: "description_sort"}, "type": byLabel("type", model.AssetTypeLabel),
	"status": byLabel("status", model.AssetStatusLabel), "acquisitionValue": {expr: "acquisition_value"},
	"currentValue": {expr: "current_value"}, "acquisitionDate": {expr: "acquisition_date"}, "createdAt": {expr: "created_at"}}

// ListAssets returns one page of assets (without attachments) and the summary of all that match.
func (s *Store) ListAssets(ctx context.Context, f AssetFilter) ([]model.Asset, AssetSummary, error) {
	q := s.assetListQueries(f, walkNone)
	var sum AssetSummary
	var stamp int64
	var err error
	reader := s.db
	if q.searched {
		// A common word's page walks thousands of rows: through the memory map they are no system call each (at a
		// million assets, a word's first page from 4,4 to 2,3 ms, and at 8 clients its p95 from 35 to 26 ms).
		reader = s.mapped().db
		sum, stamp, err = s.searchTotals(ctx, fmt.Sprintf("%q", q.args), func() (AssetSummary, error) {
			var sum AssetSummary
			err := reader.QueryRowContext(ctx, q.totals, q.args...).Scan(&sum.Count, &sum.AcquisitionTotal, &sum.CurrentTotal)
			return sum, err
		})
		if err == nil {
			var walk searchWalk
			if walk, err = s.assetSearchWalk(ctx, f, sum.Count, offset(f.Page, f.PageSize), stamp); walk != walkNone {
				q = s.assetListQueries(f, walk)
			}
		}
	} else {
		err = s.db.QueryRowContext(ctx, q.totals, q.args...).Scan(&sum.Count, &sum.AcquisitionTotal, &sum.CurrentTotal, &stamp)
	}
	if err != nil {
		return nil, sum, fmt.Errorf("summarise assets: %w", err)
	}
	assets := []model.Asset{}
	off := offset(f.Page, f.PageSize)
	query, args, reversed, ok := q.pageAt(sum.Count, off, f.PageSize)
	if !ok {
		return assets, sum, nil
	}
	var list string // this filter in this order, for its remembered rows
	if q.seek != "" {
		list = q.seek + fmt.Sprint(q.args)
		// From a remembered row, when it is nearer than either end of the list.
		if at, m, found := s.marks.nearest(list, stamp, off); found && off-at < min(off, max(sum.Count-off-f.PageSize, 0)) {
			query, args, reversed = q.seek, append(slices.Clip(q.args), m.key, m.id, f.PageSize, off-at), false
		}
	}
	rows, err := reader.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, sum, fmt.Errorf("list assets: %w", err)
	}
	defer rows.Close()
	var marks []mark
	for rows.Next() {
		var a model.Asset
		if q.seek != "" { // the page's rows carry their sort key
			var m mark
			a, err = scanAsset(keyed{rows, []any{&m.key}})
			m.id = a.ID
			marks = append(marks, m)
		} else {
			a, err = scanAsset(rows)
		}
		if err != nil {
			return nil, sum, fmt.Errorf("list assets: %w", err)
		}
		assets = append(assets, a)
	}
	if err := rows.Err(); err != nil {
		return nil, sum, fmt.Errorf("list assets: %w", err)
	}
	if reversed {
		slices.Reverse(assets)
		slices.Reverse(marks)
	}
	if len(marks) > 0 {
		s.marks.remember(list, stamp, off, marks[0])
		s.marks.remember(list, stamp, off+len(marks)-1, marks[len(marks)-1])
	}
	return assets, sum, nil
}

// keyed scans a row whose last column, after the ones its reader scans, is the list's sort key (or another
// column read with the row).
type keyed struct {
	rows interface{ Scan(...any) error }
	keys []any
}

func (k keyed) Scan(dest ...any) error { return k.rows.Scan(append(dest, k.keys...)...) }

// listQueries are a list's queries: its totals, and one page (which takes the page size and the offset after
// args) in the list's order and in the reverse order; for assets also the page's ids, which the page reads (the
// plans the tests check), and seek, the page from a remembered row (its key and id, then the page size and the
// offset from it), whose rows, and the two others', end with their sort key. searched says a text search filters it.
type listQueries struct {
	totals, page, reversed, seek string
	ids, reversedIDs, seekIDs    string
	args                         []any
	searched                     bool
}

// pageAt is the query and arguments of the page of size rows at offset off in a list of count rows. A page past
// the list's middle is read from its end, in the reverse order (the caller puts its rows back in order): an index
// walks the rows before a page's offset, so the last page costs what the first does. ok is false past the end.
func (q listQueries) pageAt(count, off, size int) (query string, args []any, reversed, ok bool) {
	if off >= count || size <= 0 {
		return "", nil, false, false
	}
	if left := count - off; off > left && q.reversed != "" {
		return q.reversed, append(slices.Clip(q.args), min(size, left), max(left-size, 0)), true, true
	}
	return q.page, append(slices.Clip(q.args), size, off), false, true
}

// readPage reads the page of size rows at offset off of a list of count rows (pageAt), each row with scan, in the
// list's order.
func readPage[T any](ctx context.Context, db database.Querier, q listQueries, count, off, size int,
	scan func(interface{ Scan(...any) error }) (T, error)) ([]T, error) {
	list := []T{}
	query, args, reversed, ok := q.pageAt(count, off, size)
	if !ok {
		return list, nil
	}
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		row, err := scan(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, row)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if reversed {
		slices.Reverse(list)
	}
	return list, nil
}

// assetListQueries are the asset list's queries. The page is a page of ids walked along an index of its filters
// and order (migration 0034), then those rows read; the totals of a filter by type and status come from
// asset_totals, kept by the database on every write, with the filter's changes stamp, and only a text search sums
// the rows it finds. walk is textSearch's.
func (s *Store) assetListQueries(f AssetFilter, walk searchWalk) listQueries {
	var where []string
	var args []any
	searched := false
	if q := strings.TrimSpace(f.Query); q != "" {
		cond, arg := s.textSearch("assets", model.SearchKey(q), walk)
		where, args, searched = append(where, cond), append(args, arg), true
	}
	if f.Type != "" {
		where, args = append(where, "type = ?"), append(args, f.Type)
	}
	if f.Status != "" {
		where, args = append(where, "status = ?"), append(args, f.Status)
	}
	filter := func(more ...string) string {
		if all := append(slices.Clip(where), more...); len(all) > 0 {
			return " WHERE " + strings.Join(all, " AND ")
		}
		return ""
	}
	cond := filter()
	// The filter's changes stamp comes with its totals: it moves with every write to an asset the filter selects,
	// before or after the write, and no other.
	totals := "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT), CAST(COALESCE(SUM(acquisition_total), 0) AS BIGINT), " +
		"CAST(COALESCE(SUM(current_total), 0) AS BIGINT), CAST(COALESCE(SUM(changes), 0) AS BIGINT) FROM asset_totals" + cond
	if searched {
		totals = "SELECT COUNT(*), COALESCE(SUM(acquisition_value), 0), COALESCE(SUM(current_value), 0) FROM assets" + cond
	}
	sort := f.Sort
	if sort == "" {
		sort = "-createdAt"
	}
	order, reversed := orderBy(sort, AssetSorts, "createdAt"), reverseOrderBy(sort, AssetSorts, "createdAt")
	seekCond, key, sought := seekFrom(sort, AssetSorts, "createdAt")
	columns := assetColumns
	if sought {
		columns += ", " + s.db.Dialect.AsStored(key)
	}
	pageOf := func(ids, order string) string {
		return "SELECT " + columns + " FROM assets WHERE id IN (" + ids + ")" + order
	}
	q := listQueries{totals: totals, args: args, searched: searched,
		ids: "SELECT id FROM assets" + cond + order + " LIMIT ? OFFSET ?", reversedIDs: "SELECT id FROM assets" + cond + reversed + " LIMIT ? OFFSET ?"}
	q.page, q.reversed = pageOf(q.ids, order), pageOf(q.reversedIDs, reversed)
	if sought {
		q.seekIDs = "SELECT id FROM assets" + filter(seekCond) + order + " LIMIT ? OFFSET ?"
		q.seek = pageOf(q.seekIDs, order)
	}
	return q
}

func (s *Store) assetExists(ctx context.Context, id int64) error {
	var one int
	err := s.db.QueryRowContext(ctx, "SELECT 1 FROM assets WHERE id = ?", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// AssetTransactions returns one page of an asset's history, newest first, and how many entries it has.
func (s *Store) AssetTransactions(ctx context.Context, assetID int64, page, size int) ([]model.AssetTransaction, int, error) {
	if err := s.assetExists(ctx, assetID); err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, 0, err
		}
		return nil, 0, fmt.Errorf("asset %d history: %w", assetID, err)
	}
	var total int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM asset_transactions WHERE asset_id = ?", assetID).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("asset %d history: %w", assetID, err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, asset_id, type, description, date, amount, previous_value, new_value,
		previous_status, new_status, reason, user_id, user_name, created_at FROM asset_transactions WHERE asset_id = ?
		ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, assetID, size, offset(page, size))
	if err != nil {
		return nil, 0, fmt.Errorf("asset %d history: %w", assetID, err)
	}
	defer rows.Close()
	out := []model.AssetTransaction{}
	for rows.Next() {
		var t model.AssetTransaction
		var prev, next, user sql.NullInt64
		var prevStatus, newStatus sql.NullString
		if err := rows.Scan(&t.ID, &t.AssetID, &t.Type, &t.Description, &t.Date, &t.Amount, &prev, &next, &prevStatus,
			&newStatus, &t.Reason, &user, &t.UserName, &t.CreatedAt); err != nil {
			return nil, 0, fmt.Errorf("asset %d history: %w", assetID, err)
		}
		t.PreviousValue, t.NewValue = moneyOf(prev), moneyOf(next)
		t.PreviousStatus, t.NewStatus, t.UserID = prevStatus.String, newStatus.String, user.Int64
		t.CreatedAt = t.CreatedAt.UTC()
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("asset %d history: %w", assetID, err)
	}
	return out, total, nil
}

// Relations of a related asset to the one asked about (docs/product.md §4 Related asset label).
const (
	RelationCreatedInExchange = "created_in_exchange" // the asked-about asset was given in exchange for this one
	RelationOriginal          = "original"            // this one is the original asset of the exchange
	RelationSibling           = "related"             // created in the same exchange
)

// RelatedAsset is an asset linked by an exchange, with how it relates.
type RelatedAsset struct {
	model.Asset
	Relation string
}

// RelatedAssets returns, for an original, the assets created in its exchange; for an asset created in an
// exchange, its original and the other assets created with it.
func (s *Store) RelatedAssets(ctx context.Context, id int64) ([]RelatedAsset, error) {
	a, err := s.AssetByID(ctx, id)
	if err != nil {
		return nil, err
	}
	out := []RelatedAsset{}
	add := func(relation, query string, args ...any) error {
		rows, err := s.db.QueryContext(ctx, "SELECT "+assetColumns+" FROM assets WHERE "+query+" ORDER BY id LIMIT 200", args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			r, err := scanAsset(rows)
			if err != nil {
				return err
			}
			out = append(out, RelatedAsset{Asset: r, Relation: relation})
		}
		return rows.Err()
	}
	if err := add(RelationCreatedInExchange, "parent_asset_id = ?", id); err != nil {
		return nil, fmt.Errorf("related to asset %d: %w", id, err)
	}
	if a.ParentAssetID != 0 {
		if err := add(RelationOriginal, "id = ?", a.ParentAssetID); err != nil {
			return nil, fmt.Errorf("related to asset %d: %w", id, err)
		}
		if err := add(RelationSibling, "parent_asset_id = ? AND id <> ?", a.ParentAssetID, id); err != nil {
			return nil, fmt.Errorf("related to asset %d: %w", id, err)
		}
	}
	return out, nil
}
