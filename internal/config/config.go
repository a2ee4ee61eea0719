// Package config reads the server's settings from flags and PATRIMONIO_* environment variables; a flag wins
// over its variable.
package config

import (
	"flag"
	"fmt"
	"math"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"patrimonio/internal/files"
)

// Config is the server configuration.
type Config struct {
	Addr          string
	DatabaseURL   string
	DataDir       string
	AdminEmail    string
	AdminPassword string
	SessionIdle   time.Duration
	SessionMax    time.Duration
	// TrustProxy makes the server take the client address from X-Forwarded-For (only behind a proxy that
	// sets it), for the per-address login limit.
	TrustProxy bool
	// UploadDailyQuota is the bytes one person may upload per São Paulo day; UploadStorageLimit the bytes of all
	// stored files. Zero is no limit.
	UploadDailyQuota   int64
	UploadStorageLimit int64
	// UploadGrace is how long an upload no record uses is kept (a form being filled will reference it);
	// UploadSweepInterval how often the sweep looks for such files.
	UploadGrace         time.Duration
	UploadSweepInterval time.Duration
	// BackupDir, when set, receives a whole backup every BackupEvery; the newest BackupKeep are kept. It is a
	// directory, or s3://BUCKET/PREFIX on the service of S3 (BackupBucket).
	BackupDir   string
	BackupEvery time.Duration
	BackupKeep  int
	// MetricsToken opens GET /metrics to its bearer; empty turns the route off. Only from the environment, so
	// that it never shows in a process list.
	MetricsToken string
	// SMTP sends the e-mails (PATRIMONIO_SMTP_*); an empty SMTPHost turns e-mail off. The password only from
	// the environment, like the metrics token.
	SMTPHost     string
	SMTPPort     int
	SMTPUser     string
	SMTPPassword string
	SMTPFrom     string
	// PublicURL is the address people open the app at, for the links in e-mails; empty: the listen address.
	PublicURL string
	// S3, when set, keeps the uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads. Only from
	// the environment, like the metrics token: the keys must not show in a process list.
	S3 files.BucketConfig
}

// Default values, also shown by -help.
const (
	DefaultAddr       = "127.0.0.1:8080" // this machine only; PATRIMONIO_ADDR=:8080 opens it to the network
	DefaultDataDir    = "data"
	DefaultAdminEmail = "admin@patrimonio.local"

	DefaultUploadDailyQuota    = 500 << 20
	DefaultUploadStorageLimit  = 20 << 30
	DefaultUploadGrace         = 24 * time.Hour
	DefaultUploadSweepInterval = time.Hour
	minUploadGrace             = time.Hour

	DefaultSMTPPort = 587

	DefaultBackupEvery = 24 * time.Hour
	DefaultBackupKeep  = 7
	minBackupEvery     = time.Minute
)

