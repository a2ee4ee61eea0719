import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { Spinner } from '@/components/ui/Spinner'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useBridge, useBridgeEntries, type Bridge } from '../api/get-bridge'
import { signedAmount } from '../lib/format'
import { BRIDGE_PERIODS, bridgeRange, type BridgePeriod } from '../lib/period'
import { loadBridgeChart } from './charts'

const BridgeChart = lazy(loadBridgeChart)

/**
 * BridgePanel is 'Variação do Patrimônio Líquido': the net worth at the start of the period, each cause that moved
 * it and the net worth at its end, as a waterfall and as a list. A cause's bar or line opens the entries behind it.
 */
export function BridgePanel({ day, period, onPeriod }: { day: string; period: BridgePeriod; onPeriod: (period: BridgePeriod) => void }) {
  const { from, to } = bridgeRange(period, day)
  const { data, isError } = useBridge(from, to)
  const [picked, setPicked] = useState<Bridge['lines'][number]['cause'] | null>(null)
  const pick = (cause: typeof picked) => setPicked((current) => (current === cause ? null : cause))

  return (
    <section aria-label="Variação do Patrimônio Líquido" className="mb-6 min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Variação do Patrimônio Líquido</h2>
          <p className="text-sm text-slate-500">
            De {formatDate(from)} a {formatDate(to)}
          </p>
        </div>
        <select
          aria-label="Período da variação"
          value={period}
          onChange={(e) => {
            setPicked(null)
            onPeriod(e.target.value as BridgePeriod)
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {BRIDGE_PERIODS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {isError ? (
        <p className="text-sm text-red-700">Não foi possível carregar a variação do patrimônio. Tente novamente.</p>
      ) : !data ? (
        <div className="flex h-72 items-center justify-center">
          <Spinner />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="h-72">
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <BridgeChart bridge={data} onPick={(i) => pick(data.lines[i].cause)} />
            </Suspense>
          </div>
          <div>
            <ul aria-label="Causas da variação" className="divide-y divide-slate-100 text-sm">
              <BridgeRow label="Patrimônio no início" amount={formatBRL(data.opening)} />
              {data.lines.length === 0 && <li className="py-2 text-slate-500">Nenhuma variação no período</li>}
              {data.lines.map((line) => {
                const amount = signedAmount(line.amount)
                return (
                  <li key={line.cause}>
                    <button
                      type="button"
                      aria-expanded={picked === line.cause}
                      onClick={() => pick(line.cause)}
                      className={`flex w-full items-center justify-between gap-3 rounded px-1 py-2 text-left hover:bg-slate-50 ${picked === line.cause ? 'bg-slate-50' : ''}`}
                    >
                      <span className={`text-slate-700 ${line.cause === 'unexplained' ? 'font-medium text-amber-800' : ''}`}>{line.label}</span>
                      <span className={`font-medium tabular-nums ${amount.tone === 'positive' ? 'text-emerald-700' : 'text-red-700'}`}>{amount.text}</span>
                    </button>
                  </li>
                )
              })}
              <BridgeRow label="Patrimônio no fim" amount={formatBRL(data.closing)} strong />
            </ul>
            {picked && <CauseEntries from={from} to={to} cause={picked} label={data.lines.find((l) => l.cause === picked)?.label ?? ''} />}
          </div>
        </div>
      )}
    </section>
  )
}

function BridgeRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <li className={`flex items-center justify-between gap-3 px-1 py-2 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
      <span>{label}</span>
      <span className="tabular-nums">{amount}</span>
    </li>
  )
}

/** CauseEntries lists the journal entries behind one cause of the bridge, with what each moved the net worth by. */
function CauseEntries({ from, to, cause, label }: { from: string; to: string; cause: Bridge['lines'][number]['cause']; label: string }) {
  const { data, isLoading, isError } = useBridgeEntries(from, to, cause)
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Lançamentos: {label}</h3>
      {isLoading ? (
        <Spinner />
      ) : isError || !data ? (
        <p className="text-sm text-red-700">Não foi possível carregar os lançamentos. Tente novamente.</p>
      ) : (
        <>
          {/* A focusable scroll box, so the keyboard scrolls it too (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div role="region" aria-label={`Lista de lançamentos: ${label}`} tabIndex={0} className="max-h-64 overflow-y-auto">
            <ul aria-label={`Lançamentos: ${label}`} className="divide-y divide-slate-100 text-sm">
              {data.data.map((entry) => {
                const amount = signedAmount(entry.effect ?? 0)
                return (
                  <li key={entry.id} className="flex items-start justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span className="block break-words text-slate-800">{entry.memo}</span>
                      <span className="text-xs text-slate-500">
                        {formatDate(entry.date)} · {entry.document}
                      </span>
                    </span>
                    <span className={`shrink-0 tabular-nums ${amount.tone === 'positive' ? 'text-emerald-700' : 'text-red-700'}`}>{amount.text}</span>
                  </li>
                )
              })}
            </ul>
          </div>
          {data.meta.total > data.data.length && (
            <p className="mt-2 text-xs text-slate-500">
              Mostrando {data.data.length} de {data.meta.total}.{' '}
              <Link to={`/reports/journal?de=${from}&ate=${to}`} className="text-primary-700 underline underline-offset-2">
                Ver o livro diário
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  )
}
