package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/text/unicode/norm"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
)

const userColumns = "id, name, email, role, active, avatar, created_at, updated_at"

func scanUser(row interface{ Scan(...any) error }) (model.User, error) {
	var u model.User
	var role string
	err := row.Scan(&u.ID, &u.Name, &u.Email, &role, &u.Active, &u.Avatar, &u.CreatedAt, &u.UpdatedAt)
	u.Role = model.Role(role)
	u.CreatedAt = u.CreatedAt.UTC()
	u.UpdatedAt = u.UpdatedAt.UTC()
	return u, err
}

// NormalizeEmail is the form in which emails are stored and compared: trimmed, lower case, Unicode NFC (a
// "josé" typed with a combining accent is the same address as one typed with "é").
func NormalizeEmail(email string) string {
	return strings.ToLower(norm.NFC.String(strings.TrimSpace(email)))
}

// CreateUser stores a new user with an already hashed password. ErrEmailTaken when the email is in use.
func (s *Store) CreateUser(ctx context.Context, u model.User, passwordHash string) (model.User, error) {
	now := s.Now()
	row := s.db.QueryRowContext(ctx, `INSERT INTO users (name, email, password_hash, role, active, avatar, search, name_sort, email_sort, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING `+userColumns,
		u.Name, NormalizeEmail(u.Email), passwordHash, string(u.Role), u.Active, u.Avatar, userSearchKey(u),
		model.SortKey(u.Name), model.SortKey(NormalizeEmail(u.Email)), now, now)
	created, err := scanUser(row)
	if database.IsUniqueViolation(err) {
		return model.User{}, ErrEmailTaken
	}
	if err != nil {
		return model.User{}, fmt.Errorf("create user: %w", err)
	}
	return created, nil
}

// CountUsers returns how many users exist (zero on a new installation).
func (s *Store) CountUsers(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM users").Scan(&n); err != nil {
		return 0, fmt.Errorf("count users: %w", err)
	}
	return n, nil
}

// UserByID returns one user or ErrNotFound.
func (s *Store) UserByID(ctx context.Context, id int64) (model.User, error) {
	u, err := scanUser(s.db.QueryRowContext(ctx, "SELECT "+userColumns+" FROM users WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return model.User{}, ErrNotFound
	}
	if err != nil {
		return model.User{}, fmt.Errorf("user %d: %w", id, err)
	}
	return u, nil
}

// UserCredentials returns the user with this email and the password hash, or ErrNotFound.
func (s *Store) UserCredentials(ctx context.Context, email string) (model.User, string, error) {
	var hash string
	row := s.db.QueryRowContext(ctx, "SELECT "+userColumns+", password_hash FROM users WHERE email = ?", NormalizeEmail(email))
	var u model.User
	var role string
	err := row.Scan(&u.ID, &u.Name, &u.Email, &role, &u.Active, &u.Avatar, &u.CreatedAt, &u.UpdatedAt, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return model.User{}, "", ErrNotFound
	}
	if err != nil {
		return model.User{}, "", fmt.Errorf("user credentials: %w", err)
	}
	u.Role = model.Role(role)
	return u, hash, nil
}

// PasswordHash returns the stored hash of a user's password.
func (s *Store) PasswordHash(ctx context.Context, id int64) (string, error) {
	var hash string
	err := s.db.QueryRowContext(ctx, "SELECT password_hash FROM users WHERE id = ?", id).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("password hash: %w", err)
	}
	return hash, nil
}

// UserFilter selects and orders a page of users.
type UserFilter struct {
	Query    string // name or email contains
	Role     model.Role
	Active   *bool
	Sort     string // name, email, role, createdAt; a leading '-' sorts descending
	Page     int
	PageSize int
}

// UserSorts are the sortable fields of the user list: name and email by their pt-BR sort keys, the role by label.
var UserSorts = SortFields{"name": {expr: "name_sort"}, "email": {expr: "email_sort"},
	"role": byLabel("role", roleLabels()), "createdAt": {expr: "created_at"}}

func roleLabels() map[string]string {
	out := map[string]string{}
	for r, g := range model.AccessTable {
		out[string(r)] = g.Label
	}
	return out
}

