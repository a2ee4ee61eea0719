package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"patrimonio/internal/files"
	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/report"
	"patrimonio/internal/sheet"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// Imports from spreadsheets (docs/decisions.md "Importing spreadsheets"): POST /api/imports reads a CSV or XLSX,
// maps its columns to the kind's fields by their pt-BR names (or as the request says), checks every row with the
// forms' rules and keeps the batch pending; POST /api/imports/{id}/commit creates all its records in one
// transaction, or none; DELETE /api/imports/{id} undoes it while nothing depends on it.

// maxImportBody bounds an uploaded spreadsheet; importLimits what reading it may take (docs/decisions.md "Bounded
// reading of uploaded spreadsheets"): the rows one batch takes, the columns of a line, an XLSX's parts unzipped.
const (
	maxImportBody = 10 << 20
	previewRows   = 20
)

var importLimits = sheet.Limits{Rows: 20_000, Columns: 200, Unzipped: 64 << 20}

// assetTypeNames reads the Tipo column: the pt-BR labels, the API's values and a few ways people write them.
var assetTypeNames = map[string]string{
	"imovel": model.AssetRealEstate, "imoveis": model.AssetRealEstate, "real_estate": model.AssetRealEstate,
	"outros": model.AssetOther, "outro": model.AssetOther, "other": model.AssetOther,
	"veiculo": model.AssetVehicle, "veiculos": model.AssetVehicle, "vehicle": model.AssetVehicle,
}

