import { useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ReceivableStatus, ReceivablesPage } from './types'
import { listPageQueryOptions } from '@/lib/queries'

/** ReceivableFilters: the list's status filter ('' for every status). */
export type ReceivableFilters = { status: ReceivableStatus | '' }

/** The receivables, the overdue first, with what they still have to receive. */
export const receivablesQueryOptions = ({ status }: ReceivableFilters, page: number, pageSize = PAGE_SIZE) =>
  listPageQueryOptions<ReceivablesPage>('receivables', new URLSearchParams(status ? { status } : {}), page, pageSize)

export function useReceivables(filters: ReceivableFilters, page: number, pageSize = PAGE_SIZE) {
  return useQuery(receivablesQueryOptions(filters, page, pageSize))
}
