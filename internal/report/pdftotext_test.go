package report

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"patrimonio/internal/financing"
	"patrimonio/internal/model"
)

// pdftotextPath is Debian's poppler-utils, installed by `make pdftotext` (a prerequisite of test-go).
const pdftotextPath = "/usr/bin/pdftotext"

// maxMoney is the largest amount the PDF's money columns are sized for: R$ 999.999.999,99.
const maxMoney model.Money = 99_999_999_999

// TestPDFAmountsWholeAtTheLargest writes every report with R$ 999.999.999,99 totals (and −R$ 999.999.999,98
// results) and reads each PDF back with pdftotext: every amount, day and percentage of every cell is found
// whole, as many times as the cells hold it.
func TestPDFAmountsWholeAtTheLargest(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(pdftotextPath); err != nil {
		t.Skip("pdftotext is not installed at " + pdftotextPath + " (make pdftotext installs Debian's poppler-utils)")
	}
	day := date("2026-09-30")
	full := model.NetWorth{Assets: maxMoney, Vehicles: maxMoney, Cash: maxMoney, Debts: maxMoney, Net: maxMoney}
	empty := model.NetWorth{Assets: 0, Net: 0}
	reports := map[string][]Section{
		"assets": Assets([]model.ReportAsset{
			{Description: "Fazenda Santa Luzia com sede, galpões e 1.200 hectares de lavoura", Type: model.AssetRealEstate,
				Status: model.AssetRented, AcquisitionDate: date("2001-01-02"), AcquisitionValue: maxMoney, Value: maxMoney},
			{Description: "Edifício comercial", Type: model.AssetOther, Status: model.AssetExchanged, AcquisitionDate: date("2002-02-03"),
				AcquisitionValue: maxMoney, Value: maxMoney, LeftOn: date("2026-08-01"), LeftValue: 1},
		}, day),
		"debts": {Debts([]model.Debt{{CreditorName: "Banco Nacional de Desenvolvimento Econômico e Social", Category: model.DebtFinancing,
			Status: model.DebtOverdue, OriginalAmount: maxMoney, CurrentAmount: maxMoney, DueDate: date("2026-01-05")}}, day)},
		"cashflow": {Cashflow([]model.CashEvent{
			{Kind: model.CashAsset, Description: "Aquisição de ativo: Fazenda Santa Luzia", Date: date("2026-09-02"), Amount: -maxMoney},
			{Kind: model.CashAsset, Description: "Venda de ativo: Fazenda Boa Vista", Date: date("2026-09-01"), Amount: maxMoney},
		})},
		"networth": Networth([]NetWorthMonth{{Month: date("2026-09-01"), Opening: empty, Closing: full, Open: true}}),
		// A financing's schedule with every column: a correction, an extraordinary amortization, a grace month.
		"schedule": {Schedule([]financing.DatedInstallment{
			{Installment: financing.Installment{Number: 1, Interest: maxMoney, Balance: maxMoney, Correction: maxMoney, Grace: true},
				DueDate: date("2026-01-05"), Status: financing.InstallmentPaid},
			{Installment: financing.Installment{Number: 600, Payment: maxMoney, Interest: 1, Amortization: maxMoney - 1, Extra: maxMoney,
				Balance: 0}, DueDate: date("2075-12-05"), Status: financing.InstallmentOverdue, Paid: maxMoney},
		})},
	}
	for name, sections := range reports {
		doc := testDoc(sections...)
		var buf bytes.Buffer
		if err := WritePDF(&buf, doc); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), name+".pdf")
		if err := os.WriteFile(file, buf.Bytes(), 0o600); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(pdftotextPath, "-layout", file, "-").Output()
		if err != nil {
			t.Fatalf("%s: pdftotext: %v", name, err)
		}
		text := string(out)
		want := map[string]int{}
		for _, s := range sections {
			for _, row := range append(append([][]Cell{}, s.Rows...), s.Totals...) {
				for _, c := range row {
					if c.Kind != Text {
						want[display(c)]++
					}
				}
			}
		}
		if want["R$ 999.999.999,99"] == 0 {
			t.Fatalf("%s: no cell at R$ 999.999.999,99", name)
		}
		for s, n := range want {
			// Count whole occurrences only: "R$ 999.999.999,99" inside "-R$ 999.999.999,99" is another amount.
			got := strings.Count(text, " "+s) + strings.Count(text, "\n"+s)
			if strings.HasPrefix(text, s) {
				got++
			}
			if got < n {
				t.Errorf("%s: %q found whole %d times, want %d:\n%s", name, s, got, n, text)
			}
		}
	}
}