// importKind is what an import of one kind reads: the permission it takes (the one that creates such a record by
// hand), its columns, the template's example row and file name, and how a row becomes a record, checked as its
// form checks it.
type importKind struct {
	permission model.Permission
	event      ledger.Event // the money event each row records, whose other side the import names ("" for none)
	fields     []model.ImportField
	example    []string
	template   string
	read       func(s *Server, r *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (records any, err error)
}

// importKinds are the kinds an import takes, by the name the API gives them.
var importKinds = map[string]importKind{
	"assets": {permission: model.AssetsCreate, event: ledger.EventAcquisition, fields: model.ImportFields["assets"], template: "modelo-ativos",
		example: []string{"Sala comercial no centro", "Imóvel", "R$ 250.000,00", "R$ 310.000,00", "15/03/2021", "Rua XV de Novembro, 100", ""},
		read: func(s *Server, _ *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (any, error) {
			return s.readAssets(tab, mapping, view), nil
		}},
	"vehicles": {permission: model.AssetsCreate, event: ledger.EventAcquisition, fields: model.ImportFields["vehicles"], template: "modelo-veiculos",
		example: []string{"Fiat", "Mobi Like", "2022", "ABC1D23", "Branco", "R$ 52.000,00", "R$ 58.900,00", "10/01/2024", "", "", "32.000", ""},
		read:    (*Server).readVehicles},
	"debts": {permission: model.DebtsCreate, event: ledger.EventBorrowing, fields: model.ImportFields["debts"], template: "modelo-dividas",
		example: []string{"Banco do Brasil", "00.000.000/0001-91", "Capital de giro", "R$ 120.000,00", "R$ 96.000,00", "1,25",
			"10/12/2026", "Ativo", "Empréstimo", "Boleto", "24", "6", "10/06/2026"},
		read: (*Server).readDebts},
	"accounts": {permission: model.AccountsCreate, event: ledger.EventAccountOpening, fields: model.ImportFields["accounts"], template: "modelo-contas",
		example: []string{"Conta movimento", "Conta corrente", "Itaú", "0001", "12345-6", "R$ 18.250,00", "01/01/2026"},
		read:    (*Server).readAccounts},
	"indices": {permission: model.IndicesUpdate, fields: model.ImportFields["indices"], template: "modelo-indices",
		example: []string{"IPCA", "01/2026", "0,16"},
		read:    (*Server).readIndexValues},
}

// importRowError is one problem of one row: the sheet's line, the field and its column, and the form's message.
type importRowError struct {
	Row     int    `json:"row"`
	Field   string `json:"field"`
	Column  string `json:"column,omitempty"`
	Message string `json:"message"`
}

// importedAsset is a row of the preview, as it will be stored.
type importedAsset struct {
	Row              int         `json:"row"`
	Description      string      `json:"description"`
	Type             string      `json:"type"`
	AcquisitionValue model.Money `json:"acquisitionValue"`
	CurrentValue     model.Money `json:"currentValue"`
	AcquisitionDate  model.Date  `json:"acquisitionDate"`
	Address          string      `json:"address,omitempty"`
	Notes            string      `json:"notes,omitempty"`
}

type importView struct {
	ID      int64             `json:"id"`
	Kind    string            `json:"kind"`
	Rows    int               `json:"rows"`
	Valid   int               `json:"valid"`
	Errors  []importRowError  `json:"errors"`
	Preview []any             `json:"preview"` // importedAsset, importedVehicle, importedDebt, importedAccount or importedIndexValue
	Columns []string          `json:"columns"`
	Mapping map[string]string `json:"mapping"` // field → the column it reads ("" for none)
	invalid int               // the rows with errors
	// otherSide is the counterpart every row's money event names (nil for indices); opening the books' opening date.
	otherSide      *model.Counterpart
	opening, today model.Date
}

// importOtherSide is the counterpart an import names for all its rows: a spreadsheet brings in what the company
// already had, so no account moved ('Saldo de abertura', 'Aporte dos sócios'…), as on the forms.
type importOtherSide struct {
	Counterpart string `json:"counterpart"`
	Reason      string `json:"counterpartReason"`
}

// readOtherSide reads and checks the form's counterpart and counterpartReason for an import of event.
func (s *Server) readOtherSide(r *http.Request, event ledger.Event, view *importView) error {
	in := importOtherSide{Counterpart: r.FormValue("counterpart"), Reason: strings.TrimSpace(r.FormValue("counterpartReason"))}
	if e := validate.Text(&in); !e.OK() {
		return e
	}
	if in.Counterpart == "" {
		return validate.Errors{"counterpart": validate.MsgImportCounterpart}
	}
	c := &model.Counterpart{Kind: in.Counterpart, Reason: in.Reason}
	e := validate.Errors{}
	validate.Counterpart(e, "counterpart", "counterpartReason", 0, c, event, model.Date{}, model.Date{}, true)
	if !e.OK() {
		return e
	}
	if c.Kind != string(ledger.CounterpartAdjustment) {
		c.Reason = ""
	}
	opening, err := s.store.LedgerOpeningDate(r.Context())
	view.otherSide, view.opening, view.today = c, opening, s.store.Today()
	return err
}

// otherSideOf is the counterpart of a row whose money moved on day: 'Saldo de abertura' only up to the opening date
// (the row's error otherwise; a day out of range or after today is the date's own error).
func (view *importView) otherSideOf(e validate.Errors, day model.Date) *model.Counterpart {
	if view.otherSide == nil {
		return nil
	}
	if view.otherSide.Kind == string(ledger.CounterpartOpening) && !view.opening.IsZero() && day.InRange() &&
		day.After(view.opening) && !day.After(view.today) {
		e["counterpart"] = strings.ReplaceAll(validate.MsgOpeningAfterDate, "{date}", view.opening.PtBR())
	}
	c := *view.otherSide
	return &c
}

// createImport reads an uploaded spreadsheet and keeps it as a pending batch, answering its preview and errors.
func (s *Server) createImport(w http.ResponseWriter, r *http.Request) error {
	role := currentUser(r.Context()).Role
	if !slices.ContainsFunc(slices.Collect(maps.Values(importKinds)), func(k importKind) bool { return role.Can(k.permission) }) {
		return errForbidden // refused before the upload is read: the role imports no kind
	}
	if err := readFileForm(w, r, maxImportBody, validate.MsgImportTooLarge); err != nil {
		return err
	}
	defer r.MultipartForm.RemoveAll() //nolint:errcheck // temporary files of the form
	kind := r.FormValue("kind")
	k, known := importKinds[kind]
	if !known {
		return fieldAnswer("kind", validate.MsgImportKind)
	}
	if !currentUser(r.Context()).Role.Can(k.permission) {
		return errForbidden
	}
	view := importView{Kind: kind, Mapping: map[string]string{}, Errors: []importRowError{}, Preview: []any{}}
	if k.event != "" {
		if err := s.readOtherSide(r, k.event, &view); err != nil {
			return err
		}
	}
	file, header, err := r.FormFile("file")
	if err != nil {
		return fieldAnswer("file", validate.MsgImportFile)
	}
	defer file.Close()
	release, err := s.sheetRead(w)
	if err != nil {
		return err
	}
	defer release()
	tab, err := sheet.Read(file, importLimits)
	var bad *model.InvalidInput
	switch {
	case errors.As(err, &bad):
		return fieldAnswer("file", bad.Message)
	case errors.Is(err, sheet.ErrTooManyRows):
		return fieldAnswer("file", validate.MsgImportTooManyRows)
	case errors.Is(err, sheet.ErrTooManyColumns):
		return fieldAnswer("file", validate.MsgImportTooManyColumns)
	case errors.Is(err, sheet.ErrTooLarge):
		return refuse(http.StatusRequestEntityTooLarge, "unzipped_too_large", validate.MsgImportUnzipped)
	case err != nil:
		return err
	}
	mapping, err := importMapping(k.fields, tab.Header, r.FormValue("mapping"))
	if err != nil {
		return err
	}
	view.Rows, view.Columns = len(tab.Rows), tab.Header
	for _, f := range k.fields {
		view.Mapping[f.Key] = ""
		if i, ok := mapping[f.Key]; ok {
			view.Mapping[f.Key] = tab.Header[i]
		}
	}
	records, err := k.read(s, r, tab, mapping, &view)
	if err != nil {
		return err
	}
	view.Valid = len(tab.Rows) - view.invalid
	batch, err := s.store.SaveImport(r.Context(), kind, files.CleanName(header.Filename), len(tab.Rows), view.invalid, records, currentUser(r.Context()))
	if errors.Is(err, store.ErrImportsBusy) {
		w.Header().Set("Retry-After", "120")
		return refuse(http.StatusServiceUnavailable, "imports_busy", validate.MsgImportsBusy)
	}
	if err != nil {
		return err
	}
	view.ID = batch.ID
	writeData(w, http.StatusCreated, view)
	return nil
}

// sheetRead holds a slot of the files being read (Options.SheetReads) until release; with none free, 503 and a
// Retry-After.
func (s *Server) sheetRead(w http.ResponseWriter) (release func(), err error) {
	select {
	case s.opts.SheetReads <- struct{}{}:
		return func() { <-s.opts.SheetReads }, nil
	default:
		w.Header().Set("Retry-After", "5")
		return nil, refuse(http.StatusServiceUnavailable, "sheets_busy", validate.MsgSheetsBusy)
	}
}

// readFileForm reads a multipart form of at most limit bytes (a file and its fields), given the time a large one
// takes to arrive; past the limit, 413 with tooLarge. The caller removes the form's temporary files.
func readFileForm(w http.ResponseWriter, r *http.Request, limit int64, tooLarge string) error {
	allowLongTransfer(w, r)
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	if err := r.ParseMultipartForm(limit); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return refuse(http.StatusRequestEntityTooLarge, "body_too_large", tooLarge)
		}
		return refuse(http.StatusBadRequest, "malformed_multipart", "Formulário de envio inválido.")
	}
	return nil
}

