package report

import (
	"bytes"
	"encoding/csv"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"patrimonio/internal/model"
)

func date(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

var (
	testAssets = []model.ReportAsset{
		{Description: "Apartamento em São Paulo", Type: model.AssetRealEstate, Status: model.AssetActive,
			AcquisitionValue: 50_000_000, Value: 62_345_678, AcquisitionDate: date("2020-03-10")},
		{Description: "=Galpão (fórmula?)", Type: model.AssetOther, Status: model.AssetSold,
			AcquisitionValue: 1_000_000, Value: 950_000, AcquisitionDate: date("2021-07-01"), LeftOn: date("2026-10-12"), LeftValue: 900_000},
		{Description: "Terreno em Curitiba", Type: model.AssetRealEstate, Status: model.AssetRented,
			AcquisitionValue: 3_000_000, Value: 3_000_001, AcquisitionDate: date("2022-01-31")},
	}
	testDay   = date("2026-10-31")
	testDebts = []model.Debt{
		{CreditorName: "Banco do Brasil", Description: "Capital de giro", Category: model.DebtLoan, Status: model.DebtActive,
			OriginalAmount: 10_000_010, CurrentAmount: 8_000_005, DueDate: date("2030-12-01")},
		{CreditorName: "Caixa Econômica", Category: model.DebtFinancing, Status: model.DebtOverdue,
			OriginalAmount: 500_000, CurrentAmount: 123_456, DueDate: date("2026-01-05")},
		{CreditorName: "Fornecedor Ação", Category: model.DebtAccountPayable, Status: model.DebtPaid,
			OriginalAmount: 99, CurrentAmount: 0, DueDate: date("2025-06-30")},
	}
)

func testDoc(sections ...Section) Document {
	return Document{
		Brand:       Brand{CompanyName: "Construções Araújo & Filhos", PrimaryColor: "#0F766E", SecondaryColor: "#134E4A"},
		Title:       "Relatório de Ativos — outubro de 2026",
		Period:      "Mensal · 01/10/2026 a 31/10/2026",
		GeneratedAt: time.Date(2026, 11, 2, 15, 4, 0, 0, time.UTC),
		Sections:    sections,
	}
}

func TestAppreciation(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		acq, cur model.Money
		want     model.Rate // in hundredths of a percent
	}{{100, 150, 5000}, {300, 301, 33}, {300, 299, -33}, {3, 2, -3333}, {200, 201, 50}, {200, 199, -50}, {8, 9, 1250}} {
		if got, ok := Appreciation(c.acq, c.cur); !ok || got != c.want*10_000 {
			t.Errorf("Appreciation(%d, %d) = %d, want %d", c.acq, c.cur, got, c.want)
		}
	}
	if _, ok := Appreciation(0, 10); ok {
		t.Error("appreciation without an acquisition value")
	}
	if got := brl(-123_456_789); got != "-R$ 1.234.567,89" {
		t.Errorf("brl = %q", got)
	}
	if got := brl(5); got != "R$ 0,05" {
		t.Errorf("brl = %q", got)
	}
}

// readCSV checks the BOM, the separators and the line ends, and returns the records.
func readCSV(t *testing.T, doc Document) [][]string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteCSV(&buf, doc); err != nil {
		t.Fatal(err)
	}
	raw := buf.String()
	if !strings.HasPrefix(raw, "\ufeffEmpresa;") {
		t.Fatalf("no BOM or header: %q", raw[:20])
	}
	if strings.Count(raw, "\r\n") != strings.Count(raw, "\n") {
		t.Fatal("lines not ended with CRLF")
	}
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(raw, "\ufeff")))
	r.Comma, r.FieldsPerRecord = ';', -1
	records, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return records
}

// rowsAfter returns the records after the column-title row that starts with first.
func rowsAfter(t *testing.T, records [][]string, first string) [][]string {
	for i, r := range records {
		if r[0] == first {
			return records[i+1:]
		}
	}
	t.Fatalf("no row %q in %v", first, records)
	return nil
}

func TestAssetsCSV(t *testing.T) {
	t.Parallel()
	records := readCSV(t, testDoc(Assets(testAssets, testDay)...))
	if records[0][1] != "Construções Araújo & Filhos" || records[1][1] != "Relatório de Ativos — outubro de 2026" {
		t.Fatalf("header block: %v", records[:4])
	}
	rows := rowsAfter(t, records, "Descrição")
	want := [][]string{
		{"Apartamento em São Paulo", "Imóvel", "Ativo", "10/03/2020", "500000,00", "623456,78", "24,69"},
		{"Terreno em Curitiba", "Imóvel", "Alugado", "31/01/2022", "30000,00", "30000,01", "0,00"},
		{"Em patrimônio (2 ativos)", "", "", "", "530000,00", "653456,79", "23,29"},
		{"Vendidos e permutados no período"},
		{"Descrição", "Situação", "Data", "Valor de aquisição", "Valor de venda", "Resultado", "Resultado (%)"},
		{"'=Galpão (fórmula?)", "Vendido", "12/10/2026", "10000,00", "9000,00", "-1000,00", "-10,00"},
		{"Total (1 ativo)", "", "", "10000,00", "9000,00", "-1000,00", "-10,00"},
	}
	for i, w := range want {
		if strings.Join(rows[i], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, rows[i], w)
		}
	}
}

