import { DataTable, type Column } from '@/components/ui/DataTable'
import { RowActions } from '@/components/ui/RowActions'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Vehicle } from '../api/types'
import { formatPlate } from '../lib/format'
import { VehicleStatusBadge } from './VehicleStatusBadge'

/** VehicleTable is the vehicle list as a table (the Tabela view of /vehicles). */
export function VehicleTable({
  vehicles,
  sort,
  onSort,
  canUpdate,
  onDelete,
}: {
  vehicles: Vehicle[]
  sort: string
  onSort: (sort: string) => void
  canUpdate: boolean
  onDelete?: (vehicle: Vehicle) => void
}) {
  const columns: Column<Vehicle>[] = [
    { key: 'make', header: 'Marca', sort: 'make', className: 'whitespace-nowrap font-medium text-slate-900', cell: (v) => v.make },
    { key: 'model', header: 'Modelo', sort: 'model', className: 'min-w-32', cell: (v) => v.model },
    { key: 'year', header: 'Ano', sort: 'year', align: 'right', cell: (v) => v.year },
    { key: 'plate', header: 'Placa', className: 'whitespace-nowrap font-mono text-xs', cell: (v) => formatPlate(v.licensePlate) },
    { key: 'status', header: 'Status', cell: (v) => <VehicleStatusBadge status={v.status} /> },
    { key: 'purchasePrice', header: 'Preço de compra', sort: 'purchasePrice', align: 'right', cell: (v) => formatBRL(v.purchasePrice) },
    { key: 'sellingPrice', header: 'Preço de venda', sort: 'sellingPrice', align: 'right', cell: (v) => formatBRL(v.sellingPrice) },
    { key: 'purchaseDate', header: 'Data de compra', sort: 'purchaseDate', align: 'right', cell: (v) => formatDate(v.purchaseDate) || '—' },
    { key: 'soldDate', header: 'Data de venda', sort: 'soldDate', align: 'right', cell: (v) => (v.status === 'sold' && v.soldDate ? formatDate(v.soldDate) : '—') },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      cell: (v) => (
        <RowActions
          name={`${v.make} ${v.model}`}
          viewTo={`/vehicles/${v.id}`}
          editTo={canUpdate ? `/edit-vehicle/${v.id}` : undefined}
          onDelete={onDelete && (() => onDelete(v))}
        />
      ),
    },
  ]
  return <DataTable label="Tabela de veículos" columns={columns} rows={vehicles} rowKey={(v) => v.id} sort={sort} onSort={onSort} />
}
