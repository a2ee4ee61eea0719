import { Handshake } from 'lucide-react'
import { Panel } from '@/components/ui/Panel'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useDebtRenegotiations } from '../api/renegotiations'
import { SYSTEM_LABELS, formatRate } from '../lib/labels'

/**
 * DebtRenegotiations is the 'Renegociações' section of a renegotiated debt: each renegotiation, the latest first,
 * with the balance it took, the new amount, and the terms it ended. Nothing when the debt was never renegotiated.
 */
export function DebtRenegotiations({ debtId }: { debtId: number }) {
  const { data: list = [] } = useDebtRenegotiations(debtId)
  if (list.length === 0) return null
  return (
    <Panel id="renegotiations-title" title="Renegociações" icon={Handshake}>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Renegociações da dívida">
        {list.map((r) => (
          <li key={r.id} data-testid="renegotiation" className="py-3 text-sm text-slate-700">
            <p className="font-medium text-slate-900">
              Em {formatDate(r.date)}: saldo de {formatBRL(r.previousBalance)} renegociado para {formatBRL(r.newAmount)}
            </p>
            <p className="mt-0.5 break-words">
              Contrato anterior{r.previousSince ? ` (desde ${formatDate(r.previousSince)})` : ''}: {formatBRL(r.previous.originalAmount)} em{' '}
              {r.previous.installments} parcelas · {SYSTEM_LABELS[r.previous.system]} · {formatRate(r.previous.interestRate)}
              {r.previous.firstDueDate ? ` · 1º vencimento ${formatDate(r.previous.firstDueDate)}` : ''}
            </p>
            {r.notes && <p className="mt-0.5 whitespace-pre-line break-words text-slate-600">{r.notes}</p>}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
