import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { invalidateVehicles } from './invalidate'
import type { Vehicle, VehiclePayload } from './types'

export async function updateVehicle({ id, ...input }: VehiclePayload & { id: number }): Promise<Vehicle> {
  const res = await apiRequest<{ data: Vehicle }>(`/vehicles/${id}`, { method: 'PUT', body: input })
  return res.data
}

export function useUpdateVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateVehicle, onSuccess: () => invalidateVehicles(client) })
}
