import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { invalidateVehicles } from './invalidate'
import type { RequestBody } from '@/lib/api-types'
import type { Vehicle } from './types'

export type SaleInput = Required<RequestBody<'/vehicles/{id}/sell', 'put'>>

export async function sellVehicle({ id, ...input }: SaleInput & { id: number }): Promise<Vehicle> {
  const res = await apiRequest<{ data: Vehicle }>(`/vehicles/${id}/sell`, { method: 'PUT', body: input })
  return res.data
}

export function useSellVehicle() {
  const client = useQueryClient()
  return useMutation({ mutationFn: sellVehicle, onSuccess: () => invalidateVehicles(client) })
}
