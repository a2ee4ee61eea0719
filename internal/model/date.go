package model

import (
	"bytes"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"time"
)

// DateLayout is how calendar dates travel in JSON and are stored: YYYY-MM-DD.
const DateLayout = "2006-01-02"

// Date is a calendar date of the domain (acquisition, due, sale dates), without time or zone. The zero Date
// means "no date": JSON "" or null, SQL NULL. SQLite keeps it as TEXT, PostgreSQL as DATE; both sort it right.
// Every real day is set, 0001-01-01 included, so no day is ever mistaken for "no date".
type Date struct {
	t   time.Time
	set bool
}

// NewDate returns the date of year, month and day.
func NewDate(year int, month time.Month, day int) Date {
	return Date{time.Date(year, month, day, 0, 0, 0, 0, time.UTC), true}
}

// The range every date of the domain must lie in (validate.DateInRange checks it): beyond it a year is a typo,
// and year 0000 is no date PostgreSQL accepts.
var (
	MinDate = NewDate(1900, time.January, 1)
	MaxDate = NewDate(2100, time.December, 31)
)

// InRange reports whether d lies between MinDate and MaxDate, both included.
func (d Date) InRange() bool { return d.set && !d.Before(MinDate) && !d.After(MaxDate) }

// DateOf returns the calendar day of t in t's own location.
func DateOf(t time.Time) Date { return NewDate(t.Date()) }

// ParseDate reads YYYY-MM-DD; "" gives the zero Date.
func ParseDate(s string) (Date, error) {
	if s == "" {
		return Date{}, nil
	}
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return Date{}, &InvalidInput{Message: fmt.Sprintf("Data inválida: %q. Use o formato aaaa-mm-dd.", s)}
	}
	return Date{t, true}, nil
}

// IsZero reports whether there is no date.
func (d Date) IsZero() bool { return !d.set }

// Time is the date at midnight UTC.
func (d Date) Time() time.Time { return d.t }

// String is YYYY-MM-DD, or "" for no date.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return d.t.Format(DateLayout)
}

// Before reports whether d is an earlier day than o.
func (d Date) Before(o Date) bool { return d.t.Before(o.t) }

// After reports whether d is a later day than o.
func (d Date) After(o Date) bool { return d.t.After(o.t) }

// AddDays returns the date n days later (earlier for negative n); no date stays no date.
func (d Date) AddDays(n int) Date {
	if d.IsZero() {
		return d
	}
	return Date{d.t.AddDate(0, 0, n), true}
}

// MarshalJSON writes "YYYY-MM-DD", or null for no date.
func (d Date) MarshalJSON() ([]byte, error) {
	if d.IsZero() {
		return []byte("null"), nil
	}
	return json.Marshal(d.String())
}

// UnmarshalJSON reads "YYYY-MM-DD"; "" and null give no date.
func (d *Date) UnmarshalJSON(b []byte) error {
	if string(bytes.TrimSpace(b)) == "null" {
		*d = Date{}
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return &InvalidInput{Message: "Data inválida. Use o formato aaaa-mm-dd."}
	}
	v, err := ParseDate(s)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Value stores the date as YYYY-MM-DD text (PostgreSQL converts it to DATE), or NULL.
func (d Date) Value() (driver.Value, error) {
	if d.IsZero() {
		return nil, nil
	}
	return d.String(), nil
}

// Scan reads a DATE (PostgreSQL gives time.Time) or YYYY-MM-DD text (SQLite); NULL gives no date.
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*d = Date{}
	case time.Time:
		*d = NewDate(v.Date())
	case string:
		return d.scanText(v)
	case []byte:
		return d.scanText(string(v))
	default:
		return fmt.Errorf("scan date: unsupported %T", src)
	}
	return nil
}

func (d *Date) scanText(s string) error {
	if len(s) > len(DateLayout) {
		s = s[:len(DateLayout)] // a driver may hand back "2024-01-31T00:00:00Z"
	}
	v, err := ParseDate(s)
	if err != nil {
		return fmt.Errorf("scan date: %w", err)
	}
	*d = v
	return nil
}

// PtBR writes the day as dd/mm/aaaa; the zero date is empty.
func (d Date) PtBR() string {
	if d.IsZero() {
		return ""
	}
	return d.t.Format("02/01/2006")
}
