import type { ReceivableStatus } from '../api/types'
import { STATUS_LABELS } from '../lib/labels'

const colours: Record<ReceivableStatus, string> = {
  open: 'bg-blue-100 text-blue-800',
  overdue: 'bg-red-100 text-red-800',
  paid: 'bg-emerald-100 text-emerald-800',
}

/** ReceivableStatusBadge shows Em aberto, Vencido or Quitado. */
export function ReceivableStatusBadge({ status }: { status: ReceivableStatus }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${colours[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  )
}
