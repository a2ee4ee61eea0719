package archive_test

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/archive"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/demo"
	"patrimonio/internal/files"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func TestMain(m *testing.M) { os.Exit(dbtest.Run(m)) }

var ctx = context.Background()

// TestEveryTableIsCarriedOrLeftOut: a table added by a migration must be put in the archive or left out with its
// reason, on both databases.
func TestEveryTableIsCarriedOrLeftOut(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		tables, err := db.Tables(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, table := range tables {
			_, left := archive.Left[table]
			carried := false
			for _, c := range archive.Tables {
				carried = carried || c == table
			}
			if !left && !carried && !strings.HasPrefix(table, "assets_search") { // SQLite's trigram index and its queue, kept by triggers
				t.Errorf("table %s is neither in archive.Tables nor in archive.Left", table)
			}
		}
		for _, table := range append(append([]string{}, archive.Tables...), keys(archive.Left)...) {
			if cols, err := db.ColumnNames(ctx, table); err != nil || len(cols) == 0 {
				t.Errorf("archive names table %s, which the schema does not have (%v)", table, err)
			}
		}
	})
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// filled is a database with the demo's realistic set, an uploaded photo attached to an asset, a sub-account and an
// adjustment of the books, and texts that look like the archive's NULL.
func filled(t *testing.T, d database.Dialect) (*database.DB, *files.Disk) {
	t.Helper()
	db := dbtest.Open(t, d)
	st := store.New(db)
	disk, err := files.NewDisk(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	admin, err := st.CreateUser(ctx, model.User{Name: "Ana Admin", Email: "ana@exemplo.com.br", Role: model.RoleAdmin, Active: true}, "$argon2id$hash")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := demo.Seed(ctx, st, admin, time.Date(2026, 11, 20, 15, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	photo := "0123456789abcdef0123456789abcdef.png"
	body := []byte("\x89PNG fachada")
	if err := disk.Save(ctx, photo, bytes.NewReader(body), int64(len(body))); err != nil {
		t.Fatal(err)
	}
	if err := st.AddFiles(ctx, []store.File{{Name: photo, OriginalName: "fachada.png", Mimetype: "image/png", Size: int64(len(body)),
		Image: true, Category: "outros", UploadedBy: admin.ID}}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateAsset(ctx, model.Asset{Description: `\N não é nulo`, Type: model.AssetOther, AcquisitionValue: 1_234_56,
		CurrentValue: 1_234_56, AcquisitionDate: day("2025-03-04"), Details: model.AssetDetails{Notes: `\\servidor\pasta`},
		Attachments: []model.AssetAttachment{{FileName: photo, Category: "outros"}}}, admin); err != nil {
		t.Fatal(err)
	}
	sub, err := st.CreateLedgerSubaccount(ctx, ledger.Capital, "Aporte de Ana", admin)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateLedgerAdjustment(ctx, store.AdjustmentInput{Date: day("2025-03-04"), Debit: string(ledger.OpeningBalances),
		Credit: sub.Code, Amount: 100_00, Reason: "Reclassificação"}, admin); err != nil {
		t.Fatal(err)
	}
	return db, disk
}

func export(t *testing.T, db *database.DB, uploads archive.Uploads) []byte {
	t.Helper()
	var buf bytes.Buffer
	if _, err := archive.Export(ctx, db, uploads, &buf, time.Now()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// parts reads every part of an archive but the manifest, by name.
func parts(t *testing.T, b []byte) map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range zr.File {
		if f.Name == "manifesto.json" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(rc)
		rc.Close()
		out[f.Name] = string(body)
	}
	return out
}

// TestExportRestoreExport: an archive restored into an empty database, of the same kind or the other, exports
// again to the same tables and files; the restored database then works (its next ids follow the restored ones).
func TestExportRestoreExport(t *testing.T) {
	t.Parallel()
	dialects := dbtest.Dialects()
	for _, from := range dialects {
		for _, to := range dialects {
			t.Run(string(from)+"→"+string(to), func(t *testing.T) {
				t.Parallel()
				src, srcFiles := filled(t, from)
				first := export(t, src, srcFiles)

				dst := dbtest.Open(t, to)
				dstFiles, err := files.NewDisk(t.TempDir())
				if err != nil {
					t.Fatal(err)
				}
				m, err := archive.Restore(ctx, dst, dstFiles, bytes.NewReader(first), int64(len(first)))
				if err != nil {
					t.Fatal(err)
				}
				if m.Tables["assets"].Rows < 30 || m.Tables["account_movements"].Rows == 0 || len(m.Files) != 1 {
					t.Fatalf("manifest: %+v", m)
				}
				second := export(t, dst, dstFiles)
				a, b := parts(t, first), parts(t, second)
				if len(a) != len(b) {
					t.Fatalf("%d parts, then %d", len(a), len(b))
				}
				for name, body := range a {
					if b[name] != body {
						t.Errorf("%s differs after the restore:\n%s\n---\n%s", name, head(body), head(b[name]))
					}
				}
				if !strings.Contains(a["tabelas/assets.csv"], `\\N não é nulo`) || !strings.Contains(a["tabelas/assets.csv"], `\N`) {
					t.Error("the assets' CSV does not tell a text beginning with a backslash from NULL")
				}

				st := store.New(dst)
				found, sum, err := st.ListAssets(ctx, store.AssetFilter{Query: "nulo", Page: 1, PageSize: 10})
				if err != nil || len(found) != 1 || found[0].Description != `\N não é nulo` || sum.Count != 1 {
					t.Fatalf("search after the restore: %+v %+v %v", found, sum, err)
				}
				restored, err := st.AssetByID(ctx, found[0].ID)
				if err != nil || len(restored.Attachments) != 1 || restored.Attachments[0].OriginalName != "fachada.png" {
					t.Fatalf("the restored asset's photo: %+v %v", restored.Attachments, err)
				}
				users, _, err := st.ListUsers(ctx, store.UserFilter{Page: 1, PageSize: 10})
				if err != nil || len(users) != 1 {
					t.Fatalf("users after the restore: %+v %v", users, err)
				}
				if _, err := st.CreateAsset(ctx, model.Asset{Description: "Depois da restauração", Type: model.AssetOther, AcquisitionValue: 100,
					CurrentValue: 100, AcquisitionDate: day("2026-01-02")}, users[0]); err != nil {
					t.Fatalf("a new asset after the restore: %v", err)
				}
			})
		}
	}
}

func head(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// TestRestoreChangesNothingWhenRefused: a database with data, a damaged part, or a table the schema does not have
// are refused before anything is written, and the uploads a failed restore wrote are removed.
func TestRestoreChangesNothingWhenRefused(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		src, srcFiles := filled(t, db.Dialect)
		good := export(t, src, srcFiles)

		if _, err := archive.Restore(ctx, src, srcFiles, bytes.NewReader(good), int64(len(good))); !errors.Is(err, archive.ErrNotEmpty) {
			t.Fatalf("restore into a database with data: %v", err)
		}

		damaged := rewrite(t, good, func(name string, body []byte) []byte {
			if name == "tabelas/assets.csv" {
				return append(body, "1,2,3\n"...)
			}
			return body
		})
		dir := t.TempDir()
		dstFiles, _ := files.NewDisk(dir)
		if _, err := archive.Restore(ctx, db, dstFiles, bytes.NewReader(damaged), int64(len(damaged))); !errors.Is(err, archive.ErrDamaged) {
			t.Fatalf("restore of a damaged archive: %v", err)
		}

		// Sound checksums over a row that breaks a constraint: the uploads go first, then come out again.
		broken := rewrite(t, good, func(name string, body []byte) []byte {
			if name == "tabelas/asset_attachments.csv" {
				return bytes.Replace(body, []byte("outros"), []byte(`\N`), 1) // category is NOT NULL
			}
			return body
		})
		broken = resum(t, broken)
		if _, err := archive.Restore(ctx, db, dstFiles, bytes.NewReader(broken), int64(len(broken))); err == nil {
			t.Fatal("a row breaking a constraint was restored")
		}
		var n int
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM users").Scan(&n); err != nil || n != 0 {
			t.Fatalf("%d users after refused restores (%v)", n, err)
		}
		if left, _ := os.ReadDir(dir); len(left) != 0 {
			t.Fatalf("uploads left after a failed restore: %v", left)
		}
	})
}

// TestRestoreRefusesPartialArchives: an archive is restored whole or refused, naming what is wrong — a part the
// manifest lists and the archive lacks, a table taken out of both, a part the manifest does not list, an upload of
// another size, a table with rows taken out and its checksum made to match — and nothing is written.
func TestRestoreRefusesPartialArchives(t *testing.T) {
	t.Parallel()
	src, srcFiles := filled(t, database.SQLite)
	good := export(t, src, srcFiles)
	drop := func(part string) func(string, []byte) []byte {
		return func(name string, body []byte) []byte {
			if name == part {
				return nil
			}
			return body
		}
	}
	cases := []struct {
		name    string
		damaged []byte
		want    string
	}{
		{"a table's file gone", rewrite(t, good, drop("tabelas/debts.csv")), "falta tabelas/debts.csv"},
		{"an upload gone", rewrite(t, good, drop("arquivos/0123456789abcdef0123456789abcdef.png")),
			"falta arquivos/0123456789abcdef0123456789abcdef.png"},
		{"a table gone from both", editManifest(t, rewrite(t, good, drop("tabelas/debts.csv")), func(m *archive.Manifest) { delete(m.Tables, "debts") }),
			"o manifesto não traz a tabela debts"},
		{"a part not listed", appendPart(t, good, "tabelas/intrusa.csv", "id\n1\n"), "tabelas/intrusa.csv não está no manifesto"},
		{"an upload of another size", editManifest(t, good, func(m *archive.Manifest) {
			p := m.Files["0123456789abcdef0123456789abcdef.png"]
			p.Bytes++
			m.Files["0123456789abcdef0123456789abcdef.png"] = p
		}), "arquivos/0123456789abcdef0123456789abcdef.png tem 12 bytes e o manifesto diz 13"},
		{"rows taken out, the checksum redone", resum(t, rewrite(t, good, func(name string, body []byte) []byte {
			if name == "tabelas/debts.csv" {
				lines := bytes.SplitAfter(body, []byte("\n"))
				return bytes.Join(lines[:len(lines)-2], nil) // the header kept, the last row out
			}
			return body
		})), "debts.csv tem"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			db := dbtest.Open(t, database.SQLite)
			dir := t.TempDir()
			disk, _ := files.NewDisk(dir)
			_, err := archive.Restore(ctx, db, disk, bytes.NewReader(c.damaged), int64(len(c.damaged)))
			if !errors.Is(err, archive.ErrDamaged) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("restore: %v, want %q", err, c.want)
			}
			var n int
			if err := db.QueryRowContext(ctx, "SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM assets)").Scan(&n); err != nil || n != 0 {
				t.Fatalf("%d rows after a refused restore (%v)", n, err)
			}
			if left, _ := os.ReadDir(dir); len(left) != 0 {
				t.Fatalf("uploads left after a refused restore: %v", left)
			}
		})
	}
}

// editManifest copies an archive with its manifest changed by edit.
func editManifest(t *testing.T, b []byte, edit func(*archive.Manifest)) []byte {
	t.Helper()
	return rewrite(t, b, func(name string, body []byte) []byte {
		if name != "manifesto.json" {
			return body
		}
		var m archive.Manifest
		mustJSON(t, body, &m)
		edit(&m)
		return toJSON(t, m)
	})
}

// appendPart copies an archive with one more part, which its manifest does not list.
func appendPart(t *testing.T, b []byte, name, body string) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		if err := zw.Copy(f); err != nil {
			t.Fatal(err)
		}
	}
	w, _ := zw.Create(name)
	w.Write([]byte(body))
	zw.Close()
	return buf.Bytes()
}

