// Package archive writes the whole of the data to one ZIP file and restores such a file into an empty database,
// SQLite or PostgreSQL: one CSV per table, the uploaded files, sheets for people to read (each kind's records as its
// import reads them) and a manifest with the counts and the SHA-256 of every part. Export, restore and export again
// give the same files, from either database to either.
package archive

import (
	"archive/zip"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"patrimonio/internal/database"
)

// Format is the version of the archive's layout; a restore refuses another.
const Format = 1

// Tables are the tables an archive carries, each after the ones its rows refer to (the order of a restore).
var Tables = []string{
	"users", "settings", "files",
	"accounts", "account_movements",
	"assets", "asset_attachments", "asset_improvements", "asset_sales", "asset_transactions",
	"vehicles", "vehicle_attachments", "vehicle_costs", "vehicle_history", "vehicle_tax_rules",
	"debts", "debt_accruals", "debt_history", "debt_payments", "debt_renegotiations",
	"receivables", "receivable_installments", "receivable_receipts",
	"index_values", "obligation_payments", "reports", "mail_notices",
	"import_batches", "import_records",
	"event_counterparts", "ledger_subaccounts", "ledger_adjustments", "journal_entries", "journal_lines",
	"bank_statements", "bank_statement_lines", "bank_rules",
	"leases", "lease_readjustments",
}

// Left are the tables an archive leaves out, and why: what a restore rebuilds by itself or must not carry over.
var Left = map[string]string{
	"schema_migrations": "the restoring database's own",
	"sessions":          "signed-in sessions end with the move: everyone signs in again",
	"login_attempts":    "the sign-in limiter's recent attempts",
	"password_resets":   "links sent by e-mail, valid for an hour",
	"mail_outbox":       "e-mails waiting to be sent, valid for a while",
	"file_removals":     "uploads waiting to be deleted from the storage",
	"asset_totals":      "kept by triggers as the assets are written",
	"ledger_changes":    "the ledger memo's change log, rebuilt from the history",
	"ledger_deltas":     "the ledger memo's change log, rebuilt from the history",
	"ledger_memo":       "month-end positions, rebuilt from the history",
	"user_totp":         "two-factor secrets: after a restore each person sets two-factor sign-in up again",
	"recovery_codes":    "two-factor recovery codes, which go with the secrets",
}

// secrets are the columns an archive carries empty: what would let its reader sign in as someone. After a restore
// nobody has a password until an administrator sets one (patrimonio user password), who then sets the others'.
var secrets = map[string]string{"users": "password_hash"}

// retired are tables older archives carry and a restore now skips (their parts still checked): the secrets above.
var retired = map[string]bool{"user_totp": true, "recovery_codes": true}

// seeded are tables that a new database already fills (migrations): a restore replaces their rows.
var seeded = map[string]bool{"settings": true, "vehicle_tax_rules": true}

// The archive's parts.
const (
	manifestName = "manifesto.json"
	tablesDir    = "tabelas/"
	filesDir     = "arquivos/"
	sheetsDir    = "planilhas/"
)

// Manifest describes an archive: what it holds and the SHA-256 of each part, checked before a restore writes
// anything.
type Manifest struct {
	Format        int             `json:"format"`
	SchemaVersion int             `json:"schemaVersion"`
	CreatedAt     time.Time       `json:"createdAt"`
	Database      string          `json:"database"`         // where it was exported from
	Tables        map[string]Part `json:"tables"`           // by table name
	Files         map[string]Part `json:"files"`            // by upload name
	Sheets        map[string]Part `json:"sheets,omitempty"` // by sheet name
}

// Rows is how many rows the archive's tables hold together.
func (m Manifest) Rows() int {
	n := 0
	for _, p := range m.Tables {
		n += p.Rows
	}
	return n
}

// Part is one file of the archive: rows (tables) or bytes (uploads), and its SHA-256.
type Part struct {
	Rows   int    `json:"rows,omitempty"`
	Bytes  int64  `json:"bytes,omitempty"`
	SHA256 string `json:"sha256"`
}

