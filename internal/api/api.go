// Package api is the JSON API: one route table on the standard ServeMux, thin handlers that decode, validate,
// call the store and respond.
package api

import (
	"log/slog"
	"net/http"
	"strings"

	"patrimonio/internal/files"
	"patrimonio/internal/metrics"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// Options configure the API.
type Options struct {
	Sessions   store.SessionPolicy
	TrustProxy bool
	// Uploads bound the bytes one person uploads per São Paulo day and the bytes of all stored files (zero: no
	// limit).
	Uploads store.UploadLimits
	Logger  *slog.Logger
	// WebUI serves every path outside /api (the embedded React app). Nil answers 404 there.
	WebUI http.Handler
	// Metrics counts requests, sign-in failures and limiter refusals (nil: a registry of its own). GET /metrics
	// shows them to a bearer of MetricsToken; without a token it answers 404.
	Metrics      *metrics.App
	MetricsToken string
	// Mail turns on the forgotten-password links and the e-mail notifications.
	Mail MailOptions
	// SheetReads holds a slot for each spreadsheet being read; one that finds none free is answered 503 (nil: two
	// slots — reading a sheet is the heaviest work a person can ask for, and this machine has two cores).
	SheetReads chan struct{}
}

// Server holds what the handlers need.
type Server struct {
	store     *store.Store
	files     files.Storage
	opts      Options
	mux       *http.ServeMux
	dummyHash string
	checking  oneAtATime  // password checks in progress, by client
	tokens    wrongTokens // wrong metrics tokens, by client address
}

// New returns the HTTP handler of the whole application.
func New(st *store.Store, storage files.Storage, opts Options) (http.Handler, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.SheetReads == nil {
		opts.SheetReads = make(chan struct{}, 2)
	}
	if opts.Metrics == nil {
		opts.Metrics = metrics.New()
	}
	opts.Metrics.WatchPool(st.PoolStats)
	s := &Server{store: st, files: storage, opts: opts, mux: http.NewServeMux()}
	if err := s.prepareLogin(); err != nil {
		return nil, err
	}
	s.routes()
	return withBasics(opts.Logger, opts.Metrics, withCompression(http.HandlerFunc(s.serve))), nil
}

// route is one line of the route table: a pattern of the standard ServeMux ("METHOD /api/path/{id}") and its
// handler, wrapped in the access it requires. The handler returns its failures; routes turns them into answers.
type route struct {
	pattern string
	handler handlerFunc
}

// routeTable is every endpoint with the access it requires (docs/design.md §4). docs/openapi.yaml documents each of them;
// the contract test in contract_test.go fails when the two disagree.
func (s *Server) routeTable() []route {
	st := s.store
	return []route{
		{"GET /api/health", s.health},
		{"GET /api/health/live", s.live},
		{"GET /api/health/ready", s.ready},
		{"GET " + metricsPath, s.metrics}, // outside /api, for scrapers; bearer of PATRIMONIO_METRICS_TOKEN

		{"POST /api/auth/login", s.login},
		{"POST /api/auth/forgot", s.forgotPassword}, // 202 whatever the address
		{"POST /api/auth/reset", s.resetPassword},
		{"POST /api/auth/logout", s.signedInForSetup(s.logout)},
		{"GET /api/auth/me", s.signedInForSetup(s.me)},
		{"POST /api/auth/totp/setup", s.signedInForSetup(s.setupTOTP)},
		{"POST /api/auth/totp/enable", s.signedInForSetup(s.enableTOTP)},
		{"DELETE /api/auth/totp", s.signedIn(s.disableTOTP)},
		{"GET /api/auth/sessions", s.signedIn(s.listSessions)},
		{"DELETE /api/auth/sessions", s.signedIn(s.endOtherSessions)}, // all but the current one
		{"DELETE /api/auth/sessions/{id}", s.signedIn(s.endSession)},  // one's own only; others' → 404

		{"GET /api/settings", s.getSettings},
		{"PUT /api/settings", s.can(model.WhitelabelUpdate, s.updateSettings)},
		{"POST /api/export", s.can(model.SettingsUpdate, s.exportAll)},
		{"GET /api/imports/templates/{kind}", s.signedIn(s.importTemplate)}, // each kind: the permission that creates it,
		{"GET /api/imports", s.signedIn(s.listImports)},
		{"POST /api/imports", s.signedIn(s.createImport)},
		{"POST /api/imports/{id}/commit", s.signedIn(s.commitImport)},
		{"DELETE /api/imports/{id}", s.signedIn(s.undoImport)},

		{"GET /api/users", s.can(model.UsersRead, s.listUsers)},
		{"POST /api/users", s.can(model.UsersCreate, s.createUser)},
		{"GET /api/users/{id}", s.signedIn(s.getUser)},              // users.read or oneself
		{"PUT /api/users/{id}", s.signedIn(s.updateUser)},           // users.update, or oneself for name, email, avatar
		{"PUT /api/users/{id}/password", s.signedIn(s.setPassword)}, // users.update, or oneself with the current password
		{"PUT /api/users/{id}/activate", s.can(model.UsersUpdate, s.activateUser)},
		{"PUT /api/users/{id}/deactivate", s.can(model.UsersUpdate, s.deactivateUser)},
		{"DELETE /api/users/{id}", s.can(model.UsersDelete, s.deleteUser)},

		{"GET /api/assets", s.can(model.AssetsRead, s.listAssets)},
		{"POST /api/assets", s.can(model.AssetsCreate, s.createAsset)},
		{"GET /api/assets/export", s.can(model.AssetsRead, s.exportAssets)},
		{"GET /api/assets/{id}", s.can(model.AssetsRead, s.getAsset)},
		{"PUT /api/assets/{id}", s.can(model.AssetsUpdate, s.updateAsset)},
		{"PATCH /api/assets/{id}/status", s.can(model.AssetsUpdate, s.setAssetStatus)},
		{"GET /api/assets/{id}/transactions", s.can(model.AssetsRead, s.assetTransactions)},
		{"GET /api/assets/{id}/related", s.can(model.AssetsRead, s.relatedAssets)},
		{"POST /api/assets/{id}/exchange", s.can(model.AssetsUpdate, s.exchangeAsset)},
		{"POST /api/assets/{id}/sell", s.can(model.AssetsUpdate, s.sellAsset)},
		{"POST /api/assets/{id}/valuations", s.can(model.AssetsUpdate, s.addValuation)},
		{"DELETE /api/assets/{id}", s.can(model.AssetsDelete, deleteByID(st.DeleteAsset))},
		{"GET /api/obligations", s.can(model.AssetsRead, s.listObligations)},
		{"POST /api/obligations/iptu/payments", s.can(model.AssetsUpdate, s.payIPTU)},
		{"POST /api/obligations/ipva/payments", s.can(model.AssetsUpdate, s.payVehicleTax(model.ObligationIPVA))},
		{"POST /api/obligations/licensing/payments", s.can(model.AssetsUpdate, s.payVehicleTax(model.ObligationLicensing))},
		{"POST /api/obligations/asset_ipva/payments", s.can(model.AssetsUpdate, s.payOwnVehicleTax(model.ObligationAssetIPVA))},
		{"POST /api/obligations/asset_licensing/payments", s.can(model.AssetsUpdate, s.payOwnVehicleTax(model.ObligationAssetLicensing))},
		{"GET /api/vehicle-tax-rules", s.can(model.AssetsRead, s.listVehicleTaxRules)},
		{"PUT /api/vehicle-tax-rules/{state}", s.can(model.SettingsUpdate, s.setVehicleTaxRules)},
		{"DELETE /api/vehicle-tax-rules/{state}", s.can(model.SettingsUpdate, s.deleteVehicleTaxRules)},
		{"DELETE /api/obligations/payments/{id}", s.can(model.AssetsDelete, deleteByID(st.DeleteObligationPayment))},
		{"GET /api/assets/{id}/improvements", s.can(model.AssetsRead, s.listAssetImprovements)},
		{"POST /api/assets/{id}/improvements", s.can(model.AssetsUpdate, s.addAssetImprovement)},
		{"DELETE /api/assets/{id}/improvements/{improvementId}", s.can(model.AssetsDelete, s.deleteAssetImprovement)},

		{"GET /api/vehicles", s.can(model.AssetsRead, s.listVehicles)},
		{"POST /api/vehicles", s.can(model.AssetsCreate, s.createVehicle)},
		{"GET /api/vehicles/export", s.can(model.AssetsRead, s.exportVehicles)},
		{"POST /api/vehicles/fipe/import", s.can(model.AssetsUpdate, s.importFipe)},
		{"GET /api/vehicles/{id}", s.can(model.AssetsRead, s.getVehicle)},
		{"GET /api/vehicles/{id}/history", s.can(model.AssetsRead, s.vehicleHistory)},
		{"PUT /api/vehicles/{id}", s.can(model.AssetsUpdate, s.updateVehicle)},
		{"PUT /api/vehicles/{id}/sell", s.can(model.AssetsUpdate, s.sellVehicle)},
		{"DELETE /api/vehicles/{id}", s.can(model.VehiclesDelete, deleteByID(st.DeleteVehicle))},
		{"GET /api/vehicles/{id}/costs", s.can(model.AssetsRead, s.listVehicleCosts)},
		{"POST /api/vehicles/{id}/costs", s.can(model.AssetsUpdate, s.addVehicleCost)},
		{"DELETE /api/vehicles/{id}/costs/{costId}", s.can(model.VehiclesDelete, s.deleteVehicleCost)},

		{"GET /api/debts", s.can(model.DebtsRead, s.listDebts)},
		{"POST /api/debts", s.can(model.DebtsCreate, s.createDebt)},
		{"GET /api/debts/export", s.can(model.DebtsRead, s.exportDebts)},
		{"GET /api/debts/{id}", s.can(model.DebtsRead, s.getDebt)},
		{"GET /api/debts/{id}/history", s.can(model.DebtsRead, s.debtHistory)},
		{"GET /api/debts/{id}/payments", s.can(model.DebtsRead, s.debtPayments)},
		{"GET /api/debts/{id}/schedule", s.can(model.DebtsRead, s.debtSchedule)},
		{"GET /api/debts/{id}/schedule/export", s.can(model.DebtsRead, s.exportDebtSchedule)},
		{"POST /api/debts/{id}/payments", s.can(model.DebtsUpdate, s.addDebtPayment)},
		{"DELETE /api/debts/{id}/payments/{paymentId}", s.can(model.DebtsDelete, s.deleteDebtPayment)},
		{"GET /api/debts/{id}/renegotiations", s.can(model.DebtsRead, s.debtRenegotiations)},
		{"POST /api/debts/{id}/renegotiations", s.can(model.DebtsUpdate, s.renegotiateDebt)},
		{"PUT /api/debts/{id}", s.can(model.DebtsUpdate, s.updateDebt)},
		{"DELETE /api/debts/{id}", s.can(model.DebtsDelete, deleteByID(st.DeleteDebt))},

		{"POST /api/financing/simulate", s.signedIn(s.simulateFinancing)},

		{"GET /api/indices", s.can(model.IndicesRead, s.listIndices)},
		{"POST /api/indices", s.can(model.IndicesUpdate, s.setIndexValue)},
		{"GET /api/indices/{code}", s.can(model.IndicesRead, s.indexSeries)},
		{"POST /api/indices/{code}/import", s.can(model.IndicesUpdate, s.importIndex)},
		{"DELETE /api/indices/{code}/{month}", s.can(model.IndicesDelete, s.deleteIndexValue)},

		{"GET /api/accounts", s.can(model.AccountsRead, s.listAccounts)},
		{"POST /api/accounts", s.can(model.AccountsCreate, s.createAccount)},
		{"POST /api/accounts/transfers", s.can(model.AccountsUpdate, s.transfer)},
		{"GET /api/accounts/{id}", s.can(model.AccountsRead, s.getAccount)},
		{"GET /api/accounts/{id}/statement", s.can(model.AccountsRead, s.accountStatement)},
		{"POST /api/accounts/{id}/entries", s.can(model.AccountsUpdate, s.addEntry)},
		{"PUT /api/accounts/{id}", s.can(model.AccountsUpdate, s.updateAccount)},
		{"DELETE /api/accounts/{id}", s.can(model.AccountsDelete, deleteByID(st.DeleteAccount))},
		{"GET /api/accounts/{id}/statements", s.can(model.AccountsRead, s.listStatements)},
		{"POST /api/accounts/{id}/statements", s.can(model.AccountsUpdate, s.importStatement)},
		{"GET /api/accounts/{id}/statements/{sid}", s.can(model.AccountsRead, s.getReconciliation)},
		{"POST /api/accounts/{id}/statements/{sid}/commit", s.can(model.AccountsUpdate, s.commitStatement)},
		{"DELETE /api/accounts/{id}/statements/{sid}", s.can(model.AccountsUpdate, s.undoStatement)},
		{"GET /api/receivables", s.can(model.ReceivablesRead, s.listReceivables)},
		{"GET /api/receivables/{id}", s.can(model.ReceivablesRead, s.getReceivable)},
		{"GET /api/receivables/{id}/receipts", s.can(model.ReceivablesRead, s.listReceipts)},
		{"GET /api/receivables/{id}/installments/{number}/pix", s.can(model.ReceivablesRead, s.installmentPix)},
		{"POST /api/receivables/{id}/receipts", s.can(model.ReceivablesUpdate, s.addReceipt)},
		{"DELETE /api/receivables/{id}/receipts/{receiptId}", s.can(model.ReceivablesDelete, s.deleteReceipt)},

		{"GET /api/leases", s.can(model.LeasesRead, s.listLeases)},
		{"POST /api/leases", s.can(model.LeasesCreate, s.createLease)},
		{"GET /api/leases/{id}", s.can(model.LeasesRead, s.getLease)},
		{"PUT /api/leases/{id}", s.can(model.LeasesUpdate, s.updateLease)},
		{"POST /api/leases/{id}/end", s.can(model.LeasesUpdate, s.endLease)},
		{"DELETE /api/leases/{id}", s.can(model.LeasesDelete, deleteByID(st.DeleteLease))},
		{"GET /api/leases/{id}/readjustments", s.can(model.LeasesRead, s.listReadjustments)},
		{"GET /api/leases/{id}/readjustments/next", s.can(model.LeasesRead, s.nextReadjustment)},
		{"POST /api/leases/{id}/readjustments", s.can(model.LeasesUpdate, s.applyReadjustment)},
		{"DELETE /api/leases/{id}/readjustments/{readjustmentId}", s.can(model.LeasesDelete, s.undoReadjustment)},

		{"GET /api/dashboard", s.reaches(model.ResourceDashboard, s.dashboard)},

		// Every role holds reports.read, which is all a report needs: asking for one and downloading it.
		{"GET /api/reports", s.can(model.ReportsRead, s.listReports)},
		{"POST /api/reports", s.can(model.ReportsRead, s.createReport)},
		{"GET /api/reports/{id}/download", s.can(model.ReportsRead, s.downloadReport)},
		{"GET /api/ledger/accounts", s.can(model.ReportsRead, s.ledgerAccounts)},
		{"GET /api/ledger/opening-date", s.can(model.ReportsRead, s.ledgerOpeningDate)},
		{"PUT /api/ledger/opening-date", s.can(model.SettingsUpdate, s.setLedgerOpeningDate)},
		{"GET /api/ledger/bridge", s.can(model.ReportsRead, s.ledgerBridge)},
		{"GET /api/ledger/trial-balance", s.can(model.ReportsRead, s.ledgerTrialBalance)},
		{"GET /api/ledger/trial-balance/export", s.can(model.ReportsRead, s.exportTrialBalance)},
		{"GET /api/ledger/journal", s.can(model.ReportsRead, s.ledgerJournal)},
		{"GET /api/ledger/journal/export", s.can(model.ReportsRead, s.exportJournal)},
		{"GET /api/ledger/cash-flow", s.can(model.ReportsRead, s.ledgerCashFlow)},
		{"GET /api/ledger/subaccounts", s.can(model.ReportsRead, s.listLedgerSubaccounts)},
		{"POST /api/ledger/subaccounts", s.can(model.SettingsUpdate, s.createLedgerSubaccount)},
		{"DELETE /api/ledger/subaccounts/{id}", s.can(model.SettingsUpdate, deleteByID(st.DeleteLedgerSubaccount))},
		{"GET /api/ledger/adjustments", s.can(model.ReportsRead, s.listLedgerAdjustments)},
		{"POST /api/ledger/adjustments", s.can(model.SettingsUpdate, s.createLedgerAdjustment)},
		{"DELETE /api/ledger/adjustments/{id}", s.can(model.SettingsUpdate, deleteByID(st.DeleteLedgerAdjustment))},

		{"POST /api/upload", s.signedIn(s.upload)}, // avatar: anyone; attachments: writers of assets or users; logo: whitelabel.update
		{"GET /api/uploads/{name}", s.serveUpload}, // unguessable names (docs/design.md §6)
	}
}

// routes registers the route table, each handler adapted once so that the error it returns becomes its answer
// (answerError), and the web app for every other path.
func (s *Server) routes() {
	for _, rt := range s.routeTable() {
		s.mux.HandleFunc(rt.pattern, handle(rt.handler))
	}
	// Every path outside /api is the web app's (serveWeb); nothing under /api ever reaches it.
}

// serve dispatches to the route table and answers unknown API paths and methods in the JSON error shape.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if !isAPIPath(r.URL.Path) && r.URL.Path != metricsPath {
		noteRoute(r.Context(), metrics.RouteWeb)
		s.serveWeb(w, r)
		return
	}
	h, pattern := s.mux.Handler(r)
	if pattern != "" {
		noteRoute(r.Context(), pattern)
	}
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
	if strings.HasPrefix(r.URL.Path, "/api/") {
		if !cleanQuery(w, r) {
			return
		}
		if !ownBodyBound(r.URL.Path) {
			r.Body = http.MaxBytesReader(w, r.Body, maxJSONBody)
		}
	}
	s.mux.ServeHTTP(w, r) // the mux, not h, fills in the path values
}

