// Package ledger holds the double-entry books of the patrimony (docs/design.md §10): the chart of accounts, the
// counterparts a person chooses for an event, and the rules that turn the facts of each record into balanced
// journal entries. It is pure: the store reads the facts and keeps the journal; this package says what to post.
package ledger

import (
	"fmt"
	"strconv"
	"strings"
)

// Code is an account of the chart (plano de contas), e.g. "1.2.01". The accounts that hold one line per cash
// account or per debt have sub-accounts: the code, a dot and the record's id in four or more digits (SubCode).
type Code string

// Nature is what an account is: on the balance sheet (asset, liability, equity) or in the result (revenue,
// expense). Debits raise asset and expense accounts, credits the others.
type Nature string

// The natures.
const (
	Asset     Nature = "asset"
	Liability Nature = "liability"
	Equity    Nature = "equity"
	Revenue   Nature = "revenue"
	Expense   Nature = "expense"
)

// The accounts the product posts to. Groups (1, 1.1, …) only sum their children.
const (
	CashAccounts     Code = "1.1.01" // one sub-account per cash or bank account
	Receivables      Code = "1.1.02"
	VehicleStock     Code = "1.1.03"
	RealEstate       Code = "1.2.01"
	CompanyVehicles  Code = "1.2.02"
	OtherAssets      Code = "1.2.03"
	Loans            Code = "2.1.01" // one sub-account per loan or financing
	Payables         Code = "2.1.02" // one sub-account per other debt (contas a pagar, outras)
	Capital          Code = "3.1"
	Withdrawals      Code = "3.2"
	RetainedEarnings Code = "3.3"
	Valuation        Code = "3.4"
	OpeningBalances  Code = "3.5"
	Adjustments      Code = "3.6"
	Unexplained      Code = "3.7"
	AssetSales       Code = "4.1.01"
	VehicleSales     Code = "4.1.02"
	InterestEarned   Code = "4.2.01"
	DebtRelief       Code = "4.2.02"
	RentIncome       Code = "4.3.01"
	ServiceIncome    Code = "4.3.02"
	SalesIncome      Code = "4.3.03"
	YieldIncome      Code = "4.3.04"
	OtherIncome      Code = "4.3.05"
	AssetSaleCost    Code = "5.1.01"
	VehicleSaleCost  Code = "5.1.02"
	VehicleCosts     Code = "5.1.03"
	InterestCharges  Code = "5.2.01"
	PropertyTaxes    Code = "5.3.01"
	BankFees         Code = "5.3.02"
	Taxes            Code = "5.3.03"
	Maintenance      Code = "5.3.04"
	Payroll          Code = "5.3.05"
	Utilities        Code = "5.3.06"
	Suppliers        Code = "5.3.07"
	OtherExpenses    Code = "5.3.08"
)

// Cause is a line of the net-worth bridge: why the net worth moved. Every equity and result account has one.
type Cause string

// The causes, in the order the bridge lists them.
const (
	CauseValuation     Cause = "valuation"
	CauseSales         Cause = "sales"
	CauseInterest      Cause = "interest"
	CauseDebtRelief    Cause = "debt_relief"
	CauseCosts         Cause = "costs"
	CauseIncomeExpense Cause = "income_expense"
	CauseContributions Cause = "contributions"
	CauseWithdrawals   Cause = "withdrawals"
	CauseAdjustments   Cause = "adjustments"
	CauseOpening       Cause = "opening"
	CauseUnexplained   Cause = "unexplained"
)

// Causes lists the causes in the bridge's order; CauseLabel names them.
var (
	Causes = []Cause{CauseValuation, CauseSales, CauseInterest, CauseDebtRelief, CauseCosts, CauseIncomeExpense,
		CauseContributions, CauseWithdrawals, CauseAdjustments, CauseOpening, CauseUnexplained}
	CauseLabel = map[Cause]string{
		CauseValuation: "Valorização e desvalorização", CauseSales: "Resultado nas vendas", CauseInterest: "Juros e encargos",
		CauseDebtRelief: "Perdão e descontos de dívidas", CauseCosts: "Custos de veículos e impostos dos bens",
		CauseIncomeExpense: "Receitas e despesas das contas", CauseContributions: "Aportes dos sócios",
		CauseWithdrawals: "Retiradas dos sócios", CauseAdjustments: "Ajustes com justificativa",
		CauseOpening: "Saldos de abertura", CauseUnexplained: "Ajuste sem contrapartida",
	}
)

