package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"patrimonio/internal/database"
)

// File is the record of a stored upload.
type File struct {
	Name         string
	OriginalName string
	Mimetype     string
	Size         int64
	Image        bool
	Category     string
	UploadedBy   int64
}

// AddFiles records stored uploads of one uploader, all or none; ErrUserGone when the uploader was deleted
// meanwhile.
func (s *Store) AddFiles(ctx context.Context, files []File) error {
	now := s.Now()
	var by int64
	if len(files) > 0 {
		by = files[0].UploadedBy
	}
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockUser(ctx, tx, by); err != nil {
			return err
		}
		for _, f := range files {
			if _, err := tx.ExecContext(ctx, `INSERT INTO files (name, original_name, mimetype, size, image, category, uploaded_by, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, f.Name, f.OriginalName, f.Mimetype, f.Size, f.Image, f.Category, f.UploadedBy, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("add files: %w", err)
	}
	return nil
}

// FileByName returns the record of a stored upload or ErrNotFound.
func (s *Store) FileByName(ctx context.Context, name string) (File, error) {
	var f File
	var by sql.NullInt64
	err := s.db.QueryRowContext(ctx, "SELECT name, original_name, mimetype, size, image, category, uploaded_by FROM files WHERE name = ?", name).
		Scan(&f.Name, &f.OriginalName, &f.Mimetype, &f.Size, &f.Image, &f.Category, &by)
	if errors.Is(err, sql.ErrNoRows) {
		return File{}, ErrNotFound
	}
	if err != nil {
		return File{}, fmt.Errorf("file %s: %w", name, err)
	}
	f.UploadedBy = by.Int64
	return f, nil
}
