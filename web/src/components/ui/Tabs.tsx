import type { ReactNode } from 'react'
import { tabsKeyDown } from './arrow-keys'

/**
 * Tabs are a detail screen's sections: a tablist with a roving tabindex and the arrow keys (tabsKeyDown), and the
 * panel of the current tab (children). id names the tabs' and the panel's ids; tabClass styles one tab by whether
 * it is selected; labelOf names a tab (the tab itself unless told).
 */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  current,
  onSelect,
  labelOf = (t) => t,
  listClass,
  tabClass,
  panelClass,
  children,
}: {
  id: string
  label: string
  tabs: readonly T[]
  current: T
  onSelect: (tab: T) => void
  labelOf?: (tab: T) => string
  listClass: string
  tabClass: (selected: boolean) => string
  panelClass?: string
  children: ReactNode
}) {
  return (
    <>
      <div role="tablist" aria-label={label} tabIndex={-1} onKeyDown={(e) => tabsKeyDown(e, tabs, current, onSelect)} className={listClass}>
        {tabs.map((t, i) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={current === t}
            aria-controls={`${id}-tabpanel`}
            tabIndex={current === t ? 0 : -1}
            onClick={() => onSelect(t)}
            className={tabClass(current === t)}
          >
            {labelOf(t)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-tabpanel`} aria-labelledby={`${id}-tab-${tabs.indexOf(current)}`} className={panelClass}>
        {children}
      </div>
    </>
  )
}