func TestDebtsCSV(t *testing.T) {
	t.Parallel()
	rows := rowsAfter(t, readCSV(t, testDoc(Debts(testDebts, testDay))), "Credor")
	want := [][]string{
		{"Banco do Brasil — Capital de giro", "Empréstimo", "01/12/2030", "Ativo", "100000,10", "80000,05"},
		{"Caixa Econômica", "Financiamento", "05/01/2026", "Em Atraso", "5000,00", "1234,56"},
		{"Fornecedor Ação", "Conta a Pagar", "30/06/2025", "Pago", "0,99", "0,00"},
		{"Total (3 dívidas)", "", "", "", "105001,09", "81234,61"},
		{"Em aberto (2 dívidas)", "", "", "", "", "81234,61"},
		{"Em atraso (1 dívida)", "", "", "", "", "1234,56"},
		{"Quitadas (1 dívida)", "", "", "", "", ""},
	}
	for i, w := range want {
		if strings.Join(rows[i], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, rows[i], w)
		}
	}
}

// openXLSX writes doc and opens it again with excelize.
func openXLSX(t *testing.T, doc Document) *excelize.File {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteXLSX(&buf, doc); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// numberAt finds the row whose first cell is label and returns the number in column col (1-based).
func numberAt(t *testing.T, f *excelize.File, label string, col int) float64 {
	t.Helper()
	rows, err := f.GetRows(sheetName)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if len(r) > 0 && r[0] == label {
			cell, _ := excelize.CoordinatesToCellName(col, i+1)
			raw, err := f.GetCellValue(sheetName, cell, excelize.Options{RawCellValue: true})
			if err != nil {
				t.Fatal(err)
			}
			v, err := strconv.ParseFloat(raw, 64)
			if err != nil {
				t.Fatalf("%s (%s) is not a number: %q", cell, label, raw)
			}
			return v
		}
	}
	t.Fatalf("no row %q", label)
	return 0
}

func TestAssetsXLSX(t *testing.T) {
	t.Parallel()
	f := openXLSX(t, testDoc(Assets(testAssets, testDay)...))
	if v, _ := f.GetCellValue(sheetName, "A1"); v != "Construções Araújo & Filhos" {
		t.Fatalf("A1 = %q", v)
	}
	if got := numberAt(t, f, "Em patrimônio (2 ativos)", 5); got != 530000.00 {
		t.Errorf("acquisition total %v", got)
	}
	if got := numberAt(t, f, "Total (1 ativo)", 5); got != 9000 {
		t.Errorf("sale total %v", got)
	}
	if got := numberAt(t, f, "Em patrimônio (2 ativos)", 6); got != 653456.79 {
		t.Errorf("held total %v", got)
	}
	if got := numberAt(t, f, "Apartamento em São Paulo", 7); got != 0.2469 {
		t.Errorf("appreciation %v", got)
	}
	// The acquisition date is a real date cell: a serial number shown as dd/mm/aaaa.
	if got := numberAt(t, f, "Apartamento em São Paulo", 4); got != 43900 {
		t.Errorf("date serial %v, want 43900 (2020-03-10)", got)
	}
	rows, _ := f.GetRows(sheetName)
	for i, r := range rows {
		if len(r) > 3 && r[0] == "Apartamento em São Paulo" {
			cell, _ := excelize.CoordinatesToCellName(4, i+1)
			if shown, _ := f.GetCellValue(sheetName, cell); shown != "10/03/2020" {
				t.Errorf("date shown as %q", shown)
			}
			cell, _ = excelize.CoordinatesToCellName(5, i+1)
			if typ, _ := f.GetCellType(sheetName, cell); typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
				t.Errorf("money cell type %v", typ)
			}
		}
	}
}

func TestDebtsXLSX(t *testing.T) {
	t.Parallel()
	f := openXLSX(t, testDoc(Debts(testDebts, testDay)))
	if got := numberAt(t, f, "Total (3 dívidas)", 5); got != 105001.09 {
		t.Errorf("original total %v", got)
	}
	if got := numberAt(t, f, "Em atraso (1 dívida)", 6); got != 1234.56 {
		t.Errorf("overdue total %v", got)
	}
}

