// Package files checks uploads by their content and keeps them in a Storage, the local disk by default.
package files

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"time"
)

// ErrNotFound is returned for a file the storage does not hold.
var ErrNotFound = errors.New("file not found")

// ErrNoSpace is returned when the storage has no room left for a file: the disk is full (ENOSPC) or the
// account's disk quota is spent (EDQUOT). Nothing of the file stays behind.
var ErrNoSpace = errors.New("no space left for files")

// saveError wraps an error of writing the file name, marking a full disk with ErrNoSpace.
func saveError(name string, err error) error {
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) {
		return fmt.Errorf("save %s: %w: %w", name, ErrNoSpace, err)
	}
	return fmt.Errorf("save %s: %w", name, err)
}

// Storage keeps uploaded files by name: a Disk (the default) or a Bucket (S3-compatible, shared by every
// instance). The handlers, the sweep and the backups see only this.
type Storage interface {
	// Save stores the size bytes of r under name; a file is whole under its name or absent.
	Save(ctx context.Context, name string, r io.Reader, size int64) error
	// Open returns a stored file, seekable (ranges, the length), or an error wrapping ErrNotFound.
	Open(ctx context.Context, name string) (io.ReadSeekCloser, error)
	// Delete removes a stored file; a missing one is not an error.
	Delete(ctx context.Context, name string) error
	// List returns the names of the stored files, sorted (the backups copy them).
	List(ctx context.Context) ([]string, error)
	// Older returns the names of the stored files last written before t (the sweep's orphans are among them), and
	// removes what a Save that never finished left before t.
	Older(ctx context.Context, t time.Time) ([]string, error)
	// Check reports whether the storage takes new files now (the readiness probe).
	Check(ctx context.Context) error
}

// validName accepts only the names this package makes: random hex and an extension.
var validName = regexp.MustCompile(`^[a-f0-9]{32,64}\.[a-z]{3,4}$`)

// uploadTemp begins the name of a file Save is writing, renamed to its own name when whole.
const uploadTemp = ".upload-"

// Disk is a Storage in one directory of the local file system.
type Disk struct{ dir string }

// NewDisk returns a Disk in dir, creating it when missing.
func NewDisk(dir string) (*Disk, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("upload directory: %w", err)
	}
	return &Disk{dir: dir}, nil
}

func (d *Disk) path(name string) (string, error) {
	if !validName.MatchString(name) {
		return "", fmt.Errorf("invalid file name %q", name)
	}
	return filepath.Join(d.dir, name), nil
}

// Save writes the file under a temporary name, syncs it and renames it, so a crash never leaves a partial
// file under the final name.
func (d *Disk) Save(_ context.Context, name string, r io.Reader, size int64) error {
	final, err := d.path(name)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(d.dir, uploadTemp+"*")
	if err != nil {
		return saveError(name, err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	n, err := io.Copy(tmp, r)
	if err == nil && n != size {
		err = fmt.Errorf("%d bytes read, %d announced", n, size)
	}
	if err != nil {
		tmp.Close()
		return saveError(name, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return saveError(name, err)
	}
	if err := tmp.Close(); err != nil {
		return saveError(name, err)
	}
	if err := os.Rename(tmp.Name(), final); err != nil {
		return saveError(name, err)
	}
	return nil
}

// Open returns the stored file, or an error wrapping ErrNotFound.
func (d *Disk) Open(_ context.Context, name string) (io.ReadSeekCloser, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", name, ErrNotFound)
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("open %s: %w", name, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", name, err)
	}
	return f, nil
}

// Delete removes a stored file; a missing one is not an error.
func (d *Disk) Delete(_ context.Context, name string) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete %s: %w", name, err)
	}
	return nil
}

// entries is what the directory holds; a directory removed since holds nothing.
func (d *Disk) entries() ([]os.DirEntry, error) {
	entries, err := os.ReadDir(d.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list uploads: %w", err)
	}
	return entries, nil
}

// List returns the names of the stored files, sorted; files being written (dot files) are not listed, and a
// directory removed since holds none.
func (d *Disk) List(_ context.Context) ([]string, error) {
	entries, err := d.entries()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && validName.MatchString(e.Name()) {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

// Older returns the names of the files last written before t, and removes the temporary files of the Saves that
// a crash interrupted before t.
func (d *Disk) Older(_ context.Context, t time.Time) ([]string, error) {
	entries, err := d.entries()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !e.Type().IsRegular() || !info.ModTime().Before(t) {
			continue // removed since it was listed, or too recent
		}
		switch {
		case validName.MatchString(e.Name()):
			names = append(names, e.Name())
		case strings.HasPrefix(e.Name(), uploadTemp):
			if err := os.Remove(filepath.Join(d.dir, e.Name())); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return names, fmt.Errorf("remove %s: %w", e.Name(), err)
			}
		}
	}
	return names, nil
}

// Check writes, syncs and removes a small temporary file: the directory exists and takes writes.
func (d *Disk) Check(_ context.Context) error {
	f, err := os.CreateTemp(d.dir, ".ready-*")
	if err != nil {
		return fmt.Errorf("upload directory not writable: %w", err)
	}
	defer os.Remove(f.Name())
	_, err = f.Write([]byte("ok"))
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("upload directory not writable: %w", err)
	}
	return nil
}
