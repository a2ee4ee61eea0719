import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { Asset } from './types'

export function getAsset(id: number): Promise<Asset> {
  return apiData<Asset>(`/assets/${id}`)
}

/** Detail and edit read the asset fresh: stale after 1 second, kept 5 minutes (spec §9). */
export const assetQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['assets', 'detail', id], queryFn: () => getAsset(id), staleTime: 1000, gcTime: 300_000 })

export function useAsset(id: number) {
  return useQuery({ ...assetQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false })
}