// pdfText writes doc uncompressed, checks the file's start and returns it.
func pdfText(t *testing.T, doc Document) string {
	t.Helper()
	compressPDF = false
	defer func() { compressPDF = true }()
	var buf bytes.Buffer
	if err := WritePDF(&buf, doc); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", buf.Bytes()[:10])
	}
	return buf.String()
}

// cp1252 is how the core fonts carry text in the page content: 'ã' is one byte, never UTF-8's two.
func cp1252(s string) string {
	tr := map[rune]byte{'ç': 0xe7, 'ã': 0xe3, 'é': 0xe9, 'ú': 0xfa, 'í': 0xed, 'ô': 0xf4, 'ó': 0xf3, 'Í': 0xcd, '—': 0x97, 'á': 0xe1, 'ê': 0xea, 'õ': 0xf5}
	var b []byte
	for _, r := range s {
		if c, ok := tr[r]; ok {
			b = append(b, c)
		} else {
			b = append(b, string(r)...)
		}
	}
	return string(b)
}

func TestAssetsPDF(t *testing.T) {
	t.Parallel()
	text := pdfText(t, testDoc(Assets(testAssets, testDay)...))
	for _, want := range []string{"(" + cp1252("Construções Araújo & Filhos") + ")", "(R$ 653.456,79)", "(R$ 530.000,00)", "(12/10/2026)",
		"(" + cp1252("Relatório de Ativos — outubro de 2026") + ")", "(24,69%)", "(10/03/2020)", cp1252("(Página 1 de 1)")} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF lacks %q", want)
		}
	}
	if strings.Contains(text, "Constru\u00c3") {
		t.Error("UTF-8 bytes printed as cp1252")
	}
}

func TestDebtsPDF(t *testing.T) {
	t.Parallel()
	text := pdfText(t, testDoc(Debts(testDebts, testDay)))
	for _, want := range []string{"(" + cp1252("Construções Araújo & Filhos") + ")", "(R$ 105.001,09)", "(R$ 1.234,56)", "(Em Atraso)"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF lacks %q", want)
		}
	}
}

func TestPDFLogoAndManyPages(t *testing.T) {
	t.Parallel()
	img := image.NewRGBA(image.Rect(0, 0, 40, 20))
	img.Set(3, 3, color.RGBA{R: 200, A: 255})
	var pngBuf, jpgBuf, gifBuf bytes.Buffer
	png.Encode(&pngBuf, img)
	jpeg.Encode(&jpgBuf, img, nil)
	gif.Encode(&gifBuf, img, nil)
	many := make([]model.ReportAsset, 110)
	for i := range many {
		many[i] = testAssets[(i%2)*2] // held ones
	}
	for name, logo := range map[string][]byte{"png": pngBuf.Bytes(), "jpeg": jpgBuf.Bytes(), "gif": gifBuf.Bytes(), "broken png": pngBuf.Bytes()[:30], "none": nil} {
		doc := testDoc(Assets(many, testDay)...)
		doc.Brand.Logo = logo
		text := pdfText(t, doc)
		hasImage := strings.Contains(text, "/Subtype /Image")
		if wantImage := name == "png" || name == "jpeg"; hasImage != wantImage {
			t.Errorf("%s logo: image in PDF %v, want %v", name, hasImage, wantImage)
		}
		if !strings.Contains(text, cp1252("(Página 3 de 3)")) {
			t.Errorf("%s: 110 assets and the empty sales table should fill 3 numbered pages", name)
		}
	}
}

var testEvents = []model.CashEvent{ // newest first, as the ledger gives them
	{Kind: model.CashDebt, Description: "Pagamento de dívida: Banco Itaú", Date: date("2026-03-20"), Amount: -250_000},
	{Kind: model.CashVehicle, Description: "Venda de veículo: Fiat Strada", Date: date("2026-03-05"), Amount: 8_990_000},
	{Kind: model.CashAsset, Description: "Aquisição de ativo: Galpão em Joinville", Date: date("2026-03-01"), Amount: -12_345_678},
}

func nw(assets, vehicles, debts model.Money) model.NetWorth {
	return model.NetWorth{Assets: assets, Vehicles: vehicles, Debts: debts, Net: assets + vehicles - debts}
}

var testMonths = []NetWorthMonth{
	{Month: date("2026-01-01"), Opening: nw(100_000_00, 20_000_00, 30_000_00), Closing: nw(110_000_00, 20_000_00, 25_000_00)},
	{Month: date("2026-02-01"), Opening: nw(110_000_00, 20_000_00, 25_000_00), Closing: nw(110_000_00, 0, 40_000_00)},
}

