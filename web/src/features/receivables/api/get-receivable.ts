import { useRecord } from '@/lib/queries'
import type { Receivable } from './types'

/** useReceivable reads one receivable with its installments. */
export const useReceivable = (id: number) => useRecord<Receivable>('receivables', id)
