import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Asset, AssetStatus } from './types'

export function updateAssetStatus({ id, status }: { id: number; status: AssetStatus }): Promise<Asset> {
  return apiData<Asset>(`/assets/${id}/status`, { method: 'PATCH', body: { status } })
}

export const useUpdateAssetStatus = () => useRefreshingMutation(updateAssetStatus)
