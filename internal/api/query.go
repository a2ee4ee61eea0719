package api

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// sortParam reads a list's sort parameter: empty (the list's default order) or one of fields, optionally with
// a leading '-'. Anything else is a 400.
func sortParam(r *http.Request, fields store.SortFields) (string, error) {
	sort := r.URL.Query().Get("sort")
	if fields.Known(sort) {
		return sort, nil
	}
	names := make([]string, 0, len(fields))
	for name := range fields {
		names = append(names, name)
	}
	slices.Sort(names)
	return "", invalidQuery("Ordenação inválida: use " + strings.Join(names, ", ") + " (com '-' antes para ordem decrescente).")
}

// noSort refuses a sort on a list that has one order only (accounts, receivables, imports), as the lists with
// orders refuse an unknown one: a 400, not a silent default.
func noSort(r *http.Request) error {
	if r.URL.Query().Get("sort") != "" {
		return invalidQuery("Esta lista tem uma ordem só: retire o parâmetro sort.")
	}
	return nil
}

// cleanQuery checks every query parameter of an API request and puts its values in Unicode NFC, so the
// handlers and the store see text in one form. A value with a control character (NUL included) answers 400
// itself: no query parameter of the API is multi-line.
func cleanQuery(w http.ResponseWriter, r *http.Request) bool {
	if r.URL.RawQuery == "" {
		return true
	}
	values, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid_query", "Parâmetros da consulta inválidos.")
		return false
	}
	changed := false
	for name, list := range values {
		if !validate.CleanText(name, false) {
			writeError(w, http.StatusBadRequest, "invalid_query", "Parâmetro inválido: caracteres de controle não são permitidos.")
			return false
		}
		for i, v := range list {
			if !validate.CleanText(v, false) {
				writeError(w, http.StatusBadRequest, "invalid_query",
					"Parâmetro "+validate.Printable(name)+" inválido: caracteres de controle não são permitidos.")
				return false
			}
			if n := validate.NFC(v); n != v {
				list[i], changed = n, true
			}
		}
	}
	if changed {
		r.URL.RawQuery = values.Encode()
	}
	return true
}