// rewrite copies an archive, changing its parts with change; a part changed to nil is left out.
func rewrite(t *testing.T, b []byte, change func(name string, body []byte) []byte) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, f := range zr.File {
		rc, _ := f.Open()
		body, _ := io.ReadAll(rc)
		rc.Close()
		if body = change(f.Name, body); body != nil {
			w, _ := zw.Create(f.Name)
			w.Write(body)
		}
	}
	zw.Close()
	return out.Bytes()
}

// resum rewrites the manifest's checksums to match the parts, as a careless hand-edit with a tool would.
func resum(t *testing.T, b []byte) []byte {
	t.Helper()
	sums := map[string]string{}
	for name, body := range parts(t, b) {
		sums[filepath.Base(name)] = sha(body)
	}
	return rewrite(t, b, func(name string, body []byte) []byte {
		if name != "manifesto.json" {
			return body
		}
		var m archive.Manifest
		mustJSON(t, body, &m)
		for table, p := range m.Tables {
			p.SHA256 = sums[table+".csv"]
			m.Tables[table] = p
		}
		return toJSON(t, m)
	})
}

func day(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func sha(body string) string {
	sum := sha256.Sum256([]byte(body))
	return hex.EncodeToString(sum[:])
}

func mustJSON(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}

func toJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
