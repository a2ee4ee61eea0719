import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { Debt } from './types'

export function getDebt(id: number): Promise<Debt> {
  return apiData<Debt>(`/debts/${id}`)
}

export const debtQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['debts', 'detail', id], queryFn: () => getDebt(id), staleTime: 1000 })

export function useDebt(id: number) {
  return useQuery({ ...debtQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false })
}
