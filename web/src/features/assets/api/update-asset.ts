import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Asset, AssetInput } from './types'

/** updateAsset sends the whole form; attachments are the set to keep (existing ones by url) plus the new uploads. */
export async function updateAsset({ id, ...input }: AssetInput & { id: number }): Promise<Asset> {
  const res = await apiRequest<{ data: Asset }>(`/assets/${id}`, { method: 'PUT', body: input })
  return res.data
}

export function useUpdateAsset() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateAsset, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
