import { formatTaxId } from '@/lib/tax-id'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { BadgeDollarSign, FileText } from 'lucide-react'
import { DeleteButton, EditLink } from '@/components/ui/DetailCard'
import { buttonClass } from '@/components/ui/FormField'
import { ImageViewer } from '@/components/ui/ImageViewer'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { uploadUrl } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { BackLink } from '@/components/ui/BackLink'
import { useVehicle } from '../api/get-vehicle'
import type { Vehicle } from '../api/types'
import { VehicleCosts } from '../components/VehicleCosts'
import { VehicleHistory } from '../components/VehicleHistory'
import { VehicleMissing } from '../components/VehicleNotFound'
import { VehicleStatusBadge } from '../components/VehicleStatusBadge'
import { CATEGORY_LABELS, IPVA_LABELS, LICENSING_LABELS, PAYMENT_LABELS, formatField, formatPlate, margin } from '../lib/format'
import { useConfirmDeleteVehicle } from '../components/use-confirm-delete-vehicle'
import { Tabs } from '@/components/ui/Tabs'

const VEHICLE_TABS = ['details', 'history'] as const
const TAB_LABELS = { details: 'Detalhes', history: 'Histórico' } as const

export default function VehicleDetailRoute() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const { user } = useSession()
  const { data: vehicle, isLoading, error } = useVehicle(id)
  const remove = useConfirmDeleteVehicle(() => navigate('/vehicles'))
  const [tab, setTab] = useState<(typeof VEHICLE_TABS)[number]>('details')

  if (isLoading) return <PageSpinner />
  if (!vehicle) return <VehicleMissing error={error} />

  const canUpdate = hasPermission(user?.role, 'assets.update')
  const canDelete = hasPermission(user?.role, 'vehicles.delete')
  const sold = vehicle.status === 'sold'

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/vehicles">Voltar para veículos</BackLink>
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">
              {vehicle.make} {vehicle.model}
            </h1>
            <VehicleStatusBadge status={vehicle.status} />
          </div>
          <p className="mt-1 text-slate-600">
            {vehicle.year} · {formatPlate(vehicle.licensePlate)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canUpdate && <EditLink to={`/edit-vehicle/${vehicle.id}`} />}
          {canUpdate && !sold && (
            <Link to={`/vehicles/${vehicle.id}/sale`} className={buttonClass.primary}>
              <BadgeDollarSign aria-hidden className="h-4 w-4" /> Registrar Venda
            </Link>
          )}
          {canDelete && <DeleteButton onClick={() => remove.ask(vehicle)} />}
        </div>
      </div>

      <Tabs
        id="vehicle"
        label="Seções do veículo"
        tabs={VEHICLE_TABS}
        current={tab}
        onSelect={setTab}
        labelOf={(t) => TAB_LABELS[t]}
        listClass="mb-5 flex border-b border-slate-200"
        tabClass={(selected) =>
          `-mb-px border-b-2 px-4 py-2.5 text-sm font-medium ${selected ? 'border-primary-600 text-primary-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`
        }
      >
        {tab === 'details' ? <Details vehicle={vehicle} canUpdate={canUpdate} canDelete={canDelete} /> : <VehicleHistory vehicleId={vehicle.id} />}
      </Tabs>

      {remove.dialog}
    </div>
  )
}

function Block({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-100 px-5 py-3 font-semibold text-slate-900">{title}</h2>
      <DescriptionList rows={rows} look="split" inset="px-5" wrap="" />
    </section>
  )
}

