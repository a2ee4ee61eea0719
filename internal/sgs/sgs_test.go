package sgs

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
	"unicode/utf16"
)

// A file as the SGS exports it: quoted fields, CRLF, a byte-order mark, a trailing blank line.
func TestParse(t *testing.T) {
	t.Parallel()
	file := "\ufeff\"data\";\"valor\"\r\n\"01/01/2024\";\"0,42\"\r\n\"01/02/2024\";\"0,83\"\r\n01/03/2024;-0,1234\r\n\r\n"
	values, err := Parse(strings.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	if len(values) != 3 || values[0].Month.String() != "2024-01-01" || values[0].Value != 420_000 || values[2].Value != -123_400 {
		t.Fatalf("%+v", values)
	}
}

// The same file saved as "Unicode text" by a spreadsheet: UTF-16 with its byte-order mark, little- or big-endian.
func TestParseUTF16(t *testing.T) {
	t.Parallel()
	text := "data;valor\r\n01/01/2026;0,50\r\n01/02/2026;0,25\r\n"
	for name, order := range map[string]binary.AppendByteOrder{"little-endian": binary.LittleEndian, "big-endian": binary.BigEndian} {
		var b []byte
		for _, u := range utf16.Encode([]rune("\ufeff" + text)) {
			b = order.AppendUint16(b, u)
		}
		values, err := Parse(bytes.NewReader(b))
		if err != nil || len(values) != 2 || values[1].Month.String() != "2026-02-01" || values[1].Value != 250_000 {
			t.Fatalf("%s: %+v %v", name, values, err)
		}
	}
}

func TestParseRefusesTheWholeFile(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		file string
		line int
		what string
	}{
		{"data;valor\n01/01/2024;0,42\n31/02/2024;0,1\n", 3, "date"},
		{"data;valor\n15/01/2024;0,42\n", 2, "month"},
		{"data;valor\n01/01/2024;abc\n", 2, "value"},
		{"data;valor\n01/01/2024;0,1234567\n", 2, "value"},
		{"data;valor\n01/01/2024;100,5\n", 2, "value"},
		{"data;valor\n01/01/2024;0,1;x\n", 2, "date"},
	} {
		_, err := Parse(strings.NewReader(c.file))
		var line *LineError
		if !errors.As(err, &line) || line.Line != c.line || line.What != c.what {
			t.Errorf("%q: %v", c.file, err)
		}
	}
	if _, err := Parse(strings.NewReader("01/01/2024;0,42\n")); !errors.Is(err, ErrNoHeader) {
		t.Errorf("no header: %v", err)
	}
	if _, err := Parse(strings.NewReader("data;valor\n\n")); !errors.Is(err, ErrEmpty) {
		t.Errorf("no values: %v", err)
	}
}

func TestLatin1TextShownAsWritten(t *testing.T) {
	t.Parallel()
	_, err := Parse(strings.NewReader("data;valor\n01/01/2024;\xe9\n")) // 'é' in ISO-8859-1
	var line *LineError
	if !errors.As(err, &line) || line.Text != "é" {
		t.Fatalf("%v", err)
	}
}

func TestValues(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]int64{"0,56": 560_000, "0.56": 560_000, "-0,25": -250_000, "1": 1_000_000, "100": 100_000_000, "0,000001": 1} {
		if got, ok := ParseValue(s); !ok || got != want {
			t.Errorf("ParseValue(%q) = %d, %v", s, got, ok)
		}
		if got, _ := ParseValue(FormatValue(want)); got != want {
			t.Errorf("FormatValue(%d) = %q", want, FormatValue(want))
		}
	}
	for _, bad := range []string{"", "-", ",5", "1,2,3", "1e3", "100,01", "--1"} {
		if _, ok := ParseValue(bad); ok {
			t.Errorf("ParseValue(%q) accepted", bad)
		}
	}
	if FormatValue(560_000) != "0.56" || FormatValue(-123_400) != "-0.1234" || FormatValue(1_000_000) != "1" {
		t.Errorf("%s %s %s", FormatValue(560_000), FormatValue(-123_400), FormatValue(1_000_000))
	}
}
