// Command patrimonio-cluster proves that several instances of Patrimônio share one PostgreSQL database and one S3
// bucket without losing what they acknowledged, whatever part fails: it starts a throw-away PostgreSQL cluster, a
// MinIO server, two instances and nginx in front of them, all on loopback, and runs a bounded mixed load through
// nginx (assets, uploads, assets that attach the uploads, reads) while it kills with SIGKILL, in turn, an instance
// (started again later), PostgreSQL and MinIO (each started again a moment later). Then it checks through both
// instances that every write answered 2xx is there, every attachment with it, and every uploaded file reads back
// with the same bytes. `make cluster-test` builds and runs it.
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"os/user"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"patrimonio/internal/database"
	"patrimonio/internal/files"
	"patrimonio/internal/store"
)

const (
	adminEmail    = "admin@cluster.local"
	adminPassword = "Cluster-Senha-123"
	bucket        = "patrimonio-cluster"
)

func main() {
	bin := flag.String("bin", "bin/patrimonio", "the Patrimônio binary")
	minioBin := flag.String("minio", "", "the MinIO server binary (default: $GOPATH/bin/minio)")
	duration := flag.Duration("duration", 30*time.Second, "how long the load runs (the faults come at a fifth of it each)")
	workers := flag.Int("c", 4, "concurrent clients")
	flag.Parse()
	if err := run(*bin, *minioBin, *duration, *workers); err != nil {
		fmt.Fprintln(os.Stderr, "patrimonio-cluster:", err)
		os.Exit(1)
	}
}

// processes are the children started, stopped on the way out whatever happens.
type processes struct {
	mu   sync.Mutex
	cmds []*exec.Cmd
}

func (p *processes) start(dir, name string, cmd *exec.Cmd) error {
	log, err := os.OpenFile(filepath.Join(dir, name+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd.Stdout, cmd.Stderr = log, log
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Pdeathsig, cmd.SysProcAttr.Setpgid = syscall.SIGKILL, true
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", name, err)
	}
	p.mu.Lock()
	p.cmds = append(p.cmds, cmd)
	p.mu.Unlock()
	return nil
}

// service is a child the test kills and starts again as it was: make gives its command each time.
type service struct {
	name, dir string
	procs     *processes
	make      func() *exec.Cmd
	cmd       *exec.Cmd
}

func (s *service) start() error {
	s.cmd = s.make()
	return s.procs.start(s.dir, s.name, s.cmd)
}

// kill ends the service and all its processes at once, as a crash or a power cut would.
func (s *service) kill() {
	_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	_, _ = s.cmd.Process.Wait()
}

func (p *processes) stopAll() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.cmds {
		if c.Process != nil {
			_ = syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
			_, _ = c.Process.Wait()
		}
	}
}

