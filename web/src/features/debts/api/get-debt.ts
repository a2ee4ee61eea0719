import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Debt } from './types'

export async function getDebt(id: number): Promise<Debt> {
  const res = await apiRequest<{ data: Debt }>(`/debts/${id}`)
  return res.data
}

export const debtQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['debts', 'detail', id], queryFn: () => getDebt(id), staleTime: 1000 })

export function useDebt(id: number) {
  return useQuery({ ...debtQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false })
}
