package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"patrimonio/internal/config"
	"patrimonio/internal/database"
	"patrimonio/internal/demo"
)

// demoCommand fills an empty database with the demo data set, or with a large generated one for benchmarks
// when sizes are given. The admin is created first on an empty database, as serve does.
func demoCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(stdout)
	config.SetUsage(fs)
	var size demo.Size
	fs.IntVar(&size.Assets, "assets", 0, "gera este número de ativos (conjunto grande, para medições)")
	fs.IntVar(&size.Vehicles, "vehicles", 0, "gera este número de veículos (conjunto grande)")
	fs.IntVar(&size.Debts, "debts", 0, "gera este número de dívidas (conjunto grande)")
	dataDir := fs.String("data-dir", "", "diretório de dados (PATRIMONIO_DATA_DIR)")
	dbURL := fs.String("database-url", "", "banco de dados (PATRIMONIO_DATABASE_URL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 || size.Assets < 0 || size.Vehicles < 0 || size.Debts < 0 {
		return errors.New("uso: patrimonio demo [--assets N --vehicles N --debts N]")
	}
	var cfgArgs []string
	if *dataDir != "" {
		cfgArgs = append(cfgArgs, "-data-dir", *dataDir)
	}
	if *dbURL != "" {
		cfgArgs = append(cfgArgs, "-database-url", *dbURL)
	}
	cfg, err := config.Load("demo", cfgArgs, getenv)
	if err != nil {
		return err
	}
	db, st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := demo.CheckEmpty(ctx, st); err != nil {
		if !errors.Is(err, demo.ErrNotEmpty) {
			return err
		}
		// Say how to start over.
		if path, sqlite := database.SQLitePath(cfg.DatabaseURL); sqlite {
			gone := "o diretório " + cfg.DataDir + " (o banco e os anexos)"
			if path != filepath.Join(cfg.DataDir, "patrimonio.db") {
				gone = path + " e seus arquivos -wal e -shm"
			}
			return fmt.Errorf("%w. Para gerar de novo, use outro diretório (%s demo -data-dir demo-2) ou, com o servidor parado, apague %s",
				err, os.Args[0], gone)
		}
		return fmt.Errorf("%w. Para gerar de novo, aponte PATRIMONIO_DATABASE_URL para um banco vazio", err)
	}
	created, err := bootstrapAdmin(ctx, st, cfg, stdout)
	if err != nil {
		return err
	}
	admin, ok, err := firstAdmin(ctx, st)
	if err != nil {
		return err
	}
	if !ok {
		return errors.New("nenhum administrador ativo para registrar os dados de demonstração")
	}
	started := time.Now()
	var counts demo.Counts
	if size == (demo.Size{}) {
		counts, err = demo.Seed(ctx, st, admin, time.Now())
	} else {
		counts, err = demo.Bulk(ctx, db, st, admin, time.Now(), size)
	}
	if err == nil {
		err = st.WarmDashboard(ctx) // the server's first dashboard then reads the positions instead of rebuilding them
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n  Dados de demonstração gerados em %s: %d ativos, %d veículos e %d dívidas, com o histórico dos últimos 12 meses.\n",
		time.Since(started).Round(time.Millisecond), counts.Assets, counts.Vehicles, counts.Debts)
	if created {
		fmt.Fprintf(stdout, "  Agora inicie o servidor (%s) e entre com o email e a senha acima.\n\n", commandLine(cfg, "serve"))
	} else {
		fmt.Fprintf(stdout, "  Registrados por %s, o administrador que já existia: entre com a senha dele (%s).\n\n", admin.Email, commandLine(cfg, "serve"))
	}
	return nil
}
