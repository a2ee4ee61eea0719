package validate

import (
	"strings"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// The messages of the books (docs/design.md §10): the periods of the accountant's views and the counterparts of the
// events.
const (
	MsgLedgerPeriod = "Período inválido: a data inicial é posterior à final."
	// MsgJournalTooLarge refuses an export of the journal over MaxExportRows entries.
	MsgJournalTooLarge     = "O período tem mais de 10.000 lançamentos, o máximo de uma exportação. Escolha um período menor."
	MsgCounterpartRequired = "Escolha a conta ou a contrapartida deste valor"
	// MsgImportCounterpart asks the counterpart of every row of an import (assets, vehicles, debts, accounts).
	MsgImportCounterpart  = "Escolha a contrapartida das linhas importadas"
	MsgCounterpartBoth    = "Escolha uma conta ou uma contrapartida, não as duas"
	MsgCounterpartInvalid = "Contrapartida inválida para este lançamento"
	MsgCounterpartReason  = "Informe o motivo do ajuste"
	MsgReasonTooLong      = "Motivo deve ter no máximo 500 caracteres"
	// MsgOpeningAfterDate refuses 'Saldo de abertura' for an event after the opening date ({date}: dd/mm/aaaa).
	MsgOpeningAfterDate = "Saldo de abertura vale só para o que a empresa já tinha até {date}: escolha outra contrapartida"
	// MsgPayOffByPayment refuses a debt marked paid by an edit while it still has a balance.
	MsgPayOffByPayment = "Para quitar a dívida, registre o pagamento em 'Registrar pagamento' (ou zere o saldo com o motivo)"
	// MsgBalanceCause asks the cause of a balance changed by an edit.
	MsgBalanceCause      = "Informe o motivo da mudança do saldo: Perdão de dívida, Juros e encargos ou Ajuste"
	MsgForgivenessRaises = "Perdão de dívida só reduz o saldo"
	MsgChargesLower      = "Juros e encargos só aumentam o saldo"
	// MsgBooksOpening asks the opening date of the books; MsgBooksOpeningBefore refuses one earlier than an event
	// recorded as 'Saldo de abertura' ({date}: that event's day, dd/mm/aaaa).
	MsgBooksOpening       = "Informe a data de abertura dos livros"
	MsgBooksOpeningFuture = "A data de abertura não pode ser posterior a hoje"
	MsgBooksOpeningBefore = "Há um lançamento com contrapartida 'Saldo de abertura' em {date}: a data de abertura não pode ser anterior a ele"
	// The company's sub-accounts and the administrators' adjustments.
	MsgSubaccountParent  = "Escolha uma conta de patrimônio líquido, de receita ou de despesa"
	MsgSubaccountName    = "Nome da subconta é obrigatório"
	MsgSubaccountLong    = "Nome da subconta deve ter no máximo 100 caracteres"
	MsgSubaccountExists  = "Já existe uma subconta com esse nome nesta conta"
	MsgSubaccountInUse   = "Esta subconta já tem lançamentos e não pode ser excluída."
	MsgAdjustmentDebit   = "Escolha a conta a débito"
	MsgAdjustmentCredit  = "Escolha a conta a crédito"
	MsgAdjustmentAccount = "Ajustes movem só contas de patrimônio líquido, de receita ou de despesa"
	MsgAdjustmentSub     = "Subconta inexistente nesta conta"
	MsgAdjustmentSame    = "A conta a crédito deve ser diferente da conta a débito"
	MsgEntrySubaccount   = "Escolha uma subconta da conta desta categoria"
)

// MaxReasonLength bounds the reason of an adjustment.
const MaxReasonLength = 500

// LedgerSubaccount checks a sub-account's name: required, at most 100 characters.
func LedgerSubaccount(e Errors, name string) {
	switch {
	case blank(name):
		e.add("name", MsgSubaccountName)
	case tooLong(name, 100):
		e.add("name", MsgSubaccountLong)
	}
}

// LedgerAdjustment checks an administrator's adjustment: a day not after today, both accounts, an amount above zero
// and a reason of at most 500 characters (which accounts may be adjusted is the store's).
func LedgerAdjustment(e Errors, day model.Date, debit, credit string, amount model.Money, reason string, today model.Date) {
	if requiredDate(e, "date", day, MsgMovementDate) {
		NotAfterToday(e, "date", day, today)
	}
	if blank(debit) {
		e.add("debit", MsgAdjustmentDebit)
	}
	if blank(credit) {
		e.add("credit", MsgAdjustmentCredit)
	} else if credit == debit {
		e.add("credit", MsgAdjustmentSame)
	}
	if amount <= 0 {
		e.add("amount", MsgMovementAmount)
	}
	switch {
	case blank(reason):
		e.add("reason", MsgCounterpartReason)
	case tooLong(reason, MaxReasonLength):
		e.add("reason", MsgReasonTooLong)
	}
}

// Counterpart checks the other side of a money event of day: an account (account > 0) or one of the event's
// counterparts, never both; one of them when required. An adjustment needs its reason; an opening balance, a day on
// or before the opening date (zero: every day). Errors go on field, the reason's on reasonField.
func Counterpart(e Errors, field, reasonField string, account int64, c *model.Counterpart, event ledger.Event, day, opening model.Date, required bool) {
	chosen := c != nil && c.Kind != ""
	switch {
	case account > 0 && chosen:
		e[field] = MsgCounterpartBoth
	case account > 0:
	case !chosen:
		if required {
			e[field] = MsgCounterpartRequired
		}
	case !event.Allows(ledger.Counterpart(c.Kind)):
		e[field] = MsgCounterpartInvalid
	case c.Kind == string(ledger.CounterpartAdjustment) && blank(c.Reason):
		e[reasonField] = MsgCounterpartReason
	case c.Kind == string(ledger.CounterpartAdjustment) && len([]rune(c.Reason)) > MaxReasonLength:
		e[reasonField] = MsgReasonTooLong
	case c.Kind == string(ledger.CounterpartOpening) && !opening.IsZero() && day.After(opening):
		e[field] = strings.ReplaceAll(MsgOpeningAfterDate, "{date}", opening.PtBR())
	}
}
