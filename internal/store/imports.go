package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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
	// Author is who read the sheet (nil when that user is gone); CommittedAt and UndoneAt are when it was
	// imported and undone (nil until then). Only ListImports fills them.
	Author      *model.Actor
	CommittedAt *time.Time
	UndoneAt    *time.Time
}

// The import errors the API answers with their own messages.
var (
	ErrImportInvalid  = errors.New("import has invalid rows")
	ErrImportNotReady = errors.New("import not pending")
	ErrImportInUse    = errors.New("import's records changed since")
)

// Pending batches and bank statements — read but never committed — hold their rows in the database, so they are
// bounded: each goes an hour after it was read; a person keeps their latest pendingPerUser (each 'Ler planilha'
// reads a new one, and only the latest is on the screen); and at most pendingTotal of each wait at once.
const (
	pendingImportsKept = time.Hour
	pendingPerUser     = 2
	pendingTotal       = 50
)

// boundPending makes room in table (import_batches, bank_statements) for a new pending row of by at now: the
// pending rows past their hour go, and by's beyond the latest pendingPerUser; errPendingFull when pendingTotal
// others still wait.
func boundPending(ctx context.Context, tx *database.Tx, table string, now time.Time, by model.User) error {
	if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE status = 'pending' AND created_at < ?", now.Add(-pendingImportsKept)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE status = 'pending' AND created_by = ? AND id NOT IN
		(SELECT id FROM `+table+` WHERE status = 'pending' AND created_by = ? ORDER BY id DESC LIMIT ?)`,
		by.ID, by.ID, pendingPerUser-1); err != nil {
		return err
	}
	var waiting int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+table+" WHERE status = 'pending'").Scan(&waiting); err != nil {
		return err
	}
	if waiting >= pendingTotal {
		return errPendingFull
	}
	return nil
}

// errPendingFull is a new pending row refused while pendingTotal others wait.
var errPendingFull = errors.New("too many pending rows")

// ErrImportsBusy is a new batch refused while pendingTotal others wait.
var ErrImportsBusy = errors.New("too many pending imports")

// SaveImport keeps a batch read from fileName: its rows, how many of them are invalid, and the records to create
// ([]model.Asset for kind "assets", []model.Vehicle for "vehicles", []model.Debt for "debts", []model.Account
// for "accounts", []IndexEntry for "indices"). Pending batches past their hour, and by's beyond the latest
// pendingPerUser, go at the same time.
func (s *Store) SaveImport(ctx context.Context, kind, fileName string, rows, invalid int, records any, by model.User) (ImportBatch, error) {
	payload, err := json.Marshal(records)
	if err != nil {
		return ImportBatch{}, err
	}
	b := ImportBatch{Kind: kind, FileName: fileName, Status: "pending", Rows: rows, Invalid: invalid, CreatedBy: by.ID, CreatedAt: s.Now()}
	err = s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := boundPending(ctx, tx, "import_batches", b.CreatedAt, by); err != nil {
			if errors.Is(err, errPendingFull) {
				return ErrImportsBusy
			}
			return err
		}
		return tx.QueryRowContext(ctx, `INSERT INTO import_batches (kind, file_name, status, rows, invalid, payload, created_by, created_at)
			VALUES (?, ?, 'pending', ?, ?, ?, ?, ?) RETURNING id`, kind, fileName, rows, invalid, string(payload), nullID(by.ID), b.CreatedAt).Scan(&b.ID)
	})
	if errors.Is(err, ErrImportsBusy) {
		return ImportBatch{}, err
	}
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

// importsKept is how many of a kind's latest batches ListImports answers.
const importsKept = 20

// ListImports answers the latest committed or undone batches of a kind, the newest first, with who read each.
func (s *Store) ListImports(ctx context.Context, kind string) ([]ImportBatch, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT b.id, b.kind, b.file_name, b.status, b.rows, b.invalid, b.created_by, COALESCE(u.name, ''),
			b.created_at, b.committed_at, b.undone_at
		FROM import_batches b LEFT JOIN users u ON u.id = b.created_by
		WHERE b.kind = ? AND b.status <> 'pending' ORDER BY b.committed_at DESC, b.id DESC LIMIT ?`, kind, importsKept)
	if err != nil {
		return nil, fmt.Errorf("list imports: %w", err)
	}
	defer rows.Close()
	list := []ImportBatch{}
	for rows.Next() {
		var b ImportBatch
		var by sql.NullInt64
		var name string
		var committed, undone sql.Null[time.Time]
		if err := rows.Scan(&b.ID, &b.Kind, &b.FileName, &b.Status, &b.Rows, &b.Invalid, &by, &name, &b.CreatedAt, &committed, &undone); err != nil {
			return nil, fmt.Errorf("list imports: %w", err)
		}
		b.CreatedBy, b.Author, b.CreatedAt = by.Int64, actor(by, name), b.CreatedAt.UTC()
		if committed.Valid {
			at := committed.V.UTC()
			b.CommittedAt = &at
		}
		if undone.Valid {
			at := undone.V.UTC()
			b.UndoneAt = &at
		}
		list = append(list, b)
	}
	return list, rows.Err()
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
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
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
		if b.Kind == "indices" {
			created, err = s.commitIndexValues(ctx, tx, id, payload)
			return err
		}
		target, err := s.importTarget(b.Kind)
		if err != nil {
			return err
		}
		ids, days, err := target.create(ctx, tx, payload, "Importado de "+b.FileName, by)
		if err != nil {
			return err
		}
		for chunk := range slices.Chunk(ids, perStatement) {
			args := make([]any, 0, 2*len(chunk))
			for _, recordID := range chunk {
				args = append(args, id, recordID)
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO import_records (batch_id, record_id) VALUES "+valueRows(len(chunk), 2), args...); err != nil {
				return err
			}
		}
		w.created(target.refs(ids))
		if _, err := tx.ExecContext(ctx, "UPDATE import_batches SET status = 'committed', committed_at = ?, payload = '[]' WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		created = len(ids)
		w.cash(days...)
		return nil
	})
	if database.IsUniqueViolation(err) {
		return 0, ErrPlateTaken // a plate taken since the batch was read
	}
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrImportNotReady) && !errors.Is(err, ErrImportInvalid) {
		return 0, fmt.Errorf("commit import %d: %w", id, err)
	}
	return created, err
}

