package demo

import (
	"context"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// debtSpec is one debt of the demo; amount, when set, is what it finances (in reais), sized to the asset or the
// stock it paid for.
type debtSpec struct {
	creditor, description, payment string
	amount                         float64
}

type debtCategory struct {
	category              model.DebtCategory
	low, high             float64 // original amount in reais
	rateLow, rateHigh     int     // monthly interest in hundredths of a percent
	installLow, installHi int
	specs                 []debtSpec
}

var debtCategories = []debtCategory{
	{model.DebtLoan, 60_000, 900_000, 120, 260, 12, 48, []debtSpec{
		{"Banco do Brasil", "Capital de giro", "Débito automático", 0},
		{"Caixa Econômica Federal", "Pronampe", "Débito automático", 0},
		{"Itaú Unibanco", "Empréstimo para reforma da sede", "Boleto", 0},
		{"Bradesco", "Capital de giro com garantia de recebíveis", "Débito automático", 0},
		{"Santander", "Conta garantida", "Débito automático", 0},
		{"BNDES", "BNDES Crédito Pequenas Empresas", "Boleto", 0},
		{"Sicoob", "Empréstimo para capital de giro", "Débito automático", 0},
		{"Sicredi", "Crédito para expansão da loja", "Boleto", 0},
		{"Banco Inter", "Empréstimo empresarial", "PIX", 0},
		{"BTG Pactual", "Cédula de crédito bancário", "Transferência", 0},
		{"Banco do Nordeste", "FNE Giro", "Boleto", 0},
		{"Banrisul", "Antecipação de recebíveis", "Débito automático", 0},
		{"Itaú Unibanco", "Empréstimo para compra de estoque", "Débito automático", 0},
		{"Caixa Econômica Federal", "Giro Caixa Fácil", "Débito automático", 0},
		{"Banco do Brasil", "BB Giro Empresa Flex", "Débito automático", 0},
	}},
	{model.DebtFinancing, 90_000, 2_400_000, 79, 140, 36, 120, []debtSpec{
		{"Caixa Econômica Federal", "Financiamento do galpão de Jundiaí", "Débito automático", 2_400_000},
		{"BNDES", "Finame - torno CNC Romi", "Boleto", 300_000},
		{"Banco Volkswagen", "Financiamento do caminhão Delivery", "Boleto", 250_000},
		{"Banco Toyota", "Financiamento de veículos para revenda", "Boleto", 400_000},
		{"Santander", "Leasing de equipamentos de TI", "Débito automático", 160_000},
		{"Bradesco", "Financiamento da usina solar", "Débito automático", 250_000},
		{"Banco do Brasil", "Financiamento imobiliário - sala comercial", "Débito automático", 900_000},
		{"Itaú Unibanco", "Financiamento da Fiat Toro", "Boleto", 120_000},
		{"Banco John Deere", "Financiamento de máquinas", "Boleto", 300_000},
		{"Sicredi", "Financiamento da empilhadeira", "Débito automático", 110_000},
		{"Banco Honda", "Floor plan - estoque de veículos", "Boleto", 350_000},
		{"Caixa Econômica Federal", "Financiamento do apartamento em Florianópolis", "Débito automático", 600_000},
		{"BNDES", "Finame - gerador Cummins", "Boleto", 130_000},
		{"Banco Santander", "Financiamento do compressor", "Débito automático", 75_000},
		{"Bradesco Financiamentos", "CDC - mobiliário", "Boleto", 70_000},
	}},
	{model.DebtAccountPayable, 2_500, 65_000, 0, 0, 1, 6, []debtSpec{
		{"Gerdau Aços Longos S.A.", "Compra de vergalhões - NF 48.213", "Boleto", 0},
		{"Votorantim Cimentos", "Cimento para a obra do galpão - NF 10.992", "Boleto", 0},
		{"Tigre Tubos e Conexões", "Material hidráulico - NF 77.501", "Boleto", 0},
		{"WEG Equipamentos Elétricos", "Motores elétricos - NF 230.114", "Boleto", 0},
		{"Dell Computadores do Brasil", "Notebooks da equipe comercial", "Boleto", 0},
		{"TOTVS S.A.", "Mensalidade do ERP", "Boleto", 0},
		{"Localiza Meoo", "Locação de veículos de apoio", "Cartão corporativo", 0},
		{"Claro Empresas", "Telefonia e internet da sede", "Débito automático", 0},
		{"Enel Distribuição São Paulo", "Energia elétrica do galpão", "Débito automático", 0},
		{"Sabesp", "Água e esgoto da sede", "Débito automático", 0},
		{"Silva & Associados Contabilidade", "Honorários contábeis", "PIX", 0},
		{"Suvinil", "Tintas para a reforma da loja", "Boleto", 0},
		{"Leroy Merlin", "Materiais de manutenção", "Cartão corporativo", 0},
		{"Kalunga", "Material de escritório", "Boleto", 0},
		{"Auto Peças Interlagos Ltda.", "Peças para preparação de veículos", "Boleto", 0},
	}},
	{model.DebtOther, 6_000, 280_000, 0, 100, 1, 60, []debtSpec{
		{"Receita Federal", "Parcelamento de tributos federais", "DARF", 0},
		{"Prefeitura de São Paulo", "IPTU parcelado da sala da Paulista", "Boleto", 0},
		{"Acordo trabalhista", "Processo 1000234-55.2023.5.02.0011", "Transferência", 0},
		{"Condomínio Edifício Paulista Center", "Cotas condominiais em atraso", "Boleto", 0},
		{"Porto Seguro", "Seguro empresarial anual", "Boleto", 0},
		{"Embracon Consórcios", "Consórcio de imóvel comercial", "Boleto", 0},
		{"Secretaria da Fazenda de SP", "Parcelamento de ICMS", "GARE", 0},
		{"Prefeitura de Campinas", "ITBI parcelado", "Boleto", 0},
		{"Sindicato do Comércio", "Contribuição assistencial", "Boleto", 0},
		{"Detran-SP", "Licenciamento e multas da frota", "Boleto", 0},
		{"Cartório do 4º Registro de Imóveis", "Emolumentos de registro", "PIX", 0},
		{"Pinheiro Advogados Associados", "Honorários advocatícios", "Transferência", 0},
		{"Caixa Econômica Federal", "FGTS em atraso parcelado", "Boleto", 0},
		{"Mapfre Seguros", "Seguro da frota", "Boleto", 0},
		{"Conselho Regional de Engenharia", "Anuidade e ART", "Boleto", 0},
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
			if spec.amount > 0 {
				original = reais(spec.amount, 1000)
			}
			d := model.Debt{CreditorName: spec.creditor, Description: spec.description, OriginalAmount: original,
				CurrentAmount: original, InterestRate: model.Rate(t.between(cat.rateLow, cat.rateHigh)) * model.RateScale / 100,
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
			// A debt of the year: a loan's or a financing's money entered the operating account on the contract day;
			// a bill or a tax is an expense to pay. One registered in the first days is an opening balance. All
			// are paid from the operating account (principal and interest).
			ofTheYear := created < registered-7
			borrowed := cat.category == model.DebtLoan || cat.category == model.DebtFinancing
			id := new(int64)
			at := t.at(created)
			t.add(at, func(ctx context.Context, st *store.Store) error {
				switch {
				case !ofTheYear: // contracted its paid installments' months before: counted from then
					day := model.AddMonths(model.DateOf(at), -d.CurrentInstallment)
					d.ContractDate, d.Counterpart = &day, openingBalance()
				case borrowed:
					day := model.DateOf(at)
					d.ContractDate, d.DisbursementAccountID = &day, t.account(itau)
				default:
					d.Counterpart = &model.Counterpart{Kind: "expense"}
				}
				stored, err := st.CreateDebt(ctx, d, t.by)
				*id = stored.ID
				return err
			})

			last := 1 // the day of the debt's last planned change
			switch {
			case j%5 == 0: // paid in full
				last = t.between(3, created-10)
				t.add(t.at(last), t.payOff(id)) // the balance paid off from the operating account
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
					t.add(t.at(day), t.payInstallment(id))
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

// payInstallment returns an event that pays a loan's next installment from the operating account: its share of the
// principal and a month's interest on the balance, then counts the installment paid.
func (t *timeline) payInstallment(id *int64) func(ctx context.Context, st *store.Store) error {
	return func(ctx context.Context, st *store.Store) error {
		d, err := st.DebtByID(ctx, *id)
		if err != nil {
			return err
		}
		if d.CurrentInstallment >= d.Installments || d.RecordedStatus == model.DebtPaid {
			return nil
		}
		principal := min(d.OriginalAmount/model.Money(d.Installments), d.CurrentAmount)
		interest := model.Money(int64(d.CurrentAmount) * int64(d.InterestRate) / int64(100*model.RateScale))
		if _, err := st.AddDebtPayment(ctx, model.DebtPayment{DebtID: d.ID, Date: st.Today(), Principal: principal, Interest: interest,
			AccountID: t.account(itau)}, t.by); err != nil {
			return err
		}
		return t.editDebt(id, func(d *model.Debt) { d.CurrentInstallment++ })(ctx, st)
	}
}

// payOff returns an event that pays what is left of a loan from the operating account: it becomes paid.
func (t *timeline) payOff(id *int64) func(ctx context.Context, st *store.Store) error {
	return func(ctx context.Context, st *store.Store) error {
		d, err := st.DebtByID(ctx, *id)
		if err != nil {
			return err
		}
		if d.CurrentAmount > 0 {
			if _, err := st.AddDebtPayment(ctx, model.DebtPayment{DebtID: d.ID, Date: st.Today(), Principal: d.CurrentAmount,
				AccountID: t.account(itau)}, t.by); err != nil {
				return err
			}
		}
		return t.editDebt(id, func(d *model.Debt) { d.CurrentInstallment = d.Installments })(ctx, st)
	}
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
