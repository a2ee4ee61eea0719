import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiToken, createUser, noSidewaysScroll, signIn, unique } from './helpers'

const here = path.dirname(fileURLToPath(import.meta.url))
/** The Itaú OFX 1.0.2 of October 2026 the server's tests read too: SGML in Windows-1252, dates [-3:BRT]. */
const itauOFX = path.join(here, '..', '..', 'internal', 'bankfile', 'testdata', 'itau-102-latin1.ofx')

/** post sends a JSON write as the administrator and answers its data. */
async function post(request: APIRequestContext, url: string, data: unknown) {
  const token = await apiToken(request)
  const res = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).data
}

test('import an OFX into an account, classify its two new lines, see it reconciled, and undo it', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Otávio Usuário')
  const name = unique('Itaú movimento')
  // The account has two of the statement's four lines already: the Pix received and the loan's installment.
  const account = await post(request, '/api/accounts', {
    counterpart: 'opening',
    name,
    kind: 'checking',
    bankName: 'Itaú Unibanco',
    number: '56789-0',
    openingBalance: 10000,
    openingDate: '2026-09-30',
  })
  await post(request, `/api/accounts/${account.id}/entries`, { date: '2026-10-05', amount: 3500, direction: 'in', category: 'services', description: 'Pix do José' })
  await post(request, `/api/accounts/${account.id}/entries`, { date: '2026-10-20', amount: 800, direction: 'out', category: 'other_expense', description: 'Parcela 12' })

  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, person.email, person.password)
  await page.goto(`/accounts/${account.id}`)
  await expect(page.getByText('Não conciliada com o banco')).toBeVisible()
  await page.getByRole('link', { name: 'Conciliação bancária' }).click()
  await expect(page.getByRole('heading', { name: 'Conciliação bancária' })).toBeVisible()

  await page.getByLabel('Arquivo (OFX ou CSV)').setInputFiles(itauOFX)
  await page.getByRole('button', { name: 'Ler extrato' }).click()
  const fresh = page.getByRole('list', { name: 'Linhas novas' })
  await expect(fresh.getByTestId('statement-line')).toHaveCount(2)
  await expect(fresh).toContainText('BOLETO ENERGIA ELÉTRICA')
  await expect(fresh).toContainText('− R$\u00a01.234,56')
  await expect(page.getByRole('list', { name: 'Linhas já no Patrimônio' }).getByTestId('statement-line')).toHaveCount(2)
  await expect(page.getByText('Saldo do banco em 31/10/2026: R$\u00a011.419,54.')).toBeVisible()

  // Unclassified, nothing is saved, and the line says why.
  await page.getByRole('button', { name: 'Importar extrato' }).click()
  await expect(page.getByText('Linha 2: Classifique a linha ou escolha ignorá-la.').first()).toBeVisible()
  await page.getByLabel('Classificação da linha 2').selectOption({ label: 'Água, luz e telefone' })
  await page.getByLabel('Classificação da linha 3').selectOption({ label: 'Tarifas bancárias' })
  await page.getByRole('button', { name: 'Importar extrato' }).click()
  await expect(page.getByText('Extrato importado: 2 conciliadas, 2 lançadas.')).toBeVisible()

  const reconciliation = page.getByRole('region', { name: /Conciliação: itau-102-latin1.ofx/ })
  await expect(reconciliation.getByRole('group', { name: 'Saldo do banco' })).toContainText('R$\u00a011.419,54')
  await expect(reconciliation.getByRole('group', { name: 'Saldo no Patrimônio' })).toContainText('R$\u00a011.419,54')
  await expect(reconciliation.getByRole('group', { name: 'Diferença' })).toContainText('R$\u00a00,00')
  await expect(reconciliation.getByText('Conciliada até 31/10/2026')).toBeVisible()
  await expect(page.getByText(`${name} · Conciliada até 31/10/2026`)).toBeVisible()

  // The account list says it, and the statement shows the two entries the import made.
  await page.goto('/accounts')
  await expect(page.getByRole('main').getByRole('listitem', { name })).toContainText('Até 31/10/2026')
  await page.goto(`/accounts/${account.id}`)
  await expect(page.getByText('R$\u00a011.419,54').first()).toBeVisible()
  await expect(page.getByText('BOLETO ENERGIA ELÉTRICA')).toBeVisible()

  // Undo: what the import made goes, the account is back to before it, and the statement is listed as undone.
  await page.getByRole('link', { name: 'Conciliação bancária' }).click()
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Desfazer' }).click()
  await expect(page.getByText('Importação desfeita: 2 lançamentos removidos.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Extratos importados' }).getByText('Desfeito')).toBeVisible()
  await expect(page.getByText(`${name} · Ainda não conciliada`)).toBeVisible()
  await page.goto(`/accounts/${account.id}`)
  await expect(page.getByText('R$\u00a012.700,00').first()).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/accounts/${account.id}/reconcile`)
  await expect(page.getByRole('region', { name: /Conciliação: itau-102-latin1.ofx/ })).toBeVisible()
  await noSidewaysScroll(page)
})
