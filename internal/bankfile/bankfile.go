// Package bankfile reads the statements Brazilian banks let their customers download — OFX 1.x (SGML, usually in
// Windows-1252 with unclosed tags and dates like 20261005000000[-3:BRT]) and 2.x (XML), and CSV laid out as each
// bank likes, with the columns a person confirms — into dated, signed lines, each with a key that names it across
// overlapping statements.
package bankfile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/aclindsa/ofxgo"
	"golang.org/x/text/encoding/charmap"

	"patrimonio/internal/model"
	"patrimonio/internal/sheet"
)

// The formats read, as model.BankFile names them.
const (
	OFX = "ofx"
	CSV = "csv"
)

// Errors of a file that cannot be read, in the words shown to the person who sent it.
var (
	ErrEmpty      error = &model.InvalidInput{Message: "O arquivo está vazio."}
	ErrUnknown    error = &model.InvalidInput{Message: "Formato não reconhecido: envie o extrato em OFX ou CSV, como o banco o gera."}
	ErrNoLines    error = &model.InvalidInput{Message: "O extrato não tem lançamentos."}
	ErrBadOFX     error = &model.InvalidInput{Message: "Extrato OFX ilegível: confira se o arquivo é o que o banco gerou, sem alterações."}
	ErrNoStmt     error = &model.InvalidInput{Message: "O arquivo OFX não tem extrato de conta corrente, poupança ou cartão."}
	ErrTooMany          = errors.New("bankfile: more lines than the limit")
	errNotCentavo       = &model.InvalidInput{Message: "O extrato tem um valor com mais de duas casas decimais."}
)

// IsOFX reports whether data looks like an OFX file (its SGML header or its XML processing instruction).
func IsOFX(data []byte) bool {
	head := bytes.ToUpper(bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")), " \t\r\n"))
	if len(head) > 512 {
		head = head[:512]
	}
	return bytes.HasPrefix(head, []byte("OFXHEADER")) || bytes.HasPrefix(head, []byte("<?XML")) && bytes.Contains(head, []byte("OFXHEADER")) ||
		bytes.HasPrefix(head, []byte("<OFX>"))
}

// ReadOFX reads an OFX statement of a bank account or a credit card, with at most maxLines lines (ErrTooMany).
func ReadOFX(data []byte, maxLines int) (model.BankFile, error) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if len(bytes.TrimSpace(data)) == 0 {
		return model.BankFile{}, ErrEmpty
	}
	if !utf8.Valid(data) { // the SGML banks write in Windows-1252 (a superset of ISO-8859-1's letters)
		decoded, err := charmap.Windows1252.NewDecoder().Bytes(data)
		if err != nil {
			return model.BankFile{}, ErrBadOFX
		}
		data = decoded
	}
	// A bank's file with no header is read as SGML, as the banks that leave it out write it.
	if head := bytes.TrimLeft(data, " \t\r\n"); bytes.HasPrefix(bytes.ToUpper(head), []byte("<OFX>")) {
		data = append([]byte(sgmlHeader), head...)
	}
	if count := bytes.Count(bytes.ToUpper(data), []byte("<STMTTRN>")); count > maxLines {
		return model.BankFile{}, ErrTooMany
	}
	resp, err := parseOFX(data)
	if err != nil {
		return model.BankFile{}, ErrBadOFX
	}
	st := model.BankFile{Format: OFX}
	var list *ofxgo.TransactionList
	var balance *ofxgo.Amount
	var asOf *ofxgo.Date
	switch {
	case len(resp.Bank) > 0:
		s, ok := resp.Bank[0].(*ofxgo.StatementResponse)
		if !ok {
			return model.BankFile{}, ErrNoStmt
		}
		st.AccountNumber, list = string(s.BankAcctFrom.AcctID), s.BankTranList
		balance, asOf = &s.BalAmt, &s.DtAsOf
	case len(resp.CreditCard) > 0:
		s, ok := resp.CreditCard[0].(*ofxgo.CCStatementResponse)
		if !ok {
			return model.BankFile{}, ErrNoStmt
		}
		st.AccountNumber, list = string(s.CCAcctFrom.AcctID), s.BankTranList
		balance, asOf = &s.BalAmt, &s.DtAsOf
	default:
		return model.BankFile{}, ErrNoStmt
	}
	if list == nil || len(list.Transactions) == 0 {
		return model.BankFile{}, ErrNoLines
	}
	st.Start, st.End = dayOf(list.DtStart), dayOf(list.DtEnd)
	if !asOf.IsZero() {
		closing, err := centavos(balance)
		if err != nil {
			return model.BankFile{}, err
		}
		st.Closing, st.ClosingDate = &closing, dayOf(*asOf)
	}
	seen := map[string]int{}
	for _, t := range list.Transactions {
		amount, err := centavos(&t.TrnAmt)
		if err != nil {
			return model.BankFile{}, err
		}
		line := model.BankLine{Date: dayOf(t.DtPosted), Amount: amount, Description: describe(string(t.Name), string(t.Memo))}
		if line.Date.IsZero() {
			return model.BankFile{}, ErrBadOFX
		}
		if id := strings.TrimSpace(string(t.FiTID)); id != "" {
			line.Key = "ofx:" + id
		} else {
			line.Key = hashKey(line, seen)
		}
		st.Lines = append(st.Lines, line)
	}
	widen(&st)
	return st, nil
}

