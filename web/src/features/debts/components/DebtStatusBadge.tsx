import type { DebtStatus } from '../api/types'
import { STATUS_LABELS } from '../lib/labels'

const colours: Record<DebtStatus, string> = {
  active: 'bg-blue-100 text-blue-800',
  paid: 'bg-emerald-100 text-emerald-800',
  overdue: 'bg-red-100 text-red-800',
  renegotiated: 'bg-amber-100 text-amber-800',
}

/** DebtStatusBadge shows a status with the list labels (docs/product.md §4), or the given label. */
export function DebtStatusBadge({ status, label }: { status: DebtStatus; label?: string }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${colours[status]}`}>
      {label ?? STATUS_LABELS[status]}
    </span>
  )
}
