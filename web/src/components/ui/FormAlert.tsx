import type { ReactNode } from 'react'

/** FormAlert is a form's failure that belongs to no one field, read out when it appears. */
export function FormAlert({ children, id, className = '' }: { children: ReactNode; id?: string; className?: string }) {
  return (
    <div id={id} role="alert" className={`${className} rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700`}>
      {children}
    </div>
  )
}
