import { apiData, useRefreshingMutation } from '@/lib/queries'
import { VEHICLE_QUERIES } from './invalidate'
import type { PaymentMethod, Vehicle } from './types'

export type SaleInput = { sellingPrice: number; soldDate: string; paymentMethod: PaymentMethod; notes: string }

export function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
}

export const useSellVehicle = () => useRefreshingMutation(sellVehicle, ...VEHICLE_QUERIES)
