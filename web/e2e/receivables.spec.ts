import { expect, test, type APIRequestContext } from '@playwright/test'
import { api, createUser, noSidewaysScroll, settled, signIn, unique } from './helpers'

type Account = { id: number; name: string; balance: number }
const balanceOf = async (request: APIRequestContext, id: number) => (await api<Account>(request, 'GET', `/accounts/${id}`)).balance

test('an asset sold in installments: the down payment enters the account, the rest is to receive, each receipt moves it into the account', async ({
  page,
  request,
}) => {
  const bank = await api<Account>(request, 'POST', '/accounts', { counterpart: 'contribution', name: unique('Conta Itaú'), kind: 'checking', openingBalance: 1000, openingDate: '2025-01-02' })
  const description = unique('Terreno em Sorocaba')
  const asset = await api<{ id: number }>(request, 'POST', '/assets', { counterpart: 'contribution',
    description,
    type: 'other',
    acquisitionValue: 80000,
    currentValue: 80000,
    acquisitionDate: '2025-01-10',
  })
  const person = await createUser(request, 'user', 'Úrsula Usuária')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)

  // The sale: in installments, a down payment as large as the price and a first due date before the sale are refused.
  await page.goto(`/assets/${asset.id}/sale`)
  await page.getByLabel('Data da venda').fill('10/02/2025')
  await page.getByLabel('Valor da venda', { exact: true }).fill('10000000')
  await page.getByLabel('Nome do comprador').fill('Marina Costa')
  await page.getByLabel('Forma de pagamento').selectOption('installments')
  await page.getByLabel('Número de parcelas').fill('4')
  await page.getByLabel('Entrada', { exact: true }).fill('10000000')
  await page.getByLabel('Primeiro vencimento').fill('09/02/2025')
  await page.getByRole('button', { name: 'Registrar Venda' }).click()
  await expect(page.getByText('Entrada deve ser menor que o valor da venda')).toBeVisible()
  await expect(page.getByText('Primeiro vencimento não pode ser anterior à data da venda')).toBeVisible()
  await page.getByLabel('Entrada', { exact: true }).fill('2000000')
  await page.getByLabel('Primeiro vencimento').fill('10/03/2025')
  await expect(page.getByRole('complementary', { name: 'Resumo da venda' })).toContainText('4x de R$ 20.000,00')
  await page.getByLabel('Entrada recebida em', { exact: true }).selectOption({ label: bank.name })
  await page.screenshot({ path: test.info().outputPath('sale-in-installments-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Registrar Venda' }).click()
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(21000) // only the down payment entered

  // From the sale to its receivable: four installments, the overdue ones first.
  await page.getByRole('link', { name: 'Ver parcelas e recebimentos' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Venda de ativo: ${description}`)
  await expect(page.getByText('R$ 80.000,00').first()).toBeVisible()
  await expect(page.getByTestId('installment')).toHaveCount(4)
  await expect(page.getByTestId('installment').first()).toContainText('10/03/2025')
  await expect(page.getByText('Nenhum recebimento registrado.')).toBeVisible()

  // A receipt: no account and more than the balance are refused with the server's words, then the right one.
  await page.getByRole('button', { name: 'Registrar recebimento' }).click()
  const form = page.getByRole('form', { name: 'Registrar recebimento' })
  await form.getByLabel('Data do recebimento').fill('12/03/2025')
  await form.getByLabel('Valor recebido').fill('8000001')
  await form.getByRole('button', { name: 'Registrar recebimento' }).click()
  await expect(form.getByText('Valor maior que o saldo a receber')).toBeVisible()
  await expect(form.getByText('Informe a conta em que o valor entrou')).toBeVisible()
  await form.getByLabel('Valor recebido').fill('2000000')
  await form.getByLabel('Recebido na conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar recebimento' }).click()
  await expect(page.getByText('Recebimento registrado com sucesso!')).toBeVisible()
  await expect(page.getByTestId('receipt')).toHaveCount(1)
  await expect(page.getByTestId('receipt')).toContainText('12/03/2025')
  await expect(page.getByText('R$ 60.000,00').first()).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(41000)
  // A receipt naming the fourth installment pays that one, though the second and the third are still overdue.
  await page.getByRole('button', { name: 'Registrar recebimento' }).click()
  await form.getByLabel('Parcela').selectOption('4')
  await expect(form.getByLabel('Valor recebido')).toHaveValue('20.000,00')
  await form.getByLabel('Recebido na conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar recebimento' }).click()
  await expect(page.getByTestId('receipt')).toHaveCount(2)
  await expect(page.getByTestId('receipt').first()).toContainText('Parcela 4 · ')
  await expect(page.getByTestId('installment').nth(3)).toContainText('Paga')
  await expect(page.getByTestId('installment').nth(1)).toContainText('Vencida')
  await expect(page.getByText('R$ 40.000,00').first()).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(61000)
  // A Usuário records receipts; only an administrator deletes one.
  await expect(page.getByRole('button', { name: /^Excluir recebimento/ })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('receivable-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('receivable-390.png'), fullPage: true })

  // The list: it is overdue (the second installment fell due long ago), with what is still to receive.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/receivables?status=overdue')
  const card = page.getByRole('main').getByRole('listitem', { name: `Venda de ativo: ${description}` })
  await expect(card).toContainText('Vencido')
  await expect(card).toContainText('R$ 40.000,00')
  await page.screenshot({ path: test.info().outputPath('receivables-1280.png'), fullPage: true })
  await page.getByLabel('Filtrar por status').selectOption('paid')
  await expect(card).toHaveCount(0)
})

test('an administrator deletes a receipt entered by mistake: it leaves the account and is to receive again', async ({ page, request }) => {
  const bank = await api<Account>(request, 'POST', '/accounts', { name: unique('Conta BB'), kind: 'checking', openingDate: '2025-01-02' })
  const vehicle = await api<{ id: number }>(request, 'POST', '/vehicles', { counterpart: 'contribution',
    make: 'Fiat',
    model: 'Toro',
    year: 2022,
    licensePlate: `RCB${String(Date.now() % 10000).padStart(4, '0')}`,
    color: 'Preto',
    purchasePrice: 90000,
    sellingPrice: 110000,
    purchaseDate: '2025-01-05',
  })
  await signIn(page)
  // The vehicle's sale in installments, through its screen: no down payment, 10 installments.
  await page.goto(`/vehicles/${vehicle.id}/sale`)
  await page.getByLabel('Data da venda').fill('05/05/2025')
  await page.getByLabel('Forma de pagamento').selectOption('installments')
  await page.getByLabel('Número de parcelas').fill('1')
  await page.getByRole('button', { name: 'Confirmar Venda' }).click()
  await expect(page.getByText('Número de parcelas deve ser maior que 1')).toBeVisible()
  await page.getByLabel('Número de parcelas').fill('10')
  await expect(page.getByText('10x de R$ 11.000,00')).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('vehicle-sale-in-installments-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Confirmar Venda' }).click()
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  await page.getByRole('link', { name: 'Ver parcelas e recebimentos' }).click()
  await expect(page.getByTestId('installment')).toHaveCount(10)

  await page.getByRole('button', { name: 'Registrar recebimento' }).click()
  const form = page.getByRole('form', { name: 'Registrar recebimento' })
  await expect(form.getByLabel('Valor recebido')).toHaveValue('11.000,00') // the next installment, suggested
  await form.getByLabel('Data do recebimento').fill('05/06/2025')
  await form.getByLabel('Recebido na conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar recebimento' }).click()
  await expect(page.getByText('Recebimento registrado com sucesso!')).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(11000)

  await page.getByRole('button', { name: 'Excluir recebimento de 05/06/2025' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Recebimento excluído com sucesso!')).toBeVisible()
  await expect(page.getByText('Nenhum recebimento registrado.')).toBeVisible()
  await expect(page.getByText('R$ 110.000,00').first()).toBeVisible()
  expect(await balanceOf(request, bank.id)).toBe(0)
})

test('a vehicle financed by the company itself: 12 Price installments at 1 % a.m., each with its interest', async ({ page, request }) => {
  const vehicle = await api<{ id: number }>(request, 'POST', '/vehicles', { counterpart: 'contribution',
    make: 'Toyota',
    model: 'Hilux',
    year: 2023,
    licensePlate: `HLX${String(Date.now() % 10000).padStart(4, '0')}`,
    color: 'Prata',
    purchasePrice: 90000,
    sellingPrice: 110000,
    purchaseDate: '2025-01-05',
  })
  await signIn(page)
  await page.goto(`/vehicles/${vehicle.id}/sale`)
  await page.getByLabel('Data da venda').fill('05/05/2025')
  await page.getByLabel('Forma de pagamento').selectOption('installments')
  await page.getByLabel('Número de parcelas').fill('12')
  await page.getByLabel('Entrada', { exact: true }).pressSequentially('1000000')
  await page.getByLabel('Juros (% a.m.)').fill('1')
  await expect(page.getByText('R$ 100.000,00 em 12 parcelas com juros de 1,00% a.m. (Tabela Price)')).toBeVisible()
  await page.getByLabel('Entrada recebida em', { exact: true }).selectOption({ label: 'Retirada dos sócios' })
  await page.getByRole('button', { name: 'Confirmar Venda' }).click()
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  await page.getByRole('link', { name: 'Ver parcelas e recebimentos' }).click()
  await expect(page.getByText('1,00% a.m. (Tabela Price)')).toBeVisible()
  const first = page.getByTestId('installment').first()
  await expect(first).toContainText('R$ 8.884,88')
  await expect(first).toContainText('R$ 1.000,00')
  await expect(page.getByTestId('installment')).toHaveCount(12)
})

test.describe('in a browser not set to Portuguese', () => {
  test.use({ locale: 'en-US' })
  test("the sale's 'Juros (% a.m.)' reads '0,9' as 0,90 % a.m. (issue 38: it was saved as 9 %)", async ({ page, request }) => {
    const vehicle = await api<{ id: number }>(request, 'POST', '/vehicles', { counterpart: 'contribution',
      make: 'Fiat',
      model: 'Strada',
      year: 2024,
      licensePlate: `STR${String((Date.now() + 7) % 10000).padStart(4, '0')}`,
      color: 'Branco',
      purchasePrice: 80000,
      sellingPrice: 100000,
      purchaseDate: '2025-01-05',
    })
    await signIn(page)
    await page.goto(`/vehicles/${vehicle.id}/sale`)
    await page.getByLabel('Data da venda').fill('05/05/2025')
    await page.getByLabel('Forma de pagamento').selectOption('installments')
    await page.getByLabel('Número de parcelas').fill('10')
    await page.getByLabel('Juros (% a.m.)').fill('0,9')
    await expect(page.getByText('R$ 100.000,00 em 10 parcelas com juros de 0,90% a.m. (Tabela Price)')).toBeVisible()
    await page.getByLabel('Entrada recebida em', { exact: true }).selectOption({ label: 'Retirada dos sócios' })
    await page.getByRole('button', { name: 'Confirmar Venda' }).click()
    await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
    await page.getByRole('link', { name: 'Ver parcelas e recebimentos' }).click()
    await expect(page.getByText('0,90% a.m. (Tabela Price)')).toBeVisible()
  })
})

test("the company's Pix key in Configurações, then an open installment's Pix code and QR code, copied", async ({ page, request, context }) => {
  const bank = await api<Account>(request, 'POST', '/accounts', { name: unique('Conta Inter'), kind: 'checking', openingDate: '2025-01-02' })
  const land = await api<{ id: number }>(request, 'POST', '/assets', { counterpart: 'contribution',
    description: unique('Lote em Atibaia'),
    type: 'other',
    acquisitionValue: 80000,
    currentValue: 80000,
    acquisitionDate: '2025-01-10',
  })
  const sold = await api<{ sale: { receivableId: number } }>(request, 'POST', `/assets/${land.id}/sell`, {
    saleDate: '2025-02-10', saleValue: 100000, buyerName: 'Marina Costa', paymentMethod: 'installments', installments: 4,
    downPayment: 20000, firstDueDate: '2025-03-10', accountId: bank.id,
  })
  const receivable = sold.sale.receivableId
  // Part of the second installment already received: its Pix charges the rest.
  await api(request, 'POST', `/receivables/${receivable}/receipts`, { date: '2025-04-10', amount: 5000, accountId: bank.id, installmentNumber: 2 })

  await signIn(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/settings')
  const card = page.getByRole('region', { name: 'Pix para cobranças' })
  await card.getByLabel('Tipo de chave').selectOption('cnpj')
  await card.getByLabel('Chave Pix').fill('11.222.333/0001-80')
  await card.getByLabel('Nome de quem recebe').fill('Imobiliária São João')
  await card.getByLabel('Cidade').fill('São Paulo')
  await card.getByRole('button', { name: 'Salvar chave Pix' }).click()
  await expect(card.getByText('Chave Pix inválida: confira os dígitos do CNPJ')).toBeVisible()
  expect((await api<{ pixKey: string }>(request, 'GET', '/settings')).pixKey).toBe('')
  await card.getByLabel('Chave Pix').fill('11.222.333/0001-81')
  await card.getByRole('button', { name: 'Salvar chave Pix' }).click()
  await expect(page.getByText('Chave Pix salva com sucesso!')).toBeVisible()
  expect((await api<{ pixKey: string }>(request, 'GET', '/settings')).pixKey).toBe('11222333000181')

  await page.goto(`/receivables/${receivable}`)
  await expect(page.getByTestId('installment')).toHaveCount(4)
  const opener = page.getByRole('button', { name: 'Pix da 2ª parcela' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Pix da 2ª parcela' })
  await expect(dialog).toContainText('R$ 15.000,00')
  await expect(dialog).toContainText('Vencimento 10/04/2025 · sem multa e mora, que ficam à parte')
  await expect(dialog.getByRole('img', { name: 'QR code Pix de R$ 15.000,00 da 2ª parcela' })).toBeVisible()
  const code = await dialog.getByLabel('Pix copia e cola').inputValue()
  expect(code).toMatch(/^000201/)
  expect(code).toContain('0014br.gov.bcb.pix011411222333000181')
  expect(code).toContain('540815000.00')
  expect(code).toContain('5920Imobiliaria Sao Joao6009Sao Paulo')
  expect(code).toContain(`R${receivable}P2`)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await dialog.getByRole('button', { name: 'Copiar código' }).click()
  await expect(page.getByText('Código Pix copiado!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  await page.screenshot({ path: test.info().outputPath('installment-pix-1280.png') })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // On a phone: the button under the installment, the dialog within the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Pix da 3ª parcela' }).click()
  await expect(page.getByRole('dialog', { name: 'Pix da 3ª parcela' })).toContainText('R$ 20.000,00')
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('installment-pix-390.png') })
})
