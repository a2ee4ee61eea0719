// Package api is the JSON API: one route table on the standard ServeMux, thin handlers that decode, validate,
// call the store and respond.
package api

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"patrimonio/internal/files"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// Options configure the API.
type Options struct {
	Sessions   store.SessionPolicy
	TrustProxy bool
	Logger     *slog.Logger
	// WebUI serves every path outside /api (the embedded React app). Nil answers 404 there.
	WebUI http.Handler
}

// Server holds what the handlers need.
type Server struct {
	store     *store.Store
	files     files.Storage
	opts      Options
	mux       *http.ServeMux
	dummyHash string
}

// New returns the HTTP handler of the whole application.
func New(st *store.Store, storage files.Storage, opts Options) (http.Handler, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	s := &Server{store: st, files: storage, opts: opts, mux: http.NewServeMux()}
	if err := s.prepareLogin(); err != nil {
		return nil, err
	}
	s.routes()
	return withBasics(opts.Logger, http.HandlerFunc(s.serve)), nil
}

// routes is the route table: every endpoint with the access it requires (DESIGN §4).
func (s *Server) routes() {
	m := s.mux
	m.HandleFunc("GET /api/health", s.health)

	m.HandleFunc("POST /api/auth/login", s.login)
	m.HandleFunc("POST /api/auth/logout", s.signedInForSetup(s.logout))
	m.HandleFunc("GET /api/auth/me", s.signedInForSetup(s.me))
	m.HandleFunc("POST /api/auth/totp/setup", s.signedInForSetup(s.setupTOTP))
	m.HandleFunc("POST /api/auth/totp/enable", s.signedInForSetup(s.enableTOTP))
	m.HandleFunc("DELETE /api/auth/totp", s.signedIn(s.disableTOTP))
	m.HandleFunc("GET /api/auth/sessions", s.signedIn(s.listSessions))
	m.HandleFunc("DELETE /api/auth/sessions", s.signedIn(s.endOtherSessions)) // all but the current one
	m.HandleFunc("DELETE /api/auth/sessions/{id}", s.signedIn(s.endSession))  // one's own only; others' → 404

	m.HandleFunc("GET /api/settings", s.getSettings)
	m.HandleFunc("PUT /api/settings", s.can(model.WhitelabelUpdate, s.updateSettings))

	m.HandleFunc("GET /api/users", s.can(model.UsersRead, s.listUsers))
	m.HandleFunc("POST /api/users", s.can(model.UsersCreate, s.createUser))
	m.HandleFunc("GET /api/users/{id}", s.signedIn(s.getUser))              // users.read or oneself
	m.HandleFunc("PUT /api/users/{id}", s.signedIn(s.updateUser))           // users.update, or oneself for name, email, avatar
	m.HandleFunc("PUT /api/users/{id}/password", s.signedIn(s.setPassword)) // users.update, or oneself with the current password
	m.HandleFunc("PUT /api/users/{id}/activate", s.can(model.UsersUpdate, s.activateUser))
	m.HandleFunc("PUT /api/users/{id}/deactivate", s.can(model.UsersUpdate, s.deactivateUser))
	m.HandleFunc("DELETE /api/users/{id}", s.can(model.UsersDelete, s.deleteUser))

	m.HandleFunc("GET /api/assets", s.can(model.AssetsRead, s.listAssets))
	m.HandleFunc("POST /api/assets", s.can(model.AssetsCreate, s.createAsset))
	m.HandleFunc("GET /api/assets/{id}", s.can(model.AssetsRead, s.getAsset))
	m.HandleFunc("PUT /api/assets/{id}", s.can(model.AssetsUpdate, s.updateAsset))
	m.HandleFunc("PATCH /api/assets/{id}/status", s.can(model.AssetsUpdate, s.setAssetStatus))
	m.HandleFunc("GET /api/assets/{id}/transactions", s.can(model.AssetsRead, s.assetTransactions))
	m.HandleFunc("GET /api/assets/{id}/related", s.can(model.AssetsRead, s.relatedAssets))
	m.HandleFunc("POST /api/assets/{id}/exchange", s.can(model.AssetsUpdate, s.exchangeAsset))
	m.HandleFunc("POST /api/assets/{id}/sell", s.can(model.AssetsUpdate, s.sellAsset))
	m.HandleFunc("DELETE /api/assets/{id}", s.can(model.AssetsDelete, s.deleteAsset))

	m.HandleFunc("GET /api/vehicles", s.can(model.AssetsRead, s.listVehicles))
	m.HandleFunc("POST /api/vehicles", s.can(model.AssetsCreate, s.createVehicle))
	m.HandleFunc("GET /api/vehicles/{id}", s.can(model.AssetsRead, s.getVehicle))
	m.HandleFunc("GET /api/vehicles/{id}/history", s.can(model.AssetsRead, s.vehicleHistory))
	m.HandleFunc("PUT /api/vehicles/{id}", s.can(model.AssetsUpdate, s.updateVehicle))
	m.HandleFunc("PUT /api/vehicles/{id}/sell", s.can(model.AssetsUpdate, s.sellVehicle))
	m.HandleFunc("DELETE /api/vehicles/{id}", s.can(model.VehiclesDelete, s.deleteVehicle))

	m.HandleFunc("GET /api/debts", s.can(model.DebtsRead, s.listDebts))
	m.HandleFunc("POST /api/debts", s.can(model.DebtsCreate, s.createDebt))
	m.HandleFunc("GET /api/debts/{id}", s.can(model.DebtsRead, s.getDebt))
	m.HandleFunc("GET /api/debts/{id}/history", s.can(model.DebtsRead, s.debtHistory))
	m.HandleFunc("PUT /api/debts/{id}", s.can(model.DebtsUpdate, s.updateDebt))
	m.HandleFunc("DELETE /api/debts/{id}", s.can(model.DebtsDelete, s.deleteDebt))

	m.HandleFunc("GET /api/dashboard", s.reaches(model.ResourceDashboard, s.dashboard))

	// Every role holds reports.read, which is all a report needs: asking for one and downloading it.
	m.HandleFunc("GET /api/reports", s.can(model.ReportsRead, s.listReports))
	m.HandleFunc("POST /api/reports", s.can(model.ReportsRead, s.createReport))
	m.HandleFunc("GET /api/reports/{id}/download", s.can(model.ReportsRead, s.downloadReport))

	m.HandleFunc("POST /api/upload", s.signedIn(s.upload)) // any role that may write
	m.HandleFunc("GET /api/uploads/{name}", s.serveUpload) // unguessable names (DESIGN §6)

	if s.opts.WebUI != nil {
		m.Handle("GET /", s.opts.WebUI)
	}
}

