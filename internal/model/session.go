package model

import "time"

// Session is one signed-in device of a user, as the user sees it in their profile. The token never leaves the
// store, not even its hash.
type Session struct {
	ID         int64
	UserAgent  string
	Address    string
	CreatedAt  time.Time
	LastUsedAt time.Time
}
