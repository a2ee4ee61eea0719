import { Building2, Car, CreditCard, Receipt, Wallet } from 'lucide-react'
import { formatDate } from '@/lib/dates'
import type { Dashboard, TransactionType } from '../api/get-dashboard'
import { signedAmount } from '../lib/format'

const icons = { asset: Building2, vehicle: Car, debt: CreditCard, account: Wallet } as const
const iconColours = {
  asset: 'bg-primary-50 text-primary-700',
  vehicle: 'bg-amber-50 text-amber-700',
  debt: 'bg-rose-50 text-rose-700',
  account: 'bg-emerald-50 text-emerald-700',
} as const

/** The icon of a transaction: asset, vehicle, an account's own entry, otherwise debt (docs/product.md §2). */
function kindOf(type: TransactionType): keyof typeof icons {
  return type === 'asset' || type === 'vehicle' || type === 'account' ? type : 'debt'
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
          <li key={t.id} data-testid="transaction" className="flex items-start gap-3 py-3 sm:items-center">
            <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${iconColours[kind]}`}>
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            {/* On a phone the description takes the whole width and the amount goes next to the date, below it. */}
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
              <p className="col-span-2 line-clamp-2 break-words font-medium text-slate-900 sm:col-span-1" title={t.description}>
                {t.description}
              </p>
              <p className="row-start-2 text-sm text-slate-500">{formatDate(t.date)}</p>
              <span
                className={`col-start-2 row-start-2 font-semibold tabular-nums sm:row-span-2 sm:row-start-1 ${amount.tone === 'positive' ? 'text-emerald-700' : 'text-red-700'}`}
              >
                {amount.text}
              </span>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
