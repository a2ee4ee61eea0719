import { expect, test } from '@playwright/test'
import { apiToken, isoInSaoPaulo, noSidewaysScroll, settled, signIn, unique } from './helpers'

test("the 'Agenda' of a month: a property's IPTU set on its form, marked paid from an account and undone", async ({ page, request }) => {
  const token = await apiToken(request)
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()).data as { id: number; name: string }
  }
  const bank = await post('/accounts', { name: unique('Conta IPTU'), kind: 'checking', openingBalance: 10000, openingDate: '2025-01-02' })
  const description = unique('Loja da Praça')
  const shop = await post('/assets', {
    description,
    type: 'real_estate',
    acquisitionValue: 300000,
    currentValue: 300000,
    acquisitionDate: '2025-01-10',
    details: { address: 'Praça da Sé, 1' },
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  // The IPTU on the property's form: a wrong day first.
  await page.goto(`/assets/${shop.id}/edit`)
  await page.getByLabel('IPTU anual').pressSequentially('240000')
  await page.getByLabel('Parcelas do IPTU').fill('10')
  await page.getByLabel('Primeiro vencimento (dd/mm)').fill('31/02')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Informe o dia do primeiro vencimento do IPTU, como 10/02')).toBeVisible()
  await page.getByLabel('Primeiro vencimento (dd/mm)').fill('10/02')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Ativo atualizado com sucesso!')).toBeVisible()

  // This year's March: the 2nd of 10 installments of R$ 240,00.
  const year = isoInSaoPaulo().slice(0, 4)
  await page.goto(`/agenda?month=${year}-03`)
  await expect(page.getByRole('heading', { name: `Março de ${year}` })).toBeVisible()
  const line = page.getByTestId('obligation').filter({ hasText: `IPTU ${year}: ${description}` })
  await expect(line).toContainText('Parcela 2 de 10')
  await expect(line).toContainText('R$ 240,00')
  await expect(line).toContainText('Vencido')
  await line.getByRole('button', { name: 'Marcar como pago' }).click()
  const form = line.getByRole('form', { name: 'Registrar pagamento' })
  await form.getByLabel('Data do pagamento').fill(`12/03/${year}`)
  await form.getByLabel('Pago com a conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible()
  await expect(line).toContainText('Pago')
  const account = await (await request.get(`/api/accounts/${bank.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()
  expect(account.data.balance).toBe(10000 - 240)
  await page.screenshot({ path: test.info().outputPath('agenda-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('agenda-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  // Undone by an administrator: open (overdue) again, the money back.
  await line.getByRole('button', { name: `Desfazer pagamento de IPTU ${year}: ${description}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(line).toContainText('Vencido')
  // The next month is a click away.
  await page.getByRole('button', { name: 'Próximo mês' }).click()
  await expect(page.getByRole('heading', { name: `Abril de ${year}` })).toBeVisible()
  await expect(page.getByTestId('obligation').filter({ hasText: `IPTU ${year}: ${description}` })).toContainText('Parcela 3 de 10')
})
