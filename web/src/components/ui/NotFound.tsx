import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { buttonClass } from './FormField'

/**
 * NotFound stands in for a screen whose record is missing or out of reach: an icon, the title, an optional text and
 * the button back (docs/product.md §8). Features pass their words; the layout is the same everywhere.
 */
export function NotFound({
  icon: Icon,
  title,
  text,
  backTo,
  backLabel,
}: {
  icon: LucideIcon
  title: string
  text?: string
  backTo: string
  backLabel: string
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <Icon aria-hidden className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      {text && <p className="mt-1 text-slate-600">{text}</p>}
      <Link to={backTo} className={`${buttonClass.secondary} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> {backLabel}
      </Link>
    </div>
  )
}
