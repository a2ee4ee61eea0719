import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.1 A and AA rules whose outcome depends on the colours alone: all a change of theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * seriousViolations runs axe with the WCAG 2.1 A and AA rules and keeps the serious and critical findings; with
 * coloursOnly, the rules of colour alone (for a page already checked whole in the other theme: about half the time).
 */
export async function seriousViolations(page: Page, { coloursOnly = false } = {}) {
  const axe = new AxeBuilder({ page })
  const results = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`), count: v.nodes.length }))
}

/** setTheme switches the page to the dark or the light theme as BrandEffect does, once the colour transitions end. */
export async function setTheme(page: Page, dark: boolean) {
  await page.evaluate(async (on) => {
    document.documentElement.classList.toggle('dark', on)
    await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})))
  }, dark)
}
