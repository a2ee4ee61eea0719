import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Vehicle, VehiclePayload } from './types'

export function createVehicle(input: VehiclePayload): Promise<Vehicle> {
  return apiData<Vehicle>('/vehicles', { method: 'POST', body: input })
}

export const useCreateVehicle = () => useRefreshingMutation(createVehicle)
