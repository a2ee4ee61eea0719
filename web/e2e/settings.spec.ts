import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { ADMIN_PASSWORD } from './fixtures'
import { apiToken, createUser, dayInSaoPaulo, signIn, unique } from './helpers'

test('the dark theme is saved and applied to every screen, then back to light', async ({ page }) => {
  await signIn(page)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible()
  await page.getByText('Escuro').click()
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)

  await page.getByText('Claro').click()
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('an administrator downloads the whole of the data as one ZIP; a user cannot reach it', async ({ page, request }) => {
  await signIn(page)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Exportar todos os dados' })).toBeVisible()
  // The password confirms it: none, then a wrong one, are refused on the field.
  const exportButton = page.getByRole('button', { name: 'Baixar exportação (.zip)' })
  await exportButton.click()
  await expect(page.getByText('Senha atual é obrigatória')).toBeVisible()
  await page.getByLabel('Sua senha atual').fill('senha-errada-1')
  await exportButton.click()
  await expect(page.getByText('Senha atual incorreta')).toBeVisible()
  await page.getByLabel('Sua senha atual').fill(ADMIN_PASSWORD)
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()])
  expect(download.suggestedFilename()).toMatch(/^patrimonio-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = readFileSync((await download.path()) as string)
  expect(zip.subarray(0, 2).toString()).toBe('PK')
  for (const part of ['manifesto.json', 'tabelas/assets.csv', 'tabelas/users.csv', 'planilhas/ativos.csv']) expect(zip.includes(part)).toBe(true)
  for (const secret of ['tabelas/user_totp.csv', 'tabelas/recovery_codes.csv']) expect(zip.includes(secret)).toBe(false)
  await expect(page.getByText(/^Exportação salva: patrimonio-/)).toBeVisible()

  const user = await createUser(request, 'user')
  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await signIn(page, user.email, user.password)
  await page.goto('/settings')
  await expect(page.getByText('Acesso Negado')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Exportar todos os dados' })).toHaveCount(0)
})

test("an administrator moves the books' opening date: not before an event recorded as 'Saldo de abertura', not after today", async ({ page, request }) => {
  // Something the company already had in 2016, recorded as an opening balance.
  const token = await apiToken(request)
  const res = await request.post('/api/assets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { description: unique('Terreno de 2016'), type: 'other', acquisitionValue: 1000, currentValue: 1000, acquisitionDate: '2016-05-10', counterpart: 'opening' },
  })
  expect(res.ok(), await res.text()).toBe(true)

  await signIn(page)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Abertura dos livros' })
  const field = section.getByLabel('Data de abertura')
  await expect(field).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/)
  const original = await field.inputValue()

  await field.fill('01/01/1990')
  await section.getByRole('button', { name: 'Salvar data de abertura' }).click()
  await expect(section.getByText(/^Há um lançamento com contrapartida 'Saldo de abertura' em \d{2}\/\d{2}\/\d{4}: a data de abertura não pode ser anterior a ele$/)).toBeVisible()

  await field.fill(dayInSaoPaulo(1))
  await section.getByRole('button', { name: 'Salvar data de abertura' }).click()
  await expect(section.getByText('A data de abertura não pode ser posterior a hoje')).toBeVisible()

  // Back where it was: saved, and read back after a reload.
  await field.fill(original)
  await section.getByRole('button', { name: 'Salvar data de abertura' }).click()
  await expect(page.getByText(`Data de abertura dos livros: ${original}`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Abertura dos livros' }).getByLabel('Data de abertura')).toHaveValue(original)
})
