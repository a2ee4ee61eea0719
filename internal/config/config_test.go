package config

import (
	"errors"
	"flag"
	"strings"
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
func TestS3Settings(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	c, err := Load("serve", nil, env(nil))
	if err != nil || c.S3.Set() {
		t.Fatalf("default is the local directory: %+v %v", c.S3, err)
	}
	full := map[string]string{
		"PATRIMONIO_S3_ENDPOINT": "https://s3.sa-east-1.amazonaws.com", "PATRIMONIO_S3_BUCKET": "patrimonio",
		"PATRIMONIO_S3_REGION": "sa-east-1", "PATRIMONIO_S3_ACCESS_KEY": "AKIA", "PATRIMONIO_S3_SECRET_KEY": "segredo",
	}
	c, err = Load("serve", nil, env(full))
	if err != nil || c.S3.Endpoint != "https://s3.sa-east-1.amazonaws.com" || c.S3.Bucket != "patrimonio" || c.S3.Region != "sa-east-1" ||
		c.S3.AccessKey != "AKIA" || c.S3.SecretKey != "segredo" || c.S3.PathStyle {
		t.Fatalf("all set: %+v %v", c.S3, err)
	}
	with := func(changes map[string]string) map[string]string {
		m := map[string]string{}
		for k, v := range full {
			m[k] = v
		}
		for k, v := range changes {
			m[k] = v
		}
		return m
	}
	c, err = Load("serve", nil, env(with(map[string]string{"PATRIMONIO_S3_PATH_STYLE": "true", "PATRIMONIO_S3_REGION": ""})))
	if err != nil || !c.S3.PathStyle || c.S3.Region != "" {
		t.Fatalf("path style, no region: %+v %v", c.S3, err)
	}
	for _, bad := range []struct {
		env  map[string]string
		want string
	}{
		{with(map[string]string{"PATRIMONIO_S3_SECRET_KEY": "", "PATRIMONIO_S3_BUCKET": ""}),
			"armazenamento S3 configurado pela metade: falta PATRIMONIO_S3_BUCKET, PATRIMONIO_S3_SECRET_KEY; defina todas ou nenhuma das variáveis PATRIMONIO_S3_* " +
				"(S3 storage half configured: PATRIMONIO_S3_BUCKET, PATRIMONIO_S3_SECRET_KEY missing; set all of the PATRIMONIO_S3_* variables or none)"},
		{map[string]string{"PATRIMONIO_S3_PATH_STYLE": "true"}, "falta PATRIMONIO_S3_ENDPOINT, PATRIMONIO_S3_BUCKET, PATRIMONIO_S3_ACCESS_KEY, PATRIMONIO_S3_SECRET_KEY"},
		{with(map[string]string{"PATRIMONIO_S3_PATH_STYLE": "sim"}), `PATRIMONIO_S3_PATH_STYLE="sim": use true ou false (use true or false)`},
		{with(map[string]string{"PATRIMONIO_S3_ENDPOINT": "s3.amazonaws.com"}), `PATRIMONIO_S3_ENDPOINT="s3.amazonaws.com": use http(s)://servidor[:porta]`},
		{with(map[string]string{"PATRIMONIO_S3_ENDPOINT": "https://s3.amazonaws.com/patrimonio"}), "sem caminho"},
	} {
		if _, err := Load("serve", nil, env(bad.env)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%v: %v, want %q", bad.env, err, bad.want)
		}
	}
}

func TestBackupInBucket(t *testing.T) {
	for dir, want := range map[string][3]string{
		"/srv/copias":               {"", "", ""},
		"s3://patrimonio-copias":    {"patrimonio-copias", "", "bucket"},
		"s3://patrimonio/copias/":   {"patrimonio", "copias/", "bucket"},
		"s3://patrimonio/a/diarias": {"patrimonio", "a/diarias/", "bucket"},
	} {
		bucket, prefix, inBucket, err := BackupBucket(dir)
		if err != nil || bucket != want[0] || prefix != want[1] || inBucket != (want[2] == "bucket") {
			t.Errorf("%s: %q %q %v %v", dir, bucket, prefix, inBucket, err)
		}
	}
	for _, bad := range []string{"s3://", "s3:///copias", "s3://b/a//c"} {
		if _, _, _, err := BackupBucket(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	if _, err := Load("serve", nil, env(map[string]string{"PATRIMONIO_BACKUP_DIR": "s3:///copias"})); err == nil ||
		err.Error() != "s3:///copias: use s3://BUCKET/PREFIXO (use s3://BUCKET/PREFIX)" {
		t.Errorf("a bucket without a name: %v", err)
	}
	c, err := Load("serve", nil, env(map[string]string{"PATRIMONIO_BACKUP_DIR": "s3://copias/diarias", "PATRIMONIO_S3_ENDPOINT": "http://127.0.0.1:9000",
		"PATRIMONIO_S3_BUCKET": "arquivos", "PATRIMONIO_S3_ACCESS_KEY": "a", "PATRIMONIO_S3_SECRET_KEY": "b"}))
	if err != nil || c.BackupDir != "s3://copias/diarias" {
		t.Errorf("a bucket with S3: %+v %v", c, err)
	}
}

// TestUsageInPortuguese: 'patrimonio serve -h' lists the options in Portuguese, with the kind of value each takes and
// its default, and asks for nothing else (flag.ErrHelp, which the command ends on quietly).
func TestUsageInPortuguese(t *testing.T) {
	var out strings.Builder
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(&out)
	SetUsage(fs)
	fs.String("addr", "127.0.0.1:8080", "endereço em que o servidor escuta (PATRIMONIO_ADDR)")
	fs.Duration("backup-every", 24*time.Hour, "intervalo entre as cópias programadas")
	fs.Bool("trust-proxy", false, "lê o endereço de quem acessa em X-Forwarded-For")
	if err := fs.Parse([]string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h: %v", err)
	}
	want := "Uso: patrimonio serve [opções]\n\nOpções:\n" +
		"  -addr texto\n    \tendereço em que o servidor escuta (PATRIMONIO_ADDR) (padrão: 127.0.0.1:8080)\n" +
		"  -backup-every duração\n    \tintervalo entre as cópias programadas (padrão: 24h0m0s)\n" +
		"  -trust-proxy\n    \tlê o endereço de quem acessa em X-Forwarded-For\n"
	if out.String() != want {
		t.Errorf("usage:\n%s\nwant:\n%s", out.String(), want)
	}
	if _, err := Load("serve", []string{"-h"}, func(string) string { return "" }); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("Load with -h: %v, want flag.ErrHelp", err)
	}
}
