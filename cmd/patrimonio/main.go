// Command patrimonio is the Patrimônio server and its administration commands.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/archive"
	"patrimonio/internal/auth"
	"patrimonio/internal/backup"
	"patrimonio/internal/config"
	"patrimonio/internal/database"
	"patrimonio/internal/files"
	"patrimonio/internal/mail"
	"patrimonio/internal/metrics"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
	"patrimonio/internal/validate"
	"patrimonio/internal/webui"
)

const usage = `Uso: patrimonio [comando] [opções]

Comandos:
  serve                     inicia o servidor (padrão)
  migrate                   aplica as migrações do banco de dados
  user create --email E --name N --role admin|user|viewer --password S
                            cria um usuário
  user password --email E --password S
                            define uma nova senha (encerra as sessões do usuário)
  user two-factor-off --email E
                            desativa a verificação em duas etapas de quem perdeu o aplicativo e os códigos
  backup                    grava uma cópia completa (banco SQLite, arquivos enviados e SHA-256 de cada parte)
                            em PATRIMONIO_BACKUP_DIR (-backup-dir) e guarda as PATRIMONIO_BACKUP_KEEP mais novas
  backup ARQUIVO            grava só uma cópia consistente do banco SQLite em ARQUIVO
  restore CÓPIA             confere e restaura uma cópia completa num diretório de dados vazio (-data-dir)
  export ARQUIVO.zip        exporta todos os dados (um CSV por tabela, os arquivos enviados e um manifesto com
                            contagens e SHA-256) num ZIP, mesmo com o servidor no ar
  import-all ARQUIVO.zip    confere e restaura uma exportação num banco vazio, SQLite ou PostgreSQL (é como se
                            passa do SQLite para o PostgreSQL)
  demo [--assets N --vehicles N --debts N]
                            preenche um banco vazio com dados de demonstração; com tamanhos, gera em lote
                            um conjunto grande para medições de desempenho

Opções comuns (também por variáveis PATRIMONIO_*): use "patrimonio serve -h". Os comandos user, migrate,
backup, restore, export, import-all e demo usam o mesmo banco que serve: -data-dir DIR ou -database-url URL.
`

