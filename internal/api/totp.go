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

// secondFactor checks the two-factor code of a sign-in whose password was right. Users without two-factor pass.
// Without a code it answers 401 totp_required; with a wrong, replayed or spent code, 401 invalid_totp, counted
// as a login failure under failureKeys. It answers the client itself and returns false when sign-in stops here.
func (s *Server) secondFactor(w http.ResponseWriter, r *http.Request, userID int64, code string, att *attempt) bool {
	ctx := r.Context()
	succeeded := func() bool {
		if err := att.succeeded(ctx); err != nil {
			serverError(w, r, err)
			return false
		}
		return true
	}
	t, err := s.store.UserTOTP(ctx, userID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !t.Enabled) {
		return succeeded()
	}
	if err != nil {
		serverError(w, r, err)
		return false
	}
	if strings.TrimSpace(code) == "" {
		writeError(w, http.StatusUnauthorized, "totp_required", "Digite o código de verificação do seu aplicativo autenticador.")
		return false
	}
	ok, err := s.spendCode(ctx, userID, t, code)
	if err != nil {
		serverError(w, r, err)
		return false
	}
	if !ok {
		if err := att.failed(ctx); err != nil {
			serverError(w, r, err)
			return false
		}
		logger(ctx).Info("login failed: wrong two-factor code")
		writeError(w, http.StatusUnauthorized, "invalid_totp", "Código de verificação incorreto ou já usado.")
		return false
	}
	return succeeded()
}

// spendCode accepts an app code of the user's enabled secret that has not been used yet, or an unused recovery
// code, and marks it used. It reports false for anything else.
func (s *Server) spendCode(ctx context.Context, userID int64, t store.TOTP, code string) (bool, error) {
	if auth.IsTOTPCode(code) {
		step, ok := auth.TOTPStep(t.Secret, code, s.store.Now())
		if !ok {
			return false, nil
		}
		return s.store.UseTOTPStep(ctx, userID, step)
	}
	return s.store.UseRecoveryCode(ctx, userID, auth.RecoveryCodeHash(code))
}

// totpSetupJSON is what the app needs to add the account: the QR code, or the secret typed by hand.
type totpSetupJSON struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
	QRCode     string `json:"qrCode"` // a data:image/png;base64 URL
}

func (s *Server) setupTOTP(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	user := currentUser(ctx)
	issuer := "Patrimônio"
	if st, err := s.store.Settings(ctx); err != nil {
		serverError(w, r, err)
		return
	} else if name := strings.TrimSpace(st.CompanyName); name != "" {
		issuer = name
	}
	key, err := auth.NewTOTPKey(issuer, user.Email)
	if err != nil {
		serverError(w, r, err)
		return
	}
	err = s.store.StartTOTP(ctx, user.ID, key.Secret)
	if errors.Is(err, store.ErrTOTPEnabled) {
		writeError(w, http.StatusConflict, "totp_already_enabled", "A verificação em duas etapas já está ativa.")
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusOK, totpSetupJSON{Secret: key.Secret, OtpauthURL: key.URL, QRCode: key.QRCode})
}

type totpEnableRequest struct {
	Code string `json:"code"`
}

func (s *Server) enableTOTP(w http.ResponseWriter, r *http.Request) {
	var in totpEnableRequest
	if !decode(w, r, &in) {
		return
	}
	ctx := r.Context()
	user := currentUser(ctx)
	if strings.TrimSpace(in.Code) == "" {
		writeInvalid(w, validate.Errors{"code": "Código é obrigatório"})
		return
	}
	t, err := s.store.UserTOTP(ctx, user.ID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && t.Enabled) {
		writeError(w, http.StatusConflict, "totp_not_pending", "Nenhuma configuração em andamento. Comece de novo em Meu Perfil.")
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	step, ok := auth.TOTPStep(t.Secret, in.Code, s.store.Now())
	if !ok {
		writeInvalid(w, validate.Errors{"code": "Código incorreto. Confira o código no aplicativo e tente de novo."})
		return
	}
	codes, err := auth.NewRecoveryCodes()
	if err != nil {
		serverError(w, r, err)
		return
	}
	hashes := make([]string, len(codes))
	for i, c := range codes {
		hashes[i] = auth.RecoveryCodeHash(c)
	}
	err = s.store.EnableTOTP(ctx, user.ID, step, hashes)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusConflict, "totp_not_pending", "Nenhuma configuração em andamento. Comece de novo em Meu Perfil.")
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	logger(ctx).Info("two-factor sign-in enabled")
	writeData(w, http.StatusOK, map[string]any{"recoveryCodes": codes})
}

type totpDisableRequest struct {
	Password string `json:"password"`
	Code     string `json:"code"`
}

func (s *Server) disableTOTP(w http.ResponseWriter, r *http.Request) {
	var in totpDisableRequest
	if !decode(w, r, &in) {
		return
	}
	ctx := r.Context()
	sess := currentSession(ctx)
	if in.Password == "" && strings.TrimSpace(in.Code) == "" {
		writeInvalid(w, validate.Errors{"password": validate.MsgCurrentPassword})
		return
	}
	t, err := s.store.UserTOTP(ctx, sess.user.ID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !t.Enabled) {
		writeError(w, http.StatusConflict, "totp_not_enabled", "A verificação em duas etapas não está ativa.")
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	settings, err := s.store.Settings(ctx)
	if err != nil {
		serverError(w, r, err)
		return
	}
	if settings.RequireTwoFactorForAdmins && sess.user.Role == model.RoleAdmin {
		writeError(w, http.StatusConflict, "two_factor_required",
			"A verificação em duas etapas é obrigatória para administradores e não pode ser desativada.")
		return
	}
	// Guesses of the password or a code here are limited like sign-in guesses, under the same account.
	att, ok := s.reserveAttempt(w, r, "email:"+store.NormalizeEmail(sess.user.Email), "Muitas tentativas. Tente novamente em alguns minutos.")
	if !ok {
		return
	}
	defer att.done(ctx)
	failed := func() {
		if err := att.failed(ctx); err != nil {
			logger(ctx).Error("record login failure", "err", err)
		}
	}
	if in.Password != "" {
		hash, err := s.store.PasswordHash(ctx, sess.user.ID)
		if err != nil {
			serverError(w, r, err)
			return
		}
		match, err := auth.CheckPassword(ctx, hash, in.Password)
		if err != nil {
			hashFailed(w, r, err)
			return
		}
		if !match {
			failed()
			writeInvalid(w, validate.Errors{"password": "Senha atual incorreta"})
			return
		}
	} else {
		ok, err := s.spendCode(ctx, sess.user.ID, t, in.Code)
		if err != nil {
			serverError(w, r, err)
			return
		}
		if !ok {
			failed()
			writeInvalid(w, validate.Errors{"code": "Código incorreto ou já usado"})
			return
		}
	}
	if err := att.succeeded(ctx); err != nil {
		serverError(w, r, err)
		return
	}
	if err := s.store.DisableTOTP(ctx, sess.user.ID); err != nil {
		serverError(w, r, err)
		return
	}
	logger(ctx).Info("two-factor sign-in disabled")
	w.WriteHeader(http.StatusNoContent)
}
