import { useDeferredValue } from 'react'
import { Link } from 'react-router'
import { Building2, Eye, FileSpreadsheet, Landmark, Pencil, Trash2, TrendingUp } from 'lucide-react'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { EmptyState } from '@/components/ui/EmptyState'
import { FilterSelect } from '@/components/ui/FilterSelect'
import { buttonClass } from '@/components/ui/FormField'
import { NewRecordLink } from '@/components/ui/DetailCard'
import { ListScreen } from '@/components/ui/ListScreen'
import { ListToolbar } from '@/components/ui/ListToolbar'
import { SearchInput } from '@/components/ui/SearchInput'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { useListView } from '@/lib/list-view'
import { formatBRL } from '@/lib/money'
import { PAGE_SIZES, pageSizeOf, usePageChange } from '@/lib/pagination'
import { hasPermission } from '@/lib/permissions'
import { useDeleteAsset } from '../api/delete-asset'
import { assetListQuery, useAssets } from '../api/get-assets'
import type { Asset } from '../api/types'
import { AssetStatusBadge } from '../components/AssetStatusBadge'
import { ASSET_SORTS, AssetTable } from '../components/AssetTable'
import { STATUS_LABEL, TYPE_LABEL } from '../lib/labels'

// The list's filters: every type and status an asset can have — an asset of type Veículo is an asset too (the
// vehicle stock has its own screen), and a rented asset is still held.
const TYPES = ['real_estate', 'other', 'vehicle'] as const
const STATUSES = ['active', 'inactive', 'rented', 'sold', 'exchanged'] as const
const TYPE_OPTIONS = TYPES.map((t) => [t, TYPE_LABEL[t]] as const)
const STATUS_OPTIONS = STATUSES.map((s) => [s, STATUS_LABEL[s]] as const)
const DEFAULTS = { q: '', type: 'all', status: 'active', sort: '-createdAt', size: '50' }
const ALLOWED = { type: ['all', ...TYPES], status: ['all', ...STATUSES], sort: ASSET_SORTS, size: PAGE_SIZES }

const TYPE_FILTER = { label: 'Filtrar por tipo', allLabel: 'Todos os tipos', allValue: 'all', options: TYPE_OPTIONS } as const
const STATUS_FILTER = { label: 'Filtrar por status', allLabel: 'Todos os status', allValue: 'all', options: STATUS_OPTIONS } as const

