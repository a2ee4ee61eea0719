package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"patrimonio/internal/database"
)

// Errors of AddFilesWithin: recording the files would pass a limit of UploadLimits, so nothing is recorded.
var (
	ErrDailyQuota  = errors.New("daily upload quota reached")
	ErrStorageFull = errors.New("upload storage limit reached")
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

// UploadLimits bound the stored files: DailyPerUser is the bytes one person may upload in a São Paulo day, Total
// the bytes of all stored files together. Zero is no limit.
type UploadLimits struct {
	DailyPerUser int64
	Total        int64
}

// UploadUsage is what counts against UploadLimits: the bytes one person uploaded today and the bytes of every
// stored file.
type UploadUsage struct {
	Today int64
	Total int64
}

// unreferenced is the condition, on a row of files, that no record uses the file: no asset or vehicle
// attachment, no avatar and not the logo.
const unreferenced = `NOT EXISTS (SELECT 1 FROM asset_attachments a WHERE a.file_name = files.name)
	AND NOT EXISTS (SELECT 1 FROM vehicle_attachments v WHERE v.file_name = files.name)
	AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar = '/uploads/' || files.name)
	AND NOT EXISTS (SELECT 1 FROM settings s WHERE s.logo_url = '/uploads/' || files.name)`

// AddFiles records stored uploads of one uploader, all or none; ErrUserGone when the uploader was deleted
// meanwhile.
func (s *Store) AddFiles(ctx context.Context, files []File) error {
	return s.AddFilesWithin(ctx, files, UploadLimits{})
}

// AddFilesWithin records stored uploads, all or none, when they keep their uploader within the daily quota and
// all files within the total limit; ErrDailyQuota or ErrStorageFull otherwise. The check and the insert run
// under one lock (the settings row), so parallel uploads cannot pass a limit together.
func (s *Store) AddFilesWithin(ctx context.Context, files []File, limits UploadLimits) error {
	now := s.Now()
	var by int64
	if len(files) > 0 {
		by = files[0].UploadedBy
	}
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		// The limits are checked under the settings row lock, taken before the user row as DeleteUser does.
		if limits != (UploadLimits{}) {
			if err := lockAdmins(ctx, tx); err != nil {
				return err
			}
		}
		if err := lockUser(ctx, tx, by); err != nil {
			return err
		}
		if limits != (UploadLimits{}) {
			if err := s.checkLimits(ctx, tx, files, limits); err != nil {
				return err
			}
		}
		for _, f := range files {
			if _, err := tx.ExecContext(ctx, `INSERT INTO files (name, original_name, mimetype, size, image, category, uploaded_by, created_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, f.Name, f.OriginalName, f.Mimetype, f.Size, f.Image, f.Category, f.UploadedBy, now); err != nil {
				return err
			}
		}
		return nil
	})
	if errors.Is(err, ErrDailyQuota) || errors.Is(err, ErrStorageFull) {
		return err
	}
	if err != nil {
		return fmt.Errorf("add files: %w", err)
	}
	return nil
}

func (s *Store) checkLimits(ctx context.Context, tx *database.Tx, files []File, limits UploadLimits) error {
	perUser := map[int64]int64{}
	var adding int64
	for _, f := range files {
		perUser[f.UploadedBy] += f.Size
		adding += f.Size
	}
	for userID, size := range perUser {
		if limits.DailyPerUser <= 0 || userID == 0 {
			continue
		}
		usage, err := s.uploadUsage(ctx, tx, userID)
		if err != nil {
			return err
		}
		if usage.Today+size > limits.DailyPerUser {
			return ErrDailyQuota
		}
	}
	if limits.Total > 0 {
		usage, err := s.uploadUsage(ctx, tx, 0)
		if err != nil {
			return err
		}
		if usage.Total+adding > limits.Total {
			return ErrStorageFull
		}
	}
	return nil
}

// UploadUsage returns the bytes userID uploaded since the start of today in São Paulo and the bytes of all
// stored files.
func (s *Store) UploadUsage(ctx context.Context, userID int64) (UploadUsage, error) {
	u, err := s.uploadUsage(ctx, s.db, userID)
	if err != nil {
		return UploadUsage{}, fmt.Errorf("upload usage: %w", err)
	}
	return u, nil
}

func (s *Store) uploadUsage(ctx context.Context, q database.Querier, userID int64) (UploadUsage, error) {
	var u UploadUsage
	if userID != 0 {
		if err := q.QueryRowContext(ctx, "SELECT CAST(COALESCE(SUM(size), 0) AS BIGINT) FROM files WHERE uploaded_by = ? AND created_at >= ?",
			userID, s.dayStart()).Scan(&u.Today); err != nil {
			return u, err
		}
	}
	err := q.QueryRowContext(ctx, "SELECT CAST(COALESCE(SUM(size), 0) AS BIGINT) FROM files").Scan(&u.Total)
	return u, err
}

// dayStart is the instant today began in São Paulo, in UTC.
func (s *Store) dayStart() time.Time {
	t := s.now().In(businessZone)
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, businessZone).UTC()
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

// releaseFiles forgets the given files, inside the transaction that removed their last reference, when no other
// record still uses them: their rows go (so they are no longer served) and their names go to file_removals, for
// the sweep to delete the bytes.
func (s *Store) releaseFiles(ctx context.Context, tx *database.Tx, names []string) error {
	for _, name := range names {
		if _, err := s.releaseFile(ctx, tx, name, time.Time{}); err != nil {
			return err
		}
	}
	return nil
}

// releaseFile forgets one unreferenced file (created before createdBefore, when not zero) and reports whether it
// did.
func (s *Store) releaseFile(ctx context.Context, tx *database.Tx, name string, createdBefore time.Time) (bool, error) {
	query, args := "DELETE FROM files WHERE name = ? AND "+unreferenced, []any{name}
	if !createdBefore.IsZero() {
		query += " AND created_at < ?"
		args = append(args, createdBefore)
	}
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return false, fmt.Errorf("release file %s: %w", name, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO file_removals (name, removed_at) VALUES (?, ?)", name, s.Now()); err != nil {
		return false, fmt.Errorf("release file %s: %w", name, err)
	}
	return true, nil
}

// UnreferencedFiles returns up to limit names of files created before the given time that no record uses.
func (s *Store) UnreferencedFiles(ctx context.Context, createdBefore time.Time, limit int) ([]string, error) {
	return s.fileNames(ctx, "SELECT name FROM files WHERE created_at < ? AND "+unreferenced+" ORDER BY created_at LIMIT ?", createdBefore, limit)
}

// ReleaseUnreferencedFile forgets a file created before the given time if no record uses it (checked again, in
// its own transaction), queuing its bytes for removal; it reports whether it did.
func (s *Store) ReleaseUnreferencedFile(ctx context.Context, name string, createdBefore time.Time) (bool, error) {
	var released bool
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		var err error
		released, err = s.releaseFile(ctx, tx, name, createdBefore)
		return err
	})
	return released, err
}

// FileRemovals returns up to limit names of files whose records are gone and whose bytes are still to delete.
func (s *Store) FileRemovals(ctx context.Context, limit int) ([]string, error) {
	return s.fileNames(ctx, "SELECT name FROM file_removals ORDER BY removed_at LIMIT ?", limit)
}

// FileRemoved notes that a released file's bytes are deleted.
func (s *Store) FileRemoved(ctx context.Context, name string) error {
	if _, err := s.db.ExecContext(ctx, "DELETE FROM file_removals WHERE name = ?", name); err != nil {
		return fmt.Errorf("file removed %s: %w", name, err)
	}
	return nil
}

// KnownFiles returns those of names that have a row: a file kept, or one released whose bytes wait for removal.
func (s *Store) KnownFiles(ctx context.Context, names []string) ([]string, error) {
	if len(names) == 0 {
		return nil, nil
	}
	in, args := idList(names)
	return s.fileNames(ctx, "SELECT name FROM files WHERE name IN ("+in+") UNION SELECT name FROM file_removals WHERE name IN ("+in+")",
		append(args, args...)...)
}

func (s *Store) fileNames(ctx context.Context, query string, args ...any) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("file names: %w", err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, fmt.Errorf("file names: %w", err)
		}
		names = append(names, n)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("file names: %w", err)
	}
	return names, nil
}
