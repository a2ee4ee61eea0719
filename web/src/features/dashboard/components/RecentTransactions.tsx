import { Building2, Car, CreditCard, Receipt } from 'lucide-react'
import { formatDate } from '@/lib/dates'
import type { Dashboard, TransactionType } from '../api/get-dashboard'
import { signedAmount } from '../lib/format'

const icons = { asset: Building2, vehicle: Car, debt: CreditCard } as const
const iconColours = { asset: 'bg-primary-50 text-primary-600', vehicle: 'bg-amber-50 text-amber-600', debt: 'bg-rose-50 text-rose-600' } as const

/** The icon of a transaction: asset, vehicle, otherwise debt (spec §2). */
function kindOf(type: TransactionType): keyof typeof icons {
  return type === 'asset' || type === 'vehicle' ? type : 'debt'
}

/** RecentTransactions is the list 'Transações Recentes'. */
export function RecentTransactions({ items }: { items: Dashboard['recentTransactions'] }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center py-10 text-center text-slate-500">
        <Receipt aria-hidden className="h-10 w-10 text-slate-300" />
        <p className="mt-2">Nenhuma transação registrada</p>
      </div>
    )
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((t) => {
        const kind = kindOf(t.type)
        const Icon = icons[kind]
        const amount = signedAmount(t.amount)
        return (
          <li key={t.id} data-testid="transaction" className="flex items-center gap-3 py-3">
            <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${iconColours[kind]}`}>
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900" title={t.description}>
                {t.description}
              </p>
              <p className="text-sm text-slate-500">{formatDate(t.date)}</p>
            </div>
            <span className={`shrink-0 font-semibold tabular-nums ${amount.tone === 'positive' ? 'text-emerald-600' : 'text-red-600'}`}>{amount.text}</span>
          </li>
        )
      })}
    </ul>
  )
}
