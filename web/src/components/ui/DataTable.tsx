import type { ReactNode } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { ScrollRegion } from './ScrollRegion'

/**
 * Column is one column of a DataTable: its header, the server's sort field when the column sorts (the lists are
 * paged on the server, so the whole filtered list is sorted, never one page), right alignment for figures, and
 * how a record fills its cell.
 */
export type Column<T> = {
  key: string
  header: string
  sort?: string
  align?: 'right'
  /** The cell's own classes: a width, no wrapping, … */
  className?: string
  /** Keeps the column in sight at the right edge while a wide table scrolls sideways (the row's actions). */
  stickyRight?: boolean
  cell: (row: T) => ReactNode
}

/** RecordTableProps are a list screen's table of its records: a page of rows, the server's sort, and the row's actions. */
export type RecordTableProps<T> = {
  rows: T[]
  sort: string
  onSort: (sort: string) => void
  canEdit: boolean
  onDelete?: (row: T) => void
}

/** nextSort is the sort a click on a column's header asks for: its field ascending, or the other way if it was. */
export function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field
}

/**
 * DataTable shows a list's records one row each, dense enough for hundreds of them: a header that stays in sight
 * while the rows scroll (the table has its own scroll box, which also keeps a wide table from widening the page on
 * a phone), sortable headers (buttons, with aria-sort on the sorted one), figures right-aligned in tabular digits,
 * and a column that may stay at the right edge (the actions) while the rest scrolls sideways.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: {
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  sort: string
  onSort: (sort: string) => void
}) {
  const field = sort.replace(/^-/, '')
  const descending = sort.startsWith('-')
  return (
    <ScrollRegion label={label} className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = c.sort !== undefined && c.sort === field
              const ariaSort = c.sort === undefined ? undefined : active ? (descending ? 'descending' : 'ascending') : 'none'
              const Icon = active ? (descending ? ArrowDown : ArrowUp) : ArrowUpDown
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={`sticky top-0 border-b border-slate-200 bg-slate-100 px-2 py-2 align-bottom text-xs font-semibold text-slate-700 ${
                    c.align === 'right' ? 'text-right' : 'text-left'
                  } ${c.stickyRight ? 'right-0 z-20' : 'z-10'}`}
                >
                  {c.sort === undefined ? (
                    c.header
                  ) : (
                    <button
                      type="button"
                      onClick={() => onSort(nextSort(sort, c.sort!))}
                      className={`inline-flex items-center gap-1 rounded text-left hover:text-primary-700 ${c.align === 'right' ? 'flex-row-reverse text-right' : ''} ${active ? 'text-primary-700' : ''}`}
                    >
                      {c.header}
                      <Icon aria-hidden className={`h-3.5 w-3.5 shrink-0 ${active ? '' : 'text-slate-400'}`} />
                    </button>
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // Opaque row colours: the sticky column shows them, and nothing scrolls through it.
            <tr key={rowKey(row)} className="bg-white even:bg-slate-50 hover:bg-primary-50">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={`border-b border-slate-100 px-2 py-1.5 align-middle text-slate-800 ${c.align === 'right' ? 'whitespace-nowrap text-right tabular-nums' : ''} ${
                    c.stickyRight ? 'sticky right-0 bg-inherit shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]' : ''
                  } ${c.className ?? ''}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
