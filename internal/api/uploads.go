package api

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"patrimonio/internal/files"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const fileNotFound = "Arquivo não encontrado."

// maxUploadBody is the whole multipart body: 20 files of 10 MB and room for the form's framing.
const maxUploadBody = 20*10<<20 + 1<<20

type uploadedFile struct {
	OriginalName string `json:"originalName"`
	Filename     string `json:"filename"`
	URL          string `json:"url"`
	Size         int64  `json:"size"`
	Mimetype     string `json:"mimetype"`
	Category     string `json:"category"`
	Type         string `json:"type"` // image or document
}

// upload stores the files of a multipart form (field "files", with optional "categories"). With
// ?purpose=avatar or ?purpose=logo it takes one image of at most 5 MB; otherwise up to 20 attachments. Every
// signed-in person may upload an avatar; attachments need a role that writes assets, vehicles or users, the logo
// whitelabel.update. The files must fit the uploader's daily quota and the total storage limit (Options.Uploads).
func (s *Server) upload(w http.ResponseWriter, r *http.Request) error {
	me := currentUser(r.Context())
	policy := files.Attachments
	switch r.URL.Query().Get("purpose") {
	case "", "attachment":
		if !me.Role.MayUploadAttachments() {
			return refuse(http.StatusForbidden, "forbidden", "Você não tem permissão para enviar anexos.")
		}
	case "avatar":
		policy = files.SingleImage
	case "logo":
		if !me.Role.Can(model.WhitelabelUpdate) {
			return refuse(http.StatusForbidden, "forbidden", "Você não tem permissão para alterar o logotipo.")
		}
		policy = files.SingleImage
	default:
		return invalidQuery("Finalidade de envio inválida.")
	}
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/form-data" {
		return refuse(http.StatusUnsupportedMediaType, "unsupported_media_type", "Envie os arquivos como multipart/form-data.")
	}
	limits := s.opts.Uploads
	usage, err := s.store.UploadUsage(r.Context(), me.ID)
	if err != nil {
		return err
	}
	left := newUploadRoom(limits, usage)
	if left.full() {
		return left.refusal()
	}
	policy.Budget = left.budget()
	allowLongTransfer(w, r)
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	mr, err := r.MultipartReader()
	if err != nil {
		return refuse(http.StatusBadRequest, "malformed_multipart", "Formulário de envio inválido.")
	}
	stored, err := policy.Receive(r.Context(), mr, s.files)
	var tooBig *http.MaxBytesError
	switch {
	case errors.Is(err, files.ErrOverBudget):
		return left.refusal()
	case errors.As(err, &tooBig):
		return refuse(http.StatusRequestEntityTooLarge, "body_too_large", "Envio muito grande: no máximo 20 arquivos de 10 MB.")
	case err != nil:
		return err // a files.RejectError is its own answer
	}

	records := make([]store.File, len(stored))
	out := make([]uploadedFile, len(stored))
	for i, f := range stored {
		records[i] = store.File{Name: f.Filename, OriginalName: f.OriginalName, Mimetype: f.Mimetype, Size: f.Size,
			Image: f.Image, Category: f.Category, UploadedBy: me.ID}
		kind := "document"
		if f.Image {
			kind = "image"
		}
		out[i] = uploadedFile{OriginalName: f.OriginalName, Filename: f.Filename, URL: "/uploads/" + f.Filename,
			Size: f.Size, Mimetype: f.Mimetype, Category: f.Category, Type: kind}
	}
	if err := s.store.AddFilesWithin(r.Context(), records, limits); err != nil {
		for _, f := range stored {
			if err := s.files.Delete(context.WithoutCancel(r.Context()), f.Filename); err != nil {
				logger(r.Context()).Warn("upload: delete a file not recorded", "file", f.Filename, "err", err)
			}
		}
		// A parallel upload took the room read above: answer with the limit that refused, as it stands now.
		var only store.UploadLimits
		switch {
		case errors.Is(err, store.ErrDailyQuota):
			only.DailyPerUser = limits.DailyPerUser
		case errors.Is(err, store.ErrStorageFull):
			only.Total = limits.Total
		default:
			return err
		}
		if usage, err = s.store.UploadUsage(r.Context(), me.ID); err != nil {
			return err
		}
		return newUploadRoom(only, usage).refusal()
	}
	writeJSON(w, http.StatusCreated, map[string]any{"success": true, "data": map[string]any{"files": out}})
	return nil
}

