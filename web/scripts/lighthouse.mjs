// Lighthouse figures of the running app: performance and accessibility of each screen, mobile and desktop, the
// median of several runs. `make lighthouse` starts a demo server and runs this; it is not part of `make test`.
//
//   node scripts/lighthouse.mjs --url http://127.0.0.1:18996 --email admin@… --password … [--runs 3]
//        [--pages /login,/dashboard] [--form-factors mobile,desktop] [--json figures.json] [--reports DIR]
//
// --reports keeps every run's whole Lighthouse report (JSON) in DIR, to see what a score is made of.
// Lighthouse slows the CPU down 4 times for a phone, calibrated for a fast desktop (benchmark index 1000 and more);
// each line prints the machine's benchmark index, and --cpu-slowdown N sets another multiplier for a slower or
// busier machine (Lighthouse's docs/throttling.md). Figures are only comparable at the same index and multiplier.
//
// Lighthouse itself is not a dependency of the app: it runs through `npx --yes lighthouse@VERSION`, against a
// Chromium this script starts (Playwright's launcher, /usr/bin/chromium) with a remote debugging port. Screens
// behind the sign-in get a real session: the script signs in through the API and puts the token where the app
// keeps it (local storage, src/lib/session-storage.ts) from a page of the same origin that loads none of the app,
// then empties the HTTP cache, so every run is a cold first visit of a signed-in person.
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'

const LIGHTHOUSE = 'lighthouse@12.8.2' // the last release that runs on Node 20
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:18996' },
    email: { type: 'string', default: process.env.PATRIMONIO_ADMIN_EMAIL ?? 'admin@patrimonio.local' },
    password: { type: 'string', default: process.env.PATRIMONIO_ADMIN_PASSWORD ?? '' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/login,/dashboard,/assets,/vehicles,/debts,/reports' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    json: { type: 'string' },
    reports: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
  },
})
const runs = Number(opts.runs)
const pages = opts.pages.split(',').filter(Boolean)
const formFactors = opts['form-factors'].split(',').filter(Boolean)

/** freePort asks the system for a port nobody listens on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

async function signIn() {
  const res = await fetch(`${opts.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: opts.email, password: opts.password }),
  })
  if (!res.ok) throw new Error(`sign-in as ${opts.email} failed: ${res.status} ${await res.text()}`)
  return (await res.json()).data
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: exit ${code}\n${err.slice(-2000)}`))))
  })
}

/** audit runs Lighthouse once on a fresh browser profile and returns its report. */
async function audit(path, formFactor, session) {
  const dir = mkdtempSync(join(tmpdir(), 'patrimonio-lighthouse-'))
  const port = await freePort()
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`],
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${opts.url}/robots.txt`)
    if (session && path !== '/login') {
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token)
        localStorage.setItem('user', JSON.stringify(user))
      }, session)
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    const out = join(dir, 'report.json')
    await run('npx', [
      '--yes',
      LIGHTHOUSE,
      `${opts.url}${path}`,
      `--port=${port}`,
      // The storage reset would also drop the session put in place above; the cache was emptied instead.
      '--disable-storage-reset',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ...(opts['cpu-slowdown'] ? [`--throttling.cpuSlowdownMultiplier=${opts['cpu-slowdown']}`] : []),
    ])
    const report = JSON.parse(readFileSync(out, 'utf8'))
    if (opts.reports) {
      mkdirSync(opts.reports, { recursive: true })
      const name = `${formFactor}${path.replaceAll('/', '-')}-${new Date().toISOString().replaceAll(':', '')}.json`
      copyFileSync(out, join(opts.reports, name))
    }
    if (report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname !== path) {
      throw new Error(`${path} ended on ${report.finalDisplayedUrl}: the session did not hold`)
    }
    return report
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** auditRetrying runs audit again, twice at most, when Lighthouse fails (now and then it loses the trace: NO_NAVSTART). */
async function auditRetrying(path, formFactor, session) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(path, formFactor, session)
    } catch (err) {
      if (attempt === 3) throw err
      console.error(`${formFactor} ${path}: Lighthouse failed (${err.message.split('\n').at(-1)}), running it again`)
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const figures = {
  performance: (r) => Math.round(r.categories.performance.score * 100),
  accessibility: (r) => Math.round(r.categories.accessibility.score * 100),
  fcp: (r) => r.audits['first-contentful-paint'].numericValue,
  lcp: (r) => r.audits['largest-contentful-paint'].numericValue,
  tbt: (r) => r.audits['total-blocking-time'].numericValue,
  cls: (r) => r.audits['cumulative-layout-shift'].numericValue,
  si: (r) => r.audits['speed-index'].numericValue,
  benchmarkIndex: (r) => r.environment.benchmarkIndex,
}

const session = pages.some((p) => p !== '/login') ? await signIn() : null
const results = []
for (const formFactor of formFactors) {
  for (const path of pages) {
    const reports = []
    for (let i = 0; i < runs; i++) reports.push(await auditRetrying(path, formFactor, session))
    const row = { formFactor, path, runs: reports.map((r) => figures.performance(r)) }
    for (const [name, get] of Object.entries(figures)) row[name] = median(reports.map(get))
    // What keeps accessibility below 100, from the last run: the failed audits and the elements they name.
    const last = reports[reports.length - 1]
    row.failedAccessibility = last.categories.accessibility.auditRefs
      .map((ref) => last.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative')
      .map((a) => ({ id: a.id, nodes: (a.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean) }))
    results.push(row)
    const ms = (v) => `${(v / 1000).toFixed(2)} s`
    console.log(
      `${formFactor.padEnd(7)} ${path.padEnd(10)} performance ${String(row.performance).padStart(3)} (runs ${row.runs.join(', ')})` +
        `  accessibility ${String(row.accessibility).padStart(3)}  FCP ${ms(row.fcp)}  LCP ${ms(row.lcp)}  TBT ${Math.round(row.tbt)} ms` +
        `  CLS ${row.cls.toFixed(3)}  SI ${ms(row.si)}  benchmark index ${Math.round(row.benchmarkIndex)}` +
        (row.failedAccessibility.length ? `  a11y: ${row.failedAccessibility.map((a) => a.id).join(', ')}` : ''),
    )
  }
}
if (opts.json) writeFileSync(opts.json, JSON.stringify(results, null, 2))
