import { useState } from 'react'
import { Link } from 'react-router'
import { CarFront, CircleDollarSign, Eye, Package, Pencil, Plus, Search, Tag, Trash2 } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { buttonClass, inputClass } from '@/components/ui/FormField'
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
import { useDeleteVehicle } from '../api/delete-vehicle'
import { useVehicles } from '../api/get-vehicles'
import type { Vehicle } from '../api/types'
import { VehicleStatusBadge } from '../components/VehicleStatusBadge'
import { formatPlate } from '../lib/format'

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
]

export default function VehiclesListRoute() {
  const { user } = useSession()
  const toast = useToast()
  const [q, setQ] = useState('')
  const [status, setStatus] = useState('in_stock')
  const [sort, setSort] = useState('-purchaseDate')
  const [page, setPage] = useState(1)
  const { data, isLoading, isError } = useVehicles({ q, status, sort, page })
  const remove = useDeleteVehicle()
  const [toDelete, setToDelete] = useState<Vehicle | null>(null)
  const canCreate = hasPermission(user?.role, 'assets.create')
  const canDelete = hasPermission(user?.role, 'vehicles.delete')
  const summary = data?.meta.summary
  const { listRef, changePage } = usePageChange(page, data?.meta.total, setPage)

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Veículo excluído com sucesso!')
        setToDelete(null)
      },
      onError: (err) => {
        console.error('Erro ao deletar veículo', err)
        toast.error('Erro ao excluir veículo', err.message)
        setToDelete(null)
      },
    })
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Veículos"
        subtitle="Estoque de veículos para revenda"
        actions={
          canCreate && (
            <Link to="/vehicles/new" className={buttonClass.primary}>
              <Plus aria-hidden className="h-4 w-4" /> Novo Veículo
            </Link>
          )
        }
      />

      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <SummaryCard title="Total de Veículos" value={summary?.total ?? 0} icon={CarFront} />
        <SummaryCard title="Em Estoque" value={summary?.inStock ?? 0} icon={Package} gradient="from-emerald-500 to-emerald-700" />
        <SummaryCard title="Valor de Compra" value={formatBRL(summary?.purchaseTotal ?? 0)} icon={CircleDollarSign} gradient="from-amber-500 to-amber-700" />
        <SummaryCard title="Valor de Venda" value={formatBRL(summary?.sellingTotal ?? 0)} icon={Tag} gradient="from-violet-500 to-violet-700" />
      </div>

      <div className="mb-4 grid gap-3 md:grid-cols-[1fr_auto_auto]">
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            aria-label="Buscar veículos"
            placeholder="Buscar por marca, modelo ou placa"
            value={q}
            onChange={(e) => {
              setQ(e.target.value)
              setPage(1)
            }}
            className={`${inputClass} pl-10`}
          />
        </div>
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value)
            setPage(1)
          }}
          className={`${inputClass} md:w-44`}
        >
          <option value="in_stock">Em Estoque</option>
          <option value="reserved">Reservados</option>
          <option value="sold">Vendidos</option>
          <option value="all">Todos</option>
        </select>
        <select
          aria-label="Ordenar por"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value)
            setPage(1)
          }}
          className={`${inputClass} md:w-60`}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError message="Erro ao carregar veículos." />
      ) : !data || data.data.length === 0 ? (
        <EmptyState
          icon={CarFront}
          title="Nenhum veículo encontrado"
          description="Ajuste a busca e os filtros ou cadastre um novo veículo."
          action={
            canCreate && (
              <Link to="/vehicles/new" className={buttonClass.primary}>
                <Plus aria-hidden className="h-4 w-4" /> Novo Veículo
              </Link>
            )
          }
        />
      ) : (
        <div ref={listRef} className="scroll-mt-20">
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.data.map((v) => (
              <VehicleCard key={v.id} vehicle={v} canDelete={canDelete} onDelete={() => setToDelete(v)} />
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.meta.total} onPageChange={changePage} />
        </div>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir Veículo"
        message={`Tem certeza que deseja excluir o veículo ${toDelete ? `${toDelete.make} ${toDelete.model} (${formatPlate(toDelete.licensePlate)})` : ''}? Esta ação não pode ser desfeita.`}
        confirmText="Excluir"
        processing={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  )
}

function VehicleCard({ vehicle: v, canDelete, onDelete }: { vehicle: Vehicle; canDelete: boolean; onDelete: () => void }) {
  const name = `${v.make} ${v.model}`
  const rows: [string, string][] = [
    ['Placa', formatPlate(v.licensePlate)],
    ['Preço de compra', formatBRL(v.purchasePrice)],
    ...(v.sellingPrice > 0 ? [['Preço de venda', formatBRL(v.sellingPrice)] as [string, string]] : []),
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
      <dl className="mt-4 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
        <Link to={`/vehicles/${v.id}`} aria-label={`Ver ${name}`} className={`${buttonClass.secondary} flex-1 px-3 py-2`}>
          <Eye aria-hidden className="h-4 w-4" /> Ver
        </Link>
        <Link to={`/edit-vehicle/${v.id}`} aria-label={`Editar ${name}`} className={`${buttonClass.secondary} flex-1 px-3 py-2`}>
          <Pencil aria-hidden className="h-4 w-4" /> Editar
        </Link>
        {canDelete && (
          <button type="button" onClick={onDelete} aria-label={`Excluir ${name}`} className="rounded-lg border border-red-200 px-3 text-red-600 hover:bg-red-50">
            <Trash2 className="h-4 w-4" />
          </button>
        )}
      </div>
    </li>
  )
}
