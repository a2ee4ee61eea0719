import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test'
import { apiToken, createUser, isoInSaoPaulo, signIn, unique } from './helpers'
import { sheetRows } from './xlsx'

/** bytes reads a finished download. */
async function bytes(download: Download): Promise<Buffer> {
  return readFileSync((await download.path()) as string)
}

/** post creates a record through the API as the admin. */
async function post(request: APIRequestContext, path: string, data: object): Promise<number> {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${await apiToken(request)}` }, data })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).data.id
}

/** exportFile clicks an export button and returns the download. */
async function exportFile(page: Page, label: 'Exportar CSV' | 'Exportar XLSX'): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()])
  return download
}

/** csvRows reads the data rows of a list export: the rows after the column titles, which start with firstTitle. */
function csvRows(text: string, firstTitle: string): string[][] {
  expect(text.startsWith('\ufeffEmpresa;')).toBe(true)
  const lines = text.replace(/^\ufeff/, '').split('\r\n').filter((l) => l !== '')
  const header = lines.findIndex((l) => l.startsWith(`${firstTitle};`))
  expect(header, text).toBeGreaterThan(0)
  return lines.slice(header + 1).map((l) => l.split(';'))
}

/** dataRows are the rows of an XLSX sheet after the column titles. */
function xlsxRows(rows: string[][], firstTitle: string): string[][] {
  const header = rows.findIndex((r) => r[0] === firstTitle)
  expect(header, JSON.stringify(rows)).toBeGreaterThan(0)
  return rows.slice(header + 1)
}

/** firstCells are the texts of the table's first column, row by row. */
async function firstCells(page: Page, table: string): Promise<string[]> {
  return page.getByRole('region', { name: table }).locator('tbody tr td:first-child').allInnerTexts()
}


test('the table view sorts and exports the filtered list', async ({ page, request }) => {
  const tag = unique('Tabela')
  const names = { a: `${tag} Armazém`, b: `${tag} Barracão`, c: `${tag} Chácara` }
  await post(request, '/assets', { counterpart: 'contribution', description: names.b, type: 'other', acquisitionValue: 100, currentValue: 3000.5, acquisitionDate: '2024-02-10' })
  await post(request, '/assets', { counterpart: 'contribution', description: names.a, type: 'other', acquisitionValue: 200, currentValue: 1000, acquisitionDate: '2023-05-01' })
  await post(request, '/assets', { counterpart: 'contribution', description: names.c, type: 'other', acquisitionValue: 300, currentValue: 2000, acquisitionDate: '2022-07-15' })
  // Left out by the filters: another type, another status.
  await post(request, '/assets', { counterpart: 'contribution', description: `${tag} Casa`, type: 'real_estate', acquisitionValue: 1, currentValue: 1, acquisitionDate: '2020-01-01', details: { address: 'Rua B, 2' } })
  const inactive = await post(request, '/assets', { counterpart: 'contribution', description: `${tag} Depósito`, type: 'other', acquisitionValue: 1, currentValue: 1, acquisitionDate: '2020-01-01' })
  const token = await apiToken(request)
  expect((await request.patch(`/api/assets/${inactive}/status`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'inactive' } })).status()).toBe(200)

  await signIn(page)
  await page.goto('/assets')
  await page.getByLabel('Buscar ativos').fill(tag)
  await page.getByLabel('Filtrar por tipo').selectOption('other')
  await expect(page.getByText('Ativos no filtro').locator('..')).toHaveText('Ativos no filtro3')

  const toggle = page.getByRole('group', { name: 'Visualização' })
  await expect(toggle.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true')
  await toggle.getByRole('button', { name: 'Tabela' }).click()
  await expect(toggle.getByRole('button', { name: 'Tabela' })).toHaveAttribute('aria-pressed', 'true')
  const table = page.getByRole('region', { name: 'Tabela de ativos' })
  await expect(table.locator('tbody tr')).toHaveCount(3)
  // Newest first by default; the row shows money in reais and the date dd/mm/aaaa.
  await expect(table.getByRole('row', { name: new RegExp(names.b) })).toContainText('R$ 3.000,50')
  await expect(table.getByRole('row', { name: new RegExp(names.b) })).toContainText('10/02/2024')

  // A click on a header sorts the whole filtered list on the server; a second click turns it around.
  const current = table.getByRole('columnheader', { name: 'Valor atual' })
  await current.getByRole('button').click()
  await expect(current).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sort=currentValue/)
  await expect.poll(() => firstCells(page, 'Tabela de ativos')).toEqual([names.a, names.c, names.b])
  await current.getByRole('button').press('Enter') // the keyboard sorts too
  await expect(current).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(() => firstCells(page, 'Tabela de ativos')).toEqual([names.b, names.c, names.a])
  const order = [names.b, names.c, names.a]

  // CSV: exactly the filtered rows, in the table's order, with their figures.
  const csv = await exportFile(page, 'Exportar CSV')
  expect(csv.suggestedFilename()).toBe(`ativos-${isoInSaoPaulo()}.csv`)
  const rows = csvRows((await bytes(csv)).toString('utf8'), 'Descrição')
  expect(rows.map((r) => r[0])).toEqual(order)
  expect(rows[0]).toEqual([names.b, 'Outros', 'Ativo', '100,00', '3000,50', '10/02/2024'])

  // XLSX: a real ZIP whose sheet holds the same rows, money as numbers.
  const xlsx = await exportFile(page, 'Exportar XLSX')
  expect(xlsx.suggestedFilename()).toBe(`ativos-${isoInSaoPaulo()}.xlsx`)
  const sheet = xlsxRows(sheetRows(await bytes(xlsx)), 'Descrição')
  expect(sheet.map((r) => r[0])).toEqual(order)
  expect(sheet[0].slice(0, 5)).toEqual([names.b, 'Outros', 'Ativo', '100', '3000.5'])

  // The view survives a reload (the URL) and a fresh visit (remembered for this list).
  await page.reload()
  await expect(page.getByRole('region', { name: 'Tabela de ativos' }).locator('tbody tr')).toHaveCount(3)
  await page.goto('/assets')
  await expect(page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Tabela' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('region', { name: 'Tabela de ativos' })).toBeVisible()
  // The other lists keep their own choice.
  await page.goto('/debts')
  await expect(page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true')

  // On a phone the table scrolls in its own box: the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/assets?q=${encodeURIComponent(tag)}&type=other`)
  await expect(page.getByRole('region', { name: 'Tabela de ativos' }).locator('tbody tr')).toHaveCount(3)
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390)
})

