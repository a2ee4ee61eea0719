import { useRecord } from '@/lib/queries'
import type { Vehicle } from './types'

/** useVehicle reads one vehicle for its detail, edit and sale screens. */
export const useVehicle = (id: number) => useRecord<Vehicle>('vehicles', id)
