import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Asset, AssetSummary } from './types'

export type AssetFilters = { q: string; type: string; status: string }
export type AssetsPage = { data: Asset[]; meta: { total: number; page: number; pageSize: number; summary: AssetSummary } }

export function getAssets(f: AssetFilters): Promise<AssetsPage> {
  const params = new URLSearchParams({ pageSize: '200', sort: '-createdAt' })
  if (f.q.trim()) params.set('q', f.q.trim())
  if (f.type !== 'all') params.set('type', f.type)
  if (f.status !== 'all') params.set('status', f.status)
  return apiRequest<AssetsPage>(`/assets?${params}`)
}

/** The list is fresh for 5 minutes (spec §9, the client default). */
export const assetsQueryOptions = (f: AssetFilters) =>
  queryOptions({ queryKey: ['assets', 'list', f], queryFn: () => getAssets(f), placeholderData: keepPreviousData })

export function useAssets(f: AssetFilters) {
  return useQuery(assetsQueryOptions(f))
}
