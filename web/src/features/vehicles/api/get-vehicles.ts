import { useQuery } from '@tanstack/react-query'
import type { VehiclesPage } from './types'
import { listPageQueryOptions } from '@/lib/queries'

export type VehicleListFilters = { q: string; status: string; sort: string }
export type VehicleListParams = VehicleListFilters & { page: number; pageSize?: number }

/** vehicleListQuery is the list's search, status and sort as the list and its export both take them. */
export function vehicleListQuery({ q, status, sort }: VehicleListFilters): URLSearchParams {
  const params = new URLSearchParams({ sort })
  if (q.trim()) params.set('q', q.trim())
  if (status !== 'all') params.set('status', status)
  return params
}

export const vehiclesQueryOptions = (p: VehicleListParams) => listPageQueryOptions<VehiclesPage>('vehicles', vehicleListQuery(p), p.page, p.pageSize)

export function useVehicles(p: VehicleListParams) {
  return useQuery(vehiclesQueryOptions(p))
}
