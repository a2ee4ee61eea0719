package model

import (
	"regexp"
	"strings"
	"time"
)

// VehicleStatus is where a vehicle of the stock stands (docs/product.md §4): in_stock, reserved or sold.
type VehicleStatus string

// The vehicle statuses. Sold is reached only through the sale and is final.
const (
	VehicleInStock  VehicleStatus = "in_stock"
	VehicleReserved VehicleStatus = "reserved"
	VehicleSold     VehicleStatus = "sold"
)

// VehicleStatuses lists the statuses in the order the screens show them; VehicleStatusLabel names them.
var (
	VehicleStatuses    = []VehicleStatus{VehicleInStock, VehicleReserved, VehicleSold}
	VehicleStatusLabel = map[VehicleStatus]string{VehicleInStock: "Em Estoque", VehicleReserved: "Reservado", VehicleSold: "Vendido"}
)

// VehiclePaymentMethods are the vehicle sale's payment methods (docs/product.md §3); VehiclePaymentMethodLabel
// names them.
var (
	VehiclePaymentMethods     = []string{"cash", "financing", "exchange", "installments"}
	VehiclePaymentMethodLabel = map[string]string{"cash": "À vista", "financing": "Financiamento", "exchange": "Troca",
		"installments": "Parcelado"}
)

// Vehicle is a vehicle bought for resale.
type Vehicle struct {
	ID              int64
	Make            string
	Model           string
	Year            int
	Color           string
	LicensePlate    string // upper case, no dash
	Renavam         string // 11 digits; '' when not given
	Chassis         string // the VIN, 17 capitals and digits; '' when not given
	Mileage         *int   // quilometragem; nil when not given
	ManufactureYear *int
	ModelYear       *int
	FipeCode        string // NNNNNN-D; '' when not given
	FipeValue       *Money // the FIPE table's reference value; nil when not given
	IPVAStatus      string // '', paid, open or exempt
	LicensingStatus string // '', valid or pending
	// RegistrationState is the UF the vehicle is registered in ('' when not given): its rule table gives the months
	// its IPVA and licenciamento fall due.
	RegistrationState string
	IPVAAmount        *Money // the year's IPVA; nil when not given
	LicensingAmount   *Money // the year's licenciamento fee; nil when not given
	Notes             string
	Status            VehicleStatus
	PurchasePrice     Money
	SellingPrice      Money
	Costs             Money // the sum of its costs (VehicleCost)
	PurchaseDate      Date
	SoldDate          Date
	SalePaymentMethod string // cash, financing or exchange, once sold
	SaleNotes         string
	SaleBuyerName     string // once sold: who bought it ('' when not given)
	SaleBuyerDocument string // and their CPF or CNPJ without punctuation
	// AccountID is the account the purchase was paid from (0: none); on an edit, nil keeps it. Counterpart is the
	// purchase's other side when no account paid it; on an edit, nil keeps it.
	AccountID   *int64
	Counterpart *Counterpart
	// SaleAccountID is the account the sale was received into (0: none).
	SaleAccountID int64
	// ReceivableID is the receivable of a sale in installments (0: none).
	ReceivableID int64
	Attachments  []VehicleAttachment
	CreatedBy    int64
	UpdatedBy    int64
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// VehicleAttachment is a stored upload attached to a vehicle.
type VehicleAttachment struct {
	ID           int64
	FileName     string // the stored file's random name
	OriginalName string
	Category     string
	Mimetype     string
	Size         int64
	Image        bool
}

// VehicleSale is what the sale call records.
type VehicleSale struct {
	SellingPrice  Money
	SoldDate      Date
	PaymentMethod string
	Notes         string
	BuyerName     string
	BuyerDocument string // CPF or CNPJ without punctuation; '' when not given
	AccountID     int64  // received into; 0 for none
	// Counterpart is where the price went when no account received it.
	Counterpart Counterpart
	// Plan is the down payment and the installments of a sale in installments, which creates a receivable.
	Plan *InstallmentPlan
}

// VehicleHistory is one entry of a vehicle's history. Date is the calendar day of the event (purchase date for
// CREATE, sold date for SALE, the day of the change for UPDATE and DELETE); OldValue and NewValue are what the
// vehicle counts in the net worth before and after the event (its purchase price while unsold, 0 once sold or
// deleted); Amount is the cash of the event (the purchase price on CREATE, the sale price on SALE).
type VehicleHistory struct {
	ID        int64
	VehicleID int64
	Action    string // CREATE, UPDATE, SALE, DELETE
	Date      Date
	OldValue  Money
	NewValue  Money
	Amount    *Money
	Details   map[string]any
	UserID    int64
	UserName  string
	CreatedAt time.Time
}

// The vehicle history actions.
const (
	VehicleActionCreate = "CREATE"
	VehicleActionUpdate = "UPDATE"
	VehicleActionSale   = "SALE"
	VehicleActionDelete = "DELETE"
)

// plateForm matches both Brazilian plate forms once upper-cased and without a dash: the old ABC1234 and the
// Mercosul ABC1D23.
var plateForm = regexp.MustCompile(`^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$`)

// NormalizePlate returns a plate upper-cased without dash or spaces ("abc-1234" → "ABC1234") and whether it is
// one of the two valid forms.
func NormalizePlate(s string) (string, bool) {
	p := strings.ToUpper(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(s)))
	return p, plateForm.MatchString(p)
}

