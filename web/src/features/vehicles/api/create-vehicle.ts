import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import { invalidateVehicles } from './invalidate'
import type { Vehicle, VehiclePayload } from './types'

export function createVehicle(input: VehiclePayload): Promise<Vehicle> {
  return apiData<Vehicle>('/vehicles', { method: 'POST', body: input })
}

export function useCreateVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createVehicle, onSuccess: () => invalidateVehicles(client) })
}
