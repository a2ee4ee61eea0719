import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ReceivableStatus, ReceivablesPage } from './types'

/** ReceivableFilters: the list's status filter ('' for every status). */
export type ReceivableFilters = { status: ReceivableStatus | '' }

export function getReceivables({ status }: ReceivableFilters, page: number, pageSize = PAGE_SIZE): Promise<ReceivablesPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) })
  if (status) query.set('status', status)
  return apiRequest<ReceivablesPage>(`/receivables?${query}`)
}

/** The receivables, the overdue first, with what they still have to receive. */
export const receivablesQueryOptions = (filters: ReceivableFilters, page: number, pageSize = PAGE_SIZE) =>
  queryOptions({
    queryKey: ['receivables', 'list', filters.status, page, pageSize],
    queryFn: () => getReceivables(filters, page, pageSize),
    placeholderData: keepPreviousData,
  })

export function useReceivables(filters: ReceivableFilters, page: number, pageSize = PAGE_SIZE) {
  return useQuery(receivablesQueryOptions(filters, page, pageSize))
}
