import { expect, test } from '@playwright/test'
import { api, noSidewaysScroll, settled, signIn, unique } from './helpers'

// The ledger through the screens (issue 35): an asset brought in by the owners ('Aporte dos sócios'), a loan received
// into an account and paid off from it, and the net-worth bridge that names each cause. The events are dated in
// 2017, a year no other spec writes in, so the bridge of that year holds only what this spec did.

test('an asset brought in by the owners and a loan paid off: the bridge names each cause, to the centavo', async ({ page, request }) => {
  // The owners put R$ 50.000,00 in a new account: 'Aporte dos sócios' is its opening balance's origin.
  const bank = await api<{ id: number; name: string }>(request, 'POST', '/accounts', {
    name: unique('Conta Sicredi'),
    kind: 'checking',
    openingBalance: 50000,
    openingDate: '2017-01-02',
    counterpart: 'contribution',
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)

  // An asset bought by no account: the form offers the counterparts, and nothing chosen is refused with the message.
  await page.goto('/assets/create')
  const description = unique('Galpão trazido pelos sócios')
  await page.getByLabel('Descrição').fill(description)
  await page.getByLabel('Valor de aquisição', { exact: true }).fill('20000000')
  await page.getByLabel('Valor atual', { exact: true }).fill('20000000')
  await page.getByLabel('Data de aquisição').fill('10/03/2017')
  await page.getByLabel('Endereço').fill('Rua das Indústrias, 500')
  await page.getByRole('button', { name: 'Criar Ativo' }).click()
  await expect(page.getByText('Escolha a conta ou a contrapartida deste valor')).toBeVisible()
  await page.getByLabel('Pago com', { exact: true }).selectOption({ label: 'Aporte dos sócios' })
  await page.getByRole('button', { name: 'Criar Ativo' }).click()
  await expect(page.getByText('Ativo criado com sucesso!')).toBeVisible()

  // A loan of R$ 30.000,00 received into the account…
  await page.goto('/debts/new')
  const creditor = unique('Banco Cooperativo')
  await page.getByLabel('Nome do credor').fill(creditor)
  await page.getByLabel('Categoria').selectOption('loan')
  await page.getByLabel('Valor original').pressSequentially('3000000')
  await page.getByLabel('Data de vencimento').fill('30/12/2017')
  await page.getByLabel('Dinheiro recebido em', { exact: true }).selectOption({ label: bank.name })
  await page.getByLabel('Data do contrato (opcional)').fill('03/04/2017')
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Dívida criada com sucesso!')).toBeVisible()

  // …paid off from it: the whole balance and R$ 500,00 of interest. The debt is paid, its balance zero.
  const [debt] = await api<{ id: number }[]>(request, 'GET', `/debts?q=${encodeURIComponent(creditor)}`)
  await page.goto(`/debts/${debt.id}`)
  await page.getByRole('button', { name: 'Registrar pagamento' }).click()
  const form = page.getByRole('form', { name: 'Registrar pagamento' })
  await form.getByLabel('Data do pagamento').fill('05/06/2017')
  await form.getByLabel('Principal').pressSequentially('3000000')
  await form.getByLabel('Juros').pressSequentially('50000')
  await form.getByLabel('Pago com', { exact: true }).selectOption({ label: bank.name })
  await expect(form.getByText('Total pago: R$ 30.500,00')).toBeVisible()
  await form.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible()
  await expect(page.getByText('Pago', { exact: true }).first()).toBeVisible()
  const paid = await api<{ status: string; currentAmount: number }>(request, 'GET', `/debts/${debt.id}`)
  expect(paid).toMatchObject({ status: 'paid', currentAmount: 0 })

  // The dashboard of 31/12/2017, its year: the owners brought R$ 250.000,00 (the account's money and the asset), the
  // interest cost R$ 500,00; the loan itself moved nothing. The bars say the same as the list.
  await page.goto('/dashboard?data=2017-12-31')
  await settled(page)
  const bridge = page.getByRole('region', { name: 'Variação do Patrimônio Líquido' })
  await expect(bridge.getByText('De 01/01/2017 a 31/12/2017')).toBeVisible()
  const causes = bridge.getByRole('list', { name: 'Causas da variação' }).getByRole('listitem')
  await expect(causes).toHaveText([
    'Patrimônio no inícioR$\u00a00,00',
    'Juros e encargos\u2212R$\u00a0500,00',
    'Aportes dos sócios+R$\u00a0250.000,00',
    'Patrimônio no fimR$\u00a0249.500,00',
  ])
  // The canvas's own text, which a screen reader reads for the bars.
  await expect(bridge.locator('canvas li')).toHaveText([
    'Abertura: R$\u00a00,00',
    'Juros e encargos: \u2212R$\u00a0500,00',
    'Aportes dos sócios: +R$\u00a0250.000,00',
    'Fechamento: R$\u00a0249.500,00',
  ])

  // A cause opens the entries behind it, each with what it moved.
  await bridge.getByRole('button', { name: /Aportes dos sócios/ }).click()
  const entries = bridge.getByRole('list', { name: 'Lançamentos: Aportes dos sócios' }).getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.filter({ hasText: description })).toContainText('+R$\u00a0200.000,00')
  await expect(entries.filter({ hasText: bank.name })).toContainText('+R$\u00a050.000,00')
  await page.screenshot({ path: test.info().outputPath('bridge-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('bridge-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  // The accountant's views agree: the journal of the year has the entries, the trial balance balances.
  await page.goto('/reports/journal?de=2017-01-01&ate=2017-12-31')
  await settled(page)
  const journal = page.getByRole('list', { name: 'Lançamentos do livro diário' }).getByRole('listitem')
  await expect(journal.filter({ hasText: `Aquisição de ativo: ${description}` })).toContainText('Capital e aportes dos sócios')
  await expect(journal.filter({ hasText: creditor }).first()).toBeVisible()
  await page.goto('/reports/trial-balance?data=2017-12-31')
  await settled(page)
  const totals = page.getByRole('region', { name: 'Balancete' }).locator('tfoot td')
  await expect(totals.nth(1)).toHaveText(await totals.nth(2).innerText())
})

// An administrator's adjustment (issue 35): part of what the owners brought in 2015 — a year no other spec writes
// in — was already the company's before it began using the product. A sub-account under 'Saldos de abertura' takes
// it; the bridge moves the amount from contributions to opening balances and its end stays.
test('an adjustment with its reason reclassifies between causes into a sub-account; the net worth stays', async ({ page, request }) => {
  const description = unique('Sala dos sócios')
  await api(request, 'POST', '/assets', {
    description, type: 'other', acquisitionValue: 10000, currentValue: 10000, acquisitionDate: '2015-02-10', counterpart: 'contribution',
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/reports')
  await page.getByRole('link', { name: /Ajustes contábeis/ }).click()
  await expect(page.getByRole('heading', { name: 'Ajustes contábeis', level: 1 })).toBeVisible()

  const name = unique('Bens anteriores')
  await page.getByRole('button', { name: 'Nova subconta' }).click()
  const subForm = page.getByRole('form', { name: 'Criar subconta' })
  await subForm.getByRole('button', { name: 'Criar subconta' }).click()
  await expect(subForm.getByText('Escolha uma conta de patrimônio líquido, de receita ou de despesa')).toBeVisible()
  await subForm.getByLabel('Conta', { exact: true }).selectOption({ label: '3.5 · Saldos de abertura' })
  await subForm.getByLabel('Nome da subconta').fill(name)
  await subForm.getByRole('button', { name: 'Criar subconta' }).click()
  await expect(page.getByText('Subconta criada com sucesso!')).toBeVisible()
  const sub = page.getByRole('list', { name: 'Subcontas' }).getByRole('listitem').filter({ hasText: name })
  await expect(sub).toContainText('em Saldos de abertura')

  await page.getByRole('button', { name: 'Novo ajuste' }).click()
  const form = page.getByRole('form', { name: 'Lançar ajuste' })
  await form.getByLabel('Conta a débito').selectOption({ label: '3.1 · Capital e aportes dos sócios' })
  await form.getByLabel('Conta a crédito').selectOption({ label: '3.1 · Capital e aportes dos sócios' })
  await form.getByRole('button', { name: 'Lançar ajuste' }).click()
  await expect(form.getByText('A conta a crédito deve ser diferente da conta a débito')).toBeVisible()
  await expect(form.getByText('Informe o motivo do ajuste')).toBeVisible()
  const subOption = await form.getByLabel('Conta a crédito').locator('option', { hasText: name }).getAttribute('value')
  await form.getByLabel('Conta a crédito').selectOption(subOption!)
  await form.getByLabel('Data').fill('10/02/2015')
  await form.getByLabel('Valor').pressSequentially('400000')
  await form.getByLabel('Motivo').fill('A sala já era da empresa antes da abertura dos livros')
  await form.getByRole('button', { name: 'Lançar ajuste' }).click()
  await expect(page.getByText('Ajuste lançado com sucesso!')).toBeVisible()
  const listed = page.getByRole('list', { name: 'Ajustes lançados' }).getByRole('listitem').first()
  await expect(listed).toContainText('10/02/2015 · R$\u00a04.000,00')
  await expect(listed).toContainText(`Crédito: ${subOption} ${name}`)
  await settled(page)
  await page.screenshot({ path: test.info().outputPath('adjustments-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('adjustments-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/dashboard?data=2015-12-31')
  await settled(page)
  const causes = page.getByRole('region', { name: 'Variação do Patrimônio Líquido' }).getByRole('list', { name: 'Causas da variação' }).getByRole('listitem')
  await expect(causes).toHaveText([
    'Patrimônio no inícioR$\u00a00,00',
    'Aportes dos sócios+R$\u00a06.000,00',
    'Saldos de abertura+R$\u00a04.000,00',
    'Patrimônio no fimR$\u00a010.000,00',
  ])
  await page.goto('/reports/trial-balance?data=2015-12-31')
  await settled(page)
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('R$\u00a04.000,00')

  // A despesa names the company's sub-account of its category's account; the journal posts it there.
  const fuel = unique('Combustível')
  await api(request, 'POST', '/ledger/subaccounts', { parent: '5.3.08', name: fuel })
  const bank = await api<{ id: number }>(request, 'POST', '/accounts', {
    name: unique('Caixa 2015'), kind: 'cash', openingBalance: 1000, openingDate: '2015-01-02', counterpart: 'contribution',
  })
  await page.goto(`/accounts/${bank.id}/entries/new`)
  await page.getByLabel('Categoria').selectOption('other_expense')
  const fuelOption = await page.getByLabel('Subconta (opcional)').locator('option', { hasText: fuel }).getAttribute('value')
  await page.getByLabel('Subconta (opcional)').selectOption(fuelOption!)
  await page.getByLabel('Valor').pressSequentially('12000')
  await page.getByLabel('Data').fill('20/03/2015')
  await page.screenshot({ path: test.info().outputPath('entry-subaccount-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Registrar Lançamento' }).click()
  await expect(page.getByText('Lançamento registrado com sucesso!')).toBeVisible()
  await page.goto('/reports/journal?de=2015-03-20&ate=2015-03-20')
  await settled(page)
  await expect(page.getByRole('list', { name: 'Lançamentos do livro diário' }).getByRole('listitem').first()).toContainText(fuel)
})
