import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Movement } from '../api/types'
import { movementTitle, signedBRL } from '../lib/labels'

const money = (v: number) => (v < 0 ? 'text-red-700' : 'text-slate-900')

/**
 * StatementList shows an account's movements, oldest first, each with the balance after it: a table from sm up, a
 * stacked list on phones (same rows, the date and balance under the title, the title and description wrapped whole).
 */
export function StatementList({ movements }: { movements: Movement[] }) {
  return (
    <table className="w-full text-sm">
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
          <th scope="col" className="py-2 pr-3 font-medium">Data</th>
          <th scope="col" className="py-2 pr-3 font-medium">Descrição</th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">Valor</th>
          <th scope="col" className="py-2 text-right font-medium">Saldo</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {movements.map((m) => (
          <tr key={m.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-2.5 sm:table-row">
            <td className="col-start-1 row-start-2 text-xs text-slate-500 sm:py-2.5 sm:pr-3 sm:text-sm sm:text-slate-700">{formatDate(m.date)}</td>
            <td className="col-start-1 row-start-1 min-w-0 sm:py-2.5 sm:pr-3">
              {/* Whole on a phone (wrapped); on one line from sm up, whole on hover. */}
              <span className="block break-words font-medium text-slate-900 sm:truncate" title={movementTitle(m)}>
                {movementTitle(m)}
              </span>
              {m.description && (
                <span className="block break-words text-slate-500 sm:truncate" title={m.description}>
                  {m.description}
                </span>
              )}
            </td>
            <td className={`col-start-2 row-start-1 whitespace-nowrap text-right font-medium sm:py-2.5 sm:pr-3 ${m.direction === 'out' ? 'text-red-700' : 'text-emerald-700'}`}>
              {signedBRL(m.amount, m.direction)}
            </td>
            <td className={`col-start-2 row-start-2 whitespace-nowrap text-right text-xs sm:py-2.5 sm:text-sm ${money(m.balance)}`}>
              <span className="sm:sr-only">Saldo </span>
              {formatBRL(m.balance)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
