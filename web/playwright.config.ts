import { defineConfig } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_BASE_URL, E2E_PORT, MAILPIT_API, MAILPIT_SMTP_PORT, SCREENS_BASE_URL } from './e2e/fixtures'

// The config is evaluated again in each worker: make the data directory once and pass it on.
if (!process.env.PLAYWRIGHT_E2E_DIR) {
  process.env.PLAYWRIGHT_E2E_DIR = mkdtempSync(join(tmpdir(), 'patrimonio-e2e-'))
}
if (!process.env.PLAYWRIGHT_E2E_DEMO_DIR) {
  process.env.PLAYWRIGHT_E2E_DEMO_DIR = mkdtempSync(join(tmpdir(), 'patrimonio-e2e-demo-'))
}
if (!process.env.PLAYWRIGHT_E2E_SCREENS_DIR) {
  process.env.PLAYWRIGHT_E2E_SCREENS_DIR = mkdtempSync(join(tmpdir(), 'patrimonio-e2e-screens-'))
}
const dataDir = process.env.PLAYWRIGHT_E2E_DIR
const demoDir = process.env.PLAYWRIGHT_E2E_DEMO_DIR
const screensDir = process.env.PLAYWRIGHT_E2E_SCREENS_DIR
const port = String(E2E_PORT)

/** mailpitBinary is Mailpit where `make mailpit` installs it, or '' when it is not installed (e2e/mail.spec.ts then skips). */
function mailpitBinary(): string {
  if (process.env.PLAYWRIGHT_MAILPIT !== undefined) return process.env.PLAYWRIGHT_MAILPIT
  let bin = ''
  try {
    bin = join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin', 'mailpit')
  } catch {
    bin = ''
  }
  process.env.PLAYWRIGHT_MAILPIT = bin && existsSync(bin) ? bin : ''
  return process.env.PLAYWRIGHT_MAILPIT
}
const mailpit = mailpitBinary()
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/teardown.ts',
  // The flows share the main and the demo servers and so run one after the other in one worker; the every-screen
  // checks (their own demo server, any test in any order) take the other workers. Three on two cores: the screens'
  // two share a core while the flows run and, the flows done first, keep both busy to the end.
  workers: 3,
  projects: [
    { name: 'fluxos', testIgnore: /every-screen\.spec\.ts/, workers: 1, fullyParallel: false },
    { name: 'telas', testMatch: /every-screen\.spec\.ts/, fullyParallel: true },
  ],
  retries: 0,
  // Generous for a busy machine: on a day when the same two cores ran everything two or three times slower, 30 s cut
  // a test that types 114 keys with pauses, and expect's 5 s a wait for a screen that was coming. A real hang still
  // fails, later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // A UTF-8 charset whatever the machine's locale: without one (a fresh Debian has no LANG) Chromium names every
      // download with an accented name 'download'.
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The real binary (built by `make build`) on a fresh SQLite database.
    {
      command: '../bin/patrimonio serve',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PATRIMONIO_ADDR: `127.0.0.1:${port}`,
        PATRIMONIO_DATA_DIR: dataDir,
        PATRIMONIO_DATABASE_URL: join(dataDir, 'e2e.db'),
        PATRIMONIO_ADMIN_EMAIL: ADMIN_EMAIL,
        PATRIMONIO_ADMIN_PASSWORD: ADMIN_PASSWORD,
        // Its e-mails go to the Mailpit below, when there is one.
        ...(mailpit
          ? { PATRIMONIO_SMTP_HOST: '127.0.0.1', PATRIMONIO_SMTP_PORT: String(MAILPIT_SMTP_PORT), PATRIMONIO_SMTP_FROM: 'Patrimônio <nao-responda@exemplo.com.br>' }
          : {}),
      },
    },
    // Mailpit on loopback with a throw-away database, for the e-mails of the main server.
    ...(mailpit
      ? [
          {
            command: `${mailpit} --smtp 127.0.0.1:${MAILPIT_SMTP_PORT} --listen ${MAILPIT_API.replace('http://', '')} --database ${join(dataDir, 'mailpit.db')} --disable-version-check --quiet`,
            url: `${MAILPIT_API}/readyz`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    // The same binary on its own fresh database filled by `patrimonio demo`, for the specs that need a year of
    // data (they run with `test.use({ baseURL: DEMO_BASE_URL })`).
    {
      command: '../bin/patrimonio demo && ../bin/patrimonio serve',
      url: `${DEMO_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PATRIMONIO_ADDR: `127.0.0.1:${E2E_PORT + 1}`,
        PATRIMONIO_DATA_DIR: demoDir,
        PATRIMONIO_DATABASE_URL: join(demoDir, 'demo.db'),
        PATRIMONIO_ADMIN_EMAIL: ADMIN_EMAIL,
        PATRIMONIO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      },
    },
    // The demo again, on a database of its own, for e2e/every-screen.spec.ts.
    {
      command: '../bin/patrimonio demo && ../bin/patrimonio serve',
      url: `${SCREENS_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PATRIMONIO_ADDR: `127.0.0.1:${E2E_PORT + 4}`,
        PATRIMONIO_DATA_DIR: screensDir,
        PATRIMONIO_DATABASE_URL: join(screensDir, 'demo.db'),
        PATRIMONIO_ADMIN_EMAIL: ADMIN_EMAIL,
        PATRIMONIO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      },
    },
  ],
})