// importMapping is the column each field reads: the request's own mapping (a JSON object of field → column name),
// else the column whose name, without accents or case, is the field's label or one of its aliases.
func importMapping(fields []model.ImportField, header []string, asked string) (map[string]int, error) {
	column := map[string]int{}
	for i, h := range header {
		if _, taken := column[model.SearchKey(h)]; !taken {
			column[model.SearchKey(h)] = i
		}
	}
	mapping := map[string]int{}
	if asked != "" {
		var named map[string]string
		if err := json.Unmarshal([]byte(asked), &named); err != nil {
			return nil, fieldAnswer("mapping", validate.MsgImportMapping)
		}
		for _, key := range slices.Sorted(maps.Keys(named)) {
			i, ok := column[model.SearchKey(named[key])]
			known := slices.ContainsFunc(fields, func(f model.ImportField) bool { return f.Key == key })
			switch {
			case !known || (named[key] != "" && !ok):
				return nil, fieldAnswer("mapping", validate.MsgImportMapping)
			case named[key] != "":
				mapping[key] = i
			}
		}
		return mapping, nil
	}
	for _, f := range fields {
		for _, name := range append([]string{model.SearchKey(f.Label)}, f.Aliases...) {
			if i, ok := column[name]; ok {
				mapping[f.Key] = i
				break
			}
		}
	}
	return mapping, nil
}