// DashedPlate writes an old-form plate with its dash (ABC-1234), as people search for it.
func DashedPlate(p string) string {
	if len(p) == 7 {
		return p[:3] + "-" + p[3:]
	}
	return p
}

// ShownPlate writes a plate as the screens show it: the old form with its dash (ABC-1234), the Mercosul form as
// it is (BRA2E19).
func ShownPlate(p string) string {
	if len(p) == 7 && p[4] >= '0' && p[4] <= '9' {
		return DashedPlate(p)
	}
	return p
}

// ValueInNetWorth is what the vehicle adds to the net worth: its purchase price while it is not sold.
func (v Vehicle) ValueInNetWorth() Money {
	if v.Status == VehicleSold {
		return 0
	}
	return v.PurchasePrice
}

// VehicleIPVAStatuses and VehicleLicensingStatuses are where a vehicle's IPVA and licenciamento stand (” for
// unknown); their Label maps name them.
var (
	VehicleIPVAStatuses         = []string{"paid", "open", "exempt"}
	VehicleIPVAStatusLabel      = map[string]string{"paid": "Pago", "open": "Em aberto", "exempt": "Isento"}
	VehicleLicensingStatuses    = []string{"valid", "pending"}
	VehicleLicensingStatusLabel = map[string]string{"valid": "Em dia", "pending": "Pendente"}
)

// SourceVehicleCost is the source kind of the movement that pays a vehicle's cost (its SourceID is the cost's).
const SourceVehicleCost = "vehicle_cost"

// VehicleCostCategories are the kinds of cost of a vehicle before its sale; VehicleCostCategoryLabel names them.
var (
	VehicleCostCategories    = []string{"bodywork", "mechanics", "documentation", "commission", "other"}
	VehicleCostCategoryLabel = map[string]string{"bodywork": "Funilaria", "mechanics": "Mecânica",
		"documentation": "Documentação", "commission": "Comissão", "other": "Outros"}
)

// VehicleCost is money spent on a vehicle of the stock (funilaria, documentação, comissão…) on a day, paid from
// an account. It is an expense of that day; the vehicle's margin counts it.
type VehicleCost struct {
	ID          int64     `json:"id"`
	VehicleID   int64     `json:"vehicleId"`
	Date        Date      `json:"date"`
	Amount      Money     `json:"amount"`
	Category    string    `json:"category"`
	Description string    `json:"description"`
	AccountID   int64     `json:"accountId"`
	AccountName string    `json:"accountName"`
	CreatedBy   *Actor    `json:"createdBy"`
	CreatedAt   time.Time `json:"createdAt"`
}

// Margin is what the vehicle's sale gives over what it cost: the selling price less the purchase price and the
// costs spent on it.
func (v Vehicle) Margin() Money { return v.SellingPrice - v.PurchasePrice - v.Costs }

// The vehicle taxes of the obligations calendar.
const (
	VehicleTaxIPVA      = "ipva"
	VehicleTaxLicensing = "licensing"
)

// VehicleTaxRule is a line of a state's table: a vehicle registered in State whose plate ends in FinalDigit has
// its Kind (ipva or licensing) due in Month, on Day (nil: the month's last day); Source says where it came from.
type VehicleTaxRule struct {
	State      string `json:"state"`
	Kind       string `json:"kind"`
	FinalDigit int    `json:"finalDigit"`
	Month      int    `json:"month"`
	Day        *int   `json:"day"`
	Source     string `json:"source"`
}

// DueDate is the rule's due date in year; a day past the month's end falls on its last day.
func (r VehicleTaxRule) DueDate(year int) Date {
	last := time.Date(year, time.Month(r.Month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	day := last
	if r.Day != nil && *r.Day < last {
		day = *r.Day
	}
	return NewDate(year, time.Month(r.Month), day)
}

// PlateFinalDigit is the last digit of a plate (old and Mercosul plates both end in one); false when it ends in
// none.
func PlateFinalDigit(plate string) (int, bool) {
	if plate == "" {
		return 0, false
	}
	last := plate[len(plate)-1]
	if last < '0' || last > '9' {
		return 0, false
	}
	return int(last - '0'), true
}