// parseOFX parses an OFX file. An SGML one is first closed into XML (closeSGML), which ofxgo reads at once — its
// SGML reader looks up each of a line's tokens in a list of 700 leaf elements, 3,8 s for 10 000 lines —; when that
// is not well-formed (an empty leaf before another element), the SGML reader reads the file as it came.
func parseOFX(data []byte) (*ofxgo.Response, error) {
	if asXML, ok := closeSGML(data); ok {
		if resp, err := ofxgo.ParseResponse(bytes.NewReader(asXML)); err == nil {
			return resp, nil
		}
	}
	return ofxgo.ParseResponse(bytes.NewReader(data))
}

// closeSGML writes an OFX 1.x file as OFX 2.2 XML: its SGML header becomes the XML one, each leaf element — a start
// tag followed by text — gets its end tag where the file left it out, and a lone '&' is escaped. ok is false for
// a file that is not SGML.
func closeSGML(data []byte) (out []byte, ok bool) {
	start := bytes.IndexByte(data, '<')
	if start < 0 || !bytes.Contains(data[:start], []byte("OFXHEADER:")) {
		return nil, false
	}
	body := data[start:]
	var b bytes.Buffer
	b.Grow(len(body) + len(body)/4)
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		`<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>` + "\n")
	for len(body) > 0 {
		open := bytes.IndexByte(body, '<')
		if open < 0 {
			break
		}
		closeAt := bytes.IndexByte(body[open:], '>')
		if closeAt < 0 {
			return nil, false
		}
		tag := body[open+1 : open+closeAt]
		b.Write(body[open : open+closeAt+1])
		body = body[open+closeAt+1:]
		if len(tag) == 0 || tag[0] == '/' || tag[0] == '?' || tag[0] == '!' {
			continue
		}
		next := bytes.IndexByte(body, '<')
		if next < 0 {
			next = len(body)
		}
		text := bytes.TrimSpace(body[:next])
		if len(text) == 0 {
			continue // an aggregate: its elements follow
		}
		writeEscaped(&b, text)
		body = body[next:]
		end := append([]byte("</"), append(tag, '>')...)
		if bytes.HasPrefix(body, end) {
			continue // closed in the file: the loop writes it
		}
		b.Write(end)
	}
	return b.Bytes(), true
}

// writeEscaped writes an SGML leaf's text as XML text: '&' that starts no entity, and '<', '>' escaped.
func writeEscaped(b *bytes.Buffer, text []byte) {
	for i, c := range text {
		switch {
		case c == '&' && !startsEntity(text[i:]):
			b.WriteString("&amp;")
		case c == '>':
			b.WriteString("&gt;")
		default:
			b.WriteByte(c)
		}
	}
}

// startsEntity reports whether s begins with an XML entity or character reference (&amp; &#39; &#x27;).
func startsEntity(s []byte) bool {
	semi := bytes.IndexByte(s, ';')
	if semi < 2 || semi > 10 {
		return false
	}
	for _, c := range s[1:semi] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '#') {
			return false
		}
	}
	return true
}