// readAssets turns the rows into assets, checking each as the asset form does; the rows with errors are left out
// of the result and counted.
func (s *Server) readAssets(tab sheet.Table, mapping map[string]int, view *importView) (assets []model.Asset) {
	today := s.store.Today()
	for _, row := range tab.Rows {
		cells := importRow{tab: tab, values: row.Values, mapping: mapping, e: validate.Errors{}}
		in := newAssetInput{Description: cells.text("description"), AcquisitionValue: cells.amount("acquisitionValue"),
			CurrentValue: cells.amount("currentValue"), AcquisitionDate: cells.day("acquisitionDate"),
			Details: model.AssetDetails{Address: cells.text("address"), Notes: cells.text("notes")}}
		if t := cells.text("type"); t != "" {
			in.Type = assetTypeNames[strings.ReplaceAll(model.SearchKey(t), " ", "_")]
			if in.Type == "" {
				in.Type = t // refused below with the form's message
			}
		}
		a := in.asset() // as the form's input becomes an asset: trimmed, the type by default Imóvel
		e := cells.e
		keepFirst(e, validate.CreateAsset(a))
		validate.NotAfterToday(e, "acquisitionDate", a.AcquisitionDate, today)
		a.Counterpart = view.otherSideOf(e, a.AcquisitionDate)
		if view.take(row.Line, e, tab, mapping, func() any {
			return importedAsset{Row: row.Line, Description: a.Description, Type: a.Type, AcquisitionValue: a.AcquisitionValue,
				CurrentValue: a.CurrentValue, AcquisitionDate: a.AcquisitionDate, Address: a.Details.Address, Notes: a.Details.Notes}
		}) {
			assets = append(assets, a)
		}
	}
	return assets
}

// importRow reads the cells of one row by the mapping, noting a value it cannot read as its field's error in e,
// the message a person sees.
type importRow struct {
	tab     sheet.Table
	values  []string
	mapping map[string]int
	e       validate.Errors
}

func (r importRow) text(key string) string {
	if i, ok := r.mapping[key]; ok {
		return r.values[i]
	}
	return ""
}

func (r importRow) amount(key string) model.Money {
	v, _, err := r.tab.Amount(r.text(key))
	if err != nil {
		r.e[key] = err.Error()
	}
	return v
}

func (r importRow) day(key string) model.Date {
	d, err := r.tab.Day(r.text(key))
	if err != nil {
		r.e[key] = err.Error()
	}
	return d
}

// keepFirst adds the form's errors to e, keeping the error a field already has (the cell that could not be read).
func keepFirst(e, form validate.Errors) {
	for field, msg := range form {
		if _, seen := e[field]; !seen {
			e[field] = msg
		}
	}
}

// take counts a row the import read: a row with errors has them listed and is left out (false); a row without
// goes to the preview, while it has room, as preview writes it (true).
func (view *importView) take(line int, e validate.Errors, tab sheet.Table, mapping map[string]int, preview func() any) bool {
	if !e.OK() {
		view.invalid++
		view.addErrors(line, e, tab.Header, mapping)
		return false
	}
	if len(view.Preview) < previewRows {
		view.Preview = append(view.Preview, preview())
	}
	return true
}

// addErrors lists a row's errors, each with the column its field was read from.
func (view *importView) addErrors(line int, e validate.Errors, header []string, mapping map[string]int) {
	for _, field := range slices.Sorted(maps.Keys(e)) {
		key := strings.TrimPrefix(field, "details.")
		column := ""
		if i, ok := mapping[key]; ok {
			column = header[i]
		}
		view.Errors = append(view.Errors, importRowError{Row: line, Field: key, Column: column, Message: e[field]})
	}
}

