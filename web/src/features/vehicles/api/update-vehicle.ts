import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import { invalidateVehicles } from './invalidate'
import type { Vehicle, VehiclePayload } from './types'

export function updateVehicle({ id, ...input }: VehiclePayload & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}`, { method: 'PUT', body: input })
}

export function useUpdateVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateVehicle, onSuccess: () => invalidateVehicles(client) })
}
