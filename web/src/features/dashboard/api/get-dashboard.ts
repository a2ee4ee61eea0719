import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Schemas } from '@/lib/api-types'

/** Dashboard is docs/product.md §3's dashboard data as GET /api/dashboard answers it (money in reais), generated from docs/openapi.yaml. */
export type Dashboard = Schemas['Dashboard']
export type Change = Schemas['DashboardChange']
export type ChangeType = Change['changeType']
export type TransactionType = Dashboard['recentTransactions'][number]['type']

/** getDashboard reads the dashboard as of the end of day ('YYYY-MM-DD'), or of today when day is ''. */
export function getDashboard(day = ''): Promise<Dashboard> {
  return apiRequest<{ data: Dashboard }>(day ? `/dashboard?date=${day}` : '/dashboard').then((r) => r.data)
}

/**
 * The dashboard is fresh for 5 minutes (docs/product.md §9, the client's default); any saved change marks it stale
 * (every day's: they share the key's first part). A past day's keeps the one shown while the next loads.
 */
export const dashboardQueryOptions = (day = '') =>
  queryOptions({ queryKey: ['dashboard', day], queryFn: () => getDashboard(day), placeholderData: (previous) => previous })

export function useDashboard(day = '') {
  return useQuery(dashboardQueryOptions(day))
}