test('vehicles and debts: the Leitor sees only Ver, sorts and exports the filtered table, and the totals count every record', async ({ page, request }) => {
  const tag = unique('Frota').replace(/[^a-zA-Z0-9]/g, '').slice(-8)
  const plate = (n: number) => `TBL${n}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${Math.floor(Math.random() * 90 + 10)}`
  const models = [`${tag}A`, `${tag}B`, `${tag}C`]
  await post(request, '/vehicles', { counterpart: 'contribution', make: 'Fiat', model: models[1], year: 2021, licensePlate: plate(1), color: 'Prata', purchasePrice: 40000, sellingPrice: 45000, purchaseDate: '2025-01-10' })
  await post(request, '/vehicles', { counterpart: 'contribution', make: 'Fiat', model: models[0], year: 2019, licensePlate: plate(2), color: 'Azul', purchasePrice: 30000, sellingPrice: 36000, purchaseDate: '2025-02-10' })
  const sold = await post(request, '/vehicles', { counterpart: 'contribution', make: 'Fiat', model: models[2], year: 2020, licensePlate: plate(3), color: 'Preto', purchasePrice: 20000, sellingPrice: 26000, purchaseDate: '2025-03-10' })
  const token = await apiToken(request)
  expect((await request.put(`/api/vehicles/${sold}/sell`, { headers: { Authorization: `Bearer ${token}` }, data: { counterpart: 'withdrawal', sellingPrice: 25000, soldDate: '2025-04-01' } })).status()).toBe(200)
  const creditors = [`${tag} Banco`, `${tag} Cooperativa`]
  await post(request, '/debts', { counterpart: 'expense', creditorName: creditors[1], originalAmount: 900, interestRate: 1.5, dueDate: '2031-05-05', category: 'loan' })
  await post(request, '/debts', { counterpart: 'expense', creditorName: creditors[0], originalAmount: 5000, interestRate: 0.9, dueDate: '2030-01-10', category: 'loan' })
  await post(request, '/debts', { counterpart: 'expense', creditorName: `${tag} Fornecedor`, originalAmount: 100, dueDate: '2030-01-10', category: 'account_payable' })

  const all = async (path: string) =>
    (await (await request.get(`/api${path}?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } })).json()).meta.total as number

  const viewer = await createUser(request, 'viewer', 'Lia Leitora')
  await signIn(page, viewer.email, viewer.password)

  // Vehicles: in stock (the default filter) and the search leave two; the total still counts every vehicle.
  await page.goto(`/vehicles?q=${tag}&view=table`)
  const vehicles = page.getByRole('region', { name: 'Tabela de veículos' })
  await expect(vehicles.locator('tbody tr')).toHaveCount(2)
  await expect(page.getByText('Total de Veículos').locator('..')).toHaveText(`Total de Veículos${await all('/vehicles')}`)
  await expect(page.getByText('Em Estoque', { exact: true }).first().locator('..')).toHaveText('Em Estoque2')
  const firstRow = vehicles.locator('tbody tr').first()
  await expect(firstRow.getByRole('link', { name: /^Ver / })).toBeVisible()
  await expect(firstRow.getByRole('link', { name: /^Editar / })).toHaveCount(0)
  await expect(firstRow.getByRole('button', { name: /^Excluir / })).toHaveCount(0)
  // Newest purchase first by default; a click on 'Preço de compra' sorts by price, lowest first.
  const modelsShown = async () => (await vehicles.locator('tbody tr').allInnerTexts()).map((row) => models.find((m) => row.includes(m)))
  await expect.poll(modelsShown).toEqual([models[0], models[1]])
  await vehicles.getByRole('columnheader', { name: 'Preço de compra' }).getByRole('button').click()
  await expect(vehicles.getByRole('columnheader', { name: 'Preço de compra' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sort=purchasePrice/)
  await vehicles.getByRole('columnheader', { name: 'Preço de compra' }).getByRole('button').click()
  await expect(vehicles.getByRole('columnheader', { name: 'Preço de compra' })).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(modelsShown).toEqual([models[1], models[0]])
  const vcsv = csvRows((await bytes(await exportFile(page, 'Exportar CSV'))).toString('utf8'), 'Marca')
  expect(vcsv.map((r) => r[1])).toEqual([models[1], models[0]])
  expect(vcsv[0].slice(0, 4)).toEqual(['Fiat', models[1], '2021', 'Prata'])
  expect(vcsv[0].slice(5)).toEqual(['Em Estoque', '40000,00', '45000,00', '0,00', '5000,00', '10/01/2025', ''])
  const vsheet = xlsxRows(sheetRows(await bytes(await exportFile(page, 'Exportar XLSX'))), 'Marca')
  expect(vsheet.map((r) => r[1])).toEqual([models[1], models[0]])
  await firstRow.getByRole('link', { name: /^Ver / }).click()
  await expect(page).toHaveURL(/\/vehicles\/\d+$/)

  // Debts: the type filter leaves the two loans; 'Total de Dívidas' counts every debt.
  await page.goto(`/debts?q=${tag}&category=loan&view=table`)
  const debts = page.getByRole('region', { name: 'Tabela de dívidas' })
  await expect(debts.locator('tbody tr')).toHaveCount(2)
  await expect(page.getByRole('group', { name: 'Total de Dívidas' })).toHaveText(`Total de Dívidas${await all('/debts')}`)
  const original = debts.getByRole('columnheader', { name: 'Valor original' })
  await original.getByRole('button').click()
  await original.getByRole('button').click()
  await expect(original).toHaveAttribute('aria-sort', 'descending')
  const creditorsShown = async () => (await debts.locator('tbody tr').allInnerTexts()).map((row) => creditors.find((c) => row.includes(c)))
  await expect.poll(creditorsShown).toEqual([creditors[0], creditors[1]])
  await expect(debts.locator('tbody tr').first()).toContainText('R$ 5.000,00')
  const dcsv = await exportFile(page, 'Exportar CSV')
  expect(dcsv.suggestedFilename()).toBe(`dívidas-${isoInSaoPaulo()}.csv`)
  const drows = csvRows((await bytes(dcsv)).toString('utf8'), 'Credor')
  expect(drows.map((r) => r[0])).toEqual([creditors[0], creditors[1]])
  expect(drows[0]).toEqual([creditors[0], '', 'Empréstimo', 'Ativo', '5000,00', '5000,00', '0,90', '10/01/2030', '1', '1'])
  const dsheet = xlsxRows(sheetRows(await bytes(await exportFile(page, 'Exportar XLSX'))), 'Credor')
  expect(dsheet.map((r) => r[0])).toEqual([creditors[0], creditors[1]])

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(debts.locator('tbody tr')).toHaveCount(2)
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390)
})
