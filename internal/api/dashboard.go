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

func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) error {
	d, err := s.store.Dashboard(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, d)
	return nil
}
