package fipe

import (
	"errors"
	"strings"
	"testing"
)

// TestParse: a list as LibreOffice saves it (semicolons, quotes, CRLF, a byte-order mark, ISO-8859-1 header and
// extra columns) reads whole; a bad line refuses the file and says which; no header or no line is an error.
func TestParse(t *testing.T) {
	latin := "\xef\xbb\xbf\"Marca\";\"Modelo\";\"C\xf3digo FIPE\";\"Pre\xe7o\"\r\n" +
		"Fiat;Argo 1.0;005340-6;\"R$ 58.300,50\"\r\n" +
		"VW;Gol 1.0;0053406;58300.51\r\n" +
		"VW;Polo;005412-1;\"72.000\"\r\n"
	prices, err := Parse(strings.NewReader(latin))
	if err != nil || len(prices) != 3 || prices[0].Code != "005340-6" || prices[0].Value != 58_300_50 ||
		prices[1].Value != 58_300_51 || prices[2].Value != 72_000_00 {
		t.Fatalf("prices %+v %v", prices, err)
	}
	var line *LineError
	if _, err := Parse(strings.NewReader("Código FIPE;Valor\n005340-6;58300,50\n12345;1000,00\n")); !errors.As(err, &line) ||
		line.Line != 3 || line.What != "code" || line.Text != "12345" {
		t.Errorf("a short code: %v", err)
	}
	if _, err := Parse(strings.NewReader("Código FIPE;Valor\n005340-6;grátis\n")); !errors.As(err, &line) || line.What != "value" {
		t.Errorf("a value in words: %v", err)
	}
	if _, err := Parse(strings.NewReader("Marca;Modelo\nFiat;Argo\n")); !errors.Is(err, ErrNoHeader) {
		t.Errorf("no code column: %v", err)
	}
	if _, err := Parse(strings.NewReader("Código;Valor\n")); !errors.Is(err, ErrEmpty) {
		t.Errorf("no line: %v", err)
	}
}
