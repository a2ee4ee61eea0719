package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"patrimonio/internal/bankfile"
	"patrimonio/internal/files"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// A statement's bounds: a year of a busy account's OFX is well under 1 MB; a commit's choices take some 60 bytes a
// line.
const (
	maxStatementBody  = 5 << 20
	maxStatementLines = 20_000
	maxChoicesBody    = 2 << 20
)

var errStatementNotFound = refuse(http.StatusNotFound, "not_found", validate.MsgStatementNotFound)

// statementPreview answers an uploaded statement: the preview of its lines, or, for a CSV whose columns are not all
// known, nothing read yet and what is missing. Columns and Mapping are a CSV's header and the columns read.
type statementPreview struct {
	Preview *model.StatementPreview `json:"preview"`
	Columns []string                `json:"columns"`
	Mapping *bankfile.Columns       `json:"mapping"`
	Missing string                  `json:"missing"`
}

// importStatement reads an uploaded OFX or CSV statement into the account as a pending statement and answers its
// preview (201), or a CSV's header and the columns it still needs (200). Nothing of the account changes.
func (s *Server) importStatement(w http.ResponseWriter, r *http.Request) error {
	account, err := s.loadAccount(r)
	if err != nil {
		return err
	}
	if err := readFileForm(w, r, maxStatementBody, validate.MsgStatementTooLarge); err != nil {
		return err
	}
	defer r.MultipartForm.RemoveAll() //nolint:errcheck // temporary files of the form
	file, header, err := r.FormFile("file")
	if err != nil {
		return fieldAnswer("file", validate.MsgStatementFile)
	}
	defer file.Close()
	data, err := io.ReadAll(file)
	if err != nil {
		return err
	}
	release, err := s.sheetRead(w)
	if err != nil {
		return err
	}
	defer release()
	out := statementPreview{Columns: []string{}}
	var read model.BankFile
	if bankfile.IsOFX(data) {
		read, err = bankfile.ReadOFX(data, maxStatementLines)
	} else {
		read, err = s.readStatementCSV(r, account.ID, data, &out)
		if err == nil && out.Missing != "" {
			writeData(w, http.StatusOK, out)
			return nil
		}
	}
	if err != nil {
		return statementFileError(err)
	}
	var columns string
	if out.Mapping != nil {
		b, _ := json.Marshal(out.Mapping)
		columns = string(b)
	}
	preview, err := s.store.PreviewStatement(r.Context(), account.ID, files.CleanName(header.Filename), read, columns, currentUser(r.Context()))
	switch {
	case errors.Is(err, store.ErrStatementOtherAccount):
		return fieldAnswer("file", strings.NewReplacer("{theirs}", read.AccountNumber, "{ours}", account.Number).Replace(validate.MsgStatementOtherBank))
	case errors.Is(err, store.ErrStatementsBusy):
		w.Header().Set("Retry-After", "120")
		return refuse(http.StatusServiceUnavailable, "statements_busy", validate.MsgStatementsBusy)
	case err != nil:
		return err
	}
	out.Preview = &preview
	writeData(w, http.StatusCreated, out)
	return nil
}

// readStatementCSV reads a CSV statement with the columns the form names (columns, JSON), else those last
// confirmed for the account when the header has them, else those its header's words suggest; out gets the header
// and the columns, and what they miss (then nothing is read). The form's closingBalance (and closingDate, by
// default the last line's day) is the bank's balance the person typed.
func (s *Server) readStatementCSV(r *http.Request, accountID int64, data []byte, out *statementPreview) (model.BankFile, error) {
	tab, err := bankfile.ReadTable(data, maxStatementLines)
	if err != nil {
		return model.BankFile{}, err
	}
	out.Columns = tab.Header
	var columns bankfile.Columns
	switch asked := r.FormValue("columns"); {
	case asked != "":
		if err := json.Unmarshal([]byte(asked), &columns); err != nil {
			return model.BankFile{}, fieldAnswer("columns", validate.MsgStatementColumns)
		}
	default:
		columns = bankfile.Guess(tab.Header)
		remembered, err := s.store.StatementColumns(r.Context(), accountID)
		if err != nil {
			return model.BankFile{}, err
		}
		var kept bankfile.Columns
		if remembered != "" && json.Unmarshal([]byte(remembered), &kept) == nil && kept.Missing(tab.Header) == "" {
			columns = kept
		}
	}
	out.Mapping = &columns
	if out.Missing = columns.Missing(tab.Header); out.Missing != "" {
		return model.BankFile{}, nil
	}
	read, err := bankfile.ReadCSV(tab, columns)
	if err != nil {
		return read, err
	}
	if closing := strings.TrimSpace(r.FormValue("closingBalance")); closing != "" {
		v, err := model.ParseMoney(closing)
		if err != nil {
			return read, fieldAnswer("closingBalance", validate.MsgStatementClosing)
		}
		read.Closing, read.ClosingDate = &v, read.End
		if d := r.FormValue("closingDate"); d != "" {
			if read.ClosingDate, err = model.ParseDate(d); err != nil || !read.ClosingDate.InRange() {
				return read, fieldAnswer("closingDate", validate.MsgDateRange)
			}
		}
	}
	return read, nil
}

