package main

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// statementLines is how many lines the bank statement measurement imports (issue 42: "a statement of 10 000 lines
// previews and commits within a few seconds"), of which statementKnown are movements the account already has.
const (
	statementLines = 10_000
	statementKnown = 500
)

// statementBudget is what reading, matching and committing them may take together.
const statementBudget = 10 * time.Second

// statementLine is the i-th line of the measured statement: a year of Pix received and boletos paid, in centavos.
func statementLine(i int) (day time.Time, cents int) {
	day = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i%365)
	cents = 1_000 + i*37%900_000
	if i%3 != 0 {
		cents = -cents
	}
	return day, cents
}

// statementOFX writes the statement as an Itaú OFX 1.0.2 (SGML, unclosed leaf tags, [-3:BRT] dates).
func statementOFX(accountNumber string) []byte {
	var b strings.Builder
	b.WriteString("OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\n" +
		"OLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n<OFX>\r\n<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>" +
		"<DTSERVER>20260101120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>\r\n<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>\r\n" +
		"<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0341<ACCTID>" + accountNumber + "<ACCTTYPE>CHECKING</BANKACCTFROM>\r\n" +
		"<BANKTRANLIST><DTSTART>20250101000000[-3:BRT]<DTEND>20251231000000[-3:BRT]\r\n")
	for i := range statementLines {
		day, cents := statementLine(i)
		kind, memo := "CREDIT", fmt.Sprintf("PIX RECEBIDO CLIENTE %d", i%200)
		if cents < 0 {
			kind, memo = "DEBIT", fmt.Sprintf("PAGTO BOLETO FORNECEDOR %d", i%300)
		}
		fmt.Fprintf(&b, "<STMTTRN>\r\n<TRNTYPE>%s\r\n<DTPOSTED>%s000000[-3:BRT]\r\n<TRNAMT>%s\r\n<FITID>BENCH%07d\r\n<MEMO>%s\r\n</STMTTRN>\r\n",
			kind, day.Format("20060102"), commaDecimal(cents), i, memo)
	}
	b.WriteString("</BANKTRANLIST>\r\n<LEDGERBAL><BALAMT>0,00<DTASOF>20251231000000[-3:BRT]</LEDGERBAL>\r\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\r\n</OFX>\r\n")
	return []byte(b.String())
}

// commaDecimal writes centavos as the Brazilian banks' OFX does: -1234,56.
func commaDecimal(cents int) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d,%02d", sign, cents/100, cents%100)
}

// importStatement times a statement of statementLines lines into a new account that already has statementKnown
// of them: the preview (read and matched), the commit (every new line a receita or despesa by its direction) and
// the undo, which leaves the account as it was.
func importStatement(c *client, missed *bool) error {
	const number = "55555-5"
	var account struct {
		Data struct{ ID int } `json:"data"`
	}
	body := fmt.Sprintf(`{"counterpart":"opening","name":"Conta do extrato de %d linhas","kind":"checking","number":"%s","openingBalance":1000000,"openingDate":"2024-12-31"}`,
		statementLines, number)
	if err := c.send(http.MethodPost, "/api/accounts", "application/json", bytes.NewBufferString(body), http.StatusCreated, &account); err != nil {
		return err
	}
	for i := 0; i < statementKnown; i++ {
		day, cents := statementLine(i * (statementLines / statementKnown))
		direction, category := "in", "services"
		if cents < 0 {
			direction, category, cents = "out", "suppliers", -cents
		}
		entry := fmt.Sprintf(`{"date":"%s","amount":%d.%02d,"direction":"%s","category":"%s"}`, day.Format("2006-01-02"), cents/100, cents%100, direction, category)
		if err := c.send(http.MethodPost, fmt.Sprintf("/api/accounts/%d/entries", account.Data.ID), "application/json", bytes.NewBufferString(entry), http.StatusCreated, nil); err != nil {
			return err
		}
	}
	form, contentType, err := fileForm(nil, "extrato.ofx", statementOFX(number))
	if err != nil {
		return err
	}
	start := time.Now()
	var read struct {
		Data struct {
			Preview struct {
				Statement struct{ ID int } `json:"statement"`
				Counts    struct{ Matched, New int }
				Lines     []struct {
					Index  int
					Amount float64
					Status string
				}
			}
		} `json:"data"`
	}
	path := fmt.Sprintf("/api/accounts/%d/statements", account.Data.ID)
	if err := c.send(http.MethodPost, path, contentType, form, http.StatusCreated, &read); err != nil {
		return err
	}
	previewed := time.Since(start)
	p := read.Data.Preview
	if p.Counts.Matched != statementKnown || p.Counts.New != statementLines-statementKnown {
		return fmt.Errorf("statement preview: %d matched and %d new, want %d and %d", p.Counts.Matched, p.Counts.New, statementKnown, statementLines-statementKnown)
	}
	var choices strings.Builder
	choices.WriteString(`{"choices":[`)
	for _, l := range p.Lines {
		if l.Status != "new" {
			continue
		}
		if choices.Len() > len(`{"choices":[`) {
			choices.WriteByte(',')
		}
		category := "services"
		if l.Amount < 0 {
			category = "suppliers"
		}
		fmt.Fprintf(&choices, `{"line":%d,"action":"entry","category":"%s"}`, l.Index, category)
	}
	choices.WriteString("]}")
	start = time.Now()
	statement := fmt.Sprintf("%s/%d", path, p.Statement.ID)
	if err := c.send(http.MethodPost, statement+"/commit", "application/json", bytes.NewBufferString(choices.String()), http.StatusOK, nil); err != nil {
		return err
	}
	committed := time.Since(start)
	start = time.Now()
	if err := c.send(http.MethodDelete, statement, "", nil, http.StatusOK, nil); err != nil {
		return err
	}
	undone := time.Since(start)
	verdict := "ok"
	if previewed+committed > statementBudget {
		verdict, *missed = "ACIMA", true
	}
	fmt.Printf("%-52s lido %s, gravado %s, desfeito %s  limite < %s: %s\n", fmt.Sprintf("extrato OFX de %d linhas (%d já lançadas)", statementLines, statementKnown),
		previewed.Round(time.Millisecond), committed.Round(time.Millisecond), undone.Round(time.Millisecond), statementBudget, verdict)
	return nil
}
