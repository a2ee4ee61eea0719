package backup_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/backup"
	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/files"
	"patrimonio/internal/files/filestest"
	"patrimonio/internal/files/miniotest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func TestMain(m *testing.M) {
	code := dbtest.Run(m)
	miniotest.Stop()
	os.Exit(code)
}

// install is a database with one user and an uploads directory with two files (and one being written).
func install(t *testing.T, d database.Dialect) (*database.DB, *files.Disk) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "uploads")
	write(t, filepath.Join(dir, ".upload-123"), "pela metade")
	disk, err := files.NewDisk(dir)
	if err != nil {
		t.Fatal(err)
	}
	return installOn(t, d, disk), disk
}

// installOn is a database with one user, and two files in uploads.
func installOn(t *testing.T, d database.Dialect, uploads files.Storage) *database.DB {
	t.Helper()
	db := dbtest.Open(t, d)
	if _, err := store.New(db).CreateUser(context.Background(), model.User{Name: "Ana Souza", Email: "ana@exemplo.com.br",
		Role: model.RoleAdmin, Active: true}, "hash"); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string]string{strings.Repeat("a", 32) + ".png": "imagem", strings.Repeat("b", 32) + ".pdf": "documento"} {
		if err := uploads.Save(context.Background(), name, strings.NewReader(content), int64(len(content))); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBackupAndRestore: a backup holds the database and the finished uploads with their checksums, whether the
// uploads live in the data directory or in a bucket; restored into an empty directory (and the files into a
// bucket, for a bucket's installation) it opens with the same user and files; a SQLite backup needs a SQLite
// target, and a PostgreSQL one holds the files only.
func TestBackupAndRestore(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db0 *database.DB) {
		t.Parallel()
		t.Run("disk", func(t *testing.T) {
			t.Parallel()
			db, disk := install(t, db0.Dialect)
			dir := filepath.Join(t.TempDir(), "copias")
			testBackupAndRestore(t, db, disk, backup.Dir(dir), func(name, part string) string { return read(t, filepath.Join(dir, name, part)) }, nil)
		})
		t.Run("s3", func(t *testing.T) {
			t.Parallel()
			bucket := filestest.NewBucket(t)
			copies := filestest.NewObjects(t, "copias/")
			testBackupAndRestore(t, installOn(t, db0.Dialect, bucket), bucket, backup.InBucket(copies),
				func(name, part string) string { return filestest.Read(t, copies, name+"/"+part) }, filestest.NewBucket(t))
		})
	})
}

