import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { VehicleHistoryEntry } from './types'

export async function getVehicleHistory(id: number): Promise<VehicleHistoryEntry[]> {
  const res = await apiRequest<{ data: VehicleHistoryEntry[] }>(`/vehicles/${id}/history`)
  return res.data
}

export const vehicleHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['vehicles', 'history', id], queryFn: () => getVehicleHistory(id), staleTime: 1000 })

export function useVehicleHistory(id: number, enabled: boolean) {
  return useQuery({ ...vehicleHistoryQueryOptions(id), enabled })
}
