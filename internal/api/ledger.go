package api

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/report"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

// The accountant's views of the journal (docs/design.md §10), read with reports.read: the chart of accounts, the
// net-worth bridge, the trial balance, the journal and the cash flow, and their files.

// ledgerAccount is one account of the chart as GET /api/ledger/accounts lists it.
type ledgerAccount struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	Nature string `json:"nature"`
	Level  int    `json:"level"`
	Group  bool   `json:"group"`
	Cause  string `json:"cause"` // the bridge's line of an equity or result account, "" for the others
}

func (s *Server) ledgerAccounts(w http.ResponseWriter, _ *http.Request) error {
	out := make([]ledgerAccount, len(ledger.Chart))
	for i, a := range ledger.Chart {
		out[i] = ledgerAccount{Code: string(a.Code), Name: a.Name, Nature: string(a.Nature), Level: strings.Count(string(a.Code), ".") + 1,
			Group: a.Group, Cause: string(a.Cause)}
	}
	writeData(w, http.StatusOK, out)
	return nil
}

// ledgerPeriod reads from and to: the first day of the current year and today when left out; from not after to.
func (s *Server) ledgerPeriod(r *http.Request) (from, to model.Date, err error) {
	if from, err = dateParam(r, "from"); err != nil {
		return from, to, err
	}
	if to, err = dateParam(r, "to"); err != nil {
		return from, to, err
	}
	today := s.store.Today()
	if to.IsZero() {
		to = today
	}
	if from.IsZero() {
		from = model.NewDate(to.Time().Year(), 1, 1)
	}
	if from.After(to) {
		return from, to, invalidQuery(validate.MsgLedgerPeriod)
	}
	return from, to, nil
}

// ledgerDay reads the day of a view (date), today when left out.
func (s *Server) ledgerDay(r *http.Request) (model.Date, error) {
	day, err := dateParam(r, "date")
	if err == nil && day.IsZero() {
		day = s.store.Today()
	}
	return day, err
}

// openingDate is the last day of the company's opening balances (docs/design.md §10).
type openingDate struct {
	Date model.Date `json:"date"`
}

func (s *Server) ledgerOpeningDate(w http.ResponseWriter, r *http.Request) error {
	day, err := s.store.LedgerOpeningDate(r.Context())
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, openingDate{Date: day})
	return nil
}

// setLedgerOpeningDate moves the opening date: the events recorded with no counterpart count as opening balances up
// to it and as unexplained after it; no day after today, none before an event a person recorded as an opening balance.
func (s *Server) setLedgerOpeningDate(w http.ResponseWriter, r *http.Request) error {
	var in openingDate
	if err := decode(w, r, &in); err != nil {
		return err
	}
	switch {
	case in.Date.IsZero():
		return validate.Errors{"date": validate.MsgBooksOpening}
	case in.Date.After(s.store.Today()):
		return validate.Errors{"date": validate.MsgBooksOpeningFuture}
	}
	var after *store.OpeningBalanceAfterError
	if err := s.store.SetLedgerOpeningDate(r.Context(), in.Date, currentUser(r.Context())); errors.As(err, &after) {
		return validate.Errors{"date": strings.ReplaceAll(validate.MsgBooksOpeningBefore, "{date}", after.Day.PtBR())}
	} else if err != nil {
		return err
	}
	writeData(w, http.StatusOK, in)
	return nil
}

func (s *Server) ledgerBridge(w http.ResponseWriter, r *http.Request) error {
	from, to, err := s.ledgerPeriod(r)
	if err != nil {
		return err
	}
	b, err := s.store.Bridge(r.Context(), from, to)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, b)
	return nil
}

func (s *Server) ledgerTrialBalance(w http.ResponseWriter, r *http.Request) error {
	day, err := s.ledgerDay(r)
	if err != nil {
		return err
	}
	tb, err := s.store.TrialBalance(r.Context(), day)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, tb)
	return nil
}

