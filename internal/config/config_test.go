package config

import (
	"testing"
	"time"
)

func TestParseSize(t *testing.T) {
	for text, want := range map[string]int64{"0": 0, "1024": 1024, "500MB": 500 << 20, "20 GB": 20 << 30, "64kb": 64 << 10, "1TB": 1 << 40, "7B": 7} {
		if got, err := ParseSize(text); err != nil || got != want {
			t.Errorf("%q: %d %v, want %d", text, got, err, want)
		}
	}
	for _, bad := range []string{"", "-1MB", "1.5GB", "MB", "10 XB", "9999999999TB"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestUploadSettings(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	c, err := Load("serve", nil, env(nil))
	if err != nil || c.UploadDailyQuota != DefaultUploadDailyQuota || c.UploadStorageLimit != DefaultUploadStorageLimit ||
		c.UploadGrace != 24*time.Hour || c.UploadSweepInterval != time.Hour {
		t.Fatalf("defaults: %+v %v", c, err)
	}
	c, err = Load("serve", []string{"-upload-daily-quota", "1GB"}, env(map[string]string{
		"PATRIMONIO_UPLOAD_DAILY_QUOTA": "100MB", "PATRIMONIO_UPLOAD_STORAGE_LIMIT": "0", "PATRIMONIO_UPLOAD_GRACE": "48h",
	}))
	if err != nil || c.UploadDailyQuota != 1<<30 || c.UploadStorageLimit != 0 || c.UploadGrace != 48*time.Hour {
		t.Fatalf("flag over variable: %+v %v", c, err)
	}
	for _, bad := range []map[string]string{
		{"PATRIMONIO_UPLOAD_DAILY_QUOTA": "muito"},
		{"PATRIMONIO_UPLOAD_GRACE": "5m"},
		{"PATRIMONIO_UPLOAD_SWEEP_INTERVAL": "0s"},
	} {
		if _, err := Load("serve", nil, env(bad)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestOperationsSettings(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	c, err := Load("serve", nil, env(nil))
	if err != nil || c.BackupDir != "" || c.BackupEvery != 24*time.Hour || c.BackupKeep != 7 || c.MetricsToken != "" {
		t.Fatalf("defaults: %+v %v", c, err)
	}
	c, err = Load("serve", []string{"-backup-keep", "3"}, env(map[string]string{
		"PATRIMONIO_BACKUP_DIR": "/srv/copias", "PATRIMONIO_BACKUP_EVERY": "6h", "PATRIMONIO_BACKUP_KEEP": "10",
		"PATRIMONIO_METRICS_TOKEN": "segredo",
	}))
	if err != nil || c.BackupDir != "/srv/copias" || c.BackupEvery != 6*time.Hour || c.BackupKeep != 3 || c.MetricsToken != "segredo" {
		t.Fatalf("variables and a flag: %+v %v", c, err)
	}
	for _, bad := range []map[string]string{
		{"PATRIMONIO_BACKUP_EVERY": "30s"},
		{"PATRIMONIO_BACKUP_EVERY": "todo dia"},
		{"PATRIMONIO_BACKUP_KEEP": "0"},
		{"PATRIMONIO_BACKUP_KEEP": "sete"},
	} {
		if _, err := Load("serve", nil, env(bad)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestMailSettings(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	c, err := Load("serve", nil, env(nil))
	if err != nil || c.SMTPHost != "" || c.SMTPPort != DefaultSMTPPort || c.PublicURL != "" {
		t.Fatalf("defaults: %+v %v", c, err)
	}
	c, err = Load("serve", []string{"-smtp-port", "2525"}, env(map[string]string{
		"PATRIMONIO_SMTP_HOST": "smtp.exemplo.com.br", "PATRIMONIO_SMTP_PORT": "465", "PATRIMONIO_SMTP_USER": "envio",
		"PATRIMONIO_SMTP_PASSWORD": "segredo", "PATRIMONIO_SMTP_FROM": "Patrimônio <nao-responda@exemplo.com.br>",
		"PATRIMONIO_PUBLIC_URL": "https://patrimonio.exemplo.com.br/",
	}))
	if err != nil || c.SMTPHost != "smtp.exemplo.com.br" || c.SMTPPort != 2525 || c.SMTPUser != "envio" || c.SMTPPassword != "segredo" ||
		c.SMTPFrom != "Patrimônio <nao-responda@exemplo.com.br>" || c.PublicURL != "https://patrimonio.exemplo.com.br" {
		t.Fatalf("set: %+v %v", c, err)
	}
	for _, bad := range []map[string]string{
		{"PATRIMONIO_SMTP_HOST": "smtp.exemplo.com.br"}, // no sender
		{"PATRIMONIO_SMTP_HOST": "smtp.exemplo.com.br", "PATRIMONIO_SMTP_FROM": "a@b.com", "PATRIMONIO_SMTP_PORT": "0"},
		{"PATRIMONIO_SMTP_PORT": "vinte"},
		{"PATRIMONIO_PUBLIC_URL": "patrimonio.exemplo.com.br"},
		{"PATRIMONIO_PUBLIC_URL": "ftp://patrimonio.exemplo.com.br"},
	} {
		if _, err := Load("serve", nil, env(bad)); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}
