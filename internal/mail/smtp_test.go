package mail_test

import (
	"io"
	"mime"
	"mime/quotedprintable"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"patrimonio/internal/mail"
)

// TestCompose: the message a mail reader parses back into the same sender, subject and text.
func TestCompose(t *testing.T) {
	t.Parallel()
	from, _ := netmail.ParseAddress("Patrimônio <nao-responda@exemplo.com.br>")
	body := "Olá, José.\nÁrvore, ação e uma linha bem longa " + strings.Repeat("é", 80) + "\nFim."
	raw := mail.Compose(from, mail.Message{To: "jose@exemplo.com.br", Subject: "Redefinição de senha", Body: body},
		time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	msg, err := netmail.ReadMessage(strings.NewReader(string(raw)))
	if err != nil {
		t.Fatal(err)
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	sender, _ := msg.Header.AddressList("From")
	if subject != "Redefinição de senha" || len(sender) != 1 || sender[0].Name != "Patrimônio" || msg.Header.Get("To") != "<jose@exemplo.com.br>" ||
		msg.Header.Get("Auto-Submitted") != "auto-generated" || !strings.HasSuffix(msg.Header.Get("Message-Id"), "@exemplo.com.br>") {
		t.Errorf("headers: %v (subject %q)", msg.Header, subject)
	}
	text, _ := io.ReadAll(quotedprintable.NewReader(msg.Body))
	if got := strings.ReplaceAll(string(text), "\r\n", "\n"); got != body {
		t.Errorf("body %q, want %q", got, body)
	}
	for _, line := range strings.Split(string(raw), "\r\n") {
		if len(line) > 78 {
			t.Errorf("a line of %d characters: %q", len(line), line)
		}
	}
}

func TestConfigCheck(t *testing.T) {
	t.Parallel()
	if err := (mail.Config{}).Check(); err != nil {
		t.Errorf("no host: %v", err)
	}
	if err := (mail.Config{Host: "smtp", Port: 587, From: "Patrimônio <a@b.com.br>"}).Check(); err != nil {
		t.Errorf("valid: %v", err)
	}
	for _, bad := range []mail.Config{{Host: "smtp", Port: 587, From: "sem arroba"}, {Host: "smtp", Port: 70000, From: "a@b.com.br"}} {
		if bad.Check() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