func run(bin, minioBin string, duration time.Duration, workers int) error {
	started := time.Now()
	dir, err := os.MkdirTemp("", "patrimonio-cluster-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	var procs processes
	defer procs.stopAll()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if bin, err = filepath.Abs(bin); err != nil {
		return err
	}

	fmt.Println("patrimonio-cluster:", time.Now().UTC().Format(time.RFC3339))
	pgURL, pg, err := startPostgres(ctx, dir, &procs)
	if err != nil {
		return fmt.Errorf("postgresql: %w", err)
	}
	pgPort := portOf(pgURL)
	s3, err := startMinio(ctx, dir, minioBin, &procs)
	if err != nil {
		return fmt.Errorf("minio: %w", err)
	}
	ports, err := freePorts(3)
	if err != nil {
		return err
	}
	addrs := []string{fmt.Sprintf("127.0.0.1:%d", ports[0]), fmt.Sprintf("127.0.0.1:%d", ports[1])}
	var instances []*service
	for i, addr := range addrs {
		inst := &service{name: fmt.Sprintf("instance%d", i), dir: dir, procs: &procs, make: func() *exec.Cmd {
			cmd := exec.Command(bin, "serve")
			cmd.Env = append(os.Environ(), "PATRIMONIO_ADDR="+addr, "PATRIMONIO_DATABASE_URL="+pgURL,
				"PATRIMONIO_DATA_DIR="+filepath.Join(dir, fmt.Sprintf("data%d", i)), "PATRIMONIO_ADMIN_EMAIL="+adminEmail,
				"PATRIMONIO_ADMIN_PASSWORD="+adminPassword, "PATRIMONIO_TRUST_PROXY=true",
				"PATRIMONIO_S3_ENDPOINT="+s3.endpoint, "PATRIMONIO_S3_BUCKET="+bucket, "PATRIMONIO_S3_REGION=us-east-1",
				"PATRIMONIO_S3_ACCESS_KEY="+s3.user, "PATRIMONIO_S3_SECRET_KEY="+s3.secret, "PATRIMONIO_S3_PATH_STYLE=true")
			return cmd
		}}
		// One after the other: the first applies the migrations on the empty database.
		if err := inst.start(); err != nil {
			return err
		}
		if err := waitHTTP(ctx, "http://"+addr+"/api/health/ready", 60*time.Second); err != nil {
			return fmt.Errorf("instance %d did not become ready: %w\n%s", i+1, err, tail(filepath.Join(dir, inst.name+".log")))
		}
		instances = append(instances, inst)
	}
	front := fmt.Sprintf("127.0.0.1:%d", ports[2])
	if err := startNginx(ctx, dir, front, addrs, &procs); err != nil {
		return fmt.Errorf("nginx: %w", err)
	}
	fmt.Printf("set-up: PostgreSQL, MinIO, 2 instances (%s, %s), nginx at %s, in %.1f s\n", addrs[0], addrs[1], front,
		time.Since(started).Seconds())

	heardIn, err := signOutHeard("http://"+addrs[0], "http://"+addrs[1])
	if err != nil {
		return err
	}
	fmt.Printf("a sign-out on instance 2 refused by instance 1, which had just answered the token, after %s\n",
		heardIn.Round(10*time.Microsecond))

	// The faults, a fifth of the load apart: each part of the installation dies as in a crash, and what was
	// started again must come back by itself.
	restart := func(s *service, after time.Duration) error {
		s.kill()
		time.Sleep(after)
		return s.start()
	}
	faults := []fault{
		{"instance 1 killed", func() error { instances[0].kill(); return nil }},
		{"instance 1 started again", instances[0].start},
		{"PostgreSQL killed, started again after 1 s", func() error {
			if err := restart(pg, time.Second); err != nil {
				return err
			}
			return waitPostgres(ctx, dir, pgPort)
		}},
		{"MinIO killed, started again after 1 s", func() error { return restart(s3.service, time.Second) }},
	}
	rep, err := load(ctx, "http://"+front, duration, workers, faults)
	if err != nil {
		return err
	}
	fmt.Printf("load: %d clients for %s through nginx\n", workers, duration)
	fmt.Printf("  before the faults: %d failed\n", rep.failedIn[0].Load())
	for i, f := range rep.faults {
		fmt.Printf("  at %4.1f s %s: %d failed until the next", f.at.Seconds(), f.name, rep.failedIn[i+1].Load())
		if last := time.Duration(rep.lastFailIn[i+1].Load()); last > 0 {
			fmt.Printf(", the last %.1f s after it", (last - f.at).Seconds())
		}
		fmt.Println()
	}
	fmt.Printf("  requests %d (%.0f/s): %d acknowledged writes (assets %d, %d of them with an upload attached; uploads %d), %d reads, %d failed\n",
		rep.requests.Load(), float64(rep.requests.Load())/duration.Seconds(), len(rep.assets)+len(rep.files), len(rep.assets),
		len(rep.attached), len(rep.files), rep.reads.Load(), rep.failed.Load())

	// Every acknowledged write, read back through each instance directly — the one started again included, which
	// proves it reconnected to the database and the bucket that died after it.
	lost := 0
	for i, addr := range addrs {
		if err := waitHTTP(ctx, "http://"+addr+"/api/health/ready", 60*time.Second); err != nil {
			return fmt.Errorf("instance %d after the faults: %w\n%s", i+1, err, tail(filepath.Join(dir, instances[i].name+".log")))
		}
		c := &client{http: &http.Client{Timeout: 30 * time.Second}, base: "http://" + addr}
		if err := c.signIn(); err != nil {
			return err
		}
		n := rep.check(c)
		fmt.Printf("check through instance %d: %d assets and %d files read back, %d lost\n", i+1, len(rep.assets), len(rep.files), n)
		lost += n
	}
	if lost > 0 {
		return fmt.Errorf("%d acknowledged writes lost", lost)
	}

	// Nothing orphaned: a day later the sweep leaves in the bucket exactly the files that have a row, and the
	// attached ones read back still.
	orphans, err := sweptLater(ctx, pgURL, s3)
	if err != nil {
		return err
	}
	c := &client{http: &http.Client{Timeout: 30 * time.Second}, base: "http://" + addrs[1]}
	if err := c.signIn(); err != nil {
		return err
	}
	kept := 0
	for _, name := range rep.attached {
		if body, status, err := c.get("/api/uploads/" + name); err != nil || status != http.StatusOK ||
			hex.EncodeToString(sha256Of(body)) != rep.files[name] {
			return fmt.Errorf("attached file %s after the sweep: status %d, %w", name, status, err)
		}
		kept++
	}
	fmt.Printf("the sweep a day later: %d objects without a row left in the bucket, %d attached files read back\n", orphans, kept)
	fmt.Printf("total %.1f s\n", time.Since(started).Seconds())
	if orphans > 0 {
		return fmt.Errorf("%d objects orphaned in the bucket", orphans)
	}
	if len(rep.assets) == 0 || len(rep.files) == 0 || len(rep.attached) == 0 {
		return errors.New("the load wrote nothing of a kind: nothing was proved")
	}
	fmt.Println("zero lost writes")
	return nil
}

// sweptLater runs the upload sweep on the cluster's database and bucket as an instance would a day later (past the
// grace period) and counts the objects left in the bucket that no row names.
func sweptLater(ctx context.Context, pgURL string, s3 s3Server) (int, error) {
	db, err := database.Open(ctx, pgURL)
	if err != nil {
		return 0, err
	}
	defer db.Close()
	st := store.New(db).WithClock(func() time.Time { return time.Now().Add(25 * time.Hour) })
	bucket, err := files.NewBucket(ctx, files.BucketConfig{Endpoint: s3.endpoint, Bucket: bucket, Region: "us-east-1",
		AccessKey: s3.user, SecretKey: s3.secret, PathStyle: true}, files.UploadsPrefix)
	if err != nil {
		return 0, err
	}
	if _, err := files.Sweep(ctx, st, bucket, 24*time.Hour); err != nil {
		return 0, fmt.Errorf("sweep: %w", err)
	}
	stored, err := bucket.List(ctx)
	if err != nil {
		return 0, err
	}
	known, err := st.KnownFiles(ctx, stored)
	if err != nil {
		return 0, err
	}
	return len(stored) - len(known), nil
}

// check reads every acknowledged write back through c, printing each one missing, and counts them.
func (rep *report) check(c *client) int {
	lost := 0
	for id, description := range rep.assets {
		var got struct {
			Data struct {
				Description string
				Attachments []struct{ Filename string }
			} `json:"data"`
		}
		status, err := c.getJSON(fmt.Sprintf("/api/assets/%d", id), &got)
		attached, wantFile := rep.attached[id]
		if err != nil || status != http.StatusOK || got.Data.Description != description ||
			wantFile && (len(got.Data.Attachments) != 1 || got.Data.Attachments[0].Filename != attached) {
			lost++
			fmt.Printf("  LOST asset %d (%q, attachment %q): status %d, %v, %+v\n", id, description, attached, status, err, got.Data)
		}
	}
	for name, sum := range rep.files {
		body, status, err := c.get("/api/uploads/" + name)
		if err != nil || status != http.StatusOK || hex.EncodeToString(sha256Of(body)) != sum {
			lost++
			fmt.Printf("  LOST file %s: status %d, %v\n", name, status, err)
		}
	}
	return lost
}

// signOutHeard signs in at one instance, has the other answer the token (which it then keeps for a second), signs
// out at the first and says how soon the other refuses it: sooner than the second proves that the notification
// reached it.
func signOutHeard(other, signedAt string) (time.Duration, error) {
	at := &client{http: &http.Client{Timeout: 10 * time.Second}, base: signedAt}
	if err := at.signIn(); err != nil {
		return 0, err
	}
	there := &client{http: at.http, base: other, token: at.token}
	if _, status, err := there.get("/api/auth/me"); err != nil || status != http.StatusOK {
		return 0, fmt.Errorf("the other instance refused a live token: %d: %w", status, err)
	}
	if _, status, err := at.do(http.MethodPost, "/api/auth/logout", "", nil); err != nil || status != http.StatusNoContent {
		return 0, fmt.Errorf("sign out: %d: %w", status, err)
	}
	start := time.Now()
	for time.Since(start) < 500*time.Millisecond {
		if _, status, err := there.get("/api/auth/me"); err == nil && status == http.StatusUnauthorized {
			return time.Since(start), nil
		}
		time.Sleep(2 * time.Millisecond)
	}
	return 0, errors.New("the other instance still took the token half a second after the sign-out: the notification did not reach it")
}

// startPostgres makes a throw-away cluster with Debian's initdb and pg_ctl on a loopback port, as the postgres
// user when run as root (initdb refuses root).
func startPostgres(ctx context.Context, dir string, procs *processes) (string, *service, error) {
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		return "", nil, errors.New("initdb not found under /usr/lib/postgresql (install the postgresql package)")
	}
	binDir := filepath.Dir(bins[len(bins)-1])
	pgDir := filepath.Join(dir, "pg")
	if err := os.MkdirAll(pgDir, 0o700); err != nil {
		return "", nil, err
	}
	// As root, the programs run as the postgres user (initdb refuses root), started by this process itself rather
	// than through runuser: a postmaster killed must be this process's child to be reaped, or its PID stays taken
	// and the next start refuses the data directory ('Is another postmaster running?').
	var credential *syscall.Credential
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return "", nil, err
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		credential = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	asPostgres := func(name string, args ...string) *exec.Cmd {
		cmd := exec.Command(filepath.Join(binDir, name), args...)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: credential}
		cmd.Env = append(os.Environ(), "HOME="+pgDir)
		return cmd
	}
	if os.Geteuid() == 0 {
		// The temporary directory is root's: the postgres user needs to enter it and own the cluster's.
		if err := os.Chmod(dir, 0o755); err != nil {
			return "", nil, err
		}
		if out, err := exec.Command("chown", "-R", "postgres", pgDir).CombinedOutput(); err != nil {
			return "", nil, fmt.Errorf("chown: %w: %s", err, out)
		}
	}
	if out, err := asPostgres("initdb", "-D", filepath.Join(pgDir, "data"), "-A", "trust", "-U", "postgres", "--no-sync").CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("initdb: %w: %s", err, out)
	}
	ports, err := freePorts(1)
	if err != nil {
		return "", nil, err
	}
	pg := &service{name: "postgres", dir: dir, procs: procs, make: func() *exec.Cmd {
		return asPostgres("postgres", "-D", filepath.Join(pgDir, "data"), "-p", fmt.Sprint(ports[0]), "-k", pgDir,
			"-c", "listen_addresses=127.0.0.1", "-c", "fsync=on")
	}}
	if err := pg.start(); err != nil {
		return "", nil, err
	}
	url := fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", ports[0])
	return url, pg, waitPostgres(ctx, dir, ports[0])
}

