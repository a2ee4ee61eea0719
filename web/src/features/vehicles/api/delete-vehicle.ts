import { useDeleteRecord } from '@/lib/queries'
import { VEHICLE_QUERIES } from './invalidate'

/** useDeleteVehicle deletes a vehicle and refreshes what counts vehicles. */
export const useDeleteVehicle = () => useDeleteRecord('vehicles', ...VEHICLE_QUERIES)
