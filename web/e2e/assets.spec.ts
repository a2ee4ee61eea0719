import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, createUser, signIn, unique } from './helpers'

// A 1×1 PNG and a minimal PDF, as a person would attach them.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** apiAsset creates an active real-estate asset through the API as the admin. */
async function apiAsset(request: APIRequestContext, description: string, currentValue = 500000) {
  const token = await apiToken(request)
  const res = await request.post('/api/assets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { counterpart: 'contribution', description, type: 'real_estate', acquisitionValue: 400000, currentValue, acquisitionDate: '2020-06-01', details: { address: 'Av. Paulista, 1000' } },
  })
  expect(res.status()).toBe(201)
  return (await res.json()).data.id as number
}

const money = (page: Page, label: string) => page.getByLabel(label, { exact: true })

test('create a real-estate asset with attachments, find it, revalue it and view its image', async ({ page }) => {
  await signIn(page)
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Patrimônio' }).click()
  await expect(page).toHaveURL(/\/assets$/)
  await page.getByRole('link', { name: 'Novo Ativo' }).click()

  await page.getByRole('button', { name: 'Criar Ativo' }).click()
  for (const message of [
    'Descrição é obrigatória',
    'Valor de aquisição deve ser maior que zero',
    'Valor atual deve ser maior que zero',
    'Data de aquisição é obrigatória',
    'Endereço é obrigatório para imóveis',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }

  const description = unique('Casa Jardim Europa')
  await page.getByLabel('Descrição').fill(description)
  await expect(page.getByText('Descrição é obrigatória')).toHaveCount(0) // cleared when the field is edited
  await money(page, 'Valor de aquisição').fill('25000000')
  await expect(money(page, 'Valor de aquisição')).toHaveValue('250.000,00')
  await money(page, 'Valor atual').fill('30000000')
  await page.getByLabel('Data de aquisição').fill('10/02/2024')
  await page.getByLabel('Endereço').fill('Rua das Acácias, 45')
  await page.getByLabel('Área (m²)').fill('180.5')
  await page.getByLabel('Quartos').fill('3')
  await page.getByLabel('Garagem').check()
  // The land as a percentage of the cost fills its amount, to the centavo: never depreciated.
  await page.getByLabel('Terreno (% do valor de aquisição)').fill('32,5')
  await expect(money(page, 'Valor do terreno')).toHaveValue('81.250,00')
  await page.locator('#attachments').setInputFiles([
    { name: 'fachada.png', mimeType: 'image/png', buffer: PNG },
    { name: 'escritura.pdf', mimeType: 'application/pdf', buffer: PDF },
  ])
  await page.getByLabel('Categoria de escritura.pdf').selectOption('escritura')
  await page.getByLabel('Pago com', { exact: true }).selectOption({ label: 'Aporte dos sócios' })
  await page.getByRole('button', { name: 'Criar Ativo' }).click()
  await expect(page).toHaveURL(/\/assets$/)
  await expect(page.getByText('Ativo criado com sucesso!')).toBeVisible()

  await page.getByLabel('Buscar ativos').fill(description.slice(0, -3).toLowerCase().replace('jardim', 'JARDIM'))
  const card = page.getByRole('listitem', { name: description })
  await expect(card).toContainText('R$\u00a0250.000,00')
  await expect(card).toContainText('R$\u00a0300.000,00')
  await expect(card).toContainText('10/02/2024')
  await expect(card).toContainText('Imóvel')
  await card.getByRole('link', { name: 'Ver' }).click()
  await expect(page.getByRole('heading', { name: description })).toBeVisible()
  await expect(page.getByText('+20,00%')).toBeVisible()
  await expect(page.getByText('Terreno (não depreciado)')).toBeVisible()
  await expect(page.getByText('R$\u00a081.250,00')).toBeVisible()

  await page.getByRole('link', { name: 'Editar' }).click()
  await money(page, 'Valor atual').fill('32500050')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Ativo atualizado com sucesso!')).toBeVisible()
  await expect(page.getByText('R$\u00a0325.000,50').first()).toBeVisible()

  await page.getByRole('tab', { name: 'Histórico' }).click()
  const history = page.getByRole('list', { name: 'Histórico' })
  await expect(history.getByRole('listitem').first()).toContainText('Valor atual atualizado')
  await expect(history.getByRole('listitem').first()).toContainText('R$\u00a0300.000,00 → R$\u00a0325.000,50')
  await expect(history).toContainText('Ativo cadastrado')

  await page.getByRole('tab', { name: 'Anexos' }).click()
  await expect(page.getByRole('list', { name: 'Anexos' })).toContainText('Escritura')
  await page.getByRole('button', { name: 'Visualizar fachada.png' }).click()
  const viewer = page.getByRole('dialog', { name: 'Visualizar fachada.png' })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByRole('img', { name: 'fachada.png' })).toBeVisible()
  await page.keyboard.press('+')
  await expect(viewer.getByText('150%')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toHaveCount(0)
})

test('register an exchange for two new assets and see them in Ativos Relacionados', async ({ page, request }) => {
  const description = unique('Fazenda Boa Vista')
  const id = await apiAsset(request, description)
  await signIn(page)
  await page.goto(`/assets/${id}`)
  await page.getByRole('link', { name: 'Registrar Permuta' }).click()
  await expect(page).toHaveURL(new RegExp(`/assets/${id}/exchange$`))

  await page.getByRole('button', { name: 'Registrar Permuta' }).click()
  await expect(page.getByText('Pelo menos um novo ativo deve ser adicionado')).toBeVisible()

  const names = [unique('Apartamento 101'), unique('Apartamento 102')]
  for (const [i, [name, value]] of [[names[0], '21000010'], [names[1], '29000020']].entries()) {
    await page.getByRole('button', { name: 'Adicionar Ativo' }).click()
    const item = page.getByRole('listitem', { name: `Novo ativo ${i + 1}` })
    await item.getByLabel('Descrição').fill(name)
    await item.getByLabel('Valor de aquisição').fill(value)
    await item.getByLabel('Valor atual').fill(value)
  }
  await expect(page.getByTestId('exchange-total')).toHaveText('R$\u00a0500.000,30')
  await page.getByRole('button', { name: 'Registrar Permuta' }).click()

  await expect(page).toHaveURL(new RegExp(`/assets/${id}$`))
  await expect(page.getByText('Permuta registrada com sucesso!')).toBeVisible()
  await expect(page.getByText('Permutado').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Registrar Venda' })).toHaveCount(0)
  await expect(page.getByLabel('Status', { exact: true })).toBeDisabled()

  await page.getByRole('tab', { name: 'Ativos Relacionados' }).click()
  const related = page.getByRole('list', { name: 'Ativos relacionados' })
  for (const name of names) {
    const item = related.getByRole('listitem').filter({ hasText: name })
    await expect(item).toContainText('Criado na permuta')
  }
  await related.getByRole('link', { name: names[0] }).click()
  await page.getByRole('tab', { name: 'Ativos Relacionados' }).click()
  await expect(related.getByRole('listitem').filter({ hasText: description })).toContainText('Ativo original da permuta')
  await expect(related.getByRole('listitem').filter({ hasText: names[1] })).toContainText('Relacionado')
})

test('register a sale in installments and see the asset sold', async ({ page, request }) => {
  const description = unique('Sala Comercial')
  const id = await apiAsset(request, description, 450000)
  await signIn(page)
  await page.goto(`/assets/${id}`)
  await page.getByRole('link', { name: 'Registrar Venda' }).click()
  await expect(money(page, 'Valor da venda')).toHaveValue('450.000,00') // defaults to the current value
  await expect(page.getByLabel('Forma de pagamento')).toHaveValue('cash')

  await page.getByLabel('Forma de pagamento').selectOption('installments')
  await page.getByLabel('Número de parcelas').fill('1')
  await page.getByLabel('Email do comprador').fill('sem-arroba')
  await page.getByRole('button', { name: 'Registrar Venda' }).click()
  await expect(page.getByText('Nome do comprador é obrigatório')).toBeVisible()
  await expect(page.getByText('Email inválido')).toBeVisible()
  await expect(page.getByText('Número de parcelas deve ser maior que 1')).toBeVisible()

  await page.getByLabel('Nome do comprador').fill('Joana Prado')
  await page.getByLabel('Email do comprador').fill('joana@exemplo.com.br')
  const summary = page.getByRole('complementary', { name: 'Resumo da venda' })
  // Installments of whole centavos add up: the last one takes the remainder, and the preview says so.
  await page.getByLabel('Número de parcelas').fill('3')
  await money(page, 'Valor da venda').fill('7000000')
  await expect(summary).toContainText('2x de R$\u00a023.333,33 e 1x de R$\u00a023.333,34')
  await page.getByLabel('Número de parcelas').fill('12')
  await money(page, 'Valor da venda').fill('48000000')
  await expect(summary).toContainText('12x de R$\u00a040.000,00')
  await expect(summary).toContainText('R$\u00a080.000,00 (+20,00%)')
  await page.getByRole('button', { name: 'Registrar Venda' }).click()

  await expect(page).toHaveURL(new RegExp(`/assets/${id}$`))
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  await expect(page.getByText('Vendido').first()).toBeVisible()
  await expect(page.getByText('Parcelado em 12x')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Registrar Venda' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Registrar Permuta' })).toHaveCount(0)
})

