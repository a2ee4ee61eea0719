package api

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// pathID reads the {id} path value. Anything but a positive integer names nothing: the error is a
// store.ErrNotFound, answered 404 with the message of the route's domain.
func pathID(r *http.Request) (int64, error) { return entryID(r, "id") }

// deleteByID answers DELETE …/{id} with del, which deletes the record of that id as the signed-in person (its errors
// are the answer): 204 once done.
func deleteByID(del func(ctx context.Context, id int64, by model.User) error) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		id, err := pathID(r)
		if err != nil {
			return err
		}
		if err := del(r.Context(), id, currentUser(r.Context())); err != nil {
			return err
		}
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
}

// entryID reads an id path value by its wildcard's name ({costId}, {receiptId}) as pathID reads {id}.
func entryID(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, fmt.Errorf("path %s %q: %w", name, r.PathValue(name), store.ErrNotFound)
	}
	return id, nil
}

// maxPageSize caps pageSize.
const maxPageSize = 200

// pageParams reads page (1 to store.MaxPage) and pageSize (default 50, capped at maxPageSize). A page past the
// data is an empty page: the list still reports its total.
func pageParams(r *http.Request) (page, size int, err error) {
	page, size = 1, 50
	q := r.URL.Query()
	const pageRange = "Parâmetro page inválido: use um número de 1 a 1.000.000."
	for name, dst := range map[string]*int{"page": &page, "pageSize": &size} {
		if v := q.Get(name); v != "" {
			n, err := strconv.Atoi(v)
			if name == "page" && (err != nil || n < 1 || n > store.MaxPage) {
				return 0, 0, invalidQuery(pageRange)
			}
			if err != nil || n < 1 {
				return 0, 0, invalidQuery("Parâmetro " + name + " inválido: use um número a partir de 1.")
			}
			*dst = n
		}
	}
	return page, min(size, maxPageSize), nil
}

// queryFilter reads an optional list filter: absent, "" or "all" (the screens' "Todos") selects everything; any
// other value must pass valid, or the error is a 400 with message.
func queryFilter(r *http.Request, name string, valid func(string) bool, message string) (string, error) {
	v := r.URL.Query().Get(name)
	if v == "" || v == "all" {
		return "", nil
	}
	if !valid(v) {
		return "", invalidQuery(message)
	}
	return v, nil
}

// invalidQuery is a 400 for a query parameter; message names it.
func invalidQuery(message string) *requestError {
	return refuse(http.StatusBadRequest, "invalid_query", message)
}

// oneOf is the valid function of a filter whose values are listed.
func oneOf(values ...string) func(string) bool {
	return func(v string) bool { return slices.Contains(values, v) }
}

// dateParam reads an optional date of the query string (YYYY-MM-DD between 1900 and 2100); zero when left out.
func dateParam(r *http.Request, name string) (model.Date, error) {
	d, err := model.ParseDate(r.URL.Query().Get(name))
	if err != nil || (!d.IsZero() && !d.InRange()) {
		return model.Date{}, invalidQuery("Parâmetro " + name + " inválido: use uma data aaaa-mm-dd entre 1900-01-01 e 2100-12-31.")
	}
	return d, nil
}
