import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Asset, AssetStatus } from './types'

export async function updateAssetStatus({ id, status }: { id: number; status: AssetStatus }): Promise<Asset> {
  const res = await apiRequest<{ data: Asset }>(`/assets/${id}/status`, { method: 'PATCH', body: { status } })
  return res.data
}

export function useUpdateAssetStatus() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateAssetStatus, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
