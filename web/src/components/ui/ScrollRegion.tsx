import type { ReactNode } from 'react'

/**
 * ScrollRegion is a box that scrolls a wide or long table: a named region that Tab reaches, so the keyboard scrolls
 * it too (axe's scrollable-region-focusable), with the focus ring on the box.
 */
export function ScrollRegion({ label, labelledBy, className, children }: { label?: string; labelledBy?: string; className: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls is reached with Tab
    <div role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0} className={`focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${className}`}>
      {children}
    </div>
  )
}
