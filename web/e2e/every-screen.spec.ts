import { expect, test } from '@playwright/test'
import { join } from 'node:path'
import { seriousViolations, setTheme } from './axe'
import { SCREENS_BASE_URL } from './fixtures'
import { settled, signedInPage } from './helpers'
import { demoRecords, SCREENS, type Records } from './screens'

// Every screen of e2e/screens.ts on the demo data, at a computer's and a phone's width (issue 13): nothing scrolls
// sideways, axe finds no serious or critical WCAG 2.1 A/AA violation in the light theme nor, among the rules of
// colour, in the dark one. `make screenshots` also saves a screenshot of each in both themes under the test output
// (test-results/telas) for a person to look at; make test leaves them out (a quarter of the sweep's time).

test.use({ baseURL: SCREENS_BASE_URL })
// Two axe runs (and two screenshots) per test.
test.describe.configure({ timeout: 90_000 })

const SCREENSHOTS = process.env.PLAYWRIGHT_SCREENSHOTS === '1'

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

let records: Records
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SCREENS_BASE_URL })
  records = await demoRecords(request)
  await request.dispose()
})

for (const size of WIDTHS) {
  for (const screen of SCREENS) {
    if (screen.phoneOnly && size.width > 1023) continue
    test(`${screen.name} at ${size.width} px: no sideways scroll, no serious axe finding in either theme`, async ({ page }, testInfo) => {
      await page.setViewportSize(size)
      if (!screen.signedOut) await signedInPage(page)
      await page.goto(screen.path(records))
      await settled(page)
      if (screen.show) await screen.show(page, records)

      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth)
      expect.soft(width, 'document width').toBeLessThanOrEqual(size.width)

      for (const theme of ['claro', 'escuro'] as const) {
        await setTheme(page, theme === 'escuro')
        expect.soft(await seriousViolations(page, { coloursOnly: theme === 'escuro' }), `axe, tema ${theme}`).toEqual([])
        // The whole page, or what the window shows when a dialog or a menu is open over it.
        if (SCREENSHOTS) {
          await page.screenshot({ path: join(testInfo.project.outputDir, 'telas', `${screen.name}-${size.width}-${theme}.png`), fullPage: !screen.show })
        }
      }
    })
  }
}
