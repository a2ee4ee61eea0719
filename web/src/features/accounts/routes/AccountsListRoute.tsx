import { Link } from 'react-router'
import { ArrowLeftRight, FileSpreadsheet, Landmark, Wallet } from 'lucide-react'
import { NewRecordLink } from '@/components/ui/DetailCard'
import { CardActions } from '@/components/ui/RowActions'
import { CardFigure, ListCard } from '@/components/ui/ListCard'
import { EmptyState } from '@/components/ui/EmptyState'
import { buttonClass } from '@/components/ui/FormField'
import { ListScreen } from '@/components/ui/ListScreen'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { formatBRL } from '@/lib/money'
import { usePageChange } from '@/lib/pagination'
import { rightsOn } from '@/lib/permissions'
import { useAccounts } from '../api/get-accounts'
import { ACCOUNTS_LOAD_ERROR } from '../components/AccountLoadError'
import { useConfirmDeleteAccount } from '../components/use-confirm-delete-account'
import { KIND_LABELS, bankLine } from '../lib/labels'

const NO_FILTERS = {}

export default function AccountsListRoute() {
  const { user: me } = useSession()
  const { page, setPage } = useListState(NO_FILTERS)
  const result = useAccounts(page)
  const { data } = result
  const { listRef, changePage } = usePageChange<HTMLUListElement>(page, data?.meta.total, setPage)
  const remove = useConfirmDeleteAccount()
  const { canCreate, canUpdate, canDelete } = rightsOn(me?.role, 'accounts')

  return (
    <ListScreen
      width="max-w-7xl"
      title="Contas"
      subtitle="Caixa, contas bancárias e aplicações da empresa"
      actions={
        (canCreate || canUpdate) && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {canUpdate && (
              <Link to="/accounts/transfer" className={buttonClass.secondary}>
                <ArrowLeftRight aria-hidden className="h-4 w-4" /> Transferir
              </Link>
            )}
            {canCreate && (
              <Link to="/accounts/import" className={buttonClass.secondary}>
                <FileSpreadsheet aria-hidden className="h-4 w-4" /> Importar
              </Link>
            )}
            {canCreate && <NewRecordLink to="/accounts/new">Nova Conta</NewRecordLink>}
          </div>
        )
      }
      result={result}
      page={page}
      onPageChange={changePage}
      loadError={ACCOUNTS_LOAD_ERROR}
      empty={<EmptyState icon={Landmark} title="Nenhuma conta cadastrada" description="Cadastre o caixa e as contas bancárias da empresa." />}
      dialog={remove.dialog}
      items={(accounts) => (
        <ul ref={listRef} className="grid scroll-mt-20 grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {accounts.map((a) => (
            <ListCard
              key={a.id}
              name={a.name}
              subtitle={[KIND_LABELS[a.kind], bankLine(a)].filter(Boolean).join(' · ')}
              actions={
                <CardActions
                  name={a.name}
                  viewTo={`/accounts/${a.id}`}
                  viewText="Ver extrato"
                  editTo={canUpdate ? `/accounts/${a.id}/edit` : undefined}
                  onDelete={canDelete ? () => remove.ask(a) : undefined}
                />
              }
            >
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                {/* The whole row: a balance of millions at three cards a row is never cut. */}
                <CardFigure label="Saldo atual" wide valueClass={`text-lg font-semibold ${a.balance < 0 ? 'text-red-700' : 'text-slate-900'}`}>
                  {formatBRL(a.balance)}
                </CardFigure>
                <CardFigure label="Desde">{formatDate(a.openingDate)}</CardFigure>
                <CardFigure label="Conciliação" valueClass={a.reconciledUntil ? 'text-emerald-700' : 'text-slate-500'}>
                  {a.reconciledUntil ? `Até ${formatDate(a.reconciledUntil)}` : 'Não conciliada'}
                </CardFigure>
              </dl>
            </ListCard>
          ))}
        </ul>
      )}
    >
      {data && !result.isError && (
        <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
          <SummaryCard
            title="Saldo total"
            value={<span className={data.meta.summary.balanceTotal < 0 ? 'text-red-700' : ''}>{formatBRL(data.meta.summary.balanceTotal)}</span>}
            icon={Wallet}
            gradient="from-emerald-500 to-emerald-600"
          />
          <SummaryCard title="Contas" value={String(data.meta.summary.count)} icon={Landmark} />
        </div>
      )}
    </ListScreen>
  )
}
