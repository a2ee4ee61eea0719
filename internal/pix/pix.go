// Package pix builds a static Pix charge as the Banco Central's "Manual de Padrões para Iniciação do Pix" lays it out
// (the BR Code, EMV QR Code Merchant-Presented Mode): the 'copia e cola' text any bank's app pays, and its QR code.
// It is built here, offline: a static charge needs no bank.
package pix

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image/png"
	"strings"
	"unicode"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/qr"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Charge is what a payer's app reads from the code.
type Charge struct {
	Key    string // the receiver's Pix key, as validate.PixKey writes it
	Name   string // the receiver's name (up to 25 characters are kept, without accents)
	City   string // the receiver's city (up to 15)
	Amount int64  // in centavos; 0 leaves the amount for the payer to type
	TxID   string // names the charge in the receiver's statement: up to 25 letters and digits; "" is '***'
}

// Field ids of the manual's layout.
const (
	idFormat         = "00" // Payload Format Indicator, "01"
	idAccount        = "26" // Merchant Account Information of the Pix arrangement
	idAccountGUI     = "00" //   its GUI, "br.gov.bcb.pix"
	idAccountKey     = "01" //   the key
	idCategory       = "52" // Merchant Category Code, "0000" when not given
	idCurrency       = "53" // Transaction Currency, ISO 4217 986 (real)
	idAmount         = "54" // Transaction Amount, "1234.56"
	idCountry        = "58" // Country Code
	idName           = "59" // Merchant Name
	idCity           = "60" // Merchant City
	idAdditional     = "62" // Additional Data Field Template
	idReferenceLabel = "05" //   its Reference Label: the txid
	idCRC            = "63" // CRC16 of everything before it, this field's id and length included
)

// Payload is the charge's 'copia e cola' text, its CRC16 last.
func Payload(c Charge) string {
	var b strings.Builder
	b.WriteString(field(idFormat, "01"))
	b.WriteString(field(idAccount, field(idAccountGUI, "br.gov.bcb.pix")+field(idAccountKey, c.Key)))
	b.WriteString(field(idCategory, "0000"))
	b.WriteString(field(idCurrency, "986"))
	if c.Amount > 0 {
		b.WriteString(field(idAmount, fmt.Sprintf("%d.%02d", c.Amount/100, c.Amount%100)))
	}
	b.WriteString(field(idCountry, "BR"))
	b.WriteString(field(idName, plain(c.Name, 25)))
	b.WriteString(field(idCity, plain(c.City, 15)))
	txid := TxID(c.TxID)
	if txid == "" {
		txid = "***"
	}
	b.WriteString(field(idAdditional, field(idReferenceLabel, txid)))
	b.WriteString(idCRC + "04")
	return b.String() + fmt.Sprintf("%04X", CRC16(b.String()))
}

// field is one id-length-value of the layout; a value is at most 99 characters, which the callers' limits keep.
func field(id, value string) string {
	return fmt.Sprintf("%s%02d%s", id, len(value), value)
}

// stripMarks takes the accents off letters (ã → a, ç → c).
var stripMarks = transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)

// plain is s without accents and without what is not printable ASCII, cut to limit characters: the name and the city
// are read by every bank's app, and not all of them read more.
func plain(s string, limit int) string {
	s, _, _ = transform.String(stripMarks, strings.TrimSpace(s))
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r > '~' {
			return -1
		}
		return r
	}, s)
	if len(s) > limit {
		s = strings.TrimSpace(s[:limit])
	}
	return s
}

// TxID is s with only its letters and digits, at most 25 of them: what the Reference Label takes.
func TxID(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return -1
	}, s)
	return s[:min(len(s), 25)]
}

// CRC16 is the CRC-16/CCITT-FALSE of s (polynomial 0x1021, initial value 0xFFFF, no reflection), which the manual
// names for the BR Code's last field.
func CRC16(s string) uint16 {
	crc := uint16(0xFFFF)
	for i := range len(s) {
		crc ^= uint16(s[i]) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// QRCode is payload as a PNG QR code of side pixels in a data: URL, with the medium error correction that banks'
// apps read from a screen or a print.
func QRCode(payload string, side int) (string, error) {
	code, err := qr.Encode(payload, qr.M, qr.Auto)
	if err != nil {
		return "", fmt.Errorf("pix qr code: %w", err)
	}
	scaled, err := barcode.Scale(code, side, side)
	if err != nil {
		return "", fmt.Errorf("pix qr code: %w", err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, scaled); err != nil {
		return "", fmt.Errorf("pix qr code: %w", err)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}