// waitPostgres waits until PostgreSQL listens on port.
func waitPostgres(ctx context.Context, dir string, port int) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		conn, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), time.Second)
		if err == nil {
			conn.Close()
			time.Sleep(300 * time.Millisecond) // accepting connections before it answers them
			return nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			log, _ := os.ReadFile(filepath.Join(dir, "postgres.log"))
			return fmt.Errorf("not listening after 30 s:\n%s", log)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

type s3Server struct {
	endpoint, user, secret string
	*service
}

// startMinio starts the MinIO server `make minio` installs, on loopback, and makes the bucket.
func startMinio(ctx context.Context, dir, bin string, procs *processes) (s3Server, error) {
	if bin == "" {
		gopath, err := exec.Command("go", "env", "GOPATH").Output()
		if err != nil {
			return s3Server{}, err
		}
		bin = filepath.Join(string(bytes.TrimSpace(gopath)), "bin", "minio")
	}
	if _, err := os.Stat(bin); err != nil {
		return s3Server{}, fmt.Errorf("%s: %w (make minio installs it)", bin, err)
	}
	ports, err := freePorts(1)
	if err != nil {
		return s3Server{}, err
	}
	secret := make([]byte, 16)
	_, _ = rand.Read(secret)
	s := s3Server{endpoint: fmt.Sprintf("http://127.0.0.1:%d", ports[0]), user: "patrimonio", secret: hex.EncodeToString(secret)}
	s.service = &service{name: "minio", dir: dir, procs: procs, make: func() *exec.Cmd {
		cmd := exec.Command(bin, "server", "--quiet", "--address", fmt.Sprintf("127.0.0.1:%d", ports[0]), filepath.Join(dir, "minio"))
		cmd.Env = append(os.Environ(), "MINIO_ROOT_USER="+s.user, "MINIO_ROOT_PASSWORD="+s.secret, "MINIO_BROWSER=off",
			"MINIO_UPDATE=off", "MINIO_CONFIG_DIR="+filepath.Join(dir, "minio-config"))
		return cmd
	}}
	if err := s.start(); err != nil {
		return s, err
	}
	if err := waitHTTP(ctx, s.endpoint+"/minio/health/live", 60*time.Second); err != nil {
		return s, err
	}
	mc, err := minio.New(s.endpoint[len("http://"):], &minio.Options{Creds: credentials.NewStaticV4(s.user, s.secret, ""),
		BucketLookup: minio.BucketLookupPath})
	if err != nil {
		return s, err
	}
	return s, mc.MakeBucket(ctx, bucket, minio.MakeBucketOptions{})
}

// startNginx runs Debian's nginx in the foreground with a configuration of its own: round robin over the two
// instances, and a request that finds an instance dead tried on the other (only when nothing was sent to it yet).
func startNginx(ctx context.Context, dir, front string, instances []string, procs *processes) error {
	bin, err := exec.LookPath("nginx")
	if err != nil {
		if _, statErr := os.Stat("/usr/sbin/nginx"); statErr != nil {
			return errors.New("nginx is not installed (make cluster-test installs Debian's nginx-light)")
		}
		bin = "/usr/sbin/nginx"
	}
	conf := fmt.Sprintf(`daemon off;
worker_processes 1;
error_log %[1]s/nginx-error.log;
pid %[1]s/nginx.pid;
events { worker_connections 256; }
http {
	access_log off;
	client_body_temp_path %[1]s/nginx-body;
	proxy_temp_path %[1]s/nginx-proxy;
	client_max_body_size 50m;
	upstream patrimonio { server %[2]s max_fails=1 fail_timeout=2s; server %[3]s max_fails=1 fail_timeout=2s; }
	server {
		listen %[4]s;
		location / {
			proxy_pass http://patrimonio;
			proxy_set_header X-Forwarded-For $remote_addr;
			proxy_next_upstream error timeout;
			proxy_connect_timeout 2s;
		}
	}
}
`, dir, instances[0], instances[1], front)
	path := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
		return err
	}
	if err := procs.start(dir, "nginx", exec.Command(bin, "-p", dir, "-c", path)); err != nil {
		return err
	}
	return waitHTTP(ctx, "http://"+front+"/api/health/live", 30*time.Second)
}

