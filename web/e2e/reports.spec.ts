import { readFileSync } from 'node:fs'
import { expect, test, type Download } from '@playwright/test'
import { apiToken, createUser, isoInSaoPaulo, settled, signIn, unique } from './helpers'

/** bytes reads a finished download. */
async function bytes(download: Download): Promise<Buffer> {
  return readFileSync((await download.path()) as string)
}

test('generate an assets report from its card, find it in the list and download it as CSV and PDF', async ({ page, request }) => {
  // An asset acquired at the start of the year, so it is in any report of the current month.
  const description = unique('Galpão Logístico')
  const token = await apiToken(request)
  const year = isoInSaoPaulo().slice(0, 4)
  const res = await request.post('/api/assets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { counterpart: 'contribution', description, type: 'other', acquisitionValue: 1234.56, currentValue: 2000, acquisitionDate: `${year}-01-01` },
  })
  expect(res.status()).toBe(201)

  const viewer = await createUser(request, 'viewer', 'Vera Leitora')
  await signIn(page, viewer.email, viewer.password)
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }).click()
  await expect(page).toHaveURL(/\/reports$/)
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible()

  const card = page.getByRole('form', { name: 'Gerar relatório de Ativos' })
  await expect(card.getByLabel('Período')).toHaveValue('monthly')
  const month = isoInSaoPaulo().slice(0, 7)
  await expect(card.getByLabel('Referência')).toHaveValue(month)
  await card.getByRole('button', { name: 'Gerar Relatório' }).click()
  await expect(page.getByText('Relatório gerado com sucesso!')).toBeVisible()

  await page.getByLabel('Filtrar por tipo').selectOption('assets')
  await page.getByLabel('Filtrar por período').selectOption('monthly')
  const item = page.getByRole('list', { name: 'Relatórios' }).getByRole('listitem').first()
  await expect(item.getByRole('heading')).toHaveText(/^Relatório de Ativos — .+ de \d{4}$/)
  await expect(item).toContainText('Mensal')
  await expect(item).toContainText('Vera Leitora')
  // The current month is still open: its file answers for the day it is downloaded.
  await expect(item).toContainText('Período em aberto: posição no dia do download')
  await page.screenshot({ path: test.info().outputPath('reports-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: test.info().outputPath('reports-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await settled(page) // the list lays itself out again for the width: a menu opened meanwhile would close

  const choose = async (format: string) => {
    const option = page.getByRole('menuitem', { name: format })
    // A render of the list after the click (its layout for the width, a refresh of its query on a busy machine)
    // closes a menu opened meanwhile: open it again until it stays open.
    await expect(async () => {
      if (!(await option.isVisible())) await item.getByRole('button', { name: /^Download/ }).click()
      await expect(option).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    const [download] = await Promise.all([page.waitForEvent('download'), option.click()])
    return download
  }
  const csv = await choose('CSV')
  expect(csv.suggestedFilename()).toBe(`relatório-ativos-${month}.csv`)
  const csvText = (await bytes(csv)).toString('utf8')
  expect(csvText.startsWith('\ufeffEmpresa;')).toBe(true)
  expect(csvText).toContain(`${description};Outros;Ativo;01/01/${year};1234,56;2000,00;62,00\r\n`)

  const pdf = await choose('PDF')
  expect(pdf.suggestedFilename()).toBe(`relatório-ativos-${month}.pdf`)
  expect((await bytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The period filter leaves out the monthly report.
  await page.getByLabel('Filtrar por período').selectOption('yearly')
  await expect(page.getByText('Nenhum relatório encontrado')).toBeVisible()
})

test('a quarter chosen on the debts card is stored with its reference, and the list fails with the spec text when the server does', async ({ page }) => {
  await signIn(page)
  await page.goto('/reports')
  const card = page.getByRole('form', { name: 'Gerar relatório de Dívidas' })
  await card.getByLabel('Período').selectOption('quarterly')
  const quarter = await card.getByLabel('Referência').inputValue()
  expect(quarter).toMatch(/^\d{4}-Q[1-4]$/)
  await card.getByRole('button', { name: 'Gerar Relatório' }).click()
  await expect(page.getByText('Relatório gerado com sucesso!')).toBeVisible()
  await page.getByLabel('Filtrar por tipo').selectOption('debts')
  const item = page.getByRole('list', { name: 'Relatórios' }).getByRole('listitem').first()
  await expect(item.getByRole('heading')).toHaveText(new RegExp(`^Relatório de Dívidas — ${quarter.slice(-1)}º trimestre de ${quarter.slice(0, 4)}$`))
  await settled(page) // the filtered list has arrived: a menu opened on the list before it would close
  await item.getByRole('button', { name: /^Download/ }).click()
  await expect(page.getByRole('menuitem', { name: 'XLSX (Excel)' })).toBeVisible()
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'XLSX (Excel)' }).click()])
  expect(xlsx.suggestedFilename()).toBe(`relatório-dívidas-${quarter.replace('-Q', '-T')}.xlsx`)
  expect((await bytes(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK')

  await page.route('**/api/reports?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","code":"internal_error"}' }))
  await page.reload()
  const alert = page.getByRole('alert')
  await expect(alert.getByText('Erro ao carregar relatórios. Por favor, tente novamente.', { exact: true })).toBeVisible({ timeout: 10_000 })
  await expect(alert.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
})
