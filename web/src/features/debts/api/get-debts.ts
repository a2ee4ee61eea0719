import { useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import type { DebtCategory, DebtStatus } from './types'
import { listPageQueryOptions } from '@/lib/queries'

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

export const debtsQueryOptions = (p: DebtListParams) => listPageQueryOptions<DebtsPage>('debts', debtListQuery(p), p.page, p.pageSize)

export function useDebts(params: DebtListParams) {
  return useQuery(debtsQueryOptions(params))
}