func main() {
	if err := run(context.Background(), os.Args[1:], os.Getenv, os.Stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return // -h printed the command's options
		}
		fmt.Fprintln(os.Stderr, "patrimonio:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(ctx, args, getenv, stdout)
	case "migrate":
		return migrate(ctx, args, getenv, stdout)
	case "user":
		return userCommand(ctx, args, getenv, stdout)
	case "backup":
		return backupCommand(ctx, args, getenv, stdout)
	case "restore":
		return restoreCommand(ctx, args, getenv, stdout)
	case "demo":
		return demoCommand(ctx, args, getenv, stdout)
	case "export":
		return exportCommand(ctx, args, getenv, stdout)
	case "import-all":
		return importAllCommand(ctx, args, getenv, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		return fmt.Errorf("comando desconhecido %q\n\n%s", cmd, usage)
	}
}

func newLogger(w io.Writer) *slog.Logger {
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

// openStore opens and migrates the configured database.
func openStore(ctx context.Context, cfg config.Config) (*database.DB, *store.Store, error) {
	db, err := database.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, nil, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, nil, err
	}
	st := store.New(db)
	if err := st.Upgrade(ctx); err != nil {
		db.Close()
		return nil, nil, err
	}
	return db, st, nil
}

// openDatabase opens the configured database without migrating it.
func openDatabase(ctx context.Context, name string, args []string, getenv func(string) string) (*database.DB, error) {
	cfg, err := config.Load(name, args, getenv)
	if err != nil {
		return nil, err
	}
	return database.Open(ctx, cfg.DatabaseURL)
}

func serve(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := config.Load("serve", args, getenv)
	if err != nil {
		return err
	}
	log := newLogger(stdout)
	slog.SetDefault(log)
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	// Listening comes first: a busy port is said before anything is created. Connections wait in the queue
	// until the server below takes them.
	ln, err := listen(cfg.Addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	db, st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := st.OpenDashboardReads(ctx); err != nil {
		return err
	}
	created, err := bootstrapAdmin(ctx, st, cfg, stdout)
	if err != nil {
		return err
	}
	storage, err := openStorage(ctx, cfg)
	if err != nil {
		return err
	}
	sessions := store.SessionPolicy{Idle: cfg.SessionIdle, Max: cfg.SessionMax}
	m := metrics.New()
	smtp := mail.Config{Host: cfg.SMTPHost, Port: cfg.SMTPPort, User: cfg.SMTPUser, Password: cfg.SMTPPassword, From: cfg.SMTPFrom}
	if err := smtp.Check(); err != nil {
		return err
	}
	publicURL := cfg.PublicURL
	if publicURL == "" {
		publicURL = siteURL(cfg.Addr, ln.Addr())
	}
	mailJob := mail.NewJob(st, mail.SMTP{Config: smtp}, publicURL, log, jobDone(m, "mail"))
	handler, err := api.New(st, storage, api.Options{Sessions: sessions, TrustProxy: cfg.TrustProxy, Logger: log, WebUI: webui.Handler(),
		Uploads: store.UploadLimits{DailyPerUser: cfg.UploadDailyQuota, Total: cfg.UploadStorageLimit},
		Metrics: m, MetricsToken: cfg.MetricsToken,
		Mail: api.MailOptions{Enabled: smtp.Enabled(), PublicURL: publicURL, Queued: mailJob.Kick, PlanNow: mailJob.PlanNow}})
	if err != nil {
		return err
	}
	if err := startBanner(ctx, stdout, st, cfg, siteURL(cfg.Addr, ln.Addr()), created); err != nil {
		return err
	}
	srv := newServer(cfg.Addr, handler, defaultLimits)
	go st.FollowSessionChanges(ctx)
	go func() {
		if err := st.WarmDashboard(ctx); err != nil && ctx.Err() == nil {
			log.Warn("dashboard not prepared at start-up; the first visit prepares it", "err", err)
		}
	}()
	go prune(ctx, st, sessions, m)
	go accrueDebts(ctx, st, m)
	go files.RunSweeps(ctx, st, storage, cfg.UploadGrace, cfg.UploadSweepInterval, log, jobDone(m, "upload_sweep"))
	if smtp.Enabled() {
		go mailJob.Run(ctx)
	}
	if cfg.BackupDir != "" {
		place, err := backupPlace(ctx, cfg, cfg.BackupDir)
		if err != nil {
			return err
		}
		go backup.Schedule{DB: db, Uploads: storage, Place: place, Every: cfg.BackupEvery, Keep: cfg.BackupKeep,
			Log: log, Done: jobDone(m, "backup")}.Run(ctx)
	}

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("server started", "addr", ln.Addr().String(), "database", string(db.Dialect), "data_dir", cfg.DataDir,
		"password_hash_slots", auth.HashSlots(), "metrics", cfg.MetricsToken != "", "backup_dir", cfg.BackupDir,
		"smtp", smtp.Enabled(), "public_url", publicURL,
		"storage", storageName(cfg))
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// serverLimits bound how long and how much a connection may take of the server.
type serverLimits struct {
	// ReadHeader is the time to send the request line and headers; Read, the whole request with its body;
	// Write, from the end of the headers to the end of the answer; Idle, a kept-alive connection's wait for
	// its next request. Uploads and downloads extend Read and Write for themselves (api.TransferTimeout).
	ReadHeader, Read, Write, Idle time.Duration
}

// defaultLimits are the serve command's limits (docs/decisions.md, "Server timeouts and consistent edges").
var defaultLimits = serverLimits{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Write: 2 * time.Minute, Idle: 2 * time.Minute}

// newServer returns the HTTP server of handler on addr with the limits l. Its own header limit is eight times
// api.MaxHeaderBytes, so that the API's JSON 431 answers every header block up to that size.
func newServer(addr string, handler http.Handler, l serverLimits) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           handler,
		ReadHeaderTimeout: l.ReadHeader,
		ReadTimeout:       l.Read,
		WriteTimeout:      l.Write,
		IdleTimeout:       l.Idle,
		MaxHeaderBytes:    8 * api.MaxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(slog.Default().Handler(), slog.LevelWarn),
	}
}

// openStorage opens where the uploaded files live: the configured bucket, or DATA_DIR/uploads.
func openStorage(ctx context.Context, cfg config.Config) (files.Storage, error) {
	if cfg.S3.Set() {
		ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		return files.NewBucket(ctx, cfg.S3, files.UploadsPrefix)
	}
	return files.NewDisk(filepath.Join(cfg.DataDir, backup.UploadsDir))
}

// backupPlace opens where backups are kept: a directory, or s3://BUCKET/PREFIX on the configured service.
func backupPlace(ctx context.Context, cfg config.Config, dir string) (backup.Place, error) {
	bucket, prefix, inBucket, err := config.BackupBucket(dir)
	if err != nil || !inBucket {
		return backup.Dir(dir), err
	}
	if !cfg.S3.Set() {
		return nil, fmt.Errorf("%s: cópias num bucket precisam das variáveis PATRIMONIO_S3_* (backups in a bucket need the PATRIMONIO_S3_* variables)", dir)
	}
	s3 := cfg.S3
	s3.Bucket = bucket
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	objects, err := files.OpenObjects(ctx, s3, prefix)
	if err != nil {
		return nil, err
	}
	return backup.InBucket(objects), nil
}

// storageName says in the log where the uploaded files live.
func storageName(cfg config.Config) string {
	if cfg.S3.Set() {
		return "s3://" + cfg.S3.Bucket + "/" + files.UploadsPrefix + " at " + cfg.S3.Endpoint
	}
	return filepath.Join(cfg.DataDir, backup.UploadsDir)
}

// jobDone records the runs of the background job in the metrics.
func jobDone(m *metrics.App, job string) func(time.Time, error) {
	return func(start time.Time, err error) { m.Job(job, start, err) }
}

// accrueDebts brings the financings' balances up to date with their schedules (capitalised interest, corrections
// by an index) at start and every hour, so a due date passing moves the balance the same day.
func accrueDebts(ctx context.Context, st *store.Store, m *metrics.App) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		start := time.Now()
		err := st.AccrueDebts(ctx)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			slog.Warn("accrue debts", "err", err)
		}
		m.Job("accrue_debts", start, err)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// prune removes dead sessions and old sign-in attempts every hour.
