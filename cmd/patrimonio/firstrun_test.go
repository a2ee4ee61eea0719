package main

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// buildBinary compiles this command once for the test.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "patrimonio")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// binaryEnv is this process's environment without any PATRIMONIO_* variable, plus vars.
func binaryEnv(vars ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PATRIMONIO_") {
			env = append(env, kv)
		}
	}
	return append(env, vars...)
}

// runBinary runs the binary to its end and returns what it printed (stdout and stderr together).
func runBinary(t *testing.T, bin string, env []string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// started is a running serve: what it printed before it began to serve, its address to open, and the lines
// it prints from then on.
type started struct {
	banner string
	url    string
	log    *logLines
}

// logLines collects the lines a running serve prints.
type logLines struct {
	mu    sync.Mutex
	lines []string
}

func (l *logLines) add(line string) {
	l.mu.Lock()
	l.lines = append(l.lines, line)
	l.mu.Unlock()
}

// all is a copy of the lines printed so far.
func (l *logLines) all() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.lines)
}

// startBinary runs serve and reads what it prints until its "server started" log line; when serve ends before,
// the error holds what it printed. The server is stopped with SIGTERM at the end of the test.
func startBinary(t *testing.T, bin string, env []string) (started, error) {
	t.Helper()
	cmd := exec.Command(bin, "serve")
	cmd.Env = env
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	type result struct {
		banner string
		up     bool
	}
	results := make(chan result, 1)
	log := &logLines{}
	go func() {
		var banner strings.Builder
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.Contains(sc.Text(), `"msg":"server started"`) {
				results <- result{banner.String(), true}
				for sc.Scan() { // keep reading the log, so that the server never blocks on a full pipe
					log.add(sc.Text())
				}
				return
			}
			banner.WriteString(sc.Text() + "\n")
		}
		results <- result{banner.String(), false}
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	})
	select {
	case r := <-results:
		if !r.up {
			err := cmd.Wait()
			return started{}, fmt.Errorf("serve ended (%w): %s%s", err, r.banner, stderr.String())
		}
		s := started{banner: r.banner, log: log}
		if m := regexp.MustCompile(`Patrimônio em (http://[^\s:]+:[0-9]+)`).FindStringSubmatch(r.banner); m != nil {
			s.url = m[1]
		}
		return s, nil
	case <-time.After(2 * time.Minute): // a safety net: the server starts in about a second
		t.Fatal("serve printed no start line")
		return started{}, nil
	}
}

// signIn reports whether the email and password sign in at url.
func signIn(t *testing.T, url, email, password string) bool {
	t.Helper()
	res, err := http.Post(url+"/api/auth/login", "application/json",
		strings.NewReader(fmt.Sprintf(`{"email":%q,"password":%q}`, email, password)))
	if err != nil {
		t.Fatalf("sign in at %s: %v", url, err)
	}
	res.Body.Close()
	return res.StatusCode == http.StatusOK
}

// generatedPassword reads the password of the "Senha: …" line.
func generatedPassword(t *testing.T, out string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^  Senha: (\S+)$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no generated password in:\n%s", out)
	}
	return m[1]
}

