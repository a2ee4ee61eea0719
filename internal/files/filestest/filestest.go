// Package filestest gives the tests of other packages a files.Bucket on a fresh bucket of the tests' MinIO
// server (miniotest), so they run on both storages.
package filestest

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"

	"patrimonio/internal/files"
	"patrimonio/internal/files/miniotest"
)

// NewBucket is a Bucket storage, as the server opens it, on a fresh bucket; it skips the test when no MinIO
// server can be had.
func NewBucket(t testing.TB) *files.Bucket {
	t.Helper()
	return Open(t, miniotest.NewBucket(t))
}

// Open opens the bucket b as the server does.
func Open(t testing.TB, b miniotest.Bucket) *files.Bucket {
	t.Helper()
	bucket, err := files.NewBucket(context.Background(), Config(b), files.UploadsPrefix)
	if err != nil {
		t.Fatal(err)
	}
	return bucket
}

// Config is the configuration of the bucket b.
func Config(b miniotest.Bucket) files.BucketConfig {
	return files.BucketConfig{Endpoint: b.Endpoint, Bucket: b.Name, AccessKey: b.AccessKey, SecretKey: b.SecretKey, PathStyle: true}
}

// NewObjects is the prefix of a fresh bucket, as the backups open it.
func NewObjects(t testing.TB, prefix string) *files.Objects {
	t.Helper()
	objects, err := files.OpenObjects(context.Background(), Config(miniotest.NewBucket(t)), prefix)
	if err != nil {
		t.Fatal(err)
	}
	return objects
}

// Read is the content of the file or object key of a files.Storage or files.Objects.
func Read(t testing.TB, from interface {
	Open(ctx context.Context, key string) (io.ReadSeekCloser, error)
}, key string) string {
	t.Helper()
	f, err := from.Open(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Gate is a TCP proxy in front of a server that can be shut: then every connection through it is closed and new
// ones are refused, as when the server's host is down.
type Gate struct {
	Addr  string
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

// NewGate opens a gate to target (host:port), shut when the test ends.
func NewGate(t testing.TB, target string) *Gate {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := &Gate{Addr: ln.Addr().String(), ln: ln}
	t.Cleanup(g.Shut)
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
			g.mu.Lock()
			g.conns = append(g.conns, client, server)
			g.mu.Unlock()
			go func() { _, _ = io.Copy(server, client); server.Close() }()
			go func() { _, _ = io.Copy(client, server); client.Close() }()
		}
	}()
	return g
}

// Shut closes every connection and refuses new ones.
func (g *Gate) Shut() {
	g.ln.Close()
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, c := range g.conns {
		c.Close()
	}
	g.conns = nil
}

// NewBucketBehind returns a fresh bucket reached through a gate, and the gate.
func NewBucketBehind(t testing.TB) (*files.Bucket, *Gate) {
	t.Helper()
	b := miniotest.NewBucket(t)
	u, err := url.Parse(b.Endpoint)
	if err != nil {
		t.Fatal(err)
	}
	gate := NewGate(t, u.Host)
	b.Endpoint = "http://" + gate.Addr
	return Open(t, b), gate
}
