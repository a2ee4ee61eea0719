// Package netfault gives tests a TCP proxy in front of a real server that fails as networks and hosts do: it can
// fall silent (bytes accepted, nothing answered, connections kept open: packets dropped, a frozen host) or be shut
// (connections closed, new ones refused: the host down).
package netfault

import (
	"net"
	"sync"
	"testing"
)

// Proxy passes bytes both ways between its clients and the target until told otherwise.
type Proxy struct {
	Addr   string // where the clients connect
	ln     net.Listener
	mu     sync.Mutex
	quiet  bool
	resume *sync.Cond
	conns  []net.Conn
}

// New starts a proxy to target (host:port); it is shut when the test ends.
func New(t testing.TB, target string) *Proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{Addr: ln.Addr().String(), ln: ln}
	p.resume = sync.NewCond(&p.mu)
	t.Cleanup(p.Shut)
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
			p.mu.Lock()
			p.conns = append(p.conns, client, server)
			p.mu.Unlock()
			go p.pass(server, client)
			go p.pass(client, server)
		}
	}()
	return p
}

// pass copies from src to dst, holding what it read while the proxy is silent; when either side ends, both do.
func (p *Proxy) pass(dst, src net.Conn) {
	defer dst.Close()
	defer src.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		p.mu.Lock()
		for p.quiet {
			p.resume.Wait()
		}
		p.mu.Unlock()
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

// Silence stops (true) or resumes (false) the passing of bytes, keeping every connection open.
func (p *Proxy) Silence(quiet bool) {
	p.mu.Lock()
	p.quiet = quiet
	p.mu.Unlock()
	p.resume.Broadcast()
}

// Shut closes every connection and refuses new ones.
func (p *Proxy) Shut() {
	p.ln.Close()
	p.Silence(false)
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}