// report is what the load did: the writes acknowledged (asset id → description, file name → sha256, asset id → the
// upload it attached), the faults and when they came, and counts.
type report struct {
	mu                      sync.Mutex
	assets                  map[int64]string
	files                   map[string]string
	attached                map[int64]string
	faults                  []firedFault
	requests, reads, failed atomic.Int64
	// fired is how many faults have come; failedIn counts the failed requests by it, lastFailIn the latest's time.
	fired      atomic.Int64
	failedIn   []atomic.Int64
	lastFailIn []atomic.Int64
}

// fault is one part of the installation failing (or coming back) during the load.
type fault struct {
	name string
	do   func() error
}

type firedFault struct {
	name string
	at   time.Duration
}

// load runs workers clients through the front for d, each doing creates (every other one attaching the client's
// latest upload), uploads and reads; the faults come one after the other, evenly spread.
func load(ctx context.Context, base string, d time.Duration, workers int, faults []fault) (*report, error) {
	rep := &report{assets: map[int64]string{}, files: map[string]string{}, attached: map[int64]string{},
		failedIn: make([]atomic.Int64, len(faults)+1), lastFailIn: make([]atomic.Int64, len(faults)+1)}
	c := &client{http: &http.Client{Timeout: 15 * time.Second}, base: base}
	if err := c.signIn(); err != nil {
		return nil, err
	}
	start := time.Now()
	end := start.Add(d)
	faultErr := make(chan error, 1)
	go func() {
		defer close(faultErr)
		for i, f := range faults {
			select {
			case <-time.After(time.Until(start.Add(d * time.Duration(i+1) / time.Duration(len(faults)+1)))):
			case <-ctx.Done():
				return
			}
			rep.mu.Lock()
			rep.faults = append(rep.faults, firedFault{f.name, time.Since(start)})
			rep.mu.Unlock()
			rep.fired.Add(1)
			if err := f.do(); err != nil {
				faultErr <- fmt.Errorf("%s: %w", f.name, err)
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			var upload string // the latest acknowledged upload not attached yet
			for i := 0; time.Now().Before(end) && ctx.Err() == nil; i++ {
				var ok bool
				switch i % 4 {
				case 0, 1:
					description := fmt.Sprintf("Ativo %d-%d", w, i)
					attach := upload
					if i%4 == 1 {
						attach = ""
					}
					id, status, err := c.createAsset(description, attach)
					ok = err == nil && status == http.StatusCreated
					if ok {
						rep.mu.Lock()
						rep.assets[id] = description
						if attach != "" {
							rep.attached[id] = attach
							upload = ""
						}
						rep.mu.Unlock()
					}
				case 2:
					name, sum, status, err := c.upload(w, i)
					ok = err == nil && status == http.StatusCreated
					if ok {
						rep.mu.Lock()
						rep.files[name] = sum
						rep.mu.Unlock()
						upload = name
					}
				default:
					path := "/api/assets?page=1&pageSize=20"
					if i%8 == 3 {
						path = "/api/dashboard"
					}
					_, status, err := c.get(path)
					ok = err == nil && status == http.StatusOK
					rep.reads.Add(1)
				}
				rep.requests.Add(1)
				if !ok {
					rep.failed.Add(1)
					phase := rep.fired.Load()
					rep.failedIn[phase].Add(1)
					rep.lastFailIn[phase].Store(int64(time.Since(start)))
				}
			}
		})
	}
	wg.Wait()
	if err := <-faultErr; err != nil {
		return nil, err
	}
	return rep, ctx.Err()
}