// testBackupAndRestore backs up db and uploads into place, whose parts readPart reads, and restores them, the
// files into target (an empty bucket), or into the data directory when target is nil.
func testBackupAndRestore(t *testing.T, db *database.DB, uploads files.Storage, place backup.Place, readPart func(name, part string) string, target files.Storage) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 18, 30, 5, 0, time.UTC)
	path, info, err := backup.Create(ctx, db, uploads, place, now)
	if err != nil {
		t.Fatal(err)
	}
	const name = "patrimonio-20261123-183005.000Z"
	if !strings.HasSuffix(path, "/"+name) || info.Files != 2 || info.Database != string(db.Dialect) {
		t.Fatalf("backup %s: %+v", path, info)
	}
	if list, err := backup.List(ctx, place); err != nil || len(list) != 1 || list[0].Path != path || !list[0].Time.Equal(now) {
		t.Fatalf("listed %v %v", list, err)
	}
	if _, _, err := backup.Create(ctx, db, uploads, place, now); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("a second backup of the same instant: %v", err)
	}
	sums := readPart(name, backup.SumsFile)
	for _, want := range []string{"  backup.json\n", "  uploads/" + strings.Repeat("a", 32) + ".png\n"} {
		if !strings.Contains(sums, want) {
			t.Errorf("SHA256SUMS lacks %q:\n%s", want, sums)
		}
	}
	if strings.Contains(sums, ".upload-") {
		t.Errorf("a file being written was backed up:\n%s", sums)
	}
	if strings.Contains(sums, backup.DatabaseFile) != (db.Dialect == database.SQLite) {
		t.Errorf("database in a %s backup:\n%s", db.Dialect, sums)
	}

	data := filepath.Join(t.TempDir(), "restaurado")
	dbPath := filepath.Join(data, "patrimonio.db")
	restore := func(dbPath string) (backup.Info, error) {
		return backup.Restore(ctx, place, name, data, dbPath, target)
	}
	restored := func() files.Storage {
		if target != nil {
			if _, err := os.Stat(filepath.Join(data, "uploads")); err == nil {
				t.Error("the files of a bucket were restored into the data directory too")
			}
			return target
		}
		disk, err := files.NewDisk(filepath.Join(data, "uploads"))
		if err != nil {
			t.Fatal(err)
		}
		return disk
	}
	if db.Dialect == database.Postgres {
		if _, err := restore(dbPath); err != nil {
			t.Fatal(err)
		}
		if filestest.Read(t, restored(), strings.Repeat("b", 32)+".pdf") != "documento" {
			t.Fatal("the files of a PostgreSQL backup were not restored")
		}
		return
	}
	if _, err := restore(""); err == nil || !strings.Contains(err.Error(), "PostgreSQL") {
		t.Fatalf("a SQLite backup restored for a PostgreSQL database: %v", err)
	}
	if entries, _ := os.ReadDir(filepath.Dir(data)); len(entries) != 0 {
		t.Fatalf("a refused restore left %v", entries)
	}
	if target != nil {
		if names, err := target.List(ctx); err != nil || len(names) != 0 {
			t.Fatalf("a refused restore filled the bucket: %v %v", names, err)
		}
	}
	got, err := restore(dbPath)
	if err != nil || got.Files != 2 {
		t.Fatalf("restore: %+v %v", got, err)
	}
	restoredDB, err := database.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer restoredDB.Close()
	if u, _, err := store.New(restoredDB).UserCredentials(ctx, "ana@exemplo.com.br"); err != nil || u.Name != "Ana Souza" {
		t.Fatalf("restored user: %+v %v", u, err)
	}
	if filestest.Read(t, restored(), strings.Repeat("a", 32)+".png") != "imagem" {
		t.Fatal("restored file")
	}
	if _, err := os.Stat(filepath.Join(data, backup.InfoFile)); err == nil {
		t.Fatal("backup.json was restored into the data directory")
	}
}