// Uploads is where the uploaded files are kept (files.Storage).
type Uploads interface {
	Open(ctx context.Context, name string) (io.ReadSeekCloser, error)
	Save(ctx context.Context, name string, r io.Reader, size int64) error
	Delete(ctx context.Context, name string) error
}

// Sheet is a spreadsheet an archive carries beside its tables, for people rather than for a restore (which reads
// the tables alone): planilhas/<Name>.csv, written by Write from the export's snapshot, answering its rows.
type Sheet struct {
	Name  string
	Write func(ctx context.Context, q database.Querier, w io.Writer) (rows int, err error)
}

// null is how a CSV field says NULL; a value beginning with a backslash gets one more in front.
const null = `\N`

// Export writes the archive of db, its uploads and the sheets to w.
func Export(ctx context.Context, db *database.DB, uploads Uploads, w io.Writer, now time.Time, sheets ...Sheet) (Manifest, error) {
	version, err := db.SchemaVersion(ctx)
	if err != nil {
		return Manifest{}, err
	}
	m := Manifest{Format: Format, SchemaVersion: version, CreatedAt: now.UTC().Truncate(time.Second), Database: string(db.Dialect),
		Tables: map[string]Part{}, Files: map[string]Part{}}
	if len(sheets) > 0 {
		m.Sheets = map[string]Part{}
	}
	zw := zip.NewWriter(w)
	var names []string
	err = db.ReadSnapshot(ctx, func(tx *database.Tx) error { // every table as of one moment, while the server writes
		for _, table := range Tables {
			part, err := exportTable(ctx, db, tx, zw, table)
			if err != nil {
				return err
			}
			m.Tables[table] = part
		}
		for _, sheet := range sheets {
			part, err := exportSheet(ctx, tx, zw, sheet)
			if err != nil {
				return err
			}
			m.Sheets[sheet.Name] = part
		}
		names, err = database.Strings(ctx, tx, "SELECT name FROM files ORDER BY name") // the uploads the files table knows
		return err
	})
	if err != nil {
		return Manifest{}, err
	}
	for _, name := range names {
		part, err := exportUpload(ctx, uploads, zw, name)
		if err != nil {
			return Manifest{}, err
		}
		m.Files[name] = part
	}
	body, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return Manifest{}, err
	}
	mw, err := zw.Create(manifestName)
	if err != nil {
		return Manifest{}, err
	}
	if _, err := mw.Write(body); err != nil {
		return Manifest{}, err
	}
	return m, zw.Close()
}

