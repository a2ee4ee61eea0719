import type { ReactNode } from 'react'

/**
 * PageHeader is the top of a list screen: the title (the page's h1) with its subtitle below, and on the right
 * (below on small screens) the optional actions, such as the 'Novo …' link.
 */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      {actions}
    </div>
  )
}
