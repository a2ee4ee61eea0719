import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { Vehicle } from './types'

export function getVehicle(id: number): Promise<Vehicle> {
  return apiData<Vehicle>(`/vehicles/${id}`)
}

/** Spec §9: the vehicle detail behind the edit screen is fresh for 1 second and kept 5 minutes. */
export const vehicleQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['vehicles', 'detail', id], queryFn: () => getVehicle(id), staleTime: 1000, gcTime: 300_000 })

export function useVehicle(id: number) {
  return useQuery({ ...vehicleQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false })
}