type client struct {
	http  *http.Client
	base  string
	token string
}

func (c *client) do(method, path, contentType string, body io.Reader) ([]byte, int, error) {
	req, err := http.NewRequest(method, c.base+path, body)
	if err != nil {
		return nil, 0, err
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	return data, res.StatusCode, err
}

func (c *client) get(path string) ([]byte, int, error) { return c.do(http.MethodGet, path, "", nil) }

func (c *client) getJSON(path string, dst any) (int, error) {
	data, status, err := c.get(path)
	if err != nil || status != http.StatusOK {
		return status, err
	}
	return status, json.Unmarshal(data, dst)
}

func (c *client) signIn() error {
	body, _ := json.Marshal(map[string]string{"email": adminEmail, "password": adminPassword})
	data, status, err := c.do(http.MethodPost, "/api/auth/login", "application/json", bytes.NewReader(body))
	if err != nil || status != http.StatusOK {
		return fmt.Errorf("sign in at %s: %d %s: %w", c.base, status, data, err)
	}
	var res struct {
		Data struct{ Token string } `json:"data"`
	}
	if err := json.Unmarshal(data, &res); err != nil {
		return err
	}
	c.token = res.Data.Token
	return nil
}

// createAsset creates an asset, with the uploaded file attach attached when it is not "".
func (c *client) createAsset(description, attach string) (int64, int, error) {
	asset := map[string]any{"description": description, "type": "other", "acquisitionValue": 1500.5,
		"currentValue": 1600, "acquisitionDate": "2025-03-01", "counterpart": "contribution"}
	if attach != "" {
		asset["attachments"] = []map[string]string{{"url": "/uploads/" + attach, "category": "outros"}}
	}
	body, _ := json.Marshal(asset)
	data, status, err := c.do(http.MethodPost, "/api/assets", "application/json", bytes.NewReader(body))
	if err != nil || status != http.StatusCreated {
		return 0, status, err
	}
	var res struct {
		Data struct{ ID int64 } `json:"data"`
	}
	return res.Data.ID, status, json.Unmarshal(data, &res)
}

// upload sends a small PNG of its own (the pixel colour names the worker and the step) and answers its stored name
// and the sha256 of its bytes.
func (c *client) upload(w, i int) (string, string, int, error) {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	for x := range 4 {
		for y := range 4 {
			img.Set(x, y, color.RGBA{R: uint8(w), G: uint8(i), B: uint8(i >> 8), A: 255})
		}
	}
	var pic bytes.Buffer
	if err := png.Encode(&pic, img); err != nil {
		return "", "", 0, err
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	part, err := mw.CreateFormFile("files", fmt.Sprintf("foto-%d-%d.png", w, i))
	if err != nil {
		return "", "", 0, err
	}
	if _, err := part.Write(pic.Bytes()); err != nil {
		return "", "", 0, err
	}
	mw.Close()
	data, status, err := c.do(http.MethodPost, "/api/upload", mw.FormDataContentType(), &buf)
	if err != nil || status != http.StatusCreated {
		return "", "", status, err
	}
	var res struct {
		Data struct {
			Files []struct{ Filename string } `json:"files"`
		} `json:"data"`
	}
	if err := json.Unmarshal(data, &res); err != nil || len(res.Data.Files) != 1 {
		return "", "", status, fmt.Errorf("upload answer %s: %w", data, err)
	}
	return res.Data.Files[0].Filename, hex.EncodeToString(sha256Of(pic.Bytes())), status, nil
}

// portOf is the port of a URL.
func portOf(raw string) int {
	u, _ := url.Parse(raw)
	port, _ := strconv.Atoi(u.Port())
	return port
}

// tail is the end of a log, for a failure's message.
func tail(path string) string {
	b, _ := os.ReadFile(path)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

func sha256Of(b []byte) []byte {
	sum := sha256.Sum256(b)
	return sum[:]
}

func waitHTTP(ctx context.Context, url string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		res, err := http.Get(url)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			if err == nil {
				err = fmt.Errorf("status %d", res.StatusCode)
			}
			return fmt.Errorf("%s not ready after %s: %w", url, limit, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func freePorts(n int) ([]int, error) {
	var ports []int
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}
