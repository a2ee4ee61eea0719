import { AlertTriangle, HandCoins } from 'lucide-react'
import { CardActions } from '@/components/ui/RowActions'
import { CardFigure, ListCard } from '@/components/ui/ListCard'
import { EmptyState } from '@/components/ui/EmptyState'
import { FilterSelect } from '@/components/ui/FilterSelect'
import { ListScreen } from '@/components/ui/ListScreen'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { formatDate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { formatBRL } from '@/lib/money'
import { usePageChange } from '@/lib/pagination'
import { useReceivables, type ReceivableFilters } from '../api/get-receivables'
import { RECEIVABLES_LOAD_ERROR } from '../components/ReceivableLoadError'
import { ReceivableStatusBadge } from '../components/ReceivableStatusBadge'
import { STATUS_OPTIONS } from '../lib/labels'

const DEFAULTS: ReceivableFilters = { status: '' }
const ALLOWED = { status: ['', ...STATUS_OPTIONS.map(([s]) => s)] }
const STATUS_FILTER = { label: 'Filtrar por status', allLabel: 'Todos os status', allValue: '', options: STATUS_OPTIONS } as const

/** ReceivablesListRoute is 'A receber': the sales in installments, the overdue first, with what is still to receive. */
export default function ReceivablesListRoute() {
  const { filters, page, setFilters, setPage } = useListState(DEFAULTS, ALLOWED)
  const result = useReceivables({ status: filters.status }, page)
  const { data } = result
  const { listRef, changePage } = usePageChange<HTMLUListElement>(page, data?.meta.total, setPage)

  return (
    <ListScreen
      width="max-w-7xl"
      title="A receber"
      subtitle="Vendas parceladas: o que os compradores ainda devem e quando vence"
      result={result}
      page={page}
      onPageChange={changePage}
      loadError={RECEIVABLES_LOAD_ERROR}
      empty={
        <EmptyState
          icon={HandCoins}
          title="Nenhuma conta a receber"
          description="Uma venda parcelada de um ativo ou de um veículo aparece aqui, com as parcelas e os recebimentos."
        />
      }
      items={(list) => (
        <ul ref={listRef} className="grid scroll-mt-20 grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.map((r) => (
            <ListCard
              key={r.id}
              name={r.description}
              badge={<ReceivableStatusBadge status={r.status} />}
              subtitle={[r.debtorName, `vendido em ${formatDate(r.saleDate)}`].filter(Boolean).join(' · ')}
              actions={<CardActions name={r.description} viewTo={`/receivables/${r.id}`} viewText="Ver parcelas" />}
            >
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <CardFigure label="A receber" valueClass="text-lg font-semibold text-slate-900" wide>
                  {formatBRL(r.balance)}
                </CardFigure>
                <CardFigure label="Próximo vencimento" valueClass={r.status === 'overdue' ? 'font-medium text-red-700' : 'text-slate-800'}>
                  {r.nextDueDate ? formatDate(r.nextDueDate) : '—'}
                </CardFigure>
                <CardFigure label="Parcelas">{String(r.installmentCount)}</CardFigure>
                <CardFigure label="Recebido" wide>{`${formatBRL(r.received)} de ${formatBRL(r.amount)}`}</CardFigure>
              </dl>
            </ListCard>
          ))}
        </ul>
      )}
    >
      {data && !result.isError && (
        <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
          <SummaryCard title="Total a receber" value={formatBRL(data.meta.summary.balance)} icon={HandCoins} gradient="from-emerald-500 to-emerald-600" />
          <SummaryCard
            title="Vencido"
            value={<span className={data.meta.summary.overdue > 0 ? 'text-red-700' : ''}>{formatBRL(data.meta.summary.overdue)}</span>}
            icon={AlertTriangle}
          />
        </div>
      )}
      <div className="mb-4 grid gap-3 md:max-w-xs">
        <FilterSelect {...STATUS_FILTER} value={filters.status} onChange={(value) => setFilters({ status: value as ReceivableFilters['status'] })} />
      </div>
    </ListScreen>
  )
}
