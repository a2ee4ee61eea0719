import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { ArrowRightLeft, BadgeDollarSign, FileText } from 'lucide-react'
import { EditLink } from '@/components/ui/DetailCard'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { buttonClass, inputClass } from '@/components/ui/FormField'
import { ImageViewer } from '@/components/ui/ImageViewer'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { formatSize } from '@/components/ui/file-rules'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { ApiError, uploadUrl } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { formatDate, formatDateTime } from '@/lib/dates'
import { formatTaxId } from '@/lib/tax-id'
import { formatBRL, formatPercent } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { AssetImprovements } from '../components/AssetImprovements'
import { AssetLeases } from '../components/AssetLeases'
import { formatPlate } from '@/lib/plates'
import { useAsset } from '../api/get-asset'
import { useAssetTransactions } from '../api/get-asset-transactions'
import { useRelatedAssets } from '../api/get-related-assets'
import type { Asset, AssetStatus } from '../api/types'
import { useUpdateAssetStatus } from '../api/update-asset-status'
import { AssetNotFound } from '../components/AssetNotFound'
import { AssetStatusBadge } from '../components/AssetStatusBadge'
import { ValuationForm } from '../components/ValuationForm'
import { BackLink } from '@/components/ui/BackLink'
import { appreciation, CATEGORY_LABEL, formatSignedPercent, PAYMENT_LABEL, RELATION_LABEL, STATUS_LABEL, TRANSACTION_LABEL, TYPE_LABEL, formatZipCode, IRPF_LABELS, DEPRECIATION_LABELS } from '../lib/labels'
import { Tabs } from '@/components/ui/Tabs'

const TABS = ['Detalhes', 'Histórico', 'Ativos Relacionados', 'Anexos'] as const
type Tab = (typeof TABS)[number]

