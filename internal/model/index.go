package model

import "slices"

// IndexCode names an index that corrects a financing's balance month by month, or IndexNone.
type IndexCode string

// The indices a contract may be corrected by.
const (
	IndexNone  IndexCode = "none"
	IndexIPCA  IndexCode = "ipca"
	IndexIGPM  IndexCode = "igpm"
	IndexINCC  IndexCode = "incc"
	IndexTR    IndexCode = "tr"
	IndexCDI   IndexCode = "cdi"
	IndexSELIC IndexCode = "selic"
)

// IndexCodes lists the indices kept as series, in the order the screens show them; IndexLabel names them and
// IndexNone.
var (
	IndexCodes = []IndexCode{IndexIPCA, IndexIGPM, IndexINCC, IndexTR, IndexCDI, IndexSELIC}
	IndexLabel = map[IndexCode]string{IndexNone: "Sem correção", IndexIPCA: "IPCA", IndexIGPM: "IGP-M", IndexINCC: "INCC",
		IndexTR: "TR", IndexCDI: "CDI", IndexSELIC: "SELIC"}
)

// Series reports whether c is one of IndexCodes (an index with a series).
func (c IndexCode) Series() bool { return slices.Contains(IndexCodes, c) }

// Valid reports whether c is IndexNone or one of IndexCodes.
func (c IndexCode) Valid() bool { return c == IndexNone || c.Series() }

// MaxIndexLag bounds the months between a month's installment and the month of the index that corrects it.
const MaxIndexLag = 12

// IndexValue is an index's change in a month, in millionths of a percent (0,56 % is 560000); Month is its first day.
type IndexValue struct {
	Month Date
	Value int64
}

// IndexSeries sums up what is kept of an index: how many months, the first and the last (nil when none).
type IndexSeries struct {
	Code       IndexCode `json:"code"`
	Label      string    `json:"label"`
	Months     int       `json:"months"`
	FirstMonth *string   `json:"firstMonth"` // YYYY-MM
	LastMonth  *string   `json:"lastMonth"`
}
