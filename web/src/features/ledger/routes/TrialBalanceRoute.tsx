import { BackLink } from '@/components/ui/BackLink'
import { DateInput } from '@/components/ui/DateInput'
import { ExportButtons } from '@/components/ui/ExportButtons'
import { FormField } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { formatDate, isISODate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { formatBRL } from '@/lib/money'
import { useTrialBalance, type TrialBalance } from '../api/get-trial-balance'
import { ScrollRegion } from '@/components/ui/ScrollRegion'

// The day of the balancete, in the URL (?data=YYYY-MM-DD); none is today.
const DAY = { data: '' }

/** TrialBalanceRoute is 'Balancete de verificação': every account of the chart with its balance on a day. */
export default function TrialBalanceRoute() {
  const { filters, setFilters } = useListState(DAY)
  const day = isISODate(filters.data) ? filters.data : ''
  const { data, isLoading, isError, refetch, isFetching } = useTrialBalance(day)

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/reports">Voltar para Relatórios</BackLink>
      <PageHeader
        title="Balancete de verificação"
        subtitle={data ? `Saldos das contas em ${formatDate(data.date)}` : 'Saldos das contas do plano em um dia'}
        actions={<ExportButtons path={`/ledger/trial-balance/export${day ? `?date=${day}` : ''}`} name={`balancete-${day || 'hoje'}`} formats={['pdf', 'csv', 'xlsx']} />}
      />
      <FormField label="Posição em" htmlFor="trial-balance-date" className="mb-4 w-40">
        <DateInput id="trial-balance-date" value={filters.data} placeholder="Hoje" onChange={(data) => setFilters({ data }, { replace: true })} />
      </FormField>
      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <LoadError message="Erro ao carregar o balancete. Por favor, tente novamente." onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <TrialBalanceTable balance={data} />
      )}
    </div>
  )
}

function TrialBalanceTable({ balance }: { balance: TrialBalance }) {
  return (
    <ScrollRegion label="Balancete" className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Balancete de verificação em {formatDate(balance.date)}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Código
            </th>
            <th scope="col" className="px-4 py-3">
              Conta
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Débito
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Crédito
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {balance.lines.map((line) => (
            <tr key={line.code} className={line.group ? 'bg-slate-50/60 font-semibold text-slate-900' : 'text-slate-700'}>
              <td className="whitespace-nowrap px-4 py-2 font-mono text-xs">{line.code}</td>
              <td className="px-4 py-2" style={{ paddingLeft: `${1 + (line.level - 1) * 0.75}rem` }}>
                {line.name}
              </td>
              <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{line.debit ? formatBRL(line.debit) : ''}</td>
              <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{line.credit ? formatBRL(line.credit) : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">
          <tr>
            <td className="px-4 py-3" colSpan={2}>
              Totais
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatBRL(balance.debits)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatBRL(balance.credits)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  )
}
