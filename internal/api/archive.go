package api

import (
	"context"
	"errors"
	"net/http"
)

// exportAll answers the whole of the data as one ZIP (settings.update, administrators; docs/decisions.md "Export
// and restore"): one CSV per table, the uploads and the manifest, streamed as it is written — an archive of many
// uploads does not fit in memory — with the long transfers' deadline. A failure before the first byte is a clean
// 500; one half way aborts the answer, so that the browser reports a failed download instead of saving a cut file
// (whose checksums a restore would refuse anyway).
func (s *Server) exportAll(w http.ResponseWriter, r *http.Request) error {
	allowLongTransfer(w, r)
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", `attachment; filename="patrimonio-`+s.store.Today().String()+`.zip"`)
	out := &countingWriter{w: w}
	if _, err := s.store.Export(r.Context(), s.files, out); err != nil {
		if out.n == 0 {
			w.Header().Del("Content-Disposition")
			return err
		}
		if !errors.Is(r.Context().Err(), context.Canceled) {
			logger(r.Context()).Error("export cut short", "err", err)
		}
		panic(http.ErrAbortHandler)
	}
	return nil
}

// countingWriter tells whether anything was written yet.
type countingWriter struct {
	w http.ResponseWriter
	n int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}
