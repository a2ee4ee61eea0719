package api

import (
	"net/http"

	"patrimonio/internal/model"
)

// reaches lets the request through only for a signed-in user whose role has access to the resource.
func (s *Server) reaches(res model.Resource, next handlerFunc) handlerFunc {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request) error {
		if !currentUser(r.Context()).Role.Reaches(res) {
			return errForbidden
		}
		return next(w, r)
	})
}

// dashboard answers as of the end of ?date= (YYYY-MM-DD, today when left out; a day after today answers today).
func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) error {
	day, err := dateParam(r, "date")
	if err != nil {
		return err
	}
	d, err := s.store.Dashboard(r.Context(), day)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, d)
	return nil
}
