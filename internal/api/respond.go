package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"patrimonio/internal/auth"
	"patrimonio/internal/database"
	"patrimonio/internal/files"
	"patrimonio/internal/financing"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// maxJSONBody caps every JSON request body.
const maxJSONBody = 1 << 20

// errorBody is the one error shape of the API (docs/design.md §4).
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
	writeJSON(w, http.StatusUnprocessableEntity, errorBody{Error: msgInvalidFields, Code: "validation_failed", Fields: fields})
}

// handlerFunc is a handler of the route table. It answers success itself and returns what went wrong instead
// of answering it: handle, applied once to every line of the route table (routes), turns the error into the
// answer through answerError. A handler that returns an error has written nothing.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// handle adapts a handlerFunc to the mux: a returned error becomes its answer.
func handle(h handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			answerError(w, r, err)
		}
	}
}

// requestError is an answer that is not a success, decided by a handler: a client mistake found while reading a
// request, a refusal, a conflict. answerError writes it as it is.
type requestError struct {
	status  int
	code    string
	message string
	fields  map[string]string // for 422 and the conflicts of one field
	// retryAfter, in seconds, goes into Retry-After when set (429, 503).
	retryAfter int
}

func (e *requestError) Error() string { return e.message }

// refuse is a requestError with status, code and message.
func refuse(status int, code, message string) *requestError {
	return &requestError{status: status, code: code, message: message}
}

// Answers every route may give, decided before or outside the store.
var (
	errUnauthenticated = refuse(http.StatusUnauthorized, "unauthenticated", "Sessão expirada ou inválida. Entre novamente.")
	errForbidden       = refuse(http.StatusForbidden, "forbidden", "Você não tem permissão para acessar esta funcionalidade.")
)

