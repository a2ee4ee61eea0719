import { expect, test, type APIRequestContext } from '@playwright/test'
import { api, createUser, dayInSaoPaulo, isoInSaoPaulo, noSidewaysScroll, settled, signIn, unique } from './helpers'

const FUTURE = 'Data não pode ser posterior a hoje'

type Account = { id: number; name: string; balance: number }
const balanceOf = async (request: APIRequestContext, id: number) => (await api<Account>(request, 'GET', `/accounts/${id}`)).balance

test('an asset bought from an account, valued on a day and sold into it: the account follows every event', async ({ page, request }) => {
  const bank = await api<Account>(request, 'POST', '/accounts', { counterpart: 'contribution',
    name: unique('Conta Bradesco'),
    kind: 'checking',
    openingBalance: 500000,
    openingDate: '2025-01-02',
  })
  const person = await createUser(request, 'user', 'Úrsula Usuária')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)

  // Bought with the bank's money: a future date is refused first, with the exact message.
  await page.goto('/assets/create')
  const description = unique('Sala comercial Centro')
  await page.getByLabel('Descrição').fill(description)
  await page.getByLabel('Valor de aquisição', { exact: true }).fill('20000000')
  await page.getByLabel('Valor atual', { exact: true }).fill('20000000')
  await page.getByLabel('Data de aquisição').fill(dayInSaoPaulo(2))
  await page.getByLabel('Endereço').fill('Rua XV de Novembro, 100')
  // Nothing chosen at first: the accounts, then the counterparts with no money in an account.
  const paidWith = page.getByLabel('Pago com', { exact: true })
  await expect(paidWith).toHaveValue('')
  await expect(paidWith.locator('optgroup[label="Sem dinheiro em conta"] option')).toHaveText(['Aporte dos sócios', 'Saldo de abertura', 'Ajuste (com justificativa)'])
  await paidWith.selectOption({ label: bank.name })
  await page.getByRole('button', { name: 'Criar Ativo' }).click()
  await expect(page.getByText(FUTURE)).toBeVisible()
  await expect(page).toHaveURL(/\/assets\/create$/)
  await page.getByLabel('Data de aquisição').fill('10/03/2025')
  await page.getByRole('button', { name: 'Criar Ativo' }).click()
  await expect(page.getByText('Ativo criado com sucesso!')).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(300000)

  // Valued on a day of its own: a future day first, then a real one.
  const [asset] = await api<{ id: number }[]>(request, 'GET', `/assets?q=${encodeURIComponent(description)}`)
  await page.goto(`/assets/${asset.id}`)
  const valuation = page.getByRole('form', { name: 'Registrar avaliação' })
  await valuation.getByLabel('Data da avaliação').fill(dayInSaoPaulo(1))
  await valuation.getByLabel('Valor avaliado').fill('23000000')
  await valuation.getByRole('button', { name: 'Registrar' }).click()
  await expect(valuation.getByText(FUTURE)).toBeVisible()
  await valuation.getByLabel('Data da avaliação').fill('01/09/2025')
  await valuation.getByLabel('Observações da avaliação').fill('Laudo do corretor')
  await valuation.getByRole('button', { name: 'Registrar' }).click()
  await expect(page.getByText('Avaliação registrada com sucesso!')).toBeVisible()
  await expect(page.getByText('R$ 230.000,00').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('asset-valuation-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('asset-valuation-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  // Sold into the bank.
  await page.getByRole('link', { name: 'Registrar Venda' }).click()
  await page.getByLabel('Data da venda').fill('15/10/2025')
  await page.getByLabel('Valor da venda', { exact: true }).fill('25000000')
  await page.getByLabel('Nome do comprador').fill('Carlos Lima')
  await page.getByLabel('Recebido em', { exact: true }).selectOption({ label: bank.name })
  await page.getByRole('button', { name: 'Registrar Venda' }).click()
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(550000)
  const statement = await api<{ movements: { description: string; amount: number; direction: string }[] }>(request, 'GET', `/accounts/${bank.id}/statement`)
  expect(statement.movements.map((m) => `${m.description} ${m.direction} ${m.amount}`)).toEqual([
    ' in 500000',
    `Aquisição de ativo: ${description} out 200000`,
    `Venda de ativo: ${description} in 250000`,
  ])
})

test('a loan received into an account and its payments: principal lowers the balance, the account pays both parts', async ({ page, request }) => {
  const bank = await api<Account>(request, 'POST', '/accounts', { name: unique('Conta Caixa Econômica'), kind: 'checking', openingBalance: 0, openingDate: '2025-01-02' })
  const person = await createUser(request, 'user', 'Úrsula Usuária')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)

  await page.goto('/debts/new')
  const creditor = unique('Banco Inter')
  await page.getByLabel('Nome do credor').fill(creditor)
  await page.getByLabel('Categoria').selectOption('loan')
  await page.getByLabel('Valor original').pressSequentially('6000000')
  await page.getByLabel('Data de vencimento').fill('30/06/2030')
  // The money entered an account: the contract date is needed, and may not lie ahead.
  await page.getByLabel('Dinheiro recebido em', { exact: true }).selectOption({ label: bank.name })
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Informe a data do contrato: é o dia em que o dinheiro entrou na conta')).toBeVisible()
  await page.getByLabel('Data do contrato (opcional)').fill(dayInSaoPaulo(3))
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText(FUTURE)).toBeVisible()
  await page.getByLabel('Data do contrato (opcional)').fill('05/05/2025')
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Dívida criada com sucesso!')).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(60000)

  const [debt] = await api<{ id: number }[]>(request, 'GET', `/debts?q=${encodeURIComponent(creditor)}`)
  await page.goto(`/debts/${debt.id}`)
  await expect(page.getByText('05/05/2025')).toBeVisible()
  await expect(page.getByText('Nenhum pagamento registrado.')).toBeVisible()
  await page.getByRole('button', { name: 'Registrar pagamento' }).click()
  const form = page.getByRole('form', { name: 'Registrar pagamento' })
  await form.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(form.getByText('Informe o principal ou os juros do pagamento')).toBeVisible()
  await form.getByLabel('Data do pagamento').fill('05/06/2025')
  await form.getByLabel('Principal').pressSequentially('500000')
  await form.getByLabel('Juros').pressSequentially('60000')
  await form.getByLabel('Pago com', { exact: true }).selectOption({ label: bank.name })
  await expect(form.getByText('Total pago: R$ 5.600,00')).toBeVisible()
  await form.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible()
  await expect(page.getByTestId('payment')).toHaveCount(1)
  await expect(page.getByTestId('payment')).toContainText('Principal R$ 5.000,00 · Juros R$ 600,00')
  await expect(page.getByTestId('payment')).toContainText(bank.name)
  await expect(page.getByText('R$ 55.000,00')).toBeVisible() // the balance: lowered by the principal only
  expect(await balanceOf(request, bank.id)).toBe(54400)
  // A user may record payments but not delete them.
  await expect(page.getByRole('button', { name: /Excluir o pagamento/ })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('debt-payments-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('debt-payments-390.png'), fullPage: true })

  // An admin deletes a payment recorded by mistake: after the confirmation its money is back in the account and
  // its principal back in the balance.
  await page.evaluate(() => localStorage.clear())
  await signIn(page)
  await page.goto(`/debts/${debt.id}`)
  await page.getByRole('button', { name: 'Excluir o pagamento de 05/06/2025' }).click()
  const dialog = page.getByRole('dialog', { name: 'Excluir Pagamento' })
  await expect(dialog).toContainText('Excluir o pagamento de R$ 5.600,00 de 05/06/2025? O valor volta para a conta e o principal volta ao saldo devedor.')
  await dialog.getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Pagamento excluído com sucesso!')).toBeVisible()
  await expect(page.getByText('Nenhum pagamento registrado.')).toBeVisible()
  await expect(page.getByText('R$ 60.000,00').first()).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(60000)

  // The dashboard counts the accounts: 'Caixa e bancos' in the distribution.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/dashboard')
  await expect(page.getByRole('list', { name: 'Legenda da distribuição' })).toContainText('Caixa e bancos')
  await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true })
})

