package mail_test

import (
	"regexp"
	"testing"

	"patrimonio/internal/mail"
	"patrimonio/internal/model"
)

// TestTextsPutNoArticleBeforeTheCompany: the company's name is the one set in 'Marca', of either gender ('a
// Construtora Aurora', 'o Grupo Sul'): no e-mail writes 'no' or 'do' before it, which read 'no Construtora'.
func TestTextsPutNoArticleBeforeTheCompany(t *testing.T) {
	const company = "Construtora Aurora"
	u := model.User{Name: "Ana", Email: "ana@exemplo.com.br"}
	for name, m := range map[string]mail.Message{
		"reset":  mail.ResetMessage(company, u, "https://exemplo.com.br/reset-password?token=x"),
		"digest": mail.DigestMessage(company, "https://exemplo.com.br", u, mail.Digest{}),
		"alert":  mail.AlertMessage(company, "https://exemplo.com.br", u, nil, []model.Debt{{CreditorName: "Banco", CurrentAmount: 100}}),
	} {
		if article := regexp.MustCompile(`\b(no|na|do|da|ao|à)\s+` + company).FindString(m.Subject + "\n" + m.Body); article != "" {
			t.Errorf("%s: %q", name, article)
		}
	}
}
