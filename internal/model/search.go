package model

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// SearchKey folds text for searching: lower case, accents removed, spaces collapsed, so that "jose" finds
// "José" on both databases (SQLite's LOWER only folds ASCII). Stored next to the searchable columns and
// applied to the query text alike.
func SearchKey(parts ...string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.Join(parts, " ")) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
