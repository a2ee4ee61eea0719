package api

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"time"

	"patrimonio/internal/model"
	"patrimonio/internal/sgs"
	"patrimonio/internal/validate"
)

// indexValueJSON is a month's value as the API writes and reads it: "2024-03" and "0.56" (percent).
type indexValueJSON struct {
	Month string `json:"month"`
	Value string `json:"value"`
}

// indexCode is the {code} of the path: one of the indices kept as series, or 404.
func indexCode(r *http.Request) (model.IndexCode, error) {
	code := model.IndexCode(r.PathValue("code"))
	if !code.Series() {
		return "", refuse(http.StatusNotFound, "not_found", "Índice não encontrado.")
	}
	return code, nil
}

// parseMonth reads "YYYY-MM" as the first day of the month.
func parseMonth(s string) (model.Date, bool) {
	t, err := time.Parse("2006-01", s)
	if err != nil || t.Year() < 1900 || t.Year() > 2100 {
		return model.Date{}, false
	}
	return model.NewDate(t.Year(), t.Month(), 1), true
}

func (s *Server) listIndices(w http.ResponseWriter, r *http.Request) error {
	list, err := s.store.Indices(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// indexSeries answers an index's values, months in order, between ?from= and ?to= (YYYY-MM, both optional).
func (s *Server) indexSeries(w http.ResponseWriter, r *http.Request) error {
	code, err := indexCode(r)
	if err != nil {
		return err
	}
	var bounds [2]model.Date
	for i, name := range []string{"from", "to"} {
		if v := r.URL.Query().Get(name); v != "" {
			month, ok := parseMonth(v)
			if !ok {
				return validate.Errors{name: validate.MsgIndexMonth}
			}
			bounds[i] = month
		}
	}
	values, err := s.store.IndexValues(r.Context(), code, bounds[0], bounds[1])
	if err != nil {
		return err
	}
	out := make([]indexValueJSON, len(values))
	for i, v := range values {
		out[i] = indexValueJSON{Month: v.Month.String()[:7], Value: sgs.FormatValue(v.Value)}
	}
	writeData(w, http.StatusOK, map[string]any{"code": code, "label": model.IndexLabel[code], "values": out})
	return nil
}

// setIndexValue keeps a month's value typed by hand: {code, month: "YYYY-MM", value: "0.56"}.
func (s *Server) setIndexValue(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Code  string `json:"code"`
		Month string `json:"month"`
		Value string `json:"value"`
	}
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	code := model.IndexCode(in.Code)
	if !code.Series() {
		e["code"] = validate.MsgDebtIndex
	}
	month, ok := parseMonth(in.Month)
	if !ok {
		e["month"] = validate.MsgIndexMonth
	}
	value, ok := sgs.ParseValue(in.Value)
	if !ok {
		e["value"] = validate.MsgIndexValue
	}
	if !e.OK() {
		return e
	}
	if err := s.store.SetIndexValues(r.Context(), code, []model.IndexValue{{Month: month, Value: value}}); err != nil {
		return err
	}
	writeData(w, http.StatusCreated, map[string]any{"code": code, "month": in.Month, "value": sgs.FormatValue(value)})
	return nil
}

// importIndex keeps the values of an SGS CSV export, sent as the body (text/csv) or as the field file of a
// multipart form; any bad line refuses the whole file.
func (s *Server) importIndex(w http.ResponseWriter, r *http.Request) error {
	code, err := indexCode(r)
	if err != nil {
		return err
	}
	body, done, err := csvUpload(r)
	if err != nil {
		return validate.Errors{"file": validate.MsgSGSHeader}
	}
	defer done()
	// Read whole before parsing: a file past the body's limit is cut mid-line, and that line must not be read as
	// a bad date.
	data, err := io.ReadAll(body)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return refuse(http.StatusRequestEntityTooLarge, "body_too_large", "Requisição muito grande.")
	}
	if err != nil {
		return err
	}
	values, err := sgs.Parse(bytes.NewReader(data))
	var line *sgs.LineError
	switch {
	case errors.As(err, &line):
		return validate.Errors{"file": sgsLineMessage(line)}
	case errors.Is(err, sgs.ErrNoHeader):
		return validate.Errors{"file": validate.MsgSGSHeader}
	case errors.Is(err, sgs.ErrEmpty):
		return validate.Errors{"file": validate.MsgSGSEmpty}
	case err != nil:
		return err
	}
	if err := s.store.SetIndexValues(r.Context(), code, values); err != nil {
		return err
	}
	first, last := values[0].Month, values[0].Month
	for _, v := range values {
		if v.Month.Before(first) {
			first = v.Month
		}
		if v.Month.After(last) {
			last = v.Month
		}
	}
	writeData(w, http.StatusOK, map[string]any{"imported": len(values), "firstMonth": first.String()[:7], "lastMonth": last.String()[:7]})
	return nil
}

// sgsLineMessage says in Portuguese what is wrong with a line of an SGS file.
func sgsLineMessage(e *sgs.LineError) string {
	switch e.What {
	case "month":
		return fmt.Sprintf("Linha %d: a série é mensal: use o dia 01 (%s)", e.Line, e.Text)
	case "value":
		return fmt.Sprintf("Linha %d: valor inválido %q", e.Line, e.Text)
	}
	return fmt.Sprintf("Linha %d: data inválida %q", e.Line, e.Text)
}

// deleteIndexValue removes a month's value: DELETE /api/indices/{code}/{month} with month YYYY-MM.
func (s *Server) deleteIndexValue(w http.ResponseWriter, r *http.Request) error {
	code, err := indexCode(r)
	if err != nil {
		return err
	}
	month, ok := parseMonth(r.PathValue("month"))
	if !ok {
		return refuse(http.StatusNotFound, "not_found", "Valor não encontrado.")
	}
	if err := s.store.DeleteIndexValue(r.Context(), code, month); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// csvUpload is a CSV sent as the body, or as the field file of a multipart form; done closes what it opened.
func csvUpload(r *http.Request) (io.Reader, func(), error) {
	if mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mediaType == "multipart/form-data" {
		file, _, err := r.FormFile("file")
		if err != nil {
			return nil, nil, err
		}
		return file, func() { file.Close() }, nil
	}
	return r.Body, func() {}, nil
}
