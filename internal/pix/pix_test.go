package pix

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image/png"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// The example of the manual's Anexo I ("Padrões para Iniciação do Pix"), with the CRC it publishes.
const manualExample = "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR" +
	"5913Fulano de Tal6008BRASILIA62070503***63041D3D"

func TestPayloadIsTheManualsExample(t *testing.T) {
	got := Payload(Charge{Key: "123e4567-e12b-12d1-a456-426655440000", Name: "Fulano de Tal", City: "BRASILIA"})
	if got != manualExample {
		t.Fatalf("payload\n got %s\nwant %s", got, manualExample)
	}
}

// crcByTable is the CRC-16/CCITT-FALSE again, the other way it is usually written (a table of the 256 bytes), so
// that the payload's last field is checked by code the package does not share.
func crcByTable(s string) uint16 {
	var table [256]uint16
	for i := range table {
		c := uint16(i) << 8
		for range 8 {
			c = c<<1 ^ uint16(0x1021*int(c>>15))
		}
		table[i] = c
	}
	crc := uint16(0xFFFF)
	for i := range len(s) {
		crc = crc<<8 ^ table[byte(crc>>8)^s[i]]
	}
	return crc
}

func TestPayloadWithAmountAndTxIDFollowsTheLayout(t *testing.T) {
	if crcByTable("123456789") != 0x29B1 || CRC16("123456789") != 0x29B1 {
		t.Fatal("CRC-16/CCITT-FALSE of '123456789' is 29B1 (its published check value)")
	}
	got := Payload(Charge{Key: "12345678909", Name: "Imobiliária São João Ltda — Matriz", City: "São Paulo", Amount: 250000,
		TxID: "R12-P3"})
	// Each field written out by hand from the manual's table: id, length in two digits, value.
	body := "000201" + // Payload Format Indicator
		"2633" + "0014br.gov.bcb.pix" + "011112345678909" + // Pix account: GUI and the CPF key (18 + 15 = 33)
		"52040000" + "5303986" + // no category, real
		"54072500.00" + // amount
		"5802BR" +
		"5925Imobiliaria Sao Joao Ltda" + // the name without accents, cut at 25
		"6009Sao Paulo" +
		"62090505R12P3" + // txid with letters and digits only
		"6304"
	want := body + fmt.Sprintf("%04X", crcByTable(body))
	if got != want {
		t.Fatalf("payload\n got %s\nwant %s", got, want)
	}
}

func TestTxIDKeepsLettersAndDigits(t *testing.T) {
	for in, want := range map[string]string{"R12P3": "R12P3", "aluguel 03/2026": "aluguel032026", "ção": "o",
		strings.Repeat("A1", 20): strings.Repeat("A1", 12) + "A"} {
		if got := TxID(in); got != want {
			t.Errorf("TxID(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQRCodeDecodesToThePayload(t *testing.T) {
	payload := Payload(Charge{Key: "financeiro@imobiliaria.com.br", Name: "Imobiliaria", City: "Campinas", Amount: 123456, TxID: "R1P1"})
	url, err := QRCode(payload, 256)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(url, "data:image/png;base64,"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	read, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("decode the QR code: %v", err)
	}
	if read.GetText() != payload {
		t.Fatalf("the QR code reads %q, want %q", read.GetText(), payload)
	}
}
