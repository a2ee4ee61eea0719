import { expect, test } from '@playwright/test'
import { api, createUser, isoInSaoPaulo, noSidewaysScroll, signIn, unique } from './helpers'

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
  // The next rent: last month's, due on the 15th of this month, or this month's once the 15th has gone by.
  const [year, month, day] = isoInSaoPaulo().split('-').map(Number)
  const due = new Date(Date.UTC(year, day <= 15 ? month - 1 : month, 15))
  const periodStart = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() - 1, 1))
  const ptBR = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/')
  await expect(leases).toContainText(`R$ 2.500,00 de ${ptBR(periodStart)} a`)
  await expect(leases).toContainText(`vence em ${ptBR(due)}`)
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

test('a lease readjusted on its anniversary by the IPCA kept in Índices: a month missing holds it, then the new rent applies and can be undone', async ({
  page,
  request,
}) => {
  const shop = await api<{ id: number }>(request, 'POST', '/assets', {
    counterpart: 'contribution',
    description: unique('Loja na Rua Augusta'),
    type: 'real_estate',
    acquisitionValue: 300000,
    currentValue: 320000,
    acquisitionDate: '2025-01-10',
    details: { address: 'Rua Augusta, 1500' },
  })
  // From 15/06/2025 by IPCA, the index of the month before: the first readjustment on 15/06/2026 takes 06/2025 to 05/2026.
  await api(request, 'POST', '/leases', {
    assetId: shop.id, tenantName: 'Café Augusta Ltda', tenantDocument: '11.222.333/0001-81', startDate: '2025-06-15',
    termMonths: 36, rent: 2500, dueDay: 15, index: 'ipca',
  })
  for (const month of ['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-05']) {
    await api(request, 'POST', '/indices', { code: 'ipca', month, value: '0.5' })
  }
  await signIn(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/assets/${shop.id}`)
  const next = page.getByTestId('next-readjustment')
  await expect(next).toContainText('Próximo reajuste em 15/06/2026: IPCA de 06/2025 a 05/2026.')
  await expect(next).toContainText('Falta o IPCA de 04/2026: o reajuste espera.')
  await expect(page.getByRole('button', { name: 'Aplicar reajuste' })).toHaveCount(0)

  await api(request, 'POST', '/indices', { code: 'ipca', month: '2026-04', value: '0.5' })
  await page.reload()
  // 2 500,00 × 1,005^12 = 2 654,1945… → R$ 2.654,19.
  await expect(next).toContainText('Acumulado 6,17%: R$ 2.500,00 → R$ 2.654,19')
  await page.getByRole('button', { name: 'Aplicar reajuste' }).click()
  await expect(page.getByText('Reajuste aplicado: aluguel de R$ 2.654,19 a partir de 15/06/2026.')).toBeVisible()
  const leases = page.getByRole('region', { name: 'Locação' })
  await expect(leases).toContainText('R$ 2.654,19 · vence todo dia 15 (no contrato: R$ 2.500,00)')
  await expect(page.getByTestId('readjustment')).toHaveText(/15\/06\/2026 · IPCA 06\/2025 a 05\/2026 · 6,17%R\$\s2\.500,00 → R\$\s2\.654,19/)
  await expect(next).toContainText('Próximo reajuste em 15/06/2027: IPCA de 06/2026 a 05/2027.')
  await leases.screenshot({ path: test.info().outputPath('lease-readjusted-1280.png') })

  await page.getByTestId('readjustment').getByRole('button', { name: 'Desfazer' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Desfazer' }).click()
  await expect(page.getByText('Reajuste desfeito.')).toBeVisible()
  await expect(leases).toContainText('R$ 2.500,00 · vence todo dia 15')
  await expect(page.getByTestId('readjustment')).toHaveCount(0)
})
