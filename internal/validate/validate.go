// Package validate checks the input of each use case and returns the field errors a person sees, in pt-BR.
package validate

import (
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"patrimonio/internal/model"
)

// Errors maps a JSON field name to its pt-BR message. An empty map means the input is valid.
type Errors map[string]string

// OK reports whether no field failed.
func (e Errors) OK() bool { return len(e) == 0 }

// Error makes Errors the error a handler returns for a 422: the fields and their messages.
func (e Errors) Error() string {
	fields := make([]string, 0, len(e))
	for f, msg := range e {
		fields = append(fields, f+": "+msg)
	}
	slices.Sort(fields)
	return "invalid input: " + strings.Join(fields, "; ")
}

// add keeps the first message given for a field.
func (e Errors) add(field, msg string) {
	if _, ok := e[field]; !ok {
		e[field] = msg
	}
}

// requiredDate checks a date a form must have: required is the message when it is missing. It reports whether
// the date is there and in range, so that later rules may compare it.
func requiredDate(e Errors, field string, d model.Date, required string) bool {
	switch {
	case d.IsZero():
		e.add(field, required)
	case !d.InRange():
		e.add(field, MsgDateRange)
	default:
		return true
	}
	return false
}

// blank reports whether s shows nothing: only spaces, format characters (zero-width spaces and joiners, direction
// marks and overrides, the byte-order mark, the soft hyphen) and the blank fillers some fonts draw as nothing — a
// name typed so would be an empty line in every list.
func blank(s string) bool {
	for _, r := range s {
		if !unicode.IsSpace(r) && !unicode.Is(unicode.Cf, r) && !invisible[r] {
			return false
		}
	}
	return true
}

// invisible are the letters and symbols that fonts draw blank: the Hangul fillers and the blank Braille pattern.
var invisible = map[rune]bool{'\u115F': true, '\u1160': true, '\u3164': true, '\uFFA0': true, '\u2800': true}

func tooLong(s string, limit int) bool { return utf8.RuneCountInString(s) > limit }

// Email reports whether s is a plain address like "ana@exemplo.com.br".
func Email(s string) bool {
	if tooLong(s, 254) || strings.ContainsAny(s, " <>\"") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return false
	}
	_, domain, _ := strings.Cut(s, "@")
	return strings.Contains(domain, ".") || domain == "localhost"
}

var hexColor = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// UploadURL matches the address of a stored upload as the upload call returns it, and captures its name.
var UploadURL = regexp.MustCompile(`^/uploads/([a-f0-9]{32,64}\.[a-z]{3,4})$`)

// AttachmentName reads the stored upload an attachment of a form names, by its address (/uploads/…), its file
// name, or both when they agree. It reports false for anything else.
func AttachmentName(url, filename string) (string, bool) {
	name := filename
	if m := UploadURL.FindStringSubmatch(url); m != nil && name == "" {
		name = m[1]
	}
	if !UploadURL.MatchString("/uploads/"+name) || (url != "" && url != "/uploads/"+name) {
		return "", false
	}
	return name, true
}
