import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Installment } from '../api/types'
import { INSTALLMENT_LABELS, ReceivableStatusBadge } from './ReceivableStatusBadge'

/** InstallmentStatus is an installment's status and, when overdue, its multa and juros de mora until today. */
function InstallmentStatus({ installment: i, className }: { installment: Installment; className?: string }) {
  return (
    <div className={className}>
      <ReceivableStatusBadge status={i.status} labels={INSTALLMENT_LABELS} />
      {i.status === 'overdue' && (
        <span className="mt-0.5 block text-xs text-red-700">
          + multa {formatBRL(i.lateFine)} e mora {formatBRL(i.lateInterest)}
        </span>
      )}
    </div>
  )
}

/**
 * Installments is a receivable's schedule: each installment's due date, amount, what the receipts cover of it (they
 * pay the installments in order) and its status. A table from sm up, stacked lines on a phone.
 */
export function Installments({ list }: { list: Installment[] }) {
  // A sale financed with interest shows each installment's interest.
  const interest = list.some((i) => i.interest > 0)
  return (
    <section aria-labelledby="installments-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="installments-title" className="text-lg font-semibold text-slate-900">
        Parcelas
      </h2>
      <table className="mt-3 hidden w-full text-sm sm:table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-3 font-medium">Parcela</th>
            <th scope="col" className="py-2 pr-3 font-medium">Vencimento</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Valor</th>
            {interest && <th scope="col" className="py-2 pr-3 text-right font-medium">Juros</th>}
            <th scope="col" className="py-2 pr-3 text-right font-medium">Recebido</th>
            <th scope="col" className="py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {list.map((i) => (
            <tr key={i.number} data-testid="installment">
              <td className="py-2 pr-3 text-slate-700">{i.number}ª</td>
              <td className="py-2 pr-3 text-slate-700">{formatDate(i.dueDate)}</td>
              <td className="py-2 pr-3 text-right tabular-nums text-slate-900">{formatBRL(i.amount)}</td>
              {interest && <td className="py-2 pr-3 text-right tabular-nums text-slate-700">{formatBRL(i.interest)}</td>}
              <td className="py-2 pr-3 text-right tabular-nums text-slate-700">{formatBRL(i.received)}</td>
              <td className="py-2">
                <InstallmentStatus installment={i} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 divide-y divide-slate-100 sm:hidden" aria-label="Parcelas">
        {list.map((i) => (
          <li key={i.number} className="flex items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {i.number}ª · {formatBRL(i.amount)}
                {interest && ` (juros ${formatBRL(i.interest)})`}
              </p>
              <p className="text-slate-500">
                Vence em {formatDate(i.dueDate)} · recebido {formatBRL(i.received)}
              </p>
            </div>
            <InstallmentStatus installment={i} className="text-right" />
          </li>
        ))}
      </ul>
    </section>
  )
}
