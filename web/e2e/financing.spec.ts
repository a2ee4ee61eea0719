import { expect, test } from '@playwright/test'
import { createUser, noSidewaysScroll, signIn } from './helpers'

// 'Simular financiamento' as a Leitor would use it: wrong input first, with the exact pt-BR messages, then the
// textbook cases — Price, R$ 10.000,00 at 10 % a.m. in 4; SAC, R$ 70.000,00 at 2 % a.m. in 120 — to the centavo.

test('the simulator compares Price and SAC to the centavo, for any role', async ({ page, request }) => {
  const viewer = await createUser(request, 'viewer', 'Lívia Leitora')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, viewer.email, viewer.password)
  await page.goto('/debts')
  await page.getByRole('link', { name: 'Simular financiamento' }).click()
  await expect(page.getByRole('heading', { name: 'Simular financiamento' })).toBeVisible()

  await page.getByRole('button', { name: 'Simular' }).click()
  await expect(page.getByText('Valor financiado deve ser maior que zero')).toBeVisible()
  await expect(page.getByText('Informe a taxa de juros ao mês ou ao ano')).toBeVisible()
  await page.getByLabel('Valor financiado').pressSequentially('1000000')
  await page.getByLabel('Taxa de juros (%)').fill('10,1234567')
  await page.getByRole('button', { name: 'Simular' }).click()
  await expect(page.getByText('Taxa ao mês inválida: use um percentual de 0 a 100, com até 6 casas decimais')).toBeVisible()

  await page.getByLabel('Taxa de juros (%)').fill('10')
  await page.getByLabel('Prazo (parcelas mensais)').fill('4')
  await page.getByRole('button', { name: 'Simular' }).click()
  const price = page.getByRole('article', { name: 'Tabela Price' })
  await expect(price).toContainText('Primeira parcelaR$ 3.154,71')
  await expect(price).toContainText('Última parcelaR$ 3.154,70')
  await expect(price).toContainText('Total de jurosR$ 2.618,83')
  await expect(page.getByText('Taxa efetiva de 10 % ao mês, 213,842838 % ao ano.')).toBeVisible()
  await price.getByRole('button', { name: 'Ver as 4 parcelas' }).click()
  const rows = page.getByRole('table', { name: 'Parcelas — Tabela Price' }).getByRole('row')
  await expect(rows.nth(1)).toHaveText(['1', 'R$ 3.154,71', 'R$ 1.000,00', 'R$ 2.154,71', 'R$ 7.845,29'].join(''))
  await expect(rows.nth(4)).toHaveText(['4', 'R$ 3.154,70', 'R$ 286,79', 'R$ 2.867,91', 'R$ 0,00'].join(''))
  await expect(page.getByRole('img', { name: /Saldo devedor ao longo de 4 parcelas/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('simulador-1280.png'), fullPage: true })

  // SAC of the textbook, from an annual rate too: 26,824179 % a.a. is 2 % a.m.
  await page.getByLabel('Valor financiado').fill('')
  await page.getByLabel('Valor financiado').pressSequentially('7000000')
  await page.getByLabel('Taxa de juros (%)').fill('26,824179')
  await page.getByLabel('Período').selectOption('year')
  await page.getByLabel('Prazo (parcelas mensais)').fill('120')
  await page.getByRole('button', { name: 'Simular' }).click()
  const sac = page.getByRole('article', { name: 'SAC' })
  await expect(sac).toContainText('Primeira parcelaR$ 1.983,33')
  await expect(sac).toContainText('Última parcelaR$ 595,40')
  await expect(page.getByText(/Taxa efetiva de 2 % ao mês, 26,824179 % ao ano/)).toBeVisible()
  await sac.getByRole('button', { name: 'Ver as 120 parcelas' }).click()
  const sacRows = page.getByRole('table', { name: 'Parcelas — SAC' }).getByRole('row')
  await expect(sacRows.nth(2)).toHaveText(['2', 'R$ 1.971,66', 'R$ 1.388,33', 'R$ 583,33', 'R$ 68.833,34'].join(''))

  await page.setViewportSize({ width: 390, height: 844 })
  await noSidewaysScroll(page)
  await page.screenshot({ path: test.info().outputPath('simulador-390.png'), fullPage: true })
})