// Load parses args (without the program and subcommand names) over the environment read by getenv.
func Load(name string, args []string, getenv func(string) string) (Config, error) {
	env := func(key, fallback string) string {
		if v := getenv(key); v != "" {
			return v
		}
		return fallback
	}
	var c Config
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	SetUsage(fs)
	fs.StringVar(&c.Addr, "addr", env("PATRIMONIO_ADDR", DefaultAddr), "endereço em que o servidor escuta (PATRIMONIO_ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", env("PATRIMONIO_DATA_DIR", DefaultDataDir), "diretório do arquivo SQLite e dos arquivos enviados (PATRIMONIO_DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", getenv("PATRIMONIO_DATABASE_URL"), "caminho do arquivo SQLite ou URL postgres:// (PATRIMONIO_DATABASE_URL; padrão DATA_DIR/patrimonio.db)")
	fs.StringVar(&c.AdminEmail, "admin-email", env("PATRIMONIO_ADMIN_EMAIL", DefaultAdminEmail), "email do primeiro administrador, num banco vazio (PATRIMONIO_ADMIN_EMAIL)")
	fs.StringVar(&c.AdminPassword, "admin-password", getenv("PATRIMONIO_ADMIN_PASSWORD"), "senha do primeiro administrador; vazia, uma é gerada e mostrada uma vez (PATRIMONIO_ADMIN_PASSWORD)")
	idle, err := durationEnv(getenv, "PATRIMONIO_SESSION_IDLE", 7*24*time.Hour)
	if err != nil {
		return c, err
	}
	maxAge, err := durationEnv(getenv, "PATRIMONIO_SESSION_MAX", 30*24*time.Hour)
	if err != nil {
		return c, err
	}
	fs.DurationVar(&c.SessionIdle, "session-idle", idle, "uma sessão termina depois de tanto tempo sem uso (PATRIMONIO_SESSION_IDLE)")
	fs.DurationVar(&c.SessionMax, "session-max", maxAge, "uma sessão termina tanto tempo depois de entrar (PATRIMONIO_SESSION_MAX)")
	c.UploadDailyQuota, c.UploadStorageLimit = DefaultUploadDailyQuota, DefaultUploadStorageLimit
	for _, v := range []struct {
		dst       *int64
		key, flag string
	}{
		{&c.UploadDailyQuota, "PATRIMONIO_UPLOAD_DAILY_QUOTA", "upload-daily-quota"},
		{&c.UploadStorageLimit, "PATRIMONIO_UPLOAD_STORAGE_LIMIT", "upload-storage-limit"},
	} {
		if raw := getenv(v.key); raw != "" {
			n, err := ParseSize(raw)
			if err != nil {
				return c, fmt.Errorf("%s: %w", v.key, err)
			}
			*v.dst = n
		}
	}
	fs.Var((*sizeFlag)(&c.UploadDailyQuota), "upload-daily-quota", "bytes que uma pessoa pode enviar por dia (horário de São Paulo), como 500MB; 0 sem limite (PATRIMONIO_UPLOAD_DAILY_QUOTA)")
	fs.Var((*sizeFlag)(&c.UploadStorageLimit), "upload-storage-limit", "bytes de todos os arquivos enviados juntos, como 20GB; 0 sem limite (PATRIMONIO_UPLOAD_STORAGE_LIMIT)")
	grace, err := durationEnv(getenv, "PATRIMONIO_UPLOAD_GRACE", DefaultUploadGrace)
	if err != nil {
		return c, err
	}
	sweep, err := durationEnv(getenv, "PATRIMONIO_UPLOAD_SWEEP_INTERVAL", DefaultUploadSweepInterval)
	if err != nil {
		return c, err
	}
	fs.DurationVar(&c.UploadGrace, "upload-grace", grace, "um arquivo enviado que nenhum registro usa é apagado depois de tanto tempo (PATRIMONIO_UPLOAD_GRACE, no mínimo 1h)")
	fs.DurationVar(&c.UploadSweepInterval, "upload-sweep-interval", sweep, "de quanto em quanto tempo se procuram arquivos enviados sem uso (PATRIMONIO_UPLOAD_SWEEP_INTERVAL)")
	every, err := durationEnv(getenv, "PATRIMONIO_BACKUP_EVERY", DefaultBackupEvery)
	if err != nil {
		return c, err
	}
	keep := DefaultBackupKeep
	if raw := getenv("PATRIMONIO_BACKUP_KEEP"); raw != "" {
		if keep, err = strconv.Atoi(raw); err != nil {
			return c, fmt.Errorf("PATRIMONIO_BACKUP_KEEP: %w", err)
		}
	}
	fs.StringVar(&c.BackupDir, "backup-dir", getenv("PATRIMONIO_BACKUP_DIR"), "diretório (ou s3://BUCKET/PREFIXO) das cópias de segurança programadas; vazio, nenhuma (PATRIMONIO_BACKUP_DIR)")
	fs.DurationVar(&c.BackupEvery, "backup-every", every, "intervalo entre as cópias programadas (PATRIMONIO_BACKUP_EVERY, no mínimo 1m)")
	fs.IntVar(&c.BackupKeep, "backup-keep", keep, "quantas das cópias mais novas são guardadas (PATRIMONIO_BACKUP_KEEP, no mínimo 1)")
	c.MetricsToken = getenv("PATRIMONIO_METRICS_TOKEN")
	smtpPort := DefaultSMTPPort
	if raw := getenv("PATRIMONIO_SMTP_PORT"); raw != "" {
		if smtpPort, err = strconv.Atoi(raw); err != nil {
			return c, fmt.Errorf("PATRIMONIO_SMTP_PORT: %w", err)
		}
	}
	fs.StringVar(&c.SMTPHost, "smtp-host", getenv("PATRIMONIO_SMTP_HOST"), "servidor SMTP dos e-mails; vazio, nenhum e-mail (PATRIMONIO_SMTP_HOST)")
	fs.IntVar(&c.SMTPPort, "smtp-port", smtpPort, "sua porta; 465 é TLS desde o início, as outras usam STARTTLS quando oferecido (PATRIMONIO_SMTP_PORT)")
	fs.StringVar(&c.SMTPUser, "smtp-user", getenv("PATRIMONIO_SMTP_USER"), "usuário SMTP (AUTH PLAIN); a senha só em PATRIMONIO_SMTP_PASSWORD (PATRIMONIO_SMTP_USER)")
	fs.StringVar(&c.SMTPFrom, "smtp-from", getenv("PATRIMONIO_SMTP_FROM"), "remetente dos e-mails, como 'Patrimônio <nao-responda@empresa.com.br>' (PATRIMONIO_SMTP_FROM)")
	c.SMTPPassword = getenv("PATRIMONIO_SMTP_PASSWORD")
	fs.StringVar(&c.PublicURL, "public-url", getenv("PATRIMONIO_PUBLIC_URL"), "endereço em que as pessoas abrem o sistema, para os links dos e-mails; padrão, o endereço em que escuta (PATRIMONIO_PUBLIC_URL)")
	if c.S3, err = loadS3(getenv); err != nil {
		return c, err
	}
	fs.BoolVar(&c.TrustProxy, "trust-proxy", getenv("PATRIMONIO_TRUST_PROXY") == "true", "lê o endereço de quem acessa em X-Forwarded-For, atrás de um proxy (PATRIMONIO_TRUST_PROXY=true)")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	if c.DatabaseURL == "" {
		c.DatabaseURL = filepath.Join(c.DataDir, "patrimonio.db")
	}
	if c.SessionIdle <= 0 || c.SessionMax < c.SessionIdle {
		return c, fmt.Errorf("session limits: idle %s must be positive and at most max %s", c.SessionIdle, c.SessionMax)
	}
	if c.UploadGrace < minUploadGrace || c.UploadSweepInterval <= 0 {
		return c, fmt.Errorf("uploads: grace %s must be at least %s and the sweep interval %s positive", c.UploadGrace, minUploadGrace, c.UploadSweepInterval)
	}
	if c.BackupEvery < minBackupEvery || c.BackupKeep < 1 {
		return c, fmt.Errorf("backups: every %s must be at least %s and keep %d at least 1", c.BackupEvery, minBackupEvery, c.BackupKeep)
	}
	if c.SMTPHost != "" && (c.SMTPFrom == "" || c.SMTPPort < 1 || c.SMTPPort > 65535) {
		return c, fmt.Errorf("smtp: PATRIMONIO_SMTP_FROM is required with PATRIMONIO_SMTP_HOST, and the port %d must be 1 to 65535", c.SMTPPort)
	}
	if c.PublicURL != "" {
		u, err := url.Parse(c.PublicURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return c, fmt.Errorf("PATRIMONIO_PUBLIC_URL: %q is not an http(s) address such as https://patrimonio.empresa.com.br", c.PublicURL)
		}
		c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	}
	if _, _, _, err := BackupBucket(c.BackupDir); err != nil {
		return c, err
	}
	return c, nil
}

