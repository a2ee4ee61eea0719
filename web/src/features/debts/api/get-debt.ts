import { useRecord } from '@/lib/queries'
import type { Debt } from './types'

/** useDebt reads one debt for its detail and edit screens. */
export const useDebt = (id: number) => useRecord<Debt>('debts', id)
