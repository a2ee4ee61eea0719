import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

/**
 * showServerErrors puts the server's 422 field messages on the matching form fields; true when there were some.
 * With `only`, the messages of other fields are left out (a form that does not show those fields).
 */
export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, only?: readonly string[]): boolean {
  if (!(err instanceof ApiError && err.fields)) return false
  let shown = false
  for (const [field, message] of Object.entries(err.fields)) {
    if (only && !only.includes(field)) continue
    setError(field as Path<T>, { message })
    shown = true
  }
  return shown
}
