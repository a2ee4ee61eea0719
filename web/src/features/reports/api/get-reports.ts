import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Report, ReportPeriod, ReportType } from './types'

export type ReportFilters = { period: ReportPeriod | ''; type: ReportType | '' }

export type ReportsPage = { data: Report[]; meta: { total: number; page: number; pageSize: number; summary: { count: number } } }

/** getReports lists the reports, newest first (spec §7: query period, optional type). */
export function getReports({ period, type }: ReportFilters): Promise<ReportsPage> {
  const params = new URLSearchParams({ pageSize: '200' })
  if (period) params.set('period', period)
  if (type) params.set('type', type)
  return apiRequest<ReportsPage>(`/reports?${params}`)
}

/** The report list is fresh for 5 minutes (spec §9, the client's default). */
export const reportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({ queryKey: ['reports', 'list', filters], queryFn: () => getReports(filters), placeholderData: keepPreviousData })

export function useReports(filters: ReportFilters) {
  return useQuery(reportsQueryOptions(filters))
}
