import { useDeferredValue, useState } from 'react'
import { Link } from 'react-router'
import { Building2, Eye, Landmark, Pencil, Plus, Search, Trash2, TrendingUp } from 'lucide-react'
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
import { useDeleteAsset } from '../api/delete-asset'
import { useAssets } from '../api/get-assets'
import type { Asset } from '../api/types'
import { AssetStatusBadge } from '../components/AssetStatusBadge'
import { STATUS_LABEL, TYPE_LABEL } from '../lib/labels'

// The list's filters: the types and statuses an asset of this screen can have (vehicles have their own screen).
const TYPE_OPTIONS = (['real_estate', 'other'] as const).map((t) => [t, TYPE_LABEL[t]] as const)
const STATUS_OPTIONS = (['active', 'inactive', 'sold', 'exchanged'] as const).map((s) => [s, STATUS_LABEL[s]] as const)

export default function AssetsListRoute() {
  const { user } = useSession()
  const toast = useToast()
  const [search, setSearch] = useState('')
  const [type, setType] = useState('all')
  const [status, setStatus] = useState('active')
  const [page, setPage] = useState(1)
  const q = useDeferredValue(search)
  const { data, isLoading, isError } = useAssets({ q, type, status, page })
  const { listRef, changePage } = usePageChange<HTMLUListElement>(page, data?.meta.total, setPage)
  const remove = useDeleteAsset()
  const [toDelete, setToDelete] = useState<Asset | null>(null)
  const canDelete = hasPermission(user?.role, 'assets.delete')
  const summary = data?.meta.summary

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Ativo excluído com sucesso!')
        setToDelete(null)
      },
      onError: (err) => {
        console.error('Erro ao excluir ativo', err)
        toast.error('Erro ao excluir ativo', err.message)
        setToDelete(null)
      },
    })
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Patrimônio"
        subtitle="Imóveis e outros bens, com valores e histórico"
        actions={
          hasPermission(user?.role, 'assets.create') && (
            <Link
              to="/assets/create"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-primary-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700"
            >
              <Plus aria-hidden className="h-4 w-4" /> Novo Ativo
            </Link>
          )
        }
      />

      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <SummaryCard title="Total de Ativos" value={summary?.count ?? 0} icon={Building2} />
        <SummaryCard title="Valor de Aquisição" value={<Amount value={summary?.acquisitionTotal ?? 0} />} icon={Landmark} gradient="from-slate-500 to-slate-700" />
        <SummaryCard title="Valor Atual" value={<Amount value={summary?.currentTotal ?? 0} />} icon={TrendingUp} gradient="from-emerald-500 to-emerald-700" />
      </div>

      <div className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            aria-label="Buscar ativos"
            placeholder="Buscar por descrição ou tipo"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
              setPage(1)
            }}
            className={`${inputClass} pl-10`}
          />
        </div>
        <FilterSelect
          label="Filtrar por tipo"
          value={type}
          onChange={(value) => {
            setType(value)
            setPage(1)
          }}
          allLabel="Todos os tipos"
          allValue="all"
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          label="Filtrar por status"
          value={status}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
          allLabel="Todos os status"
          allValue="all"
          options={STATUS_OPTIONS}
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError message="Erro ao carregar ativos. Por favor, tente novamente." />
      ) : !data || data.data.length === 0 ? (
        <EmptyState icon={Building2} title="Nenhum ativo encontrado" description="Ajuste os filtros de busca ou cadastre um novo ativo." />
      ) : (
        <>
          <ul ref={listRef} className="grid scroll-mt-20 grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.data.map((a) => (
              <li key={a.id} aria-label={a.description} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="truncate text-lg font-semibold text-slate-900">{a.description}</h2>
                    <p className="text-sm text-slate-500">{TYPE_LABEL[a.type]}</p>
                  </div>
                  <AssetStatusBadge status={a.status} />
                </div>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-slate-500">Valor de aquisição</dt>
                    <dd className="font-medium text-slate-900">{formatBRL(a.acquisitionValue)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Valor atual</dt>
                    <dd className="font-medium text-slate-900">{formatBRL(a.currentValue)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Data de aquisição</dt>
                    <dd className="text-slate-900">{formatDate(a.acquisitionDate)}</dd>
                  </div>
                </dl>
                <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
                  <Link to={`/assets/${a.id}`} className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
                    <Eye aria-hidden className="h-4 w-4" /> Ver
                  </Link>
                  <Link to={`/assets/${a.id}/edit`} className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg border border-primary-200 px-3 py-2 text-sm font-medium text-primary-700 hover:bg-primary-50">
                    <Pencil aria-hidden className="h-4 w-4" /> Editar
                  </Link>
                  {canDelete && (
                    <button
                      type="button"
                      onClick={() => setToDelete(a)}
                      aria-label={`Excluir ${a.description}`}
                      className="inline-flex items-center justify-center rounded-lg border border-red-200 px-3 py-2 text-red-600 hover:bg-red-50"
                    >
                      <Trash2 className="h-4 w-4" />
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.meta.total} onPageChange={changePage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir Ativo"
        message={`Tem certeza que deseja excluir o ativo "${toDelete?.description ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmText="Excluir"
        cancelText="Cancelar"
        type="danger"
        processing={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  )
}

/** Amount keeps large totals readable inside the three summary cards. */
function Amount({ value }: { value: number }) {
  return (
    <span className="text-xl" title={formatBRL(value)}>
      {formatBRL(value)}
    </span>
  )
}
