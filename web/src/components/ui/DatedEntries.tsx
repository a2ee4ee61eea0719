import type { ReactNode } from 'react'
import { Trash2 } from 'lucide-react'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'

type Entry = { id: number; date: string; amount: number }

/**
 * DatedEntries lists the money entries of a record — a debt's payments, a receivable's receipts, a vehicle's
 * costs — one per line: the date, what describes it, the amount and, when onDelete is given, 'Excluir' named by
 * deleteLabel (the date goes in it, so a screen reader tells the lines apart).
 */
export function DatedEntries<T extends Entry>({
  label,
  testId,
  entries,
  describe,
  deleteLabel,
  onDelete,
}: {
  label: string
  testId: string
  entries: T[]
  describe: (entry: T) => ReactNode
  deleteLabel: (date: string) => string
  onDelete?: (entry: T) => void
}) {
  return (
    <ul className="mt-3 divide-y divide-slate-100" aria-label={label}>
      {entries.map((e) => (
        <li
          key={e.id}
          data-testid={testId}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_auto_auto]"
        >
          <span className="text-slate-500">{formatDate(e.date)}</span>
          <span className="col-span-2 min-w-0 break-words text-slate-700 sm:col-span-1">{describe(e)}</span>
          <span className="font-semibold tabular-nums text-slate-900">{formatBRL(e.amount)}</span>
          {onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(e)}
              aria-label={deleteLabel(formatDate(e.date))}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
            >
              <Trash2 aria-hidden className="h-4 w-4" /> Excluir
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
        </li>
      ))}
    </ul>
  )
}
