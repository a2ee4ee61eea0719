import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_BASE_URL } from './fixtures'
import { apiToken, signIn } from './helpers'

// These tests read the server started after `patrimonio demo` (playwright.config.ts) and change nothing.
test.use({ baseURL: DEMO_BASE_URL })

async function get(request: APIRequestContext, path: string) {
  const token = await apiToken(request)
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return res.json()
}

/** cardValue is the figure of a summary card, found by its title. */
const cardValue = (page: Page, title: string) => page.getByText(title, { exact: true }).locator('xpath=following-sibling::p')

test('the demo server holds the data set: assets in every status, vehicles, and debts of each type with overdue ones', async ({ request }) => {
  const assets = await get(request, '/api/assets?pageSize=100')
  expect(assets.meta.summary.count).toBe(30)
  expect(new Set(assets.data.map((a: { status: string }) => a.status))).toEqual(new Set(['active', 'inactive', 'rented', 'sold', 'exchanged']))
  expect(Number(assets.meta.summary.currentTotal)).toBeGreaterThan(10_000_000)

  const vehicles = await get(request, '/api/vehicles?pageSize=100')
  expect(vehicles.meta.summary.total).toBe(40)
  expect(vehicles.meta.summary.inStock).toBe(20)
  const makes = new Set(vehicles.data.map((v: { make: string }) => v.make))
  for (const make of ['Fiat', 'Volkswagen', 'Chevrolet', 'Toyota', 'Hyundai', 'Honda', 'Renault', 'Jeep']) expect(makes).toContain(make)

  const debts = await get(request, '/api/debts?pageSize=100')
  expect(debts.meta.summary.count).toBe(60)
  expect(debts.meta.summary.paidCount).toBe(14)
  for (const category of ['loan', 'financing', 'account_payable', 'other']) {
    expect(debts.data.filter((d: { category: string }) => d.category === category)).toHaveLength(15)
  }
  const overdue = await get(request, '/api/debts?status=overdue')
  expect(overdue.meta.summary.count).toBeGreaterThanOrEqual(8)
  expect(Number(overdue.meta.summary.overdueTotal)).toBeGreaterThan(0)

  // A year of history: the exchanged land names the two assets received for it.
  const exchanged = assets.data.find((a: { status: string }) => a.status === 'exchanged')
  const related = await get(request, `/api/assets/${exchanged.id}/related`)
  expect(related.data).toHaveLength(2)
})

test('the screens show the demo data: assets summary, vehicles in stock and overdue debts', async ({ page }) => {
  await signIn(page)

  await page.getByRole('link', { name: 'Patrimônio' }).first().click()
  await expect(page).toHaveURL(/\/assets$/)
  await expect(cardValue(page, 'Ativos no filtro')).toHaveText('21') // the list starts on the active ones
  await expect(page.getByText('Sala comercial na Avenida Paulista').first()).toBeVisible()
  await page.getByLabel('Filtrar por status').selectOption('all')
  await expect(cardValue(page, 'Ativos no filtro')).toHaveText('30')
  await page.getByLabel('Filtrar por status').selectOption('exchanged')
  await expect(cardValue(page, 'Ativos no filtro')).toHaveText('1')
  await expect(page.getByText('Terreno na John Boyd Dunlop, Campinas').first()).toBeVisible()

  await page.getByRole('link', { name: 'Veículos' }).first().click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await expect(cardValue(page, 'Em Estoque')).toHaveText('20')

  await page.getByRole('link', { name: 'Dívidas' }).first().click()
  await expect(page).toHaveURL(/\/debts$/)
  await expect(page.getByRole('group', { name: 'Total de Dívidas' })).toContainText('60')
  await page.getByLabel('Filtrar por status').selectOption('overdue')
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Em Atraso')
  await expect(page.getByRole('group', { name: 'Em Atraso' })).not.toContainText('R$ 0,00')
})

test('the demo moves its money through accounts at real banks and sells an asset in installments with its receipts', async ({ page, request }) => {
  const accounts = await get(request, '/api/accounts?pageSize=100')
  const banks = accounts.data.map((a: { bankName: string }) => a.bankName)
  for (const bank of ['Itaú Unibanco', 'Banco do Brasil', 'Bradesco']) expect(banks).toContain(bank)
  for (const a of accounts.data as { name: string; balance: number }[]) expect(a.balance, a.name).toBeGreaterThanOrEqual(0)

  const receivables = await get(request, '/api/receivables')
  expect(receivables.data).toHaveLength(1)
  const sale = receivables.data[0]
  expect(sale.description).toBe('Venda de ativo: Empilhadeira elétrica Toyota 2,5 t')
  expect(sale.downPayment).toBeGreaterThan(0)
  expect(sale.received).toBeGreaterThan(0)
  expect(sale.balance).toBeGreaterThan(0)
  const receipts = await get(request, `/api/receivables/${sale.id}/receipts`)
  expect(receipts.data.length).toBeGreaterThanOrEqual(3)
  const dashboard = await get(request, '/api/dashboard')
  expect(dashboard.data.receivablesTotal).toBe(sale.balance)

  await signIn(page)
  await page.getByRole('link', { name: 'A receber' }).first().click()
  await expect(page).toHaveURL(/\/receivables$/)
  await page.getByRole('link', { name: /Ver parcelas de Venda de ativo: Empilhadeira/ }).click()
  await expect(page.getByTestId('installment')).toHaveCount(6)
  await expect(page.getByTestId('receipt')).toHaveCount(receipts.data.length)
})
