// Package config reads the server's settings from flags and PATRIMONIO_* environment variables; a flag wins
// over its variable.
package config

import (
	"flag"
	"fmt"
	"path/filepath"
	"time"
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
}

// Default values, also shown by -help.
const (
	DefaultAddr       = ":8080"
	DefaultDataDir    = "data"
	DefaultAdminEmail = "admin@patrimonio.local"
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
	fs.StringVar(&c.Addr, "addr", env("PATRIMONIO_ADDR", DefaultAddr), "listen address (PATRIMONIO_ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", env("PATRIMONIO_DATA_DIR", DefaultDataDir), "directory for the SQLite file and uploads (PATRIMONIO_DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", getenv("PATRIMONIO_DATABASE_URL"), "SQLite file path or postgres:// URL (PATRIMONIO_DATABASE_URL; default DATA_DIR/patrimonio.db)")
	fs.StringVar(&c.AdminEmail, "admin-email", env("PATRIMONIO_ADMIN_EMAIL", DefaultAdminEmail), "email of the first admin on an empty database (PATRIMONIO_ADMIN_EMAIL)")
	fs.StringVar(&c.AdminPassword, "admin-password", getenv("PATRIMONIO_ADMIN_PASSWORD"), "password of the first admin; generated and printed once when empty (PATRIMONIO_ADMIN_PASSWORD)")
	idle, err := durationEnv(getenv, "PATRIMONIO_SESSION_IDLE", 7*24*time.Hour)
	if err != nil {
		return c, err
	}
	max, err := durationEnv(getenv, "PATRIMONIO_SESSION_MAX", 30*24*time.Hour)
	if err != nil {
		return c, err
	}
	fs.DurationVar(&c.SessionIdle, "session-idle", idle, "a session ends after this long unused (PATRIMONIO_SESSION_IDLE)")
	fs.DurationVar(&c.SessionMax, "session-max", max, "a session ends this long after sign-in (PATRIMONIO_SESSION_MAX)")
	fs.BoolVar(&c.TrustProxy, "trust-proxy", getenv("PATRIMONIO_TRUST_PROXY") == "true", "take client addresses from X-Forwarded-For (PATRIMONIO_TRUST_PROXY=true)")
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
	return c, nil
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
