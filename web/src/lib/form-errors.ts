import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-client'

/**
 * serverFieldErrors returns the server's 422 field messages, by field name, or undefined when there are none. With
 * `only`, the messages of other fields are left out (a form that does not show those fields). For forms that keep
 * their own state; forms of react-hook-form use showServerErrors.
 */
export function serverFieldErrors(err: unknown, only?: readonly string[]): Record<string, string> | undefined {
  if (!(err instanceof ApiError && err.fields)) return undefined
  const fields = Object.fromEntries(Object.entries(err.fields).filter(([field]) => !only || only.includes(field)))
  return Object.keys(fields).length ? fields : undefined
}

/**
 * showServerErrors puts the server's 422 field messages on the matching form fields; true when there were some.
 * With `only`, the messages of other fields are left out (a form that does not show those fields).
 */
export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, only?: readonly string[]): boolean {
  const fields = serverFieldErrors(err, only)
  if (!fields) return false
  // The first field with a message takes the focus, so that a message below the fold is not missed.
  Object.entries(fields).forEach(([field, message], i) => setError(field as Path<T>, { message }, { shouldFocus: i === 0 }))
  return true
}