// statementFileError answers a file that could not be read as a statement.
func statementFileError(err error) error {
	var bad *model.InvalidInput
	switch {
	case errors.As(err, &bad):
		return fieldAnswer("file", bad.Message)
	case errors.Is(err, bankfile.ErrTooMany):
		return fieldAnswer("file", validate.MsgStatementTooMany)
	}
	return err
}

// statementOf reads the account and the statement of the request's {id} and {sid}.
func (s *Server) statementOf(r *http.Request) (accountID, statementID int64, err error) {
	account, err := s.loadAccount(r)
	if err != nil {
		return 0, 0, err
	}
	statementID, err = entryID(r, "sid")
	if err != nil {
		return 0, 0, errStatementNotFound
	}
	return account.ID, statementID, nil
}

// statementAnswer turns the store's errors about a statement into their answers.
func statementAnswer(err error) error {
	var lineErr *store.LineError
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errStatementNotFound
	case errors.Is(err, store.ErrStatementNotReady):
		return refuse(http.StatusConflict, "statement_not_pending", validate.MsgStatementNotReady)
	case errors.Is(err, store.ErrNegativeBalance):
		return refuse(http.StatusUnprocessableEntity, "negative_balance", validate.MsgStatementNegative)
	case errors.As(err, &lineErr):
		return fieldAnswer(fmt.Sprintf("lines.%d", lineErr.Line), fmt.Sprintf("Linha %d: %s", lineErr.Line+1, lineErr.Message))
	}
	return err
}

func (s *Server) listStatements(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.ListStatements(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

func (s *Server) getReconciliation(w http.ResponseWriter, r *http.Request) error {
	accountID, id, err := s.statementOf(r)
	if err != nil {
		return err
	}
	rec, err := s.store.Reconcile(r.Context(), accountID, id)
	if err != nil {
		return statementAnswer(err)
	}
	writeData(w, http.StatusOK, rec)
	return nil
}

// commitRequest is what the person chose for the new lines of a preview.
type commitRequest struct {
	Choices []model.LineChoice `json:"choices"`
}

// choiceComplete reports whether c is an action with what it needs: an entry's category, a transfer's account, a
// receipt's receivable, a payment's debt.
func choiceComplete(c model.LineChoice) bool {
	_, isCategory := c.Category.Direction()
	switch c.Action {
	case model.ChoiceIgnore:
		return true
	case model.ChoiceEntry:
		return isCategory
	case model.ChoiceTransfer:
		return c.AccountID > 0
	case model.ChoiceReceipt:
		return c.ReceivableID > 0
	case model.ChoiceDebtPayment:
		return c.DebtID > 0
	}
	return false
}

func (s *Server) commitStatement(w http.ResponseWriter, r *http.Request) error {
	accountID, id, err := s.statementOf(r)
	if err != nil {
		return err
	}
	var in commitRequest
	if err := decodeWithin(w, r, &in, maxChoicesBody); err != nil {
		return err
	}
	for _, c := range in.Choices {
		if !choiceComplete(c) {
			return fieldAnswer(fmt.Sprintf("lines.%d", c.Line), validate.MsgStatementChoice)
		}
	}
	rec, err := s.store.CommitStatement(r.Context(), accountID, id, in.Choices, currentUser(r.Context()))
	if err != nil {
		return statementAnswer(err)
	}
	writeData(w, http.StatusOK, rec)
	return nil
}

func (s *Server) undoStatement(w http.ResponseWriter, r *http.Request) error {
	accountID, id, err := s.statementOf(r)
	if err != nil {
		return err
	}
	removed, err := s.store.UndoStatement(r.Context(), accountID, id, currentUser(r.Context()))
	if err != nil {
		return statementAnswer(err)
	}
	writeData(w, http.StatusOK, map[string]int{"removed": removed})
	return nil
}
