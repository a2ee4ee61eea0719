package mail

import (
	"fmt"
	"strings"

	"patrimonio/internal/model"
)

// ResetPath is the web app's page that takes a reset token (in its query, token=…).
const ResetPath = "/reset-password"

// ResetLink is the address of the reset page for token on the server at publicURL.
func ResetLink(publicURL, token string) string {
	return strings.TrimRight(publicURL, "/") + ResetPath + "?token=" + token
}

// ResetMessage is the e-mail with the single-use link that sets a new password.
func ResetMessage(company string, u model.User, link string) Message {
	return Message{
		To:      u.Email,
		Subject: company + ": redefinição de senha",
		Body: fmt.Sprintf(`Olá, %s.

Recebemos um pedido para redefinir a sua senha em %s. Para escolher uma nova senha, abra o link abaixo:

%s

O link vale por 1 hora e só pode ser usado uma vez. Ao redefinir a senha, todas as sessões abertas com a senha
antiga são encerradas.

Se você não pediu a redefinição, ignore este e-mail: a sua senha continua a mesma.
`, u.Name, company, link),
	}
}

// Digest is the content of the weekly summary.
type Digest struct {
	Week     string // ISO week, 2026-W48
	NetWorth model.Money
	DueSoon  []model.Debt // active debts due in the next DigestDays days
	Overdue  []model.Debt
}

// DigestDays is how far ahead the digest looks for due dates.
const DigestDays = 7

// DigestMessage is the weekly summary for u.
func DigestMessage(company, publicURL string, u model.User, d Digest) Message {
	var b strings.Builder
	fmt.Fprintf(&b, "Olá, %s.\n\nResumo semanal: %s.\n\nPatrimônio líquido hoje: %s\n", u.Name, company, d.NetWorth.BRL())
	debtSection(&b, fmt.Sprintf("\nDívidas que vencem nos próximos %d dias", DigestDays), "Nenhuma dívida vence nos próximos 7 dias.", "vence em", d.DueSoon)
	debtSection(&b, "\nDívidas vencidas", "Nenhuma dívida vencida.", "venceu em", d.Overdue)
	footer(&b, publicURL)
	return Message{To: u.Email, Subject: company + ": resumo semanal", Body: b.String()}
}

// AlertDays is how many days before its due date a debt is announced.
const AlertDays = 3

// AlertMessage announces debts about to fall due and debts that have just become overdue.
func AlertMessage(company, publicURL string, u model.User, dueSoon, overdue []model.Debt) Message {
	var b strings.Builder
	fmt.Fprintf(&b, "Olá, %s.\n", u.Name)
	if len(dueSoon) > 0 {
		debtSection(&b, fmt.Sprintf("\nDívidas que vencem nos próximos %d dias", AlertDays), "", "vence em", dueSoon)
	}
	if len(overdue) > 0 {
		debtSection(&b, "\nDívidas que venceram sem pagamento", "", "venceu em", overdue)
	}
	footer(&b, publicURL)
	n := len(dueSoon) + len(overdue)
	subject := fmt.Sprintf("%s: %d dívida com vencimento próximo ou vencida", company, n)
	if n > 1 {
		subject = fmt.Sprintf("%s: %d dívidas com vencimento próximo ou vencidas", company, n)
	}
	return Message{To: u.Email, Subject: subject, Body: b.String()}
}

// maxListed bounds the debts a section lists; the rest are counted.
const maxListed = 20

func debtSection(b *strings.Builder, title, none, verb string, debts []model.Debt) {
	b.WriteString(title + ":\n")
	if len(debts) == 0 {
		b.WriteString(none + "\n")
		return
	}
	var total model.Money
	for i, d := range debts {
		total += d.CurrentAmount
		if i < maxListed {
			fmt.Fprintf(b, "- %s: %s, %s, %s %s\n", d.CreditorName, d.Description, d.CurrentAmount.BRL(), verb, d.DueDate.PtBR())
		}
	}
	if len(debts) > maxListed {
		fmt.Fprintf(b, "… e mais %d.\n", len(debts)-maxListed)
	}
	fmt.Fprintf(b, "Total: %s\n", total.BRL())
}

func footer(b *strings.Builder, publicURL string) {
	fmt.Fprintf(b, "\nAbra o sistema em %s\n\nVocê recebe este e-mail porque as notificações por e-mail estão ativas nas Configurações.\n",
		strings.TrimRight(publicURL, "/")+"/dashboard")
}