// storeAnswers is the one table of the store's errors and the answer each gets, for every route
// (docs/design.md §4). A
// store.ErrNotFound gets 404 with the message of the route's domain (notFoundMessages); store.ErrUserGone, 401.
var storeAnswers = []struct {
	err    error
	answer *requestError
}{
	{financing.ErrBeyondMaximum, refuse(http.StatusUnprocessableEntity, "beyond_maximum", validate.MsgBeyondMaximum+
		": a correção ou os juros levariam o saldo além de R$ 99.999.999.999,99. Nada foi gravado.")},
	{store.ErrAssetNotActive, refuse(http.StatusConflict, "asset_not_active", "Somente um ativo com status ativo pode ser vendido ou permutado.")},
	{store.ErrAssetFinal, refuse(http.StatusConflict, "asset_final", "Um ativo vendido ou permutado não pode mudar de status nem de valor atual.")},
	{store.ErrUnknownFile, fieldAnswer("attachments", validate.MsgUnknownAttachment)},
	{store.ErrEmailTaken, &requestError{status: http.StatusConflict, code: "email_taken",
		message: "Este email já está em uso.", fields: map[string]string{"email": "Este email já está em uso."}}},
	{store.ErrLastAdmin, refuse(http.StatusConflict, "last_admin", "Não é possível remover o último administrador ativo.")},
	{store.ErrPlateTaken, &requestError{status: http.StatusConflict, code: "plate_taken",
		message: validate.MsgPlateTaken + ".", fields: map[string]string{"licensePlate": validate.MsgPlateTaken}}},
	{store.ErrVehicleSold, refuse(http.StatusConflict, "vehicle_sold", "Este veículo já foi vendido.")},
	{store.ErrAccountInUse, refuse(http.StatusConflict, "account_in_use",
		"Esta conta tem lançamentos ou transferências e não pode ser excluída.")},
	{store.ErrNegativeBalance, fieldAnswer("amount", validate.MsgNegativeBalance)},
	{store.ErrBeforeOpening, fieldAnswer("date", validate.MsgBeforeOpening)},
	{store.ErrOpeningAfterMovement, fieldAnswer("openingDate", validate.MsgOpeningAfterFirst)},
	{store.ErrPrincipalTooLarge, fieldAnswer("principal", validate.MsgPrincipalTooLarge)},
	{store.ErrPaymentBeforeStart, fieldAnswer("date", validate.MsgPaymentBeforeDebt)},
	{store.ErrContractAfterPayment, fieldAnswer("contractDate", validate.MsgContractAfterPayment)},
	{store.ErrDisbursementWithoutDate, fieldAnswer("contractDate", validate.MsgContractDateForAccount)},
	{store.ErrReceiptTooLarge, fieldAnswer("amount", validate.MsgReceiptTooLarge)},
	{store.ErrReceiptBeforeSale, fieldAnswer("date", validate.MsgReceiptBeforeSale)},
	{store.ErrCostBeforePurchase, fieldAnswer("date", validate.MsgCostBeforePurchase)},
	{store.ErrImprovementBeforeAcquisition, fieldAnswer("date", validate.MsgImprovementBeforeAcquisition)},
	{store.ErrNoSuchObligation, fieldAnswer("dueDate", validate.MsgNoSuchObligation)},
	{store.ErrObligationPaid, fieldAnswer("dueDate", validate.MsgObligationPaid)},
	{store.ErrNoSuchVehicleTax, fieldAnswer("dueDate", validate.MsgNoSuchVehicleTax)},
	{store.ErrReceiptInstallment, fieldAnswer("installmentNumber", validate.MsgReceiptInstallment)},
	{store.ErrSaleInInstallments, &requestError{status: http.StatusConflict, code: "sale_in_installments",
		message: validate.MsgSaleInInstallments, fields: map[string]string{"sellingPrice": validate.MsgSaleInInstallments}}},
	{store.ErrPaymentNotFound, refuse(http.StatusNotFound, "not_found", paymentNotFound)},
	{store.ErrNoSuchInstallment, fieldAnswer("installmentNumber", validate.MsgNoSuchInstallment)},
	{store.ErrPrepaymentNoSchedule, fieldAnswer("prepaymentMode", validate.MsgPrepaymentNoSchedule)},
	{store.ErrPaymentBeforeTerms, fieldAnswer("date", validate.MsgPaymentBeforeTerms)},
	{store.ErrPaymentOfEndedTerms, refuse(http.StatusConflict, "payment_of_ended_terms",
		"Este pagamento é de antes da renegociação, que quitou o saldo daquele contrato: não pode ser excluído.")},
	{store.ErrDebtPaid, refuse(http.StatusConflict, "debt_paid", "Uma dívida quitada não pode ser renegociada.")},
	{store.ErrRenegotiationBeforeStart, fieldAnswer("date", validate.MsgRenegotiationStart)},
	{store.ErrRenegotiationBeforePayment, fieldAnswer("date", validate.MsgRenegotiationPayment)},
	{store.ErrSubaccountCategory, fieldAnswer("subaccountId", validate.MsgEntrySubaccount)},
	{store.ErrSubaccountInUse, refuse(http.StatusConflict, "subaccount_in_use", validate.MsgSubaccountInUse)},
	{store.ErrPaymentAboveDue, fieldAnswer("amount", validate.MsgPaymentAboveDue)},
	{store.ErrImportInvalid, refuse(http.StatusUnprocessableEntity, "import_invalid", validate.MsgImportInvalid)},
	{store.ErrImportNotReady, refuse(http.StatusConflict, "import_not_pending", validate.MsgImportNotPending)},
	{store.ErrImportInUse, refuse(http.StatusConflict, "import_in_use", validate.MsgImportInUse)},
	{store.ErrLeaseAssetNotRentable, refuse(http.StatusConflict, "asset_not_rentable", validate.MsgLeaseAssetNotRentable)},
	{store.ErrLeaseBeforeAcquisition, fieldAnswer("startDate", validate.MsgLeaseBeforeAcquisition)},
	{store.ErrLeaseActive, refuse(http.StatusConflict, "lease_active", validate.MsgLeaseActive)},
	{store.ErrLeaseOverlap, fieldAnswer("startDate", validate.MsgLeaseOverlap)},
	{store.ErrLeaseEnded, refuse(http.StatusConflict, "lease_ended", validate.MsgLeaseEnded)},
	{store.ErrLeaseEndBeforeStart, fieldAnswer("date", validate.MsgLeaseEndBeforeStart)},
	{store.ErrAssetLeased, refuse(http.StatusConflict, "asset_leased", validate.MsgAssetLeased)},
	{store.ErrLeaseNoIndex, refuse(http.StatusConflict, "lease_no_index", validate.MsgLeaseNoIndex)},
	{store.ErrReadjustmentStale, refuse(http.StatusConflict, "readjustment_stale", validate.MsgReadjustmentStale)},
	{store.ErrReadjustmentNotLast, refuse(http.StatusConflict, "readjustment_not_last", validate.MsgReadjustmentNotLast)},
	{store.ErrLeaseReadjusted, refuse(http.StatusConflict, "lease_readjusted", validate.MsgLeaseReadjusted)},
	{store.ErrTOTPEnabled, refuse(http.StatusConflict, "totp_already_enabled", "A verificação em duas etapas já está ativa.")},
	{store.ErrUserGone, errUnauthenticated}, // the signed-in user was deleted or deactivated while the request ran
	{auth.ErrBusy, errBusy},
}

