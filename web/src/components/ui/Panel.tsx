import { Plus, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { DatedEntries } from './DatedEntries'
import { FormActions } from './fields'
import { buttonClass } from './FormField'
import { useActionSubmit } from './use-action-submit'

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

/** OPENS_FORM marks the button that opens a PanelForm in its place, to which focus returns when the form closes. */
export const OPENS_FORM = { 'data-opens-form': '' }

/** PanelAddButton is a panel's action that opens its form: '+ Registrar pagamento', '+ Registrar custo'. */
export function PanelAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass.primary} onClick={onClick} {...OPENS_FORM}>
      <Plus aria-hidden className="h-4 w-4" /> {label}
    </button>
  )
}

/**
 * PanelForm is the form a panel opens (label names it and its submit button, 'Registrar pagamento'): the fields,
 * then 'Cancelar' and the submit button, which reads 'Registrando...' while busy. Submitting runs act with the
 * checked values, says done in a toast and calls onDone; a failure is said as useActionSubmit says it. It opens with
 * focus on its first field: the button that opened it is gone, and focus would be left on the page itself. Closed,
 * it gives focus back to the button that opens it again (OPENS_FORM) in its section or list item, or to that
 * section's first control when that button is gone (the installment it paid is paid).
 */
export function PanelForm<V extends FieldValues>({
  label,
  form,
  act,
  done,
  failure,
  onDone,
  children,
}: {
  label: string
  form: UseFormReturn<V>
  act: (values: V) => Promise<unknown>
  done: string
  failure: string
  onDone: () => void
  children: ReactNode
}) {
  const submit = useActionSubmit(
    form,
    async (values) => {
      await act(values)
      onDone()
    },
    done,
    failure,
  )
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const scope = ref.current?.parentElement?.closest('li, section')
    ref.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus()
    return () => {
      // Run once the form is gone: focus went with the field or button that held it, unless it moved elsewhere.
      if (document.activeElement && document.activeElement !== document.body) return
      scope?.querySelector<HTMLElement>('[data-opens-form]')?.focus()
      if (document.activeElement === document.body) scope?.querySelector<HTMLElement>('button, a[href], input, select')?.focus()
    }
  }, [])
  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={label} className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {children}
      <FormActions onCancel={onDone} busy={form.formState.isSubmitting} submitText={label} busyText="Registrando..." />
    </form>
  )
}

/**
 * EntriesPanel is a detail screen's section of a record's money entries — a vehicle's costs, an asset's
 * improvements —: the add button (canAdd) that opens form, the entries newest first (DatedEntries) with 'Excluir'
 * when onDelete is given, or the empty text, and a footer line under them (a total).
 */
export function EntriesPanel<T extends { id: number; date: string; amount: number }>({
  id,
  title,
  icon,
  addLabel,
  canAdd,
  entries,
  pending,
  empty,
  list,
  onDelete,
  footer,
  form,
  dialog,
}: {
  id: string
  title: string
  icon: LucideIcon
  addLabel: string
  canAdd: boolean
  entries: T[]
  pending: boolean
  empty: string
  list: { label: string; testId: string; describe: (entry: T) => ReactNode; deleteLabel: (date: string) => string }
  onDelete?: (entry: T) => void
  footer: ReactNode
  form: (done: () => void) => ReactNode
  dialog: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <Panel id={id} title={title} icon={icon} action={canAdd && !open && <PanelAddButton label={addLabel} onClick={() => setOpen(true)} />}>
      {open && form(() => setOpen(false))}
      {pending ? null : entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <>
          <DatedEntries {...list} entries={entries} onDelete={onDelete} />
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 text-sm">{footer}</p>
        </>
      )}
      {dialog}
    </Panel>
  )
}
