# Patrimônio — `make run` builds and starts the app; `make test` runs every check. Both install what they need.

SHELL := /bin/bash
GO ?= go
NPM ?= npm
BIN := bin/patrimonio
WEB_STAMP := web/node_modules/.installed
# The linter's packages (web/lint, docs/decisions.md): installed for make lint and make test, not for make run.
LINT_STAMP := web/lint/node_modules/.installed
WEB_DIST := internal/webui/dist
GO_SOURCES := $(shell find cmd internal -name '*.go' -o -name '*.sql' 2>/dev/null)
WEB_SOURCES := $(shell find web/src web/index.html web/public web/scripts web/vite.config.ts web/tsconfig*.json web/package.json -type f 2>/dev/null)
CHROMIUM ?= /usr/bin/chromium
PDFTOTEXT ?= /usr/bin/pdftotext
GOLANGCI_LINT_VERSION := v2.15.0
GOLANGCI_LINT := $(shell $(GO) env GOPATH)/bin/golangci-lint
MAILPIT_VERSION := v1.27.11
MAILPIT := $(shell $(GO) env GOPATH)/bin/mailpit

MINIO_VERSION := v0.0.0-20260212201848-7aac2a2c5b7c
MINIO := $(shell $(GO) env GOPATH)/bin/minio

.PHONY: run build web test check test-go test-web test-e2e screenshots vet lint lint-go lint-web fmt help deps chromium pdftotext mailpit mail-tools minio permissions generate backup clean

## run: build everything and start with SQLite in ./data (on PATRIMONIO_ADDR, by default 127.0.0.1:8080). The server itself
## prints the address to open and how to sign in: the first admin's password when it creates it, or else who
## the admin is and how to reset a password.
run: build
	./$(BIN) serve

## build: the web app, then the single binary that embeds it
build: $(BIN)

$(BIN): $(GO_SOURCES) $(WEB_DIST)/index.html go.mod go.sum
	$(GO) build -o $(BIN) ./cmd/patrimonio

web: $(WEB_DIST)/index.html

