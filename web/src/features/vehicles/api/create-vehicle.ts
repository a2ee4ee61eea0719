import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { invalidateVehicles } from './invalidate'
import type { Vehicle, VehiclePayload } from './types'

export async function createVehicle(input: VehiclePayload): Promise<Vehicle> {
  const res = await apiRequest<{ data: Vehicle }>('/vehicles', { method: 'POST', body: input })
  return res.data
}

export function useCreateVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createVehicle, onSuccess: () => invalidateVehicles(client) })
}
