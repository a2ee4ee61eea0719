import { expect, test, type Page } from '@playwright/test'
import { createUser, totp } from './helpers'

async function signInWithCode(page: Page, email: string, password: string, code: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill(password)
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page.getByText('Digite o código de 6 dígitos do seu aplicativo autenticador.')).toBeVisible()
  await page.getByLabel('Código de verificação').fill(code)
  await page.getByRole('button', { name: 'Verificar' }).click()
}

test('two-factor: set up from the profile, sign in with a code, a wrong code, a recovery code, and end another session', async ({ page, browser }) => {
  const person = await createUser(page.request, 'user', 'Helena Dois Fatores')

  await page.goto('/login')
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Senha').fill(person.password)
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  // Set-up in 'Meu Perfil': QR code, the secret as text, a code to confirm, then ten recovery codes once.
  await page.goto('/profile')
  const card = page.getByRole('region', { name: 'Verificação em duas etapas' })
  await expect(card.getByText('Desativada')).toBeVisible()
  await card.getByRole('button', { name: 'Ativar' }).click()
  await expect(card.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible()
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await card.getByLabel('Código do aplicativo').fill('12345')
  await card.getByRole('button', { name: 'Confirmar e ativar' }).click()
  await expect(card.getByText('O código tem 6 dígitos')).toBeVisible()
  // The previous step's code (the server accepts one step of drift), so the next sign-in's current code is newer.
  await card.getByLabel('Código do aplicativo').fill(totp(secret, Date.now() - 30_000))
  await card.getByRole('button', { name: 'Confirmar e ativar' }).click()
  const list = card.getByRole('list', { name: 'Códigos de recuperação' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim())
  await card.getByRole('button', { name: 'Já guardei os códigos' }).click()
  await expect(card.getByText('Ativa', { exact: true })).toBeVisible()

  // Sign out, then in with the app's current code.
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await signInWithCode(page, person.email, person.password, totp(secret))
  await expect(page).toHaveURL(/\/dashboard$/)

  // A wrong code is refused, and the code step stays.
  await page.getByRole('button', { name: 'Sair' }).click()
  const right = totp(secret)
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0')
  await signInWithCode(page, person.email, person.password, wrong)
  await expect(page.getByRole('alert')).toHaveText('Código de verificação incorreto ou já usado.')
  await expect(page).toHaveURL(/\/login$/)

  // A recovery code works once…
  await page.getByLabel('Código de verificação').fill(recovery[0])
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  // …and is refused the second time.
  await page.getByRole('button', { name: 'Sair' }).click()
  await signInWithCode(page, person.email, person.password, recovery[0])
  await expect(page.getByRole('alert')).toHaveText('Código de verificação incorreto ou já usado.')

  // Another device signs in with another recovery code; this one signs in and ends it from the profile.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signInWithCode(otherPage, person.email, person.password, recovery[1])
  await expect(otherPage).toHaveURL(/\/dashboard$/)

  await page.getByLabel('Código de verificação').fill(recovery[2])
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  const sessions = page.getByRole('region', { name: 'Sessões ativas' })
  await expect(sessions.getByTestId('session')).toHaveCount(2)
  const current = sessions.getByTestId('session').filter({ hasText: 'Esta sessão' })
  await expect(current).toContainText('Chrome no Linux')
  await expect(current).toContainText('Endereço 127.0.0.1')
  await expect(current.getByRole('button', { name: 'Encerrar' })).toHaveCount(0)
  await sessions.getByTestId('session').filter({ hasNotText: 'Esta sessão' }).getByRole('button', { name: 'Encerrar' }).click()
  await expect(page.getByText('Sessão encerrada.')).toBeVisible()
  await expect(sessions.getByTestId('session')).toHaveCount(1)

  // The ended device is sent to /login on its next call.
  await otherPage.goto('/assets')
  await expect(otherPage).toHaveURL(/\/login$/)
  await other.close()
})
