import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/queries'
import type { IndexCode } from './types'

/** useDeleteIndexValue removes a month's value (admins); the indices and the schedules they correct follow. */
export const useDeleteIndexValue = (code: IndexCode) =>
  useRefreshingMutation((month: string) => apiRequest<void>(`/indices/${code}/${month}`, { method: 'DELETE' }))
