package api

import (
	"net/http"

	"patrimonio/internal/model"
)

// reaches lets the request through only for a signed-in user whose role has access to the resource.
func (s *Server) reaches(res model.Resource, next http.HandlerFunc) http.HandlerFunc {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request) {
		if !currentUser(r.Context()).Role.Reaches(res) {
			forbidden(w)
			return
		}
		next(w, r)
	})
}

func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) {
	d, err := s.store.Dashboard(r.Context())
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusOK, d)
}
