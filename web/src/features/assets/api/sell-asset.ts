import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody } from '@/lib/api-types'
import type { Asset } from './types'

export type SaleInput = RequestBody<'/assets/{id}/sell', 'post'>

export async function sellAsset({ id, ...input }: SaleInput & { id: number }): Promise<Asset> {
  const res = await apiRequest<{ data: Asset }>(`/assets/${id}/sell`, { method: 'POST', body: input })
  return res.data
}

export function useSellAsset() {
  const client = useQueryClient()
  return useMutation({ mutationFn: sellAsset, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
