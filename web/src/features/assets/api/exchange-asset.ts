import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/queries'
import type { RequestBody } from '@/lib/api-types'
import type { Asset } from './types'

export type ExchangeInput = RequestBody<'/assets/{id}/exchange', 'post'>

export async function exchangeAsset({ id, ...input }: ExchangeInput & { id: number }): Promise<Asset> {
  const res = await apiRequest<{ data: { asset: Asset; newAssetIds: number[] } }>(`/assets/${id}/exchange`, { method: 'POST', body: input })
  return res.data.asset
}

export const useExchangeAsset = () => useRefreshingMutation(exchangeAsset)
