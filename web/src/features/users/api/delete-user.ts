import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/queries'

export function deleteUser(id: number): Promise<void> {
  return apiRequest<void>(`/users/${id}`, { method: 'DELETE' })
}

export const useDeleteUser = () => useRefreshingMutation(deleteUser)