// createAll decodes a payload of records of type T and creates them all with insert, which answers their ids in
// order; day is the day a record's money moved.
func createAll[T any](payload string, insert func(records []T) ([]int64, error), day func(T) model.Date) ([]int64, []model.Date, error) {
	var records []T
	if err := json.Unmarshal([]byte(payload), &records); err != nil {
		return nil, nil, fmt.Errorf("import payload: %w", err)
	}
	ids, err := insert(records)
	if err != nil {
		return nil, nil, err
	}
	days := make([]model.Date, len(records))
	for i, r := range records {
		days[i] = day(r)
	}
	return ids, days, nil
}

// importTarget is where the records of an import's kind live: how they are created, their table, what an
// untouched one is, their shares of the ledger, and how they are removed once their rows are locked.
type importTarget struct {
	create           func(ctx context.Context, tx *database.Tx, payload, reason string, by model.User) ([]int64, []model.Date, error)
	table, untouched string
	refs             func(ids []int64) ledgerRefs
	// remove removes up to perStatement locked records and returns the days whose cash they moved.
	remove func(ctx context.Context, tx *database.Tx, ids []int64, by model.User) ([]model.Date, error)
}

// perStatement is how many records an import's statements name at most.
const perStatement = 500

func (s *Store) importTarget(kind string) (importTarget, error) {
	switch kind {
	case "assets":
		return importTarget{table: "assets", untouched: assetUntouched,
			create: func(ctx context.Context, tx *database.Tx, payload, reason string, by model.User) ([]int64, []model.Date, error) {
				return createAll(payload, func(assets []model.Asset) ([]int64, error) {
					return s.insertAssets(ctx, tx, assets, by, "Ativo cadastrado", reason)
				}, func(a model.Asset) model.Date { return a.AcquisitionDate })
			},
			refs: func(ids []int64) ledgerRefs { return ledgerRefs{assets: ids} },
			remove: func(ctx context.Context, tx *database.Tx, ids []int64, _ model.User) ([]model.Date, error) {
				return s.deleteAssetIn(ctx, tx, ids)
			}}, nil
	case "vehicles":
		return importTarget{table: "vehicles", untouched: vehicleUntouched,
			create: func(ctx context.Context, tx *database.Tx, payload, _ string, by model.User) ([]int64, []model.Date, error) {
				return createAll(payload, func(vehicles []model.Vehicle) ([]int64, error) {
					stored, err := s.insertVehicles(ctx, tx, vehicles, by)
					ids := make([]int64, len(stored))
					for i, v := range stored {
						ids[i] = v.ID
					}
					return ids, err
				}, func(v model.Vehicle) model.Date { return v.PurchaseDate })
			},
			refs:   func(ids []int64) ledgerRefs { return ledgerRefs{vehicles: ids} },
			remove: s.deleteVehiclesIn}, nil
	case "debts":
		return importTarget{table: "debts", untouched: debtUntouched,
			create: func(ctx context.Context, tx *database.Tx, payload, _ string, by model.User) ([]int64, []model.Date, error) {
				return createAll(payload, func(debts []model.Debt) ([]int64, error) {
					return s.insertDebts(ctx, tx, debts, by)
				}, s.debtStart)
			},
			refs:   func(ids []int64) ledgerRefs { return ledgerRefs{debts: ids} },
			remove: s.deleteDebtsIn}, nil
	case "accounts":
		return importTarget{table: "accounts", untouched: accountUntouched,
			create: func(ctx context.Context, tx *database.Tx, payload, _ string, by model.User) ([]int64, []model.Date, error) {
				return createAll(payload, func(accounts []model.Account) ([]int64, error) {
					return s.insertAccounts(ctx, tx, accounts, by)
				}, func(a model.Account) model.Date { return a.OpeningDate })
			},
			refs: func(ids []int64) ledgerRefs { return ledgerRefs{accounts: ids} },
			remove: func(ctx context.Context, tx *database.Tx, ids []int64, _ model.User) ([]model.Date, error) {
				in, args := idList(ids)
				var first model.Date // the first day their money leaves the total
				if err := tx.QueryRowContext(ctx, "SELECT MIN(movement_date) FROM account_movements WHERE kind = 'opening' AND account_id IN ("+in+")",
					args...).Scan(&first); err != nil {
					return nil, err
				}
				if _, err := tx.ExecContext(ctx, "DELETE FROM event_counterparts WHERE source_kind = ? AND source_id IN ("+in+")",
					append([]any{sourceAccountOpening}, args...)...); err != nil {
					return nil, err
				}
				_, err := tx.ExecContext(ctx, "DELETE FROM accounts WHERE id IN ("+in+")", args...) // the openings go with them
				return []model.Date{first}, err
			}}, nil
	}
	return importTarget{}, fmt.Errorf("import kind %q", kind)
}

