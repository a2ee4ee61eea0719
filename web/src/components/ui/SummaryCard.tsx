import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

const changeColours = { positive: 'text-emerald-700', negative: 'text-red-700', neutral: 'text-slate-500' }

/**
 * SummaryCard is one of the figures at the top of a screen (docs/product.md §3 summary card inputs): a group named
 * by its title, so a screen reader (and a test) finds each figure by what it is.
 */
export function SummaryCard({
  title,
  value,
  icon: Icon,
  change,
  changeType = 'neutral',
  gradient = 'from-primary-500 to-primary-600',
}: {
  title: string
  value: ReactNode
  icon: LucideIcon
  change?: string
  changeType?: keyof typeof changeColours
  gradient?: string
}) {
  return (
    <div role="group" aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{title}</p>
          <p className="mt-1 truncate text-2xl font-bold text-slate-900">{value}</p>
        </div>
        <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br text-white ${gradient}`}>
          <Icon aria-hidden className="h-5 w-5" />
        </span>
      </div>
      {change && (
        <p className="mt-3 text-sm">
          <span className={`font-medium ${changeColours[changeType]}`}>{change}</span>
          <span className="text-slate-500"> vs mês anterior</span>
        </p>
      )}
    </div>
  )
}
