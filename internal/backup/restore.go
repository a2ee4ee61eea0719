package backup

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"patrimonio/internal/database"
)

// Saver is a bucket as a restore fills it (files.Bucket).
type Saver interface {
	Save(ctx context.Context, name string, r io.Reader, size int64) error
}

// Restore checks the backup name of from (a directory, At, or a bucket) whole — SHA256SUMS lists every part it
// holds and nothing else, backup.json's kind of database and number of files agree with the list, every part's
// SHA-256 and the parts' total size match — and puts it in place: the uploaded files in dataDir/uploads, or in bucket when the files live in one (nil:
// the data directory), and, for a SQLite backup, the database at dbPath (empty when the configured database
// is PostgreSQL, which pg_restore fills). dataDir must be empty or missing and dbPath must not exist:
// a restore never overwrites. Everything is copied, and checked as it is copied, into a temporary directory
// beside dataDir that is renamed into place at the end, so a damaged backup leaves nothing behind; only then
// are the files sent to the bucket (sending one again is harmless: a name never changes content). The errors
// are for a person, in pt-BR.
func Restore(ctx context.Context, from Place, name, dataDir, dbPath string, bucket Saver) (Info, error) {
	var info Info
	path := from.path(name)
	damaged := func(format string, a ...any) error {
		return fmt.Errorf("a cópia %s está danificada: %s; nada foi restaurado", path, fmt.Sprintf(format, a...))
	}
	sums, err := readSums(ctx, from, name)
	if errors.Is(err, fs.ErrNotExist) {
		return info, fmt.Errorf("%s não é uma cópia do Patrimônio: falta o arquivo %s", path, SumsFile)
	}
	if err != nil {
		return info, damaged("%v", err)
	}
	// The list and the parts must agree both ways: a part the list leaves out would be skipped in silence.
	held, err := from.parts(ctx, name)
	if err != nil {
		return info, fmt.Errorf("ler a cópia %s: %w", path, err)
	}
	for _, part := range held {
		if _, listed := sums[part]; !listed {
			return info, damaged("%s não está em %s", part, SumsFile)
		}
	}
	found := map[string]bool{}
	for _, part := range held {
		found[part] = true
	}
	for _, part := range slices.Sorted(maps.Keys(sums)) {
		if !found[part] {
			return info, fmt.Errorf("a cópia %s está incompleta: falta %s; nada foi restaurado", path, part)
		}
	}
	if err := checkEmpty(dataDir); err != nil {
		return info, err
	}
	stage, err := stageDir(dataDir)
	if err != nil {
		return info, err
	}
	defer os.RemoveAll(stage) // nothing left after the renames, or after a failure
	// backup.json first: what it says the backup holds is checked against the list before anything else is copied.
	if _, err := restorePart(ctx, from, name, stage, InfoFile, sums[InfoFile]); err != nil {
		return info, err
	}
	body, err := os.ReadFile(filepath.Join(stage, InfoFile))
	if err == nil {
		err = json.Unmarshal(body, &info)
	}
	if err != nil || info.Format != 1 {
		return info, damaged("%s ilegível", InfoFile)
	}
	if err := info.check(sums); err != nil {
		return info, damaged("%v", err)
	}
	hasDB := info.Database == string(database.SQLite)
	switch {
	case hasDB && dbPath == "":
		return info, errors.New("esta cópia tem um banco SQLite, mas o banco configurado é PostgreSQL: restaure sem PATRIMONIO_DATABASE_URL, com -data-dir")
	case hasDB:
		if _, err := os.Stat(dbPath); err == nil {
			return info, fmt.Errorf("já existe um banco de dados em %s: a restauração não o sobrescreve", dbPath)
		}
	}
	var bytes int64
	for _, part := range slices.Sorted(maps.Keys(sums)) {
		if part == InfoFile {
			continue
		}
		size, err := restorePart(ctx, from, name, stage, part, sums[part])
		if err != nil {
			return info, err
		}
		bytes += size
	}
	if bytes != info.Bytes {
		return info, damaged("as partes somam %d bytes e %s diz %d", bytes, InfoFile, info.Bytes)
	}
	if err := os.Remove(filepath.Join(stage, InfoFile)); err != nil {
		return info, err
	}
	if bucket != nil {
		if err := saveUploads(ctx, filepath.Join(stage, UploadsDir), bucket); err != nil {
			return info, err
		}
	} else if err := os.MkdirAll(filepath.Join(stage, UploadsDir), 0o750); err != nil {
		return info, err
	}
	if hasDB {
		// The database goes to its place in the staged directory when it lives in the data directory (the
		// default), or straight to its own path.
		target := dbPath
		if rel, err := filepath.Rel(dataDir, dbPath); err == nil && filepath.IsLocal(rel) {
			target = filepath.Join(stage, rel)
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
			return info, fmt.Errorf("restaurar o banco em %s: %w", dbPath, err)
		}
		if err := os.Rename(filepath.Join(stage, DatabaseFile), target); err != nil {
			return info, fmt.Errorf("restaurar o banco em %s: %w", dbPath, err)
		}
	}
	if err := os.Remove(dataDir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return info, fmt.Errorf("restaurar em %s: %w", dataDir, err)
	}
	if err := os.Rename(stage, dataDir); err != nil {
		return info, fmt.Errorf("restaurar em %s: %w", dataDir, err)
	}
	syncDir(filepath.Dir(dataDir))
	return info, nil
}

