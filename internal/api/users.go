package api

import (
	"net/http"
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

// Answers of the user routes.
var (
	errOwnRoleOrStatus = refuse(http.StatusForbidden, "forbidden", "Você não pode alterar o próprio nível de acesso ou status.")
	errSelfDeactivate  = refuse(http.StatusConflict, "self_deactivate", "Você não pode desativar a própria conta.")
	errSelfDelete      = refuse(http.StatusConflict, "self_delete", "Você não pode excluir a própria conta.")
)

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	sort, err := sortParam(r, store.UserSorts)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	f := store.UserFilter{Query: q.Get("q"), Sort: sort, Page: page, PageSize: size}
	if v := q.Get("role"); v != "" {
		role, ok := model.ParseRole(v)
		if !ok {
			return invalidQuery("Nível de acesso inválido.")
		}
		f.Role = role
	}
	switch q.Get("status") {
	case "":
	case "active", "inactive":
		active := q.Get("status") == "active"
		f.Active = &active
	default:
		return invalidQuery("Status inválido.")
	}
	users, total, err := s.store.ListUsers(r.Context(), f)
	if err != nil {
		return err
	}
	out := make([]userJSON, len(users))
	for i, u := range users {
		out[i] = userView(u)
	}
	writeList(w, out, listMeta{Total: total, Page: page, PageSize: size})
	return nil
}

func (s *Server) getUser(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	me := currentUser(r.Context())
	if id != me.ID && !me.Role.Can(model.UsersRead) {
		return errForbidden
	}
	u, err := s.store.UserByID(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, userView(u))
	return nil
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

func (s *Server) createUser(w http.ResponseWriter, r *http.Request) error {
	var in createUserRequest
	if err := decode(w, r, &in); err != nil {
		return err
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
		return e
	}
	if err := s.avatarExists(r, in.Avatar); err != nil {
		return err
	}
	hash, err := auth.HashPassword(r.Context(), in.Password)
	if err != nil {
		return err
	}
	u, err := s.store.CreateUser(r.Context(), model.User{
		Name: strings.TrimSpace(in.Name), Email: in.Email, Role: role, Active: in.Status == "active", Avatar: in.Avatar,
	}, hash)
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, userView(u))
	return nil
}

// avatarExists refuses (422) an avatar address that names no stored image.
func (s *Server) avatarExists(r *http.Request, url string) error {
	ok, err := s.storedImage(r, url)
	if err != nil {
		return err
	}
	if !ok {
		return validate.Errors{"avatar": "Imagem de avatar inválida"}
	}
	return nil
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
func (s *Server) updateUser(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in updateUserRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	me := currentUser(r.Context())
	admin := me.Role.Can(model.UsersUpdate)
	if id != me.ID && !admin {
		return errForbidden
	}
	u, err := s.store.UserByID(r.Context(), id)
	if err != nil {
		return err
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
		return e
	}
	if !admin && (next.Role != u.Role || next.Active != u.Active) {
		return errOwnRoleOrStatus
	}
	if id == me.ID && !next.Active {
		return errSelfDeactivate
	}
	if next.Avatar != u.Avatar {
		if err := s.avatarExists(r, next.Avatar); err != nil {
			return err
		}
	}
	return s.saveUser(w, r, next)
}

func (s *Server) saveUser(w http.ResponseWriter, r *http.Request, u model.User) error {
	saved, err := s.store.UpdateUser(r.Context(), u)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, userView(saved))
	return nil
}

func (s *Server) activateUser(w http.ResponseWriter, r *http.Request) error {
	return s.setActive(w, r, true)
}

func (s *Server) deactivateUser(w http.ResponseWriter, r *http.Request) error {
	return s.setActive(w, r, false)
}

func (s *Server) setActive(w http.ResponseWriter, r *http.Request, active bool) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	if id == currentUser(r.Context()).ID && !active {
		return errSelfDeactivate
	}
	u, err := s.store.UserByID(r.Context(), id)
	if err != nil {
		return err
	}
	u.Active = active
	return s.saveUser(w, r, u)
}

type passwordRequest struct {
	CurrentPassword string  `json:"currentPassword"`
	NewPassword     string  `json:"newPassword"`
	ConfirmPassword *string `json:"confirmPassword"`
}

// setPassword changes a password. Changing one's own needs the current password and keeps the session that
// made the change; an admin resetting someone else's ends all of that person's sessions.
func (s *Server) setPassword(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in passwordRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	sess := currentSession(r.Context())
	self := id == sess.user.ID
	if !self && !sess.user.Role.Can(model.UsersUpdate) {
		return errForbidden
	}
	e := validate.Errors{}
	if self && in.CurrentPassword == "" {
		e["currentPassword"] = validate.MsgCurrentPassword
	}
	validate.NewPassword(e, "newPassword", in.NewPassword, in.ConfirmPassword)
	if !e.OK() {
		return e
	}
	keep := ""
	if self {
		att, err := s.reserveSignedInAttempt(r, "Muitas tentativas com a senha atual. Tente novamente em alguns minutos.")
		if err != nil {
			return err
		}
		defer att.done(r.Context())
		if err := s.checkOwnPassword(r.Context(), att, id, in.CurrentPassword, "currentPassword"); err != nil {
			return err
		}
		if err := att.succeeded(r.Context()); err != nil {
			return err
		}
		keep = sess.tokenHash
	}
	newHash, err := auth.HashPassword(r.Context(), in.NewPassword)
	if err != nil {
		return err
	}
	if err := s.store.SetPassword(r.Context(), id, newHash, keep); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	if id == currentUser(r.Context()).ID {
		return errSelfDelete
	}
	if err := s.store.DeleteUser(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
