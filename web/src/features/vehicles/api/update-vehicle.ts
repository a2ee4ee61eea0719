import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Vehicle, VehiclePayload } from './types'

export function updateVehicle({ id, ...input }: VehiclePayload & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}`, { method: 'PUT', body: input })
}

export const useUpdateVehicle = () => useRefreshingMutation(updateVehicle)
