import { expect, test, type Page } from '@playwright/test'
import { DEMO_BASE_URL } from './fixtures'
import { apiToken, createUser, settled, signedInPage } from './helpers'

// The Leitor's tour (issue 13): a Leitor starts on the dashboard of the demo data and goes everywhere the screens let
// it go — every link it is shown, every button it can press — and no step ends on 'Acesso Negado' or 'Recurso
// Indisponível'. Dialogs and menus are opened and closed again.

test.use({ baseURL: DEMO_BASE_URL })

const blocked = (page: Page) => page.getByRole('heading', { name: /Acesso Negado|Recurso Indisponível/ })

/** kind is the screen a path opens: /debts/12 and /debts/34 are the same screen; the query is left out. */
const kind = (path: string) =>
  path
    .split(/[?#]/)[0]
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .replace(/^\/indices\/[a-z]+$/, '/indices/:code')

/**
 * Buttons the tour does not press, because they change data or end the visit rather than lead anywhere: signing out,
 * ending sessions, submitting a form (it saves, it does not navigate).
 */
const LEAVES_ALONE = /^(Sair|Encerrar.*)$/

/** links are the app's own addresses linked from what the page shows now. */
async function links(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]:visible').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.filter((h) => h.startsWith('/') && !h.startsWith('/api/') && !h.startsWith('/uploads/'))
}

/**
 * markControls numbers the visible, enabled buttons and tabs that are not a form's submit button (data-tour="0", "1",
 * …, in the order of the page, which is the same at every load) and returns what each says, for the messages.
 */
async function markControls(page: Page): Promise<string[]> {
  return page.locator('button:visible, [role="tab"]:visible').evaluateAll((els, leave) => {
    const kept = els.filter((el) => {
      const b = el as HTMLButtonElement
      const said = (b.getAttribute('aria-label') ?? b.innerText).replace(/\s+/g, ' ').trim()
      return !b.disabled && b.type !== 'submit' && !new RegExp(leave).test(said)
    })
    kept.forEach((el, i) => el.setAttribute('data-tour', String(i)))
    return kept.map((el) => (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText).replace(/\s+/g, ' ').trim())
  }, LEAVES_ALONE.source)
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

test("the Leitor's tour finds no button that leads to 'Acesso Negado'", async ({ page }) => {
  test.setTimeout(600_000)
  const viewer = await createUser(page.request, 'viewer', 'Lúcia Leitora')
  // An account to read: the demo has none yet.
  const account = await page.request.post('/api/accounts', {
    headers: { Authorization: `Bearer ${await apiToken(page.request)}` },
    data: { counterpart: 'contribution', name: 'Caixa da Loja', kind: 'cash', openingBalance: 2500, openingDate: '2026-01-05' },
  })
  expect(account.status()).toBe(201)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedInPage(page, viewer.email, viewer.password)

  const queue = ['/dashboard']
  const visited = new Map<string, string>()
  const screens = new Set<string>()
  const pressed: string[] = []
  const enqueue = (hrefs: string[]) => {
    for (const h of hrefs) if (!visited.has(kind(h)) && !queue.some((q) => kind(q) === kind(h))) queue.push(h)
  }

  while (queue.length > 0) {
    const path = queue.shift()!
    if (visited.has(kind(path))) continue
    await open(page, path)
    await expect(blocked(page), path).toHaveCount(0)
    visited.set(kind(path), path)
    screens.add(kind(new URL(page.url()).pathname))
    enqueue(await links(page))

    const said = await markControls(page)
    for (let i = 0; i < said.length; i++) {
      const step = `${path} → ${said[i]}`
      if ((await page.locator('[data-tour]').count()) === 0) await markControls(page)
      const target = page.locator(`[data-tour="${i}"]`)
      // A control of a panel or a menu that is closed now (a tab chose another panel) was tried where it showed.
      if (!(await target.isVisible())) continue
      await target.click()
      pressed.push(step)
      const where = new URL(page.url()).pathname
      if (where !== path.split('?')[0]) await expect(page.getByRole('heading', { level: 1 }).first(), step).toBeVisible()
      await expect(blocked(page), step).toHaveCount(0)
      enqueue([...(await links(page)), where])
      // Back to the screen as it was: close what the button opened, or load the screen again.
      await page.keyboard.press('Escape')
      if (new URL(page.url()).pathname !== path.split('?')[0] || (await page.getByRole('dialog').or(page.getByRole('menu')).count()) > 0) {
        await open(page, path)
      }
    }
  }

  // The tour reached every screen a Leitor has, and nothing that asks for more.
  expect([...screens].sort()).toEqual(
    [
      '/accounts',
      '/accounts/:id',
      '/accounts/:id/reconcile',
      '/agenda',
      '/assets',
      '/assets/:id',
      '/dashboard',
      '/debts',
      '/debts/:id',
      '/debts/simulator',
      '/indices',
      '/indices/:code',
      '/receivables',
      '/receivables/:id',
      '/reports',
      '/reports/adjustments',
      '/reports/journal',
      '/reports/trial-balance',
      '/users/edit/current',
      '/vehicles',
      '/vehicles/:id',
    ].sort(),
  )
  expect(pressed.length).toBeGreaterThan(20)
})
