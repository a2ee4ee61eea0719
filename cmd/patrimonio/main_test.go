package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patrimonio/internal/auth"
	"patrimonio/internal/config"
	"patrimonio/internal/database"
	"patrimonio/internal/files/miniotest"
	"patrimonio/internal/store"
)

func TestMain(m *testing.M) {
	auth.UseFastHashing()
	os.Exit(miniotest.Run(m))
}

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestCommands(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	vars := map[string]string{"PATRIMONIO_DATA_DIR": dir}
	var out bytes.Buffer

	if err := run(ctx, []string{"migrate"}, env(vars), &out); err != nil || !strings.Contains(out.String(), "migração") {
		t.Fatalf("migrate: %v %s", err, out.String())
	}
	out.Reset()
	err := run(ctx, []string{"user", "create", "--email", "Ana@Empresa.com.br", "--name", "Ana Souza", "--role", "admin", "--password", "Senha-Forte-1"}, env(vars), &out)
	if err != nil || !strings.Contains(out.String(), "ana@empresa.com.br (admin)") {
		t.Fatalf("user create: %v %s", err, out.String())
	}
	if err := run(ctx, []string{"user", "create", "--email", "x@empresa.com.br", "--name", "X", "--password", "curta"}, env(vars), &out); err == nil {
		t.Fatal("a short password was accepted")
	}
	out.Reset()
	if err := run(ctx, []string{"user", "password", "--email", "ana@empresa.com.br", "--password", "Outra-Senha-2"}, env(vars), &out); err != nil {
		t.Fatalf("user password: %v", err)
	}

	db, err := database.Open(ctx, filepath.Join(dir, "patrimonio.db"))
	if err != nil {
		t.Fatal(err)
	}
	st := store.New(db)
	u, hash, err := st.UserCredentials(ctx, "ana@empresa.com.br")
	if ok, _ := auth.CheckPassword(context.Background(), hash, "Outra-Senha-2"); err != nil || !ok || u.Name != "Ana Souza" {
		t.Fatalf("stored user %+v %v", u, err)
	}
	if err := st.StartTOTP(ctx, u.ID, "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"); err != nil {
		t.Fatal(err)
	}
	if err := st.EnableTOTP(ctx, u.ID, 1, []string{"h"}, ""); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(ctx, []string{"user", "two-factor-off", "--email", "ana@empresa.com.br"}, env(vars), &out); err != nil || !strings.Contains(out.String(), "desativada") {
		t.Fatalf("user two-factor-off: %v %s", err, out.String())
	}
	if _, err := st.UserTOTP(ctx, u.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("two-factor still on: %v", err)
	}
	db.Close()

	copyPath := filepath.Join(t.TempDir(), "copia.db")
	if err := run(ctx, []string{"backup", copyPath}, env(vars), &out); err != nil {
		t.Fatalf("backup: %v", err)
	}
	backup, err := database.Open(ctx, copyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer backup.Close()
	if n, _ := store.New(backup).CountUsers(ctx); n != 1 {
		t.Fatalf("backup holds %d users", n)
	}
	if err := run(ctx, []string{"backup", copyPath}, env(vars), &out); err == nil {
		t.Fatal("backup overwrote an existing file")
	}
	if err := run(ctx, []string{"nada"}, env(vars), &out); err == nil {
		t.Fatal("unknown command accepted")
	}
}

func TestBootstrapAdmin(t *testing.T) {
	ctx := context.Background()
	for _, given := range []string{"", "Escolhida-123"} {
		dir := t.TempDir()
		cfg, err := config.Load("serve", nil, env(map[string]string{"PATRIMONIO_DATA_DIR": dir, "PATRIMONIO_ADMIN_PASSWORD": given}))
		if err != nil {
			t.Fatal(err)
		}
		db, st, err := openStore(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if created, err := bootstrapAdmin(ctx, st, cfg, &out); err != nil || !created {
			t.Fatal(created, err)
		}
		_, hash, err := st.UserCredentials(ctx, config.DefaultAdminEmail)
		if err != nil {
			t.Fatal(err)
		}
		password := given
		if given == "" {
			_, after, ok := strings.Cut(out.String(), "Senha: ")
			if !ok {
				t.Fatalf("generated password not printed: %s", out.String())
			}
			password = strings.Fields(after)[0]
		} else if strings.Contains(out.String(), given) {
			t.Fatal("a configured password was printed")
		}
		if ok, _ := auth.CheckPassword(context.Background(), hash, password); !ok {
			t.Fatalf("admin cannot sign in with %q", password)
		}
		out.Reset()
		if created, err := bootstrapAdmin(ctx, st, cfg, &out); err != nil || created || out.Len() != 0 {
			t.Fatalf("second start created another admin: %v %s", err, out.String())
		}
		db.Close()
	}
}

// TestUserCommandErrors: the user commands take the database options of serve and say what is wrong in pt-BR,
// never with Go's words ("map[", "not found", "flag provided").
func TestUserCommandErrors(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	var out bytes.Buffer
	create := []string{"user", "create", "--email", "ana@empresa.com.br", "--name", "Ana", "--role", "admin", "--password", "Senha-Forte-1", "-data-dir", dir}
	if err := run(ctx, create, env(nil), &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(ctx, []string{"user", "password", "--email", "ana@empresa.com.br", "--password", "Outra-Senha-2", "-data-dir", dir}, env(nil), &out); err != nil ||
		!strings.Contains(out.String(), "Senha de ana@empresa.com.br alterada") {
		t.Fatalf("user password -data-dir: %v %s", err, out.String())
	}
	missing := filepath.Join(t.TempDir(), "nao-existe")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"user", "password", "--email", "ana@empresa.com.br", "--password", "curta", "-data-dir", dir}, "opções inválidas:\n  --password: A senha deve ter pelo menos 8 caracteres"},
		{[]string{"user", "password", "--password", "Outra-Senha-2", "-data-dir", dir}, "opções inválidas:\n  --email: Email é obrigatório"},
		{[]string{"user", "password", "--email", "bia@empresa.com.br", "--password", "Outra-Senha-2", "-data-dir", dir}, "nenhum usuário com o email bia@empresa.com.br em " + filepath.Join(dir, "patrimonio.db")},
		{[]string{"user", "two-factor-off", "--email", "bia@empresa.com.br", "-data-dir", dir}, "nenhum usuário com o email bia@empresa.com.br em "},
		{[]string{"user", "password", "--email", "ana@empresa.com.br", "--password", "Outra-Senha-2", "-data-dir", missing}, "nenhum banco de dados em " + filepath.Join(missing, "patrimonio.db") + ": confira -data-dir"},
		{[]string{"user", "password", "--email", "ana@empresa.com.br", "--senha", "x"}, "opção desconhecida: -senha"},
		{[]string{"user", "password", "--email"}, "falta o valor da opção -email"},
		{[]string{"user", "password", "ana@empresa.com.br", "Outra-Senha-2"}, "argumento inesperado: ana@empresa.com.br Outra-Senha-2"},
		{create, "já existe um usuário com o email ana@empresa.com.br"},
		{[]string{"user", "create", "--email", "x", "--name", "", "--role", "dono", "--password", "Senha-Forte-1", "-data-dir", dir},
			"opções inválidas:\n  --email: Email inválido\n  --name: Nome é obrigatório\n  --role: Nível de acesso inválido"},
	} {
		err := run(ctx, c.args, env(nil), &out)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
			continue
		}
		for _, never := range []string{"map[", "not found", "flag provided", "flag needs"} {
			if strings.Contains(err.Error(), never) {
				t.Errorf("%v says %q: %v", c.args, never, err)
			}
		}
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Fatalf("a mistyped -data-dir was created: %v", err)
	}
}

// TestSplitOperand: the operand of backup and restore stands before, between or after the options.
func TestSplitOperand(t *testing.T) {
	for _, c := range []struct {
		args    []string
		operand string
		rest    string
	}{
		{[]string{"copia"}, "copia", ""},
		{[]string{"copia", "-data-dir", "d"}, "copia", "-data-dir d"},
		{[]string{"-data-dir", "d", "copia"}, "copia", "-data-dir d"},
		{[]string{"-data-dir=d", "copia", "-backup-keep", "3"}, "copia", "-data-dir=d -backup-keep 3"},
		{[]string{"-data-dir", "d"}, "", "-data-dir d"},
	} {
		operand, rest := splitOperand(c.args)
		if operand != c.operand || strings.Join(rest, " ") != c.rest {
			t.Errorf("%v: %q %v", c.args, operand, rest)
		}
	}
}
