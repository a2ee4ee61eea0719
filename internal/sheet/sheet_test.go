package sheet_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patrimonio/internal/model"
	"patrimonio/internal/sheet"
)

// limits are the import's (internal/api).
var limits = sheet.Limits{Rows: 20_000, Columns: 200, Unzipped: 64 << 20}

// asset is what a row of the fixtures says, read through the Table's value readers.
type asset struct {
	description, kind string
	acquired, current model.Money
	day               string
	address           string
}

// The fixtures' rows, as typed into testdata/ativos.fods.
var want = []asset{
	{"Apartamento em São Paulo", "Imóvel", 1_234_567_89, 1_500_000_00, "2021-03-15", "Rua Açaí, 100 — Consolação"},
	{`Máquina de café "expresso"`, "Outros", 3_450_50, 2_100_00, "2023-12-01", ""},
	{"Galpão em Jundiaí", "Imóvel", 980_000_00, 1_050_000_10, "2019-02-28", "Av. Itatiba, 2.000"},
}

// TestFixturesWrittenByLibreOffice: the same sheet as LibreOffice Calc saves it in XLSX and exports it to CSV — ';'
// in UTF-8 (also with a BOM in front), ',' in Windows-1252 — reads to the same rows, accents, amounts in R$ and
// days exactly (testdata/make-fixtures.sh writes them).
func TestFixturesWrittenByLibreOffice(t *testing.T) {
	t.Parallel()
	utf8CSV := read(t, "ativos-utf8.csv")
	for name, data := range map[string][]byte{
		"ativos.xlsx":               read(t, "ativos.xlsx"),
		"ativos-utf8.csv":           utf8CSV,
		"ativos-utf8.csv with BOM":  append([]byte("\xEF\xBB\xBF"), utf8CSV...),
		"ativos-windows1252.csv":    read(t, "ativos-windows1252.csv"),
		"ativos-utf8.csv with CRLF": bytes.ReplaceAll(utf8CSV, []byte("\n"), []byte("\r\n")),
	} {
		t.Run(name, func(t *testing.T) {
			tab, err := sheet.Read(bytes.NewReader(data), limits)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(tab.Header, "|"); got != "Descrição|Tipo|Valor de aquisição|Valor atual|Data de aquisição|Endereço" {
				t.Fatalf("header %q", got)
			}
			if len(tab.Rows) != len(want) {
				t.Fatalf("%d rows, want %d", len(tab.Rows), len(want))
			}
			for i, row := range tab.Rows {
				v := row.Values
				acquired, _, err1 := tab.Amount(v[2])
				current, _, err2 := tab.Amount(v[3])
				day, err3 := tab.Day(v[4])
				if err := firstError(err1, err2, err3); err != nil {
					t.Fatalf("line %d: %v", row.Line, err)
				}
				got := asset{v[0], v[1], acquired, current, day.String(), v[5]}
				if got != want[i] || row.Line != i+2 {
					t.Errorf("line %d: %+v, want %+v (line %d)", row.Line, got, want[i], i+2)
				}
			}
		})
	}
}

func read(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// TestAmountsAndDays: how people write amounts and days in a Brazilian CSV, and what is refused with its message.
func TestAmountsAndDays(t *testing.T) {
	t.Parallel()
	csv, xlsx := sheet.Table{Format: sheet.CSV}, sheet.Table{Format: sheet.XLSX}
	for _, c := range []struct {
		tab  sheet.Table
		in   string
		want model.Money
		ok   bool
		err  string
	}{
		{csv, "R$ 1.234,56", 1_234_56, true, ""},
		{csv, "R$\u00a01.234,56", 1_234_56, true, ""},
		{csv, "1234,5", 1_234_50, true, ""},
		{csv, "1.234", 1_234_00, true, ""},
		{csv, "12.345.678", 12_345_678_00, true, ""},
		{csv, "-R$ 10,00", -10_00, true, ""},
		{csv, "R$ -10,00", -10_00, true, ""},
		{csv, "(1.234,56)", -1_234_56, true, ""},
		{csv, "1234.56", 1_234_56, true, ""}, // a decimal point, as some systems export
		{csv, "", 0, false, ""},
		{csv, "1,234", 0, false, `Valor inválido: "1,234". Use reais como 1.234,56.`},
		{csv, "dez reais", 0, false, `Valor inválido: "dez reais". Use reais como 1.234,56.`},
		{xlsx, "1234.5599999999999", 1_234_56, true, ""},
		{xlsx, "1.234", 1_23, true, ""}, // an XLSX cell stores the number itself
		{xlsx, "R$ 1.234,56", 1_234_56, true, ""},
	} {
		got, ok, err := c.tab.Amount(c.in)
		if fmt.Sprint(err) != c.err && !(err == nil && c.err == "") || got != c.want || ok != c.ok {
			t.Errorf("%s Amount(%q) = %d %v %v, want %d %v %q", c.tab.Format, c.in, got, ok, err, c.want, c.ok, c.err)
		}
	}
	for _, c := range []struct {
		tab       sheet.Table
		in, want  string
		errPrefix string
	}{
		{csv, "15/03/2021", "2021-03-15", ""},
		{csv, "5/3/2021", "2021-03-05", ""},
		{csv, "15-03-2021", "2021-03-15", ""},
		{csv, "2021-03-15", "2021-03-15", ""},
		{csv, "15/03/2021 00:00:00", "2021-03-15", ""},
		{csv, "", "", ""},
		{csv, "31/02/2021", "", `Data inválida: "31/02/2021". Use dd/mm/aaaa.`},
		{csv, "03/15/2021", "", `Data inválida: "03/15/2021". Use dd/mm/aaaa.`},
		{xlsx, "44270", "2021-03-15", ""},
		{xlsx, "15/03/2021", "2021-03-15", ""}, // a day typed as text
	} {
		got, err := c.tab.Day(c.in)
		if got.String() != c.want || fmt.Sprint(err) != c.errPrefix && !(err == nil && c.errPrefix == "") {
			t.Errorf("%s Day(%q) = %q %v, want %q %q", c.tab.Format, c.in, got, err, c.want, c.errPrefix)
		}
	}
}

// TestReadRefuses: what is not a spreadsheet, or has no header, gets its message; a separator is found from the
// header line, ignoring the ones inside quotes; short rows are padded and blank lines skipped with their numbers.
func TestReadRefuses(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":                  sheet.ErrEmpty.Error(),
		"\n;;\n":            sheet.ErrEmpty.Error(),
		"PK\x03\x04lixo":    sheet.ErrUnknown.Error(),
		"a;b\n\"aberta;x\n": "",
	} {
		_, err := sheet.Read(strings.NewReader(in), limits)
		if (want == "") != (err == nil) || err != nil && err.Error() != want {
			t.Errorf("Read(%q): %v, want %q", in, err, want)
		}
	}
	tab, err := sheet.Read(strings.NewReader("\"Nome, completo\",Valor\n\nAna,\"1,5\"\nBia\n"), limits)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Header[0] != "Nome, completo" || len(tab.Rows) != 2 || tab.Rows[0].Line != 3 || tab.Rows[1].Line != 4 ||
		tab.Rows[1].Values[1] != "" || tab.Rows[0].Values[1] != "1,5" {
		t.Fatalf("%+v", tab)
	}
}