// importBatchJSON is a committed or undone batch as the import screen lists it.
type importBatchJSON struct {
	ID          int64        `json:"id"`
	Kind        string       `json:"kind"`
	FileName    string       `json:"fileName"`
	Status      string       `json:"status"` // committed or undone
	Rows        int          `json:"rows"`
	CreatedBy   *model.Actor `json:"createdBy"`
	CommittedAt *time.Time   `json:"committedAt"`
	UndoneAt    *time.Time   `json:"undoneAt"`
	CanUndo     bool         `json:"canUndo"` // committed, and the caller is its author or an administrator
}

// listImports answers the latest imports of a kind (GET /api/imports?kind=…), so that one can be undone later.
func (s *Server) listImports(w http.ResponseWriter, r *http.Request) error {
	if err := noSort(r); err != nil {
		return err
	}
	kind := r.URL.Query().Get("kind")
	k, known := importKinds[kind]
	if !known {
		return fieldAnswer("kind", validate.MsgImportKind)
	}
	me := currentUser(r.Context())
	if !me.Role.Can(k.permission) {
		return errForbidden
	}
	batches, err := s.store.ListImports(r.Context(), kind)
	if err != nil {
		return err
	}
	out := make([]importBatchJSON, len(batches))
	for i, b := range batches {
		out[i] = importBatchJSON{ID: b.ID, Kind: b.Kind, FileName: b.FileName, Status: b.Status, Rows: b.Rows, CreatedBy: b.Author,
			CommittedAt: b.CommittedAt, UndoneAt: b.UndoneAt, CanUndo: b.Status == "committed" && (b.CreatedBy == me.ID || me.Role == model.RoleAdmin)}
	}
	writeData(w, http.StatusOK, out)
	return nil
}

// importOf reads the batch of the path and lets through its author or an administrator.
func (s *Server) importOf(r *http.Request) (int64, error) {
	id, err := pathID(r)
	if err != nil {
		return 0, err
	}
	b, err := s.store.ImportBatchByID(r.Context(), id)
	if err != nil {
		return 0, err
	}
	me := currentUser(r.Context())
	if (b.CreatedBy != me.ID && me.Role != model.RoleAdmin) || !me.Role.Can(importKinds[b.Kind].permission) {
		return 0, errForbidden
	}
	return id, nil
}

// commitImport creates the records of a pending batch without errors, all in one transaction.
func (s *Server) commitImport(w http.ResponseWriter, r *http.Request) error {
	id, err := s.importOf(r)
	if err != nil {
		return err
	}
	created, err := s.store.CommitImport(r.Context(), id, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, map[string]any{"id": id, "created": created})
	return nil
}

// undoImport removes what a committed batch created, while none of it has changed since.
func (s *Server) undoImport(w http.ResponseWriter, r *http.Request) error {
	id, err := s.importOf(r)
	if err != nil {
		return err
	}
	removed, err := s.store.UndoImport(r.Context(), id, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, map[string]any{"id": id, "removed": removed})
	return nil
}

// importTemplate answers the columns of a kind's import as a spreadsheet to fill: GET
// /api/imports/templates/{kind}?format=csv|xlsx.
func (s *Server) importTemplate(w http.ResponseWriter, r *http.Request) error {
	k, known := importKinds[r.PathValue("kind")]
	if !known {
		return refuse(http.StatusNotFound, "not_found", validate.MsgImportKind)
	}
	if !currentUser(r.Context()).Role.Can(k.permission) {
		return errForbidden
	}
	format, err := exportFormat(r)
	if err != nil {
		return err
	}
	header := make([]string, len(k.fields))
	for i, f := range k.fields {
		header[i] = f.Label
	}
	var body bytes.Buffer
	if err := sheet.Write(&body, sheet.Format(format), [][]string{header, k.example}); err != nil {
		return err
	}
	w.Header().Set("Content-Type", report.ContentType(format))
	w.Header().Set("Content-Disposition", `attachment; filename="`+k.template+`.`+format+`"`)
	w.Header().Set("Content-Length", strconv.Itoa(body.Len()))
	_, _ = w.Write(body.Bytes())
	return nil
}
