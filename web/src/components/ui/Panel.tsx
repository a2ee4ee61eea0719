import { Plus, type LucideIcon } from 'lucide-react'
import type { FormEventHandler, ReactNode } from 'react'
import { FormActions } from './fields'
import { buttonClass } from './FormField'

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

/** PanelAddButton is a panel's action that opens its form: '+ Registrar pagamento', '+ Registrar custo'. */
export function PanelAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass.primary} onClick={onClick}>
      <Plus aria-hidden className="h-4 w-4" /> {label}
    </button>
  )
}

/**
 * PanelForm is the form a panel opens (label names it and its submit button, 'Registrar pagamento'): the fields,
 * then 'Cancelar' and the submit button, which reads 'Registrando...' while busy.
 */
export function PanelForm({ label, onSubmit, onCancel, busy, children }: { label: string; onSubmit: FormEventHandler; onCancel: () => void; busy: boolean; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {children}
      <FormActions onCancel={onCancel} busy={busy} submitText={label} busyText="Registrando..." />
    </form>
  )
}
