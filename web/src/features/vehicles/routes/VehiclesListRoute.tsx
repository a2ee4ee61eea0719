import { Link } from 'react-router'
import { CarFront, CircleDollarSign, Eye, FileSpreadsheet, Package, Pencil, Tag, Trash2 } from 'lucide-react'
import { EmptyState } from '@/components/ui/EmptyState'
import { buttonClass, inputClass } from '@/components/ui/FormField'
import { NewRecordLink } from '@/components/ui/DetailCard'
import { ListScreen } from '@/components/ui/ListScreen'
import { ListToolbar } from '@/components/ui/ListToolbar'
import { SearchInput } from '@/components/ui/SearchInput'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { useListView } from '@/lib/list-view'
import { formatBRL } from '@/lib/money'
import { PAGE_SIZES, pageSizeOf, usePageChange } from '@/lib/pagination'
import { hasPermission } from '@/lib/permissions'
import { CsvImport } from '@/components/ui/CsvImport'
import { useImportFipe } from '../api/import-fipe'
import { useVehicles, vehicleListQuery } from '../api/get-vehicles'
import type { Vehicle } from '../api/types'
import { VehicleStatusBadge } from '../components/VehicleStatusBadge'
import { VehicleTable } from '../components/VehicleTable'
import { formatPlate } from '../lib/format'
import { useConfirmDeleteVehicle } from '../components/use-confirm-delete-vehicle'

const SORTS = [
  { value: '-purchaseDate', label: 'Compra mais recente' },
  { value: 'purchaseDate', label: 'Compra mais antiga' },
  { value: '-purchasePrice', label: 'Maior preço de compra' },
  { value: 'purchasePrice', label: 'Menor preço de compra' },
  { value: '-sellingPrice', label: 'Maior preço de venda' },
  { value: 'sellingPrice', label: 'Menor preço de venda' },
  { value: '-year', label: 'Ano mais novo' },
  { value: 'year', label: 'Ano mais antigo' },
  { value: 'make', label: 'Marca (A–Z)' },
  { value: '-make', label: 'Marca (Z–A)' },
  { value: 'model', label: 'Modelo (A–Z)' },
  { value: '-model', label: 'Modelo (Z–A)' },
  { value: '-soldDate', label: 'Venda mais recente' },
  { value: 'soldDate', label: 'Venda mais antiga' },
]
const STATUSES = [
  { value: 'in_stock', label: 'Em Estoque' },
  { value: 'reserved', label: 'Reservados' },
  { value: 'sold', label: 'Vendidos' },
  { value: 'all', label: 'Todos' },
]
const DEFAULTS = { q: '', status: 'in_stock', sort: '-purchaseDate', size: '50' }
const ALLOWED = { status: STATUSES.map((s) => s.value), sort: SORTS.map((s) => s.value), size: PAGE_SIZES }

export default function VehiclesListRoute() {
  const { user } = useSession()
  const { filters, page, setFilters, setPage } = useListState(DEFAULTS, ALLOWED)
  const { view } = useListView('vehicles')
  const pageSize = pageSizeOf(filters.size)
  const result = useVehicles({ q: filters.q, status: filters.status, sort: filters.sort, page, pageSize })
  const { data } = result
  const remove = useConfirmDeleteVehicle()
  const canCreate = hasPermission(user?.role, 'assets.create')
  const canUpdate = hasPermission(user?.role, 'assets.update')
  const canDelete = hasPermission(user?.role, 'vehicles.delete')
  const summary = data?.meta.summary
  const { listRef, changePage } = usePageChange(page, data?.meta.total, setPage, pageSize)
  const newVehicle = canCreate && <NewRecordLink to="/vehicles/new">Novo Veículo</NewRecordLink>

  return (
    <ListScreen
      width="max-w-6xl"
      title="Veículos"
      subtitle="Estoque de veículos para revenda"
      actions={
        canCreate && (
          <div className="flex flex-wrap gap-2">
            <Link to="/vehicles/import" className={buttonClass.secondary}>
              <FileSpreadsheet aria-hidden className="h-4 w-4" /> Importar
            </Link>
            {newVehicle}
          </div>
        )
      }
      result={result}
      page={page}
      pageSize={pageSize}
      onPageChange={changePage}
      loadError="Erro ao carregar veículos."
      empty={
      <EmptyState icon={CarFront} title="Nenhum veículo encontrado" description="Ajuste a busca e os filtros ou cadastre um novo veículo." action={newVehicle} />
      }
      dialog={remove.dialog}
      items={(vehicles) => (
        <div ref={listRef} className="scroll-mt-20">
          {view === 'table' ? (
            <VehicleTable rows={vehicles} sort={filters.sort} onSort={(sort) => setFilters({ sort })} canEdit={canUpdate} onDelete={canDelete ? remove.ask : undefined} />
          ) : (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              {vehicles.map((v) => (
                <VehicleCard key={v.id} vehicle={v} canUpdate={canUpdate} canDelete={canDelete} onDelete={() => remove.ask(v)} />
              ))}
            </ul>
          )}
        </div>
      )}
    >
      {!result.isError && (
        <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {/* 'Total de Veículos' counts every vehicle; the other figures follow the filters (docs/decisions.md, "Table view and list exports"). */}
          <SummaryCard title="Total de Veículos" value={summary?.all ?? 0} icon={CarFront} />
          <SummaryCard title="Em Estoque" value={summary?.inStock ?? 0} icon={Package} gradient="from-emerald-500 to-emerald-600" />
          <SummaryCard title="Valor de Compra" value={formatBRL(summary?.purchaseTotal ?? 0)} icon={CircleDollarSign} gradient="from-amber-500 to-amber-600" />
          <SummaryCard title="Valor de Venda" value={formatBRL(summary?.sellingTotal ?? 0)} icon={Tag} gradient="from-violet-500 to-violet-600" />
        </div>
      )}

      <div className="mb-4 grid gap-3 md:grid-cols-[1fr_auto_auto]">
        <SearchInput label="Buscar veículos" placeholder="Buscar por marca, modelo ou placa" value={filters.q} onChange={(value) => setFilters({ q: value }, { replace: true })} />
        <Select label="Status" value={filters.status} onChange={(value) => setFilters({ status: value })} options={STATUSES} className="md:w-44" />
        <Select label="Ordenar por" value={filters.sort} onChange={(value) => setFilters({ sort: value })} options={SORTS} className="md:w-60" />
      </div>

      <ListToolbar list="vehicles" pageSize={pageSize} onPageSizeChange={(size) => setFilters({ size })} exportPath={`/vehicles/export?${vehicleListQuery(filters)}`} exportName="veiculos" />
      {canUpdate && (
        <details className="mb-4">
          <summary className="cursor-pointer text-sm font-medium text-primary-700">Importar tabela FIPE</summary>
          <FipeImport />
        </details>
      )}
    </ListScreen>
  )
}