export default function AssetDetailRoute() {
  const id = Number(useParams().id)
  const { user } = useSession()
  const toast = useToast()
  const { data: asset, isLoading, error } = useAsset(id)
  const setStatus = useUpdateAssetStatus()
  const [tab, setTab] = useState<Tab>('Detalhes')
  const [nextStatus, setNextStatus] = useState<AssetStatus | null>(null)

  if (isLoading) return <PageSpinner />
  if (!asset) {
    if (error && !(error instanceof ApiError && error.status === 404)) {
      return (
        <p role="alert" className="py-16 text-center text-red-700">
          Erro ao carregar ativos. Por favor, tente novamente.
        </p>
      )
    }
    return <AssetNotFound />
  }

  const canUpdate = hasPermission(user?.role, 'assets.update')
  const active = asset.status === 'active'
  const change = appreciation(asset.acquisitionValue, asset.currentValue)

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/assets">Voltar para ativos</BackLink>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="break-words text-2xl font-bold text-slate-900">{asset.description}</h1>
              <AssetStatusBadge status={asset.status} />
            </div>
            <p className="mt-1 text-slate-600">
              {TYPE_LABEL[asset.type]} · adquirido em {formatDate(asset.acquisitionDate)}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-full sm:w-44">
              <label htmlFor="status" className="mb-1 block text-xs font-medium text-slate-500">
                Status
              </label>
              {/* docs/product.md §4: only an active asset changes here, and only to inactive. */}
              <select
                id="status"
                value={asset.status}
                disabled={!active || !canUpdate || setStatus.isPending}
                onChange={(e) => setNextStatus(e.target.value as AssetStatus)}
                className={inputClass}
              >
                <option value={asset.status}>{STATUS_LABEL[asset.status]}</option>
                {active && <option value="inactive">{STATUS_LABEL.inactive}</option>}
              </select>
            </div>
            {canUpdate && <EditLink to={`/assets/${asset.id}/edit`} />}
            {canUpdate && active && (
              <>
                <Link to={`/assets/${asset.id}/exchange`} className={buttonClass.secondary}>
                  <ArrowRightLeft aria-hidden className="h-4 w-4" /> Registrar Permuta
                </Link>
                <Link to={`/assets/${asset.id}/sale`} className={buttonClass.primary}>
                  <BadgeDollarSign aria-hidden className="h-4 w-4" /> Registrar Venda
                </Link>
              </>
            )}
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <Figure label="Valor de aquisição">{formatBRL(asset.acquisitionValue)}</Figure>
          <Figure label="Valor atual">{formatBRL(asset.currentValue)}</Figure>
          <Figure label="Valorização">
            <span className={change < 0 ? 'text-red-700' : 'text-emerald-700'}>{formatSignedPercent(change)}</span>
          </Figure>
        </dl>
        {canUpdate && (active || asset.status === 'inactive' || asset.status === 'rented') && <ValuationForm asset={asset} />}
      </div>

      {/* Two by two on a phone, one row from sm up: all four tabs are in sight at 390 px. */}
      <Tabs
        id="asset"
        label="Seções do ativo"
        tabs={TABS}
        current={tab}
        onSelect={setTab}
        listClass="mt-6 grid grid-cols-2 gap-1 border-b border-slate-200 sm:flex"
        tabClass={(selected) =>
          `shrink-0 border-b-2 px-4 py-2.5 text-center text-sm font-medium ${selected ? 'border-primary-600 text-primary-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`
        }
        panelClass="mt-4"
      >
        {tab === 'Detalhes' && (
          <DetailsTab
            asset={asset}
            canUpdate={canUpdate}
            canDelete={hasPermission(user?.role, 'assets.delete')}
            leases={{ create: hasPermission(user?.role, 'leases.create'), update: hasPermission(user?.role, 'leases.update'), delete: hasPermission(user?.role, 'leases.delete') }}
          />
        )}
        {tab === 'Histórico' && <HistoryTab id={asset.id} />}
        {tab === 'Ativos Relacionados' && <RelatedTab id={asset.id} />}
        {tab === 'Anexos' && <AttachmentsTab asset={asset} />}
      </Tabs>

      <ConfirmDialog
        open={nextStatus !== null}
        title="Confirmar Alteração de Status"
        message={`Tem certeza que deseja alterar o status para "${nextStatus ? STATUS_LABEL[nextStatus] : ''}"?`}
        type="warning"
        processing={setStatus.isPending}
        onClose={() => setNextStatus(null)}
        onConfirm={() =>
          nextStatus &&
          setStatus.mutate(
            { id: asset.id, status: nextStatus },
            {
              onSuccess: () => toast.success('Status atualizado com sucesso!'),
              onError: (err) => toast.error('Erro ao alterar status', err.message),
              onSettled: () => setNextStatus(null),
            },
          )
        }
      />
    </div>
  )
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

const panel = 'rounded-xl border border-slate-200 bg-white shadow-sm'

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return <DescriptionList rows={rows} inset="px-5" />
}

