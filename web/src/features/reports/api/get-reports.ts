import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'
import type { ReportPeriod, ReportType } from './types'

export type ReportFilters = { period: ReportPeriod | ''; type: ReportType | '' }

export type ReportListParams = ReportFilters & { page: number }

export type ReportsPage = ResponseBody<'/reports', 'get'>

/** getReports lists the reports, newest first (docs/product.md §7: query period, optional type). */
export function getReports({ period, type, page }: ReportListParams): Promise<ReportsPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) })
  if (period) params.set('period', period)
  if (type) params.set('type', type)
  return apiRequest<ReportsPage>(`/reports?${params}`)
}

/** The report list is fresh for 5 minutes (docs/product.md §9, the client's default). */
export const reportsQueryOptions = (params: ReportListParams) =>
  queryOptions({ queryKey: ['reports', 'list', params], queryFn: () => getReports(params), placeholderData: keepPreviousData })

export function useReports(params: ReportListParams) {
  return useQuery(reportsQueryOptions(params))
}