func prune(ctx context.Context, st *store.Store, p store.SessionPolicy, m *metrics.App) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			start := time.Now()
			err := st.DeleteExpiredSessions(ctx, p)
			if err != nil {
				slog.Warn("prune sessions", "err", err)
			}
			if perr := st.PruneLoginAttempts(ctx, store.DefaultLoginPolicy); perr != nil {
				slog.Warn("prune login attempts", "err", perr)
				err = perr
			}
			m.Job("prune", start, err)
		}
	}
}

// bootstrapAdmin creates the first admin on an empty database, and reports whether it did. With no password
// configured it generates one and prints it this once.
func bootstrapAdmin(ctx context.Context, st *store.Store, cfg config.Config, out io.Writer) (bool, error) {
	n, err := st.CountUsers(ctx)
	if err != nil || n > 0 {
		return false, err
	}
	password := cfg.AdminPassword
	generated := password == ""
	if generated {
		if password, err = auth.RandomPassword(); err != nil {
			return false, err
		}
	}
	if !validate.Email(cfg.AdminEmail) || len(password) < validate.MinPassword {
		return false, fmt.Errorf("primeiro administrador: email %q inválido ou senha com menos de %d caracteres", cfg.AdminEmail, validate.MinPassword)
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return false, err
	}
	if _, err := st.CreateUser(ctx, model.User{Name: "Administrador", Email: cfg.AdminEmail, Role: model.RoleAdmin, Active: true}, hash); err != nil {
		return false, fmt.Errorf("primeiro administrador: %w", err)
	}
	if generated {
		fmt.Fprintf(out, "\n  Primeiro administrador criado.\n  Email: %s\n  Senha: %s\n  Anote esta senha: ela não será mostrada de novo.\n", cfg.AdminEmail, password)
	} else {
		fmt.Fprintf(out, "\n  Primeiro administrador criado: %s (senha de PATRIMONIO_ADMIN_PASSWORD).\n", cfg.AdminEmail)
	}
	return true, nil
}

func migrate(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	db, err := openDatabase(ctx, "migrate", args, getenv)
	if err != nil {
		return err
	}
	defer db.Close()
	n, err := db.Migrate(ctx)
	if err != nil {
		return err
	}
	if err := store.New(db).Upgrade(ctx); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d migração(ões) aplicada(s).\n", n)
	return nil
}