// eventAccountMessages say why the account a record's money event names was refused.
var eventAccountMessages = map[error]string{store.ErrNotFound: validate.MsgUnknownAccount,
	store.ErrBeforeOpening: validate.MsgBeforeOpening, store.ErrNegativeBalance: validate.MsgNegativeBalance}

// fieldAnswer is a 422 with one field's message, for a store error that a form shows on that field.
func fieldAnswer(field, message string) *requestError {
	return &requestError{status: http.StatusUnprocessableEntity, code: "validation_failed", message: msgInvalidFields,
		fields: map[string]string{field: message}}
}

// notFoundMessages is what a 404 says on the routes under each path: a store.ErrNotFound, a files.ErrNotFound or
// an {id} that names nothing. Other routes say "Recurso não encontrado.".
var notFoundMessages = []struct{ path, message string }{
	{"/api/assets/", assetNotFound},
	{"/api/vehicles/", vehicleNotFound},
	{"/api/debts/", debtNotFound},
	{"/api/indices/", "Índice ou mês sem valor."},
	{"/api/accounts/", accountNotFound},
	{"/api/receivables/", receivableNotFound},
	{"/api/leases/", leaseNotFound},
	{"/api/users/", userNotFound},
	{"/api/imports/", "Importação não encontrada."},
	{"/api/reports/", reportNotFound},
	{"/api/uploads/", fileNotFound},
	{"/api/auth/sessions/", sessionNotFound},
}

// errDatabaseUnavailable answers a call the database did not answer (database.ErrUnavailable).
var errDatabaseUnavailable = &requestError{status: http.StatusServiceUnavailable, code: "database_unavailable",
	message: "Banco de dados indisponível. Tente novamente em instantes.", retryAfter: 5}

// errStorageUnavailable answers a call the bucket of the files did not answer (files.ErrUnavailable).
var errStorageUnavailable = &requestError{status: http.StatusServiceUnavailable, code: "storage_unavailable",
	message: "Armazenamento de arquivos indisponível. Tente novamente em instantes.", retryAfter: 5}

// msgInvalidFields is the message of every 422 with field errors.
const msgInvalidFields = "Dados inválidos. Verifique os campos destacados."

// answerError answers err, the failure of a handler, in the API's error shape: a requestError as it is,
// validate.Errors as 422, the store's errors by storeAnswers and notFoundMessages, a full disk as 507, a client
// that went away with nothing, and anything else as 500, logged once with the request id.
func answerError(w http.ResponseWriter, r *http.Request, err error) {
	var re *requestError
	var fields validate.Errors
	var account *store.EventAccountError
	var upload *files.RejectError
	switch {
	case errors.As(err, &re):
		writeRequestError(w, re)
		return
	case errors.As(err, &fields):
		writeInvalid(w, fields)
		return
	case errors.As(err, &account):
		writeRequestError(w, fieldAnswer(account.Field, eventAccountMessages[account.Err]))
		return
	case errors.As(err, &upload):
		writeError(w, upload.Status, upload.Code, upload.Message)
		return
	case errors.Is(err, store.ErrNotFound), errors.Is(err, files.ErrNotFound):
		notFound(w, notFoundMessage(r.Pattern))
		return
	case r.Context().Err() != nil && errors.Is(err, r.Context().Err()):
		logger(r.Context()).Info("client left before the answer", "err", err)
		return
	case errors.Is(err, files.ErrUnavailable):
		logger(r.Context()).Warn("file storage unavailable", "err", err)
		writeRequestError(w, errStorageUnavailable)
		return
	case errors.Is(err, database.ErrUnavailable), errors.Is(err, context.Canceled):
		// The request is still there, so what cancelled its call is the database's watchdog: it stopped answering.
		logger(r.Context()).Warn("database unavailable", "err", err)
		writeRequestError(w, errDatabaseUnavailable)
		return
	}
	for _, a := range storeAnswers {
		if errors.Is(err, a.err) {
			writeRequestError(w, a.answer)
			return
		}
	}
	serverError(w, r, err)
}

