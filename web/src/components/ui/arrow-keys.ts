import type { KeyboardEvent } from 'react'

/**
 * arrowTarget is where an arrow key leads in a row of `count` items from `current` (docs/design.md §6, issue 13):
 * `prev`/`next` step and wrap around, Home and End go to the ends; null for any other key.
 */
export function arrowTarget(key: string, count: number, current: number, prev: string, next: string): number | null {
  if (count === 0) return null
  if (key === prev) return (current - 1 + count) % count
  if (key === next) return (current + 1) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/** menuKeyDown goes with a role=menu element: ArrowUp/ArrowDown, Home and End move focus among its menu items. */
export function menuKeyDown(e: KeyboardEvent<HTMLElement>) {
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'))
  const to = arrowTarget(e.key, items.length, items.indexOf(document.activeElement as HTMLElement), 'ArrowUp', 'ArrowDown')
  if (to === null) return
  e.preventDefault()
  items[to].focus()
}

/**
 * tabsKeyDown goes with a role=tablist element whose tabs use a roving tabindex (the selected one 0, the others -1):
 * ArrowLeft/ArrowRight, Home and End select the tab they lead to and focus it.
 */
export function tabsKeyDown<T>(e: KeyboardEvent<HTMLElement>, tabs: readonly T[], current: T, select: (tab: T) => void) {
  const to = arrowTarget(e.key, tabs.length, tabs.indexOf(current), 'ArrowLeft', 'ArrowRight')
  if (to === null) return
  e.preventDefault()
  select(tabs[to])
  e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus()
}