// userUsage is the help of the user commands.
const userUsage = `Uso:
  patrimonio user create --email E --name N --role admin|user|viewer --password S
  patrimonio user password --email E --password S
  patrimonio user two-factor-off --email E

Opções do banco de dados, as mesmas de "patrimonio serve" (também PATRIMONIO_DATA_DIR e PATRIMONIO_DATABASE_URL):
  -data-dir DIR          diretório de dados; o banco SQLite é DIR/patrimonio.db (padrão: data)
  -database-url URL      um arquivo SQLite ou postgres://…
`

func userCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "password" && args[0] != "two-factor-off") {
		return errors.New("use: patrimonio user create|password|two-factor-off ... (ajuda: patrimonio user password -h)")
	}
	sub := args[0]
	fs := flag.NewFlagSet("user "+sub, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the error is said once, in pt-BR, by flagError
	fs.Usage = func() {}
	email := fs.String("email", "", "email")
	name := fs.String("name", "", "nome")
	roleName := fs.String("role", "user", "admin, user ou viewer")
	password := fs.String("password", "", "senha (mínimo 8 caracteres)")
	dataDir := fs.String("data-dir", "", "diretório de dados (PATRIMONIO_DATA_DIR)")
	dbURL := fs.String("database-url", "", "banco de dados (PATRIMONIO_DATABASE_URL)")
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, userUsage)
			return nil
		}
		return flagError(err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("argumento inesperado: %s (os valores vão depois das opções: --email E --password S)", strings.Join(fs.Args(), " "))
	}
	var cfgArgs []string
	if *dataDir != "" {
		cfgArgs = append(cfgArgs, "-data-dir", *dataDir)
	}
	if *dbURL != "" {
		cfgArgs = append(cfgArgs, "-database-url", *dbURL)
	}
	cfg, err := config.Load("user", cfgArgs, getenv)
	if err != nil {
		return err
	}
	e := validate.Errors{}
	if sub != "create" && strings.TrimSpace(*email) == "" {
		e["email"] = "Email é obrigatório"
	}
	if sub != "two-factor-off" {
		validate.NewPassword(e, "password", *password, nil)
	}
	if sub == "create" {
		validate.UserFields(e, *name, *email)
	}
	role, ok := model.ParseRole(*roleName)
	validate.Role(e, *roleName, ok)
	if !e.OK() {
		return invalidOptions(e)
	}
	if sub != "create" {
		// Changing a user needs the database that has them: a mistyped -data-dir must not leave a new, empty one.
		if path, sqlite := database.SQLitePath(cfg.DatabaseURL); sqlite {
			if _, err := os.Stat(path); err != nil {
				return fmt.Errorf("nenhum banco de dados em %s: confira -data-dir (ou PATRIMONIO_DATA_DIR) e -database-url", path)
			}
		}
	}
	db, st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	var u model.User
	if sub != "create" {
		u, _, err = st.UserCredentials(ctx, *email)
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("nenhum usuário com o email %s em %s", strings.TrimSpace(*email), databaseName(db))
		}
		if err != nil {
			return err
		}
	}
	switch sub {
	case "two-factor-off":
		return twoFactorOff(ctx, st, u, stdout)
	case "password":
		hash, err := auth.HashPassword(ctx, *password)
		if err != nil {
			return err
		}
		if err := st.SetPassword(ctx, u.ID, hash, ""); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Senha de %s alterada; as sessões abertas dele foram encerradas.\n", u.Email)
		return nil
	}
	hash, err := auth.HashPassword(ctx, *password)
	if err != nil {
		return err
	}
	created, err := st.CreateUser(ctx, model.User{Name: strings.TrimSpace(*name), Email: *email, Role: role, Active: true}, hash)
	if errors.Is(err, store.ErrEmailTaken) {
		return fmt.Errorf("já existe um usuário com o email %s", strings.TrimSpace(*email))
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Usuário %d criado: %s (%s).\n", created.ID, created.Email, created.Role)
	return nil
}

// invalidOptions says which options are wrong, one a line, by their names on the command line.
func invalidOptions(e validate.Errors) error {
	fields := slices.Sorted(maps.Keys(e))
	lines := make([]string, len(fields))
	for i, f := range fields {
		lines[i] = fmt.Sprintf("  --%s: %s", f, e[f])
	}
	return fmt.Errorf("opções inválidas:\n%s", strings.Join(lines, "\n"))
}