// BackupBucket reads a backup place written s3://BUCKET/PREFIX (the prefix may be empty): the bucket, the
// prefix ending in "/" when not empty, and whether dir is such an address at all.
func BackupBucket(dir string) (bucket, prefix string, inBucket bool, err error) {
	rest, ok := strings.CutPrefix(dir, "s3://")
	if !ok {
		return "", "", false, nil
	}
	bucket, prefix, _ = strings.Cut(rest, "/")
	prefix = strings.Trim(prefix, "/")
	if bucket == "" || strings.Contains(prefix, "//") {
		return "", "", true, fmt.Errorf("%s: use s3://BUCKET/PREFIXO (use s3://BUCKET/PREFIX)", dir)
	}
	if prefix != "" {
		prefix += "/"
	}
	return bucket, prefix, true, nil
}

// s3Required are the variables an S3 bucket needs; PATRIMONIO_S3_REGION (asked of the service when empty) and
// PATRIMONIO_S3_PATH_STYLE are optional.
var s3Required = []string{"PATRIMONIO_S3_ENDPOINT", "PATRIMONIO_S3_BUCKET", "PATRIMONIO_S3_ACCESS_KEY", "PATRIMONIO_S3_SECRET_KEY"}

// loadS3 reads the PATRIMONIO_S3_* variables: none set is the local directory; some set but not all is an
// error naming the missing ones, in Portuguese and English, since it stops the server at start.
func loadS3(getenv func(string) string) (files.BucketConfig, error) {
	c := files.BucketConfig{
		Endpoint: getenv("PATRIMONIO_S3_ENDPOINT"), Bucket: getenv("PATRIMONIO_S3_BUCKET"), Region: getenv("PATRIMONIO_S3_REGION"),
		AccessKey: getenv("PATRIMONIO_S3_ACCESS_KEY"), SecretKey: getenv("PATRIMONIO_S3_SECRET_KEY"),
	}
	pathStyle := getenv("PATRIMONIO_S3_PATH_STYLE")
	if !c.Set() && pathStyle == "" {
		return c, nil
	}
	var missing []string
	for _, key := range s3Required {
		if getenv(key) == "" {
			missing = append(missing, key)
		}
	}
	if len(missing) > 0 {
		return c, fmt.Errorf("armazenamento S3 configurado pela metade: falta %s; defina todas ou nenhuma das variáveis PATRIMONIO_S3_* "+
			"(S3 storage half configured: %s missing; set all of the PATRIMONIO_S3_* variables or none)",
			strings.Join(missing, ", "), strings.Join(missing, ", "))
	}
	switch pathStyle {
	case "", "false":
	case "true":
		c.PathStyle = true
	default:
		return c, fmt.Errorf("PATRIMONIO_S3_PATH_STYLE=%q: use true ou false (use true or false)", pathStyle)
	}
	if err := c.Validate(); err != nil {
		return c, err
	}
	return c, nil
}

