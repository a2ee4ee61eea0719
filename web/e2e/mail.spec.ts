import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { MAILPIT_API } from './fixtures'
import { createUser, signIn } from './helpers'

// 'Esqueci minha senha' end to end: the login screen's link, the e-mail the server sent through SMTP read back from
// Mailpit's API, the reset page, and signing in with the new password. Mailpit runs beside the server when it is
// installed (playwright.config.ts).
test.skip(!process.env.PLAYWRIGHT_MAILPIT, 'Mailpit is not installed (make mailpit): no SMTP server for the e-mail spec')

type MailpitMessage = { ID: string; Subject: string; Text: string }

/** mailTo waits for the count-th message to the address and returns the newest. */
async function mailTo(page: Page, email: string, count: number): Promise<MailpitMessage> {
  const search = async () => {
    const res = await page.request.get(`${MAILPIT_API}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)
    return ((await res.json()).messages ?? []) as MailpitMessage[]
  }
  await expect.poll(async () => (await search()).length, { timeout: 15_000 }).toBe(count)
  const [newest] = await search()
  const res = await page.request.get(`${MAILPIT_API}/api/v1/message/${newest.ID}`)
  return (await res.json()) as MailpitMessage
}

const shots = async (page: Page, name: string, dir: string) => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: join(dir, 'senha', `${name}-${size.width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('forgotten password: link on the login screen, e-mail from Mailpit, new password, the link refused the second time', async ({
  page,
  request,
}, testInfo) => {
  const person = await createUser(request, 'user', 'Rita Redefine')
  const dir = testInfo.project.outputDir

  await page.goto('/login')
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page).toHaveTitle('Patrimônio — Esqueci minha senha · Gestão Patrimonial')
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(page.getByText('Email é obrigatório')).toBeVisible()
  await page.getByLabel('Email').fill('rita-sem-arroba')
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(page.getByText('Email inválido')).toBeVisible()
  await shots(page, 'esqueci-erro', dir)

  await page.getByLabel('Email').fill(person.email)
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Se este email for de um usuário ativo, enviamos um link para redefinir a senha. Ele vale por 1 hora: confira a caixa de entrada e o spam.',
  )
  await shots(page, 'esqueci-enviado', dir)

  const message = await mailTo(page, person.email, 1)
  expect(message.Subject).toBe('Gestão Patrimonial: redefinição de senha')
  expect(message.Text).toContain('Olá, Rita Redefine.')
  const link = message.Text.match(/http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0]
  expect(link, message.Text).toBeTruthy()

  await page.goto(link!)
  await expect(page).toHaveURL(/\/reset-password$/) // the token left the address bar
  await expect(page).toHaveTitle('Patrimônio — Redefinir senha · Gestão Patrimonial')
  await page.getByLabel('Nova senha', { exact: true }).fill('curta')
  await page.getByLabel('Confirmar nova senha').fill('curta')
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible()
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova-Senha-456')
  await page.getByLabel('Confirmar nova senha').fill('Nova-Senha-457')
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page.getByText('As senhas não coincidem')).toBeVisible()
  await shots(page, 'redefinir-erro', dir)
  await page.getByLabel('Confirmar nova senha').fill('Nova-Senha-456')
  await page.getByRole('button', { name: 'Redefinir senha' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status').filter({ hasText: 'Senha redefinida' })).toHaveText('Senha redefinida. Entre com a nova senha.')
  await shots(page, 'login-redefinida', dir)
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Senha').fill(person.password)
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Verifique suas credenciais.')
  await page.getByLabel('Senha').fill('Nova-Senha-456')
  await page.getByRole('button', { name: 'Entrar no Sistema' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)

  // The same link a second time: refused, with the way to ask for another.
  await page.goto(link!)
  await expect(page).toHaveURL(/\/reset-password$/)
  await page.getByLabel('Nova senha', { exact: true }).fill('Terceira-Senha-789')
  await page.getByLabel('Confirmar nova senha').fill('Terceira-Senha-789')
  await page.getByRole('button', { name: 'Redefinir senha' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    "Este link de redefinição de senha é inválido, já foi usado ou expirou. Peça outro em 'Esqueci minha senha'.",
  )
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0) // nothing left to try with this link
  await shots(page, 'redefinir-usado', dir)
  await page.getByRole('link', { name: 'Pedir outro link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('the settings switch e-mail notifications on for everyone, once the server has SMTP', async ({ page }, testInfo) => {
  await signIn(page)
  await page.goto('/settings')
  const toggle = page.getByRole('checkbox', { name: /Notificações por e-mail/ })
  await expect(toggle).toBeEnabled()
  await expect(toggle).not.toBeChecked()
  await expect(page.getByText('Todos os usuários ativos recebem um resumo semanal (segunda-feira, 8h)')).toBeVisible()
  await toggle.check()
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
  await page.reload()
  await expect(toggle).toBeChecked()
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    // Loaded at each width, as a person would open it (the shell lays itself out on load).
    await page.setViewportSize(size)
    await page.reload()
    await expect(toggle).toBeChecked()
    await page.screenshot({ path: join(testInfo.project.outputDir, 'senha', `configuracoes-email-${size.width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await toggle.uncheck()
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible()
})