// ownBodyBound reports whether the route of path bounds its body itself: files, spreadsheets and bank statements,
// and a statement's commit, whose choices may be one for each of its 20 000 lines.
func ownBodyBound(path string) bool {
	if path == "/api/upload" || path == "/api/imports" {
		return true
	}
	rest, ok := strings.CutPrefix(path, "/api/accounts/")
	return ok && (strings.HasSuffix(rest, "/statements") || strings.HasSuffix(rest, "/commit") && strings.Contains(rest, "/statements/"))
}

// isAPIPath reports whether path belongs to the API: /api itself or anything under /api/.
func isAPIPath(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

// serveWeb serves the embedded web app on GET and HEAD outside /api.
func (s *Server) serveWeb(w http.ResponseWriter, r *http.Request) {
	switch {
	case s.opts.WebUI == nil:
		notFound(w, "Recurso não encontrado.")
	case r.Method != http.MethodGet && r.Method != http.MethodHead:
		w.Header().Set("Allow", "GET, HEAD")
		writeError(w, http.StatusMethodNotAllowed, "method_not_allowed", "Método não permitido.")
	default:
		s.opts.WebUI.ServeHTTP(w, r)
	}
}

// headerProbe records what the mux's own 404/405 handlers would write, without writing it.
type headerProbe struct {
	header http.Header
	status int
}

func (p *headerProbe) Header() http.Header         { return p.header }
func (p *headerProbe) Write(b []byte) (int, error) { return len(b), nil }
func (p *headerProbe) WriteHeader(status int)      { p.status = status }