test('change the status after the confirmation, and only an admin sees delete', async ({ page, request }) => {
  const description = unique('Terreno Lote 7')
  const id = await apiAsset(request, description)
  const person = await createUser(request, 'user', 'Rita Usuária')
  await signIn(page, person.email, person.password)
  await page.goto(`/assets/${id}`)
  await page.getByLabel('Status', { exact: true }).selectOption('inactive')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Confirmar Alteração de Status')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible()
  await expect(page.getByLabel('Status', { exact: true })).toBeDisabled()

  await page.goto('/assets')
  await page.getByLabel('Filtrar por status').selectOption('inactive')
  await page.getByLabel('Buscar ativos').fill(description)
  const card = page.getByRole('listitem', { name: description })
  await expect(card.getByRole('link', { name: 'Ver' })).toBeVisible()
  await expect(card.getByRole('link', { name: 'Editar' })).toBeVisible()
  await expect(card.getByRole('button', { name: `Excluir ${description}` })).toHaveCount(0)

  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await signIn(page)
  await page.goto('/assets')
  await page.getByLabel('Filtrar por status').selectOption('all')
  await page.getByLabel('Buscar ativos').fill(description)
  await page.getByRole('button', { name: `Excluir ${description}` }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('Excluir Ativo')
  await expect(confirm).toContainText(`Tem certeza que deseja excluir o ativo "${description}"? Esta ação não pode ser desfeita.`)
  await confirm.getByRole('button', { name: 'Excluir' }).click()
  await expect(page.getByText('Nenhum ativo encontrado')).toBeVisible()
  await page.goto(`/assets/${id}`)
  await expect(page.getByRole('heading', { name: 'Ativo não encontrado' })).toBeVisible()
  await expect(page.getByText('O ativo solicitado não foi encontrado.')).toBeVisible()
})