// notFoundMessage is the 404 message of the routes of pattern ("GET /api/assets/{id}").
func notFoundMessage(pattern string) string {
	_, path, _ := strings.Cut(pattern, " ")
	for _, m := range notFoundMessages {
		if strings.HasPrefix(path, m.path) {
			return m.message
		}
	}
	return "Recurso não encontrado."
}

func writeRequestError(w http.ResponseWriter, e *requestError) {
	if e.retryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.retryAfter))
	}
	writeJSON(w, e.status, errorBody{Error: e.message, Code: e.code, Fields: e.fields})
}

// storageFull reports whether err says the server's disk is full: a file write (files.ErrNoSpace) or a database
// (database.IsDiskFull). Both leave nothing behind: the files of the request are removed, the transaction is
// rolled back.
func storageFull(err error) bool {
	return errors.Is(err, files.ErrNoSpace) || database.IsDiskFull(err)
}

// serverError logs err once, with the request id, and answers 500 with a generic message, or 507 when the
// disk is full (the person can do nothing but tell an administrator).
func serverError(w http.ResponseWriter, r *http.Request, err error) {
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

// decode reads a JSON object into dst: JSON content type, at most maxJSONBody bytes, no unknown fields, one
// value, and every text field in NFC without control characters (validate.Text). The error it returns is the
// answer: a requestError, validate.Errors, or a failure to read.
func decode(w http.ResponseWriter, r *http.Request, dst any) error {
	return decodeWithin(w, r, dst, maxJSONBody)
}

// decodeWithin is decode of a body of at most limit bytes.
func decodeWithin(w http.ResponseWriter, r *http.Request, dst any, limit int64) error {
	if err := decodeJSON(w, r, dst, limit); err != nil {
		return err
	}
	// One place for every text field of every body: NFC, and no control characters (422).
	if e := validate.Text(dst); !e.OK() {
		return e
	}
	return nil
}

func decodeJSON(w http.ResponseWriter, r *http.Request, dst any, limit int64) error {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mediaType != "application/json" {
		return refuse(http.StatusUnsupportedMediaType, "unsupported_media_type", "Envie os dados em JSON (Content-Type: application/json).")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, limit))
	dec.DisallowUnknownFields()
	err = dec.Decode(dst)
	if err == nil {
		if _, extra := dec.Token(); extra != io.EOF {
			return refuse(http.StatusBadRequest, "malformed_json", "JSON inválido: envie um único objeto.")
		}
		return nil
	}
	var tooBig *http.MaxBytesError
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	var invalid *model.InvalidInput
	switch {
	case errors.As(err, &invalid):
		return refuse(http.StatusBadRequest, "invalid_value", invalid.Message)
	case errors.As(err, &tooBig):
		return refuse(http.StatusRequestEntityTooLarge, "body_too_large", "Requisição muito grande.")
	case errors.Is(err, io.EOF):
		return refuse(http.StatusBadRequest, "empty_body", "O corpo da requisição está vazio.")
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return refuse(http.StatusBadRequest, "malformed_json", "JSON inválido.")
	case errors.As(err, &typeErr):
		return refuse(http.StatusBadRequest, "malformed_json", fmt.Sprintf("Valor de tipo inválido no campo %q.", typeErr.Field))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.TrimPrefix(err.Error(), "json: unknown field ")
		return refuse(http.StatusBadRequest, "unknown_field", "Campo desconhecido: "+field+".")
	default:
		return refuse(http.StatusBadRequest, "malformed_json", "JSON inválido.")
	}
}
