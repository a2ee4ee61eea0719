import { Link, useNavigate, useParams } from 'react-router'
import { CalendarClock, Handshake } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { DeleteButton, DetailCard, EditLink } from '@/components/ui/DetailCard'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSession } from '@/lib/auth'
import { formatDate, formatDateTime } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { BackLink } from '@/components/ui/BackLink'
import { useDebt } from '../api/get-debt'
import type { Actor, Debt } from '../api/types'
import { DebtLoadError } from '../components/DebtLoadError'
import { DebtPayments } from '../components/DebtPayments'
import { DebtRenegotiations } from '../components/DebtRenegotiations'
import { DebtSchedule } from '../components/DebtSchedule'
import { useDebtSchedule } from '../api/get-schedule'
import { DebtStatusBadge } from '../components/DebtStatusBadge'
import { CATEGORY_LABELS, GRACE_INTEREST_LABELS, INDEX_LABELS, SYSTEM_LABELS, detailStatusLabel, formatRateWithAnnual } from '../lib/labels'
import { formatPercent } from '@/lib/money'
import { formatTaxId } from '@/lib/tax-id'
import { useConfirmDeleteDebt } from '../components/use-confirm-delete-debt'

/** financingRows are a financing's terms: its system, grace period, fees and CET. */
function financingRows(debt: Debt): [string, string][] {
  const rows: [string, string][] = [['Sistema de amortização', SYSTEM_LABELS[debt.system]]]
  if (debt.graceMonths > 0) {
    rows.push(['Carência', `${debt.graceMonths} ${debt.graceMonths === 1 ? 'mês' : 'meses'} · juros ${GRACE_INTEREST_LABELS[debt.graceInterest].toLowerCase()}`])
  }
  if (debt.fees > 0) rows.push(['Tarifas e IOF', formatBRL(debt.fees)])
  if (debt.index !== 'none') {
    rows.push(['Correção monetária', `${INDEX_LABELS[debt.index]}${debt.indexLag > 0 ? ` · defasagem de ${debt.indexLag} ${debt.indexLag === 1 ? 'mês' : 'meses'}` : ''}`])
  }
  if (debt.cet) {
    rows.push(['CET (custo efetivo total)', `${formatPercent(debt.cet.monthly)} a.m. · ${formatPercent(debt.cet.annual)} a.a.`])
  }
  return rows
}

export default function DebtDetailRoute() {
  const id = Number(useParams().id)
  const { user: me } = useSession()
  const navigate = useNavigate()
  const { data: debt, isLoading, error } = useDebt(id)
  const scheduled = debt !== undefined && debt.system !== 'none'
  const schedule = useDebtSchedule(id, scheduled)
  const remove = useConfirmDeleteDebt(() => navigate('/debts'))

  if (isLoading) return <PageSpinner />
  if (!debt) return <DebtLoadError error={error} />

  const rows: [string, string][] = [
    ['Credor', debt.creditorName],
    ...(debt.creditorDocument ? [['CNPJ/CPF do credor', formatTaxId(debt.creditorDocument)] as [string, string]] : []),
    ['Descrição', debt.description || 'Não informado'],
    ['Categoria', CATEGORY_LABELS[debt.category]],
    ['Valor original', formatBRL(debt.originalAmount)],
    ['Saldo devedor', formatBRL(debt.currentAmount)],
    ['Taxa de juros', formatRateWithAnnual(debt.interestRate)],
    ...(scheduled ? financingRows(debt) : []),
    [scheduled ? 'Próximo vencimento' : 'Vencimento', formatDate(debt.dueDate)],
    // A schedule counts its grace months and ends sooner after an extraordinary amortization that reduced the term.
    ['Parcelas', `${debt.currentInstallment} de ${debt.scheduledInstallments}`],
    ['Forma de pagamento', debt.paymentMethod || 'Não informado'],
    ['Data do contrato', debt.contractDate ? formatDate(debt.contractDate) : 'Não informado'],
    ...(debt.termsSince ? [['Renegociada em', formatDate(debt.termsSince)] as [string, string]] : []),
  ]
  const by = (actor: Actor | null) => (actor ? ` por ${actor.name}` : '')

  return (
    <div className={`mx-auto ${scheduled ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <BackLink to="/debts">Voltar para dívidas</BackLink>
      <DetailCard
        title={debt.creditorName}
        summary={
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
            <DebtStatusBadge status={debt.status} label={detailStatusLabel(debt.status)} />
            <span>{CATEGORY_LABELS[debt.category]}</span>
          </p>
        }
        actions={
          <>
            {hasPermission(me?.role, 'debts.update') && <EditLink to={`/debts/${debt.id}/edit`} primary />}
            {hasPermission(me?.role, 'debts.update') && debt.status !== 'paid' && (
              <Link to={`/debts/${debt.id}/renegotiate`} className={buttonClass.secondary}>
                <Handshake aria-hidden className="h-4 w-4" /> Renegociar
              </Link>
            )}
            {hasPermission(me?.role, 'debts.delete') && <DeleteButton onClick={() => remove.ask(debt)} />}
          </>
        }
        rows={rows}
        wrap="whitespace-pre-line break-words"
      />

      {scheduled && schedule.data && <DebtSchedule debtId={debt.id} installments={schedule.data} systemLabel={SYSTEM_LABELS[debt.system]} />}
      <DebtRenegotiations debtId={debt.id} />
      <DebtPayments debtId={debt.id} canPay={hasPermission(me?.role, 'debts.update')} canDelete={hasPermission(me?.role, 'debts.delete')} schedule={schedule.data ?? []} />

      <section aria-labelledby="history-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="history-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarClock aria-hidden className="h-5 w-5 text-slate-500" /> Histórico
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex flex-col sm:flex-row sm:gap-2">
            <dt className="font-medium text-slate-500">Criada em</dt>
            <dd className="text-slate-900">{formatDateTime(debt.createdAt) + by(debt.createdBy)}</dd>
          </div>
          <div className="flex flex-col sm:flex-row sm:gap-2">
            <dt className="font-medium text-slate-500">Última atualização</dt>
            <dd className="text-slate-900">{formatDateTime(debt.updatedAt) + by(debt.updatedBy)}</dd>
          </div>
        </dl>
      </section>

      {remove.dialog}
    </div>
  )
}
