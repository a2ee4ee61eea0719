package model

import (
	"strings"
	"unicode"
	"unicode/utf8"

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

// sortLevelMax caps each level of a sort key, so a long text keeps a key that an index holds.
const sortLevelMax = 120

// SortKey is the key that orders text as a person reading pt-BR expects, compared byte by byte: first the
// letters with case and accents folded ("abacate" < "Água" < "Azul", "Banco do Brasil" < "BNDES"), then, among
// texts equal so far, the unaccented before the accented, then lower case before upper case. It is computed in
// Go and stored in the *_sort columns, which both databases compare by bytes (PostgreSQL COLLATE "C", SQLite's
// BINARY), so the order does not depend on the database or its collation. The levels are separated by \x01,
// below every character the text keeps.
func SortKey(s string) string {
	s = norm.NFC.String(s)
	primary := SearchKey(s)
	accents := strings.Join(strings.Fields(strings.ToLower(s)), " ")
	var cases strings.Builder
	for _, r := range strings.Join(strings.Fields(s), " ") {
		switch {
		case unicode.IsUpper(r):
			cases.WriteByte('b')
		case unicode.IsSpace(r):
			cases.WriteByte(' ')
		default:
			cases.WriteByte('a')
		}
	}
	return capped(primary) + "\x01" + capped(accents) + "\x01" + capped(cases.String())
}

// capped cuts s to at most sortLevelMax bytes on a character boundary.
func capped(s string) string {
	if len(s) <= sortLevelMax {
		return s
	}
	cut := sortLevelMax
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}
