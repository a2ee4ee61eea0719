import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, createUser, signIn, unique } from './helpers'

// What the walk-through of issue 13 found on /assets and /vehicles: the filters that hid rented and vehicle-type
// assets, the detail tabs cut on a phone, the Leitor sent to 'Acesso Negado', and a failed load with no retry.

async function post(request: APIRequestContext, path: string, data: unknown) {
  const token = await apiToken(request)
  const res = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201)
  return (await res.json()).data as { id: number }
}

async function patch(request: APIRequestContext, path: string, data: unknown) {
  const token = await apiToken(request)
  const res = await request.patch(path, { data, headers: { Authorization: `Bearer ${token}` } })
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200)
}

/** plateFor makes a plate no other test uses from a counter and the clock: old form, or Mercosul when asked. */
let plates = 0
function plateFor(mercosul: boolean): string {
  plates += 1
  const n = (Date.now() + plates * 37) % 10000
  const letters = Array.from({ length: 3 }, (_, i) => String.fromCharCode(65 + ((Math.floor(Date.now() / 10 ** (i + 3)) + i + plates) % 26))).join('')
  const digits = String(n).padStart(4, '0')
  return mercosul ? `${letters}${digits[0]}${String.fromCharCode(65 + (n % 26))}${digits.slice(2)}` : `${letters}${digits}`
}

async function seed(request: APIRequestContext) {
  const rented = unique('Sala alugada no Centro')
  const truck = unique('Caminhão da frota')
  const rentedId = (await post(request, '/api/assets', { counterpart: 'contribution',
    description: rented, type: 'real_estate', acquisitionValue: 300000, currentValue: 320000, acquisitionDate: '2021-03-01',
    details: { address: 'Rua XV de Novembro, 100' },
  })).id
  await patch(request, `/api/assets/${rentedId}/status`, { status: 'rented' })
  const truckId = (await post(request, '/api/assets', { counterpart: 'contribution',
    description: truck, type: 'vehicle', acquisitionValue: 250000, currentValue: 200000, acquisitionDate: '2022-05-10', details: {},
  })).id
  const oldPlate = plateFor(false)
  const newPlate = plateFor(true)
  const gol = (await post(request, '/api/vehicles', { counterpart: 'contribution',
    make: 'Volkswagen', model: unique('Gol'), year: 2020, licensePlate: oldPlate.toLowerCase(), color: 'Prata',
    purchasePrice: 30000, sellingPrice: 35000, purchaseDate: '2025-01-10',
  })).id
  const onix = (await post(request, '/api/vehicles', { counterpart: 'contribution',
    make: 'Chevrolet', model: unique('Onix'), year: 2022, licensePlate: newPlate, color: 'Branco',
    purchasePrice: 60000, sellingPrice: 68000, purchaseDate: '2025-02-10',
  })).id
  return { rented, rentedId, truck, truckId, gol, onix, oldPlate, newPlate }
}

test('the status filter shows rented assets and the type filter vehicle-type ones', async ({ page, request }) => {
  const s = await seed(request)
  await signIn(page)
  await page.goto('/assets')
  await expect(page.getByRole('listitem', { name: s.rented })).toHaveCount(0) // the list starts on the active ones
  await page.getByLabel('Filtrar por status').selectOption({ label: 'Alugado' })
  await expect(page).toHaveURL(/status=rented/)
  await expect(page.getByRole('listitem', { name: s.rented })).toContainText('Alugado')

  await page.getByLabel('Filtrar por status').selectOption({ label: 'Todos os status' })
  await page.getByLabel('Filtrar por tipo').selectOption({ label: 'Veículo' })
  await expect(page).toHaveURL(/type=vehicle/)
  await expect(page.getByRole('listitem', { name: s.truck })).toContainText('Veículo')
  await expect(page.getByRole('listitem', { name: s.rented })).toHaveCount(0)
})

