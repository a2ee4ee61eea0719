// Package model holds the domain's types and their rules that need nothing else: money in centavos, calendar
// dates, roles and permissions, the records of each domain. It imports no package of the project.
package model

import (
	"math/big"
	"time"
)

// Asset types and statuses (docs/product.md §3 Asset, docs/design.md §5 "Assets").
const (
	AssetRealEstate = "real_estate"
	AssetOther      = "other"
	AssetVehicle    = "vehicle"

	AssetActive    = "active"
	AssetInactive  = "inactive"
	AssetRented    = "rented"
	AssetSold      = "sold"
	AssetExchanged = "exchanged"
)

// AssetTypes and AssetStatuses list the accepted values.
var (
	AssetTypes    = []string{AssetRealEstate, AssetOther, AssetVehicle}
	AssetStatuses = []string{AssetActive, AssetInactive, AssetRented, AssetSold, AssetExchanged}
	// AttachmentCategories are the document categories of docs/product.md §9; the default is outros.
	AttachmentCategories = []string{"contrato", "escritura", "projeto_engenharia", "projeto_arquitetura", "outros"}
	// PaymentMethods of an asset sale (docs/product.md §3 Asset sale payload).
	PaymentMethods = []string{"cash", "financing", "installments"}
)

// AssetFinal reports whether a status is reached only by a sale or an exchange and never left.
func AssetFinal(status string) bool { return status == AssetSold || status == AssetExchanged }

// AssetTypeLabel and AssetStatusLabel are the pt-BR names (searched by the list's text search too).
var (
	AssetTypeLabel   = map[string]string{AssetRealEstate: "Imóvel", AssetOther: "Outros", AssetVehicle: "Veículo"}
	AssetStatusLabel = map[string]string{AssetActive: "Ativo", AssetInactive: "Inativo", AssetRented: "Alugado",
		AssetSold: "Vendido", AssetExchanged: "Permutado"}
	// PaymentMethodLabel names the payment methods of an asset sale.
	PaymentMethodLabel = map[string]string{"cash": "À vista", "financing": "Financiamento", "installments": "Parcelado"}
	// AttachmentCategoryLabel names the document categories of assets and vehicles.
	AttachmentCategoryLabel = map[string]string{"contrato": "Contrato", "escritura": "Escritura",
		"projeto_engenharia": "Projeto de Engenharia", "projeto_arquitetura": "Projeto de Arquitetura", "outros": "Outros"}
)

// AssetDetails are the type-dependent fields of docs/product.md §3, kept as JSON next to the asset. Unknown keys are refused
// when the request is read.
type AssetDetails struct {
	// Real estate.
	Address            string   `json:"address,omitempty"`
	Area               *float64 `json:"area,omitempty"` // m²
	RegistrationNumber string   `json:"registrationNumber,omitempty"`
	Rooms              *int     `json:"rooms,omitempty"`
	Bathrooms          *int     `json:"bathrooms,omitempty"`
	Garage             *bool    `json:"garage,omitempty"`
	Furnished          *bool    `json:"furnished,omitempty"`
	// The real estate's registry (issue 16): CEP (8 digits), city and UF, the inscrição imobiliária of the IPTU,
	// the cartório where it is registered, under RegistrationNumber (the matrícula), and the registration's day.
	ZipCode          string `json:"zipCode,omitempty"`
	City             string `json:"city,omitempty"`
	State            string `json:"state,omitempty"`
	PropertyTaxID    string `json:"propertyTaxId,omitempty"`
	RegistryOffice   string `json:"registryOffice,omitempty"`
	RegistrationDate string `json:"registrationDate,omitempty"` // YYYY-MM-DD
	// Vehicle.
	Brand        string `json:"brand,omitempty"`
	Make         string `json:"make,omitempty"`
	Model        string `json:"model,omitempty"`
	Year         *int   `json:"year,omitempty"`
	LicensePlate string `json:"licensePlate,omitempty"`
	Color        string `json:"color,omitempty"`
	Mileage      *int   `json:"mileage,omitempty"`
	// Any type.
	Notes string `json:"notes,omitempty"`
}

// AssetAttachment is a stored upload attached to an asset.
type AssetAttachment struct {
	ID           int64
	FileName     string // the name in the files table
	OriginalName string
	Size         int64
	Mimetype     string
	Image        bool
	Category     string
}

// AssetSale is the record of a sale (docs/product.md §3 Asset sale payload).
type AssetSale struct {
	SaleDate      Date
	SaleValue     Money
	BuyerName     string
	BuyerDocument string // CPF or CNPJ without punctuation; '' when not given
	BuyerEmail    string
	BuyerPhone    string
	PaymentMethod string
	Installments  int // 0 unless PaymentMethod is installments
	Notes         string
	AccountID     int64 // the account the sale was received into; 0 for none
	// Counterpart is where the price went when no account received it (the owners took it…).
	Counterpart Counterpart
	// Plan is the down payment and the installments of a sale in installments (PaymentMethod installments), which
	// creates a receivable; nil otherwise.
	Plan *InstallmentPlan
	// ReceivableID is the receivable of a sale in installments, on the detail; 0 for none.
	ReceivableID int64
}

