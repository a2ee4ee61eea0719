import type { FormEventHandler, ReactNode } from 'react'
import { FormAlert } from '@/components/ui/FormAlert'

/** FormCard is the frame of the account forms: the white card, the failure alert on top, then the fields. */
export function FormCard({ alert, onSubmit, children }: { alert: string | null; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {alert && (
        <FormAlert>{alert}</FormAlert>
      )}
      {children}
    </form>
  )
}
