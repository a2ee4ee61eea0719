import { useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import type { ReportPeriod, ReportType } from './types'
import { listPageQueryOptions } from '@/lib/queries'

export type ReportFilters = { period: ReportPeriod | ''; type: ReportType | '' }

export type ReportListParams = ReportFilters & { page: number }

export type ReportsPage = ResponseBody<'/reports', 'get'>

/** The reports, newest first (docs/product.md §7: query period, optional type). */
export function reportsQueryOptions({ period, type, page }: ReportListParams) {
  const query = new URLSearchParams()
  if (period) query.set('period', period)
  if (type) query.set('type', type)
  return listPageQueryOptions<ReportsPage>('reports', query, page)
}

export function useReports(params: ReportListParams) {
  return useQuery(reportsQueryOptions(params))
}
