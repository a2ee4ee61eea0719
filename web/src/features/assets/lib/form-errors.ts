import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/** showServerErrors puts the server's 422 field messages on the matching inputs; true when there were some. */
export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiError && err.fields)) return false
  for (const [field, message] of Object.entries(err.fields)) setError(field as Path<T>, { message })
  return true
}
