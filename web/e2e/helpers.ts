import { createHmac } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures'

let counter = 0
/** unique gives each test its own emails, since the server keeps one database for the whole run. */
export function unique(prefix: string): string {
  counter += 1
  // The worker's index too: two workers may draw the same counter in the same millisecond.
  return `${prefix}-${process.env.TEST_WORKER_INDEX ?? 0}-${Date.now().toString(36)}-${counter}`
}

export async function apiToken(request: APIRequestContext, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  return (await res.json()).data.token
}

/** api calls the API as the administrator and returns its data, failing the test on an answer that is not 2xx. */
export async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await apiToken(request)
  const res = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return ((await res.json()) as { data: T }).data
}

/** createUser makes a user through the API as the admin and returns its id, email and password. */
export async function createUser(request: APIRequestContext, role: 'admin' | 'user' | 'viewer', name = 'Pessoa Teste') {
  const token = await apiToken(request)
  const email = `${unique(role)}@exemplo.com.br`
  const password = 'Senha-Teste-123'
  const res = await request.post('/api/users', {
    data: { name, email, password, role },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(201)
  return { id: (await res.json()).data.id as number, email, password, name }
}

export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** base32Decode reads an RFC 4648 base32 secret, as authenticator apps do. */
function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** totp is RFC 6238 (SHA-1, 6 digits, 30 s) at the given time, computed here as the person's app would. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, '0')
}

/**
 * signedInPage opens the app's pages already signed in: it signs in through the API once and puts the session where
 * the app keeps it, before every page load (faster than the sign-in form, for specs that visit many screens).
 */
export async function signedInPage(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  const { token, user } = (await res.json()).data
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t)
        localStorage.setItem('user', u)
      }
    },
    [token, JSON.stringify(user)],
  )
}

/** settled waits until the screen shows its heading and nothing is loading. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
}

/** noSidewaysScroll checks that the page fits a 390 px phone, naming the first elements that stick out when not. */
export async function noSidewaysScroll(page: Page) {
  await page.waitForFunction(() => window.innerWidth === 390)
  // Right after a resize Chromium may still lay a form out for the old width for a moment: let it settle first.
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { timeout: 3_000 })
    .toBeLessThanOrEqual(390)
    .catch(() => {})
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 391)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  )
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(390)
}

/**
 * The business's calendar is São Paulo's (the browser runs in it too): a day counted from today there, as the date
 * fields take it (dd/mm/aaaa) and as the API writes it (YYYY-MM-DD). The machine's own clock may be on another day.
 */
export const dayInSaoPaulo = (days = 0) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000))
export const isoInSaoPaulo = (days = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000))
