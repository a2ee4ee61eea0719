import { useState } from 'react'
import { Link } from 'react-router'
import { AlertTriangle, CheckCircle2, Eye, Landmark, Pencil, Plus, Receipt, Search, Trash2, Wallet } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { FilterSelect } from '@/components/ui/FilterSelect'
import { inputClass } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { Pagination } from '@/components/ui/Pagination'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { useToast } from '@/components/ui/Toast'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { PAGE_SIZE, usePageChange } from '@/lib/pagination'
import { hasPermission } from '@/lib/permissions'
import { useDeleteDebt } from '../api/delete-debt'
import { useDebts, type DebtFilters } from '../api/get-debts'
import type { Debt, DebtSummary } from '../api/types'
import { DEBTS_LOAD_ERROR } from '../components/DebtLoadError'
import { DebtStatusBadge } from '../components/DebtStatusBadge'
import { CATEGORY_LABELS, CATEGORY_OPTIONS, STATUS_OPTIONS, formatRate } from '../lib/labels'

const actionClass = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium'

export default function DebtsListRoute() {
  const { user: me } = useSession()
  const [filters, setFilters] = useState<DebtFilters>({ q: '', category: '', status: '' })
  const [page, setPage] = useState(1)
  const { data, isLoading, isError } = useDebts({ ...filters, page })
  const { listRef, changePage } = usePageChange<HTMLUListElement>(page, data?.meta.total, setPage)
  /** filter changes one filter and goes back to the first page. */
  const filter = (change: Partial<DebtFilters>) => {
    setFilters((f) => ({ ...f, ...change }))
    setPage(1)
  }
  const remove = useDeleteDebt()
  const toast = useToast()
  const [toDelete, setToDelete] = useState<Debt | null>(null)
  const canCreate = hasPermission(me?.role, 'debts.create')
  const canEdit = hasPermission(me?.role, 'debts.update')
  const canDelete = hasPermission(me?.role, 'debts.delete')

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Dívida excluída com sucesso!'),
      onError: (err) => console.error('Erro ao excluir dívida', err), // spec §8: logged only
      onSettled: () => setToDelete(null),
    })
  }

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Dívidas"
        subtitle="Empréstimos, financiamentos e contas a pagar da empresa"
        actions={
          canCreate && (
            <Link to="/debts/new" className="inline-flex items-center justify-center gap-2 rounded-lg bg-primary-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700">
              <Plus aria-hidden className="h-4 w-4" /> Nova Dívida
            </Link>
          )
        }
      />

      {data && <SummaryCards summary={data.meta.summary} />}

      <div className="mb-4 grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_13rem]">
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            aria-label="Buscar dívidas"
            placeholder="Buscar por credor ou descrição"
            value={filters.q}
            onChange={(e) => filter({ q: e.target.value })}
            className={`${inputClass} pl-10`}
          />
        </div>
        <FilterSelect
          label="Filtrar por tipo"
          value={filters.category}
          onChange={(value) => filter({ category: value as DebtFilters['category'] })}
          allLabel="Todos os tipos"
          allValue=""
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          label="Filtrar por status"
          value={filters.status}
          onChange={(value) => filter({ status: value as DebtFilters['status'] })}
          allLabel="Todos os status"
          allValue=""
          options={STATUS_OPTIONS}
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError message={DEBTS_LOAD_ERROR} />
      ) : !data || data.data.length === 0 ? (
        <EmptyState icon={Receipt} title="Nenhuma dívida encontrada" description="Ajuste a busca e os filtros ou cadastre uma nova dívida." />
      ) : (
        <>
          <ul ref={listRef} className="grid scroll-mt-20 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.data.map((d) => (
              <li key={d.id}>
                <article aria-label={d.creditorName} className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2 className="truncate font-semibold text-slate-900">{d.creditorName}</h2>
                      <p className="text-sm text-slate-500">{CATEGORY_LABELS[d.category]}</p>
                    </div>
                    <DebtStatusBadge status={d.status} />
                  </div>
                  {d.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{d.description}</p>}
                  <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <Figure label="Valor original" value={formatBRL(d.originalAmount)} />
                    <Figure label="Saldo devedor" value={formatBRL(d.currentAmount)} strong />
                    <Figure label="Vencimento" value={formatDate(d.dueDate)} />
                    <Figure label="Juros" value={formatRate(d.interestRate)} />
                    <Figure label="Parcelas" value={`${d.currentInstallment} de ${d.installments}`} />
                  </dl>
                  <div className="mt-4 flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-3">
                    <Link to={`/debts/${d.id}`} aria-label={`Ver ${d.creditorName}`} className={`${actionClass} text-slate-700 hover:bg-slate-100`}>
                      <Eye aria-hidden className="h-4 w-4" /> Ver
                    </Link>
                    {canEdit && (
                      <Link to={`/debts/${d.id}/edit`} aria-label={`Editar ${d.creditorName}`} className={`${actionClass} text-primary-700 hover:bg-primary-50`}>
                        <Pencil aria-hidden className="h-4 w-4" /> Editar
                      </Link>
                    )}
                    {canDelete && (
                      <button type="button" onClick={() => setToDelete(d)} aria-label={`Excluir ${d.creditorName}`} className={`${actionClass} text-red-600 hover:bg-red-50`}>
                        <Trash2 aria-hidden className="h-4 w-4" /> Excluir
                      </button>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.meta.total} onPageChange={changePage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir Dívida"
        message={`Tem certeza que deseja excluir a dívida com ${toDelete?.creditorName ?? ''}? Esta ação não pode ser desfeita.`}
        confirmText="Excluir"
        processing={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  )
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className={`truncate ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{value}</dd>
    </div>
  )
}

/**
 * The five cards (docs/decisions.md "Debts"), over the whole filtered list: the two counts side by side, then the
 * three amounts, which need the width.
 */
function SummaryCards({ summary }: { summary: DebtSummary }) {
  const count = 'col-span-1 lg:col-span-3'
  const money = 'col-span-2'
  const amount = (v: number) => (
    <span className="text-xl" title={formatBRL(v)}>
      {formatBRL(v)}
    </span>
  )
  const cards = [
    { title: 'Total de Dívidas', value: String(summary.count), icon: Receipt, gradient: 'from-primary-500 to-primary-700', span: count },
    { title: 'Quitadas', value: String(summary.paidCount), icon: CheckCircle2, gradient: 'from-emerald-500 to-emerald-700', span: count },
    { title: 'Valor Original', value: amount(summary.originalTotal), icon: Wallet, gradient: 'from-slate-500 to-slate-700', span: money },
    { title: 'Saldo Ativo', value: amount(summary.activeTotal), icon: Landmark, gradient: 'from-blue-500 to-blue-700', span: money },
    { title: 'Em Atraso', value: amount(summary.overdueTotal), icon: AlertTriangle, gradient: 'from-red-500 to-red-700', span: money },
  ]
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
      {cards.map((c) => (
        <div key={c.title} role="group" aria-label={c.title} className={`${c.span} [&>div]:h-full`}>
          <SummaryCard title={c.title} value={c.value} icon={c.icon} gradient={c.gradient} />
        </div>
      ))}
    </div>
  )
}
