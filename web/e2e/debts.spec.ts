import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, createUser, signIn, unique } from './helpers'

/** money matches an amount as the screen shows it (Intl puts a non-breaking space after R$). */
const money = (text: string) => new RegExp(`R\\$\\s${text.replace(/\./g, '\\.')}`)

async function createDebt(request: APIRequestContext, data: Record<string, unknown>) {
  const token = await apiToken(request)
  const res = await request.post('/api/debts', { data, headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(201)
  return (await res.json()).data as { id: number; creditorName: string }
}

/** searchDebts narrows the list (and so its summary cards) to one creditor. */
async function searchDebts(page: Page, creditor: string) {
  await page.getByLabel('Buscar dívidas').fill(creditor)
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)
}

const card = (page: Page, title: string) => page.getByRole('group', { name: title })

test('create a debt through the form, see it in its summary card, edit it to paid and see the summary move', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Úrsula Usuária')
  const creditor = unique('Banco Credor')
  await signIn(page, person.email, person.password)
  await page.getByRole('link', { name: 'Dívidas' }).click()
  await expect(page).toHaveURL(/\/debts$/)
  await page.getByRole('link', { name: 'Nova Dívida' }).click()

  // Wrong input first: the messages of docs/product.md §5, and nothing is sent.
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Nome do credor é obrigatório')).toBeVisible()
  await expect(page.getByText('Valor original deve ser maior que zero')).toBeVisible()
  await expect(page.getByText('Data de vencimento é obrigatória')).toBeVisible()

  await page.getByLabel('Nome do credor').fill(creditor)
  await page.getByLabel('Descrição (opcional)').fill('Capital de giro')
  await page.getByLabel('Categoria').selectOption('loan')
  await page.getByLabel('Valor original').pressSequentially('1500000')
  // The balance follows the original amount while the person has not typed one.
  await expect(page.getByLabel('Saldo devedor')).toHaveValue('15.000,00')
  await page.getByLabel('Taxa de juros (%)').fill('100.01')
  await page.getByLabel('Número de parcelas').fill('3')
  await page.getByLabel('Parcela atual').fill('4')
  await page.getByLabel('Data de vencimento').fill('30/06/2099')
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page.getByText('Escolha a conta ou a contrapartida deste valor')).toBeVisible()
  await expect(page.getByText('Taxa de juros deve estar entre 0% e 100%')).toBeVisible()
  await expect(page.getByText('Parcela atual não pode ser maior que o total de parcelas')).toBeVisible()
  await expect(page).toHaveURL(/\/debts\/new$/)

  // Then valid.
  await page.getByLabel('Taxa de juros (%)').fill('1,5')
  await page.getByLabel('Parcela atual').fill('2')
  await page.getByLabel('Saldo devedor').fill('')
  await page.getByLabel('Saldo devedor').pressSequentially('1234567')
  await page.getByLabel('Dinheiro recebido em', { exact: true }).selectOption({ label: 'Despesa a pagar' })
  await page.getByRole('button', { name: 'Criar Dívida' }).click()
  await expect(page).toHaveURL(/\/debts$/)
  await expect(page.getByText('Dívida criada com sucesso!')).toBeVisible()

  await searchDebts(page, creditor)
  const debt = page.getByRole('main').getByRole('listitem', { name: creditor })
  await expect(debt).toContainText('Ativo')
  await expect(debt).toContainText('Empréstimo')
  await expect(debt).toContainText(money('15.000,00'))
  await expect(debt).toContainText(money('12.345,67'))
  await expect(debt).toContainText('30/06/2099')
  await expect(debt).toContainText('1,50% a.m.')
  await expect(debt).toContainText('2 de 3')
  // 'Total de Dívidas' counts every debt; the other cards follow the search.
  const headers = { Authorization: `Bearer ${await apiToken(request)}` }
  const every = (await (await request.get('/api/debts?pageSize=1', { headers })).json()).meta.summary.all
  await expect(card(page, 'Total de Dívidas')).toHaveText(new RegExp(`^Total de Dívidas\\s*${every}$`))
  await expect(card(page, 'Valor Original')).toContainText(money('15.000,00'))
  await expect(card(page, 'Saldo Ativo')).toContainText(money('12.345,67'))
  await expect(card(page, 'Em Atraso')).toContainText(money('0,00'))
  await expect(card(page, 'Quitadas')).toHaveText(/^Quitadas\s*0$/)
  // A user creates and edits but never deletes.
  await expect(page.getByRole('button', { name: /Excluir/ })).toHaveCount(0)

  // Edit it to paid: not while it has a balance (that is a payment), but with the balance forgiven.
  await debt.getByRole('link', { name: `Editar ${creditor}` }).click()
  await expect(page.getByRole('heading', { name: 'Editar Dívida' })).toBeVisible()
  await expect(page.getByLabel('Saldo devedor')).toHaveValue('12.345,67')
  await page.getByLabel('Status').selectOption('paid')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText("Para quitar a dívida, registre o pagamento em 'Registrar pagamento' (ou zere o saldo com o motivo)")).toBeVisible()
  await page.getByLabel('Saldo devedor').fill('')
  await page.getByLabel('Motivo da mudança do saldo').selectOption({ label: 'Perdão de dívida' })
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page).toHaveURL(/\/debts$/)
  await expect(page.getByText('Dívida atualizada com sucesso!')).toBeVisible()

  await searchDebts(page, creditor)
  await expect(debt).toContainText('Pago')
  await expect(card(page, 'Quitadas')).toHaveText(/^Quitadas\s*1$/)
  await expect(card(page, 'Saldo Ativo')).toContainText(money('0,00'))
  await expect(card(page, 'Valor Original')).toContainText(money('15.000,00'))

  // What the server kept.
  const token = await apiToken(request, person.email, person.password)
  const res = await request.get(`/api/debts?q=${encodeURIComponent(creditor)}`, { headers: { Authorization: `Bearer ${token}` } })
  const [kept] = (await res.json()).data
  expect(kept).toMatchObject({ creditorName: creditor, status: 'paid', currentAmount: 0, originalAmount: 15000, interestRate: 1.5, installments: 3, currentInstallment: 2, category: 'loan' })

  // The detail reads Pago and names who created and changed it.
  await debt.getByRole('link', { name: `Ver ${creditor}` }).click()
  await expect(page).toHaveURL(/\/debts\/\d+$/)
  // The list stays on screen while the detail screen loads, and its card has the same heading and 'Pago': wait
  // for what only the detail has.
  await expect(page.getByRole('link', { name: 'Voltar para dívidas' })).toBeVisible()
  await expect(page.getByRole('heading', { name: creditor })).toBeVisible()
  await expect(page.getByText('Pago', { exact: true })).toBeVisible()
  await expect(page.getByText(/por Úrsula Usuária/).first()).toBeVisible()
})