// sgmlHeader is the OFX 1.0.2 header put before a file that has none.
const sgmlHeader = "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\n" +
	"COMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n"

// dayOf is the calendar day of an OFX date where the bank wrote it (its [-3:BRT] zone), zero when unset.
func dayOf(d ofxgo.Date) model.Date {
	if d.IsZero() {
		return model.Date{}
	}
	return model.DateOf(d.Time)
}

// centavos is an OFX amount in centavos; more than two decimal places is refused.
func centavos(a *ofxgo.Amount) (model.Money, error) {
	c := new(big.Rat).Mul(&a.Rat, big.NewRat(100, 1))
	if !c.IsInt() || !c.Num().IsInt64() {
		return 0, errNotCentavo
	}
	return model.Money(c.Num().Int64()), nil
}

// describe joins an OFX line's NAME and MEMO (Brazilian banks put the text in either, or both).
func describe(name, memo string) string {
	name, memo = clean(name), clean(memo)
	switch {
	case name == "" || strings.EqualFold(name, memo) || strings.Contains(strings.ToLower(memo), strings.ToLower(name)):
		return memo
	case memo == "":
		return name
	default:
		return clean(name + " · " + memo)
	}
}

// maxDescription is the longest description a line keeps, as long as a movement's.
const maxDescription = 200

// clean is s with its spaces collapsed, cut to maxDescription characters.
func clean(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > maxDescription {
		s = strings.TrimSpace(string(r[:maxDescription]))
	}
	return s
}

// hashKey names a line that carries no id of the bank's: a hash of its day, amount and description and of how
// many lines just like it the file had before it (two equal Pix on one day are two lines, and a statement that
// overlaps this one says them in the same order).
func hashKey(l model.BankLine, seen map[string]int) string {
	what := fmt.Sprintf("%s|%d|%s", l.Date, l.Amount, strings.ToLower(l.Description))
	n := seen[what]
	seen[what] = n + 1
	sum := sha256.Sum256(fmt.Appendf(nil, "%s|%d", what, n))
	return "hash:" + hex.EncodeToString(sum[:16])
}

// widen sets a period the file left out to its lines' first and last days.
func widen(st *model.BankFile) {
	for _, l := range st.Lines {
		if st.Start.IsZero() || l.Date.Before(st.Start) {
			st.Start = l.Date
		}
		if st.End.IsZero() || st.End.Before(l.Date) {
			st.End = l.Date
		}
	}
}

// Columns are the columns of a CSV statement, by their header's names: the day, the description, and either a
// signed amount or separate credit and debit columns (a debit is money out whatever its sign).
type Columns struct {
	Date        string `json:"date"`
	Description string `json:"description"`
	Amount      string `json:"amount,omitempty"`
	Credit      string `json:"credit,omitempty"`
	Debit       string `json:"debit,omitempty"`
}

// Table is a CSV statement as read, before its columns are chosen.
type Table = sheet.Table

// ReadTable reads a CSV file into its header and rows, at most maxLines of them (ErrTooMany).
func ReadTable(data []byte, maxLines int) (Table, error) {
	if len(bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")))) == 0 {
		return Table{}, ErrEmpty
	}
	if bytes.HasPrefix(data, []byte("PK\x03\x04")) || bytes.IndexByte(data, 0) >= 0 {
		return Table{}, ErrUnknown
	}
	t, err := sheet.Read(bytes.NewReader(data), sheet.Limits{Rows: maxLines, Columns: 64})
	switch {
	case errors.Is(err, sheet.ErrTooManyRows):
		return Table{}, ErrTooMany
	case errors.Is(err, sheet.ErrTooManyColumns):
		return Table{}, ErrUnknown
	case err != nil:
		return Table{}, err
	}
	return t, nil
}

