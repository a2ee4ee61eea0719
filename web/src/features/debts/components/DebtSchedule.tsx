import { CalendarRange } from 'lucide-react'
import { Badge } from '@/components/ui/Badge'
import { ExportButtons } from '@/components/ui/ExportButtons'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { ScheduledInstallment } from '../api/get-schedule'

const STATUS = {
  paid: { text: 'Paga', className: 'bg-emerald-50 text-emerald-700' },
  open: { text: 'Em aberto', className: 'bg-slate-100 text-slate-700' },
  overdue: { text: 'Em atraso', className: 'bg-red-50 text-red-700' },
} as const

/**
 * DebtSchedule is the 'Cronograma' of a financing: each installment with its due date, prestação, juros,
 * amortização and the balance after it, its status, and for an overdue one the late charges owed until today.
 */
export function DebtSchedule({ debtId, installments, systemLabel }: { debtId: number; installments: ScheduledInstallment[]; systemLabel: string }) {
  const grace = installments.filter((i) => i.grace).length
  // The columns a plain schedule does not need are shown only when some installment has them.
  const corrected = installments.some((i) => i.correction !== 0 || i.indexMissing)
  const prepaid = installments.some((i) => i.extraAmortization > 0)
  const headers = ['Nº', 'Vencimento', 'Prestação', 'Juros', 'Amortização', ...(corrected ? ['Correção'] : []), ...(prepaid ? ['Amort. extra'] : []), 'Saldo devedor', 'Situação']
  return (
    <section aria-labelledby="schedule-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarRange aria-hidden className="h-5 w-5 text-slate-500" /> Cronograma
        </h2>
        <ExportButtons path={`/debts/${debtId}/schedule/export`} name={`cronograma-${debtId}`} formats={['pdf', 'csv', 'xlsx']} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {systemLabel} · {installments.length - grace} parcelas{grace > 0 && ` após ${grace} ${grace === 1 ? 'mês' : 'meses'} de carência`} · multa de 2% e juros de
        mora de 1% a.m. pro rata die sobre parcelas em atraso
      </p>
      {/* A region that scrolls is reached with Tab, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label="Parcelas do cronograma" tabIndex={0} className="mt-4 max-h-[28rem] overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">Cronograma de parcelas</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {headers.map((h, i) => (
                <th key={h} scope="col" className={`px-3 py-2 ${i < 2 ? 'text-left' : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {installments.map((i) => (
              <tr key={i.number} data-testid="installment">
                <td className="px-3 py-1.5 text-left text-slate-500">
                  {i.number}
                  {i.grace && <span className="block text-xs">carência</span>}
                </td>
                <td className="whitespace-nowrap px-3 py-1.5 text-left">{formatDate(i.dueDate)}</td>
                <td className="whitespace-nowrap px-3 py-1.5 font-medium">{formatBRL(i.payment)}</td>
                <td className="whitespace-nowrap px-3 py-1.5">{formatBRL(i.interest)}</td>
                <td className="whitespace-nowrap px-3 py-1.5">{formatBRL(i.amortization)}</td>
                {corrected && (
                  <td className="whitespace-nowrap px-3 py-1.5">
                    {/* A month without a value: not yet published when it is still ahead, missing from the series otherwise. */}
                    {!i.indexMissing ? formatBRL(i.correction) : i.dueDate > todayISO() ? 'a publicar' : 'sem índice'}
                  </td>
                )}
                {prepaid && <td className="whitespace-nowrap px-3 py-1.5">{i.extraAmortization > 0 ? formatBRL(i.extraAmortization) : '—'}</td>}
                <td className="whitespace-nowrap px-3 py-1.5">{formatBRL(i.balance)}</td>
                <td className="whitespace-nowrap px-3 py-1.5">
                  {/* A grace month that pays nothing owes nothing: its interest went into the balance. */}
                  {i.grace && i.payment === 0 ? (
                    <Badge tone="bg-sky-50 text-sky-700">Juros incorporados</Badge>
                  ) : (
                    <Badge tone={STATUS[i.status].className}>{STATUS[i.status].text}</Badge>
                  )}
                  {i.status === 'overdue' && (
                    <span className="mt-0.5 block text-xs text-red-700">
                      + multa {formatBRL(i.lateFine)} e mora {formatBRL(i.lateInterest)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