function Details({ vehicle: v, canUpdate, canDelete }: { vehicle: Vehicle; canUpdate: boolean; canDelete: boolean }) {
  const [viewing, setViewing] = useState<number | null>(null)
  const m = margin(v.purchasePrice, v.sellingPrice, v.costs)
  const marginText = m ? (
    <span className={m.amount >= 0 ? 'text-emerald-700' : 'text-red-700'}>
      {formatBRL(m.amount)} ({m.percent})
    </span>
  ) : (
    'Não calculado'
  )
  const financial: [string, ReactNode][] = [
    ['Preço de compra', formatBRL(v.purchasePrice)],
    [v.status === 'sold' ? 'Preço de venda' : 'Preço de venda pretendido', v.sellingPrice > 0 ? formatBRL(v.sellingPrice) : 'Não informado'],
    ...(v.costs > 0 ? [['Custos', formatBRL(v.costs)] as [string, ReactNode]] : []),
    ...(v.fipeValue !== null ? [['Valor FIPE', formatBRL(v.fipeValue)] as [string, ReactNode]] : []),
    ['Margem de lucro', marginText],
  ]
  if (v.status === 'sold') {
    financial.push(['Data da venda', formatDate(v.soldDate) || 'Não informado'])
    if (v.saleBuyerName || v.saleBuyerDocument)
      financial.push(['Comprador', [v.saleBuyerName, formatTaxId(v.saleBuyerDocument)].filter(Boolean).join(' · ')])
    if (v.salePaymentMethod) financial.push(['Forma de pagamento', PAYMENT_LABELS[v.salePaymentMethod]])
    if (v.receivableId)
      financial.push([
        'A receber',
        <Link key="receivable" to={`/receivables/${v.receivableId}`} className="text-primary-700 underline underline-offset-2 hover:text-primary-800">
          Ver parcelas e recebimentos
        </Link>,
      ])
    if (v.saleNotes) financial.push(['Observações da venda', v.saleNotes])
  }
  const data: [string, ReactNode][] = [
    ['Marca', v.make],
    ['Modelo', v.model],
    ['Ano', v.year],
    ['Placa', formatPlate(v.licensePlate)],
    ...(v.renavam ? [['RENAVAM', v.renavam] as [string, ReactNode]] : []),
    ...(v.chassis ? [['Chassi', v.chassis] as [string, ReactNode]] : []),
    ...(v.manufactureYear || v.modelYear ? [['Fabricação/Modelo', `${v.manufactureYear ?? '—'}/${v.modelYear ?? '—'}`] as [string, ReactNode]] : []),
    ...(v.mileage !== null ? [['Quilometragem', formatField('mileage', v.mileage)] as [string, ReactNode]] : []),
    ...(v.fipeCode ? [['Código FIPE', v.fipeCode] as [string, ReactNode]] : []),
    ...(v.ipvaStatus ? [['IPVA', IPVA_LABELS[v.ipvaStatus]] as [string, ReactNode]] : []),
    ...(v.licensingStatus ? [['Licenciamento', LICENSING_LABELS[v.licensingStatus]] as [string, ReactNode]] : []),
    ...(v.registrationState ? [['UF de registro', v.registrationState] as [string, ReactNode]] : []),
    ...(v.ipvaAmount !== null ? [['IPVA do ano', formatBRL(v.ipvaAmount)] as [string, ReactNode]] : []),
    ...(v.licensingAmount !== null ? [['Licenciamento do ano', formatBRL(v.licensingAmount)] as [string, ReactNode]] : []),
    ['Cor', v.color || 'Não informado'],
    ['Data de compra', formatDate(v.purchaseDate) || 'Não informado'],
  ]
  const attachments = v.attachments ?? []
  const images = attachments.filter((a) => a.type === 'image').map((a) => ({ url: uploadUrl(a.url), name: a.name }))

  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Block title="Informações financeiras" rows={financial} />
        <Block title="Dados do veículo" rows={data} />
      </div>
      <VehicleCosts vehicle={v} canAdd={canUpdate} canDelete={canDelete} />
      {v.notes && (
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="font-semibold text-slate-900">Observações</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{v.notes}</p>
        </section>
      )}
      <section aria-label="Anexos" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-slate-900">Anexos</h2>
        {attachments.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">Nenhum anexo.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {attachments.map((a) => (
              <li key={a.url} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
                {a.type === 'image' ? (
                  <button type="button" onClick={() => setViewing(images.findIndex((i) => i.url === uploadUrl(a.url)))} aria-label={`Ver ${a.name}`}>
                    <img src={uploadUrl(a.url)} alt="" className="h-12 w-12 rounded object-cover" />
                  </button>
                ) : (
                  <FileText aria-hidden className="h-12 w-12 p-2 text-slate-400" />
                )}
                <span className="min-w-0 flex-1">
                  <a href={uploadUrl(a.url)} className="block truncate text-sm font-medium text-primary-700 hover:underline">
                    {a.name}
                  </a>
                  <span className="text-xs text-slate-500">{CATEGORY_LABELS[a.category] ?? a.category}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {viewing !== null && viewing >= 0 && <ImageViewer images={images} startIndex={viewing} onClose={() => setViewing(null)} />}
    </div>
  )
}
