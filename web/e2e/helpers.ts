import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures'

let counter = 0
/** unique gives each test its own emails, since the server keeps one database for the whole run. */
export function unique(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}

export async function apiToken(request: APIRequestContext, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  return (await res.json()).data.token
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
