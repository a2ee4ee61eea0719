import { recordEntries } from '@/lib/queries'
import type { VehicleCost, VehicleCostInput } from './types'

/**
 * A vehicle's costs: useVehicleCosts lists them, newest first; useAddVehicleCost records one; useDeleteVehicleCost
 * removes one entered by mistake (and its movement in the account). The vehicle (its margin), its costs, the
 * accounts and the dashboard follow each write.
 */
const costs = recordEntries<VehicleCost, VehicleCostInput>('vehicles', 'costs')
export const useVehicleCosts = costs.useList
export const useAddVehicleCost = costs.useAdd
export const useDeleteVehicleCost = costs.useDelete
