import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { apiToken, noSidewaysScroll, settled, signIn, unique } from './helpers'

test("an asset's improvement adds to its cost, and 'Bens e Direitos em 31/12' declares it at cost with its discriminação", async ({ page, request }) => {
  const token = await apiToken(request)
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()).data as { id: number; name: string }
  }
  const bank = await post('/accounts', { counterpart: 'contribution', name: unique('Conta Obras'), kind: 'checking', openingBalance: 100000, openingDate: '2024-01-02' })
  const description = unique('Loja Centro')
  const shop = await post('/assets', { counterpart: 'contribution',
    description,
    type: 'real_estate',
    acquisitionValue: 80000,
    currentValue: 95000,
    acquisitionDate: '2024-05-10',
    details: { address: 'Rua A, 10', zipCode: '01310100', city: 'São Paulo', state: 'SP', registrationNumber: '4.321' },
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await page.goto(`/assets/${shop.id}`)
  const panel = page.getByRole('region', { name: 'Benfeitorias' })
  await panel.getByRole('button', { name: 'Registrar benfeitoria' }).click()
  const form = page.getByRole('form', { name: 'Registrar benfeitoria' })
  await form.getByLabel('Data da benfeitoria').fill('09/05/2024')
  await form.getByRole('button', { name: 'Registrar benfeitoria' }).click()
  await expect(form.getByText('Data da benfeitoria não pode ser anterior à aquisição do ativo')).toBeVisible()
  await expect(form.getByText('Descreva a benfeitoria')).toBeVisible()
  await form.getByLabel('O que foi feito').fill('Fachada nova')
  await form.getByLabel('Data da benfeitoria').fill('01/03/2025')
  await form.getByLabel('Valor').pressSequentially('1200000')
  await form.getByLabel('Pago com a conta').selectOption({ label: bank.name })
  await form.getByRole('button', { name: 'Registrar benfeitoria' }).click()
  await expect(page.getByText('Benfeitoria registrada com sucesso!')).toBeVisible()
  await expect(page.getByTestId('improvement')).toContainText('01/03/2025Fachada nova')
  await expect(panel).toContainText('Custo (aquisição + benfeitorias)R$ 92.000,00')
  await expect(page.getByRole('main')).toContainText('Bens e Direitos01-19 — Outros bens imóveis')
  await expect(page.getByRole('main')).toContainText('DepreciaçãoEdificações · 4,00% a.a.')
  await expect(page.getByRole('main')).toContainText('Valor contábil')
  await page.screenshot({ path: test.info().outputPath('improvements-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('improvements-390.png'), fullPage: true })

  // The year-end position of 2025: yearly only, at cost on 31/12 of 2024 and of 2025.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/reports')
  const card = page.getByRole('form', { name: 'Gerar relatório de Bens e Direitos em 31/12' })
  await expect(card.getByLabel('Período').locator('option')).toHaveText(['Anual'])
  await card.getByLabel('Referência').selectOption('2025')
  await card.getByRole('button', { name: 'Gerar Relatório' }).click()
  await expect(page.getByText('Relatório gerado com sucesso!')).toBeVisible()
  await page.getByLabel('Filtrar por tipo').selectOption('yearend')
  const item = page.getByRole('list', { name: 'Relatórios' }).getByRole('listitem').first()
  await item.getByRole('button', { name: /^Download/ }).click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()])
  expect(download.suggestedFilename()).toBe('relatório-bens-e-direitos-em-31-12-2025.csv')
  const csv = readFileSync((await download.path()) as string).toString('utf8')
  expect(csv).toContain('Grupo;Código;Discriminação;Situação em 31/12/2024;Situação em 31/12/2025\r\n')
  expect(csv).toContain(`01;19;"${description}, Rua A, 10, CEP 01310-100, São Paulo/SP, matrícula 4.321. Adquirido em 10/05/2024 por R$`)
  expect(csv).toContain(';80000,00;92000,00\r\n')

  // The depreciation of 2025 at the Receita's 4 % a year: the acquisition from 10/05/2024, the improvement from 01/03/2025.
  const depreciation = page.getByRole('form', { name: 'Gerar relatório de Depreciação' })
  await expect(depreciation.getByLabel('Período').locator('option')).toHaveText(['Anual'])
  await depreciation.getByLabel('Referência').selectOption('2025')
  await depreciation.getByRole('button', { name: 'Gerar Relatório' }).click()
  await page.getByLabel('Filtrar por tipo').selectOption('depreciation')
  const row = page.getByRole('list', { name: 'Relatórios' }).getByRole('listitem').first()
  await expect(row.getByRole('button', { name: /^Download/ })).toHaveAccessibleName(/Depreciação/) // the filtered list has come
  await row.getByRole('button', { name: /^Download/ }).click()
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()])
  const text = readFileSync((await file.path()) as string).toString('utf8')
  expect(text).toContain(`${description};Edificações;4,00;92000,00;0,00;1866,67;3600,00;5466,67;86533,33\r\n`)
})
