import { expect, test, type Page } from '@playwright/test'
import { DEMO_BASE_URL } from './fixtures'
import { apiToken, createUser, signIn, unique } from './helpers'

// What the walk-through of issue 13 found on debts, reports, the brand screen and money fields.

const blocked = (page: Page) => page.getByRole('heading', { name: /Acesso Negado|Recurso Indisponível/ })

test.describe('on the demo data', () => {
  test.use({ baseURL: DEMO_BASE_URL })

  test('no screen scrolls sideways on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    for (const path of ['/debts', '/reports', '/whitelabel', '/users', '/profile']) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
      if (path === '/debts') await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
      if (path === '/reports') await expect(page.getByRole('list', { name: 'Relatórios' }).or(page.getByText('Nenhum relatório encontrado'))).toBeVisible()
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth)
      expect(width, path).toBeLessThanOrEqual(390)
    }
  })
})

test("a Leitor reads debts and a debt's detail, with nothing that creates, edits or deletes", async ({ page, request }) => {
  const token = await apiToken(request)
  const creditor = unique('Banco do Leitor')
  const res = await request.post('/api/debts', {
    data: { counterpart: 'expense', creditorName: creditor, category: 'loan', originalAmount: 1_000_000, currentAmount: 500_000, dueDate: '2099-01-31', installments: 10, currentInstallment: 5 },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(201)

  const viewer = await createUser(request, 'viewer', 'Lia Leitora')
  await signIn(page, viewer.email, viewer.password)
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dívidas' }).click()
  await expect(page).toHaveURL(/\/debts$/)
  await expect(page.getByRole('heading', { name: 'Dívidas', level: 1 })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Total de Dívidas' })).toBeVisible()
  await page.getByLabel('Buscar dívidas').fill(creditor)
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Nova Dívida' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Editar / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0)
  await expect(blocked(page)).toHaveCount(0)

  await page.getByRole('link', { name: `Ver ${creditor}` }).click()
  await expect(page.getByRole('heading', { name: creditor, level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0)
  await expect(blocked(page)).toHaveCount(0)

  // Every link the Leitor is shown on these screens opens a screen, none 'Acesso Negado'.
  for (const path of ['/debts', '/reports']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    // One link of each kind (/debts/12 and /debts/34 open the same screen).
    const kinds = new Map<string, string>()
    for (const h of hrefs) if (h && h.startsWith('/') && !h.startsWith('/api/') && !kinds.has(h.replace(/\d+/g, ':id'))) kinds.set(h.replace(/\d+/g, ':id'), h)
    for (const href of kinds.values()) {
      await page.goto(href)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(blocked(page), href).toHaveCount(0)
    }
  }
})

test("pasting 'R$ 1.200.000' into a money field gives R$ 1.200.000,00", async ({ page }) => {
  await signIn(page)
  await page.goto('/debts/new')
  const field = page.getByLabel('Valor original')
  // A real paste from the clipboard (Ctrl+V), as a person does it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => navigator.clipboard.writeText('R$ 1.200.000'))
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(field).toHaveValue('1.200.000,00')
  // The balance follows the original amount, so the pasted value is the form's value, not only the text.
  await expect(page.getByLabel('Saldo devedor')).toHaveValue('1.200.000,00')
})

test("a brand colour the server refuses is shown on that field", async ({ page }) => {
  await signIn(page)
  await page.goto('/whitelabel')
  const primary = page.getByLabel('Cor primária', { exact: true })
  await primary.fill('#12345G')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(primary).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#primaryColor-error')).toBeVisible()
})

for (const screen of [
  { path: '/debts', api: '**/api/debts?*', error: 'Erro ao carregar dívidas. Por favor, tente novamente.', summary: 'Total de Dívidas' },
  { path: '/reports', api: '**/api/reports?*', error: 'Erro ao carregar relatórios. Por favor, tente novamente.', summary: null },
]) {
  test(`a failed load of ${screen.path} shows only the error, and 'Tentar novamente' loads again`, async ({ page }) => {
    await signIn(page)
    let fail = true
    await page.route(screen.api, (route) =>
      fail ? route.fulfill({ status: 500, json: { error: 'Erro interno.', code: 'internal' } }) : route.continue(),
    )
    await page.goto(screen.path)
    const alert = page.getByRole('alert').filter({ hasText: screen.error })
    await expect(alert).toBeVisible({ timeout: 15_000 })
    if (screen.summary) await expect(page.getByRole('group', { name: screen.summary })).toHaveCount(0)
    fail = false
    await alert.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(alert).toHaveCount(0)
    if (screen.summary) await expect(page.getByRole('group', { name: screen.summary })).toBeVisible()
  })
}

test('on a phone the report selects read whole and a long company name wraps in the drawer', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await page.goto('/reports')
  const card = page.getByRole('form', { name: 'Gerar relatório de Ativos' })
  const reference = card.getByLabel('Referência')
  await expect(reference).toBeVisible()
  // Stacked under the period, the reference has the card's whole width: 'novembro de 2026' needs about 190 px.
  expect((await reference.boundingBox())!.width).toBeGreaterThan(280)
  expect((await page.getByLabel('Filtrar por período').boundingBox())!.width).toBeGreaterThan(280)

  // Cut to 'Horizonte Azul Imó…' on one line before (issue 13); two lines now.
  const long = 'Horizonte Azul Imóveis Ltda.'
  const token = await apiToken(request)
  const put = (companyName: string) =>
    request.put('/api/settings', { data: { companyName }, headers: { Authorization: `Bearer ${token}` } })
  expect((await put(long)).status()).toBe(200)
  try {
    await page.reload()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const name = page.getByRole('dialog').getByTitle(long)
    await expect(name).toHaveText(long)
    // Two lines, and nothing cut: the text fits its box.
    const box = await name.evaluate((el) => ({ lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)), cut: el.scrollHeight > el.clientHeight + 1 }))
    expect(box).toEqual({ lines: 2, cut: false })
  } finally {
    expect((await put('Gestão Patrimonial')).status()).toBe(200)
  }
})

test('a taken e-mail is said once, under the e-mail field', async ({ page, request }) => {
  const taken = await createUser(request, 'user', 'Pessoa Existente')
  await signIn(page)
  await page.goto('/users/new')
  await page.getByLabel('Nome').fill('Outra Pessoa')
  await page.getByLabel('Email').fill(taken.email)
  await page.getByLabel('Senha', { exact: true }).fill('Senha-Nova-123')
  await page.getByLabel('Confirmar senha').fill('Senha-Nova-123')
  await page.getByRole('button', { name: 'Criar Usuário' }).click()
  await expect(page.locator('#email-error')).toHaveText('Este email já está em uso.')
  await expect(page.getByText('Este email já está em uso.')).toHaveCount(1)
  await expect(page.getByLabel('Email')).toBeFocused()
})
