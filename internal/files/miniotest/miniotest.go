// Package miniotest gives tests a fresh bucket on a real MinIO server, so the storage tests that run on the
// local directory run on an S3-compatible bucket too.
//
// The server is the one at PATRIMONIO_TEST_S3_ENDPOINT (with PATRIMONIO_TEST_S3_ACCESS_KEY and
// PATRIMONIO_TEST_S3_SECRET_KEY) when set; otherwise the test process starts the MinIO binary it finds
// (PATRIMONIO_TEST_MINIO, $GOPATH/bin/minio, or minio on the PATH; `make minio` installs it) on loopback, on a
// free port, with a throw-away data directory and credentials, and stops it when the tests end (Run). Without
// either, the S3 tests are skipped with a line saying how to install the server.
package miniotest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"go/build"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Server is where a test's bucket lives.
type Server struct {
	Endpoint  string // http://127.0.0.1:PORT
	AccessKey string
	SecretKey string
}

// Bucket is a new, empty bucket of the test process's server.
type Bucket struct {
	Server
	Name string
}

var server struct {
	sync.Mutex
	started bool
	srv     *Server
	err     error // why there is no server: the tests that need one skip with it
	cmd     *exec.Cmd
	dir     string
	client  *minio.Client
}

// Run runs the tests of a package from its TestMain and stops the server they started, if any.
func Run(m *testing.M) int {
	code := m.Run()
	Stop()
	return code
}

// NewBucket returns a new bucket on the MinIO server, starting the server on the first call; it skips the
// test when no server can be had.
func NewBucket(t testing.TB) Bucket {
	t.Helper()
	srv, client, err := get()
	if errors.Is(err, errNoBinary) {
		t.Skipf("S3 storage tests skipped: %v", err)
	}
	if err != nil {
		t.Fatalf("MinIO: %v", err)
	}
	random := make([]byte, 8)
	_, _ = rand.Read(random)
	name := "teste-" + hex.EncodeToString(random)
	if err := client.MakeBucket(context.Background(), name, minio.MakeBucketOptions{}); err != nil {
		t.Fatalf("MinIO: make bucket: %v", err)
	}
	return Bucket{Server: *srv, Name: name}
}

var errNoBinary = errors.New("the MinIO server is not installed (make minio installs it from the Go module proxy) and PATRIMONIO_TEST_S3_ENDPOINT is not set")

func get() (*Server, *minio.Client, error) {
	server.Lock()
	defer server.Unlock()
	if !server.started {
		server.started = true
		server.srv, server.err = start()
		if server.err == nil {
			server.client, server.err = client(server.srv)
		}
	}
	return server.srv, server.client, server.err
}

func client(s *Server) (*minio.Client, error) {
	host := s.Endpoint[len("http://"):]
	return minio.New(host, &minio.Options{Creds: credentials.NewStaticV4(s.AccessKey, s.SecretKey, ""), BucketLookup: minio.BucketLookupPath})
}

// start finds the server: the given one, or a MinIO process of our own.
func start() (*Server, error) {
	if endpoint := os.Getenv("PATRIMONIO_TEST_S3_ENDPOINT"); endpoint != "" {
		return &Server{Endpoint: endpoint, AccessKey: os.Getenv("PATRIMONIO_TEST_S3_ACCESS_KEY"), SecretKey: os.Getenv("PATRIMONIO_TEST_S3_SECRET_KEY")}, nil
	}
	bin, err := binary()
	if err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "patrimonio-minio-")
	if err != nil {
		return nil, err
	}
	secret := make([]byte, 16)
	_, _ = rand.Read(secret)
	s := &Server{Endpoint: fmt.Sprintf("http://127.0.0.1:%d", port), AccessKey: "patrimonio", SecretKey: hex.EncodeToString(secret)}
	cmd := exec.Command(bin, "server", "--quiet", "--address", fmt.Sprintf("127.0.0.1:%d", port), filepath.Join(dir, "data"))
	cmd.Env = append(os.Environ(), "MINIO_ROOT_USER="+s.AccessKey, "MINIO_ROOT_PASSWORD="+s.SecretKey, "MINIO_BROWSER=off",
		"MINIO_UPDATE=off", "MINIO_CONFIG_DIR="+filepath.Join(dir, "config"))
	logFile, err := os.Create(filepath.Join(dir, "minio.log"))
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	// The server dies with the test process, even when that one is killed.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		logFile.Close()
		os.RemoveAll(dir)
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	logFile.Close()
	server.cmd, server.dir = cmd, dir
	if err := waitLive(s.Endpoint, 30*time.Second); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "minio.log"))
		return nil, fmt.Errorf("%s did not start: %w\n%s", bin, err, log)
	}
	return s, nil
}

// binary finds the MinIO server's executable.
func binary() (string, error) {
	if bin := os.Getenv("PATRIMONIO_TEST_MINIO"); bin != "" {
		if _, err := os.Stat(bin); err != nil {
			return "", fmt.Errorf("%w: PATRIMONIO_TEST_MINIO=%s: %w", errNoBinary, bin, err)
		}
		return bin, nil
	}
	gopath := os.Getenv("GOPATH")
	if gopath == "" {
		gopath = build.Default.GOPATH
	}
	if bin := filepath.Join(filepath.SplitList(gopath)[0], "bin", "minio"); fileExists(bin) {
		return bin, nil
	}
	if bin, err := exec.LookPath("minio"); err == nil {
		return bin, nil
	}
	return "", errNoBinary
}

func fileExists(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir()
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// waitLive polls MinIO's liveness probe until it answers 200.
func waitLive(endpoint string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		resp, err := http.Get(endpoint + "/minio/health/ready")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("status %d", resp.StatusCode)
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Stop ends the server this process started and removes its data (Run calls it; a TestMain that runs the
// tests otherwise calls it after them).
func Stop() {
	server.Lock()
	defer server.Unlock()
	if server.cmd != nil {
		_ = server.cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = server.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = server.cmd.Process.Kill()
			<-done
		}
		server.cmd = nil
	}
	if server.dir != "" {
		os.RemoveAll(server.dir)
		server.dir = ""
	}
}

// Remove deletes the bucket, which must be empty: what a storage sees when its bucket is gone.
func (b Bucket) Remove(t testing.TB) {
	t.Helper()
	_, client, err := get()
	if err == nil {
		err = client.RemoveBucket(context.Background(), b.Name)
	}
	if err != nil {
		t.Fatalf("MinIO: remove bucket %s: %v", b.Name, err)
	}
	// On a busy machine MinIO may still list the bucket for a while after answering: wait until it says it is gone.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		exists, err := client.BucketExists(context.Background(), b.Name)
		if err == nil && !exists {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("MinIO: bucket %s still there after its removal (%v)", b.Name, err)
		}
	}
}
