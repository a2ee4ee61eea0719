package validate

import (
	"strings"

	"patrimonio/internal/model"
)

// Account checks an account about to be created or saved, and trims its text in place. The opening balance may
// be negative only for a checking account; the store checks every later day.
func Account(e Errors, a *model.Account, today model.Date) {
	a.Name, a.BankName = strings.TrimSpace(a.Name), strings.TrimSpace(a.BankName)
	a.Agency, a.Number = strings.TrimSpace(a.Agency), strings.TrimSpace(a.Number)
	switch {
	case blank(a.Name):
		e.add("name", MsgAccountName)
	case tooLong(a.Name, 100):
		e.add("name", MsgAccountNameTooLong)
	}
	if !a.Kind.Valid() {
		e.add("kind", MsgAccountKind)
	}
	if tooLong(a.BankName, 100) {
		e.add("bankName", MsgBankNameTooLong)
	}
	if tooLong(a.Agency, 20) {
		e.add("agency", MsgAgencyTooLong)
	}
	if tooLong(a.Number, 30) {
		e.add("number", MsgAccountNumberLong)
	}
	if a.OpeningBalance < 0 && a.Kind.Valid() && !a.Kind.MayGoNegative() {
		e.add("openingBalance", MsgNegativeBalance)
	}
	realizedDate(e, "openingDate", a.OpeningDate, MsgOpeningDate, today)
}

// AccountEntry checks a manual entry: a date up to today, an amount above zero, and a category of its direction.
func AccountEntry(e Errors, in *model.Entry, today model.Date) {
	in.Description = strings.TrimSpace(in.Description)
	realizedDate(e, "date", in.Date, MsgMovementDate, today)
	positiveAmount(e, in.Amount)
	if !in.Direction.Valid() {
		e.add("direction", MsgDirection)
	}
	switch dir, ok := in.Category.Direction(); {
	case in.Category == "":
		e.add("category", MsgEntryCategory)
	case !ok:
		e.add("category", MsgDebtCategory) // "Categoria inválida"
	case in.Direction.Valid() && dir != in.Direction:
		e.add("category", MsgEntryCategoryWrong)
	}
	if tooLong(in.Description, 200) {
		e.add("description", MsgMovementDescription)
	}
}

// Transfer checks a transfer between two accounts.
func Transfer(e Errors, t *model.Transfer, today model.Date) {
	t.Description = strings.TrimSpace(t.Description)
	if t.FromAccountID <= 0 {
		e.add("fromAccountId", MsgFromAccount)
	}
	switch {
	case t.ToAccountID <= 0:
		e.add("toAccountId", MsgToAccount)
	case t.ToAccountID == t.FromAccountID:
		e.add("toAccountId", MsgSameAccount)
	}
	positiveAmount(e, t.Amount)
	realizedDate(e, "date", t.Date, MsgMovementDate, today)
	if tooLong(t.Description, 200) {
		e.add("description", MsgMovementDescription)
	}
}

// realizedDate checks the date of something that has happened: required, in range, and not after today
// (docs/design.md §5: a realized event cannot be dated after today).
func realizedDate(e Errors, field string, d model.Date, required string, today model.Date) {
	if requiredDate(e, field, d, required) {
		NotAfterToday(e, field, d, today)
	}
}

// NotAfterToday refuses the date of a realized event (a purchase, a sale, a loan received, a payment, a
// valuation) dated after today, unless the field already has a message.
func NotAfterToday(e Errors, field string, d model.Date, today model.Date) {
	if _, bad := e[field]; !bad && d.After(today) {
		e.add(field, MsgDateInFuture)
	}
}

func positiveAmount(e Errors, m model.Money) {
	if m <= 0 {
		e.add("amount", MsgMovementAmount)
	}
}
