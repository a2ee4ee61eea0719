import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, createUser, totp } from './helpers'

// Every screen of the app, once, for the checks that must hold everywhere (e2e/every-screen.spec.ts): the routes of
// src/app/router.tsx with real records of the demo data, the sign-in steps, the screens of a missing record, and the
// dialogs and menus open where they can be opened without changing anything.

/** Records is the demo data a screen's address needs: real ids read from the server before the run. */
export type Records = {
  asset: number
  exchangedAsset: number
  vehicle: number
  debt: number
  /** financing is a debt paid by a Price schedule, one installment paid, the others overdue. */
  financing: number
  account: number
  /** receivable is the demo's sale in installments. */
  receivable: number
  user: number
  /** twoFactor signs in with a code: a user who has two-factor sign-in on, and its secret. */
  twoFactor: { email: string; password: string; secret: string }
}

export type Screen = {
  /** name names the screenshot files: no spaces. */
  name: string
  path: (r: Records) => string
  /** signedOut screens are opened with no session. */
  signedOut?: boolean
  /** phoneOnly screens exist only on a narrow screen (the drawer). */
  phoneOnly?: boolean
  /** show brings the screen to the state to check, after its address loaded (a dialog opened, a tab chosen). */
  show?: (page: Page, r: Records) => Promise<void>
}

const menu = (page: Page) => page.getByRole('button', { name: /Menu do usuário/ })

