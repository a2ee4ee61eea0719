import type { ReactNode } from 'react'
import { BackLink } from './BackLink'

/**
 * FormPage frames a create, edit or action screen: the link back, the title (the page's h1) and its subtitle, then
 * the form. width is the frame's max-width class.
 */
export function FormPage({
  backTo,
  backLabel,
  title,
  subtitle,
  width,
  children,
}: {
  backTo: string
  backLabel: string
  title: string
  subtitle?: ReactNode
  width: string
  children: ReactNode
}) {
  return (
    <div className={`mx-auto ${width}`}>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      {children}
    </div>
  )
}
