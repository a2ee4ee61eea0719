// Command patrimonio is the Patrimônio server and its administration commands.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"patrimonio/internal/api"
	"patrimonio/internal/auth"
	"patrimonio/internal/config"
	"patrimonio/internal/database"
	"patrimonio/internal/files"
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
  backup ARQUIVO            grava uma cópia consistente do banco SQLite
  demo [--assets N --vehicles N --debts N]
                            preenche um banco vazio com dados de demonstração; com tamanhos, gera em lote
                            um conjunto grande para medições de desempenho

Opções comuns (também por variáveis PATRIMONIO_*): use "patrimonio serve -h".
`

func main() {
	if err := run(context.Background(), os.Args[1:], os.Getenv, os.Stdout); err != nil {
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
		return backup(ctx, args, getenv, stdout)
	case "demo":
		return demoCommand(ctx, args, getenv, stdout)
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
	if _, err := st.FillSortKeys(ctx); err != nil {
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

	db, st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := bootstrapAdmin(ctx, st, cfg, stdout); err != nil {
		return err
	}
	storage, err := files.NewDisk(filepath.Join(cfg.DataDir, "uploads"))
	if err != nil {
		return err
	}
	sessions := store.SessionPolicy{Idle: cfg.SessionIdle, Max: cfg.SessionMax}
	handler, err := api.New(st, storage, api.Options{Sessions: sessions, TrustProxy: cfg.TrustProxy, Logger: log, WebUI: webui.Handler(),
		Uploads: store.UploadLimits{DailyPerUser: cfg.UploadDailyQuota, Total: cfg.UploadStorageLimit}})
	if err != nil {
		return err
	}
	srv := newServer(cfg.Addr, handler, defaultLimits)
	go prune(ctx, st, sessions)
	go files.RunSweeps(ctx, st, storage, cfg.UploadGrace, cfg.UploadSweepInterval, log)

	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	log.Info("server started", "addr", cfg.Addr, "database", string(db.Dialect), "data_dir", cfg.DataDir,
		"password_hash_slots", auth.HashSlots())
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

// prune removes dead sessions and old sign-in attempts every hour.
func prune(ctx context.Context, st *store.Store, p store.SessionPolicy) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := st.DeleteExpiredSessions(ctx, p); err != nil {
				slog.Warn("prune sessions", "err", err)
			}
			if err := st.PruneLoginAttempts(ctx, store.DefaultLoginPolicy); err != nil {
				slog.Warn("prune login attempts", "err", err)
			}
		}
	}
}

// bootstrapAdmin creates the first admin on an empty database. With no password configured it generates one
// and prints it this once.
func bootstrapAdmin(ctx context.Context, st *store.Store, cfg config.Config, out io.Writer) error {
	n, err := st.CountUsers(ctx)
	if err != nil || n > 0 {
		return err
	}
	password := cfg.AdminPassword
	generated := password == ""
	if generated {
		if password, err = auth.RandomPassword(); err != nil {
			return err
		}
	}
	if !validate.Email(cfg.AdminEmail) || len(password) < validate.MinPassword {
		return fmt.Errorf("primeiro administrador: email %q inválido ou senha com menos de %d caracteres", cfg.AdminEmail, validate.MinPassword)
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return err
	}
	if _, err := st.CreateUser(ctx, model.User{Name: "Administrador", Email: cfg.AdminEmail, Role: model.RoleAdmin, Active: true}, hash); err != nil {
		return fmt.Errorf("primeiro administrador: %w", err)
	}
	if generated {
		fmt.Fprintf(out, "\n  Primeiro administrador criado.\n  Email: %s\n  Senha: %s\n  Anote esta senha: ela não será mostrada de novo.\n\n", cfg.AdminEmail, password)
	} else {
		fmt.Fprintf(out, "\n  Primeiro administrador criado: %s (senha de PATRIMONIO_ADMIN_PASSWORD).\n\n", cfg.AdminEmail)
	}
	return nil
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
	if _, err := store.New(db).FillSortKeys(ctx); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d migração(ões) aplicada(s).\n", n)
	return nil
}

func userCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "password" && args[0] != "two-factor-off") {
		return errors.New("use: patrimonio user create|password|two-factor-off …")
	}
	sub := args[0]
	fs := flag.NewFlagSet("user "+sub, flag.ContinueOnError)
	email := fs.String("email", "", "email")
	name := fs.String("name", "", "nome")
	roleName := fs.String("role", "user", "admin, user ou viewer")
	password := fs.String("password", "", "senha (mínimo 8 caracteres)")
	dbURL := fs.String("database-url", "", "banco de dados (PATRIMONIO_DATABASE_URL)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	var cfgArgs []string
	if *dbURL != "" {
		cfgArgs = []string{"-database-url", *dbURL}
	}
	cfg, err := config.Load("user", cfgArgs, getenv)
	if err != nil {
		return err
	}
	if sub == "two-factor-off" {
		return twoFactorOff(ctx, cfg, *email, stdout)
	}
	e := validate.Errors{}
	validate.NewPassword(e, "password", *password, nil)
	if sub == "create" {
		validate.UserFields(e, *name, *email)
	}
	role, ok := model.ParseRole(*roleName)
	validate.Role(e, *roleName, ok)
	if !e.OK() {
		return fmt.Errorf("dados inválidos: %v", map[string]string(e))
	}
	db, st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	hash, err := auth.HashPassword(ctx, *password)
	if err != nil {
		return err
	}
	if sub == "password" {
		u, _, err := st.UserCredentials(ctx, *email)
		if err != nil {
			return fmt.Errorf("usuário %s: %w", *email, err)
		}
		if err := st.SetPassword(ctx, u.ID, hash, ""); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Senha de %s alterada.\n", u.Email)
		return nil
	}
	u, err := st.CreateUser(ctx, model.User{Name: strings.TrimSpace(*name), Email: *email, Role: role, Active: true}, hash)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Usuário %d criado: %s (%s).\n", u.ID, u.Email, u.Role)
	return nil
}

// twoFactorOff turns two-factor sign-in off for a person who lost both the app and the recovery codes, and
// ends their sessions.
func twoFactorOff(ctx context.Context, cfg config.Config, email string, stdout io.Writer) error {
	db, st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	u, _, err := st.UserCredentials(ctx, email)
	if err != nil {
		return fmt.Errorf("usuário %s: %w", email, err)
	}
	if err := st.DisableTOTP(ctx, u.ID); err != nil {
		return err
	}
	if _, err := st.DeleteOtherSessions(ctx, u.ID, ""); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Verificação em duas etapas de %s desativada.\n", u.Email)
	return nil
}

func backup(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	var target string
	var rest []string
	for _, a := range args {
		if target == "" && !strings.HasPrefix(a, "-") {
			target = a
			continue
		}
		rest = append(rest, a)
	}
	if target == "" {
		return errors.New("use: patrimonio backup ARQUIVO")
	}
	db, err := openDatabase(ctx, "backup", rest, getenv)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Backup(ctx, target); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Cópia gravada em %s.\n", target)
	return nil
}
