import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export type ChangeType = 'positive' | 'negative' | 'neutral'
export type Change = { value: number; changeType: ChangeType }
export type TransactionType = 'asset' | 'vehicle' | 'debt'

/** Dashboard is spec §3's dashboard data as GET /api/dashboard answers it (money in reais). */
export type Dashboard = {
  netWorth: number
  totalAssets: number
  totalVehicles: number
  totalDebts: number
  /** type is the pt-BR label: Imóveis, Outros, Veículos. */
  assetsByType: { type: string; value: number }[]
  /** 12 points: the end of each of the 11 previous months, then today. */
  monthlyEvolution: { month: string; label: string; date: string; netWorth: number }[]
  /** Changes since the end of the previous month. */
  changes: { since: string; netWorth: Change; totalAssets: Change; totalVehicles: Change; totalDebts: Change }
  recentTransactions: { id: string; type: TransactionType; recordId: number; description: string; date: string; amount: number }[]
}

export function getDashboard(): Promise<Dashboard> {
  return apiRequest<{ data: Dashboard }>('/dashboard').then((r) => r.data)
}

/** The dashboard is fresh for 5 minutes (spec §9, the client's default); any saved change marks it stale. */
export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
