import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

test('the dark theme is saved and applied to every screen, then back to light', async ({ page }) => {
  await signIn(page)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible()
  await page.getByText('Escuro').click()
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)

  await page.getByText('Claro').click()
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})