// Account is one account of the chart.
type Account struct {
	Code   Code
	Name   string
	Nature Nature
	// Cause is the bridge's line of an equity or result account ("" for the balance sheet's assets and
	// liabilities, and for retained earnings, which only the trial balance shows).
	Cause Cause
	// Group is true for an account that only sums its children; Subs for one whose lines name a record (a cash
	// account, a debt).
	Group, Subs bool
}

// Chart is the product's chart of accounts, in code order.
var Chart = []Account{
	{Code: "1", Name: "Ativo", Nature: Asset, Group: true},
	{Code: "1.1", Name: "Ativo circulante", Nature: Asset, Group: true},
	{Code: CashAccounts, Name: "Caixa e bancos", Nature: Asset, Subs: true},
	{Code: Receivables, Name: "Recebíveis", Nature: Asset},
	{Code: VehicleStock, Name: "Veículos em estoque", Nature: Asset},
	{Code: "1.2", Name: "Ativo não circulante", Nature: Asset, Group: true},
	{Code: RealEstate, Name: "Imóveis", Nature: Asset},
	{Code: CompanyVehicles, Name: "Veículos da empresa", Nature: Asset},
	{Code: OtherAssets, Name: "Outros bens", Nature: Asset},
	{Code: "2", Name: "Passivo", Nature: Liability, Group: true},
	{Code: "2.1", Name: "Dívidas", Nature: Liability, Group: true},
	{Code: Loans, Name: "Empréstimos e financiamentos", Nature: Liability, Subs: true},
	{Code: Payables, Name: "Contas a pagar e outras dívidas", Nature: Liability, Subs: true},
	{Code: "3", Name: "Patrimônio líquido", Nature: Equity, Group: true},
	{Code: Capital, Name: "Capital e aportes dos sócios", Nature: Equity, Cause: CauseContributions},
	{Code: Withdrawals, Name: "(−) Retiradas dos sócios", Nature: Equity, Cause: CauseWithdrawals},
	{Code: RetainedEarnings, Name: "Lucros ou prejuízos acumulados", Nature: Equity},
	{Code: Valuation, Name: "Ajustes de avaliação patrimonial", Nature: Equity, Cause: CauseValuation},
	{Code: OpeningBalances, Name: "Saldos de abertura", Nature: Equity, Cause: CauseOpening},
	{Code: Adjustments, Name: "Ajustes com justificativa", Nature: Equity, Cause: CauseAdjustments},
	{Code: Unexplained, Name: "Ajustes sem contrapartida", Nature: Equity, Cause: CauseUnexplained},
	{Code: "4", Name: "Receitas", Nature: Revenue, Group: true},
	{Code: "4.1", Name: "Receitas de vendas de bens e veículos", Nature: Revenue, Group: true},
	{Code: AssetSales, Name: "Receita na venda e permuta de bens", Nature: Revenue, Cause: CauseSales},
	{Code: VehicleSales, Name: "Receita na venda de veículos", Nature: Revenue, Cause: CauseSales},
	{Code: "4.2", Name: "Receitas financeiras", Nature: Revenue, Group: true},
	{Code: InterestEarned, Name: "Juros recebidos", Nature: Revenue, Cause: CauseInterest},
	{Code: DebtRelief, Name: "Perdão e descontos de dívidas", Nature: Revenue, Cause: CauseDebtRelief},
	{Code: "4.3", Name: "Receitas das contas", Nature: Revenue, Group: true},
	{Code: RentIncome, Name: "Aluguéis recebidos", Nature: Revenue, Cause: CauseIncomeExpense},
	{Code: ServiceIncome, Name: "Serviços", Nature: Revenue, Cause: CauseIncomeExpense},
	{Code: SalesIncome, Name: "Vendas", Nature: Revenue, Cause: CauseIncomeExpense},
	{Code: YieldIncome, Name: "Rendimentos", Nature: Revenue, Cause: CauseIncomeExpense},
	{Code: OtherIncome, Name: "Outras receitas", Nature: Revenue, Cause: CauseIncomeExpense},
	{Code: "5", Name: "Custos e despesas", Nature: Expense, Group: true},
	{Code: "5.1", Name: "Custos das vendas e dos veículos", Nature: Expense, Group: true},
	{Code: AssetSaleCost, Name: "Custo dos bens vendidos e permutados", Nature: Expense, Cause: CauseSales},
	{Code: VehicleSaleCost, Name: "Custo dos veículos vendidos", Nature: Expense, Cause: CauseSales},
	{Code: VehicleCosts, Name: "Custos de preparação de veículos", Nature: Expense, Cause: CauseCosts},
	{Code: "5.2", Name: "Despesas financeiras", Nature: Expense, Group: true},
	{Code: InterestCharges, Name: "Juros, correção e encargos de dívidas", Nature: Expense, Cause: CauseInterest},
	{Code: "5.3", Name: "Despesas das contas e dos bens", Nature: Expense, Group: true},
	{Code: PropertyTaxes, Name: "IPTU, IPVA e licenciamento", Nature: Expense, Cause: CauseCosts},
	{Code: BankFees, Name: "Tarifas bancárias", Nature: Expense, Cause: CauseIncomeExpense},
	{Code: Taxes, Name: "Impostos", Nature: Expense, Cause: CauseIncomeExpense},
	{Code: Maintenance, Name: "Manutenção", Nature: Expense, Cause: CauseIncomeExpense},
	{Code: Payroll, Name: "Salários", Nature: Expense, Cause: CauseIncomeExpense},
	{Code: Utilities, Name: "Água, luz e telefone", Nature: Expense, Cause: CauseIncomeExpense},
	{Code: Suppliers, Name: "Fornecedores", Nature: Expense, Cause: CauseIncomeExpense},
	{Code: OtherExpenses, Name: "Outras despesas", Nature: Expense, Cause: CauseIncomeExpense},
}