// exportTable writes one table as CSV: a header of its column names, id first and the rest in alphabetical order
// (the same on both databases), then its rows in the order of their id, or of their values for a table without one.
func exportTable(ctx context.Context, db *database.DB, tx *database.Tx, zw *zip.Writer, table string) (Part, error) {
	cols, err := db.ColumnNames(ctx, table)
	if err != nil {
		return Part{}, err
	}
	if len(cols) == 0 {
		return Part{}, fmt.Errorf("export: no table %s", table)
	}
	slices.SortFunc(cols, func(a, b string) int {
		if (a == "id") != (b == "id") {
			if a == "id" {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
	hasID := cols[0] == "id"
	query := "SELECT " + strings.Join(cols, ", ") + " FROM " + table
	if hasID {
		query += " ORDER BY id"
	}
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return Part{}, fmt.Errorf("export %s: %w", table, err)
	}
	defer rows.Close()
	types, err := rows.ColumnTypes()
	if err != nil {
		return Part{}, fmt.Errorf("export %s: %w", table, err)
	}
	values := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range values {
		ptrs[i] = &values[i]
	}
	var records [][]string
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return Part{}, fmt.Errorf("export %s: %w", table, err)
		}
		rec := make([]string, len(cols))
		for i, v := range values {
			if cols[i] == secrets[table] {
				continue
			}
			if rec[i], err = field(v, types[i].DatabaseTypeName()); err != nil {
				return Part{}, fmt.Errorf("export %s.%s: %w", table, cols[i], err)
			}
		}
		records = append(records, rec)
	}
	if err := rows.Err(); err != nil {
		return Part{}, fmt.Errorf("export %s: %w", table, err)
	}
	if !hasID { // ordered here, byte by byte: the databases' collations differ
		slices.SortFunc(records, func(a, b []string) int { return slices.Compare(a, b) })
	}
	fw, err := zw.Create(tablesDir + table + ".csv")
	if err != nil {
		return Part{}, err
	}
	sum := sha256.New()
	cw := csv.NewWriter(io.MultiWriter(fw, sum))
	if err := cw.Write(cols); err != nil {
		return Part{}, err
	}
	if err := cw.WriteAll(records); err != nil {
		return Part{}, err
	}
	return Part{Rows: len(records), SHA256: hex.EncodeToString(sum.Sum(nil))}, nil
}

func exportSheet(ctx context.Context, tx *database.Tx, zw *zip.Writer, sheet Sheet) (Part, error) {
	fw, err := zw.Create(sheetsDir + sheet.Name + ".csv")
	if err != nil {
		return Part{}, err
	}
	sum := sha256.New()
	rows, err := sheet.Write(ctx, tx, io.MultiWriter(fw, sum))
	if err != nil {
		return Part{}, fmt.Errorf("export sheet %s: %w", sheet.Name, err)
	}
	return Part{Rows: rows, SHA256: hex.EncodeToString(sum.Sum(nil))}, nil
}

// field is a value as the archive writes it, the same whichever database it came from: integers and booleans
// (1 and 0) in decimal, days as aaaa-mm-dd, moments in UTC to the microsecond, text as it is.
func field(v any, dbType string) (string, error) {
	switch v := v.(type) {
	case nil:
		return null, nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case int32:
		return strconv.FormatInt(int64(v), 10), nil
	case bool:
		if v {
			return "1", nil
		}
		return "0", nil
	case time.Time:
		if strings.EqualFold(dbType, "DATE") {
			return v.Format(time.DateOnly), nil
		}
		return v.UTC().Truncate(time.Microsecond).Format("2006-01-02 15:04:05.999999-07:00"), nil
	case string:
		return escape(v), nil
	case []byte:
		return escape(string(v)), nil
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64), nil
	}
	return "", fmt.Errorf("a value of type %T", v)
}