export const SCREENS: Screen[] = [
  { name: 'login', path: () => '/login', signedOut: true },
  {
    name: 'login-codigo',
    path: () => '/login',
    signedOut: true,
    show: async (page, r) => {
      await page.getByLabel('Email').fill(r.twoFactor.email)
      await page.getByLabel('Senha').fill(r.twoFactor.password)
      await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
      await expect(page.getByLabel('Código de verificação')).toBeVisible()
    },
  },
  // The forgotten password: on the demo server, which has no SMTP server, the page says to ask an administrator.
  { name: 'esqueci-senha', path: () => '/forgot-password', signedOut: true },
  { name: 'redefinir-senha', path: () => '/reset-password?token=um-token-qualquer', signedOut: true },
  { name: 'dashboard', path: () => '/dashboard' },
  {
    name: 'dashboard-variacao-lancamentos',
    path: () => '/dashboard?periodo=12m',
    show: async (page) => {
      const causes = page.getByRole('list', { name: 'Causas da variação' })
      await causes.getByRole('button', { name: /Valorização e desvalorização/ }).click()
      await expect(page.getByRole('list', { name: 'Lançamentos: Valorização e desvalorização' }).getByRole('listitem').first()).toBeVisible()
    },
  },
  {
    name: 'menu-do-usuario',
    path: () => '/dashboard',
    show: async (page) => {
      await menu(page).click()
      await expect(page.getByRole('menuitem', { name: 'Meu Perfil' })).toBeVisible()
    },
  },
  {
    name: 'menu-lateral',
    path: () => '/dashboard',
    phoneOnly: true,
    show: async (page) => {
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  { name: 'ativos', path: () => '/assets' },
  { name: 'ativos-tabela', path: () => '/assets?view=table' },
  {
    name: 'ativos-excluir',
    path: () => '/assets',
    show: async (page) => {
      await page.getByRole('button', { name: /^Excluir / }).first().click()
      await expect(page.getByRole('dialog', { name: 'Excluir Ativo' })).toBeVisible()
    },
  },
  { name: 'ativo-novo', path: () => '/assets/create' },
  { name: 'importar-ativos', path: () => '/assets/import' },
  { name: 'importar-veiculos', path: () => '/vehicles/import' },
  { name: 'importar-dividas', path: () => '/debts/import' },
  { name: 'importar-contas', path: () => '/accounts/import' },
  { name: 'importar-indices', path: () => '/indices/import' },
  { name: 'ativo', path: (r) => `/assets/${r.asset}` },
  {
    name: 'ativo-historico',
    path: (r) => `/assets/${r.asset}`,
    show: async (page) => {
      await page.getByRole('tab', { name: 'Histórico' }).click()
      await expect(page.getByRole('tabpanel', { name: 'Histórico' })).toBeVisible()
    },
  },
  {
    name: 'ativo-relacionados',
    path: (r) => `/assets/${r.exchangedAsset}`,
    show: async (page) => {
      await page.getByRole('tab', { name: 'Ativos Relacionados' }).click()
      await expect(page.getByRole('tabpanel', { name: 'Ativos Relacionados' })).toBeVisible()
    },
  },
  { name: 'ativo-editar', path: (r) => `/assets/${r.asset}/edit` },
  { name: 'ativo-permuta', path: (r) => `/assets/${r.asset}/exchange` },
  { name: 'ativo-venda', path: (r) => `/assets/${r.asset}/sale` },
  { name: 'ativo-locacao-nova', path: (r) => `/assets/${r.asset}/leases/new` },
  { name: 'ativo-inexistente', path: () => '/assets/999999' },
  { name: 'veiculos', path: () => '/vehicles' },
  { name: 'veiculos-tabela', path: () => '/vehicles?view=table' },
  { name: 'veiculo-novo', path: () => '/vehicles/new' },
  { name: 'veiculo', path: (r) => `/vehicles/${r.vehicle}` },
  {
    name: 'veiculo-historico',
    path: (r) => `/vehicles/${r.vehicle}`,
    show: async (page) => {
      await page.getByRole('tab', { name: 'Histórico' }).click()
      await expect(page.getByRole('tabpanel', { name: 'Histórico' })).toBeVisible()
    },
  },
  { name: 'veiculo-editar', path: (r) => `/edit-vehicle/${r.vehicle}` },
  { name: 'veiculo-venda', path: (r) => `/vehicles/${r.vehicle}/sale` },
  { name: 'veiculo-inexistente', path: () => '/vehicles/999999' },
  { name: 'dividas', path: () => '/debts' },
  { name: 'dividas-tabela', path: () => '/debts?view=table' },
  { name: 'divida-nova', path: () => '/debts/new' },
  { name: 'divida', path: (r) => `/debts/${r.debt}` },
  { name: 'divida-editar', path: (r) => `/debts/${r.debt}/edit` },
  { name: 'divida-financiamento', path: (r) => `/debts/${r.financing}` },
  { name: 'divida-financiamento-editar', path: (r) => `/debts/${r.financing}/edit` },
  { name: 'divida-renegociar', path: (r) => `/debts/${r.financing}/renegotiate` },
  { name: 'agenda', path: () => '/agenda' },
  { name: 'indices', path: () => '/indices' },
  { name: 'indice-ipca', path: () => '/indices/ipca' },
  {
    name: 'divida-financiamento-pagar',
    path: (r) => `/debts/${r.financing}`,
    show: async (page) => {
      await page.getByRole('button', { name: 'Registrar pagamento' }).click()
      await page.getByRole('form', { name: 'Registrar pagamento' }).getByLabel('Parcela').selectOption('2')
    },
  },
  { name: 'divida-inexistente', path: () => '/debts/999999' },
  { name: 'simulador', path: () => '/debts/simulator' },
  {
    // Simulating stores nothing: the result, its chart and one schedule opened.
    name: 'simulador-resultado',
    path: () => '/debts/simulator',
    show: async (page) => {
      await page.getByLabel('Valor financiado').pressSequentially('7000000')
      await page.getByLabel('Taxa de juros (%)').fill('2')
      await page.getByLabel('Prazo (parcelas mensais)').fill('120')
      await page.getByRole('button', { name: 'Simular' }).click()
      await page.getByRole('button', { name: 'Ver as 120 parcelas' }).first().click()
      await expect(page.getByRole('table', { name: 'Parcelas — Tabela Price' })).toBeVisible()
    },
  },
  { name: 'contas', path: () => '/accounts' },
  { name: 'conta-nova', path: () => '/accounts/new' },
  { name: 'conta-transferencia', path: () => '/accounts/transfer' },
  { name: 'conta', path: (r) => `/accounts/${r.account}` },
  { name: 'conta-editar', path: (r) => `/accounts/${r.account}/edit` },
  { name: 'conta-lancamento', path: (r) => `/accounts/${r.account}/entries/new` },
  { name: 'conta-conciliacao', path: (r) => `/accounts/${r.account}/reconcile` },
  { name: 'conta-inexistente', path: () => '/accounts/999999' },
  { name: 'a-receber', path: () => '/receivables' },
  { name: 'a-receber-parcelas', path: (r) => `/receivables/${r.receivable}` },
  {
    name: 'a-receber-recebimento',
    path: (r) => `/receivables/${r.receivable}`,
    show: async (page) => {
      await page.getByRole('button', { name: 'Registrar recebimento' }).click()
      await expect(page.getByRole('form', { name: 'Registrar recebimento' })).toBeVisible()
    },
  },
  {
    name: 'a-receber-pix',
    path: (r) => `/receivables/${r.receivable}`,
    // The Pix code of the first installment still open; without the company's key, the dialog says where to set it.
    show: async (page) => {
      await page.getByRole('button', { name: /^Pix da \d+ª parcela$/ }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0)
    },
  },
  { name: 'a-receber-inexistente', path: () => '/receivables/999999' },
  { name: 'relatorios', path: () => '/reports' },
  {
    name: 'relatorios-baixar',
    path: () => '/reports',
    show: async (page) => {
      await page.getByRole('button', { name: /^Download / }).first().click()
      await expect(page.getByRole('menu', { name: 'Formato do arquivo' })).toBeVisible()
    },
  },
  { name: 'balancete', path: () => '/reports/trial-balance' },
  { name: 'livro-diario', path: () => '/reports/journal' },
  { name: 'ajustes-contabeis', path: () => '/reports/adjustments' },
  { name: 'usuarios', path: () => '/users' },
  { name: 'usuario-novo', path: () => '/users/new' },
  { name: 'usuario', path: (r) => `/users/${r.user}` },
  { name: 'usuario-editar', path: (r) => `/users/edit/${r.user}` },
  { name: 'perfil', path: () => '/profile' },
  {
    name: 'perfil-senha',
    path: () => '/profile',
    show: async (page) => {
      await page.getByRole('button', { name: 'Alterar Senha' }).click()
      await expect(page.getByRole('dialog', { name: 'Alterar Senha' })).toBeVisible()
    },
  },
  {
    name: 'perfil-dois-fatores',
    path: () => '/profile',
    show: async (page) => {
      const card = page.getByRole('region', { name: 'Verificação em duas etapas' })
      await card.getByRole('button', { name: 'Ativar' }).click()
      await expect(card.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible()
    },
  },
  { name: 'marca', path: () => '/whitelabel' },
  { name: 'configuracoes', path: () => '/settings' },
]

async function firstId(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status(), path).toBe(200)
  const body = await res.json()
  expect(body.data.length, path).toBeGreaterThan(0)
  return body.data[0].id
}

/**
 * demoRecords reads the ids the screens need from the demo server (the request's base URL) and adds what the demo
 * lacks: a Usuário to open, a person with two-factor sign-in on, a report to download and a bank account with an
 * entry in its statement.
 */
export async function demoRecords(request: APIRequestContext): Promise<Records> {
  const token = await apiToken(request)
  const report = await request.post('/api/reports', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'assets', period: 'yearly', reference: '2025' },
  })
  expect(report.status()).toBe(201)
  const user = await createUser(request, 'user', 'Paula Pereira')
  const twoFactor = await createUser(request, 'user', 'Otávio Código')
  const personal = await apiToken(request, twoFactor.email, twoFactor.password)
  const headers = { Authorization: `Bearer ${personal}` }
  const setup = await request.post('/api/auth/totp/setup', { headers })
  expect(setup.status()).toBe(200)
  const secret: string = (await setup.json()).data.secret
  const enable = await request.post('/api/auth/totp/enable', { headers, data: { code: totp(secret) } })
  expect(enable.status()).toBe(200)
  const admin = { Authorization: `Bearer ${token}` }
  const account = await request.post('/api/accounts', {
    headers: admin,
    data: { counterpart: 'contribution', name: 'Conta Movimento Itaú', kind: 'checking', bankName: 'Itaú Unibanco', agency: '0912', number: '45873-2', openingBalance: 152340.5, openingDate: '2026-01-02' },
  })
  expect(account.status()).toBe(201)
  const accountId: number = (await account.json()).data.id
  const entry = await request.post(`/api/accounts/${accountId}/entries`, {
    headers: admin,
    data: { date: '2026-02-10', amount: 1890.35, direction: 'out', category: 'bank_fees', description: 'Tarifas do pacote de serviços' },
  })
  expect(entry.status()).toBe(201)
  const financing = await request.post('/api/debts', {
    headers: admin,
    data: { counterpart: 'expense', creditorName: 'Banco Safra — Financiamento do galpão', originalAmount: 480000, interestRate: 1.1, installments: 24, category: 'financing', system: 'price', contractDate: '2026-01-10', firstDueDate: '2026-02-10' },
  })
  expect(financing.status()).toBe(201)
  const financingId: number = (await financing.json()).data.id
  const [first] = (await (await request.get(`/api/debts/${financingId}/schedule`, { headers: admin })).json()).data
  const paid = await request.post(`/api/debts/${financingId}/payments`, {
    headers: admin,
    data: { counterpart: 'contribution', date: '2026-02-10', principal: first.amortization, interest: first.interest, installmentNumber: 1 },
  })
  expect(paid.status()).toBe(201)
  // IPCA of early 2025 as the SGS exports it, March missing: the index screen shows the gap.
  const ipca = await request.post('/api/indices/ipca/import', {
    headers: admin,
    multipart: { file: { name: 'bcdata.sgs.433.csv', mimeType: 'text/csv', buffer: Buffer.from('"data";"valor"\r\n"01/01/2025";"0,16"\r\n"01/02/2025";"1,31"\r\n"01/04/2025";"0,43"\r\n') } },
  })
  expect(ipca.status()).toBe(200)
  return {
    financing: financingId,
    asset: await firstId(request, token, '/api/assets?status=active&type=real_estate'),
    exchangedAsset: await firstId(request, token, '/api/assets?status=exchanged'),
    vehicle: await firstId(request, token, '/api/vehicles?status=in_stock'),
    debt: await firstId(request, token, '/api/debts'),
    account: accountId,
    receivable: await firstId(request, token, '/api/receivables'),
    user: user.id,
    twoFactor: { email: twoFactor.email, password: twoFactor.password, secret },
  }
}
