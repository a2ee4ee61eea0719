package report

import (
	"strings"
	"testing"

	"patrimonio/internal/model"
)

// TestYearEndSectionsAndDiscrimination: the position's totals on both days, the year's sale and its gain, and a
// discriminação that says what the asset is, where, how it was registered, when and for how much it was acquired
// and its improvements.
func TestYearEndSectionsAndDiscrimination(t *testing.T) {
	day := func(s string) model.Date {
		d, err := model.ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	warehouse := model.YearEndAsset{Description: "Galpão", Type: model.AssetRealEstate, IRPFCode: "01-19",
		Details: model.AssetDetails{Address: "Rua das Indústrias, 100", ZipCode: "06460040", City: "Barueri", State: "SP",
			RegistrationNumber: "123.456", RegistryOffice: "1º RI de Barueri"},
		AcquisitionDate: day("2024-03-10"), AcquisitionValue: 500_000_00, CostBefore: 550_000_00, CostAfter: 580_000_00,
		ImprovementsAfter: 80_000_00}
	land := model.YearEndAsset{Description: "Terreno", IRPFCode: "01-13", AcquisitionDate: day("2025-02-01"),
		AcquisitionValue: 200_000_00, CostAfter: 200_000_00}
	office := model.YearEndAsset{Description: "Sala comercial", IRPFCode: "01-15", AcquisitionDate: day("2023-01-10"),
		AcquisitionValue: 150_000_00, CostBefore: 150_000_00, LeftOn: day("2025-09-30"), LeftBy: "sale",
		SaleValue: 190_000_00, CostAtExit: 150_000_00}
	bank := model.YearEndBalance{IRPFCode: "06-01", Before: 10_000_00, After: 12_500_00, Account: &model.Account{Name: "Itaú",
		Kind: model.AccountChecking, BankName: "Itaú Unibanco", Agency: "1234", Number: "56789-0"}}
	till := model.YearEndBalance{IRPFCode: "06-10", After: 300_00, Account: &model.Account{Name: "Caixa da loja", Kind: model.AccountCash}}
	credit := model.YearEndBalance{IRPFCode: "05-02", After: 30_000_00, Receivable: &model.Receivable{Description: "Venda de Sala comercial",
		DebtorName: "Caio Prado", SaleDate: day("2025-09-30"), SaleValue: 190_000_00, DownPayment: 40_000_00}}
	sections := YearEnd([]model.YearEndAsset{warehouse, land, office}, []model.YearEndBalance{bank, till, credit},
		day("2024-12-31"), day("2025-12-31"))
	if total := sections[0].Totals[0]; total[0].Text != "Total (6 itens)" || total[3].Money != 710_000_00 || total[4].Money != 822_800_00 {
		t.Errorf("totals %+v", total)
	}
	// In the order of group and code: the land, the office, the warehouse, the credit, the bank, the till.
	var codes []string
	for _, row := range sections[0].Rows {
		codes = append(codes, row[0].Text+"-"+row[1].Text)
	}
	if strings.Join(codes, " ") != "01-13 01-15 01-19 05-02 06-01 06-10" {
		t.Errorf("rows in the order %v", codes)
	}
	for text, want := range map[string]string{
		BalanceDiscrimination(bank): "Itaú: conta corrente no Itaú Unibanco, agência 1234, conta 56789-0.",
		BalanceDiscrimination(till): "Caixa da loja: dinheiro em espécie.",
		BalanceDiscrimination(credit): "Venda de Sala comercial, a Caio Prado, em 30/09/2025 por " +
			model.Money(190_000_00).BRL() + " (entrada de " + model.Money(40_000_00).BRL() + "). Saldo do principal a receber.",
	} {
		if text != want {
			t.Errorf("discriminação %q, want %q", text, want)
		}
	}
	if len(sections[1].Rows) != 1 || sections[1].Totals[0][4].Money != 40_000_00 {
		t.Errorf("the year's sales: %+v %+v", sections[1].Rows, sections[1].Totals)
	}
	text := Discrimination(warehouse)
	for _, part := range []string{"Galpão, Rua das Indústrias, 100", "CEP 06460-040", "Barueri/SP", "matrícula 123.456",
		"1º RI de Barueri", "Adquirido em 10/03/2024 por " + model.Money(500_000_00).BRL(),
		"benfeitorias de " + model.Money(80_000_00).BRL()} {
		if !strings.Contains(text, part) {
			t.Errorf("discriminação %q lacks %q", text, part)
		}
	}
	if text := Discrimination(office); !strings.HasSuffix(text, "Vendido em 30/09/2025 por "+model.Money(190_000_00).BRL()+".") {
		t.Errorf("the sale in the discriminação: %q", text)
	}
}
