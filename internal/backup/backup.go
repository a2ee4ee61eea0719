// Package backup writes whole backups of an installation — a consistent copy of the SQLite database and the
// uploaded files, with the SHA-256 of each part — keeps the newest few, and restores one into an empty data
// directory (docs/decisions.md, "Operations").
//
// A backup is a directory DIR/patrimonio-AAAAMMDD-HHMMSS.mmmZ (UTC) holding patrimonio.db (SQLite only), uploads/ and
// backup.json, with SHA256SUMS listing every other file in the format of sha256sum, so `sha256sum -c SHA256SUMS`
// checks it too. It is written under a temporary name and renamed when complete: a crash never leaves a
// directory that looks like a backup. In a bucket (InBucket) it is the same parts under the key prefix
// patrimonio-…/, complete once SHA256SUMS, written last, exists.
package backup

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
	Path string // DIR/name or s3://BUCKET/PREFIX/name
	Time time.Time
	name string
}

// List returns the complete backups of place, newest first; a missing directory has none.
func List(ctx context.Context, place Place) ([]Backup, error) {
	names, err := place.names(ctx)
	if err != nil {
		return nil, err
	}
	var out []Backup
	for _, name := range names {
		t, err := time.Parse(nameLayout, strings.TrimPrefix(name, namePrefix))
		if err != nil {
			continue
		}
		out = append(out, Backup{Path: place.path(name), Time: t, name: name})
	}
	slices.SortFunc(out, func(a, b Backup) int { return b.Time.Compare(a.Time) })
	return out, nil
}

// Create writes a new backup of db and of the files in uploads (the data directory's or the bucket's) into
// place, named after now, and returns its path. SQLite is copied with VACUUM INTO, consistent while the server
// writes; then the files, each hashed as it is copied. A file the newest earlier backup holds with the same
// SHA-256 is reused from it instead of sent again (a hard link in a directory, a copy inside the service in a
// bucket: an upload never changes under its name), so a daily backup costs the bytes of the new uploads.
func Create(ctx context.Context, db *database.DB, uploads Files, place Place, now time.Time) (string, Info, error) {
	info := Info{Format: 1, CreatedAt: now.UTC().Truncate(time.Millisecond), Database: string(db.Dialect)}
	name := namePrefix + info.CreatedAt.Format(nameLayout)
	existing, err := List(ctx, place)
	if err != nil {
		return "", info, err
	}
	if slices.ContainsFunc(existing, func(b Backup) bool { return b.name == name }) {
		return "", info, fmt.Errorf("backup %s already exists", place.path(name))
	}
	previous := newestSums(ctx, place, existing)
	w, err := place.begin(ctx, name)
	if err != nil {
		return "", info, err
	}
	defer w.discard()
	sums := map[string]string{}
	if db.Dialect == database.SQLite {
		sum, size, err := w.putDatabase(ctx, db)
		if err != nil {
			return "", info, err
		}
		sums[DatabaseFile], info.Bytes = sum, size
	}
	names, err := uploads.List(ctx)
	if err != nil {
		return "", info, fmt.Errorf("backup: %w", err)
	}
	for _, file := range names {
		if err := ctx.Err(); err != nil {
			return "", info, err
		}
		rel := UploadsDir + "/" + file
		sum, size, err := copyUpload(ctx, uploads, file, w, previous, rel)
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
	if err := writeInfo(ctx, w, info, sums); err != nil {
		return "", info, err
	}
	if err := w.finish(ctx); err != nil {
		return "", info, err
	}
	return place.path(name), info, nil
}

// previousBackup is the newest earlier backup's name and checksums, to reuse unchanged files from.
type previousBackup struct {
	name string
	sums map[string]string
}

// newestSums reads the checksums of the newest of the backups; none, or a damaged one, is nil: every file is
// then copied again.
func newestSums(ctx context.Context, place Place, backups []Backup) *previousBackup {
	if len(backups) == 0 {
		return nil
	}
	sums, err := readSums(ctx, place, backups[0].name)
	if err != nil {
		return nil
	}
	return &previousBackup{name: backups[0].name, sums: sums}
}

// copyUpload copies the stored file name into the backup as the part rel while hashing it, or reuses the
// previous backup's copy when that holds the same bytes; it returns the SHA-256 and size of the stored file.
func copyUpload(ctx context.Context, uploads Files, name string, w writer, previous *previousBackup, rel string) (string, int64, error) {
	f, err := uploads.Open(ctx, name)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	size, err := f.Seek(0, io.SeekEnd)
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err != nil {
		return "", 0, fmt.Errorf("read %s: %w", name, err)
	}
	if previous != nil {
		if old, ok := previous.sums[rel]; ok {
			h := sha256.New()
			if _, err := io.Copy(h, f); err != nil {
				return "", 0, fmt.Errorf("read %s: %w", name, err)
			}
			sum := hex.EncodeToString(h.Sum(nil))
			if sum == old && w.reuse(ctx, previous.name, rel) {
				return sum, size, nil
			}
			if _, err := f.Seek(0, io.SeekStart); err != nil {
				return "", 0, fmt.Errorf("read %s: %w", name, err)
			}
		}
	}
	sum, err := w.put(ctx, rel, f, size)
	return sum, size, err
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

// writeInfo writes backup.json, then SHA256SUMS over every part and backup.json.
func writeInfo(ctx context.Context, w writer, info Info, sums map[string]string) error {
	body, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return err
	}
	body = append(body, '\n')
	if sums[InfoFile], err = w.put(ctx, InfoFile, bytes.NewReader(body), int64(len(body))); err != nil {
		return err
	}
	var b strings.Builder
	for _, name := range slices.Sorted(maps.Keys(sums)) {
		fmt.Fprintf(&b, "%s  %s\n", sums[name], name)
	}
	_, err = w.put(ctx, SumsFile, strings.NewReader(b.String()), int64(b.Len()))
	return err
}

// syncDir makes the names created in dir durable; a file system that cannot is no reason to fail.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// readSums reads the SHA256SUMS of the backup name: relative path → SHA-256 in hex. A line that is not a sum
// and a local path is an error, so a crafted file cannot name a file outside the backup.
func readSums(ctx context.Context, place Place, name string) (map[string]string, error) {
	f, err := place.open(ctx, name, SumsFile)
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

// Prune removes all but the newest keep backups of place, and what interrupted runs left (older than an hour,
// so that a backup being written beside is not touched). It returns the paths removed.
func Prune(ctx context.Context, place Place, keep int, now time.Time) ([]string, error) {
	list, err := List(ctx, place)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, b := range list[min(keep, len(list)):] {
		if err := place.remove(ctx, b.name); err != nil {
			return removed, fmt.Errorf("remove old backup: %w", err)
		}
		removed = append(removed, b.Path)
	}
	left, err := place.unfinished(ctx, now.Add(-time.Hour))
	if err != nil {
		return removed, err
	}
	for _, name := range left {
		if err := place.remove(ctx, name); err != nil {
			return removed, fmt.Errorf("remove unfinished backup: %w", err)
		}
		removed = append(removed, place.path(name))
	}
	return removed, nil
}