$(WEB_DIST)/index.html: $(WEB_STAMP) $(WEB_SOURCES)
	rm -rf $(WEB_DIST)/assets $(WEB_DIST)/index.html $(WEB_DIST)/*.gz $(WEB_DIST)/*.br
	cd web && $(NPM) run build

$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 $(NPM) ci --no-audit --no-fund
	touch $@

deps: $(WEB_STAMP)
	$(GO) mod download

## help: list the targets and what they do
help:
	@awk '/^## [a-z-]+:/ { sub(/^## /, ""); print "  " $$0; next } /^## / { sub(/^## /, ""); print "      " $$0 }' $(MAKEFILE_LIST)

## test: vet, lint, build, then the browser tests and, beside them, the Go tests (PostgreSQL too when
## PATRIMONIO_TEST_POSTGRES_URL is set), the cluster test and the web unit tests with the drift tests of the generated
## files (each part's output printed whole when it ends)
test: vet lint build
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-e2e test-beside-browser
	@echo "make test: all checks passed"

# The browser tests' flows run one at a time and spend most of it waiting on Chromium: the second core runs the rest.
.PHONY: test-beside-browser
test-beside-browser: test-go cluster-test test-web

## check: the quick checks for between commits (a few minutes): vet, lint, Go tests, web unit tests; no build, no
## cluster and no browser (make test runs those)
check: vet lint test-go test-web
	@echo "make check: the quick checks passed (make test runs the cluster and browser tests too)"

vet:
	$(GO) vet ./...
	@unformatted=$$(gofmt -l cmd internal); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi

## lint: the Go and the web linters (lint-go, lint-web)
lint: lint-go lint-web

## lint-web: ESLint on web/ (typescript-eslint, React hooks, jsx-a11y, the import fences between features)
lint-web: $(WEB_STAMP) $(LINT_STAMP)
	cd web && $(NPM) run lint

$(LINT_STAMP): web/lint/package.json web/lint/package-lock.json
	cd web && $(NPM) ci --prefix lint --no-audit --no-fund
	touch $@

## fmt: format the Go code
fmt:
	gofmt -w cmd internal

## lint-go: golangci-lint with .golangci.yml (the linters and the layer rules); installs it once (about 2.5 min)
lint-go: $(GOLANGCI_LINT)
	$(GOLANGCI_LINT) run ./...

$(GOLANGCI_LINT):
	@echo "Installing golangci-lint $(GOLANGCI_LINT_VERSION) into $(dir $@) (about 2.5 min, once)..."
	GOBIN=$(dir $@) $(GO) install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$(GOLANGCI_LINT_VERSION)

## mailpit: the SMTP server the e-mail tests send to and read back (Mailpit, built once from the Go module proxy
## into $(go env GOPATH)/bin, about a minute); the tests start it on loopback ports of their own
mailpit: $(MAILPIT)

$(MAILPIT):
	@echo "Installing Mailpit $(MAILPIT_VERSION) into $(dir $@) (about a minute, once)..."
	GOBIN=$(dir $@) $(GO) install github.com/axllent/mailpit@$(MAILPIT_VERSION)

# mail-tools installs Mailpit when it can; where it cannot, the e-mail tests say so in one line and are skipped.
mail-tools:
	@$(MAKE) --no-print-directory mailpit || echo "Mailpit could not be installed: the e-mail tests will be skipped"

## test-go: the Go tests; the storage tests run on the local directory and on a MinIO server each test process
## starts on loopback (installed by the minio target), or on PATRIMONIO_TEST_S3_ENDPOINT when set
test-go: mail-tools minio pdftotext
	@if [ -z "$$PATRIMONIO_TEST_POSTGRES_URL" ]; then echo "PATRIMONIO_TEST_POSTGRES_URL not set: store and API tests run on SQLite only"; fi
	PATRIMONIO_TEST_MINIO=$$([ -x "$(MINIO)" ] && echo "$(MINIO)") $(GO) test -count=1 ./...

test-web: $(WEB_STAMP)
	cd web && $(NPM) run test

test-e2e: build chromium mail-tools
	cd web && $(NPM) run e2e

## screenshots: every screen at 1280 and 390 px in both themes, with the every-screen checks, as PNG files in
## web/test-results/ (look at them after a change to the screens; make test runs the checks without them)
screenshots: build chromium
	cd web && PLAYWRIGHT_SCREENSHOTS=1 $(NPM) run e2e -- --project telas
	@echo "screenshots in web/test-results/*/telas/"