// serve dispatches to the route table and answers unknown API paths and methods in the JSON error shape.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.mux.Handler(r)
	if pattern == "" {
		// Let the mux decide between 404 and 405 (with its Allow header), then answer in JSON.
		probe := &headerProbe{header: http.Header{}}
		h.ServeHTTP(probe, r)
		if allow := probe.header.Get("Allow"); allow != "" {
			w.Header().Set("Allow", allow)
		}
		if probe.status == http.StatusMethodNotAllowed {
			writeError(w, http.StatusMethodNotAllowed, "method_not_allowed", "Método não permitido.")
			return
		}
		notFound(w, "Recurso não encontrado.")
		return
	}
	if strings.HasPrefix(r.URL.Path, "/api/") && r.URL.Path != "/api/upload" {
		r.Body = http.MaxBytesReader(w, r.Body, maxJSONBody)
	}
	s.mux.ServeHTTP(w, r) // the mux, not h, fills in the path values
}

// headerProbe records what the mux's own 404/405 handlers would write, without writing it.
type headerProbe struct {
	header http.Header
	status int
}

func (p *headerProbe) Header() http.Header         { return p.header }
func (p *headerProbe) Write(b []byte) (int, error) { return len(b), nil }
func (p *headerProbe) WriteHeader(status int)      { p.status = status }

func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		logger(ctx).Error("health: database unreachable", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}
