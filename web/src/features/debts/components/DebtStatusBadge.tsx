import { Badge } from '@/components/ui/Badge'
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
  return <Badge tone={colours[status]}>{label ?? STATUS_LABELS[status]}</Badge>
}
