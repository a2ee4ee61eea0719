package store

import (
	"context"
	"io"

	"patrimonio/internal/archive"
)

// Export writes the whole of the data, the uploads and the sheets of every kind to w as one archive
// (internal/archive), read from one snapshot while the others go on writing.
func (s *Store) Export(ctx context.Context, uploads archive.Uploads, w io.Writer) (archive.Manifest, error) {
	return archive.Export(ctx, s.db, uploads, w, s.Now(), s.importSheets()...)
}