// ParseSize reads a byte count: a whole number with an optional unit KB, MB, GB or TB (powers of 1024, as the
// product writes "10 MB"), e.g. "500MB", "20 GB", "0".
func ParseSize(text string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	unit := int64(1)
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"KB", 1 << 10}, {"MB", 1 << 20}, {"GB", 1 << 30}, {"TB", 1 << 40}, {"B", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, unit = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.size
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/unit {
		return 0, fmt.Errorf("invalid size %q (e.g. 500MB, 20GB, 0)", text)
	}
	return n * unit, nil
}

// sizeFlag is a flag holding a byte count written as ParseSize reads it.
type sizeFlag int64

func (f *sizeFlag) String() string { return strconv.FormatInt(int64(*f), 10) }

func (f *sizeFlag) Set(text string) error {
	n, err := ParseSize(text)
	if err != nil {
		return err
	}
	*f = sizeFlag(n)
	return nil
}

func durationEnv(getenv func(string) string, key string, fallback time.Duration) (time.Duration, error) {
	v := getenv(key)
	if v == "" {
		return fallback, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return d, nil
}

// SetUsage makes fs's -h print its options in Portuguese: 'Uso: patrimonio serve [opções]', each option with the kind
// of value it takes and its default.
func SetUsage(fs *flag.FlagSet) {
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprintf(out, "Uso: patrimonio %s [opções]\n\nOpções:\n", fs.Name())
		fs.VisitAll(func(f *flag.Flag) {
			kind, usage := flag.UnquoteUsage(f)
			if k, ok := valueKinds[kind]; ok {
				kind = k
			}
			if kind != "" {
				kind = " " + kind
			}
			fmt.Fprintf(out, "  -%s%s\n    \t%s", f.Name, kind, usage)
			if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
				fmt.Fprintf(out, " (padrão: %s)", f.DefValue)
			}
			fmt.Fprintln(out)
		})
	}
}

// valueKinds names the kinds of value of the options as flag calls them.
var valueKinds = map[string]string{"string": "texto", "int": "número", "duration": "duração", "value": "tamanho"}
