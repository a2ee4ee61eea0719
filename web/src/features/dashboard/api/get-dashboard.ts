import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Schemas } from '@/lib/api-types'

/** Dashboard is docs/product.md §3's dashboard data as GET /api/dashboard answers it (money in reais), generated from docs/openapi.yaml. */
export type Dashboard = Schemas['Dashboard']
export type Change = Schemas['DashboardChange']
export type ChangeType = Change['changeType']
export type TransactionType = Dashboard['recentTransactions'][number]['type']

export function getDashboard(): Promise<Dashboard> {
  return apiRequest<{ data: Dashboard }>('/dashboard').then((r) => r.data)
}

/** The dashboard is fresh for 5 minutes (docs/product.md §9, the client's default); any saved change marks it stale. */
export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
