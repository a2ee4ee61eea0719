import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { AssetTransaction } from './types'

export async function getAssetTransactions(id: number): Promise<AssetTransaction[]> {
  const res = await apiRequest<{ data: AssetTransaction[] }>(`/assets/${id}/transactions?pageSize=200`)
  return res.data
}

export const assetTransactionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['assets', 'detail', id, 'transactions'], queryFn: () => getAssetTransactions(id), staleTime: 1000 })

export function useAssetTransactions(id: number) {
  return useQuery(assetTransactionsQueryOptions(id))
}
