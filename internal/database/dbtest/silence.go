package dbtest

import (
	"context"
	"io"
	"net"
	"net/url"
	"os"
	"sync"
	"testing"

	"patrimonio/internal/database"
)

// Silence is a TCP proxy to a server that can stop passing bytes either way while keeping every connection open,
// as a network that drops a database's packets, or a frozen host, does: what the client writes is accepted and
// nothing ever answers.
type Silence struct {
	Addr   string // where the clients connect
	mu     sync.Mutex
	quiet  bool
	resume *sync.Cond
}

// NewSilence starts a proxy to target, passing bytes until Set(true); it stops with the test.
func NewSilence(t testing.TB, target string) *Silence {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Silence{Addr: ln.Addr().String()}
	s.resume = sync.NewCond(&s.mu)
	var conns []net.Conn
	var connsMu sync.Mutex
	t.Cleanup(func() {
		ln.Close()
		s.Set(false)
		connsMu.Lock()
		for _, c := range conns {
			c.Close()
		}
		connsMu.Unlock()
	})
	go func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return
			}
			server, err := net.Dial("tcp", target)
			if err != nil {
				client.Close()
				continue
			}
			connsMu.Lock()
			conns = append(conns, client, server)
			connsMu.Unlock()
			go s.pass(server, client)
			go s.pass(client, server)
		}
	}()
	return s
}

// pass copies from src to dst, holding what it read while the proxy is quiet.
func (s *Silence) pass(dst io.Writer, src io.Reader) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		s.mu.Lock()
		for s.quiet {
			s.resume.Wait()
		}
		s.mu.Unlock()
		if n > 0 {
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// Set stops (true) or resumes (false) the passing of bytes.
func (s *Silence) Set(quiet bool) {
	s.mu.Lock()
	s.quiet = quiet
	s.mu.Unlock()
	s.resume.Broadcast()
}

// OpenPostgresBehind returns a fresh migrated PostgreSQL database (a schema of its own) whose connections go
// through a Silence proxy, and the proxy; skipped without PostgreSQL.
func OpenPostgresBehind(t testing.TB) (*database.DB, *Silence) {
	t.Helper()
	base := os.Getenv(PostgresURLEnv)
	if base == "" {
		t.Skipf("%s is not set: only PostgreSQL is reached over a network", PostgresURLEnv)
	}
	ctx := context.Background()
	admin, err := database.Open(ctx, base)
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	schema := newSchemaName()
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	u, err := url.Parse(connURL(base, schema))
	if err != nil {
		t.Fatal(err)
	}
	proxy := NewSilence(t, u.Host)
	u.Host = proxy.Addr
	db, err := database.Open(ctx, u.String())
	if err != nil {
		t.Fatalf("open postgres behind the proxy: %v", err)
	}
	t.Cleanup(func() {
		db.Close()
		_, _ = admin.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
		admin.Close()
	})
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db, proxy
}
