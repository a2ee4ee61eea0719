import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'

export type AssetListFilters = { q: string; type: string; status: string; sort: string }
export type AssetListParams = AssetListFilters & { page: number; pageSize?: number }
export type AssetsPage = ResponseBody<'/assets', 'get'>

/** assetListQuery is the list's search, filters and sort as the list and its export both take them. */
export function assetListQuery(f: AssetListFilters): URLSearchParams {
  const params = new URLSearchParams({ sort: f.sort })
  if (f.q.trim()) params.set('q', f.q.trim())
  if (f.type !== 'all') params.set('type', f.type)
  if (f.status !== 'all') params.set('status', f.status)
  return params
}

export function getAssets(f: AssetListParams): Promise<AssetsPage> {
  const params = assetListQuery(f)
  params.set('page', String(f.page))
  params.set('pageSize', String(f.pageSize ?? PAGE_SIZE))
  return apiRequest<AssetsPage>(`/assets?${params}`)
}

/** The list is fresh for 5 minutes (docs/product.md §9, the client default). */
export const assetsQueryOptions = (f: AssetListParams) =>
  queryOptions({ queryKey: ['assets', 'list', f], queryFn: () => getAssets(f), placeholderData: keepPreviousData })

export function useAssets(f: AssetListParams) {
  return useQuery(assetsQueryOptions(f))
}
