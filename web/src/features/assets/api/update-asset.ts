import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Asset, AssetInput } from './types'

/** updateAsset sends the whole form; attachments are the set to keep (existing ones by url) plus the new uploads. */
export function updateAsset({ id, ...input }: AssetInput & { id: number }): Promise<Asset> {
  return apiData<Asset>(`/assets/${id}`, { method: 'PUT', body: input })
}

export const useUpdateAsset = () => useRefreshingMutation(updateAsset)