// ListUsers returns one page of users and the number matching the filter.
func (s *Store) ListUsers(ctx context.Context, f UserFilter) ([]model.User, int, error) {
	var where []string
	var args []any
	if q := strings.TrimSpace(f.Query); q != "" {
		where = append(where, "search LIKE ? ESCAPE '\\'")
		args = append(args, "%"+escapeLike(model.SearchKey(q))+"%")
	}
	if f.Role != "" {
		where = append(where, "role = ?")
		args = append(args, string(f.Role))
	}
	if f.Active != nil {
		where = append(where, "active = ?")
		args = append(args, *f.Active)
	}
	cond := ""
	if len(where) > 0 {
		cond = " WHERE " + strings.Join(where, " AND ")
	}
	var total int
	if err := s.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM users"+cond, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count users: %w", err)
	}
	order := orderBy(f.Sort, UserSorts, "name")
	rows, err := s.db.QueryContext(ctx, "SELECT "+userColumns+" FROM users"+cond+order+" LIMIT ? OFFSET ?",
		append(args, f.PageSize, offset(f.Page, f.PageSize))...)
	if err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	defer rows.Close()
	users := []model.User{}
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("list users: %w", err)
		}
		users = append(users, u)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list users: %w", err)
	}
	return users, total, nil
}

// UpdateUser stores name, email, role, active and avatar of u. It refuses (ErrLastAdmin) a change that would
// leave no active admin, and ErrEmailTaken for an email in use. A deactivated user's sessions and reset links end.
func (s *Store) UpdateUser(ctx context.Context, u model.User) (model.User, error) {
	defer s.forgetSessions(ctx)
	var updated model.User
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockAdmins(ctx, tx); err != nil {
			return err
		}
		before, err := scanUser(tx.QueryRowContext(ctx, "SELECT "+userColumns+" FROM users WHERE id = ?", u.ID))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if before.Role == model.RoleAdmin && before.Active && (u.Role != model.RoleAdmin || !u.Active) {
			if err := ensureAnotherAdmin(ctx, tx, u.ID); err != nil {
				return err
			}
		}
		updated, err = scanUser(tx.QueryRowContext(ctx, `UPDATE users SET name = ?, email = ?, role = ?, active = ?, avatar = ?, search = ?,
			name_sort = ?, email_sort = ?, updated_at = ? WHERE id = ? RETURNING `+userColumns,
			u.Name, NormalizeEmail(u.Email), string(u.Role), u.Active, u.Avatar, userSearchKey(u), model.SortKey(u.Name),
			model.SortKey(NormalizeEmail(u.Email)), s.Now(), u.ID))
		if database.IsUniqueViolation(err) {
			return ErrEmailTaken
		}
		if err != nil {
			return err
		}
		if !u.Active {
			if err := endResets(ctx, tx, u.ID, s.Now()); err != nil {
				return err
			}
			_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ?", u.ID)
		}
		return err
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrLastAdmin) || errors.Is(err, ErrEmailTaken) {
			return model.User{}, err
		}
		return model.User{}, fmt.Errorf("update user %d: %w", u.ID, err)
	}
	return updated, nil
}

// SetPassword replaces a user's password hash, ends the user's reset links and revokes every session of that user
// except keepSession (the token hash of the session that made the change, or "" to revoke all).
func (s *Store) SetPassword(ctx context.Context, id int64, hash, keepSession string) error {
	defer s.forgetSessions(ctx)
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?", hash, s.Now(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		if err := endResets(ctx, tx, id, s.Now()); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?", id, keepSession)
		return err
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("set password of user %d: %w", id, err)
	}
	return err
}

// DeleteUser removes a user and their sessions; ErrLastAdmin when they are the last active admin.
func (s *Store) DeleteUser(ctx context.Context, id int64) error {
	defer s.forgetSessions(ctx)
	err := s.db.InTx(ctx, func(tx *database.Tx) error {
		if err := lockAdmins(ctx, tx); err != nil {
			return err
		}
		u, err := scanUser(tx.QueryRowContext(ctx, "SELECT "+userColumns+" FROM users WHERE id = ?", id))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if u.Role == model.RoleAdmin && u.Active {
			if err := ensureAnotherAdmin(ctx, tx, id); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM users WHERE id = ?", id)
		return err
	})
	if err != nil && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrLastAdmin) {
		return fmt.Errorf("delete user %d: %w", id, err)
	}
	return err
}

func ensureAnotherAdmin(ctx context.Context, tx *database.Tx, except int64) error {
	var others int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM users WHERE role = 'admin' AND active = ? AND id <> ?", true, except).Scan(&others); err != nil {
		return err
	}
	if others == 0 {
		return ErrLastAdmin
	}
	return nil
}

func userSearchKey(u model.User) string { return model.SearchKey(u.Name, NormalizeEmail(u.Email)) }
