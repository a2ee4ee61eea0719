import { Link } from 'react-router'
import { BookOpen, Building2, ChevronRight, FileBarChart, Sigma, Landmark, Receipt, Scale, TrendingDown, TrendingUp, Wallet } from 'lucide-react'
import { EmptyState } from '@/components/ui/EmptyState'
import { FilterSelect } from '@/components/ui/FilterSelect'
import { PageHeader } from '@/components/ui/PageHeader'
import { ListResults } from '@/components/ui/ListResults'
import { useListState } from '@/lib/list-state'
import { usePageChange } from '@/lib/pagination'
import { useReports, type ReportFilters } from '../api/get-reports'
import { GenerateReportCard } from '../components/GenerateReportCard'
import { ReportItem } from '../components/ReportItem'
import { PERIOD_OPTIONS, TYPE_OPTIONS } from '../lib/labels'

const CARDS = [
  { type: 'assets', icon: Building2 },
  { type: 'debts', icon: Receipt },
  { type: 'cashflow', icon: Wallet },
  { type: 'networth', icon: TrendingUp },
  { type: 'bridge', icon: Scale },
  { type: 'yearend', icon: Landmark },
  { type: 'depreciation', icon: TrendingDown },
] as const
// The journal's views for the accountant, read on screen and exported.
const LEDGER_VIEWS = [
  { to: '/reports/trial-balance', title: 'Balancete de verificação', description: 'Saldo de cada conta do plano em um dia; débitos iguais aos créditos', icon: Sigma },
  { to: '/reports/journal', title: 'Livro diário', description: 'Os lançamentos de um período, para o contador importar', icon: BookOpen },
  { to: '/reports/adjustments', title: 'Ajustes contábeis', description: 'Reclassificações com motivo e as subcontas da empresa', icon: Scale },
] as const
const DEFAULTS: ReportFilters = { period: '', type: '' }
const ALLOWED = { period: ['', ...PERIOD_OPTIONS.map(([p]) => p)], type: ['', ...TYPE_OPTIONS.map(([t]) => t)] }

const PERIOD_FILTER = { label: 'Filtrar por período', allLabel: 'Todos os períodos', allValue: '', options: PERIOD_OPTIONS } as const
const TYPE_FILTER = { label: 'Filtrar por tipo', allLabel: 'Todos os tipos', allValue: '', options: TYPE_OPTIONS } as const

/** ReportsRoute is /reports (docs/product.md §2 Reports): generate cards, filters and the list with downloads. */
export default function ReportsRoute() {
  const { filters, page, setFilters, setPage } = useListState(DEFAULTS, ALLOWED)
  const result = useReports({ ...filters, page })
  const { listRef, changePage } = usePageChange<HTMLElement>(page, result.data?.meta.total, setPage)

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Relatórios" subtitle="Gere relatórios do patrimônio e baixe-os em PDF, CSV ou Excel" />

      <section aria-labelledby="generate-title" className="mb-8">
        <h2 id="generate-title" className="mb-3 text-lg font-semibold text-slate-900">
          Gerar Relatório
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {CARDS.map((c) => (
            <GenerateReportCard key={c.type} type={c.type} icon={c.icon} />
          ))}
        </div>
      </section>

      <section aria-labelledby="ledger-title" className="mb-8">
        <h2 id="ledger-title" className="mb-3 text-lg font-semibold text-slate-900">
          Contabilidade
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LEDGER_VIEWS.map(({ to, title, description, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-300 hover:bg-primary-50/40"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
              <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
            </Link>
          ))}
        </div>
      </section>

      <section ref={listRef} aria-labelledby="list-title" className="scroll-mt-20">
        <div className="mb-3 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h2 id="list-title" className="text-lg font-semibold text-slate-900">
            Relatórios Disponíveis
          </h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:w-[28rem]">
            <FilterSelect {...PERIOD_FILTER} value={filters.period} onChange={(value) => setFilters({ period: value as ReportFilters['period'] })} />
            <FilterSelect {...TYPE_FILTER} value={filters.type} onChange={(value) => setFilters({ type: value as ReportFilters['type'] })} />
          </div>
        </div>

        <ListResults
          result={result}
          page={page}
          onPageChange={changePage}
          loadError="Erro ao carregar relatórios. Por favor, tente novamente."
          empty={<EmptyState icon={FileBarChart} title="Nenhum relatório encontrado" description="Gere um relatório acima ou ajuste os filtros." />}
        >
          {(reports) => (
            <ul className="space-y-3" aria-label="Relatórios">
              {reports.map((r) => (
                <ReportItem key={r.id} report={r} />
              ))}
            </ul>
          )}
        </ListResults>
      </section>
    </div>
  )
}
