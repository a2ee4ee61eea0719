package sheet_test

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"hash/crc32"
	"runtime"
	"strings"
	"testing"

	"patrimonio/internal/sheet"
)

// withPart is the XLSX LibreOffice wrote (testdata/ativos.xlsx) with one part more, or one replaced: name holds
// content, and declares size (0: the content's own) — a part may claim what it is not.
func withPart(t *testing.T, name string, content []byte, size uint64) []byte {
	t.Helper()
	in, err := zip.NewReader(bytes.NewReader(read(t, "ativos.xlsx")), int64(len(read(t, "ativos.xlsx"))))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	w := zip.NewWriter(&out)
	for _, f := range in.File {
		if f.Name != name {
			if err := w.Copy(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	var packed bytes.Buffer
	fw, _ := flate.NewWriter(&packed, flate.BestSpeed)
	fw.Write(content)
	fw.Close()
	if size == 0 {
		size = uint64(len(content))
	}
	raw, err := w.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Deflate, CRC32: crc32.ChecksumIEEE(content),
		CompressedSize64: uint64(packed.Len()), UncompressedSize64: size})
	if err != nil {
		t.Fatal(err)
	}
	raw.Write(packed.Bytes())
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// sharedStrings is a shared-string table of one string of n letters.
func sharedStrings(n int) []byte {
	return []byte(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>` +
		strings.Repeat("a", n) + `</t></si></sst>`)
}

// allocated is what reading data allocated, all of it (the runtime's TotalAlloc), and the error it gave.
func allocated(data []byte) (uint64, error) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := sheet.Read(bytes.NewReader(data), limits)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, err
}

// TestBombsRefusedWithinBudget: the uploads of issue 36's table, built here a few KB each — an XLSX whose extra part
// declares 1 GB or 4 GB (100 real bytes), one with 200 MB of real zeros, one whose shared string is 100 MB, a CSV
// whose header has 1 000 000 columns, a CSV of 20 001 rows — are refused by their limit before they grow, each having
// allocated no more than a few times its own size (the runtime's count of every byte allocated, not a timing); a sheet
// at the limits reads.
func TestBombsRefusedWithinBudget(t *testing.T) {
	// Not parallel: the memory count is the process's.
	zeros := make([]byte, 200<<20)
	header := strings.Repeat("c;", 1_000_000) + "c\n"
	rows := "Descrição;Valor\n" + strings.Repeat("Sala;1\n", 20_001)
	for _, c := range []struct {
		name   string
		data   []byte
		want   error
		budget uint64
	}{
		{"media part declaring 1 GB", withPart(t, "xl/media/image1.png", bytes.Repeat([]byte{7}, 100), 1<<30), sheet.ErrTooLarge, 1 << 20},
		{"media part declaring 4 GB", withPart(t, "xl/media/image1.png", bytes.Repeat([]byte{7}, 100), 4<<30), sheet.ErrTooLarge, 1 << 20},
		{"200 MB of zeros", withPart(t, "xl/media/zeros.bin", zeros, 0), sheet.ErrTooLarge, 4 << 20},
		{"shared string of 100 MB", withPart(t, "xl/sharedStrings.xml", sharedStrings(100<<20), 0), sheet.ErrTooLarge, 4 << 20},
		{"CSV header of 1 000 000 columns", []byte(header + strings.Repeat("a;1\n", 20_000)), sheet.ErrTooManyColumns, 16 << 20},
		{"CSV of 20 001 rows", []byte(rows), sheet.ErrTooManyRows, 16 << 20},
	} {
		used, err := allocated(c.data)
		if !errors.Is(err, c.want) {
			t.Errorf("%s (%d KB): %v, want %v", c.name, len(c.data)>>10, err, c.want)
		}
		if used > c.budget {
			t.Errorf("%s (%d KB): allocated %d KB reading it, budget %d KB", c.name, len(c.data)>>10, used>>10, c.budget>>10)
		}
		t.Logf("%s: %d KB sent, %d KB allocated, %v", c.name, len(c.data)>>10, used>>10, err)
	}

	// At the limits: 20 000 rows of 200 columns read.
	line := strings.Repeat("x;", 199) + "x\n"
	tab, err := sheet.Read(strings.NewReader(strings.Repeat(line, 20_001)), limits)
	if err != nil || len(tab.Rows) != 20_000 || len(tab.Header) != 200 {
		t.Fatalf("a sheet at the limits: %v, %d rows", err, len(tab.Rows))
	}
	// A record of more fields than a spreadsheet program has columns is refused before it is parsed, blank or not.
	if _, err := sheet.Read(strings.NewReader("a;b\n"+strings.Repeat(";", 20_000)+"\n"), limits); !errors.Is(err, sheet.ErrTooManyColumns) {
		t.Fatalf("a record of 20 001 blank fields: %v", err)
	}
	// Blank cells at a line's end do not count: 300 columns of which the first 2 are filled read.
	if tab, err := sheet.Read(strings.NewReader("a;b"+strings.Repeat(";", 298)+"\n1;2"+strings.Repeat(";", 298)+"\n"), limits); err != nil || len(tab.Header) != 2 {
		t.Fatalf("a sheet padded with blank columns: %v %+v", err, tab.Header)
	}
	// A part that unzips past what it declares stops the reading; nothing past the declared size is taken.
	lying := withPart(t, "xl/sharedStrings.xml", sharedStrings(8<<20), 1000)
	if _, err := sheet.Read(bytes.NewReader(lying), limits); err == nil {
		t.Fatal("a part that unzips past its declared size was read")
	}
}

// TestFormulasWrittenAsText: a CSV Write puts an apostrophe before what a spreadsheet program would run — = + @ and a
// - that is not a negative amount — and Read takes it off, so a sheet reads back as it was written.
func TestFormulasWrittenAsText(t *testing.T) {
	t.Parallel()
	rows := [][]string{{"Descrição", "Valor"}, {"=HYPERLINK(\"http://x\")", "-1.234,56"}, {"-2+3", "-R$ 10,00"}, {"+55 11 5555-0000", "@SUM(A1)"}}
	var out bytes.Buffer
	if err := sheet.Write(&out, sheet.CSV, rows); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"'=HYPERLINK(""http://x"")"`, "'-2+3", "'+55 11", "'@SUM", ";-1.234,56", ";-R$ 10,00"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the CSV lacks %q:\n%s", want, out.String())
		}
	}
	tab, err := sheet.Read(&out, limits)
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range tab.Rows {
		if strings.Join(row.Values, "|") != strings.Join(rows[i+1], "|") {
			t.Errorf("row %d read back as %q, written %q", i+1, row.Values, rows[i+1])
		}
	}
}
