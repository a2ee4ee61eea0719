package backup

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/files"
)

// Place is where backups are kept: a directory of the file system (Dir) or a prefix of a bucket (InBucket).
// Each backup is a directory, or a key prefix, named patrimonio-AAAAMMDD-HHMMSS.mmmZ, holding the same parts.
type Place interface {
	// String is the place's address, for messages.
	String() string
	// path is the address of the backup name.
	path(name string) string
	// names lists the backups of the place that are complete, by name, in no order.
	names(ctx context.Context) ([]string, error)
	// open reads the part (a slash-separated path) of the backup name; a missing one wraps fs.ErrNotExist.
	open(ctx context.Context, name, part string) (io.ReadCloser, error)
	// parts lists every part the backup name holds but its SumsFile, as slash-separated paths.
	parts(ctx context.Context, name string) ([]string, error)
	// begin starts writing the backup name, which appears only when finished.
	begin(ctx context.Context, name string) (writer, error)
	// remove deletes the backup name whole.
	remove(ctx context.Context, name string) error
	// unfinished lists what interrupted runs left and nothing has written to since before.
	unfinished(ctx context.Context, before time.Time) ([]string, error)
}

// writer writes the parts of one backup.
type writer interface {
	// put stores the part from r, size bytes, and returns its SHA-256.
	put(ctx context.Context, part string, r io.Reader, size int64) (string, error)
	// putDatabase stores a consistent copy of the SQLite database db as DatabaseFile.
	putDatabase(ctx context.Context, db *database.DB) (string, int64, error)
	// reuse stores the part as the same bytes as the same part of the backup previous, without sending them
	// again; false when it cannot (the part is then put).
	reuse(ctx context.Context, previous, part string) bool
	// finish makes the backup complete under its name; SumsFile was put last.
	finish(ctx context.Context) error
	// discard removes what an unfinished backup wrote; nothing after finish.
	discard()
}

// Dir is the backups' place in the directory dir (PATRIMONIO_BACKUP_DIR).
func Dir(dir string) Place { return dirPlace(dir) }

// At splits the path of a backup directory into its place and name.
func At(path string) (Place, string) {
	return dirPlace(filepath.Dir(filepath.Clean(path))), filepath.Base(filepath.Clean(path))
}

type dirPlace string

func (d dirPlace) String() string          { return string(d) }
func (d dirPlace) path(name string) string { return filepath.Join(string(d), name) }

func (d dirPlace) names(context.Context) ([]string, error) {
	entries, err := os.ReadDir(string(d))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list backups: %w", err)
	}
	var out []string
	for _, e := range entries {
		// A backup is written under a temporary name and renamed when complete.
		if e.IsDir() && strings.HasPrefix(e.Name(), namePrefix) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

func (d dirPlace) open(_ context.Context, name, part string) (io.ReadCloser, error) {
	return os.Open(filepath.Join(string(d), name, filepath.FromSlash(part)))
}

func (d dirPlace) parts(_ context.Context, name string) ([]string, error) {
	root := d.path(name)
	var out []string
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err == nil && rel != SumsFile {
			out = append(out, filepath.ToSlash(rel))
		}
		return err
	})
	return out, err
}

func (d dirPlace) remove(_ context.Context, name string) error {
	return os.RemoveAll(filepath.Join(string(d), name))
}

func (d dirPlace) unfinished(_ context.Context, before time.Time) ([]string, error) {
	entries, err := os.ReadDir(string(d))
	if err != nil {
		return nil, fmt.Errorf("list backups: %w", err)
	}
	var out []string
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && strings.HasPrefix(e.Name(), partialName) && fi.ModTime().Before(before) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

func (d dirPlace) begin(_ context.Context, name string) (writer, error) {
	if err := os.MkdirAll(string(d), 0o750); err != nil {
		return nil, fmt.Errorf("backup directory: %w", err)
	}
	tmp, err := os.MkdirTemp(string(d), partialName)
	if err != nil {
		return nil, fmt.Errorf("backup directory: %w", err)
	}
	if err := os.Mkdir(filepath.Join(tmp, UploadsDir), 0o750); err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("backup: %w", err)
	}
	return &dirWriter{place: d, tmp: tmp, final: d.path(name)}, nil
}

// dirWriter writes a backup into a temporary directory beside the others and renames it when complete.
type dirWriter struct {
	place      dirPlace
	tmp, final string
}

func (w *dirWriter) put(_ context.Context, part string, r io.Reader, _ int64) (string, error) {
	sum, _, err := copyTo(r, filepath.Join(w.tmp, filepath.FromSlash(part)))
	return sum, err
}

func (w *dirWriter) putDatabase(ctx context.Context, db *database.DB) (string, int64, error) {
	path := filepath.Join(w.tmp, DatabaseFile)
	if err := db.Backup(ctx, path); err != nil {
		return "", 0, err
	}
	// The copy holds password hashes and sessions: readable by the server's user (and group) only.
	if err := os.Chmod(path, 0o640); err != nil {
		return "", 0, fmt.Errorf("backup: %w", err)
	}
	return hashFile(path)
}

