package api

import (
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"patrimonio/internal/store"
)

// maxUserAgent caps the User-Agent kept with a session.
const maxUserAgent = 512

// sessionInfo is the device and address a new session is made from. The User-Agent is kept as valid UTF-8
// without control characters (PostgreSQL refuses NUL), cut at maxUserAgent bytes.
func (s *Server) sessionInfo(r *http.Request) store.SessionInfo {
	ua := strings.Map(func(c rune) rune {
		if unicode.IsControl(c) {
			return -1
		}
		return c
	}, strings.ToValidUTF8(r.UserAgent(), ""))
	for len(ua) > maxUserAgent {
		_, size := utf8.DecodeLastRuneInString(ua)
		ua = ua[:len(ua)-size]
	}
	return store.SessionInfo{UserAgent: strings.TrimSpace(ua), Address: clientAddress(r, s.opts.TrustProxy)}
}

// sessionJSON is one of the user's sessions as their profile lists it.
type sessionJSON struct {
	ID         int64     `json:"id"`
	Device     string    `json:"device"` // in plain words, e.g. "Chrome no Linux"
	UserAgent  string    `json:"userAgent"`
	Address    string    `json:"address"`
	CreatedAt  time.Time `json:"createdAt"`
	LastUsedAt time.Time `json:"lastUsedAt"`
	Current    bool      `json:"current"` // the session of this request
}

func (s *Server) listSessions(w http.ResponseWriter, r *http.Request) error {
	sess := currentSession(r.Context())
	list, err := s.store.UserSessions(r.Context(), sess.user.ID, s.opts.Sessions)
	if err != nil {
		return err
	}
	out := make([]sessionJSON, len(list))
	for i, m := range list {
		out[i] = sessionJSON{ID: m.ID, Device: deviceName(m.UserAgent), UserAgent: m.UserAgent, Address: m.Address,
			CreatedAt: m.CreatedAt, LastUsedAt: m.LastUsedAt, Current: m.ID == sess.id}
	}
	writeData(w, http.StatusOK, out)
	return nil
}

const sessionNotFound = "Sessão não encontrada"

// endSession ends one of the user's own sessions; another person's answers 404 like a missing one.
func (s *Server) endSession(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	if err := s.store.DeleteUserSession(r.Context(), currentUser(r.Context()).ID, id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (s *Server) endOtherSessions(w http.ResponseWriter, r *http.Request) error {
	sess := currentSession(r.Context())
	n, err := s.store.DeleteOtherSessions(r.Context(), sess.user.ID, sess.tokenHash)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, map[string]int64{"ended": n})
	return nil
}

// deviceName names the browser and system of a User-Agent in plain pt-BR words ("Chrome no Linux",
// "Safari no iPhone"); what it cannot read becomes "Navegador desconhecido".
func deviceName(ua string) string {
	browser := ""
	switch {
	case strings.Contains(ua, "Edg/") || strings.Contains(ua, "EdgA/") || strings.Contains(ua, "EdgiOS/"):
		browser = "Edge"
	case strings.Contains(ua, "OPR/") || strings.Contains(ua, "Opera"):
		browser = "Opera"
	case strings.Contains(ua, "SamsungBrowser/"):
		browser = "Samsung Internet"
	case strings.Contains(ua, "Firefox/") || strings.Contains(ua, "FxiOS/"):
		browser = "Firefox"
	case strings.Contains(ua, "Chrome/") || strings.Contains(ua, "CriOS/") || strings.Contains(ua, "Chromium/"):
		browser = "Chrome"
	case strings.Contains(ua, "Safari/") && strings.Contains(ua, "Version/"):
		browser = "Safari"
	case strings.HasPrefix(ua, "curl/"):
		browser = "curl"
	}
	system := ""
	switch {
	case strings.Contains(ua, "iPhone"):
		system = "iPhone"
	case strings.Contains(ua, "iPad"):
		system = "iPad"
	case strings.Contains(ua, "Android"):
		system = "Android"
	case strings.Contains(ua, "Windows"):
		system = "Windows"
	case strings.Contains(ua, "CrOS"):
		system = "ChromeOS"
	case strings.Contains(ua, "Mac OS X") || strings.Contains(ua, "Macintosh"):
		system = "macOS"
	case strings.Contains(ua, "Linux"):
		system = "Linux"
	}
	switch {
	case browser != "" && system != "":
		return browser + " no " + system
	case browser != "":
		return browser
	case system != "":
		return "Navegador no " + system
	default:
		return "Navegador desconhecido"
	}
}
