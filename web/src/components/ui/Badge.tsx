import type { ReactNode } from 'react'

/** Badge is a status pill: tone gives its colours (a background and a 700-or-darker text, readable in both themes). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{children}</span>
}
