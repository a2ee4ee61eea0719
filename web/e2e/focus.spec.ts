import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { apiToken, signIn, unique } from './helpers'

// Keyboard and focus (issue 13): dialogs keep Tab inside and give focus back to their opener, the skip link, a
// title per screen, arrow keys in menus and the asset detail tabs.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** apiAsset creates a real-estate asset through the API, with an uploaded image when asked. */
async function apiAsset(request: APIRequestContext, description: string, withImage = false) {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  let attachments: { url: string; category: string }[] = []
  if (withImage) {
    const up = await request.post('/api/upload', { headers, multipart: { files: { name: 'fachada.png', mimeType: 'image/png', buffer: PNG } } })
    expect(up.status()).toBe(201)
    attachments = (await up.json()).data.files.map((f: { url: string }) => ({ url: f.url, category: 'outros' }))
  }
  const res = await request.post('/api/assets', {
    headers,
    data: { counterpart: 'contribution', description, type: 'real_estate', acquisitionValue: 400000, currentValue: 500000, acquisitionDate: '2020-06-01', details: { address: 'Av. Paulista, 1000' }, attachments },
  })
  expect(res.status()).toBe(201)
  return (await res.json()).data.id as number
}

/** expectTrapped presses Tab and Shift+Tab more times than the dialog has controls: focus never leaves it. */
async function expectTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${key}`).toBe(true)
  }
}

/**
 * dialogRoundTrip opens the dialog from its opener by keyboard twice: Tab stays inside, and focus comes back to the
 * opener after Escape and after the close button.
 */
async function dialogRoundTrip(page: Page, opener: Locator, dialog: Locator, close: Locator) {
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expectTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await close.click()
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
}

test('the skip link is the first stop and moves focus to the content; every screen has its own title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  await expect(page).toHaveTitle(/^Patrimônio — Dashboard · .+/)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  for (const [link, title] of [
    ['Dívidas', 'Dívidas'],
    ['Patrimônio', 'Ativos'],
    ['Veículos', 'Veículos'],
    ['Relatórios', 'Relatórios'],
    ['Configurações', 'Configurações'],
  ]) {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: link }).click()
    await expect(page).toHaveTitle(new RegExp(`^Patrimônio — ${title} · .+`))
  }
  await page.goto('/users/new')
  await expect(page).toHaveTitle(/^Patrimônio — Novo Usuário · .+/)
})

test('the user menu opens on its first item, answers the arrow keys and gives focus back on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  const button = page.getByRole('button', { name: 'Menu do usuário' })
  await expect(button).toHaveAccessibleName(/^Administrador|admin@/)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Meu Perfil' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Meu Perfil' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('the confirmation dialog keeps focus and gives it back to its opener', async ({ page, request }) => {
  const description = unique('Sala Foco')
  await apiAsset(request, description)
  await signIn(page)
  await page.goto('/assets')
  await page.getByLabel('Buscar ativos').fill(description)
  const opener = page.getByRole('button', { name: `Excluir ${description}` })
  const dialog = page.getByRole('dialog', { name: 'Excluir Ativo' })
  await dialogRoundTrip(page, opener, dialog, dialog.getByRole('button', { name: 'Fechar' }))
  await expect(page.getByRole('listitem', { name: description })).toBeVisible()
})

test('a form a panel opens takes focus on its first field and gives it back to its button when it closes', async ({ page, request }) => {
  const id = await apiAsset(request, unique('Casa Painel'))
  await signIn(page)
  await page.goto(`/assets/${id}`)
  const add = page.getByRole('button', { name: 'Registrar benfeitoria' })
  await add.click()
  await expect(page.getByLabel('O que foi feito')).toBeFocused()
  await page.getByRole('form', { name: 'Registrar benfeitoria' }).getByRole('button', { name: 'Cancelar' }).click()
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter') // the keyboard opens it again from there
  await expect(page.getByLabel('O que foi feito')).toBeFocused()
})

test('the asset detail tabs answer the arrow keys; the image viewer keeps focus and gives it back', async ({ page, request }) => {
  const description = unique('Casa Foco')
  const id = await apiAsset(request, description, true)
  await signIn(page)
  await page.goto(`/assets/${id}`)
  const tab = (name: string) => page.getByRole('tab', { name })
  await tab('Detalhes').focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab('Histórico')).toBeFocused()
  await expect(tab('Histórico')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tab('Anexos')).toBeFocused()
  await expect(page.getByRole('tabpanel', { name: 'Anexos' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(tab('Detalhes')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tab('Anexos')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tab('Ativos Relacionados')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(tab('Detalhes')).toBeFocused()
  await page.keyboard.press('End')
  // One Tab stop: only the selected tab is in the Tab order.
  await expect(tab('Anexos')).toHaveAttribute('tabindex', '0')
  await expect(tab('Detalhes')).toHaveAttribute('tabindex', '-1')

  const opener = page.getByRole('button', { name: 'Visualizar fachada.png' })
  const viewer = page.getByRole('dialog', { name: 'Visualizar fachada.png' })
  await dialogRoundTrip(page, opener, viewer, viewer.getByRole('button', { name: 'Fechar visualizador' }))
})

test('the change-password dialog keeps focus and gives it back to its opener', async ({ page }) => {
  await signIn(page)
  await page.goto('/users/edit/current')
  const opener = page.getByRole('button', { name: 'Alterar Senha' })
  const dialog = page.getByRole('dialog', { name: 'Alterar Senha' })
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Senha atual')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(opener).toBeFocused()
  await dialogRoundTrip(page, opener, dialog, dialog.getByRole('button', { name: 'Fechar' }))
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer keeps focus, closes on Escape and gives focus back to its button', async ({ page }) => {
    await signIn(page)
    const opener = page.getByRole('button', { name: 'Abrir menu' })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await dialogRoundTrip(page, opener, drawer, drawer.getByRole('button', { name: 'Fechar menu' }))
  })

  test('a focused control is not left under the bottom menu or the top bar', async ({ page }) => {
    await signIn(page)
    await page.goto('/assets/create')
    await expect(page.getByLabel('Descrição')).toBeVisible()
    const bottom = await page.getByRole('navigation', { name: 'Menu rápido' }).boundingBox()
    const top = await page.locator('header').first().boundingBox()
    expect(bottom && top).toBeTruthy()
    // Walk the long form forwards then backwards: each focused control of the page lies between the bars.
    let checked = 0
    for (const key of [...Array(25).fill('Tab'), ...Array(25).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      const box = await page.evaluate(() => {
        const el = document.activeElement
        if (!el || el === document.body || el.closest('nav, header, a[href="#conteudo"]')) return null
        const r = el.getBoundingClientRect()
        return { top: r.top, bottom: r.bottom }
      })
      if (box) {
        expect(box.top, `${key}: below the top bar`).toBeGreaterThanOrEqual(top!.y + top!.height - 1)
        expect(box.bottom, `${key}: above the bottom menu`).toBeLessThanOrEqual(bottom!.y + 1)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(20)
  })
})

// Issue 38: a toast covered the page header's Editar and Excluir for its five seconds and followed the person to the
// next screen; after a navigation whose link went away, focus was left on the page itself.
for (const width of [1280, 390]) {
  test(`at ${width} px a toast leaves the header's actions free and closes when the screen is left; focus goes to the new screen`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 })
    const id = await apiAsset(request, unique('Sala do toast'))
    await signIn(page)
    await page.goto(`/assets/${id}/edit`)
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    // The toast is measured inside the page on its first frame: it closes by itself after 5 s, and on a busy machine
    // the detail's header had not come yet by then. It is fixed to the window, so its place does not wait for them.
    const box = (await page.waitForFunction(() => {
      const toast = [...document.querySelectorAll('[role=status]')].find((el) => el.textContent?.includes('Ativo atualizado com sucesso!'))
      if (!toast) return null
      let fixed = false
      for (let el: Element | null = toast; el && !fixed; el = el.parentElement) fixed = getComputedStyle(el).position === 'fixed'
      const r = toast.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height, fixed }
    }).then((handle) => handle.jsonValue()))!
    expect(box.fixed, 'the toast is fixed to the window').toBe(true)
    await expect(page).toHaveURL(new RegExp(`/assets/${id}$`))
    const toast = page.getByRole('status').filter({ hasText: 'Ativo atualizado com sucesso!' })
    await expect(page.getByRole('main').getByRole('link', { name: 'Registrar Venda', exact: true })).toBeVisible()
    for (const name of ['Editar', 'Registrar Permuta', 'Registrar Venda']) {
      const b = (await page.getByRole('main').getByRole('link', { name, exact: true }).boundingBox())!
      const overlaps = box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height
      expect(overlaps, `the toast covers ${name}`).toBe(false)
    }
    expect(await page.evaluate(() => window.scrollY), 'the detail opens at its top').toBe(0)
    await page.screenshot({ path: test.info().outputPath(`toast-${width}.png`) })
    // 'Editar' goes away with its screen: focus lands on the edit screen's content, not on the page itself.
    await page.getByRole('main').getByRole('link', { name: 'Editar', exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/assets/${id}/edit$`))
    await expect(toast).toHaveCount(0, { timeout: 2000 }) // closed by the change of screen, not by its 5 s
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
  })
}
