import type { ReactNode } from 'react'

/**
 * ListCard is one record of a list shown as cards: its name (an h2, cut to one line, whole on hover), an optional
 * badge beside it and a line under it (two at most: a bank line is never cut short), then the figures (children, usually CardFigures in a dl) and the actions.
 */
export function ListCard({ name, badge, subtitle, children, actions }: { name: string; badge?: ReactNode; subtitle?: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <li className="min-w-0">
      <article aria-label={name} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 truncate font-semibold text-slate-900" title={name}>
            {name}
          </h2>
          {badge}
        </div>
        {subtitle && <p className="line-clamp-2 break-words text-sm text-slate-500">{subtitle}</p>}
        {children}
        {actions}
      </article>
    </li>
  )
}

/** CardFigure is one label and value of a ListCard's dl; valueClass styles the value (a plain line unless told). */
export function CardFigure({ label, children, valueClass = 'text-slate-800', wide = false }: { label: string; children: ReactNode; valueClass?: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="truncate text-xs text-slate-500">{label}</dt>
      <dd className={`truncate ${valueClass}`} title={typeof children === 'string' ? children : undefined}>
        {children}
      </dd>
    </div>
  )
}