/** Select is one of the list's two choices (status, order), named by its aria-label. */
function Select({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  className: string
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} ${className}`}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}

function VehicleCard({ vehicle: v, canUpdate, canDelete, onDelete }: { vehicle: Vehicle; canUpdate: boolean; canDelete: boolean; onDelete: () => void }) {
  const name = `${v.make} ${v.model}`
  const rows: [string, string][] = [
    ['Placa', formatPlate(v.licensePlate)],
    ['Preço de compra', formatBRL(v.purchasePrice)],
    ...(v.sellingPrice > 0 ? [['Preço de venda', formatBRL(v.sellingPrice)] as [string, string]] : []),
    ...(v.costs > 0 ? [['Custos', formatBRL(v.costs)] as [string, string]] : []),
    ...(v.sellingPrice > 0 ? [['Margem', formatBRL(v.margin)] as [string, string]] : []),
    ['Data de compra', formatDate(v.purchaseDate) || 'Não informado'],
    ...(v.status === 'sold' && v.soldDate ? [['Vendido em', formatDate(v.soldDate)] as [string, string]] : []),
  ]
  return (
    <li aria-label={name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-500">
            {v.year}
            {v.color ? ` · ${v.color}` : ''}
          </p>
        </div>
        <VehicleStatusBadge status={v.status} />
      </div>
      <DescriptionList rows={rows} look="compact" wrap="" className="mb-4 mt-4" />
      {/* Pinned to the card's bottom, so the buttons of the cards in one row line up. */}
      <div className="mt-auto flex gap-2 border-t border-slate-100 pt-4">
        <Link to={`/vehicles/${v.id}`} aria-label={`Ver ${name}`} className={`${buttonClass.secondary} flex-1 px-3 py-2`}>
          <Eye aria-hidden className="h-4 w-4" /> Ver
        </Link>
        {canUpdate && (
          <Link to={`/edit-vehicle/${v.id}`} aria-label={`Editar ${name}`} className={`${buttonClass.secondary} flex-1 px-3 py-2`}>
            <Pencil aria-hidden className="h-4 w-4" /> Editar
          </Link>
        )}
        {canDelete && (
          <button type="button" onClick={onDelete} aria-label={`Excluir ${name}`} className="rounded-lg border border-red-200 px-3 text-red-700 hover:bg-red-50">
            <Trash2 className="h-4 w-4" />
          </button>
        )}
      </div>
    </li>
  )
}

/** FipeImport sends a FIPE price list: the vehicles in stock with a listed code take its reference value. */
function FipeImport() {
  const importFipe = useImportFipe()
  return (
    <CsvImport
      id="fipe-file"
      title="Importar tabela FIPE"
      hint="Uma planilha salva como CSV com as colunas Código FIPE e Valor (outras colunas são ignoradas). Os veículos em estoque com o código recebem o valor."
      missing="Escolha o arquivo CSV da tabela FIPE."
      pending={importFipe.isPending}
      send={async (file) => {
        const { prices, updated } = await importFipe.mutateAsync(file)
        return `Tabela importada: ${prices} ${prices === 1 ? 'código' : 'códigos'}, ${updated} ${updated === 1 ? 'veículo atualizado' : 'veículos atualizados'}.`
      }}
    />
  )
}
