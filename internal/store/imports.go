package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

// ImportBatch is a spreadsheet read for import: pending until committed, then committed, or undone.
type ImportBatch struct {
	ID        int64
	Kind      string
	FileName  string
	Status    string
	Rows      int
	Invalid   int
	CreatedBy int64
	CreatedAt time.Time
}

// The import errors the API answers with their own messages.
var (
	ErrImportInvalid  = errors.New("import has invalid rows")
	ErrImportNotReady = errors.New("import not pending")
	ErrImportInUse    = errors.New("import's records changed since")
)

// pendingImportsKept is how long a batch read but never committed stays.
const pendingImportsKept = 24 * time.Hour

// SaveImport keeps a batch read from fileName: its rows, how many of them are invalid, and the records to create
// ([]model.Asset for kind "assets", []model.Vehicle for "vehicles"). Pending batches older than a day go at the
// same time.
func (s *Store) SaveImport(ctx context.Context, kind, fileName string, rows, invalid int, records any, by model.User) (ImportBatch, error) {
	payload, err := json.Marshal(records)
	if err != nil {
		return ImportBatch{}, err
	}
	b := ImportBatch{Kind: kind, FileName: fileName, Status: "pending", Rows: rows, Invalid: invalid, CreatedBy: by.ID, CreatedAt: s.Now()}
	err = s.db.InTx(ctx, func(tx *database.Tx) error {
		if _, err := tx.ExecContext(ctx, "DELETE FROM import_batches WHERE status = 'pending' AND created_at < ?",
			b.CreatedAt.Add(-pendingImportsKept)); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `INSERT INTO import_batches (kind, file_name, status, rows, invalid, payload, created_by, created_at)
			VALUES (?, ?, 'pending', ?, ?, ?, ?, ?) RETURNING id`, kind, fileName, rows, invalid, string(payload), nullID(by.ID), b.CreatedAt).Scan(&b.ID)
	})
	if err != nil {
		return ImportBatch{}, fmt.Errorf("save import: %w", err)
	}
	return b, nil
}

// ImportBatchByID reads a batch; ErrNotFound when there is none.
func (s *Store) ImportBatchByID(ctx context.Context, id int64) (ImportBatch, error) {
	return importBatch(ctx, s.db, id)
}

func importBatch(ctx context.Context, q database.Querier, id int64) (ImportBatch, error) {
	var b ImportBatch
	var by sql.NullInt64
	err := q.QueryRowContext(ctx, `SELECT id, kind, file_name, status, rows, invalid, created_by, created_at FROM import_batches WHERE id = ?`, id).
		Scan(&b.ID, &b.Kind, &b.FileName, &b.Status, &b.Rows, &b.Invalid, &by, &b.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return b, ErrNotFound
	}
	b.CreatedBy, b.CreatedAt = by.Int64, b.CreatedAt.UTC()
	return b, err
}

// lockImport takes a batch's row lock (PostgreSQL; SQLite's write transaction holds the database) and reads it.
func lockImport(ctx context.Context, tx *database.Tx, id int64) (ImportBatch, error) {
	res, err := tx.ExecContext(ctx, "UPDATE import_batches SET id = id WHERE id = ?", id)
	if err != nil {
		return ImportBatch{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ImportBatch{}, ErrNotFound
	}
	return importBatch(ctx, tx, id)
}

// CommitImport creates every record of a pending batch without invalid rows, in one transaction (all or none),
// each with the history and ledger entries a record created by hand gets, and returns how many it created.
func (s *Store) CommitImport(ctx context.Context, id int64, by model.User) (int, error) {
	created := 0
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		b, err := lockImport(ctx, tx, id)
		if err != nil {
			return err
		}
		switch {
		case b.Status != "pending":
			return ErrImportNotReady
		case b.Invalid > 0:
			return ErrImportInvalid
		}
		var payload string
		if err := tx.QueryRowContext(ctx, "SELECT payload FROM import_batches WHERE id = ?", id).Scan(&payload); err != nil {
			return err
		}
		sh, err := s.trackShares(ctx, tx, ledgerRefs{})
		if err != nil {
			return err
		}
		ids, days, err := s.createImported(ctx, tx, b, payload, by)
		if err != nil {
			return err
		}
		for start := 0; start < len(ids); start += 500 { // 500 rows a statement
			chunk := ids[start:min(start+500, len(ids))]
			args := make([]any, 0, 2*len(chunk))
			for _, recordID := range chunk {
				args = append(args, id, recordID)
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO import_records (batch_id, record_id) VALUES "+
				strings.TrimSuffix(strings.Repeat("(?, ?), ", len(chunk)), ", "), args...); err != nil {
				return err
			}
		}
		sh.refs = s.importTarget(b.Kind).refs(ids)
		if _, err := tx.ExecContext(ctx, "UPDATE import_batches SET status = 'committed', committed_at = ?, payload = '[]' WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		created = len(ids)
		return sh.note(ctx, tx, days...)
	})
	if database.IsUniqueViolation(err) {
		return 0, ErrPlateTaken // a plate taken since the batch was read
	}
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrImportNotReady) && !errors.Is(err, ErrImportInvalid) {
		return 0, fmt.Errorf("commit import %d: %w", id, err)
	}
	return created, err
}