// TestRestoreRefuses: a restore writes nothing into a directory that holds something, nor from a backup whose
// part was changed, is missing, or whose SHA256SUMS names a file outside it; and says why in pt-BR.
func TestRestoreRefuses(t *testing.T) {
	t.Parallel()
	db, uploads := install(t, database.SQLite)
	dir := t.TempDir()
	path, _, err := backup.Create(context.Background(), db, uploads, backup.Dir(dir), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	// clone copies the backup, so that each case damages its own.
	clone := func(t *testing.T) string {
		t.Helper()
		c := filepath.Join(t.TempDir(), filepath.Base(path))
		if err := os.CopyFS(c, os.DirFS(path)); err != nil {
			t.Fatal(err)
		}
		return c
	}
	pdf := filepath.Join("uploads", strings.Repeat("b", 32)+".pdf")
	cases := []struct {
		name   string
		damage func(t *testing.T, backupDir, dataDir string)
		want   string
	}{
		{"data directory not empty", func(t *testing.T, _, data string) { write(t, filepath.Join(data, "nota.txt"), "x") },
			"não está vazio"},
		{"database already there", func(t *testing.T, _, data string) {}, "já existe um banco"},
		{"a file changed", func(t *testing.T, b, _ string) { write(t, filepath.Join(b, pdf), "documentO") },
			"o SHA-256 de uploads/" + strings.Repeat("b", 32) + ".pdf não confere"},
		{"the database changed", func(t *testing.T, b, _ string) {
			f, err := os.OpenFile(filepath.Join(b, backup.DatabaseFile), os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.Write([]byte{0})
			f.Close()
		}, "o SHA-256 de patrimonio.db não confere"},
		{"a file missing", func(t *testing.T, b, _ string) { os.Remove(filepath.Join(b, pdf)) }, "está incompleta: falta uploads/"},
		{"no SHA256SUMS", func(t *testing.T, b, _ string) { os.Remove(filepath.Join(b, backup.SumsFile)) }, "não é uma cópia do Patrimônio"},
		{"a path outside", func(t *testing.T, b, _ string) {
			write(t, filepath.Join(b, backup.SumsFile), read(t, filepath.Join(b, backup.SumsFile))+strings.Repeat("0", 64)+"  ../../etc/passwd\n")
		}, "linha inválida"},
		// The list must name every part: a line taken out would have left its part behind in silence.
		{"a file left out of the list", func(t *testing.T, b, _ string) { unlist(t, b, filepath.ToSlash(pdf)) },
			filepath.ToSlash(pdf) + " não está em SHA256SUMS"},
		{"the database left out of the list", func(t *testing.T, b, _ string) { unlist(t, b, backup.DatabaseFile) },
			"patrimonio.db não está em SHA256SUMS"},
		{"the database gone with its line", func(t *testing.T, b, _ string) {
			unlist(t, b, backup.DatabaseFile)
			os.Remove(filepath.Join(b, backup.DatabaseFile))
		}, "diz que é uma cópia de um banco SQLite, e SHA256SUMS não lista patrimonio.db"},
		{"a file gone with its line", func(t *testing.T, b, _ string) {
			unlist(t, b, filepath.ToSlash(pdf))
			os.Remove(filepath.Join(b, pdf))
		}, "SHA256SUMS lista 1 arquivo(s) enviado(s) e backup.json diz 2"},
		{"a part added", func(t *testing.T, b, _ string) { write(t, filepath.Join(b, "uploads", "intruso.pdf"), "x") },
			"uploads/intruso.pdf não está em SHA256SUMS"},
		{"a part added and listed", func(t *testing.T, b, _ string) { relist(t, b, "outros/intruso.txt", "x") },
			"SHA256SUMS lista outros/intruso.txt, que não é parte de uma cópia"},
		{"an upload added and listed", func(t *testing.T, b, _ string) { relist(t, b, "uploads/"+strings.Repeat("c", 32)+".pdf", "x") },
			"SHA256SUMS lista 3 arquivo(s) enviado(s) e backup.json diz 2"},
		{"backup.json says another kind", func(t *testing.T, b, _ string) {
			relist(t, b, backup.InfoFile, strings.Replace(read(t, filepath.Join(b, backup.InfoFile)), `"sqlite"`, `"postgres"`, 1))
		}, "diz que é uma cópia de um banco PostgreSQL, e SHA256SUMS lista patrimonio.db"},
		{"backup.json names no kind", func(t *testing.T, b, _ string) {
			relist(t, b, backup.InfoFile, strings.Replace(read(t, filepath.Join(b, backup.InfoFile)), `"sqlite"`, `"oracle"`, 1))
		}, "backup.json não diz de que banco é a cópia"},
		{"backup.json counts other bytes", func(t *testing.T, b, _ string) {
			relist(t, b, backup.InfoFile, regexp.MustCompile(`"bytes": \d+`).ReplaceAllString(read(t, filepath.Join(b, backup.InfoFile)), `"bytes": 12`))
		}, "e backup.json diz 12"},
		{"backup.json unreadable", func(t *testing.T, b, _ string) { relist(t, b, backup.InfoFile, "{") }, "backup.json ilegível"},
		{"backup.json missing", func(t *testing.T, b, _ string) {
			unlist(t, b, backup.InfoFile)
			os.Remove(filepath.Join(b, backup.InfoFile))
		}, "SHA256SUMS não lista backup.json"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			b := clone(t)
			data := filepath.Join(t.TempDir(), "dados")
			dbPath := filepath.Join(data, "patrimonio.db")
			if c.name == "database already there" {
				dbPath = filepath.Join(t.TempDir(), "existente.db")
				write(t, dbPath, "outro banco")
			}
			c.damage(t, b, data)
			before, _ := os.ReadDir(data)
			bp, bn := backup.At(b)
			_, err := backup.Restore(context.Background(), bp, bn, data, dbPath, nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("restore: %v, want %q", err, c.want)
			}
			if after, _ := os.ReadDir(data); len(after) != len(before) {
				t.Fatalf("a refused restore wrote into %s: %v", data, after)
			}
			if entries, _ := os.ReadDir(filepath.Dir(data)); len(entries) > 1 {
				t.Fatalf("a refused restore left %v beside the data directory", entries)
			}
		})
	}
}

// unlist takes part's line out of the backup b's SHA256SUMS.
func unlist(t *testing.T, b, part string) {
	t.Helper()
	var kept []string
	for _, line := range strings.SplitAfter(read(t, filepath.Join(b, backup.SumsFile)), "\n") {
		if !strings.HasSuffix(strings.TrimSuffix(line, "\n"), "  "+part) {
			kept = append(kept, line)
		}
	}
	write(t, filepath.Join(b, backup.SumsFile), strings.Join(kept, ""))
}

// relist writes part with content into the backup b and lists it in SHA256SUMS with its hash, as a backup made
// so would.
func relist(t *testing.T, b, part, content string) {
	t.Helper()
	unlist(t, b, part)
	write(t, filepath.Join(b, filepath.FromSlash(part)), content)
	sum := sha256.Sum256([]byte(content))
	write(t, filepath.Join(b, backup.SumsFile), read(t, filepath.Join(b, backup.SumsFile))+hex.EncodeToString(sum[:])+"  "+part+"\n")
}

// TestRetention: the newest backups are kept, older ones and what an interrupted run left are removed, and
// unchanged files are hard links to the previous backup's copy.
func TestRetention(t *testing.T) {
	t.Parallel()
	db, uploads := install(t, database.SQLite)
	dir := t.TempDir()
	start := time.Date(2026, 1, 1, 3, 0, 0, 0, time.UTC)
	var paths []string
	for i := range 4 {
		p, _, err := backup.Create(context.Background(), db, uploads, backup.Dir(dir), start.Add(time.Duration(i)*24*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	png := filepath.Join("uploads", strings.Repeat("a", 32)+".png")
	first, _ := os.Stat(filepath.Join(paths[0], png))
	last, _ := os.Stat(filepath.Join(paths[3], png))
	if !os.SameFile(first, last) {
		t.Error("an unchanged upload was copied again instead of linked")
	}
	leftover := filepath.Join(dir, ".parcial-123")
	write(t, filepath.Join(leftover, "patrimonio.db"), "pela metade")
	old := time.Now().Add(-2 * time.Hour)
	if err := os.Chtimes(leftover, old, old); err != nil {
		t.Fatal(err)
	}
	removed, err := backup.Prune(context.Background(), backup.Dir(dir), 2, time.Now())
	if err != nil || len(removed) != 3 {
		t.Fatalf("prune: %v %v", removed, err)
	}
	list, err := backup.List(context.Background(), backup.Dir(dir))
	if err != nil || len(list) != 2 || list[0].Path != paths[3] || list[1].Path != paths[2] {
		t.Fatalf("kept %v %v", list, err)
	}
	if read(t, filepath.Join(paths[3], png)) != "imagem" {
		t.Fatal("removing an old backup took a linked file from a kept one")
	}
}

// TestRetentionInBucket: in a bucket, a backup counts once its SHA256SUMS exists; the newest are kept, older
// ones removed whole, and what an interrupted run left goes once it is an hour old. Unchanged files are copied
// inside the service from the previous backup.
func TestRetentionInBucket(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	bucket := filestest.NewBucket(t)
	db := installOn(t, database.SQLite, bucket)
	copies := filestest.NewObjects(t, "")
	place := backup.InBucket(copies)
	start := time.Date(2026, 1, 1, 3, 0, 0, 0, time.UTC)
	for i := range 4 {
		if _, _, err := backup.Create(ctx, db, bucket, place, start.Add(time.Duration(i)*24*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	const leftover = "patrimonio-20250101-000000.000Z"
	if err := copies.Put(ctx, leftover+"/"+backup.DatabaseFile, strings.NewReader("pela metade"), 11); err != nil {
		t.Fatal(err)
	}
	if list, err := backup.List(ctx, place); err != nil || len(list) != 4 {
		t.Fatalf("listed %v %v: a backup without SHA256SUMS is not one", list, err)
	}
	removed, err := backup.Prune(ctx, place, 2, time.Now())
	if err != nil || len(removed) != 2 || !strings.HasSuffix(removed[0], "/patrimonio-20260102-030000.000Z") {
		t.Fatalf("prune: %v %v", removed, err)
	}
	if removed, err = backup.Prune(ctx, place, 2, time.Now().Add(2*time.Hour)); err != nil || len(removed) != 1 || !strings.HasSuffix(removed[0], "/"+leftover) {
		t.Fatalf("prune an hour later: %v %v", removed, err)
	}
	list, err := backup.List(ctx, place)
	if err != nil || len(list) != 2 || !strings.HasSuffix(list[0].Path, "/patrimonio-20260104-030000.000Z") {
		t.Fatalf("kept %v %v", list, err)
	}
	left, err := copies.List(ctx, "", true)
	if err != nil || len(left) != 2*5 { // each: patrimonio.db, two uploads, backup.json, SHA256SUMS
		t.Fatalf("objects left: %v %v", left, err)
	}
	if got := filestest.Read(t, copies, "patrimonio-20260104-030000.000Z/uploads/"+strings.Repeat("a", 32)+".png"); got != "imagem" {
		t.Fatalf("a file reused from a removed backup: %q", got)
	}
}

// TestSchedule: the first backup is due one interval after the newest already there (at once with none), each
// run is reported to Done, and retention holds while it runs.
func TestSchedule(t *testing.T) {
	t.Parallel()
	db, uploads := install(t, database.SQLite)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))

	t.Run("a recent backup is not repeated", func(t *testing.T) {
		dir := t.TempDir()
		if _, _, err := backup.Create(context.Background(), db, uploads, backup.Dir(dir), time.Now()); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		runs := make(chan error, 10)
		done := make(chan struct{})
		go func() {
			backup.Schedule{DB: db, Uploads: uploads, Place: backup.Dir(dir), Every: time.Hour, Keep: 3, Log: quiet,
				Done: func(_ time.Time, err error) { runs <- err }}.Run(ctx)
			close(done)
		}()
		time.Sleep(300 * time.Millisecond)
		cancel()
		<-done
		if len(runs) != 0 {
			t.Fatalf("%d backups written within the hour after the last one", len(runs))
		}
	})

	t.Run("due at once, then every interval, keeping the newest", func(t *testing.T) {
		dir := t.TempDir()
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		runs := make(chan error, 100)
		stopped := make(chan struct{})
		go func() {
			backup.Schedule{DB: db, Uploads: uploads, Place: backup.Dir(dir), Every: 100 * time.Millisecond, Keep: 2, Log: quiet,
				Done: func(_ time.Time, err error) { runs <- err }}.Run(ctx)
			close(stopped)
		}()
		for i := range 3 {
			select {
			case err := <-runs:
				if err != nil {
					t.Fatalf("run %d: %v", i+1, err)
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("run %d never came", i+1)
			}
		}
		cancel()
		<-stopped // a run under way finishes with its retention
		if list, err := backup.List(context.Background(), backup.Dir(dir)); err != nil || len(list) != 2 {
			t.Fatalf("kept %v %v, want the newest 2", list, err)
		}
	})
}
