import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

test('saving the brand changes the company name on the login screen and in the page title', async ({ page }) => {
  await signIn(page)
  await page.goto('/whitelabel')
  await page.getByLabel('Nome da empresa').fill('Imobiliária Horizonte')
  await page.locator('#primaryColor').fill('#0F766E')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await expect(page).toHaveTitle('Patrimônio — Marca · Imobiliária Horizonte')
  const shade = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim())
  expect(shade).toBe('#0f766e')

  await page.getByRole('button', { name: 'Menu do usuário' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByRole('heading', { name: 'Imobiliária Horizonte' })).toBeVisible()
  await expect(page).toHaveTitle('Patrimônio — Entrar · Imobiliária Horizonte')

  // Back to the defaults, for the other tests.
  await signIn(page)
  await page.goto('/whitelabel')
  await page.getByRole('button', { name: 'Restaurar Padrão' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click()
  await expect(page.getByLabel('Nome da empresa')).toHaveValue('Gestão Patrimonial')
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await expect(page).toHaveTitle('Patrimônio — Marca · Gestão Patrimonial')
})
