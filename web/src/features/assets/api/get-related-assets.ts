import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RelatedAsset } from './types'

export async function getRelatedAssets(id: number): Promise<RelatedAsset[]> {
  const res = await apiRequest<{ data: RelatedAsset[] }>(`/assets/${id}/related`)
  return res.data
}

export const relatedAssetsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['assets', 'detail', id, 'related'], queryFn: () => getRelatedAssets(id), staleTime: 1000 })

export function useRelatedAssets(id: number) {
  return useQuery(relatedAssetsQueryOptions(id))
}
