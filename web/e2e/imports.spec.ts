import { expect, test } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { apiToken, createUser, noSidewaysScroll, signIn } from './helpers'

// The sheet LibreOffice Calc wrote (internal/sheet/testdata), as an office would bring its assets in.
const calcXLSX = fileURLToPath(new URL('../../internal/sheet/testdata/ativos.xlsx', import.meta.url))

// 'Importar ativos' as a person who keeps the assets: a sheet with a bad row shows the row and imports nothing; the
// sheet LibreOffice wrote is previewed as it will be stored, imported at once, found in the list, and undone.
test('assets imported from a spreadsheet: a bad row stops it, a good sheet is previewed, imported and undone', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Ivo Importa')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.goto('/assets')
  await page.getByRole('link', { name: 'Importar' }).click()
  await expect(page.getByRole('heading', { name: 'Importar ativos', level: 1 })).toBeVisible()

  const bad = test.info().outputPath('com-erro.csv')
  writeFileSync(bad, 'Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição;Endereço\nSala;Imóvel;R$ 10,00;R$ 12,00;01/02/2020;Rua A, 1\nLote;Imóvel;R$ 5,00;R$ 6,00;31/02/2020;Rua B, 2\n')
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(bad)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const errors = page.getByRole('region', { name: 'Linhas com erros' })
  await expect(errors.getByRole('row').nth(1)).toHaveText('3Data de aquisiçãoData inválida: "31/02/2020". Use dd/mm/aaaa.')
  await expect(page.getByRole('button', { name: 'Importar 1 ativo(s)' })).toBeDisabled()

  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(calcXLSX)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await expect(page.getByText('3 linha(s): 3 sem erros.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Valor de aquisição' })).toHaveValue('Valor de aquisição')
  const preview = page.getByRole('region', { name: 'Como ficarão os ativos' })
  await expect(preview.getByRole('row').nth(1)).toHaveText('2Apartamento em São PauloImóvelR$\u00a01.234.567,89R$\u00a01.500.000,0015/03/2021Rua Açaí, 100 — Consolação')
  await expect(preview.getByRole('row').nth(3)).toHaveText('4Galpão em JundiaíImóvelR$\u00a0980.000,00R$\u00a01.050.000,1028/02/2019Av. Itatiba, 2.000')
  await page.screenshot({ path: test.info().outputPath('importar-previa-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Importar 3 ativo(s)' }).click()
  await expect(page.getByText('3 ativo(s) importado(s).').first()).toBeVisible()

  await expect(page.getByRole('link', { name: 'Ver ativos' })).toHaveAttribute('href', '/assets')
  const token = await apiToken(request, person.email, person.password)
  const jundiai = async () => {
    const res = await request.get('/api/assets?q=jundiai', { headers: { Authorization: `Bearer ${token}` } })
    return ((await res.json()).data as { description: string; currentValue: number }[]).map((a) => `${a.description} ${a.currentValue}`)
  }
  expect(await jundiai()).toEqual(['Galpão em Jundiaí 1050000.1'])
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 3 ativo(s) removido(s).')).toBeVisible()
  expect(await jundiai()).toEqual([])
})

test('on a phone: the import screen fits, from the sheet to the undo', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Úrsula Desfaz')
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, person.email, person.password)
  await page.goto('/assets/import')
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(calcXLSX)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await page.getByRole('button', { name: 'Importar 3 ativo(s)' }).click()
  await expect(page.getByRole('button', { name: 'Desfazer importação' })).toBeVisible()
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('importar-feito-390.png'), fullPage: true })
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 3 ativo(s) removido(s).')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Desfazer importação' })).toHaveCount(0)
})

// 'Importar veículos' from the Veículos list: a plate twice in the sheet names its line; the good rows come in stock.
test('vehicles imported from a spreadsheet come in stock; a plate twice in the sheet names its line', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Vera Frota')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.goto('/vehicles')
  await page.getByRole('link', { name: 'Importar' }).click()
  await expect(page.getByRole('heading', { name: 'Importar veículos', level: 1 })).toBeVisible()
  const plate = (n: number) => `QIM${n}${String.fromCharCode(65 + (Date.now() % 26))}${String(Date.now()).slice(-2)}`
  const [a, b] = [plate(1), plate(2)]
  const header = 'Marca;Modelo;Ano;Placa;Cor;Preço de compra;Preço de venda;Data de compra\n'
  const twice = test.info().outputPath('frota-repetida.csv')
  writeFileSync(twice, `${header}Fiat;Mobi;2022;${a};Branco;R$ 52.000,00;R$ 58.900,00;10/01/2024\nFiat;Argo;2023;${a};Preto;R$ 70.000,00;R$ 78.000,00;11/01/2024\n`)
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(twice)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await expect(page.getByRole('region', { name: 'Linhas com erros' }).getByRole('row').nth(1)).toHaveText('3PlacaPlaca repetida na planilha: já está na linha 2')

  const good = test.info().outputPath('frota.csv')
  writeFileSync(good, `${header}Fiat;Mobi;2022;${a};Branco;R$ 52.000,00;R$ 58.900,00;10/01/2024\nFiat;Argo;2023;${b};Preto;R$ 70.000,00;R$ 78.000,00;11/01/2024\n`)
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(good)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const preview = page.getByRole('region', { name: 'Como ficarão os veículos' })
  await expect(preview.getByRole('row').nth(1)).toHaveText(`2Fiat Mobi2022${a}BrancoR$\u00a052.000,00R$\u00a058.900,0010/01/2024`)
  await page.getByRole('button', { name: 'Importar 2 veículo(s)' }).click()
  await expect(page.getByText('2 veículo(s) importado(s).').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('importar-veiculos-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 2 veículo(s) removido(s).')).toBeVisible()
})
