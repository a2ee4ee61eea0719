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
	"patrimonio/internal/store"
)

func TestMain(m *testing.M) {
	auth.UseFastHashing()
	os.Exit(m.Run())
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
	if err := st.EnableTOTP(ctx, u.ID, 1, []string{"h"}); err != nil {
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
		if err := bootstrapAdmin(ctx, st, cfg, &out); err != nil {
			t.Fatal(err)
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
		if err := bootstrapAdmin(ctx, st, cfg, &out); err != nil || out.Len() != 0 {
			t.Fatalf("second start created another admin: %v %s", err, out.String())
		}
		db.Close()
	}
}
