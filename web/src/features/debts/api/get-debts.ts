import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'
import type { DebtCategory, DebtStatus } from './types'

export type DebtFilters = { q: string; category: DebtCategory | ''; status: DebtStatus | ''; sort: string }

export type DebtListParams = DebtFilters & { page: number; pageSize?: number }

export type DebtsPage = ResponseBody<'/debts', 'get'>

/** debtListQuery is the list's search, filters and sort as the list and its export both take them. */
export function debtListQuery({ q, category, status, sort }: DebtFilters): URLSearchParams {
  const params = new URLSearchParams({ sort })
  if (q.trim()) params.set('q', q.trim())
  if (category) params.set('category', category)
  if (status) params.set('status', status)
  return params
}

export function getDebts(p: DebtListParams): Promise<DebtsPage> {
  const params = debtListQuery(p)
  params.set('page', String(p.page))
  params.set('pageSize', String(p.pageSize ?? PAGE_SIZE))
  return apiRequest<DebtsPage>(`/debts?${params}`)
}

/** The debt list is fresh for 5 minutes (docs/product.md §9, the client's default). */
export const debtsQueryOptions = (params: DebtListParams) =>
  queryOptions({ queryKey: ['debts', 'list', params], queryFn: () => getDebts(params), placeholderData: keepPreviousData })

export function useDebts(params: DebtListParams) {
  return useQuery(debtsQueryOptions(params))
}
