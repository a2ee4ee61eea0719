import { expect, test } from '@playwright/test'
import { api, noSidewaysScroll, settled, signIn, unique } from './helpers'

test("a vehicle's costs: funilaria and comissão paid from an account lower its margin on the detail, the list and the sale", async ({ page, request }) => {
  const bank = await api<{ id: number; name: string }>(request, 'POST', '/accounts', { counterpart: 'contribution',
    name: unique('Conta Custos'),
    kind: 'checking',
    openingBalance: 10000,
    openingDate: '2025-01-02',
  })
  const model = unique('Onix')
  const vehicle = await api<{ id: number }>(request, 'POST', '/vehicles', { counterpart: 'contribution',
    make: 'Chevrolet',
    model,
    year: 2021,
    licensePlate: `CST${String(Date.now() % 10000).padStart(4, '0')}`,
    color: 'Branco',
    purchasePrice: 40000,
    sellingPrice: 48000,
    purchaseDate: '2025-03-01',
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto(`/vehicles/${vehicle.id}`)
  const costs = page.getByRole('region', { name: 'Custos' })
  await expect(costs).toContainText('Nenhum custo registrado.')

  // A cost before the purchase and one without an account are refused with the server's words.
  await costs.getByRole('button', { name: 'Registrar custo' }).click()
  const form = page.getByRole('form', { name: 'Registrar custo' })
  await form.getByLabel('Data do custo').fill('28/02/2025')
  await form.getByLabel('Valor').pressSequentially('150000')
  await form.getByRole('button', { name: 'Registrar custo' }).click()
  await expect(form.getByText('Data do custo não pode ser anterior à compra do veículo')).toBeVisible()
  await expect(form.getByText('Informe a conta de onde o valor saiu')).toBeVisible()
  await form.getByLabel('Data do custo').fill('10/03/2025')
  await form.getByLabel('Descrição (opcional)').fill('Para-choque dianteiro')
  await form.getByLabel('Pago com a conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar custo' }).click()
  await expect(page.getByText('Custo registrado com sucesso!')).toBeVisible()

  await costs.getByRole('button', { name: 'Registrar custo' }).click()
  await form.getByLabel('Data do custo').fill('02/04/2025')
  await form.getByLabel('Tipo de custo').selectOption('commission')
  await form.getByLabel('Valor').pressSequentially('96000')
  await form.getByLabel('Pago com a conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar custo' }).click()
  await expect(page.getByTestId('cost')).toHaveCount(2)
  await expect(page.getByTestId('cost').first()).toContainText('02/04/2025Comissão')
  await expect(page.getByTestId('cost').nth(1)).toContainText('Funilaria · Para-choque dianteiro')
  await expect(costs).toContainText('Total dos custosR$ 2.460,00')
  // 48 000 − 40 000 − 2 460 = 5 540, 13,0 % of what it cost (42 460).
  const financial = page.getByRole('region', { name: 'Informações financeiras' })
  await expect(financial).toContainText('CustosR$ 2.460,00')
  await expect(financial).toContainText('R$ 5.540,00 (13,0%)')
  expect((await api<{ balance: number }>(request, 'GET', `/accounts/${bank.id}`)).balance).toBe(10000 - 2460)
  await page.screenshot({ path: test.info().outputPath('vehicle-costs-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('vehicle-costs-390.png'), fullPage: true })

  // The list and its table show the margin with the costs counted.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/vehicles?q=${encodeURIComponent(model)}`)
  await expect(page.getByRole('listitem', { name: `Chevrolet ${model}` })).toContainText('MargemR$ 5.540,00')
  await page.goto(`/vehicles?view=table&q=${encodeURIComponent(model)}`)
  await expect(page.getByRole('row', { name: new RegExp(model) })).toContainText('R$ 5.540,00')

  // The sale's summary counts them too.
  await page.goto(`/vehicles/${vehicle.id}/sale`)
  await expect(page.getByText('R$ 5.540,00 (13,0%)')).toBeVisible()

  // An administrator deletes the funilaria: its money is back and the margin is as without it.
  await page.goto(`/vehicles/${vehicle.id}`)
  await page.getByRole('button', { name: 'Excluir custo de 10/03/2025' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Custo excluído com sucesso!')).toBeVisible()
  await expect(page.getByTestId('cost')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Informações financeiras' })).toContainText('R$ 7.040,00')
  expect((await api<{ balance: number }>(request, 'GET', `/accounts/${bank.id}`)).balance).toBe(10000 - 960)
})

test("a vehicle's details for resale — quilometragem, years, FIPE, IPVA — and the buyer of its sale with a CPF checked", async ({ page }) => {
  const model = unique('Argo')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/vehicles/new')
  await page.getByLabel('Marca').fill('Fiat')
  await page.getByLabel('Modelo', { exact: true }).fill(model)
  await page.getByLabel('Ano', { exact: true }).fill('2021')
  await page.getByLabel('Placa').fill(`ARG${String(Date.now() % 10000).padStart(4, '0')}`)
  await page.getByLabel('Data de aquisição').fill('01/03/2025')
  await page.getByLabel('Valor de aquisição').pressSequentially('5200000')
  await page.getByLabel('Valor de venda').pressSequentially('6100000')
  // Wrong first: a model year three years after the manufacture and a short FIPE code.
  await page.getByLabel('Quilometragem (km)').fill('45210')
  await page.getByLabel('Ano de fabricação').fill('2020')
  await page.getByLabel('Ano do modelo').fill('2023')
  await page.getByLabel('Código FIPE').fill('12345')
  await page.getByLabel('Pago com', { exact: true }).selectOption({ label: 'Aporte dos sócios' })
  await page.getByRole('button', { name: 'Criar Veículo' }).click()
  await expect(page.getByText('Ano do modelo deve ser o de fabricação ou o seguinte')).toBeVisible()
  await expect(page.getByText('Código FIPE inválido: use 6 dígitos, traço e 1 dígito, como 005340-6')).toBeVisible()
  await page.getByLabel('Ano do modelo').fill('2021')
  await page.getByLabel('Código FIPE').fill('0053406')
  await page.getByLabel('Valor FIPE').pressSequentially('5830050')
  await page.getByLabel('IPVA', { exact: true }).selectOption({ label: 'Pago' })
  await page.getByLabel('Licenciamento', { exact: true }).selectOption({ label: 'Pendente' })
  await page.screenshot({ path: test.info().outputPath('vehicle-resale-form-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Criar Veículo' }).click()
  await expect(page.getByText('Veículo criado com sucesso!')).toBeVisible()
  await page.goto(`/vehicles?q=${encodeURIComponent(model)}`)
  await page.getByRole('link', { name: new RegExp(`Ver .*${model}`) }).first().click()
  const data = page.getByRole('region', { name: 'Dados do veículo' })
  await expect(data).toContainText('Fabricação/Modelo2020/2021')
  await expect(data).toContainText('Quilometragem45.210 km')
  await expect(data).toContainText('Código FIPE005340-6')
  await expect(data).toContainText('IPVAPago')
  await expect(data).toContainText('LicenciamentoPendente')
  await expect(page.getByRole('region', { name: 'Informações financeiras' })).toContainText('Valor FIPER$ 58.300,50')

  // The sale names its buyer; a CPF with a wrong digit is refused.
  await page.getByRole('link', { name: 'Registrar Venda' }).click()
  await page.getByLabel('Nome do comprador (opcional)').fill('Marina Costa')
  await page.getByLabel('CPF ou CNPJ do comprador (opcional)').fill('529.982.247-24')
  await page.getByLabel('Recebido em', { exact: true }).selectOption({ label: 'Retirada dos sócios' })
  await page.getByRole('button', { name: 'Confirmar Venda' }).click()
  await expect(page.getByText('CPF ou CNPJ inválido: confira os dígitos')).toBeVisible()
  await page.getByLabel('CPF ou CNPJ do comprador (opcional)').fill('52998224725')
  await page.getByRole('button', { name: 'Confirmar Venda' }).click()
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Informações financeiras' })).toContainText('CompradorMarina Costa · 529.982.247-25')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('vehicle-resale-390.png'), fullPage: true })
})

test('a FIPE price list saved from a spreadsheet gives the vehicles in stock their reference value', async ({ page, request }) => {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0')
  const code = `${digits.slice(0, 6)}-${digits.slice(6)}`
  const model = unique('Cronos')
  const vehicle = await api<{ id: number }>(request, 'POST', '/vehicles', { counterpart: 'contribution',
    make: 'Fiat',
    model,
    year: 2022,
    licensePlate: `FIP${String(Date.now() % 10000).padStart(4, '0')}`,
    color: 'Prata',
    purchasePrice: 70000,
    sellingPrice: 82000,
    purchaseDate: '2025-04-01',
    fipeCode: code,
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto('/vehicles')
  await page.getByText('Importar tabela FIPE', { exact: true }).first().click()
  const panel = page.getByRole('region', { name: 'Importar tabela FIPE' })
  await panel.getByLabel('Arquivo CSV').setInputFiles({ name: 'fipe.csv', mimeType: 'text/csv', buffer: Buffer.from(`Marca;Modelo;Código FIPE;Preço\r\nFiat;Cronos;12345;"R$ 1,00"\r\n`) })
  await panel.getByRole('button', { name: 'Importar' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Linha 2: código FIPE inválido "12345"')
  await panel.getByLabel('Arquivo CSV').setInputFiles({
    name: 'fipe.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Marca;Modelo;Código FIPE;Preço\r\nFiat;Cronos 1.3;${code};"R$ 79.450,00"\r\n`),
  })
  await panel.getByRole('button', { name: 'Importar' }).click()
  await expect(panel.getByRole('status')).toHaveText('Tabela importada: 1 código, 1 veículo atualizado.')
  await page.goto(`/vehicles/${vehicle.id}`)
  await expect(page.getByRole('region', { name: 'Informações financeiras' })).toContainText('Valor FIPER$ 79.450,00')
})
