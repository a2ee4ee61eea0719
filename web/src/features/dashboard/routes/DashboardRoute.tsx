import { Link } from 'react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { Car, CreditCard, Landmark, Wallet } from 'lucide-react'
import { DateInput } from '@/components/ui/DateInput'
import { FormField, buttonClass } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { Spinner } from '@/components/ui/Spinner'
import { SummaryCard } from '@/components/ui/SummaryCard'
import { formatDate, isISODate, todayISO } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { useSession } from '@/lib/auth'
import { hasPermission } from '@/lib/permissions'
import { formatBRL } from '@/lib/money'
import { useDashboard } from '../api/get-dashboard'
import { BridgePanel } from '../components/BridgePanel'
import { loadDistributionChart, loadEvolutionChart } from '../components/charts'
import { RecentTransactions } from '../components/RecentTransactions'
import { UpcomingDue } from '../components/UpcomingDue'
import { changeText, paletteColour } from '../lib/format'
import { BRIDGE_PERIOD_VALUES, type BridgePeriod } from '../lib/period'

// The charts bring chart.js, loaded lazily (docs/design.md §9: the first page stays ≤ 200 KB gzipped).
const DistributionChart = lazy(loadDistributionChart)
const EvolutionChart = lazy(loadEvolutionChart)

// The three cards that count records, beside the net worth's.
const COUNT_CARDS = [
  { title: 'Total de Ativos', key: 'totalAssets', icon: Landmark, gradient: 'from-emerald-500 to-emerald-600' },
  { title: 'Veículos', key: 'totalVehicles', icon: Car, gradient: 'from-amber-500 to-amber-600' },
  { title: 'Dívidas', key: 'totalDebts', icon: CreditCard, gradient: 'from-rose-500 to-rose-600' },
] as const

// The day the dashboard answers for, in the URL (?data=YYYY-MM-DD) so a reload or a shared link keeps it (none is
// today), and the period of the net-worth bridge that ends on it (?periodo=).
const DAY = { data: '', periodo: 'ano' }
const ALLOWED = { periodo: BRIDGE_PERIOD_VALUES }
// The doughnut's kind whose legend line opens its own screen.
const RECEIVABLES = 'Recebíveis'

export default function DashboardRoute() {
  const { filters, setFilters } = useListState(DAY, ALLOWED)
  // Only a whole past day is asked for: today, a later day or a half-typed one show today.
  const day = isISODate(filters.data) && filters.data < todayISO() ? filters.data : ''
  const { data, isLoading, isError } = useDashboard(day)
  const canReadReports = hasPermission(useSession().user?.role, 'reports.read')

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Dashboard"
        subtitle={day ? `Posição em ${formatDate(day)}` : 'Visão geral do seu patrimônio'}
        actions={
          <div className="flex items-end gap-2">
            <FormField label="Posição em" htmlFor="dashboard-date" className="w-40">
              <DateInput id="dashboard-date" value={filters.data} placeholder="Hoje" onChange={(data) => setFilters({ data }, { replace: true })} />
            </FormField>
            {filters.data && (
              <button type="button" onClick={() => setFilters({ data: '' })} className={buttonClass.secondary}>
                Hoje
              </button>
            )}
          </div>
        }
      />

      {isLoading ? (
        <PageSpinner />
      ) : isError || !data ? (
        <LoadError message="Erro ao carregar dados do dashboard. Por favor, tente novamente." />
      ) : (
        <>
          <div role="group" aria-label="Resumo do patrimônio" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
            <SummaryCard
              title="Patrimônio Líquido"
              value={formatBRL(data.netWorth)}
              icon={Wallet}
              change={changeText(data.changes.netWorth.value, true)}
              changeType={data.changes.netWorth.changeType}
            />
            {COUNT_CARDS.map(({ title, key, icon, gradient }) => (
              <SummaryCard
                key={key}
                title={title}
                value={data[key]}
                icon={icon}
                change={changeText(data.changes[key].value, false)}
                changeType={data.changes[key].changeType}
                gradient={gradient}
              />
            ))}
          </div>

          <div className="mb-6 grid gap-6 lg:grid-cols-2">
            <Panel title="Distribuição de Patrimônio">
              <div className="h-56">
                {data.assetsByType.some((t) => t.value > 0) ? (
                  <Suspense fallback={<ChartLoading />}>
                    <DistributionChart items={data.assetsByType} />
                  </Suspense>
                ) : (
                  <p className="flex h-full items-center justify-center text-slate-500">Nenhum bem no patrimônio ainda</p>
                )}
              </div>
              <ul aria-label="Legenda da distribuição" className="mt-4 space-y-2">
                {data.assetsByType.map((t, i) => (
                  <li key={t.type} className="flex items-center justify-between gap-3 text-sm">
                    <span className="flex items-center gap-2 text-slate-700">
                      <span aria-hidden className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: paletteColour(i) }} />
                      {t.type === RECEIVABLES && t.value !== 0 ? (
                        <Link to="/receivables" className="text-primary-700 underline underline-offset-2 hover:text-primary-800">
                          {t.type}
                        </Link>
                      ) : (
                        t.type
                      )}
                    </span>
                    <span className="font-medium tabular-nums text-slate-900">{formatBRL(t.value)}</span>
                  </li>
                ))}
              </ul>
            </Panel>
            <Panel title="Evolução Mensal">
              <div className="h-72">
                {data.monthlyEvolution.some((p) => p.netWorth !== 0) ? (
                  <Suspense fallback={<ChartLoading />}>
                    <EvolutionChart points={data.monthlyEvolution} />
                  </Suspense>
                ) : (
                  <p className="flex h-full items-center justify-center text-slate-500">Nenhum valor nos últimos 12 meses ainda</p>
                )}
              </div>
            </Panel>
          </div>

          {canReadReports && (
            <BridgePanel day={day || todayISO()} period={filters.periodo as BridgePeriod} onPeriod={(periodo) => setFilters({ periodo })} />
          )}

          <div className={`grid gap-6 ${day ? '' : 'lg:grid-cols-2'}`}>
            {/* What falls due is today's: a past day's dashboard does not show it. */}
            {!day && (
              <Panel title="Próximos vencimentos">
                <UpcomingDue items={data.upcoming} overdueCount={data.overdueCount} />
              </Panel>
            )}
            <Panel title="Transações Recentes">
              <RecentTransactions items={data.recentTransactions} />
            </Panel>
          </div>
        </>
      )}
    </div>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

function ChartLoading() {
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner />
    </div>
  )
}
