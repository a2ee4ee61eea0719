package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
	"patrimonio/internal/report"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
)

const (
	debtNotFound    = "Dívida não encontrada"
	paymentNotFound = "Pagamento não encontrado"
)

// debtFilter reads the debt list's search, filters and sort (the list and its export share them).
func debtFilter(r *http.Request) (store.DebtFilter, error) {
	category, err := queryFilter(r, "category", func(v string) bool { return model.DebtCategory(v).Valid() }, "Categoria inválida.")
	if err != nil {
		return store.DebtFilter{}, err
	}
	status, err := queryFilter(r, "status", func(v string) bool { return model.DebtStatus(v).Valid() }, "Status inválido.")
	if err != nil {
		return store.DebtFilter{}, err
	}
	sort, err := sortParam(r, store.DebtSorts)
	return store.DebtFilter{Query: r.URL.Query().Get("q"), Sort: sort, Category: model.DebtCategory(category),
		Status: model.DebtStatus(status)}, err
}

func (s *Server) listDebts(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	f, err := debtFilter(r)
	if err != nil {
		return err
	}
	f.Page, f.PageSize = page, size
	debts, sum, err := s.store.ListDebts(r.Context(), f)
	if err != nil {
		return err
	}
	writeList(w, debts, listMeta{Total: sum.Count, Page: page, PageSize: size, Summary: sum})
	return nil
}

// loadDebt reads the debt of the request's {id}.
func (s *Server) loadDebt(r *http.Request) (model.Debt, error) {
	id, err := pathID(r)
	if err != nil {
		return model.Debt{}, err
	}
	return s.store.DebtByID(r.Context(), id)
}

func (s *Server) getDebt(w http.ResponseWriter, r *http.Request) error {
	d, err := s.loadDebt(r)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, d)
	return nil
}

func (s *Server) debtHistory(w http.ResponseWriter, r *http.Request) error {
	d, err := s.loadDebt(r)
	if err != nil {
		return err
	}
	events, err := s.store.DebtHistory(r.Context(), d.ID)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, events)
	return nil
}

// debtRequest is the body of a create or an edit (docs/product.md §7); fields left out keep their value (on create:
// the defaults of docs/product.md §5).
type debtRequest struct {
	CreditorName       *string      `json:"creditorName"`
	CreditorDocument   *string      `json:"creditorDocument"` // CNPJ or CPF, with or without its mask; "" removes it
	Description        *string      `json:"description"`
	OriginalAmount     *model.Money `json:"originalAmount"`
	CurrentAmount      *model.Money `json:"currentAmount"`
	InterestRate       *json.Number `json:"interestRate"`
	AnnualRate         *json.Number `json:"annualRate"` // instead of interestRate: the effective annual rate
	DueDate            *model.Date  `json:"dueDate"`
	Status             *string      `json:"status"`
	Category           *string      `json:"category"`
	PaymentMethod      *string      `json:"paymentMethod"`
	Installments       *int         `json:"installments"`
	CurrentInstallment *int         `json:"currentInstallment"`
	// ContractDate is the day the debt was taken ("" for none); DisbursementAccountID the account a loan's money
	// entered on that day (0 for none: a financing or an account payable brings no cash).
	ContractDate          *model.Date `json:"contractDate"`
	DisbursementAccountID *int64      `json:"disbursementAccountId"`
	// counterpart is the debt's other side when no account received its money: an opening balance, an expense to pay…
	counterpartInput
	// BalanceCounterpart and BalanceReason are what changed the balance when an edit changes it: a creditor's
	// forgiveness, charges, or an adjustment with its reason.
	BalanceCounterpart *string `json:"balanceCounterpart"`
	BalanceReason      string  `json:"balanceReason"`
	// System and FirstDueDate make the debt a financing with a schedule (system "none" takes it away).
	System       *string     `json:"system"`
	FirstDueDate *model.Date `json:"firstDueDate"`
	// GraceMonths, GraceInterest and Fees are a financing's grace period and the fees that make its CET.
	GraceMonths   *int         `json:"graceMonths"`
	GraceInterest *string      `json:"graceInterest"`
	Fees          *model.Money `json:"fees"`
	// Index and IndexLag correct a financing's balance by an index series ("none" takes it away).
	Index    *string `json:"index"`
	IndexLag *int    `json:"indexLag"`
}