function DetailsTab({
  asset,
  canUpdate,
  canDelete,
  leases,
}: {
  asset: Asset
  canUpdate: boolean
  canDelete: boolean
  leases: { create: boolean; update: boolean; delete: boolean }
}) {
  const d = asset.details
  const yesNo = (v?: boolean) => (v === undefined ? undefined : v ? 'Sim' : 'Não')
  const rows: [string, ReactNode][] = [
    ['Tipo', TYPE_LABEL[asset.type]],
    ['Status', STATUS_LABEL[asset.status]],
    ['Data de aquisição', formatDate(asset.acquisitionDate)],
    ['Bens e Direitos', `${asset.irpfCode} — ${IRPF_LABELS[asset.irpfCode] ?? ''}`],
    ['Depreciação', `${DEPRECIATION_LABELS[asset.depreciationKind] ?? asset.depreciationKind} · ${formatPercent(asset.depreciationRate)} a.a.`],
    ...(asset.landValue > 0 ? [['Terreno (não depreciado)', formatBRL(asset.landValue)] as [string, ReactNode]] : []),
    ...(asset.bookValue !== undefined ? [['Valor contábil', formatBRL(asset.bookValue)] as [string, ReactNode]] : []),
    ...(asset.improvements > 0
      ? [
          ['Benfeitorias', formatBRL(asset.improvements)] as [string, ReactNode],
          ['Custo (aquisição + benfeitorias)', formatBRL(asset.acquisitionValue + asset.improvements)] as [string, ReactNode],
        ]
      : []),
  ]
  const optional: [string, ReactNode | undefined][] = [
    ['Endereço', d.address],
    ['Área', d.area !== undefined ? `${d.area.toLocaleString('pt-BR')} m²` : undefined],
    ['CEP', d.zipCode && formatZipCode(d.zipCode)],
    ['Cidade/UF', [d.city, d.state].filter(Boolean).join('/') || undefined],
    ['Inscrição imobiliária', d.propertyTaxId],
    ['Cartório', d.registryOffice],
    ['Matrícula', d.registrationNumber],
    ['Data do registro', d.registrationDate && formatDate(d.registrationDate)],
    ['Quartos', d.rooms],
    ['Banheiros', d.bathrooms],
    ['Garagem', yesNo(d.garage)],
    ['Mobiliado', yesNo(d.furnished)],
    ['Marca', d.brand ?? d.make],
    ['Modelo', d.model],
    ['Ano', d.year],
    ['Placa', d.licensePlate && formatPlate(d.licensePlate)],
    ['Cor', d.color],
    ['Quilometragem', d.mileage !== undefined ? `${d.mileage.toLocaleString('pt-BR')} km` : undefined],
    ['UF de registro', asset.registrationState],
    ['IPVA do ano', asset.ipvaExempt ? 'Isento' : asset.ipvaAmount != null ? formatBRL(asset.ipvaAmount) : undefined],
    ['Licenciamento do ano', asset.licensingAmount != null ? formatBRL(asset.licensingAmount) : undefined],
    ['Observações', d.notes],
  ]
  for (const [label, value] of optional) if (value !== undefined && value !== '') rows.push([label, value])
  rows.push(['Cadastrado em', formatDateTime(asset.createdAt)], ['Última atualização', formatDateTime(asset.updatedAt)])
  const s = asset.sale
  return (
    <div className="space-y-4">
      <div className={panel}>
        <Rows rows={rows} />
      </div>
      <AssetImprovements asset={asset} canAdd={canUpdate} canDelete={canDelete} />
      <AssetLeases assetId={asset.id} rentable={asset.status !== 'sold' && asset.status !== 'exchanged'} can={leases} />
      {s && (
        <div className={panel}>
          <h2 className="border-b border-slate-100 px-5 py-3 font-semibold text-slate-900">Venda</h2>
          <Rows
            rows={[
              ['Data da venda', formatDate(s.saleDate)],
              ['Valor da venda', formatBRL(s.saleValue)],
              ['Comprador', s.buyerName],
              ...(s.buyerDocument ? [['CPF/CNPJ do comprador', formatTaxId(s.buyerDocument)] as [string, string]] : []),
              ...(s.buyerEmail ? [['Email', s.buyerEmail] as [string, string]] : []),
              ...(s.buyerPhone ? [['Telefone', s.buyerPhone] as [string, string]] : []),
              ['Forma de pagamento', s.installments ? `${PAYMENT_LABEL[s.paymentMethod]} em ${s.installments}x` : PAYMENT_LABEL[s.paymentMethod]],
              ...(s.receivableId
                ? [
                    [
                      'A receber',
                      <Link key="receivable" to={`/receivables/${s.receivableId}`} className="text-primary-700 underline underline-offset-2 hover:text-primary-800">
                        Ver parcelas e recebimentos
                      </Link>,
                    ] as [string, ReactNode],
                  ]
                : []),
              ...(s.notes ? [['Observações', s.notes] as [string, string]] : []),
            ]}
          />
        </div>
      )}
    </div>
  )
}

