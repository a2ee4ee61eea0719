import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { VehiclesPage } from './types'

export type VehicleListFilters = { q: string; status: string; sort: string }
export type VehicleListParams = VehicleListFilters & { page: number; pageSize?: number }

/** vehicleListQuery is the list's search, status and sort as the list and its export both take them. */
export function vehicleListQuery({ q, status, sort }: VehicleListFilters): URLSearchParams {
  const params = new URLSearchParams({ sort })
  if (q.trim()) params.set('q', q.trim())
  if (status !== 'all') params.set('status', status)
  return params
}

export function getVehicles(p: VehicleListParams): Promise<VehiclesPage> {
  const params = vehicleListQuery(p)
  params.set('page', String(p.page))
  params.set('pageSize', String(p.pageSize ?? PAGE_SIZE))
  return apiRequest<VehiclesPage>(`/vehicles?${params}`)
}

export const vehiclesQueryOptions = (p: VehicleListParams) =>
  queryOptions({ queryKey: ['vehicles', 'list', p], queryFn: () => getVehicles(p), placeholderData: keepPreviousData })

export function useVehicles(p: VehicleListParams) {
  return useQuery(vehiclesQueryOptions(p))
}
