import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody } from '@/lib/api-types'
import type { Asset } from './types'

export type ExchangeInput = RequestBody<'/assets/{id}/exchange', 'post'>

export async function exchangeAsset({ id, ...input }: ExchangeInput & { id: number }): Promise<Asset> {
  const res = await apiRequest<{ data: { asset: Asset; newAssetIds: number[] } }>(`/assets/${id}/exchange`, { method: 'POST', body: input })
  return res.data.asset
}

export function useExchangeAsset() {
  const client = useQueryClient()
  return useMutation({ mutationFn: exchangeAsset, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