func TestCashflowCSVAndXLSX(t *testing.T) {
	t.Parallel()
	rows := rowsAfter(t, readCSV(t, testDoc(Cashflow(testEvents))), "Data")
	want := [][]string{
		{"01/03/2026", "Aquisição de ativo: Galpão em Joinville", "Ativo", "", "123456,78", "-123456,78"},
		{"05/03/2026", "Venda de veículo: Fiat Strada", "Veículo", "89900,00", "", "-33556,78"},
		{"20/03/2026", "Pagamento de dívida: Banco Itaú", "Dívida", "", "2500,00", "-36056,78"},
		{"Totais do período (3 lançamentos)", "", "", "89900,00", "125956,78", "-36056,78"},
	}
	for i, w := range want {
		if strings.Join(rows[i], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, rows[i], w)
		}
	}
	f := openXLSX(t, testDoc(Cashflow(testEvents)))
	label := "Totais do período (3 lançamentos)"
	if in, out, net := numberAt(t, f, label, 4), numberAt(t, f, label, 5), numberAt(t, f, label, 6); in != 89900 || out != 125956.78 || net != -36056.78 {
		t.Errorf("XLSX totals %v %v %v", in, out, net)
	}
	text := pdfText(t, testDoc(Cashflow(testEvents)))
	for _, want := range []string{"(-R$ 36.056,78)", "(R$ 125.956,78)", "(" + cp1252("Construções Araújo & Filhos") + ")"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF lacks %q", want)
		}
	}
}

func TestNetworthCSVAndXLSX(t *testing.T) {
	t.Parallel()
	records := readCSV(t, testDoc(Networth(testMonths)...))
	moves := rowsAfter(t, records, "Mês")
	want := [][]string{
		{"Janeiro/2026", "90000,00", "10000,00", "0,00", "0,00", "0,00", "5000,00", "15000,00", "105000,00"},
		{"Fevereiro/2026", "105000,00", "0,00", "-20000,00", "0,00", "0,00", "-15000,00", "-35000,00", "70000,00"},
		{"Período", "90000,00", "10000,00", "-20000,00", "0,00", "0,00", "-10000,00", "-20000,00", "70000,00"},
	}
	for i, w := range want {
		if strings.Join(moves[i], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, moves[i], w)
		}
	}
	if got := strings.Join(rowsAfter(t, moves, "Mês")[1], "|"); got != "Fevereiro/2026|110000,00|0,00|0,00|0,00|40000,00|70000,00" {
		t.Errorf("closing composition %q", got)
	}
	f := openXLSX(t, testDoc(Networth(testMonths)...))
	if got := numberAt(t, f, "Período", 9); got != 70000 {
		t.Errorf("XLSX closing %v", got)
	}
	if got := numberAt(t, f, "Período", 8); got != -20000 {
		t.Errorf("XLSX change %v", got)
	}
	text := pdfText(t, testDoc(Networth(testMonths)...))
	for _, want := range []string{"(R$ 70.000,00)", "(-R$ 35.000,00)", "(" + cp1252("Composição no fechamento") + ")", "(" + cp1252("Construções Araújo & Filhos") + ")"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF lacks %q", want)
		}
	}
}

// TestCashflowSameDayInTheOrderTheyHappened: the ledger gives the events newest first, the events of one day
// too; the report lists them oldest first, the day's in the order they happened.
func TestCashflowSameDayInTheOrderTheyHappened(t *testing.T) {
	t.Parallel()
	events := []model.CashEvent{
		{Kind: model.CashAccount, Description: "Terceiro do dia", Date: date("2026-03-05"), Amount: -300},
		{Kind: model.CashAccount, Description: "Segundo do dia", Date: date("2026-03-05"), Amount: 200},
		{Kind: model.CashAccount, Description: "Primeiro do dia", Date: date("2026-03-05"), Amount: 100},
		{Kind: model.CashAccount, Description: "Dia anterior", Date: date("2026-03-04"), Amount: 50},
	}
	var got []string
	for _, r := range Cashflow(events).Rows {
		got = append(got, r[1].Text)
	}
	if want := "Dia anterior|Primeiro do dia|Segundo do dia|Terceiro do dia"; strings.Join(got, "|") != want {
		t.Errorf("order %q, want %q", strings.Join(got, "|"), want)
	}
}

// TestOpenPeriodIsAPosition: a period still open says the day it answers for; a closed one does not.
func TestOpenPeriodIsAPosition(t *testing.T) {
	t.Parallel()
	r := model.ReportRange{From: date("2026-10-01"), To: date("2026-12-31")}
	if got := PeriodText(model.PeriodQuarterly, r, date("2026-11-23")); got != "Trimestral · 01/10/2026 a 31/12/2026 · Posição em 23/11/2026" {
		t.Errorf("open: %q", got)
	}
	if got := PeriodText(model.PeriodQuarterly, r, date("2026-12-31")); got != "Trimestral · 01/10/2026 a 31/12/2026" {
		t.Errorf("closed: %q", got)
	}
}