// Guess is the columns a statement's header names, by the words the banks use; fields it finds no column for are
// empty.
func Guess(header []string) Columns {
	var c Columns
	find := func(dst *string, words ...string) {
		for _, h := range header {
			n := model.SearchKey(h)
			for _, w := range words {
				if *dst == "" && strings.Contains(n, w) {
					*dst = h
				}
			}
		}
	}
	find(&c.Date, "data")
	find(&c.Description, "historico", "descricao", "lancamento", "detalhe", "memo")
	find(&c.Credit, "credito", "entrada")
	find(&c.Debit, "debito", "saida")
	if c.Credit == "" || c.Debit == "" {
		c.Credit, c.Debit = "", ""
		find(&c.Amount, "valor", "quantia", "montante")
	}
	if c.Description == c.Date { // 'Data Lançamento' names the day, not the text
		c.Description = ""
		for _, h := range header {
			if n := model.SearchKey(h); h != c.Date && (strings.Contains(n, "lancamento") || strings.Contains(n, "descricao") || strings.Contains(n, "historico")) {
				c.Description = h
				break
			}
		}
	}
	return c
}

// Missing is the first field c leaves without a column of header, in the words of the mapping form, or "".
func (c Columns) Missing(header []string) string {
	has := func(name string) bool {
		for _, h := range header {
			if name != "" && h == name {
				return true
			}
		}
		return false
	}
	switch {
	case !has(c.Date):
		return "Escolha a coluna da data."
	case !has(c.Description):
		return "Escolha a coluna da descrição."
	case c.Amount == "" && c.Credit == "" && c.Debit == "":
		return "Escolha a coluna do valor, ou as de crédito e débito."
	case c.Amount != "" && !has(c.Amount):
		return "Escolha a coluna do valor."
	case c.Amount == "" && (!has(c.Credit) || !has(c.Debit)):
		return "Escolha as colunas de crédito e de débito."
	}
	return ""
}

// balanceLine tells a CSV's balance lines ('SALDO ANTERIOR', 'S A L D O', 'Saldo do dia') from its movements.
func balanceLine(description string) bool {
	n := strings.ReplaceAll(model.SearchKey(description), " ", "")
	return strings.HasPrefix(n, "saldo")
}

// ReadCSV reads the lines of a CSV table with the columns c names (Missing(t.Header) must be ""): each row with
// an amount is a line, and balance rows are left out. A row that cannot be read is an error naming its line.
func ReadCSV(t Table, c Columns) (model.BankFile, error) {
	col := map[string]int{}
	for i, h := range t.Header {
		if _, dup := col[h]; !dup {
			col[h] = i
		}
	}
	value := func(r sheet.Row, name string) string {
		if i, ok := col[name]; ok && name != "" {
			return r.Values[i]
		}
		return ""
	}
	st := model.BankFile{Format: CSV}
	seen := map[string]int{}
	for _, r := range t.Rows {
		lineErr := func(err error) error {
			var bad *model.InvalidInput
			if errors.As(err, &bad) {
				return &model.InvalidInput{Message: fmt.Sprintf("Linha %d: %s", r.Line, bad.Message)}
			}
			return err
		}
		description := clean(value(r, c.Description))
		var amount model.Money
		var given bool
		if c.Amount != "" {
			v, ok, err := t.Amount(value(r, c.Amount))
			if err != nil {
				return model.BankFile{}, lineErr(err)
			}
			amount, given = v, ok
		} else {
			in, okIn, err := t.Amount(value(r, c.Credit))
			if err != nil {
				return model.BankFile{}, lineErr(err)
			}
			out, okOut, err := t.Amount(value(r, c.Debit))
			if err != nil {
				return model.BankFile{}, lineErr(err)
			}
			amount, given = abs(in)-abs(out), okIn || okOut
		}
		if !given || amount == 0 || balanceLine(description) {
			continue
		}
		day, err := t.Day(value(r, c.Date))
		if err != nil {
			return model.BankFile{}, lineErr(err)
		}
		if day.IsZero() {
			return model.BankFile{}, lineErr(&model.InvalidInput{Message: "sem data."})
		}
		line := model.BankLine{Date: day, Amount: amount, Description: description}
		line.Key = hashKey(line, seen)
		st.Lines = append(st.Lines, line)
	}
	if len(st.Lines) == 0 {
		return model.BankFile{}, ErrNoLines
	}
	widen(&st)
	return st, nil
}

func abs(m model.Money) model.Money {
	if m < 0 {
		return -m
	}
	return m
}
