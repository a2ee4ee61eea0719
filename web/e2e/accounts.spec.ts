import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, createUser, dayInSaoPaulo, noSidewaysScroll, signIn, unique } from './helpers'

const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais)

const NEGATIVE = 'Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo'

async function accountsTotal(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request)
  const res = await request.get('/api/accounts', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).meta.summary.balanceTotal
}

/** statementRows are the statement's lines, each as its text. */
const statementRows = (page: Page) => page.getByRole('region', { name: 'Extrato' }).getByRole('row').filter({ hasNot: page.getByRole('columnheader') })

test('create two accounts, an entry and a transfer; the statement runs its balance and the list adds them up', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Úrsula Usuária')
  const caixa = unique('Caixa da loja')
  const banco = unique('Conta Itaú')
  const before = await accountsTotal(request)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contas' }).click()
  await expect(page).toHaveURL(/\/accounts$/)

  // A new account: wrong input first, with the exact messages, then right.
  await page.getByRole('link', { name: 'Nova Conta' }).click()
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByText('Nome da conta é obrigatório')).toBeVisible()
  await expect(page.getByText('Data do saldo inicial é obrigatória')).toBeVisible()
  await page.getByLabel('Nome da conta').fill(caixa)
  await page.getByLabel('Tipo').selectOption('cash')
  await expect(page.getByLabel('Banco (opcional)')).toHaveCount(0)
  await page.getByLabel('Saldo inicial', { exact: true }).pressSequentially('100000')
  await page.getByLabel('Data do saldo inicial').fill(dayInSaoPaulo(1))
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByText('Data não pode ser posterior a hoje')).toBeVisible()
  await expect(page).toHaveURL(/\/accounts\/new$/)
  await page.getByLabel('Data do saldo inicial').fill('01/01/2025')
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page.getByText('Escolha a conta ou a contrapartida deste valor')).toBeVisible()
  await page.getByLabel('Origem do saldo inicial').selectOption({ label: 'Aporte dos sócios' })
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page).toHaveURL(/\/accounts$/)
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible()

  await page.getByRole('link', { name: 'Nova Conta' }).click()
  await page.getByLabel('Nome da conta').fill(banco)
  await page.getByLabel('Banco (opcional)').fill('Itaú Unibanco')
  await page.getByLabel('Agência (opcional)').fill('0001')
  await page.getByLabel('Número (opcional)').fill('12345-6')
  await page.getByLabel('Saldo inicial', { exact: true }).pressSequentially('50000')
  await page.getByLabel('Data do saldo inicial').fill('01/02/2025')
  await page.getByLabel('Origem do saldo inicial').selectOption({ label: 'Saldo de abertura' })
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await expect(page).toHaveURL(/\/accounts$/)
  await expect(page.getByRole('main').getByRole('listitem', { name: banco })).toContainText('Conta corrente · Itaú Unibanco · Ag. 0001 · C/C 12345-6')

  // An entry of the cash: wrong first (nothing chosen, then more than the cash holds), then right.
  await page.getByRole('link', { name: `Ver extrato de ${caixa}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: caixa })).toBeVisible()
  await page.getByRole('link', { name: 'Novo Lançamento' }).click()
  await page.getByRole('button', { name: 'Registrar Lançamento' }).click()
  await expect(page.getByText('Categoria é obrigatória')).toBeVisible()
  await expect(page.getByText('Valor deve ser maior que zero')).toBeVisible()
  await page.getByLabel('Categoria').selectOption({ label: 'Impostos' })
  await page.getByLabel('Valor').pressSequentially('200000')
  await page.getByLabel('Data', { exact: true }).fill('10/03/2025')
  await page.getByLabel('Descrição (opcional)').fill('ISS de fevereiro')
  await page.getByRole('button', { name: 'Registrar Lançamento' }).click()
  await expect(page.getByText(NEGATIVE)).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao registrar lançamento. Tente novamente.' })).toBeVisible()
  await page.getByLabel('Valor').fill('')
  await page.getByLabel('Valor').pressSequentially('15000')
  await page.getByRole('button', { name: 'Registrar Lançamento' }).click()
  await expect(page.getByText('Lançamento registrado com sucesso!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: caixa })).toBeVisible()

  // A transfer from the cash to the bank: the same account on both sides first.
  await page.getByRole('link', { name: 'Transferir' }).click()
  const from = await page.getByLabel('Conta de origem').inputValue()
  await page.getByLabel('Conta de destino').selectOption(from)
  await page.getByLabel('Valor').pressSequentially('30000')
  await page.getByLabel('Data', { exact: true }).fill('15/03/2025')
  await page.getByRole('button', { name: 'Transferir' }).click()
  await expect(page.getByText('A conta de destino deve ser diferente da conta de origem')).toBeVisible()
  const to = await page.getByLabel('Conta de destino').locator('option', { hasText: banco }).getAttribute('value')
  await page.getByLabel('Conta de destino').selectOption(to!)
  await page.getByLabel('Descrição (opcional)').fill('Depósito do caixa')
  await page.getByRole('button', { name: 'Transferir' }).click()
  await expect(page.getByText('Transferência registrada com sucesso!')).toBeVisible()

  // The cash's statement: oldest first, each line with the balance after it.
  await expect(page.getByRole('heading', { level: 1, name: caixa })).toBeVisible()
  await expect(page.getByText(brl(550), { exact: true }).first()).toBeVisible()
  const rows = statementRows(page)
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('01/01/2025Saldo inicial')
  await expect(rows.nth(0)).toContainText(`+ ${brl(1000)}Saldo ${brl(1000)}`)
  await expect(rows.nth(1)).toContainText('10/03/2025ImpostosISS de fevereiro')
  await expect(rows.nth(1)).toContainText(`− ${brl(150)}Saldo ${brl(850)}`)
  await expect(rows.nth(2)).toContainText(`15/03/2025Transferência para ${banco}Depósito do caixa`)
  await expect(rows.nth(2)).toContainText(`− ${brl(300)}Saldo ${brl(550)}`)
  await page.screenshot({ path: test.info().outputPath('account-detail-1280.png'), fullPage: true })

  // A period: the balance before it and its lines only.
  await page.getByLabel('De', { exact: true }).fill('11/03/2025')
  await expect(rows).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Extrato' })).toContainText(`Saldo em 11/03/2025 (antes dos lançamentos do dia)${brl(850)}`)
  await page.getByLabel('De', { exact: true }).fill('')

  // The bank's statement shows the other side.
  await page.getByRole('link', { name: 'Voltar para contas' }).click()
  await page.getByRole('link', { name: `Ver extrato de ${banco}` }).click()
  await expect(statementRows(page)).toHaveCount(2)
  await expect(statementRows(page).nth(1)).toContainText(`Transferência de ${caixa}Depósito do caixa+ ${brl(300)}Saldo ${brl(800)}`)

  // The list: each balance, and the total moved by exactly what these accounts hold.
  await page.getByRole('link', { name: 'Voltar para contas' }).click()
  await expect(page.getByRole('main').getByRole('listitem', { name: caixa })).toContainText(brl(550))
  await expect(page.getByRole('main').getByRole('listitem', { name: banco })).toContainText(brl(800))
  await expect(page.getByRole('group', { name: 'Saldo total' })).toContainText(brl(before + 1350))
  await page.screenshot({ path: test.info().outputPath('accounts-1280.png'), fullPage: true })

  // On a phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('accounts-390.png'), fullPage: true })
  await page.getByRole('link', { name: `Ver extrato de ${caixa}` }).click()
  await expect(statementRows(page)).toHaveCount(3)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('account-detail-390.png'), fullPage: true })
  await page.getByRole('link', { name: 'Novo Lançamento' }).click()
  await expect(page.getByLabel('Categoria')).toBeVisible()
  await noSidewaysScroll(page)
})

test('the Leitor reads accounts and statements but sees no create, edit, entry, transfer or delete; an admin cannot delete an account with movements', async ({ page, request }) => {
  const token = await apiToken(request)
  const auth = { Authorization: `Bearer ${token}` }
  const name = unique('Caixa lido')
  const res = await request.post('/api/accounts', { data: { counterpart: 'contribution', name, kind: 'cash', openingBalance: 80, openingDate: '2025-01-01' }, headers: auth })
  expect(res.status()).toBe(201)
  const id = (await res.json()).data.id
  const entry = await request.post(`/api/accounts/${id}/entries`, { data: { date: '2025-02-01', amount: 30, direction: 'in', category: 'services' }, headers: auth })
  expect(entry.status()).toBe(201)

  const viewer = await createUser(request, 'viewer', 'Vera Leitora')
  await signIn(page, viewer.email, viewer.password)
  await page.goto('/accounts')
  await expect(page.getByRole('main').getByRole('listitem', { name })).toContainText(brl(110))
  for (const text of ['Nova Conta', 'Transferir', 'Editar', 'Excluir']) {
    await expect(page.getByText(text, { exact: true })).toHaveCount(0)
  }
  await page.getByRole('link', { name: `Ver extrato de ${name}` }).click()
  await expect(statementRows(page)).toHaveCount(2)
  for (const text of ['Novo Lançamento', 'Transferir', 'Editar', 'Excluir']) {
    await expect(page.getByText(text, { exact: true })).toHaveCount(0)
  }
  await page.goto(`/accounts/${id}/entries/new`)
  await expect(page.getByText('Acesso Negado')).toBeVisible()

  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await signIn(page)
  await page.goto(`/accounts/${id}`)
  await page.getByRole('button', { name: 'Excluir' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Esta conta tem lançamentos ou transferências e não pode ser excluída.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/accounts/${id}$`))
})

