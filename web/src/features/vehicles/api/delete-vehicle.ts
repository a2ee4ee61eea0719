import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { invalidateVehicles } from './invalidate'

export function deleteVehicle(id: number): Promise<void> {
  return apiRequest<void>(`/vehicles/${id}`, { method: 'DELETE' })
}

export function useDeleteVehicle() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: ['vehicles', 'detail', id] })
      return invalidateVehicles(client)
    },
  })
}
