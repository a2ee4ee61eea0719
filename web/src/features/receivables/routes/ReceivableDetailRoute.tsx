import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ExternalLink } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { DetailCard } from '@/components/ui/DetailCard'
import { buttonClass } from '@/components/ui/FormField'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { formatBRL, formatPercent } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { useReceivable } from '../api/get-receivable'
import type { Installment } from '../api/types'
import { InstallmentPix } from '../components/InstallmentPix'
import { Installments } from '../components/Installments'
import { ReceivableLoadError } from '../components/ReceivableLoadError'
import { ReceivableStatusBadge } from '../components/ReceivableStatusBadge'
import { Receipts } from '../components/Receipts'

/** ReceivableDetailRoute is one sale in installments: what is still to receive, its schedule and its receipts. */
/** formatRate writes a rate a month: 1 → '1,00% a.m.'. */
const formatRate = (rate: number) => `${formatPercent(rate)} a.m.`

export default function ReceivableDetailRoute() {
  const id = Number(useParams().id)
  const { user: me } = useSession()
  const { data: r, isLoading, error } = useReceivable(id)
  const [pixOf, setPixOf] = useState<Installment | null>(null)

  if (isLoading) return <PageSpinner />
  if (!r) return <ReceivableLoadError error={error} />

  const installments = r.installments ?? []
  const next = installments.find((i) => i.status !== 'paid')
  const soldTo = r.assetId ? `/assets/${r.assetId}` : r.vehicleId ? `/vehicles/${r.vehicleId}` : ''
  const rows: [string, React.ReactNode][] = [
    ...(r.debtorName ? [['Comprador', r.debtorName] as [string, string]] : []),
    ['Data da venda', formatDate(r.saleDate)],
    ['Valor da venda', formatBRL(r.saleValue)],
    ['Entrada', r.downPayment > 0 ? formatBRL(r.downPayment) : 'Sem entrada'],
    ['Parcelado', `${formatBRL(r.amount)} em ${r.installmentCount} parcelas`],
    ...(r.interest > 0
      ? [['Juros', `${formatRate(r.interestRate)} (${r.system === 'sac' ? 'SAC' : 'Tabela Price'}) · ${formatBRL(r.interest)} no total`] as [string, string]]
      : []),
    ['Recebido', formatBRL(r.received)],
    ['Próximo vencimento', r.nextDueDate ? formatDate(r.nextDueDate) : '—'],
    ['Status', <ReceivableStatusBadge key="status" status={r.status} />],
  ]

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/receivables">Voltar para a receber</BackLink>
      <DetailCard
        title={r.description}
        summary={
          <>
            <p className="mt-1 text-sm text-slate-500">Saldo a receber</p>
            <p className="text-3xl font-bold text-slate-900">{formatBRL(r.balance)}</p>
          </>
        }
        actions={
          soldTo && (
            <Link to={soldTo} className={buttonClass.secondary}>
              <ExternalLink aria-hidden className="h-4 w-4" /> {r.assetId ? 'Ver ativo' : 'Ver veículo'}
            </Link>
          )
        }
        rows={rows}
      />
      <Installments list={installments} onPix={setPixOf} />
      {pixOf && (
        <InstallmentPix receivableId={r.id} installment={pixOf} canSetKey={hasPermission(me?.role, 'whitelabel.update')} onClose={() => setPixOf(null)} />
      )}
      <Receipts
        receivableId={r.id}
        balance={r.balance}
        nextAmount={next ? next.amount - next.received : 0}
        installments={installments}
        canReceive={hasPermission(me?.role, 'receivables.update')}
        canDelete={hasPermission(me?.role, 'receivables.delete')}
      />
    </div>
  )
}
