import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import { invalidateVehicles } from './invalidate'
import type { PaymentMethod, Vehicle } from './types'

export type SaleInput = { sellingPrice: number; soldDate: string; paymentMethod: PaymentMethod; notes: string }

export function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
}

export function useSellVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: sellVehicle, onSuccess: () => invalidateVehicles(client) })
}
