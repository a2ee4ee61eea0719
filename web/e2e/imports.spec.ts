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
  // No account moves when a sheet comes in: where the value came from is asked first, as on the forms.
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await expect(page.getByText('Escolha a contrapartida das linhas importadas')).toBeVisible()
  await page.getByLabel('Contrapartida das linhas').selectOption({ label: 'Aporte dos sócios' })
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const errors = page.getByRole('region', { name: 'Linhas com erros' })
  await expect(errors.getByRole('row').nth(1)).toHaveText('3Data de aquisiçãoData inválida: "31/02/2020". Use dd/mm/aaaa.')
  await expect(page.getByRole('button', { name: 'Importar 1 ativo' })).toBeDisabled()

  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(calcXLSX)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await expect(page.getByText('3 linhas: 3 sem erros.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Valor de aquisição' })).toHaveValue('Valor de aquisição')
  const preview = page.getByRole('region', { name: 'Como ficarão os ativos' })
  await expect(preview.getByRole('row').nth(1)).toHaveText('2Apartamento em São PauloImóvelR$\u00a01.234.567,89R$\u00a01.500.000,0015/03/2021Rua Açaí, 100 — Consolação')
  await expect(preview.getByRole('row').nth(3)).toHaveText('4Galpão em JundiaíImóvelR$\u00a0980.000,00R$\u00a01.050.000,1028/02/2019Av. Itatiba, 2.000')
  await page.screenshot({ path: test.info().outputPath('importar-previa-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Importar 3 ativos' }).click()
  await expect(page.getByText('3 ativos importados.').first()).toBeVisible()

  await expect(page.getByRole('link', { name: 'Ver ativos' })).toHaveAttribute('href', '/assets')
  const token = await apiToken(request, person.email, person.password)
  const jundiai = async () => {
    const res = await request.get('/api/assets?q=jundiai', { headers: { Authorization: `Bearer ${token}` } })
    return ((await res.json()).data as { description: string; currentValue: number }[]).map((a) => `${a.description} ${a.currentValue}`)
  }
  expect(await jundiai()).toEqual(['Galpão em Jundiaí 1050000.1'])
  const [galpao] = (await (await request.get('/api/assets?q=jundiai', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { id: number }[]
  const detail = await request.get(`/api/assets/${galpao.id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect((await detail.json()).data.counterpart).toEqual({ kind: 'contribution', reason: '' })

  // Later, back on the screen: the import is listed with who and when, and undone from there after a confirmation.
  await page.reload()
  const past = page.getByRole('region', { name: 'Importações anteriores' })
  await expect(past.getByText('3 linhas · Ivo Importa ·')).toBeVisible()
  await past.getByRole('button', { name: 'Desfazer a importação de ativos.xlsx' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Desfazer' }).click()
  await expect(page.getByText('Importação desfeita: 3 ativos removidos.')).toBeVisible()
  await expect(past.getByText(/desfeita em \d\d\/\d\d\/\d{4}/)).toBeVisible()
  await expect(past.getByRole('button', { name: 'Desfazer a importação de ativos.xlsx' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('importacoes-anteriores-1280.png'), fullPage: true })
  expect(await jundiai()).toEqual([])
})

test('on a phone: the import screen fits, from the sheet to the undo', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Úrsula Desfaz')
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, person.email, person.password)
  await page.goto('/assets/import')
  await page.getByLabel('Contrapartida das linhas').selectOption({ label: 'Saldo de abertura' })
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(calcXLSX)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await page.getByRole('button', { name: 'Importar 3 ativos' }).click()
  await expect(page.getByRole('button', { name: 'Desfazer importação' })).toBeVisible()
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('importar-feito-390.png'), fullPage: true })
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 3 ativos removidos.')).toBeVisible()
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
  await page.getByLabel('Contrapartida das linhas').selectOption({ label: 'Saldo de abertura' })
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(twice)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await expect(page.getByRole('region', { name: 'Linhas com erros' }).getByRole('row').nth(1)).toHaveText('3PlacaPlaca repetida na planilha: já está na linha 2')

  const good = test.info().outputPath('frota.csv')
  writeFileSync(good, `${header}Fiat;Mobi;2022;${a};Branco;R$ 52.000,00;R$ 58.900,00;10/01/2024\nFiat;Argo;2023;${b};Preto;R$ 70.000,00;R$ 78.000,00;11/01/2024\n`)
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(good)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const preview = page.getByRole('region', { name: 'Como ficarão os veículos' })
  await expect(preview.getByRole('row').nth(1)).toHaveText(`2Fiat Mobi2022${a}BrancoR$\u00a052.000,00R$\u00a058.900,0010/01/2024`)
  await page.getByRole('button', { name: 'Importar 2 veículos' }).click()
  await expect(page.getByText('2 veículos importados.').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('importar-veiculos-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 2 veículos removidos.')).toBeVisible()
})

// A sheet LibreOffice Calc wrote for each of the other kinds (internal/sheet/testdata).
const fixture = (name: string) => fileURLToPath(new URL(`../../internal/sheet/testdata/${name}`, import.meta.url))

// Debts, accounts with their opening balances and months of the indices come in from their own lists' 'Importar',
// each previewed as it will be stored and undone.
test('debts, accounts and index months imported from the sheets LibreOffice wrote, each previewed and undone', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Dora Planilha')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)

  await page.goto('/debts')
  await page.getByRole('link', { name: 'Importar' }).click()
  await expect(page.getByRole('heading', { name: 'Importar dívidas', level: 1 })).toBeVisible()
  await page.getByLabel('Contrapartida das linhas').selectOption({ label: 'Saldo de abertura' })
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(fixture('dividas.xlsx'))
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const debts = page.getByRole('region', { name: 'Como ficarão as dívidas' })
  await expect(debts.getByRole('row').nth(1)).toHaveText('2Itaú Unibanco S.A.R$\u00a0150.000,00R$\u00a098.765,431,35%10/03/2027AtivoEmpréstimo9/24')
  await expect(debts.getByRole('row').nth(2)).toHaveText('3José da ConceiçãoR$\u00a048.000,50R$\u00a048.000,500,00%20/12/2026AtivoConta a Pagar1/1')
  await page.screenshot({ path: test.info().outputPath('importar-dividas-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Importar 2 dívidas' }).click()
  await expect(page.getByText('2 dívidas importadas.').first()).toBeVisible()
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 2 dívidas removidas.')).toBeVisible()

  await page.goto('/accounts')
  await page.getByRole('link', { name: 'Importar' }).click()
  await page.getByLabel('Contrapartida das linhas').selectOption({ label: 'Saldo de abertura' })
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(fixture('contas-windows1252.csv'))
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const accounts = page.getByRole('region', { name: 'Como ficarão as contas' })
  await expect(accounts.getByRole('row').nth(1)).toHaveText('2Conta movimento ItaúConta correnteItaú · ag. 0341 · 12345-6\u2212R$\u00a02.500,7502/01/2026')
  await expect(accounts.getByRole('row').nth(2)).toHaveText('3Caixa da loja — São JoséCaixaR$\u00a01.234,5602/01/2026')
  await page.getByRole('button', { name: 'Importar 3 contas' }).click()
  await expect(page.getByText('3 contas importadas.').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver contas' })).toHaveAttribute('href', '/accounts')
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 3 contas removidas.')).toBeVisible()

  await page.goto('/indices')
  await page.getByRole('link', { name: 'Importar planilha' }).click()
  // Months of 1995, which no other flow types, so the series the other flows read stay as they are.
  const series = test.info().outputPath('indices.csv')
  writeFileSync(series, 'Índice;Mês;Variação (%)\nIPCA;01/1995;1,70\nIGP-M;01/1995;-0,34\n')
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(series)
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  const months = page.getByRole('region', { name: 'Como ficarão os meses' })
  await expect(months.getByRole('row').nth(2)).toHaveText('3IGP-M01/1995-0,34%')
  await page.getByRole('button', { name: 'Importar 2 meses' }).click()
  await expect(page.getByText('2 meses importados.').first()).toBeVisible()
  await page.getByRole('button', { name: 'Desfazer importação' }).click()
  await expect(page.getByText('Importação desfeita: 2 meses removidos.')).toBeVisible()
})

// A large sheet shows how far it has gone: the share of the file sent, then the reading, then every row counted.
// The upload is slowed to a modest office line (Chromium's network emulation) so the progress can be seen.
test('a sheet of 10 000 assets shows its progress while it is sent and read', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Paulo Progresso')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.goto('/assets/import')
  const rows = Array.from({ length: 10_000 }, (_, i) => `Sala ${i + 1} do Edifício Central;Imóvel;R$ 150.000,00;R$ 180.500,50;15/03/2021;Rua XV de Novembro, ${i + 1}`)
  const big = test.info().outputPath('dez-mil.csv')
  writeFileSync(big, `Descrição;Tipo;Valor de aquisição;Valor atual;Data de aquisição;Endereço\n${rows.join('\n')}\n`)
  await page.getByLabel('Contrapartida das linhas').selectOption({ label: 'Saldo de abertura' })
  await page.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles(big)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 })
  await page.getByRole('button', { name: 'Ler planilha' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Enviando a planilha: [1-9]\d*%/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('importar-progresso-1280.png') })
  await expect(page.getByText('10.000 linhas: 10.000 sem erros.')).toBeVisible({ timeout: 30_000 })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await expect(page.getByRole('button', { name: 'Importar 10.000 ativos' })).toBeEnabled()
  await expect(page.getByText('As primeiras 20 de 10.000 linhas sem erros.')).toBeVisible()
})