// createImported creates the records of a batch's payload, each as its form would, and returns their ids and the
// days their money moved.
func (s *Store) createImported(ctx context.Context, tx *database.Tx, b ImportBatch, payload string, by model.User) ([]int64, []model.Date, error) {
	var ids []int64
	var days []model.Date
	reason := "Importado de " + b.FileName
	switch b.Kind {
	case "vehicles":
		var vehicles []model.Vehicle
		if err := json.Unmarshal([]byte(payload), &vehicles); err != nil {
			return nil, nil, fmt.Errorf("import payload: %w", err)
		}
		for _, v := range vehicles {
			stored, err := s.insertVehicle(ctx, tx, v, by)
			if err != nil {
				return nil, nil, err
			}
			ids, days = append(ids, stored.ID), append(days, stored.PurchaseDate)
		}
	default:
		var assets []model.Asset
		if err := json.Unmarshal([]byte(payload), &assets); err != nil {
			return nil, nil, fmt.Errorf("import payload: %w", err)
		}
		for _, a := range assets {
			stored, err := s.insertAsset(ctx, tx, a, by, "Ativo cadastrado", reason)
			if err != nil {
				return nil, nil, err
			}
			ids, days = append(ids, stored.ID), append(days, a.AcquisitionDate)
		}
	}
	return ids, days, nil
}

// importTarget is where the records of an import's kind live: their table, what an untouched one is, their shares
// of the ledger, and how one is locked and removed.
type importTarget struct {
	table, untouched string
	refs             func(ids []int64) ledgerRefs
	lock             func(ctx context.Context, tx *database.Tx, id int64) error
	remove           func(ctx context.Context, tx *database.Tx, id int64, by model.User) ([]model.Date, error)
}

func (s *Store) importTarget(kind string) importTarget {
	if kind == "vehicles" {
		return importTarget{table: "vehicles", untouched: vehicleUntouched,
			refs: func(ids []int64) ledgerRefs { return ledgerRefs{vehicles: ids} },
			lock: func(ctx context.Context, tx *database.Tx, id int64) error {
				_, err := lockVehicle(ctx, tx, id)
				return err
			},
			remove: func(ctx context.Context, tx *database.Tx, id int64, by model.User) ([]model.Date, error) {
				before, err := lockVehicle(ctx, tx, id)
				if err != nil {
					return nil, err
				}
				return s.deleteVehicleIn(ctx, tx, before, by)
			}}
	}
	return importTarget{table: "assets", untouched: assetUntouched,
		refs: func(ids []int64) ledgerRefs { return ledgerRefs{assets: ids} },
		lock: func(ctx context.Context, tx *database.Tx, id int64) error {
			_, err := lockAsset(ctx, tx, id)
			return err
		},
		remove: func(ctx context.Context, tx *database.Tx, id int64, _ model.User) ([]model.Date, error) {
			return s.deleteAssetIn(ctx, tx, id)
		}}
}

