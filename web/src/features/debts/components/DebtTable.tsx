import { DataTable, type Column, type RecordTableProps } from '@/components/ui/DataTable'
import { RowActions } from '@/components/ui/RowActions'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Debt } from '../api/types'
import { CATEGORY_LABELS, formatRate } from '../lib/labels'
import { DebtStatusBadge } from './DebtStatusBadge'

/** DEBT_SORTS are the server's sort fields of the debt list, each both ways, as the URL may carry them. */
export const DEBT_SORTS = ['dueDate', 'creditorName', 'originalAmount', 'currentAmount', 'status', 'createdAt'].flatMap((f) => [f, `-${f}`])

/** DebtTable is the debt list as a table (the Tabela view of /debts). */
export function DebtTable({ rows, sort, onSort, canEdit, onDelete }: RecordTableProps<Debt>) {
  const columns: Column<Debt>[] = [
    {
      key: 'creditor',
      header: 'Credor',
      sort: 'creditorName',
      // The type, the rate and the description under the creditor: the row stays narrow enough for 1280 px.
      cell: (d) => {
        const detail = [CATEGORY_LABELS[d.category], `juros de ${formatRate(d.interestRate)}`, d.description].filter(Boolean).join(' · ')
        return (
          <div className="max-w-[13rem]">
            <span title={d.creditorName} className="block truncate font-medium text-slate-900">
              {d.creditorName}
            </span>
            <span title={detail} className="block truncate text-xs text-slate-500">
              {detail}
            </span>
          </div>
        )
      },
    },
    { key: 'status', header: 'Status', sort: 'status', cell: (d) => <DebtStatusBadge status={d.status} /> },
    { key: 'originalAmount', header: 'Valor original', sort: 'originalAmount', align: 'right', cell: (d) => formatBRL(d.originalAmount) },
    { key: 'currentAmount', header: 'Saldo devedor', sort: 'currentAmount', align: 'right', cell: (d) => formatBRL(d.currentAmount) },
    { key: 'dueDate', header: 'Vencimento', sort: 'dueDate', align: 'right', cell: (d) => formatDate(d.dueDate) },
    { key: 'installments', header: 'Parcelas', align: 'right', cell: (d) => `${d.currentInstallment} de ${d.scheduledInstallments}` },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      stickyRight: true,
      cell: (d) => (
        <RowActions name={d.creditorName} viewTo={`/debts/${d.id}`} editTo={canEdit ? `/debts/${d.id}/edit` : undefined} onDelete={onDelete && (() => onDelete(d))} />
      ),
    },
  ]
  return <DataTable label="Tabela de dívidas" columns={columns} rows={rows} rowKey={(d) => d.id} sort={sort} onSort={onSort} />
}
