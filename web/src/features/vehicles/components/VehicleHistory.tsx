import { ArrowRight, History } from 'lucide-react'
import { EmptyState } from '@/components/ui/EmptyState'
import { Spinner } from '@/components/ui/Spinner'
import { formatDateTime } from '@/lib/dates'
import { useVehicleHistory } from '../api/get-vehicle-history'
import type { VehicleHistoryEntry } from '../api/types'
import { diffRows } from '../lib/format'

const TITLES: Record<VehicleHistoryEntry['action'], string> = {
  CREATE: 'Veículo cadastrado',
  UPDATE: 'Dados atualizados',
  SALE: 'Venda registrada',
  DELETE: 'Veículo excluído',
}

const DOTS: Record<VehicleHistoryEntry['action'], string> = {
  CREATE: 'bg-emerald-500',
  UPDATE: 'bg-primary-500',
  SALE: 'bg-violet-500',
  DELETE: 'bg-red-500',
}

/** VehicleHistory is the Histórico tab: who did what and when, with a per-field diff for updates. */
export function VehicleHistory({ vehicleId }: { vehicleId: number }) {
  const { data, isLoading, isError } = useVehicleHistory(vehicleId, true)
  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    )
  }
  if (isError) return <p role="alert" className="py-6 text-center text-red-700">Erro ao carregar o histórico do veículo.</p>
  if (!data || data.length === 0) return <EmptyState icon={History} title="Nenhum registro no histórico" />
  return (
    <ol className="space-y-4">
      {[...data].reverse().map((e) => (
        <li key={e.id} className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${DOTS[e.action]}`} />
            <h3 className="font-semibold text-slate-900">{TITLES[e.action]}</h3>
            <span className="text-sm text-slate-500">
              {formatDateTime(e.createdAt)} · por {e.userName || 'usuário removido'}
            </span>
          </div>
          <EntryDetails entry={e} />
        </li>
      ))}
    </ol>
  )
}

function EntryDetails({ entry }: { entry: VehicleHistoryEntry }) {
  const d = entry.details
  if (entry.action === 'UPDATE') {
    const rows = diffRows(d.oldData, d.newData)
    return (
      <ul className="mt-3 space-y-1.5 text-sm" aria-label="Alterações">
        {rows.map((r) => (
          <li key={r.field} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-medium text-slate-700">{r.label}:</span>
            <span className="rounded bg-red-50 px-1.5 text-red-700 line-through decoration-red-400">{r.from}</span>
            <ArrowRight aria-label="para" className="h-3.5 w-3.5 text-slate-400" />
            <span className="rounded bg-emerald-50 px-1.5 text-emerald-800">{r.to}</span>
          </li>
        ))}
      </ul>
    )
  }
  const data = entry.action === 'SALE' ? d.saleData : d.vehicleData
  if (!data) return null
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {diffRows({}, data as Record<string, unknown>)
        .filter((r) => r.to !== '—')
        .map((r) => (
          <div key={r.field} className="flex gap-2">
            <dt className="text-slate-500">{r.label}:</dt>
            <dd className="text-slate-900">{r.to}</dd>
          </div>
        ))}
    </dl>
  )
}