function HistoryTab({ id }: { id: number }) {
  const { data, isLoading, isError } = useAssetTransactions(id)
  if (isLoading) return <PageSpinner />
  if (isError || !data) return <p role="alert" className="py-8 text-center text-red-700">Erro ao carregar o histórico.</p>
  if (data.length === 0) return <p className="py-8 text-center text-slate-500">Nenhum registro no histórico.</p>
  return (
    <ol className={`${panel} divide-y divide-slate-100`} aria-label="Histórico">
      {data.map((t) => (
        <li key={t.id} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              <span className="mr-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{TRANSACTION_LABEL[t.type]}</span>
              {t.description}
            </p>
            {t.details.previousValue !== null && t.details.newValue !== null && (
              <p className="mt-1 text-sm text-slate-700">
                {formatBRL(t.details.previousValue)} → {formatBRL(t.details.newValue)}
              </p>
            )}
            {t.details.reason && <p className="mt-1 text-sm text-slate-600">{t.details.reason}</p>}
            <p className="mt-1 text-xs text-slate-500">
              {t.user.name} · registrado em {formatDateTime(t.createdAt)}
            </p>
          </div>
          <div className="shrink-0 text-left sm:text-right">
            {t.amount !== 0 && <p className="font-semibold text-slate-900">{formatBRL(t.amount)}</p>}
            <p className="text-sm text-slate-500">{formatDate(t.date)}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

function RelatedTab({ id }: { id: number }) {
  const { data, isLoading, isError } = useRelatedAssets(id)
  if (isLoading) return <PageSpinner />
  if (isError || !data) return <p role="alert" className="py-8 text-center text-red-700">Erro ao carregar os ativos relacionados.</p>
  if (data.length === 0) return <p className="py-8 text-center text-slate-500">Nenhum ativo relacionado.</p>
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Ativos relacionados">
      {data.map((r) => (
        <li key={r.id} className={`${panel} min-w-0 p-4`}>
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-700">{RELATION_LABEL[r.relation]}</span>
          <div className="mt-2 flex items-start justify-between gap-2">
            <Link to={`/assets/${r.id}`} className="min-w-0 truncate font-semibold text-slate-900 hover:underline" title={r.description}>
              {r.description}
            </Link>
            <AssetStatusBadge status={r.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {TYPE_LABEL[r.type]} · {formatBRL(r.currentValue)} · {formatDate(r.acquisitionDate)}
          </p>
        </li>
      ))}
    </ul>
  )
}

function AttachmentsTab({ asset }: { asset: Asset }) {
  const [viewing, setViewing] = useState<number | null>(null)
  const attachments = asset.attachments ?? []
  const images = attachments.filter((a) => a.type === 'image')
  if (attachments.length === 0) return <p className="py-8 text-center text-slate-500">Nenhum anexo.</p>
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Anexos">
        {attachments.map((a) => (
          <li key={a.id} className={`${panel} flex min-w-0 items-center gap-3 p-3`}>
            {a.type === 'image' ? (
              <button type="button" onClick={() => setViewing(images.indexOf(a))} aria-label={`Visualizar ${a.originalName}`} className="shrink-0">
                <img src={uploadUrl(a.url)} alt="" className="h-14 w-14 rounded object-cover" />
              </button>
            ) : (
              <FileText aria-hidden className="h-14 w-14 shrink-0 p-3 text-slate-400" />
            )}
            <div className="min-w-0 flex-1">
              <a href={uploadUrl(a.url)} download={a.originalName} className="block truncate text-sm font-medium text-slate-900 hover:underline" title={a.originalName}>
                {a.originalName}
              </a>
              <p className="text-xs text-slate-500">
                {CATEGORY_LABEL[a.category]} · {formatSize(a.size)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {viewing !== null && (
        <ImageViewer images={images.map((i) => ({ url: uploadUrl(i.url), name: i.originalName }))} startIndex={viewing} onClose={() => setViewing(null)} />
      )}
    </>
  )
}