export default function AssetsListRoute() {
  const { user } = useSession()
  const { filters, page, setFilters, setPage } = useListState(DEFAULTS, ALLOWED)
  const { view } = useListView('assets')
  const q = useDeferredValue(filters.q)
  const pageSize = pageSizeOf(filters.size)
  const listFilters = { q, type: filters.type, status: filters.status, sort: filters.sort }
  const result = useAssets({ ...listFilters, page, pageSize })
  const { data } = result
  const { listRef, changePage } = usePageChange(page, data?.meta.total, setPage, pageSize)
  const remove = useConfirmDelete<Asset>({
    mutation: useDeleteAsset(),
    title: 'Excluir Ativo',
    message: (a) => `Tem certeza que deseja excluir o ativo "${a.description}"? Esta ação não pode ser desfeita.`,
    success: 'Ativo excluído com sucesso!',
    failure: 'Erro ao excluir ativo',
  })
  const canUpdate = hasPermission(user?.role, 'assets.update')
  const canDelete = hasPermission(user?.role, 'assets.delete')
  const summary = data?.meta.summary

  return (
    <ListScreen
      width="max-w-6xl"
      title="Patrimônio"
      subtitle="Imóveis e outros bens, com valores e histórico"
      actions={
        hasPermission(user?.role, 'assets.create') && (
          <div className="flex flex-wrap gap-2">
            <Link to="/assets/import" className={buttonClass.secondary}>
              <FileSpreadsheet aria-hidden className="h-4 w-4" /> Importar
            </Link>
            <NewRecordLink to="/assets/create">Novo Ativo</NewRecordLink>
          </div>
        )
      }
      result={result}
      page={page}
      pageSize={pageSize}
      onPageChange={changePage}
      loadError="Erro ao carregar ativos. Por favor, tente novamente."
      empty={<EmptyState icon={Building2} title="Nenhum ativo encontrado" description="Ajuste os filtros de busca ou cadastre um novo ativo." />}
      dialog={remove.dialog}
      items={(assets) => (
        <div ref={listRef} className="scroll-mt-20">
          {view === 'table' ? (
            <AssetTable
              rows={assets}
              sort={filters.sort}
              onSort={(sort) => setFilters({ sort })}
              canEdit={canUpdate}
              onDelete={canDelete ? remove.ask : undefined}
            />
          ) : (
            <AssetCards assets={assets} canUpdate={canUpdate} canDelete={canDelete} onDelete={remove.ask} />
          )}
        </div>
      )}
    >
      {!result.isError && (
        <div className="mb-6 grid gap-4 sm:grid-cols-3">
          {/* The figures of the list below, under the filters chosen (docs/decisions.md, "Walk-through fixes: assets, vehicles and the dashboard"). */}
          <SummaryCard title="Ativos no filtro" value={summary?.count ?? 0} icon={Building2} />
          <SummaryCard title="Valor de Aquisição" value={<Amount value={summary?.acquisitionTotal ?? 0} />} icon={Landmark} gradient="from-slate-500 to-slate-600" />
          <SummaryCard title="Valor Atual" value={<Amount value={summary?.currentTotal ?? 0} />} icon={TrendingUp} gradient="from-emerald-500 to-emerald-600" />
        </div>
      )}

      <div className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto]">
        <SearchInput label="Buscar ativos" placeholder="Buscar por descrição ou tipo" value={filters.q} onChange={(value) => setFilters({ q: value }, { replace: true })} />
        <FilterSelect {...TYPE_FILTER} value={filters.type} onChange={(value) => setFilters({ type: value })} />
        <FilterSelect {...STATUS_FILTER} value={filters.status} onChange={(value) => setFilters({ status: value })} />
      </div>

      <ListToolbar list="assets" pageSize={pageSize} onPageSizeChange={(size) => setFilters({ size })} exportPath={`/assets/export?${assetListQuery(listFilters)}`} exportName="ativos" />
    </ListScreen>
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

/** AssetCards is the asset list as cards (the Cards view of /assets). */
function AssetCards({ assets, canUpdate, canDelete, onDelete }: { assets: Asset[]; canUpdate: boolean; canDelete: boolean; onDelete: (a: Asset) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {assets.map((a) => (
        <li key={a.id} aria-label={a.description} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {/* Two lines of the description, the whole of it on hover and for screen readers (the item's name). */}
              <h2 title={a.description} className="line-clamp-2 break-words text-lg font-semibold text-slate-900">
                {a.description}
              </h2>
              <p className="text-sm text-slate-500">{TYPE_LABEL[a.type]}</p>
            </div>
            <AssetStatusBadge status={a.status} />
          </div>
          <DescriptionList
            look="compact"
            wrap=""
            className="mb-4 mt-4"
            rows={[
              ['Valor de aquisição', formatBRL(a.acquisitionValue)],
              ['Valor atual', formatBRL(a.currentValue)],
              ['Data de aquisição', formatDate(a.acquisitionDate)],
            ]}
          />
          <div className="mt-auto flex gap-2 border-t border-slate-100 pt-4">
            <Link to={`/assets/${a.id}`} aria-label={`Ver ${a.description}`} className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
              <Eye aria-hidden className="h-4 w-4" /> Ver
            </Link>
            {canUpdate && (
              <Link to={`/assets/${a.id}/edit`} aria-label={`Editar ${a.description}`} className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg border border-primary-200 px-3 py-2 text-sm font-medium text-primary-700 hover:bg-primary-50">
                <Pencil aria-hidden className="h-4 w-4" /> Editar
              </Link>
            )}
            {canDelete && (
              <button
                type="button"
                onClick={() => onDelete(a)}
                aria-label={`Excluir ${a.description}`}
                className="inline-flex items-center justify-center rounded-lg border border-red-200 px-3 py-2 text-red-700 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" />
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
