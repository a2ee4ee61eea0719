import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/queries'

export function deleteAsset(id: number): Promise<void> {
  return apiRequest<void>(`/assets/${id}`, { method: 'DELETE' })
}

export const useDeleteAsset = () => useRefreshingMutation(deleteAsset)