test('at 1280 px, three cards a row show a balance of millions and the bank line whole (issue 38)', async ({ page, request }) => {
  const token = await apiToken(request)
  const name = unique('Conta Movimento Principal')
  const res = await request.post('/api/accounts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { counterpart: 'opening', name, kind: 'checking', bankName: 'Itaú Unibanco', agency: '1234-5', number: '123456789-0', openingBalance: 12345678.9, openingDate: '2026-01-02' },
  })
  expect(res.status()).toBe(201)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/accounts')
  const card = page.getByRole('main').getByRole('listitem', { name })
  await expect(card).toContainText('R$\u00a012.345.678,90')
  for (const text of ['R$\u00a012.345.678,90', 'C/C 123456789-0']) {
    const cut = await card.getByText(text, { exact: false }).first().evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
    expect(cut, `${text} is cut`).toBe(false)
  }
  await page.screenshot({ path: test.info().outputPath('contas-1280.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(card).toContainText('R$\u00a012.345.678,90')
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('contas-390.png') })

  // A statement line's long description reads whole on a phone, wrapped, not cut.
  const long = 'Manutenção do ar-condicionado central da sala de reuniões e troca dos filtros do segundo andar'
  const account = (await res.json()).data.id
  const entry = await request.post(`/api/accounts/${account}/entries`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { date: '2026-02-10', amount: 1234.56, direction: 'out', category: 'maintenance', description: long },
  })
  expect(entry.status()).toBe(201)
  await page.goto(`/accounts/${account}`)
  const line = page.getByText(long)
  await expect(line).toBeVisible()
  expect(await line.evaluate((el) => el.scrollWidth > el.clientWidth), 'the description is cut').toBe(false)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('extrato-390.png'), fullPage: true })
})
