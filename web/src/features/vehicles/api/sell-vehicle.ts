import { apiData, useRefreshingMutation } from '@/lib/queries'
import { VEHICLE_QUERIES } from './invalidate'
import type { RequestBody } from '@/lib/api-types'
import type { Vehicle } from './types'

export type SaleInput = Required<RequestBody<'/vehicles/{id}/sell', 'put'>>

export function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
}

export const useSellVehicle = () => useRefreshingMutation(sellVehicle, ...VEHICLE_QUERIES)