// assetUntouched, vehicleUntouched, debtUntouched and accountUntouched say that an imported record (a) is as the
// import left it: not edited, valued, improved, sold or exchanged (an asset), nor reserved, sold or given costs (a
// vehicle), and without a tax payment; a debt not edited, paid or renegotiated; an account not edited and without
// a movement but its opening balance.
var (
	assetUntouched = `a.updated_at = a.created_at AND a.status = 'active'
		AND NOT EXISTS (SELECT 1 FROM asset_transactions t WHERE t.asset_id = a.id
			AND t.description NOT IN ('Ativo cadastrado', 'Valor atual informado no cadastro'))
		AND NOT EXISTS (SELECT 1 FROM asset_improvements i WHERE i.asset_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM assets c WHERE c.parent_asset_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM obligation_payments o WHERE o.kind IN (` + assetTaxKindsSQL + `)
			AND o.record_id = a.id)`
	vehicleUntouched = `a.updated_at = a.created_at AND a.status = 'in_stock'
		AND NOT EXISTS (SELECT 1 FROM vehicle_costs c WHERE c.vehicle_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM vehicle_history h WHERE h.vehicle_id = a.id AND h.action <> 'CREATE')
		AND NOT EXISTS (SELECT 1 FROM obligation_payments o WHERE o.kind IN ('ipva', 'licensing') AND o.record_id = a.id)`
	debtUntouched = `a.updated_at = a.created_at
		AND NOT EXISTS (SELECT 1 FROM debt_payments p WHERE p.debt_id = a.id)
		AND NOT EXISTS (SELECT 1 FROM debt_renegotiations r WHERE r.debt_id = a.id)`
	accountUntouched = `a.updated_at = a.created_at
		AND NOT EXISTS (SELECT 1 FROM account_movements m WHERE m.account_id = a.id AND m.kind <> 'opening')`
)

