import { apiData, useRefreshingMutation } from '@/lib/queries'
import { VEHICLE_QUERIES } from './invalidate'
import type { RequestBody } from '@/lib/api-types'
import type { Vehicle } from './types'

type SaleBody = RequestBody<'/vehicles/{id}/sell', 'put'>
/** SaleInput: every field of a sale; the plan's (installments, downPayment, firstDueDate) only for one in installments. */
export type SaleInput = Required<Omit<SaleBody, 'installments' | 'downPayment' | 'firstDueDate'>> &
  Pick<SaleBody, 'installments' | 'downPayment' | 'firstDueDate'>

export function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
}

export const useSellVehicle = () => useRefreshingMutation(sellVehicle, ...VEHICLE_QUERIES, ['receivables'])