func escape(s string) string {
	if strings.HasPrefix(s, `\`) {
		return `\` + s
	}
	return s
}

func unescape(s string) any {
	if s == null {
		return nil
	}
	return strings.TrimPrefix(s, `\`)
}

func exportUpload(ctx context.Context, uploads Uploads, zw *zip.Writer, name string) (Part, error) {
	f, err := uploads.Open(ctx, name)
	if err != nil {
		return Part{}, fmt.Errorf("export file %s: %w", name, err)
	}
	defer f.Close()
	fw, err := zw.CreateHeader(&zip.FileHeader{Name: filesDir + name, Method: zip.Store}) // images and PDFs are compressed already
	if err != nil {
		return Part{}, err
	}
	sum := sha256.New()
	n, err := io.Copy(io.MultiWriter(fw, sum), f)
	if err != nil {
		return Part{}, fmt.Errorf("export file %s: %w", name, err)
	}
	return Part{Bytes: n, SHA256: hex.EncodeToString(sum.Sum(nil))}, nil
}

// Errors a restore answers before it writes anything.
var (
	ErrNotEmpty = errors.New("o banco de dados de destino já tem dados: restaure num banco vazio")
	ErrDamaged  = errors.New("arquivo danificado ou incompleto")
)

// Restore checks the archive r (size bytes) whole — its manifest, the SHA-256 of every part, the tables and
// columns against db's schema — and then writes it into db, which must hold no data: the uploads first, then every
// table in one transaction (all or nothing). The uploads of a restore that fails are removed again.
func Restore(ctx context.Context, db *database.DB, uploads Uploads, r io.ReaderAt, size int64) (Manifest, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return Manifest{}, fmt.Errorf("%w: %w", ErrDamaged, err)
	}
	m, parts, err := readManifest(zr)
	if err != nil {
		return Manifest{}, err
	}
	version, err := db.SchemaVersion(ctx)
	if err != nil {
		return Manifest{}, err
	}
	if m.SchemaVersion > version {
		return Manifest{}, fmt.Errorf("o arquivo vem de uma versão mais nova do Patrimônio (esquema %d; este tem %d): atualize o programa antes de restaurar", m.SchemaVersion, version)
	}
	for _, f := range zr.File {
		if err := checkPart(f, parts); err != nil {
			return Manifest{}, err
		}
	}
	// checkPart took each part found off the list: what is left the manifest names and the archive lacks.
	if missing := slices.Sorted(maps.Keys(parts)); len(missing) > 0 {
		return Manifest{}, fmt.Errorf("%w: falta %s", ErrDamaged, strings.Join(missing, ", "))
	}
	if err := checkTables(db.Dialect, m); err != nil {
		return Manifest{}, err
	}
	columns := map[string][]string{}
	for _, table := range Tables {
		cols, err := db.ColumnNames(ctx, table)
		if err != nil {
			return Manifest{}, err
		}
		columns[table] = cols
		if seeded[table] {
			continue
		}
		var held int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM (SELECT 1 FROM "+table+" LIMIT 1) t").Scan(&held); err != nil {
			return Manifest{}, fmt.Errorf("restore: %w", err)
		}
		if held > 0 {
			return Manifest{}, fmt.Errorf("%w (tabela %s)", ErrNotEmpty, table)
		}
	}
	var saved []string
	undo := func() {
		for _, name := range saved {
			_ = uploads.Delete(context.WithoutCancel(ctx), name)
		}
	}
	for name, part := range m.Files {
		if err := restoreUpload(ctx, zr, uploads, name, part); err != nil {
			undo()
			return Manifest{}, err
		}
		saved = append(saved, name)
	}
	err = db.InTx(ctx, func(tx *database.Tx) error {
		for _, table := range Tables {
			part, ok := m.Tables[table]
			if !ok {
				continue // an older archive, from before the table (checkTables)
			}
			if err := restoreTable(ctx, tx, zr, table, columns[table], part.Rows); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		undo()
		return Manifest{}, err
	}
	return m, nil
}

// readManifest reads and checks the manifest, returning the parts it lists by their name in the archive.
func readManifest(zr *zip.Reader) (Manifest, map[string]Part, error) {
	f, err := zr.Open(manifestName)
	if err != nil {
		return Manifest{}, nil, fmt.Errorf("%w: sem %s", ErrDamaged, manifestName)
	}
	defer f.Close()
	var m Manifest
	if err := json.NewDecoder(io.LimitReader(f, 16<<20)).Decode(&m); err != nil {
		return Manifest{}, nil, fmt.Errorf("%w: %s ilegível: %w", ErrDamaged, manifestName, err)
	}
	if m.Format != Format {
		return Manifest{}, nil, fmt.Errorf("formato de arquivo %d desconhecido (este programa lê o %d)", m.Format, Format)
	}
	parts := map[string]Part{}
	for table, p := range m.Tables {
		if !slices.Contains(Tables, table) && !retired[table] {
			return Manifest{}, nil, fmt.Errorf("o arquivo traz a tabela %s, que esta versão não conhece", table)
		}
		parts[tablesDir+table+".csv"] = p
	}
	for name, p := range m.Files {
		if strings.ContainsAny(name, `/\`) || name == "" || name == "." || name == ".." {
			return Manifest{}, nil, fmt.Errorf("%w: nome de arquivo %q", ErrDamaged, name)
		}
		parts[filesDir+name] = p
	}
	for name, p := range m.Sheets {
		if strings.ContainsAny(name, `/\`) || name == "" || name == "." || name == ".." {
			return Manifest{}, nil, fmt.Errorf("%w: nome de planilha %q", ErrDamaged, name)
		}
		parts[sheetsDir+name+".csv"] = p
	}
	return m, parts, nil
}

// checkTables refuses a manifest that leaves out a table its schema version had: an archive is written with every
// table of Tables its database holds, so one missing was taken out.
func checkTables(d database.Dialect, m Manifest) error {
	migrations, err := d.Migrations()
	if err != nil {
		return err
	}
	for _, table := range Tables {
		if _, ok := m.Tables[table]; ok {
			continue
		}
		created := regexp.MustCompile(`(?i)CREATE TABLE (IF NOT EXISTS )?` + table + `\b`)
		for _, mig := range migrations {
			if mig.Version <= m.SchemaVersion && created.MatchString(mig.SQL) {
				return fmt.Errorf("%w: o manifesto não traz a tabela %s", ErrDamaged, table)
			}
		}
	}
	return nil
}

// checkPart reads one part of the archive through, comparing its size (an upload's) and SHA-256 with the manifest's.
func checkPart(f *zip.File, parts map[string]Part) error {
	if f.Name == manifestName {
		return nil
	}
	want, ok := parts[f.Name]
	if !ok {
		return fmt.Errorf("%w: %s não está no manifesto", ErrDamaged, f.Name)
	}
	if strings.HasPrefix(f.Name, filesDir) && f.UncompressedSize64 != uint64(want.Bytes) {
		return fmt.Errorf("%w: %s tem %d bytes e o manifesto diz %d", ErrDamaged, f.Name, f.UncompressedSize64, want.Bytes)
	}
	rc, err := f.Open()
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrDamaged, f.Name, err)
	}
	defer rc.Close()
	sum := sha256.New()
	if _, err := io.Copy(sum, rc); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrDamaged, f.Name, err)
	}
	if got := hex.EncodeToString(sum.Sum(nil)); got != want.SHA256 {
		return fmt.Errorf("%w: %s não confere com o SHA-256 do manifesto", ErrDamaged, f.Name)
	}
	delete(parts, f.Name)
	return nil
}

func restoreUpload(ctx context.Context, zr *zip.Reader, uploads Uploads, name string, part Part) error {
	f, err := zr.Open(filesDir + name)
	if err != nil {
		return fmt.Errorf("%w: falta %s%s", ErrDamaged, filesDir, name)
	}
	defer f.Close()
	if err := uploads.Save(ctx, name, f, part.Bytes); err != nil {
		return fmt.Errorf("restore file %s: %w", name, err)
	}
	return nil
}

// restoreTable writes one table's rows, with their ids, many rows per statement.
func restoreTable(ctx context.Context, tx *database.Tx, zr *zip.Reader, table string, known []string, rows int) error {
	f, err := zr.Open(tablesDir + table + ".csv")
	if err != nil {
		return fmt.Errorf("%w: falta %s%s.csv", ErrDamaged, tablesDir, table)
	}
	defer f.Close()
	cr := csv.NewReader(f)
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		return fmt.Errorf("%w: %s.csv: %w", ErrDamaged, table, err)
	}
	for _, c := range header {
		if !slices.Contains(known, c) {
			return fmt.Errorf("o arquivo traz a coluna %s.%s, que esta versão não conhece", table, c)
		}
	}
	if seeded[table] {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table); err != nil {
			return fmt.Errorf("restore %s: %w", table, err)
		}
	}
	perStatement := max(1, min(500, 30000/len(header)))
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(header)), ", ") + ")"
	insert := func(batch [][]string) error {
		if len(batch) == 0 {
			return nil
		}
		args := make([]any, 0, len(batch)*len(header))
		for _, rec := range batch {
			for _, v := range rec {
				args = append(args, unescape(v))
			}
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO "+table+" ("+strings.Join(header, ", ")+") VALUES "+
			strings.TrimSuffix(strings.Repeat(row+", ", len(batch)), ", "), args...)
		if err != nil {
			return fmt.Errorf("restore %s: %w", table, err)
		}
		return nil
	}
	var batch [][]string
	read := 0
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("%w: %s.csv: %w", ErrDamaged, table, err)
		}
		read++
		if batch = append(batch, rec); len(batch) == perStatement {
			if err := insert(batch); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
	if err := insert(batch); err != nil {
		return err
	}
	if read != rows {
		return fmt.Errorf("%w: %s.csv tem %d linha(s) e o manifesto diz %d", ErrDamaged, table, read, rows)
	}
	if slices.Contains(header, "id") {
		return tx.FollowIDs(ctx, table)
	}
	return nil
}