test('an active debt past its due date is shown overdue, in its card and through the status filter', async ({ page, request }) => {
  const creditor = unique('Credor Atrasado')
  await createDebt(request, { counterpart: 'expense', creditorName: creditor, originalAmount: 2500.1, currentAmount: 2000.05, dueDate: '2020-01-31', status: 'active', category: 'financing' })
  await signIn(page)
  await page.goto('/debts')
  await searchDebts(page, creditor)
  await expect(page.getByRole('main').getByRole('listitem', { name: creditor })).toContainText('Em Atraso')
  await expect(card(page, 'Em Atraso')).toContainText(money('2.000,05'))
  await expect(card(page, 'Saldo Ativo')).toContainText(money('0,00'))

  await page.getByLabel('Filtrar por status').selectOption('active')
  await expect(page.getByText('Nenhuma dívida encontrada')).toBeVisible()
  await page.getByLabel('Filtrar por status').selectOption('overdue')
  await expect(page.getByRole('main').getByRole('listitem', { name: creditor })).toBeVisible()
  await page.getByLabel('Filtrar por tipo').selectOption('loan')
  await expect(page.getByText('Nenhuma dívida encontrada')).toBeVisible()
})

test('an admin deletes a debt through the confirmation dialog', async ({ page, request }) => {
  const creditor = unique('Credor Removível')
  const debt = await createDebt(request, { counterpart: 'expense', creditorName: creditor, originalAmount: 999.99, dueDate: '2099-01-10' })
  await signIn(page)
  await page.goto('/debts')
  await searchDebts(page, creditor)
  await page.getByRole('link', { name: `Ver ${creditor}` }).click()
  await expect(page).toHaveURL(new RegExp(`/debts/${debt.id}$`))
  await expect(page.getByText('Pendente', { exact: true })).toBeVisible()
  await expect(page.getByText('Criada em')).toBeVisible()
  await expect(page.getByText('Última atualização')).toBeVisible()

  await page.getByRole('button', { name: 'Excluir' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Tem certeza que deseja excluir a dívida com ${creditor}?`)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Excluir' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(page).toHaveURL(/\/debts$/)
  await expect(page.getByText('Dívida excluída com sucesso!')).toBeVisible()
  await page.getByLabel('Buscar dívidas').fill(creditor)
  await expect(page.getByText('Nenhuma dívida encontrada')).toBeVisible()
  await page.goto(`/debts/${debt.id}`)
  await expect(page.getByRole('heading', { name: 'Dívida não encontrada' })).toBeVisible()
})

test('a long list comes 50 at a time: Página 1 de 2, then the remaining 5 on the next page', async ({ page, request }) => {
  // 55 debts sharing one unique word, due on consecutive days so the list (by due date) has a fixed order.
  const word = unique('Credor Paginado')
  const headers = { Authorization: `Bearer ${await apiToken(request)}` }
  const name = (i: number) => `${word} ${String(i).padStart(2, '0')}`
  for (let i = 1; i <= 55; i++) {
    const dueDate = new Date(Date.UTC(2099, 0, i)).toISOString().slice(0, 10)
    const res = await request.post('/api/debts', { data: { counterpart: 'expense', creditorName: name(i), originalAmount: 100 + i, dueDate }, headers })
    expect(res.status()).toBe(201)
  }

  await signIn(page)
  await page.goto('/debts')
  await page.getByLabel('Buscar dívidas').fill(word)
  const paging = page.getByRole('navigation', { name: 'Paginação' })
  await expect(paging).toContainText('Página 1 de 2')
  await expect(paging).toContainText('1–50 de 55')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(50)
  await expect(page.getByRole('main').getByRole('listitem', { name: name(1) })).toBeVisible()
  await expect(paging.getByRole('button', { name: 'Anterior' })).toBeDisabled()
  // The summary covers the whole search, not only the page (101 + … + 155); 'Total de Dívidas' counts every debt.
  await expect(card(page, 'Valor Original')).toContainText(money('7.040,00'))
  const every = (await (await request.get('/api/debts?pageSize=1', { headers })).json()).meta.summary.all
  expect(every).toBeGreaterThanOrEqual(55)
  await expect(card(page, 'Total de Dívidas')).toHaveText(new RegExp(`^Total de Dívidas\\s*${every}$`))

  await paging.getByRole('button', { name: 'Próxima' }).click()
  await expect(paging).toContainText('Página 2 de 2')
  await expect(paging).toContainText('51–55 de 55')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5)
  for (let i = 51; i <= 55; i++) await expect(page.getByRole('main').getByRole('listitem', { name: name(i) })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeInViewport() // back at the top of the list
  await expect(paging.getByRole('button', { name: 'Próxima' })).toBeDisabled()
  await expect(card(page, 'Valor Original')).toContainText(money('7.040,00'))

  await paging.getByRole('button', { name: 'Anterior' }).click()
  await expect(paging).toContainText('Página 1 de 2')
  await paging.getByRole('button', { name: 'Próxima' }).click()
  await expect(paging).toContainText('Página 2 de 2')

  // A new search starts again on the first page: debts 01 to 09 fit on one, so the paging goes away.
  await page.getByLabel('Buscar dívidas').fill(`${word} 0`)
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(9)
  await expect(page.getByRole('main').getByRole('listitem', { name: name(1) })).toBeVisible()
  await expect(paging).toHaveCount(0)
})

test('each list\'s search box keeps every letter typed fast, while the list follows (issue 38)', async ({ page }) => {
  await signIn(page)
  for (const [path, label] of [['/debts', 'Buscar dívidas'], ['/assets', 'Buscar ativos'], ['/vehicles', 'Buscar veículos']]) {
    await page.goto(path)
    const box = page.getByLabel(label)
    for (const delay of [150, 50]) {
      await box.fill('')
      await box.pressSequentially('Capital de giro SAC', { delay })
      await expect(box, `${path} at ${delay} ms a key`).toHaveValue('Capital de giro SAC')
      await expect(page).toHaveURL(/q=Capital\+de\+giro\+SAC/)
    }
  }
})
