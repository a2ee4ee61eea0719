import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Asset, AssetInput } from './types'

export function createAsset(input: AssetInput): Promise<Asset> {
  return apiData<Asset>('/assets', { method: 'POST', body: input })
}

export const useCreateAsset = () => useRefreshingMutation(createAsset)
