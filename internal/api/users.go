package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"patrimonio/internal/auth"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// userJSON is a user as the API shows it; never with the password hash.
type userJSON struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Role      string    `json:"role"`
	Status    string    `json:"status"`
	Active    bool      `json:"active"`
	Avatar    string    `json:"avatar"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

func userView(u model.User) userJSON {
	return userJSON{ID: u.ID, Name: u.Name, Email: u.Email, Role: string(u.Role), Status: u.Status(), Active: u.Active,
		Avatar: u.Avatar, CreatedAt: u.CreatedAt, UpdatedAt: u.UpdatedAt}
}

const userNotFound = "Usuário não encontrado"

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) {
	page, size, ok := pageParams(w, r)
	if !ok {
		return
	}
	sort, ok := sortParam(w, r, store.UserSorts)
	if !ok {
		return
	}
	q := r.URL.Query()
	f := store.UserFilter{Query: q.Get("q"), Sort: sort, Page: page, PageSize: size}
	if v := q.Get("role"); v != "" {
		role, ok := model.ParseRole(v)
		if !ok {
			writeError(w, http.StatusBadRequest, "invalid_query", "Nível de acesso inválido.")
			return
		}
		f.Role = role
	}
	switch q.Get("status") {
	case "":
	case "active", "inactive":
		active := q.Get("status") == "active"
		f.Active = &active
	default:
		writeError(w, http.StatusBadRequest, "invalid_query", "Status inválido.")
		return
	}
	users, total, err := s.store.ListUsers(r.Context(), f)
	if err != nil {
		serverError(w, r, err)
		return
	}
	out := make([]userJSON, len(users))
	for i, u := range users {
		out[i] = userView(u)
	}
	writeList(w, out, listMeta{Total: total, Page: page, PageSize: size})
}

// loadUser reads a user, answering 404 or 500 itself when it cannot.
func (s *Server) loadUser(w http.ResponseWriter, r *http.Request, id int64) (model.User, bool) {
	u, err := s.store.UserByID(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		notFound(w, userNotFound)
		return u, false
	}
	if err != nil {
		serverError(w, r, err)
		return u, false
	}
	return u, true
}

func (s *Server) getUser(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, userNotFound)
	if !ok {
		return
	}
	me := currentUser(r.Context())
	if id != me.ID && !me.Role.Can(model.UsersRead) {
		forbidden(w)
		return
	}
	u, ok := s.loadUser(w, r, id)
	if !ok {
		return
	}
	writeData(w, http.StatusOK, userView(u))
}

type createUserRequest struct {
	Name            string  `json:"name"`
	Email           string  `json:"email"`
	Password        string  `json:"password"`
	ConfirmPassword *string `json:"confirmPassword"`
	Role            string  `json:"role"`
	Avatar          string  `json:"avatar"`
	Status          string  `json:"status"`
}

func (s *Server) createUser(w http.ResponseWriter, r *http.Request) {
	var in createUserRequest
	if !decode(w, r, &in) {
		return
	}
	e := validate.Errors{}
	validate.UserFields(e, in.Name, in.Email)
	validate.NewPassword(e, "password", in.Password, in.ConfirmPassword)
	role, roleOK := model.ParseRole(in.Role)
	validate.Role(e, in.Role, roleOK)
	validate.Avatar(e, in.Avatar)
	if in.Status == "" {
		in.Status = "active"
	}
	validate.Status(e, in.Status)
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	if !s.avatarExists(w, r, in.Avatar) {
		return
	}
	hash, err := auth.HashPassword(r.Context(), in.Password)
	if err != nil {
		hashFailed(w, r, err)
		return
	}
	u, err := s.store.CreateUser(r.Context(), model.User{
		Name: strings.TrimSpace(in.Name), Email: in.Email, Role: role, Active: in.Status == "active", Avatar: in.Avatar,
	}, hash)
	if errors.Is(err, store.ErrEmailTaken) {
		emailTaken(w)
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	writeData(w, http.StatusCreated, userView(u))
}

func emailTaken(w http.ResponseWriter) {
	writeJSON(w, http.StatusConflict, errorBody{Error: "Este email já está em uso.", Code: "email_taken",
		Fields: map[string]string{"email": "Este email já está em uso."}})
}

// avatarExists answers 422 when an avatar address names no stored image.
func (s *Server) avatarExists(w http.ResponseWriter, r *http.Request, url string) bool {
	ok, err := s.storedImage(r, url)
	if err != nil {
		serverError(w, r, err)
		return false
	}
	if !ok {
		writeInvalid(w, validate.Errors{"avatar": "Imagem de avatar inválida"})
	}
	return ok
}

type updateUserRequest struct {
	Name   *string `json:"name"`
	Email  *string `json:"email"`
	Role   *string `json:"role"`
	Status *string `json:"status"`
	Avatar *string `json:"avatar"`
}

// updateUser changes a user. Fields left out keep their value. Without users.update a person may change only
// their own name, email and avatar: a role or status that differs from the stored one is refused (403).
func (s *Server) updateUser(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, userNotFound)
	if !ok {
		return
	}
	var in updateUserRequest
	if !decode(w, r, &in) {
		return
	}
	me := currentUser(r.Context())
	admin := me.Role.Can(model.UsersUpdate)
	if id != me.ID && !admin {
		forbidden(w)
		return
	}
	u, ok := s.loadUser(w, r, id)
	if !ok {
		return
	}

	e := validate.Errors{}
	next := u
	if in.Name != nil {
		next.Name = strings.TrimSpace(*in.Name)
	}
	if in.Email != nil {
		next.Email = strings.TrimSpace(*in.Email)
	}
	validate.UserFields(e, next.Name, next.Email)
	if in.Role != nil {
		role, roleOK := model.ParseRole(*in.Role)
		validate.Role(e, *in.Role, roleOK)
		next.Role = role
	}
	if in.Status != nil {
		validate.Status(e, *in.Status)
		next.Active = *in.Status == "active"
	}
	if in.Avatar != nil {
		validate.Avatar(e, *in.Avatar)
		next.Avatar = *in.Avatar
	}
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	if !admin && (next.Role != u.Role || next.Active != u.Active) {
		writeError(w, http.StatusForbidden, "forbidden", "Você não pode alterar o próprio nível de acesso ou status.")
		return
	}
	if id == me.ID && !next.Active {
		writeError(w, http.StatusConflict, "self_deactivate", "Você não pode desativar a própria conta.")
		return
	}
	if next.Avatar != u.Avatar && !s.avatarExists(w, r, next.Avatar) {
		return
	}
	s.saveUser(w, r, next)
}

func (s *Server) saveUser(w http.ResponseWriter, r *http.Request, u model.User) {
	saved, err := s.store.UpdateUser(r.Context(), u)
	switch {
	case errors.Is(err, store.ErrNotFound):
		notFound(w, userNotFound)
	case errors.Is(err, store.ErrEmailTaken):
		emailTaken(w)
	case errors.Is(err, store.ErrLastAdmin):
		writeError(w, http.StatusConflict, "last_admin", "Não é possível remover o último administrador ativo.")
	case err != nil:
		serverError(w, r, err)
	default:
		writeData(w, http.StatusOK, userView(saved))
	}
}

func (s *Server) activateUser(w http.ResponseWriter, r *http.Request)   { s.setActive(w, r, true) }
func (s *Server) deactivateUser(w http.ResponseWriter, r *http.Request) { s.setActive(w, r, false) }

func (s *Server) setActive(w http.ResponseWriter, r *http.Request, active bool) {
	id, ok := pathID(w, r, userNotFound)
	if !ok {
		return
	}
	if id == currentUser(r.Context()).ID && !active {
		writeError(w, http.StatusConflict, "self_deactivate", "Você não pode desativar a própria conta.")
		return
	}
	u, ok := s.loadUser(w, r, id)
	if !ok {
		return
	}
	u.Active = active
	s.saveUser(w, r, u)
}

type passwordRequest struct {
	CurrentPassword string  `json:"currentPassword"`
	NewPassword     string  `json:"newPassword"`
	ConfirmPassword *string `json:"confirmPassword"`
}

// setPassword changes a password. Changing one's own needs the current password and keeps the session that
// made the change; an admin resetting someone else's ends all of that person's sessions.
func (s *Server) setPassword(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, userNotFound)
	if !ok {
		return
	}
	var in passwordRequest
	if !decode(w, r, &in) {
		return
	}
	sess := currentSession(r.Context())
	self := id == sess.user.ID
	if !self && !sess.user.Role.Can(model.UsersUpdate) {
		forbidden(w)
		return
	}
	e := validate.Errors{}
	if self && in.CurrentPassword == "" {
		e["currentPassword"] = validate.MsgCurrentPassword
	}
	validate.NewPassword(e, "newPassword", in.NewPassword, in.ConfirmPassword)
	if !e.OK() {
		writeInvalid(w, e)
		return
	}
	hash, err := s.store.PasswordHash(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		notFound(w, userNotFound)
		return
	}
	if err != nil {
		serverError(w, r, err)
		return
	}
	keep := ""
	if self {
		att, ok := s.reserveAttempt(w, r, "user:"+strconv.FormatInt(id, 10), "Muitas tentativas com a senha atual. Tente novamente em alguns minutos.")
		if !ok {
			return
		}
		defer att.done(r.Context())
		match, err := auth.CheckPassword(r.Context(), hash, in.CurrentPassword)
		if err != nil {
			hashFailed(w, r, err)
			return
		}
		if !match {
			if err := att.failed(r.Context()); err != nil {
				serverError(w, r, err)
				return
			}
			writeInvalid(w, validate.Errors{"currentPassword": "Senha atual incorreta"})
			return
		}
		if err := att.succeeded(r.Context()); err != nil {
			serverError(w, r, err)
			return
		}
		keep = sess.tokenHash
	}
	newHash, err := auth.HashPassword(r.Context(), in.NewPassword)
	if err != nil {
		hashFailed(w, r, err)
		return
	}
	if err := s.store.SetPassword(r.Context(), id, newHash, keep); err != nil {
		serverError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(w, r, userNotFound)
	if !ok {
		return
	}
	if id == currentUser(r.Context()).ID {
		writeError(w, http.StatusConflict, "self_delete", "Você não pode excluir a própria conta.")
		return
	}
	err := s.store.DeleteUser(r.Context(), id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		notFound(w, userNotFound)
	case errors.Is(err, store.ErrLastAdmin):
		writeError(w, http.StatusConflict, "last_admin", "Não é possível remover o último administrador ativo.")
	case err != nil:
		serverError(w, r, err)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
