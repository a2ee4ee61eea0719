import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { DescriptionList, type DescriptionRow } from './DescriptionList'
import { buttonClass } from './FormField'

/**
 * DetailCard is the head of a record's detail screen: its name as the page title, what sums it up under the name,
 * the actions on the right (under it on a phone), then its details as label and value rows.
 */
export function DetailCard({ title, summary, actions, rows, wrap }: { title: ReactNode; summary?: ReactNode; actions?: ReactNode; rows: readonly DescriptionRow[]; wrap?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-4 border-b border-slate-100 p-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-slate-900">{title}</h1>
          {summary}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">{actions}</div>
      </div>
      <DescriptionList rows={rows} inset="px-6" wrap={wrap} />
    </div>
  )
}

/** EditLink is a detail screen's 'Editar' button. */
export function EditLink({ to, primary = false }: { to: string; primary?: boolean }) {
  return (
    <Link to={to} className={primary ? buttonClass.primary : buttonClass.secondary}>
      <Pencil aria-hidden className="h-4 w-4" /> Editar
    </Link>
  )
}

/** DeleteButton is a detail screen's 'Excluir' button; onClick asks before anything is deleted. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass.danger}>
      <Trash2 aria-hidden className="h-4 w-4" /> Excluir
    </button>
  )
}

/** NewRecordLink is a list screen's button to the form of a new record ('Nova Conta', 'Novo Usuário'). */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass.primary}>
      <Plus aria-hidden className="h-4 w-4" /> {children}
    </Link>
  )
}
