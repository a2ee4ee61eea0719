import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { VehiclesPage } from './types'

export type VehicleListParams = { q: string; status: string; sort: string; page: number }

export function getVehicles({ q, status, sort, page }: VehicleListParams): Promise<VehiclesPage> {
  const params = new URLSearchParams({ sort, page: String(page), pageSize: String(PAGE_SIZE) })
  if (q.trim()) params.set('q', q.trim())
  if (status !== 'all') params.set('status', status)
  return apiRequest<VehiclesPage>(`/vehicles?${params}`)
}

export const vehiclesQueryOptions = (p: VehicleListParams) =>
  queryOptions({ queryKey: ['vehicles', 'list', p], queryFn: () => getVehicles(p), placeholderData: keepPreviousData })

export function useVehicles(p: VehicleListParams) {
  return useQuery(vehiclesQueryOptions(p))
}
