import type { ReceivableStatus } from '../api/types'
import { STATUS_LABELS } from '../lib/labels'

const colours: Record<ReceivableStatus, string> = {
  open: 'bg-blue-100 text-blue-800',
  overdue: 'bg-red-100 text-red-800',
  paid: 'bg-emerald-100 text-emerald-800',
}

/** INSTALLMENT_LABELS name an installment's status (a parcela): Em aberto, Vencida, Paga. */
export const INSTALLMENT_LABELS: Record<ReceivableStatus, string> = { open: 'Em aberto', overdue: 'Vencida', paid: 'Paga' }

/** ReceivableStatusBadge shows a sale's status — Em aberto, Vencido or Quitado — or, given labels, an installment's. */
export function ReceivableStatusBadge({ status, labels = STATUS_LABELS }: { status: ReceivableStatus; labels?: Record<ReceivableStatus, string> }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${colours[status]}`}>
      {labels[status]}
    </span>
  )
}
