package model

import "time"

// User is a person who signs in. The password hash never leaves the store.
type User struct {
	ID        int64
	Name      string
	Email     string
	Role      Role
	Active    bool
	Avatar    string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Status is the user's status as the edit form names it.
func (u User) Status() string {
	if u.Active {
		return "active"
	}
	return "inactive"
}