// UndoImport removes every record a committed batch created, in one transaction, while none of them has changed
// since (edited, valued, improved, sold, given an exchange's assets or a tax payment): ErrImportInUse otherwise.
func (s *Store) UndoImport(ctx context.Context, id int64, by model.User) (int, error) {
	removed := 0
	err := s.inLedgerTx(ctx, by, func(tx *database.Tx, w *ledgerWrite) error {
		b, err := lockImport(ctx, tx, id)
		if err != nil {
			return err
		}
		if b.Status != "committed" {
			return ErrImportNotReady
		}
		if b.Kind == "indices" {
			removed, err = s.undoIndexValues(ctx, tx, id)
			return err
		}
		target, err := s.importTarget(b.Kind)
		if err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, "SELECT record_id FROM import_records r JOIN "+target.table+" a ON a.id = r.record_id WHERE r.batch_id = ? ORDER BY record_id", id)
		if err != nil {
			return err
		}
		ids, err := scanIDs(rows)
		if err != nil {
			return err
		}
		// Locked before they are checked: an edit meanwhile waits, then finds them gone.
		for chunk := range slices.Chunk(ids, perStatement) {
			in, args := idList(chunk)
			res, err := tx.ExecContext(ctx, "UPDATE "+target.table+" SET id = id WHERE id IN ("+in+")", args...)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n != int64(len(args)) {
				return ErrNotFound
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
		if err := w.track(ctx, tx, target.refs(ids)); err != nil {
			return err
		}
		var days []model.Date
		for chunk := range slices.Chunk(ids, perStatement) {
			moved, err := target.remove(ctx, tx, chunk, by)
			if err != nil {
				return err
			}
			days = append(days, moved...)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE import_batches SET status = 'undone', undone_at = ? WHERE id = ?", s.Now(), id); err != nil {
			return err
		}
		removed = len(ids)
		w.cash(days...)
		return nil
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrImportNotReady) && !errors.Is(err, ErrImportInUse) {
		return 0, fmt.Errorf("undo import %d: %w", id, err)
	}
	return removed, err
}

// PlatesInUse tells which of the plates an unsold vehicle holds.
func (s *Store) PlatesInUse(ctx context.Context, plates []string) (map[string]bool, error) {
	taken := map[string]bool{}
	for chunk := range slices.Chunk(plates, perStatement) {
		in, args := idList(chunk)
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

// IndexEntry is a month's value of an index series, as an import brings it in; Previous is the value the month had
// before (nil: none), kept to undo the import.
type IndexEntry struct {
	Code     model.IndexCode `json:"code"`
	Month    model.Date      `json:"month"`
	Value    int64           `json:"value"`
	Previous *int64          `json:"previous,omitempty"`
}

// commitIndexValues keeps the values of an indices batch, each replacing what its month had, corrects the debts
// those indices correct, and keeps what every month had before in the batch, to undo it.
func (s *Store) commitIndexValues(ctx context.Context, tx *database.Tx, id int64, payload string) (int, error) {
	var entries []IndexEntry
	if err := json.Unmarshal([]byte(payload), &entries); err != nil {
		return 0, fmt.Errorf("import payload: %w", err)
	}
	now := s.Now()
	codes := map[model.IndexCode]bool{}
	for i, e := range entries {
		var previous sql.Null[int64]
		err := tx.QueryRowContext(ctx, "SELECT value FROM index_values WHERE code = ? AND month = ?", string(e.Code), e.Month).Scan(&previous)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
		if previous.Valid {
			entries[i].Previous = &previous.V
		}
		if err := putIndexValue(ctx, tx, e.Code, e.Month, e.Value, now); err != nil {
			return 0, err
		}
		codes[e.Code] = true
	}
	if err := s.accrueCodes(ctx, tx, codes); err != nil {
		return 0, err
	}
	kept, err := json.Marshal(entries)
	if err != nil {
		return 0, err
	}
	_, err = tx.ExecContext(ctx, "UPDATE import_batches SET status = 'committed', committed_at = ?, payload = ? WHERE id = ?", now, string(kept), id)
	return len(entries), err
}

// undoIndexValues gives every month of a committed indices batch back the value it had before, while each still
// has the value the batch gave it (ErrImportInUse otherwise), and corrects the debts again.
func (s *Store) undoIndexValues(ctx context.Context, tx *database.Tx, id int64) (int, error) {
	var payload string
	if err := tx.QueryRowContext(ctx, "SELECT payload FROM import_batches WHERE id = ?", id).Scan(&payload); err != nil {
		return 0, err
	}
	var entries []IndexEntry
	if err := json.Unmarshal([]byte(payload), &entries); err != nil {
		return 0, fmt.Errorf("import payload: %w", err)
	}
	now := s.Now()
	codes := map[model.IndexCode]bool{}
	for _, e := range entries {
		var value int64
		err := tx.QueryRowContext(ctx, "SELECT value FROM index_values WHERE code = ? AND month = ?", string(e.Code), e.Month).Scan(&value)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && value != e.Value) {
			return 0, ErrImportInUse // typed over, or deleted, since
		}
		if err != nil {
			return 0, err
		}
		if e.Previous == nil {
			_, err = tx.ExecContext(ctx, "DELETE FROM index_values WHERE code = ? AND month = ?", string(e.Code), e.Month)
		} else {
			err = putIndexValue(ctx, tx, e.Code, e.Month, *e.Previous, now)
		}
		if err != nil {
			return 0, err
		}
		codes[e.Code] = true
	}
	if err := s.accrueCodes(ctx, tx, codes); err != nil {
		return 0, err
	}
	_, err := tx.ExecContext(ctx, "UPDATE import_batches SET status = 'undone', undone_at = ? WHERE id = ?", now, id)
	return len(entries), err
}

// accrueCodes corrects again the debts each of the indices corrects, in the order of model.IndexCodes.
func (s *Store) accrueCodes(ctx context.Context, tx *database.Tx, codes map[model.IndexCode]bool) error {
	for _, code := range model.IndexCodes {
		if codes[code] {
			if err := s.accrueIndexed(ctx, tx, code); err != nil {
				return err
			}
		}
	}
	return nil
}