// apply lays the request over d and checks the result.
func (in debtRequest) apply(d model.Debt, today model.Date) (model.Debt, validate.Errors) {
	e := validate.Errors{}
	if in.ContractDate != nil {
		d.ContractDate = in.ContractDate
		if in.ContractDate.IsZero() {
			d.ContractDate = nil
		}
	}
	if in.DisbursementAccountID != nil {
		d.DisbursementAccountID = in.DisbursementAccountID
	}
	setText := func(dst *string, v *string) {
		if v != nil {
			*dst = strings.TrimSpace(*v)
		}
	}
	setText(&d.CreditorName, in.CreditorName)
	if in.CreditorDocument != nil {
		doc, ok := validate.TaxID(*in.CreditorDocument)
		if !ok {
			e["creditorDocument"] = validate.MsgTaxID
		}
		d.CreditorDocument = doc
	}
	setText(&d.Description, in.Description)
	setText(&d.PaymentMethod, in.PaymentMethod)
	if in.OriginalAmount != nil {
		d.OriginalAmount = *in.OriginalAmount
	}
	if in.CurrentAmount != nil {
		d.CurrentAmount = *in.CurrentAmount
	}
	if in.InterestRate != nil || in.AnnualRate != nil {
		d.InterestRate = validate.MonthlyOrAnnualRate(e, numberText(in.InterestRate), numberText(in.AnnualRate))
	}
	if in.DueDate != nil {
		d.DueDate = *in.DueDate
	}
	if in.Status != nil {
		d.Status = model.DebtStatus(*in.Status)
	}
	if in.Category != nil {
		d.Category = model.DebtCategory(*in.Category)
	}
	if in.Installments != nil {
		d.Installments = *in.Installments
	}
	if in.CurrentInstallment != nil {
		d.CurrentInstallment = *in.CurrentInstallment
	}
	if in.System != nil {
		d.System = model.DebtSystem(*in.System)
	}
	if in.FirstDueDate != nil {
		d.FirstDueDate = in.FirstDueDate
	}
	if in.GraceMonths != nil {
		d.GraceMonths = *in.GraceMonths
	}
	if in.GraceInterest != nil {
		d.GraceInterest = model.DebtGraceInterest(*in.GraceInterest)
	}
	if in.Fees != nil {
		d.Fees = *in.Fees
	}
	if in.Index != nil {
		d.Index = model.IndexCode(*in.Index)
	}
	if in.IndexLag != nil {
		d.IndexLag = *in.IndexLag
	}
	if d.System == model.DebtNoSystem || d.System == "" {
		d.FirstDueDate = nil
	} else if d.FirstDueDate != nil && d.DueDate.IsZero() {
		// A financing's due date follows its schedule (the store sets it): the first installment's until then.
		d.DueDate = *d.FirstDueDate
	}
	validate.Debt(e, d)
	validate.DebtMoneyEvents(e, d, today)
	return d, e
}

// newDebt is the debt the request creates, over the defaults of docs/product.md §5, and its errors.
func (in debtRequest) newDebt(today model.Date) (model.Debt, validate.Errors) {
	d, e := in.apply(model.Debt{Status: model.DebtActive, Category: model.DebtOther, Installments: 1, CurrentInstallment: 1,
		System: model.DebtNoSystem, GraceInterest: model.GraceInterestPaid, Index: model.IndexNone}, today)
	// On create the current balance follows the original amount while it is still zero — except for a debt created
	// already paid, where a zero balance means nothing is owed.
	if d.CurrentAmount == 0 && d.Status != model.DebtPaid {
		d.CurrentAmount = d.OriginalAmount
	}
	return d, e
}

