import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody } from '@/lib/api-types'
import type { Vehicle } from './types'

type SaleBody = RequestBody<'/vehicles/{id}/sell', 'put'>
/** The plan's fields: only for a sale in installments (interestRate and system only for one with interest). */
type PlanFields = 'installments' | 'downPayment' | 'firstDueDate' | 'interestRate' | 'system'
/** SaleInput: every field of a sale; the plan's only for one in installments. */
export type SaleInput = Required<Omit<SaleBody, PlanFields>> & Pick<SaleBody, PlanFields>

export function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
}

export const useSellVehicle = () => useRefreshingMutation(sellVehicle)
