import { DataTable, type Column, type RecordTableProps } from '@/components/ui/DataTable'
import { RowActions } from '@/components/ui/RowActions'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Asset } from '../api/types'
import { TYPE_LABEL } from '../lib/labels'
import { AssetStatusBadge } from './AssetStatusBadge'

/** ASSET_SORTS are the server's sort fields of the asset list, each both ways, as the URL may carry them. */
export const ASSET_SORTS = ['description', 'type', 'status', 'acquisitionValue', 'currentValue', 'acquisitionDate', 'createdAt'].flatMap((f) => [f, `-${f}`])

/** AssetTable is the asset list as a table (the Tabela view of /assets). */
export function AssetTable({ rows, sort, onSort, canEdit, onDelete }: RecordTableProps<Asset>) {
  const columns: Column<Asset>[] = [
    {
      key: 'description',
      header: 'Descrição',
      sort: 'description',
      cell: (a) => (
        <span title={a.description} className="block max-w-[15rem] truncate font-medium text-slate-900">
          {a.description}
        </span>
      ),
    },
    { key: 'type', header: 'Tipo', sort: 'type', className: 'whitespace-nowrap', cell: (a) => TYPE_LABEL[a.type] },
    { key: 'status', header: 'Status', sort: 'status', cell: (a) => <AssetStatusBadge status={a.status} /> },
    { key: 'acquisitionValue', header: 'Valor de aquisição', sort: 'acquisitionValue', align: 'right', cell: (a) => formatBRL(a.acquisitionValue) },
    { key: 'currentValue', header: 'Valor atual', sort: 'currentValue', align: 'right', cell: (a) => formatBRL(a.currentValue) },
    { key: 'acquisitionDate', header: 'Data de aquisição', sort: 'acquisitionDate', align: 'right', cell: (a) => formatDate(a.acquisitionDate) },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      stickyRight: true,
      cell: (a) => (
        <RowActions
          name={a.description}
          viewTo={`/assets/${a.id}`}
          editTo={canEdit ? `/assets/${a.id}/edit` : undefined}
          onDelete={onDelete && (() => onDelete(a))}
        />
      ),
    },
  ]
  return <DataTable label="Tabela de ativos" columns={columns} rows={rows} rowKey={(a) => a.id} sort={sort} onSort={onSort} />
}
