package api

import (
	"errors"
	"net/http"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const accountNotFound = "Conta não encontrada"

func (s *Server) listAccounts(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	if err := noSort(r); err != nil {
		return err
	}
	accounts, sum, err := s.store.ListAccounts(r.Context(), page, size)
	if err != nil {
		return err
	}
	writeList(w, accounts, listMeta{Total: sum.Count, Page: page, PageSize: size, Summary: sum})
	return nil
}

// loadAccount reads the account of the request's {id}.
func (s *Server) loadAccount(r *http.Request) (model.Account, error) {
	id, err := pathID(r)
	if err != nil {
		return model.Account{}, err
	}
	return s.store.AccountByID(r.Context(), id)
}

func (s *Server) getAccount(w http.ResponseWriter, r *http.Request) error {
	a, err := s.loadAccount(r)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, a)
	return nil
}

// accountRequest is the body of a create or an edit; fields left out keep their value (on create: none).
type accountRequest struct {
	Name           *string      `json:"name"`
	Kind           *string      `json:"kind"`
	BankName       *string      `json:"bankName"`
	Agency         *string      `json:"agency"`
	Number         *string      `json:"number"`
	OpeningBalance *model.Money `json:"openingBalance"`
	OpeningDate    *model.Date  `json:"openingDate"`
	// The counterpart of the opening balance: where the money came from ('Saldo de abertura', the owners' money…).
	counterpartInput
}

// apply lays the request over a and checks the result.
func (in accountRequest) apply(a model.Account, today model.Date) (model.Account, validate.Errors) {
	set := func(dst *string, v *string) {
		if v != nil {
			*dst = *v
		}
	}
	set(&a.Name, in.Name)
	set(&a.BankName, in.BankName)
	set(&a.Agency, in.Agency)
	set(&a.Number, in.Number)
	if in.Kind != nil {
		a.Kind = model.AccountKind(*in.Kind)
	}
	if in.OpeningBalance != nil {
		a.OpeningBalance = *in.OpeningBalance
	}
	if in.OpeningDate != nil {
		a.OpeningDate = *in.OpeningDate
	}
	e := validate.Errors{}
	validate.Account(e, &a, today)
	return a, e
}

// accountFormError puts a refused balance on the field of the account form that caused it: the kind when it
// changed to one that may not go negative, otherwise the opening balance.
func accountFormError(err error, kindChanged bool) error {
	if !errors.Is(err, store.ErrNegativeBalance) {
		return err
	}
	field := "openingBalance"
	if kindChanged {
		field = "kind"
	}
	return validate.Errors{field: validate.MsgNegativeBalance}
}

func (s *Server) createAccount(w http.ResponseWriter, r *http.Request) error {
	var in accountRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	a, e := in.apply(model.Account{}, s.store.Today())
	a.OpeningCounterpart = in.value()
	if err := s.checkCounterpart(r.Context(), e, "counterpart", 0, a.OpeningCounterpart, ledger.EventAccountOpening,
		a.OpeningDate, a.OpeningBalance != 0); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	created, err := s.store.CreateAccount(r.Context(), a, currentUser(r.Context()))
	if err != nil {
		return accountFormError(err, false)
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

func (s *Server) updateAccount(w http.ResponseWriter, r *http.Request) error {
	stored, err := s.loadAccount(r)
	if err != nil {
		return err
	}
	var in accountRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	a, e := in.apply(stored, s.store.Today())
	if in.Counterpart != nil {
		a.OpeningCounterpart = in.value()
	}
	// An opening balance that moves needs its origin, and so does one that had none.
	if in.Counterpart != nil || a.OpeningBalance != stored.OpeningBalance || a.OpeningDate.String() != stored.OpeningDate.String() {
		if err := s.checkCounterpart(r.Context(), e, "counterpart", 0, a.OpeningCounterpart, ledger.EventAccountOpening,
			a.OpeningDate, a.OpeningBalance != 0); err != nil {
			return err
		}
	}
	if !e.OK() {
		return e
	}
	saved, err := s.store.UpdateAccount(r.Context(), a, currentUser(r.Context()))
	if err != nil {
		return accountFormError(err, a.Kind != stored.Kind)
	}
	writeData(w, http.StatusOK, saved)
	return nil
}

func (s *Server) addEntry(w http.ResponseWriter, r *http.Request) error {
	a, err := s.loadAccount(r)
	if err != nil {
		return err
	}
	var in model.Entry
	if err := decode(w, r, &in); err != nil {
		return err
	}
	in.AccountID = a.ID
	e := validate.Errors{}
	validate.AccountEntry(e, &in, s.store.Today())
	if !e.OK() {
		return e
	}
	m, err := s.store.AddEntry(r.Context(), in, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, m)
	return nil
}

func (s *Server) transfer(w http.ResponseWriter, r *http.Request) error {
	var in model.Transfer
	if err := decode(w, r, &in); err != nil {
		return err
	}
	e := validate.Errors{}
	validate.Transfer(e, &in, s.store.Today())
	// An account that does not exist is a field error here: the ids come in the body, not in the path.
	for field, id := range map[string]int64{"fromAccountId": in.FromAccountID, "toAccountId": in.ToAccountID} {
		if _, seen := e[field]; seen || id <= 0 {
			continue
		}
		if _, err := s.store.AccountByID(r.Context(), id); errors.Is(err, store.ErrNotFound) {
			e[field] = validate.MsgUnknownAccount
		} else if err != nil {
			return err
		}
	}
	if !e.OK() {
		return e
	}
	m, err := s.store.Transfer(r.Context(), in, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, m)
	return nil
}

func (s *Server) accountStatement(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var period [2]model.Date
	for i, name := range []string{"from", "to"} {
		if period[i], err = dateParam(r, name); err != nil {
			return err
		}
	}
	if !period[0].IsZero() && !period[1].IsZero() && period[0].After(period[1]) {
		return invalidQuery("Período inválido: a data inicial é posterior à final.")
	}
	st, err := s.store.Statement(r.Context(), id, period[0], period[1])
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, st)
	return nil
}