test('plates read ABC-1234 and ABC1D23 on the list, the detail and the form', async ({ page, request }) => {
  const s = await seed(request)
  const dashed = `${s.oldPlate.slice(0, 3)}-${s.oldPlate.slice(3)}`
  await signIn(page)
  await page.goto('/vehicles')
  await page.getByLabel('Buscar veículos').fill(s.oldPlate)
  await expect(page.getByRole('listitem').filter({ hasText: dashed })).toHaveCount(1)
  await page.getByLabel('Buscar veículos').fill(s.newPlate)
  await expect(page.getByRole('listitem').filter({ hasText: s.newPlate })).toHaveCount(1)
  await page.goto(`/vehicles/${s.gol}`)
  await expect(page.getByText(`2020 · ${dashed}`)).toBeVisible()
  await page.goto(`/edit-vehicle/${s.gol}`)
  await expect(page.getByLabel('Placa')).toHaveValue(dashed)
  await page.goto(`/edit-vehicle/${s.onix}`)
  await expect(page.getByLabel('Placa')).toHaveValue(s.newPlate)
  // Typed with a dash, a Mercosul plate loses it; typed without one, an old plate gains it.
  await page.getByLabel('Placa').fill('bra-2e19')
  await expect(page.getByLabel('Placa')).toHaveValue('BRA2E19')
  await page.getByLabel('Placa').fill('abc1234')
  await expect(page.getByLabel('Placa')).toHaveValue('ABC-1234')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('all four tabs of an asset are in sight and reachable', async ({ page, request }) => {
    const s = await seed(request)
    await signIn(page)
    await page.goto(`/assets/${s.rentedId}`)
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['Detalhes', 'Histórico', 'Ativos Relacionados', 'Anexos'])
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    }
    await page.getByRole('tab', { name: 'Anexos' }).click()
    await expect(page.getByText('Nenhum anexo.')).toBeVisible()
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/** actions lists the links and buttons of the screen's content (the menus aside). */
async function actions(page: Page) {
  const main = page.locator('main')
  const links = await main.getByRole('link').evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).getAttribute('href') ?? ''))
  const buttons = await main.getByRole('button').evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') || e.textContent || '').trim()))
  return { links: links.filter((h) => h.startsWith('/')), buttons }
}

test("a Leitor's tour of /assets and /vehicles finds no button that leads to 'Acesso Negado'", async ({ page, request }) => {
  test.setTimeout(120_000) // a crawl of up to 40 screens, about 25 s on an idle machine
  const s = await seed(request)
  const viewer = await createUser(request, 'viewer', 'Leitor Teste')
  await signIn(page, viewer.email, viewer.password)
  const visited = new Set<string>()
  const queue = ['/assets?status=all', '/vehicles?status=all', `/assets/${s.rentedId}`, `/assets/${s.truckId}`, `/vehicles/${s.gol}`]
  const writing = /Editar|Excluir|Novo|Registrar|Remover|Salvar/
  while (queue.length > 0 && visited.size < 40) {
    const path = queue.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { name: 'Acesso Negado' }), path).toHaveCount(0)
    const { links, buttons } = await actions(page)
    expect(buttons.filter((b) => writing.test(b)), `${path}: buttons`).toEqual([])
    for (const href of links) {
      expect(href, `${path} links to a writing screen`).not.toMatch(/\/(edit|new|create|sale|exchange)\b|edit-vehicle/)
      if (/^\/(assets|vehicles)\/\d+$/.test(href) && visited.size + queue.length < 40) queue.push(href)
    }
  }
  expect(visited.size).toBeGreaterThanOrEqual(5)
})

test("a failed list load shows no summary, only the error and 'Tentar novamente', which loads the list again", async ({ page }) => {
  await signIn(page)
  for (const [path, api, card, message] of [
    ['/assets', '**/api/assets?*', 'Ativos no filtro', 'Erro ao carregar ativos. Por favor, tente novamente.'],
    ['/vehicles', '**/api/vehicles?*', 'Total de Veículos', 'Erro ao carregar veículos.'],
  ]) {
    await page.route(api, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Erro interno.' }) }))
    await page.goto(path)
    const alert = page.getByRole('alert').filter({ hasText: message })
    await expect(alert).toBeVisible({ timeout: 15_000 }) // after the client's one retry
    await expect(page.getByText(card, { exact: true })).toHaveCount(0)
    await expect(page.getByText('R$\u00a00,00')).toHaveCount(0)
    await page.unroute(api)
    await alert.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page.getByText(card, { exact: true })).toBeVisible()
    await expect(alert).toHaveCount(0)
  }
})