## chromium: Debian's Chromium for the browser tests (Playwright never downloads one)
chromium:
	@if [ -x "$(CHROMIUM)" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing Chromium from Debian packages..."; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
		sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; \
	else \
		echo "Chromium is missing at $(CHROMIUM) and cannot be installed here: install the 'chromium' package."; exit 1; \
	fi

## pdftotext: Debian's poppler-utils, with which the report tests read the PDFs as a person's viewer extracts them
## (where it cannot be installed, that one test says so and skips)
pdftotext:
	@if [ -x "$(PDFTOTEXT)" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing poppler-utils from Debian packages..."; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils >/dev/null; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
		sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils >/dev/null; \
	else \
		echo "pdftotext is missing at $(PDFTOTEXT) and cannot be installed here: the PDF text test will skip."; \
	fi

## minio: the MinIO server of the S3 storage tests, built once from the Go module proxy into $(go env GOPATH)/bin
## (about 4 min, 150 MB); where it cannot be installed, the S3 tests are skipped and say so
minio:
	@if [ -x "$(MINIO)" ] || [ -n "$$PATRIMONIO_TEST_S3_ENDPOINT" ]; then exit 0; fi; \
	echo "Installing the MinIO server $(MINIO_VERSION) into $(dir $(MINIO)) for the S3 storage tests (about 4 min, once)..."; \
	GOBIN=$(dir $(MINIO)) $(GO) install github.com/minio/minio@$(MINIO_VERSION) || \
	echo "The MinIO server could not be installed: the S3 storage tests will be skipped (each says so)."

## permissions: rewrite web/src/lib/permissions.json from the server's permission table
permissions:
	$(GO) test ./internal/model -run TestAccessExportMatchesTable -update

## generate: rewrite what is generated from the server and the API document: permissions.json, vocabulary.json
## (messages, labels, permission names) and web/src/lib/api-schema.ts (types from docs/openapi.yaml). Tests fail
## until the generated files match their sources.
generate: permissions $(WEB_STAMP)
	$(GO) test ./internal/validate -run TestVocabularyExportMatches -update
	cd web && $(NPM) run generate:api

## backup: a whole backup (SQLite copy, uploaded files, SHA256SUMS) into PATRIMONIO_BACKUP_DIR, by default backups/
backup: $(BIN)
	PATRIMONIO_BACKUP_DIR="$${PATRIMONIO_BACKUP_DIR:-backups}" ./$(BIN) backup

## demo: fill the empty database in ./data with the demo data set (a year of assets, vehicles and debts); then make run
.PHONY: demo
demo: build
	./$(BIN) demo

## bench: docs/design.md §9 budgets on a generated large set (100 000 assets, 10 000 vehicles and debts) in a temporary
## directory, against a server on 127.0.0.1 only; prints p50/p95, also of dashboards after a write dated a year back,
## then restarts the server five times and times its first dashboard, then once more without the remembered
## positions (emptied with sqlite3 or psql) and measures the dashboard while 16 clients create assets.
## BENCH_ARGS passes options on (e.g. BENCH_ARGS=-rounds=5). Not part of make test.
BENCH_PORT ?= 18995
BENCH_PASSWORD := Bench-Senha-123
.PHONY: bench
bench: build
	@dir=$$(mktemp -d); trap 'kill $$pid 2>/dev/null; wait $$pid 2>/dev/null; rm -rf $$dir' EXIT; \
	PATRIMONIO_ADMIN_PASSWORD=$(BENCH_PASSWORD) ./$(BIN) demo -data-dir $$dir --assets 100000 --vehicles 10000 --debts 10000 || exit 1; \
	$(GO) build -o $$dir/bench ./cmd/patrimonio-bench || exit 1; \
	PATRIMONIO_ADDR=127.0.0.1:$(BENCH_PORT) PATRIMONIO_DATA_DIR=$$dir ./$(BIN) serve >$$dir/serve.log 2>&1 & pid=$$!; \
	$$dir/bench -url http://127.0.0.1:$(BENCH_PORT) -password $(BENCH_PASSWORD) $(BENCH_ARGS); status=$$?; \
	for i in 1 2 3 4 5; do \
		kill $$pid; wait $$pid 2>/dev/null; \
		PATRIMONIO_ADDR=127.0.0.1:$(BENCH_PORT) PATRIMONIO_DATA_DIR=$$dir ./$(BIN) serve >>$$dir/serve.log 2>&1 & pid=$$!; \
		$$dir/bench -first -url http://127.0.0.1:$(BENCH_PORT) -password $(BENCH_PASSWORD) || status=1; \
	done; \
	kill $$pid; wait $$pid 2>/dev/null; \
	if [ -n "$$PATRIMONIO_DATABASE_URL" ]; then psql -q "$$PATRIMONIO_DATABASE_URL" -c "DELETE FROM ledger_memo"; \
	elif command -v sqlite3 >/dev/null; then sqlite3 $$dir/patrimonio.db "DELETE FROM ledger_memo"; \
	else echo "sqlite3 is needed to empty the memo (apt-get install -y sqlite3)"; false; fi || exit 1; \
	PATRIMONIO_ADDR=127.0.0.1:$(BENCH_PORT) PATRIMONIO_DATA_DIR=$$dir ./$(BIN) serve >>$$dir/serve.log 2>&1 & pid=$$!; \
	$$dir/bench -dashboard-writes -url http://127.0.0.1:$(BENCH_PORT) -password $(BENCH_PASSWORD) || status=1; \
	exit $$status

## bench-1m: issue 41's million assets (1 000 000 assets, 10 000 vehicles and debts), generated once into
## BENCH_1M_DIR (outside the repository; about 20 minutes and 1,5 GB) and kept for the next runs; then the list
## pages, the word search and the dashboard at 1 and 8 clients against their budgets (p95 < 25 ms, dashboard < 100 ms).
## It writes nothing to the set. Not part of make test.
BENCH_1M_DIR ?= $(HOME)/.cache/patrimonio/bench-1m
.PHONY: bench-1m
bench-1m: build
	@dir="$(BENCH_1M_DIR)"; \
	if [ ! -f "$$dir/complete" ]; then \
		rm -rf "$$dir" && mkdir -p "$$dir" || exit 1; \
		echo "gerando 1 000 000 de ativos em $$dir (uma vez só)"; \
		PATRIMONIO_ADMIN_PASSWORD=$(BENCH_PASSWORD) ./$(BIN) demo -data-dir "$$dir" --assets 1000000 --vehicles 10000 --debts 10000 || exit 1; \
		touch "$$dir/complete"; \
	fi; \
	tmp=$$(mktemp -d); trap 'kill $$pid 2>/dev/null; wait $$pid 2>/dev/null; rm -rf $$tmp' EXIT; \
	$(GO) build -o $$tmp/bench ./cmd/patrimonio-bench || exit 1; \
	PATRIMONIO_ADDR=127.0.0.1:$(BENCH_PORT) PATRIMONIO_DATA_DIR="$$dir" ./$(BIN) serve >$$tmp/serve.log 2>&1 & pid=$$!; \
	$$tmp/bench -reads-only -url http://127.0.0.1:$(BENCH_PORT) -password $(BENCH_PASSWORD) $(BENCH_ARGS)

## bench-postgres: make bench on PostgreSQL — the same data set in a throw-away database on the server of
## BENCH_POSTGRES (by default postgres@127.0.0.1:5432), dropped at the end. Needs psql. Not part of make test.
BENCH_POSTGRES ?= postgres://postgres@127.0.0.1:5432
.PHONY: bench-postgres
bench-postgres: build
	@db=patrimonio_bench_$$$$; \
	psql "$(BENCH_POSTGRES)/postgres" -qc "CREATE DATABASE $$db" || exit 1; \
	trap 'psql "$(BENCH_POSTGRES)/postgres" -qc "DROP DATABASE IF EXISTS $$db WITH (FORCE)"' EXIT; \
	PATRIMONIO_DATABASE_URL="$(BENCH_POSTGRES)/$$db?sslmode=disable" $(MAKE) --no-print-directory bench

## bench-peer: this product side by side with PocketBase (built from the Go module proxy into a temporary directory),
## both holding the same 100 000 assets with the same fields, the same client on each at 8 and 32 clients, three
## rounds, each path warmed up first, who goes first alternating, an idle wait after each step, deep pages at random,
## a list read under a writer, PocketBase with and without its count; prints ours/peer requests per second per path
## with the spread, the p50s, each server's CPU per request and the load average (docs/decisions.md "Measured
## against PocketBase", "An honest bench-peer"). About 10 minutes; not part of make test.
.PHONY: bench-peer
bench-peer: build
	$(GO) run ./cmd/patrimonio-bench-peer -bin $(BIN) $(BENCH_ARGS)

## cluster-test: the proof with several instances: a throw-away PostgreSQL cluster, MinIO, two instances behind nginx
## on loopback; a sign-out on one instance refused by the other within half a second (it keeps a token for one); a
## 20 s mixed load through nginx with one instance killed by SIGKILL half way, then every acknowledged write read back
## through the other (about 30 s; part of make test). Installs Debian's nginx-light and postgresql when missing.
.PHONY: cluster-test nginx postgres
cluster-test: build minio nginx postgres
	@if [ ! -x "$(MINIO)" ] || { ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; } || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
		echo "cluster-test skipped: it needs the MinIO server (make minio), nginx (the nginx-light package) and PostgreSQL's initdb (the postgresql package)"; exit 0; fi; \
	$(GO) run ./cmd/patrimonio-cluster -bin $(BIN) -minio $(MINIO)

# nginx installs Debian's nginx-light for the cluster test, without starting its service (policy-rc.d says no).
nginx:
	@if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing nginx from Debian packages (for make cluster-test)..."; \
		policy=0; [ -e /usr/sbin/policy-rc.d ] || { printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; policy=1; }; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light >/dev/null; \
		[ $$policy = 1 ] && rm -f /usr/sbin/policy-rc.d; true; \
	else \
		echo "nginx is missing and cannot be installed here: the cluster test will be skipped"; \
	fi

# postgres installs Debian's PostgreSQL server programs for the cluster test's throw-away cluster (initdb, pg_ctl),
# without starting the package's own service (policy-rc.d says no).
postgres:
	@if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing PostgreSQL from Debian packages (for make cluster-test)..."; \
		policy=0; [ -e /usr/sbin/policy-rc.d ] || { printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; policy=1; }; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null; \
		[ $$policy = 1 ] && rm -f /usr/sbin/policy-rc.d; true; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
		sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null; \
	else \
		echo "PostgreSQL's initdb is missing and cannot be installed here: the cluster test will be skipped"; \
	fi

clean:
	rm -rf bin $(WEB_DIST)/assets $(WEB_DIST)/index.html $(WEB_DIST)/*.gz $(WEB_DIST)/*.br web/node_modules web/tools/*/node_modules

## lighthouse: Lighthouse performance and accessibility, mobile and desktop, median of 3 runs, of /login, /dashboard,
## /assets, /vehicles, /debts and /reports, signed in, against the demo data served on 127.0.0.1 from a temporary
## directory. Lighthouse runs through npx (not a dependency of the app) in /usr/bin/chromium. Not part of make test.
## LIGHTHOUSE_ARGS passes options on, e.g. LIGHTHOUSE_ARGS='--pages /login,/dashboard --form-factors mobile'.
LIGHTHOUSE_PORT ?= 18996
LIGHTHOUSE_PASSWORD := Lighthouse-Senha-123
LIGHTHOUSE_ARGS ?=
.PHONY: lighthouse
lighthouse: build chromium
	@dir=$$(mktemp -d); trap 'kill $$pid 2>/dev/null; wait $$pid 2>/dev/null; rm -rf $$dir' EXIT; \
	PATRIMONIO_ADMIN_EMAIL=admin@patrimonio.local PATRIMONIO_ADMIN_PASSWORD=$(LIGHTHOUSE_PASSWORD) ./$(BIN) demo -data-dir $$dir >/dev/null || exit 1; \
	PATRIMONIO_ADDR=127.0.0.1:$(LIGHTHOUSE_PORT) PATRIMONIO_DATA_DIR=$$dir ./$(BIN) serve >$$dir/serve.log 2>&1 & pid=$$!; \
	for i in $$(seq 50); do curl -sf http://127.0.0.1:$(LIGHTHOUSE_PORT)/api/health >/dev/null && break; sleep 0.2; done; \
	cd web && node scripts/lighthouse.mjs --url http://127.0.0.1:$(LIGHTHOUSE_PORT) --email admin@patrimonio.local \
		--password $(LIGHTHOUSE_PASSWORD) $(LIGHTHOUSE_ARGS)