func (s *Server) exportTrialBalance(w http.ResponseWriter, r *http.Request) error {
	format, err := reportFormat(r)
	if err != nil {
		return err
	}
	day, err := s.ledgerDay(r)
	if err != nil {
		return err
	}
	tb, err := s.store.TrialBalance(r.Context(), day)
	if err != nil {
		return err
	}
	doc := report.Document{Title: "Balancete de verificação", Period: "Em " + day.PtBR(), Sections: []report.Section{report.TrialBalance(tb)}}
	return s.sendExport(w, r, format, "balancete", "balancete", doc)
}

func (s *Server) ledgerJournal(w http.ResponseWriter, r *http.Request) error {
	from, to, err := s.ledgerPeriod(r)
	if err != nil {
		return err
	}
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	cause, err := queryFilter(r, "cause", func(v string) bool { return slices.Contains(ledger.Causes, ledger.Cause(v)) }, "Causa inválida.")
	if err != nil {
		return err
	}
	j, total, err := s.store.Journal(r.Context(), store.JournalFilter{From: from, To: to, Cause: ledger.Cause(cause), Page: page, PageSize: size})
	if err != nil {
		return err
	}
	writeList(w, j.Entries, listMeta{Total: total, Page: page, PageSize: size})
	return nil
}

// exportJournal downloads the journal of a period in the layout accountants import (report.JournalPairs): a plain
// table, no header block.
func (s *Server) exportJournal(w http.ResponseWriter, r *http.Request) error {
	format, err := exportFormat(r)
	if err != nil {
		return err
	}
	from, to, err := s.ledgerPeriod(r)
	if err != nil {
		return err
	}
	j, total, err := s.store.Journal(r.Context(), store.JournalFilter{From: from, To: to, Page: 1, PageSize: maxExportRows + 1})
	if err != nil {
		return err
	}
	if total > maxExportRows {
		return refuse(http.StatusUnprocessableEntity, "export_too_large", validate.MsgJournalTooLarge)
	}
	doc := report.Document{Title: "Livro diário", Period: from.PtBR() + " a " + to.PtBR(), Plain: true,
		Sections: []report.Section{report.JournalPairs(j.Entries)}}
	return s.sendExport(w, r, format, "diario", "diário", doc)
}

func (s *Server) ledgerCashFlow(w http.ResponseWriter, r *http.Request) error {
	from, to, err := s.ledgerPeriod(r)
	if err != nil {
		return err
	}
	cf, err := s.store.CashFlow(r.Context(), from, to)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, cf)
	return nil
}

// counterpartInput is the other side a request names for a money event when no account moved: counterpart is one of
// the event's counterparts ("" for none), counterpartReason the reason of an adjustment. Left out of an edit, the
// event keeps the one it had.
type counterpartInput struct {
	Counterpart       *string `json:"counterpart"`
	CounterpartReason string  `json:"counterpartReason"`
}

// value is the counterpart asked for: nil when the request leaves it out.
func (in counterpartInput) value() *model.Counterpart {
	if in.Counterpart == nil {
		return nil
	}
	c := &model.Counterpart{Kind: strings.TrimSpace(*in.Counterpart)}
	if c.Kind == string(ledger.CounterpartAdjustment) {
		c.Reason = strings.TrimSpace(in.CounterpartReason)
	}
	return c
}

// counterpartValue is the counterpart c points at, none for nil.
func counterpartValue(c *model.Counterpart) model.Counterpart {
	if c == nil {
		return model.Counterpart{}
	}
	return *c
}

// idOf is the id p points at, 0 for none.
func idOf(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}

// checkCounterpart checks a money event's other side (validate.Counterpart) against the company's opening date, on
// field (the request's field of the account) and counterpartReason.
func (s *Server) checkCounterpart(ctx context.Context, e validate.Errors, field string, account int64, c *model.Counterpart,
	event ledger.Event, day model.Date, required bool) error {
	var opening model.Date
	// A day out of range or after today is the date's own error; the opening date is checked once the day is right.
	if c != nil && c.Kind == string(ledger.CounterpartOpening) && day.InRange() && !day.After(s.store.Today()) {
		var err error
		if opening, err = s.store.LedgerOpeningDate(ctx); err != nil {
			return err
		}
	}
	validate.Counterpart(e, field, "counterpartReason", account, c, event, day, opening, required)
	return nil
}
