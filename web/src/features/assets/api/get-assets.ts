import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'

export type AssetListParams = { q: string; type: string; status: string; page: number }
export type AssetsPage = ResponseBody<'/assets', 'get'>

export function getAssets(f: AssetListParams): Promise<AssetsPage> {
  const params = new URLSearchParams({ page: String(f.page), pageSize: String(PAGE_SIZE), sort: '-createdAt' })
  if (f.q.trim()) params.set('q', f.q.trim())
  if (f.type !== 'all') params.set('type', f.type)
  if (f.status !== 'all') params.set('status', f.status)
  return apiRequest<AssetsPage>(`/assets?${params}`)
}

/** The list is fresh for 5 minutes (docs/product.md §9, the client default). */
export const assetsQueryOptions = (f: AssetListParams) =>
  queryOptions({ queryKey: ['assets', 'list', f], queryFn: () => getAssets(f), placeholderData: keepPreviousData })

export function useAssets(f: AssetListParams) {
  return useQuery(assetsQueryOptions(f))
}
