import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** Panel is a section of a detail screen: its title (an h2 with an icon) and, on the right, the action it offers. */
export function Panel({ id, title, icon: Icon, action, children }: { id: string; title: string; icon: LucideIcon; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon aria-hidden className="h-5 w-5 text-slate-500" /> {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
