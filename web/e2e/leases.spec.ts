import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiToken, createUser, noSidewaysScroll, signIn, unique } from './helpers'

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await apiToken(request)
  const res = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()).data as T
}

test('a lease signed on a property: the form refuses what the law and the dates refuse, the property reads Alugado until the lease ends', async ({
  page,
  request,
}) => {
  const description = unique('Apartamento em Moema')
  const flat = await api<{ id: number }>(request, 'POST', '/assets', {
    counterpart: 'contribution',
    description,
    type: 'real_estate',
    acquisitionValue: 500000,
    currentValue: 600000,
    acquisitionDate: '2025-06-10',
    details: { address: 'Av. Ibirapuera, 100' },
  })
  const person = await createUser(request, 'user', 'Úrsula Usuária')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.goto(`/assets/${flat.id}`)
  const leases = page.getByRole('region', { name: 'Locação' })
  await expect(leases).toContainText('Nenhum contrato de locação ativo.')
  await leases.getByRole('link', { name: 'Novo contrato de locação' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novo contrato de locação')

  // Nothing typed: the server's messages on their fields, nothing sent.
  await page.getByRole('button', { name: 'Registrar contrato' }).click()
  await expect(page.getByText('Nome do locatário é obrigatório')).toBeVisible()
  await expect(page.getByText('Data de início é obrigatória')).toBeVisible()
  await expect(page.getByText('Valor do aluguel deve ser maior que zero')).toBeVisible()

  await page.getByLabel('Nome do locatário').fill('Carla Mendes')
  await page.getByLabel('CPF ou CNPJ (opcional)').fill('529.982.247-25')
  await page.getByLabel('Início do contrato').fill('15/03/2026')
  await page.getByLabel('Prazo (meses)').fill('30')
  await page.getByLabel('Aluguel mensal').fill('250000')
  await page.getByLabel('Dia de vencimento').fill('15')
  await page.getByLabel('Garantia', { exact: true }).selectOption('deposit')
  await page.getByLabel('Valor da caução').fill('1000000')
  await page.getByRole('button', { name: 'Registrar contrato' }).click()
  await expect(page.getByText('A caução não pode passar de 3 aluguéis (Lei do Inquilinato, art. 38)')).toBeVisible()
  await page.getByLabel('Valor da caução').fill('750000')
  // A start before the property was bought: only the server knows the acquisition, and says so on the field.
  await page.getByLabel('Início do contrato').fill('01/01/2025')
  await page.getByRole('button', { name: 'Registrar contrato' }).click()
  await expect(page.getByText('O contrato não pode começar antes da aquisição do imóvel')).toBeVisible()
  await page.getByLabel('Início do contrato').fill('15/03/2026')
  await page.screenshot({ path: test.info().outputPath('lease-form-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Registrar contrato' }).click()
  await expect(page.getByText('Contrato de locação registrado com sucesso!')).toBeVisible()

  // Back on the property: rented, with the lease's terms.
  await expect(page).toHaveURL(new RegExp(`/assets/${flat.id}$`))
  await expect(page.getByText('Alugado').first()).toBeVisible()
  await expect(leases).toContainText('Carla Mendes · 529.982.247-25')
  await expect(leases).toContainText('R$ 2.500,00 · vence todo dia 15')
  await expect(leases).toContainText('15/03/2026 a 14/09/2028 (30 meses)')
  await expect(leases).toContainText('IGP-M a cada 12 meses')
  await expect(leases).toContainText('Caução em dinheiro · R$ 7.500,00')
  await expect(leases).toContainText('Multa de 10,00% e juros de 1,00% ao mês')
  await expect(leases.getByRole('link', { name: 'Novo contrato de locação' })).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
  await leases.screenshot({ path: test.info().outputPath('lease-panel-390.png') })
  await page.setViewportSize({ width: 1280, height: 800 })

  // An edit: the rent.
  await leases.getByRole('link', { name: 'Editar contrato' }).click()
  await expect(page.getByLabel('Nome do locatário')).toHaveValue('Carla Mendes')
  await expect(page.getByLabel('Aluguel mensal')).toHaveValue('2.500,00')
  await page.getByLabel('Aluguel mensal').fill('260000')
  await page.getByRole('button', { name: 'Salvar contrato' }).click()
  await expect(page.getByText('Contrato atualizado com sucesso!')).toBeVisible()
  await expect(leases).toContainText('R$ 2.600,00 · vence todo dia 15')

  // The end: the property is free, the lease is listed as ended.
  await leases.getByRole('button', { name: 'Encerrar contrato' }).click()
  const end = leases.getByRole('form', { name: 'Encerrar contrato' })
  await end.getByLabel('Data do encerramento').fill('01/03/2026')
  await end.getByLabel('Motivo (opcional)').fill('Locatária mudou de cidade')
  await end.getByRole('button', { name: 'Encerrar contrato' }).click()
  await expect(end.getByText('O encerramento não pode ser anterior ao início do contrato')).toBeVisible()
  await end.getByLabel('Data do encerramento').fill('31/10/2026')
  await end.getByRole('button', { name: 'Encerrar contrato' }).click()
  await expect(page.getByText('Contrato encerrado: o imóvel está livre.')).toBeVisible()
  await expect(leases).toContainText('Nenhum contrato de locação ativo.')
  await expect(leases.getByTestId('ended-lease')).toHaveText(/Carla Mendes · 15\/03\/2026 a 31\/10\/2026 · Locatária mudou de cidade/)
  await expect(page.getByText('Alugado')).toHaveCount(0)
  const asset = await api<{ status: string }>(request, 'GET', `/assets/${flat.id}`)
  expect(asset.status).toBe('active')
})
