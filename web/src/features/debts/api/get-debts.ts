import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Debt, DebtCategory, DebtStatus, DebtSummary } from './types'

export type DebtFilters = { q: string; category: DebtCategory | ''; status: DebtStatus | '' }

export type DebtsPage = { data: Debt[]; meta: { total: number; page: number; pageSize: number; summary: DebtSummary } }

export function getDebts({ q, category, status }: DebtFilters): Promise<DebtsPage> {
  const params = new URLSearchParams({ pageSize: '200', sort: 'dueDate' })
  if (q.trim()) params.set('q', q.trim())
  if (category) params.set('category', category)
  if (status) params.set('status', status)
  return apiRequest<DebtsPage>(`/debts?${params}`)
}

/** The debt list is fresh for 5 minutes (spec §9, the client's default). */
export const debtsQueryOptions = (filters: DebtFilters) =>
  queryOptions({ queryKey: ['debts', 'list', filters], queryFn: () => getDebts(filters), placeholderData: keepPreviousData })

export function useDebts(filters: DebtFilters) {
  return useQuery(debtsQueryOptions(filters))
}
