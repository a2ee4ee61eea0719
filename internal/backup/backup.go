// Package backup writes whole backups of an installation — a consistent copy of the SQLite database and the
// uploaded files, with the SHA-256 of each part — keeps the newest few, and restores one into an empty data
// directory (docs/decisions.md, "Operations").
//
// A backup is a directory DIR/patrimonio-AAAAMMDD-HHMMSS.mmmZ (UTC) holding patrimonio.db (SQLite only), uploads/ and
// backup.json, with SHA256SUMS listing every other file in the format of sha256sum, so `sha256sum -c SHA256SUMS`
// checks it too. It is written under a temporary name and renamed when complete: a crash never leaves a
// directory that looks like a backup.
package backup

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
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
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/files"
)

// Names inside a backup and of the backups in their directory.
const (
	DatabaseFile = "patrimonio.db"
	UploadsDir   = "uploads"
	InfoFile     = "backup.json"
	SumsFile     = "SHA256SUMS"
	namePrefix   = "patrimonio-"
	nameLayout   = "20060102-150405.000Z"
	partialName  = ".parcial-"
)

// Info is backup.json: what a backup holds.
type Info struct {
	Format    int       `json:"format"` // 1
	CreatedAt time.Time `json:"createdAt"`
	// Database is the dialect of the backed-up database; "postgres" backups hold the files only (pg_dump keeps
	// the database).
	Database string `json:"database"`
	Files    int    `json:"files"` // uploaded files
	Bytes    int64  `json:"bytes"` // every part together
}

// Files is the storage of the uploaded files as a backup reads it: a files.Disk or a files.Bucket.
type Files interface {
	// List returns the names of the complete files.
	List(ctx context.Context) ([]string, error)
	// Open returns a file, or an error wrapping files.ErrNotFound.
	Open(ctx context.Context, name string) (io.ReadSeekCloser, error)
}

// Backup is one complete backup in a directory.
type Backup struct {
	Path string
	Time time.Time
}

// List returns the complete backups in dir, newest first; a missing dir has none.
func List(dir string) ([]Backup, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list backups: %w", err)
	}
	var out []Backup
	for _, e := range entries {
		stamp, ok := strings.CutPrefix(e.Name(), namePrefix)
		if !ok || !e.IsDir() {
			continue
		}
		t, err := time.Parse(nameLayout, stamp)
		if err != nil {
			continue
		}
		out = append(out, Backup{Path: filepath.Join(dir, e.Name()), Time: t})
	}
	slices.SortFunc(out, func(a, b Backup) int { return b.Time.Compare(a.Time) })
	return out, nil
}

// Create writes a new backup of db and of the files in uploads (the data directory's or the bucket's) into dir,
// named after now, and returns its path. SQLite is copied with VACUUM INTO, consistent while the server writes; then the files, each hashed as
// it is copied. A file the newest earlier backup holds with the same SHA-256 is hard-linked from it instead of
// copied (an upload never changes under its name), so a daily backup costs the bytes of the new uploads.
func Create(ctx context.Context, db *database.DB, uploads Files, dir string, now time.Time) (string, Info, error) {
	info := Info{Format: 1, CreatedAt: now.UTC().Truncate(time.Millisecond), Database: string(db.Dialect)}
	final := filepath.Join(dir, namePrefix+info.CreatedAt.Format(nameLayout))
	if _, err := os.Stat(final); err == nil {
		return "", info, fmt.Errorf("backup %s already exists", final)
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", info, fmt.Errorf("backup directory: %w", err)
	}
	previous, err := newestSums(dir)
	if err != nil {
		return "", info, err
	}
	tmp, err := os.MkdirTemp(dir, partialName)
	if err != nil {
		return "", info, fmt.Errorf("backup directory: %w", err)
	}
	defer os.RemoveAll(tmp) // nothing left after the rename
	sums := map[string]string{}
	if db.Dialect == database.SQLite {
		if err := db.Backup(ctx, filepath.Join(tmp, DatabaseFile)); err != nil {
			return "", info, err
		}
		// The copy holds password hashes and sessions: readable by the server's user (and group) only.
		if err := os.Chmod(filepath.Join(tmp, DatabaseFile), 0o640); err != nil {
			return "", info, fmt.Errorf("backup: %w", err)
		}
		sum, size, err := hashFile(filepath.Join(tmp, DatabaseFile))
		if err != nil {
			return "", info, err
		}
		sums[DatabaseFile], info.Bytes = sum, size
	}
	if err := os.Mkdir(filepath.Join(tmp, UploadsDir), 0o750); err != nil {
		return "", info, fmt.Errorf("backup: %w", err)
	}
	names, err := uploads.List(ctx)
	if err != nil {
		return "", info, fmt.Errorf("backup: %w", err)
	}
	for _, name := range names {
		if err := ctx.Err(); err != nil {
			return "", info, err
		}
		rel := UploadsDir + "/" + name
		sum, size, err := copyUpload(ctx, uploads, name, filepath.Join(tmp, UploadsDir, name), previous, rel)
		if errors.Is(err, files.ErrNotFound) {
			continue // removed by the sweep since it was listed: no record uses it
		}
		if err != nil {
			return "", info, err
		}
		sums[rel] = sum
		info.Files++
		info.Bytes += size
	}
	if err := writeInfo(tmp, info, sums); err != nil {
		return "", info, err
	}
	if err := os.Rename(tmp, final); err != nil {
		return "", info, fmt.Errorf("backup: %w", err)
	}
	syncDir(dir)
	return final, info, nil
}