// Asset is one item of the patrimony.
type Asset struct {
	ID               int64
	Description      string
	Type             string
	Status           string
	AcquisitionValue Money
	CurrentValue     Money
	AcquisitionDate  Date
	Improvements     Money // the sum of its improvements (AssetImprovement): with the acquisition, its cost
	// LandValue is the part of a property's acquisition value that is land (terreno), never depreciated; 0 when
	// the cost is not split.
	LandValue      Money
	IRPFCodeChosen string // its 'Bens e Direitos' group and code ('01-13'); '' for its type's (IRPFCode)
	// DepreciationKindChosen ('' for its type's) and DepreciationRateChosen (a year, at most two decimals; nil for
	// its kind's) are what DepreciationKind and AnnualDepreciation read.
	DepreciationKindChosen string
	DepreciationRateChosen *Rate
	// IPTUAmount is a property's IPTU of a year (nil: none kept), paid in IPTUInstallments monthly installments (1:
	// cota única) from the day IPTUFirstDue ('MM-DD') of each year.
	IPTUAmount       *Money
	IPTUInstallments int
	IPTUFirstDue     string
	// A vehicle of the company's own (type vehicle) has, like the stock's, the state it is registered in
	// (RegistrationState, '' for none), the year's IPVA and licenciamento as kept (nil: not given) and whether it is
	// exempt from IPVA: with its plate (Details.LicensePlate) they make its IPVA and licenciamento in the 'Agenda'.
	RegistrationState string
	IPVAAmount        *Money
	LicensingAmount   *Money
	IPVAExempt        bool
	ParentAssetID     int64 // the original asset of the exchange that created this one; 0 for none
	Details           AssetDetails
	Attachments       []AssetAttachment
	Sale              *AssetSale // only for a sold asset, on the detail
	// AccountID is the account the acquisition was paid from (0: none). On an edit, nil keeps the account it had.
	AccountID *int64
	// Counterpart is the acquisition's other side when no account paid it (the owners brought it in, an opening
	// balance…); on an edit, nil keeps it.
	Counterpart *Counterpart
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// AssetTransaction is one entry of an asset's history (docs/product.md §3 Asset transaction).
type AssetTransaction struct {
	ID             int64
	AssetID        int64
	Type           string // sale, exchange, valuation_update, status_change, other
	Description    string
	Date           Date  // the calendar day of the event
	Amount         Money // the event's amount: acquisition, sale or exchange value, or the new value
	PreviousValue  *Money
	NewValue       *Money
	PreviousStatus string
	NewStatus      string
	Reason         string
	UserID         int64
	UserName       string
	CreatedAt      time.Time
}

// AssetExchange is the payload of an exchange (permuta): the original is given up for the new assets.
type AssetExchange struct {
	ExchangeDate Date
	Notes        string
	NewAssets    []Asset
}

// SourceAssetImprovement is the source kind of the movement that pays an asset's improvement (its SourceID is the
// improvement's).
const SourceAssetImprovement = "asset_improvement"

// AssetImprovement is work that adds to what an asset cost (a benfeitoria: a roof, an extension), paid from an
// account on a day.
type AssetImprovement struct {
	ID          int64     `json:"id"`
	AssetID     int64     `json:"assetId"`
	Date        Date      `json:"date"`
	Amount      Money     `json:"amount"`
	Description string    `json:"description"`
	AccountID   int64     `json:"accountId"`
	AccountName string    `json:"accountName"`
	CreatedBy   *Actor    `json:"createdBy"`
	CreatedAt   time.Time `json:"createdAt"`
}

// IRPFCodes are the groups and codes of the Receita Federal's 'Bens e Direitos' table (the declaration's since
// 2023) that a business's assets fall under, in its order; IRPFCodeLabel names each 'group-code'.
var (
	IRPFCodes = []string{"01-01", "01-02", "01-03", "01-11", "01-12", "01-13", "01-14", "01-15", "01-16", "01-17", "01-18", "01-19",
		"02-01", "02-02", "02-03", "02-04", "02-05", "02-99", "03-01", "03-02", "03-99", "99-99"}
	IRPFCodeLabel = map[string]string{
		"01-01": "Prédio residencial", "01-02": "Prédio comercial", "01-03": "Galpão", "01-11": "Apartamento", "01-12": "Casa", "01-13": "Terreno", "01-14": "Terra nua", "01-15": "Sala ou conjunto",
		"01-16": "Construção", "01-17": "Benfeitorias", "01-18": "Loja", "01-19": "Outros bens imóveis",
		"02-01": "Veículo automotor terrestre: caminhão, automóvel, moto, etc.", "02-02": "Aeronave", "02-03": "Embarcação",
		"02-04": "Bem relacionado com o exercício da atividade autônoma",
		"02-05": "Joia, quadro, objeto de arte, de coleção, antiguidade, etc.", "02-99": "Outros bens móveis",
		"03-01": "Ações (inclusive as listadas em bolsa)", "03-02": "Quotas ou quinhões de capital",
		"03-99": "Outras participações societárias", "99-99": "Outros bens e direitos",
	}
)

// IRPFCode is the asset's group and code of 'Bens e Direitos': the one chosen, else its type's (a property
// 'Outros bens imóveis', a vehicle 'Veículo automotor terrestre', anything else 'Outros bens e direitos').
func (a Asset) IRPFCode() string {
	if a.IRPFCodeChosen != "" {
		return a.IRPFCodeChosen
	}
	switch a.Type {
	case AssetRealEstate:
		return "01-19"
	case AssetVehicle:
		return "02-01"
	}
	return "99-99"
}

// DepreciationKinds are the kinds of asset the Receita Federal gives an annual depreciation rate (DepreciationRate),
// in the order the form lists them; DepreciationKindLabel names them. Land is not
// depreciated; 'none' is what is not.
var (
	DepreciationKinds     = []string{"buildings", "vehicles", "machinery", "furniture", "computers", "land", "none"}
	DepreciationKindLabel = map[string]string{"buildings": "Edificações", "vehicles": "Veículos",
		"machinery": "Máquinas e equipamentos", "furniture": "Móveis e utensílios", "computers": "Computadores e periféricos",
		"land": "Terrenos", "none": "Não depreciado"}
	DepreciationRate = map[string]Rate{"buildings": 4 * RateScale, "vehicles": 20 * RateScale, "machinery": 10 * RateScale,
		"furniture": 10 * RateScale, "computers": 20 * RateScale, "land": 0, "none": 0}
)

// DepreciationKind is the asset's kind for depreciation: the one chosen, else its type's (a property a building —
// land when coded Terreno or Terra nua —, a vehicle a vehicle, anything else not depreciated).
func (a Asset) DepreciationKind() string {
	if a.DepreciationKindChosen != "" {
		return a.DepreciationKindChosen
	}
	switch a.Type {
	case AssetRealEstate:
		if code := a.IRPFCode(); code == "01-13" || code == "01-14" {
			return "land"
		}
		return "buildings"
	case AssetVehicle:
		return "vehicles"
	}
	return "none"
}

// AnnualDepreciation is the asset's annual depreciation rate: the one typed, else its kind's.
func (a Asset) AnnualDepreciation() Rate {
	if a.DepreciationRateChosen != nil {
		return *a.DepreciationRateChosen
	}
	return DepreciationRate[a.DepreciationKind()]
}

// Depreciated is how much of cost, at rate a year, has been depreciated from from to the
// end of day: a twelfth of the year's rate for every whole month completed (from 01/01 to 31/12 is twelve),
// rounded to the centavo, never more than the cost.
func Depreciated(cost Money, rate Rate, from, day Date) Money {
	if day.Before(from) || rate <= 0 || cost <= 0 {
		return 0
	}
	fy, fm, fd := from.Time().Date()
	dy, dm, dd := day.AddDays(1).Time().Date()
	months := int64(dy-fy)*12 + int64(dm-fm)
	if dd < fd {
		months--
	}
	if months <= 0 {
		return 0
	}
	// cost · rate/100 · months/12, rounded half up (in big integers: a large cost times the rate and the months
	// passes int64).
	const per = 100 * int64(RateScale) * 12
	n := new(big.Int).Mul(big.NewInt(int64(cost)), big.NewInt(int64(rate)*months))
	n.Add(n, big.NewInt(per/2)).Quo(n, big.NewInt(per))
	return min(Money(n.Int64()), cost)
}

// BookValue is what the asset is worth in the books on day ('Valor contábil'): its cost then (acquisition plus the
// improvements dated by then) less what of each has been depreciated since its own day — of the acquisition, only
// what is not land; improvements maps each improvement's day to its amount.
func BookValue(a Asset, improvements []DatedAmount, day Date) Money {
	rate := a.AnnualDepreciation()
	value := a.AcquisitionValue - Depreciated(a.AcquisitionValue-a.LandValue, rate, a.AcquisitionDate, day)
	for _, m := range improvements {
		if !m.Date.After(day) {
			value += m.Amount - Depreciated(m.Amount, rate, m.Date, day)
		}
	}
	return value
}

// DatedAmount is an amount on a day.
type DatedAmount struct {
	Date   Date
	Amount Money
}

// IPTUInstallment is one installment of a property's IPTU in a year.
type IPTUInstallment struct {
	Number, Of int
	DueDate    Date
	Amount     Money
}

// MostPaid is the most a payment of the installment on day may be: its amount, a late fine of at most 20 % and
// default interest of 1 % for each month or part of a month after the due date (CTN art. 161) — the ceilings the
// municipalities charge — rounded up to the centavo. A payment past it is a typing error, not a charge.
func (in IPTUInstallment) MostPaid(day Date) Money {
	percent := int64(100)
	if day.After(in.DueDate) {
		due, paid := in.DueDate.Time(), day.Time()
		months := int64(paid.Year()-due.Year())*12 + int64(paid.Month()-due.Month())
		if paid.Day() > due.Day() {
			months++
		}
		percent += 20 + max(months, 1)
	}
	return Money((int64(in.Amount)*percent + 99) / 100)
}

// IPTUSchedule is the property's IPTU of year: IPTUInstallments monthly installments of equal amounts (the last
// takes the centavos left) from the day IPTUFirstDue ('MM-DD') of the year, each on that day of its month or the
// month's last day when it is shorter (a first due on 29/02 falls on 28/02 in a common year and on the 29th of the
// months after, as a debt's installments do); none without an amount or a day.
func (a Asset) IPTUSchedule(year int) []IPTUInstallment {
	if a.IPTUAmount == nil || *a.IPTUAmount <= 0 || !ValidIPTUDay(a.IPTUFirstDue) || a.IPTUInstallments < 1 {
		return nil
	}
	month, day := time.Month((a.IPTUFirstDue[0]-'0')*10+a.IPTUFirstDue[1]-'0'), int((a.IPTUFirstDue[3]-'0')*10+a.IPTUFirstDue[4]-'0')
	plan := Schedule(*a.IPTUAmount, a.IPTUInstallments, NewDate(year, month, 1))
	out := make([]IPTUInstallment, len(plan))
	for i, p := range plan {
		first := p.DueDate.Time()
		last := first.AddDate(0, 1, -1).Day()
		out[i] = IPTUInstallment{Number: p.Number, Of: len(plan), DueDate: NewDate(first.Year(), first.Month(), min(day, last)), Amount: p.Amount}
	}
	return out
}

// ValidIPTUDay reports whether s is a day of the year written 'MM-DD' (29 February included: it falls on the
// 28th in a common year).
func ValidIPTUDay(s string) bool {
	if len(s) != 5 || s[2] != '-' {
		return false
	}
	_, err := ParseDate("2024-" + s) // a leap year takes every day there is
	return err == nil
}

// SourceObligationPayment is the source kind of the movement that pays an obligation of the calendar (an IPTU
// installment); its SourceID is the payment's.
const SourceObligationPayment = "obligation_payment"

// The kinds and statuses of the obligations calendar ('Agenda').
const (
	ObligationDebt       = "debt"
	ObligationReceivable = "receivable"
	ObligationIPTU       = "iptu"
	ObligationIPVA       = VehicleTaxIPVA
	ObligationLicensing  = VehicleTaxLicensing
	// ObligationAssetIPVA and ObligationAssetLicensing are those of a vehicle of the company's own (an asset).
	ObligationAssetIPVA      = "asset_ipva"
	ObligationAssetLicensing = "asset_licensing"

	ObligationOpen    = "open"
	ObligationOverdue = "overdue"
	ObligationPaid    = "paid"
)

// Obligation is something that falls due on a day: an installment of a debt (or a debt in one payment), of a
// receivable, of a property's IPTU, or a vehicle's IPVA or licenciamento.
type Obligation struct {
	Kind        string `json:"kind"`     // debt, receivable, iptu, ipva, licensing, asset_ipva or asset_licensing
	RecordID    int64  `json:"recordId"` // the debt's, the receivable's, the asset's or the vehicle's
	Description string `json:"description"`
	// Installment and Installments number it (both 0 for a debt in one payment).
	Installment  int  `json:"installment"`
	Installments int  `json:"installments"`
	DueDate      Date `json:"dueDate"`
	// Amount is what is still open of it; an IPTU installment's amount; a vehicle's IPVA or licenciamento as kept on
	// it (0 when not given).
	Amount Money `json:"amount"`
	// Scheduled is false for a debt without a schedule, whose amount is its balance.
	Scheduled bool   `json:"scheduled"`
	Status    string `json:"status"` // open, overdue or paid, on today
	// PaymentID is the payment of a paid IPTU installment, IPVA or licenciamento (0 otherwise: also when the
	// vehicle says this year's was paid), which an administrator may undo.
	PaymentID int64 `json:"paymentId"`
}
