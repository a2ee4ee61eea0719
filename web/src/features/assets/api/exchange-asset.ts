import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/queries'
import type { Asset, AssetDetails, AssetType } from './types'

export type ExchangeInput = {
  exchangeDate: string
  totalValue: number
  notes: string
  newAssets: {
    description: string
    type: AssetType
    acquisitionValue: number
    currentValue: number
    acquisitionDate: string
    details: Pick<AssetDetails, 'address' | 'area' | 'rooms'>
  }[]
}

export async function exchangeAsset({ id, ...input }: ExchangeInput & { id: number }): Promise<Asset> {
  const res = await apiRequest<{ data: { asset: Asset; newAssetIds: number[] } }>(`/assets/${id}/exchange`, { method: 'POST', body: input })
  return res.data.asset
}

export const useExchangeAsset = () => useRefreshingMutation(exchangeAsset, ['assets'])
