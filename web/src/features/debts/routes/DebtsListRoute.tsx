import { Link } from 'react-router'
import { AlertTriangle, Calculator, CheckCircle2, FileSpreadsheet, Landmark, Receipt, Wallet } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { NewRecordLink } from '@/components/ui/DetailCard'
import { CardActions } from '@/components/ui/RowActions'
import { CardFigureGrid, ListCard } from '@/components/ui/ListCard'
import { EmptyState } from '@/components/ui/EmptyState'
import { FilterSelect } from '@/components/ui/FilterSelect'

import { ListScreen } from '@/components/ui/ListScreen'
import { ListToolbar } from '@/components/ui/ListToolbar'
import { SearchInput } from '@/components/ui/SearchInput'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { useListView } from '@/lib/list-view'
import { formatBRL } from '@/lib/money'
import { PAGE_SIZES, pageSizeOf, usePageChange } from '@/lib/pagination'
import { rightsOn } from '@/lib/permissions'
import { debtListQuery, useDebts, type DebtFilters } from '../api/get-debts'
import type { Debt, DebtSummary } from '../api/types'
import { DEBTS_LOAD_ERROR } from '../components/DebtLoadError'
import { DebtStatusBadge } from '../components/DebtStatusBadge'
import { DEBT_SORTS, DebtTable } from '../components/DebtTable'
import { CATEGORY_LABELS, CATEGORY_OPTIONS, STATUS_OPTIONS, formatRate } from '../lib/labels'
import { useConfirmDeleteDebt } from '../components/use-confirm-delete-debt'

const DEFAULTS: DebtFilters & { size: string } = { q: '', category: '', status: '', sort: 'dueDate', size: '50' }
const ALLOWED = { category: ['', ...CATEGORY_OPTIONS.map(([c]) => c)], status: ['', ...STATUS_OPTIONS.map(([s]) => s)], sort: DEBT_SORTS, size: PAGE_SIZES }

const CATEGORY_FILTER = { label: 'Filtrar por tipo', allLabel: 'Todos os tipos', allValue: '', options: CATEGORY_OPTIONS } as const
const STATUS_FILTER = { label: 'Filtrar por status', allLabel: 'Todos os status', allValue: '', options: STATUS_OPTIONS } as const

export default function DebtsListRoute() {
  const { user: me } = useSession()
  const { filters, page, setFilters, setPage } = useListState(DEFAULTS, ALLOWED)
  const { view } = useListView('debts')
  const pageSize = pageSizeOf(filters.size)
  const listFilters: DebtFilters = { q: filters.q, category: filters.category, status: filters.status, sort: filters.sort }
  const result = useDebts({ ...listFilters, page, pageSize })
  const { data } = result
  const { listRef, changePage } = usePageChange(page, data?.meta.total, setPage, pageSize)
  const remove = useConfirmDeleteDebt()
  const { canCreate, canUpdate: canEdit, canDelete } = rightsOn(me?.role, 'debts')

  return (
    <ListScreen
      width="max-w-7xl"
      title="Dívidas"
      subtitle="Empréstimos, financiamentos e contas a pagar da empresa"
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/debts/simulator" className={buttonClass.secondary}>
            <Calculator aria-hidden className="h-4 w-4" /> Simular financiamento
          </Link>
          {canCreate && (
            <Link to="/debts/import" className={buttonClass.secondary}>
              <FileSpreadsheet aria-hidden className="h-4 w-4" /> Importar
            </Link>
          )}
          {canCreate && <NewRecordLink to="/debts/new">Nova Dívida</NewRecordLink>}
        </div>
      }
      result={result}
      page={page}
      pageSize={pageSize}
      onPageChange={changePage}
      loadError={DEBTS_LOAD_ERROR}
      empty={<EmptyState icon={Receipt} title="Nenhuma dívida encontrada" description="Ajuste a busca e os filtros ou cadastre uma nova dívida." />}
      dialog={remove.dialog}
      items={(debts) => (
        <div ref={listRef} className="scroll-mt-20">
          {view === 'table' ? (
            <DebtTable rows={debts} sort={filters.sort} onSort={(sort) => setFilters({ sort })} canEdit={canEdit} onDelete={canDelete ? remove.ask : undefined} />
          ) : (
            <DebtCards debts={debts} canEdit={canEdit} canDelete={canDelete} onDelete={remove.ask} />
          )}
        </div>
      )}
    >
      {/* A failed load shows no summary (of an earlier filter, or of nothing): only the error and its retry. While the
          first page loads the cards hold their place with '—', so the filters below do not move when it arrives. */}
      {!result.isError && <SummaryCards summary={data?.meta.summary} />}

      <div className="mb-4 grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_13rem]">
        <SearchInput label="Buscar dívidas" placeholder="Buscar por credor ou descrição" value={filters.q} onChange={(value) => setFilters({ q: value }, { replace: true })} />
        <FilterSelect {...CATEGORY_FILTER} value={filters.category} onChange={(value) => setFilters({ category: value as DebtFilters['category'] })} />
        <FilterSelect {...STATUS_FILTER} value={filters.status} onChange={(value) => setFilters({ status: value as DebtFilters['status'] })} />
      </div>

      <ListToolbar list="debts" pageSize={pageSize} onPageSizeChange={(size) => setFilters({ size })} exportPath={`/debts/export?${debtListQuery(listFilters)}`} exportName="dividas" />
    </ListScreen>
  )
}

