import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { invalidateVehicles } from './invalidate'
import type { PaymentMethod, Vehicle } from './types'

export type SaleInput = { sellingPrice: number; soldDate: string; paymentMethod: PaymentMethod; notes: string }

export async function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  const res = await apiRequest<{ data: Vehicle }>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
  return res.data
}

export function useSellVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: sellVehicle, onSuccess: () => invalidateVehicles(client) })
}
