import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_BASE_URL, E2E_PORT } from './e2e/fixtures'

// The config is evaluated again in each worker: make the data directory once and pass it on.
if (!process.env.PLAYWRIGHT_E2E_DIR) {
  process.env.PLAYWRIGHT_E2E_DIR = mkdtempSync(join(tmpdir(), 'patrimonio-e2e-'))
}
if (!process.env.PLAYWRIGHT_E2E_DEMO_DIR) {
  process.env.PLAYWRIGHT_E2E_DEMO_DIR = mkdtempSync(join(tmpdir(), 'patrimonio-e2e-demo-'))
}
const dataDir = process.env.PLAYWRIGHT_E2E_DIR
const demoDir = process.env.PLAYWRIGHT_E2E_DEMO_DIR
const port = String(E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/teardown.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
      },
    },
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
  ],
})
