import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Asset, AssetInput } from './types'

export async function createAsset(input: AssetInput): Promise<Asset> {
  const res = await apiRequest<{ data: Asset }>('/assets', { method: 'POST', body: input })
  return res.data
}

export function useCreateAsset() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createAsset, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
