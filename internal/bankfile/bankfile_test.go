package bankfile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/aclindsa/ofxgo"
	"golang.org/x/text/encoding/charmap"

	"patrimonio/internal/model"
)

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func day(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestReadsAnSGMLStatementInLatin1(t *testing.T) {
	data := fixture(t, "itau-102-latin1.ofx")
	if !IsOFX(data) {
		t.Fatal("IsOFX = false")
	}
	st, err := ReadOFX(data, 100)
	if err != nil {
		t.Fatal(err)
	}
	if st.AccountNumber != "56789-0" || st.Start != day("2026-10-01") || st.End != day("2026-10-31") {
		t.Errorf("account %q, period %s–%s", st.AccountNumber, st.Start, st.End)
	}
	if st.Closing == nil || *st.Closing != 1141954 || st.ClosingDate != day("2026-10-31") {
		t.Errorf("closing %v on %s, want 11419,54 on 31/10", st.Closing, st.ClosingDate)
	}
	want := []model.BankLine{
		{Key: "ofx:20261005001", Date: day("2026-10-05"), Amount: 350000, Description: "PIX RECEBIDO JOSÉ DA CONCEIÇÃO"},
		{Key: "ofx:20261010002", Date: day("2026-10-10"), Amount: -123456, Description: "BOLETO ENERGIA ELÉTRICA"},
		{Key: "ofx:20261015003", Date: day("2026-10-15"), Amount: -4590, Description: "TARIFA BANCÁRIA PACOTE 10/2026"},
		{Key: "ofx:20261020004", Date: day("2026-10-20"), Amount: -80000, Description: "PAGTO EMPRESTIMO PARC 12"},
	}
	if len(st.Lines) != len(want) {
		t.Fatalf("%d lines, want %d: %+v", len(st.Lines), len(want), st.Lines)
	}
	for i, w := range want {
		if st.Lines[i] != w {
			t.Errorf("line %d = %+v, want %+v", i, st.Lines[i], w)
		}
	}
}

func TestReadsAnXMLStatement(t *testing.T) {
	data := fixture(t, "nubank-220.ofx")
	st, err := ReadOFX(data, 100)
	if err != nil {
		t.Fatal(err)
	}
	if st.AccountNumber != "98765432-1" || st.Closing == nil || *st.Closing != 241010 || st.ClosingDate != day("2026-11-30") {
		t.Errorf("account %q, closing %v on %s", st.AccountNumber, st.Closing, st.ClosingDate)
	}
	// 22h of 04/11 in Brasília is still the 4th: the day is the bank's, not UTC's.
	if len(st.Lines) != 2 || st.Lines[1].Date != day("2026-11-04") || st.Lines[1].Amount != -8990 ||
		st.Lines[1].Description != "Pagamento de boleto · Internet fibra" || st.Lines[0].Key != "ofx:6543a1b2-0001" {
		t.Errorf("lines %+v", st.Lines)
	}
}

func TestReadsCSVStatements(t *testing.T) {
	cases := []struct {
		file    string
		columns Columns
		want    []model.BankLine // keys aside
	}{
		{"bradesco-credito-debito.csv", Columns{Date: "Data", Description: "Histórico", Credit: "Crédito (R$)", Debit: "Débito (R$)"}, []model.BankLine{
			{Key: "", Date: day("2026-10-05"), Amount: 350000, Description: "PIX RECEBIDO JOSÉ DA CONCEIÇÃO"},
			{Key: "", Date: day("2026-10-10"), Amount: -123456, Description: "PAGTO ELETRON COBRANCA ENERGIA"},
			{Key: "", Date: day("2026-10-15"), Amount: -4590, Description: "TARIFA BANCÁRIA CESTA"},
			{Key: "", Date: day("2026-10-15"), Amount: -4590, Description: "TARIFA BANCÁRIA CESTA"},
		}},
		{"inter-valor.csv", Columns{Date: "Data Lançamento", Description: "Descrição", Amount: "Valor"}, []model.BankLine{
			{Key: "", Date: day("2026-11-05"), Amount: 250000, Description: `Pix recebido: "Maria Aparecida"`},
			{Key: "", Date: day("2026-11-06"), Amount: -178035, Description: `Pagamento efetuado: "Condomínio Ed. Aurora"`},
			{Key: "", Date: day("2026-11-07"), Amount: -1990, Description: "Tarifa de manutenção"},
		}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			data := fixture(t, c.file)
			if IsOFX(data) {
				t.Fatal("a CSV taken for OFX")
			}
			tab, err := ReadTable(data, 100)
			if err != nil {
				t.Fatal(err)
			}
			if got := Guess(tab.Header); got != c.columns {
				t.Errorf("Guess = %+v, want %+v", got, c.columns)
			}
			if m := c.columns.Missing(tab.Header); m != "" {
				t.Fatalf("Missing = %q", m)
			}
			st, err := ReadCSV(tab, c.columns)
			if err != nil {
				t.Fatal(err)
			}
			if len(st.Lines) != len(c.want) {
				t.Fatalf("%d lines, want %d: %+v", len(st.Lines), len(c.want), st.Lines)
			}
			keys := map[string]bool{}
			for i, w := range c.want {
				got := st.Lines[i]
				keys[got.Key] = true
				got.Key = ""
				if got != w {
					t.Errorf("line %d = %+v, want %+v", i, got, w)
				}
			}
			if len(keys) != len(c.want) {
				t.Errorf("keys %v: two equal lines must have two keys", keys)
			}
			again, _ := ReadCSV(tab, c.columns)
			if again.Lines[0].Key != st.Lines[0].Key {
				t.Error("the same line read twice has two keys")
			}
		})
	}
}

