import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'
import type { DebtCategory, DebtStatus } from './types'

export type DebtFilters = { q: string; category: DebtCategory | ''; status: DebtStatus | '' }

export type DebtListParams = DebtFilters & { page: number }

export type DebtsPage = ResponseBody<'/debts', 'get'>

export function getDebts({ q, category, status, page }: DebtListParams): Promise<DebtsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: 'dueDate' })
  if (q.trim()) params.set('q', q.trim())
  if (category) params.set('category', category)
  if (status) params.set('status', status)
  return apiRequest<DebtsPage>(`/debts?${params}`)
}

/** The debt list is fresh for 5 minutes (docs/product.md §9, the client's default). */
export const debtsQueryOptions = (params: DebtListParams) =>
  queryOptions({ queryKey: ['debts', 'list', params], queryFn: () => getDebts(params), placeholderData: keepPreviousData })

export function useDebts(params: DebtListParams) {
  return useQuery(debtsQueryOptions(params))
}
