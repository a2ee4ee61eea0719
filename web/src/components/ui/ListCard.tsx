import { Fragment, type ReactNode } from 'react'

/**
 * ListCard is one record of a list shown as cards, the list item itself named by the record (no wrapper: a page of
 * fifty cards is lighter by fifty elements): its name (an h2, cut to one line, whole on hover), an optional badge
 * beside it and a line under it (two at most: a bank line is never cut short), then the figures (children, usually
 * CardFigures in a dl, or CardFigureGrid) and the actions.
 */
export function ListCard({ name, badge, subtitle, children, actions }: { name: string; badge?: ReactNode; subtitle?: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <li aria-label={name} className="flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 truncate font-semibold text-slate-900" title={name}>
          {name}
        </h2>
        {badge}
      </div>
      {subtitle && <p className="line-clamp-2 break-words text-sm text-slate-500">{subtitle}</p>}
      {children}
      {actions}
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

/** The places of CardFigureGrid's four figures, two columns of two: each label over its value. */
const FIGURE_PLACES = [
  ['col-start-1 row-start-1', 'col-start-1 row-start-2'],
  ['col-start-2 row-start-1', 'col-start-2 row-start-2'],
  ['col-start-1 row-start-3 mt-2', 'col-start-1 row-start-4'],
  ['col-start-2 row-start-3 mt-2', 'col-start-2 row-start-4'],
]

/**
 * CardFigureGrid is a ListCard's four figures as CardFigures in a dl show them, two by two, read in rows — with its
 * labels and values the dl's own children, placed on the grid, not each pair in a div of its own.
 */
export function CardFigureGrid({ figures }: { figures: [label: string, value: string, valueClass?: string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-3 text-sm">
      {figures.slice(0, 4).map(([label, value, valueClass = 'text-slate-800'], i) => (
        <Fragment key={label}>
          <dt className={`truncate text-xs text-slate-500 ${FIGURE_PLACES[i][0]}`}>{label}</dt>
          <dd className={`min-w-0 truncate ${valueClass} ${FIGURE_PLACES[i][1]}`} title={value}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
