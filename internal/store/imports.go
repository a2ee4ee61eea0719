package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
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
// (assets for kind "assets"). Pending batches older than a day go at the same time.
func (s *Store) SaveImport(ctx context.Context, kind, fileName string, rows, invalid int, records []model.Asset, by model.User) (ImportBatch, error) {
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
		var assets []model.Asset
		if err := json.Unmarshal([]byte(payload), &assets); err != nil {
			return fmt.Errorf("import payload: %w", err)
		}
		sh, err := s.trackShares(ctx, tx, ledgerRefs{})
		if err != nil {
			return err
		}
		var days []model.Date
		for _, a := range assets {
			stored, err := s.insertAsset(ctx, tx, a, by, "Ativo cadastrado", "Importado de "+b.FileName)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO import_records (batch_id, record_id) VALUES (?, ?)", id, stored.ID); err != nil {
				return err
			}
			sh.refs.assets = append(sh.refs.assets, stored.ID)
			days = append(days, a.AcquisitionDate)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE import_batches SET status = 'committed', committed_at = ?, payload = '[]' WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		created = len(assets)
		return sh.note(ctx, tx, days...)
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrImportNotReady) && !errors.Is(err, ErrImportInvalid) {
		return 0, fmt.Errorf("commit import %d: %w", id, err)
	}
	return created, err
}

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
		var changed int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM import_records r JOIN assets a ON a.id = r.record_id WHERE r.batch_id = ? AND (
				a.updated_at <> a.created_at OR a.status <> 'active'
				OR EXISTS (SELECT 1 FROM asset_transactions t WHERE t.asset_id = a.id
					AND t.description NOT IN ('Ativo cadastrado', 'Valor atual informado no cadastro'))
				OR EXISTS (SELECT 1 FROM asset_improvements i WHERE i.asset_id = a.id)
				OR EXISTS (SELECT 1 FROM assets c WHERE c.parent_asset_id = a.id)
				OR EXISTS (SELECT 1 FROM obligation_payments o WHERE o.kind = 'iptu' AND o.record_id = a.id))`, id).Scan(&changed); err != nil {
			return err
		}
		if changed > 0 {
			return ErrImportInUse
		}
		rows, err := tx.QueryContext(ctx, "SELECT record_id FROM import_records r JOIN assets a ON a.id = r.record_id WHERE r.batch_id = ? ORDER BY record_id", id)
		if err != nil {
			return err
		}
		ids, err := scanIDs(rows)
		if err != nil {
			return err
		}
		sh, err := s.trackShares(ctx, tx, ledgerRefs{assets: ids})
		if err != nil {
			return err
		}
		var days []model.Date
		for _, assetID := range ids {
			moved, err := s.deleteAssetIn(ctx, tx, assetID)
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
