import { formatBRL } from '@/lib/money'
import type { Simulation } from '../api/simulate'
import { ScrollRegion } from '@/components/ui/ScrollRegion'

/** ScheduleTable lists every installment of a schedule: prestação, juros, amortização and the balance left. */
export function ScheduleTable({ schedule, caption }: { schedule: Simulation; caption: string }) {
  return (
    // A region that scrolls is reached with Tab, so a keyboard can scroll it (axe: scrollable-region-focusable).
    <ScrollRegion label={caption} className="max-h-[32rem] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Nº
            </th>
            <th scope="col" className="px-3 py-2">
              Prestação
            </th>
            <th scope="col" className="px-3 py-2">
              Juros
            </th>
            <th scope="col" className="px-3 py-2">
              Amortização
            </th>
            <th scope="col" className="px-3 py-2">
              Saldo devedor
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {schedule.installments.map((i) => (
            <tr key={i.number}>
              <td className="px-3 py-1.5 text-left text-slate-500">{i.number}</td>
              <td className="px-3 py-1.5 font-medium">{formatBRL(i.payment)}</td>
              <td className="px-3 py-1.5">{formatBRL(i.interest)}</td>
              <td className="px-3 py-1.5">{formatBRL(i.amortization)}</td>
              <td className="px-3 py-1.5">{formatBRL(i.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
