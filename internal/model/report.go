package model

import (
	"fmt"
	"strconv"
	"time"
)

// The report types and periods (docs/product.md §3 Report, §9).
const (
	ReportAssets   = "assets"
	ReportDebts    = "debts"
	ReportCashflow = "cashflow"
	ReportNetworth = "networth"
	ReportYearEnd  = "yearend" // 'Bens e Direitos em 31/12': yearly only
	// ReportDepreciation is the depreciation of the year and the book values on 31/12: yearly only.
	ReportDepreciation = "depreciation"
	// ReportBridge is the net-worth bridge over the period: the net worth at its opening, each cause, its closing.
	ReportBridge = "bridge"

	PeriodMonthly   = "monthly"
	PeriodQuarterly = "quarterly"
	PeriodYearly    = "yearly"
)

// ReportTypes and ReportPeriods list the accepted values, in the order the screen shows them.
var (
	ReportTypes   = []string{ReportAssets, ReportDebts, ReportCashflow, ReportNetworth, ReportBridge, ReportYearEnd, ReportDepreciation}
	ReportPeriods = []string{PeriodMonthly, PeriodQuarterly, PeriodYearly}
)

// ReportTypeLabel names each type in pt-BR; ReportTypeSlug is the same name as it goes into a file name.
var (
	ReportTypeLabel = map[string]string{ReportAssets: "Ativos", ReportDebts: "Dívidas",
		ReportCashflow: "Fluxo de Caixa", ReportNetworth: "Patrimônio Líquido", ReportYearEnd: "Bens e Direitos em 31/12",
		ReportDepreciation: "Depreciação", ReportBridge: "Variação do Patrimônio Líquido"}
	ReportTypeSlug = map[string]string{ReportAssets: "ativos", ReportDebts: "dividas",
		ReportCashflow: "fluxo-de-caixa", ReportNetworth: "patrimonio-liquido", ReportYearEnd: "bens-e-direitos",
		ReportDepreciation: "depreciacao", ReportBridge: "variacao-do-patrimonio-liquido"}
	ReportTypeDescription = map[string]string{
		ReportAssets:       "Ativos no fim do período com status, valor e valorização; vendidos e permutados no período com a venda; totais",
		ReportDebts:        "Dívidas no fim do período com saldo e situação de então (incluindo atraso), vencimento e totais",
		ReportCashflow:     "O dinheiro que entrou e saiu das contas no período, pelo método direto (operações, investimentos, financiamentos), e cada movimento",
		ReportNetworth:     "Patrimônio líquido mês a mês: abertura, movimentações e fechamento",
		ReportYearEnd:      "Cada bem com grupo e código, discriminação e situação em 31/12 do ano anterior e do ano, pelo custo; ganhos nas vendas do ano",
		ReportDepreciation: "Depreciação do ano pelas taxas da Receita Federal e valor contábil de cada bem em 31/12",
		ReportBridge:       "Patrimônio líquido na abertura, cada causa da variação no período (valorização, vendas, juros, aportes…) e no fechamento",
	}
	ReportPeriodLabel = map[string]string{PeriodMonthly: "Mensal", PeriodQuarterly: "Trimestral", PeriodYearly: "Anual"}
)

// MonthNames are the months in pt-BR, January first.
var MonthNames = [12]string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
	"setembro", "outubro", "novembro", "dezembro"}

// Report is a generated report request (docs/product.md §3 Report): what to build; the file is built from the data as it
// stands whenever it is downloaded.
type Report struct {
	ID          int64     `json:"id"`
	Type        string    `json:"type"`
	Period      string    `json:"period"`
	Reference   string    `json:"reference"` // 2026-10, 2026-Q3 or 2026
	Title       string    `json:"title"`
	Description string    `json:"description"`
	CreatedBy   *Actor    `json:"createdBy"`
	CreatedAt   time.Time `json:"createdAt"`
}

// ReportRange is the first and last day a report reference covers.
type ReportRange struct{ From, To Date }

