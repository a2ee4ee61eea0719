package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// exportRequest confirms who downloads everything: the admin's password, and a code when two-factor sign-in is on.
type exportRequest struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

// confirmExport checks the signed-in admin's password and, when two-factor sign-in is on, a code (an app code or a
// recovery code): a stolen session alone does not take the data out. Guesses count in the sign-in limiter under the
// admin's account. Refusals are 422 on the field, never 401, which would end the session in the browser.
func (s *Server) confirmExport(r *http.Request, in exportRequest) error {
	ctx := r.Context()
	if in.Password == "" {
		return validate.Errors{"password": validate.MsgCurrentPassword}
	}
	user := currentSession(ctx).user
	att, err := s.reserveSignedInAttempt(r, "Muitas tentativas. Tente novamente em alguns minutos.")
	if err != nil {
		return err
	}
	defer att.done(ctx)
	if err := s.checkOwnPassword(ctx, att, user.ID, in.Password, "password"); err != nil {
		return err
	}
	t, err := s.store.UserTOTP(ctx, user.ID)
	switch {
	case errors.Is(err, store.ErrNotFound) || (err == nil && !t.Enabled):
		return att.succeeded(ctx)
	case err != nil:
		return err
	case strings.TrimSpace(in.Code) == "":
		return validate.Errors{"code": validate.MsgCodeRequired}
	}
	if err := s.checkOwnCode(ctx, att, user.ID, t, in.Code); err != nil {
		return err
	}
	return att.succeeded(ctx)
}

// exportAll answers the whole of the data as one ZIP (settings.update, administrators, confirmed by confirmExport;
// docs/decisions.md "Export and restore"), without the secrets of the sign-in (archive.Left): one CSV per table, the uploads and the manifest, streamed as it is written — an archive of many
// uploads does not fit in memory — with the long transfers' deadline. A failure before the first byte is a clean
// 500; one half way aborts the answer, so that the browser reports a failed download instead of saving a cut file
// (whose checksums a restore would refuse anyway).
func (s *Server) exportAll(w http.ResponseWriter, r *http.Request) error {
	var in exportRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if err := s.confirmExport(r, in); err != nil {
		return err
	}
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
