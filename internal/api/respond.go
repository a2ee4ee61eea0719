package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"

	"patrimonio/internal/database"
	"patrimonio/internal/files"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// maxJSONBody caps every JSON request body.
const maxJSONBody = 1 << 20

// errorBody is the one error shape of the API (DESIGN §4).
type errorBody struct {
	Error     string            `json:"error"`
	Code      string            `json:"code"`
	Fields    map[string]string `json:"fields,omitempty"`
	RequestID string            `json:"requestId,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write response", "err", err)
	}
}

// writeData answers {"data": v}.
func writeData(w http.ResponseWriter, status int, v any) {
	writeJSON(w, status, map[string]any{"data": v})
}

// writeList answers {"data": items, "meta": {...}}.
func writeList(w http.ResponseWriter, items any, meta listMeta) {
	writeJSON(w, http.StatusOK, map[string]any{"data": items, "meta": meta})
}

type listMeta struct {
	Total    int `json:"total"`
	Page     int `json:"page"`
	PageSize int `json:"pageSize"`
	Summary  any `json:"summary,omitempty"`
}

// writeError answers with the error shape; message is what a person reads.
func writeError(w http.ResponseWriter, status int, code, message string) {
	writeJSON(w, status, errorBody{Error: message, Code: code})
}

// writeInvalid answers 422 with the field messages.
func writeInvalid(w http.ResponseWriter, fields validate.Errors) {
	writeJSON(w, http.StatusUnprocessableEntity, errorBody{
		Error: "Dados inválidos. Verifique os campos destacados.", Code: "validation_failed", Fields: fields,
	})
}

// storageFull reports whether err says the server's disk is full: a file write (files.ErrNoSpace) or a database
// (database.IsDiskFull). Both leave nothing behind: the files of the request are removed, the transaction is
// rolled back.
func storageFull(err error) bool {
	return errors.Is(err, files.ErrNoSpace) || database.IsDiskFull(err)
}

// serverError logs err once, with the request id, and answers 500 with a generic message, or 507 when the
// disk is full (the person can do nothing but tell an administrator). The one store error it tells apart is
// store.ErrUserGone, for every route in one place: the signed-in user was deleted or deactivated while the
// request ran, which is a 401 like any revoked session.
func serverError(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, store.ErrUserGone) {
		writeError(w, http.StatusUnauthorized, "unauthenticated", "Sessão expirada ou inválida. Entre novamente.")
		return
	}
	id := requestID(r.Context())
	logger(r.Context()).Error("request failed", "err", err)
	if storageFull(err) {
		writeJSON(w, http.StatusInsufficientStorage, errorBody{
			Error:     "Espaço em disco insuficiente no servidor. Nada foi salvo: avise o administrador do sistema e tente novamente mais tarde.",
			Code:      "insufficient_storage",
			RequestID: id,
		})
		return
	}
	writeJSON(w, http.StatusInternalServerError, errorBody{
		Error:     "Erro interno do servidor. Tente novamente em alguns instantes.",
		Code:      "internal_error",
		RequestID: id,
	})
}

func notFound(w http.ResponseWriter, message string) {
	writeError(w, http.StatusNotFound, "not_found", message)
}

func forbidden(w http.ResponseWriter) {
	writeError(w, http.StatusForbidden, "forbidden", "Você não tem permissão para acessar esta funcionalidade.")
}

// requestError is a client mistake found while reading a request.
type requestError struct {
	status  int
	code    string
	message string
}

func (e *requestError) Error() string { return e.message }

// decode reads a JSON object into dst: JSON content type, at most maxJSONBody bytes, no unknown fields, one
// value. It answers the client itself and returns false when the body is not acceptable.
func decode(w http.ResponseWriter, r *http.Request, dst any) bool {
	err := decodeJSON(w, r, dst)
	if err == nil {
		// One place for every text field of every body: NFC, and no control characters (422).
		if e := validate.Text(dst); !e.OK() {
			writeInvalid(w, e)
			return false
		}
		return true
	}
	var re *requestError
	if errors.As(err, &re) {
		writeError(w, re.status, re.code, re.message)
	} else {
		serverError(w, r, err)
	}
	return false
}

func decodeJSON(w http.ResponseWriter, r *http.Request, dst any) error {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return &requestError{http.StatusUnsupportedMediaType, "unsupported_media_type",
			"Envie os dados em JSON (Content-Type: application/json)."}
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxJSONBody))
	dec.DisallowUnknownFields()
	err = dec.Decode(dst)
	if err == nil {
		if _, extra := dec.Token(); extra != io.EOF {
			return &requestError{http.StatusBadRequest, "malformed_json", "JSON inválido: envie um único objeto."}
		}
		return nil
	}
	var tooBig *http.MaxBytesError
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	var invalid *model.InvalidInput
	switch {
	case errors.As(err, &invalid):
		return &requestError{http.StatusBadRequest, "invalid_value", invalid.Message}
	case errors.As(err, &tooBig):
		return &requestError{http.StatusRequestEntityTooLarge, "body_too_large", "Requisição muito grande."}
	case errors.Is(err, io.EOF):
		return &requestError{http.StatusBadRequest, "empty_body", "O corpo da requisição está vazio."}
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return &requestError{http.StatusBadRequest, "malformed_json", "JSON inválido."}
	case errors.As(err, &typeErr):
		return &requestError{http.StatusBadRequest, "malformed_json",
			fmt.Sprintf("Valor de tipo inválido no campo %q.", typeErr.Field)}
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.TrimPrefix(err.Error(), "json: unknown field ")
		return &requestError{http.StatusBadRequest, "unknown_field", "Campo desconhecido: " + field + "."}
	default:
		return &requestError{http.StatusBadRequest, "malformed_json", "JSON inválido."}
	}
}
