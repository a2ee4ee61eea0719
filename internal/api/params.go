package api

import (
	"net/http"
	"slices"
	"strconv"

	"patrimonio/internal/store"
)

// pathID reads the {id} path value; it answers 404 itself for anything but a positive integer.
func pathID(w http.ResponseWriter, r *http.Request, notFoundMsg string) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		notFound(w, notFoundMsg)
		return 0, false
	}
	return id, true
}

// maxPageSize caps pageSize.
const maxPageSize = 200

// pageParams reads page (1 to store.MaxPage) and pageSize (default 50, capped at maxPageSize). A page past the
// data is an empty page: the list still reports its total.
func pageParams(w http.ResponseWriter, r *http.Request) (page, size int, ok bool) {
	page, size = 1, 50
	q := r.URL.Query()
	const pageRange = "Parâmetro page inválido: use um número de 1 a 1.000.000."
	for name, dst := range map[string]*int{"page": &page, "pageSize": &size} {
		if v := q.Get(name); v != "" {
			n, err := strconv.Atoi(v)
			if name == "page" && (err != nil || n < 1 || n > store.MaxPage) {
				writeError(w, http.StatusBadRequest, "invalid_query", pageRange)
				return 0, 0, false
			}
			if err != nil || n < 1 {
				writeError(w, http.StatusBadRequest, "invalid_query", "Parâmetro "+name+" inválido: use um número a partir de 1.")
				return 0, 0, false
			}
			*dst = n
		}
	}
	return page, min(size, maxPageSize), true
}

// queryFilter reads an optional list filter: absent, "" or "all" (the screens' "Todos") selects everything; any
// other value must pass valid, or it answers 400 with message itself.
func queryFilter(w http.ResponseWriter, r *http.Request, name string, valid func(string) bool, message string) (string, bool) {
	v := r.URL.Query().Get(name)
	if v == "" || v == "all" {
		return "", true
	}
	if !valid(v) {
		writeError(w, http.StatusBadRequest, "invalid_query", message)
		return "", false
	}
	return v, true
}

// oneOf is the valid function of a filter whose values are listed.
func oneOf(values ...string) func(string) bool {
	return func(v string) bool { return slices.Contains(values, v) }
}
