import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiToken, isoInSaoPaulo, noSidewaysScroll, settled, signIn, unique } from './helpers'

/** poster creates records through the API as the signed-in administrator, answering the new record. */
const poster = (request: APIRequestContext, token: string) => async (path: string, data: unknown) => {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).data as { id: number; name: string }
}

test("the 'Agenda' of a month: a property's IPTU set on its form, marked paid from an account and undone", async ({ page, request }) => {
  const token = await apiToken(request)
  const post = poster(request, token)
  const bank = await post('/accounts', { counterpart: 'contribution', name: unique('Conta IPTU'), kind: 'checking', openingBalance: 10000, openingDate: '2025-01-02' })
  const description = unique('Loja da Praça')
  const shop = await post('/assets', { counterpart: 'contribution',
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

test("a vehicle's IPVA and licenciamento in the 'Agenda' by São Paulo's table, paid from an account; a state's table typed and removed", async ({ page, request }) => {
  const token = await apiToken(request)
  const post = poster(request, token)
  const bank = await post('/accounts', { counterpart: 'contribution', name: unique('Conta IPVA'), kind: 'checking', openingBalance: 10000, openingDate: '2025-01-02' })
  const model = unique('Mobi')
  const plate = `IPV${String(Date.now() % 1000).padStart(3, '0')}3` // final 3: licenciamento in August in SP
  const car = await post('/vehicles', { counterpart: 'contribution', make: 'Fiat', model, year: 2022, licensePlate: plate, color: 'Branco', purchasePrice: 40000, sellingPrice: 45000, purchaseDate: '2025-01-02' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)

  // The state and the year's amounts on the vehicle's form.
  await page.goto(`/edit-vehicle/${car.id}`)
  await page.getByLabel('UF de registro').selectOption('SP')
  await page.getByLabel('Licenciamento do ano').pressSequentially('16774')
  await page.getByLabel('IPVA do ano').pressSequentially('160000')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Veículo atualizado com sucesso!')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^SP$/ })).toBeVisible()

  // This year's August: the licenciamento of R$ 167,74 by the last day of the month.
  const year = isoInSaoPaulo().slice(0, 4)
  await page.goto(`/agenda?month=${year}-08`)
  const line = page.getByTestId('obligation').filter({ hasText: `Licenciamento ${year}: Fiat ${model}` })
  await expect(line).toContainText('R$ 167,74')
  await expect(line).toContainText('Cota única')
  await expect(page.getByRole('region', { name: `31/08/${year}` })).toContainText(`Licenciamento ${year}: Fiat ${model}`)
  await line.getByRole('button', { name: 'Marcar como pago' }).click()
  const form = line.getByRole('form', { name: 'Registrar pagamento' })
  await form.getByLabel('Pago com a conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible()
  await expect(line).toContainText('Pago')
  const account = await (await request.get(`/api/accounts/${bank.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()
  expect(account.data.balance).toBe(10000 - 167.74)
  // The IPVA in January, a click on the line leads to the vehicle.
  await page.goto(`/agenda?month=${year}-01`)
  const ipva = page.getByTestId('obligation').filter({ hasText: `IPVA ${year}: Fiat ${model}` })
  await expect(ipva).toContainText('R$ 1.600,00')
  await expect(page.getByRole('region', { name: `31/01/${year}` })).toContainText(`IPVA ${year}: Fiat ${model}`)

  // São Paulo's table with its sources.
  const tables = page.getByRole('region', { name: 'Vencimentos de IPVA e licenciamento' })
  const sp = tables.getByRole('table', { name: 'Vencimentos de SP' })
  await expect(sp.getByRole('row', { name: /^3 / })).toContainText('até o fim de agosto')
  await expect(sp.getByRole('row', { name: /^0 / })).toContainText('até o fim de dezembro')
  await expect(tables.getByRole('list', { name: 'Fontes de SP' })).toContainText('Detran-SP, Portaria nº 17/2023')
  await page.screenshot({ path: test.info().outputPath('agenda-vehicles-1280.png'), fullPage: true })

  // A table for Minas Gerais, typed: a day that does not exist first.
  await tables.getByLabel('UF da nova tabela').selectOption('MG')
  await tables.getByRole('button', { name: 'Adicionar tabela' }).click()
  const editor = tables.getByRole('form', { name: 'Salvar tabela de MG' })
  await editor.getByLabel('Licenciamento, final 3: mês').selectOption({ label: 'maio' })
  await editor.getByLabel('Licenciamento, final 3: dia').fill('40')
  await editor.getByRole('button', { name: 'Salvar tabela de MG' }).click()
  await expect(editor.getByRole('alert')).toHaveText('Dia inválido: de 1 a 31, ou vazio para o último dia do mês')
  await editor.getByLabel('Licenciamento, final 3: dia').fill('20')
  await editor.getByRole('button', { name: 'Salvar tabela de MG' }).click()
  await expect(page.getByText('Tabela salva com sucesso!')).toBeVisible()
  await expect(tables.getByRole('table', { name: 'Vencimentos de MG' }).getByRole('row', { name: /^3 / })).toContainText('20 de maio')
  await page.setViewportSize({ width: 390, height: 844 })
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('agenda-vehicles-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await tables.getByRole('button', { name: 'Remover MG' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click()
  await expect(page.getByText('Tabela removida com sucesso!')).toBeVisible()
  await expect(tables.getByRole('table', { name: 'Vencimentos de MG' })).toHaveCount(0)
})

test("a vehicle of the company's own: its state and amounts on the asset's form, its licenciamento in the 'Agenda' paid from an account", async ({ page, request }) => {
  const token = await apiToken(request)
  const post = poster(request, token)
  const bank = await post('/accounts', { counterpart: 'contribution', name: unique('Conta frota'), kind: 'checking', openingBalance: 10000, openingDate: '2025-01-02' })
  const description = unique('Strada da obra')
  const digits = `${String(Date.now() % 1000).padStart(3, '0')}5` // final 5: licenciamento in September in SP
  const plate = `STR${digits}`
  const shown = `STR-${digits}` // an old plate is shown with its dash
  const strada = await post('/assets', { counterpart: 'contribution',
    description,
    type: 'vehicle',
    acquisitionValue: 90000,
    currentValue: 90000,
    acquisitionDate: '2025-01-10',
    details: { licensePlate: plate },
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)

  // The state on the asset's form, without a plate the tables read first.
  await page.goto(`/assets/${strada.id}/edit`)
  await page.getByLabel('Placa').fill('STRADA')
  await page.getByLabel('UF de registro').selectOption('SP')
  await page.getByLabel('IPVA do ano').pressSequentially('360000')
  await page.getByLabel('Licenciamento do ano').pressSequentially('16022')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Placa inválida. Use o formato ABC-1234 ou ABC1D23 (Mercosul)')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('own-vehicle-form-1280.png'), fullPage: true })
  await page.getByLabel('Placa').fill(plate)
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Ativo atualizado com sucesso!')).toBeVisible()
  await page.goto(`/assets/${strada.id}`)
  await expect(page.getByText('R$ 3.600,00')).toBeVisible()

  // This year's September: the licenciamento by the last day of the month, paid; January's IPVA beside it.
  const year = isoInSaoPaulo().slice(0, 4)
  await page.goto(`/agenda?month=${year}-09`)
  const line = page.getByTestId('obligation').filter({ hasText: `Licenciamento ${year}: ${description} ${shown}` })
  await expect(line).toContainText('R$ 160,22')
  await expect(page.getByRole('region', { name: `30/09/${year}` })).toContainText(`Licenciamento ${year}: ${description}`)
  await line.getByRole('button', { name: 'Marcar como pago' }).click()
  const form = line.getByRole('form', { name: 'Registrar pagamento' })
  await form.getByLabel('Pago com a conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar pagamento' }).click()
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible()
  await expect(line).toContainText('Pago')
  await page.setViewportSize({ width: 390, height: 844 })
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('own-vehicle-agenda-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  const account = await (await request.get(`/api/accounts/${bank.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()
  expect(account.data.balance).toBe(10000 - 160.22)
  await page.goto(`/agenda?month=${year}-01`)
  const ipva = page.getByTestId('obligation').filter({ hasText: `IPVA ${year}: ${description}` })
  await expect(ipva).toContainText('R$ 3.600,00')
  await ipva.getByRole('link', { name: `IPVA ${year}: ${description} ${shown}` }).click()
  await expect(page).toHaveURL(new RegExp(`/assets/${strada.id}$`))
})
