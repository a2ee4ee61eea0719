package validate

import (
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// multiLine are the JSON names of the fields a person may write on several lines: only they keep line
// breaks and tabs.
var multiLine = map[string]bool{"notes": true, "saleNotes": true, "description": true}

// secret are the JSON names of passwords: compared exactly as typed, so neither normalised nor checked (a
// password set before this rule keeps working).
var secret = map[string]bool{"password": true, "currentPassword": true, "newPassword": true, "confirmPassword": true}

// CleanText reports whether s holds no control character (NUL, the C0 and C1 ranges, DEL); a multi-line text
// may hold line feeds, carriage returns and tabs.
func CleanText(s string, multiline bool) bool {
	for _, r := range s {
		if unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t')) {
			return false
		}
	}
	return true
}

// NFC returns s in Unicode normalisation form C, so that text typed with precomposed characters ("é") and
// with combining marks ("e" + U+0301) is stored, compared and searched as one.
func NFC(s string) string { return norm.NFC.String(s) }

// Text walks a decoded request body (a pointer to a struct), puts every string in it in NFC and returns an
// error for every string field holding a control character, named by its JSON path ("details.notes",
// "newAssets.0.description"). Line breaks and tabs are kept in the multi-line fields only; passwords are left
// as they are.
func Text(body any) Errors {
	e := Errors{}
	walkText(e, "", "", reflect.ValueOf(body))
	return e
}

func walkText(e Errors, path, name string, v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkText(e, path, name, v.Elem())
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() && !f.Anonymous { // an embedded unexported struct's fields are the outer object's
				continue
			}
			tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if tag == "-" {
				continue
			}
			if f.Anonymous && tag == "" {
				walkText(e, path, name, v.Field(i)) // embedded: its fields are the outer object's
				continue
			}
			if tag == "" {
				tag = f.Name
			}
			if secret[tag] {
				continue
			}
			walkText(e, join(path, tag), tag, v.Field(i))
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			walkText(e, join(path, strconv.Itoa(i)), name, v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			key := k.String()
			if k.Kind() == reflect.String && !CleanText(key, false) {
				e.add(join(path, Printable(key)), MsgControl)
				continue
			}
			elem := v.MapIndex(k)
			if elem.Kind() == reflect.Interface && !elem.IsNil() {
				elem = elem.Elem()
			}
			if elem.Kind() == reflect.String {
				s := elem.String()
				if !CleanText(s, multiLine[key]) {
					e.add(join(path, key), MsgControl)
				} else if n := NFC(s); n != s {
					v.SetMapIndex(k, reflect.ValueOf(n).Convert(v.Type().Elem()))
				}
				continue
			}
			// Nested values of a map are checked only; maps in request bodies hold plain values.
			copyElem := reflect.New(elem.Type()).Elem()
			copyElem.Set(elem)
			walkText(e, join(path, key), key, copyElem)
		}
	case reflect.String:
		s := v.String()
		if !CleanText(s, multiLine[name]) {
			e.add(path, MsgControl)
			return
		}
		if n := NFC(s); n != s && v.CanSet() {
			v.SetString(n)
		}
	}
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// Printable replaces the control characters of s, to show it in a message.
func Printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return '\uFFFD'
		}
		return r
	}, s)
}
