import { expect, test } from '@playwright/test'
import { apiToken, createUser, signIn, unique } from './helpers'

// An English-language browser, whose own date input would read mm/dd/yyyy: the app's date field still reads dd/mm/aaaa.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' })

test('a date typed as 31/01/2026 in an English-language browser is stored as 2026-01-31; 31/02/2026 is refused', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Dora Datas')
  const creditor = unique('Credor Datas')
  await signIn(page, person.email, person.password)
  expect(await page.evaluate(() => navigator.language)).toBe('en-US')
  await page.goto('/debts/new')

  await page.getByLabel('Nome do credor').fill(creditor)
  await page.getByLabel('Valor original').pressSequentially('150000')
  await page.getByLabel('Dinheiro recebido em', { exact: true }).selectOption({ label: 'Despesa a pagar' })
  const due = page.getByLabel('Data de vencimento')
  await expect(due).toHaveAttribute('placeholder', 'dd/mm/aaaa')

  // An impossible date is an error on the field, and nothing is sent.
  await due.pressSequentially('31022026')
  await expect(due).toHaveValue('31/02/2026')
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Data inválida: use dd/mm/aaaa')).toBeVisible()
  await expect(due).toHaveAttribute('aria-describedby', 'dueDate-error')
  await expect(page).toHaveURL(/\/debts\/new$/)

  // Typed as a person does, slashes included, by keyboard alone.
  await due.clear()
  await due.pressSequentially('31/01/2026')
  await expect(due).toHaveValue('31/01/2026')
  await expect(page.getByText('Data inválida: use dd/mm/aaaa')).toHaveCount(0)
  await due.press('Enter')
  await expect(page).toHaveURL(/\/debts$/)
  await expect(page.getByText('Dívida criada com sucesso!')).toBeVisible()

  const token = await apiToken(request, person.email, person.password)
  const res = await request.get(`/api/debts?q=${encodeURIComponent(creditor)}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  const rows = (await res.json()).data as { creditorName: string; dueDate: string }[]
  expect(rows.map((d) => [d.creditorName, d.dueDate])).toEqual([[creditor, '2026-01-31']])
  await page.getByLabel('Buscar dívidas').fill(creditor)
  await expect(page.getByRole('main').getByRole('listitem', { name: creditor })).toContainText('31/01/2026')
})
