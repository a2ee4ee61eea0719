import { expect, test } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures'

test('sign in: signed out goes to /login, wrong then right credentials, session kept, sign out', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Gestão Patrimonial' })).toBeVisible()
  await expect(page).toHaveTitle('Patrimônio — Entrar · Gestão Patrimonial')

  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos')

  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Senha').fill('senha-errada')
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Verifique suas credenciais.')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Senha').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Visão geral do seu patrimônio')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

  // A signed-in person opening /login goes back to the dashboard; an unknown path too.
  await page.goto('/qualquer-coisa')
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('a revoked session sends the browser to /login on its next call', async ({ page, request }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Senha').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  const token = await page.evaluate(() => localStorage.getItem('token'))
  const res = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(204)

  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