func (s *Server) createDebt(w http.ResponseWriter, r *http.Request) error {
	var in debtRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	d, e := in.newDebt(s.store.Today())
	d.Counterpart = in.value()
	if err := s.checkCounterpart(r.Context(), e, "disbursementAccountId", idOf(d.DisbursementAccountID), d.Counterpart,
		ledger.EventBorrowing, debtDay(d, s.store.Today()), true); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	created, err := s.store.CreateDebt(r.Context(), d, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

func (s *Server) updateDebt(w http.ResponseWriter, r *http.Request) error {
	stored, err := s.loadDebt(r)
	if err != nil {
		return err
	}
	var in debtRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	stored.Status = stored.RecordedStatus // an edit that leaves the status out keeps the one recorded
	d, e := in.apply(stored, s.store.Today())
	if in.DisbursementAccountID != nil || in.Counterpart != nil { // the debt's other side, corrected
		d.Counterpart = in.value()
		if err := s.checkCounterpart(r.Context(), e, "disbursementAccountId", idOf(d.DisbursementAccountID), d.Counterpart,
			ledger.EventBorrowing, debtDay(d, s.store.Today()), true); err != nil {
			return err
		}
		if d.DisbursementAccountID == nil {
			d.DisbursementAccountID = new(int64)
		}
	}
	balanceChange(e, in, stored, &d)
	if !e.OK() {
		return e
	}
	saved, err := s.store.UpdateDebt(r.Context(), d, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, saved)
	return nil
}

// debtDay is the day a debt counts from: its contract date, or today for one registered without.
func debtDay(d model.Debt, today model.Date) model.Date {
	if d.ContractDate != nil && !d.ContractDate.IsZero() {
		return *d.ContractDate
	}
	return today
}

// balanceChange checks what an edit does to a debt's balance: marked paid only at zero (a payment is recorded as a
// payment), and a balance changed with its cause — a creditor's forgiveness lowers it, charges raise it, an
// adjustment says why — which becomes d's BalanceCause.
func balanceChange(e validate.Errors, in debtRequest, before model.Debt, d *model.Debt) {
	if d.Status == model.DebtPaid && before.RecordedStatus != model.DebtPaid && d.CurrentAmount > 0 {
		e["status"] = validate.MsgPayOffByPayment
		return
	}
	if d.CurrentAmount == before.CurrentAmount {
		return
	}
	c := counterpartInput{Counterpart: in.BalanceCounterpart, CounterpartReason: in.BalanceReason}.value()
	validate.Counterpart(e, "balanceCounterpart", "balanceReason", 0, c, ledger.EventBalanceChange, model.Date{}, model.Date{}, true)
	switch {
	case c == nil || !e.OK():
		if _, ok := e["balanceCounterpart"]; ok && (c == nil || c.Kind == "") {
			e["balanceCounterpart"] = validate.MsgBalanceCause
		}
	case c.Kind == string(ledger.CounterpartForgiveness) && d.CurrentAmount > before.CurrentAmount:
		e["balanceCounterpart"] = validate.MsgForgivenessRaises
	case c.Kind == string(ledger.CounterpartCharges) && d.CurrentAmount < before.CurrentAmount:
		e["balanceCounterpart"] = validate.MsgChargesLower
	default:
		d.BalanceCause = c
	}
}

// deleteDebtPayment removes a payment recorded by mistake: its money returns to the account, its principal to the
// balance.
func (s *Server) deleteDebtPayment(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	paymentID, err := strconv.ParseInt(r.PathValue("paymentId"), 10, 64)
	if err != nil || paymentID <= 0 {
		return store.ErrPaymentNotFound
	}
	if err := s.store.DeleteDebtPayment(r.Context(), id, paymentID, currentUser(r.Context())); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// debtSchedule answers a debt's schedule: every installment with its due date, status and what was paid against
// it (an empty list for a debt without a schedule).
func (s *Server) debtSchedule(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.DebtSchedule(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// paymentRequest is the body of a debt payment: amount = principal + interest (left out, it is their sum).
type paymentRequest struct {
	Date      model.Date   `json:"date"`
	Amount    *model.Money `json:"amount"`
	Principal model.Money  `json:"principal"`
	Interest  model.Money  `json:"interest"`
	AccountID int64        `json:"accountId"` // paid from; 0: a counterpart (the owners paid it)
	counterpartInput
	// InstallmentNumber names the installment of the debt's schedule the payment is for (left out: none).
	InstallmentNumber *int `json:"installmentNumber"`
	// PrepaymentMode makes it an extraordinary amortization: reduce_term or reduce_payment (left out: none).
	PrepaymentMode model.PrepaymentMode `json:"prepaymentMode"`
}

func (s *Server) debtPayments(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.DebtPayments(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// addDebtPayment records a payment: the principal lowers the balance, the whole amount leaves the account.
func (s *Server) addDebtPayment(w http.ResponseWriter, r *http.Request) error {
	d, err := s.loadDebt(r)
	if err != nil {
		return err
	}
	var in paymentRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	p := model.DebtPayment{DebtID: d.ID, Date: in.Date, Principal: in.Principal, Interest: in.Interest, InstallmentNumber: in.InstallmentNumber,
		PrepaymentMode: in.PrepaymentMode}
	if in.AccountID != 0 {
		p.AccountID = &in.AccountID
	}
	p.Counterpart = in.value()
	e := validate.DebtPayment(p, in.Amount, s.store.Today())
	if err := s.checkCounterpart(r.Context(), e, "accountId", in.AccountID, p.Counterpart, ledger.EventRepayment, p.Date, true); err != nil {
		return err
	}
	if !e.OK() {
		return e
	}
	created, err := s.store.AddDebtPayment(r.Context(), p, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

// exportDebtSchedule downloads a financing's schedule as PDF, CSV or XLSX: ?format=pdf|csv|xlsx.
func (s *Server) exportDebtSchedule(w http.ResponseWriter, r *http.Request) error {
	format, err := reportFormat(r)
	if err != nil {
		return err
	}
	d, err := s.loadDebt(r)
	if err != nil {
		return err
	}
	schedule, err := s.store.DebtSchedule(r.Context(), d.ID)
	if err != nil {
		return err
	}
	if len(schedule) == 0 {
		return refuse(http.StatusNotFound, "not_found", "Esta dívida não tem cronograma.")
	}
	rate := strings.Replace(d.InterestRate.Decimal(), ".", ",", 1) + "%"
	period := fmt.Sprintf("%s · %s a.m. · %s a %s", model.DebtSystemLabel[d.System], rate,
		schedule[0].DueDate.PtBR(), schedule[len(schedule)-1].DueDate.PtBR())
	if d.Index.Series() {
		period += " · corrigido pelo " + model.IndexLabel[d.Index]
	}
	doc := report.Document{Title: "Cronograma — " + d.CreditorName, Period: period, Sections: []report.Section{report.Schedule(schedule)}}
	name := fmt.Sprintf("cronograma-%d", d.ID)
	return s.sendExport(w, r, format, name, name, doc)
}
