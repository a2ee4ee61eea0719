package api

import (
	"net/http"

	"patrimonio/internal/model"
	"patrimonio/internal/sheet"
	"patrimonio/internal/validate"
)

// importedAccount is a row of an accounts import's preview, as it will be stored.
type importedAccount struct {
	Row            int         `json:"row"`
	Name           string      `json:"name"`
	Kind           string      `json:"kind"`
	BankName       string      `json:"bankName,omitempty"`
	Agency         string      `json:"agency,omitempty"`
	Number         string      `json:"number,omitempty"`
	OpeningBalance model.Money `json:"openingBalance"`
	OpeningDate    model.Date  `json:"openingDate"`
}

// readAccounts turns the rows into accounts with their opening balances, each checked as the account form checks
// it (a cash, savings or investment account may not open below zero).
func (s *Server) readAccounts(_ *http.Request, tab sheet.Table, mapping map[string]int, view *importView) (any, error) {
	today := s.store.Today()
	var accounts []model.Account
	for _, row := range tab.Rows {
		cells := importRow{tab: tab, values: row.Values, mapping: mapping, e: validate.Errors{}}
		kind := choice(cells.text("kind"), model.AccountKindLabel)
		balance, day := cells.amount("openingBalance"), cells.day("openingDate")
		a, e := accountRequest{Name: cells.given("name"), Kind: &kind, BankName: cells.given("bankName"), Agency: cells.given("agency"),
			Number: cells.given("number"), OpeningBalance: &balance, OpeningDate: &day}.apply(model.Account{}, today)
		keepFirst(cells.e, e)
		a.OpeningCounterpart = view.otherSideOf(cells.e, a.OpeningDate)
		if view.take(row.Line, cells.e, tab, mapping, func() any {
			return importedAccount{Row: row.Line, Name: a.Name, Kind: string(a.Kind), BankName: a.BankName, Agency: a.Agency,
				Number: a.Number, OpeningBalance: a.OpeningBalance, OpeningDate: a.OpeningDate}
		}) {
			accounts = append(accounts, a)
		}
	}
	return accounts, nil
}
