import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeftRight, Plus, Scale } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { DateInput } from '@/components/ui/DateInput'
import { DeleteButton, DetailCard, EditLink } from '@/components/ui/DetailCard'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { FormField, buttonClass } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSession } from '@/lib/auth'
import { formatDate, isISODate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { formatBRL } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { useAccount } from '../api/get-account'
import { useStatement } from '../api/get-statement'
import { ACCOUNTS_LOAD_ERROR, AccountLoadError } from '../components/AccountLoadError'
import { StatementList } from '../components/StatementList'
import { useConfirmDeleteAccount } from '../components/use-confirm-delete-account'
import { KIND_LABELS, bankLine } from '../lib/labels'

const PERIOD = { from: '', to: '' }

export default function AccountDetailRoute() {
  const id = Number(useParams().id)
  const { user: me } = useSession()
  const navigate = useNavigate()
  const { data: account, isLoading, error } = useAccount(id)
  const { filters, setFilters } = useListState(PERIOD)
  // Only whole dates reach the server; a date being typed leaves that side of the period open.
  const period = { from: isISODate(filters.from) ? filters.from : '', to: isISODate(filters.to) ? filters.to : '' }
  const statement = useStatement(id, period)
  const remove = useConfirmDeleteAccount(() => navigate('/accounts'))

  if (isLoading) return <PageSpinner />
  if (!account) return <AccountLoadError error={error} />

  const canUpdate = hasPermission(me?.role, 'accounts.update')
  const rows: [string, string][] = [
    ['Tipo', KIND_LABELS[account.kind]],
    ...(account.kind === 'cash' ? [] : [['Banco', bankLine(account) || 'Não informado'] as [string, string]]),
    ['Saldo inicial', `${formatBRL(account.openingBalance)} em ${formatDate(account.openingDate)}`],
    ['Conciliação', account.reconciledUntil ? `Conciliada até ${formatDate(account.reconciledUntil)}` : 'Não conciliada com o banco'],
  ]
  const st = statement.data

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/accounts">Voltar para contas</BackLink>
      <DetailCard
        title={account.name}
        summary={
          <>
            <p className="mt-1 text-sm text-slate-500">Saldo atual</p>
            <p className={`text-3xl font-bold ${account.balance < 0 ? 'text-red-700' : 'text-slate-900'}`}>{formatBRL(account.balance)}</p>
          </>
        }
        actions={
          <>
            {canUpdate && (
              <>
                <Link to={`/accounts/${account.id}/entries/new`} className={buttonClass.primary}>
                  <Plus aria-hidden className="h-4 w-4" /> Novo Lançamento
                </Link>
                <Link to={`/accounts/transfer?from=${account.id}`} className={buttonClass.secondary}>
                  <ArrowLeftRight aria-hidden className="h-4 w-4" /> Transferir
                </Link>
                <EditLink to={`/accounts/${account.id}/edit`} />
              </>
            )}
            <Link to={`/accounts/${account.id}/reconcile`} className={buttonClass.secondary}>
              <Scale aria-hidden className="h-4 w-4" /> Conciliação bancária
            </Link>
            {hasPermission(me?.role, 'accounts.delete') && <DeleteButton onClick={() => remove.ask(account)} />}
          </>
        }
        rows={rows}
      />

      <section aria-labelledby="statement-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="statement-title" className="text-lg font-semibold text-slate-900">
          Extrato
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
          <FormField label="De" htmlFor="statement-from">
            <DateInput id="statement-from" value={filters.from} onChange={(from) => setFilters({ from }, { replace: true })} />
          </FormField>
          <FormField label="Até" htmlFor="statement-to">
            <DateInput id="statement-to" value={filters.to} onChange={(to) => setFilters({ to }, { replace: true })} />
          </FormField>
        </div>
        {statement.isError && (
          <div className="mt-4">
            <LoadError message={ACCOUNTS_LOAD_ERROR} onRetry={() => void statement.refetch()} retrying={statement.isFetching} />
          </div>
        )}
        {st && !statement.isError && (
          <>
            <DescriptionList
              look="split"
              className="mt-4"
              rows={[
                [st.from ? `Saldo em ${formatDate(st.from)} (antes dos lançamentos do dia)` : 'Saldo anterior', formatBRL(st.balanceBefore)],
                [`Saldo em ${formatDate(st.to)}`, formatBRL(st.balanceAfter)],
              ]}
            />
            {st.truncated && <p className="mt-3 text-sm text-amber-700">O período tem mais de 1.000 lançamentos: mostrando os mais recentes. Escolha um período menor.</p>}
            <div className="mt-4">
              {st.movements.length > 0 ? (
                <StatementList movements={st.movements} />
              ) : (
                <p className="py-6 text-center text-sm text-slate-500">Nenhum lançamento no período.</p>
              )}
            </div>
          </>
        )}
      </section>
      {remove.dialog}
    </div>
  )
}
