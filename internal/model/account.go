package model

import "time"

// AccountKind is what an account is: cash kept by the business or an account at a bank.
type AccountKind string

// The account kinds.
const (
	AccountCash       AccountKind = "cash"
	AccountChecking   AccountKind = "checking"
	AccountSavings    AccountKind = "savings"
	AccountInvestment AccountKind = "investment"
)

// AccountKinds lists the kinds in the order the screens show them; AccountKindLabel names them.
var (
	AccountKinds     = []AccountKind{AccountCash, AccountChecking, AccountSavings, AccountInvestment}
	AccountKindLabel = map[AccountKind]string{AccountCash: "Caixa", AccountChecking: "Conta corrente",
		AccountSavings: "Poupança", AccountInvestment: "Aplicação"}
)

// Valid reports whether k is one of the kinds.
func (k AccountKind) Valid() bool {
	switch k {
	case AccountCash, AccountChecking, AccountSavings, AccountInvestment:
		return true
	}
	return false
}

// MayGoNegative reports whether an account of this kind may have a balance below zero on some day: only a
// checking account (an overdraft, cheque especial). Cash cannot be negative, nor can savings or investments.
func (k AccountKind) MayGoNegative() bool { return k == AccountChecking }

// IRPFCode is the group and code of 'Bens e Direitos' an account of the kind is declared under (the Receita
// Federal's table of the IRPF since 2023): cash 06-10 'Dinheiro em espécie – moeda nacional', a checking account
// 06-01 'Depósito em conta corrente ou conta pagamento', savings 04-01 'Depósito em conta poupança', an investment
// 04-02 'Títulos públicos e privados sujeitos à tributação (Tesouro Direto, CDB, RDB e outros)'.
func (k AccountKind) IRPFCode() string {
	switch k {
	case AccountCash:
		return "06-10"
	case AccountSavings:
		return "04-01"
	case AccountInvestment:
		return "04-02"
	}
	return "06-01"
}

// IRPFReceivableCode is the group and code of 'Bens e Direitos' of a sale's receivable: 05-02 'Crédito decorrente
// de alienação'.
const IRPFReceivableCode = "05-02"

// Account is a cash or bank account of the business. Balance is today's: the opening balance plus every movement
// dated up to today.
type Account struct {
	ID             int64       `json:"id"`
	Name           string      `json:"name"`
	Kind           AccountKind `json:"kind"`
	BankName       string      `json:"bankName"`
	Agency         string      `json:"agency"`
	Number         string      `json:"number"`
	OpeningBalance Money       `json:"openingBalance"`
	OpeningDate    Date        `json:"openingDate"`
	// OpeningCounterpart is where the opening balance came from ('Saldo de abertura', the owners' money…); nil on
	// lists, and on an edit nil keeps it.
	OpeningCounterpart *Counterpart `json:"openingCounterpart,omitempty"`
	Balance            Money        `json:"balance"`
	// ReconciledUntil is the closing day of the latest statement of the bank whose balance the account has on that
	// day ('Conciliada até'); nil when none has.
	ReconciledUntil *Date     `json:"reconciledUntil"`
	CreatedBy       *Actor    `json:"createdBy"`
	UpdatedBy       *Actor    `json:"updatedBy"`
	CreatedAt       time.Time `json:"createdAt"`
	UpdatedAt       time.Time `json:"updatedAt"`
}

// AccountSummary is the aggregate the account list's cards show: how many accounts and their balances together.
type AccountSummary struct {
	Count        int   `json:"count"`
	BalanceTotal Money `json:"balanceTotal"`
}

// MovementKind says where a movement of an account comes from.
type MovementKind string

// The movement kinds. Later money events (a purchase paid from an account, a sale received into one, a debt's
// payments) add their own kinds and name their record in SourceKind and SourceID.
const (
	MovementOpening  MovementKind = "opening"
	MovementTransfer MovementKind = "transfer"
	MovementEntry    MovementKind = "entry"
	MovementRecord   MovementKind = "record" // a money event of another record, named by SourceKind and SourceID
)

// The records whose money events post account movements (a movement's SourceKind); SourceID is the asset's,
// vehicle's or debt's id, or the debt payment's.
const (
	SourceAssetPurchase    = "asset_purchase"
	SourceAssetSale        = "asset_sale"
	SourceVehiclePurchase  = "vehicle_purchase"
	SourceVehicleSale      = "vehicle_sale"
	SourceDebtDisbursement = "debt_disbursement"
	SourceDebtPayment      = "debt_payment"
)

// Direction is whether money comes into an account or goes out of it.
type Direction string

// The directions.
const (
	DirectionIn  Direction = "in"
	DirectionOut Direction = "out"
)

// Valid reports whether d is one of the directions.
func (d Direction) Valid() bool { return d == DirectionIn || d == DirectionOut }

// EntryCategory classifies a manual entry: a receita (money in) or a despesa (money out).
type EntryCategory string