/** DebtCards is the debt list as cards (the Cards view of /debts). */
function DebtCards({ debts, canEdit, canDelete, onDelete }: { debts: Debt[]; canEdit: boolean; canDelete: boolean; onDelete: (d: Debt) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
      {debts.map((d) => (
        <ListCard
          key={d.id}
          name={d.creditorName}
          badge={<DebtStatusBadge status={d.status} />}
          subtitle={`${CATEGORY_LABELS[d.category]} · juros de ${formatRate(d.interestRate)}`}
          actions={
            <CardActions
              name={d.creditorName}
              viewTo={`/debts/${d.id}`}
              editTo={canEdit ? `/debts/${d.id}/edit` : undefined}
              onDelete={canDelete ? () => onDelete(d) : undefined}
            />
          }
        >
          {d.description && (
            <p className="mt-1 truncate text-sm text-slate-600" title={d.description}>
              {d.description}
            </p>
          )}
          <CardFigureGrid
            figures={[
              ['Saldo devedor', formatBRL(d.currentAmount), 'font-semibold text-slate-900'],
              ['Vencimento', formatDate(d.dueDate)],
              ['Valor original', formatBRL(d.originalAmount)],
              ['Parcelas', `${d.currentInstallment} de ${d.scheduledInstallments}`],
            ]}
          />
        </ListCard>
      ))}
    </ul>
  )
}

/**
 * The five cards (docs/decisions.md "Debts"): 'Total de Dívidas' counts every debt, the others cover the whole
 * filtered list ("Table view and list exports"); the two counts side by side, then the three amounts, which need
 * the width.
 */
function SummaryCards({ summary }: { summary?: DebtSummary }) {
  const count = 'col-span-1 lg:col-span-3'
  const money = 'col-span-2'
  const number = (v?: number) => (v === undefined ? '—' : String(v))
  const amount = (v?: number) => (
    <span className="text-xl" title={v === undefined ? undefined : formatBRL(v)}>
      {v === undefined ? '—' : formatBRL(v)}
    </span>
  )
  const cards = [
    { title: 'Total de Dívidas', value: number(summary?.all), icon: Receipt, gradient: 'from-primary-500 to-primary-600', span: count },
    { title: 'Quitadas', value: number(summary?.paidCount), icon: CheckCircle2, gradient: 'from-emerald-500 to-emerald-600', span: count },
    { title: 'Valor Original', value: amount(summary?.originalTotal), icon: Wallet, gradient: 'from-slate-500 to-slate-600', span: money },
    { title: 'Saldo Ativo', value: amount(summary?.activeTotal), icon: Landmark, gradient: 'from-blue-500 to-blue-600', span: money },
    { title: 'Em Atraso', value: amount(summary?.overdueTotal), icon: AlertTriangle, gradient: 'from-red-500 to-red-600', span: money },
  ]
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
      {cards.map((c) => (
        <div key={c.title} className={`${c.span} [&>div]:h-full`}>
          <SummaryCard title={c.title} value={c.value} icon={c.icon} gradient={c.gradient} />
        </div>
      ))}
    </div>
  )
}