test("a debt paid from an account, deleted: the account's balance follows on the accounts screen without a reload", async ({ page, request }) => {
  const bank = await api<Account>(request, 'POST', '/accounts', { counterpart: 'contribution', name: unique('Conta Refresh'), kind: 'checking', openingBalance: 10000, openingDate: '2025-01-02' })
  const creditor = unique('Fornecedor Refresh')
  const debt = await api<{ id: number }>(request, 'POST', '/debts', { counterpart: 'expense', creditorName: creditor, originalAmount: 1000, dueDate: '2030-01-10' })
  await api(request, 'POST', `/debts/${debt.id}/payments`, { date: isoInSaoPaulo(), principal: 400, accountId: bank.id })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  const nav = page.getByRole('navigation', { name: 'Menu principal' })
  await nav.getByRole('link', { name: 'Contas' }).click()
  await expect(page.getByRole('main').getByRole('listitem', { name: bank.name })).toContainText('R$ 9.600,00')

  // To the debt and its deletion without leaving the app: the accounts screen read before is not what it shows after.
  await nav.getByRole('link', { name: 'Dívidas' }).click()
  await page.getByLabel('Buscar dívidas').fill(creditor)
  await page.getByRole('main').getByRole('listitem', { name: creditor }).getByRole('link', { name: `Ver ${creditor}` }).click()
  await page.getByRole('button', { name: 'Excluir', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(page).toHaveURL(/\/debts$/)
  await nav.getByRole('link', { name: 'Contas' }).click()
  await expect(page.getByRole('main').getByRole('listitem', { name: bank.name })).toContainText('R$ 10.000,00')
})
