import { expect, test, type Page } from '@playwright/test'
import { apiToken, createUser, dayInSaoPaulo, isoInSaoPaulo, signIn } from './helpers'

/** A plate no other test uses: three letters and four digits from the clock. */
function plate(): string {
  const n = Date.now() % 10000
  const letters = Array.from({ length: 3 }, (_, i) => String.fromCharCode(65 + ((Math.floor(Date.now() / 10 ** (i + 4)) + i) % 26))).join('')
  return `${letters}${String(n).padStart(4, '0')}`
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'


async function search(page: Page, text: string) {
  await page.getByLabel('Buscar veículos').fill(text)
}

test('a vehicle from purchase to sale: create with errors first, find, edit with history diff, sell', async ({ page }) => {
  const p = plate()
  const dashed = `${p.slice(0, 3)}-${p.slice(3)}`
  await signIn(page)
  await page.getByRole('link', { name: 'Veículos' }).first().click()
  await expect(page.getByRole('heading', { name: 'Veículos' })).toBeVisible()
  await page.getByRole('link', { name: 'Novo Veículo' }).first().click()

  // Errors first: the year falls back to the current year, everything else is empty.
  await expect(page.getByLabel('Ano', { exact: true })).toHaveValue(isoInSaoPaulo().slice(0, 4))
  await page.getByLabel('Ano', { exact: true }).fill('1899')
  await page.getByLabel('Placa').fill('ab12345')
  await page.getByLabel('Pago com', { exact: true }).selectOption({ label: 'Aporte dos sócios' })
  await page.getByRole('button', { name: 'Criar Veículo' }).click()
  for (const message of [
    'Marca é obrigatória',
    'Modelo é obrigatório',
    'Ano é obrigatório e deve ser válido',
    'Placa inválida. Use o formato ABC-1234 ou ABC1D23 (Mercosul)',
    'Data de aquisição é obrigatória',
    'Valor de aquisição deve ser maior que zero',
    'Valor de venda deve ser maior que zero',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByText('Cor é obrigatória')).toHaveCount(0)

  // Then valid.
  await page.getByLabel('Marca').fill('Volkswagen')
  await page.getByLabel('Modelo', { exact: true }).fill('Gol 1.0')
  await page.getByLabel('Ano', { exact: true }).fill('2019')
  await page.getByLabel('Placa').fill(dashed.toLowerCase())
  await expect(page.getByLabel('Placa')).toHaveValue(dashed)
  await page.getByLabel('Data de aquisição').fill('10/01/2025')
  await page.getByLabel('Valor de aquisição').pressSequentially('3000000')
  await page.getByLabel('Valor de venda').pressSequentially('3500000')
  await expect(page.getByLabel('Valor de venda')).toHaveValue('35.000,00')
  await page.locator('#attachments').setInputFiles({ name: 'nota-fiscal.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) })
  await page.getByLabel('Categoria de nota-fiscal.pdf').selectOption('contrato')
  await page.getByRole('button', { name: 'Criar Veículo' }).click()
  await expect(page).toHaveURL(/\/vehicles$/)
  await expect(page.getByText('Veículo criado com sucesso!')).toBeVisible()

  // Found by its plate as people write it.
  await search(page, dashed)
  const card = page.getByRole('listitem', { name: 'Volkswagen Gol 1.0' })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(dashed)
  await expect(card).toContainText('Em Estoque')
  await expect(card).toContainText('R$\u00a030.000,00')
  await expect(card).toContainText('10/01/2025')

  // Edit the price: the colour is required on edit.
  await card.getByRole('link', { name: 'Editar Volkswagen Gol 1.0' }).click()
  await expect(page.getByRole('heading', { name: 'Editar Veículo' })).toBeVisible()
  await page.getByLabel('Valor de venda').fill('')
  await page.getByLabel('Valor de venda').pressSequentially('3650000')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page.getByText('Cor é obrigatória')).toBeVisible()
  await page.getByLabel('Cor').fill('Prata')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expect(page).toHaveURL(/\/vehicles\/\d+$/)
  await expect(page.getByText('Veículo atualizado com sucesso!')).toBeVisible()
  await expect(page.getByText('R$\u00a06.500,00 (21,7%)')).toBeVisible()
  const attachments = page.getByRole('region', { name: 'Anexos' })
  await expect(attachments.getByRole('link', { name: 'nota-fiscal.pdf' })).toBeVisible()
  await expect(attachments).toContainText('Contrato')

  await page.getByRole('tab', { name: 'Histórico' }).click()
  const update = page.getByRole('listitem').filter({ hasText: 'Dados atualizados' })
  await expect(update).toContainText('Preço de venda:')
  await expect(update).toContainText('R$\u00a035.000,00')
  await expect(update).toContainText('R$\u00a036.500,00')
  await expect(update).toContainText('Cor:')
  await expect(update).toContainText('Prata')
  await expect(update.getByRole('listitem')).toHaveCount(2) // only the changed fields
  await expect(page.getByRole('listitem').filter({ hasText: 'Veículo cadastrado' })).toBeVisible()

  // Sell with the defaults: the vehicle's selling price and today.
  await page.getByRole('link', { name: 'Registrar Venda' }).click()
  await expect(page.getByRole('heading', { name: 'Vender Veículo' })).toBeVisible()
  await expect(page.getByLabel('Preço de venda')).toHaveValue('36.500,00')
  await expect(page.getByLabel('Forma de pagamento')).toHaveValue('cash')
  await expect(page.getByLabel('Forma de pagamento').locator('option')).toHaveText(['À vista', 'Financiamento', 'Troca', 'Parcelado'])
  await page.getByLabel('Recebido em', { exact: true }).selectOption({ label: 'Retirada dos sócios' })
  await page.getByRole('button', { name: 'Confirmar Venda' }).click()
  await expect(page).toHaveURL(/\/vehicles\/\d+$/)
  await expect(page.getByText('Venda registrada com sucesso!')).toBeVisible()
  await expect(page.getByText('Vendido', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Registrar Venda' })).toHaveCount(0)
  const financial = page.getByRole('region', { name: 'Informações financeiras' })
  await expect(financial).toContainText(dayInSaoPaulo())
  await expect(financial).toContainText('R$\u00a06.500,00 (21,7%)')
  await expect(financial).toContainText('À vista')
  await page.getByRole('tab', { name: 'Histórico' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Venda registrada' })).toContainText('À vista')

  // The list finds it under sold only.
  await page.goto('/vehicles')
  await search(page, p)
  await expect(page.getByText('Nenhum veículo encontrado')).toBeVisible()
  await page.getByLabel('Status').selectOption('sold')
  const soldCard = page.getByRole('listitem', { name: 'Volkswagen Gol 1.0' })
  await expect(soldCard).toContainText('Vendido')
  await expect(soldCard).toContainText(`Vendido em${dayInSaoPaulo()}`)
  await page.getByLabel('Status').selectOption('reserved')
  await expect(page.getByText('Nenhum veículo encontrado')).toBeVisible()
  await page.getByLabel('Status').selectOption('all')
  await expect(soldCard).toBeVisible()
})

test('a user sees no delete; an admin deletes after the confirmation', async ({ page, request, browser }) => {
  const token = await apiToken(request)
  const p = plate()
  const res = await request.post('/api/vehicles', {
    headers: { Authorization: `Bearer ${token}` },
    data: { counterpart: 'contribution', make: 'Fiat', model: 'Uno Removível', year: 2015, licensePlate: p, color: 'Branco', purchasePrice: 15000, sellingPrice: 18000, purchaseDate: '2025-02-01' },
  })
  expect(res.status()).toBe(201)
  const id = (await res.json()).data.id

  const person = await createUser(request, 'user', 'Vendedor Sem Exclusão')
  await signIn(page, person.email, person.password)
  await page.goto('/vehicles')
  await search(page, p)
  const card = page.getByRole('listitem', { name: 'Fiat Uno Removível' })
  await expect(card).toBeVisible()
  await expect(card.getByRole('button', { name: /Excluir/ })).toHaveCount(0)
  await page.goto(`/vehicles/${id}`)
  await expect(page.getByRole('link', { name: 'Registrar Venda' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0)

  const admin = await browser.newPage()
  await signIn(admin)
  await admin.goto(`/vehicles/${id}`)
  await admin.getByRole('button', { name: 'Excluir' }).click()
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toContainText('Excluir Veículo')
  await dialog.getByRole('button', { name: 'Excluir' }).click()
  await expect(admin).toHaveURL(/\/vehicles$/)
  await expect(admin.getByText('Veículo excluído com sucesso!')).toBeVisible()
  await admin.goto(`/vehicles/${id}`)
  await expect(admin.getByRole('heading', { name: 'Veículo não encontrado' })).toBeVisible()
  await admin.goto(`/vehicles/${id}/sale`)
  await expect(admin.getByRole('heading', { name: 'Veículo não encontrado' })).toBeVisible()
  await admin.close()
})
