import { useDeleteRecord } from '@/lib/queries'

/** useDeleteVehicle deletes a vehicle and refreshes what counts vehicles. */
export const useDeleteVehicle = () => useDeleteRecord('vehicles')