// reuse hard-links the previous backup's copy: removing that backup later leaves this one whole.
func (w *dirWriter) reuse(_ context.Context, previous, part string) bool {
	return os.Link(filepath.Join(w.place.path(previous), filepath.FromSlash(part)), filepath.Join(w.tmp, filepath.FromSlash(part))) == nil
}

func (w *dirWriter) finish(context.Context) error {
	syncDir(filepath.Join(w.tmp, UploadsDir))
	syncDir(w.tmp)
	if err := os.Rename(w.tmp, w.final); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	syncDir(string(w.place))
	return nil
}

func (w *dirWriter) discard() { os.RemoveAll(w.tmp) } // nothing left after the rename

// InBucket is the backups' place under the prefix of a bucket (PATRIMONIO_BACKUP_DIR=s3://BUCKET/PREFIX). A
// backup there is complete once its SHA256SUMS exists, which is written last.
func InBucket(objects *files.Objects) Place { return bucketPlace{objects} }

type bucketPlace struct{ objects *files.Objects }

func (b bucketPlace) String() string          { return b.objects.String() }
func (b bucketPlace) path(name string) string { return b.objects.String() + name }

// prefixes lists the backups' prefixes, complete or not, by name.
func (b bucketPlace) prefixes(ctx context.Context) ([]string, error) {
	entries, err := b.objects.List(ctx, "", false)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Key, "/"); ok && strings.HasPrefix(name, namePrefix) {
			out = append(out, name)
		}
	}
	return out, nil
}

func (b bucketPlace) names(ctx context.Context) ([]string, error) {
	all, err := b.prefixes(ctx)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, name := range all {
		f, err := b.objects.Open(ctx, name+"/"+SumsFile)
		if errors.Is(err, files.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		f.Close()
		out = append(out, name)
	}
	return out, nil
}

func (b bucketPlace) open(ctx context.Context, name, part string) (io.ReadCloser, error) {
	f, err := b.objects.Open(ctx, name+"/"+part)
	if errors.Is(err, files.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", fs.ErrNotExist, err)
	}
	return f, err
}

func (b bucketPlace) parts(ctx context.Context, name string) ([]string, error) {
	entries, err := b.objects.List(ctx, name+"/", true)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if part := strings.TrimPrefix(e.Key, name+"/"); part != SumsFile {
			out = append(out, part)
		}
	}
	return out, nil
}

func (b bucketPlace) remove(ctx context.Context, name string) error {
	entries, err := b.objects.List(ctx, name+"/", true)
	if err != nil {
		return err
	}
	// SHA256SUMS first: a backup half removed is no longer complete.
	if err := b.objects.Remove(ctx, name+"/"+SumsFile); err != nil {
		return err
	}
	for _, e := range entries {
		if err := b.objects.Remove(ctx, e.Key); err != nil {
			return err
		}
	}
	return nil
}

func (b bucketPlace) unfinished(ctx context.Context, before time.Time) ([]string, error) {
	all, err := b.prefixes(ctx)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, name := range all {
		entries, err := b.objects.List(ctx, name+"/", true)
		if err != nil {
			return nil, err
		}
		complete, recent := false, false
		for _, e := range entries {
			complete = complete || e.Key == name+"/"+SumsFile
			recent = recent || !e.Modified.Before(before)
		}
		if !complete && !recent {
			out = append(out, name)
		}
	}
	return out, nil
}

func (b bucketPlace) begin(_ context.Context, name string) (writer, error) {
	return &bucketWriter{place: b, name: name}, nil
}

// bucketWriter sends each part to the bucket as it is read, SHA256SUMS last.
type bucketWriter struct {
	place    bucketPlace
	name     string
	finished bool
}

func (w *bucketWriter) put(ctx context.Context, part string, r io.Reader, size int64) (string, error) {
	h := sha256.New()
	if err := w.place.objects.Put(ctx, w.name+"/"+part, io.TeeReader(r, h), size); err != nil {
		return "", fmt.Errorf("backup: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// putDatabase copies the database into a temporary file first: VACUUM INTO writes a file.
func (w *bucketWriter) putDatabase(ctx context.Context, db *database.DB) (string, int64, error) {
	dir, err := os.MkdirTemp("", "patrimonio-backup-")
	if err != nil {
		return "", 0, fmt.Errorf("backup: %w", err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, DatabaseFile)
	if err := db.Backup(ctx, path); err != nil {
		return "", 0, err
	}
	f, err := os.Open(path)
	if err != nil {
		return "", 0, fmt.Errorf("backup: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return "", 0, fmt.Errorf("backup: %w", err)
	}
	sum, err := w.put(ctx, DatabaseFile, f, fi.Size())
	return sum, fi.Size(), err
}

// reuse copies the previous backup's object inside the service: no bytes travel.
func (w *bucketWriter) reuse(ctx context.Context, previous, part string) bool {
	return w.place.objects.Copy(ctx, previous+"/"+part, w.name+"/"+part) == nil
}

func (w *bucketWriter) finish(context.Context) error {
	w.finished = true
	return nil
}

func (w *bucketWriter) discard() {
	if !w.finished {
		_ = w.place.remove(context.Background(), w.name)
	}
}
