// Package mailtest runs a real SMTP server for the tests, Mailpit (github.com/axllent/mailpit, installed by `make
// mailpit`), on loopback ports of its own, and reads the messages it received back through its API.
package mailtest

import (
	"encoding/json"
	"fmt"
	"go/build"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Version is the Mailpit the Makefile installs.
const Version = "v1.27.11"

// Server is a running Mailpit: SMTP on 127.0.0.1:SMTPPort, its API at API.
type Server struct {
	SMTPPort int
	API      string
	cmd      *exec.Cmd
	dir      string
}

var (
	once     sync.Once
	shared   *Server
	startErr error
)

// Binary is the Mailpit executable: on PATH, or where `go install` puts it.
func Binary() (string, error) {
	if p, err := exec.LookPath("mailpit"); err == nil {
		return p, nil
	}
	p := filepath.Join(build.Default.GOPATH, "bin", "mailpit")
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("mailpit is not installed (make mailpit installs %s into %s)", Version, filepath.Dir(p))
	}
	return p, nil
}

// Start returns the Mailpit of this test binary, starting it on first use; Stop (from TestMain) ends it. When
// Mailpit is not installed the test is skipped with one line saying how to install it.
func Start(t testing.TB) *Server {
	t.Helper()
	once.Do(func() { shared, startErr = start() })
	if startErr != nil {
		t.Skipf("no SMTP server for this test: %v", startErr)
	}
	return shared
}

// Stop ends the Mailpit started by Start, if any, and removes its files.
func Stop() {
	if shared != nil && shared.cmd.Process != nil {
		_ = shared.cmd.Process.Kill()
		_ = shared.cmd.Wait()
		_ = os.RemoveAll(shared.dir)
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func start() (*Server, error) {
	bin, err := Binary()
	if err != nil {
		return nil, err
	}
	smtpPort, err := freePort()
	if err != nil {
		return nil, err
	}
	httpPort, err := freePort()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "patrimonio-mailpit-")
	if err != nil {
		return nil, err
	}
	s := &Server{SMTPPort: smtpPort, API: "http://127.0.0.1:" + strconv.Itoa(httpPort), dir: dir}
	// Any user and password are accepted, over plain text on loopback, so that AUTH PLAIN is exercised too.
	s.cmd = exec.Command(bin, "--smtp", "127.0.0.1:"+strconv.Itoa(smtpPort), "--listen", "127.0.0.1:"+strconv.Itoa(httpPort),
		"--database", filepath.Join(dir, "mailpit.db"), "--smtp-auth-accept-any", "--smtp-auth-allow-insecure",
		"--disable-version-check", "--quiet", "--max", "5000")
	s.cmd.Stdout, s.cmd.Stderr = os.Stderr, os.Stderr
	if err := s.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("start mailpit: %w", err)
	}
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		res, err := http.Get(s.API + "/readyz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s, nil
			}
		}
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	os.RemoveAll(dir)
	return nil, fmt.Errorf("mailpit did not answer on %s", s.API)
}

// Address is a mailbox of a message.
type Address struct {
	Name    string `json:"Name"`
	Address string `json:"Address"`
}

// Message is a received message as Mailpit's API gives it.
type Message struct {
	ID      string    `json:"ID"`
	From    Address   `json:"From"`
	To      []Address `json:"To"`
	Subject string    `json:"Subject"`
	Text    string    `json:"Text"`
}

// Messages returns every message received for the address, the newest first, with their text (line ends as
// "\n").
func (s *Server) Messages(t testing.TB, to string) []Message {
	t.Helper()
	var found struct {
		Messages []Message `json:"messages"`
	}
	s.get(t, "/api/v1/search?query="+url.QueryEscape(`to:"`+to+`"`), &found)
	for i, m := range found.Messages {
		s.get(t, "/api/v1/message/"+url.PathEscape(m.ID), &found.Messages[i])
		found.Messages[i].Text = strings.ReplaceAll(found.Messages[i].Text, "\r\n", "\n") // as the message was written
	}
	return found.Messages
}

// Headers returns the headers of a message.
func (s *Server) Headers(t testing.TB, id string) map[string][]string {
	t.Helper()
	var h map[string][]string
	s.get(t, "/api/v1/message/"+url.PathEscape(id)+"/headers", &h)
	return h
}

func (s *Server) get(t testing.TB, path string, dst any) {
	t.Helper()
	res, err := http.Get(s.API + path)
	if err != nil {
		t.Fatalf("mailpit: %v", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("mailpit %s: status %d", path, res.StatusCode)
	}
	if err := json.NewDecoder(res.Body).Decode(dst); err != nil {
		t.Fatalf("mailpit %s: %v", path, err)
	}
}
