import { QrCode } from 'lucide-react'
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

/** PixButton opens the Pix charge of an installment not yet wholly received. */
function PixButton({ installment: i, onPix }: { installment: Installment; onPix: (i: Installment) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPix(i)}
      aria-label={`Pix da ${i.number}ª parcela`}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
    >
      <QrCode aria-hidden className="h-3.5 w-3.5" /> Pix
    </button>
  )
}

/**
 * Installments is a receivable's schedule: each installment's due date, amount, what the receipts cover of it (they
 * pay the installments in order) and its status, with 'Pix' on each one still open when onPix is given. A table from
 * sm up, stacked lines on a phone.
 */
export function Installments({ list, onPix }: { list: Installment[]; onPix?: (i: Installment) => void }) {
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
            {onPix && <th scope="col" className="py-2 pl-3 text-right font-medium">Cobrança</th>}
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
              {onPix && <td className="py-2 pl-3 text-right">{i.status !== 'paid' && <PixButton installment={i} onPix={onPix} />}</td>}
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
            <div className="flex flex-col items-end gap-2">
              <InstallmentStatus installment={i} className="text-right" />
              {onPix && i.status !== 'paid' && <PixButton installment={i} onPix={onPix} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
