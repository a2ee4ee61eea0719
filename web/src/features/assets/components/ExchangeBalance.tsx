import { formatBRL, fromCents, toCents } from '@/lib/money'
import { formatSignedBRL } from '../lib/labels'

/**
 * ExchangeBalance weighs an exchange (docs/product.md §9): the value given (the asset's current value), the total
 * received (the new assets' current values) and the difference, received − given, with its sign: green when the
 * exchange brings in at least what goes out, red when it brings in less. Sums in centavos.
 */
export function ExchangeBalance({ given, received }: { given: number; received: number }) {
  const difference = fromCents(toCents(received) - toCents(given))
  const tone = difference < 0 ? 'text-red-700' : difference > 0 ? 'text-emerald-700' : 'text-slate-900'
  const row = 'flex items-baseline justify-between gap-4 py-2'
  return (
    <dl aria-label="Balanço da permuta" className="mt-5 divide-y divide-slate-200 rounded-lg bg-slate-50 px-4 py-2">
      <div className={row}>
        <dt className="text-sm font-medium text-slate-600">Valor dado (valor atual do ativo)</dt>
        <dd className="text-right font-semibold text-slate-900">{formatBRL(given)}</dd>
      </div>
      <div className={row}>
        <dt className="text-sm font-medium text-slate-600">Valor total dos novos ativos</dt>
        <dd data-testid="exchange-total" className="text-right text-lg font-semibold text-slate-900">
          {formatBRL(received)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-sm font-medium text-slate-600">Diferença</dt>
        <dd data-testid="exchange-difference" className={`text-right text-lg font-semibold ${tone}`}>
          {formatSignedBRL(difference)}
        </dd>
      </div>
    </dl>
  )
}
