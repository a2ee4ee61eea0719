package demo

import (
	"context"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

type debtSpec struct{ creditor, description, payment string }

type debtCategory struct {
	category              model.DebtCategory
	low, high             float64 // original amount in reais
	rateLow, rateHigh     int     // monthly interest in hundredths of a percent
	installLow, installHi int
	specs                 []debtSpec
}

var debtCategories = []debtCategory{
	{model.DebtLoan, 60_000, 900_000, 120, 260, 12, 48, []debtSpec{
		{"Banco do Brasil", "Capital de giro", "Débito automático"},
		{"Caixa Econômica Federal", "Pronampe", "Débito automático"},
		{"Itaú Unibanco", "Empréstimo para reforma da sede", "Boleto"},
		{"Bradesco", "Capital de giro com garantia de recebíveis", "Débito automático"},
		{"Santander", "Conta garantida", "Débito automático"},
		{"BNDES", "BNDES Crédito Pequenas Empresas", "Boleto"},
		{"Sicoob", "Empréstimo para capital de giro", "Débito automático"},
		{"Sicredi", "Crédito para expansão da loja", "Boleto"},
		{"Banco Inter", "Empréstimo empresarial", "PIX"},
		{"BTG Pactual", "Cédula de crédito bancário", "Transferência"},
		{"Banco do Nordeste", "FNE Giro", "Boleto"},
		{"Banrisul", "Antecipação de recebíveis", "Débito automático"},
		{"Itaú Unibanco", "Empréstimo para compra de estoque", "Débito automático"},
		{"Caixa Econômica Federal", "Giro Caixa Fácil", "Débito automático"},
		{"Banco do Brasil", "BB Giro Empresa Flex", "Débito automático"},
	}},
	{model.DebtFinancing, 90_000, 2_400_000, 79, 140, 36, 120, []debtSpec{
		{"Caixa Econômica Federal", "Financiamento do galpão de Jundiaí", "Débito automático"},
		{"BNDES", "Finame - torno CNC Romi", "Boleto"},
		{"Banco Volkswagen", "Financiamento do caminhão Delivery", "Boleto"},
		{"Banco Toyota", "Financiamento de veículos para revenda", "Boleto"},
		{"Santander", "Leasing de equipamentos de TI", "Débito automático"},
		{"Bradesco", "Financiamento da usina solar", "Débito automático"},
		{"Banco do Brasil", "Financiamento imobiliário - sala comercial", "Débito automático"},
		{"Itaú Unibanco", "Financiamento da Fiat Toro", "Boleto"},
		{"Banco John Deere", "Financiamento de máquinas", "Boleto"},
		{"Sicredi", "Financiamento da empilhadeira", "Débito automático"},
		{"Banco Honda", "Floor plan - estoque de veículos", "Boleto"},
		{"Caixa Econômica Federal", "Financiamento do apartamento em Florianópolis", "Débito automático"},
		{"BNDES", "Finame - gerador Cummins", "Boleto"},
		{"Banco Santander", "Financiamento do compressor", "Débito automático"},
		{"Bradesco Financiamentos", "CDC - mobiliário", "Boleto"},
	}},
	{model.DebtAccountPayable, 2_500, 65_000, 0, 0, 1, 6, []debtSpec{
		{"Gerdau Aços Longos S.A.", "Compra de vergalhões - NF 48.213", "Boleto"},
		{"Votorantim Cimentos", "Cimento para a obra do galpão - NF 10.992", "Boleto"},
		{"Tigre Tubos e Conexões", "Material hidráulico - NF 77.501", "Boleto"},
		{"WEG Equipamentos Elétricos", "Motores elétricos - NF 230.114", "Boleto"},
		{"Dell Computadores do Brasil", "Notebooks da equipe comercial", "Boleto"},
		{"TOTVS S.A.", "Mensalidade do ERP", "Boleto"},
		{"Localiza Meoo", "Locação de veículos de apoio", "Cartão corporativo"},
		{"Claro Empresas", "Telefonia e internet da sede", "Débito automático"},
		{"Enel Distribuição São Paulo", "Energia elétrica do galpão", "Débito automático"},
		{"Sabesp", "Água e esgoto da sede", "Débito automático"},
		{"Silva & Associados Contabilidade", "Honorários contábeis", "PIX"},
		{"Suvinil", "Tintas para a reforma da loja", "Boleto"},
		{"Leroy Merlin", "Materiais de manutenção", "Cartão corporativo"},
		{"Kalunga", "Material de escritório", "Boleto"},
		{"Auto Peças Interlagos Ltda.", "Peças para preparação de veículos", "Boleto"},
	}},
	{model.DebtOther, 6_000, 280_000, 0, 100, 1, 60, []debtSpec{
		{"Receita Federal", "Parcelamento de tributos federais", "DARF"},
		{"Prefeitura de São Paulo", "IPTU parcelado da sala da Paulista", "Boleto"},
		{"Acordo trabalhista", "Processo 1000234-55.2023.5.02.0011", "Transferência"},
		{"Condomínio Edifício Paulista Center", "Cotas condominiais em atraso", "Boleto"},
		{"Porto Seguro", "Seguro empresarial anual", "Boleto"},
		{"Embracon Consórcios", "Consórcio de imóvel comercial", "Boleto"},
		{"Secretaria da Fazenda de SP", "Parcelamento de ICMS", "GARE"},
		{"Prefeitura de Campinas", "ITBI parcelado", "Boleto"},
		{"Sindicato do Comércio", "Contribuição assistencial", "Boleto"},
		{"Detran-SP", "Licenciamento e multas da frota", "Boleto"},
		{"Cartório do 4º Registro de Imóveis", "Emolumentos de registro", "PIX"},
		{"Pinheiro Advogados Associados", "Honorários advocatícios", "Transferência"},
		{"Caixa Econômica Federal", "FGTS em atraso parcelado", "Boleto"},
		{"Mapfre Seguros", "Seguro da frota", "Boleto"},
		{"Conselho Regional de Engenharia", "Anuidade e ART", "Boleto"},
	}},
}

// planDebts plans 15 debts of each category with their amortisations, payments, overdue ones and a
// renegotiation; it returns how many it makes.
func (t *timeline) planDebts() int {
	n := 0
	for _, cat := range debtCategories {
		for j, spec := range cat.specs {
			n++
			original := t.amount(cat) // drawn first, so every debt keeps its amounts whatever its fate
			d := model.Debt{CreditorName: spec.creditor, Description: spec.description, OriginalAmount: original,
				CurrentAmount: original, InterestRate: model.Rate(t.between(cat.rateLow, cat.rateHigh)),
				Category: cat.category, PaymentMethod: spec.payment, Installments: t.between(cat.installLow, cat.installHi),
				CurrentInstallment: 1, Status: model.DebtActive}
			created := t.between(40, 340)
			if j%3 == 0 && d.Installments > 1 { // taken before the app was used: registered with its balance then
				created = registered - j%5
				paidPart := 0.1 + 0.35*t.rng.Float64()
				d.CurrentAmount = reais(float64(original)/100*(1-paidPart), 1)
				d.CurrentInstallment = max(1, min(d.Installments-1, int(paidPart*float64(d.Installments))))
			}
			switch {
			case j%5 == 1: // overdue: an active debt whose due date has passed
				due := t.between(3, 60)
				created = max(created, due+20)
				d.DueDate = t.date(due)
			case cat.category == model.DebtAccountPayable:
				d.DueDate = t.date(-t.between(10, 90))
			default:
				d.DueDate = t.date(-t.between(60, 900))
			}
			id := new(int64)
			t.add(t.at(created), func(ctx context.Context, st *store.Store) error {
				stored, err := st.CreateDebt(ctx, d, t.by)
				*id = stored.ID
				return err
			})

			last := 1 // the day of the debt's last planned change
			switch {
			case j%5 == 0: // paid in full
				last = t.between(3, created-10)
				t.add(t.at(last), t.editDebt(id, func(d *model.Debt) {
					d.Status, d.CurrentAmount, d.CurrentInstallment = model.DebtPaid, 0, d.Installments
				}))
			case j == 7: // renegotiated: longer term, new due date
				last = t.between(10, created-10)
				t.add(t.at(last), t.editDebt(id, func(d *model.Debt) {
					d.Status = model.DebtRenegotiated
					d.Installments += 12
					d.DueDate = d.DueDate.AddDays(365)
				}))
			}
			if d.Installments > 1 && j%5 != 1 { // monthly amortisations between the creation and the last change
				for day := created - 30; day > last && day-last >= 15; day -= 30 + t.rng.IntN(25) {
					t.add(t.at(day), t.editDebt(id, amortise))
				}
			}
		}
	}
	return n
}

// amount draws a category's original amount.
func (t *timeline) amount(cat debtCategory) model.Money {
	step := int64(100)
	if cat.high > 100_000 {
		step = 1000
	}
	return reais(cat.low+t.rng.Float64()*(cat.high-cat.low), step)
}

// amortise records one installment paid: the balance lowered by its share and the next installment due.
func amortise(d *model.Debt) {
	if d.CurrentInstallment >= d.Installments || d.Status == model.DebtPaid {
		return
	}
	share := d.OriginalAmount / model.Money(d.Installments)
	d.CurrentAmount = max(share, d.CurrentAmount-share)
	d.CurrentInstallment++
}

// editDebt returns an event that changes a stored debt through the store's edit, starting from the status as
// recorded (an edit keeps a past-due active debt active).
func (t *timeline) editDebt(id *int64, change func(d *model.Debt)) func(ctx context.Context, st *store.Store) error {
	return func(ctx context.Context, st *store.Store) error {
		d, err := st.DebtByID(ctx, *id)
		if err != nil {
			return err
		}
		d.Status = d.RecordedStatus
		before := d
		change(&d)
		if d == before {
			return nil
		}
		_, err = st.UpdateDebt(ctx, d, t.by)
		return err
	}
}
