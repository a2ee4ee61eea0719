import { expect, test } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { createUser, noSidewaysScroll, signIn } from './helpers'

// 'Índices' as a person who keeps the series: an SGS export imported through the screen (a gap stays a gap), a
// bad file refused with its line, a month typed by hand; a Leitor reads without the forms.
test('an SGS export of the IGP-M imported through the screen, a bad file refused, a month typed', async ({ page, request }) => {
  const person = await createUser(request, 'user', 'Irene Índices')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, person.email, person.password)
  await page.getByRole('link', { name: 'Índices' }).first().click()
  await expect(page.getByRole('heading', { name: 'Índices', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Ver meses de IGP-M' }).click()
  await expect(page.getByRole('heading', { name: 'IGP-M', level: 1 })).toBeVisible()

  const good = test.info().outputPath('bcdata.sgs.189.csv')
  writeFileSync(good, '"data";"valor"\r\n"01/09/2024";"0,62"\r\n"01/10/2024";"1,52"\r\n"01/12/2024";"0,94"\r\n')
  await page.getByLabel('Arquivo CSV').setInputFiles(good)
  await page.getByRole('button', { name: 'Importar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'importados' })).toHaveText('3 meses importados: set/2024 a dez/2024')
  const months = page.getByTestId('index-month')
  await expect(months).toHaveCount(4)
  await expect(months.nth(0)).toContainText('dez/20240,94%')
  await expect(months.nth(1)).toContainText('nov/2024Sem valor')
  await expect(months.nth(3)).toContainText('set/20240,62%')

  const bad = test.info().outputPath('ruim.csv')
  writeFileSync(bad, 'data;valor\n01/01/2025;0,27\n31/02/2025;0,1\n')
  await page.getByLabel('Arquivo CSV').setInputFiles(bad)
  await page.getByRole('button', { name: 'Importar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Linha' })).toHaveText('Linha 3: data inválida "31/02/2025"')
  await expect(months).toHaveCount(4) // nothing of the refused file was kept

  const form = page.getByRole('form', { name: 'Informar um mês' })
  await form.getByLabel('Mês').fill('13/2024')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Mês inválido: use mm/aaaa')).toBeVisible()
  await form.getByLabel('Mês').fill('11/2024')
  await form.getByLabel('Variação (%)').fill('-0,12')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Valor salvo com sucesso!')).toBeVisible()
  await expect(months.nth(1)).toContainText('nov/2024−0,12%')
  await page.screenshot({ path: test.info().outputPath('indice-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(months.first()).toBeVisible()
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('indice-390.png'), fullPage: true })
})

test('a Leitor reads the series without the import and the form', async ({ page, request }) => {
  const viewer = await createUser(request, 'viewer', 'Luísa Leitora')
  await signIn(page, viewer.email, viewer.password)
  await page.goto('/indices/igpm')
  await expect(page.getByRole('heading', { name: 'IGP-M', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Arquivo CSV')).toHaveCount(0)
  await expect(page.getByRole('form', { name: 'Informar um mês' })).toHaveCount(0)
})
