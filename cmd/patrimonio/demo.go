package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"patrimonio/internal/config"
	"patrimonio/internal/demo"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// demoCommand fills an empty database with the demo data set, or with a large generated one for benchmarks
// when sizes are given. The admin is created first on an empty database, as serve does.
func demoCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("demo", flag.ContinueOnError)
	fs.SetOutput(stdout)
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
		return errors.New("use: patrimonio demo [--assets N --vehicles N --debts N]")
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
		return err
	}
	if err := bootstrapAdmin(ctx, st, cfg, stdout); err != nil {
		return err
	}
	admins, _, err := st.ListUsers(ctx, store.UserFilter{Role: model.RoleAdmin, Sort: "createdAt", Page: 1, PageSize: 1})
	if err != nil {
		return err
	}
	if len(admins) == 0 {
		return errors.New("nenhum administrador para registrar os dados de demonstração")
	}
	started := time.Now()
	var counts demo.Counts
	if size == (demo.Size{}) {
		counts, err = demo.Seed(ctx, st, admins[0], time.Now())
	} else {
		counts, err = demo.Bulk(ctx, db, st, admins[0], time.Now(), size)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Dados de demonstração gerados em %s: %d ativos, %d veículos e %d dívidas, com o histórico dos últimos 12 meses.\n",
		time.Since(started).Round(time.Millisecond), counts.Assets, counts.Vehicles, counts.Debts)
	return nil
}
