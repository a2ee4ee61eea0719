import { useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import { listPageQueryOptions } from '@/lib/queries'

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

export const assetsQueryOptions = (f: AssetListParams) => listPageQueryOptions<AssetsPage>('assets', assetListQuery(f), f.page, f.pageSize)

export function useAssets(f: AssetListParams) {
  return useQuery(assetsQueryOptions(f))
}