// flagError says a command-line parsing error of the flag package in pt-BR.
func flagError(err error) error {
	msg := err.Error()
	for prefix, say := range map[string]string{
		"flag provided but not defined: ": "opção desconhecida: ",
		"flag needs an argument: ":        "falta o valor da opção ",
		"invalid value ":                  "valor inválido ",
		"bad flag syntax: ":               "opção mal escrita: ",
	} {
		if rest, ok := strings.CutPrefix(msg, prefix); ok {
			return errors.New(say + rest)
		}
	}
	return err
}

// databaseName names the database for a person: the SQLite file, or "o PostgreSQL" (its URL may hold a password).
func databaseName(db *database.DB) string {
	if db.Dialect == database.SQLite {
		return db.Path
	}
	return "o PostgreSQL de PATRIMONIO_DATABASE_URL"
}

// twoFactorOff turns two-factor sign-in off for a person who lost both the app and the recovery codes, and
// ends their sessions.
func twoFactorOff(ctx context.Context, st *store.Store, u model.User, stdout io.Writer) error {
	if err := st.DisableTOTP(ctx, u.ID); err != nil {
		return err
	}
	if _, err := st.DeleteOtherSessions(ctx, u.ID, ""); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Verificação em duas etapas de %s desativada.\n", u.Email)
	return nil
}

// backupCommand writes a whole backup into the backup directory (no argument), or only the SQLite database into
// the file named.
func backupCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	target, rest := splitOperand(args)
	cfg, err := config.Load("backup", rest, getenv)
	if err != nil {
		return err
	}
	if target == "" && cfg.BackupDir == "" {
		return errors.New("use: patrimonio backup (com PATRIMONIO_BACKUP_DIR ou -backup-dir DIR) ou patrimonio backup ARQUIVO")
	}
	if path, sqlite := database.SQLitePath(cfg.DatabaseURL); sqlite {
		if _, err := os.Stat(path); err != nil {
			return fmt.Errorf("nenhum banco de dados em %s: confira -data-dir (ou PATRIMONIO_DATA_DIR) e -database-url", path)
		}
	}
	db, err := database.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if target != "" {
		if err := db.Backup(ctx, target); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Cópia gravada em %s.\n", target)
		return nil
	}
	storage, err := openStorage(ctx, cfg)
	if err != nil {
		return err
	}
	place, err := backupPlace(ctx, cfg, cfg.BackupDir)
	if err != nil {
		return err
	}
	path, info, err := backup.Create(ctx, db, storage, place, time.Now())
	if err != nil {
		return err
	}
	removed, err := backup.Prune(ctx, place, cfg.BackupKeep, time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Cópia completa gravada em %s: %d arquivo(s) enviado(s), %d bytes ao todo.\n", path, info.Files, info.Bytes)
	if info.Database != string(database.SQLite) {
		fmt.Fprintln(stdout, "O banco PostgreSQL não está nesta cópia: faça-o com pg_dump (veja o README).")
	}
	if len(removed) > 0 {
		fmt.Fprintf(stdout, "%d cópia(s) antiga(s) removida(s): ficam as %d mais novas.\n", len(removed), cfg.BackupKeep)
	}
	return nil
}

// exportCommand writes the whole of the data to a new ZIP file.
func exportCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	target, rest := splitOperand(args)
	if target == "" {
		return errors.New("use: patrimonio export ARQUIVO.zip [-data-dir DIR | -database-url URL]")
	}
	cfg, err := config.Load("export", rest, getenv)
	if err != nil {
		return err
	}
	if path, sqlite := database.SQLitePath(cfg.DatabaseURL); sqlite {
		if _, err := os.Stat(path); err != nil {
			return fmt.Errorf("nenhum banco de dados em %s: confira -data-dir (ou PATRIMONIO_DATA_DIR) e -database-url", path)
		}
	}
	db, storage, err := openData(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	m, err := store.New(db).Export(ctx, storage, f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(target)
		return err
	}
	fmt.Fprintf(stdout, "Exportação gravada em %s: %d linhas em %d tabelas, %d planilhas e %d arquivo(s) enviado(s).\n", target, m.Rows(), len(m.Tables), len(m.Sheets), len(m.Files))
	return nil
}

