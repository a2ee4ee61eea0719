import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'

/** BackLink is the small link above a screen's title that goes back to where the screen belongs. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-4 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {children}
    </Link>
  )
}