// uploadRoom is what an upload may still add under the daily quota and the total limit.
type uploadRoom struct {
	limits       store.UploadLimits
	daily, total int64 // bytes left; meaningful when the limit is set
	dailyLimited bool
	totalLimited bool
}

func newUploadRoom(limits store.UploadLimits, usage store.UploadUsage) uploadRoom {
	return uploadRoom{
		limits: limits,
		daily:  max(limits.DailyPerUser-usage.Today, 0), dailyLimited: limits.DailyPerUser > 0,
		total: max(limits.Total-usage.Total, 0), totalLimited: limits.Total > 0,
	}
}

// full reports whether nothing more may be stored.
func (u uploadRoom) full() bool {
	return (u.dailyLimited && u.daily == 0) || (u.totalLimited && u.total == 0)
}

// budget is the most bytes one upload may add; 0 for no limit.
func (u uploadRoom) budget() int64 {
	switch {
	case u.dailyLimited && u.totalLimited:
		return min(u.daily, u.total)
	case u.dailyLimited:
		return u.daily
	case u.totalLimited:
		return u.total
	}
	return 0
}

// refusal is the answer to an upload that does not fit: 507 when the storage as a whole is the tighter limit
// (tomorrow will not help), 413 when it is the person's daily quota. Nothing is stored.
func (u uploadRoom) refusal() *requestError {
	if u.totalLimited && (!u.dailyLimited || u.total <= u.daily) {
		return refuse(http.StatusInsufficientStorage, "storage_full", fmt.Sprintf(
			"O espaço para arquivos está cheio (limite de %s). Peça a um administrador para liberar espaço ou aumentar o limite.",
			formatSize(u.limits.Total)))
	}
	if u.daily == 0 {
		return refuse(http.StatusRequestEntityTooLarge, "upload_quota_exceeded", fmt.Sprintf(
			"Você atingiu o seu limite diário de envios (%s por dia). Tente novamente amanhã.", formatSize(u.limits.DailyPerUser)))
	}
	return refuse(http.StatusRequestEntityTooLarge, "upload_quota_exceeded", fmt.Sprintf(
		"Estes arquivos passam do seu limite diário de envios: restam %s de %s hoje. Envie arquivos menores ou tente novamente amanhã.",
		formatSize(u.daily), formatSize(u.limits.DailyPerUser)))
}

// formatSize writes a byte count as people read it in pt-BR: "500 MB", "1,5 GB", "12 KB".
func formatSize(n int64) string {
	units := []struct {
		name string
		size int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}}
	for _, u := range units {
		if n >= u.size {
			v := float64(n) / float64(u.size)
			text := strconv.FormatFloat(v, 'f', 1, 64)
			text = strings.TrimSuffix(text, ".0")
			return strings.Replace(text, ".", ",", 1) + " " + u.name
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// serveUpload sends a stored file with the type sniffed when it was stored. Images show inline; documents
// download.
func (s *Server) serveUpload(w http.ResponseWriter, r *http.Request) error {
	name := r.PathValue("name")
	if !validate.UploadURL.MatchString("/uploads/" + name) {
		return fmt.Errorf("upload name %q: %w", name, files.ErrNotFound)
	}
	rec, err := s.store.FileByName(r.Context(), name)
	if err != nil {
		return err
	}
	f, err := s.files.Open(r.Context(), name)
	if err != nil {
		return err
	}
	defer f.Close()
	allowLongTransfer(w, r)
	h := w.Header()
	h.Set("Content-Type", rec.Mimetype)
	// A name never changes content, but the file can be removed at any moment (its asset deleted, the sweep), so
	// the browser keeps it and asks again each time it shows it: a 304 while it exists, a 404 once it is gone.
	h.Set("Cache-Control", "private, no-cache")
	h.Set("ETag", `"`+name+`"`)
	disposition := "attachment"
	if rec.Image {
		disposition = "inline"
	}
	h.Set("Content-Disposition", fmt.Sprintf("%s; filename*=UTF-8''%s", disposition, url.PathEscape(rec.OriginalName)))
	http.ServeContent(w, r, "", time.Time{}, f)
	return nil
}

// storedImage reports whether an /uploads/ address names a stored image.
func (s *Server) storedImage(r *http.Request, address string) (bool, error) {
	if address == "" {
		return true, nil
	}
	m := validate.UploadURL.FindStringSubmatch(address)
	if m == nil {
		return false, nil
	}
	f, err := s.store.FileByName(r.Context(), m[1])
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return f.Image, nil
}