func TestRefusesWhatIsNotAStatement(t *testing.T) {
	noCredit := Columns{Date: "Data", Description: "Histórico", Credit: "Crédito (R$)"}
	tab, err := ReadTable(fixture(t, "bradesco-credito-debito.csv"), 100)
	if err != nil {
		t.Fatal(err)
	}
	if m := noCredit.Missing(tab.Header); m != "Escolha as colunas de crédito e de débito." {
		t.Errorf("Missing = %q", m)
	}
	if _, err := ReadTable(fixture(t, "bradesco-credito-debito.csv"), 3); !errors.Is(err, ErrTooMany) {
		t.Errorf("5 rows with a limit of 3: %v", err)
	}
	if _, err := ReadOFX(fixture(t, "itau-102-latin1.ofx"), 3); !errors.Is(err, ErrTooMany) {
		t.Errorf("4 lines with a limit of 3: %v", err)
	}
	for name, data := range map[string]string{
		"empty":     "",
		"blank":     " \r\n",
		"truncated": string(fixture(t, "itau-102-latin1.ofx")[:600]),
		"not ofx":   "OFXHEADER:100\r\nDATA:OFXSGML\r\nthis is not a statement",
	} {
		_, err := ReadOFX([]byte(data), 100)
		var bad *model.InvalidInput
		if !errors.As(err, &bad) {
			t.Errorf("%s: %v, want a message for the person", name, err)
		}
	}
	if _, err := ReadTable([]byte("PK\x03\x04 a zip"), 100); !errors.Is(err, ErrUnknown) {
		t.Errorf("a zip read as CSV: %v", err)
	}
	bad, _ := ReadTable([]byte("Data;Histórico;Valor\n31/02/2026;X;10,00\n"), 100)
	if _, err := ReadCSV(bad, Guess(bad.Header)); err == nil || !strings.Contains(err.Error(), "Linha 2") {
		t.Errorf("a day that does not exist: %v", err)
	}
}

// TestSGMLClosedAsXMLReadsAlike: an SGML statement closed into XML (the fast way) reads as ofxgo's SGML reader reads
// the file as it came — the fixture, one with an '&' and an entity in its text, and a long one; one with an empty
// leaf before another element is not well-formed that way and is read as it came.
func TestSGMLClosedAsXMLReadsAlike(t *testing.T) {
	itau := fixture(t, "itau-102-latin1.ofx")
	itau, _ = charmap.Windows1252.NewDecoder().Bytes(itau)
	withAmp := bytes.Replace(itau, []byte("BOLETO ENERGIA ELÉTRICA"), []byte("M&M LTDA &amp; CIA"), 1)
	var long bytes.Buffer
	head, tail, _ := bytes.Cut(itau, []byte("<STMTTRN>"))
	long.Write(head)
	for i := range 2000 {
		fmt.Fprintf(&long, "<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>20261010000000[-3:BRT]\r\n<TRNAMT>-%d,%02d\r\n<FITID>L%d\r\n<MEMO>PAGTO %d</MEMO>\r\n</STMTTRN>\r\n", i, i%100, i, i)
	}
	long.WriteString("<STMTTRN>")
	long.Write(tail)
	for name, data := range map[string][]byte{"itau": itau, "ampersand": withAmp, "long": long.Bytes()} {
		asXML, ok := closeSGML(data)
		if !ok {
			t.Fatalf("%s: not closed", name)
		}
		fast, err := ofxgo.ParseResponse(bytes.NewReader(asXML))
		if err != nil {
			t.Fatalf("%s closed: %v\n%s", name, err, asXML[:min(len(asXML), 2000)])
		}
		slow, err := ofxgo.ParseResponse(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s as it came: %v", name, err)
		}
		a, b := fast.Bank[0].(*ofxgo.StatementResponse), slow.Bank[0].(*ofxgo.StatementResponse)
		if a.BalAmt.String() != b.BalAmt.String() || !a.DtAsOf.Equal(b.DtAsOf) || len(a.BankTranList.Transactions) != len(b.BankTranList.Transactions) {
			t.Fatalf("%s: balance %s/%s, %d/%d lines", name, a.BalAmt.String(), b.BalAmt.String(), len(a.BankTranList.Transactions), len(b.BankTranList.Transactions))
		}
		for i, x := range a.BankTranList.Transactions {
			y := b.BankTranList.Transactions[i]
			if x.FiTID != y.FiTID || x.TrnAmt.String() != y.TrnAmt.String() || !x.DtPosted.Equal(y.DtPosted) || x.Memo != y.Memo || x.Name != y.Name {
				t.Fatalf("%s line %d: %+v vs %+v", name, i, x, y)
			}
		}
	}
	emptyMemo := bytes.Replace(itau, []byte("<MEMO>TARIFA BANCÁRIA PACOTE 10/2026"), []byte("<MEMO>\r\n<NAME>TARIFA"), 1)
	st, err := ReadOFX(emptyMemo, 100)
	if err != nil || len(st.Lines) != 4 || st.Lines[2].Description != "TARIFA" {
		t.Fatalf("an empty leaf: %+v, %v", st.Lines, err)
	}
}