// check compares what backup.json says a backup holds with the parts its SHA256SUMS lists: the database's kind
// (a SQLite backup holds patrimonio.db, a PostgreSQL one does not) and the number of uploaded files; besides them
// and backup.json, a backup holds nothing.
func (info Info) check(sums map[string]string) error {
	_, hasDB := sums[DatabaseFile]
	switch {
	case info.Database == string(database.SQLite) && !hasDB:
		return fmt.Errorf("%s diz que é uma cópia de um banco SQLite, e %s não lista %s", InfoFile, SumsFile, DatabaseFile)
	case info.Database == string(database.Postgres) && hasDB:
		return fmt.Errorf("%s diz que é uma cópia de um banco PostgreSQL, e %s lista %s", InfoFile, SumsFile, DatabaseFile)
	case info.Database != string(database.SQLite) && info.Database != string(database.Postgres):
		return fmt.Errorf("%s não diz de que banco é a cópia", InfoFile)
	}
	files := 0
	for part := range sums {
		switch {
		case strings.HasPrefix(part, UploadsDir+"/") && !strings.Contains(strings.TrimPrefix(part, UploadsDir+"/"), "/"):
			files++
		case part != DatabaseFile && part != InfoFile:
			return fmt.Errorf("%s lista %s, que não é parte de uma cópia", SumsFile, part)
		}
	}
	if files != info.Files {
		return fmt.Errorf("%s lista %d arquivo(s) enviado(s) e %s diz %d", SumsFile, files, InfoFile, info.Files)
	}
	return nil
}

// saveUploads sends the checked files of dir to the bucket and removes dir: the data directory of a bucket's
// installation holds no uploads.
func saveUploads(ctx context.Context, dir string, bucket Saver) error {
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	for _, e := range entries {
		if err := saveUpload(ctx, filepath.Join(dir, e.Name()), e.Name(), bucket); err != nil {
			return fmt.Errorf("restaurar %s no bucket: %w", e.Name(), err)
		}
	}
	return os.RemoveAll(dir)
}

func saveUpload(ctx context.Context, path, name string, bucket Saver) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	return bucket.Save(ctx, name, f, fi.Size())
}

// checkEmpty refuses a data directory that holds anything.
func checkEmpty(dataDir string) error {
	entries, err := os.ReadDir(dataDir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("ler o diretório de dados %s: %w", dataDir, err)
	case len(entries) > 0:
		return fmt.Errorf("o diretório de dados %s não está vazio: a restauração só grava num diretório vazio ou novo", dataDir)
	}
	return nil
}

// stageDir makes the temporary directory beside dataDir that the restore fills before renaming it.
func stageDir(dataDir string) (string, error) {
	parent := filepath.Dir(filepath.Clean(dataDir))
	if err := os.MkdirAll(parent, 0o750); err != nil {
		return "", fmt.Errorf("criar %s: %w", parent, err)
	}
	stage, err := os.MkdirTemp(parent, ".restaurando-")
	if err != nil {
		return "", fmt.Errorf("criar um diretório temporário em %s: %w", parent, err)
	}
	return stage, nil
}

// restorePart copies one part of the backup name into stage, compares its SHA-256 with the one listed and returns
// its size.
func restorePart(ctx context.Context, from Place, name, stage, part, want string) (int64, error) {
	path := from.path(name)
	dst := filepath.Join(stage, filepath.FromSlash(part))
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return 0, err
	}
	src, err := from.open(ctx, name, part)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, fmt.Errorf("a cópia %s está incompleta: falta %s; nada foi restaurado", path, part)
	}
	if err != nil {
		return 0, err
	}
	defer src.Close()
	got, size, err := copyTo(src, dst)
	if err != nil {
		return 0, err
	}
	if !strings.EqualFold(got, want) {
		return 0, fmt.Errorf("a cópia %s está danificada: o SHA-256 de %s não confere com %s; nada foi restaurado", path, part, SumsFile)
	}
	return size, nil
}
