import { expect, test, type Page } from '@playwright/test'
import { DEMO_BASE_URL } from './fixtures'
import { apiToken, createUser, dayInSaoPaulo, isoInSaoPaulo, noSidewaysScroll, signIn, unique } from './helpers'

const brl = (v: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v)

type Dashboard = {
  netWorth: number
  totalAssets: number
  totalVehicles: number
  totalDebts: number
  assetsByType: { type: string; value: number }[]
  monthlyEvolution: { label: string; netWorth: number }[]
  recentTransactions: { description: string; date: string; amount: number }[]
}

/** card is a summary card of the dashboard, found by its title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('group', { name: 'Resumo do patrimônio' })
    .locator(':scope > div')
    .filter({ has: page.getByText(title, { exact: true }) })

test.describe('with the demo data', () => {
  // These tests read the server started after `patrimonio demo` (playwright.config.ts) and change nothing.
  test.use({ baseURL: DEMO_BASE_URL })

  test('the dashboard shows the four cards, both charts and the recent transactions of the data', async ({ page, request }) => {
    const token = await apiToken(request)
    const res = await request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(200)
    const data: Dashboard = (await res.json()).data
    expect(data.totalAssets).toBeGreaterThan(0)
    expect(data.recentTransactions).toHaveLength(10)
    expect(data.monthlyEvolution).toHaveLength(12)

    await signIn(page)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText('Visão geral do seu patrimônio')).toBeVisible()

    await expect(card(page, 'Patrimônio Líquido')).toContainText(brl(data.netWorth))
    await expect(card(page, 'Total de Ativos')).toContainText(String(data.totalAssets))
    await expect(card(page, 'Veículos')).toContainText(String(data.totalVehicles))
    await expect(card(page, 'Dívidas')).toContainText(String(data.totalDebts))
    for (const title of ['Patrimônio Líquido', 'Total de Ativos', 'Veículos', 'Dívidas']) {
      await expect(card(page, title)).toContainText('vs mês anterior')
    }

    // Both charts are drawn on canvases, loaded lazily.
    await expect(page.getByRole('region', { name: 'Distribuição de Patrimônio' }).locator('canvas')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Evolução Mensal' }).locator('canvas')).toBeVisible()
    const legend = page.getByRole('list', { name: 'Legenda da distribuição' }).getByRole('listitem')
    await expect(legend).toHaveText(data.assetsByType.map((t) => `${t.type}${brl(t.value)}`))

    // The transactions: description, dd/mm/aaaa date, signed amount in green or red.
    const rows = page.getByTestId('transaction')
    await expect(rows).toHaveCount(10)
    for (const [i, t] of data.recentTransactions.entries()) {
      const row = rows.nth(i)
      const [y, m, d] = t.date.split('-')
      await expect(row).toContainText(t.description)
      await expect(row).toContainText(`${d}/${m}/${y}`)
      const sign = t.amount < 0 ? '\u2212' : '+'
      const amount = row.getByText(`${sign}${brl(Math.abs(t.amount))}`, { exact: true })
      await expect(amount).toBeVisible()
      await expect(amount).toHaveClass(t.amount < 0 ? /text-red-700/ : /text-emerald-700/)
    }
  })

  test('the dashboard as of a past day: typed in "Posição em", kept in the address, and back to today', async ({ page, request }) => {
    const token = await apiToken(request)
    const read = async (query: string): Promise<Dashboard> =>
      (await (await request.get(`/api/dashboard${query}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data
    const now = await read('')
    const then = await read('?date=2026-03-31')
    expect(then.netWorth).not.toBe(now.netWorth)

    await signIn(page)
    await expect(card(page, 'Patrimônio Líquido')).toContainText(brl(now.netWorth))
    await page.getByLabel('Posição em').fill('31032026')
    await expect(page.getByText('Posição em 31/03/2026')).toBeVisible()
    await expect(card(page, 'Patrimônio Líquido')).toContainText(brl(then.netWorth))
    await expect(card(page, 'Total de Ativos')).toContainText(String(then.totalAssets))
    const legend = page.getByRole('list', { name: 'Legenda da distribuição' }).getByRole('listitem')
    await expect(legend).toHaveText(then.assetsByType.map((t) => `${t.type}${brl(t.value)}`))
    await expect(page).toHaveURL(/[?&]data=2026-03-31/)

    // A reload keeps the day; 'Hoje' goes back to today's position.
    await page.reload()
    await expect(card(page, 'Patrimônio Líquido')).toContainText(brl(then.netWorth))
    await page.getByRole('button', { name: 'Hoje' }).click()
    await expect(page.getByText('Visão geral do seu patrimônio')).toBeVisible()
    await expect(card(page, 'Patrimônio Líquido')).toContainText(brl(now.netWorth))
  })
})

test('a viewer reads the dashboard, and a failure shows the error text', async ({ page, request }) => {
  const viewer = await createUser(request, 'viewer', 'Leitora do Painel')
  await signIn(page, viewer.email, viewer.password)
  await expect(card(page, 'Patrimônio Líquido')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Transações Recentes' })).toBeVisible()

  await page.route('**/api/dashboard', (route) => route.fulfill({ status: 500, json: { error: 'Erro interno.', code: 'internal' } }))
  await page.reload()
  await expect(page.getByText('Erro ao carregar dados do dashboard. Por favor, tente novamente.')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Resumo do patrimônio' })).toHaveCount(0)
})

test("'Próximos vencimentos': a financing's next installment due tomorrow, linking to the debt; not on a past day", async ({ page, request }) => {
  const token = await apiToken(request)
  const creditor = unique('Banco Vencimento')
  const res = await request.post('/api/debts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { counterpart: 'expense', creditorName: creditor, originalAmount: 12000, interestRate: 1, installments: 12, category: 'financing', system: 'sac', firstDueDate: isoInSaoPaulo(1) },
  })
  expect(res.status()).toBe(201)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  const panel = page.getByRole('region', { name: 'Próximos vencimentos' })
  const row = panel.getByTestId('upcoming').filter({ hasText: creditor })
  await expect(row).toContainText(`${dayInSaoPaulo(1)} · Parcela 1 de 12`)
  await expect(row).toContainText('R$ 1.120,00')
  await expect(row).toContainText('A pagar')
  await page.screenshot({ path: test.info().outputPath('proximos-vencimentos-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(row).toBeVisible()
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('proximos-vencimentos-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await row.getByRole('link', { name: creditor }).click()
  await expect(page.getByRole('heading', { name: creditor })).toBeVisible()
  await page.goto(`/dashboard?data=${isoInSaoPaulo(-40)}`)
  await expect(page.getByText(`Posição em ${dayInSaoPaulo(-40)}`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Próximos vencimentos' })).toHaveCount(0)
})
