import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export function deleteAsset(id: number): Promise<void> {
  return apiRequest<void>(`/assets/${id}`, { method: 'DELETE' })
}

export function useDeleteAsset() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteAsset, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
