import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody } from '@/lib/api-types'
import type { Asset } from './types'

export type SaleInput = RequestBody<'/assets/{id}/sell', 'post'>

export function sellAsset({ id, ...input }: SaleInput & { id: number }): Promise<Asset> {
  return apiData<Asset>(`/assets/${id}/sell`, { method: 'POST', body: input })
}

export const useSellAsset = () => useRefreshingMutation(sellAsset)