// openData opens and migrates the configured database and its upload storage.
func openData(ctx context.Context, cfg config.Config) (*database.DB, files.Storage, error) {
	db, _, err := openStore(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	storage, err := openStorage(ctx, cfg)
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	return db, storage, nil
}

// importAllCommand restores an export into the configured database, which must hold no data.
func importAllCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	source, rest := splitOperand(args)
	if source == "" {
		return errors.New("use: patrimonio import-all ARQUIVO.zip [-data-dir DIR | -database-url URL]")
	}
	cfg, err := config.Load("import-all", rest, getenv)
	if err != nil {
		return err
	}
	f, err := os.Open(source)
	if err != nil {
		return fmt.Errorf("import-all: %w", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return fmt.Errorf("import-all: %w", err)
	}
	db, storage, err := openData(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	m, err := archive.Restore(ctx, db, storage, f, info.Size())
	if err != nil {
		return err
	}
	// The server's first dashboard then reads the positions instead of rebuilding them; the data is in place either way.
	if err := store.New(db).WarmDashboard(ctx); err != nil {
		fmt.Fprintf(stdout, "Aviso: o painel não foi preparado (%v); o primeiro acesso ao servidor o calcula.\n", err)
	}
	fmt.Fprintf(stdout, "Exportação de %s (UTC) importada: %d linhas em %d tabelas e %d arquivo(s) enviado(s). Inicie o servidor com o mesmo banco.\n",
		m.CreatedAt.UTC().Format("02/01/2006 15:04"), m.Rows(), len(m.Tables), len(m.Files))
	fmt.Fprintf(stdout, "A exportação não leva senhas nem a verificação em duas etapas: defina a senha de um administrador com\n"+
		"  patrimonio user password --email EMAIL --password 'NOVA-SENHA'\n"+
		"e, depois de entrar, a dos outros usuários em Usuários (cada um configura de novo a verificação em duas etapas).\n")
	return nil
}

// splitOperand takes the one operand (a file or directory) out of a command's arguments, wherever it stands
// among the options: the first argument that is neither an option nor the value of an option written
// "-option value".
func splitOperand(args []string) (string, []string) {
	var operand string
	var rest []string
	for _, a := range args {
		valueOfOption := len(rest) > 0 && strings.HasPrefix(rest[len(rest)-1], "-") && !strings.Contains(rest[len(rest)-1], "=")
		if operand == "" && !strings.HasPrefix(a, "-") && !valueOfOption {
			operand = a
			continue
		}
		rest = append(rest, a)
	}
	return operand, rest
}

// restoreCommand checks a whole backup and restores it into an empty data directory, and the files into the
// bucket when one is configured.
func restoreCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	source, rest := splitOperand(args)
	if source == "" {
		return errors.New("use: patrimonio restore CÓPIA [-data-dir DIR], com CÓPIA um diretório patrimonio-… de PATRIMONIO_BACKUP_DIR (ou s3://BUCKET/PREFIXO/patrimonio-…)")
	}
	cfg, err := config.Load("restore", rest, getenv)
	if err != nil {
		return err
	}
	dbPath, _ := database.SQLitePath(cfg.DatabaseURL)
	var bucket backup.Saver
	if cfg.S3.Set() {
		if bucket, err = openStorage(ctx, cfg); err != nil {
			return err
		}
	}
	from, name := backup.At(source)
	if _, _, inBucket, _ := config.BackupBucket(source); inBucket {
		// s3://BUCKET/PREFIX/patrimonio-…: the backup is the last part, its place what comes before.
		var dir string
		dir, name = path.Split(strings.TrimSuffix(source, "/"))
		if from, err = backupPlace(ctx, cfg, dir); err != nil {
			return err
		}
	}
	info, err := backup.Restore(ctx, from, name, cfg.DataDir, dbPath, bucket)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Cópia de %s (UTC) restaurada em %s: %d arquivo(s) enviado(s).\n",
		info.CreatedAt.UTC().Format("02/01/2006 15:04"), cfg.DataDir, info.Files)
	if bucket != nil {
		fmt.Fprintf(stdout, "Os arquivos enviados foram gravados no bucket %s.\n", cfg.S3.Bucket)
	}
	if info.Database == string(database.SQLite) {
		fmt.Fprintf(stdout, "Banco de dados: %s. Inicie o servidor com -data-dir %s.\n", dbPath, cfg.DataDir)
	} else {
		fmt.Fprintln(stdout, "O banco PostgreSQL não está nesta cópia: restaure-o com pg_restore (veja o README).")
	}
	return nil
}
