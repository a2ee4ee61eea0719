package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"

	"patrimonio/internal/config"
	"patrimonio/internal/database"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// listen opens the server's address, saying plainly why it cannot.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, fmt.Errorf("o endereço %s já está em uso por outro programa (outro Patrimônio?): pare-o ou escolha outro com PATRIMONIO_ADDR, por exemplo PATRIMONIO_ADDR=127.0.0.1:8081", addr)
	case errors.Is(err, syscall.EACCES):
		return nil, fmt.Errorf("sem permissão para escutar em %s: portas abaixo de 1024 pedem privilégios; use, por exemplo, PATRIMONIO_ADDR=:8080", addr)
	case err != nil:
		return nil, fmt.Errorf("não foi possível escutar em %q (PATRIMONIO_ADDR): %w", addr, err)
	}
	return ln, nil
}

// siteURL is the address to open in a browser: the configured host (localhost when the server listens on every
// interface) and the port the server got, which differs from the configured one when that is 0.
func siteURL(configured string, actual net.Addr) string {
	host, _, _ := net.SplitHostPort(configured)
	_, port, _ := net.SplitHostPort(actual.String())
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// startBanner says where the app is and how to sign in: right after the first admin's block when serve has just
// created it, or else who the first admin is and how to reset a forgotten password.
func startBanner(ctx context.Context, out io.Writer, st *store.Store, cfg config.Config, url string, created bool) error {
	if created {
		fmt.Fprintf(out, "\n  Patrimônio em %s: entre com o email e a senha acima.\n\n", url)
		return nil
	}
	admin, ok, err := firstAdmin(ctx, st)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\n  Patrimônio em %s\n\n", url)
	if !ok {
		fmt.Fprintf(out, "  Nenhum administrador ativo neste banco. Crie um com:\n    %s\n\n",
			commandLine(cfg, "user create --email EMAIL --name NOME --role admin --password 'NOVA-SENHA'"))
		return nil
	}
	fmt.Fprintf(out, "  Este banco já tem administrador: %s. Entre com a senha dele.\n", admin.Email)
	if cfg.AdminPassword != "" {
		fmt.Fprintf(out, "  PATRIMONIO_ADMIN_PASSWORD vale só para um banco vazio: não mudou a senha de ninguém.\n")
	}
	fmt.Fprintf(out, "  Esqueceu a senha? Defina outra com:\n    %s\n\n",
		commandLine(cfg, "user password --email "+shellQuote(admin.Email)+" --password 'NOVA-SENHA'"))
	return nil
}

// firstAdmin is the oldest active administrator.
func firstAdmin(ctx context.Context, st *store.Store) (model.User, bool, error) {
	active := true
	admins, _, err := st.ListUsers(ctx, store.UserFilter{Role: model.RoleAdmin, Active: &active, Sort: "createdAt", Page: 1, PageSize: 1})
	if err != nil || len(admins) == 0 {
		return model.User{}, false, err
	}
	return admins[0], true, nil
}

// commandLine is this program with a command and the options that name the database in use, to copy and paste.
// A PostgreSQL URL is not repeated (it may hold a password): the note asks for the same one.
func commandLine(cfg config.Config, command string) string {
	line := os.Args[0] + " " + command
	switch path, sqlite := database.SQLitePath(cfg.DatabaseURL); {
	case !sqlite:
		return line + "   # com o mesmo PATRIMONIO_DATABASE_URL"
	case path == filepath.Join(cfg.DataDir, "patrimonio.db") && cfg.DataDir != config.DefaultDataDir:
		return line + " -data-dir " + shellQuote(cfg.DataDir)
	case path != filepath.Join(cfg.DataDir, "patrimonio.db"):
		return line + " -database-url " + shellQuote(cfg.DatabaseURL)
	}
	return line
}

var shellSafe = regexp.MustCompile(`^[A-Za-z0-9_./:@%+=,-]+$`)

// shellQuote writes s so that a POSIX shell reads it back as one word.
func shellQuote(s string) string {
	if shellSafe.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