// ParseReportReference reads the reference of a period: "2026-10" (monthly), "2026-Q3" (quarterly) or "2026"
// (yearly), years 1900 to 9999. It reports false for anything else.
func ParseReportReference(period, ref string) (ReportRange, bool) {
	year := func(s string) (int, bool) {
		if len(s) != 4 || !allDigits(s) {
			return 0, false
		}
		y, err := strconv.Atoi(s)
		return y, err == nil && y >= 1900
	}
	var first time.Month
	var months int
	var y int
	var ok bool
	switch period {
	case PeriodMonthly:
		if len(ref) != 7 || ref[4] != '-' || !allDigits(ref[5:]) {
			return ReportRange{}, false
		}
		m, err := strconv.Atoi(ref[5:])
		if y, ok = year(ref[:4]); !ok || err != nil || m < 1 || m > 12 {
			return ReportRange{}, false
		}
		first, months = time.Month(m), 1
	case PeriodQuarterly:
		if len(ref) != 7 || ref[4:6] != "-Q" || ref[6] < '1' || ref[6] > '4' {
			return ReportRange{}, false
		}
		if y, ok = year(ref[:4]); !ok {
			return ReportRange{}, false
		}
		first, months = time.Month(int(ref[6]-'1')*3+1), 3
	case PeriodYearly:
		if y, ok = year(ref); !ok {
			return ReportRange{}, false
		}
		first, months = time.January, 12
	default:
		return ReportRange{}, false
	}
	from := NewDate(y, first, 1)
	return ReportRange{From: from, To: NewDate(y, first+time.Month(months), 1).AddDays(-1)}, true
}

// ReportReferenceLabel is how a person reads a reference: "outubro de 2026", "3º trimestre de 2026", "2026".
func ReportReferenceLabel(period, ref string) string {
	r, ok := ParseReportReference(period, ref)
	if !ok {
		return ref
	}
	t := r.From.Time()
	switch period {
	case PeriodMonthly:
		return fmt.Sprintf("%s de %d", MonthNames[t.Month()-1], t.Year())
	case PeriodQuarterly:
		return fmt.Sprintf("%dº trimestre de %d", (int(t.Month())-1)/3+1, t.Year())
	}
	return strconv.Itoa(t.Year())
}

// ReportTitle is the title a report is stored with: "Relatório de Ativos — outubro de 2026".
func ReportTitle(typ, period, ref string) string {
	return "Relatório de " + ReportTypeLabel[typ] + " — " + ReportReferenceLabel(period, ref)
}

// ReportSummary is the aggregate of a report list: how many reports the filter selects.
type ReportSummary struct {
	Count int `json:"count"`
}

// ReportAsset is one asset of the assets report as it stood at the end of the report's day: Status and Value
// then (Value is its last value before it left, for one sold or exchanged); LeftOn and LeftValue are the day it
// was sold or exchanged within the period and the sale value (or the value received in the exchange).
type ReportAsset struct {
	ID               int64
	Description      string
	Type             string
	Status           string
	AcquisitionDate  Date
	AcquisitionValue Money
	Value            Money
	LeftOn           Date
	LeftValue        Money
}

// YearEndAsset is an asset as the year-end position declares it: at cost (acquisition plus improvements), not at
// market value.
type YearEndAsset struct {
	ID               int64
	Description      string
	Type             string
	IRPFCode         string
	Details          AssetDetails
	AcquisitionDate  Date
	AcquisitionValue Money
	// CostBefore and CostAfter are its cost on 31/12 of the year before and of the year (or the day the report
	// reads), 0 when it was not held then; ImprovementsAfter the improvements in CostAfter.
	CostBefore, CostAfter, ImprovementsAfter Money
	// LeftOn, LeftBy ('sale' or 'exchange') and SaleValue: how it left during the year; zero when it did not.
	LeftOn    Date
	LeftBy    string
	SaleValue Money
	// CostAtExit is its cost on the day it left.
	CostAtExit Money
}

// YearEndBalance is a cash or bank account or a receivable in the year-end position, with its balance at the end of
// 31/12 of the year before (Before) and of the year or the day the report reads (After): an account's money, a
// receivable's principal still to receive. One of Account and Receivable is set.
type YearEndBalance struct {
	IRPFCode      string
	Account       *Account
	Receivable    *Receivable
	Before, After Money
}

// DepreciationAsset is an asset as the depreciation report reads it: the asset, its improvements and the day it
// left (zero when it did not).
type DepreciationAsset struct {
	Asset        Asset
	Improvements []DatedAmount
	LeftOn       Date
}
