import { DataTable, type Column, type RecordTableProps } from '@/components/ui/DataTable'
import { RowActions } from '@/components/ui/RowActions'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Vehicle } from '../api/types'
import { formatPlate } from '../lib/format'
import { VehicleStatusBadge } from './VehicleStatusBadge'

/**
 * VehicleTable is the vehicle list as a table (the Tabela view of /vehicles). Make and model share the first
 * column, with the plate, year and colour under them, so the figures and both dates fit at 1280 px; the column
 * sorts by make (model and year sort from 'Ordenar por').
 */
export function VehicleTable({ rows, sort, onSort, canEdit, onDelete }: RecordTableProps<Vehicle>) {
  const columns: Column<Vehicle>[] = [
    {
      key: 'vehicle',
      header: 'Veículo',
      sort: 'make',
      cell: (v) => {
        const name = `${v.make} ${v.model}`
        const detail = [formatPlate(v.licensePlate), v.year, v.color].filter(Boolean).join(' · ')
        return (
          <div className="max-w-[16rem]">
            <span title={name} className="block truncate font-medium text-slate-900">
              {name}
            </span>
            <span title={detail} className="block truncate text-xs text-slate-500">
              {detail}
            </span>
          </div>
        )
      },
    },
    { key: 'status', header: 'Status', cell: (v) => <VehicleStatusBadge status={v.status} /> },
    { key: 'purchasePrice', header: 'Preço de compra', sort: 'purchasePrice', align: 'right', cell: (v) => formatBRL(v.purchasePrice) },
    { key: 'sellingPrice', header: 'Preço de venda', sort: 'sellingPrice', align: 'right', cell: (v) => formatBRL(v.sellingPrice) },
    { key: 'margin', header: 'Margem', align: 'right', cell: (v) => <span className={v.margin < 0 ? 'text-red-700' : undefined}>{formatBRL(v.margin)}</span> },
    { key: 'purchaseDate', header: 'Data de compra', sort: 'purchaseDate', align: 'right', cell: (v) => formatDate(v.purchaseDate) || '—' },
    { key: 'soldDate', header: 'Data de venda', sort: 'soldDate', align: 'right', cell: (v) => (v.status === 'sold' && v.soldDate ? formatDate(v.soldDate) : '—') },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      stickyRight: true,
      cell: (v) => (
        <RowActions
          name={`${v.make} ${v.model}`}
          viewTo={`/vehicles/${v.id}`}
          editTo={canEdit ? `/edit-vehicle/${v.id}` : undefined}
          onDelete={onDelete && (() => onDelete(v))}
        />
      ),
    },
  ]
  return <DataTable label="Tabela de veículos" columns={columns} rows={rows} rowKey={(v) => v.id} sort={sort} onSort={onSort} />
}