// previousBackup is the newest earlier backup's directory and checksums, to link unchanged files from.
type previousBackup struct {
	dir  string
	sums map[string]string
}

// newestSums reads the checksums of the newest backup in dir; none is not an error.
func newestSums(dir string) (*previousBackup, error) {
	list, err := List(dir)
	if err != nil || len(list) == 0 {
		return nil, err
	}
	sums, err := readSums(list[0].Path)
	if err != nil {
		return nil, nil //nolint:nilerr // a damaged earlier backup only means copying every file again
	}
	return &previousBackup{dir: list[0].Path, sums: sums}, nil
}

// copyUpload copies the stored file name to dst while hashing it, or links dst to the previous backup's copy
// when that holds the same bytes; it returns the SHA-256 and size of the stored file.
func copyUpload(ctx context.Context, uploads Files, name, dst string, previous *previousBackup, rel string) (string, int64, error) {
	f, err := uploads.Open(ctx, name)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	if previous != nil {
		if old, ok := previous.sums[rel]; ok {
			h := sha256.New()
			size, err := io.Copy(h, f)
			if err != nil {
				return "", 0, fmt.Errorf("read %s: %w", name, err)
			}
			sum := hex.EncodeToString(h.Sum(nil))
			if sum == old && os.Link(filepath.Join(previous.dir, filepath.FromSlash(rel)), dst) == nil {
				return sum, size, nil
			}
			if _, err := f.Seek(0, io.SeekStart); err != nil {
				return "", 0, fmt.Errorf("read %s: %w", name, err)
			}
		}
	}
	return copyTo(f, dst)
}

// copyFile copies src to a new file dst, synced, and returns the SHA-256 and size of what it copied.
func copyFile(src, dst string) (string, int64, error) {
	in, err := os.Open(src)
	if err != nil {
		return "", 0, err
	}
	defer in.Close()
	return copyTo(in, dst)
}

// copyTo copies what r holds to a new file dst, synced, and returns its SHA-256 and size.
func copyTo(r io.Reader, dst string) (string, int64, error) {
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return "", 0, fmt.Errorf("copy to %s: %w", dst, err)
	}
	h := sha256.New()
	size, err := io.Copy(io.MultiWriter(out, h), r)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", 0, fmt.Errorf("copy to %s: %w", dst, err)
	}
	return hex.EncodeToString(h.Sum(nil)), size, nil
}

// hashFile is the SHA-256 and size of the file at path.
func hashFile(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	size, err := io.Copy(h, f)
	if err != nil {
		return "", 0, fmt.Errorf("read %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), size, nil
}

// writeInfo writes backup.json, then SHA256SUMS over every part and backup.json, both synced.
func writeInfo(dir string, info Info, sums map[string]string) error {
	body, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return err
	}
	if err := writeSynced(filepath.Join(dir, InfoFile), append(body, '\n')); err != nil {
		return err
	}
	sum := sha256.Sum256(append(body, '\n'))
	sums[InfoFile] = hex.EncodeToString(sum[:])
	var b strings.Builder
	for _, name := range slices.Sorted(maps.Keys(sums)) {
		fmt.Fprintf(&b, "%s  %s\n", sums[name], name)
	}
	if err := writeSynced(filepath.Join(dir, SumsFile), []byte(b.String())); err != nil {
		return err
	}
	syncDir(filepath.Join(dir, UploadsDir))
	syncDir(dir)
	return nil
}

func writeSynced(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("backup: write %s: %w", path, err)
	}
	return nil
}

// syncDir makes the names created in dir durable; a file system that cannot is no reason to fail.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// readSums reads a backup's SHA256SUMS: relative path → SHA-256 in hex. A line that is not a sum and a local
// path is an error, so a crafted file cannot name a file outside the backup.
func readSums(backupDir string) (map[string]string, error) {
	f, err := os.Open(filepath.Join(backupDir, SumsFile))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sums := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if _, err := hex.DecodeString(sum); !ok || err != nil || len(sum) != 64 || !filepath.IsLocal(filepath.FromSlash(name)) {
			return nil, fmt.Errorf("linha inválida em %s: %q", SumsFile, sc.Text())
		}
		sums[name] = sum
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if _, ok := sums[InfoFile]; !ok {
		return nil, fmt.Errorf("%s não lista %s", SumsFile, InfoFile)
	}
	return sums, nil
}

// Prune removes all but the newest keep backups of dir, and what interrupted runs left (temporary directories
// older than an hour, so that a backup being written beside is not touched). It returns the paths removed.
func Prune(dir string, keep int, now time.Time) ([]string, error) {
	list, err := List(dir)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, b := range list[min(keep, len(list)):] {
		if err := os.RemoveAll(b.Path); err != nil {
			return removed, fmt.Errorf("remove old backup: %w", err)
		}
		removed = append(removed, b.Path)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return removed, fmt.Errorf("list backups: %w", err)
	}
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && strings.HasPrefix(e.Name(), partialName) && now.Sub(fi.ModTime()) > time.Hour {
			if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
				return removed, fmt.Errorf("remove unfinished backup: %w", err)
			}
			removed = append(removed, filepath.Join(dir, e.Name()))
		}
	}
	return removed, nil
}
