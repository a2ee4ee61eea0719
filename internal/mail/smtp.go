// Package mail sends the server's e-mails through SMTP: the password reset link, the weekly digest and the
// due-date alerts. Messages wait in the database's outbox (store) until the job here delivers them, so an SMTP
// server that is away loses nothing.
package mail

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"strconv"
	"strings"
	"time"
)

// Config is the SMTP server and the sender's address (PATRIMONIO_SMTP_*). An empty Host turns e-mail off.
type Config struct {
	Host     string
	Port     int
	User     string
	Password string
	// From is the sender, "addr@example.com" or "Name <addr@example.com>".
	From string
}

// Enabled reports whether an SMTP server is configured.
func (c Config) Enabled() bool { return c.Host != "" }

// Check reports a configuration that cannot send: a From that is no address, a port out of range.
func (c Config) Check() error {
	if !c.Enabled() {
		return nil
	}
	if c.Port < 1 || c.Port > 65535 {
		return fmt.Errorf("PATRIMONIO_SMTP_PORT: %d is not a port", c.Port)
	}
	if _, err := mail.ParseAddress(c.From); err != nil {
		return fmt.Errorf("PATRIMONIO_SMTP_FROM: %q is not an e-mail address: %w", c.From, err)
	}
	return nil
}

// Message is one e-mail to one person, in plain text.
type Message struct {
	To      string
	Subject string
	Body    string
}

// Sender delivers a message.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// SMTP sends through the configured server: STARTTLS whenever the server offers it (TLS from the start on port
// 465), AUTH PLAIN when a user is set. net/smtp refuses to send a password over a connection without TLS, except
// to localhost.
type SMTP struct {
	Config  Config
	Timeout time.Duration // for the whole conversation; 30 s when zero
}

// Send delivers m.
func (s SMTP) Send(ctx context.Context, m Message) error {
	from, err := mail.ParseAddress(s.Config.From)
	if err != nil {
		return fmt.Errorf("smtp from: %w", err)
	}
	timeout := s.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	addr := net.JoinHostPort(s.Config.Host, strconv.Itoa(s.Config.Port))
	tlsConfig := &tls.Config{ServerName: s.Config.Host, MinVersion: tls.VersionTLS12}
	var conn net.Conn
	if s.Config.Port == 465 {
		conn, err = (&tls.Dialer{Config: tlsConfig}).DialContext(ctx, "tcp", addr)
	} else {
		conn, err = (&net.Dialer{}).DialContext(ctx, "tcp", addr)
	}
	if err != nil {
		return fmt.Errorf("smtp dial %s: %w", addr, err)
	}
	deadline, _ := ctx.Deadline()
	_ = conn.SetDeadline(deadline)
	c, err := smtp.NewClient(conn, s.Config.Host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("smtp greeting: %w", err)
	}
	defer c.Close()
	if ok, _ := c.Extension("STARTTLS"); ok && s.Config.Port != 465 {
		if err := c.StartTLS(tlsConfig); err != nil {
			return fmt.Errorf("smtp starttls: %w", err)
		}
	}
	if s.Config.User != "" {
		if err := c.Auth(smtp.PlainAuth("", s.Config.User, s.Config.Password, s.Config.Host)); err != nil {
			return fmt.Errorf("smtp auth: %w", err)
		}
	}
	if err := c.Mail(from.Address); err != nil {
		return fmt.Errorf("smtp mail from: %w", err)
	}
	if err := c.Rcpt(m.To); err != nil {
		return fmt.Errorf("smtp rcpt to: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("smtp data: %w", err)
	}
	if _, err := w.Write(Compose(from, m, time.Now())); err != nil {
		return fmt.Errorf("smtp data: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("smtp data: %w", err)
	}
	return c.Quit()
}

// Compose writes m as an RFC 5322 message in UTF-8: the subject as an encoded word, the body quoted-printable
// with CRLF line ends.
func Compose(from *mail.Address, m Message, now time.Time) []byte {
	var b bytes.Buffer
	domain := "patrimonio.local"
	if _, d, ok := strings.Cut(from.Address, "@"); ok {
		domain = d
	}
	id := make([]byte, 12)
	_, _ = rand.Read(id)
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", from.String())
	header("To", (&mail.Address{Address: m.To}).String())
	header("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	header("Date", now.Format(time.RFC1123Z))
	header("Message-ID", "<"+hex.EncodeToString(id)+"@"+domain+">")
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=utf-8")
	header("Content-Transfer-Encoding", "quoted-printable")
	header("Auto-Submitted", "auto-generated")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	body := strings.ReplaceAll(strings.ReplaceAll(m.Body, "\r\n", "\n"), "\n", "\r\n")
	_, _ = qp.Write([]byte(body))
	_ = qp.Close()
	return b.Bytes()
}
