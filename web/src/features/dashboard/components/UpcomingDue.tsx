import { Link } from 'react-router'
import { CalendarCheck } from 'lucide-react'
import { formatDate } from '@/lib/dates'
import { dueAmount, duePath, installmentText } from '@/lib/due-items'
import type { Dashboard } from '../api/get-dashboard'

type Item = Dashboard['upcoming'][number]

/**
 * UpcomingDue is 'Próximos vencimentos': what is to pay (debts, IPTU, IPVA, licenciamento) and to receive (sales in installments) in the next
 * 30 days, earliest first, each linking to its record; and how many debts and receivables are overdue today.
 */
export function UpcomingDue({ items, overdueCount }: { items: Item[]; overdueCount: number }) {
  return (
    <>
      {overdueCount > 0 && (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <strong>Em atraso hoje: {overdueCount}</strong>
          <Link to="/debts?status=overdue" className="underline underline-offset-2">
            Dívidas em atraso
          </Link>
          <Link to="/receivables?status=overdue" className="underline underline-offset-2">
            A receber em atraso
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center text-slate-500">
          <CalendarCheck aria-hidden className="h-10 w-10 text-slate-300" />
          <p className="mt-2">Nenhum vencimento nos próximos 30 dias.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Vencimentos dos próximos 30 dias">
          {items.map((item) => {
            const receiving = item.kind === 'receivable'
            return (
              <li key={`${item.kind}-${item.id}-${item.installment}`} data-testid="upcoming" className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-3 text-sm">
                <Link
                  to={duePath(item)}
                  className="truncate font-medium text-slate-900 underline-offset-2 hover:underline"
                  title={item.description}
                >
                  {item.description}
                </Link>
                <span className={`font-semibold tabular-nums ${receiving ? 'text-emerald-700' : 'text-red-700'}`}>{dueAmount(item.amount)}</span>
                <span className="text-slate-500">
                  {formatDate(item.dueDate)} · {installmentText(item)}
                </span>
                <span className={`text-right text-xs font-medium ${receiving ? 'text-emerald-700' : 'text-red-700'}`}>{receiving ? 'A receber' : 'A pagar'}</span>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
