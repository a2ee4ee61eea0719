package api

import (
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"time"

	"patrimonio/internal/files"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

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
// ?purpose=avatar or ?purpose=logo it takes one image of at most 5 MB; otherwise up to 20 attachments.
func (s *Server) upload(w http.ResponseWriter, r *http.Request) {
	me := currentUser(r.Context())
	if !me.Role.MayUpload() {
		forbidden(w)
		return
	}
	policy := files.Attachments
	switch r.URL.Query().Get("purpose") {
	case "", "attachment":
	case "avatar", "logo":
		policy = files.SingleImage
	default:
		writeError(w, http.StatusBadRequest, "invalid_query", "Finalidade de envio inválida.")
		return
	}
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/form-data" {
		writeError(w, http.StatusUnsupportedMediaType, "unsupported_media_type", "Envie os arquivos como multipart/form-data.")
		return
	}
	allowLongTransfer(w, r)
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody)
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, http.StatusBadRequest, "malformed_multipart", "Formulário de envio inválido.")
		return
	}
	stored, err := policy.Receive(r.Context(), mr, s.files)
	var reject *files.RejectError
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &reject):
		writeError(w, reject.Status, reject.Code, reject.Message)
		return
	case errors.As(err, &tooBig):
		writeError(w, http.StatusRequestEntityTooLarge, "body_too_large", "Envio muito grande: no máximo 20 arquivos de 10 MB.")
		return
	case err != nil:
		serverError(w, r, err)
		return
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
	if err := s.store.AddFiles(r.Context(), records); err != nil {
		for _, f := range stored {
			_ = s.files.Delete(r.Context(), f.Filename)
		}
		serverError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{"success": true, "data": map[string]any{"files": out}})
}

// serveUpload sends a stored file with the type sniffed when it was stored. Images show inline; documents
// download.
func (s *Server) serveUpload(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if !validate.UploadURL.MatchString("/uploads/" + name) {
		notFound(w, "Arquivo não encontrado.")
		return
	}
	rec, err := s.store.FileByName(r.Context(), name)
	if errors.Is(err, store.ErrNotFound) {
		notFound(w, "Arquivo não encontrado.")
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	f, err := s.files.Open(r.Context(), name)
	if errors.Is(err, files.ErrNotFound) {
		notFound(w, "Arquivo não encontrado.")
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	defer f.Close()
	allowLongTransfer(w, r)
	h := w.Header()
	h.Set("Content-Type", rec.Mimetype)
	h.Set("Cache-Control", "private, max-age=31536000, immutable")
	disposition := "attachment"
	if rec.Image {
		disposition = "inline"
	}
	h.Set("Content-Disposition", fmt.Sprintf("%s; filename*=UTF-8''%s", disposition, url.PathEscape(rec.OriginalName)))
	http.ServeContent(w, r, "", time.Time{}, f)
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