// assetUntouched and vehicleUntouched say that an imported record (a) is as the import left it: not edited,
// valued, improved, sold or exchanged (an asset), nor reserved, sold or given costs (a vehicle), and without a tax
// payment.
const (
	assetUntouched = `a.updated_at = a.created_at AND a.status = 'active'
		AND NOT EXISTS (SELECT 1 FROM asset_transactions t WHERE t.asset_id = a.id
			AND t.description NOT IN ('Ativo cadastrado', 'Valor atual informado no cadastro'))
		AND NOT EXISTS (SELECT 1 FROM asset_improvements i WHERE i.asset_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM assets c WHERE c.parent_asset_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM obligation_payments o WHERE o.kind = 'iptu' AND o.record_id = a.id)`
	vehicleUntouched = `a.updated_at = a.created_at AND a.status = 'in_stock'
		AND NOT EXISTS (SELECT 1 FROM vehicle_costs c WHERE c.vehicle_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM vehicle_history h WHERE h.vehicle_id = a.id AND h.action <> 'CREATE')
		AND NOT EXISTS (SELECT 1 FROM obligation_payments o WHERE o.kind IN ('ipva', 'licensing') AND o.record_id = a.id)`
)

// UndoImport removes every record a committed batch created, in one transaction, while none of them has changed
// since (edited, valued, improved, sold, given an exchange's assets or a tax payment): ErrImportInUse otherwise.
func (s *Store) UndoImport(ctx context.Context, id int64, by model.User) (int, error) {
	removed := 0
	err := s.inTxBy(ctx, by, func(tx *database.Tx) error {
		b, err := lockImport(ctx, tx, id)
		if err != nil {
			return err
		}
		if b.Status != "committed" {
			return ErrImportNotReady
		}
		target := s.importTarget(b.Kind)
		rows, err := tx.QueryContext(ctx, "SELECT record_id FROM import_records r JOIN "+target.table+" a ON a.id = r.record_id WHERE r.batch_id = ? ORDER BY record_id", id)
		if err != nil {
			return err
		}
		ids, err := scanIDs(rows)
		if err != nil {
			return err
		}
		for _, recordID := range ids { // locked before they are checked: an edit meanwhile waits, then finds them gone
			if err := target.lock(ctx, tx, recordID); err != nil {
				return err
			}
		}
		var changed int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM import_records r JOIN `+target.table+` a ON a.id = r.record_id
			WHERE r.batch_id = ? AND NOT (`+target.untouched+`)`, id).Scan(&changed); err != nil {
			return err
		}
		if changed > 0 {
			return ErrImportInUse
		}
		sh, err := s.trackShares(ctx, tx, target.refs(ids))
		if err != nil {
			return err
		}
		var days []model.Date
		for _, recordID := range ids {
			moved, err := target.remove(ctx, tx, recordID, by)
			if err != nil {
				return err
			}
			days = append(days, moved...)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE import_batches SET status = 'undone', undone_at = ? WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		removed = len(ids)
		return sh.note(ctx, tx, days...)
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrImportNotReady) && !errors.Is(err, ErrImportInUse) {
		return 0, fmt.Errorf("undo import %d: %w", id, err)
	}
	return removed, err
}

// PlatesInUse tells which of the plates an unsold vehicle holds.
func (s *Store) PlatesInUse(ctx context.Context, plates []string) (map[string]bool, error) {
	taken := map[string]bool{}
	for start := 0; start < len(plates); start += 500 {
		in, args := idList(plates[start:min(start+500, len(plates))])
		rows, err := s.db.QueryContext(ctx, "SELECT license_plate FROM vehicles WHERE status <> 'sold' AND license_plate IN ("+in+")", args...)
		if err != nil {
			return nil, fmt.Errorf("plates in use: %w", err)
		}
		for rows.Next() {
			var p string
			if err := rows.Scan(&p); err != nil {
				rows.Close()
				return nil, fmt.Errorf("plates in use: %w", err)
			}
			taken[p] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("plates in use: %w", err)
		}
	}
	return taken, nil
}
