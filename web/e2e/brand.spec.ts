import { expect, test } from '@playwright/test'
import { seriousViolations, setTheme } from './axe'
import { apiToken, settled, signedInPage, signIn } from './helpers'

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

test('a light company colour still reads: buttons, links and tints pass axe in both themes', async ({ page, request }) => {
  // Eight axe runs, like an every-screen test's four: the same time budget per run.
  test.setTimeout(90_000)
  const token = await apiToken(request)
  const put = (data: object) => request.put('/api/settings', { data, headers: { Authorization: `Bearer ${token}` } })
  // Gold and yellow: white on their own 600 shade would read about 1.6:1.
  expect((await put({ primaryColor: '#FFD700', secondaryColor: '#FFFF00' })).status()).toBe(200)
  try {
    await signedInPage(page)
    for (const path of ['/dashboard', '/users/new', '/settings', '/profile']) {
      await page.goto(path)
      await settled(page)
      for (const dark of [false, true]) {
        await setTheme(page, dark)
        expect.soft(await seriousViolations(page, { coloursOnly: dark }), `${path}, ${dark ? 'escuro' : 'claro'}`).toEqual([])
      }
    }
    // The solid buttons were darkened, not left at the company's own light shade.
    await setTheme(page, false)
    const button = await page.getByRole('button', { name: 'Salvar' }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(button).not.toBe('rgb(230, 190, 0)')
  } finally {
    expect((await put({ primaryColor: '#3B82F6', secondaryColor: '#1E40AF' })).status()).toBe(200)
  }
})