// The entry categories: first the receitas, then the despesas.
const (
	CategoryRentIncome   EntryCategory = "rent_income"
	CategoryServices     EntryCategory = "services"
	CategorySales        EntryCategory = "sales"
	CategoryYield        EntryCategory = "yield"
	CategoryOtherIncome  EntryCategory = "other_income"
	CategoryBankFees     EntryCategory = "bank_fees"
	CategoryTaxes        EntryCategory = "taxes"
	CategoryMaintenance  EntryCategory = "maintenance"
	CategoryPayroll      EntryCategory = "payroll"
	CategoryUtilities    EntryCategory = "utilities"
	CategorySuppliers    EntryCategory = "suppliers"
	CategoryOtherExpense EntryCategory = "other_expense"
)

// IncomeCategories and ExpenseCategories list the categories of each direction, in the order the screens show
// them; EntryCategoryLabel names them all.
var (
	IncomeCategories   = []EntryCategory{CategoryRentIncome, CategoryServices, CategorySales, CategoryYield, CategoryOtherIncome}
	ExpenseCategories  = []EntryCategory{CategoryBankFees, CategoryTaxes, CategoryMaintenance, CategoryPayroll, CategoryUtilities, CategorySuppliers, CategoryOtherExpense}
	EntryCategoryLabel = map[EntryCategory]string{
		CategoryRentIncome: "Aluguel recebido", CategoryServices: "Serviços", CategorySales: "Vendas",
		CategoryYield: "Rendimentos", CategoryOtherIncome: "Outras receitas",
		CategoryBankFees: "Tarifas bancárias", CategoryTaxes: "Impostos", CategoryMaintenance: "Manutenção",
		CategoryPayroll: "Salários", CategoryUtilities: "Água, luz e telefone", CategorySuppliers: "Fornecedores",
		CategoryOtherExpense: "Outras despesas",
	}
)

// Direction is the direction of the entries of category c, and false for no category.
func (c EntryCategory) Direction() (Direction, bool) {
	for _, v := range IncomeCategories {
		if v == c {
			return DirectionIn, true
		}
	}
	for _, v := range ExpenseCategories {
		if v == c {
			return DirectionOut, true
		}
	}
	return "", false
}

// Movement is one line of an account's statement. Amount is positive, Direction says which way it went, and
// Balance is the account's balance right after it.
type Movement struct {
	ID          int64         `json:"id"`
	AccountID   int64         `json:"accountId"`
	Date        Date          `json:"date"`
	Kind        MovementKind  `json:"kind"`
	Direction   Direction     `json:"direction"`
	Amount      Money         `json:"amount"`
	Category    EntryCategory `json:"category"`
	Description string        `json:"description"`
	// TransferID is shared by both sides of a transfer; Counterpart is the other side's account.
	TransferID  *int64      `json:"transferId"`
	Counterpart *AccountRef `json:"counterpart"`
	SourceKind  *string     `json:"sourceKind"`
	SourceID    *int64      `json:"sourceId"`
	Balance     Money       `json:"balance"`
	CreatedBy   *Actor      `json:"createdBy"`
	CreatedAt   time.Time   `json:"createdAt"`
}

// AccountRef names an account.
type AccountRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Signed is the movement's amount with its sign: positive into the account, negative out of it.
func (m Movement) Signed() Money {
	if m.Direction == DirectionOut {
		return -m.Amount
	}
	return m.Amount
}

// Statement is an account's movements over a period, each with the balance after it.
type Statement struct {
	Account AccountRef `json:"account"`
	From    Date       `json:"from"`
	To      Date       `json:"to"`
	// BalanceBefore is the balance at the end of the day before From (zero before the account opened);
	// BalanceAfter the balance at the end of To.
	BalanceBefore Money      `json:"balanceBefore"`
	BalanceAfter  Money      `json:"balanceAfter"`
	Movements     []Movement `json:"movements"`
	// Truncated says that the period holds more movements than the statement lists: only the latest are there.
	Truncated bool `json:"truncated"`
}

// Transfer moves money from one account to another on a date.
type Transfer struct {
	FromAccountID int64  `json:"fromAccountId"`
	ToAccountID   int64  `json:"toAccountId"`
	Amount        Money  `json:"amount"`
	Date          Date   `json:"date"`
	Description   string `json:"description"`
}

// Entry is a manual receita or despesa of an account.
type Entry struct {
	AccountID   int64         `json:"-"`
	Date        Date          `json:"date"`
	Amount      Money         `json:"amount"`
	Direction   Direction     `json:"direction"`
	Category    EntryCategory `json:"category"`
	Description string        `json:"description"`
	// SubaccountID is one of the company's sub-accounts under the category's account of the chart (0 for none).
	SubaccountID int64 `json:"subaccountId"`
}

// AccountBalance is one account's balance at the end of a day.
type AccountBalance struct {
	ID      int64       `json:"id"`
	Name    string      `json:"name"`
	Kind    AccountKind `json:"kind"`
	Balance Money       `json:"balance"`
}

// AccountBalances are the balances of the accounts open at the end of a day, and their total.
type AccountBalances struct {
	Date     Date             `json:"date"`
	Accounts []AccountBalance `json:"accounts"`
	Total    Money            `json:"total"`
}