// TestFirstRunMessages runs the real binary as a person would, in both orders — demo then serve, serve then
// demo — and with and without PATRIMONIO_ADDR, and checks that what it prints is true: the password it shows
// signs in at the address it shows, a serve that finds an admin says so and how to reset a password (and that
// command works), and nothing promises a password that does not come.
func TestFirstRunMessages(t *testing.T) {
	bin := buildBinary(t)
	const admin = "admin@patrimonio.local"

	t.Run("demo then serve on a chosen address", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "dados com espaço")
		out, err := runBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+dir), "demo")
		if err != nil {
			t.Fatalf("demo: %v\n%s", err, out)
		}
		password := generatedPassword(t, out)
		for _, want := range []string{"Primeiro administrador criado.", "Email: " + admin, "30 ativos, 40 veículos e 60 dívidas",
			"Agora inicie o servidor (" + bin + " serve -data-dir '" + dir + "') e entre com o email e a senha acima."} {
			if !strings.Contains(out, want) {
				t.Errorf("demo does not say %q:\n%s", want, out)
			}
		}

		s, err := startBinary(t, bin, binaryEnv("PATRIMONIO_DATA_DIR="+dir, "PATRIMONIO_ADDR=127.0.0.1:0"))
		if err != nil {
			t.Fatalf("serve: %v", err)
		}
		if !regexp.MustCompile(`^http://127\.0\.0\.1:[1-9][0-9]*$`).MatchString(s.url) {
			t.Fatalf("serve's address %q in:\n%s", s.url, s.banner)
		}
		reset := bin + " user password --email " + admin + " --password 'NOVA-SENHA' -data-dir '" + dir + "'"
		for _, want := range []string{"Este banco já tem administrador: " + admin, "Esqueceu a senha? Defina outra com:", reset} {
			if !strings.Contains(s.banner, want) {
				t.Errorf("serve does not say %q:\n%s", want, s.banner)
			}
		}
		for _, never := range []string{"Senha:", "logo abaixo", "localhost:8080"} {
			if strings.Contains(s.banner, never) {
				t.Errorf("serve says %q:\n%s", never, s.banner)
			}
		}
		if !signIn(t, s.url, admin, password) {
			t.Fatal("the password demo printed does not sign in at the address serve printed")
		}
		// The reset command serve printed, as printed, with the new password in place of NOVA-SENHA.
		cmd := exec.Command("sh", "-c", strings.Replace(reset, "NOVA-SENHA", "Outra-Senha-9", 1))
		cmd.Env = binaryEnv()
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "Senha de "+admin+" alterada") {
			t.Fatalf("the printed reset command: %v\n%s", err, out)
		}
		if !signIn(t, s.url, admin, "Outra-Senha-9") || signIn(t, s.url, admin, password) {
			t.Fatal("the reset command did not change the password")
		}
	})

	t.Run("serve then demo", func(t *testing.T) {
		dir := t.TempDir()
		env := binaryEnv("PATRIMONIO_DATA_DIR="+dir, "PATRIMONIO_ADDR=localhost:0")
		s, err := startBinary(t, bin, env)
		if err != nil {
			t.Fatalf("serve: %v", err)
		}
		password := generatedPassword(t, s.banner)
		if !strings.Contains(s.banner, "Patrimônio em "+s.url+": entre com o email e a senha acima.") ||
			!regexp.MustCompile(`^http://localhost:[1-9][0-9]*$`).MatchString(s.url) {
			t.Fatalf("serve's first start:\n%s", s.banner)
		}
		if !signIn(t, s.url, admin, password) {
			t.Fatal("the password serve printed does not sign in")
		}
		out, err := runBinary(t, bin, env, "demo")
		if err != nil || strings.Contains(out, "Senha:") || !strings.Contains(out, "Registrados por "+admin+", o administrador que já existia") {
			t.Fatalf("demo after serve: %v\n%s", err, out)
		}
	})

	t.Run("serve without PATRIMONIO_ADDR", func(t *testing.T) {
		dir := t.TempDir()
		env := binaryEnv("PATRIMONIO_DATA_DIR="+dir, "PATRIMONIO_ADMIN_PASSWORD=Escolhida-123")
		// The default port is shared by the machine: the test holds it itself when it can, so that serve's
		// answer is known — a plain refusal naming 127.0.0.1:8080, and no admin created — then lets it go.
		ln, holdErr := net.Listen("tcp", ":8080")
		_, err := startBinary(t, bin, env)
		if err == nil || !strings.Contains(err.Error(), "o endereço 127.0.0.1:8080 já está em uso por outro programa") ||
			!strings.Contains(err.Error(), "PATRIMONIO_ADDR") || strings.Contains(err.Error(), "Primeiro administrador") {
			t.Fatalf("serve on a busy :8080: %v", err)
		}
		if holdErr != nil {
			t.Logf("another program holds :8080 (%v): only the refusal was checked", holdErr)
			return
		}
		ln.Close()
		s, err := startBinary(t, bin, env)
		if err != nil {
			t.Fatalf("serve on :8080: %v", err)
		}
		if s.url != "http://127.0.0.1:8080" || !strings.Contains(s.banner, "Primeiro administrador criado: "+admin+" (senha de PATRIMONIO_ADMIN_PASSWORD)") ||
			strings.Contains(s.banner, "Escolhida-123") {
			t.Fatalf("serve on the default address:\n%s", s.banner)
		}
		if !signIn(t, s.url, admin, "Escolhida-123") {
			t.Fatal("the chosen password does not sign in at the printed address")
		}
		// By default this machine only: the port is closed on the machine's other addresses.
		addrs, _ := net.InterfaceAddrs()
		for _, a := range addrs {
			if ip, ok := a.(*net.IPNet); ok && !ip.IP.IsLoopback() && ip.IP.To4() != nil {
				if c, err := net.DialTimeout("tcp", net.JoinHostPort(ip.IP.String(), "8080"), time.Second); err == nil {
					c.Close()
					t.Errorf("the default address answers on %s: it should listen on 127.0.0.1 only", ip.IP)
				}
			}
		}
	})
}