var byCode = func() map[Code]Account {
	m := make(map[Code]Account, len(Chart))
	for _, a := range Chart {
		m[a.Code] = a
	}
	return m
}()

// AccountOf returns the chart's account of code (a sub-account's parent for a sub-account's code).
func AccountOf(code Code) (Account, bool) {
	a, ok := byCode[code]
	return a, ok
}

// OnBalanceSheet reports whether the account is an asset or a liability: the accounts whose sum is the net worth.
func (a Account) OnBalanceSheet() bool { return a.Nature == Asset || a.Nature == Liability }

// Adjustable reports whether an administrator's adjustment may post to the account, and the company add sub-accounts
// under it: an equity or result account that is not a group and has a line in the bridge. Never the balance sheet's
// assets and liabilities, whose balances are the records', nor retained earnings, which the trial balance closes
// the years into.
func (a Account) Adjustable() bool {
	return !a.Group && !a.Subs && (a.Nature == Equity || a.InResult()) && a.Cause != ""
}

// InResult reports whether the account is a revenue or an expense: the trial balance closes them into retained
// earnings at the end of each year.
func (a Account) InResult() bool { return a.Nature == Revenue || a.Nature == Expense }

// SubCode is the code of a record's sub-account: "1.1.01.0007" for the cash account 7.
func SubCode(code Code, sub int64) string {
	if sub == 0 {
		return string(code)
	}
	return fmt.Sprintf("%s.%04d", code, sub)
}

// Parent returns the code of the group that holds code ("" for a top-level group).
func Parent(code Code) Code {
	i := strings.LastIndex(string(code), ".")
	if i < 0 {
		return ""
	}
	return code[:i]
}

// ParseSubCode reads an account's code as SubCode writes it: a code of the chart, or a code of the chart, a dot and
// a sub-account's id in four or more digits. ok is false for anything else.
func ParseSubCode(s string) (code Code, sub int64, ok bool) {
	if _, known := byCode[Code(s)]; known {
		return Code(s), 0, true
	}
	i := strings.LastIndex(s, ".")
	if i < 0 || len(s)-i-1 < 4 {
		return "", 0, false
	}
	if _, known := byCode[Code(s[:i])]; !known {
		return "", 0, false
	}
	n, err := strconv.ParseInt(s[i+1:], 10, 64)
	if err != nil || n <= 0 || strings.TrimLeft(s[i+1:], "0123456789") != "" {
		return "", 0, false
	}
	return Code(s[:i]), n, true
}
