import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createUser, signIn } from './helpers'

test('the dark theme is saved and applied to every screen, then back to light', async ({ page }) => {
  await signIn(page)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible()
  await page.getByText('Escuro').click()
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)

  await page.getByText('Claro').click()
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('an administrator downloads the whole of the data as one ZIP; a user cannot reach it', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Exportar todos os dados' })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar exportação (.zip)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^patrimonio-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = readFileSync((await download.path()) as string)
  expect(zip.subarray(0, 2).toString()).toBe('PK')
  for (const part of ['manifesto.json', 'tabelas/assets.csv', 'tabelas/users.csv', 'planilhas/ativos.csv']) expect(zip.includes(part)).toBe(true)
  await expect(page.getByText(/^Exportação salva: patrimonio-/)).toBeVisible()

  const user = await createUser(request, 'user')
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await signIn(page, user.email, user.password)
  await page.goto('/settings')
  await expect(page.getByText('Acesso Negado')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Exportar todos os dados' })).toHaveCount(0)
})
