package api

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"patrimonio/internal/auth"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// session is the signed-in user of a request, the session's id and the hash of the token that signed them in,
// and the state of their two-factor sign-in.
type session struct {
	user      model.User
	id        int64
	tokenHash string
	twoFactor bool
	// setupRequired: the settings require two-factor of admins and this admin has not set it up yet.
	setupRequired bool
}

func currentSession(ctx context.Context) session {
	s, _ := ctx.Value(sessionKey).(session)
	return s
}

func currentUser(ctx context.Context) model.User { return currentSession(ctx).user }

// prepareLogin makes the hash that unknown emails are checked against, so a wrong email costs the same time
// as a wrong password and the answer does not tell which one it was.
func (s *Server) prepareLogin() error {
	h, err := auth.HashPassword(context.Background(), "not a real password")
	s.dummyHash = h
	return err
}

// signedIn lets the request through only with a live session, and, when the settings require two-factor sign-in
// of admins, only for an admin who has set it up (403 two_factor_setup_required otherwise).
func (s *Server) signedIn(next handlerFunc) handlerFunc { return s.authenticate(true, next) }

// signedInForSetup lets any live session through, also an admin who still has to set up two-factor sign-in:
// for the set-up itself, me and logout.
func (s *Server) signedInForSetup(next handlerFunc) handlerFunc { return s.authenticate(false, next) }

// errSetupTwoFactor stops an admin whom the settings require to set up two-factor sign-in.
var errSetupTwoFactor = refuse(http.StatusForbidden, "two_factor_setup_required",
	"Administradores precisam ativar a verificação em duas etapas. Configure-a em Meu Perfil.")

// authenticate finds the live session of the bearer token (401 without one) and, with enforceTwoFactor, stops an
// admin whom the settings require to set up two-factor sign-in.
func (s *Server) authenticate(enforceTwoFactor bool, next handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || strings.TrimSpace(token) == "" {
			return errUnauthenticated
		}
		hash := auth.TokenHash(strings.TrimSpace(token))
		found, err := s.store.SessionUser(r.Context(), hash, s.opts.Sessions)
		if errors.Is(err, store.ErrNotFound) {
			return errUnauthenticated
		}
		if err != nil {
			return err
		}
		user := found.User
		sess := session{user: user, id: found.ID, tokenHash: hash, twoFactor: found.TwoFactor,
			setupRequired: found.RequireTwoFactorForAdmins && user.Role == model.RoleAdmin && !found.TwoFactor}
		if enforceTwoFactor && sess.setupRequired {
			return errSetupTwoFactor
		}
		ctx := context.WithValue(r.Context(), sessionKey, sess)
		ctx = context.WithValue(ctx, loggerKey, logger(ctx).With("user_id", user.ID))
		return next(w, r.WithContext(ctx))
	}
}

// can lets the request through only for a signed-in user whose role holds the permission.
func (s *Server) can(p model.Permission, next handlerFunc) handlerFunc {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request) error {
		if !currentUser(r.Context()).Role.Can(p) {
			return errForbidden
		}
		return next(w, r)
	})
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code"` // two-factor: an app code or a recovery code, for users who have it on
}

// errBadCredentials is every wrong sign-in: unknown email, wrong password, inactive user.
var errBadCredentials = refuse(http.StatusUnauthorized, "invalid_credentials", "Email ou senha incorretos.")

func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	var in loginRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if strings.TrimSpace(in.Email) == "" || in.Password == "" {
		fields := map[string]string{}
		if strings.TrimSpace(in.Email) == "" {
			fields["email"] = "Email é obrigatório"
		}
		if in.Password == "" {
			fields["password"] = "Senha é obrigatória"
		}
		return &requestError{status: http.StatusUnprocessableEntity, code: "validation_failed",
			message: validate.MsgFillAllFields, fields: fields}
	}
	ctx := r.Context()
	att, err := s.reserveAttempt(r, "email:"+store.NormalizeEmail(in.Email), "Muitas tentativas de login. Tente novamente em alguns minutos.")
	if err != nil {
		return err
	}
	defer att.done(ctx)

	user, hash, err := s.store.UserCredentials(ctx, in.Email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	// An unknown email, and an account restored from an export (no password until one is set), check the dummy
	// hash: the answer and its time are a wrong password's.
	noPassword := err == nil && hash == ""
	if errors.Is(err, store.ErrNotFound) || noPassword {
		hash = s.dummyHash
	}
	match, checkErr := auth.CheckPassword(ctx, hash, in.Password)
	if checkErr != nil {
		return checkErr
	}
	if err != nil || noPassword || !match || !user.Active {
		if err := att.failed(ctx); err != nil {
			return err
		}
		return errBadCredentials
	}
	if err := s.secondFactor(r, user.ID, in.Code, att); err != nil {
		return err
	}

	token, err := auth.NewToken()
	if err != nil {
		return err
	}
	if err := s.store.CreateSession(ctx, user.ID, auth.TokenHash(token), s.opts.Sessions, s.sessionInfo(r)); err != nil {
		if errors.Is(err, store.ErrUserGone) { // deleted or deactivated since the password was checked
			return errBadCredentials
		}
		return err
	}
	writeData(w, http.StatusOK, map[string]any{"token": token, "user": userView(user)})
	return nil
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) error {
	if err := s.store.DeleteSession(r.Context(), currentSession(r.Context()).tokenHash); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// meJSON is the signed-in user with the state of their two-factor sign-in.
type meJSON struct {
	userJSON
	TwoFactorEnabled bool `json:"twoFactorEnabled"`
	// TwoFactorSetupRequired: an admin who must set two-factor up before anything else (settings).
	TwoFactorSetupRequired bool `json:"twoFactorSetupRequired"`
}

func (s *Server) me(w http.ResponseWriter, r *http.Request) error {
	sess := currentSession(r.Context())
	writeData(w, http.StatusOK, meJSON{userJSON: userView(sess.user), TwoFactorEnabled: sess.twoFactor,
		TwoFactorSetupRequired: sess.setupRequired})
	return nil
}
