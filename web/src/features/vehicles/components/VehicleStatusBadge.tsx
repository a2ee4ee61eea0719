import { Badge } from '@/components/ui/Badge'
import type { VehicleStatus } from '../api/types'
import { STATUS_LABELS } from '../lib/format'

const looks: Record<VehicleStatus, string> = {
  in_stock: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  reserved: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  sold: 'bg-slate-100 text-slate-700 ring-slate-500/20',
}

/** VehicleStatusBadge shows Em estoque, Reservado or Vendido. */
export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return <Badge tone={`ring-1 ring-inset ${looks[status]}`}>{STATUS_LABELS[status]}</Badge>
}
